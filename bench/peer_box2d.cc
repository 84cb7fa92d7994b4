// Box2D 2.4 behind the C interface of peer_box2d.h. Box2D is C++, so this adapter is; it
// holds no benchmark logic (the bodies are C, the shim owns main).
#include "peer_box2d.h"

#include <box2d/box2d.h>

int sat2d_box2d_max_corners(void) {
    return b2_maxPolygonVertices;
}

void *sat2d_box2d_polygon(const float *x, const float *y, int n) {
    if (n < 3 || n > b2_maxPolygonVertices) return nullptr;
    b2Vec2 v[b2_maxPolygonVertices];
    for (int i = 0; i < n; i++)
        v[i].Set(x[i], y[i]);
    b2PolygonShape *shape = new b2PolygonShape();
    shape->Set(v, n);
    if (shape->m_count != n) { // Box2D welds close corners (and boxes a degenerate outline)
        delete shape;
        return nullptr;
    }
    shape->m_radius = 0.0f; // no skin: closed shapes, comparable verdicts
    return shape;
}

void sat2d_box2d_free(void *shape) {
    delete static_cast<b2PolygonShape *>(shape);
}

static const b2Transform &identity() {
    static b2Transform xf = [] {
        b2Transform t;
        t.SetIdentity();
        return t;
    }();
    return xf;
}

int sat2d_box2d_test_overlap(const void *a, const void *b) {
    return b2TestOverlap(static_cast<const b2PolygonShape *>(a), 0,
                         static_cast<const b2PolygonShape *>(b), 0, identity(), identity());
}

int sat2d_box2d_collide(const void *a, const void *b) {
    b2Manifold m;
    b2CollidePolygons(&m, static_cast<const b2PolygonShape *>(a), identity(),
                      static_cast<const b2PolygonShape *>(b), identity());
    return m.pointCount > 0;
}
