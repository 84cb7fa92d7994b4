/* Private: the exact decisions of circle_poly, shared by the scalar reference and its SIMD
 * twins. The projections (the O(n) part) are computed by the caller, scalar or in lanes,
 * with the same float expressions; everything after them is here, once. */
#ifndef SAT2D_CIRCLE_POLY_PARTS_H
#define SAT2D_CIRCLE_POLY_PARTS_H

#include "sat2d/tests.h"

/* What the caller projected: s[i] = nx_i*(cx - x_i) + ny_i*(cy - y_i) for every edge, the
 * nearest corner k (first on a tie, by (x_j-cx)^2 + (y_j-cy)^2), and
 * m = min_j (x_j - cx)*ax + (y_j - cy)*ay for the corner axis a = corner_k - c. */
typedef struct sat2d_circle_poly_proj {
    const float *s;
    int k;
    float m;
} sat2d_circle_poly_proj;

/* The verdict and the MTV from the projections (see scalar/circle_poly.c for the numerics). */
int sat2d_circle_poly_decide(sat2d_circle a, const sat2d_poly *b, sat2d_circle_poly_proj proj,
                             sat2d_mtv *mtv);

#endif
