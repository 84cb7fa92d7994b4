/* 16-lane (512-bit) pairs-in-lanes twins of scalar/capsule_capsule.c and circle_capsule.c:
 * the slots capsule_capsule and circle_capsule of avx512_batch (simd/circle_poly_batch_avx512.c
 * holds the table).
 *
 * Why: the float filter of capsule_filter_lanes.h decides 16 pairs a register, compares into
 * mask registers. Lanes: pairs i..i+15 per block. The lanes it leaves undecided, the last
 * n % 16 pairs and the MTVs of hit pairs come from the scalar reference, bit for bit.
 * Compiled with -mavx512f on x86 and chosen at run time; elsewhere SIMDe emulates the 512-bit
 * registers. */
#include <simde/x86/avx512.h>

#include "capsule_batch_avx512.h"
#include "capsule_parts.h"
#include "compiler_hints.h"
#include "twin_exact_paths.h"

typedef simde__m512 cvf;
typedef simde__mmask16 cfm;
#define CF_ADD(a, b) simde_mm512_add_ps((a), (b))
#define CF_SUB(a, b) simde_mm512_sub_ps((a), (b))
#define CF_MUL(a, b) simde_mm512_mul_ps((a), (b))
#define CF_SET1(x) simde_mm512_set1_ps(x)
#define CF_ABS(a) simde_mm512_abs_ps(a)
#define CF_SEL(m, a, b) simde_mm512_mask_blend_ps((m), (b), (a))
#define CF_LE(a, b) simde_mm512_cmp_ps_mask((a), (b), SIMDE_CMP_LE_OQ)
#define CF_GE(a, b) simde_mm512_cmp_ps_mask((a), (b), SIMDE_CMP_GE_OQ)
#define CF_GT(a, b) simde_mm512_cmp_ps_mask((a), (b), SIMDE_CMP_GT_OQ)
#define CF_XOR(a, b)                                                                               \
    simde_mm512_castsi512_ps(                                                                      \
        simde_mm512_xor_si512(simde_mm512_castps_si512(a), simde_mm512_castps_si512(b)))
#define CF_NEG(a) CF_XOR((a), CF_SET1(-0.0f))
#define CF_SIGNS2(a, b)                                                                            \
    simde_mm512_cmpgt_epi32_mask(                                                                  \
        simde_mm512_setzero_si512(),                                                               \
        simde_mm512_and_si512(simde_mm512_castps_si512(a), simde_mm512_castps_si512(b)))
#define FM_AND(a, b) ((cfm)((a) & (b)))
#define FM_OR(a, b) ((cfm)((a) | (b)))
#define FM_ANDNOT(a, b) ((cfm)(~(a) & (b)))
#include "capsule_filter_lanes.h"
#include "capsule_unsure.h"

enum { LANES16 = 16 };

static inline cvf load16(const float *p) {
    return simde_mm512_loadu_ps(p);
}

/* Verdict bits of pairs k..k+15. */
static inline unsigned capsule_capsule16(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t k) {
    const cvf p0x = load16(a.ax + k), p0y = load16(a.ay + k), p1x = load16(a.bx + k),
              p1y = load16(a.by + k), ra = load16(a.r + k);
    const cvf q0x = load16(b.ax + k), q0y = load16(b.ay + k), q1x = load16(b.bx + k),
              q1y = load16(b.by + k), rb = load16(b.r + k);
    cfm hit, sure;
    capsule_capsule_filter(p0x, p0y, p1x, p1y, ra, q0x, q0y, q1x, q1y, rb, &hit, &sure);
    const unsigned unsure = (unsigned)(cfm)~sure;
    return unsure ? capsule_capsule_unsure(a, b, k, hit, unsure, LANES16) : (unsigned)hit;
}

static inline unsigned circle_capsule16(sat2d_circles_soa a, sat2d_capsules_soa b, size_t k) {
    cfm hit, sure;
    circle_capsule_filter(load16(a.x + k), load16(a.y + k), load16(a.r + k), load16(b.ax + k),
                          load16(b.ay + k), load16(b.bx + k), load16(b.by + k), load16(b.r + k),
                          &hit, &sure);
    const unsigned unsure = (unsigned)(cfm)~sure;
    return unsure ? circle_capsule_unsure(a, b, k, hit, unsure, LANES16) : (unsigned)hit;
}

/* 16 verdict bytes from the bits: a 1 in each hit lane, narrowed to bytes. */
static inline void store16(uint8_t *out, unsigned bits) {
    simde_mm_storeu_si128(
        (simde__m128i *)out,
        simde_mm512_cvtsepi32_epi8(simde_mm512_maskz_set1_epi32((simde__mmask16)bits, 1)));
}

void sat2d_avx512_capsule_capsule(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t n,
                                  uint8_t *hit, sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + LANES16 <= n; i += LANES16)
        store16(hit + i, capsule_capsule16(a, b, i));
    for (; i < n; i++) {
        const sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
        const sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_capsule_capsule(p, q, NULL);
    }
    if (!mtv) return;
    for (i = 0; i < n; i++) /* the blocks' verdicts stand: a test asking for MTVs checks them */
        if (hit[i]) {
            const sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
            const sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
            mtv[i] = sat2d_capsule_capsule_mtv(p, q);
        }
}

void sat2d_avx512_circle_capsule(sat2d_circles_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit,
                                 sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + LANES16 <= n; i += LANES16)
        store16(hit + i, circle_capsule16(a, b, i));
    for (; i < n; i++) {
        const sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]};
        const sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_circle_capsule(p, q, NULL);
    }
    if (!mtv) return;
    for (i = 0; i < n; i++)
        if (hit[i]) {
            const sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]};
            const sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
            mtv[i] = sat2d_circle_capsule_mtv(p, q);
        }
}
