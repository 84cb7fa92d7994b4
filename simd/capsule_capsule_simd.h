/* SIMD twins of scalar/capsule_capsule.c and scalar/circle_capsule.c: pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per block; each float register widens into two double registers
 * (VD_LO: pairs i..i+W/2-1, VD_HI: the rest), in which the reference's double expressions
 * (capsule_parts.h) run lane by lane: the three cases of an end-to-core test are all computed
 * and the one the reference's branches take is selected, so every lane decides exactly as the
 * scalar code does, NaN included (a NaN t takes the foot's case there and here). The verdict is
 * the whole loop without an MTV array; with one, the blocks with a hit take each hit lane's MTV
 * from the reference's own function (sat2d_capsule_capsule_mtv), which is therefore the same to
 * the bit. The tail goes to the scalar reference.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

#include "capsule_parts.h"

/* The double-lane vocabulary of capsule_lanes.h: lanes.h's double registers, masks as
 * registers. */
typedef vd cvd;
typedef vd cmk;
#define CD_ADD VD_ADD
#define CD_SUB VD_SUB
#define CD_MUL VD_MUL
#define CD_SET1 VD_SET1
#define CD_LE VD_LE
#define CD_GE VD_GE
#define CD_LT VD_LT
#define CD_GT VD_GT
#define CM_AND VD_AND
#define CM_OR VD_OR
#define CM_ANDNOT VD_ANDNOT
#include "capsule_lanes.h"

/* Writes the verdict bits of a block (bit l: pair i + l collides) as one byte per pair: 4 bits
 * at a time spread to bytes by one multiply (bit k times 0x00204081 lands on bits k, k+7,
 * k+14 and k+21, no two on one bit, so no carries; bit k then sits at bit 8k) where bytes are
 * stored little-endian, else a loop. */
static inline void capsule_store_bits(uint8_t *out, unsigned bits) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (int h = 0; h < SAT2D_W; h += 4) {
        const uint32_t bytes = (((bits >> h) & 0xFu) * 0x00204081u) & 0x01010101u;
        memcpy(out + h, &bytes, sizeof bytes);
    }
#else
    for (int l = 0; l < SAT2D_W; l++)
        out[l] = (uint8_t)((bits >> l) & 1u);
#endif
}

/* The lanes whose cores' closed boxes meet (sat2d_boxes_meet: its selects, NaN included). */
static inline unsigned capsule_boxes_bits(vf p0x, vf p0y, vf p1x, vf p1y, vf q0x, vf q0y, vf q1x,
                                          vf q1y) {
    const vf ax = V_LT(p0x, p1x), ay = V_LT(p0y, p1y), bx = V_LT(q0x, q1x), by = V_LT(q0y, q1y);
    const vf alox = V_BLEND(p1x, p0x, ax), ahix = V_BLEND(p0x, p1x, ax);
    const vf aloy = V_BLEND(p1y, p0y, ay), ahiy = V_BLEND(p0y, p1y, ay);
    const vf blox = V_BLEND(q1x, q0x, bx), bhix = V_BLEND(q0x, q1x, bx);
    const vf bloy = V_BLEND(q1y, q0y, by), bhiy = V_BLEND(q0y, q1y, by);
    return (unsigned)V_MASK(V_AND(V_AND(V_LE(alox, bhix), V_LE(blox, ahix)),
                                  V_AND(V_LE(aloy, bhiy), V_LE(bloy, ahiy))));
}

/* Verdict bits of pairs i..i+W-1 of capsule_capsule. */
static inline unsigned capsule_capsule_bits(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t i) {
    const vf p0x = V_LOAD(a.ax + i), p0y = V_LOAD(a.ay + i), p1x = V_LOAD(a.bx + i),
             p1y = V_LOAD(a.by + i), ra = V_LOAD(a.r + i);
    const vf q0x = V_LOAD(b.ax + i), q0y = V_LOAD(b.ay + i), q1x = V_LOAD(b.bx + i),
             q1y = V_LOAD(b.by + i), rb = V_LOAD(b.r + i);
    vd clo, chi;
    const vd lo =
        capsule_capsule_lanes(VD_LO(p0x), VD_LO(p0y), VD_LO(p1x), VD_LO(p1y), VD_LO(ra), VD_LO(q0x),
                              VD_LO(q0y), VD_LO(q1x), VD_LO(q1y), VD_LO(rb), &clo);
    const vd hi =
        capsule_capsule_lanes(VD_HI(p0x), VD_HI(p0y), VD_HI(p1x), VD_HI(p1y), VD_HI(ra), VD_HI(q0x),
                              VD_HI(q0y), VD_HI(q1x), VD_HI(q1y), VD_HI(rb), &chi);
    const unsigned cross = VD_MASK2(clo, chi);
    /* the boxes always: a branch on the crossing lanes is one that mixed data cannot predict */
    return VD_MASK2(lo, hi) | (cross & capsule_boxes_bits(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y));
}

static void capsule_capsule_batch(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t n,
                                  uint8_t *hit, sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("capsule_capsule");
        const unsigned bits = capsule_capsule_bits(a, b, i);
        capsule_store_bits(hit + i, bits);
        SAT2D_MCA_BATCH_END("capsule_capsule");
        if (!mtv || !bits) continue;
        for (int l = 0; l < SAT2D_W; l++)
            if (bits >> l & 1u) {
                const size_t k = i + (size_t)l;
                const sat2d_capsule p = {{a.ax[k], a.ay[k]}, {a.bx[k], a.by[k]}, a.r[k]};
                const sat2d_capsule q = {{b.ax[k], b.ay[k]}, {b.bx[k], b.by[k]}, b.r[k]};
                mtv[k] = sat2d_capsule_capsule_mtv(p, q);
            }
    }
    for (; i < n; i++) {
        const sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
        const sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_capsule_capsule(p, q, mtv ? &mtv[i] : NULL);
    }
}

static inline unsigned circle_capsule_bits(sat2d_circles_soa a, sat2d_capsules_soa b, size_t i) {
    const vf cx = V_LOAD(a.x + i), cy = V_LOAD(a.y + i), ra = V_LOAD(a.r + i);
    const vf q0x = V_LOAD(b.ax + i), q0y = V_LOAD(b.ay + i), q1x = V_LOAD(b.bx + i),
             q1y = V_LOAD(b.by + i), rb = V_LOAD(b.r + i);
    const vd lo = circle_capsule_lanes(VD_LO(cx), VD_LO(cy), VD_LO(ra), VD_LO(q0x), VD_LO(q0y),
                                       VD_LO(q1x), VD_LO(q1y), VD_LO(rb));
    const vd hi = circle_capsule_lanes(VD_HI(cx), VD_HI(cy), VD_HI(ra), VD_HI(q0x), VD_HI(q0y),
                                       VD_HI(q1x), VD_HI(q1y), VD_HI(rb));
    return VD_MASK2(lo, hi);
}

static void circle_capsule_batch(sat2d_circles_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit,
                                 sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("circle_capsule");
        const unsigned bits = circle_capsule_bits(a, b, i);
        capsule_store_bits(hit + i, bits);
        SAT2D_MCA_BATCH_END("circle_capsule");
        if (!mtv || !bits) continue;
        for (int l = 0; l < SAT2D_W; l++)
            if (bits >> l & 1u) {
                const size_t k = i + (size_t)l;
                const sat2d_circle p = {{a.x[k], a.y[k]}, a.r[k]};
                const sat2d_capsule q = {{b.ax[k], b.ay[k]}, {b.bx[k], b.by[k]}, b.r[k]};
                mtv[k] = sat2d_circle_capsule_mtv(p, q);
            }
    }
    for (; i < n; i++) {
        const sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]};
        const sat2d_capsule q = {{b.ax[i], b.ay[i]}, {b.bx[i], b.by[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_circle_capsule(p, q, mtv ? &mtv[i] : NULL);
    }
}
