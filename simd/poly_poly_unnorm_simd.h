/* SIMD twin of scalar/poly_poly_unnorm.c (sat2d_poly_poly_unnorm): corners in lanes.
 *
 * Lanes: SAT2D_W corners of one polygon per register, the axis (nx, ny) broadcast; the
 * interval of each polygon is a vector min/max over its corner blocks followed by one
 * horizontal reduction per axis. Padding: corners past `count` repeat corner 0, so whole
 * blocks change no min or max. Same expressions as the scalar twin (absolute coordinates,
 * unnormalised normals), so each interval end is the same float.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include <math.h>

#include "unnorm_rank.h"

/* [lo, hi] of nx*x_j + ny*y_j over the corners of p. */
static void corners_interval(const sat2d_convex_poly *p, vf NX, vf NY, float *lo, float *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    vf l = V_SET1(INFINITY), h = V_SET1(-INFINITY);
    for (int k = 0; k < p->count; k += SAT2D_W) {
        vf s = V_ADD(V_MUL(NX, V_LOAD(x + k)), V_MUL(NY, V_LOAD(y + k))); /* nx*x + ny*y */
        l = V_MIN(s, l);
        h = V_MAX(s, h);
    }
    *lo = v_hmin(l);
    *hi = v_hmax(h);
}

/* Early exit on the first separating axis of `edges`; otherwise ranked as the scalar twin. */
static int corners_try_edges(const sat2d_convex_poly *edges, const sat2d_convex_poly *a,
                             const sat2d_convex_poly *b, sat2d_unnorm_best *best) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    for (int i = 0; i < edges->count; i++) {
        vf NX = V_SET1(nx[i]), NY = V_SET1(ny[i]);
        float alo, ahi, blo, bhi;
        corners_interval(a, NX, NY, &alo, &ahi);
        corners_interval(b, NX, NY, &blo, &bhi);
        if (!sat2d_unnorm_consider(best, alo, ahi, blo, bhi, nx[i], ny[i])) return 0;
    }
    return 1;
}

static int poly_poly_corners(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                             sat2d_mtv *mtv) {
    sat2d_unnorm_best best = sat2d_unnorm_start();
    if (!corners_try_edges(a, a, b, &best) || !corners_try_edges(b, a, b, &best)) return 0;
    if (mtv) sat2d_unnorm_mtv(&best, mtv);
    return 1;
}
