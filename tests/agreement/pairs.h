/* tests/agreement/pairs.h — the seeded pairs of the agreement test, in chunks (agree_rules.h)
 * whose arrays are allocated to exactly n elements, so that a kernel reading past pair n-1
 * touches memory it does not own (caught by the sanitizer build). */
#ifndef SAT2D_AGREEMENT_PAIRS_H
#define SAT2D_AGREEMENT_PAIRS_H

#include "agree_rules.h"
#include "gen.h"

/* calloc of n elements (at least one) of size bytes; exits with status 2 when out of memory. */
void *zalloc(size_t n, size_t size);

/* Room for n pairs, zeroed. */
chunk chunk_make(size_t n);

/* Frees a chunk's polygons and arrays. */
void chunk_free(chunk *c);

/* Draws pair i of test t into c from g (integer grid when g->grid): shapes near each other,
 * often exactly touching. small_polygons: convex polygons of at most 8 corners (a third exactly
 * 8, a third exactly 4), which the pairs-in-lanes kernels take in whole blocks. */
void generate_pair(gen *g, sat2d_test_id t, chunk *c, size_t i, int small_polygons);

/* The pairs of a chunk as the slots take them (sat2d_slot_call). */
sat2d_slot_in chunk_slot_in(const chunk *c);

/* Room for every answer of n pairs, zeroed. */
results results_make(size_t n);

/* Frees what results_make allocated. */
void results_free(results *r);

#endif
