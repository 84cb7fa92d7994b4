/* 16-lane (512-bit) twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes): the variant
 * avx512_axes, axes in lanes, poly_poly only.
 *
 * Lanes: when both polygons have at most 8 corners (the broad-phase common case) one register
 * holds every plane of the pair: lanes 0-7 A's planes (nx, ny, d) against B's corners, lanes
 * 8-15 B's planes against A's corners, so each multiply does both sides' work: a pair costs
 * 8 steps of (2 in-lane shuffles, 2 multiplies, add, min), 2 cross-lane shuffles and one mask
 * test (see apart_small for how the corners reach the lanes). At 8 corners or fewer the stride
 * is exactly 8, so the arrays sit at constant offsets from the block (no multiply by a stride
 * loaded from the header), and longer polygons go through an out-of-line call, so the batch
 * loop keeps its pointers in registers: the two together took a repeated 8-corner pair from 24
 * to 16 cycles on an AMD EPYC (Zen 5).
 * Longer polygons go in blocks of 16 planes against broadcast corners.
 * Padding: `stride` is a multiple of 8, not of 16, so a block's upper 8 floats may lie past an
 * array; they are then never read, and the block repeats its lower half instead (a repeated
 * plane repeats a separation already counted). Corners past `count` repeat corner 0 up to
 * `stride` (sat2d_poly's contract), so the corner loop runs in steps of 4 with no tail.
 * Arithmetic: nx*x + ny*y, min, then - d, in that order and without FMA (contraction is off),
 * so every separation is bit for bit that of `planes` and `avx_axes`, and so is the verdict.
 * The MTV needs every separation and is rare in a broad phase: it is the scalar `planes`
 * answer (the same separations, the same selection).
 * Compiled with -mavx512f on x86 and chosen at run time (SAT2D_ISA_AVX512). Elsewhere SIMDe
 * emulates the 512-bit registers with narrower ones: correct and tested in every build, but
 * slower than the 256-bit kernels, so never a default there. */
#include <math.h>
#include <simde/x86/avx512.h>

#include "compiler_hints.h"
#include "sat2d/registry.h"
#include "sat2d/tests.h"

#if defined(__AVX512F__) && !defined(SIMDE_NO_NATIVE)
#define AVX512_TABLE_ISA SAT2D_ISA_AVX512
#else
#define AVX512_TABLE_ISA SAT2D_ISA_NONE
#endif

typedef simde__m512 v16;

/* [lo | hi] from two 8-float halves. */
static inline v16 halves(simde__m256 lo, simde__m256 hi) {
    return simde_mm512_castpd_ps(simde_mm512_insertf64x4(
        simde_mm512_castpd256_pd512(simde_mm256_castps_pd(lo)), simde_mm256_castps_pd(hi), 1));
}

/* Floats k..k+15 of an array of `stride` floats; past the stride, k..k+7 twice. */
static inline v16 block16(const float *p, int k, int stride) {
    simde__m256 lo = simde_mm256_loadu_ps(p + k);
    return halves(lo, k + 16 <= stride ? simde_mm256_loadu_ps(p + k + 8) : lo);
}

/* Both polygons have at most 8 corners: 1 if some plane of either separates the other. */
static inline int apart_small(const sat2d_poly *a, const sat2d_poly *b) {
    /* planes: A's in lanes 0-7, B's in lanes 8-15; corners: B's under A's planes and back */
    const v16 NX = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_NX)),
                          simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_NX)));
    const v16 NY = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_NY)),
                          simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_NY)));
    const v16 D = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_D)),
                         simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_D)));
    /* 128-bit lanes of X: [bx0-3 | bx4-7 | ax0-3 | ax4-7]. An in-lane broadcast of element c
     * gives A's planes 0-3 corner c of B, planes 4-7 corner 4+c (and B's planes the same of A);
     * after four steps the halves of each 256-bit side swap (one cross-lane shuffle) and four
     * more steps reach the other four corners. In-lane broadcasts are single cheap shuffles,
     * where a cross-lane permute per corner measured slower than the 8-lane kernel. */
    v16 X = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_X)),
                   simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_X)));
    v16 Y = halves(simde_mm256_loadu_ps(sat2d_poly_small_array(b, SAT2D_POLY_Y)),
                   simde_mm256_loadu_ps(sat2d_poly_small_array(a, SAT2D_POLY_Y)));
/* s = nx*x_c + ny*y_c for the c selected by IMM in every 128-bit lane */
#define SAT2D_STEP(IMM)                                                                            \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, simde_mm512_shuffle_ps(X, X, IMM)),                  \
                       simde_mm512_mul_ps(NY, simde_mm512_shuffle_ps(Y, Y, IMM)))
    /* m = s < m ? s : m from +inf, the scalar select: a NaN projection (huge coordinates can
     * overflow) is skipped as `planes` skips it. Two chains, not four: the pairs of a batch
     * overlap in flight, so chain latency is hidden, and each chain costs a min against +inf
     * on the add/min pipes, the busiest here (8 adds and 9 mins against 16 multiplies). */
    const v16 inf = simde_mm512_set1_ps(INFINITY);
    v16 m0 = simde_mm512_min_ps(SAT2D_STEP(0x00), inf),
        m1 = simde_mm512_min_ps(SAT2D_STEP(0x55), inf);
    m0 = simde_mm512_min_ps(SAT2D_STEP(0xAA), m0); /* m = min(s, m) */
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
    v16 m = simde_mm512_min_ps(m0, m1);
    return simde_mm512_cmp_ps_mask(m, D, SIMDE_CMP_GT_OQ) != 0;
}

/* Any plane of `edges` separates `other`: blocks of 16 planes, leaving at the first block that
 * separates (measured: 13.1 M pairs/s at 32 corners against 11.8 with every block computed). */
static int planes_apart(const sat2d_poly *edges, const sat2d_poly *other) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    simde__mmask16 any = 0;
    for (int k = 0; k < edges->count; k += 16) {
        const v16 NX = block16(nx, k, edges->stride), NY = block16(ny, k, edges->stride);
/* s_j = nx*x_j + ny*y_j */
#define SAT2D_PROJ(j)                                                                              \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, simde_mm512_set1_ps(x[j])),                          \
                       simde_mm512_mul_ps(NY, simde_mm512_set1_ps(y[j])))
        /* m = s < m ? s : m from +inf, the scalar select (a NaN projection is skipped) */
        v16 m0 = simde_mm512_set1_ps(INFINITY), m1 = m0, m2 = m0, m3 = m0;
        for (int j = 0; j < other->count; j += 4) {
            m0 = simde_mm512_min_ps(SAT2D_PROJ(j), m0);
            m1 = simde_mm512_min_ps(SAT2D_PROJ(j + 1), m1);
            m2 = simde_mm512_min_ps(SAT2D_PROJ(j + 2), m2);
            m3 = simde_mm512_min_ps(SAT2D_PROJ(j + 3), m3);
        }
#undef SAT2D_PROJ
        /* any |= min_j s_j > d (sep > 0, as in apart_small) */
        v16 m = simde_mm512_min_ps(simde_mm512_min_ps(m0, m1), simde_mm512_min_ps(m2, m3));
        any |= simde_mm512_cmp_ps_mask(m, block16(d, k, edges->stride), SIMDE_CMP_GT_OQ);
        if (any) return 1;
    }
    return any != 0;
}

/* More than 8 corners: A's planes, then B's. Out of line so the batch loop's pointers stay in
 * registers around the small kernel (inlined, they were spilled to vector registers). */
static SAT2D_NOINLINE int apart_large(const sat2d_poly *a, const sat2d_poly *b) {
    return planes_apart(a, b) || planes_apart(b, a);
}

/* 1 if the pair is apart: the one-register kernel up to 8 corners, blocks beyond. */
static inline int apart_pair(const sat2d_poly *p, const sat2d_poly *q) {
    return p->count <= 8 && q->count <= 8 ? apart_small(p, q) : apart_large(p, q);
}

/* Batch slot: the verdict loop has no MTV test and no call on its small path, so the pair
 * pointers stay in registers; pairs ahead are prefetched (compiler_hints.h). MTVs are rare in a
 * broad phase and dominated by the scalar selection: that loop is left plain. */
static void avx512_axes_poly_poly(const sat2d_poly *const *a, const sat2d_poly *const *b, size_t n,
                                  uint8_t *hit, sat2d_mtv *mtv) {
    if (mtv) {
        for (size_t i = 0; i < n; i++)
            hit[i] = (uint8_t)sat2d_poly_poly_planes(a[i], b[i], &mtv[i]);
        return;
    }
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_pair_prefetch(a, b, i + SAT2D_PREFETCH_PAIRS);
        hit[i] = (uint8_t)!apart_pair(a[i], b[i]);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)!apart_pair(a[i], b[i]);
}

const sat2d_variant sat2d_variant_avx512_axes = {
    .name = "avx512_axes",
    .summary = "axes in 16 lanes: both polygons' planes in one register up to 8 corners, "
               "early exit per block beyond (AVX-512F, chosen at run time)",
    .kind = SAT2D_KIND_TRICK,
    .isa = AVX512_TABLE_ISA,
    .poly_poly = avx512_axes_poly_poly,
};
