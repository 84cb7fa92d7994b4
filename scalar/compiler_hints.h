/* Private: hints to the compiler and the memory system that change speed, never results. */
#ifndef SAT2D_COMPILER_HINTS_H
#define SAT2D_COMPILER_HINTS_H

#include <stddef.h>

#include "sat2d/mca.h"
#include "sat2d/shapes.h"

/* Keeps a rarely taken path out of a hot loop (register pressure), where the compiler allows. */
#if defined(__GNUC__) || defined(__clang__)
#define SAT2D_NOINLINE __attribute__((noinline))
#else
#define SAT2D_NOINLINE
#endif

/* Inlines a kernel at each call even when it is large: kernels specialised by a constant
 * argument (a corner count, a normal source) are otherwise merged into one copy that tests the
 * constant at run time. */
#if defined(__GNUC__) || defined(__clang__)
#define SAT2D_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define SAT2D_ALWAYS_INLINE inline
#endif

/* Tells the compiler which way a branch almost always goes, so the hot path falls through. */
#if defined(__GNUC__) || defined(__clang__)
#define SAT2D_LIKELY(c) __builtin_expect(!!(c), 1)
#else
#define SAT2D_LIKELY(c) (c)
#endif

/* Starts a branchy hot function on a 64-byte line, so its speed does not hang on where the
 * linker happens to place it: the `exact` variant's poly_poly (separating_edge, whose inner
 * loop branches on every corner) ran far slower 32 bytes past a line than on one, in builds
 * that differed in one unrelated file (docs/tricks.md, "Memory and code shape"). */
#if defined(__GNUC__) || defined(__clang__)
#define SAT2D_ALIGN_HOT __attribute__((aligned(64)))
#else
#define SAT2D_ALIGN_HOT
#endif

/* How many pairs ahead the batch loops of the small SIMD poly_poly kernels ask for the polygons
 * they will read. The benchmark's 4096 pairs of 8-corner polygons fill 1.8 MB, past L2, and
 * those kernels are fast enough that fetching lines on demand costs them much of their speed;
 * 16 ahead is the best distance found (8 and 32 close behind, 64 far worse). The scalar loops
 * stay plain: they spend long enough on a pair that the lines arrive in time anyway
 * (docs/tricks.md, "Memory and code shape"). */
#define SAT2D_PREFETCH_PAIRS 16

/* Asks for the first 208 bytes of p's block: the header and what an overlap verdict reads
 * (x, y, nx, ny, d; sat2d_convex_poly) of a polygon of up to 8 corners. The addresses are p + 0,
 * 64, 128, 192: requests 64 bytes apart touch every line in between, and malloc's 16-byte alignment
 * puts byte 207 on the line of byte 192. Reading p->stride to size the request would wait for the
 * very line being fetched, so longer polygons get their first 208 bytes only. */
static inline void sat2d_poly_prefetch(const sat2d_convex_poly *p) {
#if defined(__GNUC__) || defined(__clang__)
    const char *bytes = (const char *)p;
    for (int offset = 0; offset < 208; offset += 64)
        __builtin_prefetch(bytes + offset);
#else
    (void)p;
#endif
}

/* Asks for the lines of p's header and corners (bytes 0 to 111 of its block, three lines at
 * most at malloc's 16-byte alignment): all that the circle_poly batch kernels read of a block
 * of polygons of exactly 8 (or 4) corners, the normals coming from the corners (other blocks
 * read the stored normals on demand). Three requests: two, at bytes 0 and 111, would miss the
 * middle line whenever the bytes span three. */
static inline void sat2d_poly_corners_prefetch(const sat2d_convex_poly *p) {
#if defined(__GNUC__) || defined(__clang__)
    const char *bytes = (const char *)p;
    __builtin_prefetch(bytes), __builtin_prefetch(bytes + 64), __builtin_prefetch(bytes + 111);
#else
    (void)p;
#endif
}

/* Asks for the lines of g's block that a point_polygon test of up to 16 corners reads: the
 * 32-byte header, x[0..16] and y[0..16] (the stride is 17 from 9 to 16 corners), bytes 0 to
 * 167. At malloc's 16-byte alignment they span three or four lines, touched by g + 0, 64, 128
 * and 167. Reading g->count to size the request would wait for the very line being fetched. */
static inline void sat2d_polygon_prefetch(const sat2d_simple_polygon *g) {
#if defined(__GNUC__) || defined(__clang__)
    const char *bytes = (const char *)g;
    __builtin_prefetch(bytes), __builtin_prefetch(bytes + 64), __builtin_prefetch(bytes + 128);
    __builtin_prefetch(bytes + 167);
#else
    (void)g;
#endif
}

/* Bytes of this core's L2 cache (sysconf where the C library tells it), 0 if unknown. */
size_t sat2d_l2_cache_bytes(void);

/* Whether a pairs-in-lanes batch loop whose shapes take `bytes` should prefetch them: when
 * they fill more than half of L2 (the rest of the data and the cache's ways share it), or when
 * L2's size is unknown. Such a loop issues the loads of a whole block of pairs at its start, so
 * lines that come from L2 arrive within the out-of-order window and prefetches only cost issue
 * slots: the benchmark's 8-corner circle_poly polygons ran faster without them on a CPU whose
 * L2 holds them with room to spare, and faster with them where they fill more than half of it.
 * Loops of one pair at a time are another matter: their loads wait on a pointer, and they
 * gained from prefetching even data that fit in L2; they prefetch always (docs/tricks.md,
 * "Memory and code shape"). */
static inline int sat2d_batch_prefetches(size_t bytes) {
    const size_t l2 = sat2d_l2_cache_bytes();
    return l2 == 0 || bytes > l2 / 2;
}

/* Prefetches both polygons of pair i of a batch (i < the batch size). */
static inline void sat2d_pair_prefetch(const sat2d_convex_poly *const *a,
                                       const sat2d_convex_poly *const *b, size_t i) {
    sat2d_poly_prefetch(a[i]);
    sat2d_poly_prefetch(b[i]);
}

/* How many of a batch of n pairs have a pair SAT2D_PREFETCH_PAIRS ahead to prefetch. A batch
 * loop runs those first, each prefetching, then the rest without: two loops, so no pair pays
 * a bounds test, which the fastest kernels feel. */
static inline size_t sat2d_prefetching_pairs(size_t n) {
    return n > SAT2D_PREFETCH_PAIRS ? n - SAT2D_PREFETCH_PAIRS : 0;
}

#endif
