/* proptest/hard_ray.h — the hard families of the ray casts: rays grazing a disc through a
 * Pythagorean tangent point, running along a side or an edge, passing exactly through a corner,
 * starting on the boundary or inside, ending exactly on the boundary, of zero length (tmax = 0),
 * and far from the origin or tiny (float frames). On the grid every contact is built from
 * integer vectors, so it is exact; the offsets and directions stay small (below 32 per
 * coordinate) wherever the shapes are, so the reference's products stay exact in float. */
#ifndef SAT2D_PROPTEST_HARD_RAY_H
#define SAT2D_PROPTEST_HARD_RAY_H

#include "case_file.h"
#include "gen.h"

/* Fills *c (a ray test t) from a hard family; returns its largest coordinate magnitude. The
 * case owns its polygon (sat2d_case_free). */
float hard_ray_case(gen *g, sat2d_test_id t, sat2d_case *c);

#endif
