/* polygon_polygon (seeds 001, 003, with the edge crossings they leave out): two simple
 * polygons overlap iff an edge of one meets an edge of the other, or, when no edges meet,
 * one contains the other (then it contains every corner of it; testing one suffices). */
#include "orient.h"
#include "sat2d/tests.h"

static int boxes_apart(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b) {
    return b->min_x - a->max_x > 0 || a->min_x - b->max_x > 0 || b->min_y - a->max_y > 0 ||
           a->min_y - b->max_y > 0;
}

static int edges_meet(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b) {
    const float *ax = sat2d_polygon_x(a), *ay = sat2d_polygon_y(a);
    const float *bx = sat2d_polygon_x(b), *by = sat2d_polygon_y(b);
    for (int i = 0; i < a->count; i++) {
        sat2d_vec2 p = {ax[i], ay[i]}, q = {ax[i + 1], ay[i + 1]};
        for (int j = 0; j < b->count; j++) {
            sat2d_vec2 r = {bx[j], by[j]}, s = {bx[j + 1], by[j + 1]};
            if (sat2d_segments_meet(p, q, r, s)) return 1;
        }
    }
    return 0;
}

int sat2d_polygon_polygon(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b) {
    if (boxes_apart(a, b)) return 0;
    if (edges_meet(a, b)) return 1;
    sat2d_vec2 a0 = {sat2d_polygon_x(a)[0], sat2d_polygon_y(a)[0]};
    sat2d_vec2 b0 = {sat2d_polygon_x(b)[0], sat2d_polygon_y(b)[0]};
    return sat2d_point_polygon(a0, b) || sat2d_point_polygon(b0, a);
}
