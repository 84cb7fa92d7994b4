/* 16-lane (512-bit) twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes): the variant
 * avx512_axes, axes in lanes (its point_polygon slot is point_polygon_avx512.c).
 *
 * Lanes: when both polygons have at most 8 corners (the broad-phase common case) each side is
 * one register: lanes 2i and 2i + 1 hold plane i (nx, ny, d), and step c puts corners c and
 * c + 1 of the other polygon in the even and odd lanes by one 64-bit broadcast, which x86
 * does in the load unit. A side costs 3 permutes (once per pair), 4 steps of (2 multiplies,
 * add, min) and a compare; plane i separates when both its lanes lie above d_i. Intel cores
 * run 512-bit arithmetic and shuffles on the same two ports (0 and 5), so operations on those
 * ports are what a pair costs: the earlier one-register form (both sides in one register,
 * corners reached by 16 in-lane shuffles, 2 cross-lane shuffles and 6 half inserts a pair)
 * issued 58 of them, this one 40 (docs/tricks.md, "Wider lanes: 4, 8 and 16"). At 8 corners
 * or fewer the stride is exactly 8, so the arrays sit at constant offsets from the block (no
 * multiply by a stride loaded from the header), and longer polygons go through an out-of-line
 * call, so the batch loop keeps its pointers in registers.
 * Longer polygons go in blocks of 16 planes against broadcast corners.
 * Padding: `stride` is a multiple of 8, not of 16, so a block's upper 8 floats may lie past an
 * array; they are then never read, and the block repeats its lower half instead (a repeated
 * plane repeats a separation already counted). Corners past `count` repeat corner 0 up to
 * `stride` (sat2d_convex_poly's contract), so the corner loop runs in steps of 4 with no tail.
 * Arithmetic: nx*x + ny*y, min, then - d, in that order and without FMA (contraction is off),
 * so every separation is bit for bit that of `planes` and `avx_axes`, and so is the verdict.
 * The MTV needs every separation and is rare in a broad phase: it is the scalar `planes`
 * answer (the same separations, the same selection).
 * Compiled with -mavx512f on x86 and chosen at run time (SAT2D_ISA_AVX512). Elsewhere SIMDe
 * emulates the 512-bit registers with narrower ones: correct and tested in every build, but
 * slower than the 256-bit kernels, so never a default there. */
#include <math.h>
#include <string.h>
#include <simde/x86/avx512.h>

#include "compiler_hints.h"
#include "point_polygon_avx512.h"
#include "sat2d/registry.h"
#include "sat2d/tests.h"

#if defined(__AVX512F__) && !defined(SIMDE_NO_NATIVE)
#define AVX512_TABLE_ISA SAT2D_ISA_AVX512
#else
#define AVX512_TABLE_ISA SAT2D_ISA_NONE
#endif

typedef simde__m512 v16;

/* [lo | hi] from two 8-float halves. */
static inline v16 halves(simde__m256 lo, simde__m256 hi) {
    return simde_mm512_castpd_ps(simde_mm512_insertf64x4(
        simde_mm512_castpd256_pd512(simde_mm256_castps_pd(lo)), simde_mm256_castps_pd(hi), 1));
}

/* Two adjacent floats as the bits of one double, for a 64-bit broadcast: the first float lands
 * in the even lanes on every target this builds for (x86, aarch64, wasm32: little-endian). */
static inline double load_two(const float *p) {
    double v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* Floats k..k+15 of an array of `stride` floats; past the stride, k..k+7 twice. */
static inline v16 block16(const float *p, int k, int stride) {
    simde__m256 lo = simde_mm256_loadu_ps(p + k);
    return halves(lo, k + 16 <= stride ? simde_mm256_loadu_ps(p + k + 8) : lo);
}

/* Entries 0..7 of p's array k, entry i in lanes 2i and 2i + 1: one cross-lane permute per
 * array and pair (`twice` holds 0, 0, 1, 1, ..., 7, 7), where the one-register kernel
 * shuffled at every corner. */
static inline v16 twice_each(const sat2d_convex_poly *p, int k, simde__m512i twice) {
    return simde_mm512_permutexvar_ps(
        twice, simde_mm512_castps256_ps512(simde_mm256_loadu_ps(sat2d_poly_small_array(p, k))));
}

/* One side of apart_small below: m[2i + e] = min over corners c + e (c = 0, 2, 4, 6) of plane
 * i's projection s = nx_i*x_{c+e} + ny_i*y_{c+e}, for plane i of `edges` and the corners of
 * `other`; a bit per lane where m > d_i. */
static inline simde__mmask16 side_pairs_above(const sat2d_convex_poly *edges,
                                              const sat2d_convex_poly *other, simde__m512i twice) {
    const v16 NX = twice_each(edges, SAT2D_POLY_NX, twice);
    const v16 NY = twice_each(edges, SAT2D_POLY_NY, twice),
              D = twice_each(edges, SAT2D_POLY_D, twice);
    const float *x = sat2d_poly_small_array(other, SAT2D_POLY_X);
    const float *y = sat2d_poly_small_array(other, SAT2D_POLY_Y);
/* corners c and c + 1 in the even and odd lanes: one 64-bit broadcast, a load with no shuffle */
#define SAT2D_TWO(p, c) simde_mm512_castpd_ps(simde_mm512_set1_pd(load_two(p + c)))
#define SAT2D_STEP(c)                                                                              \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, SAT2D_TWO(x, c)),                                    \
                       simde_mm512_mul_ps(NY, SAT2D_TWO(y, c)))
    /* m = s < m ? s : m from +inf, the scalar select: a NaN projection is skipped */
    v16 m = simde_mm512_min_ps(SAT2D_STEP(0), simde_mm512_set1_ps(INFINITY));
    m = simde_mm512_min_ps(SAT2D_STEP(2), m);
    m = simde_mm512_min_ps(SAT2D_STEP(4), m);
    m = simde_mm512_min_ps(SAT2D_STEP(6), m);
#undef SAT2D_STEP
#undef SAT2D_TWO
    return simde_mm512_cmp_ps_mask(m, D, SIMDE_CMP_GT_OQ);
}

/* Both polygons have at most 8 corners: 1 if some plane of either separates the other. Plane
 * i separates when both its lanes (even and odd corners) lie above d_i. */
static inline int apart_small(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    /* a table, not simde_mm512_set_epi32: gcc built that from 16 masked broadcasts per pair */
    static const int32_t lane_plane[16] = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7};
    const simde__m512i twice = simde_mm512_loadu_si512(lane_plane);
    const unsigned ka = side_pairs_above(a, b, twice), kb = side_pairs_above(b, a, twice);
    return (((ka & (ka >> 1)) | (kb & (kb >> 1))) & 0x5555u) != 0;
}

/* Both polygons have at most 4 corners (boxes, triangles): both sides share one register, A's
 * planes 0-3 in lanes 0-7 against B's corners and B's planes in lanes 8-15 against A's, each
 * plane in two lanes as in apart_small; two steps of corners (0, 1) and (2, 3). Planes and
 * corners past `count` repeat lane 0 as everywhere. 1 if some plane separates. */
static inline int apart_quad(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    /* lane -> plane: A's planes i (index i), B's planes i (index 16 + i of the second source) */
    static const int32_t lane_plane[16] = {0, 0, 1, 1, 2, 2, 3, 3, 16, 16, 17, 17, 18, 18, 19, 19};
    const simde__m512i pick = simde_mm512_loadu_si512(lane_plane);
/* A's array k in lanes 0-7, B's in lanes 8-15, two lanes a plane: one two-source permute */
#define SAT2D_PLANES(k)                                                                            \
    simde_mm512_permutex2var_ps(                                                                   \
        simde_mm512_castps256_ps512(simde_mm256_loadu_ps(sat2d_poly_small_array(a, k))), pick,     \
        simde_mm512_castps256_ps512(simde_mm256_loadu_ps(sat2d_poly_small_array(b, k))))
    const v16 NX = SAT2D_PLANES(SAT2D_POLY_NX), NY = SAT2D_PLANES(SAT2D_POLY_NY);
    const v16 D = SAT2D_PLANES(SAT2D_POLY_D);
#undef SAT2D_PLANES
/* corners c, c + 1 of B in the even and odd lanes of the lower half, of A in the upper half:
 * two 64-bit broadcasts (loads) and one insert */
#define SAT2D_TWO(k, c)                                                                            \
    simde_mm512_castpd_ps(simde_mm512_insertf64x4(                                                 \
        simde_mm512_castpd256_pd512(                                                               \
            simde_mm256_set1_pd(load_two(sat2d_poly_small_array(b, k) + c))),                      \
        simde_mm256_set1_pd(load_two(sat2d_poly_small_array(a, k) + c)), 1))
#define SAT2D_STEP(c)                                                                              \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, SAT2D_TWO(SAT2D_POLY_X, c)),                         \
                       simde_mm512_mul_ps(NY, SAT2D_TWO(SAT2D_POLY_Y, c)))
    /* m = s < m ? s : m from +inf, the scalar select: a NaN projection is skipped */
    v16 m = simde_mm512_min_ps(SAT2D_STEP(0), simde_mm512_set1_ps(INFINITY));
    m = simde_mm512_min_ps(SAT2D_STEP(2), m);
#undef SAT2D_STEP
#undef SAT2D_TWO
    const unsigned k = simde_mm512_cmp_ps_mask(m, D, SIMDE_CMP_GT_OQ);
    return (k & (k >> 1) & 0x5555u) != 0; /* both lanes of some plane above its d */
}

/* Any plane of `edges` separates `other`: blocks of 16 planes, leaving at the first block that
 * separates (past 8 corners the exit pays: docs/tricks.md, "Early exit"). */
static int planes_apart(const sat2d_convex_poly *edges, const sat2d_convex_poly *other) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    simde__mmask16 any = 0;
    for (int k = 0; k < edges->count; k += 16) {
        const v16 NX = block16(nx, k, edges->stride), NY = block16(ny, k, edges->stride);
/* s_j = nx*x_j + ny*y_j */
#define SAT2D_PROJ(j)                                                                              \
    simde_mm512_add_ps(simde_mm512_mul_ps(NX, simde_mm512_set1_ps(x[j])),                          \
                       simde_mm512_mul_ps(NY, simde_mm512_set1_ps(y[j])))
        /* m = s < m ? s : m from +inf, the scalar select (a NaN projection is skipped) */
        v16 m0 = simde_mm512_set1_ps(INFINITY), m1 = m0, m2 = m0, m3 = m0;
        for (int j = 0; j < other->count; j += 4) {
            m0 = simde_mm512_min_ps(SAT2D_PROJ(j), m0);
            m1 = simde_mm512_min_ps(SAT2D_PROJ(j + 1), m1);
            m2 = simde_mm512_min_ps(SAT2D_PROJ(j + 2), m2);
            m3 = simde_mm512_min_ps(SAT2D_PROJ(j + 3), m3);
        }
#undef SAT2D_PROJ
        /* any |= min_j s_j > d (sep > 0, as in apart_small) */
        v16 m = simde_mm512_min_ps(simde_mm512_min_ps(m0, m1), simde_mm512_min_ps(m2, m3));
        any |= simde_mm512_cmp_ps_mask(m, block16(d, k, edges->stride), SIMDE_CMP_GT_OQ);
        if (any) return 1;
    }
    return any != 0;
}

/* More than 8 corners: A's planes, then B's. Out of line so the batch loop's pointers stay in
 * registers around the small kernel (inlined, they were spilled to vector registers). */
static SAT2D_NOINLINE int apart_large(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    return planes_apart(a, b) || planes_apart(b, a);
}

/* 1 if the pair is apart: the one-register kernel up to 8 corners, blocks beyond. */
static inline int apart_pair(const sat2d_convex_poly *p, const sat2d_convex_poly *q) {
    const int c = p->count > q->count ? p->count : q->count;
    return c <= 4 ? apart_quad(p, q) : c <= 8 ? apart_small(p, q) : apart_large(p, q);
}

/* Batch slot: the verdict loop has no MTV test and no call on its small path, so the pair
 * pointers stay in registers; pairs ahead are prefetched (compiler_hints.h). MTVs are rare in a
 * broad phase and dominated by the scalar selection: that loop is left plain. */
static void avx512_axes_poly_poly(const sat2d_convex_poly *const *a,
                                  const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                  sat2d_mtv *mtv) {
    if (mtv) {
        for (size_t i = 0; i < n; i++)
            hit[i] = (uint8_t)sat2d_poly_poly_planes(a[i], b[i], &mtv[i]);
        return;
    }
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_pair_prefetch(a, b, i + SAT2D_PREFETCH_PAIRS);
        hit[i] = (uint8_t)!apart_pair(a[i], b[i]);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)!apart_pair(a[i], b[i]);
}

const sat2d_variant sat2d_variant_avx512_axes = {
    .name = "avx512_axes",
    .summary = "axes in 16 lanes: each side's planes in one register, two lanes a plane, up to "
               "8 corners (both sides in one up to 4), early exit per block beyond; "
               "point_polygon: 16 edges a register (AVX-512F, chosen at run time)",
    .kind = SAT2D_KIND_TRICK,
    .isa = AVX512_TABLE_ISA,
    .poly_poly = avx512_axes_poly_poly,
    .point_polygon = sat2d_avx512_point_polygon,
};
