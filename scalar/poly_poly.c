/* poly_poly, the reference `textbook` (seeds 000-002): for every edge of both polygons,
 * recompute the edge normal, normalise it, project both polygons, stop at the first axis
 * that separates them; otherwise the MTV is the axis of least overlap.
 *
 * Numerics: corners are taken relative to A's first corner (a local origin), projected on
 * the unnormalised normal, and the interval gaps are then scaled by the same 1/|n|. For
 * integer-grid inputs every difference and dot product is exact, and scaling by a positive
 * number keeps each gap's sign, so the verdict is exact; the scaled gaps are the distances
 * along the unit axis that the seeds compute. */
#include <math.h>

#include "sat2d/tests.h"

typedef struct interval {
    float lo, hi;
} interval;

static interval project(const sat2d_convex_poly *p, float ox, float oy, float nx, float ny) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    interval r = {INFINITY, -INFINITY};
    for (int j = 0; j < p->count; j++) {
        float s = nx * (x[j] - ox) + ny * (y[j] - oy);
        if (s < r.lo) r.lo = s;
        if (s > r.hi) r.hi = s;
    }
    return r;
}

typedef struct best_axis {
    float depth, nx, ny;
} best_axis;

/* Tries every edge of `edges` as an axis; 0 if one separates A and B. */
static int try_edges(const sat2d_convex_poly *edges, const sat2d_convex_poly *a,
                     const sat2d_convex_poly *b, best_axis *best) {
    const float *x = sat2d_poly_x(edges), *y = sat2d_poly_y(edges);
    float ox = sat2d_poly_x(a)[0], oy = sat2d_poly_y(a)[0];
    for (int i = 0; i < edges->count; i++) {
        int k = i + 1 == edges->count ? 0 : i + 1;
        float nx = y[k] - y[i], ny = -(x[k] - x[i]);
        float inv_len = 1.0f / sqrtf(nx * nx + ny * ny);
        interval pa = project(a, ox, oy, nx, ny), pb = project(b, ox, oy, nx, ny);
        float gap_plus = (pb.lo - pa.hi) * inv_len;  /* B beyond A along +n */
        float gap_minus = (pa.lo - pb.hi) * inv_len; /* B beyond A along -n */
        if (gap_plus > 0 || gap_minus > 0) return 0;
        float push_plus = 0.0f - gap_plus, push_minus = 0.0f - gap_minus; /* +0, not -0 */
        float depth = push_plus <= push_minus ? push_plus : push_minus;
        if (depth < best->depth) {
            float sign = push_plus <= push_minus ? 1.0f : -1.0f;
            best->depth = depth;
            best->nx = sign * nx * inv_len;
            best->ny = sign * ny * inv_len;
        }
    }
    return 1;
}

int sat2d_poly_poly(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    best_axis best = {INFINITY, 1, 0};
    if (!try_edges(a, a, b, &best) || !try_edges(b, a, b, &best)) return 0;
    if (mtv) {
        mtv->depth = best.depth;
        mtv->nx = best.nx;
        mtv->ny = best.ny;
    }
    return 1;
}
