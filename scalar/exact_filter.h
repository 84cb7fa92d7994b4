/* Private: the `exact` variant's adaptive predicates. Each evaluates its polynomial in double
 * from the float inputs with a proven error bound; when the bound cannot certify the sign, it
 * decides with exact_arith.h: first a check that the double evaluation happened to be
 * rounding-free (two-sum tails and fma residues 0, as on integer grids, where a touching pair's
 * determinant is exactly 0 and no bound can certify it), then expansions, and only those set
 * *fell (the pair is counted as one that took the exact path).
 *
 * Error model (u = 2^-53, round to nearest; no underflow or overflow can occur, see
 * exact_arith.h: every nonzero quantity here lies between 2^-596 and 2^520):
 * - a difference of two floats, rounded once, is (a - b)(1 + d) with |d| <= u: relative to
 *   the TRUE difference, however far apart a and b are;
 * - so a product of two such differences, rounded, is p(1 + t) with |t| <= g3 = 3u/(1 - 3u),
 *   and a sum of two products, rounded, is off by at most g4 (|p1| + |p2|) (Higham's gamma_n);
 * - the bound itself is computed in floats from nonnegative terms, which rounds it down by at
 *   most a factor (1 - u)^k: every constant below carries that slack and more.
 * The constants are therefore about 1.5 to 2 times what the analysis needs: a wider bound only
 * sends more pairs to the exact path, never a wrong sign. */
#ifndef SAT2D_EXACT_FILTER_H
#define SAT2D_EXACT_FILTER_H

#include <math.h>

#include "exact_arith.h"
#include "sat2d/shapes.h"

#define SAT2D_XU 0x1p-53 /* unit roundoff of double */

/* |p1 - p2 - (exact)| <= g4 (|p1| + |p2|) / (1 - g3) / (1 - u) < 4.01u (|p1| + |p2|) for two
 * products of rounded float differences; 6u leaves room for the bound's own two roundings. */
#define SAT2D_XF_CROSS (6 * SAT2D_XU)

/* Sign of (b - a) x (d - c) for float points (as doubles); exact. The filter certifies any
 * |det| > 6u (|l| + |r|); bound == 0 means both products are exactly 0 (a rounded nonzero
 * difference or product is never 0 here), so the determinant is 0. */
static inline int sat2d_xf_cross(double ax, double ay, double bx, double by, double cx, double cy,
                                 double dx, double dy, unsigned *fell) {
    const double l = (bx - ax) * (dy - cy), r = (by - ay) * (dx - cx);
    const double det = l - r, bound = SAT2D_XF_CROSS * (fabs(l) + fabs(r));
    if (det > bound) return 1;
    if (det < -bound) return -1;
    if (bound == 0) return 0;
    return sat2d_xp_cross_sign(ax, ay, bx, by, cx, cy, dx, dy, fell);
}

/* Sign of (b - a) . (d - c); exact. Same bound as the cross product (a sum instead of a
 * difference of the same two kinds of product). */
static inline int sat2d_xf_dot(double ax, double ay, double bx, double by, double cx, double cy,
                               double dx, double dy, unsigned *fell) {
    const double l = (bx - ax) * (dx - cx), r = (by - ay) * (dy - cy);
    const double dot = l + r, bound = SAT2D_XF_CROSS * (fabs(l) + fabs(r));
    if (dot > bound) return 1;
    if (dot < -bound) return -1;
    if (bound == 0) return 0;
    return sat2d_xp_dot_sign(ax, ay, bx, by, cx, cy, dx, dy, fell);
}

/* Sign of |b - a|^2 - r^2 for float points and a float radius; exact. D = dx^2 + dy^2 from
 * rounded differences is D(1 + t), |t| <= g4; r^2 is exact in double (48-bit product). So
 * D <= fl(D (1 + 8u)) and D >= fl(D (1 - 8u)) (each side absorbs g4 and its own rounding). */
static inline int sat2d_xf_dist2_r2(double ax, double ay, double bx, double by, double r,
                                    unsigned *fell) {
    const double ex = bx - ax, ey = by - ay, d2 = ex * ex + ey * ey, r2 = r * r;
    if (d2 * (1 + 8 * SAT2D_XU) < r2) return -1;
    if (d2 * (1 - 8 * SAT2D_XU) > r2) return 1;
    return sat2d_xp_dist2_r2_sign(ax, ay, bx, by, r2, fell);
}

/* Sign of |b - a|^2 - (ra + rb)^2; exact. (ra + rb)^2 from the rounded sum is off by g3
 * relatively, D by g4: the same 8u margins on both sides certify the order. */
static inline int sat2d_xf_dist2_sum2(double ax, double ay, double bx, double by, double ra,
                                      double rb, unsigned *fell) {
    const double ex = bx - ax, ey = by - ay, d2 = ex * ex + ey * ey, s = ra + rb, s2 = s * s;
    if (d2 * (1 + 8 * SAT2D_XU) < s2 * (1 - 8 * SAT2D_XU)) return -1;
    if (d2 * (1 - 8 * SAT2D_XU) > s2 * (1 + 8 * SAT2D_XU)) return 1;
    return sat2d_xp_dist2_sum2_sign(ax, ay, bx, by, ra, rb, fell);
}

/* Sign of a + b + c for floats; exact. t = fl(a + b) is off by u |a + b|, and fl(t + c) by u
 * more of its own: under 2.01u (|t| + |c|) in all; 4u covers the bound's roundings. */
static inline int sat2d_xf_sum3(double a, double b, double c, unsigned *fell) {
    const double t = a + b, w = t + c, bound = 4 * SAT2D_XU * (fabs(t) + fabs(c));
    if (w > bound) return 1;
    if (w < -bound) return -1;
    if (bound == 0) return 0;
    return sat2d_xp_sum3_sign(a, b, c, fell);
}

#endif
