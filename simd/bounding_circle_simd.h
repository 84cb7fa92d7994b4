/* SIMD twin of scalar/bounding_circle.c (sat2d_bounding_circle): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1. The discs live in the polygons' headers, one cache line per polygon
 * reached through a pointer: that line is the cost (see bc_discs). The tail goes to the
 * scalar twin.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

#include <stddef.h>

/* bc_discs reads (cx, cy, radius, min_x) of a header as one 16-byte load: the four floats must
 * be adjacent, in this order. */
_Static_assert(offsetof(sat2d_convex_poly, cy) == offsetof(sat2d_convex_poly, cx) + 4 &&
                   offsetof(sat2d_convex_poly, radius) == offsetof(sat2d_convex_poly, cx) + 8 &&
                   offsetof(sat2d_convex_poly, min_x) == offsetof(sat2d_convex_poly, cx) + 12,
               "sat2d_convex_poly's cx, cy, radius, min_x must be adjacent floats");

/* (cx, cy, radius, min_x) of polygon p, one unaligned load from the header's bytes. */
static inline simde__m128 bc_disc(const sat2d_convex_poly *p) {
    return simde_mm_loadu_ps(
        (const float *)(const void *)((const char *)p + offsetof(sat2d_convex_poly, cx)));
}

/* The bounding discs of polygons p[0..W-1] in lanes: one 16-byte load per polygon and a 4x4
 * transpose (in each 128-bit half for AVX), instead of three scalar loads and inserts per
 * polygon. The pointer-linked header lines bound the kernel either way (touching them alone
 * costs nearly all of its time); fewer loads and shuffles get the kernel close to that
 * (docs/tricks.md, "Bounding-circle pre-check"). */
static inline void bc_discs(const sat2d_convex_poly *const *p, vf *cx, vf *cy, vf *r) {
#if SAT2D_W == 4
    simde__m128 q0 = bc_disc(p[0]), q1 = bc_disc(p[1]), q2 = bc_disc(p[2]), q3 = bc_disc(p[3]);
    simde__m128 lo01 = simde_mm_unpacklo_ps(q0, q1), lo23 = simde_mm_unpacklo_ps(q2, q3);
    simde__m128 hi01 = simde_mm_unpackhi_ps(q0, q1), hi23 = simde_mm_unpackhi_ps(q2, q3);
    *cx = simde_mm_movelh_ps(lo01, lo23); /* cx0 cx1 cx2 cx3 */
    *cy = simde_mm_movehl_ps(lo23, lo01); /* cy0 cy1 cy2 cy3 */
    *r = simde_mm_movelh_ps(hi01, hi23);  /* r0 r1 r2 r3 */
#else
    /* Polygon k in the low half, k + 4 in the high half: the 128-bit transpose per half puts
     * polygon l in lane l. */
    simde__m256 q[4];
    for (int k = 0; k < 4; k++)
        q[k] = simde_mm256_insertf128_ps(simde_mm256_castps128_ps256(bc_disc(p[k])),
                                         bc_disc(p[k + 4]), 1);
    simde__m256 lo01 = simde_mm256_unpacklo_ps(q[0], q[1]),
                lo23 = simde_mm256_unpacklo_ps(q[2], q[3]);
    simde__m256 hi01 = simde_mm256_unpackhi_ps(q[0], q[1]),
                hi23 = simde_mm256_unpackhi_ps(q[2], q[3]);
    *cx = simde_mm256_shuffle_ps(lo01, lo23, SIMDE_MM_SHUFFLE(1, 0, 1, 0));
    *cy = simde_mm256_shuffle_ps(lo01, lo23, SIMDE_MM_SHUFFLE(3, 2, 3, 2));
    *r = simde_mm256_shuffle_ps(hi01, hi23, SIMDE_MM_SHUFFLE(1, 0, 1, 0));
#endif
}

static void bounding_circle_batch(const sat2d_convex_poly *const *a,
                                  const sat2d_convex_poly *const *b, size_t n, uint8_t *hit) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("bounding_circle");
        vf acx, acy, ar, bcx, bcy, br;
        bc_discs(a + i, &acx, &acy, &ar);
        bc_discs(b + i, &bcx, &bcy, &br);
        /* d = cb - ca; rs = ra + rb; hit = !(dx*dx + dy*dy > rs*rs) */
        vf dx = V_SUB(bcx, acx), dy = V_SUB(bcy, acy), rs = V_ADD(ar, br);
        v_store_hits(hit + i, V_GT(V_ADD(V_MUL(dx, dx), V_MUL(dy, dy)), V_MUL(rs, rs)), 1);
        SAT2D_MCA_BATCH_END("bounding_circle");
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_bounding_circle(a[i], b[i]);
}
