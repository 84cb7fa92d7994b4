/* sat2d-kernel-ceiling: how fast a variant's batch slot for one test can go when memory and
 * branch prediction cost nothing, next to what it does on the benchmark's data. A speed target
 * below a kernel's ceiling cannot be met by tuning the code around it (loop, loads, prefetch);
 * only fewer operations per pair can.
 *
 * Each variant runs over four lists of SAT2D_BENCH_PAIRS pairs: the benchmark's (TEST, CORNERS
 * corners, 50% hits, shuffled, seed 1, as sat2d-bench's TEST/.../hit50 case), its first 256
 * pairs over and over (the same kind of pairs, but they stay in L2: the gap to the first
 * column is what memory costs), the first hit pair of that list repeated, and its first miss
 * pair repeated (one pair: its shapes stay in L1 and every branch repeats, so the predictor
 * learns it). Each figure is the fastest of ROUNDS runs, in cycles per pair at the core clock
 * measured by two dependent chains (clock.c); when the two disagree, in nanoseconds per pair
 * instead. The lists share the benchmark's shapes (list_of): a list's pair i is the
 * benchmark's pair first + i % period, its structure-of-arrays values copied, its polygon
 * pointers the same. `transform` has no verdicts: its hit and miss columns repeat its first
 * point.
 * Usage: sat2d-kernel-ceiling [--test TEST] CORNERS VARIANT... */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_api.h"
#include "args.h"
#include "datasets.h"
#include "variant_run.h"

enum { ROUNDS = 200 };

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Fastest of ROUNDS runs of v over the pairs of ds, in ns per pair. */
static double best_ns_per_pair(const sat2d_variant *v, dataset *ds) {
    double best = 1e300;
    for (int r = 0; r < ROUNDS; r++) {
        double t0 = now_ns();
        sat2d_bench_run_variant(v, ds);
        double t = now_ns() - t0;
        if (t < best) best = t;
    }
    return best / (double)ds->n;
}

/* A list of src->n pairs whose pair i is src's pair i % period + first (period 1: one pair
 * repeated): the structure-of-arrays values copied, the shapes shared with src (free it with
 * list_free, never dataset_free). */
static dataset *list_of(const dataset *src, size_t first, size_t period, const char *name) {
    dataset *ds = dataset_alloc(src->test, src->n, src->corners, name);
    for (size_t i = 0; i < ds->n; i++) {
        const size_t j = first + i % period;
        for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
            ds->a[k][i] = src->a[k][j], ds->b[k][i] = src->b[k][j];
        ds->d[0][i] = src->d[0][j], ds->d[1][i] = src->d[1][j];
        ds->pa[i] = src->pa[j], ds->pb[i] = src->pb[j];
        ds->ga[i] = src->ga[j], ds->gb[i] = src->gb[j];
    }
    ds->xf = src->xf;
    return ds;
}

/* Frees a list_of list, leaving the shapes it shares to their owner. */
static void list_free(dataset *ds) {
    for (size_t i = 0; i < ds->n; i++)
        ds->pa[i] = ds->pb[i] = NULL, ds->ga[i] = ds->gb[i] = NULL;
    dataset_free(ds);
}

/* Index of the first pair whose reference verdict is `want`; n if none. */
static size_t first_with_verdict(const uint8_t *hit, size_t n, uint8_t want) {
    size_t i = 0;
    while (i < n && hit[i] != want)
        i++;
    return i;
}

static const char usage_text[] =
    "usage: sat2d-kernel-ceiling [--test TEST] CORNERS VARIANT...\n"
    "Cycles per pair of each VARIANT's slot for TEST (default poly_poly) on the benchmark's\n"
    "pairs (50% hits), on their first 256 pairs cycled (held in L2) and on one pair repeated\n"
    "(its ceiling). CORNERS is the polygons' corner count, 0 for a test without polygons.\n";

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-kernel-ceiling";
    sat2d_test_id test = SAT2D_POLY_POLY;
    int first_arg = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--test") == 0 && i == first_arg) {
            if (i + 1 == argc) {
                fprintf(stderr, "%s: --test needs a test name\n", prog);
                return SAT2D_EXIT_USAGE;
            }
            test = sat2d_test_find(argv[i + 1]);
            if (test == SAT2D_TEST_COUNT) {
                fprintf(stderr, "%s: unknown test '%s'\n", prog, argv[i + 1]);
                return SAT2D_EXIT_USAGE;
            }
            first_arg = i + 2, i++;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') return sat2d_arg_unknown(prog, argv[i]);
    }
    long corners_arg;
    if (argc - first_arg < 2) {
        fputs(usage_text, stderr);
        return SAT2D_EXIT_USAGE;
    }
    const char *test_name = sat2d_test_name(test);
    /* polygons' corner count is CORNERS */
    const long least = sat2d_test_has_polygons(test) ? 3 : 0,
               most = sat2d_test_has_polygons(test) ? SAT2D_MAX_CORNERS : 0;
    if (!sat2d_arg_long(prog, "CORNERS", argv[first_arg], least, most, &corners_arg)) {
        if (!most) fprintf(stderr, "%s: %s has no polygons: CORNERS is 0\n", prog, test_name);
        return SAT2D_EXIT_USAGE;
    }
    const int corners = (int)corners_arg;
    dataset *ds = dataset_generate(test, corners, 50, 1);
    if (!ds) {
        fprintf(stderr, "%s: no %s data set with %d corners\n", prog, test_name, corners);
        return 2;
    }
    const size_t n = ds->n;
    enum { IN_L2 = 256 }; /* pairs: 256 * 2 * 224 bytes (8 corners) = 115 KB */
    sat2d_bench_run_variant(sat2d_reference(), ds);
    size_t hit_at = first_with_verdict(ds->hit, n, 1), miss_at = first_with_verdict(ds->hit, n, 0);
    if (sat2d_test_info_of(test)->out == SAT2D_OUT_WORLD)
        hit_at = miss_at = 0; /* no verdicts: the first point */
    if (hit_at == n || miss_at == n) {
        fprintf(stderr, "%s: no hit and miss pair to repeat\n", prog);
        dataset_free(ds);
        return 2;
    }
    dataset *in_l2 = list_of(ds, 0, n < IN_L2 ? n : IN_L2, "in_l2");
    dataset *same_hit = list_of(ds, hit_at, 1, "same_hit");
    dataset *same_miss = list_of(ds, miss_at, 1, "same_miss");
    sat2d_bench_clock clock;
    sat2d_bench_clock_measure(&clock);
    /* No trusted clock: the columns stay in ns per pair (cycles = ns * MHz / 1000). */
    const double mhz = clock.agree ? clock.mhz : 1e3;
    printf("%s, %d corners, %zu pairs, clock %.0f MHz (multiply chain) and %.0f MHz (rotate "
           "chain)",
           test_name, corners, n, clock.mul_mhz, clock.rot_mhz);
    if (clock.agree)
        printf(": cycles per pair, fastest of %d runs\n", ROUNDS);
    else
        printf(" disagree by more than %.0f%%: ns per pair, fastest of %d runs\n",
               100 * SAT2D_BENCH_CLOCK_TOLERANCE, ROUNDS);
    printf("8-lane kernels: %s build\n", sat2d_avx_build());
    /* What wide vectors do to the clock: the cycles below count at the scalar clock, so a kernel
     * that lowers it (512-bit arithmetic on Intel) reads that many more cycles. */
    sat2d_bench_wide_clock wide;
    sat2d_bench_clock_wide(&wide);
    if (wide.alone_mhz > 0)
        printf("add chain: %.0f MHz alone, %.0f MHz beside 256-bit multiplies, %.0f MHz beside "
               "512-bit multiplies (0: not measured)\n",
               wide.alone_mhz, wide.avx256_mhz, wide.avx512_mhz);
    printf("%-16s %12s %12s %12s %12s %12s\n", "variant", "hit50 data", "M pairs/s", "data in L2",
           "same hit", "same miss");
    int status = 0;
    for (int k = first_arg + 1; k < argc; k++) {
        const sat2d_variant *v = sat2d_variant_find(argv[k]);
        if (!v || !sat2d_variant_has(v, test) || !sat2d_variant_available(v)) {
            fprintf(stderr, "%s: no runnable %s variant '%s'\n", prog, test_name, argv[k]);
            status = 2;
            continue;
        }
        const double data = best_ns_per_pair(v, ds), l2 = best_ns_per_pair(v, in_l2);
        const double hit = best_ns_per_pair(v, same_hit), miss = best_ns_per_pair(v, same_miss);
        /* cycles = ns * MHz / 1000 */
        printf("%-16s %12.1f %12.1f %12.1f %12.1f %12.1f\n", v->name, data * mhz / 1e3, 1e3 / data,
               l2 * mhz / 1e3, hit * mhz / 1e3, miss * mhz / 1e3);
    }
    list_free(in_l2), list_free(same_hit), list_free(same_miss);
    dataset_free(ds);
    return status;
}
