/* oracle/oracle_filter.h — the oracle's floating-point filter: the sign of a predicate from
 * double arithmetic where a forward error bound proves it, so that GMP (oracle.c) runs only on
 * the pairs the bound cannot settle. The oracle stays exact: a sign the filter returns is the
 * exact sign, and everything else is decided in rationals as before.
 *
 * The bound. The oracle's inputs are floats: integer multiples of 2^-149 below 2^128, exact in
 * double. A predicate is the sign of a polynomial E in leaves, each leaf an input or the
 * difference or sum of two inputs, of degree d <= 6 in the inputs. It is evaluated in double,
 * each leaf and each later + - * rounded once to nearest. Every value computed is then 0 or a
 * multiple of 2^-(149 d) >= 2^-894 (rounding keeps a nonzero multiple of 2^-g one), and below
 * 2^800: nothing underflows or overflows, so each operation returns the exact result of its
 * operands times (1 + e), |e| <= u = 2^-53. Expanding the computation, fl(E) is the sum of E's
 * monomials (in the exact leaves), each times a product of at most k such factors, k at least
 * the degree plus the operations after the leaves (the filters pass the count of all their
 * operations plus the degree: more), so
 *     |fl(E) - E| <= ((1 + u)^k - 1) P,
 * P the sum of the monomials' magnitudes. Let A be E with every - made +, evaluated in double
 * on the magnitudes of the computed leaves: each leaf is off by a factor (1 + e) and each
 * operation of A rounds its nonnegative result down by at most a factor (1 - u), so
 * P <= A (1 - u)^-(d + k). For d + k <= 38 that gives |fl(E) - E| < 1.0001 k u A; the filter
 * asks |fl(E)| > k * 2u * A, whose one rounding (the multiplication by A) the factor 2 covers.
 * When A is 0 every monomial has a zero leaf, so E = fl(E) = 0.
 * Non-finite inputs fall through: NaN fails every comparison, and an infinite bound none can
 * exceed, so the rationals handle them as they always did.
 * proptest/oracle_filter_check.c holds the filtered oracle to the pure-rational one, bit for bit,
 * on the property run's cases, their sampled moves and their one-ulp nudges. */
#ifndef SAT2D_ORACLE_FILTER_H
#define SAT2D_ORACLE_FILTER_H

#include <float.h>
#include <math.h>

/* What a filter returns where the bound does not settle the sign. */
enum { FILTER_UNSURE = 2 };

/* The sign of E from v = fl(E) and a = fl(A) (see above), k the count of the lemma; or
 * FILTER_UNSURE. */
static inline int filter_sign(double v, double a, int k) {
    if (a == 0) return 0;
    const double bound = k * DBL_EPSILON * a;
    if (v > bound) return 1;
    if (v < -bound) return -1;
    return FILTER_UNSURE;
}

/* sign of (b - a) x (d - c): leaves b - a and d - c (4), two products and a difference,
 * degree 2; or FILTER_UNSURE. With c = a it is the orientation of a, b, d. */
static inline int filter_cross(float ax, float ay, float bx, float by, float cx, float cy, float dx,
                               float dy) {
    const double p = ((double)bx - ax) * ((double)dy - cy);
    const double r = ((double)by - ay) * ((double)dx - cx);
    return filter_sign(p - r, fabs(p) + fabs(r), 4 + 3 + 2);
}

/* sign of |b - a|^2 - (r1 + r2)^2: leaves (3), three squares, two sums, degree 2 */
static inline int filter_disc(float ax, float ay, float bx, float by, float r1, float r2) {
    const double dx = (double)bx - ax, dy = (double)by - ay, rs = (double)r1 + r2;
    const double d2 = dx * dx + dy * dy, s2 = rs * rs;
    return filter_sign(d2 - s2, d2 + s2, 3 + 5 + 2);
}

/* sign of (p - a) . (b - a) - (b - a) . (b - a) (the projection of p past b): leaves (4), four
 * products, three sums, degree 2 */
static inline int filter_past_end(double ex, double ey, double fx, double fy) {
    const double t = ex * fx + ey * fy, l = ex * ex + ey * ey;
    return filter_sign(t - l, fabs(ex * fx) + fabs(ey * fy) + l, 4 + 7 + 2);
}

/* sign of ((b - a) x (p - a))^2 - (r1 + r2)^2 |b - a|^2: p's squared distance to the line ab
 * against the squared radius, times |b - a|^2 (Lagrange's identity turns |f|^2 |e|^2 - (e.f)^2
 * into (e x f)^2); leaves (5), eleven operations, degree 4 */
static inline int filter_line_within(double ex, double ey, double fx, double fy, double rs) {
    const double p = ex * fy, r = ey * fx, cr = p - r, ac = fabs(p) + fabs(r);
    const double l = ex * ex + ey * ey, s2 = rs * rs;
    return filter_sign(cr * cr - s2 * l, ac * ac + s2 * l, 5 + 11 + 4);
}

/* 1 if p lies within r1 + r2 of the segment ab, 0 if not, FILTER_UNSURE: the oracle's seg_dist2
 * compared with (r1 + r2)^2, decided in double. */
static inline int filter_segment_within(float ax, float ay, float bx, float by, float px, float py,
                                        float r1, float r2) {
    const double ex = (double)bx - ax, ey = (double)by - ay;
    const double fx = (double)px - ax, fy = (double)py - ay;
    const double p = ex * fx, r = ey * fy; /* t = (p - a) . (b - a): leaves (4), degree 2 */
    const int t = filter_sign(p + r, fabs(p) + fabs(r), 4 + 3 + 2);
    int s;
    if (t == FILTER_UNSURE) return FILTER_UNSURE;
    if (t <= 0) /* before a, or a zero-length segment (t = 0 then) */
        s = filter_disc(ax, ay, px, py, r1, r2);
    else if ((s = filter_past_end(ex, ey, fx, fy)) == FILTER_UNSURE)
        return FILTER_UNSURE;
    else if (s >= 0)
        s = filter_disc(bx, by, px, py, r1, r2);
    else
        s = filter_line_within(ex, ey, fx, fy, (double)r1 + r2);
    return s == FILTER_UNSURE ? FILTER_UNSURE : s <= 0;
}

#endif
