/* Private: the per-width one-vs-many poly_poly kernels (simd/poly_poly_one_vs_many_sse.c and
 * _avx.c, both from poly_poly_one_vs_many_simd.h) and the table that says whether the 8-lane
 * one may run on this CPU. */
#ifndef SAT2D_ONE_VS_MANY_H
#define SAT2D_ONE_VS_MANY_H

#include "sat2d/batch.h"

/* 4 candidates per register; contract of sat2d_poly_poly_one_vs_many(). */
void sat2d_one_vs_many_w4(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b, size_t n,
                          uint8_t *hit, sat2d_mtv *mtv);

/* 8 candidates per register; needs the ISA of sat2d_one_vs_many_w8_isa. */
void sat2d_one_vs_many_w8(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b, size_t n,
                          uint8_t *hit, sat2d_mtv *mtv);

/* SAT2D_ISA_* bits the 8-lane kernel needs (AVX2 only where its file got -mavx2). */
extern const unsigned sat2d_one_vs_many_w8_isa;

#endif
