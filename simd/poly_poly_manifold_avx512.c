/* 16-lane twin of scalar/poly_poly_manifold.c (sat2d_poly_poly_manifold): the
 * poly_poly_manifold slot of avx512_axes, faces in lanes (the 4- and 8-lane form is
 * poly_poly_manifold_axes_simd.h).
 *
 * Lanes: when both polygons have at most 8 corners, A's faces fill lanes 0-7 and B's lanes
 * 8-15, so both face-separation searches are one pass over 8 corners, and the incidences of
 * both polygons' faces one division that reuses the pass's face lengths (manifold_small).
 * Longer polygons take blocks of 16 faces against broadcast corners, one polygon at a time.
 * Order: a face's minimum keeps the first corner of least value (a -0 and a +0 tie and the
 * first one's sign stands, as in the scalar loop), so corners are met in the scalar's order, and
 * the reductions to the first best face go by lane index. Padding: faces past `count` repeat
 * face 0 and are left out of every choice; corners past it repeat corner 0, whose value is
 * already in each minimum, so they change none.
 * Every lane expression is the scalar's, without FMA (contraction is off), and the reference
 * face, the clipping and the fallback are the scalar's own steps (manifold_parts.h), so the
 * answers are textbook's byte for byte.
 * Compiled with -mavx512f on x86 and chosen at run time; elsewhere SIMDe emulates the 512-bit
 * registers (correct and tested in every build, never a default there). */
#include <math.h>
#include <simde/x86/avx512.h>

#include "compiler_hints.h"
#include "manifold_parts.h"
#include "poly_poly_manifold_avx512.h"
#include "poly_poly_small_avx512.h"

/* Lane l holds l: a block's face indices are k + these. */
static const float lane_ids16[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

/* Lane 0 of v. */
static inline float first_lane(v16 v) {
    return simde_mm_cvtss_f32(simde_mm512_castps512_ps128(v));
}

/* Lane l of v (its own bits: of a -0 and a +0 that tie, the one the choice fell on). */
static inline float lane_value(v16 v, int l) {
    return first_lane(simde_mm512_permutexvar_ps(simde_mm512_set1_epi32(l), v));
}

/* In every lane, the greatest (max) or least (min) of its 256-bit half: 128-bit lanes swapped,
 * then pairs, then neighbours. No lane may be NaN (the callers set such lanes to -inf or +inf). */
#define SAT2D_HALF_REDUCE(name, op)                                                                \
    static inline v16 name(v16 v) {                                                                \
        v = op(v, simde_mm512_shuffle_f32x4(v, v, SIMDE_MM_SHUFFLE(2, 3, 0, 1)));                  \
        v = op(v, simde_mm512_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(1, 0, 3, 2)));                     \
        return op(v, simde_mm512_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(2, 3, 0, 1)));                  \
    }
SAT2D_HALF_REDUCE(half_max, simde_mm512_max_ps)
SAT2D_HALF_REDUCE(half_min, simde_mm512_min_ps)
#undef SAT2D_HALF_REDUCE

/* Entries 0..7 of p's array k in lanes 0-7 and of q's in lanes 8-15 (both of at most 8
 * corners: stride 8). */
static inline v16 both8(const sat2d_convex_poly *p, const sat2d_convex_poly *q, int k) {
    return halves(simde_mm256_loadu_ps(sat2d_poly_small_array(p, k)),
                  simde_mm256_loadu_ps(sat2d_poly_small_array(q, k)));
}

/* The first face of the reference search of one polygon's 8 lanes (`top` the lanes where the
 * greatest value of their half stands, `half` 0 for A's lanes, 8 for B's). */
static inline int first_of_half(unsigned top, int half) {
    return __builtin_ctz((top >> half) & 0xFFu); /* the greatest is some real lane's */
}

/* Both polygons of at most 8 corners: 0 if some face separates them; else 1, and the manifold
 * in *m unless m is NULL. The cycle models (sat2d/mca.h) see the face pass and the verdict, the
 * part the 16 lanes change: the reference face and the clipping after it are scalar code with
 * branches, and sqrtf's error path is a call, which llvm-mca cannot stand for. The block ends
 * plainly: tying the pointers (SAT2D_MCA_END_INT) made GCC copy them, code the timed build
 * lacks, and the block writes no register it reads, so no pair waits on the last in the model. */
static inline int manifold_small(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                 sat2d_manifold *m) {
    SAT2D_MCA_BEGIN("poly_poly_manifold", "avx512_axes", 1);
    const v16 NX = both8(a, b, SAT2D_POLY_NX), NY = both8(a, b, SAT2D_POLY_NY);
    const v16 X = both8(a, b, SAT2D_POLY_X), Y = both8(a, b, SAT2D_POLY_Y);
    /* The other polygon's corners, B's under A's faces and A's under B's, as 128-bit lanes
     * [c0-3 | c0-3 | c0-3 | c0-3] (the lower pair the corners of B, the upper of A) and the same
     * of c4-7: an in-lane broadcast of element c then gives every face corner c, or c + 4, so the
     * corners come in the scalar's order with no cross-lane shuffle per corner. */
    const v16 OX = both8(b, a, SAT2D_POLY_X), OY = both8(b, a, SAT2D_POLY_Y);
    const v16 lowX = simde_mm512_shuffle_f32x4(OX, OX, SIMDE_MM_SHUFFLE(2, 2, 0, 0));
    const v16 lowY = simde_mm512_shuffle_f32x4(OY, OY, SIMDE_MM_SHUFFLE(2, 2, 0, 0));
    const v16 highX = simde_mm512_shuffle_f32x4(OX, OX, SIMDE_MM_SHUFFLE(3, 3, 1, 1));
    const v16 highY = simde_mm512_shuffle_f32x4(OY, OY, SIMDE_MM_SHUFFLE(3, 3, 1, 1));
/* n . (c - a) for the corner that IMM picks in every 128-bit lane of CX, CY */
#define SAT2D_FACE_CORNER(CX, CY, IMM)                                                             \
    simde_mm512_add_ps(                                                                            \
        simde_mm512_mul_ps(NX, simde_mm512_sub_ps(simde_mm512_shuffle_ps(CX, CX, IMM), X)),        \
        simde_mm512_mul_ps(NY, simde_mm512_sub_ps(simde_mm512_shuffle_ps(CY, CY, IMM), Y)))
    /* min_ps(s, m) is s < m ? s : m, the scalar's update: NaN never enters, ties keep the first.
     * Two chains, corners 0-3 and 4-7, joined so that the first chain wins a tie. */
    const v16 inf = simde_mm512_set1_ps(INFINITY);
    v16 m0 = simde_mm512_min_ps(SAT2D_FACE_CORNER(lowX, lowY, 0x00), inf);
    v16 m1 = simde_mm512_min_ps(SAT2D_FACE_CORNER(highX, highY, 0x00), inf);
    m0 = simde_mm512_min_ps(SAT2D_FACE_CORNER(lowX, lowY, 0x55), m0);
    m1 = simde_mm512_min_ps(SAT2D_FACE_CORNER(highX, highY, 0x55), m1);
    m0 = simde_mm512_min_ps(SAT2D_FACE_CORNER(lowX, lowY, 0xAA), m0);
    m1 = simde_mm512_min_ps(SAT2D_FACE_CORNER(highX, highY, 0xAA), m1);
    m0 = simde_mm512_min_ps(SAT2D_FACE_CORNER(lowX, lowY, 0xFF), m0);
    m1 = simde_mm512_min_ps(SAT2D_FACE_CORNER(highX, highY, 0xFF), m1);
#undef SAT2D_FACE_CORNER
    const v16 len = simde_mm512_sqrt_ps(
        simde_mm512_add_ps(simde_mm512_mul_ps(NX, NX), simde_mm512_mul_ps(NY, NY)));
    const v16 sep = simde_mm512_div_ps(simde_mm512_min_ps(m1, m0), len);
    const v16 zero = simde_mm512_setzero_ps();
    /* padding lanes copy face 0 of their polygon: they separate only where it does */
    const int apart = simde_mm512_cmp_ps_mask(sep, zero, SIMDE_CMP_GT_OQ) != 0;
    SAT2D_MCA_END("poly_poly_manifold", "avx512_axes", 1);
    if (apart) return 0;
    if (!m) return 1;
    const simde__mmask16 real =
        (simde__mmask16)((((1u << b->count) - 1u) << 8) | ((1u << a->count) - 1u));
    /* the first face of greatest separation per polygon; NaN and padding lanes never win, and
     * where no lane beats -inf, face 0 with -inf, as the scalar keeps */
    const v16 best =
        simde_mm512_mask_blend_ps(real & simde_mm512_cmp_ps_mask(sep, sep, SIMDE_CMP_ORD_Q),
                                  simde_mm512_set1_ps(-INFINITY), sep);
    const unsigned top = simde_mm512_cmp_ps_mask(best, half_max(best), SIMDE_CMP_EQ_OQ);
    const int ia = first_of_half(top, 0), ib = first_of_half(top, 8);
    const sat2d_manifold_ref r =
        sat2d_manifold_reference(a, b, lane_value(best, ia), ia, lane_value(best, 8 + ib), ib);
    /* the incident face: the first of least (n_k . u) / |n_k| over the other polygon's lanes */
    const v16 d =
        simde_mm512_div_ps(simde_mm512_add_ps(simde_mm512_mul_ps(NX, simde_mm512_set1_ps(r.ux)),
                                              simde_mm512_mul_ps(NY, simde_mm512_set1_ps(r.uy))),
                           len);
    const int half = r.flip ? 0 : 8;
    const simde__mmask16 inc =
        real & (simde__mmask16)(0xFFu << half) & simde_mm512_cmp_ps_mask(d, d, SIMDE_CMP_ORD_Q);
    const v16 least = simde_mm512_mask_blend_ps(inc, inf, d);
    /* where no lane is below +inf the first lane of the half holds it: face 0, as the scalar */
    const unsigned low = simde_mm512_cmp_ps_mask(least, half_min(least), SIMDE_CMP_EQ_OQ);
    sat2d_manifold_clip(&r, first_of_half(low, half), m);
    return 1;
}

/* The first of the lanes of `value` equal to `v` by index (`index`), with its own value in
 * *got: across blocks of 16 faces, the lanes each keep their first best face, and the lowest
 * index among the lanes of the best value is the scalar's pick. */
static int first_by_index(v16 value, v16 index, float v, float *got) {
    float vals[16], ids[16];
    simde_mm512_storeu_ps(vals, value), simde_mm512_storeu_ps(ids, index);
    unsigned eq = simde_mm512_cmp_ps_mask(value, simde_mm512_set1_ps(v), SIMDE_CMP_EQ_OQ);
    int at = __builtin_ctz(eq); /* v is some lane's value, so eq != 0 */
    for (eq &= eq - 1; eq; eq &= eq - 1) {
        const int l = __builtin_ctz(eq);
        if (ids[l] < ids[at]) at = l;
    }
    *got = vals[at];
    return (int)ids[at];
}

/* The greatest (or least) of all 16 lanes, none NaN. */
static inline float all_max(v16 v) {
    const v16 h = half_max(v);
    return first_lane(simde_mm512_max_ps(h, simde_mm512_shuffle_f32x4(h, h, 0x4E)));
}
static inline float all_min(v16 v) {
    const v16 h = half_min(v);
    return first_lane(simde_mm512_min_ps(h, simde_mm512_shuffle_f32x4(h, h, 0x4E)));
}

/* The first face of `ref` of greatest separation from the corners of `inc` into *sep, in blocks
 * of 16 faces; a positive *sep where some face separates them (the blocks stop there). */
static int blocks_max_separation(const sat2d_convex_poly *ref, const sat2d_convex_poly *inc,
                                 float *sep) {
    const float *x = sat2d_poly_x(ref), *y = sat2d_poly_y(ref);
    const float *nx = sat2d_poly_nx(ref), *ny = sat2d_poly_ny(ref);
    const float *ix = sat2d_poly_x(inc), *iy = sat2d_poly_y(inc);
    const int stride = ref->stride;
    const v16 lanes = simde_mm512_loadu_ps(lane_ids16), none = simde_mm512_set1_ps(-INFINITY);
    v16 best = none, at = simde_mm512_setzero_ps();
    for (int k = 0; k < ref->count; k += 16) {
        const v16 NX = block16(nx, k, stride), NY = block16(ny, k, stride);
        const v16 X = block16(x, k, stride), Y = block16(y, k, stride);
        v16 m = simde_mm512_set1_ps(INFINITY);
        for (int j = 0; j < inc->count; j++) /* min_ps(s, m): the scalar's update */
            m = simde_mm512_min_ps(
                simde_mm512_add_ps(
                    simde_mm512_mul_ps(NX, simde_mm512_sub_ps(simde_mm512_set1_ps(ix[j]), X)),
                    simde_mm512_mul_ps(NY, simde_mm512_sub_ps(simde_mm512_set1_ps(iy[j]), Y))),
                m);
        const v16 si =
            simde_mm512_div_ps(m, simde_mm512_sqrt_ps(simde_mm512_add_ps(
                                      simde_mm512_mul_ps(NX, NX), simde_mm512_mul_ps(NY, NY))));
        if (simde_mm512_cmp_ps_mask(si, simde_mm512_setzero_ps(), SIMDE_CMP_GT_OQ)) {
            *sep = 1.0f;
            return 0;
        }
        /* faces past `count` (copies of face 0, or of this block's lower half past the stride)
         * never win; NaN never compares greater */
        const v16 id = simde_mm512_add_ps(simde_mm512_set1_ps((float)k), lanes);
        const simde__mmask16 gt =
            simde_mm512_cmp_ps_mask(si, best, SIMDE_CMP_GT_OQ) &
            simde_mm512_cmp_ps_mask(id, simde_mm512_set1_ps((float)ref->count), SIMDE_CMP_LT_OQ);
        best = simde_mm512_mask_blend_ps(gt, best, si), at = simde_mm512_mask_blend_ps(gt, at, id);
    }
    const float top = all_max(best);
    if (top == -INFINITY) { /* no face beat -inf: the scalar keeps face 0 */
        *sep = -INFINITY;
        return 0;
    }
    return first_by_index(best, at, top, sep);
}

/* The incident face in blocks of 16: the first face of the other polygon of least incidence. */
static int blocks_incident(const sat2d_manifold_ref *r) {
    const float *nx = sat2d_poly_nx(r->inc), *ny = sat2d_poly_ny(r->inc);
    const int n = r->inc->count, stride = r->inc->stride;
    const v16 UX = simde_mm512_set1_ps(r->ux), UY = simde_mm512_set1_ps(r->uy);
    const v16 lanes = simde_mm512_loadu_ps(lane_ids16);
    v16 least = simde_mm512_set1_ps(INFINITY), at = simde_mm512_setzero_ps();
    for (int k = 0; k < n; k += 16) {
        const v16 NX = block16(nx, k, stride), NY = block16(ny, k, stride);
        const v16 d = simde_mm512_div_ps(
            simde_mm512_add_ps(simde_mm512_mul_ps(NX, UX), simde_mm512_mul_ps(NY, UY)),
            simde_mm512_sqrt_ps(
                simde_mm512_add_ps(simde_mm512_mul_ps(NX, NX), simde_mm512_mul_ps(NY, NY))));
        const v16 id = simde_mm512_add_ps(simde_mm512_set1_ps((float)k), lanes);
        const simde__mmask16 lt =
            simde_mm512_cmp_ps_mask(d, least, SIMDE_CMP_LT_OQ) &
            simde_mm512_cmp_ps_mask(id, simde_mm512_set1_ps((float)n), SIMDE_CMP_LT_OQ);
        least = simde_mm512_mask_blend_ps(lt, least, d), at = simde_mm512_mask_blend_ps(lt, at, id);
    }
    const float low = all_min(least);
    float got;
    return low == INFINITY ? 0 : first_by_index(least, at, low, &got);
}

/* Some polygon of more than 8 corners: A's faces, then B's, in blocks. Out of line, so the
 * batch loop around the small kernel keeps its registers. */
static SAT2D_NOINLINE int manifold_blocks(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                          sat2d_manifold *m) {
    float sa, sb;
    const int ia = blocks_max_separation(a, b, &sa);
    if (sa > 0) return 0;
    const int ib = blocks_max_separation(b, a, &sb);
    if (sb > 0) return 0;
    if (!m) return 1;
    const sat2d_manifold_ref r = sat2d_manifold_reference(a, b, sa, ia, sb, ib);
    sat2d_manifold_clip(&r, blocks_incident(&r), m);
    return 1;
}

void sat2d_avx512_poly_poly_manifold(const sat2d_convex_poly *const *a,
                                     const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                     sat2d_manifold *manifold) {
    for (size_t i = 0; i < n; i++) {
        sat2d_manifold *m = manifold ? &manifold[i] : NULL;
        hit[i] = (uint8_t)(a[i]->count <= 8 && b[i]->count <= 8 ? manifold_small(a[i], b[i], m)
                                                                : manifold_blocks(a[i], b[i], m));
    }
}
