/* Hard families of the ray casts (see hard_ray.h). */
#include "hard_ray.h"

#include <math.h>
#include <string.h>

#include "detmath.h"

/* Where and how big: on the grid anywhere within +-300 with sizes 1 to 6; floats at ordinary
 * scales, far from the origin (1e4 to 1e6, sizes 1e-2 to 1e2) or tiny (1e-4 to 1e-3). */
static void frame(gen *g, float *cx, float *cy, float *s) {
    if (g->grid) {
        *cx = (float)gen_int(g, -300, 300), *cy = (float)gen_int(g, -300, 300);
        *s = (float)gen_int(g, 1, 6);
        return;
    }
    const int kind = gen_int(g, 0, 2);
    double x, y, size;
    if (kind == 0) {
        double d = det_exp10(gen_uniform(g, 4, 6)), co, si;
        det_sincos(gen_uniform(g, 0, 6.283185307179586), &si, &co);
        x = d * co, y = d * si, size = det_exp10(gen_uniform(g, -2, 2));
    } else {
        size = kind == 1 ? det_exp10(gen_uniform(g, -4, -3)) : det_exp10(gen_uniform(g, -1, 3));
        x = gen_uniform(g, -10 * size, 10 * size), y = gen_uniform(g, -10 * size, 10 * size);
    }
    *cx = (float)x, *cy = (float)y, *s = (float)size;
}

/* A small direction: integers 1..3 (either sign) on the grid, scaled by s in floats. */
static float step(gen *g, float s) {
    const int k = gen_int(g, 1, 3) * (gen_int(g, 0, 1) ? 1 : -1);
    return g->grid ? (float)k : (float)(k * s * gen_uniform(g, 0.5, 1.5));
}

/* The ray from `from` through `to` (reached at t = 1/2 when tmax is 1, or at t = tmax = 1). */
static sat2d_ray aim(gen *g, sat2d_vec2 from, sat2d_vec2 to) {
    const int end_on = gen_int(g, 0, 2) == 0; /* reaches `to` exactly at tmax */
    const float k = end_on ? 1.0f : 2.0f;
    sat2d_ray r = {from, {(to.x - from.x) * k, (to.y - from.y) * k}, 1.0f};
    if (r.d.x == 0 && r.d.y == 0) r.d.x = 1;
    return r;
}

/* A point of the boundary (corner) or of the shape's inside, and a direction along an edge. */
typedef struct feature {
    sat2d_vec2 corner, inner, along;
} feature;

static feature circle_feature(gen *g, sat2d_circle *c, float cx, float cy, float s) {
    /* a 3-4-5 point on the circle of radius 5k: exact on the grid */
    const int k = g->grid ? gen_int(g, 1, 2) : 1, sw = gen_int(g, 0, 1);
    float vx = (float)((sw ? 3 : 4) * k * (gen_int(g, 0, 1) ? 1 : -1));
    float vy = (float)((sw ? 4 : 3) * k * (gen_int(g, 0, 1) ? 1 : -1));
    const float unit = g->grid ? 1.0f : s / 5;
    *c = (sat2d_circle){{cx, cy}, 5.0f * (float)k * unit};
    vx *= unit, vy *= unit;
    return (feature){{cx + vx, cy + vy}, {cx, cy}, {-vy, vx}}; /* tangent at the point */
}

static feature rect_feature(gen *g, sat2d_rect *b, float cx, float cy, float s) {
    float w = g->grid ? (float)gen_int(g, 0, 6) : (float)(s * gen_uniform(g, 0.1, 2));
    float h = g->grid ? (float)gen_int(g, 0, 6) : (float)(s * gen_uniform(g, 0.1, 2));
    *b = (sat2d_rect){cx, cy, w, h};
    const float qx = cx + (gen_int(g, 0, 1) ? w : 0), qy = cy + (gen_int(g, 0, 1) ? h : 0);
    const int horizontal = gen_int(g, 0, 1);
    return (feature){
        {qx, qy},
        {g->grid ? cx + floorf(w / 2) : cx + w / 2, g->grid ? cy + floorf(h / 2) : cy + h / 2},
        {horizontal ? 1.0f : 0.0f, horizontal ? 0.0f : 1.0f}};
}

static feature poly_feature(gen *g, sat2d_convex_poly **p, float cx, float cy, float s) {
    *p = gen_convex(g, cx, cy, g->grid ? s + 1 : s, gen_int(g, 3, 10));
    const float *x = sat2d_poly_x(*p), *y = sat2d_poly_y(*p);
    const int n = (*p)->count, j = gen_int(g, 0, n - 1), l = (j + 1) % n;
    /* the corner, the mean of two corners' (an inside point near the middle on the grid), the
     * edge from j */
    sat2d_vec2 inner = {(x[j] + x[(j + n / 2) % n]) / 2, (y[j] + y[(j + n / 2) % n]) / 2};
    if (g->grid) inner = (sat2d_vec2){floorf(inner.x), floorf(inner.y)};
    return (feature){{x[j], y[j]}, inner, {x[l] - x[j], y[l] - y[j]}};
}

float hard_ray_case(gen *g, sat2d_test_id t, sat2d_case *c) {
    memset(c, 0, sizeof *c);
    c->test = t;
    float cx, cy, s;
    frame(g, &cx, &cy, &s);
    feature f;
    c->a.kind = SAT2D_SHAPE_RAY;
    if (t == SAT2D_RAY_CIRCLE) {
        c->b.kind = SAT2D_SHAPE_CIRCLE;
        f = circle_feature(g, &c->b.circle, cx, cy, s);
    } else if (t == SAT2D_RAY_RECT) {
        c->b.kind = SAT2D_SHAPE_RECT;
        f = rect_feature(g, &c->b.rect, cx, cy, s);
    } else {
        c->b.kind = SAT2D_SHAPE_POLY;
        f = poly_feature(g, &c->b.poly, cx, cy, s);
    }
    const float sx = step(g, s), sy = step(g, s);
    const int j = g->grid ? gen_int(g, 1, 3) : 1;
    sat2d_ray r;
    switch (gen_int(g, 0, 5)) {
    case 0: /* grazing: along the tangent or the edge through the corner, from before it */
        r = aim(g, (sat2d_vec2){f.corner.x - j * f.along.x, f.corner.y - j * f.along.y}, f.corner);
        break;
    case 1: /* exactly through the corner, from outside or across the shape */
        r = aim(g, (sat2d_vec2){f.corner.x + sx, f.corner.y + sy}, f.corner);
        break;
    case 2: /* starting on the boundary */
        r = (sat2d_ray){f.corner, {sx, sy}, 1.0f};
        break;
    case 3: /* starting inside */
        r = (sat2d_ray){f.inner, {sx, sy}, 1.0f};
        break;
    case 4: /* of zero length: a point test at the corner or just beside it */
        r = (sat2d_ray){{f.corner.x + (gen_int(g, 0, 1) ? 0 : sx), f.corner.y}, {sx, sy}, 0.0f};
        break;
    default: /* ending exactly on the boundary at tmax = 1/2 (floats: or one step short) */
        r = (sat2d_ray){{f.corner.x + sx, f.corner.y + sy}, {-2 * sx, -2 * sy}, 0.5f};
        if (!g->grid && gen_int(g, 0, 1)) r.tmax = nextafterf(r.tmax, 0);
        break;
    }
    if (!g->grid && gen_int(g, 0, 3) == 0) /* a float rounding off the exact contact */
        r.p.x = nextafterf(r.p.x, gen_int(g, 0, 1) ? INFINITY : -INFINITY);
    c->a.ray = r;
    return fmaxf(fabsf(cx), fabsf(cy)) + 8 * s + fmaxf(fabsf(r.d.x), fabsf(r.d.y));
}
