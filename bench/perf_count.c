/* sat2d-perf-count: runs one variant's slot of one test over a generated data set REPEAT times,
 * for instruction counting under `valgrind --tool=callgrind`. Running it with REPEAT = 0 and
 * REPEAT = R and subtracting leaves the kernel's instructions alone; divided by R * pairs it
 * is instructions per pair, the same on every run of the same binary (the perf gate).
 * Usage: sat2d-perf-count VARIANT CORNERS HIT_PERCENT REPEAT [TEST]   (TEST: poly_poly) */
#include <stdio.h>
#include <stdlib.h>

#include "variant_run.h"

int main(int argc, char **argv) {
    if (argc != 5 && argc != 6) {
        fprintf(stderr, "usage: %s VARIANT CORNERS HIT_PERCENT REPEAT [TEST]\n", argv[0]);
        return 2;
    }
    sat2d_test_id test = argc == 6 ? sat2d_test_find(argv[5]) : SAT2D_POLY_POLY;
    if (test == SAT2D_TEST_COUNT) {
        fprintf(stderr, "no test '%s'\n", argv[5]);
        return 2;
    }
    const sat2d_variant *v = sat2d_variant_find(argv[1]);
    if (!v || !sat2d_variant_has(v, test) || !sat2d_variant_available(v)) {
        fprintf(stderr, "no runnable %s variant '%s'\n", sat2d_test_name(test), argv[1]);
        return 2;
    }
    dataset *ds = dataset_generate(test, atoi(argv[2]), atoi(argv[3]), 1);
    if (!ds) return 2;
    long repeat = atol(argv[4]);
    size_t hits = 0;
    for (long r = 0; r < repeat; r++)
        hits += sat2d_bench_run_variant(v, ds);
    printf("%s %s pairs=%zu repeat=%ld hits=%zu\n", sat2d_test_name(test), v->name, ds->n, repeat,
           hits);
    dataset_free(ds);
    return 0;
}
