/* Private: the 16-lane point_polygon kernel (point_polygon_avx512.c), a slot of avx512_axes. */
#ifndef SAT2D_POINT_POLYGON_AVX512_H
#define SAT2D_POINT_POLYGON_AVX512_H

#include "sat2d/registry.h"

/* hit[i] = point i of a in polygon b[i] or on its boundary: sat2d_point_polygon's verdicts. */
void sat2d_avx512_point_polygon(sat2d_points_soa a, const sat2d_simple_polygon *const *b, size_t n,
                                uint8_t *hit);

#endif
