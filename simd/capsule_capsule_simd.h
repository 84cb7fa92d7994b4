/* SIMD twins of scalar/capsule_capsule.c and scalar/circle_capsule.c: pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per block, in float lanes. The reference decides in double
 * (capsule_parts.h); the float filter of capsule_filter_lanes.h decides every lane whose float
 * result provably has the double one's sign, and the rest (pairs within about 2^-16 of
 * touching, branches within that of switching, inputs out of the filter's range, NaN) are
 * decided one by one by the scalar reference, counted by sat2d/twin_exact_paths.h. So every
 * verdict is the reference's. The verdict is the whole loop without an MTV array; with one,
 * the blocks with a hit take each hit lane's MTV from the reference's own function
 * (sat2d_capsule_capsule_mtv), which is therefore the same to the bit. The tail goes to the
 * scalar reference.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

#include "capsule_parts.h"
#include "compiler_hints.h"
#include "twin_exact_paths.h"

/* The float vocabulary of capsule_filter_lanes.h: lanes.h's registers, masks as registers
 * (only their sign bits are read: V_MASK and V_BLEND read nothing else). */
typedef vf cvf;
typedef vf cfm;
#define CF_ADD V_ADD
#define CF_SUB V_SUB
#define CF_MUL V_MUL
#define CF_SET1 V_SET1
#define CF_ABS(a) V_ANDNOT(V_SET1(-0.0f), (a))
#define CF_SEL(m, a, b) V_BLEND((b), (a), (m))
#define CF_LE V_LE
#define CF_GE(a, b) V_LE((b), (a))
#define CF_GT V_GT
#define CF_XOR V_XOR
#define CF_NEG(a) V_XOR((a), V_SET1(-0.0f))
#define CF_SIGNS2 V_AND
#define FM_AND V_AND
#define FM_OR V_OR
#define FM_ANDNOT V_ANDNOT
#include "capsule_filter_lanes.h"
#include "capsule_unsure.h"

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

/* Verdict bits of pairs i..i+W-1 of capsule_capsule where the filter decides; *unsure receives
 * the lanes it leaves. */
static inline unsigned capsule_capsule_bits(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t i,
                                            unsigned *unsure) {
    const vf p0x = V_LOAD(a.ax + i), p0y = V_LOAD(a.ay + i), p1x = V_LOAD(a.bx + i),
             p1y = V_LOAD(a.by + i), ra = V_LOAD(a.r + i);
    const vf q0x = V_LOAD(b.ax + i), q0y = V_LOAD(b.ay + i), q1x = V_LOAD(b.bx + i),
             q1y = V_LOAD(b.by + i), rb = V_LOAD(b.r + i);
    vf hit, sure;
    capsule_capsule_filter(p0x, p0y, p1x, p1y, ra, q0x, q0y, q1x, q1y, rb, &hit, &sure);
    *unsure = (unsigned)V_MASK(sure) ^ V_ALL_MASK;
    const unsigned bits = (unsigned)V_MASK(hit);
    return bits;
}

static void capsule_capsule_batch(sat2d_capsules_soa a, sat2d_capsules_soa b, size_t n,
                                  uint8_t *hit, sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("capsule_capsule");
        unsigned unsure, bits = capsule_capsule_bits(a, b, i, &unsure);
        capsule_store_bits(hit + i, bits);
        SAT2D_MCA_BATCH_END("capsule_capsule");
        if (unsure) { /* after the modelled block: a call */
            bits = capsule_capsule_unsure(a, b, i, bits, unsure, SAT2D_W);
            capsule_store_bits(hit + i, bits);
        }
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

/* circle_capsule's capsule_capsule_bits. */
static inline unsigned circle_capsule_bits(sat2d_circles_soa a, sat2d_capsules_soa b, size_t i,
                                           unsigned *unsure) {
    const vf cx = V_LOAD(a.x + i), cy = V_LOAD(a.y + i), ra = V_LOAD(a.r + i);
    const vf q0x = V_LOAD(b.ax + i), q0y = V_LOAD(b.ay + i), q1x = V_LOAD(b.bx + i),
             q1y = V_LOAD(b.by + i), rb = V_LOAD(b.r + i);
    vf hit, sure;
    circle_capsule_filter(cx, cy, ra, q0x, q0y, q1x, q1y, rb, &hit, &sure);
    *unsure = (unsigned)V_MASK(sure) ^ V_ALL_MASK;
    const unsigned bits = (unsigned)V_MASK(hit);
    return bits;
}

static void circle_capsule_batch(sat2d_circles_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit,
                                 sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("circle_capsule");
        unsigned unsure, bits = circle_capsule_bits(a, b, i, &unsure);
        capsule_store_bits(hit + i, bits);
        SAT2D_MCA_BATCH_END("circle_capsule");
        if (unsure) { /* after the modelled block: a call */
            bits = circle_capsule_unsure(a, b, i, bits, unsure, SAT2D_W);
            capsule_store_bits(hit + i, bits);
        }
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
