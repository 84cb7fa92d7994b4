/* SIMD twin of scalar/circle_rect.c (sat2d_circle_rect): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per register; the tail goes to the scalar twin. The clamp
 * v < 0 ? 0 : (v > w ? w : v) is max(0, min(w, v)) in the ordered forms of minps/maxps,
 * equal to the scalar select for every w >= 0.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

static void circle_rect_batch(sat2d_circles_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit) {
    const vf zero = V_SET1(0.0f);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("circle_rect");
        /* o = c - min corner; d = o - clamp(o, 0, size); hit = !(dx*dx + dy*dy > r*r) */
        vf ox = V_SUB(V_LOAD(a.x + i), V_LOAD(b.x + i)),
           oy = V_SUB(V_LOAD(a.y + i), V_LOAD(b.y + i));
        vf dx = V_SUB(ox, V_MAX(zero, V_MIN(V_LOAD(b.w + i), ox)));
        vf dy = V_SUB(oy, V_MAX(zero, V_MIN(V_LOAD(b.h + i), oy)));
        vf r = V_LOAD(a.r + i);
        v_store_hits(hit + i, V_GT(V_ADD(V_MUL(dx, dx), V_MUL(dy, dy)), V_MUL(r, r)), 1);
        SAT2D_MCA_BATCH_END("circle_rect");
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_circle_rect((sat2d_circle){{a.x[i], a.y[i]}, a.r[i]},
                                            (sat2d_rect){b.x[i], b.y[i], b.w[i], b.h[i]});
}
