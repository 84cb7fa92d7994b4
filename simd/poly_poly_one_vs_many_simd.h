/* SIMD twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes) for one polygon A against
 * many candidates B[i]: candidates in lanes, A broadcast.
 *
 * Lanes: lane l of a block holds candidate b[i+l]. Each block's candidates are transposed
 * into rows (corner j of the W candidates in one register row x[j], y[j]; plane j in
 * nx[j], ny[j], d[j]); A needs no transpose, each of its planes and corners is a broadcast.
 * The transpose is W x W in registers, W stored floats of each candidate per load.
 * Padding: a candidate with fewer corners than the block's longest repeats its corner 0 and
 * plane 0 (the stored lanes past `count` do, and rows past its stride broadcast element 0),
 * which changes no minimum projection and adds no new separating plane. The tail block repeats the
 * last candidate pointer in its spare lanes and keeps only the first n-i verdicts: nothing past
 * b[n-1] or hit[n-1] is touched.
 *
 * Rounding: every lane evaluates the scalar expression sep = min_j (nx*x_j + ny*y_j) - d in
 * the same order (separate multiply and add, no FMA, -ffp-contract=off), so each verdict is
 * the scalar planes verdict, float inputs included. The MTV of a hit pair comes from the
 * scalar planes itself.
 *
 * Included by poly_poly_one_vs_many_sse.c (SAT2D_W 4) and _avx.c (SAT2D_W 8) after lanes.h;
 * they define OVM_KERNEL as the exported name and OVM_AXES as the same width's axes-in-lanes
 * variant table (sat2d_variant_sse_axes / _avx_axes), used for blocks of long polygons. */
#include <math.h>

#include "one_vs_many.h"

/* The block's candidates, transposed: [corner or plane][lane]. 100+ KiB at 1024 corners and
 * 8 lanes, so it is thread-local storage rather than stack. */
typedef struct ovm_rows {
    float x[SAT2D_MAX_CORNERS][SAT2D_W], y[SAT2D_MAX_CORNERS][SAT2D_W];
    float nx[SAT2D_MAX_CORNERS][SAT2D_W], ny[SAT2D_MAX_CORNERS][SAT2D_W],
        d[SAT2D_MAX_CORNERS][SAT2D_W];
} ovm_rows;

/* v[r] becomes row r of the W x W matrix whose row l was v[l] on entry (a register
 * transpose: unpack pairs, then quads, then the 128-bit halves on 8 lanes). */
static void ovm_transpose(vf *v) {
#if SAT2D_W == 4
    simde__m128 t0 = simde_mm_unpacklo_ps(v[0], v[1]), t1 = simde_mm_unpackhi_ps(v[0], v[1]);
    simde__m128 t2 = simde_mm_unpacklo_ps(v[2], v[3]), t3 = simde_mm_unpackhi_ps(v[2], v[3]);
    v[0] = simde_mm_movelh_ps(t0, t2), v[1] = simde_mm_movehl_ps(t2, t0);
    v[2] = simde_mm_movelh_ps(t1, t3), v[3] = simde_mm_movehl_ps(t3, t1);
#else
    simde__m256 t[8], s[8];
    for (int k = 0; k < 8; k += 2) {
        t[k] = simde_mm256_unpacklo_ps(v[k], v[k + 1]);
        t[k + 1] = simde_mm256_unpackhi_ps(v[k], v[k + 1]);
    }
    for (int k = 0; k < 8; k += 4) {
        s[k] = simde_mm256_shuffle_ps(t[k], t[k + 2], SIMDE_MM_SHUFFLE(1, 0, 1, 0));
        s[k + 1] = simde_mm256_shuffle_ps(t[k], t[k + 2], SIMDE_MM_SHUFFLE(3, 2, 3, 2));
        s[k + 2] = simde_mm256_shuffle_ps(t[k + 1], t[k + 3], SIMDE_MM_SHUFFLE(1, 0, 1, 0));
        s[k + 3] = simde_mm256_shuffle_ps(t[k + 1], t[k + 3], SIMDE_MM_SHUFFLE(3, 2, 3, 2));
    }
    for (int k = 0; k < 4; k++) {
        v[k] = simde_mm256_permute2f128_ps(s[k], s[k + 4], 0x20);
        v[k + 4] = simde_mm256_permute2f128_ps(s[k], s[k + 4], 0x31);
    }
#endif
}

/* The block's rows 0..rows-1 (rows a multiple of W) of one stored array (`get` is its
 * accessor) into dst[row][lane]. Each candidate's array is read W floats at a time: stride
 * is a multiple of SAT2D_LANES (itself a multiple of W) and lanes count..stride-1 repeat
 * element 0, so a whole load never leaves the polygon's block and past `count` it yields
 * element 0; at or past stride the row is element 0 broadcast. */
static void ovm_rows_of(const sat2d_convex_poly *const *b,
                        const float *(*get)(const sat2d_convex_poly *), int rows,
                        float (*dst)[SAT2D_W]) {
    const float *src[SAT2D_W];
    for (int l = 0; l < SAT2D_W; l++)
        src[l] = get(b[l]);
    for (int at = 0; at < rows; at += SAT2D_W) {
        vf v[SAT2D_W];
        for (int l = 0; l < SAT2D_W; l++)
            v[l] = at < b[l]->stride ? V_LOAD(src[l] + at) : V_SET1(src[l][0]);
        ovm_transpose(v);
        for (int r = 0; r < SAT2D_W; r++)
            V_STORE(dst[at + r], v[r]);
    }
}

/* Most corners among the block's candidates, rounded up to W (the extra rows repeat corner
 * 0 or plane 0 of every candidate, so they change nothing). */
static int ovm_rows_needed(const sat2d_convex_poly *const *b) {
    int m = 0;
    for (int l = 0; l < SAT2D_W; l++)
        m = b[l]->count > m ? b[l]->count : m;
    return (m + SAT2D_W - 1) / SAT2D_W * SAT2D_W;
}

/* Rows x, y of the block's corners. */
static void ovm_corner_rows(const sat2d_convex_poly *const *b, int rows, ovm_rows *r) {
    ovm_rows_of(b, sat2d_poly_x, rows, r->x);
    ovm_rows_of(b, sat2d_poly_y, rows, r->y);
}

/* Rows nx, ny, d of the block's edge planes. */
static void ovm_plane_rows(const sat2d_convex_poly *const *b, int rows, ovm_rows *r) {
    ovm_rows_of(b, sat2d_poly_nx, rows, r->nx);
    ovm_rows_of(b, sat2d_poly_ny, rows, r->ny);
    ovm_rows_of(b, sat2d_poly_d, rows, r->d);
}

/* A's planes against the candidates' corner rows: lanes where one of A's planes separates
 * (all-ones lane = apart). Stops once every lane is apart. Two running minima (even and odd
 * rows; rows is a multiple of W, so even) break the min's dependency chain; min is exact, so
 * the grouping does not change the result. */
static vf ovm_a_planes(const sat2d_convex_poly *a, const ovm_rows *r, int rows) {
    const float *nx = sat2d_poly_nx(a), *ny = sat2d_poly_ny(a), *d = sat2d_poly_d(a);
    const vf zero = V_SET1(0.0f);
    vf apart = zero;
    for (int i = 0; i < a->count && V_MASK(apart) != V_ALL_MASK; i++) {
        vf NX = V_SET1(nx[i]), NY = V_SET1(ny[i]);
        vf m0 = V_SET1(INFINITY), m1 = V_SET1(INFINITY);
        for (int j = 0; j < rows; j += 2) {
            /* s = nx_i*x_j + ny_i*y_j; m = s < m ? s : m */
            m0 = V_MIN(V_ADD(V_MUL(NX, V_LOAD(r->x[j])), V_MUL(NY, V_LOAD(r->y[j]))), m0);
            m1 = V_MIN(V_ADD(V_MUL(NX, V_LOAD(r->x[j + 1])), V_MUL(NY, V_LOAD(r->y[j + 1]))), m1);
        }
        apart = V_OR(apart, V_GT(V_SUB(V_MIN(m0, m1), V_SET1(d[i])), zero)); /* m - d_i > 0 */
    }
    return apart;
}

/* The candidates' plane rows against A's corners, on top of the lanes already `apart`; two
 * running minima as above. */
static vf ovm_b_planes(const sat2d_convex_poly *a, const ovm_rows *r, int rows, vf apart) {
    const float *x = sat2d_poly_x(a), *y = sat2d_poly_y(a);
    const int n = a->count;
    const vf zero = V_SET1(0.0f);
    for (int i = 0; i < rows && V_MASK(apart) != V_ALL_MASK; i++) {
        vf NX = V_LOAD(r->nx[i]), NY = V_LOAD(r->ny[i]);
        vf m0 = V_SET1(INFINITY), m1 = V_SET1(INFINITY);
        int j = 0;
        for (; j + 1 < n; j += 2) {
            /* s = nx_i*x_j + ny_i*y_j; m = s < m ? s : m */
            m0 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j]))), m0);
            m1 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j + 1])), V_MUL(NY, V_SET1(y[j + 1]))), m1);
        }
        if (j < n) m0 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j]))), m0);
        apart = V_OR(apart, V_GT(V_SUB(V_MIN(m0, m1), V_LOAD(r->d[i])), zero)); /* m - d_i > 0 */
    }
    return apart;
}

/* Verdicts for one full block of W candidates into out[0..W-1]. B's planes are transposed
 * only when A's planes left a lane unseparated. */
static void ovm_block(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b, ovm_rows *r,
                      uint8_t *out) {
    int rows = ovm_rows_needed(b);
    ovm_corner_rows(b, rows, r);
    vf apart = ovm_a_planes(a, r, rows);
    if (V_MASK(apart) != V_ALL_MASK) {
        ovm_plane_rows(b, rows, r);
        apart = ovm_b_planes(a, r, rows, apart);
    }
    v_store_hits(out, apart, 1);
}

/* Blocks whose polygons have more corners than this go to the axes-in-lanes kernel pair by
 * pair: with every lane carrying a different pair, a block stops only when all its pairs are
 * separated, while the per-pair kernel stops at the first separating block of planes. At 50%
 * hits the pairs-in-lanes block held level up to 8 corners and lost from 16 (docs/tricks.md,
 * "AoSoA blocks"). */
#define OVM_MAX_LANE_CORNERS 8

/* Verdicts for one full block of W candidates into out[0..W-1], by whichever form is faster
 * for its sizes; both give the scalar planes verdict. */
static void ovm_any_block(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b,
                          ovm_rows *r, uint8_t *out) {
    if (a->count <= OVM_MAX_LANE_CORNERS && ovm_rows_needed(b) <= OVM_MAX_LANE_CORNERS) {
        ovm_block(a, b, r, out);
        return;
    }
    const sat2d_convex_poly *as[SAT2D_W];
    for (int l = 0; l < SAT2D_W; l++)
        as[l] = a;
    OVM_AXES.poly_poly(as, b, SAT2D_W, out, NULL);
}

void OVM_KERNEL(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b, size_t n,
                uint8_t *hit, sat2d_mtv *mtv) {
    static _Thread_local ovm_rows rows;
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W)
        ovm_any_block(a, b + i, &rows, hit + i);
    if (i < n) { /* tail: spare lanes repeat b[n-1]; only n-i verdicts leave the block */
        const sat2d_convex_poly *tail[SAT2D_W];
        uint8_t out[SAT2D_W];
        for (int l = 0; l < SAT2D_W; l++)
            tail[l] = b[i + l < n ? i + l : n - 1];
        ovm_any_block(a, tail, &rows, out);
        for (size_t l = 0; i + l < n; l++)
            hit[i + l] = out[l];
    }
    if (mtv)
        for (size_t k = 0; k < n; k++)
            if (hit[k]) sat2d_poly_poly_planes(a, b[k], &mtv[k]);
}
