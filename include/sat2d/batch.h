/* sat2d/batch.h — one convex polygon against many: the broad-phase shape of poly_poly (one
 * moving body against its candidate list), answered by SIMD kernels with the candidates in
 * lanes and the one polygon broadcast. Verdicts are identical to sat2d_poly_poly_planes()
 * (same float expression per plane and corner), which agrees with the reference on the
 * integer grid; the MTV of a hit pair is the one sat2d_poly_poly_planes() writes. */
#ifndef SAT2D_BATCH_H
#define SAT2D_BATCH_H

#include "sat2d/tests.h"

#ifdef __cplusplus
extern "C" {
#endif

/* hit[i] = 1 if the convex polygons a and b[i] overlap or touch, else 0, for i < n, with the
 * widest kernel this CPU runs; mtv may be NULL, else mtv[i] is written where hit[i] is 1.
 * Reads b[0..n-1] only; n = 0 writes nothing. */
void sat2d_poly_poly_one_vs_many(const sat2d_convex_poly *a, const sat2d_convex_poly *const *b,
                                 size_t n, uint8_t *hit, sat2d_mtv *mtv);

/* The same with a chosen kernel width: lanes 4 (SSE / one NEON register) or 8 (AVX2 / two
 * NEON registers). Returns 0 after answering, or -1 (writing nothing) if that width is not
 * built or this CPU cannot run it. */
int sat2d_poly_poly_one_vs_many_lanes(int lanes, const sat2d_convex_poly *a,
                                      const sat2d_convex_poly *const *b, size_t n, uint8_t *hit,
                                      sat2d_mtv *mtv);

/* Lanes of the kernel sat2d_poly_poly_one_vs_many() uses on this CPU (4 or 8). */
int sat2d_poly_poly_one_vs_many_width(void);

#ifdef __cplusplus
}
#endif
#endif
