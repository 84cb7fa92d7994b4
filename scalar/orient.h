/* Private: orientation and on-segment predicates shared by the segment and crossing tests.
 * Every input is a float difference of two coordinates, so for integer-grid inputs up to
 * 1024 in magnitude each product (<= 2048^2) and the difference of two (< 2^24) is exact. */
#ifndef SAT2D_ORIENT_H
#define SAT2D_ORIENT_H

#include "sat2d/shapes.h"

/* (b - a) x (c - a): > 0 when c is left of the line a -> b, 0 when collinear. */
static inline float sat2d_orient(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/* c lies in the closed bounding box of segment ab (enough once c is known collinear). */
static inline int sat2d_in_box(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c) {
    float lox = a.x < b.x ? a.x : b.x, hix = a.x < b.x ? b.x : a.x;
    float loy = a.y < b.y ? a.y : b.y, hiy = a.y < b.y ? b.y : a.y;
    return lox <= c.x && c.x <= hix && loy <= c.y && c.y <= hiy;
}

/* The closed segments ab and cd meet, given o1 = orient(a,b,c), o2 = orient(a,b,d),
 * o3 = orient(c,d,a), o4 = orient(c,d,b) (only their signs matter; a NaN decides nothing): a
 * proper crossing, or an endpoint collinear with the other segment and inside its box. The
 * one decision every segment test shares, so the builders (which feed it signs computed more
 * exactly) and the tests (float orientations) cannot drift apart. */
static inline int sat2d_segments_meet_orients(float o1, float o2, float o3, float o4, sat2d_vec2 a,
                                              sat2d_vec2 b, sat2d_vec2 c, sat2d_vec2 d) {
    if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)))
        return 1;
    return (o1 == 0 && sat2d_in_box(a, b, c)) || (o2 == 0 && sat2d_in_box(a, b, d)) ||
           (o3 == 0 && sat2d_in_box(c, d, a)) || (o4 == 0 && sat2d_in_box(c, d, b));
}

/* The closed segments ab and cd meet (proper crossing, touching or collinear overlap), with
 * float orientations. */
static inline int sat2d_segments_meet(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c, sat2d_vec2 d) {
    return sat2d_segments_meet_orients(sat2d_orient(a, b, c), sat2d_orient(a, b, d),
                                       sat2d_orient(c, d, a), sat2d_orient(c, d, b), a, b, c, d);
}

/* Crossing number of a horizontal ray to +x against the first `edges` edges of a closed ring
 * (edge i: corner i -> corner i+1); 1 if p is inside or on one of those edges. The
 * half-open rule (y0 > py) != (y1 > py) counts each vertex once. */
static inline int sat2d_ring_contains(sat2d_vec2 p, const float *x, const float *y, int edges) {
    int inside = 0;
    for (int i = 0; i < edges; i++) {
        sat2d_vec2 v0 = {x[i], y[i]}, v1 = {x[i + 1], y[i + 1]};
        float side = sat2d_orient(v0, v1, p);
        if (side == 0 && sat2d_in_box(v0, v1, p)) return 1;
        /* The crossing is right of p iff p is left of an upward edge or right of a
         * downward one: an exact sign, no division. */
        if ((v0.y > p.y) != (v1.y > p.y) && ((v1.y > v0.y) ? side > 0 : side < 0)) inside ^= 1;
    }
    return inside;
}

#endif
