/* sat2d_single.h — sat2d's chosen collision tests as one C header, written by sat2d-export.
 *
 * sat2d @VERSION@, made from commit @COMMIT@ (the same tree and options give the same header).
 * Choice (@HOW@), per test and dispatch level:
@CHOICE@
 *
 * Use (stb style): in exactly one C translation unit (C11 or later; C, not C++),
 *     #define SAT2D@_IMPLEMENTATION
 *     #include "sat2d_single.h"
 * and include the header without the define wherever the declarations are needed (C or C++).
 * Every name carries this header's prefix (@PREFIX@_ where the library has sat2d@_), so a program
 * may link libsat2d as well. The batch functions sat2dx_batch_<test> take the arguments of
 * the library's registry slots (sat2d/registry.h); the single-pair scalar reference
 * (@PREFIX@_poly_poly, ...) and the shape builders come with it. @PREFIX_UPPER@_IMPLEMENTATION
 * works as SAT2D@_IMPLEMENTATION does.
 *
 * How it dispatches, and why this way. The library compiles each SIMD width as its own file
 * with -mavx2 / -mavx512f and lets SIMDe pick native code from those flags; one header cannot
 * hand its user different flags per part. Of the two known ways, per-ISA sections that the
 * user compiles in separate translation units with matching flags (xxHash's dispatch) would
 * move the library's build rules into every engine's build, and get them wrong silently (a
 * section compiled without its flag is still correct, just slow). So this header keeps one
 * translation unit and puts each width's kernels under the target the library compiles that
 * file with (#pragma GCC target / #pragma clang attribute: "sse4.1", "avx2",
 * "avx2,avx512f,avx512vl", "avx2,avx512f"), as simdjson's single header does, and chooses at
 * run time by the CPU (__builtin_cpu_supports), like the library's registry. The kernels'
 * text is the library's own: they are written against SIMDe names that mirror the native
 * intrinsics, and on x86-64 this header defines each of those names as the intrinsic it
 * mirrors (simde_mm256_add_ps as _mm256_add_ps, simde__m256 as __m256), so no SIMDe is needed
 * and the compiler sees the same operations as when SIMDe maps them natively. The 4-lane
 * kernels are compiled as in the library's x86-64-v3 build (SSE4.1 native), since an SSE2-only
 * build of them needs SIMDe's emulation of the SSE4.1 operations. Elsewhere (aarch64 NEON,
 * WebAssembly SIMD128) the 4-lane kernels use SIMDe when its headers are found, as the
 * library does, and the scalar reference otherwise (SAT2D_EXPORT_NO_SIMD forces that).
 *
 * Numerics are the library's: every kernel agrees with the scalar reference by sat2d's
 * agreement rules (bit for bit where the library's variant is). That needs IEEE arithmetic
 * without contraction into FMA: the implementation turns contraction off for its own
 * functions (GCC: optimize("fp-contract=off"), clang: STDC FP_CONTRACT OFF) and refuses to
 * compile under -ffast-math or with a compiler that is neither GCC nor clang.
 *
@LICENCE@
 */
#ifndef SAT2D_SINGLE_H
#define SAT2D_SINGLE_H

@DECL_INCLUDES@

/* The declarations are sat2d's C11 headers; seen from C++ their flexible array members and
 * compound literals are extensions that g++ and clang++ accept, said once here so that a
 * -pedantic C++ build of the user's code stays quiet. */
#if defined(__cplusplus) && (defined(__GNUC__) || defined(__clang__))
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
/* The inline functions below are part of the implementation too: no contraction in them
 * (restored after them for the code that includes this header). */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off")
#endif

@PUBLIC@

#if defined(__clang__)
#pragma STDC FP_CONTRACT DEFAULT
#elif defined(__GNUC__)
#pragma GCC pop_options
#endif
#if defined(__cplusplus) && (defined(__GNUC__) || defined(__clang__))
#pragma GCC diagnostic pop
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Dispatch levels: the scalar reference, 4 lanes (SSE4.1, NEON or SIMD128), AVX2, AVX-512. */
enum {
    SAT2D_LEVEL_SCALAR = 0,
    SAT2D_LEVEL_LANES4 = 1,
    SAT2D_LEVEL_AVX2 = 2,
    SAT2D_LEVEL_AVX512 = 3
};

/* The highest level this build runs on this CPU (asked once per process). */
int sat2d_export_level(void);

/* The library variant whose code answers `test` (an id string) at `level` (-1: the level this
 * CPU runs), an 8-lane "avx_" one at the AVX-512 level in its AVX-512VL build; NULL if the
 * test is not exported or the CPU lacks the level. */
const char *sat2d_export_variant(const char *test, int level);

/* The commit this header was made from. */
const char *sat2d_export_commit(void);

@EXPORT_DECLS@

#ifdef __cplusplus
}
#endif
#endif /* SAT2D_SINGLE_H */

#if (defined(SAT2D@_IMPLEMENTATION) || defined(SAT2D_IMPLEMENTATION)) && !defined(SAT2D_IMPLEMENTATION_DONE_)
#define SAT2D_IMPLEMENTATION_DONE_
#ifdef __cplusplus
#error "sat2d_single.h: define the implementation switch in a C (C11) translation unit, not C++"
#endif
#if defined(__FAST_MATH__) || defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "sat2d_single.h: the implementation needs IEEE arithmetic: compile it without -ffast-math"
#endif
#if !defined(__GNUC__) && !defined(__clang__)
#error "sat2d_single.h: the implementation needs GCC or clang (target attributes, no contraction)"
#endif
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
#error "sat2d_single.h: the implementation is C11"
#endif

@SYS_INCLUDES@

/* No contraction into FMA in anything below (GCC ignores the STDC pragma). */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#else
#pragma GCC push_options
#pragma GCC optimize("fp-contract=off")
#endif
/* The library's translation units become one: a kernel not chosen is left unused. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wunused-const-variable"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#if defined(__x86_64__) && !defined(SAT2D_EXPORT_NO_SIMD)
#define SAT2D_X86_ 1
#define SAT2D_SIMD_ 1
#include <immintrin.h>
/* The kernels' SIMDe vocabulary, as the native intrinsics it mirrors. */
@NATIVE_MAP@
#else
#define SAT2D_X86_ 0
#if !defined(SAT2D_EXPORT_NO_SIMD) && defined(__has_include)
#if __has_include(<simde/x86/avx2.h>)
#define SAT2D_SIMD_ 1
#include <simde/x86/avx2.h>
#endif
#endif
#ifndef SAT2D_SIMD_
#define SAT2D_SIMD_ 0
#endif
#endif

@IMPL@

#include <stdatomic.h>
#include <string.h>

static int sat2d__cpu_level(void) {
#if SAT2D_X86_
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
        __builtin_cpu_supports("avx2"))
        return SAT2D_LEVEL_AVX512;
    if (__builtin_cpu_supports("avx2")) return SAT2D_LEVEL_AVX2;
    if (__builtin_cpu_supports("sse4.1")) return SAT2D_LEVEL_LANES4;
    return SAT2D_LEVEL_SCALAR;
#elif SAT2D_SIMD_
    return SAT2D_LEVEL_LANES4;
#else
    return SAT2D_LEVEL_SCALAR;
#endif
}

int sat2d_export_level(void) {
    static atomic_int cached = -1;
    int level = atomic_load_explicit(&cached, memory_order_relaxed);
    if (level < 0) {
        level = sat2d__cpu_level();
        atomic_store_explicit(&cached, level, memory_order_relaxed);
    }
    return level;
}

static int sat2d__export_level(void) {
    return sat2d_export_level();
}

const char *sat2d_export_commit(void) {
    return "@COMMIT@";
}

@DISPATCH@

#pragma GCC diagnostic pop
#if defined(__clang__)
#pragma STDC FP_CONTRACT DEFAULT
#else
#pragma GCC pop_options
#endif
#endif /* SAT2D_IMPLEMENTATION */
