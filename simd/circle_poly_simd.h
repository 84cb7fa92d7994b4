/* SIMD twin of scalar/circle_poly.c (sat2d_circle_poly): the polygon's edges and corners in
 * lanes, the circle broadcast.
 *
 * Lanes: SAT2D_W edges (or corners) of B per register. Padding: lanes past `count` repeat
 * lane 0; their projections are stored but never read by the decision, and a repeated corner
 * changes no minimum. The decision (exact double comparisons, MTV) is the scalar twin's own
 * sat2d_circle_poly_decide, fed the same float projections.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include "circle_poly_parts.h"

static int circle_poly_lanes(sat2d_circle a, const sat2d_poly *b, sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    float s[SAT2D_MAX_CORNERS], d2[SAT2D_MAX_CORNERS];
    const vf CX = V_SET1(a.c.x), CY = V_SET1(a.c.y);
    for (int k = 0; k < b->count; k += SAT2D_W) {
        vf X = V_LOAD(x + k), Y = V_LOAD(y + k);
        /* s = nx*(cx - x) + ny*(cy - y) */
        V_STORE(s + k,
                V_ADD(V_MUL(V_LOAD(nx + k), V_SUB(CX, X)), V_MUL(V_LOAD(ny + k), V_SUB(CY, Y))));
        /* d2 = (x - cx)^2 + (y - cy)^2 */
        vf DX = V_SUB(X, CX), DY = V_SUB(Y, CY);
        V_STORE(d2 + k, V_ADD(V_MUL(DX, DX), V_MUL(DY, DY)));
    }
    int nearest = 0;
    for (int i = 1; i < b->count; i++) /* first on a tie, as the scalar twin */
        nearest = d2[i] < d2[nearest] ? i : nearest;
    const vf AX = V_SET1(x[nearest] - a.c.x), AY = V_SET1(y[nearest] - a.c.y);
    vf M = V_SET1(INFINITY);
    for (int k = 0; k < b->count; k += SAT2D_W) {
        /* p = (x - cx)*ax + (y - cy)*ay; m = min(p) */
        vf P = V_ADD(V_MUL(V_SUB(V_LOAD(x + k), CX), AX), V_MUL(V_SUB(V_LOAD(y + k), CY), AY));
        M = V_MIN(P, M);
    }
    sat2d_circle_poly_proj proj = {s, nearest, v_hmin(M)};
    return sat2d_circle_poly_decide(a, b, proj, mtv);
}

#include "batch_loops.h"
SAT2D_LOOP_CIRCLE_POLY(lanes_circle_poly, circle_poly_lanes)
