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

#include "sat2d/tests.h"

/* s > r |n| without a sqrt: s positive and s^2 > r^2 |n|^2 in double. */
static int beyond(float s, float r, float nx, float ny) {
    double len2 = (double)nx * nx + (double)ny * ny;
    return s > 0 && (double)s * s > (double)r * r * len2;
}

static int nearest_corner(const sat2d_poly *b, sat2d_vec2 c) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    int best = 0;
    float best_d2 = INFINITY;
    for (int j = 0; j < b->count; j++) {
        float dx = x[j] - c.x, dy = y[j] - c.y, d2 = dx * dx + dy * dy;
        if (d2 < best_d2) {
            best_d2 = d2;
            best = j;
        }
    }
    return best;
}

int sat2d_circle_poly(sat2d_circle a, const sat2d_poly *b, sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    sat2d_mtv best = {INFINITY, 1, 0};
    for (int i = 0; i < b->count; i++) {
        float s = nx[i] * (a.c.x - x[i]) + ny[i] * (a.c.y - y[i]);
        if (beyond(s, a.r, nx[i], ny[i])) return 0;
        float len = sqrtf(nx[i] * nx[i] + ny[i] * ny[i]);
        float depth = a.r - s / len;
        if (depth < best.depth) /* the polygon's outward normal faces the circle: A->B is - */
            best = (sat2d_mtv){depth, -sat2d_poly_ux(b)[i], -sat2d_poly_uy(b)[i]};
    }
    int k = nearest_corner(b, a.c);
    float ax = x[k] - a.c.x, ay = y[k] - a.c.y;
    float m = INFINITY;
    for (int j = 0; j < b->count; j++) {
        float s = (x[j] - a.c.x) * ax + (y[j] - a.c.y) * ay;
        m = s < m ? s : m;
    }
    if (beyond(m, a.r, ax, ay)) return 0;
    float alen = sqrtf(ax * ax + ay * ay);
    if (alen > 0) {
        float depth = a.r - m / alen;
        if (depth < best.depth) best = (sat2d_mtv){depth, ax / alen, ay / alen};
    }
    if (mtv) *mtv = best;
    return 1;
}
