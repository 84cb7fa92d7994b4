/* 16-lane (512-bit) pairs-in-lanes twin of scalar/circle_poly.c and the table of the variant
 * avx512_batch (whose ray_poly slot is ray_poly_batch_avx512.c, its capsule slots
 * capsule_batch_avx512.c's). The 8-lane form
 * (circle_poly_batch_simd.h) states the numerics and proves the float filter; this file runs the
 * same float operations in the same order, 16 pairs to a register, so every lane's filter bits are
 * those of avx_batch and the verdicts the reference's.
 *
 * Why a 16-lane form: CPUs that run 512-bit multiplies, mins and compares on as many ports as
 * 256-bit ones (recent Intel cores) do twice the work per operation; where a 512-bit operation
 * takes two passes through 256-bit pipes (AMD Zen 4) it saves instructions only
 * (docs/tricks.md, "Wider lanes: 4, 8 and 16").
 *
 * Lanes: lane l holds pair i + l. The corners (and, for blocks that need them, the stored
 * normals) arrive as rows of 8 floats, polygon l in the low half of a register and polygon
 * l + 8 in the high half, and become columns by an 8x8 transpose in each half; a two-source
 * permute puts the columns in lane order. Compares give masks, not vectors. Padding: past a
 * polygon's count its arrays repeat index 0 (sat2d_convex_poly's contract), which changes no
 * verdict (see the 8-lane form).
 *
 * The blocks the filter cannot decide, blocks with a polygon past 8 corners, the last n % 16
 * pairs and every MTV go to the 8-lane twin's slot (avx_batch): its blocks of 8 with the same
 * filter and the band in double lanes, its corners-in-lanes kernels for large polygons, single
 * pairs and MTVs. Nothing is decided pair by pair in scalar code. Compiled with -mavx512f on x86
 * and chosen at run time; elsewhere SIMDe emulates the 512-bit registers (tested in every
 * configuration, never a default there). */
#include <math.h>
#include <simde/x86/avx512.h>

#include "capsule_batch_avx512.h"
#include "compiler_hints.h"
#include "sat2d/build.h"
#include "sat2d/registry.h"
#include "sat2d/tests.h"

#include "poly_columns16_avx512.h"
#include "poly_filter16_avx512.h"
#include "ray_poly_batch_avx512.h"

#if defined(__AVX512F__) && !defined(SIMDE_NO_NATIVE)
#define BATCH16_ISA SAT2D_ISA_AVX512
#else
#define BATCH16_ISA SAT2D_ISA_NONE
#endif

/* |v|: the sign bit cleared. */
static inline v16 abs16(v16 v) {
    return bits_as_float(simde_mm512_and_si512(float_bits(v), simde_mm512_set1_epi32(0x7FFFFFFF)));
}

/* a < b for floats >= +0 and not NaN, as integers (circle_poly_less_nonneg). */
static inline m16 less_nonneg16(v16 a, v16 b) {
    return simde_mm512_cmpgt_epi32_mask(float_bits(b), float_bits(a));
}

/* The 8-lane twins (kernels_avx.c) answer what this form leaves. avx_batch's slot: its float
 * filter in blocks of 8, the band in double lanes, polygons past 8 corners and single pairs by
 * its corners-in-lanes kernels. avx_axes' slot, given MTVs: circle_poly_lanes, verdict and MTV
 * in one pass. Every CPU with AVX-512F has AVX2. */
extern const sat2d_variant sat2d_variant_avx_batch, sat2d_variant_avx_axes;

/* The pairs [0, n) of a batch by the 8-lane twin, verdicts only. */
static void lanes8(const float *cx, const float *cy, const float *r,
                   const sat2d_convex_poly *const *b, size_t n, uint8_t *hit) {
    sat2d_variant_avx_batch.circle_poly((sat2d_circles_soa){cx, cy, r}, b, n, hit, NULL);
}

/* Apart bits of a block this form does not decide (a lane in the filter's band, or a polygon
 * past 8 corners), by the 8-lane twin. */
static SAT2D_NOINLINE unsigned block_lanes8(const float *cx, const float *cy, const float *r,
                                            const sat2d_convex_poly *const *b) {
    uint8_t hit[LANES16];
    lanes8(cx, cy, r, b, LANES16, hit);
    unsigned apart = 0;
    for (int l = 0; l < LANES16; l++)
        apart |= (unsigned)!hit[l] << l;
    return apart;
}

/* Apart bits of a block of 16 pairs whose polygons have at most 8 corners: circle_poly_block_apart
 * of the 8-lane form with n = 8, operation for operation. `derived` (a constant): every polygon
 * has exactly 8 corners, and the normals come from the corner columns. */
static SAT2D_ALWAYS_INLINE unsigned block_apart16(const float *cx, const float *cy, const float *r,
                                                  const sat2d_convex_poly *const *b,
                                                  const int derived) {
    const v16 CX = simde_mm512_loadu_ps(cx), CY = simde_mm512_loadu_ps(cy);
    const v16 R = simde_mm512_loadu_ps(r), R2F = simde_mm512_mul_ps(R, R);
    const v16 RHI = simde_mm512_mul_ps(R2F, simde_mm512_set1_ps(1.0f + 0x1p-20f));
    v16 X[8], Y[8], NX[8], NY[8], DX[8], DY[8];
    columns16(b, SAT2D_POLY_X, X), columns16(b, SAT2D_POLY_Y, Y);
    if (!derived) columns16(b, SAT2D_POLY_NX, NX), columns16(b, SAT2D_POLY_NY, NY);
    simde__m512i excess = simde_mm512_set1_epi32(INT32_MIN);
    for (int i = 0; i < 8; i++) { /* the edges: s > 0 && s^2 > r^2 |n|^2 by the filter */
        const int j = i + 1 < 8 ? i + 1 : 0;
        const v16 nx = derived ? simde_mm512_sub_ps(Y[j], Y[i]) : NX[i];
        const v16 ny = derived ? simde_mm512_sub_ps(X[i], X[j]) : NY[i];
        DX[i] = simde_mm512_sub_ps(X[i], CX), DY[i] = simde_mm512_sub_ps(Y[i], CY);
        const v16 E = simde_mm512_add_ps(simde_mm512_mul_ps(nx, DX[i]),
                                         simde_mm512_mul_ps(ny, DY[i])); /* -s */
        /* L in [2^-60, 2^60]: block_kind16 saw every polygon's normals_in_range */
        const v16 L = simde_mm512_add_ps(simde_mm512_mul_ps(nx, nx), simde_mm512_mul_ps(ny, ny));
        const v16 S = simde_mm512_min_ps(E, simde_mm512_set1_ps(-0.0f)); /* -0 unless s > 0 */
        const v16 A = simde_mm512_mul_ps(S, S), HP = simde_mm512_mul_ps(RHI, L);
        excess = simde_mm512_max_epi32(excess16(A, HP), excess);
    }
    /* The nearest corner by two chains (corners 0-3, 4-7), the second's winner taken only where
     * strictly nearer: the reference's first index on a tie. */
    v16 best[2], AX[2], AY[2];
    for (int c = 0; c < 2; c++) {
        const int i0 = 4 * c;
        AX[c] = DX[i0], AY[c] = DY[i0];
        best[c] = simde_mm512_add_ps(simde_mm512_mul_ps(DX[i0], DX[i0]),
                                     simde_mm512_mul_ps(DY[i0], DY[i0]));
    }
    for (int i = 1; i < 4; i++)
        for (int c = 0; c < 2; c++) {
            const int k = 4 * c + i;
            const v16 D2 = simde_mm512_add_ps(simde_mm512_mul_ps(DX[k], DX[k]),
                                              simde_mm512_mul_ps(DY[k], DY[k]));
            const m16 nearer = less_nonneg16(D2, best[c]); /* the reference's d2 < best */
            best[c] = simde_mm512_min_ps(D2, best[c]);
            AX[c] = simde_mm512_mask_blend_ps(nearer, AX[c], DX[k]);
            AY[c] = simde_mm512_mask_blend_ps(nearer, AY[c], DY[k]);
        }
    const m16 second = less_nonneg16(best[1], best[0]);
    const v16 ax = simde_mm512_mask_blend_ps(second, AX[0], AX[1]);
    const v16 ay = simde_mm512_mask_blend_ps(second, AY[0], AY[1]);
    /* m = min_j p_j from +inf in two chains, a NaN projection skipped (min keeps the chain) */
    v16 M2[2] = {simde_mm512_set1_ps(INFINITY), simde_mm512_set1_ps(INFINITY)};
    for (int i = 0; i < 8; i++)
        M2[i & 1] = simde_mm512_min_ps(
            simde_mm512_add_ps(simde_mm512_mul_ps(DX[i], ax), simde_mm512_mul_ps(DY[i], ay)),
            M2[i & 1]);
    const v16 M = simde_mm512_min_ps(M2[0], M2[1]);
    /* The corner axis: the same filter with m for s and a for n, the sign kept as m*|m|. */
    const v16 A2 = simde_mm512_add_ps(simde_mm512_mul_ps(ax, ax), simde_mm512_mul_ps(ay, ay));
    const v16 MQ = simde_mm512_mul_ps(M, abs16(M));
    const v16 corner_bound = simde_mm512_mul_ps(RHI, A2);
    const m16 corner_sure = simde_mm512_cmp_ps_mask(MQ, corner_bound, SIMDE_CMP_GT_OQ);
    const m16 corner_maybe =
        simde_mm512_cmp_ps_mask(MQ, nearer_zero16(corner_bound), SIMDE_CMP_GT_OQ);
    /* The rest of the proof's guard, NaN failing it: fl(r*r) in [2^-40, 2^40] and |a|^2 in
     * [2^-60, 2^60]. */
    const m16 fit = simde_mm512_cmp_ps_mask(simde_mm512_set1_ps(0x1p-40f), R2F, SIMDE_CMP_LE_OQ) &
                    simde_mm512_cmp_ps_mask(R2F, simde_mm512_set1_ps(0x1p40f), SIMDE_CMP_LE_OQ) &
                    simde_mm512_cmp_ps_mask(simde_mm512_set1_ps(0x1p-60f), A2, SIMDE_CMP_LE_OQ) &
                    simde_mm512_cmp_ps_mask(A2, simde_mm512_set1_ps(0x1p60f), SIMDE_CMP_LE_OQ);
    /* a lane is undecided if no edge is surely beyond while an edge or its corner may be */
    const m16 sure = simde_mm512_cmpgt_epi32_mask(excess, simde_mm512_setzero_si512());
    const m16 maybe = simde_mm512_cmpgt_epi32_mask(excess, simde_mm512_set1_epi32(-32));
    const unsigned all = sure | corner_sure;
    const unsigned unsure = ((~all & (maybe | corner_maybe)) | ~(unsigned)fit) & 0xFFFFu;
    if (unsure) return block_lanes8(cx, cy, r, b);
    return all;
}

/* Apart bits of a block whose polygons have at most 8 corners, some fewer: the stored normals.
 * Out of line, so that the hot loop holds one copy of block_apart16, the one for 8 corners
 * exactly: with both inlined the 8-corner blocks ran slower (docs/tricks.md, "Memory and code
 * shape"). */
static SAT2D_NOINLINE unsigned block_apart16_stored(const float *cx, const float *cy,
                                                    const float *r,
                                                    const sat2d_convex_poly *const *b) {
    return block_apart16(cx, cy, r, b, 0);
}

static void avx512_batch_circle_poly(sat2d_circles_soa a, const sat2d_convex_poly *const *b,
                                     size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    /* the blocks of n polygons of 8 corners, what the benchmark's batches read */
    const int prefetch = sat2d_batch_prefetches(n * sat2d_poly_bytes(8));
    size_t i = 0;
    for (; i + LANES16 <= n; i += LANES16) {
        if (prefetch && i + LANES16 + SAT2D_PREFETCH_PAIRS <= n)
            for (int l = 0; l < LANES16; l++)
                sat2d_poly_corners_prefetch(b[i + SAT2D_PREFETCH_PAIRS + (size_t)l]);
        const float *cx = a.x + i, *cy = a.y + i, *r = a.r + i;
        const sat2d_convex_poly *const *bi = b + i;
        const int kind = block_kind16(bi);
        const unsigned apart = kind == 9   ? block_apart16(cx, cy, r, bi, 1)
                               : kind == 8 ? block_apart16_stored(cx, cy, r, bi)
                                           : block_lanes8(cx, cy, r, bi);
        /* 16 verdict bytes from the mask: a 1 in each hit lane, narrowed to bytes (0 and 1
         * saturate to themselves) */
        simde_mm_storeu_si128(
            (simde__m128i *)(hit + i),
            simde_mm512_cvtsepi32_epi8(simde_mm512_maskz_set1_epi32((m16)~apart, 1)));
    }
    if (i < n) lanes8(a.x + i, a.y + i, a.r + i, b + i, n - i, hit + i);
    if (!mtv) return;
    /* The MTV of each colliding pair by circle_poly_lanes, one pair a call (the reference's
     * edge and corner, bit for bit); the verdicts stay the blocks' own, so a test that asks
     * for MTVs checks the blocks too. */
    for (i = 0; i < n; i++)
        if (hit[i]) {
            uint8_t one;
            sat2d_variant_avx_axes.circle_poly((sat2d_circles_soa){a.x + i, a.y + i, a.r + i},
                                               b + i, 1, &one, &mtv[i]);
        }
}

const sat2d_variant sat2d_variant_avx512_batch = {
    .name = "avx512_batch",
    .summary = "pairs in 16 lanes: circle_poly (the filter of avx_batch), ray_poly and the "
               "capsule tests (float filters), 16 pairs to a register (AVX-512F, chosen at run "
               "time)",
    .kind = SAT2D_KIND_TRICK,
    .isa = BATCH16_ISA,
    .circle_poly = avx512_batch_circle_poly,
    .ray_poly = sat2d_avx512_batch_ray_poly,
    .capsule_capsule = sat2d_avx512_capsule_capsule,
    .circle_capsule = sat2d_avx512_circle_capsule,
    .capsule_poly = sat2d_avx512_capsule_poly,
};
