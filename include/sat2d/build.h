/* sat2d/build.h — turning caller points into validated shapes, and the status codes that
 * explain every refusal. */
#ifndef SAT2D_BUILD_H
#define SAT2D_BUILD_H

#include "sat2d/shapes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Why a shape was refused; SAT2D_OK (0) means it was built. */
typedef enum sat2d_status {
    SAT2D_OK = 0,
    SAT2D_ERR_TOO_FEW_CORNERS,  /* fewer than 3 distinct corners */
    SAT2D_ERR_TOO_MANY_CORNERS, /* more than SAT2D_MAX_CORNERS */
    SAT2D_ERR_NON_FINITE,       /* a coordinate (or radius, size) is NaN or infinite */
    SAT2D_ERR_ZERO_AREA,        /* all corners on one line */
    SAT2D_ERR_COLLINEAR,        /* three consecutive corners on one line (convex builder) */
    SAT2D_ERR_NON_CONVEX,       /* a reflex corner, crossing edges, or a winding that turns twice */
    SAT2D_ERR_SELF_INTERSECTING, /* two non-adjacent edges of a simple polygon meet */
    SAT2D_ERR_NEGATIVE_SIZE,     /* negative radius, width or height */
    SAT2D_ERR_BUFFER_TOO_SMALL,  /* the caller's block is smaller than *_bytes() asks for */
    SAT2D_ERR_OUT_OF_MEMORY,     /* allocation failed */
    SAT2D_ERR_ZERO_DIRECTION,    /* a ray's direction is (0, 0) */
    SAT2D_ERR_FRACTION_RANGE,    /* a ray's maximum fraction lies outside [0, 1] */
    SAT2D_STATUS_COUNT
} sat2d_status;

/* A short, stable, human-readable explanation of a status; never NULL. */
const char *sat2d_status_string(sat2d_status status);

/* Bytes needed for a sat2d_convex_poly block of `count` corners (0 if count is out of range). */
size_t sat2d_poly_bytes(int count);

/* Builds a convex polygon into `out` (a block of `out_bytes` bytes, 16-byte aligned) from `n`
 * points in either winding: drops exact consecutive duplicates (including last == first),
 * reverses clockwise input, and refuses anything else it cannot represent exactly. */
sat2d_status sat2d_poly_build(sat2d_convex_poly *out, size_t out_bytes, const sat2d_vec2 *pts,
                              int n);

/* Allocates and builds a convex polygon; NULL with *status set on refusal (status may be NULL).
 * Free with sat2d_poly_free(). */
sat2d_convex_poly *sat2d_poly_create(const sat2d_vec2 *pts, int n, sat2d_status *status);

/* Frees a polygon from sat2d_poly_create(); NULL is allowed. */
void sat2d_poly_free(sat2d_convex_poly *poly);

/* Corner i of a built convex polygon (0 <= i < count). */
static inline sat2d_vec2 sat2d_poly_corner(const sat2d_convex_poly *p, int i) {
    sat2d_vec2 v = {sat2d_poly_x(p)[i], sat2d_poly_y(p)[i]};
    return v;
}

/* Bytes needed for a sat2d_simple_polygon block of `count` corners (0 if count is out of range). */
size_t sat2d_polygon_bytes(int count);

/* Builds a simple, possibly non-convex polygon into `out`, keeping the caller's winding;
 * drops exact consecutive duplicates, refuses too few corners, non-finite values, zero area
 * and self-intersection (O(n^2) check). */
sat2d_status sat2d_polygon_build(sat2d_simple_polygon *out, size_t out_bytes, const sat2d_vec2 *pts,
                                 int n);

/* Allocates and builds a simple polygon; NULL with *status set on refusal. */
sat2d_simple_polygon *sat2d_polygon_create(const sat2d_vec2 *pts, int n, sat2d_status *status);

/* Frees a polygon from sat2d_polygon_create(); NULL is allowed. */
void sat2d_polygon_free(sat2d_simple_polygon *polygon);

/* Checks a circle: finite centre and radius, r >= 0. */
sat2d_status sat2d_circle_check(sat2d_circle c);

/* Checks a rectangle: finite, w >= 0 and h >= 0. */
sat2d_status sat2d_rect_check(sat2d_rect r);

/* Checks a ray: finite, d != (0, 0) and 0 <= tmax <= 1. */
sat2d_status sat2d_ray_check(sat2d_ray r);

/* Checks a capsule: SAT2D_OK, SAT2D_ERR_NON_FINITE (an end point or the radius is NaN or infinite)
 * or SAT2D_ERR_NEGATIVE_SIZE (r < 0). */
sat2d_status sat2d_capsule_check(sat2d_capsule c);

/* Checks a point or a segment: every coordinate finite. */
sat2d_status sat2d_points_check(const sat2d_vec2 *pts, int n);

/* A transform for a position and an angle in radians. */
sat2d_transform sat2d_transform_make(float px, float py, float angle);

#ifdef __cplusplus
}
#endif
#endif
