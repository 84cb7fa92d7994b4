/* The number claims of a hit against the exact oracle (see claims.h). */
#include <math.h>

#include "agree_rules.h"
#include "case_oracle.h"
#include "claims.h"
#include "oracle.h"
#include "oracle_ray.h"
#include "props.h"

/* The oracle's MTV axes of the current case, computed on first use and shared by every variant
 * (n_axes = -1 until then). */
static oracle_axis axes[4 * SAT2D_MAX_CORNERS];
static int n_axes = -1;

const char *claims_name(unsigned bit) {
    static const char *const names[NUM_CLAIMS] = {
        "mtv_axis", "mtv_depth",  "mtv_resolve",     "touch_at_t",      "exact_t",
        "ray_t",    "ray_normal", "manifold_normal", "manifold_points", "manifold_sep"};
    for (int i = 0; i < NUM_CLAIMS; i++)
        if (bit == 1u << i) return names[i];
    return "?";
}

void claims_forget_axes(void) {
    n_axes = -1;
}

case_truth claims_truth(const sat2d_case *c) {
    case_truth r = {0, 0, 0, 0, 0};
    claims_forget_axes();
    if (sat2d_test_info_of(c->test)->out == SAT2D_OUT_RAY) {
        oracle_ray_answer o = {0, 0, 0, 0, 0};
        if (c->test == SAT2D_RAY_CIRCLE) oracle_ray_circle(c->a.ray, c->b.circle, &o);
        if (c->test == SAT2D_RAY_RECT) oracle_ray_rect(c->a.ray, c->b.rect, &o);
        if (c->test == SAT2D_RAY_POLY) oracle_ray_poly(c->a.ray, case_outline_poly(c->b.poly), &o);
        return (case_truth){o.hit, o.t, o.nx, o.ny, o.inside};
    }
    if (c->test != SAT2D_POLY_POLY_SWEEP) {
        r.hit = case_oracle_verdict(c, 0, 0);
        return r;
    }
    r.hit = oracle_sweep(case_outline_poly(c->a.poly), case_outline_poly(c->b.poly), c->sweep,
                         &r.exact_t);
    oracle_sweep_normal(&r.nx, &r.ny);
    return r;
}

static int case_axes(const sat2d_case *c) {
    if (n_axes < 0)
        n_axes = oracle_poly_axes(case_outline_poly(c->a.poly), case_outline_poly(c->b.poly), axes);
    return n_axes;
}

int claims_least_faces(const sat2d_case *c, double tol) {
    const double d = claims_exact_depth(c);
    int faces = 0;
    for (int i = 0, n = case_axes(c); i < n; i++)
        faces += axes[i].depth <= d + tol;
    return faces;
}

double claims_exact_depth(const sat2d_case *c) {
    double d = INFINITY;
    for (int i = 0, n = case_axes(c); i < n; i++)
        if (axes[i].depth < d) d = axes[i].depth; /* a plain compare, as in props.c: not fmin */
    return d;
}

/* The MTV of circle_circle, rect_rect and circle_poly: mtv_depth (the depth is the least push,
 * computed in double from the raw shapes) and mtv_resolve (B moved by depth * normal touches
 * A: its signed gap is within tol of 0). */
static unsigned failing_small_mtv(const sat2d_case *c, const sat2d_answer *ans,
                                  const case_truth *truth, double tol) {
    const sat2d_mtv m = ans->mtv;
    double push, gap, mx = (double)m.depth * m.nx, my = (double)m.depth * m.ny;
    (void)truth;
    if (c->test == SAT2D_CIRCLE_CIRCLE) {
        sat2d_circle a = c->a.circle, b = c->b.circle;
        push = props_circle_circle_push(a, b);
        gap = hypot(b.c.x + mx - a.c.x, b.c.y + my - a.c.y) - ((double)a.r + b.r);
    } else if (c->test == SAT2D_RECT_RECT) {
        push = props_rect_rect_push(c->a.rect, c->b.rect);
        gap = props_rect_rect_separation(c->a.rect, c->b.rect, mx, my);
    } else {
        sat2d_circle a = c->a.circle;
        oracle_outline b = case_outline_poly(c->b.poly);
        push = a.r - props_signed_distance(a.c, b, 0, 0);
        gap = props_signed_distance(a.c, b, mx, my) - a.r;
    }
    return (fabs(m.depth - push) > tol ? NUM_MTV_DEPTH : 0u) |
           (fabs(gap) > tol ? NUM_MTV_RESOLVE : 0u);
}

/* The capsule tests' MTV: mtv_depth (the depth is the least push, minus the signed gap of the
 * rounded shapes in double) and mtv_resolve (B moved by depth * normal touches A). */
static unsigned failing_capsule_mtv(const sat2d_case *c, const sat2d_answer *ans,
                                    const case_truth *truth, double tol) {
    const sat2d_mtv m = ans->mtv;
    const double push = -case_capsule_gap(c, 0, 0);
    const double gap = case_capsule_gap(c, (double)m.depth * m.nx, (double)m.depth * m.ny);
    (void)truth;
    return (fabs(m.depth - push) > tol ? NUM_MTV_DEPTH : 0u) |
           (fabs(gap) > tol ? NUM_MTV_RESOLVE : 0u);
}

/* Capsules whose cores are apart push along their closest points: one direction. Where the
 * cores meet or nearly do, several axes may push alike. */
static int capsule_directions(const sat2d_case *c, double tol) {
    const double r = (double)c->a.capsule.r + c->b.capsule.r;
    return case_capsule_gap(c, 0, 0) + r > tol ? 1 : 2;
}

/* poly_poly's MTV: mtv_axis (a least-push face's normal and depth) and mtv_resolve (moving B by
 * depth * normal leaves them touching). */
static unsigned failing_poly_mtv(const sat2d_case *c, const sat2d_answer *ans,
                                 const case_truth *truth, double tol) {
    oracle_outline a = case_outline_poly(c->a.poly), b = case_outline_poly(c->b.poly);
    (void)truth;
    return (props_mtv_axis(axes, case_axes(c), ans->mtv, tol) ? 0u : NUM_MTV_AXIS) |
           (props_mtv_resolve(a, b, ans->mtv, tol) ? 0u : NUM_MTV_RESOLVE);
}

/* The sweep's time: touch_at_t (B moved by t * d touches A, so by convexity of the separation
 * in t they were apart before) and exact_t (t against the exact rational time). */
static unsigned failing_sweep(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                              double tol) {
    oracle_outline a = case_outline_poly(c->a.poly), b = case_outline_poly(c->b.poly);
    return (props_sweep_touch(a, b, c->sweep, ans->toi.t, tol) ? 0u : NUM_TOUCH_AT_T) |
           (props_sweep_toi(c->sweep, ans->toi.t, truth->exact_t, truth->nx, truth->ny, tol)
                ? 0u
                : NUM_EXACT_T);
}

/* 1 if the unit normal n of a line through (vx, vy) matches the answer's normal within
 * NORMAL_TOLERANCE and the answer's contact point (qx, qy) lies within tol of that line. */
static int ray_face(double nx, double ny, double vx, double vy, double qx, double qy,
                    const sat2d_ray_hit *h, double tol) {
    return hypot(h->nx - nx, h->ny - ny) <= NORMAL_TOLERANCE &&
           fabs(nx * (qx - vx) + ny * (qy - vy)) <= tol;
}

/* The distance from a ray's start to its shape's boundary, in double from the raw shapes: the
 * band's measure for rays (agree_ray_margin) of the ray cut to its start. */
static double start_distance(const sat2d_case *c) {
    float ray[SAT2D_SOA_FLOATS], b[SAT2D_SOA_FLOATS] = {0};
    sat2d_shape_floats(&c->a, ray), sat2d_shape_floats(&c->b, b);
    ray[4] = 0; /* tmax */
    return agree_ray_margin(c->test, ray, b, c->b.poly);
}

/* A ray cast's numbers. ray_t: 0 <= t <= tmax, and t is the exact first contact within tol
 * measured as distance along the contact normal n (|t - t*| |d . n|, the sweep's measure: a
 * grazing contact fixes t only loosely, its point tightly); a start in the shape answers t = 0,
 * within tol / |d| where the start lies within tol of the boundary. ray_normal: (0, 0) only for
 * a start in the shape, within tol of it along the ray, or within tol of its boundary (the float
 * test of a start inside errs by the start's distance to the shape, however shallow the ray: a
 * grazing ray from there may first meet the exact shape far along); else unit, and the outward
 * normal at the answer's contact point: the circle's radius direction there, or a side or edge
 * whose line the point lies within tol of. */
static unsigned failing_ray(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                            double tol) {
    const sat2d_ray r = c->a.ray;
    const sat2d_ray_hit *h = &ans->ray;
    const double dl = hypot(r.d.x, r.d.y), t = h->t;
    unsigned bad = 0;
    if (!(t >= 0 && t <= r.tmax)) bad |= NUM_RAY_T;
    if (truth->inside
            ? t * dl > tol
            : fabs(t - truth->exact_t) * fabs(r.d.x * truth->nx + r.d.y * truth->ny) > tol)
        bad |= NUM_RAY_T;
    if (h->nx == 0 && h->ny == 0)
        return bad | (truth->inside ||
                              (t == 0 && (truth->exact_t * dl <= tol || start_distance(c) <= tol))
                          ? 0u
                          : NUM_RAY_NORMAL);
    if (fabs(hypot(h->nx, h->ny) - 1) > NORMAL_TOLERANCE) return bad | NUM_RAY_NORMAL;
    const double qx = r.p.x + t * r.d.x, qy = r.p.y + t * r.d.y;
    int ok = 0;
    if (c->test == SAT2D_RAY_CIRCLE) {
        const double fx = qx - c->b.circle.c.x, fy = qy - c->b.circle.c.y, len = hypot(fx, fy);
        ok = len > 0 ? hypot(h->nx - fx / len, h->ny - fy / len) <= NORMAL_TOLERANCE + 2 * tol / len
                     : fabs(h->nx * r.d.x + h->ny * r.d.y + dl) <= NORMAL_TOLERANCE * dl;
    } else if (c->test == SAT2D_RAY_RECT) {
        const sat2d_rect b = c->b.rect;
        const double hx = (double)b.x + b.w, hy = (double)b.y + b.h;
        ok = ray_face(-1, 0, b.x, b.y, qx, qy, h, tol) || ray_face(1, 0, hx, hy, qx, qy, h, tol) ||
             ray_face(0, -1, b.x, b.y, qx, qy, h, tol) || ray_face(0, 1, hx, hy, qx, qy, h, tol);
    } else {
        const oracle_outline b = case_outline_poly(c->b.poly);
        for (int i = 0; i < b.n && !ok; i++) {
            const int k = (i + 1) % b.n;
            const double nx = (double)b.y[k] - b.y[i], ny = -((double)b.x[k] - b.x[i]);
            const double len = hypot(nx, ny);
            ok = ray_face(nx / len, ny / len, b.x[i], b.y[i], qx, qy, h, tol);
        }
    }
    return bad | (ok ? 0u : NUM_RAY_NORMAL);
}

/* A contact manifold's numbers, in double from the raw polygons. manifold_normal: the normal is
 * a least-push face's within NORMAL_TOLERANCE (mtv_axis with the exact least push as depth).
 * manifold_points: 1 or 2 points, each within tol of one polygon's boundary and within its
 * |separation| + tol of the other (a point of the incident face over the reference face is at
 * most its separation from the face's segment). manifold_sep: each separation is n . p - h_A
 * (A's supporting line along n) or h_B - n . p (B's along -n) within tol, and at most tol. */
static unsigned failing_manifold(const sat2d_case *c, const sat2d_answer *ans,
                                 const case_truth *truth, double tol) {
    const sat2d_manifold *m = &ans->manifold;
    const oracle_outline a = case_outline_poly(c->a.poly), b = case_outline_poly(c->b.poly);
    const sat2d_mtv axis = {(float)claims_exact_depth(c), m->nx, m->ny};
    unsigned bad = props_mtv_axis(axes, case_axes(c), axis, tol) ? 0u : NUM_MANIFOLD_NORMAL;
    (void)truth;
    if (m->count < 1 || m->count > 2) return bad | NUM_MANIFOLD_POINTS;
    double ha = -INFINITY, hb = INFINITY;
    for (int i = 0; i < a.n; i++) {
        const double s = (double)m->nx * a.x[i] + (double)m->ny * a.y[i];
        ha = s > ha ? s : ha;
    }
    for (int j = 0; j < b.n; j++) {
        const double s = (double)m->nx * b.x[j] + (double)m->ny * b.y[j];
        hb = s < hb ? s : hb;
    }
    for (int k = 0; k < m->count; k++) {
        const sat2d_vec2 p = {m->x[k], m->y[k]};
        const double s = m->sep[k], np = (double)m->nx * p.x + (double)m->ny * p.y;
        const double da = props_signed_distance(p, a, 0, 0), db = props_signed_distance(p, b, 0, 0);
        if (!((fabs(da) <= tol && db <= fabs(s) + tol) || (fabs(db) <= tol && da <= fabs(s) + tol)))
            bad |= NUM_MANIFOLD_POINTS;
        if (!(s <= tol && (fabs(s - (np - ha)) <= tol || fabs(s - (hb - np)) <= tol)))
            bad |= NUM_MANIFOLD_SEP;
    }
    return bad;
}

static int circle_directions(const sat2d_case *c, double tol) {
    /* concentric discs push any way */
    return hypot((double)c->b.circle.c.x - c->a.circle.c.x,
                 (double)c->b.circle.c.y - c->a.circle.c.y) <= tol
               ? 2
               : 1;
}

static int rect_directions(const sat2d_case *c, double tol) {
    return props_rect_rect_directions(c->a.rect, c->b.rect, tol);
}

static int poly_directions(const sat2d_case *c, double tol) {
    return props_mtv_directions(axes, case_axes(c), tol);
}

/* Which test makes which claims, and how each is judged: a new test with numbers adds its row
 * here. */
static const struct {
    number_claims claims;
    unsigned (*failing)(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                        double tol);
    int (*directions)(const sat2d_case *c, double tol); /* for symmetric_mtv */
} rows[SAT2D_TEST_COUNT] = {
    [SAT2D_CIRCLE_CIRCLE] = {{NUM_MTV_DEPTH | NUM_MTV_RESOLVE, 0, 1},
                             failing_small_mtv,
                             circle_directions},
    [SAT2D_RECT_RECT] = {{NUM_MTV_DEPTH | NUM_MTV_RESOLVE, 0, 1},
                         failing_small_mtv,
                         rect_directions},
    [SAT2D_POLY_POLY] = {{NUM_MTV_AXIS | NUM_MTV_RESOLVE, 1, 1}, failing_poly_mtv, poly_directions},
    [SAT2D_CIRCLE_POLY] = {{NUM_MTV_DEPTH | NUM_MTV_RESOLVE, 0, 0}, failing_small_mtv, NULL},
    [SAT2D_POLY_POLY_SWEEP] = {{NUM_TOUCH_AT_T | NUM_EXACT_T, 0, 0}, failing_sweep, NULL},
    [SAT2D_RAY_CIRCLE] = {{NUM_RAY_T | NUM_RAY_NORMAL, 0, 0}, failing_ray, NULL},
    [SAT2D_RAY_RECT] = {{NUM_RAY_T | NUM_RAY_NORMAL, 0, 0}, failing_ray, NULL},
    [SAT2D_RAY_POLY] = {{NUM_RAY_T | NUM_RAY_NORMAL, 0, 0}, failing_ray, NULL},
    [SAT2D_CAPSULE_CAPSULE] = {{NUM_MTV_DEPTH | NUM_MTV_RESOLVE, 0, 1},
                               failing_capsule_mtv,
                               capsule_directions},
    [SAT2D_CIRCLE_CAPSULE] = {{NUM_MTV_DEPTH | NUM_MTV_RESOLVE, 0, 0}, failing_capsule_mtv, NULL},
    [SAT2D_CAPSULE_POLY] = {{NUM_MTV_DEPTH | NUM_MTV_RESOLVE, 0, 0}, failing_capsule_mtv, NULL},
    [SAT2D_POLY_POLY_MANIFOLD] = {{NUM_MANIFOLD_NORMAL | NUM_MANIFOLD_POINTS | NUM_MANIFOLD_SEP, 0,
                                   1},
                                  failing_manifold,
                                  poly_directions},
};

const number_claims *claims_of(sat2d_test_id t) {
    return &rows[(unsigned)t < SAT2D_TEST_COUNT ? t : 0].claims;
}

unsigned claims_failing(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                        double tol) {
    if ((unsigned)c->test >= SAT2D_TEST_COUNT || !rows[c->test].failing) return 0;
    return rows[c->test].failing(c, ans, truth, tol);
}

int claims_mtv_directions(const sat2d_case *c, double tol) {
    if ((unsigned)c->test >= SAT2D_TEST_COUNT || !rows[c->test].directions) return 1;
    return rows[c->test].directions(c, tol);
}

unsigned claims_failing_hit(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                            double tol, int grid) {
    unsigned bad = claims_failing(c, ans, truth, tol);
    if (grid && claims_of(c->test)->grid_depth &&
        fabs(ans->mtv.depth - claims_exact_depth(c)) > tol)
        bad |= NUM_MTV_DEPTH;
    return bad;
}
