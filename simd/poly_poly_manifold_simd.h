/* SIMD twin of scalar/poly_poly_manifold.c: pairs in lanes (AoSoA), W pairs per block.
 *
 * Each block is transposed once: corner k and edge normal k of the W A-polygons into one row
 * each (x, y, nx, ny), the same for the B-polygons, every polygon padded to the block's most
 * corners by repeating its corner and normal 0 (a repeated corner changes no minimum and is
 * never strictly less, a repeated face never strictly greater or less than face 0, so the
 * scalar's first-index choices stand). Then, with no horizontal work:
 * - the face separations of A against B's corners and of B against A's, each lane's greatest
 *   and the deepest corner under it, as the scalar computes them (a block stops once every pair
 *   is apart; a pair's answer does not depend on where the scalar stops, which is only ever on
 *   a miss);
 * - the reference face per lane (a blend of A's and B's), its unit normal, the incident face
 *   over the rows of the other polygon, the clipping and the fallback, every expression in the
 *   scalar's order, both sides of each `?:` computed and blended.
 * Only the few per-lane picks by index (the reference face's corner and normal, the incident
 * face's ends, the deepest corner) are scalar loads from the rows. The answers are the
 * scalar's byte for byte. The tail goes to the scalar function.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

/* Rows of one side of a block: corner k of every lane's polygon in x[k], y[k]; its edge normal
 * k in nx[k], ny[k]. */
typedef struct manifold_rows {
    float x[SAT2D_MAX_CORNERS][SAT2D_W], y[SAT2D_MAX_CORNERS][SAT2D_W];
    float nx[SAT2D_MAX_CORNERS][SAT2D_W], ny[SAT2D_MAX_CORNERS][SAT2D_W];
} manifold_rows;

/* Transposes the W polygons p[0..W-1] into r, padded to n corners with corner 0. */
static void manifold_transpose(const sat2d_convex_poly *const *p, int n, manifold_rows *r) {
    for (int l = 0; l < SAT2D_W; l++) {
        const sat2d_convex_poly *q = p[l];
        const float *x = sat2d_poly_x(q), *y = sat2d_poly_y(q), *nx = sat2d_poly_nx(q),
                    *ny = sat2d_poly_ny(q);
        for (int k = 0; k < n; k++) {
            const int c = k < q->count ? k : 0;
            r->x[k][l] = x[c], r->y[k][l] = y[c], r->nx[k][l] = nx[c], r->ny[k][l] = ny[c];
        }
    }
}

/* The faces of `e` (ne rows) against the corners of `o` (no rows), per lane: *best the
 * greatest separation (the first face of it in *at, its deepest corner in *deep, both as
 * floats), and the lanes where some face separates (> 0) or-ed into the result with `apart`. */
static vf manifold_faces(const manifold_rows *e, int ne, const manifold_rows *o, int no, vf apart,
                         vf *best, vf *at, vf *deep) {
    const vf zero = V_SET1(0.0f);
    vf b = V_SET1(-INFINITY), a = zero, dp = zero;
    for (int i = 0; i < ne && V_MASK(apart) != V_ALL_MASK; i++) {
        const vf NX = V_LOAD(e->nx[i]), NY = V_LOAD(e->ny[i]);
        const vf AX = V_LOAD(e->x[i]), AY = V_LOAD(e->y[i]);
        vf m = V_SET1(INFINITY), jm = zero;
        for (int j = 0; j < no; j++) {
            const vf s =
                V_ADD(V_MUL(NX, V_SUB(V_LOAD(o->x[j]), AX)), V_MUL(NY, V_SUB(V_LOAD(o->y[j]), AY)));
            const vf lt = V_LT(s, m); /* if (s < m): NaN never replaces */
            m = V_BLEND(m, s, lt), jm = V_BLEND(jm, V_SET1((float)j), lt);
        }
        const vf si = V_DIV(m, V_SQRT(V_ADD(V_MUL(NX, NX), V_MUL(NY, NY))));
        const vf gt = V_GT(si, b);
        b = V_BLEND(b, si, gt), a = V_BLEND(a, V_SET1((float)i), gt);
        /* face 0 stands until a face is strictly greater (the scalar's at = 0), its deepest
         * corner with it, also where no separation exceeds -INFINITY (NaN or -inf from overflow) */
        dp = i == 0 ? jm : V_BLEND(dp, jm, gt);
        apart = V_OR(apart, V_GT(si, zero));
    }
    *best = b, *at = a, *deep = dp;
    return apart;
}

/* Per-lane scratch of one block: the picks by index, and the answers before they are written
 * out as sat2d_manifold. */
typedef struct manifold_lanes {
    float rnx[SAT2D_W], rny[SAT2D_W], rx[SAT2D_W], ry[SAT2D_W];
    float v1x[SAT2D_W], v1y[SAT2D_W], v2x[SAT2D_W], v2y[SAT2D_W], jx[SAT2D_W], jy[SAT2D_W];
    float nx[SAT2D_W], ny[SAT2D_W], x0[SAT2D_W], y0[SAT2D_W], s0[SAT2D_W];
    float x1[SAT2D_W], y1[SAT2D_W], s1[SAT2D_W], count[SAT2D_W];
} manifold_lanes;

/* The manifolds of a block whose separations are known (sa, ia, ja for A's faces, sb, ib, jb
 * for B's), written to m[l] for every lane l that hits. */
static void manifold_block(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                           const manifold_rows *ra, const manifold_rows *rb, int n, vf sa, vf ia,
                           vf ja, vf sb, vf ib, vf jb, const uint8_t *hit, sat2d_manifold *m) {
    manifold_lanes L;
    float fa[SAT2D_W], fb[SAT2D_W], ja_[SAT2D_W], jb_[SAT2D_W], flip_[SAT2D_W];
    for (int l = 0; l < SAT2D_W; l++) /* the bounding radii, for the manifold tolerance */
        fa[l] = a[l]->radius, fb[l] = b[l]->radius;
    const vf tol = V_MUL(V_SET1(0x1p-20f), V_ADD(V_LOAD(fa), V_LOAD(fb)));
    const vf flip = V_GT(sb, V_ADD(sa, tol));
    V_STORE(fa, ia), V_STORE(fb, ib), V_STORE(ja_, ja), V_STORE(jb_, jb);
    V_STORE(flip_, flip);
    /* the reference face's normal and corner, and the deepest corner of the incident polygon */
    for (int l = 0; l < SAT2D_W; l++) {
        const int fl = flip_[l] != 0.0f; /* an all-ones lane is a NaN, never 0 */
        const manifold_rows *ref = fl ? rb : ra, *inc = fl ? ra : rb;
        const int i1 = (int)(fl ? fb[l] : fa[l]), j = (int)(fl ? jb_[l] : ja_[l]);
        L.rnx[l] = ref->nx[i1][l], L.rny[l] = ref->ny[i1][l];
        L.rx[l] = ref->x[i1][l], L.ry[l] = ref->y[i1][l];
        L.jx[l] = inc->x[j][l], L.jy[l] = inc->y[j][l];
    }
    const vf RNX = V_LOAD(L.rnx), RNY = V_LOAD(L.rny);
    const vf len = V_SQRT(V_ADD(V_MUL(RNX, RNX), V_MUL(RNY, RNY)));
    const vf ux = V_DIV(RNX, len), uy = V_DIV(RNY, len);
    /* the incident face: least (n_k . u) / |n_k| over the other polygon's faces */
    vf least = V_SET1(INFINITY), k1 = V_SET1(0.0f);
    for (int k = 0; k < n; k++) {
        const vf NX = V_BLEND(V_LOAD(rb->nx[k]), V_LOAD(ra->nx[k]), flip);
        const vf NY = V_BLEND(V_LOAD(rb->ny[k]), V_LOAD(ra->ny[k]), flip);
        const vf d =
            V_DIV(V_ADD(V_MUL(NX, ux), V_MUL(NY, uy)), V_SQRT(V_ADD(V_MUL(NX, NX), V_MUL(NY, NY))));
        const vf lt = V_LT(d, least);
        least = V_BLEND(least, d, lt), k1 = V_BLEND(k1, V_SET1((float)k), lt);
    }
    float k1_[SAT2D_W];
    V_STORE(k1_, k1);
    for (int l = 0; l < SAT2D_W; l++) {
        const int fl = flip_[l] != 0.0f, k = (int)k1_[l];
        const manifold_rows *inc = fl ? ra : rb;
        const int count = (fl ? a[l] : b[l])->count, k2 = k + 1 == count ? 0 : k + 1;
        L.v1x[l] = inc->x[k][l], L.v1y[l] = inc->y[k][l];
        L.v2x[l] = inc->x[k2][l], L.v2y[l] = inc->y[k2][l];
    }
    const vf RX = V_LOAD(L.rx), RY = V_LOAD(L.ry);
    const vf v1x = V_LOAD(L.v1x), v1y = V_LOAD(L.v1y), v2x = V_LOAD(L.v2x), v2y = V_LOAD(L.v2y);
    const vf e1x = V_SUB(v1x, RX), e1y = V_SUB(v1y, RY), e2x = V_SUB(v2x, RX), e2y = V_SUB(v2y, RY);
    const vf d1 = V_SUB(V_MUL(RNX, e1y), V_MUL(RNY, e1x));
    const vf d2 = V_SUB(V_MUL(RNX, e2y), V_MUL(RNY, e2x));
    const vf ll = V_ADD(V_MUL(RNX, RNX), V_MUL(RNY, RNY));
    const vf s1 = V_DIV(V_ADD(V_MUL(RNX, e1x), V_MUL(RNY, e1y)), len);
    const vf s2 = V_DIV(V_ADD(V_MUL(RNX, e2x), V_MUL(RNY, e2y)), len);
    const vf zero = V_SET1(0.0f), sign = V_SET1(-0.0f);
    V_STORE(L.nx, V_BLEND(ux, V_XOR(ux, sign), flip));
    V_STORE(L.ny, V_BLEND(uy, V_XOR(uy, sign), flip));
    const vf below1 = V_LT(d1, zero), below2 = V_LT(d2, zero);
    const vf past1 = V_GT(d1, ll), past2 = V_GT(d2, ll);
    const vf outside =
        V_OR(V_AND(V_LE(d1, zero), V_LE(d2, zero)), V_AND(V_LE(ll, d1), V_LE(ll, d2)));
    const vf d12 = V_SUB(d1, d2), d21 = V_SUB(d2, d1);
    const vf u1 = V_BLEND(V_BLEND(zero, V_DIV(V_SUB(d1, ll), d12), past1), V_DIV(d1, d12), below1);
    const vf u2 = V_BLEND(V_BLEND(zero, V_DIV(V_SUB(d2, ll), d21), past2), V_DIV(d2, d21), below2);
    const vf p1x = V_ADD(v1x, V_MUL(u1, V_SUB(v2x, v1x))),
             p1y = V_ADD(v1y, V_MUL(u1, V_SUB(v2y, v1y)));
    const vf p2x = V_ADD(v2x, V_MUL(u2, V_SUB(v1x, v2x))),
             p2y = V_ADD(v2y, V_MUL(u2, V_SUB(v1y, v2y)));
    const vf q1 = V_ADD(s1, V_MUL(u1, V_SUB(s2, s1))), q2 = V_ADD(s2, V_MUL(u2, V_SUB(s1, s2)));
    const vf keep1 = V_ANDNOT(outside, V_LE(q1, tol)), keep2 = V_ANDNOT(outside, V_LE(q2, tol));
    const vf both = V_AND(keep1, keep2), either = V_OR(keep1, keep2);
    /* nothing kept: the incident face's deeper end, or the incident polygon's deepest corner */
    const vf out1 = V_BLEND(V_BLEND(zero, V_SUB(d1, ll), past1), V_XOR(d1, sign), below1);
    const vf out2 = V_BLEND(V_BLEND(zero, V_SUB(d2, ll), past2), V_XOR(d2, sign), below2);
    /* as deep within the tolerance (|s2 - s1| by clearing the sign bit): the nearer end */
    const vf as_deep = V_OR(V_EQ(s2, s1), V_LE(V_ANDNOT(sign, V_SUB(s2, s1)), tol));
    const vf second = V_BLEND(V_LT(s2, s1), V_LT(out2, out1), as_deep);
    const vf ex = V_BLEND(v1x, v2x, second), ey = V_BLEND(v1y, v2y, second),
             es = V_BLEND(s1, s2, second);
    const vf end = V_LE(es, tol);
    const vf fx = V_BLEND(V_LOAD(L.jx), ex, end), fy = V_BLEND(V_LOAD(L.jy), ey, end),
             fs = V_BLEND(V_BLEND(sa, sb, flip), es, end);
    V_STORE(L.x0, V_BLEND(fx, V_BLEND(p2x, p1x, keep1), either));
    V_STORE(L.y0, V_BLEND(fy, V_BLEND(p2y, p1y, keep1), either));
    V_STORE(L.s0, V_BLEND(fs, V_BLEND(q2, q1, keep1), either));
    V_STORE(L.x1, V_AND(p2x, both)), V_STORE(L.y1, V_AND(p2y, both));
    V_STORE(L.s1, V_AND(q2, both));
    V_STORE(L.count, V_BLEND(V_SET1(1.0f), V_SET1(2.0f), both));
    for (int l = 0; l < SAT2D_W; l++) {
        if (!hit[l]) continue;
        sat2d_manifold *o = &m[l];
        o->nx = L.nx[l], o->ny = L.ny[l], o->count = (int32_t)L.count[l];
        o->x[0] = L.x0[l], o->y[0] = L.y0[l], o->sep[0] = L.s0[l];
        o->x[1] = L.x1[l], o->y[1] = L.y1[l], o->sep[1] = L.s1[l];
    }
}

static void poly_poly_manifold_batch(const sat2d_convex_poly *const *a,
                                     const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                     sat2d_manifold *manifold) {
    static _Thread_local manifold_rows rows_a, rows_b; /* 256 KiB at 8 lanes: not the stack */
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        int most = 0;
        for (int l = 0; l < SAT2D_W; l++) {
            most = a[i + l]->count > most ? a[i + l]->count : most;
            most = b[i + l]->count > most ? b[i + l]->count : most;
        }
        manifold_transpose(a + i, most, &rows_a);
        manifold_transpose(b + i, most, &rows_b);
        vf sa, ia, ja, sb, ib, jb;
        vf apart = manifold_faces(&rows_a, most, &rows_b, most, V_SET1(0.0f), &sa, &ia, &ja);
        if (V_MASK(apart) != V_ALL_MASK)
            apart = manifold_faces(&rows_b, most, &rows_a, most, apart, &sb, &ib, &jb);
        v_store_hits(hit + i, apart, 1);
        if (manifold && V_MASK(apart) != V_ALL_MASK)
            manifold_block(a + i, b + i, &rows_a, &rows_b, most, sa, ia, ja, sb, ib, jb, hit + i,
                           manifold + i);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_poly_poly_manifold(a[i], b[i], manifold ? &manifold[i] : NULL);
}
