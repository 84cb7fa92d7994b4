/* Helpers shared by the fuzz targets (see fuzz_common.h). */
#include "fuzz_common.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge.h"

char *fuzz_line(const uint8_t *data, size_t size) {
    char *s = malloc(size + 1);
    if (!s) return NULL;
    if (size) memcpy(s, data, size);
    s[size] = 0;
    return s;
}

/* Calls f on every number of a shape that the case line gave (a polygon's corners as built:
 * the same values, exact duplicates dropped). */
static void shape_numbers(const sat2d_shape *s, void (*f)(float, void *), void *ctx) {
    switch (s->kind) {
    case SAT2D_SHAPE_POINT:
        f(s->point.x, ctx), f(s->point.y, ctx);
        break;
    case SAT2D_SHAPE_CIRCLE:
        f(s->circle.c.x, ctx), f(s->circle.c.y, ctx), f(s->circle.r, ctx);
        break;
    case SAT2D_SHAPE_RECT:
        f(s->rect.x, ctx), f(s->rect.y, ctx), f(s->rect.w, ctx), f(s->rect.h, ctx);
        break;
    case SAT2D_SHAPE_SEGMENT:
        f(s->segment.a.x, ctx), f(s->segment.a.y, ctx);
        f(s->segment.b.x, ctx), f(s->segment.b.y, ctx);
        break;
    case SAT2D_SHAPE_POLY:
        for (int i = 0; i < s->poly->count; i++)
            f(sat2d_poly_x(s->poly)[i], ctx), f(sat2d_poly_y(s->poly)[i], ctx);
        break;
    case SAT2D_SHAPE_POLYGON:
        for (int i = 0; i < s->polygon->count; i++)
            f(sat2d_polygon_x(s->polygon)[i], ctx), f(sat2d_polygon_y(s->polygon)[i], ctx);
        break;
    case SAT2D_SHAPE_CAPSULE:
        f(s->capsule.a.x, ctx), f(s->capsule.a.y, ctx);
        f(s->capsule.b.x, ctx), f(s->capsule.b.y, ctx), f(s->capsule.r, ctx);
        break;
    case SAT2D_SHAPE_TRANSFORM:
        /* c and s come from an angle: never grid numbers unless the angle is 0 */
        f(s->transform.px, ctx), f(s->transform.py, ctx);
        f(s->transform.c, ctx), f(s->transform.s, ctx);
        break;
    case SAT2D_SHAPE_RAY:
        f(s->ray.p.x, ctx), f(s->ray.p.y, ctx), f(s->ray.d.x, ctx), f(s->ray.d.y, ctx);
        f(s->ray.tmax, ctx);
        break;
    }
}

static void case_numbers(const sat2d_case *c, void (*f)(float, void *), void *ctx) {
    shape_numbers(&c->a, f, ctx);
    shape_numbers(&c->b, f, ctx);
    if (sat2d_test_info_of(c->test)->out == SAT2D_OUT_TOI) f(c->sweep.x, ctx), f(c->sweep.y, ctx);
}

static void largest(float v, void *ctx) {
    float *m = ctx;
    *m = fmaxf(*m, fabsf(v));
}

static void grid(float v, void *ctx) {
    int *on = ctx;
    *on = *on && v == nearbyintf(v) && fabsf(v) <= FUZZ_GRID_LIMIT;
}

static void in_domain(float v, void *ctx) {
    int *in = ctx;
    float m = fabsf(v);
    *in = *in && (m == 0 || (m >= FUZZ_BAND_MIN && m <= FUZZ_BAND_MAX));
}

int fuzz_case_in_band_domain(const sat2d_case *c) {
    int in = 1;
    case_numbers(c, in_domain, &in);
    return in;
}

float fuzz_case_magnitude(const sat2d_case *c) {
    float m = 0;
    case_numbers(c, largest, &m);
    return m;
}

int fuzz_case_on_grid(const sat2d_case *c) {
    int on = 1;
    case_numbers(c, grid, &on);
    return on;
}

_Noreturn void fuzz_fail_lines(const sat2d_case *c, const char *what, const char *variant,
                               const char *want, const char *got) {
    fprintf(stderr, "sat2d-fuzz: %s: %s answers '%s', expected '%s' for\n  ", what, variant, got,
            want);
    fuzz_print_case(stderr, c);
    fflush(stderr);
    __builtin_trap();
}

_Noreturn void fuzz_fail(const sat2d_case *c, const char *what, const char *variant,
                         const sat2d_answer *want, const sat2d_answer *got) {
    char x[256], y[256];
    sat2d_answer_format(c, want, x, sizeof x);
    sat2d_answer_format(c, got, y, sizeof y);
    fuzz_fail_lines(c, what, variant, x, y);
}
