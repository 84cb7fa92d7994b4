/* bench/variant_run.h — runs one registered variant's slot over a whole data set, verdicts
 * only (no MTV, point or time outputs; but poly_poly_manifold's manifolds, which are what that
 * test is, as its peers compute theirs): the benchmark bodies and the instruction counter share
 * it, so both time exactly the same call. */
#ifndef SAT2D_BENCH_VARIANT_RUN_H
#define SAT2D_BENCH_VARIANT_RUN_H

#include "datasets.h"

/* Runs v's slot for ds->test over every pair of ds (ds->hit receives the verdicts; transform
 * writes ds->wx, ds->wy). v must fill that slot. Counts nothing: a benchmark times the kernel
 * alone and counts the hits of its last run afterwards. */
void sat2d_bench_run_variant(const sat2d_variant *v, dataset *ds);

/* The hits in ds->hit after a run (0 for transform, which has no verdicts). */
size_t sat2d_bench_count_hits(const dataset *ds);

#endif
