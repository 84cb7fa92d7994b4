/* The builders and status codes: every status explains itself, every refusal names the
 * right status, and a built polygon keeps the storage contract of sat2d/shapes.h. Prints
 * "N passed, N failed" last. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "expect.h"
#include "sat2d/sat2d.h"

static void statuses_are_distinct(void) {
    for (int i = 0; i < SAT2D_STATUS_COUNT; i++) {
        const char *s = sat2d_status_string((sat2d_status)i);
        expect(s && *s, "status string non-empty");
        for (int j = 0; j < i; j++)
            expect(strcmp(s, sat2d_status_string((sat2d_status)j)) != 0, "status strings differ");
    }
    expect(sat2d_status_string(SAT2D_STATUS_COUNT) != NULL, "out-of-range status has a string");
}

static sat2d_status poly_status(const sat2d_vec2 *pts, int n) {
    sat2d_status st;
    sat2d_convex_poly *p = sat2d_poly_create(pts, n, &st);
    sat2d_poly_free(p);
    return st;
}

static sat2d_status polygon_status(const sat2d_vec2 *pts, int n) {
    sat2d_status st;
    sat2d_simple_polygon *p = sat2d_polygon_create(pts, n, &st);
    sat2d_polygon_free(p);
    return st;
}

static void convex_refusals(void) {
    const sat2d_vec2 two[] = {{0, 0}, {1, 1}};
    const sat2d_vec2 dup[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}};
    const sat2d_vec2 nan_pt[] = {{0, 0}, {1, 0}, {NAN, 1}};
    const sat2d_vec2 inf_pt[] = {{0, 0}, {INFINITY, 0}, {0, 1}};
    const sat2d_vec2 line[] = {{0, 0}, {1, 1}, {2, 2}};
    const sat2d_vec2 collinear[] = {{0, 0}, {1, 0}, {2, 0}, {1, 1}};
    const sat2d_vec2 reflex[] = {{0, 0}, {4, 0}, {2, 1}, {4, 4}, {0, 4}};
    /* A pentagram: every corner turns left, but the outline winds twice. */
    sat2d_vec2 star[5];
    for (int i = 0; i < 5; i++)
        star[i] = (sat2d_vec2){cosf(i * 4 * 3.14159265f / 5), sinf(i * 4 * 3.14159265f / 5)};
    expect(poly_status(two, 2) == SAT2D_ERR_TOO_FEW_CORNERS, "2 corners: too few");
    expect(poly_status(dup, 4) == SAT2D_ERR_TOO_FEW_CORNERS, "duplicates leave 2: too few");
    expect(poly_status(nan_pt, 3) == SAT2D_ERR_NON_FINITE, "NaN: non-finite");
    expect(poly_status(inf_pt, 3) == SAT2D_ERR_NON_FINITE, "inf: non-finite");
    expect(poly_status(line, 3) == SAT2D_ERR_ZERO_AREA, "a line: zero area");
    expect(poly_status(collinear, 4) == SAT2D_ERR_COLLINEAR, "straight corner: collinear");
    expect(poly_status(reflex, 5) == SAT2D_ERR_NON_CONVEX, "reflex corner: non-convex");
    expect(poly_status(star, 5) == SAT2D_ERR_NON_CONVEX, "pentagram: non-convex");
    static sat2d_vec2 many[SAT2D_MAX_CORNERS + 1];
    for (int i = 0; i <= SAT2D_MAX_CORNERS; i++) {
        float a = 2 * 3.14159265f * (float)i / (SAT2D_MAX_CORNERS + 1);
        many[i] = (sat2d_vec2){1000 * cosf(a), 1000 * sinf(a)};
    }
    expect(poly_status(many, SAT2D_MAX_CORNERS + 1) == SAT2D_ERR_TOO_MANY_CORNERS,
           "too many corners");
    const sat2d_vec2 square[] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    unsigned char small[64];
    expect(sat2d_poly_build((sat2d_convex_poly *)(void *)small, sizeof small, square, 4) ==
               SAT2D_ERR_BUFFER_TOO_SMALL,
           "small buffer refused");
}

static void simple_refusals(void) {
    const sat2d_vec2 bowtie_tail[] = {{0, 0}, {4, 0}, {4, 4}, {2, -1}, {0, 4}};
    const sat2d_vec2 spike[] = {{0, 0}, {4, 0}, {2, 0}, {2, 3}};
    const sat2d_vec2 c_shape[] = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 4}, {6, 4}, {6, 6}, {0, 6}};
    const sat2d_vec2 line[] = {{0, 0}, {1, 0}, {2, 0}};
    expect(polygon_status(bowtie_tail, 5) == SAT2D_ERR_SELF_INTERSECTING, "crossing edges");
    expect(polygon_status(spike, 4) == SAT2D_ERR_SELF_INTERSECTING, "folded-back edge");
    expect(polygon_status(c_shape, 8) == SAT2D_OK, "non-convex simple polygon accepted");
    expect(polygon_status(line, 3) == SAT2D_ERR_ZERO_AREA, "polygon on a line: zero area");
    /* Lobes of equal area cancel: the signed area is 0 but the corners are not on one line,
     * so "zero area" would be false; say that the edges cross. */
    const sat2d_vec2 bowtie[] = {{0, 0}, {2, 0}, {0, 2}, {2, 2}};
    expect(polygon_status(bowtie, 4) == SAT2D_ERR_SELF_INTERSECTING, "bow-tie polygon: crossing");
    expect(poly_status(bowtie, 4) == SAT2D_ERR_NON_CONVEX, "bow-tie poly: not convex");
    /* Off the grid, double orientation signs round (these span 2^-135 .. 2^67): the builders
     * decide with exact signs. Simple, once refused as self-intersecting: */
    const sat2d_vec2 simple_offgrid[] = {{-0x1.77p+11f, -0x1.77p+11f},
                                         {0x1.99999ap-4f, 0x1.24f8p+19f},
                                         {0x1.99999ap-4f, 0x1.0cccccp+1f},
                                         {0x1.999964p-4f, 0x1.99999ap-4f},
                                         {0x1.99999ap-4f, 0x1.9999dp-4f}};
    expect(polygon_status(simple_offgrid, 5) == SAT2D_OK, "simple off-grid polygon accepted");
    const sat2d_vec2 convex_offgrid[] = {
        {0, 0x1p-123f}, {0, 0}, {0x1.5af1d8p+66f, 1}, {0x1.5af1d8p+67f, 0x1.804p+1f}};
    expect(polygon_status(convex_offgrid, 4) == SAT2D_OK, "convex off-grid polygon accepted");
    expect(poly_status(convex_offgrid, 4) == SAT2D_OK, "convex off-grid poly accepted");
    /* A triangle whose double shoelace area rounds to opposite signs when listed from
     * another corner: the winding comes from the exact turns, so both listings build (the
     * printed, reversed one was once refused as not convex; found by fuzz_case_parse). */
    const sat2d_vec2 tri[] = {{-0.0f, 6}, {0x1.90e9f4p+64f, -7}, {0x1.f4p+9f, 6}};
    const sat2d_vec2 tri_rev[] = {{-0.0f, 6}, {0x1.f4p+9f, 6}, {0x1.90e9f4p+64f, -7}};
    expect(poly_status(tri, 3) == SAT2D_OK, "huge-spread triangle accepted");
    expect(poly_status(tri_rev, 3) == SAT2D_OK, "the same triangle reversed accepted");
    /* Listed from its huge corner, the double shoelace area of this triangle rounds to 0: it
     * was refused as a bow-tie; on one line or not is now decided by exact turns. */
    const sat2d_vec2 sliver[] = {{0x1.90e9f4p+64f, 0}, {40, 1}, {8, 1}};
    expect(poly_status(sliver, 3) == SAT2D_OK, "triangle with a rounded-away area accepted");
    expect(polygon_status(sliver, 3) == SAT2D_OK, "the same as a simple polygon accepted");
    /* Edges 0 and 2 meet exactly; once accepted as simple (found by fuzz_build). */
    const sat2d_vec2 crossing_offgrid[] = {{0, 0x1p-61f},
                                           {0x1p+55f, 0x1p-135f},
                                           {0x1.fffffep-124f, 0},
                                           {0x1.08p+65f, 0x1.5af1d8p+66f},
                                           {0, 0x1.f1d8p+65f}};
    expect(polygon_status(crossing_offgrid, 5) == SAT2D_ERR_SELF_INTERSECTING,
           "off-grid polygon whose edges meet refused");
}

static void shape_checks(void) {
    expect(sat2d_circle_check((sat2d_circle){{0, 0}, -1}) == SAT2D_ERR_NEGATIVE_SIZE, "r < 0");
    expect(sat2d_circle_check((sat2d_circle){{NAN, 0}, 1}) == SAT2D_ERR_NON_FINITE, "NaN centre");
    expect(sat2d_rect_check((sat2d_rect){0, 0, -1, 1}) == SAT2D_ERR_NEGATIVE_SIZE, "w < 0");
    expect(sat2d_rect_check((sat2d_rect){0, 0, 1, INFINITY}) == SAT2D_ERR_NON_FINITE, "inf h");
    expect(sat2d_rect_check((sat2d_rect){0, 0, 0, 0}) == SAT2D_OK, "a zero-size rect is a point");
    sat2d_vec2 seg[2] = {{0, 0}, {NAN, 1}};
    expect(sat2d_points_check(seg, 2) == SAT2D_ERR_NON_FINITE, "NaN segment end");
    /* rays: d != (0, 0) and tmax in [0, 1], both ends included, signed zeros alike */
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {1, 0}, NAN}) == SAT2D_ERR_NON_FINITE, "NaN tmax");
    expect(sat2d_ray_check((sat2d_ray){{INFINITY, 0}, {1, 0}, 1}) == SAT2D_ERR_NON_FINITE,
           "inf ray start");
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {-0.0f, 0}, 1}) == SAT2D_ERR_ZERO_DIRECTION,
           "(-0, 0) is a zero direction");
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {0x1p-149f, 0}, 1}) == SAT2D_OK,
           "a subnormal direction is a direction");
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {1, 0}, -0.0f}) == SAT2D_OK, "tmax -0");
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {1, 0}, 1}) == SAT2D_OK, "tmax 1");
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {1, 0}, nextafterf(1, 2)}) ==
               SAT2D_ERR_FRACTION_RANGE,
           "tmax just above 1");
    expect(sat2d_ray_check((sat2d_ray){{0, 0}, {1, 0}, -0x1p-149f}) == SAT2D_ERR_FRACTION_RANGE,
           "tmax just below 0");
    /* capsules: a zero-length core and a zero radius are capsules; r < 0 and NaN are not */
    expect(sat2d_capsule_check((sat2d_capsule){{1, 1}, {1, 1}, 0}) == SAT2D_OK, "a point capsule");
    expect(sat2d_capsule_check((sat2d_capsule){{0, 0}, {1, 1}, -0.0f}) == SAT2D_OK, "r = -0");
    expect(sat2d_capsule_check((sat2d_capsule){{0, 0}, {1, 1}, -0x1p-149f}) ==
               SAT2D_ERR_NEGATIVE_SIZE,
           "r just below 0");
    expect(sat2d_capsule_check((sat2d_capsule){{0, 0}, {1, 1}, NAN}) == SAT2D_ERR_NON_FINITE,
           "NaN radius");
    expect(sat2d_capsule_check((sat2d_capsule){{0, 0}, {1, -INFINITY}, 1}) == SAT2D_ERR_NON_FINITE,
           "inf core end");
}

/* Clockwise input comes out counter-clockwise, duplicates gone, layout as documented. */
static void storage_contract(void) {
    const sat2d_vec2 cw[] = {{0, 0}, {0, 2}, {0, 2}, {3, 2}, {3, 0}, {0, 0}};
    sat2d_status st;
    sat2d_convex_poly *p = sat2d_poly_create(cw, 6, &st);
    expect(p && st == SAT2D_OK, "clockwise rectangle with duplicates builds");
    if (!p) return;
    expect(p->count == 4 && p->stride % SAT2D_LANES == 0, "4 corners, stride padded");
    const float *x = sat2d_poly_x(p), *y = sat2d_poly_y(p);
    double area2 = 0;
    for (int i = 0; i < p->count; i++) {
        int j = (i + 1) % p->count;
        area2 += (double)x[i] * y[j] - (double)x[j] * y[i];
    }
    expect(area2 > 0, "stored counter-clockwise");
    for (int i = 0; i < p->count; i++) {
        int j = (i + 1) % p->count;
        const float nx = sat2d_poly_nx(p)[i], ny = sat2d_poly_ny(p)[i];
        expect(nx == y[j] - y[i] && ny == -(x[j] - x[i]), "normal = (ey, -ex)");
        expect(sat2d_poly_d(p)[i] == nx * x[i] + ny * y[i], "d = n . corner");
        expect(fabsf(hypotf(sat2d_poly_unit_normal(p, i).x, sat2d_poly_unit_normal(p, i).y) - 1) <
                   1e-6f,
               "unit");
    }
    for (int a = 0; a < SAT2D_POLY_ARRAYS; a++)
        for (int i = p->count; i < p->stride; i++)
            expect(p->data[a * p->stride + i] == p->data[a * p->stride], "padding repeats lane 0");
    for (int i = 0; i < p->count; i++)
        expect(hypotf(x[i] - p->cx, y[i] - p->cy) <= p->radius, "bounding circle encloses");
    expect(p->min_x == 0 && p->max_x == 3 && p->min_y == 0 && p->max_y == 2, "AABB");
    sat2d_poly_free(p);

    const sat2d_vec2 tri[] = {{0, 0}, {4, 0}, {0, 3}};
    sat2d_simple_polygon *g = sat2d_polygon_create(tri, 3, &st);
    /* 3 corners: one block of 8 and the closing copy of corner 0, and no more (the kernels'
     * loads stay within that, point_polygon_simd.h) */
    expect(g && g->stride == SAT2D_LANES + 1 && g->stride == sat2d_polygon_stride(g->count),
           "ring stride");
    expect(sat2d_polygon_bytes(3) ==
               sizeof(sat2d_simple_polygon) + 2 * (SAT2D_LANES + 1) * sizeof(float),
           "ring block bytes");
    expect(sat2d_polygon_stride(16) == 17 && sat2d_polygon_stride(17) == 25,
           "ring stride at 16, 17");
    if (g) {
        expect(sat2d_polygon_x(g)[3] == 0 && sat2d_polygon_y(g)[3] == 0, "closing corner");
        for (int i = g->count; i < g->stride; i++)
            expect(sat2d_polygon_x(g)[i] == 0 && sat2d_polygon_y(g)[i] == 0, "ring padding");
    }
    sat2d_polygon_free(g);
}

/* NaN behaviour as sat2d/tests.h states it: gap tests answer 1, crossing tests 0. */
static void nan_behaviour(void) {
    sat2d_vec2 nanp = {NAN, 0};
    expect(sat2d_point_circle(nanp, (sat2d_circle){{0, 0}, 1}) == 1, "NaN point_circle gap");
    expect(sat2d_point_rect(nanp, (sat2d_rect){0, 0, 1, 1}) == 1, "NaN point_rect gap");
    expect(sat2d_circle_circle((sat2d_circle){nanp, 1}, (sat2d_circle){{5, 0}, 1}, NULL) == 1,
           "NaN circle_circle gap");
    sat2d_segment s = {nanp, {1, 1}}, t = {{0, 1}, {1, 0}};
    expect(sat2d_segment_segment(s, t, NULL) == 0, "NaN segment crossing");
    /* capsules (docs/conventions.md#nan-and-overflow): a NaN distance never proves a meeting of
     * capsule_capsule or circle_capsule; capsule_poly is a gap test */
    const sat2d_capsule nan_core = {nanp, nanp, 1}, unit = {{0, 0}, {1, 0}, 1};
    expect(sat2d_capsule_capsule(nan_core, unit, NULL) == 0, "NaN capsule_capsule");
    expect(sat2d_circle_capsule((sat2d_circle){nanp, 1}, unit, NULL) == 0, "NaN circle_capsule");
    const sat2d_vec2 sq[4] = {{5, 5}, {6, 5}, {6, 6}, {5, 6}};
    sat2d_convex_poly *p = sat2d_poly_create(sq, 4, NULL);
    expect(p && sat2d_capsule_poly(nan_core, p, NULL) == 1, "NaN capsule_poly gap");
    sat2d_poly_free(p);
}

int main(void) {
    statuses_are_distinct();
    convex_refusals();
    simple_refusals();
    shape_checks();
    storage_contract();
    nan_behaviour();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
