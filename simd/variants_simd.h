/* The SIMD variant tables, written once and instantiated per lane width by kernels_sse.c
 * (prefix sse, 4 lanes) and kernels_avx.c (prefix avx, 8 lanes). Before including this, a
 * kernel file defines SAT2D_W, SAT2D_PREFIX, SAT2D_WIDTH_TEXT and SAT2D_TABLE_ISA (and, for a
 * second build of a width, SAT2D_TABLE_SUFFIX) and includes every *_simd.h kernel. */
#include "batch_loops.h"

#define SAT2D_CAT_(a, b) a##b
#define SAT2D_CAT(a, b) SAT2D_CAT_(a, b)
#ifndef SAT2D_TABLE_SUFFIX /* a second build of the same width names its tables apart */
#define SAT2D_TABLE_SUFFIX
#endif
#define SAT2D_TABLE(name)                                                                          \
    SAT2D_CAT(SAT2D_CAT(SAT2D_CAT(sat2d_variant_, SAT2D_PREFIX), name), SAT2D_TABLE_SUFFIX)

SAT2D_LOOP_POLY_POLY(axes_poly_poly, poly_poly_axes)
SAT2D_LOOP_POLY_POLY(corners_poly_poly, poly_poly_corners)
SAT2D_LOOP_POLY_POLY(walk_poly_poly, poly_poly_walk_lanes)
SAT2D_LOOP_POLY_POLY_MANIFOLD(axes_poly_poly_manifold, poly_poly_manifold_axes)

/* Single pair, axes in lanes, early exit per block of axes. */
const sat2d_variant SAT2D_TABLE(_axes) = {
    .name = SAT2D_WIDTH_TEXT "_axes",
    .summary = "axes in lanes: edge planes per register, corners broadcast, early exit per block",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_TABLE_ISA,
    .poly_poly = axes_poly_poly,
    .circle_poly = lanes_circle_poly,
    .point_polygon = lanes_point_polygon,
    .polygon_polygon = lanes_polygon_polygon,
    .poly_poly_sweep = lanes_poly_poly_sweep,
    .poly_poly_manifold = axes_poly_poly_manifold,
};

/* Single pair, axes in lanes, one branch per pair. */
const sat2d_variant SAT2D_TABLE(_axes_bl) = {
    .name = SAT2D_WIDTH_TEXT "_axes_bl",
    .summary = "axes in lanes, branch-light: every block computed, one branch per pair",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_TABLE_ISA,
    .poly_poly = axes_bl_poly_poly,
};

/* Single pair, corners in lanes with horizontal min/max per axis. */
const sat2d_variant SAT2D_TABLE(_corners) = {
    .name = SAT2D_WIDTH_TEXT "_corners",
    .summary = "corners in lanes: one axis broadcast, horizontal min/max per axis, early exit",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_TABLE_ISA,
    .poly_poly = corners_poly_poly,
    /* For one circle or one point, a polygon's corners and its edges' axes fill the same lanes:
     * the circle and point kernels are corners-in-lanes already and serve both tables. */
    .circle_poly = lanes_circle_poly,
    .point_polygon = lanes_point_polygon,
    .poly_poly_sweep = corners_poly_poly_sweep,
};

/* Single pair, axes in lanes over support arcs: cost linear in the corners. */
const sat2d_variant SAT2D_TABLE(_walk) = {
    .name = SAT2D_WIDTH_TEXT "_walk",
    .summary = "axes in lanes over each block's support arc (vector walk): linear in the corners",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_TABLE_ISA,
    .poly_poly = walk_poly_poly,
};

/* Single pair, axes in lanes, one witness corner per side before any full block. */
const sat2d_variant SAT2D_TABLE(_witness) = {
    .name = SAT2D_WIDTH_TEXT "_witness",
    .summary = "axes in lanes: one witness corner clears whole blocks, the rest computed in full",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_TABLE_ISA,
    .poly_poly = witness_poly_poly,
};

/* Pairs in lanes for every small test, and blocks of polygon pairs. */
const sat2d_variant SAT2D_TABLE(_batch) = {
    .name = SAT2D_WIDTH_TEXT "_batch",
    .summary = "pairs in lanes: one pair per lane for small shapes, AoSoA blocks of polygon pairs",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_TABLE_ISA,
    .point_point = point_point_batch,
    .point_circle = point_circle_batch,
    .point_rect = point_rect_batch,
    .circle_circle = circle_circle_batch,
    .rect_rect = rect_rect_batch,
    .circle_rect = circle_rect_batch,
    .poly_poly = poly_poly_batch,
    .circle_poly = circle_poly_batch,
    .segment_segment = segment_segment_batch,
    .bounding_circle = bounding_circle_batch,
    .transform = transform_batch,
    .ray_circle = ray_circle_batch,
    .ray_rect = ray_rect_batch,
    .ray_poly = ray_poly_batch,
    .capsule_capsule = capsule_capsule_batch,
    .circle_capsule = circle_capsule_batch,
    .capsule_poly = capsule_poly_batch,
    .poly_poly_manifold = poly_poly_manifold_batch,
};
