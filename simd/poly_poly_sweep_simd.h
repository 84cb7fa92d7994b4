/* SIMD twins of scalar/poly_poly_sweep.c (sat2d_poly_poly_sweep): axes in lanes (the *_axes
 * tables) and corners in lanes (the *_corners tables, at the end of this file).
 *
 * Axes in lanes: SAT2D_W edge normals per register; every corner of A and of B is broadcast to
 * build both intervals on W axes at once (the O(n^2) part). The window is then narrowed
 * axis by axis, in the scalar twin's order, by the shared sat2d_sweep_clip (O(n), exact
 * fraction comparisons), so the verdict, t and normal are the scalar twin's. Padding lanes
 * repeat axis 0 and are never clipped.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include <math.h>

#include "sweep_window.h"

/* Intervals of p on W axes relative to the local origin (ox, oy), A's corner 0, exactly as the
 * scalar twin: lo = min_j (nx*(x_j - ox) + ny*(y_j - oy)), hi = max_j (same). */
static void axes_intervals(const sat2d_poly *p, float ox, float oy, vf NX, vf NY, vf *lo, vf *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    vf l = V_SET1(INFINITY), h = V_SET1(-INFINITY);
    for (int j = 0; j < p->count; j++) {
        vf s = V_ADD(V_MUL(NX, V_SET1(x[j] - ox)), V_MUL(NY, V_SET1(y[j] - oy)));
        l = V_MIN(s, l);
        h = V_MAX(s, h);
    }
    *lo = l;
    *hi = h;
}

static int sweep_clip_edges(const sat2d_poly *edges, const sat2d_poly *a, const sat2d_poly *b,
                            sat2d_vec2 d, sat2d_sweep_window *w) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    const vf DX = V_SET1(d.x), DY = V_SET1(d.y);
    const float ox = sat2d_poly_x(a)[0], oy = sat2d_poly_y(a)[0];
    for (int k = 0; k < edges->count; k += SAT2D_W) {
        vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k), alo, ahi, blo, bhi;
        axes_intervals(a, ox, oy, NX, NY, &alo, &ahi);
        axes_intervals(b, ox, oy, NX, NY, &blo, &bhi);
        float al[SAT2D_W], ah[SAT2D_W], bl[SAT2D_W], bh[SAT2D_W], s[SAT2D_W];
        V_STORE(al, alo);
        V_STORE(ah, ahi);
        V_STORE(bl, blo);
        V_STORE(bh, bhi);
        V_STORE(s, V_ADD(V_MUL(NX, DX), V_MUL(NY, DY))); /* B's speed: nx*dx + ny*dy */
        int lanes = edges->count - k < SAT2D_W ? edges->count - k : SAT2D_W;
        for (int i = 0; i < lanes; i++)
            if (!sat2d_sweep_clip(w, al[i], ah[i], bl[i], bh[i], s[i], nx[k + i], ny[k + i]))
                return 0;
    }
    return 1;
}

static int poly_poly_sweep_lanes(const sat2d_poly *a, const sat2d_poly *b, sat2d_vec2 d,
                                 sat2d_toi *toi) {
    sat2d_sweep_window w = sat2d_sweep_window_open();
    if (!sweep_clip_edges(a, a, b, d, &w) || !sweep_clip_edges(b, a, b, d, &w)) return 0;
    if (toi) sat2d_sweep_report(a, b, &w, toi);
    return 1;
}

/* Corners in lanes (the sse_corners / avx_corners form): one axis broadcast at a time, W
 * corners of a polygon per register, and a horizontal min/max per interval. Padding corners
 * repeat corner 0, so whole blocks change no interval. lo/hi are the scalar twin's floats:
 * lo = min_j (nx*(x_j - ox) + ny*(y_j - oy)), hi = max_j (same). */
static void corners_interval_from(const sat2d_poly *p, vf OX, vf OY, vf NX, vf NY, float *lo,
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

/* Narrows the window axis by axis in the scalar twin's order; 0 once it is empty. */
static int sweep_clip_edges_corners(const sat2d_poly *edges, const sat2d_poly *a,
                                    const sat2d_poly *b, sat2d_vec2 d, sat2d_sweep_window *w) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    const vf OX = V_SET1(sat2d_poly_x(a)[0]), OY = V_SET1(sat2d_poly_y(a)[0]);
    for (int i = 0; i < edges->count; i++) {
        const vf NX = V_SET1(nx[i]), NY = V_SET1(ny[i]);
        float alo, ahi, blo, bhi;
        corners_interval_from(a, OX, OY, NX, NY, &alo, &ahi);
        corners_interval_from(b, OX, OY, NX, NY, &blo, &bhi);
        float s = nx[i] * d.x + ny[i] * d.y; /* B's speed along n */
        if (!sat2d_sweep_clip(w, alo, ahi, blo, bhi, s, nx[i], ny[i])) return 0;
    }
    return 1;
}

static int poly_poly_sweep_corners(const sat2d_poly *a, const sat2d_poly *b, sat2d_vec2 d,
                                   sat2d_toi *toi) {
    sat2d_sweep_window w = sat2d_sweep_window_open();
    if (!sweep_clip_edges_corners(a, a, b, d, &w) || !sweep_clip_edges_corners(b, a, b, d, &w))
        return 0;
    if (toi) sat2d_sweep_report(a, b, &w, toi);
    return 1;
}

#include "batch_loops.h"
SAT2D_LOOP_POLY_POLY_SWEEP(lanes_poly_poly_sweep, poly_poly_sweep_lanes)
SAT2D_LOOP_POLY_POLY_SWEEP(corners_poly_poly_sweep, poly_poly_sweep_corners)
