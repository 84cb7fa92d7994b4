/* bench/peers/peer_box2d.h — Box2D 2.4 (Debian libbox2d-dev) behind a C interface, for the peer
 * benchmarks. Polygons are b2PolygonShape with the skin radius set to 0 and circles are
 * b2CircleShape whose m_radius is the disc's own radius, so that verdicts compare with
 * sat2d's closed shapes; Box2D allows at most 8 corners. Every shape sits at an identity
 * transform (its coordinates are world coordinates), as sat2d's do. */
#ifndef SAT2D_PEER_BOX2D_H
#define SAT2D_PEER_BOX2D_H

#ifdef __cplusplus
extern "C" {
#endif

/* Most corners a Box2D polygon may have (b2_maxPolygonVertices). */
int sat2d_box2d_max_corners(void);

/* A Box2D polygon from n counter-clockwise corners (n <= the maximum); NULL if refused. */
void *sat2d_box2d_polygon(const float *x, const float *y, int n);

/* A Box2D circle (a closed disc) of centre (x, y) and radius r; NULL if refused. */
void *sat2d_box2d_circle(float x, float y, float r);

/* Frees a polygon or a circle from this adapter (NULL is ignored). */
void sat2d_box2d_free(void *shape);

/* b2TestOverlap (GJK distance) of two polygons at identity transforms: 1 if they overlap. */
int sat2d_box2d_test_overlap(const void *a, const void *b);

/* b2CollidePolygons (SAT with clipping): 1 if the manifold has contact points. */
int sat2d_box2d_collide(const void *a, const void *b);

/* b2CollidePolygons' manifold: its point count (0 to 2), of the polygons as built here (no
 * skin) or, with skinned = 1, of copies carrying Box2D's default skin b2_polygonRadius each, as
 * a Box2D world's polygons do (points up to twice the skin apart are then reported). */
int sat2d_box2d_manifold_points(const void *a, const void *b, int skinned);

/* b2CollideCircles: 1 if the manifold has a contact point (|c_b - c_a|^2 <= (r_a + r_b)^2 in
 * float, the same expression as sat2d_circle_circle). */
int sat2d_box2d_collide_circles(const void *a, const void *b);

/* b2CollidePolygonAndCircle for sat2d's circle_poly(circle, polygon): Box2D takes the polygon
 * first, so the arguments are swapped inside; 1 if the manifold has a contact point. */
int sat2d_box2d_collide_circle_polygon(const void *circle, const void *polygon);

/* b2Shape::RayCast of sat2d's ray p + t d, t in [0, tmax], against a circle or a polygon of this
 * adapter (p1 = p, p2 = p + d in float, maxFraction = tmax): 1 on a hit. Box2D reports no hit for
 * a ray that starts inside the shape (sat2d: a hit at t = 0), and compares its fractions with
 * products of its own rounding (numerator < lower * denominator), so near a grazing contact
 * its verdict may differ within rounding. */
int sat2d_box2d_ray_cast(const void *shape, float px, float py, float dx, float dy, float tmax);

/* b2TOIOutput::State, in Box2D's order (checked at compile time in peer_box2d.cc). */
typedef enum sat2d_box2d_toi_state {
    SAT2D_BOX2D_TOI_UNKNOWN,
    SAT2D_BOX2D_TOI_FAILED,     /* the search gave up (out of iterations, or s(t1) below target) */
    SAT2D_BOX2D_TOI_OVERLAPPED, /* GJK distance <= 0 where the search stood (t = 0) */
    SAT2D_BOX2D_TOI_TOUCHING,   /* came within linearSlop (+- tolerance) at *t */
    SAT2D_BOX2D_TOI_SEPARATED   /* stays further apart than that over [0, 1] */
} sat2d_box2d_toi_state;

/* b2TimeOfImpact of two polygons for sat2d's sweep convention: A fixed at the identity, B
 * translated (never rotated) by (dx, dy) over t in [0, 1]; *t receives Box2D's time (tMax = 1
 * when separated). See peer_box2d.cc for how its answer differs from the exact closed one. */
sat2d_box2d_toi_state sat2d_box2d_time_of_impact(const void *a, const void *b, float dx, float dy,
                                                 float *t);

/* The verdict the benchmark compares with sat2d's sweep: touching or overlapped within the
 * step. A failed search counts as a miss: Box2D itself (b2World::SolveTOI) acts only on
 * touching, so a failure leaves the pair to the next discrete step, with no impact. */
int sat2d_box2d_toi_hit(sat2d_box2d_toi_state state);

#ifdef __cplusplus
}
#endif
#endif
