/* simd/capsule_unsure.h — the lanes the capsule filter (capsule_filter_lanes.h) leaves
 * undecided, answered by the scalar reference; shared by every lane width. */
#ifndef SAT2D_SIMD_CAPSULE_UNSURE_H
#define SAT2D_SIMD_CAPSULE_UNSURE_H

#include <stddef.h>

#include "compiler_hints.h"
#include "sat2d/tests.h"
#include "twin_exact_paths.h"

/* capsule_capsule: verdict bits of pairs i..i+lanes-1 with the `unsure` lanes' bits replaced
 * by the reference's. Out of line, so that the filter's registers stay where it runs. */
static SAT2D_NOINLINE unsigned capsule_capsule_unsure(sat2d_capsules_soa a, sat2d_capsules_soa b,
                                                      size_t i, unsigned bits, unsigned unsure,
                                                      int lanes) {
    sat2d_twin_exact_paths_add((unsigned)__builtin_popcount(unsure));
    for (int l = 0; l < lanes; l++)
        if (unsure >> l & 1u) {
            const size_t k = i + (size_t)l;
            const sat2d_capsule p = {{a.ax[k], a.ay[k]}, {a.bx[k], a.by[k]}, a.r[k]};
            const sat2d_capsule q = {{b.ax[k], b.ay[k]}, {b.bx[k], b.by[k]}, b.r[k]};
            bits = (bits & ~(1u << l)) | (unsigned)sat2d_capsule_capsule(p, q, NULL) << l;
        }
    return bits;
}

/* circle_capsule: as capsule_capsule_unsure. */
static SAT2D_NOINLINE unsigned circle_capsule_unsure(sat2d_circles_soa a, sat2d_capsules_soa b,
                                                     size_t i, unsigned bits, unsigned unsure,
                                                     int lanes) {
    sat2d_twin_exact_paths_add((unsigned)__builtin_popcount(unsure));
    for (int l = 0; l < lanes; l++)
        if (unsure >> l & 1u) {
            const size_t k = i + (size_t)l;
            const sat2d_circle p = {{a.x[k], a.y[k]}, a.r[k]};
            const sat2d_capsule q = {{b.ax[k], b.ay[k]}, {b.bx[k], b.by[k]}, b.r[k]};
            bits = (bits & ~(1u << l)) | (unsigned)sat2d_circle_capsule(p, q, NULL) << l;
        }
    return bits;
}

/* capsule_poly: as capsule_capsule_unsure, B's polygons b. */
static SAT2D_NOINLINE unsigned capsule_poly_unsure(sat2d_capsules_soa a,
                                                   const sat2d_convex_poly *const *b, size_t i,
                                                   unsigned bits, unsigned unsure, int lanes) {
    sat2d_twin_exact_paths_add((unsigned)__builtin_popcount(unsure));
    for (int l = 0; l < lanes; l++)
        if (unsure >> l & 1u) {
            const size_t k = i + (size_t)l;
            const sat2d_capsule p = {{a.ax[k], a.ay[k]}, {a.bx[k], a.by[k]}, a.r[k]};
            bits = (bits & ~(1u << l)) | (unsigned)sat2d_capsule_poly(p, b[k], NULL) << l;
        }
    return bits;
}

#endif
