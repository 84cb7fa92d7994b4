/* The documented pitfalls as one registry entry, so the property runner and REPORT.md can
 * measure their error rates. Never a reference: the CLI and tests skip PITFALL variants when
 * they look for disagreements. */
#include "batch_loops.h"

static void transform_truncated(sat2d_transform xf, sat2d_points_soa model, size_t n,
                                float *world_x, float *world_y) {
    sat2d_pitfall_transform_truncated(xf, model.x, model.y, n, world_x, world_y);
}

SAT2D_LOOP_CIRCLE_POLY(circle_poly, sat2d_pitfall_circle_poly_edges_only)
SAT2D_LOOP_POINT_POLYGON(point_polygon, sat2d_pitfall_point_polygon_open_ring)
SAT2D_LOOP_POLYGON_POLYGON(polygon_polygon, sat2d_pitfall_polygon_polygon_corners_only)

const sat2d_variant sat2d_variant_pitfalls = {
    .name = "pitfalls",
    .summary = "the seeds' documented mistakes (edge-only circle test, corner-only containment, "
               "open crossing ring, truncated transform), measured, never used",
    .kind = SAT2D_KIND_PITFALL,
    .isa = SAT2D_ISA_NONE,
    .circle_poly = circle_poly,
    .point_polygon = point_polygon,
    .polygon_polygon = polygon_polygon,
    .transform = transform_truncated,
};
