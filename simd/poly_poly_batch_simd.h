/* SIMD twin of scalar/poly_poly_planes.c for many pairs at once: pairs in lanes (AoSoA).
 *
 * Lanes: W pairs per block. Each block is transposed first: plane i of the W A-polygons into
 * one register row (nx, ny, d), corner j of the W B-polygons into another (x, y), and the
 * same with the roles swapped. Polygons shorter than the block's longest repeat their plane 0
 * or corner 0, which changes no minimum and no maximum separation. Then every (plane, corner)
 * step is one vector step for W pairs, with no horizontal work; a block stops early once all
 * its pairs are separated. Verdicts equal the scalar planes (same float expression per lane);
 * the MTV of a hit pair comes from the scalar planes itself. The tail goes to the scalar twin.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */

/* Rows of the block's transposed planes and corners, reused between blocks. */
typedef struct batch_rows {
    float nx[SAT2D_MAX_CORNERS][SAT2D_W], ny[SAT2D_MAX_CORNERS][SAT2D_W],
        d[SAT2D_MAX_CORNERS][SAT2D_W];
    float x[SAT2D_MAX_CORNERS][SAT2D_W], y[SAT2D_MAX_CORNERS][SAT2D_W];
} batch_rows;

/* Lanes of the block whose planes of `e` separate the corners of `o` (a mask, all-ones lane
 * = separated); `known` lanes are already separated. */
static vf batch_planes(const sat2d_convex_poly *const *e, const sat2d_convex_poly *const *o,
                       batch_rows *r, vf known) {
    int ne = 0, no = 0;
    for (int l = 0; l < SAT2D_W; l++) {
        ne = e[l]->count > ne ? e[l]->count : ne;
        no = o[l]->count > no ? o[l]->count : no;
    }
    for (int l = 0; l < SAT2D_W; l++) {
        const sat2d_convex_poly *p = e[l], *q = o[l];
        for (int i = 0; i < ne; i++) {
            int k = i < p->count ? i : 0;
            r->nx[i][l] = sat2d_poly_nx(p)[k], r->ny[i][l] = sat2d_poly_ny(p)[k];
            r->d[i][l] = sat2d_poly_d(p)[k];
        }
        for (int j = 0; j < no; j++) {
            int k = j < q->count ? j : 0;
            r->x[j][l] = sat2d_poly_x(q)[k], r->y[j][l] = sat2d_poly_y(q)[k];
        }
    }
    const vf zero = V_SET1(0.0f);
    vf apart = known;
    for (int i = 0; i < ne && V_MASK(apart) != V_ALL_MASK; i++) {
        vf NX = V_LOAD(r->nx[i]), NY = V_LOAD(r->ny[i]), m = V_SET1(INFINITY);
        for (int j = 0; j < no; j++) /* m = min_j (nx*x_j + ny*y_j) */
            m = V_MIN(V_ADD(V_MUL(NX, V_LOAD(r->x[j])), V_MUL(NY, V_LOAD(r->y[j]))), m);
        apart = V_OR(apart, V_GT(V_SUB(m, V_LOAD(r->d[i])), zero)); /* sep = m - d > 0 */
    }
    return apart;
}

static void poly_poly_batch(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                            size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    static _Thread_local batch_rows rows; /* 100+ KiB: too large for the stack */
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        vf apart = batch_planes(a + i, b + i, &rows, V_SET1(0.0f));
        if (V_MASK(apart) != V_ALL_MASK) apart = batch_planes(b + i, a + i, &rows, apart);
        v_store_hits(hit + i, apart, 1);
        if (mtv)
            for (int l = 0; l < SAT2D_W; l++)
                if (hit[i + l]) sat2d_poly_poly_planes(a[i + l], b[i + l], &mtv[i + l]);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)sat2d_poly_poly_planes(a[i], b[i], mtv ? &mtv[i] : NULL);
}
