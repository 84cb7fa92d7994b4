/* Runs a variant's batch slot over a data set (see variant_run.h). */
#include "variant_run.h"

size_t sat2d_bench_count_hits(const dataset *ds) {
    size_t h = 0;
    if (sat2d_test_info_of(ds->test)->out == SAT2D_OUT_WORLD) return 0;
    for (size_t i = 0; i < ds->n; i++)
        h += ds->hit[i];
    return h;
}

void sat2d_bench_run_variant(const sat2d_variant *v, dataset *ds) {
    const sat2d_slot_in in = dataset_slot_in(ds);
    /* verdicts only, but a contact manifold is the test itself: it is computed */
    const sat2d_slot_out out = {
        .hit = ds->hit,
        .wx = ds->wx,
        .wy = ds->wy,
        .manifold = sat2d_test_info_of(ds->test)->out == SAT2D_OUT_MANIFOLD ? ds->manifold : NULL};
    sat2d_slot_call(v, ds->test, &in, ds->n, &out);
}
