/* sat2d-perf-count: runs one variant's slot of one test over a generated data set REPEAT times,
 * for instruction counting under `valgrind --tool=callgrind`. Running it with REPEAT = 0 and
 * REPEAT = R and subtracting leaves the kernel's instructions alone; divided by R * pairs it
 * is instructions per pair, the same on every run of the same binary (the perf gate).
 * Usage: sat2d-perf-count VARIANT CORNERS HIT_PERCENT REPEAT [TEST]   (TEST: poly_poly) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "variant_run.h"

static const char usage_text[] =
    "usage: sat2d-perf-count VARIANT CORNERS HIT_PERCENT REPEAT [TEST]\n"
    "Runs VARIANT's slot of TEST (default poly_poly) REPEAT times over "
    "the benchmark's data set, for callgrind.\n";

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-perf-count";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') return sat2d_arg_unknown(prog, argv[i]);
    }
    if (argc != 5 && argc != 6) {
        fputs(usage_text, stderr);
        return SAT2D_EXIT_USAGE;
    }
    sat2d_test_id test = argc == 6 ? sat2d_arg_test(prog, "TEST", argv[5]) : SAT2D_POLY_POLY;
    if (test == SAT2D_TEST_COUNT) return SAT2D_EXIT_USAGE;
    const sat2d_variant *v = sat2d_arg_variant(prog, "VARIANT", argv[1]);
    if (!v) return SAT2D_EXIT_USAGE;
    if (!sat2d_variant_has(v, test) || !sat2d_variant_available(v)) {
        fprintf(stderr, "%s: variant '%s' cannot run %s here\n", prog, argv[1],
                sat2d_test_name(test));
        return SAT2D_EXIT_USAGE;
    }
    long corners, hit_percent, repeat;
    if (!sat2d_arg_long(prog, "CORNERS", argv[2], 0, SAT2D_MAX_CORNERS, &corners) ||
        !sat2d_arg_long(prog, "HIT_PERCENT", argv[3], 0, 100, &hit_percent) ||
        !sat2d_arg_long(prog, "REPEAT", argv[4], 0, 1000000000L, &repeat))
        return SAT2D_EXIT_USAGE;
    dataset *ds = dataset_generate(test, (int)corners, (int)hit_percent, 1);
    if (!ds) {
        fprintf(stderr, "%s: no %s data set with %ld corners and %ld%% hits\n", prog,
                sat2d_test_name(test), corners, hit_percent);
        return SAT2D_EXIT_USAGE;
    }
    for (long r = 0; r < repeat; r++)
        sat2d_bench_run_variant(v, ds);
    const size_t hits = sat2d_bench_count_hits(ds) * (size_t)repeat;
    printf("%s %s pairs=%zu repeat=%ld hits=%zu\n", sat2d_test_name(test), v->name, ds->n, repeat,
           hits);
    dataset_free(ds);
    return 0;
}
