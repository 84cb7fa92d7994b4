/* The signed gap of a capsule pair in double (case_oracle.h): the distance between the cores
 * (A's core and B's core or polygon) minus the radii where they are apart; where they meet,
 * minus the least SAT overlap of the cores over their normals (the polygon's edge normals and
 * the cores' own), which for meeting convex sets is the depth of the origin in their Minkowski
 * difference. Products of float differences carry ~1e-16 relative error, far below the band
 * and the MTV tolerances this is compared with. */
#include <math.h>

#include "case_oracle.h"

typedef struct dv {
    double x, y;
} dv;

static double cross3(dv o, dv a, dv b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static double point_segment(dv p, dv a, dv b) {
    double ex = b.x - a.x, ey = b.y - a.y, fx = p.x - a.x, fy = p.y - a.y, l = ex * ex + ey * ey;
    double u = l > 0 ? fmax(0, fmin(1, (fx * ex + fy * ey) / l)) : 0;
    return hypot(fx - u * ex, fy - u * ey);
}

static int opposite(double x, double y) {
    return (x > 0 && y < 0) || (x < 0 && y > 0);
}

/* Distance between the closed segments ab and cd (0 where they cross). */
static double segment_distance(dv a, dv b, dv c, dv d) {
    if (opposite(cross3(a, b, c), cross3(a, b, d)) && opposite(cross3(c, d, a), cross3(c, d, b)))
        return 0;
    double m = fmin(point_segment(a, c, d), point_segment(b, c, d));
    return fmin(m, fmin(point_segment(c, a, b), point_segment(d, a, b)));
}

/* The SAT overlap of two point sets along the normal of the edge e (INFINITY for e = 0). */
static double overlap(dv e, const dv *p, int np, const dv *q, int nq) {
    double len = hypot(e.x, e.y);
    if (!(len > 0)) return INFINITY;
    double ux = -e.y / len, uy = e.x / len, plo = INFINITY, phi = -INFINITY, qlo = INFINITY,
           qhi = -INFINITY;
    for (int i = 0; i < np; i++) {
        double v = p[i].x * ux + p[i].y * uy;
        plo = fmin(plo, v), phi = fmax(phi, v);
    }
    for (int i = 0; i < nq; i++) {
        double v = q[i].x * ux + q[i].y * uy;
        qlo = fmin(qlo, v), qhi = fmax(qhi, v);
    }
    return fmin(phi - qlo, qhi - plo);
}

/* 1 if some axis of the Minkowski difference of the segment ab and the convex
 * counter-clockwise outline q strictly separates them: an edge of q with both ends outside its
 * line, or the core's line with every corner of q on one side. Unnormalised cross products:
 * exact on the integer grid, so a segment through a corner (distance 0 only up to rounding)
 * still meets. */
static int segment_poly_apart(dv a, dv b, const dv *q, int n) {
    for (int i = 0; i < n; i++) {
        dv c = q[i], d = q[(i + 1) % n];
        if (cross3(c, d, a) < 0 && cross3(c, d, b) < 0) return 1;
    }
    if (a.x == b.x && a.y == b.y) return 0; /* a point: the edges decide */
    int left = 0, right = 0;
    for (int i = 0; i < n; i++) {
        double s = cross3(a, b, q[i]);
        left = left || s >= 0;
        right = right || s <= 0;
    }
    return !(left && right);
}

/* Signed distance of the segment ab from the convex counter-clockwise outline q (n corners). */
static double segment_poly(dv a, dv b, const dv *q, int n) {
    double dist = INFINITY;
    for (int i = 0; i < n; i++)
        dist = fmin(dist, segment_distance(a, b, q[i], q[(i + 1) % n]));
    if (segment_poly_apart(a, b, q, n)) return dist;
    const dv s[2] = {a, b};
    double pen = overlap((dv){b.x - a.x, b.y - a.y}, s, 2, q, n);
    for (int i = 0; i < n; i++) {
        dv c = q[i], d = q[(i + 1) % n];
        pen = fmin(pen, overlap((dv){d.x - c.x, d.y - c.y}, s, 2, q, n));
    }
    return -pen;
}

/* Signed distance of two segments: apart, their distance; meeting, minus the least overlap. */
static double segment_segment(dv a, dv b, dv c, dv d) {
    double dist = segment_distance(a, b, c, d);
    if (dist > 0) return dist;
    const dv s[2] = {a, b}, t[2] = {c, d};
    double pen = fmin(overlap((dv){b.x - a.x, b.y - a.y}, s, 2, t, 2),
                      overlap((dv){d.x - c.x, d.y - c.y}, s, 2, t, 2));
    return isinf(pen) ? 0 : -pen; /* two points: only their distance, here 0 */
}

double case_capsule_gap(const sat2d_case *c, double dx, double dy) {
    const sat2d_capsule *kb = &c->b.capsule;
    const dv b0 = {kb->a.x + dx, kb->a.y + dy}, b1 = {kb->b.x + dx, kb->b.y + dy};
    switch (c->test) {
    case SAT2D_CAPSULE_CAPSULE: {
        const sat2d_capsule *k = &c->a.capsule;
        const dv a0 = {k->a.x, k->a.y}, a1 = {k->b.x, k->b.y};
        return segment_segment(a0, a1, b0, b1) - ((double)k->r + kb->r);
    }
    case SAT2D_CIRCLE_CAPSULE: {
        const dv p = {c->a.circle.c.x, c->a.circle.c.y};
        return segment_segment(p, p, b0, b1) - ((double)c->a.circle.r + kb->r);
    }
    case SAT2D_CAPSULE_POLY: {
        const sat2d_capsule *k = &c->a.capsule;
        const sat2d_convex_poly *p = c->b.poly;
        static dv q[SAT2D_MAX_CORNERS]; /* single-threaded, as the oracle */
        for (int i = 0; i < p->count; i++)
            q[i] = (dv){sat2d_poly_x(p)[i] + dx, sat2d_poly_y(p)[i] + dy};
        return segment_poly((dv){k->a.x, k->a.y}, (dv){k->b.x, k->b.y}, q, p->count) - k->r;
    }
    default:
        return NAN;
    }
}
