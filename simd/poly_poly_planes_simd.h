/* SIMD twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes): axes in lanes.
 *
 * Lanes: SAT2D_W edge planes of one polygon per register (nx, ny, d loaded straight from the
 * SoA arrays); each corner of the other polygon is broadcast, so a register computes W
 * projections per multiply and needs no horizontal reduction. Padding: lanes past `count`
 * repeat plane 0 (sat2d_poly's contract), whose separation is already counted, so whole
 * blocks are loaded without masks. Two running minima (even and odd corners) break the
 * dependency chain of the min; min is exact, so the order does not change the result.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include <math.h>

#include "planes_mtv.h"

/* sep[i] = min_j (nx_i*x_j + ny_i*y_j) - d_i for the planes of `edges` against the corners
 * of `other`. early: return 1 at the first block holding a positive separation; otherwise
 * every block is computed and one test decides at the end (one branch per call). sep may be
 * NULL (verdict only); else it must hold `edges->stride` floats. */
static int planes_separated(const sat2d_poly *edges, const sat2d_poly *other, int early,
                            float *sep) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    const int n = other->count;
    const vf zero = V_SET1(0.0f);
    vf any = V_SET1(0.0f);
    for (int k = 0; k < edges->count; k += SAT2D_W) {
        vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k);
        vf m0 = V_SET1(INFINITY), m1 = V_SET1(INFINITY);
        int j = 0;
        for (; j + 1 < n; j += 2) {
            /* s = nx*x_j + ny*y_j; m = s < m ? s : m (minps keeps that order) */
            vf s0 = V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j])));
            vf s1 = V_ADD(V_MUL(NX, V_SET1(x[j + 1])), V_MUL(NY, V_SET1(y[j + 1])));
            m0 = V_MIN(s0, m0);
            m1 = V_MIN(s1, m1);
        }
        if (j < n) m0 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j]))), m0);
        /* sep = m - d */
        vf s = V_SUB(V_MIN(m0, m1), V_LOAD(d + k));
        if (sep) V_STORE(sep + k, s);
        vf positive = V_GT(s, zero);
        if (early) {
            if (V_MASK(positive)) return 1;
        } else {
            any = V_OR(any, positive);
        }
    }
    return V_MASK(any) != 0;
}

/* The pair through both polygons' planes, then the MTV exactly as the scalar planes picks it
 * (same separations, same selection code). */
static int poly_poly_axes_pair(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv,
                               int early) {
    float sep_a[SAT2D_MAX_CORNERS], sep_b[SAT2D_MAX_CORNERS];
    float *sa = mtv ? sep_a : NULL, *sb = mtv ? sep_b : NULL;
    if (early) {
        if (planes_separated(a, b, 1, sa) || planes_separated(b, a, 1, sb)) return 0;
    } else {
        /* Branch-light: both sides computed, a single branch on the pair. */
        int apart = planes_separated(a, b, 0, sa) | planes_separated(b, a, 0, sb);
        if (apart) return 0;
    }
    if (mtv) sat2d_planes_mtv_from(a, sep_a, b, sep_b, mtv);
    return 1;
}

static int poly_poly_axes(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    return poly_poly_axes_pair(a, b, mtv, 1);
}

static int poly_poly_axes_bl(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    return poly_poly_axes_pair(a, b, mtv, 0);
}
