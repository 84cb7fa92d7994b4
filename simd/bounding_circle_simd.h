/* SIMD twin of scalar/bounding_circle.c (sat2d_bounding_circle): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1; the discs live in the polygons' headers, so each block first
 * gathers (cx, cy, radius) of its W pairs into small SoA arrays (W scalar loads per field:
 * the price of pairs in lanes over pointer-linked data). The tail goes to the scalar twin.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

static void bounding_circle_batch(const sat2d_poly *const *a, const sat2d_poly *const *b, size_t n,
                                  uint8_t *hit) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        float acx[SAT2D_W], acy[SAT2D_W], ar[SAT2D_W], bcx[SAT2D_W], bcy[SAT2D_W], br[SAT2D_W];
        for (int l = 0; l < SAT2D_W; l++) {
            acx[l] = a[i + l]->cx, acy[l] = a[i + l]->cy, ar[l] = a[i + l]->radius;
            bcx[l] = b[i + l]->cx, bcy[l] = b[i + l]->cy, br[l] = b[i + l]->radius;
        }
        /* d = cb - ca; rs = ra + rb; hit = !(dx*dx + dy*dy > rs*rs) */
        vf dx = V_SUB(V_LOAD(bcx), V_LOAD(acx)), dy = V_SUB(V_LOAD(bcy), V_LOAD(acy));
        vf rs = V_ADD(V_LOAD(ar), V_LOAD(br));
        v_store_hits(hit + i, V_GT(V_ADD(V_MUL(dx, dx), V_MUL(dy, dy)), V_MUL(rs, rs)), 1);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_bounding_circle(a[i], b[i]);
}
