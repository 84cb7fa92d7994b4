/* SIMD twin of scalar/circle_poly.c (sat2d_circle_poly): the polygon's edges and corners in
 * lanes, the circle broadcast. Every decision is taken in lanes: the edge tests and the corner
 * axis's test in double lanes, the nearest corner by the first lane equal to the lane minimum,
 * the corner axis's projections by a lane minimum. Only the MTV's last step
 * (sat2d_circle_poly_mtv: one axis against the winning edge) is scalar, shared with the
 * reference. Pairs in lanes, with a float filter: circle_poly_batch_simd.h.
 *
 * Lanes: SAT2D_W edges (or corners) of B per register. Padding: lanes past `count` repeat
 * lane 0, so a repeated edge changes no verdict, a repeated corner no minimum, and on a tie
 * the first lane (index < count) wins anyway.
 *
 * Numerics (see scalar/circle_poly.c): the reference's s_i = nx*(cx - x) + ny*(cy - y). Here
 * e_i = nx*(x - cx) + ny*(y - cy) is computed instead, with the differences x - cx that the
 * nearest corner needs anyway: round-to-nearest is symmetric, so e_i = -s_i exactly (only the
 * sign of a zero may differ), and s > 0 && s^2 > r^2 |n|^2 reads e*|e| < -(r^2) |n|^2 (e*|e|
 * is -s^2 or +s^2, exact in double; -T is T negated, exact). The MTV path, where a zero's sign
 * can reach a depth (r = -0), computes s itself.
 *
 * Included by kernels_sse.c / kernels_avx.c after lanes.h. */
#include "batch_loops.h" /* kept: later kernel headers use its SAT2D_PTR_OR_NULL */
#include "circle_poly_parts.h"

#if SAT2D_W == 4
/* Every lane set to the least lane of v (v holds no NaN: the min of a NaN depends on order). */
static inline vf circle_poly_allmin(vf v) {
    v = V_MIN(v, simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(1, 0, 3, 2)));
    return V_MIN(v, simde_mm_shuffle_ps(v, v, SIMDE_MM_SHUFFLE(2, 3, 0, 1)));
}
/* Lane 0 of v. */
static inline float circle_poly_lane0(vf v) {
    return simde_mm_cvtss_f32(v);
}
#else
/* Every lane set to the least lane of v (v holds no NaN: the min of a NaN depends on order). */
static inline vf circle_poly_allmin(vf v) {
    v = V_MIN(v, simde_mm256_permute2f128_ps(v, v, 1));
    v = V_MIN(v, simde_mm256_permute_ps(v, SIMDE_MM_SHUFFLE(1, 0, 3, 2)));
    return V_MIN(v, simde_mm256_permute_ps(v, SIMDE_MM_SHUFFLE(2, 3, 0, 1)));
}
/* Lane 0 of v. */
static inline float circle_poly_lane0(vf v) {
    return simde_mm256_cvtss_f32(v);
}
#endif

/* Double lanes where the circle lies beyond an edge plane, given e = -s, the edge normal and
 * nr2 = -(double)r*r: e*|e| < nr2 * |n|^2, which is the reference's s > 0 && s^2 > r^2 |n|^2
 * (a NaN e fails both; e = -inf, s = +inf, passes both). */
static inline vd circle_poly_half_beyond(vd e, vd nx, vd ny, vd nr2) {
    const vd len2 = VD_ADD(VD_MUL(nx, nx), VD_MUL(ny, ny));
    const vd e_abs = VD_ANDNOT(VD_SET1(-0.0), e);
    return VD_LT(VD_MUL(e, e_abs), VD_MUL(nr2, len2));
}

/* Both double halves of a float block of edges: set where the circle lies beyond the plane. */
static inline vd circle_poly_block_beyond(vf e, vf nx, vf ny, vd nr2) {
    return VD_OR(circle_poly_half_beyond(VD_LO(e), VD_LO(nx), VD_LO(ny), nr2),
                 circle_poly_half_beyond(VD_HI(e), VD_HI(nx), VD_HI(ny), nr2));
}

/* The reference's corner-axis test sat2d_circle_poly_beyond without a branch on its first
 * comparison: the same two comparisons of the same values, combined by &. */
static inline int circle_poly_corner_beyond(float m, float r, float ax, float ay) {
    const double len2 = (double)ax * ax + (double)ay * ay;
    return (m > 0) & ((double)m * m > (double)r * r * len2);
}

/* Double lanes where p (never NaN) passes the corner axis's separation test p > 0 &&
 * p^2 > t, as p*|p| > t (t >= 0 or NaN; p*|p| is -p^2 for p < 0, exact in double). */
static inline vd circle_poly_half_holds(vd p, vd t) {
    return VD_GT(VD_MUL(p, VD_ANDNOT(VD_SET1(-0.0), p)), t);
}

/* 1 if the circle (cx, cy, r) and polygon b are apart. b has at most n corners, n = 4 (SSE
 * only) or 8 and a compile-time constant at every call: the n / W blocks unroll, every array
 * sits at a constant offset (sat2d_poly_small_array) and nothing branches on the data. */
static inline int circle_poly_small_apart(float cx, float cy, float r, const sat2d_convex_poly *b,
                                          const int n) {
    const float *x = sat2d_poly_small_array(b, SAT2D_POLY_X);
    const float *y = sat2d_poly_small_array(b, SAT2D_POLY_Y);
    const float *nx = sat2d_poly_small_array(b, SAT2D_POLY_NX);
    const float *ny = sat2d_poly_small_array(b, SAT2D_POLY_NY);
    const vf CX = V_SET1(cx), CY = V_SET1(cy);
    const double r2 = (double)r * r;
    const vd NR2 = VD_SET1(-r2);
    vf DX[SAT2D_LANES / SAT2D_W], DY[SAT2D_LANES / SAT2D_W], D2[SAT2D_LANES / SAT2D_W];
    vd apart = VD_SET1(0.0);
    for (int j = 0; j < n / SAT2D_W; j++) {
        const int k = j * SAT2D_W;
        DX[j] = V_SUB(V_LOAD(x + k), CX), DY[j] = V_SUB(V_LOAD(y + k), CY);
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k);
        const vf E = V_ADD(V_MUL(NX, DX[j]), V_MUL(NY, DY[j])); /* -s, see the top */
        apart = VD_OR(apart, circle_poly_block_beyond(E, NX, NY, NR2));
        D2[j] = V_ADD(V_MUL(DX[j], DX[j]), V_MUL(DY[j], DY[j])); /* as the reference */
    }
    /* Nearest corner, first on a tie: the least d2 in every lane (d2 is never NaN), then the
     * lowest lane equal to it over the blocks in order. */
    vf G = D2[0];
    for (int j = 1; j < n / SAT2D_W; j++)
        G = V_MIN(G, D2[j]);
    G = circle_poly_allmin(G);
    unsigned at = 0;
    for (int j = 0; j < n / SAT2D_W; j++)
        at |= (unsigned)V_MASK(V_EQ(D2[j], G)) << (j * SAT2D_W);
    const int near = __builtin_ctz(at); /* G is some lane's d2, so at != 0 */
#if SAT2D_W == 8
    /* a = corner k - c, taken from the lanes already computed by a lane permute (one block) */
    const simde__m256i K = simde_mm256_set1_epi32(near);
    const vf AXF = simde_mm256_permutevar8x32_ps(DX[0], K);
    const vf AYF = simde_mm256_permutevar8x32_ps(DY[0], K);
#else
    /* x[k] - cx is the very subtraction that gave DX's lane */
    const vf AXF = V_SET1(x[near] - cx), AYF = V_SET1(y[near] - cy);
#endif
    /* Corner axis a = corner k - c (in every lane): beyond iff every projection
     * p_j = (x_j - cx)*ax + (y_j - cy)*ay passes p > 0 && p^2 > r^2 |a|^2, which is the
     * reference's test of m = min_j p_j (positive squares grow with p). A NaN p is skipped by
     * the reference's p < m ? p : m; here min(p, +inf) makes it +inf, which passes. */
    const vd AX = VD_LO(AXF), AY = VD_LO(AYF);
    const vd T = VD_MUL(VD_SET1(r2), VD_ADD(VD_MUL(AX, AX), VD_MUL(AY, AY)));
    vd holds = VD_LT(VD_SET1(0.0), VD_SET1(1.0)); /* every lane set */
    for (int j = 0; j < n / SAT2D_W; j++) {
        const vf P = V_MIN(V_ADD(V_MUL(DX[j], AXF), V_MUL(DY[j], AYF)), V_SET1(INFINITY));
        holds = VD_AND(holds, VD_AND(circle_poly_half_holds(VD_LO(P), T),
                                     circle_poly_half_holds(VD_HI(P), T)));
    }
    const int corner = VD_MASK(holds) == (1 << (SAT2D_W / 2)) - 1;
    return (VD_MASK(apart) != 0) | corner;
}

/* Index of the first of the first `count` floats of v (padded to a multiple of W by repeats of
 * v[0]) equal to g, which one of them is. */
static inline int circle_poly_first_equal(const float *v, int count, float g) {
    const vf G = V_SET1(g);
    for (int k = 0; k < count; k += SAT2D_W) {
        const unsigned at = (unsigned)V_MASK(V_EQ(V_LOAD(v + k), G));
        if (at) return k + __builtin_ctz(at);
    }
    return 0; /* not reached: g is one of them */
}

/* Any polygon, with the MTV when mtv != NULL: the same decisions as circle_poly_small_apart in
 * blocks of W, then the reference's MTV. Returns 1 if the pair collides. Out of line: the
 * batch loop's small kernel keeps the registers. */
static SAT2D_NOINLINE int circle_poly_lanes(sat2d_circle a, const sat2d_convex_poly *b,
                                            sat2d_mtv *mtv) {
    const float *x = sat2d_poly_x(b), *y = sat2d_poly_y(b);
    const float *nx = sat2d_poly_nx(b), *ny = sat2d_poly_ny(b);
    const int count = b->count;
    /* Per-lane scratch, whole blocks (the padding is stored too): d2, then the corner axis's
     * projections, then the clamped edge depths. */
    float tmp[SAT2D_MAX_CORNERS + SAT2D_LANES];
    const vf CX = V_SET1(a.c.x), CY = V_SET1(a.c.y);
    const vd NR2 = VD_SET1(-((double)a.r * a.r));
    vd apart = VD_SET1(0.0);
    vf G = V_SET1(INFINITY);
    for (int k = 0; k < count; k += SAT2D_W) {
        const vf DX = V_SUB(V_LOAD(x + k), CX), DY = V_SUB(V_LOAD(y + k), CY);
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k);
        const vf E = V_ADD(V_MUL(NX, DX), V_MUL(NY, DY)); /* -s, see the top */
        apart = VD_OR(apart, circle_poly_block_beyond(E, NX, NY, NR2));
        const vf D2 = V_ADD(V_MUL(DX, DX), V_MUL(DY, DY));
        V_STORE(tmp + k, D2);
        G = V_MIN(D2, G);
    }
    if (VD_MASK(apart)) return 0;
    const int near = circle_poly_first_equal(tmp, count, circle_poly_lane0(circle_poly_allmin(G)));
    const float ax = x[near] - a.c.x, ay = y[near] - a.c.y;
    const vf AX = V_SET1(ax), AY = V_SET1(ay);
    vf M = V_SET1(INFINITY);
    for (int k = 0; k < count; k += SAT2D_W) {
        const vf P =
            V_ADD(V_MUL(V_SUB(V_LOAD(x + k), CX), AX), V_MUL(V_SUB(V_LOAD(y + k), CY), AY));
        V_STORE(tmp + k, P);
        M = V_MIN(P, M);
    }
    float m = circle_poly_lane0(circle_poly_allmin(M));
    if (circle_poly_corner_beyond(m, a.r, ax, ay)) return 0;
    if (!mtv) return 1;
    /* The reference keeps the first zero projection it meets (p < m fails on -0 vs +0); the
     * sign can reach the corner depth when r = -0. */
    if (m == 0) m = tmp[circle_poly_first_equal(tmp, count, 0.0f)];
    /* Edge depths r - s / |n| in double lanes with the reference's own s, clamped at +0 in
     * double before rounding as the reference; a NaN depth becomes +inf for the minimum, which
     * the reference's depth < best skips just the same. */
    const vd R = VD_SET1((double)a.r);
    vf B = V_SET1(INFINITY);
    for (int k = 0; k < count; k += SAT2D_W) {
        const vf NX = V_LOAD(nx + k), NY = V_LOAD(ny + k);
        const vf S =
            V_ADD(V_MUL(NX, V_SUB(CX, V_LOAD(x + k))), V_MUL(NY, V_SUB(CY, V_LOAD(y + k))));
        vd depth[2];
        for (int h = 0; h < 2; h++) {
            const vd sd = h ? VD_HI(S) : VD_LO(S), nxd = h ? VD_HI(NX) : VD_LO(NX);
            const vd nyd = h ? VD_HI(NY) : VD_LO(NY);
            const vd len2 = VD_ADD(VD_MUL(nxd, nxd), VD_MUL(nyd, nyd));
            const vd d = VD_SUB(R, VD_DIV(sd, VD_SQRT(len2)));
            depth[h] = VD_ANDNOT(VD_LT(d, VD_SET1(0.0)), d);
        }
        const vf D = V_MIN(VD_TO_VF(depth[0], depth[1]), V_SET1(INFINITY));
        V_STORE(tmp + k, D);
        B = V_MIN(D, B);
    }
    const float least = circle_poly_lane0(circle_poly_allmin(B));
    const int best_edge = least < INFINITY ? circle_poly_first_equal(tmp, count, least) : -1;
    /* the winner's own bits: -0 and +0 compare equal */
    const float best_depth = best_edge >= 0 ? tmp[best_edge] : INFINITY;
    *mtv = sat2d_circle_poly_mtv(a, b, best_edge, best_depth, near, m);
    return 1;
}

/* 1 if the pair is apart, for the batch loop: the unrolled kernels up to 8 corners. */
static inline int circle_poly_pair_apart(float cx, float cy, float r, const sat2d_convex_poly *b) {
    const int c = b->count;
#if SAT2D_W == 4
    if (c <= 4) return circle_poly_small_apart(cx, cy, r, b, 4);
#endif
    if (c <= 8) return circle_poly_small_apart(cx, cy, r, b, 8);
    return !circle_poly_lanes((sat2d_circle){{cx, cy}, r}, b, NULL);
}

/* The batch slot: MTVs pair by pair through circle_poly_lanes; verdicts in a loop with no MTV
 * test, prefetching polygons ahead (compiler_hints.h; the circles stream in order). */
static void lanes_circle_poly(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,
                              uint8_t *hit, sat2d_mtv *mtv) {
    if (mtv) {
        for (size_t i = 0; i < n; i++)
            hit[i] =
                (uint8_t)circle_poly_lanes((sat2d_circle){{a.x[i], a.y[i]}, a.r[i]}, b[i], &mtv[i]);
        return;
    }
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_poly_prefetch(b[i + SAT2D_PREFETCH_PAIRS]);
        hit[i] = (uint8_t)!circle_poly_pair_apart(a.x[i], a.y[i], a.r[i], b[i]);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)!circle_poly_pair_apart(a.x[i], a.y[i], a.r[i], b[i]);
}
