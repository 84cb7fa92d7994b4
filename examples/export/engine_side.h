/* The C++ side of the example engine, callable from C. */
#ifndef ENGINE_SIDE_H
#define ENGINE_SIDE_H

#include "sat2d_single.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How many of the n pairs (a[i], b[i]) collide, by the exported poly_poly. */
int engine_count_contacts(const sat2dx_convex_poly *const *a, const sat2dx_convex_poly *const *b,
                          size_t n);

#ifdef __cplusplus
}
#endif
#endif
