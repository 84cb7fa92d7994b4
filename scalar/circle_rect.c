/* circle_rect (seed 004): clamp the centre into the rectangle, compare squared distances. */
#include "compiler_hints.h"
#include "sat2d/tests.h"

static float clamp(float v, float lo, float hi) {
    return v < lo ? lo : (v > hi ? hi : v);
}

SAT2D_ALIGN_HOT int sat2d_circle_rect(sat2d_circle c, sat2d_rect r) {
    /* Clamp in offsets from the min corner so the grid stays exact. */
    float ox = c.c.x - r.x, oy = c.c.y - r.y;
    float dx = ox - clamp(ox, 0, r.w), dy = oy - clamp(oy, 0, r.h);
    return !(dx * dx + dy * dy > c.r * c.r);
}
