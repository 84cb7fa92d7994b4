/* sat2d/registry.h — one registry of variants: a table per implementation with one slot per
 * test id. The CLI, the tests, the property runner and the benchmarks all walk it.
 *
 * Every slot answers a batch of n pairs: pair i is element i of A's arrays and of B's.
 * Scalar variants loop over their single-pair function; SIMD variants put pairs (or corners,
 * or axes) in lanes. A NULL slot means "not implemented by this variant" and is skipped.
 * Batch kernels never read past element n-1 of the caller's arrays. */
#ifndef SAT2D_REGISTRY_H
#define SAT2D_REGISTRY_H

#include "sat2d/tests.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The one list of tests (docs/conventions.md#the-catalogue-of-tests,
 * docs/registry.md#adding-a-test): X(id, ID, A, B, WORD, OUT, parameters) for each test, in the
 * order of its id. Everything that enumerates tests is generated from it: the enum below, the id
 * strings, the slot types sat2d_<id>_fn and the slots of sat2d_variant here; the case-file
 * grammar, the calls of a slot, the answer lines and the binary trace layouts in the programs.
 * The id string is the function infix, the benchmark name segment, the proptest --test value and
 * the golden file name. New tests go at the end: a test's position is its slot's position in
 * sat2d_variant, which contenders built earlier rely on (sat2d/plugin.h).
 *
 *   A, B   the two shapes: POINT, CIRCLE, RECT, SEGMENT, POLY (convex, sat2d_convex_poly),
 *          POLYGON (simple, sat2d_simple_polygon), TRANSFORM (one for the whole batch), RAY or
 *          CAPSULE (a segment with a radius).
 *   WORD   the case-file word that picks this test among the tests of the same two shapes
 *          ("poly ... | poly ... | bound"), "" for none.
 *   OUT    what the slot answers: HIT (verdicts only), MTV (and the MTV), POINT (and an
 *          intersection point), TOI (B moves by d; and the time of impact), WORLD (no verdicts:
 *          transformed points), RAY (and the fraction and normal of a ray's first contact) or
 *          MANIFOLD (and the contact manifold: normal, 0 to 2 points and their separations).
 *
 * The parameters follow from those columns: A's view or pointer array, B's, d for TOI, n, then
 * hit and the OUT array (world_x, world_y for WORLD). Batch signatures: hit[i] receives 0 or 1;
 * mtv, point, toi, ray and manifold may be NULL and element i is written only where hit[i] is 1.
 * For poly_poly_sweep, d is B's displacement for each pair; transform applies one transform to n
 * model-space points (out may alias in). */
/* clang-format off */
#define SAT2D_TESTS(X)                                                                             \
    X(point_point, POINT_POINT, POINT, POINT, "", HIT,                                             \
      (sat2d_points_soa a, sat2d_points_soa b, size_t n, uint8_t *hit))                            \
    X(point_circle, POINT_CIRCLE, POINT, CIRCLE, "", HIT,                                          \
      (sat2d_points_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit))                           \
    X(point_rect, POINT_RECT, POINT, RECT, "", HIT,                                                \
      (sat2d_points_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit))                             \
    X(circle_circle, CIRCLE_CIRCLE, CIRCLE, CIRCLE, "", MTV,                                       \
      (sat2d_circles_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit, sat2d_mtv *mtv))          \
    X(rect_rect, RECT_RECT, RECT, RECT, "", MTV,                                                   \
      (sat2d_rects_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit, sat2d_mtv *mtv))              \
    X(circle_rect, CIRCLE_RECT, CIRCLE, RECT, "", HIT,                                             \
      (sat2d_circles_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit))                            \
    X(poly_poly, POLY_POLY, POLY, POLY, "", MTV,                                                   \
      (const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b, size_t n,             \
       uint8_t *hit, sat2d_mtv *mtv))                                                              \
    X(circle_poly, CIRCLE_POLY, CIRCLE, POLY, "", MTV,                                             \
      (sat2d_circles_soa a, const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,             \
       sat2d_mtv *mtv))                                                                            \
    X(point_polygon, POINT_POLYGON, POINT, POLYGON, "", HIT,                                       \
      (sat2d_points_soa a, const sat2d_simple_polygon *const *b, size_t n, uint8_t *hit))          \
    X(segment_segment, SEGMENT_SEGMENT, SEGMENT, SEGMENT, "", POINT,                               \
      (sat2d_segments_soa a, sat2d_segments_soa b, size_t n, uint8_t *hit, sat2d_vec2 *point))     \
    X(polygon_polygon, POLYGON_POLYGON, POLYGON, POLYGON, "", HIT,                                 \
      (const sat2d_simple_polygon *const *a, const sat2d_simple_polygon *const *b, size_t n,       \
       uint8_t *hit))                                                                              \
    X(poly_poly_sweep, POLY_POLY_SWEEP, POLY, POLY, "sweep", TOI,                                  \
      (const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b, sat2d_points_soa d,   \
       size_t n, uint8_t *hit, sat2d_toi *toi))                                                    \
    X(bounding_circle, BOUNDING_CIRCLE, POLY, POLY, "bound", HIT,                                  \
      (const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b, size_t n,             \
       uint8_t *hit))                                                                              \
    X(transform, TRANSFORM, TRANSFORM, POINT, "", WORLD,                                           \
      (sat2d_transform xf, sat2d_points_soa model, size_t n, float *world_x, float *world_y))     \
    X(ray_circle, RAY_CIRCLE, RAY, CIRCLE, "", RAY,                                                \
      (sat2d_rays_soa a, sat2d_circles_soa b, size_t n, uint8_t *hit, sat2d_ray_hit *ray))        \
    X(ray_rect, RAY_RECT, RAY, RECT, "", RAY,                                                      \
      (sat2d_rays_soa a, sat2d_rects_soa b, size_t n, uint8_t *hit, sat2d_ray_hit *ray))          \
    X(ray_poly, RAY_POLY, RAY, POLY, "", RAY,                                                      \
      (sat2d_rays_soa a, const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,               \
       sat2d_ray_hit *ray))                                                                        \
    X(capsule_capsule, CAPSULE_CAPSULE, CAPSULE, CAPSULE, "", MTV,                                 \
      (sat2d_capsules_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit, sat2d_mtv *mtv))        \
    X(circle_capsule, CIRCLE_CAPSULE, CIRCLE, CAPSULE, "", MTV,                                    \
      (sat2d_circles_soa a, sat2d_capsules_soa b, size_t n, uint8_t *hit, sat2d_mtv *mtv))         \
    X(capsule_poly, CAPSULE_POLY, CAPSULE, POLY, "", MTV,                                          \
      (sat2d_capsules_soa a, const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,            \
       sat2d_mtv *mtv))                                                                            \
    X(poly_poly_manifold, POLY_POLY_MANIFOLD, POLY, POLY, "manifold", MANIFOLD,                    \
      (const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b, size_t n,             \
       uint8_t *hit, sat2d_manifold *manifold))
/* clang-format on */

/* One id per test of SAT2D_TESTS, then the count. */
/* clang-format off */
typedef enum sat2d_test_id {
#define SAT2D_TEST_ENUM_(id, ID, A, B, WORD, OUT, params) SAT2D_##ID,
    SAT2D_TESTS(SAT2D_TEST_ENUM_)
#undef SAT2D_TEST_ENUM_
    SAT2D_TEST_COUNT /* not a test: how many there are */
} sat2d_test_id;
/* clang-format on */

/* The id string of a test ("poly_poly", ...); NULL when out of range. */
const char *sat2d_test_name(sat2d_test_id id);

/* The test with this id string, or SAT2D_TEST_COUNT if there is none. */
sat2d_test_id sat2d_test_find(const char *name);

/* Structure-of-arrays views of n shapes; pointers are to the caller's arrays. */
typedef struct sat2d_points_soa {
    const float *x, *y;
} sat2d_points_soa;
typedef struct sat2d_circles_soa {
    const float *x, *y, *r;
} sat2d_circles_soa;
typedef struct sat2d_rects_soa {
    const float *x, *y, *w, *h;
} sat2d_rects_soa;
typedef struct sat2d_segments_soa {
    const float *ax, *ay, *bx, *by;
} sat2d_segments_soa;
typedef struct sat2d_rays_soa {
    const float *px, *py, *dx, *dy, *tmax;
} sat2d_rays_soa;
typedef struct sat2d_capsules_soa {
    const float *ax, *ay, *bx, *by, *r;
} sat2d_capsules_soa;

/* The slot type of each test: sat2d_<id>_fn, with the parameters of SAT2D_TESTS. */
#define SAT2D_TEST_SLOT_TYPE_(id, ID, A, B, WORD, OUT, params)                                     \
    typedef void(*sat2d_##id##_fn) params;
SAT2D_TESTS(SAT2D_TEST_SLOT_TYPE_)
#undef SAT2D_TEST_SLOT_TYPE_

/* What a variant is for. */
typedef enum sat2d_variant_kind {
    SAT2D_KIND_REFERENCE, /* the scalar reference: everything else must agree with it */
    SAT2D_KIND_TRICK,     /* a faster implementation that must agree with the reference */
    SAT2D_KIND_PITFALL    /* a documented wrong implementation, kept to measure its errors */
} sat2d_variant_kind;

/* Instruction sets a variant needs at run time (bit set). SAT2D_ISA_AVX512 is AVX-512F;
 * SAT2D_ISA_AVX512VL is AVX-512F with VL (EVEX encodings of 256-bit instructions). */
enum {
    SAT2D_ISA_NONE = 0,
    SAT2D_ISA_AVX2 = 1u << 0,
    SAT2D_ISA_AVX512 = 1u << 1,
    SAT2D_ISA_AVX512VL = 1u << 2
};

/* One implementation: a name, a one-line summary, and a slot per test. */
typedef struct sat2d_variant {
    const char *name;
    const char *summary;
    sat2d_variant_kind kind;
    unsigned isa; /* SAT2D_ISA_* bits the CPU must have */
    /* One slot per test, in the order of SAT2D_TESTS; NULL: not implemented. */
#define SAT2D_TEST_SLOT_(id, ID, A, B, WORD, OUT, params) sat2d_##id##_fn id;
    SAT2D_TESTS(SAT2D_TEST_SLOT_)
#undef SAT2D_TEST_SLOT_
} sat2d_variant;

/* Most variants the registry holds, builtin and added at run time together. */
#define SAT2D_MAX_VARIANTS 64

/* All registered variants, reference first, then the builtin ones, then those added with
 * sat2d_registry_add in the order added; *count receives how many. The array stays valid, but
 * a later sat2d_registry_add is seen only by a later call. */
const sat2d_variant *const *sat2d_variants(size_t *count);

/* Appends a variant at run time (a loaded contender) after every registered one; origin (kept,
 * not copied; e.g. the plugin's path) is what sat2d_variant_origin returns for it. Returns 1, or
 * 0 if v or its name is NULL, the name is already registered, or SAT2D_MAX_VARIANTS are. */
int sat2d_registry_add(const sat2d_variant *v, const char *origin);

/* Where an added variant came from (sat2d_registry_add's origin); NULL for a builtin one. */
const char *sat2d_variant_origin(const sat2d_variant *v);

/* The variant with this name, or NULL. */
const sat2d_variant *sat2d_variant_find(const char *name);

/* The reference variant ("textbook"). */
const sat2d_variant *sat2d_reference(void);

/* 1 if this CPU can run the variant's kernels (checked once per process), else 0. */
int sat2d_variant_available(const sat2d_variant *v);

/* 1 if the variant fills the slot for this test. */
int sat2d_variant_has(const sat2d_variant *v, sat2d_test_id id);

/* The SIMD instruction set this build's kernels compile to, as text ("AVX2 (native)",
 * "SSE2 (native)", "NEON (native)", "SIMDe portable (no native)", ...). */
const char *sat2d_simd_backend(void);

/* Which build of the 8-lane (avx_*) kernels the registry serves on this CPU: "AVX-512VL"
 * (x86-64, CPU with AVX-512VL, and SAT2D_AVX_BUILD not "avx2"), "AVX2" (x86-64 otherwise: no
 * AVX-512VL, or SAT2D_AVX_BUILD=avx2; any other value of the variable, "evex" included, leaves
 * the choice to the CPU), or "single" (a build with one: aarch64, portable, WebAssembly).
 * Decided once per process, at the first call into the registry. */
const char *sat2d_avx_build(void);

/* Which form avx512_axes serves for pairs of 5 to 8 corners on this CPU: "shuffle" (one register,
 * in-lane shuffles; AMD) or "broadcast" (a register a side, 64-bit broadcasts; every other CPU
 * and every build without native AVX-512). Decided by the CPU alone, the same on every call. */
const char *sat2d_avx512_axes_form(void);

/* The same 8-lane variant's other build (AVX2 <-> AVX-512VL) in builds that compile both, so
 * that a test can run both on one CPU; NULL for every other variant and in builds with one. */
const sat2d_variant *sat2d_variant_other_build(const sat2d_variant *v);

#ifdef __cplusplus
}
#endif
#endif
