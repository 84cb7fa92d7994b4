/* SIMD twin of scalar/ray_circle.c (sat2d_ray_circle): pairs in lanes, the reference's
 * expressions in its order, lane by lane, so every verdict, fraction and normal is the same
 * bit for bit. The verdict needs no square root and no division; the fraction and the normal
 * (two square roots, three divisions) only for a block with a hit and a fractions array.
 *
 * Lanes: pairs i..i+W-1 per register; the tail goes to the scalar reference.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

/* The sign bit of every lane: -x as x ^ sign, exactly the scalar negation. */
static inline vf ray_sign(void) {
    return V_SET1(-0.0f);
}

static void ray_circle_batch(sat2d_rays_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit,
                             sat2d_ray_hit *ray) {
    size_t i = 0;
    const vf zero = V_SET1(0.0f);
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        SAT2D_MCA_BATCH_BEGIN("ray_circle");
        const vf fx = V_SUB(V_LOAD(a.px + i), V_LOAD(b.x + i));
        const vf fy = V_SUB(V_LOAD(a.py + i), V_LOAD(b.y + i));
        const vf dx = V_LOAD(a.dx + i), dy = V_LOAD(a.dy + i), tmax = V_LOAD(a.tmax + i);
        const vf r = V_LOAD(b.r + i), r2 = V_MUL(r, r);
        const vf cc = V_SUB(V_ADD(V_MUL(fx, fx), V_MUL(fy, fy)), r2);
        const vf A = V_ADD(V_MUL(dx, dx), V_MUL(dy, dy));
        const vf B = V_ADD(V_MUL(fx, dx), V_MUL(fy, dy));
        const vf cross = V_SUB(V_MUL(fx, dy), V_MUL(fy, dx));
        const vf disc = V_SUB(V_MUL(A, r2), V_MUL(cross, cross));
        const vf ex = V_ADD(fx, V_MUL(tmax, dx)), ey = V_ADD(fy, V_MUL(tmax, dy));
        const vf e = V_SUB(V_ADD(V_MUL(ex, ex), V_MUL(ey, ey)), r2);
        const vf in = V_LE(cc, zero);
        const vf reach = V_OR(V_LE(V_XOR(B, ray_sign()), V_MUL(tmax, A)), V_LE(e, zero));
        const vf met = V_AND(V_AND(V_LT(B, zero), V_LE(zero, disc)), reach);
        const vf got = V_OR(in, met);
        v_store_hits(hit + i, got, 0);
        SAT2D_MCA_BATCH_END("ray_circle");
        if (!ray || !V_MASK(got)) continue;
        /* t = cc / (sqrt(disc) - b), at most tmax; the normal (f + t d) / |f + t d|, or -d / |d|
         * for a disc of radius 0 met at its centre; t = 0 and (0, 0) for a start inside */
        const vf t = V_MIN(V_DIV(cc, V_SUB(V_SQRT(disc), B)), tmax);
        const vf qx = V_ADD(fx, V_MUL(t, dx)), qy = V_ADD(fy, V_MUL(t, dy));
        const vf len = V_SQRT(V_ADD(V_MUL(qx, qx), V_MUL(qy, qy))), dl = V_SQRT(A);
        const vf pos = V_GT(len, zero);
        const vf nx = V_BLEND(V_DIV(V_XOR(dx, ray_sign()), dl), V_DIV(qx, len), pos);
        const vf ny = V_BLEND(V_DIV(V_XOR(dy, ray_sign()), dl), V_DIV(qy, len), pos);
        float tl[SAT2D_W], nxl[SAT2D_W], nyl[SAT2D_W];
        V_STORE(tl, V_ANDNOT(in, t)), V_STORE(nxl, V_ANDNOT(in, nx)),
            V_STORE(nyl, V_ANDNOT(in, ny));
        for (int l = 0; l < SAT2D_W; l++)
            if (hit[i + (size_t)l]) ray[i + (size_t)l] = (sat2d_ray_hit){tl[l], nxl[l], nyl[l]};
    }
    for (; i < n; i++) {
        const sat2d_ray r = {{a.px[i], a.py[i]}, {a.dx[i], a.dy[i]}, a.tmax[i]};
        hit[i] = (uint8_t)sat2d_ray_circle(r, (sat2d_circle){{b.x[i], b.y[i]}, b.r[i]},
                                           ray ? &ray[i] : NULL);
    }
}
