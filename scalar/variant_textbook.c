/* The reference variant `textbook`: every test, one pair at a time, as the seeds teach it.
 * Everything else in the registry must agree with this table. */
#include "batch_loops.h"
#include "compiler_hints.h"

static void point_point(sat2d_points_soa a, sat2d_points_soa b, size_t n, uint8_t *hit) {
    for (size_t i = 0; i < n; i++) {
        sat2d_vec2 p = {a.x[i], a.y[i]}, q = {b.x[i], b.y[i]};
        hit[i] = (uint8_t)sat2d_point_point(p, q);
    }
}

static void point_circle(sat2d_points_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit) {
    for (size_t i = 0; i < n; i++) {
        sat2d_vec2 p = {a.x[i], a.y[i]};
        sat2d_circle c = {{b.x[i], b.y[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_point_circle(p, c);
    }
}

static void point_rect(sat2d_points_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit) {
    for (size_t i = 0; i < n; i++) {
        sat2d_vec2 p = {a.x[i], a.y[i]};
        sat2d_rect r = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)sat2d_point_rect(p, r);
    }
}

static void circle_circle(sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                          sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]}, q = {{b.x[i], b.y[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_circle_circle(p, q, SAT2D_PTR_OR_NULL(mtv, i));
    }
}

static void rect_rect(sat2d_rects_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit,
                      sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        sat2d_rect p = {a.x[i], a.y[i], a.w[i], a.h[i]}, q = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)sat2d_rect_rect(p, q, SAT2D_PTR_OR_NULL(mtv, i));
    }
}

static SAT2D_ALIGN_HOT void circle_rect(sat2d_circles_soa a, sat2d_rects_soa b, size_t n,
                                        uint8_t *hit) {
    for (size_t i = 0; i < n; i++) {
        sat2d_circle c = {{a.x[i], a.y[i]}, a.r[i]};
        sat2d_rect r = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)sat2d_circle_rect(c, r);
    }
}

static void segment_segment(sat2d_segments_soa a, sat2d_segments_soa b, size_t n, uint8_t *hit,
                            sat2d_vec2 *point) {
    for (size_t i = 0; i < n; i++) {
        sat2d_segment p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}};
        sat2d_segment q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}};
        hit[i] = (uint8_t)sat2d_segment_segment(p, q, SAT2D_PTR_OR_NULL(point, i));
    }
}

static void bounding_circle(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                            size_t n, uint8_t *hit) {
    for (size_t i = 0; i < n; i++)
        hit[i] = (uint8_t)sat2d_bounding_circle(a[i], b[i]);
}

static void transform(sat2d_transform xf, sat2d_points_soa model, size_t n, float *world_x,
                      float *world_y) {
    sat2d_transform_points(xf, model.x, model.y, n, world_x, world_y);
}

static void capsule_capsule(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit,
                            sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
        sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_capsule_capsule(p, q, SAT2D_PTR_OR_NULL(mtv, i));
    }
}

static void circle_capsule(sat2d_circles_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit,
                           sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]};
        sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_circle_capsule(p, q, SAT2D_PTR_OR_NULL(mtv, i));
    }
}

static void capsule_poly(sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t n,
                         uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
        hit[i] = (uint8_t)sat2d_capsule_poly(p, b[i], SAT2D_PTR_OR_NULL(mtv, i));
    }
}

SAT2D_LOOP_POLY_POLY(poly_poly, sat2d_poly_poly)
SAT2D_LOOP_CIRCLE_POLY(circle_poly, sat2d_circle_poly)
SAT2D_LOOP_POINT_POLYGON(point_polygon, sat2d_point_polygon)
SAT2D_LOOP_POLYGON_POLYGON(polygon_polygon, sat2d_polygon_polygon)
SAT2D_LOOP_POLY_POLY_SWEEP(poly_poly_sweep, sat2d_poly_poly_sweep)
SAT2D_LOOP_RAY(ray_circle, sat2d_ray_circle, sat2d_circles_soa, SAT2D_RAY_B_CIRCLE)
SAT2D_LOOP_RAY(ray_rect, sat2d_ray_rect, sat2d_rects_soa, SAT2D_RAY_B_RECT)
SAT2D_LOOP_POLY_POLY_MANIFOLD(poly_poly_manifold, sat2d_poly_poly_manifold)
SAT2D_LOOP_RAY(ray_poly, sat2d_ray_poly, const sat2d_convex_poly *const *, SAT2D_RAY_B_POLY)

const sat2d_variant sat2d_variant_textbook = {
    .name = "textbook",
    .summary = "scalar reference: the seeds' algorithms, normalised SAT axes, early exit",
    .kind = SAT2D_KIND_REFERENCE,
    .isa = SAT2D_ISA_NONE,
    .point_point = point_point,
    .point_circle = point_circle,
    .point_rect = point_rect,
    .circle_circle = circle_circle,
    .rect_rect = rect_rect,
    .circle_rect = circle_rect,
    .poly_poly = poly_poly,
    .circle_poly = circle_poly,
    .point_polygon = point_polygon,
    .segment_segment = segment_segment,
    .polygon_polygon = polygon_polygon,
    .poly_poly_sweep = poly_poly_sweep,
    .bounding_circle = bounding_circle,
    .transform = transform,
    .ray_circle = ray_circle,
    .ray_rect = ray_rect,
    .ray_poly = ray_poly,
    .capsule_capsule = capsule_capsule,
    .circle_capsule = circle_capsule,
    .capsule_poly = capsule_poly,
    .poly_poly_manifold = poly_poly_manifold,
};
