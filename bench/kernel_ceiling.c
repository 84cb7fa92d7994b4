/* sat2d-kernel-ceiling: how fast a poly_poly variant's batch slot can go when memory and
 * branch prediction cost nothing, next to what it does on the benchmark's data. A speed target
 * below a kernel's ceiling cannot be met by tuning the code around it (loop, loads, prefetch);
 * only fewer operations per pair can.
 *
 * Each variant runs over four lists of SAT2D_BENCH_PAIRS pairs: the benchmark's (CORNERS
 * corners, 50% hits, shuffled, seed 1, as sat2d-bench's poly_poly/.../hit50 case), its first
 * 256 pairs over and over (the same kind of pairs, but they stay in L2: the gap to the first
 * column is what memory costs), the first hit pair of that list repeated, and its first miss
 * pair repeated (one pair: both polygons stay in L1 and every branch repeats, so the predictor
 * learns it). Each figure is the fastest
 * of ROUNDS runs, in cycles per pair at the core clock measured by two dependent chains
 * (clock.c); when the two disagree, in nanoseconds per pair instead.
 * Usage: sat2d-kernel-ceiling CORNERS VARIANT... */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_api.h"
#include "args.h"
#include "datasets.h"

enum { ROUNDS = 200 };

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Fastest of ROUNDS runs of v over n pairs, in ns per pair. */
static double best_ns_per_pair(const sat2d_variant *v, const sat2d_poly *const *a,
                               const sat2d_poly *const *b, size_t n, uint8_t *hit) {
    double best = 1e300;
    for (int r = 0; r < ROUNDS; r++) {
        double t0 = now_ns();
        v->poly_poly(a, b, n, hit, NULL);
        double t = now_ns() - t0;
        if (t < best) best = t;
    }
    return best / (double)n;
}

/* Index of the first pair whose reference verdict is `want`; n if none. */
static size_t first_with_verdict(const uint8_t *hit, size_t n, uint8_t want) {
    size_t i = 0;
    while (i < n && hit[i] != want)
        i++;
    return i;
}

static const char usage_text[] =
    "usage: sat2d-kernel-ceiling CORNERS VARIANT...\n"
    "Cycles per pair of each poly_poly VARIANT on the benchmark's pairs (50% hits), on their\n"
    "first 256 pairs cycled (held in L2) and on one pair repeated (its ceiling).\n";

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-kernel-ceiling";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') return sat2d_arg_unknown(prog, argv[i]);
    }
    long corners_arg;
    if (argc < 3) {
        fputs(usage_text, stderr);
        return SAT2D_EXIT_USAGE;
    }
    if (!sat2d_arg_long(prog, "CORNERS", argv[1], 3, SAT2D_MAX_CORNERS, &corners_arg))
        return SAT2D_EXIT_USAGE;
    const int corners = (int)corners_arg;
    dataset *ds = dataset_generate(SAT2D_POLY_POLY, corners, 50, 1);
    if (!ds) {
        fprintf(stderr, "sat2d-kernel-ceiling: no data set for %s corners\n", argv[1]);
        return 2;
    }
    const size_t n = ds->n;
    const sat2d_poly *const *a = (const sat2d_poly *const *)ds->pa;
    const sat2d_poly *const *b = (const sat2d_poly *const *)ds->pb;
    enum { IN_L2 = 256 }; /* pairs: 256 * 2 * 224 bytes (8 corners) = 115 KB */
    sat2d_reference()->poly_poly(a, b, n, ds->hit, NULL);
    const size_t hit_at = first_with_verdict(ds->hit, n, 1),
                 miss_at = first_with_verdict(ds->hit, n, 0);
    const sat2d_poly **same = malloc(6 * n * sizeof *same);
    if (!same || hit_at == n || miss_at == n) {
        fprintf(stderr, "sat2d-kernel-ceiling: no hit and miss pair to repeat\n");
        return 2;
    }
    const sat2d_poly **hit_a = same, **hit_b = same + n, **miss_a = same + 2 * n,
                     **miss_b = same + 3 * n;
    for (size_t i = 0; i < n; i++) {
        hit_a[i] = a[hit_at], hit_b[i] = b[hit_at];
        miss_a[i] = a[miss_at], miss_b[i] = b[miss_at];
    }
    const sat2d_poly **l2_a = same + 4 * n, **l2_b = same + 5 * n;
    for (size_t i = 0; i < n; i++)
        l2_a[i] = a[i % IN_L2 % n], l2_b[i] = b[i % IN_L2 % n];
    sat2d_bench_clock clock;
    sat2d_bench_clock_measure(&clock);
    /* No trusted clock: the columns stay in ns per pair (cycles = ns * MHz / 1000). */
    const double mhz = clock.agree ? clock.mhz : 1e3;
    printf("%d corners, %zu pairs, clock %.0f MHz (multiply chain) and %.0f MHz (rotate chain)",
           corners, n, clock.mul_mhz, clock.rot_mhz);
    if (clock.agree)
        printf(": cycles per pair, fastest of %d runs\n", ROUNDS);
    else
        printf(" disagree by more than %.0f%%: ns per pair, fastest of %d runs\n",
               100 * SAT2D_BENCH_CLOCK_TOLERANCE, ROUNDS);
    printf("%-16s %12s %12s %12s %12s %12s\n", "variant", "hit50 data", "M pairs/s", "data in L2",
           "same hit", "same miss");
    int status = 0;
    for (int k = 2; k < argc; k++) {
        const sat2d_variant *v = sat2d_variant_find(argv[k]);
        if (!v || !v->poly_poly || !sat2d_variant_available(v)) {
            fprintf(stderr, "sat2d-kernel-ceiling: no runnable poly_poly variant '%s'\n", argv[k]);
            status = 2;
            continue;
        }
        const double data = best_ns_per_pair(v, a, b, n, ds->hit);
        const double hit = best_ns_per_pair(v, hit_a, hit_b, n, ds->hit);
        const double miss = best_ns_per_pair(v, miss_a, miss_b, n, ds->hit);
        const double in_l2 = best_ns_per_pair(v, l2_a, l2_b, n, ds->hit);
        /* cycles = ns * MHz / 1000 */
        printf("%-16s %12.1f %12.1f %12.1f %12.1f %12.1f\n", v->name, data * mhz / 1e3, 1e3 / data,
               in_l2 * mhz / 1e3, hit * mhz / 1e3, miss * mhz / 1e3);
    }
    free(same);
    dataset_free(ds);
    return status;
}
