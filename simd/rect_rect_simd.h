/* SIMD twin of scalar/rect_rect.c (sat2d_rect_rect): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per register; the tail goes to the scalar twin. Without an MTV array
 * the loop is the verdict alone (8 loads, 10 arithmetic operations and one store per block:
 * its 32 bytes per pair of loads from L2 bound it). Pushes use the scalar twin's expressions
 * in its order, so every lane is exact on the grid and equal to the scalar result elsewhere.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

/* Lanes of pairs i..i+W-1 that are apart: the scalar twin's gaps b.x - a.x - a.w > 0 or
 * a.x - b.x - b.w > 0 (and along y), with one difference per axis. Float rounding is
 * symmetric, so a.x - b.x rounds to exactly -(b.x - a.x) (zero's sign aside), and
 * (a.x - b.x) - b.w to exactly -((b.x - a.x) + b.w): the second gap is positive iff
 * (b.x - a.x) + b.w < 0, NaN and infinities included (no comparison with NaN is true, and a
 * zero of either sign is not > 0 nor < 0). Two subtractions per block fewer. */
static inline vf rr_apart(sat2d_rects_soa a, sat2d_rects_soa b, size_t i, vf zero) {
    vf ux = V_SUB(V_LOAD(b.x + i), V_LOAD(a.x + i)), uy = V_SUB(V_LOAD(b.y + i), V_LOAD(a.y + i));
    vf apart_x =
        V_OR(V_GT(V_SUB(ux, V_LOAD(a.w + i)), zero), V_LT(V_ADD(ux, V_LOAD(b.w + i)), zero));
    vf apart_y =
        V_OR(V_GT(V_SUB(uy, V_LOAD(a.h + i)), zero), V_LT(V_ADD(uy, V_LOAD(b.h + i)), zero));
    return V_OR(apart_x, apart_y);
}

static void rect_rect_batch(sat2d_rects_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit,
                            sat2d_mtv *mtv) {
    const vf zero = V_SET1(0.0f), one = V_SET1(1.0f), minus_one = V_SET1(-1.0f);
    size_t i = 0;
    if (!mtv)
        for (; i + SAT2D_W <= n; i += SAT2D_W) {
            SAT2D_MCA_BATCH_BEGIN("rect_rect");
            v_store_hits(hit + i, rr_apart(a, b, i, zero), 1);
            SAT2D_MCA_BATCH_END("rect_rect");
        }
    for (; i + SAT2D_W <= n; i += SAT2D_W) { /* with MTVs (mtv != NULL here) */
        vf apart = rr_apart(a, b, i, zero);
        v_store_hits(hit + i, apart, 1);
        if (V_MASK(apart) == V_ALL_MASK) continue;
        vf ax = V_LOAD(a.x + i), ay = V_LOAD(a.y + i), aw = V_LOAD(a.w + i), ah = V_LOAD(a.h + i);
        vf bx = V_LOAD(b.x + i), by = V_LOAD(b.y + i), bw = V_LOAD(b.w + i), bh = V_LOAD(b.h + i);
        /* push + = (amin - bmin) + asize, push - = (bmin - amin) + bsize, smaller wins (+ on
         * tie) */
        vf px_plus = V_ADD(V_SUB(ax, bx), aw), px_minus = V_ADD(V_SUB(bx, ax), bw);
        vf py_plus = V_ADD(V_SUB(ay, by), ah), py_minus = V_ADD(V_SUB(by, ay), bh);
        vf x_plus = V_LE(px_plus, px_minus), y_plus = V_LE(py_plus, py_minus);
        vf px = V_BLEND(px_minus, px_plus, x_plus), py = V_BLEND(py_minus, py_plus, y_plus);
        vf use_x = V_LE(px, py);
        float depth[SAT2D_W], nx[SAT2D_W], ny[SAT2D_W];
        V_STORE(depth, V_BLEND(py, px, use_x));
        V_STORE(nx, V_AND(use_x, V_BLEND(minus_one, one, x_plus)));
        V_STORE(ny, V_ANDNOT(use_x, V_BLEND(minus_one, one, y_plus)));
        for (int l = 0; l < SAT2D_W; l++)
            if (hit[i + l]) mtv[i + l] = (sat2d_mtv){depth[l], nx[l], ny[l]};
    }
    for (; i < n; i++) {
        sat2d_rect p = {a.x[i], a.y[i], a.w[i], a.h[i]}, q = {b.x[i], b.y[i], b.w[i], b.h[i]};
        hit[i] = (uint8_t)sat2d_rect_rect(p, q, mtv ? &mtv[i] : NULL);
    }
}
