/* SIMD twin of scalar/transform.c (sat2d_transform_points): points in lanes.
 *
 * Lanes: model points i..i+W-1; the transform is broadcast. Both inputs of a lane are loaded
 * before either output is stored, so the output may alias the input as in the scalar twin.
 * The tail goes to the scalar twin.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

static void transform_batch(sat2d_transform xf, sat2d_points_soa model, size_t n, float *world_x,
                            float *world_y) {
    const vf c = V_SET1(xf.c), s = V_SET1(xf.s), px = V_SET1(xf.px), py = V_SET1(xf.py);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("transform");
        vf mx = V_LOAD(model.x + i), my = V_LOAD(model.y + i);
        /* wx = (c*mx - s*my) + px; wy = (s*mx + c*my) + py */
        V_STORE(world_x + i, V_ADD(V_SUB(V_MUL(c, mx), V_MUL(s, my)), px));
        V_STORE(world_y + i, V_ADD(V_ADD(V_MUL(s, mx), V_MUL(c, my)), py));
        SAT2D_MCA_BATCH_END("transform");
    }
    sat2d_transform_points(xf, model.x + i, model.y + i, n - i, world_x + i, world_y + i);
}
