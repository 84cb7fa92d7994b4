// Box2D 2.4 behind the C interface of peer_box2d.h. Box2D is C++, so this adapter is; it
// holds no benchmark logic (the bodies are C, the shim owns main).
#include "peer_box2d.h"

#include <box2d/box2d.h>
#include <box2d/b2_time_of_impact.h> // not in box2d.h

int sat2d_box2d_max_corners(void) {
    return b2_maxPolygonVertices;
}

void *sat2d_box2d_polygon(const float *x, const float *y, int n) {
    if (n < 3 || n > b2_maxPolygonVertices) return nullptr;
    b2Vec2 v[b2_maxPolygonVertices];
    for (int i = 0; i < n; i++)
        v[i].Set(x[i], y[i]);
    // Box2D welds corners closer than half a slop, and a Debian build asserts (aborts) when
    // fewer than 3 remain (a rectangle of width 0, say): refuse those first, as welding would.
    const float weld = 0.5f * b2_linearSlop;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (b2DistanceSquared(v[i], v[j]) < weld * weld) return nullptr;
    b2PolygonShape *shape = new b2PolygonShape();
    shape->Set(v, n);
    if (shape->m_count != n) { // Box2D welds close corners (and boxes a degenerate outline)
        delete shape;
        return nullptr;
    }
    shape->m_radius = 0.0f; // no skin (b2_polygonRadius): closed shapes, comparable verdicts
    return shape;
}

void *sat2d_box2d_circle(float x, float y, float r) {
    if (!(r >= 0.0f)) return nullptr;
    b2CircleShape *shape = new b2CircleShape();
    // The centre goes in m_p (the shape's local position) rather than in a transform, so that
    // b2Mul(identity, m_p) hands Box2D exactly these floats (1*x - 0*y + 0 is x).
    shape->m_p.Set(x, y);
    shape->m_radius = r; // a circle's m_radius is its radius, not a skin
    return shape;
}

void sat2d_box2d_free(void *shape) {
    delete static_cast<b2Shape *>(shape); // b2Shape's destructor is virtual
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

int sat2d_box2d_manifold_points(const void *a, const void *b, int skinned) {
    b2Manifold m;
    b2PolygonShape pa = *static_cast<const b2PolygonShape *>(a),
                   pb = *static_cast<const b2PolygonShape *>(b);
    if (skinned) pa.m_radius = pb.m_radius = b2_polygonRadius;
    b2CollidePolygons(&m, &pa, identity(), &pb, identity());
    return m.pointCount;
}

int sat2d_box2d_collide_circles(const void *a, const void *b) {
    b2Manifold m;
    b2CollideCircles(&m, static_cast<const b2CircleShape *>(a), identity(),
                     static_cast<const b2CircleShape *>(b), identity());
    return m.pointCount > 0;
}

// Box2D's polygon radius is 0 here, so its "separation > radius" tests compare with the disc's
// radius alone: a closed test like sat2d's, but with unit normals and a face-centre projection
// (rounded differently from sat2d's exact squared form), so it may differ within rounding of
// contact.
int sat2d_box2d_collide_circle_polygon(const void *circle, const void *polygon) {
    b2Manifold m;
    b2CollidePolygonAndCircle(&m, static_cast<const b2PolygonShape *>(polygon), identity(),
                              static_cast<const b2CircleShape *>(circle), identity());
    return m.pointCount > 0;
}

static_assert(b2TOIOutput::e_unknown == static_cast<int>(SAT2D_BOX2D_TOI_UNKNOWN) &&
                  b2TOIOutput::e_failed == static_cast<int>(SAT2D_BOX2D_TOI_FAILED) &&
                  b2TOIOutput::e_overlapped == static_cast<int>(SAT2D_BOX2D_TOI_OVERLAPPED) &&
                  b2TOIOutput::e_touching == static_cast<int>(SAT2D_BOX2D_TOI_TOUCHING) &&
                  b2TOIOutput::e_separated == static_cast<int>(SAT2D_BOX2D_TOI_SEPARATED),
              "sat2d_box2d_toi_state mirrors b2TOIOutput::State");

// A sweep that only translates: no rotation (a0 = a = 0), centre of mass at the body origin,
// from `from` at t = 0 to `to` at t = 1.
static b2Sweep translation(b2Vec2 from, b2Vec2 to) {
    b2Sweep s;
    s.localCenter.SetZero();
    s.c0 = from;
    s.c = to;
    s.a0 = s.a = 0.0f;
    s.alpha0 = 0.0f;
    return s;
}

// How b2TimeOfImpact's answer differs from sat2d's exact closed-set sweep:
// - It is conservative advancement to a target separation, not a contact test. With both
//   radii 0 the target is b2_linearSlop (0.005) and the tolerance a quarter of it: it reports
//   touching at the first t1 where the GJK distance drops below target + tolerance (0.00625),
//   and the root finder stops anywhere in [target - tolerance, target + tolerance]. So a pair
//   whose closest approach is below about 0.00625 without ever touching is a hit for Box2D and
//   a miss for sat2d, and Box2D's t is earlier than the exact t by about 0.005 divided by the
//   closing speed along the contact normal (it stops the bodies a slop apart, on purpose).
// - Pairs that overlap or touch at t = 0 (GJK distance 0) are e_overlapped, t = 0, as sat2d
//   answers them (hit at t = 0); pairs that start apart but closer than 0.00625 are
//   e_touching at t = 0, where sat2d reports their real (later) contact or a miss.
// - Distances are float GJK results with its own rounding, so the 0.00625 threshold is
//   itself approximate; exact touching (distance 0) is not a special case for Box2D.
// - With translation only, the separation along any fixed axis is linear in t, so the
//   "may miss intermediate collisions" caveat of the header (which is about rotation) does not
//   apply: up to rounding, a pair that truly touches is never e_separated; it can only be
//   e_failed, which sat2d_box2d_toi_hit counts as a miss. Box2D's hits are therefore sat2d's
//   plus the near misses within about a slop.
sat2d_box2d_toi_state sat2d_box2d_time_of_impact(const void *a, const void *b, float dx, float dy,
                                                 float *t) {
    b2TOIInput in;
    // A proxy only points at the polygon's corners and copies its count and radius (0), as
    // b2World::SolveTOI sets its proxies per call, so this is part of the measured call.
    in.proxyA.Set(static_cast<const b2PolygonShape *>(a), 0);
    in.proxyB.Set(static_cast<const b2PolygonShape *>(b), 0);
    in.sweepA = translation(b2Vec2(0.0f, 0.0f), b2Vec2(0.0f, 0.0f));
    in.sweepB = translation(b2Vec2(0.0f, 0.0f), b2Vec2(dx, dy));
    in.tMax = 1.0f;
    b2TOIOutput out;
    b2TimeOfImpact(&out, &in);
    if (t) *t = out.t;
    return static_cast<sat2d_box2d_toi_state>(out.state);
}

int sat2d_box2d_toi_hit(sat2d_box2d_toi_state state) {
    return state == SAT2D_BOX2D_TOI_TOUCHING || state == SAT2D_BOX2D_TOI_OVERLAPPED;
}

int sat2d_box2d_ray_cast(const void *shape, float px, float py, float dx, float dy, float tmax) {
    b2RayCastInput in;
    in.p1.Set(px, py);
    in.p2.Set(px + dx, py + dy); // Box2D's segment form: the fraction runs over p1..p2
    in.maxFraction = tmax;
    b2RayCastOutput out;
    return static_cast<const b2Shape *>(shape)->RayCast(&out, in, identity(), 0);
}
