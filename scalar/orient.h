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

/* The closed bounding boxes of segments ab and cd meet (no NaN coordinate). sat2d_in_box is
 * not written as this with d = c: the touching tests would then evaluate every compare, which
 * slowed textbook's and exact's segment_segment (docs/tricks.md, "Memory and code shape"). */
static inline int sat2d_boxes_meet(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c, sat2d_vec2 d) {
    float ab_lox = a.x < b.x ? a.x : b.x, ab_hix = a.x < b.x ? b.x : a.x;
    float ab_loy = a.y < b.y ? a.y : b.y, ab_hiy = a.y < b.y ? b.y : a.y;
    float cd_lox = c.x < d.x ? c.x : d.x, cd_hix = c.x < d.x ? d.x : c.x;
    float cd_loy = c.y < d.y ? c.y : d.y, cd_hiy = c.y < d.y ? d.y : c.y;
    return (ab_lox <= cd_hix) & (cd_lox <= ab_hix) & (ab_loy <= cd_hiy) & (cd_loy <= ab_hiy);
}

/* A proper crossing of ab and cd, given their orientations (as below): o1, o2 of opposite
 * signs, o3, o4 of opposite signs, and the boxes meeting, which rounding cannot fake. A float
 * orientation errs by at most about 4u |b - a| |c - a| (u = 2^-24), so its sign can be wrong
 * only where its endpoint lies within about 12u M (M the largest coordinate magnitude) of the
 * other segment's line. On two disjoint segments along almost one line all four signs can be
 * wrong at once (sat2d-proptest, seed 20261127: segments 6e-4 long and 4.2e-4 apart read as
 * crossing); such a pair is apart along the line, so its boxes are apart on the axis nearer the
 * line's direction. With the boxes, a wrong sign gives a wrong verdict only within the band of
 * contact, 2^-16 M (docs/agreement.md). An exact crossing always has meeting boxes, so exact
 * signs (the builders') decide as before. The boxes come last, after the signs have turned
 * most pairs away: checked first, they are a branch that mixed data cannot predict
 * (docs/tricks.md, "Memory and code shape"). */
static inline int sat2d_segments_cross(float o1, float o2, float o3, float o4, sat2d_vec2 a,
                                       sat2d_vec2 b, sat2d_vec2 c, sat2d_vec2 d) {
    return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) &&
           ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) && sat2d_boxes_meet(a, b, c, d);
}

/* The closed segments ab and cd meet, given o1 = orient(a,b,c), o2 = orient(a,b,d),
 * o3 = orient(c,d,a), o4 = orient(c,d,b) (only their signs matter; a NaN decides nothing): a
 * proper crossing, or an endpoint collinear with the other segment and inside its box. The
 * one decision every segment test shares, so the builders (which feed it signs computed more
 * exactly) and the tests (float orientations) cannot drift apart. */
static inline int sat2d_segments_meet_orients(float o1, float o2, float o3, float o4, sat2d_vec2 a,
                                              sat2d_vec2 b, sat2d_vec2 c, sat2d_vec2 d) {
    if (sat2d_segments_cross(o1, o2, o3, o4, a, b, c, d)) return 1;
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
