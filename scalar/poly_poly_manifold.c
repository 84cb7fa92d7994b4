/* poly_poly_manifold, the reference `textbook`: the contact manifold of two convex polygons by
 * reference and incident faces and clipping (docs/conventions.md#contact-manifolds).
 *
 * Numerics, which the SIMD twins repeat operation for operation so that they agree bit for bit
 * (the steps after the face separations are shared with them, manifold_parts.h):
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

#include "manifold_parts.h"

/* The first face of `ref` of greatest separation from the corners of `inc` into *sep; stops at
 * the first face that separates them (separation > 0). */
static int max_separation(const sat2d_convex_poly *ref, const sat2d_convex_poly *inc, float *sep) {
    const float *nx = sat2d_poly_nx(ref), *ny = sat2d_poly_ny(ref);
    float best = -INFINITY;
    int at = 0;
    for (int i = 0; i < ref->count; i++) {
        float m = INFINITY;
        for (int j = 0; j < inc->count; j++) {
            const float s = sat2d_manifold_face_corner(ref, i, inc, j);
            if (s < m) m = s;
        }
        const float si = m / sqrtf(nx[i] * nx[i] + ny[i] * ny[i]);
        if (si > best) best = si, at = i;
        if (si > 0) break;
    }
    *sep = best;
    return at;
}

int sat2d_poly_poly_manifold(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                             sat2d_manifold *m) {
    float sa, sb;
    const int ia = max_separation(a, b, &sa);
    if (sa > 0) return 0;
    const int ib = max_separation(b, a, &sb);
    if (sb > 0) return 0;
    if (!m) return 1;
    const sat2d_manifold_ref r = sat2d_manifold_reference(a, b, sa, ia, sb, ib);
    float least = INFINITY;
    int k1 = 0;
    for (int k = 0; k < r.inc->count; k++) {
        const float d = sat2d_manifold_incidence(&r, k);
        if (d < least) least = d, k1 = k;
    }
    sat2d_manifold_clip(&r, k1, m);
    return 1;
}
