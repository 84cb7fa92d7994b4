/* Private: the steps of poly_poly_manifold after the face separations, shared by the scalar
 * reference (scalar/poly_poly_manifold.c) and its SIMD twins, which find the separations and the
 * incident face in lanes and hand them here, so that every variant evaluates the same
 * expressions in the same order (docs/conventions.md#contact-manifolds). */
#ifndef SAT2D_MANIFOLD_PARTS_H
#define SAT2D_MANIFOLD_PARTS_H

#include <math.h>

#include "sat2d/tests.h"

/* The manifold tolerance (sat2d/tests.h): a share of the pair's bounding radii, above the
 * rounding of a separation (a few 2^-24 of the corner differences, which are at most twice the
 * radii apart in a pair that overlaps) and below the property runner's depth tolerance. */
#define SAT2D_MANIFOLD_TOLERANCE 0x1p-20f

/* Face i of `ref` against corner j of `inc`: n_i . (v_j - a_i), unnormalised, coordinate
 * differences first (the face's corner is the local origin). */
static inline float sat2d_manifold_face_corner(const sat2d_convex_poly *ref, int i,
                                               const sat2d_convex_poly *inc, int j) {
    return sat2d_poly_nx(ref)[i] * (sat2d_poly_x(inc)[j] - sat2d_poly_x(ref)[i]) +
           sat2d_poly_ny(ref)[i] * (sat2d_poly_y(inc)[j] - sat2d_poly_y(ref)[i]);
}

/* The reference face, chosen from A's best face (ia, separation sa) and B's (ib, sb). */
typedef struct sat2d_manifold_ref {
    const sat2d_convex_poly *ref, *inc;
    int flip; /* 1: B's face is the reference */
    int i1;   /* its index in ref */
    float sep, tol, len, ux, uy;
} sat2d_manifold_ref;

static inline sat2d_manifold_ref sat2d_manifold_reference(const sat2d_convex_poly *a,
                                                          const sat2d_convex_poly *b, float sa,
                                                          int ia, float sb, int ib) {
    sat2d_manifold_ref r;
    r.tol = SAT2D_MANIFOLD_TOLERANCE * (a->radius + b->radius);
    r.flip = sb > sa + r.tol;
    r.ref = r.flip ? b : a, r.inc = r.flip ? a : b;
    r.i1 = r.flip ? ib : ia, r.sep = r.flip ? sb : sa;
    const float rnx = sat2d_poly_nx(r.ref)[r.i1], rny = sat2d_poly_ny(r.ref)[r.i1];
    r.len = sqrtf(rnx * rnx + rny * rny);
    r.ux = rnx / r.len, r.uy = rny / r.len; /* sat2d_poly_unit_normal(ref, i1) */
    return r;
}

/* Face k of inc against the reference's unit normal: (n_k . u) / |n_k|; the incident face is the
 * first of least. */
static inline float sat2d_manifold_incidence(const sat2d_manifold_ref *r, int k) {
    const float nx = sat2d_poly_nx(r->inc)[k], ny = sat2d_poly_ny(r->inc)[k];
    return (nx * r->ux + ny * r->uy) / sqrtf(nx * nx + ny * ny);
}

/* The manifold from the reference and the incident face k1: clipping, the points kept, the
 * fallback. */
static inline void sat2d_manifold_clip(const sat2d_manifold_ref *r, int k1, sat2d_manifold *m) {
    const sat2d_convex_poly *ref = r->ref, *inc = r->inc;
    const int i1 = r->i1, k2 = k1 + 1 == inc->count ? 0 : k1 + 1;
    const float tol = r->tol, len = r->len;
    const float rnx = sat2d_poly_nx(ref)[i1], rny = sat2d_poly_ny(ref)[i1];
    const float rx = sat2d_poly_x(ref)[i1], ry = sat2d_poly_y(ref)[i1];
    const float v1x = sat2d_poly_x(inc)[k1], v1y = sat2d_poly_y(inc)[k1];
    const float v2x = sat2d_poly_x(inc)[k2], v2y = sat2d_poly_y(inc)[k2];
    const float e1x = v1x - rx, e1y = v1y - ry, e2x = v2x - rx, e2y = v2y - ry;
    /* positions along the reference face's edge vector (-rny, rnx); the face spans [0, ll] */
    const float d1 = rnx * e1y - rny * e1x, d2 = rnx * e2y - rny * e2x;
    const float ll = rnx * rnx + rny * rny;
    const float s1 = (rnx * e1x + rny * e1y) / len, s2 = (rnx * e2x + rny * e2y) / len;
    m->nx = r->flip ? -r->ux : r->ux;
    m->ny = r->flip ? -r->uy : r->uy;
    m->x[1] = m->y[1] = m->sep[1] = 0.0f;
    /* both ends beyond or on the same side plane: at most one point of the face is over the
     * reference face */
    const int outside = (d1 <= 0 && d2 <= 0) || (d1 >= ll && d2 >= ll);
    /* each end moved to the side plane it lies beyond, as a fraction of the face from it */
    const float u1 = d1 < 0 ? d1 / (d1 - d2) : d1 > ll ? (d1 - ll) / (d1 - d2) : 0.0f;
    const float u2 = d2 < 0 ? d2 / (d2 - d1) : d2 > ll ? (d2 - ll) / (d2 - d1) : 0.0f;
    const float p1x = v1x + u1 * (v2x - v1x), p1y = v1y + u1 * (v2y - v1y);
    const float p2x = v2x + u2 * (v1x - v2x), p2y = v2y + u2 * (v1y - v2y);
    const float q1 = s1 + u1 * (s2 - s1), q2 = s2 + u2 * (s1 - s2);
    const int keep1 = !outside && q1 <= tol, keep2 = !outside && q2 <= tol;
    if (keep1 || keep2) {
        m->x[0] = keep1 ? p1x : p2x, m->y[0] = keep1 ? p1y : p2y, m->sep[0] = keep1 ? q1 : q2;
        if (keep1 && keep2) m->x[1] = p2x, m->y[1] = p2y, m->sep[1] = q2;
        m->count = keep1 + keep2;
        return;
    }
    /* Nothing over the face (a corner meeting a corner, the incident face just past a side
     * plane): the deeper end of the incident face, unclipped; of ends as deep within the
     * tolerance, the one nearer the side plane (the first on a tie), since where
     * the two faces nearly share a line the far end can be a rounding deeper and a face's
     * length away from the reference polygon. Where that end is above the face by more than the
     * tolerance (slivers whose faces nearly coincide), the incident polygon's first deepest
     * corner below the reference face, whose separation is the reference face's. */
    const float out1 = d1 < 0 ? -d1 : d1 > ll ? d1 - ll : 0.0f;
    const float out2 = d2 < 0 ? -d2 : d2 > ll ? d2 - ll : 0.0f;
    const int as_deep = s2 == s1 || fabsf(s2 - s1) <= tol; /* equal infinities too */
    const int second = as_deep ? out2 < out1 : s2 < s1;
    const float es = second ? s2 : s1;
    m->count = 1;
    if (es <= tol) {
        m->x[0] = second ? v2x : v1x, m->y[0] = second ? v2y : v1y, m->sep[0] = es;
        return;
    }
    float least = INFINITY;
    int j = 0;
    for (int c = 0; c < inc->count; c++) {
        const float s = sat2d_manifold_face_corner(ref, i1, inc, c);
        if (s < least) least = s, j = c;
    }
    m->x[0] = sat2d_poly_x(inc)[j], m->y[0] = sat2d_poly_y(inc)[j], m->sep[0] = r->sep;
}

#endif
