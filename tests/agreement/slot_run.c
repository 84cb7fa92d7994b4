/* A variant's slot on a batch of pairs, guarded for contenders (see slot_run.h). */
#include <stdio.h>
#include <string.h>

#include "case_file.h"
#include "plugin_guard.h"
#include "slot_run.h"

static int call(const sat2d_variant *v, sat2d_test_id t, const sat2d_slot_in *in, size_t n,
                const results *out) {
    if (!sat2d_slot_call(v, t, in, n, out)) return 0;
    if (sat2d_test_info_of(t)->out == SAT2D_OUT_WORLD) memset(out->hit, 1, n);
    return 1;
}

/* One side of pair i of `in`: its floats f (a[] or b[]), its pointer arrays p and g, by kind. */
static sat2d_shape shape_of(sat2d_shape_kind kind, const float *const *f,
                            const sat2d_convex_poly *const *p, const sat2d_simple_polygon *const *g,
                            sat2d_transform xf, size_t i) {
    sat2d_shape s = {.kind = kind};
    switch (kind) {
    case SAT2D_SHAPE_POINT:
        s.point = (sat2d_vec2){f[0][i], f[1][i]};
        break;
    case SAT2D_SHAPE_CIRCLE:
        s.circle = (sat2d_circle){{f[0][i], f[1][i]}, f[2][i]};
        break;
    case SAT2D_SHAPE_RECT:
        s.rect = (sat2d_rect){f[0][i], f[1][i], f[2][i], f[3][i]};
        break;
    case SAT2D_SHAPE_SEGMENT:
        s.segment = (sat2d_segment){{f[0][i], f[1][i]}, {f[2][i], f[3][i]}};
        break;
    case SAT2D_SHAPE_POLY:
        s.poly = (sat2d_convex_poly *)p[i];
        break;
    case SAT2D_SHAPE_POLYGON:
        s.polygon = (sat2d_simple_polygon *)g[i];
        break;
    case SAT2D_SHAPE_TRANSFORM:
        s.transform = xf;
        break;
    case SAT2D_SHAPE_RAY:
        s.ray = (sat2d_ray){{f[0][i], f[1][i]}, {f[2][i], f[3][i]}, f[4][i]};
        break;
    case SAT2D_SHAPE_CAPSULE:
        s.capsule = (sat2d_capsule){{f[0][i], f[1][i]}, {f[2][i], f[3][i]}, f[4][i]};
        break;
    }
    return s;
}

/* Pair i of `in` as a case of test t (shapes borrowed, never freed): the crash guard's line. */
static sat2d_case case_of(sat2d_test_id t, const sat2d_slot_in *in, size_t i) {
    const sat2d_test_info *info = sat2d_test_info_of(t);
    sat2d_case c = {.test = t};
    c.a = shape_of(info->a, in->a, in->pa, in->ga, in->xf, i);
    c.b = shape_of(info->b, in->b, in->pb, in->gb, in->xf, i);
    if (info->out == SAT2D_OUT_TOI) c.sweep = (sat2d_vec2){in->d[0][i], in->d[1][i]};
    return c;
}

int slot_run(const sat2d_variant *v, sat2d_test_id t, const sat2d_slot_in *in, size_t n,
             const results *out) {
    if (!sat2d_guard_armed() || !sat2d_variant_origin(v)) return call(v, t, in, n, out);
    if (!sat2d_variant_has(v, t)) return 0;
    uint8_t hit;
    sat2d_mtv mtv;
    sat2d_vec2 point;
    sat2d_toi toi;
    float wx, wy;
    sat2d_ray_hit ray;
    sat2d_manifold manifold;
    results one = {&hit, &mtv, &point, &toi, &wx, &wy, &ray, &manifold};
    for (size_t i = 0; i < n; i++) {
        sat2d_slot_in pair = sat2d_slot_in_from(in, i);
        sat2d_case c = case_of(t, in, i);
        sat2d_guard_enter_case(v, &c);
        call(v, t, &pair, 1, &one);
        sat2d_guard_leave();
    }
    char where[160];
    snprintf(where, sizeof where, "on a batch of %zu %s pairs (each pair alone passed)", n,
             sat2d_test_name(t));
    sat2d_guard_enter_text(v, where);
    int ran = call(v, t, in, n, out);
    sat2d_guard_leave();
    return ran;
}
