/* 16-lane (512-bit) pairs-in-lanes twins of scalar/capsule_capsule.c and circle_capsule.c:
 * the slots capsule_capsule and circle_capsule of avx512_batch (simd/circle_poly_batch_avx512.c
 * holds the table).
 *
 * Why: the capsule verdicts are double expressions (capsule_parts.h), so the 4- and 8-lane
 * twins widen each float register into two double registers and run 2 or 4 pairs per double
 * operation; a 512-bit register runs 8. Lanes: pairs i..i+15 per block, read as two halves of
 * 8 floats each widened to 8 doubles; the reference's expressions lane by lane
 * (capsule_lanes.h), compares into mask registers. The core boxes of capsule_capsule's
 * crossing test are compared in double lanes: a float widens to double exactly, so each
 * select and compare gives what sat2d_boxes_meet's float ones give. The last n % 16 pairs and
 * the MTVs of hit pairs come from the scalar reference, bit for bit. Compiled with -mavx512f
 * on x86 and chosen at run time; elsewhere SIMDe emulates the 512-bit registers. */
#include <simde/x86/avx512.h>

#include "capsule_batch_avx512.h"
#include "capsule_parts.h"

typedef simde__m512d cvd;
typedef simde__mmask8 cmk;
#define CD_ADD(a, b) simde_mm512_add_pd((a), (b))
#define CD_SUB(a, b) simde_mm512_sub_pd((a), (b))
#define CD_MUL(a, b) simde_mm512_mul_pd((a), (b))
#define CD_SET1(x) simde_mm512_set1_pd(x)
#define CD_LE(a, b) simde_mm512_cmp_pd_mask((a), (b), SIMDE_CMP_LE_OQ)
#define CD_GE(a, b) simde_mm512_cmp_pd_mask((a), (b), SIMDE_CMP_GE_OQ)
#define CD_LT(a, b) simde_mm512_cmp_pd_mask((a), (b), SIMDE_CMP_LT_OQ)
#define CD_GT(a, b) simde_mm512_cmp_pd_mask((a), (b), SIMDE_CMP_GT_OQ)
#define CM_AND(a, b) ((cmk)((a) & (b)))
#define CM_OR(a, b) ((cmk)((a) | (b)))
#define CM_ANDNOT(a, b) ((cmk)(~(a) & (b)))
#include "capsule_lanes.h"

enum { LANES16 = 16 };

/* 8 floats from p widened to doubles (two 4-wide conversions: this SIMDe has no 512-bit one;
 * with -mavx512f they become one vcvtps2pd). */
static inline cvd widen8(const float *p) {
    return simde_mm512_insertf64x4(
        simde_mm512_castpd256_pd512(simde_mm256_cvtps_pd(simde_mm_loadu_ps(p))),
        simde_mm256_cvtps_pd(simde_mm_loadu_ps(p + 4)), 1);
}

/* The closed boxes of the cores meet (sat2d_boxes_meet's selects: lo = a < b ? a : b). */
static inline cmk boxes8(cvd p0x, cvd p0y, cvd p1x, cvd p1y, cvd q0x, cvd q0y, cvd q1x, cvd q1y) {
    const cmk ax = CD_LT(p0x, p1x), ay = CD_LT(p0y, p1y), bx = CD_LT(q0x, q1x),
              by = CD_LT(q0y, q1y);
    const cvd alox = simde_mm512_mask_blend_pd(ax, p1x, p0x),
              ahix = simde_mm512_mask_blend_pd(ax, p0x, p1x);
    const cvd aloy = simde_mm512_mask_blend_pd(ay, p1y, p0y),
              ahiy = simde_mm512_mask_blend_pd(ay, p0y, p1y);
    const cvd blox = simde_mm512_mask_blend_pd(bx, q1x, q0x),
              bhix = simde_mm512_mask_blend_pd(bx, q0x, q1x);
    const cvd bloy = simde_mm512_mask_blend_pd(by, q1y, q0y),
              bhiy = simde_mm512_mask_blend_pd(by, q0y, q1y);
    return CM_AND(CM_AND(CD_LE(alox, bhix), CD_LE(blox, ahix)),
                  CM_AND(CD_LE(aloy, bhiy), CD_LE(bloy, ahiy)));
}

/* Verdict bits of pairs k..k+7. */
static inline unsigned capsule_capsule8(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t k) {
    const cvd p0x = widen8(a.ax + k), p0y = widen8(a.ay + k), p1x = widen8(a.bx + k),
              p1y = widen8(a.by + k), ra = widen8(a.r + k);
    const cvd q0x = widen8(b.ax + k), q0y = widen8(b.ay + k), q1x = widen8(b.bx + k),
              q1y = widen8(b.by + k), rb = widen8(b.r + k);
    cmk cross;
    const cmk near = capsule_capsule_lanes(p0x, p0y, p1x, p1y, ra, q0x, q0y, q1x, q1y, rb, &cross);
    /* the boxes always: a branch on the crossing lanes is one that mixed data cannot predict */
    return (unsigned)near | (unsigned)CM_AND(cross, boxes8(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y));
}

static inline unsigned circle_capsule8(sat2d_circles_soa a, sat2d_capsules_soa b, size_t k) {
    return (unsigned)circle_capsule_lanes(widen8(a.x + k), widen8(a.y + k), widen8(a.r + k),
                                          widen8(b.ax + k), widen8(b.ay + k), widen8(b.bx + k),
                                          widen8(b.by + k), widen8(b.r + k));
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
        store16(hit + i, capsule_capsule8(a, b, i) | capsule_capsule8(a, b, i + 8) << 8);
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
        store16(hit + i, circle_capsule8(a, b, i) | circle_capsule8(a, b, i + 8) << 8);
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
