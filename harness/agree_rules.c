/* The agreement rule (agree_rules.h). */
#include "agree_rules.h"

#include <math.h>

/* Largest separation of the planes of e from the corners of o, per unit length, in double. */
double agree_planes_sep(const sat2d_convex_poly *e, const sat2d_convex_poly *o) {
    double best = -INFINITY;
    for (int i = 0; i < e->count; i++) {
        int k = (i + 1) % e->count;
        double ex = (double)sat2d_poly_x(e)[k] - sat2d_poly_x(e)[i];
        double ey = (double)sat2d_poly_y(e)[k] - sat2d_poly_y(e)[i];
        double len = sqrt(ex * ex + ey * ey), m = INFINITY;
        for (int j = 0; j < o->count; j++) {
            double s = ey * ((double)sat2d_poly_x(o)[j] - sat2d_poly_x(e)[i]) -
                       ex * ((double)sat2d_poly_y(o)[j] - sat2d_poly_y(e)[i]);
            m = s < m ? s : m;
        }
        best = fmax(best, m / len);
    }
    return best;
}

static int close_rel(float x, float y, float tol, float scale) {
    return fabsf(x - y) <= tol * fmaxf(1.0f, scale);
}

/* Distance from p to the segment ab, in double. */
static double point_segment(double px, double py, double ax, double ay, double bx, double by) {
    double ex = bx - ax, ey = by - ay, fx = px - ax, fy = py - ay, l = ex * ex + ey * ey;
    double u = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
    return hypot(fx - u * ex, fy - u * ey);
}

/* Least distance from an endpoint of either segment to the other one. */
static double segment_gap(const float *s, const float *t) {
    double d = fmin(point_segment(s[0], s[1], t[0], t[1], t[2], t[3]),
                    point_segment(s[2], s[3], t[0], t[1], t[2], t[3]));
    return fmin(d, fmin(point_segment(t[0], t[1], s[0], s[1], s[2], s[3]),
                        point_segment(t[2], t[3], s[0], s[1], s[2], s[3])));
}

/* Distance from p to the ring of n corners (x, y) (x[n] closes it), and whether p is left of
 * every edge (inside a counter-clockwise convex one). */
static double ring_distance(double px, double py, const float *x, const float *y, int n, int closed,
                            int *left) {
    double d = INFINITY;
    *left = 1;
    for (int i = 0; i < n; i++) {
        int k = closed ? i + 1 : (i + 1) % n;
        const double e = point_segment(px, py, x[i], y[i], x[k], y[k]);
        d = e < d ? e : d; /* not fmin: aarch64 gcc 12 crashes vectorising that reduction */
        *left &= ((double)x[k] - x[i]) * (py - y[i]) - ((double)y[k] - y[i]) * (px - x[i]) >= 0;
    }
    return d;
}

/* How far pair i is from changing its exact verdict, in double, for the `exact` variant, which
 * may differ from textbook on floats only where textbook's rounding can: inside the band
 * (distances of a point, a circle or an edge from the contact; see docs/agreement.md). */
double agree_exact_margin(sat2d_test_id t, const chunk *c, size_t i) {
    float *const *a = c->a, *const *b = c->b;
    double ax = a[0][i], ay = a[1][i], bx = b[0][i], by = b[1][i];
    switch (t) {
    case SAT2D_POINT_CIRCLE:
        return fabs(hypot(bx - ax, by - ay) - b[2][i]);
    case SAT2D_CIRCLE_CIRCLE:
        return fabs(hypot(bx - ax, by - ay) - ((double)a[2][i] + b[2][i]));
    case SAT2D_POINT_RECT:
        return fabs(fmax(fmax(bx - ax, ax - bx - b[2][i]), fmax(by - ay, ay - by - b[3][i])));
    case SAT2D_RECT_RECT:
        return fabs(fmax(fmax(bx - ax - a[2][i], ax - bx - b[2][i]),
                         fmax(by - ay - a[3][i], ay - by - b[3][i])));
    case SAT2D_CIRCLE_RECT: {
        double dx = fmax(fmax(bx - ax, 0), ax - bx - b[2][i]);
        double dy = fmax(fmax(by - ay, 0), ay - by - b[3][i]);
        return fabs(hypot(dx, dy) - a[2][i]);
    }
    case SAT2D_POLY_POLY:
        return c->margin[i];
    case SAT2D_CIRCLE_POLY: {
        const sat2d_convex_poly *p = c->pb[i];
        int in;
        double d = ring_distance(ax, ay, sat2d_poly_x(p), sat2d_poly_y(p), p->count, 0, &in);
        return fabs((in ? -d : d) - a[2][i]);
    }
    case SAT2D_POINT_POLYGON: {
        const sat2d_simple_polygon *g = c->gb[i];
        int in;
        return ring_distance(ax, ay, sat2d_polygon_x(g), sat2d_polygon_y(g), g->count, 1, &in);
    }
    case SAT2D_SEGMENT_SEGMENT: {
        const float s[4] = {a[0][i], a[1][i], a[2][i], a[3][i]};
        const float q[4] = {b[0][i], b[1][i], b[2][i], b[3][i]};
        return segment_gap(s, q);
    }
    case SAT2D_POLYGON_POLYGON: {
        const sat2d_simple_polygon *g = c->ga[i], *h = c->gb[i];
        double d = INFINITY;
        for (int j = 0; j < g->count; j++)
            for (int k = 0; k < h->count; k++) {
                const float s[4] = {sat2d_polygon_x(g)[j], sat2d_polygon_y(g)[j],
                                    sat2d_polygon_x(g)[j + 1], sat2d_polygon_y(g)[j + 1]};
                const float q[4] = {sat2d_polygon_x(h)[k], sat2d_polygon_y(h)[k],
                                    sat2d_polygon_x(h)[k + 1], sat2d_polygon_y(h)[k + 1]};
                const double e = segment_gap(s, q);
                d = e < d ? e : d; /* not fmin (aarch64 gcc 12, as above) */
            }
        return d;
    }
    case SAT2D_BOUNDING_CIRCLE: {
        const sat2d_convex_poly *p = c->pa[i], *q = c->pb[i];
        return fabs(hypot((double)q->cx - p->cx, (double)q->cy - p->cy) -
                    ((double)p->radius + q->radius));
    }
    default:
        return INFINITY; /* point_point: textbook is exact there */
    }
}

/* Compares pair i of a variant with the reference. exact_float: the variant is `exact` on
 * float pairs, where textbook rounds and may differ from it inside the band, measured for every
 * test (exact_margin); on the grid textbook is exact and `exact` must equal it. */
void agree_compare(sat2d_test_id t, int exact_twin, int exact_float, const chunk *c, size_t i,
                   const results *ref, const results *got, tally *tl) {
    tl->pairs++;
    tl->hits += ref->hit[i];
    if (ref->hit[i] != got->hit[i]) {
        if (exact_float ? agree_exact_margin(t, c, i) <= BAND_EPS * c->mag[i]
                        : !exact_twin && !c->grid && c->margin[i] <= BAND_EPS * c->mag[i])
            tl->in_band++;
        else
            tl->wrong++;
        return;
    }
    if (!ref->hit[i]) return;
    float scale = c->mag[i];
    int ok = 1;
    /* Twins round as the reference does; an independent formulation (a contender) is held to
     * the depth tolerance on points, times and transformed coordinates too. */
    switch (sat2d_test_info_of(t)->out) {
    case SAT2D_OUT_WORLD:
        ok = exact_twin ? ref->wx[i] == got->wx[i] && ref->wy[i] == got->wy[i]
                        : close_rel(ref->wx[i], got->wx[i], DEPTH_TOL, scale) &&
                              close_rel(ref->wy[i], got->wy[i], DEPTH_TOL, scale);
        break;
    case SAT2D_OUT_POINT:
        ok = exact_twin ? ref->point[i].x == got->point[i].x && ref->point[i].y == got->point[i].y
                        : close_rel(ref->point[i].x, got->point[i].x, DEPTH_TOL, scale) &&
                              close_rel(ref->point[i].y, got->point[i].y, DEPTH_TOL, scale);
        break;
    case SAT2D_OUT_TOI:
        ok = exact_twin ? ref->toi[i].t == got->toi[i].t && ref->toi[i].nx == got->toi[i].nx &&
                              ref->toi[i].ny == got->toi[i].ny
                        : close_rel(ref->toi[i].t, got->toi[i].t, DEPTH_TOL, 1.0f);
        break;
    case SAT2D_OUT_RAY: /* the fraction along the ray, which is at most 1; the normal is unit */
        ok = exact_twin ? ref->ray[i].t == got->ray[i].t && ref->ray[i].nx == got->ray[i].nx &&
                              ref->ray[i].ny == got->ray[i].ny
                        : close_rel(ref->ray[i].t, got->ray[i].t, DEPTH_TOL, 1.0f) &&
                              close_rel(ref->ray[i].nx, got->ray[i].nx, DEPTH_TOL, 1.0f) &&
                              close_rel(ref->ray[i].ny, got->ray[i].ny, DEPTH_TOL, 1.0f);
        break;
    case SAT2D_OUT_MTV: {
        float diff = fabsf(ref->mtv[i].depth - got->mtv[i].depth) / fmaxf(1.0f, scale);
        tl->worst_depth = fmaxf(tl->worst_depth, diff);
        ok = exact_twin ? ref->mtv[i].depth == got->mtv[i].depth
                        : close_rel(ref->mtv[i].depth, got->mtv[i].depth, DEPTH_TOL, scale);
        break;
    }
    case SAT2D_OUT_HIT:
        break;
    }
    if (!ok) tl->detail_wrong++;
}

/* Variants whose slot for t evaluates the reference's own expressions (exact twins). Only
 * poly_poly has independent formulations (unnorm, planes, corners, axes, batch). */
int agree_is_exact_twin(sat2d_test_id t) {
    return t != SAT2D_POLY_POLY;
}
