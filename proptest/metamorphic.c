/* Exact symmetries of grid cases (see metamorphic.h). */
#include "metamorphic.h"

#include <math.h>

#include "props.h"

const char *metamorphic_name(metamorphic_kind kind) {
    static const char *const names[METAMORPHIC_KINDS] = {"translation", "quarter turn",
                                                         "corner order", "winding"};
    return kind < METAMORPHIC_KINDS ? names[kind] : "?";
}

/* a + b in float, clearing *exact when the sum rounds (a nudged corner a few ulps off the grid
 * can lose its nudge when moved into a coarser binade). */
static float exact_sum(float a, float b, int *exact) {
    /* Knuth's TwoSum: err is exactly (a + b) - s (a double sum would itself round 2^-149 + 49) */
    float s = a + b, bb = s - a, err = (a - (s - bb)) + (b - bb);
    *exact = *exact && err == 0.0f;
    return s;
}

static sat2d_vec2 move_point(sat2d_vec2 p, metamorphic_kind kind, int dx, int dy, int *exact) {
    if (kind == METAMORPHIC_TRANSLATE)
        return (sat2d_vec2){exact_sum(p.x, (float)dx, exact), exact_sum(p.y, (float)dy, exact)};
    if (kind == METAMORPHIC_QUARTER_TURN) return (sat2d_vec2){-p.y, p.x};
    return p;
}

/* Corner list of n corners (xs, ys) moved by kind into v; order and winding permute it. */
static void move_ring(const float *xs, const float *ys, int n, metamorphic_kind kind, int dx,
                      int dy, int k, sat2d_vec2 *v, int *exact) {
    for (int i = 0; i < n; i++) {
        sat2d_vec2 p = move_point((sat2d_vec2){xs[i], ys[i]}, kind, dx, dy, exact);
        if (kind == METAMORPHIC_CORNER_ORDER)
            v[(i + n - k % n) % n] = p;
        else if (kind == METAMORPHIC_WINDING)
            v[n - 1 - i] = p;
        else
            v[i] = p;
    }
}

static int move_shape(const sat2d_shape *s, metamorphic_kind kind, int dx, int dy, int k,
                      sat2d_shape *out, int *exact) {
    sat2d_vec2 v[SAT2D_MAX_CORNERS];
    *out = *s;
    out->poly = NULL, out->polygon = NULL;
    switch (s->kind) {
    case SAT2D_SHAPE_POINT:
        out->point = move_point(s->point, kind, dx, dy, exact);
        return 1;
    case SAT2D_SHAPE_CIRCLE: {
        out->circle.c = move_point(s->circle.c, kind, dx, dy, exact);
        return 1;
    }
    case SAT2D_SHAPE_RECT:
        if (kind == METAMORPHIC_TRANSLATE) {
            out->rect.x = exact_sum(s->rect.x, (float)dx, exact);
            out->rect.y = exact_sum(s->rect.y, (float)dy, exact);
        } else if (kind == METAMORPHIC_QUARTER_TURN) {
            /* corners (x..x+w, y..y+h) turn to (-(y+h)..-y, x..x+w): min corner and swapped size */
            out->rect = (sat2d_rect){-exact_sum(s->rect.y, s->rect.h, exact), s->rect.x, s->rect.h,
                                     s->rect.w};
        }
        return 1;
    case SAT2D_SHAPE_RAY: /* the start moves, the direction turns; order and winding: nothing */
        out->ray.p = move_point(s->ray.p, kind, dx, dy, exact);
        if (kind == METAMORPHIC_QUARTER_TURN) out->ray.d = (sat2d_vec2){-s->ray.d.y, s->ray.d.x};
        return 1;
    case SAT2D_SHAPE_SEGMENT: {
        sat2d_vec2 a = move_point(s->segment.a, kind, dx, dy, exact);
        sat2d_vec2 b = move_point(s->segment.b, kind, dx, dy, exact);
        if (kind == METAMORPHIC_CORNER_ORDER || kind == METAMORPHIC_WINDING) {
            sat2d_vec2 t = a;
            a = b, b = t;
        }
        out->segment = (sat2d_segment){a, b};
        return 1;
    }
    case SAT2D_SHAPE_CAPSULE: { /* corner order and winding: the core's ends swapped */
        sat2d_vec2 a = move_point(s->capsule.a, kind, dx, dy, exact);
        sat2d_vec2 b = move_point(s->capsule.b, kind, dx, dy, exact);
        if (kind == METAMORPHIC_CORNER_ORDER || kind == METAMORPHIC_WINDING) {
            sat2d_vec2 t = a;
            a = b, b = t;
        }
        out->capsule = (sat2d_capsule){a, b, s->capsule.r};
        return 1;
    }
    case SAT2D_SHAPE_POLY:
        move_ring(sat2d_poly_x(s->poly), sat2d_poly_y(s->poly), s->poly->count, kind, dx, dy, k, v,
                  exact);
        out->poly = sat2d_poly_create(v, s->poly->count, NULL);
        return out->poly != NULL;
    case SAT2D_SHAPE_POLYGON:
        move_ring(sat2d_polygon_x(s->polygon), sat2d_polygon_y(s->polygon), s->polygon->count, kind,
                  dx, dy, k, v, exact);
        out->polygon = sat2d_polygon_create(v, s->polygon->count, NULL);
        return out->polygon != NULL;
    default: /* transforms are checked by their own properties */
        return 0;
    }
}

/* 1 if q's bounding circle is p's moved by (dx, dy) exactly. The builder's centre is the mean
 * of the corners rounded to float, which a translation can round the other way, and with it
 * bounding_circle's verdict on circles that nearly touch. */
static int circle_moved(const sat2d_convex_poly *p, const sat2d_convex_poly *q, int dx, int dy) {
    return (double)p->cx + dx == q->cx && (double)p->cy + dy == q->cy && p->radius == q->radius;
}

int metamorphic_case(const sat2d_case *c, metamorphic_kind kind, int dx, int dy, int k,
                     sat2d_case *out) {
    int exact = 1;
    *out = *c;
    out->a.poly = out->b.poly = NULL, out->a.polygon = out->b.polygon = NULL;
    if (!move_shape(&c->a, kind, dx, dy, k, &out->a, &exact) ||
        !move_shape(&c->b, kind, dx, dy, k, &out->b, &exact) || !exact) {
        sat2d_case_free(out);
        return exact ? -1 : 0;
    }
    if (c->test == SAT2D_BOUNDING_CIRCLE && kind == METAMORPHIC_TRANSLATE &&
        !(circle_moved(c->a.poly, out->a.poly, dx, dy) &&
          circle_moved(c->b.poly, out->b.poly, dx, dy))) {
        sat2d_case_free(out);
        return 0;
    }
    if (kind == METAMORPHIC_QUARTER_TURN) out->sweep = (sat2d_vec2){-c->sweep.y, c->sweep.x};
    return 1;
}

int metamorphic_swap(const sat2d_case *c, sat2d_case *out) {
    if (c->a.kind != c->b.kind || c->test == SAT2D_POLY_POLY_SWEEP || c->test == SAT2D_TRANSFORM)
        return 0;
    *out = *c;
    out->a = c->b, out->b = c->a;
    return 1;
}

/* The points and separations of two manifolds of the same count, the points of `after` taken
 * back by (bx, by) and turned back when `turned`, within tol. */
static int same_points(const sat2d_manifold *before, const sat2d_manifold *after, double bx,
                       double by, int turned, double tol) {
    if (before->count != after->count) return 0;
    for (int k = 0; k < before->count && k < 2; k++) {
        double x = (double)after->x[k] - bx, y = (double)after->y[k] - by;
        if (turned) { /* (x, y) = (-y0, x0): back to (y, -x) */
            const double t = x;
            x = y, y = -t;
        }
        if (!(fabs(x - before->x[k]) <= tol && fabs(y - before->y[k]) <= tol &&
              fabs((double)after->sep[k] - before->sep[k]) <= tol))
            return 0;
    }
    return 1;
}

int metamorphic_manifold_moved(const sat2d_manifold *before, const sat2d_manifold *after,
                               metamorphic_kind kind, int dx, int dy, double tol) {
    if (kind == METAMORPHIC_TRANSLATE)
        return hypot((double)after->nx - before->nx, (double)after->ny - before->ny) <=
                   NORMAL_TOLERANCE &&
               same_points(before, after, dx, dy, 0, tol);
    if (kind == METAMORPHIC_QUARTER_TURN)
        return hypot((double)after->nx + before->ny, (double)after->ny - before->nx) <=
                   NORMAL_TOLERANCE &&
               same_points(before, after, 0, 0, 1, tol);
    return 1;
}

int metamorphic_manifold_swapped(const sat2d_manifold *m, const sat2d_manifold *swapped,
                                 int same_faces, double tol) {
    return hypot((double)m->nx + swapped->nx, (double)m->ny + swapped->ny) <= NORMAL_TOLERANCE &&
           (!same_faces || same_points(m, swapped, 0, 0, 0, tol));
}
