/* The agreement test's comparison rule (harness/agree_rules.h) applied to one parsed
 * case, for the fuzz targets (see bridge.h). */
#include <math.h>
#include <string.h>

#include "agree_rules.h"
#include "bridge.h"

static void both_nan(float *x, float *y) {
    if (isnan(*x) && isnan(*y)) *x = *y = 0;
}

/* The case as pair 0 of a one-pair chunk, in the agreement test's layout (a[] and b[] hold A's
 * and B's floats in the order of the test's SoA struct; d[] the sweep). */
static void fill_chunk(const sat2d_case *c, float av[SAT2D_SOA_FLOATS], float bv[SAT2D_SOA_FLOATS],
                       float dv[2]) {
    sat2d_shape_floats(&c->a, av), sat2d_shape_floats(&c->b, bv);
    dv[0] = c->sweep.x, dv[1] = c->sweep.y;
}

/* Storage of a one-pair chunk (chunk's arrays point here). */
typedef struct one_pair {
    float av[SAT2D_SOA_FLOATS], bv[SAT2D_SOA_FLOATS], dv[2];
    double margin;
    float mag;
    sat2d_convex_poly *pa, *pb;
    sat2d_simple_polygon *ga, *gb;
} one_pair;

static chunk chunk_of(const sat2d_case *cs, one_pair *o) {
    *o = (one_pair){.pa = cs->a.poly, .pb = cs->b.poly, .ga = cs->a.polygon, .gb = cs->b.polygon};
    fill_chunk(cs, o->av, o->bv, o->dv);
    chunk c = {.n = 1,
               .margin = &o->margin,
               .mag = &o->mag,
               .pa = &o->pa,
               .pb = &o->pb,
               .ga = &o->ga,
               .gb = &o->gb};
    for (int k = 0; k < SAT2D_SOA_FLOATS; k++)
        c.a[k] = &o->av[k], c.b[k] = &o->bv[k];
    c.d[0] = &o->dv[0], c.d[1] = &o->dv[1];
    return c;
}

double fuzz_agreement_distance(const sat2d_case *cs) {
    one_pair o;
    chunk c = chunk_of(cs, &o);
    if (cs->test == SAT2D_POLY_POLY) o.margin = fuzz_agreement_margin(cs->a.poly, cs->b.poly);
    return agree_exact_margin(cs->test, &c, 0);
}

fuzz_verdict fuzz_agreement_compare(const sat2d_case *cs, const char *variant, int grid,
                                    double margin, float mag, const sat2d_answer *want,
                                    const sat2d_answer *got) {
    one_pair o;
    chunk c = chunk_of(cs, &o);
    c.grid = grid;
    o.margin = margin, o.mag = mag;
    const sat2d_answer *src[2] = {want, got};
    uint8_t hit[2];
    sat2d_mtv mtv[2];
    sat2d_vec2 point[2];
    sat2d_toi toi[2];
    float wx[2], wy[2];
    sat2d_ray_hit ray[2];
    sat2d_manifold manifold[2];
    results r[2];
    for (int k = 0; k < 2; k++) {
        hit[k] = (uint8_t)(src[k]->hit != 0), mtv[k] = src[k]->mtv, point[k] = src[k]->point;
        toi[k] = src[k]->toi, wx[k] = src[k]->point.x, wy[k] = src[k]->point.y;
        ray[k] = src[k]->ray, manifold[k] = src[k]->manifold;
        r[k] =
            (results){&hit[k], &mtv[k], &point[k], &toi[k], &wx[k], &wy[k], &ray[k], &manifold[k]};
    }
    /* agree_compare() uses ==, under which a NaN differs from itself; two NaNs in the same place
     * are the same answer (coordinates near 1e38 overflow a segment's crossing point to NaN in
     * every variant), so the pair is compared as if both held 0 there. */
    both_nan(&mtv[0].depth, &mtv[1].depth), both_nan(&mtv[0].nx, &mtv[1].nx);
    both_nan(&mtv[0].ny, &mtv[1].ny), both_nan(&point[0].x, &point[1].x);
    both_nan(&point[0].y, &point[1].y), both_nan(&toi[0].t, &toi[1].t);
    both_nan(&toi[0].nx, &toi[1].nx), both_nan(&toi[0].ny, &toi[1].ny);
    both_nan(&wx[0], &wx[1]), both_nan(&wy[0], &wy[1]);
    both_nan(&ray[0].t, &ray[1].t), both_nan(&ray[0].nx, &ray[1].nx);
    both_nan(&ray[0].ny, &ray[1].ny);
    both_nan(&manifold[0].nx, &manifold[1].nx), both_nan(&manifold[0].ny, &manifold[1].ny);
    for (int k = 0; k < 2; k++) {
        both_nan(&manifold[0].x[k], &manifold[1].x[k]);
        both_nan(&manifold[0].y[k], &manifold[1].y[k]);
        both_nan(&manifold[0].sep[k], &manifold[1].sep[k]);
    }
    /* as check_mode() calls it: `exact` is a twin everywhere, held to the band on floats */
    int exact = strcmp(variant, "exact") == 0;
    tally tl = {0};
    agree_compare(cs->test, agree_is_exact_twin(cs->test) || exact, exact && !grid, &c, 0, &r[0],
                  &r[1], &tl);
    if (tl.wrong) return FUZZ_WRONG;
    if (tl.detail_wrong) return FUZZ_DETAIL_WRONG;
    return tl.in_band ? FUZZ_IN_BAND : FUZZ_AGREE;
}

double fuzz_agreement_margin(const sat2d_convex_poly *a, const sat2d_convex_poly *b) {
    return fabs(fmax(agree_planes_sep(a, b), agree_planes_sep(b, a)));
}
