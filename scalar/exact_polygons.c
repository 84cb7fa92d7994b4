/* The `exact` variant's polygon and segment tests: the oracle's questions (oracle/oracle.c)
 * asked with the adaptive signs of exact_filter.h, so each verdict is exact on every finite
 * input. Only the raw corners are read, never the stored float normals or plane offsets
 * (those are rounded). */
#include <math.h>

#include "compiler_hints.h"
#include "exact_filter.h"
#include "exact_tests.h"
#include "orient.h"

/* 1 if some edge line of e has every corner of o strictly outside (right of a counter-clockwise
 * edge). Per edge, a first pass runs the filter alone: one corner certainly on or inside the
 * line settles the edge without any exact work; the exact signs run only for an edge whose
 * every corner is outside or uncertain. */
static SAT2D_ALIGN_HOT int separating_edge(const sat2d_convex_poly *e, const sat2d_convex_poly *o,
                                           unsigned *fell) {
    const float *ex = sat2d_poly_x(e), *ey = sat2d_poly_y(e);
    const float *ox = sat2d_poly_x(o), *oy = sat2d_poly_y(o);
    const int n = e->count, m = o->count;
    for (int i = 0; i < n; i++) {
        const int k = i + 1 == n ? 0 : i + 1;
        /* orient(e_i, e_k, o_j) = (e_k - e_i) x (o_j - e_i): the edge vector rounds once per
         * edge, relatively, exactly as in sat2d_xf_cross */
        const double x0 = ex[i], y0 = ey[i], dx = (double)ex[k] - x0, dy = (double)ey[k] - y0;
        int unsure = 0, j = 0;
        for (; j < m; j++) {
            const double l = dx * ((double)oy[j] - y0), r = dy * ((double)ox[j] - x0);
            const double det = l - r, bound = SAT2D_XF_CROSS * (fabs(l) + fabs(r));
            if (det < -bound) continue; /* certainly outside */
            if (det > bound || bound == 0) break;
            unsure = 1;
        }
        if (j < m) continue;
        if (!unsure) return 1;
        for (j = 0; j < m; j++)
            if (sat2d_xf_cross(x0, y0, ex[k], ey[k], x0, y0, ox[j], oy[j], fell) >= 0) break;
        if (j == m) return 1;
    }
    return 0;
}

int sat2d_exact_poly_poly(const sat2d_convex_poly *a, const sat2d_convex_poly *b, unsigned *fell) {
    return !separating_edge(a, b, fell) && !separating_edge(b, a, fell);
}

typedef struct push {
    double depth, nx, ny;
} push;

/* textbook's axis rule in double: the least push over e's edge normals, A's edges before B's
 * and the first on a tie, projections relative to A's first corner. */
static void least_push(const sat2d_convex_poly *e, const sat2d_convex_poly *a,
                       const sat2d_convex_poly *b, push *best) {
    const float *x = sat2d_poly_x(e), *y = sat2d_poly_y(e);
    const double ox = sat2d_poly_x(a)[0], oy = sat2d_poly_y(a)[0];
    for (int i = 0; i < e->count; i++) {
        const int k = i + 1 == e->count ? 0 : i + 1;
        double nx = (double)y[k] - y[i], ny = -((double)x[k] - x[i]), len = sqrt(nx * nx + ny * ny);
        nx /= len, ny /= len;
        double alo = INFINITY, ahi = -INFINITY, blo = INFINITY, bhi = -INFINITY;
        for (int j = 0; j < a->count; j++) {
            /* plain compares, not fmin/fmax: aarch64 gcc 12 crashes vectorising those */
            double s = nx * (sat2d_poly_x(a)[j] - ox) + ny * (sat2d_poly_y(a)[j] - oy);
            alo = s < alo ? s : alo, ahi = s > ahi ? s : ahi;
        }
        for (int j = 0; j < b->count; j++) {
            double s = nx * (sat2d_poly_x(b)[j] - ox) + ny * (sat2d_poly_y(b)[j] - oy);
            blo = s < blo ? s : blo, bhi = s > bhi ? s : bhi;
        }
        const double plus = ahi - blo, minus = bhi - alo;
        const double depth = plus <= minus ? plus : minus;
        if (depth < best->depth) {
            const double sign = plus <= minus ? 1.0 : -1.0;
            *best = (push){depth, sign * nx, sign * ny};
        }
    }
}

sat2d_mtv sat2d_exact_poly_poly_mtv(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    sat2d_mtv m;
    if (sat2d_poly_poly(a, b, &m)) return m;
    /* the reference rounded the pair apart: it touches within rounding, so push by ~0 */
    push best = {INFINITY, 1, 0};
    least_push(a, a, b, &best);
    least_push(b, a, b, &best);
    return (sat2d_mtv){best.depth > 0 ? (float)best.depth : 0.0f, (float)best.nx, (float)best.ny};
}

/* Sign of ((b - a) x (c - a))^2 - r^2 |b - a|^2, exactly; out of line (see exact_arith.h). */
static SAT2D_NOINLINE int cross2_r2len2_sign(double ax, double ay, double bx, double by, double cx,
                                             double cy, double r) {
    double u[2], v[2], w[2], z[2], cr[16], g[8], h[SAT2D_XP_MAX], d2[16], rl[64], r2[2];
    int un = sat2d_xp_diff(bx, ax, u), vn = sat2d_xp_diff(cy, ay, v);
    int wn = sat2d_xp_diff(by, ay, w), zn = sat2d_xp_diff(cx, ax, z);
    int cn = sat2d_xp_mul(u, un, v, vn, cr), gn = sat2d_xp_mul(w, wn, z, zn, g);
    cn = sat2d_xp_add(cr, cn, g, gn, -1.0);
    int hn = sat2d_xp_mul(cr, cn, cr, cn, h);
    int dn = sat2d_xp_dist2(ax, ay, bx, by, d2);
    int r2n = 0;
    if (r != 0) r2[r2n++] = r * r; /* exact: a 48-bit product */
    int rn = sat2d_xp_mul(d2, dn, r2, r2n, rl);
    hn = sat2d_xp_add(h, hn, rl, rn, -1.0);
    return sat2d_xp_sign(h, hn);
}

/* seg_dist2(a, b, c) <= r^2 exactly, as the oracle splits it: the nearest point of the segment
 * ab to c is a when (b - a).(c - a) <= 0, b when (b - a).(c - b) >= 0, else the foot of the
 * perpendicular, where dist^2 = cross^2 / |b - a|^2 (Lagrange's identity), compared as
 * cross^2 <= r^2 |b - a|^2 without a division. */
static int edge_within(double ax, double ay, double bx, double by, double cx, double cy, double r,
                       unsigned *fell) {
    if (sat2d_xf_dot(ax, ay, bx, by, ax, ay, cx, cy, fell) <= 0)
        return sat2d_xf_dist2_r2(ax, ay, cx, cy, r, fell) <= 0;
    if (sat2d_xf_dot(ax, ay, bx, by, bx, by, cx, cy, fell) >= 0)
        return sat2d_xf_dist2_r2(bx, by, cx, cy, r, fell) <= 0;
    /* cross C with its certified error eC (sat2d_xf_cross's bound); L = |b - a|^2 and
     * R = r^2 L are off by g4 and g5 relatively. C^2 <= (|C~| + eC)^2 and that square, computed
     * and scaled by (1 + 8u), stays above it; R~ (1 -+ 8u) stays below / above R. */
    const double ex = bx - ax, ey = by - ay, l = ex * (cy - ay), rr = ey * (cx - ax);
    const double c = fabs(l - rr), ec = SAT2D_XF_CROSS * (fabs(l) + fabs(rr));
    const double len2 = ex * ex + ey * ey, big = r * r * len2;
    const double hi = c + ec, lo = c - ec;
    if (hi * hi * (1 + 8 * SAT2D_XU) <= big * (1 - 8 * SAT2D_XU)) return 1;
    if (lo > 0 && lo * lo * (1 - 8 * SAT2D_XU) > big * (1 + 8 * SAT2D_XU)) return 0;
    *fell = 1;
    return cross2_r2len2_sign(ax, ay, bx, by, cx, cy, r) <= 0;
}

int sat2d_exact_circle_poly(sat2d_circle a, const sat2d_convex_poly *b, unsigned *fell) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const int n = b->count;
    const double cx = a.c.x, cy = a.c.y;
    int inside = 1;
    for (int i = 0; i < n && inside; i++) {
        const int k = i + 1 == n ? 0 : i + 1;
        inside = sat2d_xf_cross(x[i], y[i], x[k], y[k], x[i], y[i], cx, cy, fell) >= 0;
    }
    if (inside) return 1;
    for (int i = 0; i < n; i++) {
        const int k = i + 1 == n ? 0 : i + 1;
        if (edge_within(x[i], y[i], x[k], y[k], cx, cy, a.r, fell)) return 1;
    }
    return 0;
}

sat2d_mtv sat2d_exact_circle_poly_mtv(sat2d_circle a, const sat2d_convex_poly *b) {
    sat2d_mtv m;
    if (sat2d_circle_poly(a, b, &m)) return m;
    /* the reference rounded the pair apart, so the centre is outside and the disc touches the
     * boundary within rounding: push B away from the centre through its nearest point */
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    double best = INFINITY, qx = x[0], qy = y[0];
    for (int i = 0; i < b->count; i++) {
        const int k = i + 1 == b->count ? 0 : i + 1;
        double ex = (double)x[k] - x[i], ey = (double)y[k] - y[i];
        double fx = (double)a.c.x - x[i], fy = (double)a.c.y - y[i], l = ex * ex + ey * ey;
        double t = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
        double px = x[i] + t * ex, py = y[i] + t * ey;
        double d = hypot(px - a.c.x, py - a.c.y);
        if (d < best) best = d, qx = px, qy = py;
    }
    if (!(best > 0)) return (sat2d_mtv){a.r, 1, 0};
    const double depth = (double)a.r - best;
    return (sat2d_mtv){depth > 0 ? (float)depth : 0.0f, (float)((qx - a.c.x) / best),
                       (float)((qy - a.c.y) / best)};
}

/* The oracle's crossing parity: the orientation is needed only for an edge that straddles the
 * ray's line or whose box holds p; y comparisons of floats are exact as they stand. */
static int ring_contains(sat2d_vec2 p, const float *x, const float *y, int edges, unsigned *fell) {
    int inside = 0;
    for (int i = 0; i < edges; i++) {
        const sat2d_vec2 v0 = {x[i], y[i]}, v1 = {x[i + 1], y[i + 1]};
        const int straddle = (v0.y > p.y) != (v1.y > p.y), in_box = sat2d_in_box(v0, v1, p);
        if (!straddle && !in_box) continue;
        const int side = sat2d_xf_cross(v0.x, v0.y, v1.x, v1.y, v0.x, v0.y, p.x, p.y, fell);
        if (side == 0 && in_box) return 1;
        if (straddle && (v1.y > v0.y ? side > 0 : side < 0)) inside ^= 1;
    }
    return inside;
}

/* The same parity without a branch per edge: every orientation in double with its bound
 * (sat2d_xf_cross's), the parity from the rounded signs; 0 in *careful when every edge that
 * matters (straddling, or with p in its box) had a certified nonzero sign, so the rounded
 * parity is the exact one and no boundary test applies. Else ring_contains decides. */
static int ring_parity_filtered(sat2d_vec2 p, const float *x, const float *y, int edges,
                                int *careful) {
    const double px = p.x, py = p.y;
    int inside = 0, doubt = 0;
    for (int i = 0; i < edges; i++) {
        const double x0 = x[i], y0 = y[i], x1 = x[i + 1], y1 = y[i + 1];
        const double l = (x1 - x0) * (py - y0), r = (y1 - y0) * (px - x0);
        const double det = l - r, bound = SAT2D_XF_CROSS * (fabs(l) + fabs(r));
        /* min(x0, x1) <= px <= max(x0, x1) as bit operations: no branch to mispredict */
        const int straddle = (y0 > py) != (y1 > py);
        const int in_box = ((px >= x0) | (px >= x1)) & ((px <= x0) | (px <= x1)) &
                           ((py >= y0) | (py >= y1)) & ((py <= y0) | (py <= y1));
        doubt |= (fabs(det) <= bound) & (straddle | in_box);
        inside ^= straddle & (((y1 > y0) & (det > 0)) | ((y1 < y0) & (det < 0)));
    }
    *careful = doubt;
    return inside;
}

int sat2d_exact_point_polygon(sat2d_vec2 p, const sat2d_simple_polygon *g, unsigned *fell) {
    int careful;
    const float *x = sat2d_polygon_x(g), *y = sat2d_polygon_y(g);
    const int inside = ring_parity_filtered(p, x, y, g->count, &careful);
    return careful ? ring_contains(p, x, y, g->count, fell) : inside;
}

/* orient(a, b, c) = (b - a) x (c - a), exact sign. */
static int orient(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c, unsigned *fell) {
    return sat2d_xf_cross(a.x, a.y, b.x, b.y, a.x, a.y, c.x, c.y, fell);
}

/* The oracle's segments_meet: a proper crossing, or an endpoint exactly on the other segment
 * (collinear and inside its box), with exact orientation signs. */
static int segments_meet(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c, sat2d_vec2 d, unsigned *fell) {
    /* closed boxes apart: no point in common (float comparisons are exact); max(a, b) <
     * min(c, d) as four comparisons and bit operations, no libm call and no branch each */
    const int apart = ((a.x < c.x) & (a.x < d.x) & (b.x < c.x) & (b.x < d.x)) |
                      ((c.x < a.x) & (c.x < b.x) & (d.x < a.x) & (d.x < b.x)) |
                      ((a.y < c.y) & (a.y < d.y) & (b.y < c.y) & (b.y < d.y)) |
                      ((c.y < a.y) & (c.y < b.y) & (d.y < a.y) & (d.y < b.y));
    if (apart) return 0;
    const int o1 = orient(a, b, c, fell), o2 = orient(a, b, d, fell);
    const int o3 = orient(c, d, a, fell), o4 = orient(c, d, b, fell);
    if (o1 * o2 < 0 && o3 * o4 < 0) return 1;
    return (o1 == 0 && sat2d_in_box(a, b, c)) || (o2 == 0 && sat2d_in_box(a, b, d)) ||
           (o3 == 0 && sat2d_in_box(c, d, a)) || (o4 == 0 && sat2d_in_box(c, d, b));
}

/* A point of two segments the exact test says meet where the reference said apart: an
 * endpoint exactly on the other segment (the nearest to s.a, the reference's rule), else the
 * crossing of the two lines in double. */
static sat2d_vec2 meeting_point(sat2d_segment s, sat2d_segment t, unsigned *fell) {
    const sat2d_vec2 cand[4] = {s.a, t.a, t.b, s.b};
    const sat2d_segment other[4] = {t, s, s, t};
    int found = 0;
    sat2d_vec2 best = s.a;
    double best_d2 = INFINITY;
    for (int i = 0; i < 4; i++) {
        if (orient(other[i].a, other[i].b, cand[i], fell) != 0 ||
            !sat2d_in_box(other[i].a, other[i].b, cand[i]))
            continue;
        double dx = (double)cand[i].x - s.a.x, dy = (double)cand[i].y - s.a.y;
        if (!found || dx * dx + dy * dy < best_d2) best = cand[i], best_d2 = dx * dx + dy * dy;
        found = 1;
    }
    if (found) return best;
    const double rx = (double)s.b.x - s.a.x, ry = (double)s.b.y - s.a.y;
    const double qx = (double)t.b.x - t.a.x, qy = (double)t.b.y - t.a.y;
    const double den = rx * qy - ry * qx;
    double u = den != 0 ? (((double)t.a.x - s.a.x) * qy - ((double)t.a.y - s.a.y) * qx) / den : 0;
    u = fmax(0, fmin(1, u));
    return (sat2d_vec2){(float)(s.a.x + u * rx), (float)(s.a.y + u * ry)};
}

/* Rounded orientation with its certificate: *sure when |det| > bound (sat2d_xf_cross's). */
static double orient_rounded(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c, int *sure) {
    const double l = ((double)b.x - a.x) * ((double)c.y - a.y);
    const double r = ((double)b.y - a.y) * ((double)c.x - a.x);
    const double det = l - r;
    *sure &= fabs(det) > SAT2D_XF_CROSS * (fabs(l) + fabs(r));
    return det;
}

/* The four orientations rounded, without a branch; when all four are certified nonzero the
 * touching rules cannot apply and the crossing signs alone decide (*sure = 1). */
static int segments_cross_filtered(sat2d_segment s, sat2d_segment t, int *sure) {
    *sure = 1;
    const double o1 = orient_rounded(s.a, s.b, t.a, sure), o2 = orient_rounded(s.a, s.b, t.b, sure);
    const double o3 = orient_rounded(t.a, t.b, s.a, sure), o4 = orient_rounded(t.a, t.b, s.b, sure);
    return ((o1 > 0) != (o2 > 0)) & ((o3 > 0) != (o4 > 0));
}

int sat2d_exact_segment_segment(sat2d_segment s, sat2d_segment t, sat2d_vec2 *point,
                                unsigned *fell) {
    int sure;
    const int crossing = segments_cross_filtered(s, t, &sure);
    if (sure ? !crossing : !segments_meet(s.a, s.b, t.a, t.b, fell)) return 0;
    if (point && !sat2d_segment_segment(s, t, point)) {
        unsigned ignored = 0; /* the signs were counted already */
        *point = meeting_point(s, t, &ignored);
    }
    return 1;
}

int sat2d_exact_polygon_polygon(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b,
                                unsigned *fell) {
    /* boxes apart: no edges meet, and a corner outside the other's box has even crossing
     * parity against any closed ring, so the oracle answers 0 */
    if (b->min_x > a->max_x || a->min_x > b->max_x || b->min_y > a->max_y || a->min_y > b->max_y)
        return 0;
    const float *ax = sat2d_polygon_x(a), *ay = sat2d_polygon_y(a);
    const float *bx = sat2d_polygon_x(b), *by = sat2d_polygon_y(b);
    for (int i = 0; i < a->count; i++) {
        const sat2d_vec2 p = {ax[i], ay[i]}, q = {ax[i + 1], ay[i + 1]};
        for (int j = 0; j < b->count; j++) {
            const sat2d_vec2 r = {bx[j], by[j]}, s = {bx[j + 1], by[j + 1]};
            if (segments_meet(p, q, r, s, fell)) return 1;
        }
    }
    const sat2d_vec2 a0 = {ax[0], ay[0]}, b0 = {bx[0], by[0]};
    return ring_contains(a0, bx, by, b->count, fell) || ring_contains(b0, ax, ay, a->count, fell);
}
