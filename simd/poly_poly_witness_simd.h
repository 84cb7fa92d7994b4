/* SIMD twin of scalar/poly_poly_witness.c (sat2d_variant_witness): axes in lanes, each block of
 * planes first tried against one witness corner, computed in full only where it fails.
 *
 * A plane i of A does not separate B exactly when some corner of B lies behind it:
 * min_j s_ij <= d_i with s_ij = nx_i*x_j + ny_i*y_j, so one corner j with s_ij <= d_i proves
 * it (the min is at most that s_ij). Overlapping pairs have to prove this for every plane of
 * both polygons, which is what makes hits the dear case of the planes kernel: n*n projections.
 * The corner of B furthest toward A's centre (its support along cA - cB) lies inside A for
 * most overlapping pairs, and then it clears all of A's planes at one projection per block of
 * W planes instead of n. A pair that is apart is usually separated by an edge at A's corner
 * furthest toward B (or B's toward A), found by the same scans: those planes are tried alone,
 * corners in lanes. Whatever is still open is computed in full by the planes kernel.
 *
 * Exactness: the witness test uses planes' expression for s, and s <= d for some corner
 * implies min <= d, so a cleared plane is one planes would not call separating; every other
 * plane gets planes' own minimum. The verdict is planes' bit for bit, with no band. A NaN
 * projection of the witness compares false and leaves its plane open, as it must: planes'
 * select skips NaN.
 *
 * Cost: linear in the corners when the witnesses clear (hits) and a tried edge separates
 * (misses), quadratic in the open blocks otherwise. On pairs drawn like the benchmark's the
 * witnesses clear almost every block of the hits and the tried edges separate almost every
 * miss (docs/tricks.md, "Witness corner").
 *
 * Lanes and padding as in poly_poly_planes_simd.h (planes past `count` repeat plane 0, which
 * the witness clears or opens like plane 0; corners past `count` repeat corner 0, a real
 * corner). Up to 8 corners the branch-free small kernels of axes_bl are cheaper than two scans
 * and a branch, and run instead. An MTV ranks every face: it goes through the full planes
 * kernel.
 *
 * Included by kernels_sse.c / kernels_avx.c after poly_poly_planes_simd.h (the small kernels,
 * planes_block_apart, planes_mtv_pair) and poly_poly_unnorm_simd.h (corners_interval). */

/* Lane permutations for a butterfly over all lanes: after folding with each, every lane has
 * seen every other lane. */
#if SAT2D_W == 8
#define WITNESS_FOLDS 3
static inline vf witness_permute(vf v, int step) {
    return step == 0   ? simde_mm256_permute2f128_ps(v, v, 0x01) /* 128-bit halves swapped */
           : step == 1 ? simde_mm256_permute_ps(v, 0x4E)         /* pairs swapped */
                       : simde_mm256_permute_ps(v, 0xB1);        /* neighbours swapped */
}
#else
#define WITNESS_FOLDS 2
static inline vf witness_permute(vf v, int step) {
    return step == 0 ? simde_mm_shuffle_ps(v, v, 0x4E) : simde_mm_shuffle_ps(v, v, 0xB1);
}
#endif

/* A corner of `other` furthest toward the centre of `edges` (a minimiser of
 * (c_other - c_edges) . b_j), in every lane of (*wx, *wy). Per lane the smallest projection
 * carries its corner along, then a butterfly spreads the smallest to every lane, so the corner
 * never leaves the registers (no index, no store and reload) and no branch depends on where it
 * lies. Lanes may hold different corners on a tie, or on NaN projections (then a lane keeps a
 * corner of the first block): each is a real corner of `other`, which is all a witness needs. */
static inline void witness_corner(const sat2d_convex_poly *edges, const sat2d_convex_poly *other,
                                  vf *wx, vf *wy) {
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    const vf UX = V_SET1(other->cx - edges->cx), UY = V_SET1(other->cy - edges->cy);
    vf bx = V_LOAD(x), by = V_LOAD(y);
    vf best = V_ADD(V_MUL(UX, bx), V_MUL(UY, by)); /* u . b */
    for (int k = SAT2D_W; k < other->count; k += SAT2D_W) {
        const vf X = V_LOAD(x + k), Y = V_LOAD(y + k);
        const vf s = V_ADD(V_MUL(UX, X), V_MUL(UY, Y)), less = V_LT(s, best); /* u . b */
        best = V_BLEND(best, s, less);
        bx = V_BLEND(bx, X, less);
        by = V_BLEND(by, Y, less);
    }
    for (int step = 0; step < WITNESS_FOLDS; step++) {
        const vf s = witness_permute(best, step), less = V_LT(s, best);
        best = V_BLEND(best, s, less);
        bx = V_BLEND(bx, witness_permute(bx, step), less);
        by = V_BLEND(by, witness_permute(by, step), less);
    }
    *wx = bx;
    *wy = by;
}

/* 1 if plane i of `edges` separates `other`: min_j (nx_i*x_j + ny_i*y_j) > d_i over every
 * corner, corners in lanes by corners_interval (poly_poly_unnorm_simd.h): the same expression
 * and select from +inf, and min is exact, so the answer is planes' own for that plane. */
static int witness_plane_apart(const sat2d_convex_poly *edges, int i,
                               const sat2d_convex_poly *other) {
    float lo, hi;
    corners_interval(other, V_SET1(sat2d_poly_nx(edges)[i]), V_SET1(sat2d_poly_ny(edges)[i]), &lo,
                     &hi);
    return lo > sat2d_poly_d(edges)[i];
}

/* 1 if the witness corners (wx, wy) of the other polygon leave a lane of `edges` open: some
 * plane where s_c <= d fails (NaN included). Inline, so the two sides' chains of a pair are in
 * flight together. */
static inline int witness_open(const sat2d_convex_poly *edges, vf wx, vf wy) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    vf cleared = V_LE(V_ADD(V_MUL(V_LOAD(nx), wx), V_MUL(V_LOAD(ny), wy)), V_LOAD(d));
    for (int k = SAT2D_W; k < edges->count; k += SAT2D_W) /* cleared &= s_c <= d */
        cleared = V_AND(cleared, V_LE(V_ADD(V_MUL(V_LOAD(nx + k), wx), V_MUL(V_LOAD(ny + k), wy)),
                                      V_LOAD(d + k)));
    return V_MASK(cleared) != V_ALL_MASK;
}

/* The index of the corner of p in lane 0 of (cx, cy): the first corner equal to it (the
 * padding repeats corner 0, which is found first anyway). */
static int witness_index(const sat2d_convex_poly *p, vf cx, vf cy) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    float lx[SAT2D_W], ly[SAT2D_W];
    V_STORE(lx, cx);
    V_STORE(ly, cy);
    const vf CX = V_SET1(lx[0]), CY = V_SET1(ly[0]);
    for (int k = 0; k < p->count; k += SAT2D_W) {
        const unsigned m =
            (unsigned)V_MASK(V_AND(V_EQ(V_LOAD(x + k), CX), V_EQ(V_LOAD(y + k), CY)));
        if (m) return k + __builtin_ctz(m);
    }
    return 0;
}

/* 1 if one of the two edges at corner c of `edges` (planes c - 1 and c) separates `other`.
 * The two minima are independent chains, combined without a branch between them. */
static int witness_edges_at_apart(const sat2d_convex_poly *edges, int c,
                                  const sat2d_convex_poly *other) {
    const int n = edges->count;
    return witness_plane_apart(edges, c > 0 ? c - 1 : n - 1, other) |
           witness_plane_apart(edges, c, other);
}

/* 1 if some plane of `edges` separates `other`: the blocks the witness corners (CX, CY) leave
 * open, in full (the planes kernel's own block). */
static int witness_blocks_apart(const sat2d_convex_poly *edges, const sat2d_convex_poly *other,
                                vf CX, vf CY) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    for (int k = 0; k < edges->count; k += SAT2D_W) {
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k), D = V_LOAD(d + k);
        /* cleared lanes: s_c = nx*x_c + ny*y_c <= d (false for NaN) */
        const vf cleared = V_LE(V_ADD(V_MUL(NX, CX), V_MUL(NY, CY)), D);
        if (V_MASK(cleared) != V_ALL_MASK &&
            V_MASK(planes_block_apart(NX, NY, D, x, y, other->count)))
            return 1;
    }
    return 0;
}

/* More than 8 corners: 1 if the pair is apart, planes' verdict. Both witness passes first
 * (a hit usually ends there). A pair that is apart is usually separated by an edge at the
 * corner of one polygon furthest toward the other's centre, which the witness scans found
 * already: those two planes of A, then of B, each alone with corners in lanes (n/W steps
 * instead of a block's n); on the benchmark's polygons A's two alone settle most misses.
 * Last, every open block in full. Kept out of line so the batch loop around the small
 * kernels stays in registers. */
static SAT2D_NOINLINE int witness_large_apart(const sat2d_convex_poly *a,
                                              const sat2d_convex_poly *b) {
    vf ax, ay, bx, by;
    witness_corner(a, b, &ax, &ay); /* B's corners furthest toward A: witnesses for A's planes */
    witness_corner(b, a, &bx, &by); /* A's corners furthest toward B */
    const int open_a = witness_open(a, ax, ay), open_b = witness_open(b, bx, by);
    if (!open_a && !open_b) return 0;
    if (witness_edges_at_apart(a, witness_index(a, bx, by), b) ||
        witness_edges_at_apart(b, witness_index(b, ax, ay), a))
        return 1;
    return (open_a && witness_blocks_apart(a, b, ax, ay)) ||
           (open_b && witness_blocks_apart(b, a, bx, by));
}

/* Batch slot: axes_bl's small kernels up to 8 corners, the witnesses beyond. */
static void witness_poly_poly(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                              size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    planes_batch(a, b, n, hit, mtv, witness_large_apart);
}
