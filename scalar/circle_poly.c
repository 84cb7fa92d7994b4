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

/* s > r |n| without a sqrt: s positive and s^2 > r^2 |n|^2 in double. */
static int beyond(float s, float r, float nx, float ny) {
    double len2 = (double)nx * nx + (double)ny * ny;
    return s > 0 && (double)s * s > (double)r * r * len2;
}

/* r - s / |n|: the penetration along an axis. In double because r and s / |n| are close when
 * the circle barely overlaps a large polygon (r ~ 1000, depth ~ 1): float would cancel away
 * all but a few bits of the depth; rounding once at the end keeps it within one float ulp.
 * The verdict already proved s <= r |n|, so a negative result is rounding of a touch: 0. */
static float penetration(float r, float s, double len2) {
    double depth = (double)r - (double)s / sqrt(len2);
    return depth < 0 ? 0.0f : (float)depth;
}

int sat2d_circle_poly_decide(sat2d_circle a, const sat2d_poly *b, sat2d_circle_poly_proj proj,
                             sat2d_mtv *mtv) {
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    sat2d_mtv best = {INFINITY, 1, 0};
    int best_edge = -1; /* its unit normal is taken once, for the winner */
    for (int i = 0; i < b->count; i++) {
        if (beyond(proj.s[i], a.r, nx[i], ny[i])) return 0;
        if (!mtv) continue;
        float depth = penetration(a.r, proj.s[i], (double)nx[i] * nx[i] + (double)ny[i] * ny[i]);
        if (depth < best.depth) best.depth = depth, best_edge = i;
    }
    if (best_edge >= 0) { /* the polygon's outward normal faces the circle: A->B is - */
        const sat2d_vec2 u = sat2d_poly_unit_normal(b, best_edge);
        best.nx = -u.x, best.ny = -u.y;
    }
    float ax = sat2d_poly_x(b)[proj.k] - a.c.x, ay = sat2d_poly_y(b)[proj.k] - a.c.y;
    if (beyond(proj.m, a.r, ax, ay)) return 0;
    if (!mtv) return 1;
    float alen = sqrtf(ax * ax + ay * ay);
    if (alen > 0) {
        float depth = penetration(a.r, proj.m, (double)ax * ax + (double)ay * ay);
        if (depth < best.depth) best = (sat2d_mtv){depth, ax / alen, ay / alen};
    }
    *mtv = best;
    return 1;
}

int sat2d_circle_poly(sat2d_circle a, const sat2d_poly *b, sat2d_mtv *mtv) {
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
    return sat2d_circle_poly_decide(a, b, (sat2d_circle_poly_proj){s, k, m}, mtv);
}
