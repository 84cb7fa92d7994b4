/* Private: choosing the MTV axis from edge-plane separations (the `planes` form), shared by
 * the scalar variant and its SIMD twins so that all of them pick the same axis. */
#ifndef SAT2D_PLANES_MTV_H
#define SAT2D_PLANES_MTV_H

#include <math.h>

#include "sat2d/tests.h"

/* The edge of `edges` whose separation sep[i] (<= 0, unnormalised) is closest to zero in
 * unit length: sep^2 / |n|^2 compared without a sqrt, the first on a tie. */
static inline int sat2d_planes_pick(const sat2d_convex_poly *edges, const float *sep) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    int where = 0;
    float best_key = INFINITY;
    for (int i = 0; i < edges->count; i++) {
        float key = sep[i] * sep[i] / (nx[i] * nx[i] + ny[i] * ny[i]);
        if (key < best_key) {
            best_key = key;
            where = i;
        }
    }
    return where;
}

/* The MTV from A's best plane (separation sa at edge ia) and B's (sb at ib): the smaller unit
 * depth wins; an A face pushes B along A's normal, a B face against B's own normal. */
static inline void sat2d_planes_mtv(const sat2d_convex_poly *a, float sa, int ia,
                                    const sat2d_convex_poly *b, float sb, int ib, sat2d_mtv *mtv) {
    const float *nax = sat2d_poly_nx(a), *nay = sat2d_poly_ny(a);
    const float *nbx = sat2d_poly_nx(b), *nby = sat2d_poly_ny(b);
    float da = (0.0f - sa) / sqrtf(nax[ia] * nax[ia] + nay[ia] * nay[ia]);
    float db = (0.0f - sb) / sqrtf(nbx[ib] * nbx[ib] + nby[ib] * nby[ib]);
    if (da <= db) {
        const sat2d_vec2 u = sat2d_poly_unit_normal(a, ia);
        *mtv = (sat2d_mtv){da, u.x, u.y};
    } else {
        const sat2d_vec2 u = sat2d_poly_unit_normal(b, ib);
        *mtv = (sat2d_mtv){db, -u.x, -u.y};
    }
}

/* The MTV of a pair whose separations sep_a (A's planes) and sep_b (B's) are all <= 0. */
static inline void sat2d_planes_mtv_from(const sat2d_convex_poly *a, const float *sep_a,
                                         const sat2d_convex_poly *b, const float *sep_b,
                                         sat2d_mtv *mtv) {
    int ia = sat2d_planes_pick(a, sep_a), ib = sat2d_planes_pick(b, sep_b);
    sat2d_planes_mtv(a, sep_a[ia], ia, b, sep_b[ib], ib, mtv);
}

#endif
