/* sat2d/shapes.h — the shape types every test and every variant share.
 *
 * Conventions (docs/conventions.md), fixed here once:
 * - coordinates are float, y up; builds use -ffp-contract=off and never fast-math;
 * - shapes are closed sets: touching counts as a collision;
 * - convex polygons are stored counter-clockwise; edge i runs from corner i to corner i+1
 *   (mod count) and its outward normal is (ey, -ex) for the edge vector e;
 * - rectangles are the min corner plus a non-negative width and height;
 * - MTV normals point from A to B: moving B by depth * normal separates the pair (to touching);
 * - swept tests keep A fixed and move B by a displacement d over t in [0, 1].
 */
#ifndef SAT2D_SHAPES_H
#define SAT2D_SHAPES_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A point or a vector. */
typedef struct sat2d_vec2 {
    float x, y;
} sat2d_vec2;

/* A closed disc: centre and radius (r >= 0). */
typedef struct sat2d_circle {
    sat2d_vec2 c;
    float r;
} sat2d_circle;

/* A closed axis-aligned rectangle: min corner (x, y), width w >= 0, height h >= 0 (seed 004). */
typedef struct sat2d_rect {
    float x, y, w, h;
} sat2d_rect;

/* A closed segment from a to b; a == b is a point. */
typedef struct sat2d_segment {
    sat2d_vec2 a, b;
} sat2d_segment;

/* A ray: the points p + t * d for t in [0, tmax] (Box2D's p1, p2 = p1 + d and maxFraction); d
 * is not necessarily unit, never zero, and 0 <= tmax <= 1 (sat2d_ray_check). */
typedef struct sat2d_ray {
    sat2d_vec2 p, d;
    float tmax;
} sat2d_ray;

/* A closed capsule: every point within distance r >= 0 of the closed segment [a, b] (its core);
 * a == b is a circle, r == 0 a segment. */
typedef struct sat2d_capsule {
    sat2d_vec2 a, b;
    float r;
} sat2d_capsule;

/* A rigid transform: world = R(angle) * model + p, with c = cos(angle), s = sin(angle). */
typedef struct sat2d_transform {
    float px, py, c, s;
} sat2d_transform;

/* Lanes per SoA block: every polygon array is padded to a multiple of this (one AVX register). */
#define SAT2D_LANES 8

/* Most corners a polygon may have; any count from 3 to this is accepted. */
#define SAT2D_MAX_CORNERS 1024

/* Number of float arrays stored after a convex polygon's header (see sat2d_convex_poly). */
#define SAT2D_POLY_ARRAYS 5

/* A convex polygon, counter-clockwise, built by sat2d_poly_build().
 *
 * Storage is one block: this header, then SAT2D_POLY_ARRAYS arrays of `stride` floats each, in
 * the order x, y (corners), nx, ny (edge normals, unnormalised: (ey, -ex)), d (plane offsets:
 * d[i] = dot(n_i, corner_i), unnormalised). Nothing else: an overlap verdict reads all of it
 * (208 bytes with the header for up to 8 corners, four cache lines), and unit normals, which
 * only an MTV or a time of impact needs and only for its winning axis, are computed on demand
 * by sat2d_poly_unit_normal.
 * stride = count rounded up to SAT2D_LANES. Lanes count..stride-1 of every array repeat lane 0,
 * so a kernel may read whole blocks: a repeated corner changes no min/max projection and a
 * repeated axis changes no max separation.
 * The block is trivially copyable (no internal pointers); use the accessors below. */
typedef struct sat2d_convex_poly {
    int32_t count; /* corners, 3..SAT2D_MAX_CORNERS */
    /* 1 if every edge normal's nx^2 + ny^2, in double, lies in [2^-59, 2^59], else 0: the range
     * the float filter of the pairs-in-lanes circle_poly kernels needs, decided once by the
     * builder (simd/circle_poly_batch_simd.h); next to count, so a kernel reads both at once. */
    int32_t normals_in_range;
    int32_t stride; /* floats per array, multiple of SAT2D_LANES */
    float cx, cy;   /* centre of the bounding circle (mean of the corners) */
    float radius;   /* bounding circle radius about (cx, cy), rounded up so it truly encloses */
    float min_x, min_y, max_x, max_y; /* axis-aligned bounding box */
    float reserved[2];                /* keeps data[] 16-byte aligned within the block */
    float data[];
} sat2d_convex_poly;

/* Index of each array in the block (array k starts at data + k * stride). */
enum { SAT2D_POLY_X, SAT2D_POLY_Y, SAT2D_POLY_NX, SAT2D_POLY_NY, SAT2D_POLY_D };

static inline const float *sat2d_poly_x(const sat2d_convex_poly *p) {
    return p->data + SAT2D_POLY_X * p->stride;
}
static inline const float *sat2d_poly_y(const sat2d_convex_poly *p) {
    return p->data + SAT2D_POLY_Y * p->stride;
}
static inline const float *sat2d_poly_nx(const sat2d_convex_poly *p) {
    return p->data + SAT2D_POLY_NX * p->stride;
}
static inline const float *sat2d_poly_ny(const sat2d_convex_poly *p) {
    return p->data + SAT2D_POLY_NY * p->stride;
}
static inline const float *sat2d_poly_d(const sat2d_convex_poly *p) {
    return p->data + SAT2D_POLY_D * p->stride;
}
/* Array k (SAT2D_POLY_*) of a polygon of at most SAT2D_LANES corners, whose stride is then
 * exactly SAT2D_LANES: the accessors' pointer at a constant offset, for kernels that must not
 * wait on the stride read from the header. */
static inline const float *sat2d_poly_small_array(const sat2d_convex_poly *p, int k) {
    return p->data + k * SAT2D_LANES;
}
/* 1 if p has exactly `count` corners and normals_in_range 1: one 64-bit compare (the fields
 * are adjacent, and the expected word is the two int32 in memory order, so either byte order
 * works), the test a pairs-in-lanes kernel makes of each polygon of a block. */
static inline int sat2d_poly_has_count_in_range(const sat2d_convex_poly *p, int32_t count) {
    const int32_t want_fields[2] = {count, 1};
    uint64_t want, have;
    memcpy(&want, want_fields, sizeof want);
    memcpy(&have, (const unsigned char *)p + offsetof(sat2d_convex_poly, count), sizeof have);
    return have == want;
}
/* The unit outward normal of edge i: (nx, ny) / sqrt(nx^2 + ny^2), rounded the same way every
 * time (every MTV and time of impact of every variant takes it from here). */
static inline sat2d_vec2 sat2d_poly_unit_normal(const sat2d_convex_poly *p, int i) {
    const float nx = sat2d_poly_nx(p)[i], ny = sat2d_poly_ny(p)[i];
    const float len = sqrtf(nx * nx + ny * ny);
    return (sat2d_vec2){nx / len, ny / len};
}

/* A simple (non-self-intersecting), possibly non-convex polygon, either winding.
 *
 * Storage is one block: this header, then arrays x and y of `stride` floats each, where
 * stride = count rounded up to SAT2D_LANES, plus 1 (sat2d_polygon_stride): a kernel of W
 * lanes (W dividing SAT2D_LANES, or 16 with its upper half zeroed where 8 or fewer edges are
 * left) may load a block of edges, corners k..k+W-1 and k+1..k+W for a multiple k of W below
 * count, without masking. x[count] = x[0] (the closing corner), so edge i is
 * (x[i], y[i]) -> (x[i+1], y[i+1]) for i < count with no modulo; lanes past count repeat
 * corner 0, which adds only zero-length edges at corner 0 (no crossings, and a point on them
 * is corner 0, which is on the boundary anyway). The arrays are no longer than that: 16
 * corners take 168 bytes (three cache lines where the block starts on one). */
typedef struct sat2d_simple_polygon {
    int32_t count;                    /* corners, 3..SAT2D_MAX_CORNERS */
    int32_t stride;                   /* floats per array: sat2d_polygon_stride(count) */
    float min_x, min_y, max_x, max_y; /* axis-aligned bounding box */
    float reserved[2];                /* keeps data[] 16-byte aligned within the block */
    float data[];
} sat2d_simple_polygon;

/* The names before the types said convex and simple; kept so that contenders written against
 * them still compile. New code uses sat2d_convex_poly and sat2d_simple_polygon. (Test ids,
 * case-file words and function names keep "poly" for convex and "polygon" for simple.) */
typedef sat2d_convex_poly sat2d_poly;
typedef sat2d_simple_polygon sat2d_polygon;

/* Floats per array of a sat2d_simple_polygon of `count` corners: count rounded up to SAT2D_LANES,
 * plus 1 for the copy of corner 0 that closes a ring filling its last block. */
static inline int32_t sat2d_polygon_stride(int32_t count) {
    return (count + SAT2D_LANES - 1) / SAT2D_LANES * SAT2D_LANES + 1;
}

static inline const float *sat2d_polygon_x(const sat2d_simple_polygon *p) {
    return p->data;
}
static inline const float *sat2d_polygon_y(const sat2d_simple_polygon *p) {
    return p->data + p->stride;
}

#ifdef __cplusplus
}
#endif
#endif
