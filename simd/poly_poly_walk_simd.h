/* SIMD twin of scalar/poly_poly_walk.c (sat2d_variant_walk): axes in lanes, each block of
 * planes projected only on the arc of the other polygon that can hold its supports.
 *
 * For a counter-clockwise polygon the edge normals turn monotonically, so the corner of the
 * other polygon minimising dot(n_i, b_j) moves monotonically forward with i. A block of W
 * consecutive planes k..k+W-1 therefore finds its minima on the arc from the support of plane
 * k-1 to the support of its last plane. Each arc end is found by a vector walk (W candidate
 * corners per step, "does the projection still drop?" as a mask), and the block's separations
 * are the planes kernel's expression over the arc's corners only: about nO + nE/W corner
 * broadcasts per side instead of nO * nE/W, so the cost grows linearly with the corners.
 *
 * Exactness does not depend on the arcs being right. A minimum over a subset of the corners
 * (same float expression per corner, min is exact) is >= the true minimum, so an arc
 * separation <= 0 proves the plane does not separate; a positive one is confirmed by the full
 * block (the planes kernel), so the verdict is always planes' own, on the grid and off it.
 * Rounding that makes a sliver's projections non-unimodal can only cost a confirmation.
 * An MTV ranks every face, so a pair asked for one goes through the full planes kernel.
 *
 * Lanes and padding: planes past `count` repeat plane 0, whose support lies on the first
 * block's arc, not the last one's, so those lanes are masked out of the arc test (the full
 * confirmation keeps the planes kernel's own padding). The other polygon's corners are copied
 * twice in a row (cyclic), so an arc that wraps past corner n-1 is one contiguous run.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h and poly_poly_planes_simd.h. */
#include <math.h>

/* With one block of planes, or fewer than 2W corners to walk, an arc is most of the other
 * polygon: the planes kernel is cheaper (and the ring below relies on n >= 2W). */
#define WALK_MIN_OTHER (2 * SAT2D_W)
/* Room for the doubled corners (arcs read below 2n + 1, walks below n + W + 1 <= 2n). */
#define WALK_RING (2 * SAT2D_MAX_CORNERS + SAT2D_W)

/* 0, 1, ..., W-1 as floats: lane numbers for the padding mask. */
static inline vf walk_iota(void) {
#if SAT2D_W == 4
    return simde_mm_setr_ps(0.0f, 1.0f, 2.0f, 3.0f);
#else
    return simde_mm256_setr_ps(0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f);
#endif
}

/* ring[i] = src[i mod n] for i < 2n + W (n >= 2W), copied in whole blocks of W: the padding
 * a block writes past a copy's end is overwritten by the next copy. */
static void walk_ring(float *ring, const float *src, int n) {
    for (int k = 0; k < n; k += SAT2D_W)
        V_STORE(ring + k, V_LOAD(src + k));
    for (int k = 0; k < n; k += SAT2D_W)
        V_STORE(ring + n + k, V_LOAD(src + k));
    V_STORE(ring + 2 * n, V_LOAD(src)); /* corners 0..W-1, all real since n >= 2W */
}

/* The first corner j (0 <= j < n) minimising nx*x_j + ny*y_j: one pass of corners in lanes,
 * then the first lane equal to the minimum. */
static int walk_support_scan(const float *x, const float *y, int n, float nx, float ny) {
    float p[SAT2D_MAX_CORNERS + SAT2D_W];
    const vf NX = V_SET1(nx), NY = V_SET1(ny);
    vf m = V_SET1(INFINITY);
    for (int k = 0; k < n; k += SAT2D_W) {
        vf s = V_ADD(V_MUL(NX, V_LOAD(x + k)), V_MUL(NY, V_LOAD(y + k))); /* nx*x + ny*y */
        V_STORE(p + k, s);
        m = V_MIN(s, m);
    }
    const vf low = V_SET1(v_hmin(m));
    for (int k = 0; k < n; k += SAT2D_W) {
        unsigned at = (unsigned)V_MASK(V_EQ(V_LOAD(p + k), low));
        if (at) return k + __builtin_ctz(at); /* padding repeats corner 0, found first */
    }
    return 0;
}

/* From corner s, walk forward while nx*x + ny*y strictly drops; the corner where it stops
 * (the support in direction -n when s lies on the descending side). W candidates per step:
 * lane l compares corner s+l+1 with corner s+l. At most n corners are walked. */
static int walk_descend(const float *x, const float *y, const float *rx, const float *ry, int n,
                        int s, vf NX, vf NY) {
    for (int walked = 0; walked < n; walked += SAT2D_W) {
        /* The caller's arrays while the W+1 corners do not wrap: the ring was just written in
         * blocks, and a load straddling two of those stores would wait for them to retire. */
        const float *px = s + SAT2D_W < n ? x : rx, *py = s + SAT2D_W < n ? y : ry;
        vf p = V_ADD(V_MUL(NX, V_LOAD(px + s)), V_MUL(NY, V_LOAD(py + s)));
        vf q = V_ADD(V_MUL(NX, V_LOAD(px + s + 1)), V_MUL(NY, V_LOAD(py + s + 1)));
        unsigned stop = ~(unsigned)V_MASK(V_LT(q, p)) & V_ALL_MASK; /* !(p_{j+1} < p_j) */
        if (stop) {
            s += __builtin_ctz(stop);
            return s >= n ? s - n : s;
        }
        s += SAT2D_W;
        s = s >= n ? s - n : s;
    }
    return s;
}

/* sep = min over c corners of (nx*x_j + ny*y_j) - d, two corners a step: an odd arc reads one
 * corner past its end, a real corner of the ring (a superset keeps the bound). */
static inline vf walk_arc_sep(vf NX, vf NY, vf D, const float *x, const float *y, int c) {
    vf m0 = V_SET1(INFINITY), m1 = m0;
    for (int j = 0; j < c; j += 2) {
        /* s_j = nx*x_j + ny*y_j; m = s < m ? s : m */
        m0 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j])), V_MUL(NY, V_SET1(y[j]))), m0);
        m1 = V_MIN(V_ADD(V_MUL(NX, V_SET1(x[j + 1])), V_MUL(NY, V_SET1(y[j + 1]))), m1);
    }
    return V_SUB(V_MIN(m0, m1), D); /* sep = m - d */
}

/* 1 if a plane of `edges` separates `other` (sep > 0), exactly as planes_separated decides,
 * with each block's minima taken over its support arc. */
static int walk_separated(const sat2d_convex_poly *edges, const sat2d_convex_poly *other) {
    const int ne = edges->count, n = other->count;
    if (ne <= SAT2D_W || n < WALK_MIN_OTHER) return planes_separated(edges, other, NULL);
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    float rx[WALK_RING], ry[WALK_RING];
    walk_ring(rx, x, n);
    walk_ring(ry, y, n);
    const vf zero = V_SET1(0.0f), iota = walk_iota();
    int from = walk_support_scan(x, y, n, nx[ne - 1], ny[ne - 1]); /* support of plane k-1 */
    for (int k = 0; k < ne; k += SAT2D_W) {
        const int last = (k + SAT2D_W < ne ? k + SAT2D_W : ne) - 1;
        const int to = walk_descend(x, y, rx, ry, n, from, V_SET1(nx[last]), V_SET1(ny[last]));
        const int c = (to >= from ? to - from : to + n - from) + 1; /* corners from..to */
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k), D = V_LOAD(d + k);
        const vf real = V_LT(iota, V_SET1((float)(ne - k))); /* lanes holding planes k.. < ne */
        /* sep > 0 on the arc (a bound from above), on real lanes only */
        if (V_MASK(V_AND(V_GT(walk_arc_sep(NX, NY, D, rx + from, ry + from, c), zero), real))) {
            /* confirm with every corner: the planes kernel's own block */
            if (V_MASK(planes_block_apart(NX, NY, D, x, y, n))) return 1;
        }
        from = to;
    }
    return 0;
}

/* Linear-cost SAT verdict with planes' exact answer; the MTV through the full planes kernel. */
static int poly_poly_walk_lanes(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                                sat2d_mtv *mtv) {
    if (mtv) return planes_mtv_pair(a, b, mtv);
    return !(walk_separated(a, b) || walk_separated(b, a));
}
