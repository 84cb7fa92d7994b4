/* 16-lane (512-bit) pairs-in-lanes twin of scalar/ray_poly.c, the ray_poly slot of
 * avx512_batch. The 8-lane form (ray_poly_batch_simd.h) states the numerics; this file runs the
 * same float operations in the same order, 16 pairs to a register, so every verdict, fraction
 * and normal is the reference's bit for bit.
 *
 * Why 16 lanes pay here: a block's cost is its edge steps (a division and a dozen lane
 * operations each) and the transposes of its polygons' rows; on a CPU that runs 512-bit
 * operations at the rate of 256-bit ones both halve per pair, and the masks of AVX-512 replace
 * the 8-lane form's blends.
 *
 * Lanes: lane l holds pair i + l; corners become columns by columns16, and the edge normals are
 * the builder's, recomputed from them. Past a polygon's count its corners repeat corner 0,
 * which changes no answer (see the 8-lane form).
 * Blocks with a polygon past 8 corners and the last n % 16 pairs go to the 8-lane twin
 * (avx_batch). Compiled with -mavx512f on x86 and chosen at run time; elsewhere SIMDe emulates
 * the 512-bit registers. */
#include <simde/x86/avx512.h>

#include "compiler_hints.h"
#include "sat2d/build.h"
#include "sat2d/registry.h"
#include "sat2d/tests.h"

#include "poly_columns16_avx512.h"
#include "ray_poly_batch_avx512.h"

/* Every CPU with AVX-512F has AVX2: the 8-lane twin answers what this form leaves. */
extern const sat2d_variant sat2d_variant_avx_batch;

/* The pairs [0, n) of a batch by the 8-lane twin. */
static void lanes8(sat2d_rays_soa a, const sat2d_convex_poly *const *b, size_t i, size_t n,
                   uint8_t *hit, sat2d_ray_hit *ray) {
    const sat2d_rays_soa rest = {a.px + i, a.py + i, a.dx + i, a.dy + i, a.tmax + i};
    sat2d_variant_avx_batch.ray_poly(rest, b + i, n, hit + i, ray ? ray + i : NULL);
}

/* 1 if every polygon of the block has at most 8 corners. */
static int block_fits16(const sat2d_convex_poly *const *b) {
    int fits = 1;
    for (int l = 0; l < LANES16; l++)
        fits &= b[l]->count <= 8;
    return fits;
}

void sat2d_avx512_batch_ray_poly(sat2d_rays_soa a, const sat2d_convex_poly *const *b, size_t n,
                                 uint8_t *hit, sat2d_ray_hit *ray) {
    /* the corner lines of the polygons SAT2D_PREFETCH_PAIRS ahead, when the polygons fill more
     * than half of L2 (as circle_poly's blocks do) */
    const int prefetch = sat2d_batch_prefetches(n * sat2d_poly_bytes(8));
    size_t i = 0;
    const v16 zero = simde_mm512_setzero_ps();
    for (; i + LANES16 <= n; i += LANES16) {
        const sat2d_convex_poly *const *bi = b + i;
        if (prefetch && i + LANES16 + SAT2D_PREFETCH_PAIRS <= n)
            for (int l = 0; l < LANES16; l++)
                sat2d_poly_corners_prefetch(b[i + SAT2D_PREFETCH_PAIRS + (size_t)l]);
        if (!block_fits16(bi)) {
            lanes8(a, b, i, LANES16, hit, ray);
            continue;
        }
        const v16 px = simde_mm512_loadu_ps(a.px + i), py = simde_mm512_loadu_ps(a.py + i);
        const v16 dx = simde_mm512_loadu_ps(a.dx + i), dy = simde_mm512_loadu_ps(a.dy + i);
        /* the normals from the corners, as the builder computes them (see the 8-lane form's
         * ray_poly_edges: past a polygon's count its edges have a zero normal and change
         * nothing) */
        v16 X[8], Y[8];
        columns16(bi, SAT2D_POLY_X, X), columns16(bi, SAT2D_POLY_Y, Y);
        const v16 sign = simde_mm512_set1_ps(-0.0f);
        v16 lower = simde_mm512_set1_ps(-1.0f), entering = lower;
        v16 upper = simde_mm512_loadu_ps(a.tmax + i);
        m16 inside = 0xFFFF, parallel_out = 0;
        for (int k = 0; k < 8; k++) {
            const int j = (k + 1) % 8;
            const v16 nx = simde_mm512_sub_ps(Y[j], Y[k]);
            const v16 ny = simde_mm512_xor_ps(simde_mm512_sub_ps(X[j], X[k]), sign);
            const v16 num =
                simde_mm512_add_ps(simde_mm512_mul_ps(nx, simde_mm512_sub_ps(X[k], px)),
                                   simde_mm512_mul_ps(ny, simde_mm512_sub_ps(Y[k], py)));
            const v16 den =
                simde_mm512_add_ps(simde_mm512_mul_ps(nx, dx), simde_mm512_mul_ps(ny, dy));
            const v16 t = simde_mm512_div_ps(num, den);
            const m16 enter = simde_mm512_cmp_ps_mask(den, zero, SIMDE_CMP_LT_OQ);
            const m16 exit = simde_mm512_cmp_ps_mask(den, zero, SIMDE_CMP_GT_OQ);
            inside &= simde_mm512_cmp_ps_mask(zero, num, SIMDE_CMP_LE_OQ);
            const m16 wins = enter & simde_mm512_cmp_ps_mask(t, lower, SIMDE_CMP_GT_OQ);
            lower = simde_mm512_mask_mov_ps(lower, wins, t);
            entering = simde_mm512_mask_mov_ps(entering, wins, simde_mm512_set1_ps((float)k));
            upper = simde_mm512_mask_mov_ps(
                upper, exit & simde_mm512_cmp_ps_mask(t, upper, SIMDE_CMP_LT_OQ), t);
            parallel_out |=
                (m16)(~(enter | exit) & simde_mm512_cmp_ps_mask(num, zero, SIMDE_CMP_LT_OQ));
        }
        const v16 t =
            simde_mm512_maskz_mov_ps(simde_mm512_cmp_ps_mask(lower, zero, SIMDE_CMP_GT_OQ), lower);
        const m16 got =
            inside | (m16)(~parallel_out & simde_mm512_cmp_ps_mask(t, upper, SIMDE_CMP_LE_OQ));
        /* 16 verdict bytes from the mask: a 1 in each hit lane, narrowed to bytes */
        simde_mm_storeu_si128((simde__m128i *)(hit + i),
                              simde_mm512_cvtsepi32_epi8(simde_mm512_maskz_set1_epi32(got, 1)));
        if (!ray || !got) continue;
        float tl[LANES16], el[LANES16];
        simde_mm512_storeu_ps(tl, simde_mm512_maskz_mov_ps((m16)~inside, t));
        simde_mm512_storeu_ps(
            el, simde_mm512_mask_mov_ps(entering, inside, simde_mm512_set1_ps(-1.0f)));
        for (int l = 0; l < LANES16; l++) {
            if (!hit[i + (size_t)l]) continue;
            const int e = (int)el[l];
            const sat2d_vec2 nrm = e >= 0 ? sat2d_poly_unit_normal(bi[l], e) : (sat2d_vec2){0, 0};
            ray[i + (size_t)l] = (sat2d_ray_hit){tl[l], nrm.x, nrm.y};
        }
    }
    if (i < n) lanes8(a, b, i, n - i, hit, ray);
}
