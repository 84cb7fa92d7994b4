/* Private: turn a single-pair function into a registry batch slot (registry.h signatures).
 * Each macro defines a static function `name` that answers pair i with fn(A[i], B[i]). Used
 * by scalar variants and by SIMD variants whose kernels put corners or axes (not pairs) in
 * lanes. */
#ifndef SAT2D_BATCH_LOOPS_H
#define SAT2D_BATCH_LOOPS_H

#include "sat2d/registry.h"

#define SAT2D_PTR_OR_NULL(p, i) ((p) ? &(p)[i] : NULL)

#define SAT2D_LOOP_POLY_POLY(name, fn)                                                             \
    static void name(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,         \
                     size_t n, uint8_t *hit, sat2d_mtv *mtv) {                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            hit[i] = (uint8_t)fn(a[i], b[i], SAT2D_PTR_OR_NULL(mtv, i));                           \
    }

#define SAT2D_LOOP_POLY_POLY_MANIFOLD(name, fn)                                                    \
    static void name(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,         \
                     size_t n, uint8_t *hit, sat2d_manifold *manifold) {                           \
        for (size_t i = 0; i < n; i++)                                                             \
            hit[i] = (uint8_t)fn(a[i], b[i], SAT2D_PTR_OR_NULL(manifold, i));                      \
    }

#define SAT2D_LOOP_CIRCLE_POLY(name, fn)                                                           \
    static void name(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,             \
                     uint8_t *hit, sat2d_mtv *mtv) {                                               \
        for (size_t i = 0; i < n; i++) {                                                           \
            sat2d_circle c = {{a.x[i], a.y[i]}, a.r[i]};                                           \
            hit[i] = (uint8_t)fn(c, b[i], SAT2D_PTR_OR_NULL(mtv, i));                              \
        }                                                                                          \
    }

#define SAT2D_LOOP_POINT_POLYGON(name, fn)                                                         \
    static void name(sat2d_points_soa a, const sat2d_simple_polygon *const *b, size_t n,           \
                     uint8_t *hit) {                                                               \
        for (size_t i = 0; i < n; i++) {                                                           \
            sat2d_vec2 p = {a.x[i], a.y[i]};                                                       \
            hit[i] = (uint8_t)fn(p, b[i]);                                                         \
        }                                                                                          \
    }

#define SAT2D_LOOP_POLYGON_POLYGON(name, fn)                                                       \
    static void name(const sat2d_simple_polygon *const *a, const sat2d_simple_polygon *const *b,   \
                     size_t n, uint8_t *hit) {                                                     \
        for (size_t i = 0; i < n; i++)                                                             \
            hit[i] = (uint8_t)fn(a[i], b[i]);                                                      \
    }

/* A ray cast slot over fn(ray, shape, hit): B's shape built by `shape` from b and i. */
#define SAT2D_LOOP_RAY(name, fn, soa_b, shape)                                                     \
    static void name(sat2d_rays_soa a, soa_b b, size_t n, uint8_t *hit, sat2d_ray_hit *ray) {      \
        for (size_t i = 0; i < n; i++) {                                                           \
            sat2d_ray r = {{a.px[i], a.py[i]}, {a.dx[i], a.dy[i]}, a.tmax[i]};                     \
            hit[i] = (uint8_t)fn(r, shape, SAT2D_PTR_OR_NULL(ray, i));                             \
        }                                                                                          \
    }
#define SAT2D_RAY_B_CIRCLE ((sat2d_circle){{b.x[i], b.y[i]}, b.r[i]})
#define SAT2D_RAY_B_RECT ((sat2d_rect){b.x[i], b.y[i], b.w[i], b.h[i]})
#define SAT2D_RAY_B_POLY (b[i])

#define SAT2D_LOOP_POLY_POLY_SWEEP(name, fn)                                                       \
    static void name(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,         \
                     sat2d_points_soa d, size_t n, uint8_t *hit, sat2d_toi *toi) {                 \
        for (size_t i = 0; i < n; i++) {                                                           \
            sat2d_vec2 di = {d.x[i], d.y[i]};                                                      \
            hit[i] = (uint8_t)fn(a[i], b[i], di, SAT2D_PTR_OR_NULL(toi, i));                       \
        }                                                                                          \
    }

#endif
