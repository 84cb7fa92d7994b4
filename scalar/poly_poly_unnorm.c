/* poly_poly `unnorm` (seed 001, "cutting corners"): the stored unnormalised normals, so the
 * verdict needs no sqrt and no division (if X < Y then X*s < Y*s). Only the MTV needs unit
 * length: axes are ranked by overlap^2 / |n|^2 and the winner's stored unit normal is used.
 * Projections use absolute coordinates: exact on the grid (|n| <= 2048, |v| <= 1024). */
#include <math.h>

#include "project.h"
#include "unnorm_rank.h"

static int try_edges(const sat2d_convex_poly *edges, const sat2d_convex_poly *a,
                     const sat2d_convex_poly *b, sat2d_unnorm_best *best) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges);
    for (int i = 0; i < edges->count; i++) {
        float alo, ahi, blo, bhi;
        sat2d_project_interval(a, nx[i], ny[i], &alo, &ahi);
        sat2d_project_interval(b, nx[i], ny[i], &blo, &bhi);
        if (!sat2d_unnorm_consider(best, alo, ahi, blo, bhi, nx[i], ny[i])) return 0;
    }
    return 1;
}

int sat2d_poly_poly_unnorm(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv) {
    sat2d_unnorm_best best = sat2d_unnorm_start();
    if (!try_edges(a, a, b, &best) || !try_edges(b, a, b, &best)) return 0;
    if (mtv) sat2d_unnorm_mtv(&best, mtv);
    return 1;
}
