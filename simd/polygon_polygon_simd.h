/* SIMD twin of scalar/polygon_polygon.c (sat2d_polygon_polygon). PLACEHOLDER: the lanes
 * kernel is being written; until then the slot loops over the scalar reference.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include "batch_loops.h"

SAT2D_LOOP_POLYGON_POLYGON(lanes_polygon_polygon, sat2d_polygon_polygon)
