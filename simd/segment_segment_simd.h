/* SIMD twin of scalar/segment_segment.c (sat2d_segment_segment): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per register. The four orientations (orient.h's expression) and the
 * two boxes decide proper crossings in lanes (sat2d_segments_cross), and their point
 * a + u (b - a), u = o3 / (o3 - o4). A lane with a zero or NaN orientation (touching,
 * collinear, zero-length, non-finite: rare in practice) is answered by the scalar twin, as is
 * the tail, so those cases share one implementation; the undecided lanes are counted
 * (sat2d/twin_exact_paths.h), the tail is not.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include "twin_exact_paths.h"

/* (bx - ax)*(cy - ay) - (by - ay)*(cx - ax) in lanes. */
static inline vf v_orient(vf ax, vf ay, vf bx, vf by, vf cx, vf cy) {
    return V_SUB(V_MUL(V_SUB(bx, ax), V_SUB(cy, ay)), V_MUL(V_SUB(by, ay), V_SUB(cx, ax)));
}

/* All-ones where the closed boxes of segments ab and cd meet: orient.h's sat2d_boxes_meet in
 * lanes (V_MAX may keep the other zero of a +0 / -0 tie, which no compare tells apart; NaN
 * lanes never reach a verdict here). */
static inline vf v_boxes_meet(vf ax, vf ay, vf bx, vf by, vf cx, vf cy, vf dx, vf dy) {
    const vf x = V_AND(V_LE(V_MIN(ax, bx), V_MAX(cx, dx)), V_LE(V_MIN(cx, dx), V_MAX(ax, bx)));
    const vf y = V_AND(V_LE(V_MIN(ay, by), V_MAX(cy, dy)), V_LE(V_MIN(cy, dy), V_MAX(ay, by)));
    return V_AND(x, y);
}

/* All-ones where o is neither zero (of either sign) nor NaN: |o| > 0. */
static inline vf v_nonzero(vf o, vf zero) {
    return V_GT(v_abs(o), zero);
}

/* Index of the lowest set bit of bits (bits != 0). */
static inline int seg_lowest_bit(unsigned bits) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(bits);
#else
    int l = 0;
    while (!((bits >> l) & 1u))
        l++;
    return l;
#endif
}

/* Pair k by the scalar twin: out of line, so the lane loop keeps its registers. */
static SAT2D_NOINLINE void segment_segment_one(sat2d_segments_soa s, sat2d_segments_soa t, size_t k,
                                               uint8_t *hit, sat2d_vec2 *point) {
    sat2d_segment p = {{s.ax[k], s.ay[k]}, {s.bx[k], s.by[k]}};
    sat2d_segment q = {{t.ax[k], t.ay[k]}, {t.bx[k], t.by[k]}};
    hit[k] = (uint8_t)sat2d_segment_segment(p, q, point ? &point[k] : NULL);
}

/* The lanes of the block at i whose orientations left the verdict open (bits of `lanes`), by
 * the scalar twin, counted (sat2d/twin_exact_paths.h). Rare: out of line. */
static SAT2D_NOINLINE void segment_segment_undecided(sat2d_segments_soa s, sat2d_segments_soa t,
                                                     size_t i, unsigned lanes, uint8_t *hit,
                                                     sat2d_vec2 *point) {
    unsigned pairs = 0;
    for (; lanes; lanes &= lanes - 1, pairs++) /* one bit per such lane */
        segment_segment_one(s, t, i + (size_t)seg_lowest_bit(lanes), hit, point);
    sat2d_twin_exact_paths_add(pairs);
}

static void segment_segment_batch(sat2d_segments_soa s, sat2d_segments_soa t, size_t n,
                                  uint8_t *hit, sat2d_vec2 *point) {
    const vf zero = V_SET1(0.0f);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        vf ax = V_LOAD(s.ax + i), ay = V_LOAD(s.ay + i), bx = V_LOAD(s.bx + i),
           by = V_LOAD(s.by + i);
        vf cx = V_LOAD(t.ax + i), cy = V_LOAD(t.ay + i), dx = V_LOAD(t.bx + i),
           dy = V_LOAD(t.by + i);
        vf o1 = v_orient(ax, ay, bx, by, cx, cy), o2 = v_orient(ax, ay, bx, by, dx, dy);
        vf o3 = v_orient(cx, cy, dx, dy, ax, ay), o4 = v_orient(cx, cy, dx, dy, bx, by);
        /* Where all four are nonzero and not NaN, the scalar twin's "o1 > 0 && o2 < 0 or
         * o1 < 0 && o2 > 0" is "the sign bits of o1 and o2 differ": proper has its sign bit
         * set exactly on proper crossings, the boxes meeting (sat2d_segments_cross; the other
         * bits are don't-care: v_store_hits and V_MASK read sign bits only). Every other lane
         * (a zero orientation: touching, collinear, zero-length; or a NaN) goes to the scalar
         * twin below. */
        vf decided = V_AND(V_AND(v_nonzero(o1, zero), v_nonzero(o2, zero)),
                           V_AND(v_nonzero(o3, zero), v_nonzero(o4, zero)));
        vf boxes = v_boxes_meet(ax, ay, bx, by, cx, cy, dx, dy);
        vf proper = V_AND(V_AND(decided, boxes), V_AND(V_XOR(o1, o2), V_XOR(o3, o4)));
        v_store_hits(hit + i, proper, 0);
        unsigned proper_bits = (unsigned)V_MASK(proper);
        unsigned scalar_bits = (unsigned)V_MASK(decided) ^ V_ALL_MASK;
        if (point && proper_bits) {
            /* u = o3 / (o3 - o4); p = a + u (b - a) */
            vf u = V_DIV(o3, V_SUB(o3, o4));
            float px[SAT2D_W], py[SAT2D_W];
            V_STORE(px, V_ADD(ax, V_MUL(u, V_SUB(bx, ax))));
            V_STORE(py, V_ADD(ay, V_MUL(u, V_SUB(by, ay))));
            for (int l = 0; l < SAT2D_W; l++)
                if ((proper_bits >> l) & 1u) point[i + l] = (sat2d_vec2){px[l], py[l]};
        }
        if (scalar_bits) segment_segment_undecided(s, t, i, scalar_bits, hit, point);
    }
    for (; i < n; i++)
        segment_segment_one(s, t, i, hit, point);
}
