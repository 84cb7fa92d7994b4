/* tests/segment_distance.h — the squared distance from a point to a segment in long double, for
 * the band tests that sweep capsules across a decision (the sweep's target, not a verdict: the
 * reference decides). */
#ifndef SAT2D_TESTS_SEGMENT_DISTANCE_H
#define SAT2D_TESTS_SEGMENT_DISTANCE_H

/* The squared distance from p to the segment [a, b] in long double. */
static inline long double seg_dist2(long double px, long double py, long double ax, long double ay,
                                    long double bx, long double by) {
    const long double ex = bx - ax, ey = by - ay, l = ex * ex + ey * ey;
    long double t = l > 0 ? ((px - ax) * ex + (py - ay) * ey) / l : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const long double dx = px - (ax + t * ex), dy = py - (ay + t * ey);
    return dx * dx + dy * dy;
}

#endif
