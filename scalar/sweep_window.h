/* Private: the time window of a sweep, narrowed axis by axis. Shared by the scalar reference
 * and its SIMD twins: they differ only in how the projections are computed.
 *
 * Numerics: times stay fractions num/den with den > 0; both are float sums of grid dot
 * products (exact, < 2^24) and they are compared cross-multiplied in double (products
 * < 2^53), so the verdict is exact on the grid. Only the reported t is divided. */
#ifndef SAT2D_SWEEP_WINDOW_H
#define SAT2D_SWEEP_WINDOW_H

#include <math.h>

#include "sat2d/tests.h"

typedef struct sat2d_fraction {
    float num, den; /* den > 0 */
} sat2d_fraction;

typedef struct sat2d_sweep_window {
    sat2d_fraction enter, leave;
    float nx, ny; /* normal A->B of the latest entry so far, unnormalised until reported */
    int entered;  /* some axis moved the entry past 0 */
} sat2d_sweep_window;

static inline sat2d_sweep_window sat2d_sweep_window_open(void) {
    sat2d_sweep_window w = {{0, 1}, {1, 1}, 1, 0, 0};
    return w;
}

static inline int sat2d_fraction_less(sat2d_fraction p, sat2d_fraction q) {
    return (double)p.num * q.den < (double)q.num * p.den;
}

/* Narrows the window by one axis: A's interval [alo, ahi] and B's [blo, bhi] at t = 0 on the
 * unnormalised axis (nx, ny), B's speed s along it. 0 once the window is empty (the pair
 * never touches in the step). */
static inline int sat2d_sweep_clip(sat2d_sweep_window *w, float alo, float ahi, float blo,
                                   float bhi, float s, float nx, float ny) {
    sat2d_fraction in, out;
    float sign;
    if (s > 0) { /* B comes from the - side: overlap for (alo-bhi)/s <= t <= (ahi-blo)/s */
        in = (sat2d_fraction){alo - bhi, s};
        out = (sat2d_fraction){ahi - blo, s};
        sign = -1;
    } else if (s < 0) { /* from the + side */
        in = (sat2d_fraction){blo - ahi, -s};
        out = (sat2d_fraction){bhi - alo, -s};
        sign = 1;
    } else if (s == 0) {
        return !(blo - ahi > 0 || alo - bhi > 0); /* apart for every t, or never */
    } else {
        return 0; /* NaN displacement: no time of impact can be stated */
    }
    if (sat2d_fraction_less(w->enter, in)) {
        w->enter = in;
        w->nx = sign * nx;
        w->ny = sign * ny;
        w->entered = 1;
    }
    if (sat2d_fraction_less(out, w->leave)) w->leave = out;
    return !sat2d_fraction_less(w->leave, w->enter);
}

/* The result of a window that stayed open: the entry time and normal, or t = 0 with the MTV
 * normal when the pair already touches at the start. */
static inline void sat2d_sweep_report(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                      const sat2d_sweep_window *w, sat2d_toi *toi) {
    if (w->entered) {
        /* unit as sat2d_poly_unit_normal rounds it (a sign flip commutes with the rounding) */
        const float len = sqrtf(w->nx * w->nx + w->ny * w->ny);
        *toi = (sat2d_toi){(float)((double)w->enter.num / w->enter.den), w->nx / len, w->ny / len};
    } else {
        sat2d_mtv mtv = {0, 1, 0};
        sat2d_poly_poly(a, b, &mtv);
        *toi = (sat2d_toi){0, mtv.nx, mtv.ny};
    }
}

#endif
