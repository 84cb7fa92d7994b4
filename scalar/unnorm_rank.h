/* Private: the interval test and MTV ranking of the `unnorm` form, shared by the scalar
 * variant and its corners-in-lanes SIMD twins so they decide and rank identically. */
#ifndef SAT2D_UNNORM_RANK_H
#define SAT2D_UNNORM_RANK_H

#include <math.h>

#include "sat2d/tests.h"

typedef struct sat2d_unnorm_best {
    float key; /* overlap^2 / |n|^2: unit overlaps compared without a sqrt */
    float overlap, len2;
    float nx, ny; /* the axis, signed to point A->B; made unit once, for the winner */
} sat2d_unnorm_best;

static inline sat2d_unnorm_best sat2d_unnorm_start(void) {
    sat2d_unnorm_best b = {INFINITY, 0, 1, 1, 0};
    return b;
}

/* One axis (nx, ny), unnormalised, with A's interval [alo, ahi] and B's [blo, bhi]:
 * 0 if it separates them, else 1 after ranking it (first axis wins a tie). */
static inline int sat2d_unnorm_consider(sat2d_unnorm_best *best, float alo, float ahi, float blo,
                                        float bhi, float nx, float ny) {
    if (blo - ahi > 0 || alo - bhi > 0) return 0;
    float push_plus = ahi - blo, push_minus = bhi - alo;
    float overlap = push_plus <= push_minus ? push_plus : push_minus;
    float len2 = nx * nx + ny * ny;
    float key = overlap * overlap / len2;
    if (key < best->key) {
        float sign = push_plus <= push_minus ? 1.0f : -1.0f;
        *best = (sat2d_unnorm_best){key, overlap, len2, sign * nx, sign * ny};
    }
    return 1;
}

/* The MTV of the best axis: only the winner's length is taken (one sqrt per pair). */
static inline void sat2d_unnorm_mtv(const sat2d_unnorm_best *best, sat2d_mtv *mtv) {
    /* the unit normal as sat2d_poly_unit_normal rounds it: a sign flip commutes with the
     * rounding, and len2 is the same nx*nx + ny*ny */
    const float len = sqrtf(best->len2);
    *mtv = (sat2d_mtv){best->overlap / len, best->nx / len, best->ny / len};
}

#endif
