/* Running a parsed case through a registry slot (a batch of one) and printing the answer. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "case_file.h"
#include "plugin_guard.h"

static sat2d_points_soa points_of(const sat2d_vec2 *p) {
    return (sat2d_points_soa){&p->x, &p->y};
}
static sat2d_circles_soa circles_of(const sat2d_circle *c) {
    return (sat2d_circles_soa){&c->c.x, &c->c.y, &c->r};
}
static sat2d_rects_soa rects_of(const sat2d_rect *r) {
    return (sat2d_rects_soa){&r->x, &r->y, &r->w, &r->h};
}
static sat2d_segments_soa segments_of(const sat2d_segment *s) {
    return (sat2d_segments_soa){&s->a.x, &s->a.y, &s->b.x, &s->b.y};
}

int sat2d_case_run(const sat2d_variant *v, const sat2d_case *c, sat2d_answer *out) {
    if (!sat2d_variant_has(v, c->test)) return 0;
    memset(out, 0, sizeof *out);
    uint8_t hit = 0;
    const sat2d_shape *a = &c->a, *b = &c->b;
    const sat2d_poly *pa = a->poly, *pb = b->poly;
    const sat2d_polygon *ga = a->polygon, *gb = b->polygon;
    sat2d_guard_enter_case(v, c); /* a contender may crash: say on which case (plugin_guard.h) */
    switch (c->test) {
    case SAT2D_POINT_POINT:
        v->point_point(points_of(&a->point), points_of(&b->point), 1, &hit);
        break;
    case SAT2D_POINT_CIRCLE:
        v->point_circle(points_of(&a->point), circles_of(&b->circle), 1, &hit);
        break;
    case SAT2D_POINT_RECT:
        v->point_rect(points_of(&a->point), rects_of(&b->rect), 1, &hit);
        break;
    case SAT2D_CIRCLE_CIRCLE:
        v->circle_circle(circles_of(&a->circle), circles_of(&b->circle), 1, &hit, &out->mtv);
        break;
    case SAT2D_RECT_RECT:
        v->rect_rect(rects_of(&a->rect), rects_of(&b->rect), 1, &hit, &out->mtv);
        break;
    case SAT2D_CIRCLE_RECT:
        v->circle_rect(circles_of(&a->circle), rects_of(&b->rect), 1, &hit);
        break;
    case SAT2D_POLY_POLY:
        v->poly_poly(&pa, &pb, 1, &hit, &out->mtv);
        break;
    case SAT2D_CIRCLE_POLY:
        v->circle_poly(circles_of(&a->circle), &pb, 1, &hit, &out->mtv);
        break;
    case SAT2D_POINT_POLYGON:
        v->point_polygon(points_of(&a->point), &gb, 1, &hit);
        break;
    case SAT2D_SEGMENT_SEGMENT:
        v->segment_segment(segments_of(&a->segment), segments_of(&b->segment), 1, &hit,
                           &out->point);
        break;
    case SAT2D_POLYGON_POLYGON:
        v->polygon_polygon(&ga, &gb, 1, &hit);
        break;
    case SAT2D_POLY_POLY_SWEEP:
        v->poly_poly_sweep(&pa, &pb, points_of(&c->sweep), 1, &hit, &out->toi);
        break;
    case SAT2D_BOUNDING_CIRCLE:
        v->bounding_circle(&pa, &pb, 1, &hit);
        break;
    case SAT2D_TRANSFORM:
        v->transform(a->transform, points_of(&b->point), 1, &out->point.x, &out->point.y);
        hit = 1;
        break;
    case SAT2D_TEST_COUNT:
        sat2d_guard_leave();
        return 0;
    }
    sat2d_guard_leave();
    out->hit = hit;
    return 1;
}

static int has_mtv(sat2d_test_id t) {
    return t == SAT2D_CIRCLE_CIRCLE || t == SAT2D_RECT_RECT || t == SAT2D_POLY_POLY ||
           t == SAT2D_CIRCLE_POLY;
}

/* Prints -0 as 0: the sign of a zero component carries no meaning in an answer. */
static double z(float v) {
    return v == 0 ? 0.0 : (double)v;
}

void sat2d_answer_format(const sat2d_case *c, const sat2d_answer *a, char *buf, size_t size) {
    if (c->test == SAT2D_TRANSFORM)
        snprintf(buf, size, "x=%.9g y=%.9g", z(a->point.x), z(a->point.y));
    else if (c->test == SAT2D_POLY_POLY_SWEEP && a->hit)
        snprintf(buf, size, "1 toi=%.9g nx=%.9g ny=%.9g", z(a->toi.t), z(a->toi.nx), z(a->toi.ny));
    else if (c->test == SAT2D_POLY_POLY_SWEEP)
        snprintf(buf, size, "0 toi=none");
    else if (has_mtv(c->test) && a->hit)
        snprintf(buf, size, "1 depth=%.9g nx=%.9g ny=%.9g", z(a->mtv.depth), z(a->mtv.nx),
                 z(a->mtv.ny));
    else if (c->test == SAT2D_SEGMENT_SEGMENT && a->hit)
        snprintf(buf, size, "1 x=%.9g y=%.9g", z(a->point.x), z(a->point.y));
    else
        snprintf(buf, size, "%d", a->hit ? 1 : 0);
}

static int close_to(float x, float y, float rel) {
    float scale = fmaxf(1.0f, fmaxf(fabsf(x), fabsf(y)));
    return fabsf(x - y) <= rel * scale;
}

int sat2d_answer_agree(const sat2d_case *c, const sat2d_answer *x, const sat2d_answer *y,
                       float rel) {
    if (c->test == SAT2D_TRANSFORM)
        return close_to(x->point.x, y->point.x, rel) && close_to(x->point.y, y->point.y, rel);
    if (x->hit != y->hit) return 0;
    if (!x->hit) return 1;
    /* Normals are not compared: where two axes tie for the least depth, either is right. */
    if (has_mtv(c->test)) return close_to(x->mtv.depth, y->mtv.depth, rel);
    if (c->test == SAT2D_POLY_POLY_SWEEP) return close_to(x->toi.t, y->toi.t, rel);
    if (c->test == SAT2D_SEGMENT_SEGMENT)
        return close_to(x->point.x, y->point.x, rel) && close_to(x->point.y, y->point.y, rel);
    return 1;
}
