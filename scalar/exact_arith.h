/* Private: exact arithmetic for the `exact` variant, by floating-point expansions.
 *
 * The idea is Shewchuk's ("Adaptive Precision Floating-Point Arithmetic and Fast Robust
 * Geometric Predicates", 1997, section 2), written here from the math: a real number is held
 * as an unevaluated sum of doubles, nonoverlapping and in increasing magnitude. Knuth's
 * two-sum and a product split by C99 fma() give the rounding error of one operation exactly,
 * so sums and products of expansions are exact, and the sign of an expansion is the sign of
 * its largest nonzero component (the others together are smaller than one unit of it).
 *
 * Why it is exact on every finite float input: every float is a multiple of 2^-149 below
 * 2^128. A difference of two is a multiple of 2^-149 below 2^129, a product of d such factors
 * a multiple of 2^(-149 d) below 2^(129 d). The predicates here have degree d <= 4, so every
 * component and every rounding error is either 0 or at least 2^-596, far above double's
 * underflow (2^-1022), and below 2^520, far below its overflow: two-sum and the fma product
 * are then error-free (no underflow, no overflow), which is all the method assumes.
 * fma() is an explicit call (a correctly rounded library function), so -ffp-contract=off does
 * not touch it, and x86-64, aarch64 and the SIMDe-portable builds get the same bits.
 * The sign functions at the end are out of line (scalar/exact_arith.c): a filter that calls
 * them stays small, with no kilobytes of expansion buffers in its own frame. */
#ifndef SAT2D_EXACT_ARITH_H
#define SAT2D_EXACT_ARITH_H

#include <math.h>

/* Components of the largest expansion built here: cross^2 - r^2 |e|^2 in circle_poly, at most
 * 2 * 16 * 16 + 2 * 2 * 16 = 576 before zero elimination. */
enum { SAT2D_XP_MAX = 640 };

/* s + e = a + b exactly, s = fl(a + b) (Knuth's two-sum: no branch, any order of a and b). */
static inline void sat2d_xp_two_sum(double a, double b, double *s, double *e) {
    const double x = a + b, bv = x - a, av = x - bv;
    *s = x;
    *e = (a - av) + (b - bv);
}

/* p + e = a * b exactly, p = fl(a * b): fma rounds a * b - p once, and that is exact. */
static inline void sat2d_xp_two_prod(double a, double b, double *p, double *e) {
    const double x = a * b;
    *p = x;
    *e = fma(a, b, -x);
}

/* h = e + b for an expansion e of n components; h may be e (each h[m] is written after e[i]
 * is read, m <= i). Zero components are dropped; returns the length of h (<= n + 1).
 * Nonoverlapping in, nonoverlapping out (Shewchuk's Grow-Expansion, round-to-nearest-even). */
static inline int sat2d_xp_grow(const double *e, int n, double b, double *h) {
    double q = b;
    int m = 0;
    for (int i = 0; i < n; i++) {
        double s, err;
        sat2d_xp_two_sum(q, e[i], &s, &err);
        q = s;
        if (err != 0) h[m++] = err;
    }
    if (q != 0) h[m++] = q;
    return m;
}

/* h = h + sign * f, in place (h has room for hn + fn components); returns h's new length. */
static inline int sat2d_xp_add(double *h, int hn, const double *f, int fn, double sign) {
    for (int j = 0; j < fn; j++)
        hn = sat2d_xp_grow(h, hn, sign * f[j], h);
    return hn;
}

/* h = e * b (h distinct from e, room for 2n); returns its length. */
static inline int sat2d_xp_scale(const double *e, int n, double b, double *h) {
    int m = 0;
    for (int i = 0; i < n; i++) {
        double p, err;
        sat2d_xp_two_prod(e[i], b, &p, &err);
        m = sat2d_xp_grow(h, m, err, h);
        m = sat2d_xp_grow(h, m, p, h);
    }
    return m;
}

/* h = e * f (h distinct from both, room for 2 * en * fn); returns its length. */
static inline int sat2d_xp_mul(const double *e, int en, const double *f, int fn, double *h) {
    double t[2 * SAT2D_XP_MAX];
    int m = 0;
    for (int j = 0; j < fn; j++) {
        int tn = sat2d_xp_scale(e, en, f[j], t);
        m = sat2d_xp_add(h, m, t, tn, 1.0);
    }
    return m;
}

/* -1, 0 or +1: the sign of the expansion's largest nonzero component, hence of its sum. */
static inline int sat2d_xp_sign(const double *e, int n) {
    for (int i = n - 1; i >= 0; i--)
        if (e[i] != 0) return e[i] > 0 ? 1 : -1;
    return 0;
}

/* h = a - b as an expansion of <= 2 components (exact); returns its length. */
static inline int sat2d_xp_diff(double a, double b, double *h) {
    double s, e;
    sat2d_xp_two_sum(a, -b, &s, &e);
    int m = 0;
    if (e != 0) h[m++] = e;
    if (s != 0) h[m++] = s;
    return m;
}

/* h = (bx - ax)^2 + (by - ay)^2 exactly (room for 16); returns its length. */
static inline int sat2d_xp_dist2(double ax, double ay, double bx, double by, double *h) {
    double u[2], w[2], g[8];
    int un = sat2d_xp_diff(bx, ax, u), wn = sat2d_xp_diff(by, ay, w);
    int hn = sat2d_xp_mul(u, un, u, un, h), gn = sat2d_xp_mul(w, wn, w, wn, g);
    return sat2d_xp_add(h, hn, g, gn, 1.0);
}

/* h = (a + b)^2 exactly (room for 8); returns its length. */
static inline int sat2d_xp_sum_squared(double a, double b, double *h) {
    double u[2];
    int un = sat2d_xp_diff(a, -b, u);
    return sat2d_xp_mul(u, un, u, un, h);
}

/* ---- exact signs, out of line (scalar/exact_arith.c) ---- */

/* Sign of (b - a) x (d - c) = (bx - ax)(dy - cy) - (by - ay)(dx - cx), exactly. Sets *fell
 * when it needed expansions (not when every difference and product was exact in double). */
int sat2d_xp_cross_sign(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                        double dy, unsigned *fell);

/* Sign of (b - a) . (d - c) = (bx - ax)(dx - cx) + (by - ay)(dy - cy), exactly; *fell as
 * for the cross product. */
int sat2d_xp_dot_sign(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                      double dy, unsigned *fell);

/* Sign of a + b + c, exactly. These three set *fell only when they needed expansions: a
 * rounding-free double evaluation (two-sum tails and fma residues 0) is decided by a compare. */
int sat2d_xp_sum3_sign(double a, double b, double c, unsigned *fell);

/* Sign of |b - a|^2 - r2 (r2 a double, exact), exactly. */
int sat2d_xp_dist2_r2_sign(double ax, double ay, double bx, double by, double r2, unsigned *fell);

/* Sign of |b - a|^2 - (ra + rb)^2, exactly. */
int sat2d_xp_dist2_sum2_sign(double ax, double ay, double bx, double by, double ra, double rb,
                             unsigned *fell);

#endif
