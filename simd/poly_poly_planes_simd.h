/* SIMD twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes): axes in lanes.
 *
 * Lanes: SAT2D_W edge planes of one polygon per register (nx, ny, d loaded straight from the
 * SoA arrays); each corner of the other polygon is broadcast, so a register computes W
 * projections per multiply and needs no horizontal reduction. Padding: lanes past `count`
 * repeat lane 0 (sat2d_poly's contract) in every array, so whole blocks are loaded without
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

/* sep = min_j (nx*x_j + ny*y_j) - d for one block of W planes against the first n corners of
 * (x, y), read in steps of 4 (the padded corners repeat corner 0). */
static inline vf planes_block_sep(vf NX, vf NY, vf D, const float *x, const float *y, int n) {
    vf m0 = V_SET1(INFINITY), m1 = m0, m2 = m0, m3 = m0;
    for (int j = 0; j < n; j += 4) {
        /* s_j = nx*x_j + ny*y_j; m = s < m ? s : m (minps keeps that order) */
        m0 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j]))), m0);
        m1 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j + 1])), V_MUL(NY, V_SET1(y[j + 1]))), m1);
        m2 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j + 2])), V_MUL(NY, V_SET1(y[j + 2]))), m2);
        m3 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j + 3])), V_MUL(NY, V_SET1(y[j + 3]))), m3);
    }
    /* sep = m - d */
    return V_SUB(V_MIN(V_MIN(m0, m1), V_MIN(m2, m3)), D);
}

/* sep[i] = min_j (nx_i*x_j + ny_i*y_j) - d_i for the planes of `edges` against the corners
 * of `other`, block by block; 1 at the first block holding a positive separation. sep may be
 * NULL (verdict only); else it must hold `edges->stride` floats. */
static int planes_separated(const sat2d_poly *edges, const sat2d_poly *other, float *sep) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    const vf zero = V_SET1(0.0f);
    for (int k = 0; k < edges->count; k += SAT2D_W) {
        vf s = planes_block_sep(V_LOAD(nx + k), V_LOAD(ny + k), V_LOAD(d + k), x, y, other->count);
        if (sep) V_STORE(sep + k, s);
        if (V_MASK(V_GT(s, zero))) return 1; /* any(sep > 0) */
    }
    return 0;
}

/* Lanes where a plane of `edges` separates `other` (sep > 0), OR-ed over every block of
 * planes: no branch on the data. */
static inline vf planes_any_positive(const sat2d_poly *edges, const sat2d_poly *other) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    vf any = V_SET1(0.0f);
    for (int k = 0; k < edges->count; k += SAT2D_W) {
        vf s = planes_block_sep(V_LOAD(nx + k), V_LOAD(ny + k), V_LOAD(d + k), x, y, other->count);
        any = V_OR(any, V_GT(s, V_SET1(0.0f))); /* sep > 0 */
    }
    return any;
}

/* Both polygons have at most 8 corners (the broad-phase common case): A's and B's planes are
 * computed in the same loop so the two sides' min chains overlap, and the verdict leaves as a
 * mask with no branch at all. Corners and planes are read up to index 7, inside `stride`
 * (>= 8), the padding repeating lane 0. Returns 1 if some plane separates. */
static inline int planes_small_apart(const sat2d_poly *a, const sat2d_poly *b, const int n) {
    const float *ax = sat2d_poly_x(a), *ay = sat2d_poly_y(a);
    const float *bx = sat2d_poly_x(b), *by = sat2d_poly_y(b);
    vf any = V_SET1(0.0f);
    for (int k = 0; k < n; k += SAT2D_W) {
        vf sa = planes_block_sep(V_LOAD(sat2d_poly_nx(a) + k), V_LOAD(sat2d_poly_ny(a) + k),
                                 V_LOAD(sat2d_poly_d(a) + k), bx, by, n);
        vf sb = planes_block_sep(V_LOAD(sat2d_poly_nx(b) + k), V_LOAD(sat2d_poly_ny(b) + k),
                                 V_LOAD(sat2d_poly_d(b) + k), ax, ay, n);
        /* any |= (sep_a > 0) | (sep_b > 0) */
        any = V_OR(any, V_OR(V_GT(sa, V_SET1(0.0f)), V_GT(sb, V_SET1(0.0f))));
    }
    return V_MASK(any) != 0;
}

#if SAT2D_W == 8
/* Both polygons have at most 4 corners (boxes, triangles): both sides share one 8-lane
 * register. Lanes 0-3 hold A's planes against B's corners, lanes 4-7 B's planes against A's
 * corners: corner j of the opposite polygon is put in each half by an in-lane permute of
 * [bx0..bx3 | ax0..ax3], so every multiply does both sides' work. Corners and planes past
 * `count` repeat lane 0 as everywhere. Returns 1 if some plane separates. */
static inline int planes_quad_apart(const sat2d_poly *a, const sat2d_poly *b) {
#define SAT2D_HALVES(pa, pb) simde_mm256_set_m128(simde_mm_loadu_ps(pb), simde_mm_loadu_ps(pa))
    const vf NX = SAT2D_HALVES(sat2d_poly_nx(a), sat2d_poly_nx(b));
    const vf NY = SAT2D_HALVES(sat2d_poly_ny(a), sat2d_poly_ny(b));
    const vf D = SAT2D_HALVES(sat2d_poly_d(a), sat2d_poly_d(b));
    const vf X = SAT2D_HALVES(sat2d_poly_x(b), sat2d_poly_x(a)); /* B's corners under A's planes */
    const vf Y = SAT2D_HALVES(sat2d_poly_y(b), sat2d_poly_y(a));
#undef SAT2D_HALVES
    const vf inf = V_SET1(INFINITY);
    /* s_j = nx*x_j + ny*y_j for j = 0..3 of the opposite polygon; m = s < m ? s : m */
    vf m0 = V_MIN(V_ADD(V_MUL(NX, simde_mm256_permute_ps(X, 0x00)),
                        V_MUL(NY, simde_mm256_permute_ps(Y, 0x00))),
                  inf);
    vf m1 = V_MIN(V_ADD(V_MUL(NX, simde_mm256_permute_ps(X, 0x55)),
                        V_MUL(NY, simde_mm256_permute_ps(Y, 0x55))),
                  inf);
    vf m2 = V_MIN(V_ADD(V_MUL(NX, simde_mm256_permute_ps(X, 0xAA)),
                        V_MUL(NY, simde_mm256_permute_ps(Y, 0xAA))),
                  inf);
    vf m3 = V_MIN(V_ADD(V_MUL(NX, simde_mm256_permute_ps(X, 0xFF)),
                        V_MUL(NY, simde_mm256_permute_ps(Y, 0xFF))),
                  inf);
    vf sep = V_SUB(V_MIN(V_MIN(m0, m1), V_MIN(m2, m3)), D); /* sep = m - d */
    return V_MASK(V_GT(sep, V_SET1(0.0f))) != 0;            /* any(sep > 0) */
}
#endif

/* The verdict with every separation stored, then the MTV exactly as the scalar planes picks
 * it (same separations, same selection code). */
static int planes_mtv_pair(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    float sep_a[SAT2D_MAX_CORNERS], sep_b[SAT2D_MAX_CORNERS];
    if (planes_separated(a, b, sep_a) || planes_separated(b, a, sep_b)) return 0;
    sat2d_planes_mtv_from(a, sep_a, b, sep_b, mtv);
    return 1;
}

/* Early exit per block of axes: A's planes block by block, then B's. */
static int poly_poly_axes(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    if (mtv) return planes_mtv_pair(a, b, mtv);
    return !(planes_separated(a, b, NULL) || planes_separated(b, a, NULL));
}

/* Branch-light: every block of both sides computed, no branch on the data; the verdict is one
 * mask test. */
static int poly_poly_axes_bl(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    if (mtv) return planes_mtv_pair(a, b, mtv);
    const int n = a->count > b->count ? a->count : b->count;
    /* Constant corner counts (4 or 8, the padding fills the rest) unroll the loops. */
#if SAT2D_W == 8
    if (n <= 4) return !planes_quad_apart(a, b);
#else
    if (n <= 4) return !planes_small_apart(a, b, 4);
#endif
    if (n <= 8) return !planes_small_apart(a, b, 8);
    return !V_MASK(V_OR(planes_any_positive(a, b), planes_any_positive(b, a)));
}
