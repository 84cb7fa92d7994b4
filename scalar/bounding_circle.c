/* bounding_circle (seeds 001, 003): the polygons' stored enclosing discs overlap. */
#include "sat2d/tests.h"

int sat2d_bounding_circle(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    float dx = b->cx - a->cx, dy = b->cy - a->cy, rs = a->radius + b->radius;
    return !(dx * dx + dy * dy > rs * rs);
}
