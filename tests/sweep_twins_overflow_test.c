/* Every twin of poly_poly_sweep gives the scalar reference's answer bit for bit (verdict, and
 * t and normal when asked) where the agreement test and the property runner never look:
 * coordinates and displacements whose projections and speeds overflow to inf and NaN,
 * displacements along an edge (speed exactly 0 on that axis) and no motion at all.
 *
 * The lane windows take shortcuts (a miss proven by A's axes alone skips B's), which are
 * only sound while every value so far is finite: the scalar twin's 0 * inf products become
 * NaN and decide differently. An early form of the corners kernel exited after an axis of
 * infinite speed and disagreed here while every other test passed. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sat2d/sat2d.h"

#define RING_STREAM_SEED 4242ull
#include "ring_stream.h"

/* A convex polygon of n corners (jittered angles) around (cx, cy) with radius r; a triangle
 * when the builder refuses the ring (collapsed corners at extreme scales). */
static sat2d_convex_poly *polygon(int n, double cx, double cy, double r) {
    sat2d_vec2 p[32];
    ring(p, n, cx, cy, r);
    sat2d_convex_poly *q = sat2d_poly_create(p, n, NULL);
    if (q) return q;
    sat2d_vec2 t[3] = {
        {(float)cx, (float)cy}, {(float)(cx + r), (float)cy}, {(float)cx, (float)(cy + r)}};
    return sat2d_poly_create(t, 3, NULL);
}

enum { PAIRS = 20000, KINDS = 4 };

int main(void) {
    static const char *const kind_name[KINDS] = {"overflowing coordinates", "overflowing motion",
                                                 "motion along an edge", "no motion"};
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    long pairs[KINDS] = {0}, hits[KINDS] = {0}, wrong = 0, twins = 0;
    for (int t = 0; t < PAIRS; t++) {
        const int kind = t % KINDS;
        const int na = 3 + (int)(uniform() * (uniform() < 0.7 ? 6 : 20));
        const int nb = 3 + (int)(uniform() * (uniform() < 0.7 ? 6 : 20));
        /* float products past ~1.8e19 overflow; the other kinds stay at ordinary scales */
        const double scale = kind == 0 ? pow(10, 17 + uniform() * 14) : pow(10, uniform() * 4 - 1);
        const double cx = (uniform() - 0.5) * scale, cy = (uniform() - 0.5) * scale;
        sat2d_convex_poly *a = polygon(na, cx, cy, scale * (0.3 + uniform()));
        sat2d_convex_poly *b =
            polygon(nb, cx + (uniform() - 0.5) * 4 * scale, cy + (uniform() - 0.5) * 4 * scale,
                    scale * (0.3 + uniform()));
        if (!a || !b) {
            sat2d_poly_free(a), sat2d_poly_free(b);
            continue;
        }
        float dx = (float)((uniform() - 0.5) * 12 * scale),
              dy = (float)((uniform() - 0.5) * 12 * scale);
        if (kind == 1) dx = uniform() < 0.5 ? 3e38f : (float)(1e30 * uniform()), dy = -3e38f;
        if (kind == 2) { /* along an edge of A or B: B's speed on that edge's normal is 0 */
            const sat2d_convex_poly *p = uniform() < 0.5 ? a : b;
            const int e = (int)(uniform() * p->count), f = (e + 1) % p->count;
            const float k = (float)(int)(uniform() * 4 + 1);
            dx = (sat2d_poly_x(p)[f] - sat2d_poly_x(p)[e]) * k;
            dy = (sat2d_poly_y(p)[f] - sat2d_poly_y(p)[e]) * k;
        }
        if (kind == 3) dx = dy = 0;
        sat2d_toi want_toi;
        memset(&want_toi, 0x55, sizeof want_toi);
        const int want = sat2d_poly_poly_sweep(a, b, (sat2d_vec2){dx, dy}, &want_toi);
        pairs[kind]++, hits[kind] += want;
        const sat2d_convex_poly *pa[1] = {a}, *pb[1] = {b};
        const sat2d_points_soa d = {&dx, &dy};
        for (size_t k = 0; k < nv; k++) {
            const sat2d_variant *v = all[k];
            if (v->kind == SAT2D_KIND_PITFALL || !v->poly_poly_sweep || !sat2d_variant_available(v))
                continue;
            twins += t == 0;
            uint8_t got, got_plain;
            sat2d_toi toi;
            memset(&toi, 0x55, sizeof toi);
            v->poly_poly_sweep(pa, pb, d, 1, &got, &toi);
            v->poly_poly_sweep(pa, pb, d, 1, &got_plain, NULL);
            const int bad = got != want || got_plain != want ||
                            (want && memcmp(&toi, &want_toi, sizeof toi) != 0);
            if (bad && wrong < 10)
                printf("FAIL %s (%s): verdict %d/%d, reference %d\n", v->name, kind_name[kind], got,
                       got_plain, want);
            wrong += bad;
        }
        sat2d_poly_free(a), sat2d_poly_free(b);
    }
    for (int k = 0; k < KINDS; k++)
        printf("%-24s %ld pairs, %ld hits\n", kind_name[k], pairs[k], hits[k]);
    printf("%ld sweep twins, %ld wrong answers\n", twins, wrong);
    const int ok = wrong == 0 && twins > 1;
    printf("%d passed, %d failed\n", ok, !ok);
    return !ok;
}
