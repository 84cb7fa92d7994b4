/* poly_poly `unnorm` (seed 001, "cutting corners"): the stored unnormalised normals, so the
 * verdict needs no sqrt and no division (if X < Y then X*s < Y*s). Only the MTV needs unit
 * length: axes are compared by overlap^2 / |n|^2 and the winner's stored unit normal is used.
 * Projections use absolute coordinates: exact on the grid (|n| <= 2048, |v| <= 1024). */
#include <math.h>

#include "sat2d/tests.h"

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

typedef struct best_axis {
    float key; /* overlap^2 / |n|^2, compared without sqrt */
    float overlap, len2, ux, uy;
} best_axis;

static int try_edges(const sat2d_poly *edges, const sat2d_poly *a, const sat2d_poly *b,
                     best_axis *best) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    const float *ux = sat2d_poly_ux(edges), *uy = sat2d_poly_uy(edges);
    for (int i = 0; i < edges->count; i++) {
        float alo, ahi, blo, bhi;
        project(a, nx[i], ny[i], &alo, &ahi);
        project(b, nx[i], ny[i], &blo, &bhi);
        if (blo - ahi > 0 || alo - bhi > 0) return 0;
        float push_plus = ahi - blo, push_minus = bhi - alo;
        float overlap = push_plus <= push_minus ? push_plus : push_minus;
        float len2 = nx[i] * nx[i] + ny[i] * ny[i];
        float key = overlap * overlap / len2;
        if (key < best->key) {
            float sign = push_plus <= push_minus ? 1.0f : -1.0f;
            *best = (best_axis){key, overlap, len2, sign * ux[i], sign * uy[i]};
        }
    }
    return 1;
}

int sat2d_poly_poly_unnorm(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    best_axis best = {INFINITY, 0, 1, 1, 0};
    if (!try_edges(a, a, b, &best) || !try_edges(b, a, b, &best)) return 0;
    if (mtv) {
        mtv->depth = best.overlap / sqrtf(best.len2);
        mtv->nx = best.ux;
        mtv->ny = best.uy;
    }
    return 1;
}
