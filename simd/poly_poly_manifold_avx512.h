/* Private: the 16-lane poly_poly_manifold kernel (poly_poly_manifold_avx512.c), a slot of
 * avx512_axes. */
#ifndef SAT2D_POLY_POLY_MANIFOLD_AVX512_H
#define SAT2D_POLY_POLY_MANIFOLD_AVX512_H

#include "sat2d/registry.h"

/* hit[i] = A[i] and B[i] overlap, with their contact manifold in manifold[i] on a hit (when
 * manifold is not NULL): sat2d_poly_poly_manifold's answers byte for byte. */
void sat2d_avx512_poly_poly_manifold(const sat2d_convex_poly *const *a,
                                     const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                     sat2d_manifold *manifold);

#endif
