/* proptest/case_draw.h — the seeded random cases of a property run. Case i of test t under a
 * seed is drawn from its own generator, so it is the same on every platform and whether a run
 * checks every test or one (--test): one CTest test per test id checks exactly the cases of a
 * full run, and --write-cases writes them. */
#ifndef SAT2D_PROPTEST_CASE_DRAW_H
#define SAT2D_PROPTEST_CASE_DRAW_H

#include <stdint.h>

#include "case_file.h"
#include "gen.h"

/* The generator of case i of test t under seed: odd i on the integer grid, even i floats. */
gen case_gen(uint64_t seed, sat2d_test_id t, long i);

/* Case i of test t (not transform) from g = case_gen(seed, t, i): every third pair of cases
 * from the hard families of t (hard.h) where it has some, the others random shapes of its two
 * kinds near each other. The case owns its polygons (sat2d_case_free); returns its largest
 * coordinate magnitude. */
float case_draw(gen *g, sat2d_test_id t, long i, sat2d_case *c);

/* Two coordinates near (cx, cy) within +-spread, drawn in order. */
sat2d_vec2 case_draw_coord2(gen *g, float cx, float cy, float spread);

#endif
