/* sat2d-agreement: every registered non-pitfall variant against the reference (`textbook`)
 * on seeded random pairs of every test, in two modes:
 *   grid:  integer coordinates (|v| <= 1024) with exact touching pairs; every verdict must be
 *          identical, MTV depths and times within 1e-5 of the shape size;
 *   float: general floats at scales 1e-3..1e4 (some far from the origin). Twins that mirror
 *          the reference expression by expression must agree exactly; poly_poly variants
 *          (different projection orders) may differ only inside the ambiguity band
 *          |separation| <= 2^-16 * (coordinate magnitude), counted and printed. `exact`
 *          (the truth, where textbook rounds) may differ from textbook inside the band of
 *          every test it fills (exact_margin), and nowhere on the grid.
 * and every batch size in {0,1,3,4,5,7,8,9,1000+r}, each with arrays allocated to exactly n
 * elements (the sanitizer build catches a read past the end).
 * The documented pitfalls run on the same pairs and their error rates are printed (and written
 * with --pitfalls-json FILE), never asserted.
 * Usage: sat2d-agreement [PAIRS_PER_MODE] [SEED] [--test ID] [--pitfalls-json FILE]; defaults
 * 100000 and 1; --test checks one test on the pairs a run of every test draws for it (each
 * test's pairs are seeded by the seed and the test alone). Last line: "N passed, N failed" over
 * the (test, variant, mode) checks.
 * --plugin PATH (repeatable) adds a contender (docs/plugins.md), checked like any variant. The
 * run then happens in a child process, and each contender first answers every pair alone with
 * its case line recorded, then the batch: a crash is reported with the contender's name, the
 * case line, and exit status 3.
 * Here: the checks and the options; the pairs in pairs.c, the calls of a slot in slot_run.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agree_rules.h"
#include "args.h"
#include "gen.h"
#include "pairs.h"
#include "plugin_guard.h"
#include "plugin_load.h"
#include "slot_run.h"

#define CHUNK 4000

static int passed, failed;

/* Pairs of the chunk where v and its other build (sat2d_variant_other_build) give different
 * bytes in any output: both builds are the same IEEE operations in the same order, so none. */
static long builds_differ(const sat2d_variant *v, const sat2d_variant *twin, sat2d_test_id t,
                          const sat2d_slot_in *in, size_t n) {
    results mine = results_make(n), theirs = results_make(n);
    slot_run(v, t, in, n, &mine);
    slot_run(twin, t, in, n, &theirs);
    long differ = 0;
    for (size_t i = 0; i < n; i++)
        differ += mine.hit[i] != theirs.hit[i] ||
                  memcmp(&mine.mtv[i], &theirs.mtv[i], sizeof mine.mtv[i]) != 0 ||
                  memcmp(&mine.point[i], &theirs.point[i], sizeof mine.point[i]) != 0 ||
                  memcmp(&mine.toi[i], &theirs.toi[i], sizeof mine.toi[i]) != 0 ||
                  memcmp(&mine.wx[i], &theirs.wx[i], sizeof mine.wx[i]) != 0 ||
                  memcmp(&mine.wy[i], &theirs.wy[i], sizeof mine.wy[i]) != 0 ||
                  memcmp(&mine.ray[i], &theirs.ray[i], sizeof mine.ray[i]) != 0 ||
                  memcmp(&mine.manifold[i], &theirs.manifold[i], sizeof mine.manifold[i]) != 0;
    results_free(&mine), results_free(&theirs);
    return differ;
}

/* The documented pitfalls' error rates against the reference (on the grid the reference is
 * exact, so these are error rates against the truth), printed and optionally written as
 * JSON for REPORT.md. */
static FILE *pitfall_json;

static void record_pitfall(sat2d_test_id t, const char *name, int grid, const tally *tl) {
    /* Verdict errors; for transform (no verdict) the wrong points. */
    long wrong = tl->wrong + tl->in_band + (t == SAT2D_TRANSFORM ? tl->detail_wrong : 0);
    printf("pitfall %-16s %-10s %-5s wrong=%ld of %ld (%.3f%%)\n", sat2d_test_name(t), name,
           grid ? "grid" : "float", wrong, tl->pairs, 100.0 * (double)wrong / (double)tl->pairs);
    if (pitfall_json)
        fprintf(pitfall_json,
                "%s{\"test\": \"%s\", \"variant\": \"%s\", \"mode\": \"%s\", "
                "\"pairs\": %ld, \"wrong\": %ld}",
                ftell(pitfall_json) > 2 ? ",\n " : "", sat2d_test_name(t), name,
                grid ? "grid" : "float", tl->pairs, wrong);
}

static void check_mode(sat2d_test_id t, int grid, long pairs, uint64_t seed) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    const sat2d_variant *ref = sat2d_reference();
    tally tl[64] = {{0}};
    gen g = {seed * 1000003u + (uint64_t)t * 7919u + (uint64_t)grid, grid, 1};
    for (long done = 0; done < pairs; done += CHUNK) {
        size_t n = (size_t)(pairs - done < CHUNK ? pairs - done : CHUNK);
        chunk c = chunk_make(n);
        c.grid = grid;
        c.xf = grid ? (sat2d_transform){(float)gen_int(&g, -9, 9), (float)gen_int(&g, -9, 9), 0, 1}
                    : sat2d_transform_make((float)gen_uniform(&g, -50, 50),
                                           (float)gen_uniform(&g, -50, 50),
                                           (float)gen_uniform(&g, -3.2, 3.2));
        /* Every other chunk draws only polygons of at most 8 corners: the pairs-in-lanes kernels
         * take whole blocks of such pairs and hand the rest to their per-pair code, so only
         * chunks like these reach their block paths. */
        const int small_polygons = (done / CHUNK) % 2 == 1;
        for (size_t i = 0; i < n; i++)
            generate_pair(&g, t, &c, i, small_polygons);
        const sat2d_slot_in in = chunk_slot_in(&c);
        results want = results_make(n), got = results_make(n);
        /* Verdicts only, as the benchmarks call every slot: the same verdicts must come back. */
        results verdicts = {zalloc(n, 1), NULL, NULL, NULL, got.wx, got.wy, NULL, NULL};
        slot_run(ref, t, &in, n, &want);
        for (size_t k = 0; k < nv && k < 64; k++) {
            const sat2d_variant *v = all[k];
            if (v == ref || !sat2d_variant_available(v) || !slot_run(v, t, &in, n, &got)) continue;
            int exact = strcmp(v->name, "exact") == 0;
            /* A contender is an independent formulation, not a twin: on floats its verdicts
             * may differ only inside the band of the exact margin, as `exact`'s may, and its
             * numbers are held to the tolerances; on the grid its verdicts must be identical. */
            int contender = sat2d_variant_origin(v) != NULL;
            for (size_t i = 0; i < n; i++)
                agree_compare(t, (agree_is_exact_twin(t) || exact) && !contender,
                              (exact || contender) && !grid, &c, i, &want, &got, &tl[k]);
            slot_run(v, t, &in, n, &verdicts);
            for (size_t i = 0; i < n; i++)
                tl[k].verdict_only_wrong += verdicts.hit[i] != got.hit[i];
            const sat2d_variant *twin = sat2d_variant_other_build(v);
            if (twin && sat2d_variant_available(twin))
                tl[k].builds_differ += builds_differ(v, twin, t, &in, n);
        }
        free(verdicts.hit);
        results_free(&want), results_free(&got);
        chunk_free(&c);
    }
    for (size_t k = 0; k < nv && k < 64; k++) {
        if (!tl[k].pairs) continue;
        if (all[k]->kind == SAT2D_KIND_PITFALL) { /* measured, never asserted */
            record_pitfall(t, all[k]->name, grid, &tl[k]);
            continue;
        }
        int ok = tl[k].wrong == 0 && tl[k].detail_wrong == 0 && tl[k].verdict_only_wrong == 0 &&
                 tl[k].builds_differ == 0;
        ok ? passed++ : failed++;
        printf("%-4s %-16s %-12s %-5s pairs=%ld hits=%ld wrong=%ld in_band=%ld detail_wrong=%ld "
               "verdict_only_wrong=%ld worst_depth=%.2g",
               ok ? "ok" : "FAIL", sat2d_test_name(t), all[k]->name, grid ? "grid" : "float",
               tl[k].pairs, tl[k].hits, tl[k].wrong, tl[k].in_band, tl[k].detail_wrong,
               tl[k].verdict_only_wrong, (double)tl[k].worst_depth);
        const sat2d_variant *twin = sat2d_variant_other_build(all[k]);
        if (twin && sat2d_variant_available(twin)) /* compared with its other build */
            printf(" builds_differ=%ld", tl[k].builds_differ);
        printf("\n");
    }
}

/* Copies n elements from `from` into exactly sized arrays, so a kernel reading past n-1
 * touches memory it does not own (caught by the sanitizer build). */
static void check_batch_sizes(sat2d_test_id t, uint64_t seed) {
    static const size_t sizes[] = {0, 1, 3, 4, 5, 7, 8, 9, 1000};
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    gen g = {seed + 17u * (uint64_t)t, 1, 1};
    size_t extra = (size_t)gen_int(&g, 1, 7);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s] == 1000 ? 1000 + extra : sizes[s];
        chunk c = chunk_make(n);
        c.grid = 1; /* gen g above draws grid pairs */
        c.xf = (sat2d_transform){1, 2, 0, 1};
        for (size_t i = 0; i < n; i++)
            generate_pair(&g, t, &c, i, 0);
        const sat2d_slot_in in = chunk_slot_in(&c);
        results want = results_make(n);
        slot_run(sat2d_reference(), t, &in, n, &want);
        for (size_t k = 0; k < nv; k++) {
            const sat2d_variant *v = all[k];
            results got = results_make(n);
            tally tl = {0};
            if (v->kind != SAT2D_KIND_PITFALL && sat2d_variant_available(v) &&
                slot_run(v, t, &in, n, &got)) {
                int exact = strcmp(v->name, "exact") == 0; /* grid pairs: exact equality */
                for (size_t i = 0; i < n; i++)
                    agree_compare(t, (agree_is_exact_twin(t) || exact) && !sat2d_variant_origin(v),
                                  0, &c, i, &want, &got, &tl);
                results verdicts = {zalloc(n, 1), NULL, NULL, NULL, got.wx, got.wy, NULL, NULL};
                slot_run(v, t, &in, n, &verdicts);
                for (size_t i = 0; i < n; i++)
                    tl.wrong += verdicts.hit[i] != got.hit[i];
                free(verdicts.hit);
                if (tl.wrong || tl.detail_wrong) {
                    failed++;
                    printf("FAIL %s %s batch size %zu: %ld wrong\n", sat2d_test_name(t), v->name, n,
                           tl.wrong + tl.detail_wrong);
                } else {
                    passed++;
                }
            }
            results_free(&got);
        }
        results_free(&want);
        chunk_free(&c);
    }
}

static const char usage_text[] =
    "usage: sat2d-agreement [PAIRS_PER_MODE] [SEED] [--test ID] [--pitfalls-json FILE]\n"
    "                       [--plugin PATH]...\n"
    "Every non-pitfall variant against textbook on PAIRS_PER_MODE (default 100000) grid and\n"
    "float pairs of every test (of test ID alone with --test: the same pairs as for ID in a run\n"
    "of every test); the last line is 'N passed, N failed'.\n";

/* What main parsed, handed to run_all. */
typedef struct agreement_request {
    long pairs;
    uint64_t seed;
    int test; /* a sat2d_test_id, or -1 for every test */
} agreement_request;

static int run_all(void *arg);

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-agreement";
    long pairs = 100000;
    uint64_t seed = 1;
    int test = -1;
    int positional = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--pitfalls-json") == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            pitfall_json = fopen(argv[++i], "w");
            if (!pitfall_json) {
                perror(argv[i]);
                return SAT2D_EXIT_USAGE;
            }
            fputs("[", pitfall_json);
        } else if (strcmp(argv[i], SAT2D_PLUGIN_OPTION) == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            if (!sat2d_plugin_load(prog, argv[++i])) return SAT2D_EXIT_USAGE;
        } else if (strcmp(argv[i], "--test") == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            test = (int)sat2d_test_find(argv[++i]);
            if (test == SAT2D_TEST_COUNT) {
                fprintf(stderr, "%s: --test %s: no such test (the ids: sat2d list)\n", prog,
                        argv[i]);
                return SAT2D_EXIT_USAGE;
            }
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return sat2d_arg_unknown(prog, argv[i]);
        } else if (positional == 0) {
            if (!sat2d_arg_long(prog, "PAIRS_PER_MODE", argv[i], 1, 1000000000L, &pairs))
                return SAT2D_EXIT_USAGE;
            positional++;
        } else if (positional == 1) {
            if (!sat2d_arg_u64(prog, "SEED", argv[i], &seed)) return SAT2D_EXIT_USAGE;
            positional++;
        } else {
            fputs(usage_text, stderr);
            return SAT2D_EXIT_USAGE;
        }
    }
    agreement_request request = {pairs, seed, test};
    return sat2d_guard_run(prog, run_all, &request);
}

/* The whole run (in a child when a plugin is loaded, see plugin_guard.h). */
static int run_all(void *arg) {
    const agreement_request *r = arg;
    long pairs = r->pairs;
    uint64_t seed = r->seed;
    printf("sat2d-agreement: %ld pairs per test, variant and mode; seed %llu\n", pairs,
           (unsigned long long)seed);
    printf("SIMD backend: %s; 8-lane kernels: %s build\n", sat2d_simd_backend(), sat2d_avx_build());
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++)
        printf("variant %-12s %s%s%s\n", all[k]->name,
               sat2d_variant_available(all[k]) ? "available" : "not available on this CPU",
               sat2d_variant_origin(all[k]) ? ", from " : "",
               sat2d_variant_origin(all[k]) ? sat2d_variant_origin(all[k]) : "");
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        if (r->test >= 0 && t != r->test) continue;
        check_mode((sat2d_test_id)t, 1, pairs, seed);
        check_mode((sat2d_test_id)t, 0, pairs, seed);
        check_batch_sizes((sat2d_test_id)t, seed);
    }
    if (pitfall_json) {
        fputs("]\n", pitfall_json);
        fclose(pitfall_json);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
