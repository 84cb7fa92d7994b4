/* bench/peers/peer_chipmunk.h — Chipmunk2D 7 (Debian libchipmunk-dev) for the peer benchmarks:
 * cpPolyShape with radius 0, cpCircleShape and cpSegmentShape (capsules) on one static body, world
 * vertices cached once. Chipmunk computes in double (cpFloat), from sat2d's floats converted
 * exactly. */
#ifndef SAT2D_PEER_CHIPMUNK_H
#define SAT2D_PEER_CHIPMUNK_H

/* A Chipmunk polygon from n counter-clockwise corners; NULL if refused. */
void *sat2d_chipmunk_polygon(const float *x, const float *y, int n);

/* A Chipmunk circle of centre (x, y) and radius r; NULL if refused. */
void *sat2d_chipmunk_circle(float x, float y, float r);

/* A Chipmunk segment shape with a radius (a capsule: core (ax, ay) to (bx, by), radius r); NULL
 * if refused. */
void *sat2d_chipmunk_segment(float ax, float ay, float bx, float by, float r);

/* Frees a shape from sat2d_chipmunk_polygon(), _circle() or _segment() (NULL is ignored). */
void sat2d_chipmunk_free(void *shape);

/* cpShapesCollide's contact points: how many (0 to 2 for two polygons). */
int sat2d_chipmunk_contact_points(const void *a, const void *b);

/* cpShapesCollide on any two of these shapes (Chipmunk orders them by kind itself): 1 if the
 * contact set has points. */
int sat2d_chipmunk_collide(const void *a, const void *b);

/* cpShapeSegmentQuery (radius 0) of the segment from p to p + tmax d, in double, against a shape
 * of this adapter: 1 on a hit. A segment that starts inside the shape hits at t = 0, as in
 * sat2d. */
int sat2d_chipmunk_segment_query(const void *shape, float px, float py, float dx, float dy,
                                 float tmax);
#endif
