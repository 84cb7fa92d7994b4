/* SIMD twin of scalar/rect_rect.c (sat2d_rect_rect): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per register; the tail goes to the scalar twin. Gaps and pushes use
 * the scalar twin's expressions in its order ((b - a) - size), so every lane is exact on the
 * grid and equal to the scalar result elsewhere.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

static void rect_rect_batch(sat2d_rects_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit,
                            sat2d_mtv *mtv) {
    const vf zero = V_SET1(0.0f), one = V_SET1(1.0f), minus_one = V_SET1(-1.0f);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        vf ax = V_LOAD(a.x + i), ay = V_LOAD(a.y + i), aw = V_LOAD(a.w + i), ah = V_LOAD(a.h + i);
        vf bx = V_LOAD(b.x + i), by = V_LOAD(b.y + i), bw = V_LOAD(b.w + i), bh = V_LOAD(b.h + i);
        /* gaps: b.x - a.x - a.w, a.x - b.x - b.w, and the same along y */
        vf apart =
            V_OR(V_OR(V_GT(V_SUB(V_SUB(bx, ax), aw), zero), V_GT(V_SUB(V_SUB(ax, bx), bw), zero)),
                 V_OR(V_GT(V_SUB(V_SUB(by, ay), ah), zero), V_GT(V_SUB(V_SUB(ay, by), bh), zero)));
        v_store_hits(hit + i, apart, 1);
        if (!mtv || V_MASK(apart) == V_ALL_MASK) continue;
        /* push + = (amin - bmin) + asize, push - = (bmin - amin) + bsize, smaller wins (+ on tie)
         */
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
