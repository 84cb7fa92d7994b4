/* sat2d-oracle-filter-check: the oracle with its floating-point filter (oracle/oracle_filter.h)
 * against the oracle in rationals alone, on the property run's cases (case_draw.h: random
 * shapes, and the hard families: exact contacts, contacts nudged by one, near-parallel edges,
 * far and tiny shapes, ...), each also with B moved by one float step and by the ambiguity
 * band's width in four directions, the moves that put pairs within a rounding of contact.
 * Compared bit for bit: every verdict, poly_poly's MTV axes (face pushes and normals) and the
 * sweep's time and normal. It fails on any difference, and when the filter never settled or
 * never deferred a question (so both paths ran).
 *   sat2d-oracle-filter-check [CASES [SEED]]   (CASES per test, default 4000; SEED 1) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_draw.h"
#include "case_oracle.h"
#include "oracle.h"

/* What one case gives under the oracle: the verdicts of the case and its moves, and for
 * poly_poly and the sweep the numbers. */
typedef struct answers {
    int verdict[9];
    oracle_axis axes[4 * SAT2D_MAX_CORNERS];
    int n_axes, swept;
    double t, nx, ny;
} answers;

static void answer(const sat2d_case *c, float magnitude, answers *out) {
    memset(out, 0, sizeof *out);
    const float step = ldexpf(fmaxf(1.0f, magnitude), -24),
                band = (float)BAND * fmaxf(1, magnitude);
    const float moves[9][2] = {{0, 0},         {step, step},  {-step, step},
                               {-step, -step}, {step, -step}, {band, 0},
                               {0, band},      {-band, 0},    {0, -band}};
    for (int m = 0; m < 9; m++)
        out->verdict[m] = case_oracle_verdict(c, moves[m][0], moves[m][1]);
    if (c->test == SAT2D_POLY_POLY)
        out->n_axes =
            oracle_poly_axes(case_outline_poly(c->a.poly), case_outline_poly(c->b.poly), out->axes);
    if (c->test == SAT2D_POLY_POLY_SWEEP) {
        out->swept = oracle_sweep(case_outline_poly(c->a.poly), case_outline_poly(c->b.poly),
                                  c->sweep, &out->t);
        oracle_sweep_normal(&out->nx, &out->ny);
    }
}

static int same(const answers *x, const answers *y) {
    if (memcmp(x->verdict, y->verdict, sizeof x->verdict) != 0 || x->n_axes != y->n_axes ||
        x->swept != y->swept)
        return 0;
    for (int i = 0; i < x->n_axes; i++)
        if (memcmp(&x->axes[i], &y->axes[i], sizeof x->axes[i]) != 0) return 0;
    return memcmp(&x->t, &y->t, sizeof x->t) == 0 && memcmp(&x->nx, &y->nx, sizeof x->nx) == 0 &&
           memcmp(&x->ny, &y->ny, sizeof x->ny) == 0;
}

int main(int argc, char **argv) {
    long cases = argc > 1 ? strtol(argv[1], NULL, 10) : 4000;
    unsigned long long seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    if (argc > 3 || cases < 1) {
        fprintf(stderr, "usage: sat2d-oracle-filter-check [CASES [SEED]]\n");
        return 2;
    }
    oracle_init();
    long all_settled = 0, all_unsure = 0, differ = 0;
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        if (t == SAT2D_TRANSFORM) continue;
        long settled0, unsure0, settled1, unsure1, wrong = 0;
        oracle_filter_counts(&settled0, &unsure0);
        for (long i = 0; i < cases; i++) {
            gen g = case_gen(seed, (sat2d_test_id)t, i);
            sat2d_case c;
            const float magnitude = case_draw(&g, (sat2d_test_id)t, i, &c);
            answers filtered, exact;
            oracle_use_filter(1);
            answer(&c, magnitude, &filtered);
            oracle_use_filter(0);
            answer(&c, magnitude, &exact);
            oracle_use_filter(1);
            if (!same(&filtered, &exact) && ++wrong <= 3) {
                printf("FAIL %s seed=%llu case=%ld: the filtered oracle answers otherwise\n  ",
                       sat2d_test_name((sat2d_test_id)t), seed, i);
                case_print(stdout, &c);
            }
            sat2d_case_free(&c);
        }
        oracle_filter_counts(&settled1, &unsure1);
        printf("%s %s cases=%ld differ=%ld filter_settled=%ld filter_deferred=%ld\n",
               wrong ? "FAIL" : "ok  ", sat2d_test_name((sat2d_test_id)t), cases, wrong,
               settled1 - settled0, unsure1 - unsure0);
        all_settled += settled1 - settled0, all_unsure += unsure1 - unsure0, differ += wrong;
    }
    if (!all_settled || !all_unsure) {
        printf("FAIL the filter settled %ld questions and deferred %ld: both paths must run\n",
               all_settled, all_unsure);
        return 1;
    }
    printf("%s: %ld cases differ; the filter settled %ld questions, deferred %ld to rationals\n",
           differ ? "FAIL" : "ok", differ, all_settled, all_unsure);
    return differ != 0;
}
