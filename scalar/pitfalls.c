/* The seeds' documented mistakes, kept so the property runner can measure how often each is
 * wrong. None of them is a reference; see the comment on each in sat2d/tests.h. */
#include <math.h>

#include "orient.h"
#include "sat2d/tests.h"

/* Seed 002, first version: only the polygon's edge normals are tried. A disc that sits
 * diagonally off a corner overlaps the polygon's projection on both adjacent edge normals,
 * so no axis separates it although the disc and the polygon are apart. */
int sat2d_pitfall_circle_poly_edges_only(sat2d_circle a, const sat2d_convex_poly *b,
                                         sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    sat2d_mtv best = {INFINITY, 1, 0};
    for (int i = 0; i < b->count; i++) {
        const sat2d_vec2 u = sat2d_poly_unit_normal(b, i);
        float s = u.x * (a.c.x - x[i]) + u.y * (a.c.y - y[i]);
        if (s - a.r > 0) return 0;
        if (a.r - s < best.depth) best = (sat2d_mtv){a.r - s, -u.x, -u.y};
    }
    if (mtv) *mtv = best;
    return 1;
}

/* Seeds 001 and 003: "is any corner of one inside the other?" Two crossing bars (a plus
 * sign) overlap with every corner outside the other bar, so this answers 0. */
int sat2d_pitfall_polygon_polygon_corners_only(const sat2d_simple_polygon *a,
                                               const sat2d_simple_polygon *b) {
    for (int i = 0; i < a->count; i++) {
        sat2d_vec2 p = {sat2d_polygon_x(a)[i], sat2d_polygon_y(a)[i]};
        if (sat2d_point_polygon(p, b)) return 1;
    }
    for (int j = 0; j < b->count; j++) {
        sat2d_vec2 p = {sat2d_polygon_x(b)[j], sat2d_polygon_y(b)[j]};
        if (sat2d_point_polygon(p, a)) return 1;
    }
    return 0;
}

/* Seed 003: the crossing loop runs i from 0 to count-2, so the closing edge (last corner
 * back to corner 0) is never tested: points whose ray crosses it get the wrong parity, and
 * points on it are not seen as on the boundary. */
int sat2d_pitfall_point_polygon_open_ring(sat2d_vec2 p, const sat2d_simple_polygon *g) {
    return sat2d_ring_contains(p, sat2d_polygon_x(g), sat2d_polygon_y(g), g->count - 1);
}

/* Seed 003: rotated corners stored through int casts, so every world coordinate loses its
 * fraction (truncated toward zero; truncf keeps the seed's rounding without the undefined
 * behaviour of casting a huge float to int). */
void sat2d_pitfall_transform_truncated(sat2d_transform xf, const float *model_x,
                                       const float *model_y, size_t n, float *world_x,
                                       float *world_y) {
    for (size_t i = 0; i < n; i++) {
        float mx = model_x[i], my = model_y[i];
        world_x[i] = truncf((xf.c * mx - xf.s * my) + xf.px);
        world_y[i] = truncf((xf.s * mx + xf.c * my) + xf.py);
    }
}
