/* simd/poly_filter16_avx512.h — the 16-lane form of circle_poly's float filter's integer steps
 * and the block kinds it decides, shared by the AVX-512 twins that use that filter
 * (circle_poly_batch_avx512.c, capsule_poly_batch_avx512.c). The filter's proof is in
 * docs/agreement.md. Included after poly_columns16_avx512.h, compiler_hints.h and
 * sat2d/shapes.h. */
#ifndef SAT2D_POLY_FILTER16_AVX512_H
#define SAT2D_POLY_FILTER16_AVX512_H

static inline v16 bits_as_float(simde__m512i v) {
    return simde_mm512_castsi512_ps(v);
}
static inline simde__m512i float_bits(v16 v) {
    return simde_mm512_castps_si512(v);
}

/* v moved 32 floats toward zero (circle_poly_nearer_zero of the 8-lane form). */
static inline v16 nearer_zero16(v16 v) {
    return bits_as_float(simde_mm512_sub_epi32(float_bits(v), simde_mm512_set1_epi32(32)));
}

/* The edge filter's excess bits(a) - bits(hp), as circle_poly_excess_max keeps it. */
static inline simde__m512i excess16(v16 a, v16 hp) {
    return simde_mm512_sub_epi32(float_bits(a), float_bits(hp));
}

/* 9 when every polygon of the block has exactly 8 corners, 8 when every one has at most 8,
 * each with its normals_in_range; else 0, and the 8-lane form decides the block
 * (circle_poly_block_kind_any there, without its 4-corner kinds). */
static SAT2D_NOINLINE int block_kind16_any(const sat2d_convex_poly *const *b) {
    int exact = 1;
    for (int l = 0; l < LANES16; l++) {
        if (b[l]->count > 8 || !b[l]->normals_in_range) return 0;
        exact &= b[l]->count == 8;
    }
    return exact ? 9 : 8;
}

/* block_kind16_any's answer, 8 corners in range everywhere first: one compare and one branch
 * a lane. */
static inline int block_kind16(const sat2d_convex_poly *const *b) {
    for (int l = 0; l < LANES16; l++)
        if (!sat2d_poly_has_count_in_range(b[l], 8)) return block_kind16_any(b);
    return 9;
}

#endif
