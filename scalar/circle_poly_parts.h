/* Private: the exact decisions of circle_poly, shared by the scalar reference and its SIMD
 * twins. The projections (the O(n) part) are computed by the caller, scalar or in lanes,
 * with the same float expressions; the per-axis tests and the MTV's last step are here, once,
 * so every twin rounds exactly as the reference does. */
#ifndef SAT2D_CIRCLE_POLY_PARTS_H
#define SAT2D_CIRCLE_POLY_PARTS_H

#include <math.h>

#include "sat2d/tests.h"

/* s > r |n| without a sqrt: s positive and s^2 > r^2 |n|^2 in double. s^2, r^2, nx^2 and
 * ny^2 are exact in double (48-bit products of floats); the sum and the product by r^2 round
 * once each, and nothing overflows double (at most about 2^513). s itself is +-inf or NaN where
 * its float projection overflowed: an infinity compares as the limit it stands for, and a NaN
 * fails s > 0 (a NaN never proves separation). */
static inline int sat2d_circle_poly_beyond(float s, float r, float nx, float ny) {
    double len2 = (double)nx * nx + (double)ny * ny;
    return s > 0 && (double)s * s > (double)r * r * len2;
}

/* r - s / |n|: the penetration along an axis. In double because r and s / |n| are close when
 * the circle barely overlaps a large polygon (r ~ 1000, depth ~ 1): float would cancel away
 * all but a few bits of the depth; rounding once at the end keeps it within one float ulp.
 * The verdict already proved s <= r |n|, so a negative result is rounding of a touch: 0. */
static inline float sat2d_circle_poly_penetration(float r, float s, double len2) {
    double depth = (double)r - (double)s / sqrt(len2);
    return depth < 0 ? 0.0f : (float)depth;
}

/* The MTV of a pair that collides: edge best_edge (-1 if none) with penetration best_depth
 * (INFINITY if none), against the corner axis from the centre to corner k, on which the
 * polygon's least projection is m. The corner axis wins only if strictly shallower. */
sat2d_mtv sat2d_circle_poly_mtv(sat2d_circle a, const sat2d_convex_poly *b, int best_edge,
                                float best_depth, int k, float m);

#endif
