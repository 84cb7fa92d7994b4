/* The SIMD twins' side of sat2d/twin_exact_paths.h: called on their exact paths only. */
#ifndef SAT2D_TWIN_EXACT_PATHS_INTERNAL_H
#define SAT2D_TWIN_EXACT_PATHS_INTERNAL_H

#include <stdatomic.h>

#include "sat2d/twin_exact_paths.h"

/* The count itself (twin_exact_paths.c). */
extern _Atomic unsigned long long sat2d_twin_exact_path_pairs;

/* Adds `pairs` pairs sent to an exact path: one locked add. Callers put it on the branch that
 * leads to the exact path, beside the call, not inside the exact function: an exact function
 * with that side effect changed how GCC compiled the fast lanes around the call, adding
 * instructions to every pair (docs/tricks.md, "Memory and code shape"). */
static inline void sat2d_twin_exact_paths_add(unsigned pairs) {
    atomic_fetch_add_explicit(&sat2d_twin_exact_path_pairs, pairs, memory_order_relaxed);
}

#endif
