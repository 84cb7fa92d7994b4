/* segment_segment (seed 001's edge intersection, closed and without its division-first
 * verdict): orientation signs decide, the point is computed afterwards. */
#include <math.h>

#include "orient.h"
#include "sat2d/tests.h"

static float dist2(sat2d_vec2 p, sat2d_vec2 q) {
    float dx = q.x - p.x, dy = q.y - p.y;
    return dx * dx + dy * dy;
}

/* Keeps the candidate nearest to `from` (the collinear-overlap rule of tests.h). */
static void consider(sat2d_vec2 from, sat2d_vec2 cand, int *found, sat2d_vec2 *best) {
    if (!*found || dist2(from, cand) < dist2(from, *best)) *best = cand;
    *found = 1;
}

int sat2d_segment_segment(sat2d_segment s, sat2d_segment t, sat2d_vec2 *point) {
    sat2d_vec2 a = s.a, b = s.b, c = t.a, d = t.b;
    float o1 = sat2d_orient(a, b, c), o2 = sat2d_orient(a, b, d);
    float o3 = sat2d_orient(c, d, a), o4 = sat2d_orient(c, d, b);
    if (sat2d_segments_cross(o1, o2, o3, o4, a, b, c, d)) {
        if (point) { /* proper crossing: a + u (b - a) with u = o3 / (o3 - o4) in (0, 1) */
            float u = o3 / (o3 - o4);
            point->x = a.x + u * (b.x - a.x);
            point->y = a.y + u * (b.y - a.y);
        }
        return 1;
    }
    /* A NaN orientation (a NaN coordinate, or infinities that cancel) decides nothing, and a
     * finite one beside it could still be 0 with its endpoint in the box: answer 0, as
     * tests.h promises for crossing tests. The SIMD twin sends such lanes here. */
    if (isnan(o1) || isnan(o2) || isnan(o3) || isnan(o4)) return 0;
    /* Touching or collinear: some endpoint lies on the other segment. */
    int found = 0;
    sat2d_vec2 best = a;
    if (o3 == 0 && sat2d_in_box(c, d, a)) consider(a, a, &found, &best);
    if (o1 == 0 && sat2d_in_box(a, b, c)) consider(a, c, &found, &best);
    if (o2 == 0 && sat2d_in_box(a, b, d)) consider(a, d, &found, &best);
    if (o4 == 0 && sat2d_in_box(c, d, b)) consider(a, b, &found, &best);
    if (found && point) *point = best;
    return found;
}
