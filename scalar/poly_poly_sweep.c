/* poly_poly_sweep (seed 001's collision prediction, corrected): A stays, B moves by d over
 * t in [0, 1]. On each axis n (every edge normal of both) the closed intervals overlap for t
 * in [t_in, t_out]; they touch at some t iff the latest entry is no later than the earliest
 * exit within [0, 1]. (The seed takes the smallest time over axes; it is the largest entry.)
 * The window arithmetic and its exactness are in sweep_window.h.
 *
 * Corners are projected relative to A's corner 0 (a local origin; docs/conventions.md#floats):
 * far from the origin, nx*x rounds at the scale of |n| * |x| (at 1e6 that moved t by 0.2 for
 * shapes of size 20), while nx*(x - ox) rounds at the scale of the shapes. On the grid the
 * differences (<= 2048) and their dot products (< 2^23) are exact, so the verdict stays exact. */
#include <math.h>

#include "sweep_window.h"

/* p's interval on the unnormalised axis (nx, ny), relative to the local origin (ox, oy). */
static void project_from(const sat2d_convex_poly *p, float ox, float oy, float nx, float ny,
                         float *lo, float *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    float l = INFINITY, h = -INFINITY;
    for (int j = 0; j < p->count; j++) {
        float s = nx * (x[j] - ox) + ny * (y[j] - oy);
        l = s < l ? s : l;
        h = s > h ? s : h;
    }
    *lo = l;
    *hi = h;
}

/* Narrows the window by the edges of `edges`; 0 once it is empty. */
static int clip_edges(const sat2d_convex_poly *edges, const sat2d_convex_poly *a,
                      const sat2d_convex_poly *b, sat2d_vec2 d, sat2d_sweep_window *w) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    const float ox = sat2d_poly_x(a)[0], oy = sat2d_poly_y(a)[0];
    for (int i = 0; i < edges->count; i++) {
        float alo, ahi, blo, bhi;
        project_from(a, ox, oy, nx[i], ny[i], &alo, &ahi);
        project_from(b, ox, oy, nx[i], ny[i], &blo, &bhi);
        float s = nx[i] * d.x + ny[i] * d.y; /* B's speed along n */
        if (!sat2d_sweep_clip(w, alo, ahi, blo, bhi, s, nx[i], ny[i])) return 0;
    }
    return 1;
}

int sat2d_poly_poly_sweep(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_vec2 d,
                          sat2d_toi *toi) {
    sat2d_sweep_window w = sat2d_sweep_window_open();
    if (!clip_edges(a, a, b, d, &w) || !clip_edges(b, a, b, d, &w)) return 0;
    if (toi) sat2d_sweep_report(a, b, &w, toi);
    return 1;
}
