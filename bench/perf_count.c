/* sat2d-perf-count: runs one variant's poly_poly slot over a generated data set REPEAT times,
 * for instruction counting under `valgrind --tool=callgrind`. Running it with REPEAT = 0 and
 * REPEAT = R and subtracting leaves the kernel's instructions alone; divided by R * pairs it
 * is instructions per pair, the same on every run of the same binary (the perf gate).
 * Usage: sat2d-perf-count VARIANT CORNERS HIT_PERCENT REPEAT */
#include <stdio.h>
#include <stdlib.h>

#include "datasets.h"

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s VARIANT CORNERS HIT_PERCENT REPEAT\n", argv[0]);
        return 2;
    }
    const sat2d_variant *v = sat2d_variant_find(argv[1]);
    if (!v || !v->poly_poly || !sat2d_variant_available(v)) {
        fprintf(stderr, "no runnable poly_poly variant '%s'\n", argv[1]);
        return 2;
    }
    dataset *ds = dataset_generate(SAT2D_POLY_POLY, atoi(argv[2]), atoi(argv[3]), 1);
    long repeat = atol(argv[4]);
    size_t hits = 0;
    for (long r = 0; r < repeat; r++) {
        v->poly_poly((const sat2d_poly *const *)ds->pa, (const sat2d_poly *const *)ds->pb, ds->n,
                     ds->hit, NULL);
        hits += ds->hit[r % ds->n];
    }
    printf("%s pairs=%zu repeat=%ld hits=%zu\n", v->name, ds->n, repeat, hits);
    dataset_free(ds);
    return 0;
}
