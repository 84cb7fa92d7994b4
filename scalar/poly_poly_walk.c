/* poly_poly `walk`: the planes form (see poly_poly_planes.c) in time linear in the corners.
 *
 * For a counter-clockwise polygon the edge normals n_i turn monotonically, so the corner of
 * the other polygon that minimises dot(n_i, b_j) (its support in direction -n_i) also moves
 * monotonically counter-clockwise: walking it forward while the projection strictly drops
 * visits every corner of the other polygon about once over all edges (rotating calipers),
 * O(nA + nB) instead of O(nA * nB). Each separation is the same float expression as in
 * planes, so on the integer grid (exact projections, unimodal along the outline) the minima,
 * verdicts and MTVs are planes' own. With rounding, a projection that is not unimodal by an
 * ulp can stop the walk one corner early: the error stays inside the ambiguity band. */
#include <math.h>

#include "batch_loops.h"
#include "planes_mtv.h"
#include "project.h"

static float project(const sat2d_convex_poly *p, int j, float nx, float ny) {
    return nx * sat2d_poly_x(p)[j] + ny * sat2d_poly_y(p)[j];
}

/* sep[i] for every edge plane of `edges` against `other`; 1 as soon as one is positive. */
static int walk_separations(const sat2d_convex_poly *edges, const sat2d_convex_poly *other,
                            float *sep) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const int n = other->count;
    int j = 0;
    float m = project(other, 0, nx[0], ny[0]);
    for (int k = 1; k < n; k++) { /* the first support: one full scan */
        float s = project(other, k, nx[0], ny[0]);
        if (s < m) m = s, j = k;
    }
    for (int i = 0; i < edges->count; i++) {
        m = project(other, j, nx[i], ny[i]);
        for (int steps = 0; steps < n; steps++) { /* bounded even if rounding plateaus */
            int next = j + 1 == n ? 0 : j + 1;
            float s = project(other, next, nx[i], ny[i]);
            if (!(s < m)) break;
            m = s, j = next;
        }
        sep[i] = m - d[i];
        if (sep[i] > 0) {
            /* Rounding can make a sliver's projections non-unimodal by an ulp, and then the
             * walk stops above the true minimum: a separation it finds is confirmed by one
             * full scan (once per pair at most, so the cost stays linear). */
            sep[i] = sat2d_plane_separation(edges, other, i);
            if (sep[i] > 0) return 1;
        }
    }
    return 0;
}

/* Linear-cost SAT with the MTV of planes. */
static int poly_poly_walk(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    float sep_a[SAT2D_MAX_CORNERS], sep_b[SAT2D_MAX_CORNERS];
    if (walk_separations(a, b, sep_a) || walk_separations(b, a, sep_b)) return 0;
    if (mtv) {
        /* The MTV ranks every face, so each separation must be the true minimum: one full scan
         * per face (quadratic, only when an MTV is asked for). */
        for (int i = 0; i < a->count; i++)
            sep_a[i] = sat2d_plane_separation(a, b, i);
        for (int i = 0; i < b->count; i++)
            sep_b[i] = sat2d_plane_separation(b, a, i);
        sat2d_planes_mtv_from(a, sep_a, b, sep_b, mtv);
    }
    return 1;
}

SAT2D_LOOP_POLY_POLY(walk_poly_poly, poly_poly_walk)

const sat2d_variant sat2d_variant_walk = {
    .name = "walk",
    .summary = "planes with a support walk (rotating calipers): cost linear in the corners",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .poly_poly = walk_poly_poly,
};
