/* SIMD twin of scalar/ray_rect.c (sat2d_ray_rect): pairs in lanes, the slab test of the
 * reference with its selects as blends, so every verdict, fraction and normal is the same bit
 * for bit (four divisions a block, in lanes, as the reference's four).
 *
 * Lanes: pairs i..i+W-1 per register; the tail goes to the scalar reference.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h and ray_circle_simd.h. */

/* One axis of the slab test in lanes (the reference's slab()): returns the entry fraction (-1
 * inside the slab), *exit the exit fraction (+inf for d = 0) and *ok the lanes that can enter
 * the slab. Lanes with d = 0 divide by zero, and their quotients are never selected. */
static inline vf ray_rect_slab(vf o, vf w, vf d, vf *exit, vf *ok) {
    const vf zero = V_SET1(0.0f);
    const vf below = V_LT(o, zero), above = V_GT(o, w);
    const vf lo = V_DIV(V_XOR(o, ray_sign()), d), hi = V_DIV(V_SUB(w, o), d);
    const vf dpos = V_GT(d, zero), dneg = V_LT(d, zero);
    *exit = V_BLEND(V_BLEND(V_SET1(INFINITY), lo, dneg), hi, dpos);
    *ok = V_OR(V_OR(V_AND(below, dpos), V_AND(above, dneg)),
               V_ANDNOT(V_OR(below, above), V_EQ(zero, zero)));
    return V_BLEND(V_BLEND(V_SET1(-1.0f), hi, above), lo, below);
}

static void ray_rect_batch(sat2d_rays_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit,
                           sat2d_ray_hit *ray) {
    size_t i = 0;
    const vf zero = V_SET1(0.0f);
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("ray_rect");
        const vf ox = V_SUB(V_LOAD(a.px + i), V_LOAD(b.x + i));
        const vf oy = V_SUB(V_LOAD(a.py + i), V_LOAD(b.y + i));
        const vf w = V_LOAD(b.w + i), h = V_LOAD(b.h + i);
        const vf dx = V_LOAD(a.dx + i), dy = V_LOAD(a.dy + i);
        const vf in = V_AND(V_AND(V_LE(zero, ox), V_LE(ox, w)), V_AND(V_LE(zero, oy), V_LE(oy, h)));
        vf xexit, yexit, xok, yok;
        const vf xin = ray_rect_slab(ox, w, dx, &xexit, &xok);
        const vf yin = ray_rect_slab(oy, h, dy, &yexit, &yok);
        const vf xwins = V_LE(yin, xin); /* xin >= yin: x on a tie */
        const vf t = V_BLEND(yin, xin, xwins);
        const vf end = V_MIN(V_MIN(xexit, yexit), V_LOAD(a.tmax + i));
        const vf got = V_OR(in, V_AND(V_AND(xok, yok), V_LE(t, end)));
        v_store_hits(hit + i, got, 0);
        SAT2D_MCA_BATCH_END("ray_rect");
        if (!ray || !V_MASK(got)) continue;
        /* the entering side faces against d: -1 where d > 0, else 1 */
        const vf one = V_SET1(1.0f), minus = V_SET1(-1.0f);
        const vf sx = V_BLEND(one, minus, V_GT(dx, zero)), sy = V_BLEND(one, minus, V_GT(dy, zero));
        float tl[SAT2D_W], nxl[SAT2D_W], nyl[SAT2D_W];
        V_STORE(tl, V_ANDNOT(in, t));
        V_STORE(nxl, V_ANDNOT(in, V_AND(xwins, sx)));
        V_STORE(nyl, V_ANDNOT(in, V_ANDNOT(xwins, sy)));
        for (int l = 0; l < SAT2D_W; l++)
            if (hit[i + (size_t)l]) ray[i + (size_t)l] = (sat2d_ray_hit){tl[l], nxl[l], nyl[l]};
    }
    for (; i < n; i++) {
        const sat2d_ray r = {{a.px[i], a.py[i]}, {a.dx[i], a.dy[i]}, a.tmax[i]};
        hit[i] = (uint8_t)sat2d_ray_rect(r, (sat2d_rect){b.x[i], b.y[i], b.w[i], b.h[i]},
                                         ray ? &ray[i] : NULL);
    }
}
