/* 16-lane (512-bit) twin of scalar/point_polygon.c (sat2d_point_polygon): the point_polygon
 * slot of the variant avx512_axes, edges in lanes.
 *
 * Lanes: lane l holds edge k + l, corner k + l loaded at x + k + l and corner k + l + 1 at
 * x + k + l + 1, so a polygon of up to 16 corners is one register. Lanes at or past `count`
 * hold zero-length edges (rows16) and are masked off where a side is tested for 0.
 *
 * Numerics: the same side expression as orient.h, (x1 - x0)*(py - y0) - (y1 - y0)*(px - x0),
 * without FMA, so every side is the scalar reference's bit for bit, and the same fast path as
 * the 8-lane twin (point_polygon_simd.h), proved there: where no live side is 0 or NaN the
 * crossing rule is decided by sign bits. Here y1 > py comes as the sign bit of py - y1 (exact:
 * a float difference is 0 only for equal operands and -0 only when py is -0, which py + 0
 * rules out; a NaN y1 makes the side NaN, which leaves the fast path), so one ternary-logic
 * operation yields every crossing bit: (below0 ^ below1) & (side ^ below1), sign bits, with
 * below0 = py - y0 and below1 = py - y1. A polygon with a live side of 0 or NaN goes to the
 * 8-lane twin's slot (avx_axes), which decides the boundary and the rest exactly.
 *
 * Why a 16-lane form: the 8-lane kernel issues about 60 instructions a 16-corner pair (two
 * blocks of edges, a product of their sides, the batch loop's pointers), and on a core that
 * renames 5 instructions a cycle that count, not the vector ports, bounds it. One block here
 * does the work of two in about 40 (docs/tricks.md, "Wider lanes: 4, 8 and 16"). below1 stays
 * a subtraction: taking it from below0 by a lane rotation (a permute where a polygon of
 * exactly 16 corners wraps to its padding copy of corner 0) gained nothing.
 *
 * Compiled with -mavx512f on x86 and chosen at run time (SAT2D_ISA_AVX512). Elsewhere SIMDe
 * emulates the 512-bit registers: correct and tested in every build, never a default there. */
#include <simde/x86/avx512.h>

#include "compiler_hints.h"
#include "parity.h"
#include "point_polygon_avx512.h"
#include "sat2d/registry.h"

typedef simde__m512 v16;
typedef simde__mmask16 m16;

extern const sat2d_variant sat2d_variant_avx_axes;

/* The four corner rows of edges k..k+15. */
typedef struct {
    v16 x0, y0, x1, y1;
} edge_rows;

/* Floats k..k+15 of p, or k..k+7 and zeros where `half`. */
static inline v16 row16(const float *p, int k, int half) {
    if (!half) return simde_mm512_loadu_ps(p + k);
    return simde_mm512_castpd_ps(simde_mm512_insertf64x4(
        simde_mm512_setzero_pd(), simde_mm256_castps_pd(simde_mm256_loadu_ps(p + k)), 0));
}

/* Edges k..k+15 of a polygon of `count` corners. Where more than 8 are left the stride (the
 * corners rounded up to 8, plus 1) holds floats k..k+16 of each array, the lanes past `count`
 * reading the copies of corner 0 that pad it: zero-length edges. Where 8 or fewer are left
 * only k..k+8 are sure to lie within the block, so the upper lanes are zeros: zero-length
 * edges too. */
static inline edge_rows rows16(const float *x, const float *y, int k, int count) {
    const int half = count - k <= 8;
    return (edge_rows){row16(x, k, half), row16(y, k, half), row16(x, k + 1, half),
                       row16(y, k + 1, half)};
}

/* Crossing bits of the edges in e for the point (PX, PY), PY not -0; *odd gets the live lanes
 * whose side is 0 or NaN, where those bits decide nothing. A zero-length edge (the lanes past
 * the count) has below0 == below1, so it never has its crossing bit. */
static inline m16 crossings16(edge_rows e, v16 PX, v16 PY, m16 live, m16 *odd) {
    const v16 below0 = simde_mm512_sub_ps(PY, e.y0); /* sign bit: y0 > py */
    const v16 below1 = simde_mm512_sub_ps(PY, e.y1); /* sign bit: y1 > py */
    const v16 side = simde_mm512_sub_ps(
        simde_mm512_mul_ps(simde_mm512_sub_ps(e.x1, e.x0), below0),
        simde_mm512_mul_ps(simde_mm512_sub_ps(e.y1, e.y0), simde_mm512_sub_ps(PX, e.x0)));
    *odd = live & simde_mm512_cmp_ps_mask(side, simde_mm512_setzero_ps(), SIMDE_CMP_EQ_UQ);
    /* the immediate is the truth table of (a ^ b) & (c ^ b) for (a, b, c) = (below0, below1,
     * side): bit 4a + 2b + c set where it holds, that is bits 2 (0, 1, 0) and 5 (1, 0, 1) */
    const simde__m512i cross = simde_mm512_ternarylogic_epi32(simde_mm512_castps_si512(below0),
                                                              simde_mm512_castps_si512(below1),
                                                              simde_mm512_castps_si512(side), 0x24);
    return simde_mm512_test_epi32_mask(cross, simde_mm512_set1_epi32(INT32_MIN));
}

/* Lane bits of the block at corner k that are real edges (k < count). */
static inline m16 live16(int count, int k) {
    const int left = count - k;
    return left >= 16 ? (m16)0xFFFF : (m16)((1u << left) - 1u);
}

/* 1 or 0: point (*px, *py) in g or on its boundary, decided in lanes; -1 where a live side is 0
 * or NaN, which the exact path must decide. */
static SAT2D_ALWAYS_INLINE int pp16_fast(const float *px, const float *py,
                                         const sat2d_simple_polygon *g) {
    const float *x = sat2d_polygon_x(g), *y = sat2d_polygon_y(g);
    const int count = g->count;
    /* py + 0 turns -0 into +0 and keeps every other value (point_polygon_simd.h) */
    const v16 PX = simde_mm512_set1_ps(*px),
              PY = simde_mm512_add_ps(simde_mm512_set1_ps(*py), simde_mm512_setzero_ps());
    m16 odd, cross;
    if (SAT2D_LIKELY(count == 16)) {
        cross = crossings16(rows16(x, y, 0, 16), PX, PY, (m16)0xFFFF, &odd);
        return odd ? -1 : sat2d_parity(cross);
    }
    unsigned crossings = 0, odd_any = 0;
    for (int k = 0; k < count; k += 16) {
        crossings ^= crossings16(rows16(x, y, k, count), PX, PY, live16(count, k), &odd);
        odd_any |= odd;
    }
    return odd_any ? -1 : sat2d_parity(crossings);
}

/* *hit for the point (*px, *py) and *g by the 8-lane twin, which decides sides of 0 or NaN
 * exactly. Out of line, so the batch loop keeps its pointers in registers. */
static SAT2D_NOINLINE void pp16_exact(const float *px, const float *py,
                                      const sat2d_simple_polygon *const *g, uint8_t *hit) {
    sat2d_variant_avx_axes.point_polygon((sat2d_points_soa){px, py}, g, 1, hit);
}

/* hit[i] for pair i, in lanes wherever they decide. */
static SAT2D_ALWAYS_INLINE void pp16_pair(const float *px, const float *py,
                                          const sat2d_simple_polygon *const *b, size_t i,
                                          uint8_t *hit) {
    const int in = pp16_fast(px + i, py + i, b[i]);
    if (SAT2D_LIKELY(in >= 0))
        hit[i] = (uint8_t)in;
    else
        pp16_exact(px + i, py + i, b + i, hit + i);
}

void sat2d_avx512_point_polygon(sat2d_points_soa a, const sat2d_simple_polygon *const *b, size_t n,
                                uint8_t *hit) {
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_polygon_prefetch(b[i + SAT2D_PREFETCH_PAIRS]);
        pp16_pair(a.x, a.y, b, i, hit);
    }
    for (; i < n; i++)
        pp16_pair(a.x, a.y, b, i, hit);
}
