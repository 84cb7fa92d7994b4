/* bench/peer_box2d.h — Box2D 2.4 (Debian libbox2d-dev) behind a C interface, for the peer
 * benchmarks. Shapes are b2PolygonShape with the skin radius set to 0 so that verdicts
 * compare with sat2d's closed shapes; Box2D allows at most 8 corners. */
#ifndef SAT2D_PEER_BOX2D_H
#define SAT2D_PEER_BOX2D_H

#ifdef __cplusplus
extern "C" {
#endif

/* Most corners a Box2D polygon may have (b2_maxPolygonVertices). */
int sat2d_box2d_max_corners(void);

/* A Box2D polygon from n counter-clockwise corners (n <= the maximum); NULL if refused. */
void *sat2d_box2d_polygon(const float *x, const float *y, int n);

/* Frees a polygon from sat2d_box2d_polygon(). */
void sat2d_box2d_free(void *shape);

/* b2TestOverlap (GJK distance) at identity transforms: 1 if the shapes overlap. */
int sat2d_box2d_test_overlap(const void *a, const void *b);

/* b2CollidePolygons (SAT with clipping): 1 if the manifold has contact points. */
int sat2d_box2d_collide(const void *a, const void *b);

#ifdef __cplusplus
}
#endif
#endif
