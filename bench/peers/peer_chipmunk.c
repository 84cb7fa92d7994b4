/* Chipmunk2D 7 as a benchmark peer (see peer_chipmunk.h). */
#include "peer_chipmunk.h"

#include <chipmunk/chipmunk.h>
#include <stdlib.h>

/* All peer shapes hang on one static body at the origin: identity transforms, as for sat2d. */
static cpBody *shared_body(void) {
    static cpBody *body;
    if (!body) body = cpBodyNewStatic();
    return body;
}

/* cpShapesCollide reads the world-space data (tc, planes) that cpShapeUpdate caches. */
static void *placed(cpShape *shape) {
    if (shape) cpShapeUpdate(shape, cpTransformIdentity);
    return shape;
}

void *sat2d_chipmunk_polygon(const float *x, const float *y, int n) {
    cpVect *v = malloc(sizeof *v * (size_t)n);
    if (!v) return NULL;
    for (int i = 0; i < n; i++)
        v[i] = cpv(x[i], y[i]);
    cpShape *shape = cpPolyShapeNewRaw(shared_body(), n, v, 0.0);
    free(v);
    return placed(shape);
}

/* Chipmunk 7's circle-circle test is open (distsq < (r_a + r_b)^2, in double): exactly
 * touching discs do not collide there, while they do in sat2d; circle-polygon is closed
 * (GJK distance <= r). */
void *sat2d_chipmunk_circle(float x, float y, float r) {
    if (!(r >= 0.0f)) return NULL;
    return placed(cpCircleShapeNew(shared_body(), r, cpv(x, y)));
}

/* A segment with a radius is Chipmunk's capsule; without neighbours set, its ends are round. */
void *sat2d_chipmunk_segment(float ax, float ay, float bx, float by, float r) {
    if (!(r >= 0.0f)) return NULL;
    return placed(cpSegmentShapeNew(shared_body(), cpv(ax, ay), cpv(bx, by), r));
}

void sat2d_chipmunk_free(void *shape) {
    if (shape) cpShapeFree(shape);
}

int sat2d_chipmunk_collide(const void *a, const void *b) {
    cpContactPointSet set = cpShapesCollide(a, b);
    return set.count > 0;
}

int sat2d_chipmunk_contact_points(const void *a, const void *b) {
    return cpShapesCollide(a, b).count;
}

int sat2d_chipmunk_segment_query(const void *shape, float px, float py, float dx, float dy,
                                 float tmax) {
    cpSegmentQueryInfo info;
    const cpVect a = cpv(px, py), b = cpv(px + (cpFloat)tmax * dx, py + (cpFloat)tmax * dy);
    return cpShapeSegmentQuery(shape, a, b, 0.0, &info);
}
