// box2d_overlap: Box2D 2.4's b2TestOverlap as a sat2d contender, the way an engine that uses
// Box2D would wrap its own overlap test to have sat2d check it, benchmark it beside every
// variant and guard it with perfcheck.
//
// The verdict is Box2D's: b2TestOverlap (GJK distance below 10 * b2_epsilon) on polygons
// with skin radius 0, as bench/peers/peer_box2d.cc runs it, so shapes are closed like sat2d's.
// sat2d's polygons are stored counter-clockwise, which is what Box2D expects; their corners
// are copied into a b2PolygonShape directly rather than through b2PolygonShape::Set, which
// would weld corners closer than b2_linearSlop and recompute the hull (that would change the
// shapes under test). b2PolygonShape holds at most b2_maxPolygonVertices (8) corners; a larger
// polygon is handed to the same GJK call through a b2DistanceProxy over its corners, which is
// b2TestOverlap's own body with a longer vertex list.
//
// b2TestOverlap gives no push vector, but sat2d's poly_poly slot may be asked for one (the
// property runner checks it on every hit), so the wrapper computes the minimum translation
// itself, by the separating axis theorem over both polygons' faces in double: the least push
// of B along either direction of any face normal. Benchmarks ask for verdicts only, so they
// time Box2D and the copy of the corners alone.
#include <cmath>
#include <cstddef>
#include <cstdint>

#include <box2d/b2_distance.h> // b2Distance: not in box2d.h
#include <box2d/box2d.h>

#include <sat2d/plugin.h>

namespace {

const b2Transform &identity() {
    static const b2Transform xf = [] {
        b2Transform t;
        t.SetIdentity();
        return t;
    }();
    return xf;
}

// Copies polygon p's corners into out (room for SAT2D_MAX_CORNERS).
void corners_of(const sat2d_convex_poly *p, b2Vec2 *out) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    for (int i = 0; i < p->count; i++)
        out[i].Set(x[i], y[i]);
}

// Box2D's verdict for one pair of sat2d polygons: 1 when they overlap or touch.
int box2d_overlap(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    if (a->count <= b2_maxPolygonVertices && b->count <= b2_maxPolygonVertices) {
        b2PolygonShape sa, sb; // corners, count and radius are all b2TestOverlap reads
        corners_of(a, sa.m_vertices);
        corners_of(b, sb.m_vertices);
        sa.m_count = a->count, sb.m_count = b->count;
        sa.m_radius = sb.m_radius = 0.0f; // no skin: a closed test like sat2d's
        return b2TestOverlap(&sa, 0, &sb, 0, identity(), identity()) ? 1 : 0;
    }
    static thread_local b2Vec2 va[SAT2D_MAX_CORNERS], vb[SAT2D_MAX_CORNERS];
    corners_of(a, va);
    corners_of(b, vb);
    b2DistanceInput input;
    input.proxyA.Set(va, a->count, 0.0f);
    input.proxyB.Set(vb, b->count, 0.0f);
    input.transformA = identity();
    input.transformB = identity();
    input.useRadii = true;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    return output.distance < 10.0f * b2_epsilon ? 1 : 0; // b2TestOverlap's threshold
}

// Least and greatest projection of p's corners on the unit axis (ux, uy).
void project(const sat2d_convex_poly *p, double ux, double uy, double *lo, double *hi) {
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    *lo = INFINITY, *hi = -INFINITY;
    for (int i = 0; i < p->count; i++) {
        const double s = ux * x[i] + uy * y[i];
        *lo = s < *lo ? s : *lo;
        *hi = s > *hi ? s : *hi;
    }
}

// Folds the faces of `faces` into *best: for each face's unit normal u, moving B by
// (max A - min B) along u, or by (max B - min A) along -u, leaves the pair touching.
void least_push(const sat2d_convex_poly *faces, const sat2d_convex_poly *a,
                const sat2d_convex_poly *b, sat2d_mtv *best) {
    const float *nx = sat2d_poly_nx(faces), *ny = sat2d_poly_ny(faces);
    for (int i = 0; i < faces->count; i++) {
        const double len = std::sqrt((double)nx[i] * nx[i] + (double)ny[i] * ny[i]);
        const double ux = nx[i] / len, uy = ny[i] / len;
        double a_lo, a_hi, b_lo, b_hi;
        project(a, ux, uy, &a_lo, &a_hi);
        project(b, ux, uy, &b_lo, &b_hi);
        const double forward = a_hi - b_lo, backward = b_hi - a_lo;
        if (forward < best->depth) *best = {(float)forward, (float)ux, (float)uy};
        if (backward < best->depth) *best = {(float)backward, (float)-ux, (float)-uy};
    }
}

// The registry's poly_poly batch signature: pair i is a[i] against b[i].
void box2d_poly_poly(const sat2d_convex_poly *const *a, const sat2d_convex_poly *const *b, size_t n,
                     uint8_t *hit, sat2d_mtv *mtv) {
    for (size_t i = 0; i < n; i++) {
        hit[i] = (uint8_t)box2d_overlap(a[i], b[i]);
        if (mtv && hit[i]) {
            mtv[i] = {INFINITY, 1.0f, 0.0f};
            least_push(a[i], a[i], b[i], &mtv[i]);
            least_push(b[i], a[i], b[i], &mtv[i]);
        }
    }
}

sat2d_variant make_variant() {
    sat2d_variant v{}; // every other slot NULL: skipped by sat2d
    v.name = "b2_test_overlap";
    v.summary = "Box2D 2.4 b2TestOverlap (skin radius 0) wrapped as a contender";
    v.kind = SAT2D_KIND_TRICK;
    v.isa = SAT2D_ISA_NONE;
    v.poly_poly = box2d_poly_poly;
    return v;
}

const sat2d_variant box2d_variant = make_variant();
const sat2d_variant *const variants[] = {&box2d_variant};

sat2d_plugin make_plugin() {
    sat2d_plugin p{};
    p.abi_version = SAT2D_PLUGIN_ABI_VERSION;
    p.struct_size = sizeof(sat2d_plugin);
    p.name = "box2d_overlap";
    p.variant_count = sizeof variants / sizeof *variants;
    p.variants = variants;
    return p;
}

const sat2d_plugin plugin = make_plugin();

} // namespace

// The entry point sat2d looks up with dlsym (C linkage): returns this plugin's table.
extern "C" SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void) {
    return &plugin;
}
