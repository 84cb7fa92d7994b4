/* Running a parsed case through a registry slot (alone, or as every pair of a block) and printing
 * the answer. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "case_file.h"
#include "plugin_guard.h"

/* A case's inputs, n copies (n <= SAT2D_CASE_BLOCK), in the registry's SoA form: a[k] and b[k]
 * hold float k of shape A and shape B (x, y, then r, or w, h, or the second endpoint). */
typedef struct case_copies {
    float a[4][SAT2D_CASE_BLOCK], b[4][SAT2D_CASE_BLOCK], d[2][SAT2D_CASE_BLOCK];
    const sat2d_poly *pa[SAT2D_CASE_BLOCK], *pb[SAT2D_CASE_BLOCK];
    const sat2d_polygon *ga[SAT2D_CASE_BLOCK], *gb[SAT2D_CASE_BLOCK];
} case_copies;

/* What n copies were answered: one entry per copy. */
typedef struct case_outputs {
    uint8_t hit[SAT2D_CASE_BLOCK];
    sat2d_mtv mtv[SAT2D_CASE_BLOCK];
    sat2d_toi toi[SAT2D_CASE_BLOCK];
    sat2d_vec2 point[SAT2D_CASE_BLOCK];
    float x[SAT2D_CASE_BLOCK], y[SAT2D_CASE_BLOCK];
} case_outputs;

static void shape_floats(const sat2d_shape *s, float f[4]) {
    const sat2d_segment g = s->segment;
    switch (s->kind) {
    case SAT2D_SHAPE_POINT:
        f[0] = s->point.x, f[1] = s->point.y;
        break;
    case SAT2D_SHAPE_CIRCLE:
        f[0] = s->circle.c.x, f[1] = s->circle.c.y, f[2] = s->circle.r;
        break;
    case SAT2D_SHAPE_RECT:
        f[0] = s->rect.x, f[1] = s->rect.y, f[2] = s->rect.w, f[3] = s->rect.h;
        break;
    case SAT2D_SHAPE_SEGMENT:
        f[0] = g.a.x, f[1] = g.a.y, f[2] = g.b.x, f[3] = g.b.y;
        break;
    default: /* polygons go by pointer, a transform by value */
        break;
    }
}

static void copy_case(const sat2d_case *c, size_t n, case_copies *in) {
    float fa[4] = {0}, fb[4] = {0};
    shape_floats(&c->a, fa), shape_floats(&c->b, fb);
    for (size_t i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++)
            in->a[k][i] = fa[k], in->b[k][i] = fb[k];
        in->d[0][i] = c->sweep.x, in->d[1][i] = c->sweep.y;
        in->pa[i] = c->a.poly, in->pb[i] = c->b.poly;
        in->ga[i] = c->a.polygon, in->gb[i] = c->b.polygon;
    }
}

/* Runs n copies of the case through the variant's slot, asking for MTVs, times and points only
 * when `numbers` (a transform's points always); 0 if the variant lacks that slot. */
static int run_copies(const sat2d_variant *v, const sat2d_case *c, size_t n, int numbers,
                      case_outputs *out) {
    if (!sat2d_variant_has(v, c->test)) return 0;
    case_copies in;
    copy_case(c, n, &in);
    const sat2d_points_soa pa = {in.a[0], in.a[1]}, pb = {in.b[0], in.b[1]};
    const sat2d_points_soa sweep = {in.d[0], in.d[1]};
    const sat2d_circles_soa ca = {in.a[0], in.a[1], in.a[2]}, cb = {in.b[0], in.b[1], in.b[2]};
    const sat2d_rects_soa ra = {in.a[0], in.a[1], in.a[2], in.a[3]};
    const sat2d_rects_soa rb = {in.b[0], in.b[1], in.b[2], in.b[3]};
    const sat2d_segments_soa sa = {in.a[0], in.a[1], in.a[2], in.a[3]};
    const sat2d_segments_soa sb = {in.b[0], in.b[1], in.b[2], in.b[3]};
    sat2d_mtv *mtv = numbers ? out->mtv : NULL;
    memset(out, 0, sizeof *out);
    sat2d_guard_enter_case(v, c); /* a contender may crash: say on which case (plugin_guard.h) */
    switch (c->test) {
    case SAT2D_POINT_POINT:
        v->point_point(pa, pb, n, out->hit);
        break;
    case SAT2D_POINT_CIRCLE:
        v->point_circle(pa, cb, n, out->hit);
        break;
    case SAT2D_POINT_RECT:
        v->point_rect(pa, rb, n, out->hit);
        break;
    case SAT2D_CIRCLE_CIRCLE:
        v->circle_circle(ca, cb, n, out->hit, mtv);
        break;
    case SAT2D_RECT_RECT:
        v->rect_rect(ra, rb, n, out->hit, mtv);
        break;
    case SAT2D_CIRCLE_RECT:
        v->circle_rect(ca, rb, n, out->hit);
        break;
    case SAT2D_POLY_POLY:
        v->poly_poly(in.pa, in.pb, n, out->hit, mtv);
        break;
    case SAT2D_CIRCLE_POLY:
        v->circle_poly(ca, in.pb, n, out->hit, mtv);
        break;
    case SAT2D_POINT_POLYGON:
        v->point_polygon(pa, in.gb, n, out->hit);
        break;
    case SAT2D_SEGMENT_SEGMENT:
        v->segment_segment(sa, sb, n, out->hit, numbers ? out->point : NULL);
        break;
    case SAT2D_POLYGON_POLYGON:
        v->polygon_polygon(in.ga, in.gb, n, out->hit);
        break;
    case SAT2D_POLY_POLY_SWEEP:
        v->poly_poly_sweep(in.pa, in.pb, sweep, n, out->hit, numbers ? out->toi : NULL);
        break;
    case SAT2D_BOUNDING_CIRCLE:
        v->bounding_circle(in.pa, in.pb, n, out->hit);
        break;
    case SAT2D_TRANSFORM:
        v->transform(c->a.transform, pb, n, out->x, out->y);
        memset(out->hit, 1, n);
        break;
    case SAT2D_TEST_COUNT:
        sat2d_guard_leave();
        return 0;
    }
    sat2d_guard_leave();
    return 1;
}

static int has_mtv(sat2d_test_id t) {
    return t == SAT2D_CIRCLE_CIRCLE || t == SAT2D_RECT_RECT || t == SAT2D_POLY_POLY ||
           t == SAT2D_CIRCLE_POLY;
}

/* Tests whose slots can be asked for numbers (MTVs, times of impact, points); the others' slots
 * run the same either way. */
static int answers_numbers(sat2d_test_id t) {
    return has_mtv(t) || t == SAT2D_SEGMENT_SEGMENT || t == SAT2D_POLY_POLY_SWEEP;
}

/* Copy i of the outputs as an answer. */
static void answer_of(const sat2d_case *c, const case_outputs *o, size_t i, sat2d_answer *a) {
    memset(a, 0, sizeof *a);
    a->hit = o->hit[i];
    a->mtv = o->mtv[i], a->toi = o->toi[i];
    a->point = c->test == SAT2D_TRANSFORM ? (sat2d_vec2){o->x[i], o->y[i]} : o->point[i];
}

int sat2d_case_run(const sat2d_variant *v, const sat2d_case *c, sat2d_answer *out) {
    case_outputs o;
    if (!run_copies(v, c, 1, 1, &o)) return 0;
    answer_of(c, &o, 0, out);
    return 1;
}

/* Runs SAT2D_CASE_BLOCK copies of the case as one batch, asking for numbers only when
 * `numbers`; *out gets the first copy's answer. Returns 0 if the variant lacks the slot, 2 if
 * some copy was answered differently from the first, else 1. */
static int run_block(const sat2d_variant *v, const sat2d_case *c, int numbers, sat2d_answer *out) {
    case_outputs o;
    if (!run_copies(v, c, SAT2D_CASE_BLOCK, numbers, &o)) return 0;
    answer_of(c, &o, 0, out);
    char first[256], other[256];
    sat2d_answer_format(c, out, first, sizeof first);
    for (size_t i = 1; i < SAT2D_CASE_BLOCK; i++) {
        sat2d_answer a;
        answer_of(c, &o, i, &a);
        sat2d_answer_format(c, &a, other, sizeof other);
        if (strcmp(first, other) != 0) return 2;
    }
    return 1;
}

int sat2d_case_same_in_block(const sat2d_variant *v, const sat2d_case *c, const sat2d_answer *alone,
                             char lines[2][256]) {
    sat2d_answer verdict, numbers;
    int r_numbers = run_block(v, c, 1, &numbers), r_verdict = r_numbers;
    verdict = numbers;
    if (answers_numbers(c->test)) r_verdict = run_block(v, c, 0, &verdict);
    sat2d_answer_format(c, alone, lines[0], sizeof lines[0]);
    sat2d_answer_format(c, &numbers, lines[1], sizeof lines[1]);
    if (!r_numbers)
        snprintf(lines[1], sizeof lines[1], "no slot for this test");
    else if (r_numbers != 1 || r_verdict != 1)
        snprintf(lines[1], sizeof lines[1], "copies answered differently");
    else if (verdict.hit != alone->hit)
        snprintf(lines[1], sizeof lines[1], "%d (the verdict, no numbers asked)", verdict.hit);
    else
        return strcmp(lines[0], lines[1]) == 0;
    return 0;
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
