/* poly_poly `planes` (seed 001's facing-edge trick; Box2D's max separation): a convex
 * polygon's edge i is its extreme along n_i, so only the OTHER polygon is projected:
 * sep_i = min_j dot(n_i, b_j) - d_i with the stored d_i = dot(n_i, a_i). The pair is apart
 * iff some sep > 0. The min is a select (minss), no data-dependent branch inside the loop.
 * Every product and difference is exact on the integer grid. */

#include "planes_mtv.h"
#include "project.h"

/* sep[i] for every edge plane of `edges` against `other`; 1 as soon as one is positive. sep
 * may be NULL (a verdict): then nothing is stored and no 8 KB of separations sit on the stack.
 * With the stores, this loop's speed followed unrelated changes to sat2d_convex_poly's layout
 * (docs/tricks.md, "Memory and code shape"). */
static int separations(const sat2d_convex_poly *edges, const sat2d_convex_poly *other, float *sep) {
    for (int i = 0; i < edges->count; i++) {
        const float s = sat2d_plane_separation(edges, other, i);
        if (sep) sep[i] = s;
        if (s > 0) return 1;
    }
    return 0;
}

int sat2d_poly_poly_planes(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    if (!mtv) return !(separations(a, b, NULL) || separations(b, a, NULL));
    float sep_a[SAT2D_MAX_CORNERS], sep_b[SAT2D_MAX_CORNERS];
    if (separations(a, b, sep_a) || separations(b, a, sep_b)) return 0;
    sat2d_planes_mtv_from(a, sep_a, b, sep_b, mtv);
    return 1;
}
