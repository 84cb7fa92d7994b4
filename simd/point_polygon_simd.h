/* SIMD twin of scalar/point_polygon.c (sat2d_point_polygon): edges in lanes.
 *
 * Lanes: SAT2D_W edges per register, corner i loaded at x + k and corner i+1 at x + k + 1.
 * Padding: sat2d_polygon keeps a spare block of corner-0 copies past the ring, so both loads
 * stay inside the block; lanes past `count` are zero-length edges at corner 0, which cross
 * nothing and put p on the boundary only if p is corner 0, which is on it anyway.
 * Same orientation expression as orient.h, so every sign is the scalar twin's.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

static int point_polygon_lanes(sat2d_vec2 p, const sat2d_polygon *g) {
    const float *x = sat2d_polygon_x(g), *y = sat2d_polygon_y(g);
    const vf PX = V_SET1(p.x), PY = V_SET1(p.y), zero = V_SET1(0.0f);
    int crossings = 0;
    for (int k = 0; k < g->count; k += SAT2D_W) {
        vf X0 = V_LOAD(x + k), Y0 = V_LOAD(y + k), X1 = V_LOAD(x + k + 1), Y1 = V_LOAD(y + k + 1);
        /* side = (x1 - x0)*(py - y0) - (y1 - y0)*(px - x0) */
        vf side = V_SUB(V_MUL(V_SUB(X1, X0), V_SUB(PY, Y0)), V_MUL(V_SUB(Y1, Y0), V_SUB(PX, X0)));
        /* on the edge: side == 0 and p inside the edge's box */
        vf in_box = V_AND(V_AND(V_LE(V_MIN(X0, X1), PX), V_LE(PX, V_MAX(X0, X1))),
                          V_AND(V_LE(V_MIN(Y0, Y1), PY), V_LE(PY, V_MAX(Y0, Y1))));
        if (V_MASK(V_AND(V_EQ(side, zero), in_box))) return 1;
        /* crossing: (y0 > py) != (y1 > py) and (y1 > y0 ? side > 0 : side < 0) */
        vf straddle = V_XOR(V_GT(Y0, PY), V_GT(Y1, PY));
        vf up = V_GT(Y1, Y0);
        vf right = V_OR(V_AND(up, V_GT(side, zero)), V_ANDNOT(up, V_LT(side, zero)));
        crossings += v_count(V_AND(straddle, right));
    }
    return crossings & 1;
}

#include "batch_loops.h"
SAT2D_LOOP_POINT_POLYGON(lanes_point_polygon, point_polygon_lanes)
