/* capsule_poly: a closed capsule (A) against a convex polygon (B), by the separating axes of
 * their Minkowski difference, the polygon swept by A's core and rounded by r: the polygon's
 * edge normals (A's ends against each plane), A's core normal (the polygon's extent against
 * the core's line), and the axis from A's end to the polygon's corner nearest to either end
 * (the rounded corners), as circle_poly does for a point.
 *
 * Numerics: the projections are float dots of differences of the inputs, exact on the integer
 * grid (below 2^24), and each axis test s > r |n| is decided as s > 0 && s^2 > r^2 |n|^2 in
 * double (circle_poly_parts.h), so the verdict is exact on the grid. The MTV is the axis of
 * least penetration: the edges first (the first on a tie), then the core normal, then the
 * corner axis, each only if strictly shallower. */
#include "capsule_parts.h"
#include "circle_poly_parts.h"

/* gap > r |w| without a sqrt, gap in double (capsule_poly's corner axis). */
static int beyond(double gap, double r, double wx, double wy) {
    return gap > 0 && gap * gap > (double)r * r * (wx * wx + wy * wy);
}

/* The corner axis of capsule_poly: the polygon's corner nearest to either end of A's core (the
 * first such pair, corners outer, ends inner, on a tie); w from that end to that corner, the
 * polygon's least projection m relative to that end, and A's largest, amax (>= 0). */
typedef struct corner_axis {
    float wx, wy;
    double gap; /* m - amax */
} corner_axis;

static corner_axis nearest_corner(sat2d_capsule a, const sat2d_convex_poly *b) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const sat2d_vec2 end[2] = {a.a, a.b};
    int j = 0, k = 0;
    float best = INFINITY;
    for (int i = 0; i < b->count; i++)
        for (int e = 0; e < 2; e++) {
            const float dx = x[i] - end[e].x, dy = y[i] - end[e].y, d2 = dx * dx + dy * dy;
            if (d2 < best) best = d2, j = i, k = e;
        }
    corner_axis c = {x[j] - end[k].x, y[j] - end[k].y, 0};
    float m = INFINITY;
    for (int i = 0; i < b->count; i++) {
        const float p = (x[i] - end[k].x) * c.wx + (y[i] - end[k].y) * c.wy;
        m = p < m ? p : m;
    }
    const float o = (end[1 - k].x - end[k].x) * c.wx + (end[1 - k].y - end[k].y) * c.wy;
    c.gap = (double)m - (double)(o > 0 ? o : 0);
    return c;
}

int sat2d_capsule_poly(sat2d_capsule a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    for (int i = 0; i < b->count; i++) { /* the polygon's edge planes against A's lower end */
        const float s0 = nx[i] * (a.a.x - x[i]) + ny[i] * (a.a.y - y[i]);
        const float s1 = nx[i] * (a.b.x - x[i]) + ny[i] * (a.b.y - y[i]);
        if (sat2d_circle_poly_beyond(s0 < s1 ? s0 : s1, a.r, nx[i], ny[i])) return 0;
    }
    const float ux = a.a.y - a.b.y, uy = a.b.x - a.a.x; /* A's core normal, (-ey, ex) */
    if (ux != 0 || uy != 0) {
        float lo = INFINITY, hi = -INFINITY;
        for (int i = 0; i < b->count; i++) {
            const float p = ux * (x[i] - a.a.x) + uy * (y[i] - a.a.y);
            lo = p < lo ? p : lo;
            hi = p > hi ? p : hi;
        }
        if (sat2d_circle_poly_beyond(lo, a.r, ux, uy) || sat2d_circle_poly_beyond(-hi, a.r, ux, uy))
            return 0;
    }
    const corner_axis c = nearest_corner(a, b);
    if (beyond(c.gap, a.r, c.wx, c.wy)) return 0;
    if (mtv) *mtv = sat2d_capsule_poly_mtv(a, b);
    return 1;
}

sat2d_mtv sat2d_capsule_poly_mtv(sat2d_capsule a, const sat2d_convex_poly *b) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    float best_depth = INFINITY;
    int best_edge = 0;
    for (int i = 0; i < b->count; i++) {
        const float s0 = nx[i] * (a.a.x - x[i]) + ny[i] * (a.a.y - y[i]);
        const float s1 = nx[i] * (a.b.x - x[i]) + ny[i] * (a.b.y - y[i]);
        const float depth = sat2d_circle_poly_penetration(
            a.r, s0 < s1 ? s0 : s1, (double)nx[i] * nx[i] + (double)ny[i] * ny[i]);
        if (depth < best_depth) best_depth = depth, best_edge = i;
    }
    const sat2d_vec2 u = sat2d_poly_unit_normal(b, best_edge); /* outward: faces A, so A->B is - */
    sat2d_mtv best = {best_depth, -u.x, -u.y};
    const float ux = a.a.y - a.b.y, uy = a.b.x - a.a.x;
    if (ux != 0 || uy != 0) {
        float lo = INFINITY, hi = -INFINITY;
        for (int i = 0; i < b->count; i++) {
            const float p = ux * (x[i] - a.a.x) + uy * (y[i] - a.a.y);
            lo = p < lo ? p : lo;
            hi = p > hi ? p : hi;
        }
        const double len = sqrt((double)ux * ux + (double)uy * uy);
        const double plus = -(double)lo / len + a.r, minus = (double)hi / len + a.r;
        const double s = plus <= minus ? 1 : -1, d = plus <= minus ? plus : minus;
        const float depth = d < 0 ? 0.0f : (float)d;
        if (depth < best.depth)
            best = (sat2d_mtv){depth, (float)(s * ux / len), (float)(s * uy / len)};
    }
    const corner_axis c = nearest_corner(a, b);
    const double wlen = sqrt((double)c.wx * c.wx + (double)c.wy * c.wy);
    if (wlen > 0) {
        const double d = (double)a.r - c.gap / wlen;
        const float depth = d < 0 ? 0.0f : (float)d;
        if (depth < best.depth)
            best = (sat2d_mtv){depth, (float)(c.wx / wlen), (float)(c.wy / wlen)};
    }
    return best;
}
