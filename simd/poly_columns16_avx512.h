/* simd/poly_columns16_avx512.h — 16 convex polygons of at most 8 corners in 16 lanes: one of
 * their arrays turned from rows into columns, for the 16-lane pairs-in-lanes kernels
 * (circle_poly_batch_avx512.c, ray_poly_batch_avx512.c). Included after <simde/x86/avx512.h>
 * and sat2d/shapes.h. */
#ifndef SAT2D_POLY_COLUMNS16_AVX512_H
#define SAT2D_POLY_COLUMNS16_AVX512_H

enum { LANES16 = 16 };

typedef simde__m512 v16;
typedef simde__mmask16 m16;

/* Corners (or edges) 0..7 of array k for the block's 16 polygons: col[c] lane l = entry c of
 * b[l]. Rows of polygons l and l + 8 share a register; after the unpacks and shuffles of an
 * 8x8 transpose in each half, u[c] (c < 4) holds entry c of polygons 0-3 in 128-bit lane 0 and
 * of 8-11 in lane 2, entry c + 4 of the same in lanes 1 and 3, and u[4 + c] the same of
 * polygons 4-7 and 12-15; one two-source permute per column puts polygons 0-15 in lanes 0-15. */
static inline void columns16(const sat2d_convex_poly *const *b, int k, v16 col[8]) {
    v16 r[8], t[8], u[8];
    for (int l = 0; l < 8; l++)
        r[l] = simde_mm512_castpd_ps(simde_mm512_insertf64x4(
            simde_mm512_castpd256_pd512(
                simde_mm256_castps_pd(simde_mm256_loadu_ps(sat2d_poly_small_array(b[l], k)))),
            simde_mm256_castps_pd(simde_mm256_loadu_ps(sat2d_poly_small_array(b[l + 8], k))), 1));
    for (int p = 0; p < 4; p++) {
        t[2 * p] = simde_mm512_unpacklo_ps(r[2 * p], r[2 * p + 1]);
        t[2 * p + 1] = simde_mm512_unpackhi_ps(r[2 * p], r[2 * p + 1]);
    }
    for (int g = 0; g < 2; g++) {
        const v16 *s = t + 4 * g;
        u[4 * g + 0] = simde_mm512_shuffle_ps(s[0], s[2], SIMDE_MM_SHUFFLE(1, 0, 1, 0));
        u[4 * g + 1] = simde_mm512_shuffle_ps(s[0], s[2], SIMDE_MM_SHUFFLE(3, 2, 3, 2));
        u[4 * g + 2] = simde_mm512_shuffle_ps(s[1], s[3], SIMDE_MM_SHUFFLE(1, 0, 1, 0));
        u[4 * g + 3] = simde_mm512_shuffle_ps(s[1], s[3], SIMDE_MM_SHUFFLE(3, 2, 3, 2));
    }
    /* lanes 0-3 polygons 0-3, 4-7 polygons 4-7 (second source), 8-11 polygons 8-11, 12-15
     * polygons 12-15: the low entries from 128-bit lanes 0 and 2, the high from 1 and 3 */
    static const int32_t low[16] = {0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27};
    static const int32_t high[16] = {4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31};
    const simde__m512i lo = simde_mm512_loadu_si512(low), hi = simde_mm512_loadu_si512(high);
    for (int c = 0; c < 4; c++) {
        col[c] = simde_mm512_permutex2var_ps(u[c], lo, u[4 + c]);
        col[c + 4] = simde_mm512_permutex2var_ps(u[c], hi, u[4 + c]);
    }
}

#endif
