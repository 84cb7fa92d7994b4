/* SIMD twins of scalar/poly_poly_sweep.c (sat2d_poly_poly_sweep): axes in lanes (the *_axes
 * tables) and corners in lanes (the *_corners tables, at the end of this file).
 *
 * Axes in lanes: SAT2D_W edge normals per register; every corner of A and of B is broadcast to
 * build both intervals on W axes at once (the O(n^2) part), as the scalar twin's floats. The
 * window is then taken by lane reductions instead of axis by axis:
 *
 * - Per axis, with g1 = alo - bhi, g2 = ahi - blo and B's speed s, the scalar twin's entry and
 *   exit fractions are (alo - bhi)/s and (ahi - blo)/s for s > 0, (blo - ahi)/-s and
 *   (bhi - alo)/-s for s < 0. As real numbers these are g1/s and g2/s in both cases (a float
 *   difference negates exactly), the smaller one the entry: in = min(g1/s, g2/s),
 *   out = max(g1/s, g2/s). Axes with s == 0 clip nothing; they only test the intervals apart.
 * - With exact comparisons, narrowing axis by axis with early exit answers the same as
 *   enter = max(0, in_i), leave = min(1, out_j), hit iff !(leave < enter): enter only grows and
 *   leave only shrinks, so a window that empties at some axis stays empty, and one that never
 *   empties ends non-empty. The strict update picks the first axis (scalar order: A's edges,
 *   then B's) among those whose entry equals the maximum, and `entered` is enter > 0.
 *
 * Exactness, two tools:
 * - Filter (float lanes): fl(g/s) is correctly rounded, hence monotone in the real quotient.
 *   With E = max(0, fl(in_i)) and L = min(1, fl(out_j)): E < L proves every in_i < every
 *   out_j (an in_i >= out_j would round to fl(in_i) >= fl(out_j)), a hit; E > L exhibits an
 *   fl(in_i) > fl(out_j), hence in_i > out_j, a miss. Only E == L is left undecided.
 * - Exact window (double lanes): for floats g, s (s != 0) the double quotient g/s orders the
 *   real quotients exactly and equal quotients give equal doubles. Write floats as M * 2^e with
 *   |M| < 2^24; two distinct positive fractions a/b, c/d differ by (ad - bc)/(bd) where ad - bc
 *   is a nonzero integer multiple of 2^m, m the smaller exponent of ad and bc, while each
 *   fraction is below 2^48 * 2^m' / (bd), m' the larger: within a factor 2 of each other they
 *   differ by more than 2^-49 of the larger, and a double quotient is off by at most 2^-53
 *   relative, so the order survives (quotients span 2^-277..2^277: no overflow, no underflow;
 *   mixed signs and zeros keep their sign). This decides the filter's ties and finds the
 *   winning axis when a time of impact is asked for; t = (float)(double quotient) is the
 *   scalar twin's (float)((double)num / den).
 * - Infinities and NaNs (coordinates near the float limit) have no exact fractions: such pairs
 *   go to the scalar twin whole (`sweep_scalar`).
 * The filter answers almost every pair alone (with verdicts only, as the benchmark asks); ties,
 * axes with s == 0, quotients past the float range and non-finite values go to the exact
 * window (`sweep_exact`), and so do hits whose time of impact is asked for. The pairs the
 * filter leaves there are counted (sat2d/twin_exact_paths.h); the hits sent for their time
 * of impact are not, since the filter decided them.
 *
 * Padding lanes repeat axis 0 and corner 0 (sat2d_convex_poly's contract): a repeated corner
 * changes no interval, a repeated axis repeats an entry and exit already counted, and its lane
 * comes after axis 0's, so it never wins a tie.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include <math.h>

#include "batch_loops.h"
#include "sweep_window.h"
#include "twin_exact_paths.h"

/* The largest and smallest lane of a double register. */
#if SAT2D_W == 4
static inline double sweep_vd_hmax(vd v) {
    return simde_mm_cvtsd_f64(simde_mm_max_pd(v, simde_mm_unpackhi_pd(v, v)));
}
static inline double sweep_vd_hmin(vd v) {
    return simde_mm_cvtsd_f64(simde_mm_min_pd(v, simde_mm_unpackhi_pd(v, v)));
}
#else
static inline double sweep_vd_hmax(vd v) {
    simde__m128d h =
        simde_mm_max_pd(simde_mm256_castpd256_pd128(v), simde_mm256_extractf128_pd(v, 1));
    return simde_mm_cvtsd_f64(simde_mm_max_pd(h, simde_mm_unpackhi_pd(h, h)));
}
static inline double sweep_vd_hmin(vd v) {
    simde__m128d h =
        simde_mm_min_pd(simde_mm256_castpd256_pd128(v), simde_mm256_extractf128_pd(v, 1));
    return simde_mm_cvtsd_f64(simde_mm_min_pd(h, simde_mm_unpackhi_pd(h, h)));
}
#endif

/* Intervals of p's first n corners on W axes relative to the local origin (ox, oy), A's corner
 * 0, exactly as the scalar twin: lo = min_j (nx*(x_j - ox) + ny*(y_j - oy)), hi = max_j (same),
 * corner by corner in the scalar order with its select (so even NaN projections match). */
static inline void sweep_interval(const float *x, const float *y, int n, float ox, float oy, vf NX,
                                  vf NY, vf *lo, vf *hi) {
    vf l = V_SET1(INFINITY), h = V_SET1(-INFINITY);
    for (int j = 0; j < n; j++) {
        const vf s = V_ADD(V_MUL(NX, V_SET1(x[j] - ox)), V_MUL(NY, V_SET1(y[j] - oy)));
        l = V_MIN(s, l); /* s < l ? s : l */
        h = V_MAX(s, h); /* s > h ? s : h */
    }
    *lo = l;
    *hi = h;
}

/* One block of W axes: the scalar twin's floats g1 = alo - bhi, g2 = ahi - blo and s. */
typedef struct sweep_block {
    vf g1, g2, s;
} sweep_block;

/* The block of axes (NX, NY) for A's and B's corners, seen from A's corner 0. */
static inline sweep_block sweep_block_of(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                         vf NX, vf NY, vf DX, vf DY) {
    const float *xa = sat2d_poly_x(a), *ya = sat2d_poly_y(a);
    const float ox = xa[0], oy = ya[0];
    vf alo, ahi, blo, bhi;
    sweep_interval(xa, ya, a->count, ox, oy, NX, NY, &alo, &ahi);
    sweep_interval(sat2d_poly_x(b), sat2d_poly_y(b), b->count, ox, oy, NX, NY, &blo, &bhi);
    sweep_block k = {V_SUB(alo, bhi), V_SUB(ahi, blo), V_ADD(V_MUL(NX, DX), V_MUL(NY, DY))};
    return k;
}

/* Lanes whose g1, g2 and s are all finite. The sum of finite floats may overflow and clear a
 * lane that is finite: that only sends a pair to the scalar twin needlessly. */
static inline vf sweep_finite(sweep_block k) {
    return V_LT(v_abs(V_ADD(V_ADD(k.g1, k.g2), k.s)), V_SET1(INFINITY));
}

/* Lanes with s == 0 whose intervals are apart: alo - bhi > 0, or blo - ahi > 0 (that is,
 * g2 < 0: a float difference negates exactly). A NaN s is not zero. */
static inline vf sweep_apart(sweep_block k) {
    const vf zero = V_SET1(0.0f);
    return V_AND(V_EQ(k.s, zero), V_OR(V_GT(k.g1, zero), V_LT(k.g2, zero)));
}

/* ---- The filter: float quotients, lane-wise max/min, one horizontal reduction per pair. */

typedef struct sweep_filter {
    vf enter, leave; /* lane-wise max of fl(in) from 0 and min of fl(out) from 1 */
    vf check;        /* sum of every quotient and speed: not finite if one of them is not */
    vf values;       /* sum of every g1, g2 and s: not finite if one of them is not */
} sweep_filter;

static inline sweep_filter sweep_filter_open(void) {
    sweep_filter f = {V_SET1(0.0f), V_SET1(1.0f), V_SET1(0.0f), V_SET1(0.0f)};
    return f;
}

/* Adds a block of axes. Whatever the filter cannot take leaves `check` infinite or NaN, and
 * the pair to sweep_exact: an infinite or NaN g or s, an axis with s == 0 (g/0 is infinite or
 * NaN), a quotient past the float range (and, needlessly, a sum that overflows). */
static inline void sweep_filter_add(sweep_filter *f, sweep_block k) {
    const vf qa = V_DIV(k.g1, k.s), qb = V_DIV(k.g2, k.s);
    f->enter = V_MAX(f->enter, V_MIN(qa, qb));
    f->leave = V_MIN(f->leave, V_MAX(qa, qb));
    f->check = V_ADD(f->check, V_ADD(V_ADD(qa, qb), k.s));
    f->values = V_ADD(f->values, V_ADD(V_ADD(k.g1, k.g2), k.s));
}

/* 1 if every g and s the filter took was finite (s == 0 allowed). The quotients' sum is no
 * help there (g/0 is infinite), so this one is kept apart, in `values`. */
static inline int sweep_filter_finite(const sweep_filter *f) {
    return V_MASK(V_LT(v_abs(f->values), V_SET1(INFINITY))) == V_ALL_MASK;
}

/* 1 if every value the filter took was finite and no speed was 0. */
static inline int sweep_filter_takes(const sweep_filter *f) {
    return V_MASK(V_LT(v_abs(f->check), V_SET1(INFINITY))) == V_ALL_MASK;
}

/* ---- The exact window: double quotients, the scalar twin's tie rule. */

/* The scalar twin's answer for any pair (huge coordinates included). */
static SAT2D_NOINLINE int sweep_scalar(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                       sat2d_vec2 d, sat2d_toi *toi) {
    return sat2d_poly_poly_sweep(a, b, d, toi);
}

/* The window of the whole pair by lane reductions in double lanes: enter = max(0, in_i) with
 * its first axis in scalar order, leave = min(1, out_j); t and normal (if toi) through the
 * shared sat2d_sweep_report, so they are the scalar twin's bit for bit. Any pair. */
static SAT2D_NOINLINE int sweep_exact(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                      sat2d_vec2 d, sat2d_toi *toi) {
    const vf DX = V_SET1(d.x), DY = V_SET1(d.y), one = V_SET1(1.0f);
    const sat2d_convex_poly *const sides[2] = {a, b};
    sat2d_sweep_window w = sat2d_sweep_window_open();
    double enter = 0, leave = 1;
    for (int e = 0; e < 2; e++) {
        const float *nx = sat2d_poly_nx(sides[e]), *ny = sat2d_poly_ny(sides[e]);
        for (int k = 0; k < sides[e]->count; k += SAT2D_W) {
            const sweep_block blk = sweep_block_of(a, b, V_LOAD(nx + k), V_LOAD(ny + k), DX, DY);
            if (V_MASK(sweep_finite(blk)) != V_ALL_MASK) return sweep_scalar(a, b, d, toi);
            if (V_MASK(sweep_apart(blk))) return 0;
            /* s == 0 lanes become 0/1 and 1/1: entry 0 and exit 1 change nothing */
            const vf moving = V_NEQ(blk.s, V_SET1(0.0f));
            const vf g1 = V_AND(blk.g1, moving), g2 = V_BLEND(one, blk.g2, moving);
            const vf s = V_BLEND(one, blk.s, moving);
            const vd qa_lo = VD_DIV(VD_LO(g1), VD_LO(s)), qa_hi = VD_DIV(VD_HI(g1), VD_HI(s));
            const vd qb_lo = VD_DIV(VD_LO(g2), VD_LO(s)), qb_hi = VD_DIV(VD_HI(g2), VD_HI(s));
            const vd in_lo = VD_MIN(qa_lo, qb_lo), in_hi = VD_MIN(qa_hi, qb_hi);
            const double out = sweep_vd_hmin(VD_MIN(VD_MAX(qa_lo, qb_lo), VD_MAX(qa_hi, qb_hi)));
            const double in = sweep_vd_hmax(VD_MAX(in_lo, in_hi));
            leave = out < leave ? out : leave;
            if (in > enter) { /* strict, as the scalar update: an earlier block keeps a tie */
                const vd m = VD_SET1(in);
                const unsigned lanes = VD_MASK2(VD_EQ(in_lo, m), VD_EQ(in_hi, m));
                int l = 0;
                while (!((lanes >> l) & 1u)) /* the first lane holding the maximum */
                    l++;
                float G1[SAT2D_W], G2[SAT2D_W], S[SAT2D_W];
                V_STORE(G1, blk.g1);
                V_STORE(G2, blk.g2);
                V_STORE(S, blk.s);
                /* the scalar twin's fraction and normal for that axis (num != 0: in > 0) */
                const float sign = S[l] > 0 ? -1.0f : 1.0f;
                w.enter =
                    S[l] > 0 ? (sat2d_fraction){G1[l], S[l]} : (sat2d_fraction){-G2[l], -S[l]};
                w.nx = sign * nx[k + l];
                w.ny = sign * ny[k + l];
                w.entered = 1;
                enter = in;
            }
        }
    }
    if (leave < enter) return 0;
    if (toi) sat2d_sweep_report(a, b, &w, toi);
    return 1;
}

/* sweep_exact for a pair the filter left undecided, counted (sat2d/twin_exact_paths.h). Out
 * of line, so that the count costs the filter's path nothing: inline in sweep_filter_finish,
 * the add cost instructions on every pair (docs/tricks.md, "Memory and code shape"). */
static SAT2D_NOINLINE int sweep_undecided(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                          sat2d_vec2 d, sat2d_toi *toi) {
    sat2d_twin_exact_paths_add(1);
    return sweep_exact(a, b, d, toi);
}

/* The filter's answer for the pair: misses and hits it proves (a hit with toi asked for still
 * takes the exact window, for t and normal); ties and what it cannot take to sweep_exact. */
static inline int sweep_filter_finish(const sweep_filter *f, const sat2d_convex_poly *a,
                                      const sat2d_convex_poly *b, sat2d_vec2 d, sat2d_toi *toi) {
    const float e = v_hmax(f->enter), l = v_hmin(f->leave);
    if (!sweep_filter_takes(f) || e == l) return sweep_undecided(a, b, d, toi);
    if (toi && e < l) return sweep_exact(a, b, d, toi);
    return e < l;
}

/* Any pair: blocks of W axes, A's then B's, with an exit once the filter proves a miss. */
static SAT2D_NOINLINE int sweep_large(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                      sat2d_vec2 d, sat2d_toi *toi) {
    const vf DX = V_SET1(d.x), DY = V_SET1(d.y);
    const sat2d_convex_poly *const sides[2] = {a, b};
    sweep_filter f = sweep_filter_open();
    for (int e = 0; e < 2; e++) {
        const float *nx = sat2d_poly_nx(sides[e]), *ny = sat2d_poly_ny(sides[e]);
        for (int k = 0; k < sides[e]->count; k += SAT2D_W) {
            sweep_filter_add(&f, sweep_block_of(a, b, V_LOAD(nx + k), V_LOAD(ny + k), DX, DY));
            /* the axes so far already empty the window: the scalar twin stops there with 0 */
            if (sweep_filter_takes(&f) && v_hmax(f.enter) > v_hmin(f.leave)) return 0;
        }
    }
    return sweep_filter_finish(&f, a, b, d, toi);
}

/* The small kernels' intervals: the first n corners of a polygon, already relative to the local
 * origin, on a block of W axes. The chains start at corner 0's projection instead of at +-inf
 * (two operations fewer per interval). The result is the scalar twin's unless corner 0's
 * projection is NaN: a chain then stays NaN (the select keeps a NaN minimum), and so do g1 or
 * g2, which sends the pair to sweep_exact. */
static inline void sweep_interval_rel(const float *x, const float *y, const int n, vf NX, vf NY,
                                      vf *lo, vf *hi) {
    vf l = V_ADD(V_MUL(NX, V_SET1(x[0])), V_MUL(NY, V_SET1(y[0]))), h = l;
    for (int j = 1; j < n; j++) {
        const vf p = V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j])));
        l = V_MIN(p, l); /* p < l ? p : l */
        h = V_MAX(p, h); /* p > h ? p : h */
    }
    *lo = l;
    *hi = h;
}

/* The address of a local array as an opaque value, after every store to it: the loads through
 * it are then real loads (a broadcast from memory is one load, no shuffle), where the compiler
 * would otherwise rebuild each broadcast from the stored registers with two shuffles. */
static inline const float *sweep_opaque(const float *p) {
#if defined(__GNUC__) || defined(__clang__)
    __asm__ volatile("" : "+r"(p) : : "memory");
#endif
    return p;
}

/* Lanes where one axis alone leaves no time in [0, 1] (sweep_axis_empties in lanes): entry
 * after 1, exit before 0, or no motion and the intervals apart; exact float comparisons. */
static inline vf sweep_lanes_empty(sweep_block k) {
    const vf zero = V_SET1(0.0f);
    const vf pos = V_GT(k.s, zero), neg = V_LT(k.s, zero), still = V_EQ(k.s, zero);
    const vf g1_pos = V_GT(k.g1, zero), g2_neg = V_LT(k.g2, zero);
    return V_OR(
        V_OR(V_AND(pos, V_OR(V_GT(k.g1, k.s), g2_neg)), V_AND(neg, V_OR(V_LT(k.g2, k.s), g1_pos))),
        V_AND(still, V_OR(g1_pos, g2_neg)));
}

/* The small kernel's block k of `edges`' axes (n corners each side, relative corners in rel). */
static inline sweep_block sweep_small_block(const float *rel, const int n,
                                            const sat2d_convex_poly *edges, int k, vf DX, vf DY) {
    const vf NX = V_LOAD(sat2d_poly_small_array(edges, SAT2D_POLY_NX) + k);
    const vf NY = V_LOAD(sat2d_poly_small_array(edges, SAT2D_POLY_NY) + k);
    vf alo, ahi, blo, bhi;
    sweep_interval_rel(rel, rel + 8, n, NX, NY, &alo, &ahi);
    sweep_interval_rel(rel + 16, rel + 24, n, NX, NY, &blo, &bhi);
    const sweep_block blk = {V_SUB(alo, bhi), V_SUB(ahi, blo), V_ADD(V_MUL(NX, DX), V_MUL(NY, DY))};
    return blk;
}

/* Both polygons have at most n corners, n = 4 or 8 and a compile-time constant here: corners
 * relative to A's corner 0 are formed once per pair (the scalar twin's differences, W at a
 * time) and broadcast from memory. A's axes first: when one of them alone empties the window
 * and all of them are finite (the scalar twin's first axes, so it answers 0 by then), B's axes
 * are skipped, which is how most misses end; otherwise B's axes and the filter's verdict. */
static inline int sweep_small(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_vec2 d,
                              sat2d_toi *toi, const int n) {
    const float *xa = sat2d_poly_small_array(a, SAT2D_POLY_X);
    const float *ya = sat2d_poly_small_array(a, SAT2D_POLY_Y);
    const float *xb = sat2d_poly_small_array(b, SAT2D_POLY_X);
    const float *yb = sat2d_poly_small_array(b, SAT2D_POLY_Y);
    const vf OX = V_SET1(xa[0]), OY = V_SET1(ya[0]), DX = V_SET1(d.x), DY = V_SET1(d.y);
    float rel_store[4 * 8]; /* x - ox, y - oy of A, then of B */
    for (int k = 0; k < n; k += SAT2D_W) {
        V_STORE(rel_store + k, V_SUB(V_LOAD(xa + k), OX));
        V_STORE(rel_store + 8 + k, V_SUB(V_LOAD(ya + k), OY));
        V_STORE(rel_store + 16 + k, V_SUB(V_LOAD(xb + k), OX));
        V_STORE(rel_store + 24 + k, V_SUB(V_LOAD(yb + k), OY));
    }
    sweep_filter f = sweep_filter_open();
    vf empty = V_XOR(OX, OX);
    for (int k = 0; k < n; k += SAT2D_W) {
        /* opaque per block: each broadcast is loaded where it is used, never spilled */
        const sweep_block blk = sweep_small_block(sweep_opaque(rel_store), n, a, k, DX, DY);
        empty = V_OR(empty, sweep_lanes_empty(blk));
        sweep_filter_add(&f, blk);
    }
    if (V_MASK(empty) && sweep_filter_finite(&f)) return 0;
    for (int k = 0; k < n; k += SAT2D_W)
        sweep_filter_add(&f, sweep_small_block(sweep_opaque(rel_store), n, b, k, DX, DY));
    return sweep_filter_finish(&f, a, b, d, toi);
}

/* One pair: the small kernels up to 8 corners, blocks beyond. */
static inline int sweep_pair(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_vec2 d,
                             sat2d_toi *toi) {
    const int c = a->count > b->count ? a->count : b->count;
    return c <= 4   ? sweep_small(a, b, d, toi, 4)
           : c <= 8 ? sweep_small(a, b, d, toi, 8)
                    : sweep_large(a, b, d, toi);
}

/* The batch slot of the *_axes tables, prefetching pairs ahead (compiler_hints.h). */
static void lanes_poly_poly_sweep(const sat2d_convex_poly *const *a,
                                  const sat2d_convex_poly *const *b, sat2d_points_soa d, size_t n,
                                  uint8_t *hit, sat2d_toi *toi) {
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_pair_prefetch(a, b, i + SAT2D_PREFETCH_PAIRS);
        hit[i] = (uint8_t)sweep_pair(a[i], b[i], (sat2d_vec2){d.x[i], d.y[i]},
                                     SAT2D_PTR_OR_NULL(toi, i));
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sweep_pair(a[i], b[i], (sat2d_vec2){d.x[i], d.y[i]},
                                     SAT2D_PTR_OR_NULL(toi, i));
}

/* Corners in lanes (the sse_corners / avx_corners form): one axis broadcast at a time, W
 * corners of a polygon per register, and a horizontal min/max per interval. Padding corners
 * repeat corner 0, so whole blocks change no interval. lo/hi are the scalar twin's floats:
 * lo = min_j (nx*(x_j - ox) + ny*(y_j - oy)), hi = max_j (same). */
static void corners_interval_from(const sat2d_convex_poly *p, vf OX, vf OY, vf NX, vf NY, float *lo,
                                  float *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    vf l = V_SET1(INFINITY), h = V_SET1(-INFINITY);
    for (int k = 0; k < p->count; k += SAT2D_W) {
        /* s = nx*(x - ox) + ny*(y - oy) */
        vf s = V_ADD(V_MUL(NX, V_SUB(V_LOAD(x + k), OX)), V_MUL(NY, V_SUB(V_LOAD(y + k), OY)));
        l = V_MIN(s, l);
        h = V_MAX(s, h);
    }
    *lo = v_hmin(l);
    *hi = v_hmax(h);
}

/* 1 if the axes so far in scalar order all had finite values (*finite, updated here) and this
 * one alone leaves no time in [0, 1]: entry after 1 (g1/s > 1, or g2/s > 1 for s < 0), exit
 * before 0 (g2/s < 0, or g1/s < 0 for s < 0), or no motion and the intervals apart. Each test
 * compares floats exactly, with no division. The scalar twin then answers 0 at this axis or
 * before. The finite prefix matters: after an axis with s = inf its products such as 0 * inf
 * are NaN, its comparisons all false, and a later axis may no longer empty its window. */
static inline int sweep_axis_empties(float g1, float g2, float s, int *finite) {
    *finite = *finite && g1 - g1 == 0 && g2 - g2 == 0 && s - s == 0; /* no inf, no NaN */
    if (!*finite) return 0;
    return s > 0 ? g1 > s || g2 < 0 : s < 0 ? g2 < s || g1 > 0 : g1 > 0 || g2 < 0;
}

/* The corners form of the window: per axis the four intervals by horizontal min/max, W axes
 * gathered into lanes (g1, g2, s as the scalar twin's floats), then the filter and the exact
 * window of the axes form. Each lane's chain skips a NaN projection as the scalar select does
 * and is never NaN itself, so the horizontal min/max is the scalar twin's interval up to the
 * sign of a zero, which no comparison here tells apart (the filter's quotients compare +0 and
 * -0 equal; sweep_exact recomputes everything). Axis by axis an exit once one axis alone
 * proves a miss, as the scalar twin's first axes mostly do; block by block once the filter
 * does. */
static int poly_poly_sweep_corners(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                   sat2d_vec2 d, sat2d_toi *toi) {
    const vf OX = V_SET1(sat2d_poly_x(a)[0]), OY = V_SET1(sat2d_poly_y(a)[0]);
    const sat2d_convex_poly *const sides[2] = {a, b};
    sweep_filter f = sweep_filter_open();
    int finite = 1; /* every axis so far */
    for (int e = 0; e < 2; e++) {
        const float *nx = sat2d_poly_nx(sides[e]), *ny = sat2d_poly_ny(sides[e]);
        for (int k = 0; k < sides[e]->count; k += SAT2D_W) {
            float g1[SAT2D_W], g2[SAT2D_W], s[SAT2D_W];
            const int lanes = sides[e]->count - k < SAT2D_W ? sides[e]->count - k : SAT2D_W;
            for (int i = 0; i < lanes; i++) {
                const vf NX = V_SET1(nx[k + i]), NY = V_SET1(ny[k + i]);
                float alo, ahi, blo, bhi;
                corners_interval_from(a, OX, OY, NX, NY, &alo, &ahi);
                corners_interval_from(b, OX, OY, NX, NY, &blo, &bhi);
                g1[i] = alo - bhi;
                g2[i] = ahi - blo;
                s[i] = nx[k + i] * d.x + ny[k + i] * d.y; /* B's speed along n */
                if (sweep_axis_empties(g1[i], g2[i], s[i], &finite)) return 0;
            }
            for (int i = lanes; i < SAT2D_W; i++) { /* a repeated axis changes no extreme */
                g1[i] = g1[0];
                g2[i] = g2[0];
                s[i] = s[0];
            }
            const sweep_block blk = {V_LOAD(g1), V_LOAD(g2), V_LOAD(s)};
            sweep_filter_add(&f, blk);
            if (sweep_filter_takes(&f) && v_hmax(f.enter) > v_hmin(f.leave)) return 0;
        }
    }
    return sweep_filter_finish(&f, a, b, d, toi);
}

SAT2D_LOOP_POLY_POLY_SWEEP(corners_poly_poly_sweep, poly_poly_sweep_corners)
