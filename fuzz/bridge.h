/* fuzz/bridge.h — the agreement and oracle rules the fuzz targets hold every variant to, taken
 * from the code that already states them (harness/agree_rules.h for the agreement
 * test, oracle/case_oracle.h for the property runner) rather than written a second time,
 * and applied to one parsed case. */
#ifndef SAT2D_FUZZ_BRIDGE_H
#define SAT2D_FUZZ_BRIDGE_H

#include "case_file.h"

/* What one comparison decided. */
typedef enum fuzz_verdict {
    FUZZ_AGREE = 0,       /* same verdict, and the numbers within the rule's tolerance */
    FUZZ_IN_BAND = 1,     /* verdicts differ inside the documented ambiguity band */
    FUZZ_WRONG = 2,       /* verdicts differ outside the band */
    FUZZ_DETAIL_WRONG = 3 /* same verdict, a depth, time or point outside its tolerance */
} fuzz_verdict;

/* The agreement test's rule (tests/agreement, compare, called as check_mode calls it): the
 * variant's answer `got` against the reference's `want`. Twins of the reference's expressions
 * (every test but poly_poly) must give every number bit for bit; poly_poly verdicts may differ
 * while margin <= 2^-16 * mag, depths within 1e-5 * max(1, mag); `exact` is held to textbook
 * exactly on the grid and within the band (measured per test) on floats. Pass margin =
 * INFINITY to forbid any poly_poly verdict difference (the integer grid). Two NaNs in the same
 * place count as equal. */
fuzz_verdict fuzz_agreement_compare(const sat2d_case *c, const char *variant, int grid,
                                    double margin, float mag, const sat2d_answer *want,
                                    const sat2d_answer *got);

/* |SAT separation| of two convex polygons in double, as the agreement test measures it for
 * the band (tests/agreement, planes_sep). */
double fuzz_agreement_margin(const sat2d_convex_poly *a, const sat2d_convex_poly *b);

/* How far the case is from a change of its exact verdict, in double, as the agreement test
 * measures it for `exact` (tests/agreement, exact_margin): the distance of a point, a circle,
 * an edge or a segment from the contact, the SAT separation for poly_poly; INFINITY for the
 * tests it does not measure (point_point, the sweep, transform). */
double fuzz_agreement_distance(const sat2d_case *c);

/* Prepares the GMP oracle (once per process). */
void fuzz_oracle_init(void);

/* The exact verdict of a case (proptest's oracle_of; the sweep through oracle_sweep); -1 for a
 * case without one (transform). */
int fuzz_oracle_verdict(const sat2d_case *c);

/* The same verdict from the oracle in rationals alone, its floating-point filter off
 * (oracle/oracle_filter.h): the fuzz target holds the two to one answer. */
int fuzz_oracle_verdict_unfiltered(const sat2d_case *c);

/* 1 if a float case whose exact verdict is `truth` lies inside the ambiguity band at
 * coordinate magnitude `mag` (proptest's ambiguous: SAT separation for convex pairs, for the
 * sweep with the region B sweeps, distance to the contact for segments, point-in-polygon and
 * polygon pairs, moves of B in 16 directions for the rest). */
int fuzz_oracle_ambiguous(const sat2d_case *c, float mag, int truth);

/* Prints the case as a case-file line in hex floats (proptest's print_case). */
void fuzz_print_case(FILE *f, const sat2d_case *c);

#endif
