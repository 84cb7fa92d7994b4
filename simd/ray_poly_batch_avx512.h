/* simd/ray_poly_batch_avx512.h — the 16-lane ray_poly slot of avx512_batch
 * (ray_poly_batch_avx512.c), for the table in circle_poly_batch_avx512.c. */
#ifndef SAT2D_RAY_POLY_BATCH_AVX512_H
#define SAT2D_RAY_POLY_BATCH_AVX512_H

#include "sat2d/registry.h"

/* ray_poly, 16 pairs in lanes: the reference's expressions bit for bit. */
void sat2d_avx512_batch_ray_poly(sat2d_rays_soa a, const sat2d_convex_poly *const *b, size_t n,
                                 uint8_t *hit, sat2d_ray_hit *ray);

#endif
