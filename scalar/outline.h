/* Private helpers shared by the two polygon builders: cleaning caller outlines. */
#ifndef SAT2D_OUTLINE_H
#define SAT2D_OUTLINE_H

#include "sat2d/build.h"

/* Copies pts into out (room for SAT2D_MAX_CORNERS) without exact consecutive duplicates
 * (last == first included); checks finiteness and the corner count. *count gets the result. */
sat2d_status sat2d_outline_clean(const sat2d_vec2 *pts, int n, sat2d_vec2 *out, int *count);

/* 1 if every corner lies on one line (exact turns), the outline then has no area. Decided by
 * the exact turns, not by a double shoelace area: that rounds to 0, or to either sign, for
 * coordinates of very different magnitudes, depending on the corner it starts from. */
int sat2d_outline_on_one_line(const sat2d_vec2 *v, int n);

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
