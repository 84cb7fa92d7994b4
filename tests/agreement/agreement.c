/* sat2d-agreement: every registered non-pitfall variant against the reference (`textbook`)
 * on seeded random pairs of every test, in two modes:
 *   grid:  integer coordinates (|v| <= 1024) with exact touching pairs; every verdict must be
 *          identical, MTV depths and times within 1e-5 of the shape size;
 *   float: general floats at scales 1e-3..1e4 (some far from the origin). Twins that mirror
 *          the reference expression by expression must agree exactly; poly_poly variants
 *          (different projection orders) may differ only inside the ambiguity band
 *          |separation| <= 2^-16 * (coordinate magnitude), counted and printed. `exact`
 *          (the truth, where textbook rounds) may differ from textbook inside the band of
 *          every test it fills (exact_margin), and nowhere on the grid.
 * and every batch size in {0,1,3,4,5,7,8,9,1000+r}, each with arrays allocated to exactly n
 * elements (the sanitizer build catches a read past the end).
 * The documented pitfalls run on the same pairs and their error rates are printed (and written
 * with --pitfalls-json FILE), never asserted.
 * Usage: sat2d-agreement [PAIRS_PER_MODE] [SEED] [--pitfalls-json FILE]; defaults 100000 and
 * 1. Last line:
 * "N passed, N failed" over the (test, variant, mode) checks.
 * --plugin PATH (repeatable) adds a contender (docs/plugins.md), checked like any variant. The
 * run then happens in a child process, and each contender first answers every pair alone with
 * its case line recorded, then the batch: a crash is reported with the contender's name, the
 * case line, and exit status 3. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agree_rules.h"
#include "args.h"
#include "gen.h"
#include "plugin_guard.h"
#include "plugin_load.h"

#define CHUNK 4000

/* Pointers to the inputs of n pairs of one test. */
typedef struct view {
    const float *a[4], *b[4], *d[2];
    const sat2d_convex_poly *const *pa, *const *pb;
    const sat2d_simple_polygon *const *ga, *const *gb;
    sat2d_transform xf;
} view;

static int run_slots(const sat2d_variant *v, sat2d_test_id t, const view *w, size_t n,
                     const results *r) {
    sat2d_points_soa pa = {w->a[0], w->a[1]}, pb = {w->b[0], w->b[1]}, pd = {w->d[0], w->d[1]};
    sat2d_circles_soa ca = {w->a[0], w->a[1], w->a[2]}, cb = {w->b[0], w->b[1], w->b[2]};
    sat2d_rects_soa ra = {w->a[0], w->a[1], w->a[2], w->a[3]};
    sat2d_rects_soa rb = {w->b[0], w->b[1], w->b[2], w->b[3]};
    sat2d_segments_soa sa = {w->a[0], w->a[1], w->a[2], w->a[3]};
    sat2d_segments_soa sb = {w->b[0], w->b[1], w->b[2], w->b[3]};
    if (!sat2d_variant_has(v, t)) return 0;
    switch (t) {
    case SAT2D_POINT_POINT:
        v->point_point(pa, pb, n, r->hit);
        break;
    case SAT2D_POINT_CIRCLE:
        v->point_circle(pa, cb, n, r->hit);
        break;
    case SAT2D_POINT_RECT:
        v->point_rect(pa, rb, n, r->hit);
        break;
    case SAT2D_CIRCLE_CIRCLE:
        v->circle_circle(ca, cb, n, r->hit, r->mtv);
        break;
    case SAT2D_RECT_RECT:
        v->rect_rect(ra, rb, n, r->hit, r->mtv);
        break;
    case SAT2D_CIRCLE_RECT:
        v->circle_rect(ca, rb, n, r->hit);
        break;
    case SAT2D_POLY_POLY:
        v->poly_poly(w->pa, w->pb, n, r->hit, r->mtv);
        break;
    case SAT2D_CIRCLE_POLY:
        v->circle_poly(ca, w->pb, n, r->hit, r->mtv);
        break;
    case SAT2D_POINT_POLYGON:
        v->point_polygon(pa, w->gb, n, r->hit);
        break;
    case SAT2D_SEGMENT_SEGMENT:
        v->segment_segment(sa, sb, n, r->hit, r->point);
        break;
    case SAT2D_POLYGON_POLYGON:
        v->polygon_polygon(w->ga, w->gb, n, r->hit);
        break;
    case SAT2D_POLY_POLY_SWEEP:
        v->poly_poly_sweep(w->pa, w->pb, pd, n, r->hit, r->toi);
        break;
    case SAT2D_BOUNDING_CIRCLE:
        v->bounding_circle(w->pa, w->pb, n, r->hit);
        break;
    case SAT2D_TRANSFORM:
        v->transform(w->xf, pa, n, r->wx, r->wy);
        memset(r->hit, 1, n);
        break;
    case SAT2D_TEST_COUNT:
        return 0;
    }
    return 1;
}

/* Pair i of a view and those after it. */
static view view_at(const view *w, size_t i) {
    view u = *w;
    for (int k = 0; k < 4; k++)
        u.a[k] = w->a[k] + i, u.b[k] = w->b[k] + i;
    u.d[0] = w->d[0] + i, u.d[1] = w->d[1] + i;
    u.pa = w->pa + i, u.pb = w->pb + i, u.ga = w->ga + i, u.gb = w->gb + i;
    return u;
}

/* Pair i of a view as a case of test t (shapes borrowed, never freed): the crash guard's line. */
static sat2d_case case_of(sat2d_test_id t, const view *w, size_t i) {
    sat2d_case c = {.test = t};
    sat2d_shape *s[2] = {&c.a, &c.b};
    const float *const *in[2] = {w->a, w->b};
    /* The shape kinds of each test's A and B, in the order of sat2d_test_id. */
    static const sat2d_shape_kind kinds[SAT2D_TEST_COUNT][2] = {
        [SAT2D_POINT_POINT] = {SAT2D_SHAPE_POINT, SAT2D_SHAPE_POINT},
        [SAT2D_POINT_CIRCLE] = {SAT2D_SHAPE_POINT, SAT2D_SHAPE_CIRCLE},
        [SAT2D_POINT_RECT] = {SAT2D_SHAPE_POINT, SAT2D_SHAPE_RECT},
        [SAT2D_CIRCLE_CIRCLE] = {SAT2D_SHAPE_CIRCLE, SAT2D_SHAPE_CIRCLE},
        [SAT2D_RECT_RECT] = {SAT2D_SHAPE_RECT, SAT2D_SHAPE_RECT},
        [SAT2D_CIRCLE_RECT] = {SAT2D_SHAPE_CIRCLE, SAT2D_SHAPE_RECT},
        [SAT2D_POLY_POLY] = {SAT2D_SHAPE_POLY, SAT2D_SHAPE_POLY},
        [SAT2D_CIRCLE_POLY] = {SAT2D_SHAPE_CIRCLE, SAT2D_SHAPE_POLY},
        [SAT2D_POINT_POLYGON] = {SAT2D_SHAPE_POINT, SAT2D_SHAPE_POLYGON},
        [SAT2D_SEGMENT_SEGMENT] = {SAT2D_SHAPE_SEGMENT, SAT2D_SHAPE_SEGMENT},
        [SAT2D_POLYGON_POLYGON] = {SAT2D_SHAPE_POLYGON, SAT2D_SHAPE_POLYGON},
        [SAT2D_POLY_POLY_SWEEP] = {SAT2D_SHAPE_POLY, SAT2D_SHAPE_POLY},
        [SAT2D_BOUNDING_CIRCLE] = {SAT2D_SHAPE_POLY, SAT2D_SHAPE_POLY},
        [SAT2D_TRANSFORM] = {SAT2D_SHAPE_TRANSFORM, SAT2D_SHAPE_POINT},
    };
    for (int k = 0; k < 2; k++) {
        const float *const *f = in[k];
        s[k]->kind = kinds[t][k];
        switch (s[k]->kind) {
        case SAT2D_SHAPE_POINT: /* the transform's model point is in A's arrays */
            s[k]->point = t == SAT2D_TRANSFORM ? (sat2d_vec2){w->a[0][i], w->a[1][i]}
                                               : (sat2d_vec2){f[0][i], f[1][i]};
            break;
        case SAT2D_SHAPE_CIRCLE:
            s[k]->circle = (sat2d_circle){{f[0][i], f[1][i]}, f[2][i]};
            break;
        case SAT2D_SHAPE_RECT:
            s[k]->rect = (sat2d_rect){f[0][i], f[1][i], f[2][i], f[3][i]};
            break;
        case SAT2D_SHAPE_SEGMENT:
            s[k]->segment = (sat2d_segment){{f[0][i], f[1][i]}, {f[2][i], f[3][i]}};
            break;
        case SAT2D_SHAPE_POLY:
            s[k]->poly = (sat2d_convex_poly *)(k ? w->pb[i] : w->pa[i]);
            break;
        case SAT2D_SHAPE_POLYGON:
            s[k]->polygon = (sat2d_simple_polygon *)(k ? w->gb[i] : w->ga[i]);
            break;
        case SAT2D_SHAPE_TRANSFORM:
            s[k]->transform = w->xf;
            break;
        }
    }
    c.sweep = (sat2d_vec2){w->d[0][i], w->d[1][i]};
    return c;
}

/* run_slots, guarded when the crash guard is armed and v is a contender: v first answers each
 * pair alone with its case line recorded (a crash then names the pair), then the batch. */
static int run(const sat2d_variant *v, sat2d_test_id t, const view *w, size_t n, const results *r) {
    if (!sat2d_guard_armed() || !sat2d_variant_origin(v)) return run_slots(v, t, w, n, r);
    if (!sat2d_variant_has(v, t)) return 0;
    uint8_t hit;
    sat2d_mtv mtv;
    sat2d_vec2 point;
    sat2d_toi toi;
    float wx, wy;
    results one = {&hit, &mtv, &point, &toi, &wx, &wy};
    for (size_t i = 0; i < n; i++) {
        view wi = view_at(w, i);
        sat2d_case c = case_of(t, w, i);
        sat2d_guard_enter_case(v, &c);
        run_slots(v, t, &wi, 1, &one);
        sat2d_guard_leave();
    }
    char where[160];
    snprintf(where, sizeof where, "on a batch of %zu %s pairs (each pair alone passed)", n,
             sat2d_test_name(t));
    sat2d_guard_enter_text(v, where);
    int ran = run_slots(v, t, w, n, r);
    sat2d_guard_leave();
    return ran;
}

static float poly_mag(const sat2d_convex_poly *p) {
    return fmaxf(fmaxf(fabsf(p->min_x), fabsf(p->max_x)), fmaxf(fabsf(p->min_y), fabsf(p->max_y)));
}

/* Every other chunk draws only polygons of at most 8 corners (a third exactly 8, a third
 * exactly 4): the pairs-in-lanes kernels take whole blocks of such pairs and hand the rest to
 * their per-pair code, so only chunks like these reach their block paths. */
static int small_polygons;

static int corners_for(gen *g) {
    if (small_polygons) {
        int k = gen_int(g, 0, 2);
        return k == 0 ? 8 : k == 1 ? 4 : gen_int(g, 3, 8);
    }
    int r = gen_int(g, 0, 99);
    if (r < 70) return gen_int(g, 3, 12);
    if (r < 94) return gen_int(g, 13, 32);
    return r < 99 ? gen_int(g, 33, 64) : gen_int(g, 65, 200); /* and beyond, for the walk */
}

/* A centre and a size for one pair: grid within +-400 with sizes up to 200; floats at
 * scales 1e-3..1e4, a tenth of them far from the origin (1e4..1e5). */
static void place(gen *g, float *cx, float *cy, float *size) {
    if (g->grid) {
        *cx = (float)gen_int(g, -400, 400), *cy = (float)gen_int(g, -400, 400);
        *size = (float)gen_int(g, 2, 200);
        return;
    }
    double s = pow(10, gen_uniform(g, -3, 4));
    double far = s >= 1 && gen_int(g, 0, 9) == 0 ? 1e4 + s : 0; /* keeps shapes above the ulp */
    *size = (float)s;
    *cx = (float)(far + gen_uniform(g, -10 * s, 10 * s));
    *cy = (float)(gen_uniform(g, -10 * s, 10 * s) - far);
}

/* Coordinates near a boundary value v: often exactly on it. */
static float near(gen *g, float v, float spread) {
    int k = gen_int(g, 0, 3);
    if (k == 0) return v;
    return gen_coord(g, v, spread);
}

static void generate_pair(gen *g, sat2d_test_id t, chunk *c, size_t i) {
    float cx, cy, s;
    place(g, &cx, &cy, &s);
    float **a = c->a, **b = c->b;
    c->mag[i] = fabsf(cx) + fabsf(cy) + 3 * s;
    c->margin[i] = INFINITY;
    switch (t) {
    case SAT2D_POINT_POINT:
        a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        b[0][i] = gen_int(g, 0, 1) ? a[0][i] : near(g, a[0][i], 1);
        b[1][i] = gen_int(g, 0, 1) ? a[1][i] : near(g, a[1][i], 1);
        break;
    case SAT2D_POINT_CIRCLE:
    case SAT2D_CIRCLE_CIRCLE:
    case SAT2D_CIRCLE_RECT:
        /* Centres apart by k*(3,4) with radii summing to 5k: exact touching on the grid. */
        a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        a[2][i] = fabsf(gen_coord(g, 0, s));
        if (t == SAT2D_CIRCLE_RECT) {
            b[0][i] = gen_coord(g, a[0][i], 2 * s), b[1][i] = gen_coord(g, a[1][i], 2 * s);
            b[2][i] = fabsf(gen_coord(g, 0, s)), b[3][i] = fabsf(gen_coord(g, 0, s));
        } else {
            float k = g->grid ? (float)gen_int(g, 1, 40) : (float)gen_uniform(g, 0, s);
            b[0][i] = a[0][i] + 3 * k * (gen_int(g, 0, 1) ? 1 : -1);
            b[1][i] = a[1][i] + 4 * k;
            float total = near(g, 5 * k, 1), ra = fminf(total, a[2][i]);
            a[2][i] = ra, b[2][i] = total - ra;
            if (t == SAT2D_POINT_CIRCLE) /* the point is A's centre, the disc is B */
                b[2][i] = total;
        }
        break;
    case SAT2D_POINT_RECT:
    case SAT2D_RECT_RECT:
        a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        a[2][i] = fabsf(gen_coord(g, 0, s)), a[3][i] = fabsf(gen_coord(g, 0, s));
        b[2][i] = fabsf(gen_coord(g, 0, s)), b[3][i] = fabsf(gen_coord(g, 0, s));
        if (t == SAT2D_POINT_RECT) { /* A is the point, B the rectangle */
            b[0][i] = a[0][i], b[1][i] = a[1][i];
            a[0][i] = near(g, b[0][i] + (gen_int(g, 0, 1) ? b[2][i] : 0), 2);
            a[1][i] = near(g, b[1][i] + (gen_int(g, 0, 1) ? b[3][i] : 0), 2);
        } else {
            b[0][i] = near(g, a[0][i] + a[2][i], 2), b[1][i] = gen_coord(g, a[1][i], s);
        }
        break;
    case SAT2D_SEGMENT_SEGMENT: {
        for (int k = 0; k < 4; k++)
            a[k][i] = gen_coord(g, k % 2 ? cy : cx, s), b[k][i] = gen_coord(g, k % 2 ? cy : cx, s);
        int kind = gen_int(g, 0, 5);
        if (kind == 0) { /* collinear with a: points a.a + k (a.b - a.a) */
            float dx = a[2][i] - a[0][i], dy = a[3][i] - a[1][i];
            float k0 = (float)gen_int(g, -2, 2), k1 = (float)gen_int(g, -2, 2);
            b[0][i] = a[0][i] + k0 * dx, b[1][i] = a[1][i] + k0 * dy;
            b[2][i] = a[0][i] + k1 * dx, b[3][i] = a[1][i] + k1 * dy;
        } else if (kind == 1) { /* shared endpoint */
            b[0][i] = a[2][i], b[1][i] = a[3][i];
        } else if (kind == 2) { /* zero length */
            a[2][i] = a[0][i], a[3][i] = a[1][i];
        }
        break;
    }
    case SAT2D_TRANSFORM:
        a[0][i] = gen_coord(g, 0, s), a[1][i] = gen_coord(g, 0, s);
        break;
    case SAT2D_POINT_POLYGON:
    case SAT2D_POLYGON_POLYGON: {
        c->gb[i] = gen_star(g, cx, cy, s, gen_int(g, 3, 24));
        const sat2d_simple_polygon *q = c->gb[i];
        if (t == SAT2D_POLYGON_POLYGON) {
            c->ga[i] =
                gen_star(g, gen_coord(g, cx, 2 * s), gen_coord(g, cy, 2 * s), s, gen_int(g, 3, 24));
        } else if (gen_int(g, 0, 3) == 0) { /* exactly a corner */
            int k = gen_int(g, 0, q->count - 1);
            a[0][i] = sat2d_polygon_x(q)[k], a[1][i] = sat2d_polygon_y(q)[k];
        } else {
            a[0][i] = gen_coord(g, cx, s), a[1][i] = gen_coord(g, cy, s);
        }
        break;
    }
    default: { /* the convex polygon tests */
        c->pa[i] = gen_convex(g, cx, cy, s, corners_for(g));
        int kind = gen_int(g, 0, 2);
        if (kind == 0) {
            float dx = g->grid ? (float)gen_int(g, -1, 1) : (float)gen_uniform(g, -1e-6, 1e-6) * s;
            c->pb[i] = gen_touching(g, c->pa[i], corners_for(g), dx);
        } else {
            c->pb[i] =
                gen_convex(g, gen_coord(g, cx, 2 * s), gen_coord(g, cy, 2 * s), s, corners_for(g));
        }
        /* circle_poly reads A's circle from the a[] arrays: one near B */
        a[0][i] = gen_coord(g, cx, 2 * s), a[1][i] = gen_coord(g, cy, 2 * s);
        a[2][i] = fabsf(gen_coord(g, 0, s));
        c->d[0][i] = gen_coord(g, 0, 3 * s), c->d[1][i] = gen_coord(g, 0, 3 * s);
        c->mag[i] = fmaxf(poly_mag(c->pa[i]), poly_mag(c->pb[i]));
        if (t == SAT2D_POLY_POLY)
            c->margin[i] = fabs(
                fmax(agree_planes_sep(c->pa[i], c->pb[i]), agree_planes_sep(c->pb[i], c->pa[i])));
        break;
    }
    }
}

static void *zalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

static chunk chunk_make(size_t n) {
    chunk c = {.n = n};
    for (int k = 0; k < 4; k++)
        c.a[k] = zalloc(n, sizeof(float)), c.b[k] = zalloc(n, sizeof(float));
    c.d[0] = zalloc(n, sizeof(float)), c.d[1] = zalloc(n, sizeof(float));
    c.margin = zalloc(n, sizeof(double));
    c.mag = zalloc(n, sizeof(float));
    c.pa = zalloc(n, sizeof *c.pa), c.pb = zalloc(n, sizeof *c.pb);
    c.ga = zalloc(n, sizeof *c.ga), c.gb = zalloc(n, sizeof *c.gb);
    return c;
}

static void chunk_free(chunk *c) {
    for (size_t i = 0; i < c->n; i++) {
        sat2d_poly_free(c->pa[i]), sat2d_poly_free(c->pb[i]);
        sat2d_polygon_free(c->ga[i]), sat2d_polygon_free(c->gb[i]);
    }
    for (int k = 0; k < 4; k++)
        free(c->a[k]), free(c->b[k]);
    free(c->d[0]), free(c->d[1]), free(c->margin), free(c->mag);
    free(c->pa), free(c->pb), free(c->ga), free(c->gb);
}

/* A view of pairs [from, from + n) of a chunk. */
static view view_of(const chunk *c, size_t from) {
    view w;
    for (int k = 0; k < 4; k++)
        w.a[k] = c->a[k] + from, w.b[k] = c->b[k] + from;
    w.d[0] = c->d[0] + from, w.d[1] = c->d[1] + from;
    w.pa = (const sat2d_convex_poly *const *)c->pa + from,
    w.pb = (const sat2d_convex_poly *const *)c->pb + from;
    w.ga = (const sat2d_simple_polygon *const *)c->ga + from;
    w.gb = (const sat2d_simple_polygon *const *)c->gb + from;
    w.xf = c->xf;
    return w;
}

static results results_make(size_t n) {
    results r = {zalloc(n, 1),
                 zalloc(n, sizeof(sat2d_mtv)),
                 zalloc(n, sizeof(sat2d_vec2)),
                 zalloc(n, sizeof(sat2d_toi)),
                 zalloc(n, sizeof(float)),
                 zalloc(n, sizeof(float))};
    return r;
}

static void results_free(results *r) {
    free(r->hit), free(r->mtv), free(r->point), free(r->toi), free(r->wx), free(r->wy);
}

static int passed, failed;

/* Pairs of the chunk where v and its other build (sat2d_variant_other_build) give different
 * bytes in any output: both builds are the same IEEE operations in the same order, so none. */
static long builds_differ(const sat2d_variant *v, const sat2d_variant *twin, sat2d_test_id t,
                          const view *w, size_t n) {
    results mine = results_make(n), theirs = results_make(n);
    run(v, t, w, n, &mine);
    run(twin, t, w, n, &theirs);
    long differ = 0;
    for (size_t i = 0; i < n; i++)
        differ += mine.hit[i] != theirs.hit[i] ||
                  memcmp(&mine.mtv[i], &theirs.mtv[i], sizeof mine.mtv[i]) != 0 ||
                  memcmp(&mine.point[i], &theirs.point[i], sizeof mine.point[i]) != 0 ||
                  memcmp(&mine.toi[i], &theirs.toi[i], sizeof mine.toi[i]) != 0 ||
                  memcmp(&mine.wx[i], &theirs.wx[i], sizeof mine.wx[i]) != 0 ||
                  memcmp(&mine.wy[i], &theirs.wy[i], sizeof mine.wy[i]) != 0;
    results_free(&mine), results_free(&theirs);
    return differ;
}

/* The documented pitfalls' error rates against the reference (on the grid the reference is
 * exact, so these are error rates against the truth), printed and optionally written as
 * JSON for REPORT.md. */
static FILE *pitfall_json;

static void record_pitfall(sat2d_test_id t, const char *name, int grid, const tally *tl) {
    /* Verdict errors; for transform (no verdict) the wrong points. */
    long wrong = tl->wrong + tl->in_band + (t == SAT2D_TRANSFORM ? tl->detail_wrong : 0);
    printf("pitfall %-16s %-10s %-5s wrong=%ld of %ld (%.3f%%)\n", sat2d_test_name(t), name,
           grid ? "grid" : "float", wrong, tl->pairs, 100.0 * (double)wrong / (double)tl->pairs);
    if (pitfall_json)
        fprintf(pitfall_json,
                "%s{\"test\": \"%s\", \"variant\": \"%s\", \"mode\": \"%s\", "
                "\"pairs\": %ld, \"wrong\": %ld}",
                ftell(pitfall_json) > 2 ? ",\n " : "", sat2d_test_name(t), name,
                grid ? "grid" : "float", tl->pairs, wrong);
}

static void check_mode(sat2d_test_id t, int grid, long pairs, uint64_t seed) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    const sat2d_variant *ref = sat2d_reference();
    tally tl[64] = {{0}};
    gen g = {seed * 1000003u + (uint64_t)t * 7919u + (uint64_t)grid, grid, 1};
    for (long done = 0; done < pairs; done += CHUNK) {
        size_t n = (size_t)(pairs - done < CHUNK ? pairs - done : CHUNK);
        chunk c = chunk_make(n);
        c.grid = grid;
        c.xf = grid ? (sat2d_transform){(float)gen_int(&g, -9, 9), (float)gen_int(&g, -9, 9), 0, 1}
                    : sat2d_transform_make((float)gen_uniform(&g, -50, 50),
                                           (float)gen_uniform(&g, -50, 50),
                                           (float)gen_uniform(&g, -3.2, 3.2));
        small_polygons = (done / CHUNK) % 2 == 1;
        for (size_t i = 0; i < n; i++)
            generate_pair(&g, t, &c, i);
        view w = view_of(&c, 0);
        results want = results_make(n), got = results_make(n);
        /* Verdicts only, as the benchmarks call every slot: the same verdicts must come back. */
        results verdicts = {zalloc(n, 1), NULL, NULL, NULL, got.wx, got.wy};
        run(ref, t, &w, n, &want);
        for (size_t k = 0; k < nv && k < 64; k++) {
            const sat2d_variant *v = all[k];
            if (v == ref || !sat2d_variant_available(v) || !run(v, t, &w, n, &got)) continue;
            int exact = strcmp(v->name, "exact") == 0;
            /* A contender is an independent formulation, not a twin: on floats its verdicts
             * may differ only inside the band of the exact margin, as `exact`'s may, and its
             * numbers are held to the tolerances; on the grid its verdicts must be identical. */
            int contender = sat2d_variant_origin(v) != NULL;
            for (size_t i = 0; i < n; i++)
                agree_compare(t, (agree_is_exact_twin(t) || exact) && !contender,
                              (exact || contender) && !grid, &c, i, &want, &got, &tl[k]);
            run(v, t, &w, n, &verdicts);
            for (size_t i = 0; i < n; i++)
                tl[k].verdict_only_wrong += verdicts.hit[i] != got.hit[i];
            const sat2d_variant *twin = sat2d_variant_other_build(v);
            if (twin && sat2d_variant_available(twin))
                tl[k].builds_differ += builds_differ(v, twin, t, &w, n);
        }
        free(verdicts.hit);
        results_free(&want), results_free(&got);
        chunk_free(&c);
    }
    small_polygons = 0;
    for (size_t k = 0; k < nv && k < 64; k++) {
        if (!tl[k].pairs) continue;
        if (all[k]->kind == SAT2D_KIND_PITFALL) { /* measured, never asserted */
            record_pitfall(t, all[k]->name, grid, &tl[k]);
            continue;
        }
        int ok = tl[k].wrong == 0 && tl[k].detail_wrong == 0 && tl[k].verdict_only_wrong == 0 &&
                 tl[k].builds_differ == 0;
        ok ? passed++ : failed++;
        printf("%-4s %-16s %-12s %-5s pairs=%ld hits=%ld wrong=%ld in_band=%ld detail_wrong=%ld "
               "verdict_only_wrong=%ld worst_depth=%.2g",
               ok ? "ok" : "FAIL", sat2d_test_name(t), all[k]->name, grid ? "grid" : "float",
               tl[k].pairs, tl[k].hits, tl[k].wrong, tl[k].in_band, tl[k].detail_wrong,
               tl[k].verdict_only_wrong, (double)tl[k].worst_depth);
        const sat2d_variant *twin = sat2d_variant_other_build(all[k]);
        if (twin && sat2d_variant_available(twin)) /* compared with its other build */
            printf(" builds_differ=%ld", tl[k].builds_differ);
        printf("\n");
    }
}

/* Copies n elements from `from` into exactly sized arrays, so a kernel reading past n-1
 * touches memory it does not own (caught by the sanitizer build). */
static void check_batch_sizes(sat2d_test_id t, uint64_t seed) {
    static const size_t sizes[] = {0, 1, 3, 4, 5, 7, 8, 9, 1000};
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    gen g = {seed + 17u * (uint64_t)t, 1, 1};
    size_t extra = (size_t)gen_int(&g, 1, 7);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s] == 1000 ? 1000 + extra : sizes[s];
        chunk c = chunk_make(n);
        c.grid = 1; /* gen g above draws grid pairs */
        c.xf = (sat2d_transform){1, 2, 0, 1};
        for (size_t i = 0; i < n; i++)
            generate_pair(&g, t, &c, i);
        view w = view_of(&c, 0);
        results want = results_make(n);
        run(sat2d_reference(), t, &w, n, &want);
        for (size_t k = 0; k < nv; k++) {
            const sat2d_variant *v = all[k];
            results got = results_make(n);
            tally tl = {0};
            if (v->kind != SAT2D_KIND_PITFALL && sat2d_variant_available(v) &&
                run(v, t, &w, n, &got)) {
                int exact = strcmp(v->name, "exact") == 0; /* grid pairs: exact equality */
                for (size_t i = 0; i < n; i++)
                    agree_compare(t, (agree_is_exact_twin(t) || exact) && !sat2d_variant_origin(v),
                                  0, &c, i, &want, &got, &tl);
                results verdicts = {zalloc(n, 1), NULL, NULL, NULL, got.wx, got.wy};
                run(v, t, &w, n, &verdicts);
                for (size_t i = 0; i < n; i++)
                    tl.wrong += verdicts.hit[i] != got.hit[i];
                free(verdicts.hit);
                if (tl.wrong || tl.detail_wrong) {
                    failed++;
                    printf("FAIL %s %s batch size %zu: %ld wrong\n", sat2d_test_name(t), v->name, n,
                           tl.wrong + tl.detail_wrong);
                } else {
                    passed++;
                }
            }
            results_free(&got);
        }
        results_free(&want);
        chunk_free(&c);
    }
}

static const char usage_text[] =
    "usage: sat2d-agreement [PAIRS_PER_MODE] [SEED] [--pitfalls-json FILE] [--plugin PATH]...\n"
    "Every non-pitfall variant against textbook on PAIRS_PER_MODE (default 100000) grid and\n"
    "float pairs of every test; the last line is 'N passed, N failed'.\n";

/* What main parsed, handed to run_all. */
typedef struct agreement_request {
    long pairs;
    uint64_t seed;
} agreement_request;

static int run_all(void *arg);

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-agreement";
    long pairs = 100000;
    uint64_t seed = 1;
    int positional = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--pitfalls-json") == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            pitfall_json = fopen(argv[++i], "w");
            if (!pitfall_json) {
                perror(argv[i]);
                return SAT2D_EXIT_USAGE;
            }
            fputs("[", pitfall_json);
        } else if (strcmp(argv[i], SAT2D_PLUGIN_OPTION) == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            if (!sat2d_plugin_load(prog, argv[++i])) return SAT2D_EXIT_USAGE;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return sat2d_arg_unknown(prog, argv[i]);
        } else if (positional == 0) {
            if (!sat2d_arg_long(prog, "PAIRS_PER_MODE", argv[i], 1, 1000000000L, &pairs))
                return SAT2D_EXIT_USAGE;
            positional++;
        } else if (positional == 1) {
            if (!sat2d_arg_u64(prog, "SEED", argv[i], &seed)) return SAT2D_EXIT_USAGE;
            positional++;
        } else {
            fputs(usage_text, stderr);
            return SAT2D_EXIT_USAGE;
        }
    }
    agreement_request request = {pairs, seed};
    return sat2d_guard_run(prog, run_all, &request);
}

/* The whole run (in a child when a plugin is loaded, see plugin_guard.h). */
static int run_all(void *arg) {
    const agreement_request *r = arg;
    long pairs = r->pairs;
    uint64_t seed = r->seed;
    printf("sat2d-agreement: %ld pairs per test, variant and mode; seed %llu\n", pairs,
           (unsigned long long)seed);
    printf("SIMD backend: %s; 8-lane kernels: %s build\n", sat2d_simd_backend(), sat2d_avx_build());
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++)
        printf("variant %-12s %s%s%s\n", all[k]->name,
               sat2d_variant_available(all[k]) ? "available" : "not available on this CPU",
               sat2d_variant_origin(all[k]) ? ", from " : "",
               sat2d_variant_origin(all[k]) ? sat2d_variant_origin(all[k]) : "");
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        check_mode((sat2d_test_id)t, 1, pairs, seed);
        check_mode((sat2d_test_id)t, 0, pairs, seed);
        check_batch_sizes((sat2d_test_id)t, seed);
    }
    if (pitfall_json) {
        fputs("]\n", pitfall_json);
        fclose(pitfall_json);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
