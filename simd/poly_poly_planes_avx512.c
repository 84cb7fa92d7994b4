/* 16-lane (512-bit) twin of scalar/poly_poly_planes.c (sat2d_poly_poly_planes): the variant
 * avx512_axes, axes in lanes (its point_polygon slot is point_polygon_avx512.c, its
 * poly_poly_manifold slot poly_poly_manifold_avx512.c), and its two fixed forms
 * avx512_axes_broadcast and avx512_axes_shuffle.
 *
 * Lanes: when both polygons have at most 8 corners (the broad-phase common case) the pair takes
 * one of the register-resident kernels of poly_poly_small_avx512.h, whose two forms for 5 to 8
 * corners win on different CPU families: avx512_axes serves the shuffle form on AMD and the
 * broadcast form elsewhere (avx512_axes_small_form). Longer polygons go through an out-of-line
 * call, so the batch loop keeps its pointers in registers, in blocks of 16 planes against
 * broadcast corners.
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
#include <stdatomic.h>
#include <string.h>
#include <simde/x86/avx512.h>

#include "compiler_hints.h"
#include "point_polygon_avx512.h"
#include "poly_poly_manifold_avx512.h"
#include "poly_poly_small_avx512.h"
#include "sat2d/registry.h"
#include "sat2d/tests.h"

#if defined(__AVX512F__) && !defined(SIMDE_NO_NATIVE)
#define AVX512_TABLE_ISA SAT2D_ISA_AVX512
#else
#define AVX512_TABLE_ISA SAT2D_ISA_NONE
#endif

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

typedef int small_kernel(const sat2d_convex_poly *, const sat2d_convex_poly *);

/* `name`: `kernel` (a form of poly_poly_small_avx512.h) with its block marked for the cycle
 * models as `variant`'s (sat2d/mca.h), the pair pointers tied so that no pair depends on the
 * last in llvm-mca's eyes. */
#define SAT2D_MARKED_FORM(storage, name, kernel, variant)                                          \
    storage int name(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {                     \
        SAT2D_MCA_BEGIN("poly_poly", variant, 1);                                                  \
        int apart = kernel(a, b);                                                                  \
        SAT2D_MCA_END_INT("poly_poly", variant, 1, apart, a, b);                                   \
        return apart;                                                                              \
    }
SAT2D_MARKED_FORM(static inline, small_broadcast, apart_small_broadcast, "avx512_axes_broadcast")
SAT2D_MARKED_FORM(static inline, small_shuffle, apart_small_shuffle, "avx512_axes_shuffle")

/* 1 if the pair is apart: both sides in one register up to 4 corners, `small` up to 8, blocks
 * beyond. */
static SAT2D_ALWAYS_INLINE int apart_pair(const sat2d_convex_poly *p, const sat2d_convex_poly *q,
                                          small_kernel *small) {
    const int c = p->count > q->count ? p->count : q->count;
    return c <= 4 ? apart_quad(p, q) : c <= 8 ? small(p, q) : apart_large(p, q);
}

/* Batch slot of one form, `small` the 5-to-8-corner kernel: the verdict loop has no MTV test and
 * no call on its small path, so the pair pointers stay in registers; pairs ahead are prefetched
 * (compiler_hints.h). MTVs are rare in a broad phase and dominated by the scalar selection:
 * that loop is left plain. Always inlined with a constant `small`, so each form is its own loop
 * with no indirect call. */
static SAT2D_ALWAYS_INLINE void axes_batch(const sat2d_convex_poly *const *a,
                                           const sat2d_convex_poly *const *b, size_t n,
                                           uint8_t *hit, sat2d_mtv *mtv, small_kernel *small) {
    if (mtv) {
        for (size_t i = 0; i < n; i++)
            hit[i] = (uint8_t)sat2d_poly_poly_planes(a[i], b[i], &mtv[i]);
        return;
    }
    size_t i = 0;
    for (const size_t ahead = sat2d_prefetching_pairs(n); i < ahead; i++) {
        sat2d_pair_prefetch(a, b, i + SAT2D_PREFETCH_PAIRS);
        hit[i] = (uint8_t)!apart_pair(a[i], b[i], small);
    }
    for (; i < n; i++)
        hit[i] = (uint8_t)!apart_pair(a[i], b[i], small);
}

static void broadcast_poly_poly(const sat2d_convex_poly *const *a,
                                const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                sat2d_mtv *mtv) {
    axes_batch(a, b, n, hit, mtv, small_broadcast);
}

static void shuffle_poly_poly(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b,
                              size_t n, uint8_t *hit, sat2d_mtv *mtv) {
    axes_batch(a, b, n, hit, mtv, small_shuffle);
}

/* The form avx512_axes serves AMD's CPUs and every other one, as tokens: shuffle or broadcast.
 * AMD's Zen 4 and Zen 5 are bound by the arithmetic pipes the shuffle form halves, Intel's
 * cores by the two ports the broadcast form spares (poly_poly_small_avx512.h). */
#define AMD_FORM shuffle
#define OTHER_FORM broadcast
#define SAT2D_PASTE_(a, b) a##b
#define SAT2D_PASTE(a, b) SAT2D_PASTE_(a, b)
#define SAT2D_TEXT_(a) #a
#define SAT2D_TEXT(a) SAT2D_TEXT_(a)

const char *sat2d_avx512_axes_form(void) {
#if defined(__AVX512F__) && !defined(SIMDE_NO_NATIVE) && defined(__GNUC__)
    __builtin_cpu_init();
    if (__builtin_cpu_is("amd")) return SAT2D_TEXT(AMD_FORM);
#endif
    return SAT2D_TEXT(OTHER_FORM);
}

/* avx512_axes' slot: the form of sat2d_avx512_axes_form, asked once a batch (a cheap test). */
static void avx512_axes_poly_poly(const sat2d_convex_poly *const *a,
                                  const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                  sat2d_mtv *mtv) {
    static atomic_int cached = -1; /* the first calls may race: all store one value */
    int amd = atomic_load_explicit(&cached, memory_order_relaxed);
    if (amd < 0) {
        amd = strcmp(sat2d_avx512_axes_form(), SAT2D_TEXT(AMD_FORM)) == 0;
        atomic_store_explicit(&cached, amd, memory_order_relaxed);
    }
    (amd ? SAT2D_PASTE(AMD_FORM, _poly_poly) : SAT2D_PASTE(OTHER_FORM, _poly_poly))(a, b, n, hit,
                                                                                    mtv);
}

/* For the cycle models: the choice above, so that they gate it as well as the forms (serving AMD
 * the form slower on znver4 fails there). */
SAT2D_MCA_SERVES("poly_poly", "avx512_axes", "avx512_axes_" SAT2D_TEXT(AMD_FORM),
                 "avx512_axes_" SAT2D_TEXT(OTHER_FORM))

const sat2d_variant sat2d_variant_avx512_axes = {
    .name = "avx512_axes",
    .summary = "axes in 16 lanes: up to 8 corners the form that wins on this CPU "
               "(avx512_axes_shuffle on AMD, avx512_axes_broadcast elsewhere), early exit per "
               "block of 16 planes beyond; point_polygon: 16 edges a register; "
               "poly_poly_manifold: both polygons' faces in one register up to 8 corners "
               "(AVX-512F, chosen at run time)",
    .kind = SAT2D_KIND_TRICK,
    .isa = AVX512_TABLE_ISA,
    .poly_poly = avx512_axes_poly_poly,
    .point_polygon = sat2d_avx512_point_polygon,
    .poly_poly_manifold = sat2d_avx512_poly_poly_manifold,
};

const sat2d_variant sat2d_variant_avx512_axes_broadcast = {
    .name = "avx512_axes_broadcast",
    .summary = "avx512_axes with its broadcast form on every CPU: each side's planes in one "
               "register, two lanes a plane, corners in pairs by a 64-bit broadcast (Intel's pick)",
    .kind = SAT2D_KIND_TRICK,
    .isa = AVX512_TABLE_ISA,
    .poly_poly = broadcast_poly_poly,
};

const sat2d_variant sat2d_variant_avx512_axes_shuffle = {
    .name = "avx512_axes_shuffle",
    .summary = "avx512_axes with its shuffle form on every CPU: both sides' planes in one "
               "register, one lane a plane, corners by in-lane shuffles (AMD's pick)",
    .kind = SAT2D_KIND_TRICK,
    .isa = AVX512_TABLE_ISA,
    .poly_poly = shuffle_poly_poly,
};
