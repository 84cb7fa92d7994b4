/* SIMD twins of scalar/point_tests.c (sat2d_point_point, sat2d_point_circle,
 * sat2d_point_rect): pairs in lanes.
 *
 * Lanes: pair i..i+W-1 of the caller's SoA arrays per register. The tail (n not a multiple of
 * W) is answered by the scalar twin, so no load ever reads past element n-1. Each lane
 * evaluates the scalar twin's expression in the same order, so the verdicts are identical,
 * NaN included (a NaN gap never proves separation).
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

static void point_point_batch(sat2d_points_soa a, sat2d_points_soa b, size_t n, uint8_t *hit) {
    const vf zero = V_SET1(0.0f);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("point_point");
        /* !(|bx - ax| > 0 || |by - ay| > 0) */
        vf dx = V_SUB(V_LOAD(b.x + i), V_LOAD(a.x + i)),
           dy = V_SUB(V_LOAD(b.y + i), V_LOAD(a.y + i));
        v_store_hits(hit + i, V_OR(V_GT(v_abs(dx), zero), V_GT(v_abs(dy), zero)), 1);
        SAT2D_MCA_BATCH_END("point_point");
    }
    for (; i < n; i++)
        hit[i] =
            (uint8_t)sat2d_point_point((sat2d_vec2){a.x[i], a.y[i]}, (sat2d_vec2){b.x[i], b.y[i]});
}

static void point_circle_batch(sat2d_points_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("point_circle");
        /* !(dx*dx + dy*dy > r*r) with d = p - c */
        vf dx = V_SUB(V_LOAD(a.x + i), V_LOAD(b.x + i)),
           dy = V_SUB(V_LOAD(a.y + i), V_LOAD(b.y + i));
        vf r = V_LOAD(b.r + i);
        v_store_hits(hit + i, V_GT(V_ADD(V_MUL(dx, dx), V_MUL(dy, dy)), V_MUL(r, r)), 1);
        SAT2D_MCA_BATCH_END("point_circle");
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_point_circle((sat2d_vec2){a.x[i], a.y[i]},
                                             (sat2d_circle){{b.x[i], b.y[i]}, b.r[i]});
}

static void point_rect_batch(sat2d_points_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit) {
    const vf zero = V_SET1(0.0f);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("point_rect");
        /* !(0 > ox || ox > w || 0 > oy || oy > h) with o = p - min corner */
        vf ox = V_SUB(V_LOAD(a.x + i), V_LOAD(b.x + i)),
           oy = V_SUB(V_LOAD(a.y + i), V_LOAD(b.y + i));
        vf out = V_OR(V_OR(V_GT(zero, ox), V_GT(ox, V_LOAD(b.w + i))),
                      V_OR(V_GT(zero, oy), V_GT(oy, V_LOAD(b.h + i))));
        v_store_hits(hit + i, out, 1);
        SAT2D_MCA_BATCH_END("point_rect");
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_point_rect((sat2d_vec2){a.x[i], a.y[i]},
                                           (sat2d_rect){b.x[i], b.y[i], b.w[i], b.h[i]});
}
