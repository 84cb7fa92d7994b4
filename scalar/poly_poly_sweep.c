/* poly_poly_sweep (seed 001's collision prediction, corrected): A stays, B moves by d over
 * t in [0, 1]. On each axis n (every edge normal of both) the closed intervals overlap for t
 * in [t_in, t_out]; they touch at some t iff the latest entry is no later than the earliest
 * exit within [0, 1]. (The seed takes the smallest time over axes; it is the largest entry.)
 *
 * Numerics: times stay fractions num/den with den > 0; both are float sums of grid dot
 * products (exact, < 2^24) and they are compared cross-multiplied in double (products
 * < 2^53), so the verdict is exact on the grid. Only the reported t is divided. */
#include <math.h>

#include "sat2d/tests.h"

typedef struct fraction {
    float num, den; /* den > 0 */
} fraction;

static int less(fraction p, fraction q) {
    return (double)p.num * q.den < (double)q.num * p.den;
}

typedef struct window {
    fraction enter, leave;
    float nx, ny; /* unit normal A->B of the latest entry so far */
    int entered;  /* some axis moved the entry past 0 */
} window;

static void project(const sat2d_poly *p, float nx, float ny, float *lo, float *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    float l = INFINITY, h = -INFINITY;
    for (int j = 0; j < p->count; j++) {
        float s = nx * x[j] + ny * y[j];
        l = s < l ? s : l;
        h = s > h ? s : h;
    }
    *lo = l;
    *hi = h;
}

/* Narrows the window by the edges of `edges`; 0 once the window is empty. */
static int clip(const sat2d_poly *edges, const sat2d_poly *a, const sat2d_poly *b, sat2d_vec2 d,
                window *w) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    const float *ux = sat2d_poly_ux(edges), *uy = sat2d_poly_uy(edges);
    for (int i = 0; i < edges->count; i++) {
        float alo, ahi, blo, bhi;
        project(a, nx[i], ny[i], &alo, &ahi);
        project(b, nx[i], ny[i], &blo, &bhi);
        float s = nx[i] * d.x + ny[i] * d.y; /* B's speed along n */
        fraction in, out;
        float sign;
        if (s > 0) { /* B comes from the - side: overlap for (alo-bhi)/s <= t <= (ahi-blo)/s */
            in = (fraction){alo - bhi, s};
            out = (fraction){ahi - blo, s};
            sign = -1;
        } else if (s < 0) { /* from the + side */
            in = (fraction){blo - ahi, -s};
            out = (fraction){bhi - alo, -s};
            sign = 1;
        } else if (s == 0) {
            if (blo - ahi > 0 || alo - bhi > 0) return 0; /* apart for every t */
            continue;
        } else {
            return 0; /* NaN displacement: no time of impact can be stated */
        }
        if (less(w->enter, in)) {
            w->enter = in;
            w->nx = sign * ux[i];
            w->ny = sign * uy[i];
            w->entered = 1;
        }
        if (less(out, w->leave)) w->leave = out;
        if (less(w->leave, w->enter)) return 0;
    }
    return 1;
}

int sat2d_poly_poly_sweep(const sat2d_poly *a, const sat2d_poly *b, sat2d_vec2 d, sat2d_toi *toi) {
    window w = {{0, 1}, {1, 1}, 1, 0, 0};
    if (!clip(a, a, b, d, &w) || !clip(b, a, b, d, &w)) return 0;
    if (toi) {
        if (w.entered) {
            *toi = (sat2d_toi){(float)((double)w.enter.num / w.enter.den), w.nx, w.ny};
        } else { /* overlapping (or touching) at t = 0: the MTV normal */
            sat2d_mtv mtv = {0, 1, 0};
            sat2d_poly_poly(a, b, &mtv);
            *toi = (sat2d_toi){0, mtv.nx, mtv.ny};
        }
    }
    return 1;
}
