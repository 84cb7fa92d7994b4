/* poly_poly_manifold, the reference `textbook`: the contact manifold of two convex polygons by
 * reference and incident faces and clipping (docs/conventions.md#contact-manifolds).
 *
 * Numerics, which the SIMD twins repeat operation for operation so that they agree bit for bit:
 * - a face's separation is min_j (nx (xj - ai.x) + ny (yj - ai.y)) / sqrtf(nx^2 + ny^2) with the
 *   stored, unnormalised normal: coordinate differences first (a local origin at the face's
 *   corner, so far-from-origin pairs keep their precision), and on the integer grid every
 *   product and sum is exact, so the verdict's sign is;
 * - the clipping works on the unnormalised tangent (-ny, nx) of the reference face, which is the
 *   face's edge vector exactly: the incident ends' positions along it, D = e . (v - r1), and the
 *   face's squared length, both exact on the grid, so which ends are clipped is exact there;
 * - each kept point is an end of the incident face moved towards the other end by a fraction of
 *   its length, x = v1 + u (v2 - v1), and its separation is interpolated the same way, s = s1 +
 *   u (s2 - s1), from the ends' separations, which use the expression of the face separation
 *   (so an unclipped deepest corner reports exactly the reference face's separation). */
#include <math.h>

#include "sat2d/tests.h"

/* The manifold tolerance (sat2d/tests.h): a share of the pair's bounding radii, above the
 * rounding of a separation (a few 2^-24 of the corner differences, which are at most twice the
 * radii apart in a pair that overlaps) and below the property runner's depth tolerance. */
#define MANIFOLD_TOLERANCE 0x1p-20f

/* The first face of `ref` of greatest separation from the corners of `inc` into *sep, and into
 * *deep the first corner of inc that is deepest below it; stops at the first face that separates
 * them (separation > 0). */
static int max_separation(const sat2d_convex_poly *ref, const sat2d_convex_poly *inc, float *sep,
                          int *deep) {
    const float *x = sat2d_poly_x(ref), *y = sat2d_poly_y(ref);
    const float *nx = sat2d_poly_nx(ref), *ny = sat2d_poly_ny(ref);
    const float *ix = sat2d_poly_x(inc), *iy = sat2d_poly_y(inc);
    float best = -INFINITY;
    int at = 0, at_deep = 0;
    for (int i = 0; i < ref->count; i++) {
        float m = INFINITY;
        int jm = 0;
        for (int j = 0; j < inc->count; j++) {
            const float s = nx[i] * (ix[j] - x[i]) + ny[i] * (iy[j] - y[i]);
            if (s < m) m = s, jm = j;
        }
        const float si = m / sqrtf(nx[i] * nx[i] + ny[i] * ny[i]);
        if (si > best) best = si, at = i, at_deep = jm;
        if (si > 0) break;
    }
    *sep = best;
    *deep = at_deep;
    return at;
}

/* The face of inc most anti-parallel to the unit normal (ux, uy): least n_k . u / |n_k|, the
 * first on a tie. */
static int incident_face(const sat2d_convex_poly *inc, float ux, float uy) {
    const float *nx = sat2d_poly_nx(inc), *ny = sat2d_poly_ny(inc);
    float least = INFINITY;
    int at = 0;
    for (int k = 0; k < inc->count; k++) {
        const float d = (nx[k] * ux + ny[k] * uy) / sqrtf(nx[k] * nx[k] + ny[k] * ny[k]);
        if (d < least) least = d, at = k;
    }
    return at;
}

int sat2d_poly_poly_manifold(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                             sat2d_manifold *m) {
    float sa, sb;
    int ja, jb;
    const int ia = max_separation(a, b, &sa, &ja);
    if (sa > 0) return 0;
    const int ib = max_separation(b, a, &sb, &jb);
    if (sb > 0) return 0;
    if (!m) return 1;
    const float tol = MANIFOLD_TOLERANCE * (a->radius + b->radius);
    const int flip = sb > sa + tol;
    const sat2d_convex_poly *ref = flip ? b : a, *inc = flip ? a : b;
    const int i1 = flip ? ib : ia;
    const float rnx = sat2d_poly_nx(ref)[i1], rny = sat2d_poly_ny(ref)[i1];
    const float len = sqrtf(rnx * rnx + rny * rny);
    const float ux = rnx / len, uy = rny / len; /* sat2d_poly_unit_normal(ref, i1) */
    const int k1 = incident_face(inc, ux, uy), k2 = k1 + 1 == inc->count ? 0 : k1 + 1;
    const float rx = sat2d_poly_x(ref)[i1], ry = sat2d_poly_y(ref)[i1];
    const float v1x = sat2d_poly_x(inc)[k1], v1y = sat2d_poly_y(inc)[k1];
    const float v2x = sat2d_poly_x(inc)[k2], v2y = sat2d_poly_y(inc)[k2];
    const float e1x = v1x - rx, e1y = v1y - ry, e2x = v2x - rx, e2y = v2y - ry;
    /* positions along the reference face's edge vector (-rny, rnx); the face spans [0, ll] */
    const float d1 = rnx * e1y - rny * e1x, d2 = rnx * e2y - rny * e2x;
    const float ll = rnx * rnx + rny * rny;
    const float s1 = (rnx * e1x + rny * e1y) / len, s2 = (rnx * e2x + rny * e2y) / len;
    m->nx = flip ? -ux : ux;
    m->ny = flip ? -uy : uy;
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
        return 1;
    }
    /* Nothing over the face (a corner meeting a corner, the incident face just past a side
     * plane): the deeper end of the incident face, unclipped; of ends as deep, the one nearer
     * the side plane (the first on a tie). Where that end is above the face by more than the
     * tolerance (slivers whose faces nearly coincide), the incident polygon's deepest corner,
     * whose separation is the reference face's. */
    const float out1 = d1 < 0 ? -d1 : d1 > ll ? d1 - ll : 0.0f;
    const float out2 = d2 < 0 ? -d2 : d2 > ll ? d2 - ll : 0.0f;
    const int second = s2 < s1 || (s2 == s1 && out2 < out1);
    const float ex = second ? v2x : v1x, ey = second ? v2y : v1y, es = second ? s2 : s1;
    const int j = flip ? jb : ja, end = es <= tol;
    m->x[0] = end ? ex : sat2d_poly_x(inc)[j];
    m->y[0] = end ? ey : sat2d_poly_y(inc)[j];
    m->sep[0] = end ? es : flip ? sb : sa;
    m->count = 1;
    return 1;
}
