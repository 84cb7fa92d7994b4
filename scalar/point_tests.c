/* point_point, point_circle, point_rect (seed 004). Gap-style predicates: a NaN gap never
 * proves separation. */
#include <math.h>

#include "sat2d/tests.h"

int sat2d_point_point(sat2d_vec2 a, sat2d_vec2 b) {
    /* Float subtraction is exact at zero (gradual underflow), so this is a == b. */
    float dx = b.x - a.x, dy = b.y - a.y;
    return !(fabsf(dx) > 0 || fabsf(dy) > 0);
}

int sat2d_point_circle(sat2d_vec2 p, sat2d_circle c) {
    float dx = p.x - c.c.x, dy = p.y - c.c.y;
    return !(dx * dx + dy * dy > c.r * c.r);
}

int sat2d_point_rect(sat2d_vec2 p, sat2d_rect r) {
    /* Offsets from the min corner, compared with the size: exact on the grid. */
    float ox = p.x - r.x, oy = p.y - r.y;
    return !(0 > ox || ox > r.w || 0 > oy || oy > r.h);
}
