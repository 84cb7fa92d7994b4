/* SIMD twin of scalar/point_polygon.c (sat2d_point_polygon): edges in lanes.
 *
 * Lanes: SAT2D_W edges per register, corner i loaded at x + k and corner i+1 at x + k + 1.
 * Padding: sat2d_simple_polygon's arrays hold copies of corner 0 from x[count] up to a multiple of
 * SAT2D_LANES, plus one, so both loads stay inside the block; lanes past `count` are
 * zero-length edges at corner 0. They never straddle (y0 == y1), so they add no crossing;
 * their side is 0 (or NaN), so the tests on side == 0 mask them off by lane bits (the scalar
 * loop never sees them).
 * Same orientation expression as orient.h, so every side is the scalar twin's, bit for bit.
 *
 * The fast path proves the scalar decision from fewer operations:
 * - the boundary test (side == 0 and p in the edge's box) needs side == 0, so where no live
 *   lane has a zero or NaN side there is no boundary hit and no box is computed;
 * - given straddle ((y0 > py) != (y1 > py), both compares ordered), up (y1 > y0) equals
 *   (y1 > py): either y1 > py >= y0 or y0 > py >= y1;
 * - for a side that is neither 0 nor NaN, (up ? side > 0 : side < 0) is the sign bit of
 *   side XOR the up mask;
 * - y0 > py is the sign bit of py - y0 (a term of side already) once py is not -0: a float
 *   difference is 0 only for equal operands, and then +0 unless it is -0 - (+0);
 * - crossings only matter by parity: the crossing masks are XORed and counted once.
 * A polygon with a live lane of side 0 or NaN (p on an edge's line, overflow, a NaN point)
 * is decided by point_polygon_exact, the lane form of the scalar loop, and counted
 * (pp_exact, sat2d/twin_exact_paths.h). For 2W corners one
 * product s0 * s1 of the two blocks' sides tests both (0 or NaN if either is; an underflow
 * to 0 only sends the pair to the exact path).
 *
 * Cost: the fast path issues about 55 instructions a pair, and a core that dispatches 6 a
 * cycle runs it as fast as it issues them, so what counts is how many instructions a pair
 * takes, not which vector pipe they use. Hence (docs/tricks.md, "Memory and code shape"):
 * - each corner block loaded once into a register (V_KEEP): GCC folds x0 and y0 into both
 *   of their uses, loading them twice;
 * - the polygon block carries no whole spare block of corner copies (sat2d_simple_polygon):
 *   168 bytes at 16 corners, not 224, one cache line fewer to fetch for many;
 * - the point by address, broadcast straight from memory;
 * - for 2W corners the y array at its constant offset (sat2d_polygon_stride), so the loads
 *   wait on the polygon's address alone; the batch loop reads only the next count early and
 *   runs two pairs an iteration (no pointers rotating through registers).
 * The constant offset and the loop unrolled by two pay only with each load done once: with
 * the loads folded twice both had read slower. Prefetching 4 lines (sat2d_polygon_prefetch)
 * covers every byte the test reads; 3 lines, or 8 pairs ahead instead of 16, read the same.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include "compiler_hints.h"
#include "parity.h"
#include "twin_exact_paths.h"
#include "batch_loops.h" /* kept: later kernel headers use its macros */

/* All-ones lanes where v == 0 or v is NaN (the lanes whose sign bit decides nothing). */
static inline vf pp_zero_or_nan(vf v) {
#if SAT2D_W == 8
    return simde_mm256_cmp_ps(v, simde_mm256_setzero_ps(), SIMDE_CMP_EQ_UQ);
#else
    return simde_mm_or_ps(simde_mm_cmpeq_ps(v, simde_mm_setzero_ps()), simde_mm_cmpunord_ps(v, v));
#endif
}

/* Lane bits of the block at corner k that are real edges (k < count). */
static inline unsigned pp_live_bits(int count, int k) {
    int left = count - k;
    return left >= SAT2D_W ? (unsigned)V_ALL_MASK : (1u << left) - 1u;
}

/* (*pxp, *pyp) in g or on its boundary, the scalar loop's decisions in lanes: every block's
 * boxes computed. Exact in every case; the fast path sends it the rare polygons it cannot
 * prove (the point comes by address: the hot loop then broadcasts it from memory and keeps
 * no scalar copy for this call). */
static SAT2D_NOINLINE int point_polygon_exact(const float *pxp, const float *pyp,
                                              const sat2d_simple_polygon *g) {
    const float px = *pxp, py = *pyp;
    const float *x = sat2d_polygon_x(g), *y = sat2d_polygon_y(g);
    const vf PX = V_SET1(px), PY = V_SET1(py), zero = V_SET1(0.0f);
    unsigned crossings = 0;
    for (int k = 0; k < g->count; k += SAT2D_W) {
        vf X0 = V_LOAD(x + k), Y0 = V_LOAD(y + k), X1 = V_LOAD(x + k + 1), Y1 = V_LOAD(y + k + 1);
        /* side = (x1 - x0)*(py - y0) - (y1 - y0)*(px - x0) */
        vf side = V_SUB(V_MUL(V_SUB(X1, X0), V_SUB(PY, Y0)), V_MUL(V_SUB(Y1, Y0), V_SUB(PX, X0)));
        vf in_box = V_AND(V_AND(V_LE(V_MIN(X0, X1), PX), V_LE(PX, V_MAX(X0, X1))),
                          V_AND(V_LE(V_MIN(Y0, Y1), PY), V_LE(PY, V_MAX(Y0, Y1))));
        if ((unsigned)V_MASK(V_AND(V_EQ(side, zero), in_box)) & pp_live_bits(g->count, k)) return 1;
        /* crossing: (y0 > py) != (y1 > py) and (y1 > y0 ? side > 0 : side < 0) */
        vf straddle = V_XOR(V_GT(Y0, PY), V_GT(Y1, PY));
        vf up = V_GT(Y1, Y0);
        vf right = V_OR(V_AND(up, V_GT(side, zero)), V_ANDNOT(up, V_LT(side, zero)));
        crossings ^= (unsigned)V_MASK(V_AND(straddle, right));
    }
    return sat2d_parity(crossings);
}

/* One block of edges at corner k: returns its sides (orient.h's expression) and sets *cross
 * to the crossing candidates in the sign bits, exact where side is neither 0 nor NaN. PY must
 * not be -0 (see pp_test): then the sign of py - y0 is y0 > py wherever side is not NaN. */
static inline vf pp_block(const float *x, const float *y, int k, vf PX, vf PY, vf *cross) {
    vf X0 = V_LOAD(x + k), Y0 = V_LOAD(y + k), X1 = V_LOAD(x + k + 1), Y1 = V_LOAD(y + k + 1);
    V_KEEP(X0); /* X0 and Y0 have two uses each: one load, not two */
    V_KEEP(Y0);
    vf below0 = V_SUB(PY, Y0); /* sign bit: y0 > py */
    vf side = V_SUB(V_MUL(V_SUB(X1, X0), below0), V_MUL(V_SUB(Y1, Y0), V_SUB(PX, X0)));
    vf above1 = V_GT(Y1, PY);
    *cross = V_AND(V_XOR(below0, above1), V_XOR(side, above1));
    return side;
}

/* point_polygon_exact, counted in sat2d/twin_exact_paths.h when `counted` (a constant once
 * inlined). Its callers count, not point_polygon_exact: a function with that side effect
 * changed how GCC compiled the fast lanes around the call. polygon_polygon's containment
 * checks do not count: the side effect there, on a branch its pairs never take, still added
 * instructions to every pair of its avx_axes. */
static inline int pp_exact(const float *px, const float *py, const sat2d_simple_polygon *g,
                           int counted) {
    if (counted) sat2d_twin_exact_paths_add(1);
    return point_polygon_exact(px, py, g);
}

/* Point (*px, *py) in g or on its boundary: sat2d_point_polygon's verdict in every case.
 * count is g's, read by the caller (the batch loop reads it a pair early); `counted`: as
 * pp_exact. */
static inline int pp_test(const float *px, const float *py, const sat2d_simple_polygon *g,
                          int count, int counted) {
    const float *x = sat2d_polygon_x(g);
    /* py + 0 turns -0 into +0 and keeps every other value: py - y0 is then never -0, and
     * every decision below compares, which treats the two zeros alike. */
    const vf PX = V_SET1(*px), PY = V_ADD(V_SET1(*py), V_SET1(0.0f));
    vf cross, c1;
    if (SAT2D_LIKELY(count == 2 * SAT2D_W)) {
        /* y at its offset for this count, a constant: the loads wait on g alone */
        const float *y = x + sat2d_polygon_stride(2 * SAT2D_W);
        vf s0 = pp_block(x, y, 0, PX, PY, &cross), s1 = pp_block(x, y, SAT2D_W, PX, PY, &c1);
        /* s0 * s1 is 0 or NaN when either is (or when it underflows: then the exact path). */
        if (SAT2D_LIKELY(!V_MASK(pp_zero_or_nan(V_MUL(s0, s1)))))
            return sat2d_parity((unsigned)V_MASK(V_XOR(cross, c1)));
        return pp_exact(px, py, g, counted);
    }
    const float *y = sat2d_polygon_y(g);
    const int full = count & -SAT2D_W;
    vf odd = V_SET1(0.0f);
    cross = odd;
    for (int k = 0; k < full; k += SAT2D_W) {
        odd = V_OR(odd, pp_zero_or_nan(pp_block(x, y, k, PX, PY, &c1)));
        cross = V_XOR(cross, c1);
    }
    unsigned odd_bits = (unsigned)V_MASK(odd);
    if (full < count) { /* a last block with padding lanes: only its live lanes' odd count */
        vf side = pp_block(x, y, full, PX, PY, &c1);
        cross = V_XOR(cross, c1);
        odd_bits |= (unsigned)V_MASK(pp_zero_or_nan(side)) & pp_live_bits(count, full);
    }
    if (odd_bits) return pp_exact(px, py, g, counted);
    return sat2d_parity((unsigned)V_MASK(cross));
}

/* Point (px, py) in g or on its boundary: sat2d_point_polygon's verdict in every case, the
 * exact path not counted (polygon_polygon's containment checks: see pp_exact). */
static inline int point_polygon_lanes(float px, float py, const sat2d_simple_polygon *g) {
    return pp_test(&px, &py, g, g->count, 0);
}

/* The batch slot: hit[i] = point i in polygon b[i], prefetching polygons ahead, two pairs an
 * iteration, each polygon's count read while the pair before it is tested, so the branch on
 * it does not wait for the polygon's line. */
static void lanes_point_polygon(sat2d_points_soa a, const sat2d_simple_polygon *const *b, size_t n,
                                uint8_t *hit) {
    if (!n) return;
    const sat2d_simple_polygon *g = b[0];
    int count = g->count;
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n) & ~(size_t)1; i < ahead; i += 2) {
        sat2d_polygon_prefetch(b[i + SAT2D_PREFETCH_PAIRS]);
        sat2d_polygon_prefetch(b[i + 1 + SAT2D_PREFETCH_PAIRS]);
        const sat2d_simple_polygon *g1 = b[i + 1];
        const int count1 = g1->count;
        hit[i] = (uint8_t)pp_test(a.x + i, a.y + i, g, count, 1);
        g = b[i + 2], count = g->count; /* i + 2 < n: ahead leaves 16 pairs */
        hit[i + 1] = (uint8_t)pp_test(a.x + i + 1, a.y + i + 1, g1, count1, 1);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)pp_test(a.x + i, a.y + i, b[i], b[i]->count, 1);
}
