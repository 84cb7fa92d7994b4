/* SIMD twin of scalar/circle_circle.c (sat2d_circle_circle): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per register; the tail goes to the scalar twin. Without an MTV array
 * the loop is the verdict alone (6 loads, 8 arithmetic operations and one store per block:
 * its 24 bytes per pair of loads from L2 bound it). With one, the MTV (one sqrt and two
 * divisions, correctly rounded in lanes as in scalar) is computed for any block with a hit
 * and stored only for hit lanes.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

/* Lanes of pairs i..i+W-1 that are apart: d = cb - ca; rs = ra + rb; d2 = dx*dx + dy*dy >
 * rs*rs, the scalar twin's expressions in its order. */
static inline vf cc_apart(sat2d_circles_soa a, sat2d_circles_soa b, size_t i, vf *dx, vf *dy,
                          vf *d2, vf *rs) {
    *dx = V_SUB(V_LOAD(b.x + i), V_LOAD(a.x + i)), *dy = V_SUB(V_LOAD(b.y + i), V_LOAD(a.y + i));
    *d2 = V_ADD(V_MUL(*dx, *dx), V_MUL(*dy, *dy)), *rs = V_ADD(V_LOAD(a.r + i), V_LOAD(b.r + i));
    return V_GT(*d2, V_MUL(*rs, *rs));
}

static void circle_circle_batch(sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                                sat2d_mtv *mtv) {
    size_t i = 0;
    vf dx, dy, d2, rs;
    if (!mtv)
        for (; i + SAT2D_W <= n; i += SAT2D_W) {
            SAT2D_MCA_BATCH_BEGIN("circle_circle");
            v_store_hits(hit + i, cc_apart(a, b, i, &dx, &dy, &d2, &rs), 1);
            SAT2D_MCA_BATCH_END("circle_circle");
        }
    for (; i + SAT2D_W <= n; i += SAT2D_W) { /* with MTVs (mtv != NULL here) */
        vf apart = cc_apart(a, b, i, &dx, &dy, &d2, &rs);
        v_store_hits(hit + i, apart, 1);
        if (V_MASK(apart) == V_ALL_MASK) continue;
        /* depth = rs - sqrt(d2); normal = d / |d|, or (1, 0) for concentric circles */
        vf d = V_SQRT(d2), zero = V_SET1(0.0f), pos = V_GT(d, zero);
        float depth[SAT2D_W], nx[SAT2D_W], ny[SAT2D_W];
        V_STORE(depth, V_SUB(rs, d));
        V_STORE(nx, V_BLEND(V_SET1(1.0f), V_DIV(dx, d), pos));
        V_STORE(ny, V_BLEND(zero, V_DIV(dy, d), pos));
        for (int l = 0; l < SAT2D_W; l++)
            if (hit[i + l]) mtv[i + l] = (sat2d_mtv){depth[l], nx[l], ny[l]};
    }
    for (; i < n; i++) {
        sat2d_circle p = {{a.x[i], a.y[i]}, a.r[i]}, q = {{b.x[i], b.y[i]}, b.r[i]};
        hit[i] = (uint8_t)sat2d_circle_circle(p, q, mtv ? &mtv[i] : NULL);
    }
}
