/* Private: the small-polygon kernels of avx512_axes (poly_poly_planes_avx512.c), for pairs of
 * at most 8 corners, each answering 1 if some plane of either polygon separates the other.
 *
 * Two forms do the 5-to-8-corner pair; which is faster depends on the CPU family:
 * - the broadcast form (apart_small_broadcast) keeps each side in its own register, two lanes
 *   a plane, and reaches corners c and c + 1 by one 64-bit broadcast, which x86 does in the
 *   load unit: a side costs 3 permutes once a pair and 4 steps of (2 multiplies, add, min).
 *   Intel cores run 512-bit arithmetic and shuffles on the same two ports (0 and 5), so that
 *   count is what a pair costs there, and this form issues fewer of them;
 * - the shuffle form (apart_small_shuffle) holds both sides in one register, one lane a plane,
 *   and reaches the corners by 16 in-lane shuffles and 2 cross-lane ones: more operations, but
 *   half the multiplies, adds and mins, which is what AMD's Zen 4 and Zen 5 (separate shuffle
 *   pipes, 512-bit operations split or not) are bound by.
 * docs/tricks.md ("One kernel, two CPUs") compares them; avx512_axes serves the one that wins on
 * the CPU it runs on, avx512_axes_broadcast and avx512_axes_shuffle always one form.
 * Up to 4 corners both sides share one register in either case (apart_quad).
 * At 8 corners or fewer the stride is exactly 8, so the arrays sit at constant offsets from the
 * block. Corners past `count` repeat corner 0 (sat2d_convex_poly's contract), so every step is
 * full. Arithmetic: nx*x + ny*y, min, then the compare with d, in that order and without FMA
 * (contraction is off), so every separation and verdict is bit for bit that of `planes`. */
#ifndef SAT2D_POLY_POLY_SMALL_AVX512_H
#define SAT2D_POLY_POLY_SMALL_AVX512_H

#include <math.h>
#include <string.h>
#include <simde/x86/avx512.h>

#include "sat2d/shapes.h"

typedef simde__m512 v16;

/* [lo | hi] from two 8-float halves. */
static inline v16 halves(simde__m256 lo, simde__m256 hi) {
    return simde_mm512_castpd_ps(simde_mm512_insertf64x4(
        simde_mm512_castpd256_pd512(simde_mm256_castps_pd(lo)), simde_mm256_castps_pd(hi), 1));
}

/* Floats k..k+15 of an array of `stride` floats (a multiple of 8, not of 16); past the stride,
 * k..k+7 twice, so a block never reads past the array. */
static inline v16 block16(const float *p, int k, int stride) {
    simde__m256 lo = simde_mm256_loadu_ps(p + k);
    return halves(lo, k + 16 <= stride ? simde_mm256_loadu_ps(p + k + 8) : lo);
}

/* Two adjacent floats as the bits of one double, for a 64-bit broadcast: the first float lands
 * in the even lanes on every target this builds for (x86, aarch64, wasm32: little-endian). */
static inline double load_two(const float *p) {
    double v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* Entries 0..7 of p's array k, entry i in lanes 2i and 2i + 1: one cross-lane permute per
 * array and pair (`twice` holds 0, 0, 1, 1, ..., 7, 7), where the one-register kernel
 * shuffled at every corner. */
static inline v16 twice_each(const sat2d_convex_poly *p, int k, simde__m512i twice) {
    return simde_mm512_permutexvar_ps(
        twice, simde_mm512_castps256_ps512(simde_mm256_loadu_ps(sat2d_poly_small_array(p, k))));
}

/* One side of apart_small_broadcast below: m[2i + e] = min over corners c + e (c = 0, 2, 4, 6) of
 * plane i's projection s = nx_i*x_{c+e} + ny_i*y_{c+e}, for plane i of `edges` and the corners of
 * `other`; a bit per lane where m > d_i. */
static inline simde__mmask16 side_pairs_above(const sat2d_convex_poly *edges,
                                              const sat2d_convex_poly *other, simde__m512i twice) {
    const v16 NX = twice_each(edges, SAT2D_POLY_NX, twice);
    const v16 NY = twice_each(edges, SAT2D_POLY_NY, twice),
              D = twice_each(edges, SAT2D_POLY_D, twice);
    const float *x = sat2d_poly_small_array(other, SAT2D_POLY_X);
    const float *y = sat2d_poly_small_array(other, SAT2D_POLY_Y);
/* corners c and c + 1 in the even and odd lanes: one 64-bit broadcast, a load with no shuffle */
#define SAT2D_TWO(p, c) simde_mm512_castpd_ps(simde_mm512_set1_pd(load_two(p + c)))
#define SAT2D_STEP(c)                                                                              \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, SAT2D_TWO(x, c)),                                    \
                       simde_mm512_mul_ps(NY, SAT2D_TWO(y, c)))
    /* m = s < m ? s : m from +inf, the scalar select: a NaN projection is skipped */
    v16 m = simde_mm512_min_ps(SAT2D_STEP(0), simde_mm512_set1_ps(INFINITY));
    m = simde_mm512_min_ps(SAT2D_STEP(2), m);
    m = simde_mm512_min_ps(SAT2D_STEP(4), m);
    m = simde_mm512_min_ps(SAT2D_STEP(6), m);
#undef SAT2D_STEP
#undef SAT2D_TWO
    return simde_mm512_cmp_ps_mask(m, D, SIMDE_CMP_GT_OQ);
}

/* The broadcast form. Both polygons have at most 8 corners: 1 if some plane of either
 * separates the other. Plane i separates when both its lanes (even and odd corners) lie above
 * d_i. */
static inline int apart_small_broadcast(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    /* a table, not simde_mm512_set_epi32: gcc built that from 16 masked broadcasts per pair */
    static const int32_t lane_plane[16] = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7};
    const simde__m512i twice = simde_mm512_loadu_si512(lane_plane);
    const unsigned ka = side_pairs_above(a, b, twice), kb = side_pairs_above(b, a, twice);
    return (((ka & (ka >> 1)) | (kb & (kb >> 1))) & 0x5555u) != 0;
}

/* Both polygons have at most 4 corners (boxes, triangles): both sides share one register, A's
 * planes 0-3 in lanes 0-7 against B's corners and B's planes in lanes 8-15 against A's, each
 * plane in two lanes as in apart_small; two steps of corners (0, 1) and (2, 3). Planes and
 * corners past `count` repeat lane 0 as everywhere. 1 if some plane separates. */
static inline int apart_quad(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    /* lane -> plane: A's planes i (index i), B's planes i (index 16 + i of the second source) */
    static const int32_t lane_plane[16] = {0, 0, 1, 1, 2, 2, 3, 3, 16, 16, 17, 17, 18, 18, 19, 19};
    const simde__m512i pick = simde_mm512_loadu_si512(lane_plane);
/* A's array k in lanes 0-7, B's in lanes 8-15, two lanes a plane: one two-source permute */
#define SAT2D_PLANES(k)                                                                            \
    simde_mm512_permutex2var_ps(                                                                   \
        simde_mm512_castps256_ps512(simde_mm256_loadu_ps(sat2d_poly_small_array(a, k))), pick,     \
        simde_mm512_castps256_ps512(simde_mm256_loadu_ps(sat2d_poly_small_array(b, k))))
    const v16 NX = SAT2D_PLANES(SAT2D_POLY_NX), NY = SAT2D_PLANES(SAT2D_POLY_NY);
    const v16 D = SAT2D_PLANES(SAT2D_POLY_D);
#undef SAT2D_PLANES
/* corners c, c + 1 of B in the even and odd lanes of the lower half, of A in the upper half:
 * two 64-bit broadcasts (loads) and one insert */
#define SAT2D_TWO(k, c)                                                                            \
    simde_mm512_castpd_ps(simde_mm512_insertf64x4(                                                 \
        simde_mm512_castpd256_pd512(                                                               \
            simde_mm256_set1_pd(load_two(sat2d_poly_small_array(b, k) + c))),                      \
        simde_mm256_set1_pd(load_two(sat2d_poly_small_array(a, k) + c)), 1))
#define SAT2D_STEP(c)                                                                              \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, SAT2D_TWO(SAT2D_POLY_X, c)),                         \
                       simde_mm512_mul_ps(NY, SAT2D_TWO(SAT2D_POLY_Y, c)))
    /* m = s < m ? s : m from +inf, the scalar select: a NaN projection is skipped */
    v16 m = simde_mm512_min_ps(SAT2D_STEP(0), simde_mm512_set1_ps(INFINITY));
    m = simde_mm512_min_ps(SAT2D_STEP(2), m);
#undef SAT2D_STEP
#undef SAT2D_TWO
    const unsigned k = simde_mm512_cmp_ps_mask(m, D, SIMDE_CMP_GT_OQ);
    return (k & (k >> 1) & 0x5555u) != 0; /* both lanes of some plane above its d */
}

/* The shuffle form. Both polygons have at most 8 corners: 1 if some plane of either separates
 * the other. Planes: A's in lanes 0-7, B's in lanes 8-15, one plane a lane; corners: B's under
 * A's planes and A's under B's. */
static inline int apart_small_shuffle(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    const v16 NX = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_NX)),
                          simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_NX)));
    const v16 NY = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_NY)),
                          simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_NY)));
    const v16 D = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_D)),
                         simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_D)));
    /* 128-bit lanes of X: [bx0-3 | bx4-7 | ax0-3 | ax4-7]. An in-lane broadcast of element c
     * gives A's planes 0-3 corner c of B, planes 4-7 corner 4+c (and B's planes the same of A);
     * after four steps the halves of each 256-bit side swap (one cross-lane shuffle) and four
     * more steps reach the other four corners. In-lane broadcasts are single cheap shuffles
     * where a cross-lane permute per corner would cost more. */
    v16 X = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_X)),
                   simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_X)));
    v16 Y = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_Y)),
                   simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_Y)));
/* s = nx*x_c + ny*y_c for the c selected by IMM in every 128-bit lane */
#define SAT2D_STEP(IMM)                                                                            \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, simde_mm512_shuffle_ps(X, X, IMM)),                  \
                       simde_mm512_mul_ps(NY, simde_mm512_shuffle_ps(Y, Y, IMM)))
    /* m = s < m ? s : m from +inf, the scalar select: a NaN projection is skipped as `planes`
     * skips it. Two chains, not four: the pairs of a batch overlap in flight, so chain latency
     * is hidden, and each chain costs a min against +inf on the add/min pipes. */
    const v16 inf = simde_mm512_set1_ps(INFINITY);
    v16 m0 = simde_mm512_min_ps(SAT2D_STEP(0x00), inf),
        m1 = simde_mm512_min_ps(SAT2D_STEP(0x55), inf);
    m0 = simde_mm512_min_ps(SAT2D_STEP(0xAA), m0);
    m1 = simde_mm512_min_ps(SAT2D_STEP(0xFF), m1);
    X = simde_mm512_shuffle_f32x4(X, X, 0xB1); /* 128-bit lanes [1, 0, 3, 2] */
    Y = simde_mm512_shuffle_f32x4(Y, Y, 0xB1);
    m0 = simde_mm512_min_ps(SAT2D_STEP(0x00), m0);
    m1 = simde_mm512_min_ps(SAT2D_STEP(0x55), m1);
    m0 = simde_mm512_min_ps(SAT2D_STEP(0xAA), m0);
    m1 = simde_mm512_min_ps(SAT2D_STEP(0xFF), m1);
#undef SAT2D_STEP
    /* apart if any sep = min_j s_j - d > 0, tested as min_j s_j > d (the same for every pair
     * of floats: see planes_block_apart in poly_poly_planes_simd.h) */
    return simde_mm512_cmp_ps_mask(simde_mm512_min_ps(m0, m1), D, SIMDE_CMP_GT_OQ) != 0;
}

#endif
