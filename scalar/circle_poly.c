/* circle_poly (seed 002, second version): the circle (A) against the polygon's (B) edge
 * planes, plus the axis from the centre to the polygon's nearest corner, which the first
 * version misses (see sat2d_pitfall_circle_poly_edges_only).
 *
 * Numerics: an edge axis separates iff s = dot(n_i, c - b_i) > r |n_i|, decided as
 * s > 0 && s^2 > r^2 |n_i|^2 with the squares in double. s is a float dot of grid
 * differences (exact), and its square (< 2^53) is exact in double, so the verdict is exact
 * on the integer grid; the same holds for the corner axis a = v* - c with
 * m = min_j dot(b_j - c, a). */
#include <math.h>

#include "circle_poly_parts.h"

sat2d_mtv sat2d_circle_poly_mtv(sat2d_circle a, const sat2d_convex_poly *b, int best_edge,
                                float best_depth, int k, float m) {
    sat2d_mtv best = {best_depth, 1, 0};
    if (best_edge >= 0) { /* the polygon's outward normal faces the circle: A->B is - */
        const sat2d_vec2 u = sat2d_poly_unit_normal(b, best_edge);
        best.nx = -u.x, best.ny = -u.y;
    }
    float ax = sat2d_poly_x(b)[k] - a.c.x, ay = sat2d_poly_y(b)[k] - a.c.y;
    float alen = sqrtf(ax * ax + ay * ay);
    if (alen > 0) {
        float depth = sat2d_circle_poly_penetration(a.r, m, (double)ax * ax + (double)ay * ay);
        if (depth < best.depth) best = (sat2d_mtv){depth, ax / alen, ay / alen};
    }
    return best;
}

/* The verdict and the MTV from the projections: s[i] for every edge, the nearest corner k and
 * the least projection m on the corner axis. */
static int decide(sat2d_circle a, const sat2d_convex_poly *b, const float *s, int k, float m,
                  sat2d_mtv *mtv) {
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    float best_depth = INFINITY;
    int best_edge = -1; /* its unit normal is taken once, for the winner */
    for (int i = 0; i < b->count; i++) {
        if (sat2d_circle_poly_beyond(s[i], a.r, nx[i], ny[i])) return 0;
        if (!mtv) continue;
        float depth =
            sat2d_circle_poly_penetration(a.r, s[i], (double)nx[i] * nx[i] + (double)ny[i] * ny[i]);
        if (depth < best_depth) best_depth = depth, best_edge = i;
    }
    float ax = sat2d_poly_x(b)[k] - a.c.x, ay = sat2d_poly_y(b)[k] - a.c.y;
    if (sat2d_circle_poly_beyond(m, a.r, ax, ay)) return 0;
    if (mtv) *mtv = sat2d_circle_poly_mtv(a, b, best_edge, best_depth, k, m);
    return 1;
}

int sat2d_circle_poly(sat2d_circle a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    float s[SAT2D_MAX_CORNERS];
    int k = 0;
    float best_d2 = INFINITY;
    for (int i = 0; i < b->count; i++) {
        s[i] = nx[i] * (a.c.x - x[i]) + ny[i] * (a.c.y - y[i]);
        float dx = x[i] - a.c.x, dy = y[i] - a.c.y, d2 = dx * dx + dy * dy;
        if (d2 < best_d2) {
            best_d2 = d2;
            k = i;
        }
    }
    float ax = x[k] - a.c.x, ay = y[k] - a.c.y, m = INFINITY;
    for (int j = 0; j < b->count; j++) {
        float p = (x[j] - a.c.x) * ax + (y[j] - a.c.y) * ay;
        m = p < m ? p : m;
    }
    return decide(a, b, s, k, m, mtv);
}
