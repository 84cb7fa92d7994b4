/* Private helpers shared by the two polygon builders: cleaning caller outlines. */
#ifndef SAT2D_OUTLINE_H
#define SAT2D_OUTLINE_H

#include "sat2d/build.h"

/* Copies pts into out (room for SAT2D_MAX_CORNERS) without exact consecutive duplicates
 * (last == first included); checks finiteness and the corner count. *count gets the result. */
sat2d_status sat2d_outline_clean(const sat2d_vec2 *pts, int n, sat2d_vec2 *out, int *count);

/* Twice the signed area (positive for counter-clockwise), accumulated in double: each
 * product of two float differences is exact in double, so the sign is reliable for all but
 * outlines whose area is far below the rounding of their coordinates. */
double sat2d_outline_area2(const sat2d_vec2 *v, int n);

/* What a zero signed area means: SAT2D_ERR_ZERO_AREA when every corner lies on one line,
 * else `crossing` (the outline crosses itself so that its lobes' areas cancel, as a bow-tie
 * does): the caller names what is really wrong. */
sat2d_status sat2d_outline_zero_area_status(const sat2d_vec2 *v, int n, sat2d_status crossing);

/* The exact sign of the turn at b, (b - a) x (c - b): 1 left, -1 right, 0 straight (the
 * `exact` variant's adaptive predicate, so the builders' decisions hold for every finite
 * input, not only on the grid where double happens to be exact). */
int sat2d_outline_turn(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c);

/* The exact sign of (b - a) . (c - b): < 0 when the outline folds back at b. */
int sat2d_outline_onward(sat2d_vec2 a, sat2d_vec2 b, sat2d_vec2 c);

/* Reverses the order of n points in place. */
void sat2d_outline_reverse(sat2d_vec2 *v, int n);

/* Smallest multiple of SAT2D_LANES that is >= n. */
static inline int sat2d_round_up_lanes(int n) {
    return (n + SAT2D_LANES - 1) / SAT2D_LANES * SAT2D_LANES;
}

#endif
