/* The seeded random cases of a property run (see case_draw.h). */
#include <math.h>
#include <string.h>

#include "case_draw.h"
#include "detmath.h"
#include "hard.h"

gen case_gen(uint64_t seed, sat2d_test_id t, long i) {
    gen g = {seed * 0x9E3779B97F4A7C15ull + (uint64_t)t * 1000003u + (uint64_t)i, (int)(i & 1), 1};
    return g;
}

static float mag2(float x, float y) {
    return fmaxf(fabsf(x), fabsf(y));
}

/* C leaves the order of a call's arguments and of an initializer list's entries unspecified
 * (gcc evaluates them in different orders on x86-64 and aarch64), so no expression here draws
 * twice: that keeps a seed's cases the same everywhere. */
sat2d_vec2 case_draw_coord2(gen *g, float cx, float cy, float spread) {
    float x = gen_coord(g, cx, spread);
    float y = gen_coord(g, cy, spread);
    return (sat2d_vec2){x, y};
}

/* A rectangle near (cx, cy), drawn in order (see case_draw_coord2). */
static sat2d_rect rect_near(gen *g, float cx, float cy, float s) {
    sat2d_vec2 p = case_draw_coord2(g, cx, cy, s);
    float w = fabsf(gen_coord(g, 0, s));
    float h = fabsf(gen_coord(g, 0, s));
    return (sat2d_rect){p.x, p.y, w, h};
}

/* A random ray cast of test t: B near (cx, cy) at size s, the ray aimed near it (gen_ray). On
 * the grid the sizes stay small (1 to 6) wherever the pair is, so that the ray's offsets from
 * B and its direction stay below 32 per coordinate: the reference's products of four of them
 * (ray_circle's squared cross product) are then exact in float, and its verdicts exact. */
static float ray_case(gen *g, sat2d_test_id t, sat2d_case *c) {
    const sat2d_test_info *info = sat2d_test_info_of(t);
    memset(c, 0, sizeof *c);
    c->test = t;
    float s = g->grid ? (float)gen_int(g, 1, 6) : (float)det_exp10(gen_uniform(g, -3, 4));
    float cx = g->grid ? (float)gen_int(g, -400, 400) : (float)gen_uniform(g, -10 * s, 10 * s);
    float cy = g->grid ? (float)gen_int(g, -400, 400) : (float)gen_uniform(g, -10 * s, 10 * s);
    c->a.kind = SAT2D_SHAPE_RAY;
    c->b.kind = info->b;
    if (info->b == SAT2D_SHAPE_CIRCLE) {
        c->b.circle.c = case_draw_coord2(g, cx, cy, s);
        c->b.circle.r = fabsf(gen_coord(g, 0, s));
    } else if (info->b == SAT2D_SHAPE_RECT) {
        c->b.rect = rect_near(g, cx, cy, s);
    } else {
        c->b.kind = SAT2D_SHAPE_POLY;
        c->b.poly = gen_convex(g, cx, cy, s, gen_int(g, 3, gen_int(g, 0, 9) ? 12 : 64));
    }
    c->a.ray = gen_ray(g, cx, cy, s);
    return mag2(fabsf(cx) + 4 * s, fabsf(cy) + 4 * s) + 4 * s;
}

/* A capsule near (cx, cy): one in six of zero length, one in six of radius 0, drawn in order. */
static sat2d_capsule capsule_near(gen *g, float cx, float cy, float s) {
    sat2d_vec2 p = case_draw_coord2(g, cx, cy, s);
    sat2d_vec2 q = case_draw_coord2(g, cx, cy, s);
    float r = fabsf(gen_coord(g, 0, s / 2));
    const int kind = gen_int(g, 0, 5);
    if (kind == 0) q = p;
    if (kind == 1) r = 0;
    return (sat2d_capsule){p, q, r};
}

/* A random case of test t, its shapes drawn by their kinds (the A and B columns of the list of
 * tests), so that a new test of known shapes needs nothing here; returns the largest coordinate
 * magnitude. */
static float random_case(gen *g, sat2d_test_id t, sat2d_case *c) {
    const sat2d_test_info *info = sat2d_test_info_of(t);
    if (info->a == SAT2D_SHAPE_RAY) return ray_case(g, t, c);
    memset(c, 0, sizeof *c);
    c->test = t;
    float s = g->grid ? (float)gen_int(g, 2, 200) : (float)det_exp10(gen_uniform(g, -3, 4));
    float cx = g->grid ? (float)gen_int(g, -400, 400) : (float)gen_uniform(g, -10 * s, 10 * s);
    float cy = g->grid ? (float)gen_int(g, -400, 400) : (float)gen_uniform(g, -10 * s, 10 * s);
    sat2d_shape *a = &c->a, *b = &c->b;
    int corners = gen_int(g, 3, gen_int(g, 0, 9) ? 12 : 64);
    a->kind = info->a;
    switch (info->a) {
    case SAT2D_SHAPE_POINT:
        a->point = case_draw_coord2(g, cx, cy, s);
        break;
    case SAT2D_SHAPE_CIRCLE:
        a->circle.c = case_draw_coord2(g, cx, cy, s);
        a->circle.r = fabsf(gen_coord(g, 0, s));
        break;
    case SAT2D_SHAPE_RECT:
        a->rect = rect_near(g, cx, cy, s);
        break;
    case SAT2D_SHAPE_SEGMENT:
        b->kind = info->b;
        a->segment.a = case_draw_coord2(g, cx, cy, s);
        a->segment.b = case_draw_coord2(g, cx, cy, s);
        b->segment.a = case_draw_coord2(g, cx, cy, s);
        b->segment.b = case_draw_coord2(g, cx, cy, s);
        if (gen_int(g, 0, 3) == 0) b->segment.a = a->segment.b; /* shared endpoint */
        return mag2(fabsf(cx) + 2 * s, fabsf(cy) + 2 * s);
    case SAT2D_SHAPE_POLYGON:
        a->polygon = gen_star(g, cx, cy, s, gen_int(g, 3, 10));
        break;
    case SAT2D_SHAPE_CAPSULE:
        a->capsule = capsule_near(g, cx, cy, s);
        break;
    default:
        a->kind = SAT2D_SHAPE_POLY;
        a->poly = gen_convex(g, cx, cy, s, corners);
        break;
    }
    b->kind = info->b;
    switch (info->b) {
    case SAT2D_SHAPE_POINT:
        b->point =
            gen_int(g, 0, 1) ? a->point : (sat2d_vec2){gen_coord(g, a->point.x, 1), a->point.y};
        break;
    case SAT2D_SHAPE_CIRCLE:
        b->circle.c = case_draw_coord2(g, cx, cy, 2 * s);
        b->circle.r = fabsf(gen_coord(g, 0, s));
        break;
    case SAT2D_SHAPE_RECT:
        b->rect = rect_near(g, cx, cy, s);
        if (a->kind == SAT2D_SHAPE_RECT && gen_int(g, 0, 2) == 0) /* edge to edge */
            b->rect.x = a->rect.x + a->rect.w + (g->grid ? (float)gen_int(g, -1, 1) : 0);
        break;
    case SAT2D_SHAPE_CAPSULE:
        b->capsule = capsule_near(g, cx, cy, 2 * s);
        if (a->kind == SAT2D_SHAPE_CAPSULE && gen_int(g, 0, 3) == 0) /* an end on A's end */
            b->capsule.a = a->capsule.b;
        break;
    case SAT2D_SHAPE_POLYGON: {
        sat2d_vec2 o = case_draw_coord2(g, cx, cy, s);
        int n = gen_int(g, 3, 10);
        b->polygon = gen_star(g, o.x, o.y, s, n);
        if (a->kind == SAT2D_SHAPE_POINT && gen_int(g, 0, 3) == 0) { /* exactly a corner */
            int k = gen_int(g, 0, b->polygon->count - 1);
            a->point = (sat2d_vec2){sat2d_polygon_x(b->polygon)[k], sat2d_polygon_y(b->polygon)[k]};
        }
        break;
    }
    default: { /* convex B */
        b->kind = SAT2D_SHAPE_POLY;
        sat2d_vec2 o2 = {0, 0};
        int touching = a->kind == SAT2D_SHAPE_POLY && gen_int(g, 0, 2) == 0;
        if (!touching) o2 = case_draw_coord2(g, cx, cy, 2 * s);
        if (touching)
            b->poly = gen_touching(g, a->poly, corners, g->grid ? (float)gen_int(g, -1, 1) : 0);
        else
            b->poly = gen_convex(g, o2.x, o2.y, s, corners);
        c->sweep = case_draw_coord2(g, 0, 0, 3 * s);
        break;
    }
    }
    return mag2(fabsf(cx) + 3 * s, fabsf(cy) + 3 * s) + 4 * s;
}

float case_draw(gen *g, sat2d_test_id t, long i, sat2d_case *c) {
    if ((i >> 1) % 3 == 2) {
        float magnitude = hard_case(g, t, c);
        if (magnitude >= 0) return magnitude;
    }
    return random_case(g, t, c);
}
