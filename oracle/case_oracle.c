/* The exact verdict of a parsed case, its band, and the case as a line (case_oracle.h). */
#include "case_oracle.h"

#include <math.h>
#include <stdlib.h>

#include "agree_rules.h"
#include "detmath.h"
#include "oracle_ray.h"
#include "props.h"

oracle_outline case_outline_poly(const sat2d_convex_poly *p) {
    return (oracle_outline){sat2d_poly_x(p), sat2d_poly_y(p), p->count};
}
oracle_outline case_outline_polygon(const sat2d_simple_polygon *p) {
    return (oracle_outline){sat2d_polygon_x(p), sat2d_polygon_y(p), p->count};
}

/* The exact verdict of a case whose B is moved by (dx, dy) (0, 0 for the case itself). */
int case_oracle_verdict(const sat2d_case *c, float dx, float dy) {
    const sat2d_shape *a = &c->a, *b = &c->b;
    float bx[SAT2D_MAX_CORNERS], by[SAT2D_MAX_CORNERS];
    oracle_outline ob = {0};
    if (b->poly || b->polygon) {
        oracle_outline src =
            b->poly ? case_outline_poly(b->poly) : case_outline_polygon(b->polygon);
        for (int i = 0; i < src.n; i++)
            bx[i] = src.x[i] + dx, by[i] = src.y[i] + dy;
        ob = (oracle_outline){bx, by, src.n};
    }
    sat2d_vec2 bp = {b->point.x + dx, b->point.y + dy};
    sat2d_circle bc = {{b->circle.c.x + dx, b->circle.c.y + dy}, b->circle.r};
    sat2d_rect br = {b->rect.x + dx, b->rect.y + dy, b->rect.w, b->rect.h};
    sat2d_segment bs = {{b->segment.a.x + dx, b->segment.a.y + dy},
                        {b->segment.b.x + dx, b->segment.b.y + dy}};
    oracle_ray_answer ray;
    sat2d_capsule bk = {{b->capsule.a.x + dx, b->capsule.a.y + dy},
                        {b->capsule.b.x + dx, b->capsule.b.y + dy},
                        b->capsule.r};
    switch (c->test) {
    case SAT2D_POINT_POINT:
        return oracle_point_point(a->point, bp);
    case SAT2D_POINT_CIRCLE:
        return oracle_point_circle(a->point, bc);
    case SAT2D_POINT_RECT:
        return oracle_point_rect(a->point, br);
    case SAT2D_CIRCLE_CIRCLE:
        return oracle_circle_circle(a->circle, bc);
    case SAT2D_RECT_RECT:
        return oracle_rect_rect(a->rect, br);
    case SAT2D_CIRCLE_RECT:
        return oracle_circle_rect(a->circle, br);
    case SAT2D_POLY_POLY:
    case SAT2D_POLY_POLY_MANIFOLD:
        return oracle_poly_poly(case_outline_poly(a->poly), ob);
    case SAT2D_CIRCLE_POLY:
        return oracle_circle_poly(a->circle, ob);
    case SAT2D_POINT_POLYGON:
        return oracle_point_polygon(a->point, ob);
    case SAT2D_SEGMENT_SEGMENT:
        return oracle_segment_segment(a->segment, bs);
    case SAT2D_POLYGON_POLYGON:
        return oracle_polygon_polygon(case_outline_polygon(a->polygon), ob);
    case SAT2D_POLY_POLY_SWEEP:
        return oracle_sweep(case_outline_poly(a->poly), ob, c->sweep, NULL);
    case SAT2D_BOUNDING_CIRCLE:
        return oracle_discs(a->poly->cx, a->poly->cy, a->poly->radius, b->poly->cx + dx,
                            b->poly->cy + dy, b->poly->radius);
    case SAT2D_RAY_CIRCLE:
        return oracle_ray_circle(a->ray, bc, &ray);
    case SAT2D_RAY_RECT:
        return oracle_ray_rect(a->ray, br, &ray);
    case SAT2D_RAY_POLY:
        return oracle_ray_poly(a->ray, ob, &ray);
    case SAT2D_CAPSULE_CAPSULE:
        return oracle_capsule_capsule(a->capsule, bk);
    case SAT2D_CIRCLE_CAPSULE:
        return oracle_circle_capsule(a->circle, bk);
    case SAT2D_CAPSULE_POLY:
        return oracle_capsule_poly(a->capsule, ob);
    default:
        return -1;
    }
}

/* p lies within d of an edge of g (a zero-length segment against each edge). */
static int near_boundary(sat2d_vec2 p, oracle_outline g, double d) {
    sat2d_segment point = {p, p};
    for (int i = 0; i < g.n; i++) {
        int k = (i + 1) % g.n;
        sat2d_segment e = {{g.x[i], g.y[i]}, {g.x[k], g.y[k]}};
        if (props_segment_gap(point, e) <= d) return 1;
    }
    return 0;
}

/* Inside the band: for convex pairs, the SAT separation (gap or depth) is within
 * BAND * magnitude, for a sweep that of A and the region B sweeps; for segments, an endpoint is
 * that close to the other segment (the translations of B that make them meet form a parallelogram,
 * A - B, whose boundary is the four endpoint-to-segment distances away; for nearly parallel
 * segments it is too thin for sampled directions to find); for point_polygon and
 * polygon_polygon, a corner is that close to the other's boundary; for the other tests, moving
 * B by at most that much (d, d/2, ..., d/2^24) in one of 16 directions changes the exact
 * answer. */
int case_oracle_ambiguous(const sat2d_case *c, float magnitude, int truth) {
    double d = BAND * fmax(1.0, magnitude);
    if (c->test == SAT2D_POLY_POLY || c->test == SAT2D_POLY_POLY_MANIFOLD) {
        oracle_outline a = case_outline_poly(c->a.poly), b = case_outline_poly(c->b.poly);
        return fabs(props_separation(a, b)) <= d;
    }
    if (c->test == SAT2D_POLY_POLY_SWEEP) {
        /* like a pair at rest: sampled moves of B jump over a sliver thinner than the band */
        oracle_outline a = case_outline_poly(c->a.poly), b = case_outline_poly(c->b.poly);
        return fabs(props_sweep_separation(a, b, c->sweep)) <= d;
    }
    if (c->test == SAT2D_SEGMENT_SEGMENT) return props_segment_gap(c->a.segment, c->b.segment) <= d;
    /* Like segments: the ray's segment against B, whose contacts sampled moves can miss (a ray
     * along a rectangle of width 0 meets it only under moves exactly along it) */
    if (sat2d_test_info_of(c->test)->out == SAT2D_OUT_RAY) {
        float ray[SAT2D_SOA_FLOATS], b[SAT2D_SOA_FLOATS] = {0};
        sat2d_shape_floats(&c->a, ray), sat2d_shape_floats(&c->b, b);
        return agree_ray_margin(c->test, ray, b, c->b.poly) <= d;
    }
    /* Capsules: the signed distance of the rounded shapes moves by at most |m| under a move m
     * of B, so it is the distance from a change of the verdict (sampled moves miss thin
     * capsules as they miss segments). */
    if (c->test == SAT2D_CAPSULE_CAPSULE || c->test == SAT2D_CIRCLE_CAPSULE ||
        c->test == SAT2D_CAPSULE_POLY)
        return fabs(case_capsule_gap(c, 0, 0)) <= d;
    /* Like segments: 16 sampled moves miss a point next to a thin spike, so the band is the
     * point's distance to the boundary. */
    if (c->test == SAT2D_POINT_POLYGON)
        return near_boundary(c->a.point, case_outline_polygon(c->b.polygon), d);
    if (c->test == SAT2D_POLYGON_POLYGON) {
        /* A move of B changes the verdict only through a contact, a corner of one polygon on an
         * edge of the other, so the band is the corners' distances to the other's boundary:
         * sampled moves, 22.5 degrees apart, missed two corners 6e-8 apart that meet only under
         * moves within a 7-degree cone (data/regress/polygon_corner_wedges_band.cases). */
        oracle_outline a = case_outline_polygon(c->a.polygon),
                       b = case_outline_polygon(c->b.polygon);
        for (int i = 0; i < a.n; i++)
            if (near_boundary((sat2d_vec2){a.x[i], a.y[i]}, b, d)) return 1;
        for (int i = 0; i < b.n; i++)
            if (near_boundary((sat2d_vec2){b.x[i], b.y[i]}, a, d)) return 1;
        return 0;
    }
    /* Moves of d, d/2, ..., d/2^24 (the last far below a float step at M): a move of d alone
     * jumps over shapes smaller than d, as two discs of radius 0.04 at 63000, 4e-9 apart
     * (data/regress/circle_small_far_band.cases). Only disagreements get here: the cost is
     * rare. */
    for (int k = 0; k < 16; k++) {
        double co, si;
        det_sincos(k * 0.39269908169872414, &si, &co);
        for (int j = 0; j <= 24; j++) {
            const double m = ldexp(d, -j);
            if (case_oracle_verdict(c, (float)(m * co), (float)(m * si)) != truth) return 1;
        }
    }
    return 0;
}

/* The case as a case-file line (docs/case-format.md), replayable by `sat2d check`. */
void case_print(FILE *f, const sat2d_case *c) {
    char small[1024];
    const size_t need = sat2d_case_line(c, small, sizeof small) + 1;
    char *line = need > sizeof small ? malloc(need) : small;
    if (line != small && line) sat2d_case_line(c, line, need);
    fprintf(f, "%s\n", line ? line : small);
    if (line != small) free(line);
}
