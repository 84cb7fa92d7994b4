/* The agreement rule (agree_rules.h). */
#include "agree_rules.h"

#include <math.h>
#include <string.h>

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

/* How far the segment s (ax, ay)-(bx, by) of a ray is from changing whether it meets the convex
 * outline of n corners (x, y), whose faces are the `axes` (m unit normals): if they meet, the
 * least overlap over those axes and the segment's normal (the push that separates them); else
 * the distance between them, least over the segment's ends to the outline's edges and the
 * corners to the segment. Degenerate outlines (a rectangle of size 0) are fine: the axes come
 * with them. */
static double ray_outline_margin(const double s[4], const double *x, const double *y, int n,
                                 const double (*axes)[2], int m) {
    double ux[SAT2D_MAX_CORNERS + 1], uy[SAT2D_MAX_CORNERS + 1];
    int k = 0;
    for (; k < m; k++)
        ux[k] = axes[k][0], uy[k] = axes[k][1];
    const double ex = s[2] - s[0], ey = s[3] - s[1], el = hypot(ex, ey);
    if (el > 0) ux[k] = -ey / el, uy[k] = ex / el, k++;
    double depth = INFINITY;
    for (int a = 0; a < k; a++) {
        double lo = INFINITY, hi = -INFINITY;
        for (int i = 0; i < n; i++) {
            const double v = ux[a] * x[i] + uy[a] * y[i];
            lo = v < lo ? v : lo, hi = v > hi ? v : hi;
        }
        const double g0 = ux[a] * s[0] + uy[a] * s[1], g1 = ux[a] * s[2] + uy[a] * s[3];
        const double overlap = fmin(hi - fmin(g0, g1), fmax(g0, g1) - lo);
        depth = overlap < depth ? overlap : depth;
    }
    if (depth >= 0) return depth;
    double d = INFINITY;
    for (int i = 0; i < n; i++) {
        const int j = (i + 1) % n;
        const double e = fmin(point_segment(s[0], s[1], x[i], y[i], x[j], y[j]),
                              point_segment(s[2], s[3], x[i], y[i], x[j], y[j]));
        const double f = point_segment(x[i], y[i], s[0], s[1], s[2], s[3]);
        d = e < d ? e : d, d = f < d ? f : d; /* not fmin (aarch64 gcc 12, as below) */
    }
    return d;
}

double agree_ray_margin(sat2d_test_id t, const float ray[5], const float b[4],
                        const sat2d_convex_poly *p) {
    const double s[4] = {ray[0], ray[1], (double)ray[0] + (double)ray[4] * ray[2],
                         (double)ray[1] + (double)ray[4] * ray[3]};
    if (t == SAT2D_RAY_CIRCLE)
        return fabs(point_segment(b[0], b[1], s[0], s[1], s[2], s[3]) - b[2]);
    double x[SAT2D_MAX_CORNERS], y[SAT2D_MAX_CORNERS], axes[SAT2D_MAX_CORNERS][2];
    int n = 0, m = 0;
    if (t == SAT2D_RAY_RECT) {
        const double x0 = b[0], y0 = b[1], x1 = x0 + b[2], y1 = y0 + b[3];
        const double cx[4] = {x0, x1, x1, x0}, cy[4] = {y0, y0, y1, y1};
        for (; n < 4; n++)
            x[n] = cx[n], y[n] = cy[n];
        axes[0][0] = 1, axes[0][1] = 0, axes[1][0] = 0, axes[1][1] = 1, m = 2;
    } else {
        for (; n < p->count; n++)
            x[n] = sat2d_poly_x(p)[n], y[n] = sat2d_poly_y(p)[n];
        for (; m < n; m++) {
            const int j = (m + 1) % n;
            const double nx = y[j] - y[m], ny = -(x[j] - x[m]), len = hypot(nx, ny);
            axes[m][0] = nx / len, axes[m][1] = ny / len;
        }
    }
    return ray_outline_margin(s, x, y, n, (const double(*)[2])axes, m);
}

/* agree_ray_margin of pair i of a chunk. */
static double ray_margin(sat2d_test_id t, const chunk *c, size_t i) {
    const float ray[5] = {c->a[0][i], c->a[1][i], c->a[2][i], c->a[3][i], c->a[4][i]};
    const float b[4] = {c->b[0][i], c->b[1][i], c->b[2][i], c->b[3][i]};
    return agree_ray_margin(t, ray, b, c->pb[i]);
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
    case SAT2D_RAY_CIRCLE:
    case SAT2D_RAY_RECT:
    case SAT2D_RAY_POLY:
        return ray_margin(t, c, i);
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
    case SAT2D_OUT_MANIFOLD: { /* every field is written on a hit, unused points as 0 */
        const sat2d_manifold *p = &ref->manifold[i], *q = &got->manifold[i];
        if (exact_twin) {
            ok = memcmp(p, q, sizeof *p) == 0;
            break;
        }
        ok = p->count == q->count && close_rel(p->nx, q->nx, DEPTH_TOL, 1.0f) &&
             close_rel(p->ny, q->ny, DEPTH_TOL, 1.0f);
        for (int k = 0; ok && k < p->count && k < 2; k++)
            ok = close_rel(p->x[k], q->x[k], DEPTH_TOL, scale) &&
                 close_rel(p->y[k], q->y[k], DEPTH_TOL, scale) &&
                 close_rel(p->sep[k], q->sep[k], DEPTH_TOL, scale);
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
