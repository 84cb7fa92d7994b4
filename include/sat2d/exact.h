/* sat2d/exact.h — the `exact` variant's account of its adaptive predicates.
 *
 * `exact` answers every boolean test whose verdict is the sign of polynomials in the inputs
 * exactly as the GMP oracle does, on every finite input: a double filter with a proven error
 * bound decides almost every pair, and exact expansion arithmetic decides the rest. These
 * counters say how many pairs needed the exact path, per test, since the last reset (summed
 * over threads with relaxed atomics, updated once per batch). */
#ifndef SAT2D_EXACT_H
#define SAT2D_EXACT_H

#include "sat2d/registry.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Pairs answered by the `exact` variant for one test, and how many of them fell to the exact
 * (expansion) path because the filter could not certify a sign. */
typedef struct sat2d_exact_count {
    unsigned long long pairs, exact_path;
} sat2d_exact_count;

/* The counts for test id since the last sat2d_exact_counts_reset (zeros for an unknown id). */
sat2d_exact_count sat2d_exact_counts(sat2d_test_id id);

/* Sets every count to zero. */
void sat2d_exact_counts_reset(void);

#ifdef __cplusplus
}
#endif
#endif
