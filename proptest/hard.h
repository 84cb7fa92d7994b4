/* proptest/hard.h — generators for the hard cases of issue 4 that plain random shapes almost
 * never produce: regular polygons (up to 200 corners), slivers and near-degenerate triangles,
 * axis-aligned boxes, exact contact on the integer grid (edge on edge, corner on edge, corner
 * on corner, one inside the other, with +-1 nudges), near-parallel edges, coordinates far from
 * the origin and tiny shapes, pairs whose bounding boxes overlap (as a broad phase hands them
 * over) with a drawn hit label, circles touching through Pythagorean triples, parallel,
 * collinear-overlapping and zero-length segments, random simple (not star-shaped) polygons,
 * and sweeps that start touching, start overlapping, graze or miss. Seeded through gen.h's
 * splitmix64, so every platform draws the same cases. */
#ifndef SAT2D_PROPTEST_HARD_H
#define SAT2D_PROPTEST_HARD_H

#include "case_file.h"
#include "gen.h"

/* Fills *c (test t) from a hard family (g->grid picks exact integer families); returns the
 * largest coordinate magnitude. The case owns its polygons (sat2d_case_free). A test without
 * hard families gets -1 and an empty case (nothing to free). */
float hard_case(gen *g, sat2d_test_id t, sat2d_case *c);

#endif
