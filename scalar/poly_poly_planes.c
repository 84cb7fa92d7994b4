/* poly_poly `planes` (seed 001's facing-edge trick; Box2D's max separation): a convex
 * polygon's edge i is its extreme along n_i, so only the OTHER polygon is projected:
 * sep_i = min_j dot(n_i, b_j) - d_i with the stored d_i = dot(n_i, a_i). The pair is apart
 * iff some sep > 0. The min is a select (minss), no data-dependent branch inside the loop.
 * Every product and difference is exact on the integer grid. */
#include <math.h>

#include "sat2d/tests.h"

/* Largest separation of `other` from the edge planes of `edges`, and where it is. */
static float max_separation(const sat2d_poly *edges, const sat2d_poly *other, int *where) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    float best = -INFINITY, best_key = INFINITY;
    *where = 0;
    for (int i = 0; i < edges->count; i++) {
        float m = INFINITY;
        for (int j = 0; j < other->count; j++) {
            float s = nx[i] * x[j] + ny[i] * y[j];
            m = s < m ? s : m;
        }
        float sep = m - d[i];
        if (sep > 0) {
            *where = i;
            return sep;
        }
        /* Compare unit separations without sqrt: |sep|/|n| smallest is the MTV axis. */
        float key = sep * sep / (nx[i] * nx[i] + ny[i] * ny[i]);
        if (key < best_key) {
            best_key = key;
            best = sep;
            *where = i;
        }
    }
    return best;
}

int sat2d_poly_poly_planes(const sat2d_poly *a, const sat2d_poly *b, sat2d_mtv *mtv) {
    int ia, ib;
    float sa = max_separation(a, b, &ia);
    if (sa > 0) return 0;
    float sb = max_separation(b, a, &ib);
    if (sb > 0) return 0;
    if (mtv) {
        const float *nax = sat2d_poly_nx(a), *nay = sat2d_poly_ny(a);
        const float *nbx = sat2d_poly_nx(b), *nby = sat2d_poly_ny(b);
        float la = sqrtf(nax[ia] * nax[ia] + nay[ia] * nay[ia]);
        float lb = sqrtf(nbx[ib] * nbx[ib] + nby[ib] * nby[ib]);
        float da = -sa / la, db = -sb / lb;
        if (da <= db) { /* A's face: push B along A's outward normal */
            *mtv = (sat2d_mtv){da, sat2d_poly_ux(a)[ia], sat2d_poly_uy(a)[ia]};
        } else { /* B's face: push B against its own outward normal */
            *mtv = (sat2d_mtv){db, -sat2d_poly_ux(b)[ib], -sat2d_poly_uy(b)[ib]};
        }
    }
    return 1;
}
