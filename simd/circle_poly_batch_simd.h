/* Pairs in lanes for circle_poly (the `_batch` tables): SAT2D_W circles against SAT2D_W
 * polygons of at most 8 corners, one pair per lane, so that nothing is ever reduced across
 * lanes: the reference's own loops over the corners (scalar/circle_poly.c) run once per block
 * of W pairs, each step a lane operation.
 *
 * Lanes: lane l holds pair i + l. Each polygon's arrays are read as rows of 4 (stride 8,
 * sat2d_poly_small_array) and turned into columns by 4x4 transposes (on AVX within each
 * 128-bit half: the low half holds pairs i..i+3, the high half i+4..i+7). Past a polygon's
 * count its arrays repeat index 0: a repeated edge changes no verdict, a repeated corner loses
 * every tie to corner 0 (strict <) and changes no minimum.
 *
 * Numerics: the reference's expressions, lane by lane. Edge i: e = nx*(x - cx) + ny*(y - cy)
 * is -s exactly (round-to-nearest is symmetric), and s > 0 && s^2 > r^2 |n|^2 is decided by a
 * float filter with a proven bound (circle_poly_block_apart), the few undecided blocks in
 * double lanes as the reference rounds it (circle_poly_block_exact). Nearest corner: d2 < best,
 * strictly, in corner order: the first on a tie. Corner axis: m = p < m ? p : m in corner
 * order from +inf (V_MIN is that select), then the same test as an edge's, m for s.
 *
 * Included by kernels_sse.c / kernels_avx.c after circle_poly_simd.h. */

#include "sat2d/build.h"
#include "twin_exact_paths.h"

#if SAT2D_W == 4
/* Row h (corners 4h..4h+3) of array k of the polygon of lane `lane`. */
static inline vf circle_poly_row(const sat2d_convex_poly *const *b, int lane, int k, int h) {
    return simde_mm_loadu_ps(sat2d_poly_small_array(b[lane], k) + 4 * h);
}
static inline vf circle_poly_unpacklo(vf a, vf b) {
    return simde_mm_unpacklo_ps(a, b);
}
static inline vf circle_poly_unpackhi(vf a, vf b) {
    return simde_mm_unpackhi_ps(a, b);
}
/* (a0 a1 b0 b1) and (a2 a3 b2 b3) of each 128-bit half. */
static inline vf circle_poly_lows(vf a, vf b) {
    return simde_mm_movelh_ps(a, b);
}
static inline vf circle_poly_highs(vf a, vf b) {
    return simde_mm_movehl_ps(b, a);
}
#else
/* Row h (corners 4h..4h+3) of array k of the polygons of lanes `lane` (low half) and
 * `lane` + 4 (high half). */
static inline vf circle_poly_row(const sat2d_convex_poly *const *b, int lane, int k, int h) {
    return simde_mm256_loadu2_m128(sat2d_poly_small_array(b[lane + 4], k) + 4 * h,
                                   sat2d_poly_small_array(b[lane], k) + 4 * h);
}
static inline vf circle_poly_unpacklo(vf a, vf b) {
    return simde_mm256_unpacklo_ps(a, b);
}
static inline vf circle_poly_unpackhi(vf a, vf b) {
    return simde_mm256_unpackhi_ps(a, b);
}
/* (a0 a1 b0 b1) and (a2 a3 b2 b3) of each 128-bit half. */
static inline vf circle_poly_lows(vf a, vf b) {
    return simde_mm256_shuffle_ps(a, b, SIMDE_MM_SHUFFLE(1, 0, 1, 0));
}
static inline vf circle_poly_highs(vf a, vf b) {
    return simde_mm256_shuffle_ps(a, b, SIMDE_MM_SHUFFLE(3, 2, 3, 2));
}
#endif

/* a < b for floats >= +0 and not NaN (sums of squares), compared as integers: their bits
 * order as their values. An integer mask also spares GCC a sign test before each blend. */
static inline vf circle_poly_less_nonneg(vf a, vf b) {
    return V_IGT(b, a);
}

/* The edge filter's state per lane (circle_poly_block_apart): the largest excess
 * bits(A) - bits(HP) over the edges. A and HP are floats >= +0 whose bits order as their
 * values (HP is normal: the polygon's normals_in_range and the guard on r^2), so excess > 0 is
 * A > HP for some edge, and excess > -32 is A > HP' for some edge, HP' being HP moved 32 floats
 * toward zero: both of the filter's tests, for one integer subtraction and one maximum an
 * edge. */
#if SAT2D_W == 4 && defined(SIMDE_X86_SSE2_NATIVE) && !defined(SIMDE_X86_SSE4_1_NATIVE)
/* SSE2 has no 32-bit integer maximum (SIMDe's emulation of one slowed sse_batch markedly):
 * the excess is kept converted to float (cvtdq2ps rounds monotonically and is exact near 0 and
 * -32, so the two tests are unchanged). */
static inline vf circle_poly_excess_none(void) {
    return V_SET1(-INFINITY);
}
static inline vf circle_poly_excess_max(vf A, vf HP, vf excess) {
    return V_MAX(simde_mm_cvtepi32_ps(simde_mm_castps_si128(V_ISUB(A, HP))), excess);
}
static inline vf circle_poly_excess_above(vf excess, int32_t k) {
    return V_GT(excess, V_SET1((float)k));
}
#else
static inline vf circle_poly_excess_none(void) {
    return V_ISET1(INT32_MIN);
}
static inline vf circle_poly_excess_max(vf A, vf HP, vf excess) {
    return V_IMAX(V_ISUB(A, HP), excess);
}
static inline vf circle_poly_excess_above(vf excess, int32_t k) {
    return V_IGT(excess, V_ISET1(k));
}
#endif

/* v moved 32 floats toward zero, by subtracting 32 from each lane's bit pattern (an integer
 * operation, where a second threshold would cost a multiply): for a normal v, whose bits count
 * up with its magnitude, |v| shrinks by between 32u(1 - 2^-18) |v| (u = 2^-24: at most 32
 * steps of half an ulp below a power of two) and 64u |v|, and keeps its sign. */
static inline vf circle_poly_nearer_zero(vf v) {
    return V_ISUB(v, V_ISET1(32));
}

/* Corners 4h..4h+3 of array k for every lane: col[c] holds corner 4h + c of each lane's
 * polygon (a 4x4 transpose of the rows, per 128-bit half). */
static inline void circle_poly_columns(const sat2d_convex_poly *const *b, int k, int h, vf col[4]) {
    const vf r0 = circle_poly_row(b, 0, k, h), r1 = circle_poly_row(b, 1, k, h);
    const vf r2 = circle_poly_row(b, 2, k, h), r3 = circle_poly_row(b, 3, k, h);
    const vf t0 = circle_poly_unpacklo(r0, r1), t1 = circle_poly_unpackhi(r0, r1);
    const vf t2 = circle_poly_unpacklo(r2, r3), t3 = circle_poly_unpackhi(r2, r3);
    col[0] = circle_poly_lows(t0, t2), col[1] = circle_poly_highs(t0, t2);
    col[2] = circle_poly_lows(t1, t3), col[3] = circle_poly_highs(t1, t3);
}

/* Verdict bits of a block of W pairs (polygons of at most 8 corners, stored normals), with
 * every test in double lanes as the reference rounds it: the path of the few blocks the float
 * filters of circle_poly_block_apart cannot decide (its callers count them,
 * sat2d/twin_exact_paths.h). Out of line, to keep the registers of the filtered kernel. */
static SAT2D_NOINLINE unsigned circle_poly_block_exact(const float *cx, const float *cy,
                                                       const float *r,
                                                       const sat2d_convex_poly *const *b) {
    const vf CX = V_LOAD(cx), CY = V_LOAD(cy), R = V_LOAD(r);
    const vd R_lo = VD_LO(R), R_hi = VD_HI(R);
    const vd R2_lo = VD_MUL(R_lo, R_lo), R2_hi = VD_MUL(R_hi, R_hi); /* (double)r * r */
    const vd NR2_lo = VD_XOR(R2_lo, VD_SET1(-0.0));
    const vd NR2_hi = VD_XOR(R2_hi, VD_SET1(-0.0));
    vf DX[SAT2D_LANES], DY[SAT2D_LANES];
    vd apart_lo = VD_SET1(0.0), apart_hi = VD_SET1(0.0);
    vf best = V_SET1(0.0f), AX = best, AY = best;
    for (int h = 0; h < 2; h++) {
        vf X[4], Y[4], NX[4], NY[4];
        circle_poly_columns(b, SAT2D_POLY_X, h, X), circle_poly_columns(b, SAT2D_POLY_Y, h, Y);
        circle_poly_columns(b, SAT2D_POLY_NX, h, NX), circle_poly_columns(b, SAT2D_POLY_NY, h, NY);
        for (int c = 0; c < 4; c++) {
            const int i = 4 * h + c;
            DX[i] = V_SUB(X[c], CX), DY[i] = V_SUB(Y[c], CY);
            const vf E = V_ADD(V_MUL(NX[c], DX[i]), V_MUL(NY[c], DY[i])); /* -s */
            apart_lo = VD_OR(apart_lo,
                             circle_poly_half_beyond(VD_LO(E), VD_LO(NX[c]), VD_LO(NY[c]), NR2_lo));
            apart_hi = VD_OR(apart_hi,
                             circle_poly_half_beyond(VD_HI(E), VD_HI(NX[c]), VD_HI(NY[c]), NR2_hi));
            const vf D2 = V_ADD(V_MUL(DX[i], DX[i]), V_MUL(DY[i], DY[i]));
            if (i == 0) {
                best = D2, AX = DX[0], AY = DY[0];
            } else { /* the reference's d2 < best_d2 */
                const vf nearer = V_LT(D2, best);
                best = V_MIN(D2, best);
                AX = V_BLEND(AX, DX[i], nearer), AY = V_BLEND(AY, DY[i], nearer);
            }
        }
    }
    vf M = V_SET1(INFINITY);
    for (int i = 0; i < SAT2D_LANES; i++)
        M = V_MIN(V_ADD(V_MUL(DX[i], AX), V_MUL(DY[i], AY)), M);
    /* T = (double)r*r * ((double)ax*ax + (double)ay*ay), as the reference's corner test */
    const vd AX_lo = VD_LO(AX), AY_lo = VD_LO(AY), AX_hi = VD_HI(AX), AY_hi = VD_HI(AY);
    const vd T_lo = VD_MUL(R2_lo, VD_ADD(VD_MUL(AX_lo, AX_lo), VD_MUL(AY_lo, AY_lo)));
    const vd T_hi = VD_MUL(R2_hi, VD_ADD(VD_MUL(AX_hi, AX_hi), VD_MUL(AY_hi, AY_hi)));
    apart_lo = VD_OR(apart_lo, circle_poly_half_holds(VD_LO(M), T_lo));
    apart_hi = VD_OR(apart_hi, circle_poly_half_holds(VD_HI(M), T_hi));
    return VD_MASK2(apart_lo, apart_hi);
}

/* What a block's pass over the edges carries: the circles, the filter's bound and, per
 * lane, its largest excess so far; then the nearest corner's axis. */
typedef struct circle_poly_acc {
    vf CX, CY, RHI;
    vf excess;
    vf AX, AY;
} circle_poly_acc;

/* One edge of every lane, from its first corner's column (X, Y) and its normal (NX, NY): the
 * filtered edge test; the corner's (dx, dy) left in *DX, *DY for the nearest corner and the
 * corner axis. */
static inline void circle_poly_edge(circle_poly_acc *acc, vf X, vf Y, vf NX, vf NY, vf *DX,
                                    vf *DY) {
    const vf dx = V_SUB(X, acc->CX), dy = V_SUB(Y, acc->CY);
    const vf E = V_ADD(V_MUL(NX, dx), V_MUL(NY, dy)); /* -s */
    /* L in [2^-60, 2^60]: circle_poly_block_kind saw every polygon's normals_in_range */
    const vf L = V_ADD(V_MUL(NX, NX), V_MUL(NY, NY));
    const vf S = V_MIN(E, V_SET1(-0.0f)); /* e where e < 0 (s > 0), else -0 (NaN too) */
    const vf A = V_MUL(S, S), HP = V_MUL(acc->RHI, L);
    acc->excess = circle_poly_excess_max(A, HP, acc->excess);
    *DX = dx, *DY = dy;
}

/* Verdict bits of a block of W pairs whose polygons have at most n corners (n = 4 or 8, a
 * constant): bit l set if pair l is apart. cx, cy, r point at the block's circles. With
 * `derived` (a constant: every polygon has exactly n corners) the edge normals come from the
 * corner columns as the builder computes them (scalar/poly_build.c: nx = y[j] - y[i],
 * ny = -(x[j] - x[i]); x[i] - x[j] is the same value, a zero's sign aside, which no verdict
 * sees), edge n - 1 closing at corner 0; otherwise they are the stored ones, whose padding
 * repeats edge 0.
 *
 * Edges: a float filter decides s > 0 && s^2 > T (T = r^2 |n|^2 as the reference rounds it
 * in double) for almost every edge, and the same test of the corner axis; a block with a
 * lane it cannot decide goes whole to circle_poly_block_exact. With u = 2^-24, A = fl(e*e)
 * where e < 0 (s > 0) and +0 elsewhere (e >= 0 or NaN: such an edge is not beyond),
 * L = fl(fl(nx*nx) + fl(ny*ny)), HP = fl(fl(fl(r*r) K) L) with K = 1 + 2^-20, and HP' = HP
 * moved 32 floats toward zero (HP' = HP (1 - p), 32u (1 - 64u) <= p <= 64u: for a normal
 * float, whose bits count up with its magnitude, 32 steps of at most one ulp and at least
 * half an ulp below a power of two): the guard fl(r*r) in [2^-40, 2^40] and L in
 * [2^-60, 2^60] (the builder's normals_in_range, nx^2 + ny^2 in [2^-59, 2^59] in double, which
 * circle_poly_block_kind checks before a block comes here) keeps every float step normal and
 * finite (a square that underflows inside L is below 2^-90 L), so
 * HP = r^2 |n|^2 K (1 + h) with |h| < 5.01u (five roundings), while
 * T = r^2 |n|^2 (1 + t), |t| < 2^-52. Then, for s > 0,
 *   A > HP   implies  e^2 >= A / (1 + u) > r^2 |n|^2 (1 + 9.9u) > T,
 *   A <= HP' implies  e^2 <= A (1 + u) <= r^2 |n|^2 (1 + 16u)(1 + 5.01u)(1 - p)(1 + u)
 *                                      < r^2 |n|^2 (1 - 9.9u) < T
 * (A infinite: e^2 >= 2^128 > T; A subnormal: e^2 < 2^-125 < T). The edges the first clears
 * are beyond; those the second leaves out are not. A and HP are floats >= +0 (HP normal), so
 * both tests are one integer comparison each of the excess bits(A) - bits(HP) (> 0, > -32),
 * and a lane keeps only its largest excess over the edges (circle_poly_excess_max): an
 * integer subtraction and a maximum an edge, where comparing A with HP and HP' as floats cost
 * a subtraction, two comparisons and two ORs. */
static SAT2D_ALWAYS_INLINE unsigned circle_poly_block_apart(const float *cx, const float *cy,
                                                            const float *r,
                                                            const sat2d_convex_poly *const *b,
                                                            const int n, const int derived) {
    const vf R = V_LOAD(r), R2F = V_MUL(R, R);
    circle_poly_acc acc = {
        .CX = V_LOAD(cx),
        .CY = V_LOAD(cy),
        .RHI = V_MUL(R2F, V_SET1(1.0f + 0x1p-20f)),
        .excess = circle_poly_excess_none(),
        .AX = V_SET1(0.0f),
        .AY = V_SET1(0.0f),
    };
    vf X[SAT2D_LANES], Y[SAT2D_LANES], NX[SAT2D_LANES], NY[SAT2D_LANES];
    vf DX[SAT2D_LANES], DY[SAT2D_LANES];
    for (int h = 0; h < n / 4; h++) {
        circle_poly_columns(b, SAT2D_POLY_X, h, X + 4 * h);
        circle_poly_columns(b, SAT2D_POLY_Y, h, Y + 4 * h);
        if (!derived) {
            circle_poly_columns(b, SAT2D_POLY_NX, h, NX + 4 * h);
            circle_poly_columns(b, SAT2D_POLY_NY, h, NY + 4 * h);
        }
    }
    /* Three passes over the corners, each with few values live (16 registers): the edges,
     * the nearest corner, the corner axis. */
    for (int i = 0; i < n; i++) {
        const int j = i + 1 < n ? i + 1 : 0;
        if (derived)
            circle_poly_edge(&acc, X[i], Y[i], V_SUB(Y[j], Y[i]), V_SUB(X[i], X[j]), &DX[i],
                             &DY[i]);
        else
            circle_poly_edge(&acc, X[i], Y[i], NX[i], NY[i], &DX[i], &DY[i]);
    }
    /* The nearest corner by two chains, corners 0..n/2-1 and n/2..n-1, and the second's winner
     * taken only where strictly nearer: the reference's first index on a tie, at half the
     * dependent steps (a block is longer than the reorder window, so its chains' latency
     * shows). */
    const int half = n / 2;
    vf best[2], AX[2], AY[2];
    for (int c = 0; c < 2; c++) {
        const int i0 = c * half;
        AX[c] = DX[i0], AY[c] = DY[i0];
        best[c] = V_ADD(V_MUL(DX[i0], DX[i0]), V_MUL(DY[i0], DY[i0]));
    }
    for (int i = 1; i < half; i++) {
        for (int c = 0; c < 2; c++) {
            const int k = c * half + i;
            const vf D2 = V_ADD(V_MUL(DX[k], DX[k]), V_MUL(DY[k], DY[k]));
            const vf nearer = circle_poly_less_nonneg(D2, best[c]); /* the reference's d2 < best */
            best[c] = V_MIN(D2, best[c]);
            AX[c] = V_BLEND(AX[c], DX[k], nearer), AY[c] = V_BLEND(AY[c], DY[k], nearer);
        }
    }
    {
        const vf nearer = circle_poly_less_nonneg(best[1], best[0]);
        acc.AX = V_BLEND(AX[0], AX[1], nearer), acc.AY = V_BLEND(AY[0], AY[1], nearer);
    }
    /* m = min_j p_j from +inf, skipping NaN projections as the reference's select does: two
     * chains, each V_MIN(p, chain) (p when p < chain, else the chain), then joined. */
    vf M2[2] = {V_SET1(INFINITY), V_SET1(INFINITY)};
    for (int i = 0; i < n; i++)
        M2[i & 1] = V_MIN(V_ADD(V_MUL(DX[i], acc.AX), V_MUL(DY[i], acc.AY)), M2[i & 1]);
    const vf M = V_MIN(M2[0], M2[1]);
    /* Corner axis: the same filter with m for s and a for n, the sign kept as m*|m| (beyond
     * needs m > 0) and compared with HP and HP' as floats, once a block; m is never NaN (+inf
     * when every projection was). */
    const vf A2 = V_ADD(V_MUL(acc.AX, acc.AX), V_MUL(acc.AY, acc.AY));
    const vf MQ = V_MUL(M, v_abs(M));
    const vf corner_bound = V_MUL(acc.RHI, A2);
    const vf corner_sure = V_GT(MQ, corner_bound);
    const vf corner_maybe = V_GT(MQ, circle_poly_nearer_zero(corner_bound));
    /* The guard, NaN failing it: fl(r*r) and |a|^2 within the bounds of the proof (every L is,
     * by the polygons' normals_in_range, which circle_poly_block_kind checked). */
    const vf fit = V_AND(V_AND(V_LE(V_SET1(0x1p-40f), R2F), V_LE(R2F, V_SET1(0x1p40f))),
                         V_AND(V_LE(V_SET1(0x1p-60f), A2), V_LE(A2, V_SET1(0x1p60f))));
    /* a lane is undecided if no edge is surely beyond while an edge or its corner may be */
    const vf edge_sure = circle_poly_excess_above(acc.excess, 0);
    const vf edge_maybe = circle_poly_excess_above(acc.excess, -32);
    const vf sure = V_OR(edge_sure, corner_sure);
    const unsigned unsure = (unsigned)V_MASK(V_ANDNOT(sure, V_OR(edge_maybe, corner_maybe))) |
                            ((unsigned)V_MASK(fit) ^ V_ALL_MASK);
    if (unsure) {
        sat2d_twin_exact_paths_add(SAT2D_W);
        return circle_poly_block_exact(cx, cy, r, b);
    }
    return (unsigned)V_MASK(sure);
}

/* How a block of W pairs is decided, from its polygons' corner counts and normals_in_range:
 * 0 if some polygon has more than 8 corners (pair by pair); else 1 if some polygon's normals
 * leave the filter's range (the whole block in double lanes); else 8 (or 4) when every count
 * is at most that (the AND of c - 9 keeps its sign bit only then), plus 1 when every count is
 * exactly that (the normals can come from the corners). Out of line: the blocks of 8 corners
 * in range never come here. */
static SAT2D_NOINLINE int circle_poly_block_kind_any(const sat2d_convex_poly *const *b) {
    int32_t le4 = -1, le8 = -1, ne4 = 0, ne8 = 0, in_range = 1;
    for (int l = 0; l < SAT2D_W; l++) {
        const int32_t c = b[l]->count;
        le4 &= c - 5, le8 &= c - 9, ne4 |= c ^ 4, ne8 |= c ^ 8;
        in_range &= b[l]->normals_in_range;
    }
    if (le8 >= 0) return 0;
    if (!in_range) return 1;
    return le4 < 0 ? 4 + !ne4 : 8 + !ne8;
}

/* circle_poly_block_kind_any's answer, the common case (every polygon of 8 corners, in range)
 * first in the fewest operations: one compare with a memory operand and one branch per lane,
 * where an OR of every count ^ 8 cost about 5 instructions a lane. */
static inline int circle_poly_block_kind(const sat2d_convex_poly *const *b) {
    for (int l = 0; l < SAT2D_W; l++)
        if (!sat2d_poly_has_count_in_range(b[l], 8)) return circle_poly_block_kind_any(b);
    return 9;
}

/* Writes hit[l] = 1 - bit l of `apart` for the W pairs of a block: the bits spread to bytes
 * by a multiply (no carries: each byte of the product is a copy of the mask) and a mask. */
static inline void circle_poly_store_block(uint8_t *hit, unsigned apart) {
    const uint64_t spread =
        ((uint64_t)(~apart & V_ALL_MASK) * 0x0101010101010101ull) & 0x8040201008040201ull;
    const uint64_t bytes = ((spread + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull) >> 7;
    for (int l = 0; l < SAT2D_W; l++)
        hit[l] = (uint8_t)(bytes >> (8 * l));
}

/* The `_batch` slot: blocks of W pairs in lanes, prefetching SAT2D_PREFETCH_PAIRS pairs ahead
 * when the polygons fill more than half of L2 (compiler_hints.h: the corner lines only); a block
 * with a polygon past 8 corners, the last n % W pairs and the MTVs go pair by pair through the
 * corners-in-lanes kernels of circle_poly_simd.h. */
static void circle_poly_batch(sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n,
                              uint8_t *hit, sat2d_mtv *mtv) {
    const int prefetch = sat2d_batch_prefetches(n * sat2d_poly_bytes(8));
    size_t i = 0;
    for (; i + SAT2D_W <= n; i += SAT2D_W) {
        if (prefetch && i + SAT2D_W + SAT2D_PREFETCH_PAIRS <= n)
            for (int l = 0; l < SAT2D_W; l++)
                sat2d_poly_corners_prefetch(b[i + SAT2D_PREFETCH_PAIRS + (size_t)l]);
        const float *cx = a.x + i, *cy = a.y + i, *r = a.r + i;
        const sat2d_convex_poly *const *bi = b + i;
        switch (circle_poly_block_kind(bi)) {
        case 9: /* every polygon of 8 corners: the benchmark's blocks */
            SAT2D_MCA_BATCH_BEGIN("circle_poly");
            circle_poly_store_block(hit + i, circle_poly_block_apart(cx, cy, r, bi, 8, 1));
            SAT2D_MCA_BATCH_END("circle_poly");
            break;
        case 8:
            circle_poly_store_block(hit + i, circle_poly_block_apart(cx, cy, r, bi, 8, 0));
            break;
        case 5:
            circle_poly_store_block(hit + i, circle_poly_block_apart(cx, cy, r, bi, 4, 1));
            break;
        case 4:
            circle_poly_store_block(hit + i, circle_poly_block_apart(cx, cy, r, bi, 4, 0));
            break;
        case 1:
            sat2d_twin_exact_paths_add(SAT2D_W);
            circle_poly_store_block(hit + i, circle_poly_block_exact(cx, cy, r, bi));
            break;
        default:
            for (int l = 0; l < SAT2D_W; l++)
                hit[i + (size_t)l] = (uint8_t)!circle_poly_pair_apart(cx[l], cy[l], r[l], bi[l]);
        }
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)!circle_poly_pair_apart(a.x[i], a.y[i], a.r[i], b[i]);
    if (!mtv) return;
    /* The MTV of each colliding pair, by the corners-in-lanes kernel (the reference's choice of
     * edge and corner, bit for bit); the verdicts stay the blocks' own, so a test that asks for
     * MTVs checks the blocks too. */
    for (i = 0; i < n; i++)
        if (hit[i])
            (void)circle_poly_lanes((sat2d_circle){{a.x[i], a.y[i]}, a.r[i]}, b[i], &mtv[i]);
}
