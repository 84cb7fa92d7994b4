/* sat2d-export-twins: the exported header's code is the library's code. For every test and
 * every dispatch level this CPU runs, the exported slot and the library variant it was taken
 * from answer the same seeded pairs (grid and float, the agreement test's generator) and must
 * write the same bytes: verdicts, MTVs, points, times of impact, ray hits, contact manifolds,
 * transformed points, with and without the details asked for. The exported slot takes the pairs in
 * batches of 1 to 17 and of 1000 and more, in turn; the library's in one batch.
 *
 * usage: sat2d-export-twins [PAIRS] [SEED]; the last line is 'N passed, N failed'. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "export_glue.h"
#include "pairs.h"

static const char *const level_names[] = {"scalar", "lanes4", "avx2", "avx512"};

/* The library's table of `name` in the build the export level runs: an 8-lane variant in its
 * AVX-512VL build at level 3, in its AVX2 build at level 2 (sat2d_variant_other_build). */
static const sat2d_variant *library_twin(const char *name, int level) {
    const sat2d_variant *v = sat2d_variant_find(name);
    if (!v || strncmp(name, "avx_", 4) != 0 || !sat2d_variant_other_build(v)) return v;
    const int serves_evex = strcmp(sat2d_avx_build(), "AVX-512VL") == 0;
    return (level == 3) == serves_evex ? v : sat2d_variant_other_build(v);
}

/* The export's slot over the n pairs of in, in batches whose sizes cycle through 1..17 and
 * 1000 + (a few). */
static void run_in_batches(const sat2d_variant *v, sat2d_test_id t, const sat2d_slot_in *in,
                           size_t n, const results *out, int verdicts_only) {
    size_t i = 0, k = 0;
    while (i < n) {
        size_t want = k % 18 < 17 ? k % 18 + 1 : 1000 + k % 7;
        size_t m = n - i < want ? n - i : want;
        const sat2d_slot_in part = sat2d_slot_in_from(in, i);
        const results o = {out->hit + i,
                           verdicts_only ? NULL : out->mtv + i,
                           verdicts_only ? NULL : out->point + i,
                           verdicts_only ? NULL : out->toi + i,
                           out->wx + i,
                           out->wy + i,
                           verdicts_only ? NULL : out->ray + i,
                           verdicts_only ? NULL : out->manifold + i};
        sat2d_slot_call(v, t, &part, m, &o);
        i += m, k++;
    }
}

/* Bytes that differ between two answers of n pairs. */
static size_t differ(const results *a, const results *b, size_t n) {
    size_t bad = 0;
#define DIFF_(field, size)                                                                         \
    for (size_t i = 0; i < n; i++)                                                                 \
        bad += memcmp((const char *)a->field + i * (size), (const char *)b->field + i * (size),    \
                      size) != 0;
    DIFF_(hit, 1)
    DIFF_(mtv, sizeof(sat2d_mtv))
    DIFF_(point, sizeof(sat2d_vec2))
    DIFF_(toi, sizeof(sat2d_toi))
    DIFF_(wx, sizeof(float))
    DIFF_(wy, sizeof(float))
    DIFF_(ray, sizeof(sat2d_ray_hit))
    DIFF_(manifold, sizeof(sat2d_manifold))
#undef DIFF_
    return bad;
}

int main(int argc, char **argv) {
    const long pairs = argc > 1 ? strtol(argv[1], NULL, 10) : 100000;
    const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    if (pairs <= 0) {
        fprintf(stderr, "usage: sat2d-export-twins [PAIRS] [SEED]\n");
        return 2;
    }
    const size_t n = (size_t)pairs;
    int passed = 0, failed = 0;
    printf("exported header from commit %s; levels 0..%d run on this CPU\n", export_glue_commit(),
           export_glue_level());
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        if (!export_glue_variant(sat2d_test_name(t), 0)) { /* a test the header leaves out */
            printf("--   %-16s not in this header\n", sat2d_test_name(t));
            continue;
        }
        for (int grid = 1; grid >= 0; grid--) {
            gen g = {seed * 1000003u + (uint64_t)t * 7919u + (uint64_t)grid, grid, 1};
            chunk c = chunk_make(n);
            c.grid = grid;
            c.xf = grid ? (sat2d_transform){3, -2, 0, 1} : sat2d_transform_make(1.5f, -7.25f, 0.7f);
            for (size_t i = 0; i < n; i++) /* runs of small polygons: the blocks' paths */
                generate_pair(&g, (sat2d_test_id)t, &c, i, (int)((i / 4096) % 2));
            const sat2d_slot_in in = chunk_slot_in(&c);
            for (int level = 0; level <= export_glue_level(); level++) {
                sat2d_variant mine;
                const char *name = export_glue_variant(sat2d_test_name(t), level);
                if (!name || !export_glue_table(level, &mine)) {
                    printf("FAIL %s level %s: not exported\n", sat2d_test_name(t),
                           level_names[level]);
                    failed++;
                    continue;
                }
                const sat2d_variant *lib = library_twin(name, level);
                if (!lib || !sat2d_variant_available(lib)) {
                    printf("FAIL %s level %s: the library has no runnable %s\n", sat2d_test_name(t),
                           level_names[level], name);
                    failed++;
                    continue;
                }
                size_t bad = 0;
                for (int verdicts_only = 0; verdicts_only <= 1; verdicts_only++) {
                    results want = results_make(n), got = results_make(n);
                    const results w = {want.hit,
                                       verdicts_only ? NULL : want.mtv,
                                       verdicts_only ? NULL : want.point,
                                       verdicts_only ? NULL : want.toi,
                                       want.wx,
                                       want.wy,
                                       verdicts_only ? NULL : want.ray,
                                       verdicts_only ? NULL : want.manifold};
                    sat2d_slot_call(lib, (sat2d_test_id)t, &in, n, &w);
                    run_in_batches(&mine, (sat2d_test_id)t, &in, n, &got, verdicts_only);
                    bad += differ(&want, &got, n);
                    results_free(&want), results_free(&got);
                }
                printf("%s %-16s %-6s %-5s %-13s %s: %zu pairs differ\n", bad ? "FAIL" : "ok  ",
                       sat2d_test_name(t), level_names[level], grid ? "grid" : "float", name,
                       sat2d_variant_other_build(lib)
                           ? (level == 3 ? "(AVX-512VL build)" : "(AVX2 build)")
                           : "",
                       bad);
                bad ? failed++ : passed++;
            }
            chunk_free(&c);
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
