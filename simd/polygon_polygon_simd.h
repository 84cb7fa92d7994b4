/* SIMD twin of scalar/polygon_polygon.c (sat2d_polygon_polygon): one edge of A broadcast
 * against SAT2D_W edges of B, then the containment checks by point_polygon_lanes.
 *
 * The scalar verdict is an OR over every edge pair of sat2d_segments_meet (orient.h), so the
 * order of the pairs is free. Per pair (edge i of A: p -> q, edge j of B: r -> s) the four
 * orientations are orient.h's exact float expressions:
 *   o1 = orient(p, q, r), o2 = orient(p, q, s), o3 = orient(r, s, p), o4 = orient(r, s, q).
 * Lanes hold j; A's corners are broadcast. Two identities save work, both bit for bit:
 * - o3 and o4 are kept negated: orient(r, s, c) = (sx-rx)*(cy-ry) - (sy-ry)*(cx-rx), and with
 *   t = r - c (the differences o1 needs too) it is -((sx-rx)*ty - (sy-ry)*tx) exactly, since
 *   negating a difference or a product is exact and round-to-nearest is symmetric. A zero
 *   stays zero, a NaN stays NaN, a nonzero sign flips. Call these o3n, o4n.
 * - o4n of edge i (corner q = A[i+1]) is o3n of edge i+1, so it is carried, not recomputed.
 * Filter: where all four are nonzero and ordered, segments_meet is exactly "o1, o2 of opposite
 * signs and o3, o4 of opposite signs", i.e. the sign bits of o1 ^ o2 and o3n ^ o4n both set.
 * Every lane with that candidate bit, or with o1 or o4n zero or NaN, is decided by
 * sat2d_segments_meet itself. A pair passed over has o1, o4 nonzero and ordered and no
 * candidate bit, so it can meet only through o2 == 0 or o3 == 0 with the endpoint in the box
 * (a zero or NaN o2 or o3 rules out a proper crossing). o2 of (i, j) is o1 of (i, j+1), the
 * same expression on the same corner s = B[j+1] (B[count] = B[0]), so that touch is the o1
 * touch of pair (i, j+1), whose lane is sent to segments_meet; likewise o3 of (i, j) is o4 of
 * (i-1, j) (A[count] = A[0]). So the OR over all pairs is the scalar's.
 * Padding: lanes past B's count (corner-0 copies) are masked off by lane bits.
 * Cost: about 20 lane operations per edge of A and block of B, one branch on a mask.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h and point_polygon_simd.h. */
#include "orient.h"
#include "batch_loops.h" /* kept: later kernel headers use its macros */

/* A's edge i meets B's edge j of the lanes in `lanes` (bits of B's block at kb): the scalar
 * predicate, for the lanes the filter could not dismiss. Rare outside exact contact. */
static SAT2D_NOINLINE int pg_lanes_meet(const sat2d_simple_polygon *a,
                                        const sat2d_simple_polygon *b, int i, int kb,
                                        unsigned lanes) {
    const float *ax = sat2d_polygon_x(a), *ay = sat2d_polygon_y(a);
    const float *bx = sat2d_polygon_x(b), *by = sat2d_polygon_y(b);
    sat2d_vec2 p = {ax[i], ay[i]}, q = {ax[i + 1], ay[i + 1]};
    for (int j = kb; lanes; lanes >>= 1, j++) {
        if (!(lanes & 1u)) continue;
        sat2d_vec2 r = {bx[j], by[j]}, s = {bx[j + 1], by[j + 1]};
        if (sat2d_segments_meet(p, q, r, s)) return 1;
    }
    return 0;
}

/* Some edge of a meets some edge of b: the scalar edges_meet's verdict. */
static int pg_edges_meet(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b) {
    const float *ax = sat2d_polygon_x(a), *ay = sat2d_polygon_y(a);
    const float *bx = sat2d_polygon_x(b), *by = sat2d_polygon_y(b);
    const int na = a->count, nb = b->count;
    for (int kb = 0; kb < nb; kb += SAT2D_W) {
        const unsigned live = pp_live_bits(nb, kb);
        const vf RX = V_LOAD(bx + kb), RY = V_LOAD(by + kb);
        const vf SX = V_LOAD(bx + kb + 1), SY = V_LOAD(by + kb + 1);
        const vf DX = V_SUB(SX, RX), DY = V_SUB(SY, RY); /* s - r */
        vf CX = V_SET1(ax[0]), CY = V_SET1(ay[0]);
        vf TX = V_SUB(RX, CX), TY = V_SUB(RY, CY); /* r - p */
        vf o3n = V_SUB(V_MUL(DX, TY), V_MUL(DY, TX));
        for (int i = 0; i < na; i++) {
            const vf NX = V_SET1(ax[i + 1]), NY = V_SET1(ay[i + 1]); /* q */
            const vf AX = V_SUB(NX, CX), AY = V_SUB(NY, CY);         /* q - p */
            vf o1 = V_SUB(V_MUL(AX, TY), V_MUL(AY, TX));
            vf o2 = V_SUB(V_MUL(AX, V_SUB(SY, CY)), V_MUL(AY, V_SUB(SX, CX)));
            TX = V_SUB(RX, NX), TY = V_SUB(RY, NY); /* r - q, o1's differences for edge i+1 */
            vf o4n = V_SUB(V_MUL(DX, TY), V_MUL(DY, TX));
            vf cand = V_AND(V_XOR(o1, o2), V_XOR(o3n, o4n));
            vf z1 = pp_zero_or_nan(o1), z4 = pp_zero_or_nan(o4n);
            unsigned lanes = (unsigned)V_MASK(V_OR(cand, V_OR(z1, z4))) & live;
            if (lanes && pg_lanes_meet(a, b, i, kb, lanes)) return 1;
            o3n = o4n, CX = NX, CY = NY;
        }
    }
    return 0;
}

/* a and b overlap: sat2d_polygon_polygon's verdict in every case (the same box rejection,
 * every edge pair by the filter above, then one corner each way by the lanes crossing
 * number). */
static int polygon_polygon_lanes(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b) {
    if (b->min_x - a->max_x > 0 || a->min_x - b->max_x > 0 || b->min_y - a->max_y > 0 ||
        a->min_y - b->max_y > 0)
        return 0;
    if (pg_edges_meet(a, b)) return 1;
    return point_polygon_lanes(sat2d_polygon_x(a)[0], sat2d_polygon_y(a)[0], b) ||
           point_polygon_lanes(sat2d_polygon_x(b)[0], sat2d_polygon_y(b)[0], a);
}

/* The batch slot: hit[i] = a[i] and b[i] overlap. */
static void lanes_polygon_polygon(const sat2d_simple_polygon *const *a,
                                  const sat2d_simple_polygon *const *b, size_t n, uint8_t *hit) {
    for (size_t i = 0; i < n; i++)
        hit[i] = (uint8_t)polygon_polygon_lanes(a[i], b[i]);
}
