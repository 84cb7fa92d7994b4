/* poly_poly `witness`: the planes form (see poly_poly_planes.c) that tries one corner of the
 * other polygon as a witness before projecting all of them.
 *
 * Plane i of A does not separate B exactly when some corner of B lies behind it:
 * min_j s_ij <= d_i with s_ij = nx_i*x_j + ny_i*y_j, so a single corner c with s_ic <= d_i
 * proves it (the minimum is at most s_ic). Overlapping pairs must prove this for every plane
 * of both polygons, n*n projections in planes. The corner of B furthest toward A's centre
 * (its support along c_A - c_B) lies inside A for most overlapping pairs, and then it clears
 * every plane of A at one projection each. A pair that is apart is usually separated by an
 * edge at that corner's counterpart, the corner of A furthest toward B: those two planes are
 * tried next, in full. Every plane the witness leaves open is computed in full last.
 *
 * Exactness: s_ic is planes' own expression and s_ic <= d_i implies min <= d_i, so a cleared
 * plane is one planes would not call separating, and every other plane gets planes' full
 * minimum (its select skips a NaN projection; a NaN s_ic compares false and stays open). The
 * verdict is planes' bit for bit. The MTV ranks every face: a pair asked for one goes
 * through planes. simd/poly_poly_witness_simd.h is the twin with axes in lanes. */

#include "batch_loops.h"
#include "planes_mtv.h"
#include "project.h"

/* The first corner of `other` minimising (c_other - c_edges) . b_j: furthest toward edges. */
static int furthest_toward(const sat2d_convex_poly *edges, const sat2d_convex_poly *other) {
    const float ux = other->cx - edges->cx, uy = other->cy - edges->cy;
    const float *x = sat2d_poly_x(other), *y = sat2d_poly_y(other);
    int best = 0;
    float m = ux * x[0] + uy * y[0];
    for (int j = 1; j < other->count; j++) {
        float s = ux * x[j] + uy * y[j];
        if (s < m) m = s, best = j;
    }
    return best;
}

/* 1 if witness corner c of `other` leaves some plane of `edges` open (s_c <= d fails). */
static int witness_open(const sat2d_convex_poly *edges, const sat2d_convex_poly *other, int c) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float cx = sat2d_poly_x(other)[c], cy = sat2d_poly_y(other)[c];
    for (int i = 0; i < edges->count; i++)
        if (!(nx[i] * cx + ny[i] * cy <= d[i])) return 1;
    return 0;
}

/* 1 if a plane the witness leaves open separates: those planes in full. */
static int open_planes_apart(const sat2d_convex_poly *edges, const sat2d_convex_poly *other,
                             int c) {
    const float *nx = sat2d_poly_nx(edges), *ny = sat2d_poly_ny(edges), *d = sat2d_poly_d(edges);
    const float cx = sat2d_poly_x(other)[c], cy = sat2d_poly_y(other)[c];
    for (int i = 0; i < edges->count; i++)
        if (!(nx[i] * cx + ny[i] * cy <= d[i]) && sat2d_plane_separation(edges, other, i) > 0)
            return 1;
    return 0;
}

/* 1 if an edge at corner c of `edges` (planes c - 1 and c) separates `other`. */
static int edges_at_apart(const sat2d_convex_poly *edges, int c, const sat2d_convex_poly *other) {
    return sat2d_plane_separation(edges, other, c > 0 ? c - 1 : edges->count - 1) > 0 ||
           sat2d_plane_separation(edges, other, c) > 0;
}

static int poly_poly_witness(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                             sat2d_mtv *mtv) {
    if (mtv) return sat2d_poly_poly_planes(a, b, mtv);
    const int wa = furthest_toward(a, b); /* B's corner that witnesses for A's planes */
    const int wb = furthest_toward(b, a); /* A's corner that witnesses for B's planes */
    const int open_a = witness_open(a, b, wa), open_b = witness_open(b, a, wb);
    if (!open_a && !open_b) return 1;
    if (edges_at_apart(a, wb, b) || edges_at_apart(b, wa, a)) return 0;
    return !((open_a && open_planes_apart(a, b, wa)) || (open_b && open_planes_apart(b, a, wb)));
}

SAT2D_LOOP_POLY_POLY(witness_poly_poly, poly_poly_witness)

const sat2d_variant sat2d_variant_witness = {
    .name = "witness",
    .summary = "planes, one witness corner per side first: linear for most pairs, planes' verdict",
    .kind = SAT2D_KIND_TRICK,
    .isa = SAT2D_ISA_NONE,
    .poly_poly = witness_poly_poly,
};
