/* point_polygon (seed 003's crossing number without its bugs): every edge of the closed ring,
 * with boundary points counted as inside. */
#include "orient.h"
#include "sat2d/tests.h"

int sat2d_point_polygon(sat2d_vec2 p, const sat2d_simple_polygon *g) {
    return sat2d_ring_contains(p, sat2d_polygon_x(g), sat2d_polygon_y(g), g->count);
}
