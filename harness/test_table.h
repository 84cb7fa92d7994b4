/* harness/test_table.h — what each test takes and answers, read from the one list of tests
 * (SAT2D_TESTS in sat2d/registry.h), and the one place that calls a variant's slot with its typed
 * arguments. The case-file grammar, the answer lines, the binary trace layouts, the benchmark
 * runs and the agreement rules ask this table instead of naming tests, so that a new test needs
 * no line here or in them (docs/registry.md#adding-a-test). */
#ifndef SAT2D_TEST_TABLE_H
#define SAT2D_TEST_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "sat2d/sat2d.h"

/* The shapes of the case-file grammar (SAT2D_TESTS' A and B columns). */
typedef enum sat2d_shape_kind {
    SAT2D_SHAPE_POINT,
    SAT2D_SHAPE_CIRCLE,
    SAT2D_SHAPE_RECT,
    SAT2D_SHAPE_SEGMENT,
    SAT2D_SHAPE_POLY,
    SAT2D_SHAPE_POLYGON,
    SAT2D_SHAPE_TRANSFORM,
    SAT2D_SHAPE_RAY,
    SAT2D_SHAPE_CAPSULE
} sat2d_shape_kind;

/* How many shape kinds there are (outside the enum, so that switches over it stay complete). */
#define SAT2D_SHAPE_KINDS ((int)SAT2D_SHAPE_CAPSULE + 1)

/* The most floats a shape has in a batch's structure of arrays (a ray: px, py, dx, dy, tmax; a
 * capsule: ax, ay, bx, by, r). */
#define SAT2D_SOA_FLOATS 5

/* What a slot answers (SAT2D_TESTS' OUT column). */
typedef enum sat2d_test_out {
    SAT2D_OUT_HIT,     /* verdicts only */
    SAT2D_OUT_MTV,     /* verdicts and, where asked, the MTV of each hit */
    SAT2D_OUT_POINT,   /* verdicts and an intersection point of each hit */
    SAT2D_OUT_TOI,     /* B moves by d: verdicts and the time of impact of each hit */
    SAT2D_OUT_WORLD,   /* no verdicts: the transformed points */
    SAT2D_OUT_RAY,     /* verdicts and the fraction and normal of each hit's first contact */
    SAT2D_OUT_MANIFOLD /* verdicts and the contact manifold of each hit */
} sat2d_test_out;

/* One row of SAT2D_TESTS. */
typedef struct sat2d_test_info {
    sat2d_shape_kind a, b;
    const char *word; /* the case-file word after a third '|' that picks the test, or "" */
    sat2d_test_out out;
} sat2d_test_info;

/* The row of test t (t < SAT2D_TEST_COUNT). */
const sat2d_test_info *sat2d_test_info_of(sat2d_test_id t);

/* 1 if the slot of t can be asked for numbers (MTVs, points, times of impact). */
int sat2d_test_has_numbers(sat2d_test_id t);

/* A shape's case-file word ("point", "circle", ...). */
const char *sat2d_shape_word(sat2d_shape_kind k);

/* The numbers a shape's case-file text takes after its word: 2 for a point, 3 for a circle, 4 for
 * a rect or a segment, 3 for a transform (px, py, angle), 5 for a ray (px, py, dx, dy, tmax) or a
 * capsule (ax, ay, bx, by, r); -1 for polygons (a corner count, then two per corner). */
int sat2d_shape_numbers(sat2d_shape_kind k);

/* The floats of a shape in a batch's structure of arrays (sat2d_slot_in's a[] or b[]): 2 for a
 * point, 3 for a circle, 4 for a rect or a segment, 5 for a ray or a capsule, 0 for the others
 * (pointers, or the one transform). */
int sat2d_shape_soa_floats(sat2d_shape_kind k);

/* 1 if A or B of test t is a polygon of either kind (its size is a data set's corner count). */
int sat2d_test_has_polygons(sat2d_test_id t);

/* n pairs as the slots take them: pair i is element i of every array. */
typedef struct sat2d_slot_in {
    /* float k of A's and of B's shape: x, y, then r; w, h; bx, by (and r of a capsule); or a
     * ray's dx, dy, tmax */
    const float *a[SAT2D_SOA_FLOATS], *b[SAT2D_SOA_FLOATS];
    const float *d[2]; /* B's displacement (TOI) */
    const sat2d_convex_poly *const *pa, *const *pb;
    const sat2d_simple_polygon *const *ga, *const *gb;
    sat2d_transform xf; /* a TRANSFORM shape: one for the whole batch */
} sat2d_slot_in;

/* Where a slot's answers go: hit for every test but WORLD, mtv, point, toi, ray or manifold by
 * OUT (NULL: verdicts only), wx and wy for WORLD. */
typedef struct sat2d_slot_out {
    uint8_t *hit;
    sat2d_mtv *mtv;
    sat2d_vec2 *point;
    sat2d_toi *toi;
    float *wx, *wy;
    sat2d_ray_hit *ray;
    sat2d_manifold *manifold;
} sat2d_slot_out;

/* Calls v's slot for test t on the n pairs of `in`, answers into `out`; 0 without calling
 * anything if v lacks the slot (or t is not a test), else 1. */
int sat2d_slot_call(const sat2d_variant *v, sat2d_test_id t, const sat2d_slot_in *in, size_t n,
                    const sat2d_slot_out *out);

/* The pairs of `in` from pair i on (its arrays advanced by i; the transform kept). */
sat2d_slot_in sat2d_slot_in_from(const sat2d_slot_in *in, size_t i);

#endif
