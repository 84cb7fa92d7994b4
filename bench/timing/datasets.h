/* bench/timing/datasets.h — the benchmark data sets: seeded, reproducible broad-phase pairs per
 * test, polygon size and hit ratio, and the pairs recorded from a Box2D simulation. */
#ifndef SAT2D_BENCH_DATASETS_H
#define SAT2D_BENCH_DATASETS_H

#include "sat2d/sat2d.h"
#include "test_table.h"

/* Pairs of one test, stored as the registry's batch slots take them. */
typedef struct dataset {
    char name[32]; /* hit0, hit50, hit100, box2d_trace */
    int corners;   /* polygon size (0 for shapes without corners) */
    sat2d_test_id test;
    size_t n; /* pairs */
    float *a[SAT2D_SOA_FLOATS], *b[SAT2D_SOA_FLOATS], *d[2];
    sat2d_convex_poly **pa, **pb;
    sat2d_simple_polygon **ga, **gb;
    sat2d_transform xf;
    /* Peers' copies of the shapes (see dataset_make_peers): NULL arrays for tests without
     * peers, a NULL entry where a peer refused a shape. */
    void **box2d_a, **box2d_b, **chipmunk_a, **chipmunk_b;
    uint8_t *hit;   /* output buffer of a run */
    float *wx, *wy; /* transform output */
    void *outputs;  /* the one allocation holding hit, wx and wy (datasets.c, place_arrays) */
    sat2d_manifold *manifold; /* contact manifolds (poly_poly_manifold), written by every run */
    size_t reference_hits;
} dataset;

/* Pairs per generated data set: enough that the branch predictor cannot learn them. */
#define SAT2D_BENCH_PAIRS 4096

/* A generated data set of `test` with polygons of `corners` corners and hit ratio
 * `hit_percent` (0, 50 or 100), shuffled; NULL for a test of two shapes datasets.c does not
 * draw (a pair of shape kinds no test had before). */
dataset *dataset_generate(sat2d_test_id test, int corners, int hit_percent, unsigned seed);

/* An empty data set of n pairs of `test` named `name` (its arrays zeroed, its polygon pointers
 * NULL) for a caller to fill, as pairs.c does with a user's trace; exits on out of memory. */
dataset *dataset_alloc(sat2d_test_id test, size_t n, int corners, const char *name);

/* The poly_poly pairs of a case file (the recorded Box2D trace); NULL if unreadable. */
dataset *dataset_load_trace(const char *path);

/* Builds, once, the Box2D and Chipmunk copies of the data set's shapes for the tests that
 * have peers: poly_poly (both), circle_circle (circles in both), circle_poly (A the circle,
 * B the polygon, in both), poly_poly_sweep (Box2D only: Chipmunk has no time of impact), the
 * ray casts (B alone: b2Shape::RayCast and cpShapeSegmentQuery read the ray from A's arrays; a
 * rect as a box polygon) and the capsule tests (Chipmunk only, capsules as segment shapes with
 * a radius: Box2D 2.4 has no capsule shape) and poly_poly_manifold (as poly_poly).
 * Box2D polygons only up to its corner limit; other tests get no peer arrays. Returns 1 if
 * the test has peers. */
int dataset_make_peers(dataset *ds);

/* The data set's pairs as the slots take them (its arrays, not copies). */
sat2d_slot_in dataset_slot_in(const dataset *ds);

/* Frees a data set. */
void dataset_free(dataset *ds);

#endif
