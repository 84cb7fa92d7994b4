/* SIMD twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes): axes in lanes.
 *
 * Lanes: SAT2D_W edge planes of one polygon per register (nx, ny, d loaded straight from the
 * SoA arrays); each corner of the other polygon is broadcast, so a register computes W
 * projections per multiply and needs no horizontal reduction. Padding: lanes past `count`
 * repeat lane 0 (sat2d_convex_poly's contract) in every array, so whole blocks are loaded without
 * masks: a repeated plane repeats a separation already counted, and a repeated corner changes
 * no minimum. That also lets the corner loop run in steps of 4 up to count rounded up to 4
 * (never past `stride`, a multiple of 8) with no scalar tail.
 *
 * Four running minima (corners j, j+1, j+2, j+3) keep four independent min chains in flight:
 * minps has a latency of several cycles, and with one chain an 8-corner pair would wait on it.
 * min is exact, so the order of the minima does not change the result (a +0/-0 tie may pick
 * the other zero, which neither the verdict `sep > 0` nor the MTV's sep*sep can tell apart).
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include <math.h>

#include "planes_mtv.h"

/* min_j (nx*x_j + ny*y_j) for one block of W planes over the first n corners of (x, y), read in
 * steps of 4 (the padded corners repeat corner 0). Each chain starts at +inf and keeps
 * `s < m ? s : m`, the scalar select: a NaN projection (possible when huge coordinates
 * overflow) is skipped exactly as `planes` skips it. */
static inline vf planes_block_min(vf NX, vf NY, const float *x, const float *y, int n) {
    vf m0 = V_SET1(INFINITY), m1 = m0, m2 = m0, m3 = m0;
/* s_j = nx*x_j + ny*y_j */
#define SAT2D_PROJ(j) V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j])))
    for (int j = 0; j < n; j += 4) {
        /* m = s < m ? s : m (minps keeps that order) */
        m0 = V_MIN(SAT2D_PROJ(j), m0);
        m1 = V_MIN(SAT2D_PROJ(j + 1), m1);
        m2 = V_MIN(SAT2D_PROJ(j + 2), m2);
        m3 = V_MIN(SAT2D_PROJ(j + 3), m3);
    }
#undef SAT2D_PROJ
    return V_MIN(V_MIN(m0, m1), V_MIN(m2, m3));
}

/* Lanes whose plane separates: min - d > 0, tested as min > d. The two agree for every pair
 * of floats: with gradual underflow a - b is 0 only when a == b, rounding keeps the sign of
 * a nonzero difference, and every NaN or inf - inf case is false both ways. It saves a
 * subtraction per block; the separations themselves (MTV) still subtract. */
static inline vf planes_block_apart(vf NX, vf NY, vf D, const float *x, const float *y, int n) {
    return V_GT(planes_block_min(NX, NY, x, y, n), D); /* min_j s_j > d */
}

/* sep[i] = min_j (nx_i*x_j + ny_i*y_j) - d_i for the planes of `edges` against the corners
 * of `other`, block by block; 1 at the first block holding a positive separation. sep may be
 * NULL (verdict only); else it must hold `edges->stride` floats. */
static int planes_separated(const sat2d_convex_poly *edges, const sat2d_convex_poly *other,
                            float *sep) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    for (int k = 0; k < edges->count; k += SAT2D_W) {
        const vf m = planes_block_min(V_LOAD(nx + k), V_LOAD(ny + k), x, y, other->count);
        const vf D = V_LOAD(d + k);
        if (sep) V_STORE(sep + k, V_SUB(m, D)); /* sep = m - d */
        if (V_MASK(V_GT(m, D))) return 1;       /* any(sep > 0) */
    }
    return 0;
}

/* Lanes where a plane of `edges` separates `other`, OR-ed over every block of planes: no
 * branch on the data. */
static inline vf planes_any_positive(const sat2d_convex_poly *edges,
                                     const sat2d_convex_poly *other) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    vf any = planes_block_apart(V_LOAD(nx), V_LOAD(ny), V_LOAD(d), x, y, other->count);
    for (int k = SAT2D_W; k < edges->count; k += SAT2D_W)
        any = V_OR(any, planes_block_apart(V_LOAD(nx + k), V_LOAD(ny + k), V_LOAD(d + k), x, y,
                                           other->count));
    return any;
}

/* A's planes k..k+W-1 against B's first n corners and B's against A's: lanes that separate.
 * Both have at most 8 corners (sat2d_poly_small_array). */
static inline vf planes_pair_block_apart(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                         int k, int n) {
    return V_OR(planes_block_apart(V_LOAD(sat2d_poly_small_array(a, SAT2D_POLY_NX) + k),
                                   V_LOAD(sat2d_poly_small_array(a, SAT2D_POLY_NY) + k),
                                   V_LOAD(sat2d_poly_small_array(a, SAT2D_POLY_D) + k),
                                   sat2d_poly_small_array(b, SAT2D_POLY_X),
                                   sat2d_poly_small_array(b, SAT2D_POLY_Y), n),
                planes_block_apart(V_LOAD(sat2d_poly_small_array(b, SAT2D_POLY_NX) + k),
                                   V_LOAD(sat2d_poly_small_array(b, SAT2D_POLY_NY) + k),
                                   V_LOAD(sat2d_poly_small_array(b, SAT2D_POLY_D) + k),
                                   sat2d_poly_small_array(a, SAT2D_POLY_X),
                                   sat2d_poly_small_array(a, SAT2D_POLY_Y), n));
}

/* Both polygons have at most n corners, n = 4 or 8 and a compile-time constant here (the
 * broad-phase common case): A's and B's planes are computed side by side so the two sides'
 * min chains overlap, and the verdict leaves as a mask with no branch at all. Corners and
 * planes are read up to index n - 1, inside `stride` (>= 8), the padding repeating lane 0.
 * Returns 1 if some plane separates. */
static inline int planes_small_apart(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                     const int n) {
    vf any = planes_pair_block_apart(a, b, 0, n);
    for (int k = SAT2D_W; k < n; k += SAT2D_W)
        any = V_OR(any, planes_pair_block_apart(a, b, k, n));
    return V_MASK(any) != 0;
}

#if SAT2D_W == 8
/* Both polygons have at most 4 corners (boxes, triangles): both sides share one 8-lane
 * register. Lanes 0-3 hold A's planes against B's corners, lanes 4-7 B's planes against A's
 * corners: corner j of the opposite polygon is put in each half by an in-lane permute of
 * [bx0..bx3 | ax0..ax3], so every multiply does both sides' work. Corners and planes past
 * `count` repeat lane 0 as everywhere. Returns 1 if some plane separates. */
static inline int planes_quad_apart(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
#define SAT2D_HALVES(pa, pb, k)                                                                    \
    simde_mm256_set_m128(simde_mm_loadu_ps(sat2d_poly_small_array(pb, k)),                         \
                         simde_mm_loadu_ps(sat2d_poly_small_array(pa, k)))
    const vf NX = SAT2D_HALVES(a, b, SAT2D_POLY_NX);
    const vf NY = SAT2D_HALVES(a, b, SAT2D_POLY_NY);
    const vf D = SAT2D_HALVES(a, b, SAT2D_POLY_D);
    const vf X = SAT2D_HALVES(b, a, SAT2D_POLY_X); /* B's corners under A's planes */
    const vf Y = SAT2D_HALVES(b, a, SAT2D_POLY_Y);
#undef SAT2D_HALVES
    /* s_j = nx*x_j + ny*y_j for j = 0..3 of the opposite polygon; m = s < m ? s : m from +inf,
     * as planes_block_min (a NaN projection is skipped) */
    const vf inf = V_SET1(INFINITY);
#define SAT2D_QUAD_MIN(imm)                                                                        \
    V_MIN(V_ADD(V_MUL(NX, simde_mm256_permute_ps(X, imm)),                                         \
                V_MUL(NY, simde_mm256_permute_ps(Y, imm))),                                        \
          inf)
    const vf m = V_MIN(V_MIN(SAT2D_QUAD_MIN(0x00), SAT2D_QUAD_MIN(0x55)),
                       V_MIN(SAT2D_QUAD_MIN(0xAA), SAT2D_QUAD_MIN(0xFF)));
#undef SAT2D_QUAD_MIN
    return V_MASK(V_GT(m, D)) != 0; /* any(min_j s_j > d), as planes_block_apart */
}
#endif

/* The verdict with every separation stored, then the MTV exactly as the scalar planes picks
 * it (same separations, same selection code). */
static int planes_mtv_pair(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    float sep_a[SAT2D_MAX_CORNERS], sep_b[SAT2D_MAX_CORNERS];
    if (planes_separated(a, b, sep_a) || planes_separated(b, a, sep_b)) return 0;
    sat2d_planes_mtv_from(a, sep_a, b, sep_b, mtv);
    return 1;
}

/* Early exit per block of axes: A's planes block by block, then B's. */
static int poly_poly_axes(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    if (mtv) return planes_mtv_pair(a, b, mtv);
    return !(planes_separated(a, b, NULL) || planes_separated(b, a, NULL));
}

/* Branch-light, more than 8 corners: every block of both sides computed. Kept out of line so
 * the batch loop around the small kernels stays within the 16 vector registers (inlined, its
 * loops made the compiler spill the small kernels' operands to the stack). */
static SAT2D_NOINLINE int planes_large_apart(const sat2d_convex_poly *a,
                                             const sat2d_convex_poly *b) {
    return V_MASK(V_OR(planes_any_positive(a, b), planes_any_positive(b, a))) != 0;
}

/* planes_small_apart at 8 corners, the broad phase's headline case, as the cycle models see it
 * (sat2d/mca.h): one pair of the branch-light kernels. */
static inline int planes_small8_apart(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    SAT2D_MCA_BEGIN("poly_poly", SAT2D_WIDTH_TEXT "_axes_bl", 1);
    int apart = planes_small_apart(a, b, 8);
    SAT2D_MCA_END_INT("poly_poly", SAT2D_WIDTH_TEXT "_axes_bl", 1, apart, a, b);
    return apart;
}

/* 1 if the pair is apart, for kernels that share the small kernels below 9 corners: those up
 * to 8 corners and `large` beyond (a constant at each caller, so inlining makes it a direct
 * call). */
static inline int planes_pair_apart(const sat2d_convex_poly *p, const sat2d_convex_poly *q,
                                    int (*large)(const sat2d_convex_poly *,
                                                 const sat2d_convex_poly *)) {
    const int c = p->count > q->count ? p->count : q->count;
    /* Constant corner counts (4 or 8, the padding fills the rest) unroll the loops. */
#if SAT2D_W == 8
    return c <= 4 ? planes_quad_apart(p, q)
#else
    return c <= 4 ? planes_small_apart(p, q, 4)
#endif
           : c <= 8 ? planes_small8_apart(p, q)
                    : large(p, q);
}

/* A batch slot over planes_pair_apart: MTVs through planes_mtv_pair; verdicts in a loop with no
 * MTV test, prefetching pairs ahead (compiler_hints.h). */
static inline void
planes_batch(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b, size_t n,
             uint8_t *hit, sat2d_mtv *mtv,
             int (*large)(const sat2d_convex_poly *, const sat2d_convex_poly *)) {
    if (mtv) {
        for (size_t i = 0; i < n; i++)
            hit[i] = (uint8_t)planes_mtv_pair(a[i], b[i], &mtv[i]);
        return;
    }
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_pair_prefetch(a, b, i + SAT2D_PREFETCH_PAIRS);
        hit[i] = (uint8_t)!planes_pair_apart(a[i], b[i], large);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)!planes_pair_apart(a[i], b[i], large);
}

/* Branch-light: every block of both sides computed, no branch on the data; the verdict is one
 * mask test. */
static void axes_bl_poly_poly(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                              size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    planes_batch(a, b, n, hit, mtv, planes_large_apart);
}
