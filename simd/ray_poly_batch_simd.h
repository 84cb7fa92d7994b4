/* Pairs in lanes for ray_poly (the `_batch` tables), the SIMD twin of scalar/ray_poly.c: W rays
 * against W polygons of at most 8 corners, one pair per lane, the reference's loop over the
 * edges run once per block, each step a lane operation, so nothing is reduced across lanes and
 * every verdict, fraction and normal is the reference's bit for bit.
 *
 * Lanes: lane l holds pair i + l. Each polygon's corners are read as rows of 4 and turned into
 * columns by the 4x4 transposes of circle_poly_batch_simd.h; the edge normals are the builder's,
 * recomputed from the columns. Past a polygon's count its arrays repeat corner 0, so the edges past
 * its last one have a zero normal (see ray_poly_edges) and change no answer. A block with a polygon
 * past 8 corners, and the last n % W pairs, go pair by pair through the reference.
 *
 * Numerics: per edge num = nx (x - px) + ny (y - py), den = nx dx + ny dy, one division num / den
 * in lanes (correctly rounded, as the scalar one); the largest entry with its edge index, the
 * least exit, the parallel-outside flag and "inside" as selects; the entering edge's unit normal
 * from sat2d_poly_unit_normal, as the reference takes it.
 *
 * Included by kernels_sse.c / kernels_avx.c after circle_poly_batch_simd.h. */

/* The state of a block's clip: per lane the largest entry and its edge, the least exit, and the
 * masks of starts inside every edge so far and of edges parallel with the start outside. */
typedef struct ray_poly_acc {
    vf px, py, dx, dy, lower, entering, upper, inside, parallel_out;
} ray_poly_acc;

/* Edge k of every lane: its first corner (X, Y) and its stored normal (NX, NY). */
static inline void ray_poly_edge(ray_poly_acc *s, vf X, vf Y, vf NX, vf NY, float k) {
    const vf zero = V_SET1(0.0f);
    const vf num = V_ADD(V_MUL(NX, V_SUB(X, s->px)), V_MUL(NY, V_SUB(Y, s->py)));
    const vf den = V_ADD(V_MUL(NX, s->dx), V_MUL(NY, s->dy));
    const vf t = V_DIV(num, den);
    const vf enter = V_LT(den, zero), exit = V_GT(den, zero);
    s->inside = V_AND(s->inside, V_LE(zero, num));
    const vf wins = V_AND(enter, V_GT(t, s->lower));
    s->lower = V_BLEND(s->lower, t, wins), s->entering = V_BLEND(s->entering, V_SET1(k), wins);
    s->upper = V_BLEND(s->upper, t, V_AND(exit, V_LT(t, s->upper)));
    s->parallel_out = V_OR(s->parallel_out, V_ANDNOT(V_OR(enter, exit), V_LT(num, zero)));
}

/* Edges 0..m-1 (m = 4 or 8, every polygon of at most m corners) of every lane's polygon
 * through the edge step. The normals come from the corners, as the builder computes them
 * (nx = y[k+1] - y[k], ny = -(x[k+1] - x[k]), the same float operations), which halves the
 * transposes: corner m wraps to corner 0, and past a polygon's count every corner is corner 0,
 * so its last edge closes on corner 0 and the edges past it have a zero normal (num = den = 0:
 * no entry, no exit, not outside), changing nothing. */
static inline void ray_poly_edges(ray_poly_acc *s, const sat2d_convex_poly *const *b, int m) {
    vf X[8], Y[8];
    circle_poly_columns(b, SAT2D_POLY_X, 0, X), circle_poly_columns(b, SAT2D_POLY_Y, 0, Y);
    if (m == 8)
        circle_poly_columns(b, SAT2D_POLY_X, 1, X + 4),
            circle_poly_columns(b, SAT2D_POLY_Y, 1, Y + 4);
    for (int k = 0; k < m; k++) {
        const int j = (k + 1) % m;
        const vf NX = V_SUB(Y[j], Y[k]), NY = V_XOR(V_SUB(X[j], X[k]), ray_sign());
        ray_poly_edge(s, X[k], Y[k], NX, NY, (float)k);
    }
}

/* 1 if every polygon of the block has at most `most` corners. */
static inline int ray_poly_block_fits(const sat2d_convex_poly *const *b, int most) {
    int fits = 1;
    for (int l = 0; l < SAT2D_W; l++)
        fits &= b[l]->count <= most;
    return fits;
}

static void ray_poly_batch(sat2d_rays_soa a, const sat2d_convex_poly *const *b, size_t n,
                           uint8_t *hit, sat2d_ray_hit *ray) {
    size_t i = 0;
    const vf zero = V_SET1(0.0f);
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        const sat2d_convex_poly *const *bi = b + i;
        if (!ray_poly_block_fits(bi, 8)) {
            for (size_t l = i; l < i + SAT2D_W; l++) {
                const sat2d_ray r = {{a.px[l], a.py[l]}, {a.dx[l], a.dy[l]}, a.tmax[l]};
                hit[l] = (uint8_t)sat2d_ray_poly(r, b[l], ray ? &ray[l] : NULL);
            }
            continue;
        }
        ray_poly_acc s = {V_LOAD(a.px + i),   V_LOAD(a.py + i), V_LOAD(a.dx + i),
                          V_LOAD(a.dy + i),   V_SET1(-1.0f),    V_SET1(-1.0f),
                          V_LOAD(a.tmax + i), V_EQ(zero, zero), zero};
        ray_poly_edges(&s, bi, ray_poly_block_fits(bi, 4) ? 4 : 8);
        const vf t = V_BLEND(zero, s.lower, V_GT(s.lower, zero));
        const vf got = V_OR(s.inside, V_ANDNOT(s.parallel_out, V_LE(t, s.upper)));
        v_store_hits(hit + i, got, 0);
        if (!ray || !V_MASK(got)) continue;
        float tl[SAT2D_W], el[SAT2D_W];
        V_STORE(tl, V_ANDNOT(s.inside, t));
        V_STORE(el, V_BLEND(s.entering, V_SET1(-1.0f), s.inside));
        for (int l = 0; l < SAT2D_W; l++) {
            if (!hit[i + (size_t)l]) continue;
            const int e = (int)el[l];
            const sat2d_vec2 nrm = e >= 0 ? sat2d_poly_unit_normal(bi[l], e) : (sat2d_vec2){0, 0};
            ray[i + (size_t)l] = (sat2d_ray_hit){tl[l], nrm.x, nrm.y};
        }
    }
    for (; i < n; i++) {
        const sat2d_ray r = {{a.px[i], a.py[i]}, {a.dx[i], a.dy[i]}, a.tmax[i]};
        hit[i] = (uint8_t)sat2d_ray_poly(r, b[i], ray ? &ray[i] : NULL);
    }
}
