/* Seeded generators for the agreement test (see gen.h). */
#include "gen.h"

#include <math.h>
#include <stdlib.h>

static const double two_pi = 6.283185307179586;

uint64_t gen_next(gen *g) {
    uint64_t z = (g->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double gen_uniform(gen *g, double lo, double hi) {
    return lo + (hi - lo) * (double)(gen_next(g) >> 11) * (1.0 / 9007199254740992.0);
}

int gen_int(gen *g, int lo, int hi) {
    return lo + (int)(gen_next(g) % (uint64_t)(hi - lo + 1));
}

float gen_coord(gen *g, float centre, float spread) {
    double v = centre + gen_uniform(g, -spread, spread);
    return g->grid ? (float)fmax(-1024, fmin(1024, round(v))) : (float)v;
}

static int64_t cross3(sat2d_vec2 o, sat2d_vec2 a, sat2d_vec2 b) {
    return ((int64_t)a.x - (int64_t)o.x) * ((int64_t)b.y - (int64_t)o.y) -
           ((int64_t)a.y - (int64_t)o.y) * ((int64_t)b.x - (int64_t)o.x);
}

static int by_xy(const void *p, const void *q) {
    const sat2d_vec2 *a = p, *b = q;
    return a->x != b->x ? (a->x < b->x ? -1 : 1) : (a->y < b->y ? -1 : (a->y > b->y));
}

/* Andrew's monotone chain on integer points, strictly convex (collinear points dropped). */
static int integer_hull(sat2d_vec2 *pts, int n, sat2d_vec2 *out) {
    qsort(pts, (size_t)n, sizeof *pts, by_xy);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross3(out[k - 2], out[k - 1], pts[i]) <= 0)
            k--;
        out[k++] = pts[i];
    }
    for (int i = n - 2, lower = k + 1; i >= 0; i--) {
        while (k >= lower && cross3(out[k - 2], out[k - 1], pts[i]) <= 0)
            k--;
        out[k++] = pts[i];
    }
    return k - 1;
}

sat2d_convex_poly *gen_convex(gen *g, float cx, float cy, float r, int corners) {
    /* Rounding (the grid, or floats far from the origin) can flatten a small outline; every
     * few refusals the radius doubles so generation always ends. */
    for (int tries = 1;; tries++) {
        if (tries % 8 == 0) r *= 2;
        sat2d_vec2 pts[2 * SAT2D_MAX_CORNERS + 2], hull[2 * SAT2D_MAX_CORNERS + 2];
        double phase = gen_uniform(g, 0, two_pi), squash = gen_uniform(g, 0.3, 1.0);
        for (int i = 0; i < corners; i++) {
            double t = phase + two_pi * (i + gen_uniform(g, 0, 0.8)) / corners;
            double x = r * cos(t), y = r * squash * sin(t);
            double c = cos(phase), s = sin(phase);
            pts[i] = (sat2d_vec2){(float)(cx + c * x - s * y), (float)(cy + s * x + c * y)};
            if (g->grid) pts[i] = (sat2d_vec2){roundf(pts[i].x), roundf(pts[i].y)};
        }
        int n = corners;
        if (g->grid) n = integer_hull(pts, corners, hull);
        sat2d_convex_poly *p = sat2d_poly_create(g->grid ? hull : pts, n, NULL);
        if (p) return p;
    }
}

sat2d_simple_polygon *gen_star(gen *g, float cx, float cy, float r, int corners) {
    for (int tries = 1;; tries++) {
        if (tries % 8 == 0) r *= 2;
        sat2d_vec2 pts[SAT2D_MAX_CORNERS];
        for (int i = 0; i < corners; i++) {
            double t = two_pi * (i + gen_uniform(g, 0, 0.7)) / corners;
            double rr = r * gen_uniform(g, 0.3, 1.0);
            pts[i] = (sat2d_vec2){(float)(cx + rr * cos(t)), (float)(cy + rr * sin(t))};
            if (g->grid) pts[i] = (sat2d_vec2){roundf(pts[i].x), roundf(pts[i].y)};
        }
        sat2d_simple_polygon *p = sat2d_polygon_create(pts, corners, NULL);
        if (p) return p;
    }
}

sat2d_convex_poly *gen_touching(gen *g, const sat2d_convex_poly *a, int corners, float dx) {
    float r = (a->max_x - a->min_x) * 0.5f + 2;
    sat2d_convex_poly *b = gen_convex(g, 0, 0, g->grid ? roundf(r) : r, corners);
    int ia = 0, ib = 0;
    for (int i = 1; i < a->count; i++)
        if (sat2d_poly_x(a)[i] > sat2d_poly_x(a)[ia]) ia = i;
    for (int j = 1; j < b->count; j++)
        if (sat2d_poly_x(b)[j] < sat2d_poly_x(b)[ib]) ib = j;
    float tx = sat2d_poly_x(a)[ia] - sat2d_poly_x(b)[ib] + dx;
    float ty = sat2d_poly_y(a)[ia] - sat2d_poly_y(b)[ib];
    sat2d_vec2 pts[SAT2D_MAX_CORNERS];
    int n = b->count;
    for (int j = 0; j < n; j++)
        pts[j] = (sat2d_vec2){sat2d_poly_x(b)[j] + tx, sat2d_poly_y(b)[j] + ty};
    sat2d_poly_free(b);
    sat2d_convex_poly *moved = sat2d_poly_create(pts, n, NULL);
    return moved ? moved : gen_touching(g, a, corners, dx);
}

sat2d_ray gen_ray(gen *g, float tx, float ty, float spread) {
    /* one draw per statement: the order of a seed's draws is the same on every platform */
    const float px = gen_coord(g, tx, 3 * spread);
    const float py = gen_coord(g, ty, 3 * spread);
    const float ax = gen_coord(g, tx, spread);
    const float ay = gen_coord(g, ty, spread);
    float dx = ax - px, dy = ay - py;
    const int k = gen_int(g, 0, 7);
    if (!g->grid && k >= 4) {
        const float m = (float)gen_uniform(g, 0.25, 4);
        dx *= m, dy *= m;
    }
    if (dx == 0 && dy == 0) dx = g->grid ? 1.0f : spread;
    float tmax = 1.0f;
    if (k >= 5) tmax = g->grid ? (float)gen_int(g, 0, 4) / 4 : (float)gen_uniform(g, 0, 1);
    return (sat2d_ray){{px, py}, {dx, dy}, tmax};
}
