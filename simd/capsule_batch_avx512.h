/* Private: the 16-lane capsule slots of avx512_batch (simd/capsule_batch_avx512.c,
 * simd/capsule_poly_batch_avx512.c), for its
 * table in simd/circle_poly_batch_avx512.c. */
#ifndef SAT2D_CAPSULE_BATCH_AVX512_H
#define SAT2D_CAPSULE_BATCH_AVX512_H

#include "sat2d/registry.h"

/* capsule_capsule, 16 pairs to a block (AVX-512F). */
void sat2d_avx512_capsule_capsule(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t n,
                                  uint8_t *hit, sat2d_mtv *mtv);

/* circle_capsule, 16 pairs to a block (AVX-512F). */
void sat2d_avx512_circle_capsule(sat2d_circles_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit,
                                 sat2d_mtv *mtv);

/* capsule_poly, 16 pairs to a block (AVX-512F). */
void sat2d_avx512_capsule_poly(sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t n,
                               uint8_t *hit, sat2d_mtv *mtv);

#endif
