/* sat2d/tests.h — the scalar reference of every collision test, one pair at a time, plus the
 * scalar trick variants and the documented pitfalls (docs/conventions.md#the-catalogue-of-tests).
 *
 * Every boolean returns 1 for a collision (touching included) and 0 otherwise. Optional
 * outputs (mtv, point, toi) may be NULL and are written only when the function returns 1.
 * Inputs are assumed valid (built by sat2d/build.h or checked). NaN never crashes: gap-style
 * tests (points, circles, rects, SAT, bounding circles) are written as !(gap > 0), so a NaN
 * gap never proves separation and they answer 1; crossing and sweep tests answer 0. */
#ifndef SAT2D_TESTS_H
#define SAT2D_TESTS_H

#include "sat2d/shapes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Minimum translation: moving B by depth * (nx, ny) leaves A and B touching; the unit normal
 * points from A to B, depth >= 0 (0 when they only touch). */
typedef struct sat2d_mtv {
    float depth, nx, ny;
} sat2d_mtv;

/* Time of impact of a sweep: first t in [0, 1] at which A and B touch, and the unit normal
 * (A to B) of the axis that separates them last; t = 0 with the MTV normal if they overlap
 * at the start. */
typedef struct sat2d_toi {
    float t, nx, ny;
} sat2d_toi;

/* What a ray cast answers on a hit: the fraction t in [0, tmax] of the first contact (the
 * point p + t * d) and the unit outward surface normal there; (0, 0) when the ray starts in
 * the closed shape (t = 0, no surface crossed). */
typedef struct sat2d_ray_hit {
    float t, nx, ny;
} sat2d_ray_hit;

/* A contact manifold of two convex polygons (docs/conventions.md#contact-manifolds): the unit
 * normal from A to B (a face normal of the reference polygon, negated when that is B), count
 * points (0 to 2) on the incident polygon's face clipped to the reference face, in the incident
 * face's order, and each point's separation: its signed distance from the reference face's line
 * (negative: that deep in the reference polygon). Unused points and separations are 0. */
typedef struct sat2d_manifold {
    float nx, ny;
    int32_t count;
    float x[2], y[2], sep[2];
} sat2d_manifold;

/* point_point: a and b are the same point. */
int sat2d_point_point(sat2d_vec2 a, sat2d_vec2 b);

/* point_circle: p lies in the closed disc c. */
int sat2d_point_circle(sat2d_vec2 p, sat2d_circle c);

/* point_rect: p lies in the closed rectangle r. */
int sat2d_point_rect(sat2d_vec2 p, sat2d_rect r);

/* circle_circle: the closed discs overlap (squared distances, no sqrt for the verdict); the
 * MTV normal is along the centre line, (1, 0) for concentric circles. */
int sat2d_circle_circle(sat2d_circle a, sat2d_circle b, sat2d_mtv *mtv);

/* rect_rect: the closed rectangles overlap; the MTV is the smallest push of B along x or y
 * (x on a tie), in the direction that needs the smaller push (+ on a tie). */
int sat2d_rect_rect(sat2d_rect a, sat2d_rect b, sat2d_mtv *mtv);

/* circle_rect: the closed disc meets the closed rectangle (clamp the centre, seed 004). */
int sat2d_circle_rect(sat2d_circle c, sat2d_rect r);

/* poly_poly, the reference (`textbook`, seeds 000-002): edge normals of both polygons,
 * recomputed and normalised on every call, both polygons projected on each axis, early exit
 * on the first separating axis. The MTV is the axis of least overlap (A's edges first, the
 * first one on a tie). Projections are taken relative to A's first corner (a local origin)
 * so that integer-grid inputs are decided exactly. */
int sat2d_poly_poly(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv);

/* poly_poly `unnorm` (seed 001, "cutting corners"): the stored unnormalised normals, no
 * sqrt and no division in the verdict; only the winning axis is normalised for the MTV. */
int sat2d_poly_poly_unnorm(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv);

/* poly_poly `planes` (seed 001's facing trick, Box2D's max separation): for each edge plane
 * of one polygon only the other polygon is projected, and the min over its corners is taken
 * without branches; separation = min_j dot(n_i, b_j - a_i). */
int sat2d_poly_poly_planes(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_mtv *mtv);

/* circle_poly: the closed disc (A) meets the convex polygon (B): the polygon's edge normals
 * plus the axis from the centre to the nearest corner, which the seed 002 version misses. */
int sat2d_circle_poly(sat2d_circle a, const sat2d_convex_poly *b, sat2d_mtv *mtv);

/* point_polygon: p lies in the simple polygon g (crossing number, seed 003 without its
 * bugs); every point of the boundary counts as inside. */
int sat2d_point_polygon(sat2d_vec2 p, const sat2d_simple_polygon *g);

/* segment_segment: the closed segments meet. *point is the intersection; for collinear
 * overlapping segments it is the point of the overlap nearest to a.a. Zero-length segments
 * are points. */
int sat2d_segment_segment(sat2d_segment a, sat2d_segment b, sat2d_vec2 *point);

/* polygon_polygon: the simple, possibly non-convex polygons overlap: an edge of one meets an
 * edge of the other, or one contains a corner of the other (containment both ways). */
int sat2d_polygon_polygon(const sat2d_simple_polygon *a, const sat2d_simple_polygon *b);

/* poly_poly_sweep: B moves by d over t in [0, 1] while A stays; 1 if they touch at some t,
 * with the earliest such t and its normal in *toi. */
int sat2d_poly_poly_sweep(const sat2d_convex_poly *a, const sat2d_convex_poly *b, sat2d_vec2 d,
                          sat2d_toi *toi);

/* bounding_circle: the polygons' stored bounding circles overlap (a cheap pre-check: 0 proves
 * the polygons are apart; 1 proves nothing). */
int sat2d_bounding_circle(const sat2d_convex_poly *a, const sat2d_convex_poly *b);

/* transform: world[i] = R * model[i] + p for n corners, in floats (seed 003 without its
 * integer truncation). The output may alias the input. */
void sat2d_transform_points(sat2d_transform xf, const float *model_x, const float *model_y,
                            size_t n, float *world_x, float *world_y);

/* ray_circle: the ray meets the closed disc c (docs/conventions.md#ray-casts). A start in
 * the disc hits at t = 0 with normal (0, 0). Otherwise, with f = p - c: the verdict needs no
 * square root (f . d < 0, the line's squared gap |d|^2 r^2 - (f x d)^2 >= 0, and the nearest
 * point within tmax or the end point in the disc); t = (|f|^2 - r^2) / (sqrt(disc) - f . d),
 * the form without cancellation, at most tmax; the normal is f + t d normalised. */
int sat2d_ray_circle(sat2d_ray r, sat2d_circle c, sat2d_ray_hit *hit);

/* ray_rect: the ray meets the closed rectangle b (slab test). A start in the rectangle hits at
 * t = 0 with normal (0, 0). Otherwise each axis on which p lies outside gives an entry fraction
 * (near side - p) / d, every axis an exit fraction (far side - p) / d; t is the largest entry,
 * the ray hits if t <= every exit and tmax; the normal is the entering side's, x on a tie. */
int sat2d_ray_rect(sat2d_ray r, sat2d_rect b, sat2d_ray_hit *hit);

/* ray_poly: the ray meets the closed convex polygon b. Each edge i with stored outward normal
 * n_i: num = n_i . (v_i - p), den = n_i . d. A start with every num >= 0 is inside: t = 0,
 * normal (0, 0). Otherwise t = max(0, the largest num / den over den < 0), the ray hits if no
 * edge has den == 0 and num < 0 and t <= tmax and every num / den over den > 0; the normal is
 * the unit normal of the entering edge of largest num / den, the lowest index on a tie. */
int sat2d_ray_poly(sat2d_ray r, const sat2d_convex_poly *b, sat2d_ray_hit *hit);

/* capsule_capsule: the closed capsules meet: their cores cross, or an end of one core lies
 * within ra + rb of the other core (squared distances, no sqrt or division for the verdict).
 * The MTV is along the cores' closest points, depth ra + rb - distance; where the cores meet,
 * the core normal of least penetration (docs/conventions.md#capsules). */
int sat2d_capsule_capsule(sat2d_capsule a, sat2d_capsule b, sat2d_mtv *mtv);

/* circle_capsule: the closed disc (A) meets the closed capsule (B): its centre lies within
 * ra + rb of B's core; the MTV as for capsule_capsule with A's core the centre. */
int sat2d_circle_capsule(sat2d_circle a, sat2d_capsule b, sat2d_mtv *mtv);

/* capsule_poly: the closed capsule (A) meets the convex polygon (B): no separating axis among
 * the polygon's edge normals, A's core normal and the axis from A's end to the polygon's
 * nearest corner (r |n| compared squared); the MTV is the axis of least penetration. */
int sat2d_capsule_poly(sat2d_capsule a, const sat2d_convex_poly *b, sat2d_mtv *mtv);

/* poly_poly_manifold: the convex polygons overlap (the planes form of SAT: every face's
 * separation min_j n_i . (v_j - a_i) / |n_i| <= 0), and their contact manifold by reference and
 * incident faces and clipping. The reference face is the face of greatest separation of A, or of
 * B where B's exceeds A's by more than the manifold tolerance 2^-20 (ra + rb) of the bounding
 * radii; the incident face the other polygon's face most anti-parallel to it (first on a tie);
 * its ends clipped to the reference face's side planes are kept where their separation is at
 * most the manifold tolerance (docs/conventions.md#contact-manifolds). */
int sat2d_poly_poly_manifold(const sat2d_convex_poly *a, const sat2d_convex_poly *b,
                             sat2d_manifold *m);

/* ---- Documented pitfalls: kept to measure their error rates, never to be used. ---- */

/* PITFALL (seed 002, first version): circle vs polygon on the polygon's edge normals only.
 * Reports a collision when the circle sits off a corner, outside both adjacent edges' slabs
 * but inside their projections: false positives near corners. */
int sat2d_pitfall_circle_poly_edges_only(sat2d_circle a, const sat2d_convex_poly *b,
                                         sat2d_mtv *mtv);

/* PITFALL (seeds 001, 003): non-convex pair tested by corner containment only. Misses pairs
 * whose edges cross while no corner lies inside the other (a plus sign of two bars). */
int sat2d_pitfall_polygon_polygon_corners_only(const sat2d_simple_polygon *a,
                                               const sat2d_simple_polygon *b);

/* PITFALL (seed 003): crossing number whose loop stops before the closing edge
 * (corner count-1 back to corner 0), so points whose ray crosses only that edge are wrong. */
int sat2d_pitfall_point_polygon_open_ring(sat2d_vec2 p, const sat2d_simple_polygon *g);

/* PITFALL (seed 003): rotated corners truncated to integers, as the seed's int casts do;
 * errors of up to one unit per coordinate. */
void sat2d_pitfall_transform_truncated(sat2d_transform xf, const float *model_x,
                                       const float *model_y, size_t n, float *world_x,
                                       float *world_y);

#ifdef __cplusplus
}
#endif
#endif
