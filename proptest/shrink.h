/* proptest/shrink.h — a failing case reduced, on its text form, to fewer corners and rounder
 * coordinates while the variant still fails it, then printed: the result is what belongs in
 * data/regress/. */
#ifndef SAT2D_PROPTEST_SHRINK_H
#define SAT2D_PROPTEST_SHRINK_H

#include "case_file.h"

/* Shrinks c, which v fails, and prints the result as "  shrunk (grid|float, N tries): LINE".
 * claims 0: v's verdict disagrees with the oracle's (outside the ambiguity band unless grid);
 * else the NUM_* claims (claims.h) of a hit that still fail. Forgets the oracle's MTV axes. */
void shrink(const sat2d_variant *v, const sat2d_case *c, int grid, unsigned claims);

#endif
