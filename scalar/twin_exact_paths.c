/* The count of sat2d/twin_exact_paths.h: one relaxed atomic, added to on the twins' exact
 * paths only (twin_exact_paths.h), so the lanes that decide pay nothing for it. */
#include "twin_exact_paths.h"

_Atomic unsigned long long sat2d_twin_exact_path_pairs;

unsigned long long sat2d_twin_exact_paths(void) {
    return atomic_load_explicit(&sat2d_twin_exact_path_pairs, memory_order_relaxed);
}

void sat2d_twin_exact_paths_reset(void) {
    atomic_store_explicit(&sat2d_twin_exact_path_pairs, 0, memory_order_relaxed);
}
