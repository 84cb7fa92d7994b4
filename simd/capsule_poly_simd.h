/* SIMD twin of scalar/capsule_poly.c: pairs in lanes, W capsules against W polygons of at most
 * 8 corners, one pair per lane (as circle_poly_batch_simd.h, whose column transposes it
 * shares: lane l holds pair i + l, and corner c of every lane's polygon is one register).
 *
 * Numerics: the reference's float projections lane by lane (each a product sum in its order).
 * Its double axis tests (s > 0 && s^2 > r^2 |n|^2) are decided by circle_poly's float filter
 * where every polygon of the block has its normals_in_range (capsule_poly_filter_bits; the
 * lanes it leaves undecided go to the reference), and otherwise in double lanes
 * (capsule_poly_bits), so every lane decides as the reference does. Past a polygon's count its
 * arrays repeat index 0: a repeated edge changes no verdict, a repeated corner changes no minimum
 * or maximum and loses every tie for the nearest corner (strict <, corners outer and ends inner, as
 * in the reference). A block with a polygon of more than 8 corners, and the tail, go to the scalar
 * reference; with an MTV array, each hit lane's MTV comes from the reference's function.
 *
 * Included by kernels_sse.c / kernels_avx.c after circle_poly_batch_simd.h and
 * capsule_capsule_simd.h. */

/* s > 0 && s^2 > r2 len2 (sat2d_circle_poly_beyond) in double lanes. */
static inline vd capsule_poly_beyond(vd s, vd r2, vd len2) {
    return VD_AND(VD_GT(s, VD_SET1(0.0)), VD_GT(VD_MUL(s, s), VD_MUL(r2, len2)));
}

/* The same for float lanes s, x, y: both halves; len2 = x^2 + y^2 in double. */
static inline unsigned capsule_poly_beyond_bits(vf s, vf x, vf y, vd r2lo, vd r2hi) {
    const vd xl = VD_LO(x), yl = VD_LO(y), xh = VD_HI(x), yh = VD_HI(y);
    const vd lo = capsule_poly_beyond(VD_LO(s), r2lo, VD_ADD(VD_MUL(xl, xl), VD_MUL(yl, yl)));
    const vd hi = capsule_poly_beyond(VD_HI(s), r2hi, VD_ADD(VD_MUL(xh, xh), VD_MUL(yh, yh)));
    return VD_MASK2(lo, hi);
}

/* The corner axis's test: gap = m - o in double (m, o floats), then gap > 0 &&
 * gap^2 > r2 (wx^2 + wy^2), both halves. */
static inline unsigned capsule_poly_beyond_bits_gap(vf m, vf o, vf wx, vf wy, vd r2lo, vd r2hi) {
    const vd xl = VD_LO(wx), yl = VD_LO(wy), xh = VD_HI(wx), yh = VD_HI(wy);
    const vd lo = capsule_poly_beyond(VD_SUB(VD_LO(m), VD_LO(o)), r2lo,
                                      VD_ADD(VD_MUL(xl, xl), VD_MUL(yl, yl)));
    const vd hi = capsule_poly_beyond(VD_SUB(VD_HI(m), VD_HI(o)), r2hi,
                                      VD_ADD(VD_MUL(xh, xh), VD_MUL(yh, yh)));
    return VD_MASK2(lo, hi);
}

/* Corners and edge normals 0..7 of the block's W polygons, one register each (lane l: b[l]). */
static inline void capsule_poly_columns(const sat2d_convex_poly *const *pb, vf x[8], vf y[8],
                                        vf nx[8], vf ny[8]) {
    for (int h = 0; h < 2; h++) {
        circle_poly_columns(pb, SAT2D_POLY_X, h, x + 4 * h);
        circle_poly_columns(pb, SAT2D_POLY_Y, h, y + 4 * h);
        circle_poly_columns(pb, SAT2D_POLY_NX, h, nx + 4 * h);
        circle_poly_columns(pb, SAT2D_POLY_NY, h, ny + 4 * h);
    }
}

/* Verdict bits of pairs i..i+W-1 (every polygon of at most 8 corners). */
static inline unsigned capsule_poly_bits(sat2d_capsules_soa a, const sat2d_convex_poly *const *b,
                                         size_t i) {
    vf x[8], y[8], nx[8], ny[8];
    capsule_poly_columns(b + i, x, y, nx, ny);
    const vf a0x = V_LOAD(a.ax + i), a0y = V_LOAD(a.ay + i), a1x = V_LOAD(a.bx + i),
             a1y = V_LOAD(a.by + i), r = V_LOAD(a.r + i);
    const vd rl = VD_LO(r), rh = VD_HI(r), r2lo = VD_MUL(rl, rl), r2hi = VD_MUL(rh, rh);
    const vf ux = V_SUB(a0y, a1y), uy = V_SUB(a1x, a0x); /* the core's normal (-ey, ex) */
    unsigned apart = 0;
    vf lo = V_SET1(INFINITY), hi = V_SET1(-INFINITY), best = V_SET1(INFINITY);
    vf wx = V_SUB(x[0], a0x), wy = V_SUB(y[0], a0y), second = V_SET1(0.0f); /* end 1 nearest */
    for (int c = 0; c < 8; c++) {
        const vf s0 = V_ADD(V_MUL(nx[c], V_SUB(a0x, x[c])), V_MUL(ny[c], V_SUB(a0y, y[c])));
        const vf s1 = V_ADD(V_MUL(nx[c], V_SUB(a1x, x[c])), V_MUL(ny[c], V_SUB(a1y, y[c])));
        apart |= capsule_poly_beyond_bits(V_MIN(s0, s1), nx[c], ny[c], r2lo, r2hi);
        /* every pair of the block already apart: the rest cannot change a verdict (a branch
         * that mixed data leaves almost always untaken, so it costs little there) */
        if (apart == (1u << SAT2D_W) - 1u) return 0;
        const vf p = V_ADD(V_MUL(ux, V_SUB(x[c], a0x)), V_MUL(uy, V_SUB(y[c], a0y)));
        lo = V_MIN(p, lo), hi = V_MAX(p, hi);
        const vf dx0 = V_SUB(x[c], a0x), dy0 = V_SUB(y[c], a0y);
        const vf d0 = V_ADD(V_MUL(dx0, dx0), V_MUL(dy0, dy0)), less0 = V_LT(d0, best);
        best = V_BLEND(best, d0, less0), second = V_ANDNOT(less0, second);
        wx = V_BLEND(wx, dx0, less0), wy = V_BLEND(wy, dy0, less0);
        const vf dx1 = V_SUB(x[c], a1x), dy1 = V_SUB(y[c], a1y);
        const vf d1 = V_ADD(V_MUL(dx1, dx1), V_MUL(dy1, dy1)), less1 = V_LT(d1, best);
        best = V_BLEND(best, d1, less1), second = V_OR(less1, second);
        wx = V_BLEND(wx, dx1, less1), wy = V_BLEND(wy, dy1, less1);
    }
    /* The core's normal, unless the core has zero length (a NaN counts as nonzero there too). */
    const vf zero = V_SET1(0.0f), sign = V_SET1(-0.0f);
    const unsigned core = (unsigned)V_MASK(V_OR(V_NEQ(ux, zero), V_NEQ(uy, zero)));
    apart |= core & (capsule_poly_beyond_bits(lo, ux, uy, r2lo, r2hi) |
                     capsule_poly_beyond_bits(V_XOR(hi, sign), ux, uy, r2lo, r2hi));
    /* The corner axis w from the nearest end k to the nearest corner. */
    const vf kx = V_BLEND(a0x, a1x, second), ky = V_BLEND(a0y, a1y, second);
    const vf ox = V_BLEND(a1x, a0x, second), oy = V_BLEND(a1y, a0y, second);
    vf m = V_SET1(INFINITY);
    for (int c = 0; c < 8; c++)
        m = V_MIN(V_ADD(V_MUL(V_SUB(x[c], kx), wx), V_MUL(V_SUB(y[c], ky), wy)), m);
    const vf o = V_MAX(V_ADD(V_MUL(V_SUB(ox, kx), wx), V_MUL(V_SUB(oy, ky), wy)), zero);
    apart |= capsule_poly_beyond_bits_gap(m, o, wx, wy, r2lo, r2hi);
    return ~apart & ((1u << SAT2D_W) - 1u);
}

/* Hit bits of pairs i..i+W-1 (every polygon of at most 8 corners with its normals_in_range),
 * each axis test decided in float lanes by circle_poly's filter (circle_poly_block_apart; the
 * capsule's additions to its proof are in docs/agreement.md, "Capsule-polygon filter"): A > HP
 * proves an axis beyond, A <= HP' that it is not; the lanes between, and those off the guard,
 * go to the reference one by one. */
static inline unsigned capsule_poly_filter_bits(sat2d_capsules_soa a,
                                                const sat2d_convex_poly *const *b, size_t i) {
    vf x[8], y[8], nx[8], ny[8];
    capsule_poly_columns(b + i, x, y, nx, ny);
    const vf a0x = V_LOAD(a.ax + i), a0y = V_LOAD(a.ay + i), a1x = V_LOAD(a.bx + i),
             a1y = V_LOAD(a.by + i), r = V_LOAD(a.r + i), r2f = V_MUL(r, r);
    const vf rhi = V_MUL(r2f, V_SET1(1.0f + 0x1p-20f)), neg0 = V_SET1(-0.0f);
    const vf ux = V_SUB(a0y, a1y), uy = V_SUB(a1x, a0x); /* the core's normal (-ey, ex) */
    vf excess = circle_poly_excess_none();
    vf lo = V_SET1(INFINITY), hi = V_SET1(-INFINITY), best = V_SET1(INFINITY);
    vf cx = x[0], cy = y[0], second = V_SET1(0.0f); /* the nearest corner and end */
    for (int c = 0; c < 8; c++) {
        const vf dx0 = V_SUB(x[c], a0x), dy0 = V_SUB(y[c], a0y);
        const vf dx1 = V_SUB(x[c], a1x), dy1 = V_SUB(y[c], a1y);
        /* -s0 and -s1 exactly (rounding is symmetric); maxps selects -s as the reference's
         * s0 < s1 ? s0 : s1 does, and S is -0 unless s > 0 */
        const vf e0 = V_ADD(V_MUL(nx[c], dx0), V_MUL(ny[c], dy0));
        const vf e1 = V_ADD(V_MUL(nx[c], dx1), V_MUL(ny[c], dy1));
        const vf S = V_MIN(V_MAX(e0, e1), neg0);
        const vf L = V_ADD(V_MUL(nx[c], nx[c]), V_MUL(ny[c], ny[c]));
        excess = circle_poly_excess_max(V_MUL(S, S), V_MUL(rhi, L), excess);
        const vf p = V_ADD(V_MUL(ux, dx0), V_MUL(uy, dy0));
        lo = V_MIN(p, lo), hi = V_MAX(p, hi);
        /* both ends' candidates share the corner: one select of it (corners outer, ends
         * inner, strict <) */
        const vf d0 = V_ADD(V_MUL(dx0, dx0), V_MUL(dy0, dy0)), less0 = V_LT(d0, best);
        best = V_MIN(d0, best);
        const vf d1 = V_ADD(V_MUL(dx1, dx1), V_MUL(dy1, dy1)), less1 = V_LT(d1, best);
        best = V_MIN(d1, best);
        const vf taken = V_OR(less0, less1);
        cx = V_BLEND(cx, x[c], taken), cy = V_BLEND(cy, y[c], taken);
        second = V_OR(less1, V_ANDNOT(less0, second));
    }
    /* The core's normal, where the core has nonzero length: beyond(max(lo, -hi)), one test. */
    const vf zero = V_SET1(0.0f);
    const vf core = V_OR(V_NEQ(ux, zero), V_NEQ(uy, zero));
    const vf lu = V_ADD(V_MUL(ux, ux), V_MUL(uy, uy));
    const vf sc = V_MIN(V_MIN(V_XOR(lo, neg0), hi), neg0);
    excess = V_BLEND(excess, circle_poly_excess_max(V_MUL(sc, sc), V_MUL(rhi, lu), excess), core);
    /* The corner axis w = x[j] - end[k] from the nearest end k to the nearest corner. */
    const vf kx = V_BLEND(a0x, a1x, second), ky = V_BLEND(a0y, a1y, second);
    const vf ox = V_BLEND(a1x, a0x, second), oy = V_BLEND(a1y, a0y, second);
    const vf wx = V_SUB(cx, kx), wy = V_SUB(cy, ky);
    vf m = V_SET1(INFINITY);
    for (int c = 0; c < 8; c++)
        m = V_MIN(V_ADD(V_MUL(V_SUB(x[c], kx), wx), V_MUL(V_SUB(y[c], ky), wy)), m);
    const vf o = V_MAX(V_ADD(V_MUL(V_SUB(ox, kx), wx), V_MUL(V_SUB(oy, ky), wy)), zero);
    /* gap rounded once in float, its square with the sign kept against HP and HP' */
    const vf gap = V_SUB(m, o), gq = V_MUL(gap, V_ANDNOT(neg0, gap));
    const vf lw = V_ADD(V_MUL(wx, wx), V_MUL(wy, wy)), bound = V_MUL(rhi, lw);
    const vf sure = V_OR(circle_poly_excess_above(excess, 0), V_GT(gq, bound));
    const vf maybe =
        V_OR(circle_poly_excess_above(excess, -32), V_GT(gq, circle_poly_nearer_zero(bound)));
    /* the guard: fl(r*r) in [2^-40, 2^40], |w|^2 and (on a core of nonzero length) |u|^2 in
     * [2^-60, 2^60] */
    const vf fit = V_AND(V_AND(V_LE(V_SET1(0x1p-40f), r2f), V_LE(r2f, V_SET1(0x1p40f))),
                         V_AND(V_AND(V_LE(V_SET1(0x1p-60f), lw), V_LE(lw, V_SET1(0x1p60f))),
                               V_OR(V_ANDNOT(core, V_SET1(-0.0f)),
                                    V_AND(V_LE(V_SET1(0x1p-60f), lu), V_LE(lu, V_SET1(0x1p60f))))));
    const unsigned unsure =
        (unsigned)V_MASK(V_ANDNOT(sure, maybe)) | ((unsigned)V_MASK(fit) ^ V_ALL_MASK);
    const unsigned hits = (unsigned)V_MASK(sure) ^ V_ALL_MASK;
    return unsure ? capsule_poly_unsure(a, b, i, hits, unsure, SAT2D_W) : hits;
}

static void capsule_poly_batch(sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t n,
                               uint8_t *hit, sat2d_mtv *mtv) {
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        int small = 1, in_range = 1;
        for (int l = 0; l < SAT2D_W; l++)
            small &= b[i + (size_t)l]->count <= 8, in_range &= b[i + (size_t)l]->normals_in_range;
        if (!small) { /* a polygon of more corners than one block: the reference, pair by pair */
            for (size_t k = i; k < i + SAT2D_W; k++) {
                const sat2d_capsule p = {{a.ax[k], a.ay[k]}, {a.bx[k], a.by[k]}, a.r[k]};
                hit[k] = (uint8_t)sat2d_capsule_poly(p, b[k], mtv ? &mtv[k] : NULL);
            }
            continue;
        }
        const unsigned bits =
            in_range ? capsule_poly_filter_bits(a, b, i) : capsule_poly_bits(a, b, i);
        capsule_store_bits(hit + i, bits);
        if (!mtv || !bits) continue;
        for (int l = 0; l < SAT2D_W; l++)
            if (bits >> l & 1u) {
                const size_t k = i + (size_t)l;
                const sat2d_capsule p = {{a.ax[k], a.ay[k]}, {a.bx[k], a.by[k]}, a.r[k]};
                mtv[k] = sat2d_capsule_poly_mtv(p, b[k]);
            }
    }
    for (; i < n; i++) {
        const sat2d_capsule p = {{a.ax[i], a.ay[i]}, {a.bx[i], a.by[i]}, a.r[i]};
        hit[i] = (uint8_t)sat2d_capsule_poly(p, b[i], mtv ? &mtv[i] : NULL);
    }
}
