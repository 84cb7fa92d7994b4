/* Out-of-line exact signs of the `exact` variant (see exact_arith.h): the expansion buffers
 * live in these frames, not in the filters that call them. */
#include "exact_arith.h"

/* The second stage: when the differences u, v, w, z were exact and both products u v and w z
 * are exact doubles too (their fma residues are 0; common on integer grids, where touching
 * makes the filter's bound useless against a determinant of exactly 0), u v + sign * w z is
 * decided by comparing two doubles, without rounding. 2 when a product rounded. */
static int rounding_free_sign(double u, double v, double w, double z, double sign) {
    double p, pe, q, qe;
    sat2d_xp_two_prod(u, v, &p, &pe);
    sat2d_xp_two_prod(w, z, &q, &qe);
    if (pe != 0 || qe != 0) return 2;
    q = -sign * q; /* u v + sign w z compared as p against -sign w z, exactly */
    return (p > q) - (p < q);
}

/* Sign of (b - a) x (d - c) = (bx - ax)(dy - cy) - (by - ay)(dx - cx), exactly. */
int sat2d_xp_cross_sign(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                        double dy, unsigned *fell) {
    double u[2], v[2], w[2], z[2], h[16], g[8];
    int un = sat2d_xp_diff(bx, ax, u), vn = sat2d_xp_diff(dy, cy, v);
    int wn = sat2d_xp_diff(by, ay, w), zn = sat2d_xp_diff(dx, cx, z);
    if (un < 2 && vn < 2 && wn < 2 && zn < 2) { /* every difference exact in one double */
        const int s =
            rounding_free_sign(un ? u[0] : 0, vn ? v[0] : 0, wn ? w[0] : 0, zn ? z[0] : 0, -1.0);
        if (s != 2) return s;
    }
    *fell = 1;
    int hn = sat2d_xp_mul(u, un, v, vn, h), gn = sat2d_xp_mul(w, wn, z, zn, g);
    hn = sat2d_xp_add(h, hn, g, gn, -1.0);
    return sat2d_xp_sign(h, hn);
}

/* Sign of (b - a) . (d - c) = (bx - ax)(dx - cx) + (by - ay)(dy - cy), exactly. */
int sat2d_xp_dot_sign(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                      double dy, unsigned *fell) {
    double u[2], v[2], w[2], z[2], h[16], g[8];
    int un = sat2d_xp_diff(bx, ax, u), vn = sat2d_xp_diff(dx, cx, v);
    int wn = sat2d_xp_diff(by, ay, w), zn = sat2d_xp_diff(dy, cy, z);
    if (un < 2 && vn < 2 && wn < 2 && zn < 2) {
        const int s =
            rounding_free_sign(un ? u[0] : 0, vn ? v[0] : 0, wn ? w[0] : 0, zn ? z[0] : 0, 1.0);
        if (s != 2) return s;
    }
    *fell = 1;
    int hn = sat2d_xp_mul(u, un, v, vn, h), gn = sat2d_xp_mul(w, wn, z, zn, g);
    hn = sat2d_xp_add(h, hn, g, gn, 1.0);
    return sat2d_xp_sign(h, hn);
}

/* -1, 0 or +1 as a compares with b: exact, two doubles. */
static int compare(double a, double b) {
    return (a > b) - (a < b);
}

/* 1 if (bx - ax)^2 + (by - ay)^2 is exactly the double *d2 (every difference, square and the
 * sum rounding-free: two-sum tails and fma residues all 0), the second stage of the distance
 * comparisons. */
static int dist2_rounding_free(double ax, double ay, double bx, double by, double *d2) {
    double u, ue, w, we, p, pe, q, qe, e;
    sat2d_xp_two_sum(bx, -ax, &u, &ue);
    sat2d_xp_two_sum(by, -ay, &w, &we);
    sat2d_xp_two_prod(u, u, &p, &pe);
    sat2d_xp_two_prod(w, w, &q, &qe);
    sat2d_xp_two_sum(p, q, d2, &e);
    return ue == 0 && we == 0 && pe == 0 && qe == 0 && e == 0;
}

int sat2d_xp_sum3_sign(double a, double b, double c, unsigned *fell) {
    double t, e, h[3];
    sat2d_xp_two_sum(a, b, &t, &e);
    if (e == 0) return compare(t, -c); /* a + b exact: its sign against -c is a comparison */
    *fell = 1;
    h[0] = e, h[1] = t;
    const int n = sat2d_xp_grow(h, 2, c, h);
    return sat2d_xp_sign(h, n);
}

int sat2d_xp_dist2_r2_sign(double ax, double ay, double bx, double by, double r2, unsigned *fell) {
    double d2, h[17];
    if (dist2_rounding_free(ax, ay, bx, by, &d2)) return compare(d2, r2);
    *fell = 1;
    int n = sat2d_xp_dist2(ax, ay, bx, by, h);
    n = sat2d_xp_grow(h, n, -r2, h);
    return sat2d_xp_sign(h, n);
}

int sat2d_xp_dist2_sum2_sign(double ax, double ay, double bx, double by, double ra, double rb,
                             unsigned *fell) {
    double d2, s, se, s2, s2e, h[24], g[8];
    sat2d_xp_two_sum(ra, rb, &s, &se);
    sat2d_xp_two_prod(s, s, &s2, &s2e);
    if (se == 0 && s2e == 0 && dist2_rounding_free(ax, ay, bx, by, &d2)) return compare(d2, s2);
    *fell = 1;
    int n = sat2d_xp_dist2(ax, ay, bx, by, h), m = sat2d_xp_sum_squared(ra, rb, g);
    n = sat2d_xp_add(h, n, g, m, -1.0);
    return sat2d_xp_sign(h, n);
}
