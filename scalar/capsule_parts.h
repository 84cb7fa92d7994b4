/* Private: the exact decisions of the capsule tests, shared by the scalar references
 * (scalar/capsule_capsule.c, circle_capsule.c, capsule_poly.c) and their SIMD twins, which
 * call the MTV functions here for the pairs that collide. capsule_poly's twin evaluates the
 * same expressions in double lanes; capsule_capsule's and circle_capsule's decide in float
 * lanes where a proven margin gives the double verdict (simd/capsule_filter_lanes.h) and call
 * the references for the rest, so every twin answers exactly as the reference does.
 *
 * Numerics: every coordinate difference, dot and cross product of the verdicts is taken in
 * double from the float inputs. On the integer grid (|v| <= 1024, radii sums below 2^12) the
 * differences are below 2^12, the dots and crosses below 2^24 and their squares, and the
 * squared radius times a squared length, below 2^53: all exact, so the verdicts are exact
 * there; elsewhere each rounds once in double, far inside the agreement band. */
#ifndef SAT2D_CAPSULE_PARTS_H
#define SAT2D_CAPSULE_PARTS_H

#include <math.h>

#include "orient.h"
#include "sat2d/tests.h"

/* The squared distance from p to the core [s0, s1] (e = s1 - s0, l = |e|^2) is <= r2, without
 * a division: f = p - s0 projects to t = f.e; t <= 0 is nearest s0, t >= l nearest s1, else the
 * foot on the core, whose squared distance c^2 / l (c = e x f) is compared as c^2 <= r2 l.
 * l = 0 gives t = 0: a zero-length core is its point. */
static inline int sat2d_capsule_near(double px, double py, double s0x, double s0y, double s1x,
                                     double s1y, double ex, double ey, double l, double r2) {
    const double fx = px - s0x, fy = py - s0y, t = fx * ex + fy * ey;
    if (t <= 0) return fx * fx + fy * fy <= r2;
    if (t >= l) {
        const double gx = px - s1x, gy = py - s1y;
        return gx * gx + gy * gy <= r2;
    }
    const double c = ex * fy - ey * fx;
    return c * c <= r2 * l;
}

/* e x (p - s0): which side of the core's line p lies on (> 0: left). */
static inline double sat2d_capsule_side(double px, double py, double s0x, double s0y, double ex,
                                        double ey) {
    return ex * (py - s0y) - ey * (px - s0x);
}

/* x and y have strictly opposite signs. */
static inline int sat2d_capsule_opposite(double x, double y) {
    return (x > 0 && y < 0) || (x < 0 && y > 0);
}

/* The cores of a and b cross properly: each core's ends strictly on both sides of the other's
 * line (double orientations), and their boxes meet, which rounding cannot fake: near-collinear
 * disjoint cores whose orientations all round to the wrong sign are apart along their line,
 * so their boxes are apart (scalar/orient.h). */
static inline int sat2d_capsule_cores_cross(sat2d_capsule a, sat2d_capsule b) {
    const double p0x = a.a.x, p0y = a.a.y, p1x = a.b.x, p1y = a.b.y;
    const double q0x = b.a.x, q0y = b.a.y, q1x = b.b.x, q1y = b.b.y;
    const double eax = p1x - p0x, eay = p1y - p0y, ebx = q1x - q0x, eby = q1y - q0y;
    return sat2d_capsule_opposite(sat2d_capsule_side(q0x, q0y, p0x, p0y, eax, eay),
                                  sat2d_capsule_side(q1x, q1y, p0x, p0y, eax, eay)) &&
           sat2d_capsule_opposite(sat2d_capsule_side(p0x, p0y, q0x, q0y, ebx, eby),
                                  sat2d_capsule_side(p1x, p1y, q0x, q0y, ebx, eby)) &&
           sat2d_boxes_meet(a.a, a.b, b.a, b.b);
}

/* The MTV of two capsules that collide (their verdict was 1). */
sat2d_mtv sat2d_capsule_capsule_mtv(sat2d_capsule a, sat2d_capsule b);

/* The MTV of a circle (A) and a capsule (B) that collide. */
sat2d_mtv sat2d_circle_capsule_mtv(sat2d_circle a, sat2d_capsule b);

/* The MTV of a capsule (A) and a convex polygon (B) that collide. */
sat2d_mtv sat2d_capsule_poly_mtv(sat2d_capsule a, const sat2d_convex_poly *b);

#endif
