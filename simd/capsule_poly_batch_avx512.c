/* 16-lane (512-bit) pairs-in-lanes twin of scalar/capsule_poly.c: the slot capsule_poly of
 * avx512_batch (simd/circle_poly_batch_avx512.c holds the table).
 *
 * Why: the reference's float projections and circle_poly's float filter on each axis test
 * (s > 0 && s^2 > r^2 |n|^2, double in the reference; circle_poly_block_apart in
 * circle_poly_batch_simd.h, docs/agreement.md "Capsule-polygon filter"), as the 8-lane form
 * capsule_poly_filter_bits (capsule_poly_simd.h) runs them, 16 pairs to a register: a lane is
 * decided in float only where the filter proves the double verdict, the others go to the
 * reference pair by pair.
 *
 * Lanes: lane l holds pair i + l; corner c of every lane's polygon is one register
 * (poly_columns16_avx512.h). Padding: past a polygon's count its arrays repeat index 0, which
 * changes no verdict (capsule_poly_simd.h). Blocks with a polygon past 8 corners or with
 * normals out of the filter's range, and the last n % 16 pairs, go to avx_batch's slot; every
 * MTV comes from the reference's function. Compiled with -mavx512f on x86 and chosen at run
 * time; elsewhere SIMDe emulates the 512-bit registers. */
#include <math.h>
#include <simde/x86/avx512.h>

#include "capsule_batch_avx512.h"
#include "capsule_parts.h"
#include "capsule_unsure.h"
#include "compiler_hints.h"
#include "sat2d/build.h"
#include "sat2d/tests.h"
#include "twin_exact_paths.h"

#include "poly_columns16_avx512.h"
#include "poly_filter16_avx512.h"

/* The lanes where lo <= v <= hi (a NaN is in no range). */
static inline m16 within16(v16 v, float lo, float hi) {
    return simde_mm512_cmp_ps_mask(simde_mm512_set1_ps(lo), v, SIMDE_CMP_LE_OQ) &
           simde_mm512_cmp_ps_mask(v, simde_mm512_set1_ps(hi), SIMDE_CMP_LE_OQ);
}

/* x^2 + y^2 in float, as the reference's float sums of squares. */
static inline v16 norm2_16(v16 x, v16 y) {
    return simde_mm512_add_ps(simde_mm512_mul_ps(x, x), simde_mm512_mul_ps(y, y));
}

/* The nearest corner so far: its squared distance, its corner (x, y), and which end. */
typedef struct nearest16 {
    v16 best, x, y;
    m16 second; /* the nearest end is A's second end */
} nearest16;

/* Corner (x, y) at squared distances d0, d1 from A's ends, as the reference's candidates
 * (corner outer, end inner): each taken where strictly below the best so far, the first on a
 * tie. Both candidates share the corner, so one select of x and y serves them. */
static inline void nearest_step16(nearest16 *n, v16 x, v16 y, v16 d0, v16 d1) {
    const m16 nearer0 = simde_mm512_cmp_ps_mask(d0, n->best, SIMDE_CMP_LT_OQ);
    n->best = simde_mm512_min_ps(d0, n->best); /* d0 < best ? d0 : best */
    const m16 nearer1 = simde_mm512_cmp_ps_mask(d1, n->best, SIMDE_CMP_LT_OQ);
    n->best = simde_mm512_min_ps(d1, n->best);
    const m16 taken = (m16)(nearer0 | nearer1);
    n->x = simde_mm512_mask_blend_ps(taken, n->x, x);
    n->y = simde_mm512_mask_blend_ps(taken, n->y, y);
    n->second = (m16)(nearer1 | (n->second & ~nearer0));
}

/* Hit bits of pairs k..k+15 (every polygon of at most 8 corners with its normals_in_range), the
 * lanes the filter leaves undecided answered by the reference. `derived` (a constant): every
 * polygon has exactly 8 corners, and the normals come from the corner columns as the builder
 * computes them (circle_poly_block_apart's reading). */
static SAT2D_ALWAYS_INLINE unsigned
block_hits16(sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t k, const int derived) {
    const v16 A0X = simde_mm512_loadu_ps(a.ax + k), A0Y = simde_mm512_loadu_ps(a.ay + k);
    const v16 A1X = simde_mm512_loadu_ps(a.bx + k), A1Y = simde_mm512_loadu_ps(a.by + k);
    const v16 R = simde_mm512_loadu_ps(a.r + k), R2F = simde_mm512_mul_ps(R, R);
    const v16 RHI = simde_mm512_mul_ps(R2F, simde_mm512_set1_ps(1.0f + 0x1p-20f));
    const v16 UX = simde_mm512_sub_ps(A0Y, A1Y), UY = simde_mm512_sub_ps(A1X, A0X); /* (-ey, ex) */
    const v16 NEG0 = simde_mm512_set1_ps(-0.0f);
    const simde__m512i SIGN = simde_mm512_set1_epi32(INT32_MIN);
    v16 X[8], Y[8], NX[8], NY[8];
    columns16(b + k, SAT2D_POLY_X, X), columns16(b + k, SAT2D_POLY_Y, Y);
    if (!derived) columns16(b + k, SAT2D_POLY_NX, NX), columns16(b + k, SAT2D_POLY_NY, NY);
    simde__m512i excess = simde_mm512_set1_epi32(INT32_MIN);
    v16 lo = simde_mm512_set1_ps(INFINITY), hi = simde_mm512_set1_ps(-INFINITY);
    /* the nearest corner by two chains (corners 0-3, 4-7), the second's winner taken only where
     * strictly nearer: the reference's first pair on a tie at half the dependent steps */
    /* (from +inf, corner 0 from end 0 where no d2 is below it, as in the reference) */
    nearest16 near[2];
    for (int c = 0; c < 2; c++)
        near[c] = (nearest16){simde_mm512_set1_ps(INFINITY), X[0], Y[0], 0};
    for (int i = 0; i < 8; i++) {
        const int j = i + 1 < 8 ? i + 1 : 0;
        const v16 nx = derived ? simde_mm512_sub_ps(Y[j], Y[i]) : NX[i];
        const v16 ny = derived ? simde_mm512_sub_ps(X[i], X[j]) : NY[i];
        const v16 dx0 = simde_mm512_sub_ps(X[i], A0X), dy0 = simde_mm512_sub_ps(Y[i], A0Y);
        const v16 dx1 = simde_mm512_sub_ps(X[i], A1X), dy1 = simde_mm512_sub_ps(Y[i], A1Y);
        /* e0 = -s0, e1 = -s1 exactly (rounding to nearest is symmetric), so max(e0, e1), as
         * maxps selects it (e0 > e1 ? e0 : e1), is -(s0 < s1 ? s0 : s1): -s of the reference */
        const v16 e0 = simde_mm512_add_ps(simde_mm512_mul_ps(nx, dx0), simde_mm512_mul_ps(ny, dy0));
        const v16 e1 = simde_mm512_add_ps(simde_mm512_mul_ps(nx, dx1), simde_mm512_mul_ps(ny, dy1));
        const v16 S = simde_mm512_min_ps(simde_mm512_max_ps(e0, e1), NEG0); /* -0 unless s > 0 */
        /* L in [2^-60, 2^60]: the caller saw every polygon's normals_in_range */
        const v16 HP = simde_mm512_mul_ps(RHI, norm2_16(nx, ny));
        excess = simde_mm512_max_epi32(excess16(simde_mm512_mul_ps(S, S), HP), excess);
        /* the core's normal: lo = p < lo ? p : lo, hi = p > hi ? p : hi, as minps and maxps */
        const v16 p = simde_mm512_add_ps(simde_mm512_mul_ps(UX, dx0), simde_mm512_mul_ps(UY, dy0));
        lo = simde_mm512_min_ps(p, lo), hi = simde_mm512_max_ps(p, hi);
        nearest_step16(&near[i >> 2], X[i], Y[i], norm2_16(dx0, dy0), norm2_16(dx1, dy1));
    }
    /* The core's axis, unless the core has zero length (a NaN counts as nonzero there too):
     * beyond(lo) || beyond(-hi) is beyond(max(lo, -hi)), beyond being increasing in s, and
     * lo, hi are never NaN (NaN projections are skipped), so its -s is min(-lo, hi). */
    const m16 core = simde_mm512_cmp_ps_mask(UX, simde_mm512_setzero_ps(), SIMDE_CMP_NEQ_UQ) |
                     simde_mm512_cmp_ps_mask(UY, simde_mm512_setzero_ps(), SIMDE_CMP_NEQ_UQ);
    const v16 LU = norm2_16(UX, UY);
    const v16 SC = simde_mm512_min_ps(
        simde_mm512_min_ps(simde_mm512_castsi512_ps(simde_mm512_xor_si512(float_bits(lo), SIGN)),
                           hi),
        NEG0);
    excess = simde_mm512_mask_max_epi32(
        excess, core, excess16(simde_mm512_mul_ps(SC, SC), simde_mm512_mul_ps(RHI, LU)), excess);
    /* The corner axis w from the nearest end k to the nearest corner: x[j] - end[k].x, the
     * reference's float difference. */
    const m16 later = simde_mm512_cmp_ps_mask(near[1].best, near[0].best, SIMDE_CMP_LT_OQ);
    const v16 cx = simde_mm512_mask_blend_ps(later, near[0].x, near[1].x);
    const v16 cy = simde_mm512_mask_blend_ps(later, near[0].y, near[1].y);
    const m16 at1 = (m16)((near[0].second & ~later) | (near[1].second & later));
    const v16 kx = simde_mm512_mask_blend_ps(at1, A0X, A1X),
              ky = simde_mm512_mask_blend_ps(at1, A0Y, A1Y);
    const v16 ox = simde_mm512_mask_blend_ps(at1, A1X, A0X),
              oy = simde_mm512_mask_blend_ps(at1, A1Y, A0Y);
    const v16 wx = simde_mm512_sub_ps(cx, kx), wy = simde_mm512_sub_ps(cy, ky);
    v16 m2[2] = {simde_mm512_set1_ps(INFINITY), simde_mm512_set1_ps(INFINITY)};
    for (int i = 0; i < 8; i++) /* m = p < m ? p : m from +inf, in two chains */
        m2[i & 1] = simde_mm512_min_ps(
            simde_mm512_add_ps(simde_mm512_mul_ps(simde_mm512_sub_ps(X[i], kx), wx),
                               simde_mm512_mul_ps(simde_mm512_sub_ps(Y[i], ky), wy)),
            m2[i & 1]);
    const v16 m = simde_mm512_min_ps(m2[0], m2[1]);
    const v16 o =
        simde_mm512_max_ps(simde_mm512_add_ps(simde_mm512_mul_ps(simde_mm512_sub_ps(ox, kx), wx),
                                              simde_mm512_mul_ps(simde_mm512_sub_ps(oy, ky), wy)),
                           simde_mm512_setzero_ps()); /* o > 0 ? o : 0 */
    /* gap = m - o, rounded once in float where the reference rounds it once in double; its
     * square with the sign kept, g |g|, against HP and HP' as floats */
    const v16 gap = simde_mm512_sub_ps(m, o);
    const v16 GQ = simde_mm512_mul_ps(gap, simde_mm512_abs_ps(gap));
    const v16 LW = norm2_16(wx, wy), corner_bound = simde_mm512_mul_ps(RHI, LW);
    const m16 corner_sure = simde_mm512_cmp_ps_mask(GQ, corner_bound, SIMDE_CMP_GT_OQ);
    const m16 corner_maybe =
        simde_mm512_cmp_ps_mask(GQ, nearer_zero16(corner_bound), SIMDE_CMP_GT_OQ);
    /* the guard of the proof: fl(r*r) in [2^-40, 2^40], |w|^2 and (on a core of nonzero length)
     * |u|^2 in [2^-60, 2^60] */
    const m16 fit = within16(R2F, 0x1p-40f, 0x1p40f) & within16(LW, 0x1p-60f, 0x1p60f) &
                    (m16)(~core | within16(LU, 0x1p-60f, 0x1p60f));
    const unsigned sure =
        simde_mm512_cmpgt_epi32_mask(excess, simde_mm512_setzero_si512()) | corner_sure;
    const unsigned maybe =
        simde_mm512_cmpgt_epi32_mask(excess, simde_mm512_set1_epi32(-32)) | corner_maybe;
    /* a lane is undecided where no test is surely beyond while one may be, or off the guard */
    const unsigned unsure = ((~sure & maybe) | ~(unsigned)fit) & 0xFFFFu;
    const unsigned hits = ~sure & 0xFFFFu;
    return unsure ? capsule_poly_unsure(a, b, k, hits, unsure, LANES16) : hits;
}

/* Hit bits of a block whose polygons have at most 8 corners, some fewer: the stored normals.
 * Out of line, so that the hot loop holds one copy of block_hits16, the one for 8 corners. */
static SAT2D_NOINLINE unsigned block_hits16_stored(sat2d_capsules_soa a,
                                                   const sat2d_convex_poly *const *b, size_t k) {
    return block_hits16(a, b, k, 0);
}

/* 16 verdict bytes from the bits: a 1 in each hit lane, narrowed to bytes. */
static inline void store16(uint8_t *out, unsigned bits) {
    simde_mm_storeu_si128(
        (simde__m128i *)out,
        simde_mm512_cvtsepi32_epi8(simde_mm512_maskz_set1_epi32((simde__mmask16)bits, 1)));
}

/* avx_batch's slot (kernels_avx.c): blocks of 8, the tests in double lanes where a polygon's
 * normals leave the filter's range, polygons past 8 corners by the reference. Every CPU with
 * AVX-512F has AVX2. */
extern const sat2d_variant sat2d_variant_avx_batch;

/* Pairs k..k+n-1 by avx_batch's slot, verdicts only. */
static void lanes8(sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t k, size_t n,
                   uint8_t *hit) {
    const sat2d_capsules_soa ak = {a.ax + k, a.ay + k, a.bx + k, a.by + k, a.r + k};
    sat2d_variant_avx_batch.capsule_poly(ak, b + k, n, hit + k, NULL);
}

void sat2d_avx512_capsule_poly(sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t n,
                               uint8_t *hit, sat2d_mtv *mtv) {
    /* the blocks of n polygons of 8 corners, what the benchmark's batches read */
    const int prefetch = sat2d_batch_prefetches(n * sat2d_poly_bytes(8));
    size_t i = 0;
    for (; i + LANES16 <= n; i += LANES16) {
        if (prefetch && i + LANES16 + SAT2D_PREFETCH_PAIRS <= n)
            for (int l = 0; l < LANES16; l++)
                sat2d_poly_corners_prefetch(b[i + SAT2D_PREFETCH_PAIRS + (size_t)l]);
        const int kind = block_kind16(b + i);
        if (!kind) {
            lanes8(a, b, i, LANES16, hit);
            continue;
        }
        store16(hit + i, kind == 9 ? block_hits16(a, b, i, 1) : block_hits16_stored(a, b, i));
    }
    if (i < n) lanes8(a, b, i, n - i, hit);
    if (!mtv) return;
    for (i = 0; i < n; i++) /* the blocks' verdicts stand: a test asking for MTVs checks them */
        if (hit[i]) {
            const sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
            mtv[i] = sat2d_capsule_poly_mtv(p, b[i]);
        }
}
