/* The table of tests and the one call of a slot, generated from SAT2D_TESTS (see test_table.h). */
#include "test_table.h"

static const sat2d_test_info infos[SAT2D_TEST_COUNT] = {
#define TEST_INFO(id, ID, A, B, WORD, OUT, params)                                                 \
    [SAT2D_##ID] = {SAT2D_SHAPE_##A, SAT2D_SHAPE_##B, WORD, SAT2D_OUT_##OUT},
    SAT2D_TESTS(TEST_INFO)
#undef TEST_INFO
};

const sat2d_test_info *sat2d_test_info_of(sat2d_test_id t) {
    return &infos[(unsigned)t < SAT2D_TEST_COUNT ? t : 0];
}

int sat2d_test_has_numbers(sat2d_test_id t) {
    const sat2d_test_out o = sat2d_test_info_of(t)->out;
    return o == SAT2D_OUT_MTV || o == SAT2D_OUT_POINT || o == SAT2D_OUT_TOI || o == SAT2D_OUT_RAY ||
           o == SAT2D_OUT_MANIFOLD;
}

static const struct {
    const char *word;
    int numbers, soa_floats;
} shapes[SAT2D_SHAPE_KINDS] = {
    [SAT2D_SHAPE_POINT] = {"point", 2, 2},         [SAT2D_SHAPE_CIRCLE] = {"circle", 3, 3},
    [SAT2D_SHAPE_RECT] = {"rect", 4, 4},           [SAT2D_SHAPE_SEGMENT] = {"segment", 4, 4},
    [SAT2D_SHAPE_POLY] = {"poly", -1, 0},          [SAT2D_SHAPE_POLYGON] = {"polygon", -1, 0},
    [SAT2D_SHAPE_TRANSFORM] = {"transform", 3, 0}, [SAT2D_SHAPE_RAY] = {"ray", 5, 5},
    [SAT2D_SHAPE_CAPSULE] = {"capsule", 5, 5},
};

const char *sat2d_shape_word(sat2d_shape_kind k) {
    return (unsigned)k < SAT2D_SHAPE_KINDS ? shapes[k].word : "?";
}

int sat2d_shape_numbers(sat2d_shape_kind k) {
    return (unsigned)k < SAT2D_SHAPE_KINDS ? shapes[k].numbers : 0;
}

int sat2d_shape_soa_floats(sat2d_shape_kind k) {
    return (unsigned)k < SAT2D_SHAPE_KINDS ? shapes[k].soa_floats : 0;
}

int sat2d_test_has_polygons(sat2d_test_id t) {
    const sat2d_test_info *i = sat2d_test_info_of(t);
    return i->a == SAT2D_SHAPE_POLY || i->a == SAT2D_SHAPE_POLYGON || i->b == SAT2D_SHAPE_POLY ||
           i->b == SAT2D_SHAPE_POLYGON;
}

/* A shape's argument of a slot call, from side s (a or b) of `in`: a structure-of-arrays view,
 * the pointer array, or the batch's transform. */
#define ARG_POINT(s) ((sat2d_points_soa){in->s[0], in->s[1]})
#define ARG_CIRCLE(s) ((sat2d_circles_soa){in->s[0], in->s[1], in->s[2]})
#define ARG_RECT(s) ((sat2d_rects_soa){in->s[0], in->s[1], in->s[2], in->s[3]})
#define ARG_SEGMENT(s) ((sat2d_segments_soa){in->s[0], in->s[1], in->s[2], in->s[3]})
#define ARG_CAPSULE(s) ((sat2d_capsules_soa){in->s[0], in->s[1], in->s[2], in->s[3], in->s[4]})
#define ARG_POLY(s) (in->p##s)
#define ARG_POLYGON(s) (in->g##s)
#define ARG_TRANSFORM(s) (in->xf)
#define ARG_RAY(s) ((sat2d_rays_soa){in->s[0], in->s[1], in->s[2], in->s[3], in->s[4]})
/* What comes between B and n: B's displacement for a sweep. */
#define EXTRA_HIT
#define EXTRA_MTV
#define EXTRA_POINT
#define EXTRA_TOI , ((sat2d_points_soa){in->d[0], in->d[1]})
#define EXTRA_WORLD
#define EXTRA_RAY
#define EXTRA_MANIFOLD
/* The outputs after n. */
#define OUTS_HIT out->hit
#define OUTS_MTV out->hit, out->mtv
#define OUTS_POINT out->hit, out->point
#define OUTS_TOI out->hit, out->toi
#define OUTS_WORLD out->wx, out->wy
#define OUTS_RAY out->hit, out->ray
#define OUTS_MANIFOLD out->hit, out->manifold

int sat2d_slot_call(const sat2d_variant *v, sat2d_test_id t, const sat2d_slot_in *in, size_t n,
                    const sat2d_slot_out *out) {
    if (!sat2d_variant_has(v, t)) return 0;
    switch (t) {
#define SLOT_CALL(id, ID, A, B, WORD, OUT, params)                                                 \
    case SAT2D_##ID:                                                                               \
        v->id(ARG_##A(a), ARG_##B(b) EXTRA_##OUT, n, OUTS_##OUT);                                  \
        return 1;
        SAT2D_TESTS(SLOT_CALL)
#undef SLOT_CALL
    default:
        return 0;
    }
}

sat2d_slot_in sat2d_slot_in_from(const sat2d_slot_in *in, size_t i) {
    sat2d_slot_in r = *in;
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++) {
        if (r.a[k]) r.a[k] += i;
        if (r.b[k]) r.b[k] += i;
    }
    for (int k = 0; k < 2; k++)
        if (r.d[k]) r.d[k] += i;
    if (r.pa) r.pa += i;
    if (r.pb) r.pb += i;
    if (r.ga) r.ga += i;
    if (r.gb) r.gb += i;
    return r;
}
