/* SIMD twin of scalar/segment_segment.c (sat2d_segment_segment): pairs in lanes.
 *
 * Lanes: pairs i..i+W-1 per register. The four orientations (orient.h's expression) decide
 * proper crossings in lanes, and their point a + u (b - a), u = o3 / (o3 - o4). A lane with
 * a zero orientation (touching, collinear, zero-length: rare in practice) is answered by the
 * scalar twin, as is the tail, so those cases share one implementation.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

/* (bx - ax)*(cy - ay) - (by - ay)*(cx - ax) in lanes. */
static inline vf v_orient(vf ax, vf ay, vf bx, vf by, vf cx, vf cy) {
    return V_SUB(V_MUL(V_SUB(bx, ax), V_SUB(cy, ay)), V_MUL(V_SUB(by, ay), V_SUB(cx, ax)));
}

/* o1 and o2 of strictly opposite signs. */
static inline vf v_opposite(vf o1, vf o2, vf zero) {
    return V_OR(V_AND(V_GT(o1, zero), V_LT(o2, zero)), V_AND(V_LT(o1, zero), V_GT(o2, zero)));
}

static void segment_segment_batch(sat2d_segments_soa s, sat2d_segments_soa t, size_t n,
                                  uint8_t *hit, sat2d_vec2 *point) {
    const vf zero = V_SET1(0.0f);
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        vf ax = V_LOAD(s.ax + i), ay = V_LOAD(s.ay + i), bx = V_LOAD(s.bx + i),
           by = V_LOAD(s.by + i);
        vf cx = V_LOAD(t.ax + i), cy = V_LOAD(t.ay + i), dx = V_LOAD(t.bx + i),
           dy = V_LOAD(t.by + i);
        vf o1 = v_orient(ax, ay, bx, by, cx, cy), o2 = v_orient(ax, ay, bx, by, dx, dy);
        vf o3 = v_orient(cx, cy, dx, dy, ax, ay), o4 = v_orient(cx, cy, dx, dy, bx, by);
        vf proper = V_AND(v_opposite(o1, o2, zero), v_opposite(o3, o4, zero));
        vf touching =
            V_OR(V_OR(V_EQ(o1, zero), V_EQ(o2, zero)), V_OR(V_EQ(o3, zero), V_EQ(o4, zero)));
        v_store_hits(hit + i, proper, 0);
        unsigned proper_bits = (unsigned)V_MASK(proper), touch_bits = (unsigned)V_MASK(touching);
        if (point && proper_bits) {
            /* u = o3 / (o3 - o4); p = a + u (b - a) */
            vf u = V_DIV(o3, V_SUB(o3, o4));
            float px[SAT2D_W], py[SAT2D_W];
            V_STORE(px, V_ADD(ax, V_MUL(u, V_SUB(bx, ax))));
            V_STORE(py, V_ADD(ay, V_MUL(u, V_SUB(by, ay))));
            for (int l = 0; l < SAT2D_W; l++)
                if ((proper_bits >> l) & 1u) point[i + l] = (sat2d_vec2){px[l], py[l]};
        }
        for (int l = 0; l < SAT2D_W; l++) {
            if (!((touch_bits >> l) & 1u) || ((proper_bits >> l) & 1u)) continue;
            size_t k = i + (size_t)l;
            sat2d_segment p = {{s.ax[k], s.ay[k]}, {s.bx[k], s.by[k]}};
            sat2d_segment q = {{t.ax[k], t.ay[k]}, {t.bx[k], t.by[k]}};
            hit[k] = (uint8_t)sat2d_segment_segment(p, q, point ? &point[k] : NULL);
        }
    }
    for (; i < n; i++) {
        sat2d_segment p = {{s.ax[i], s.ay[i]}, {s.bx[i], s.by[i]}};
        sat2d_segment q = {{t.ax[i], t.ay[i]}, {t.bx[i], t.by[i]}};
        hit[i] = (uint8_t)sat2d_segment_segment(p, q, point ? &point[i] : NULL);
    }
}
