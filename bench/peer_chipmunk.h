/* bench/peer_chipmunk.h — Chipmunk2D 7 (Debian libchipmunk-dev) for the peer benchmarks:
 * cpPolyShape with radius 0 on one static body, world vertices cached once. */
#ifndef SAT2D_PEER_CHIPMUNK_H
#define SAT2D_PEER_CHIPMUNK_H

/* A Chipmunk polygon from n counter-clockwise corners; NULL if refused. */
void *sat2d_chipmunk_polygon(const float *x, const float *y, int n);

/* Frees a polygon from sat2d_chipmunk_polygon(). */
void sat2d_chipmunk_free(void *shape);

/* cpShapesCollide: 1 if the contact set has points. */
int sat2d_chipmunk_collide(const void *a, const void *b);

#endif
