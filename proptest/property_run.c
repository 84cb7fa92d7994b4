/* The property run of one test (runs.h, run_test): every variant against the oracle on seeded
 * cases, with the metamorphic, symmetry, number and lanes properties; the property lines it
 * prints are listed in proptest.c. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "case_draw.h"
#include "case_oracle.h"
#include "claims.h"
#include "metamorphic.h"
#include "props.h"
#include "report.h"
#include "runs.h"
#include "shrink.h"

/* What one variant's answers on one half (grid or float) of a test's cases came to. */
typedef struct stats {
    long cases, wrong, in_band, symmetric_cases, symmetric_wrong, metamorphic_wrong;
    long grid_depth_wrong;               /* mtv_depth against the exact penetration */
    long hits, number_wrong[NUM_CLAIMS]; /* hits the oracle confirms; failures per claim */
    long both_hit, symmetric_mtv_wrong, symmetric_mtv_ties;
    long lanes_wrong;
} stats;

/* Cases where some variant's verdict changed under one of the four exact symmetries of
 * metamorphic.h (the first three changes of each variant are printed with the symmetry). */
static void metamorphic(gen *g, const sat2d_case *c, long *changed, long *inexact, size_t nv,
                        const sat2d_variant *const *all, const char *only, double tol) {
    int dx = gen_int(g, -50, 50), dy = gen_int(g, -50, 50), k = gen_int(g, 1, 7);
    int before[64]; /* each variant's verdict on c, computed once; -1: not run */
    static sat2d_answer answers[64];
    for (size_t i = 0; i < nv && i < 64; i++) {
        const sat2d_variant *v = all[i];
        before[i] = (only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                            !sat2d_case_run(v, c, &answers[i])
                        ? -1
                        : answers[i].hit;
    }
    for (int kind = 0; kind < METAMORPHIC_KINDS; kind++) {
        sat2d_case m;
        int made = metamorphic_case(c, (metamorphic_kind)kind, dx, dy, k, &m);
        if (made == 0) {
            (*inexact)++;
            continue;
        }
        if (made < 0) {
            for (size_t i = 0; i < nv && i < 64; i++)
                changed[i]++; /* a refusal is a failure */
            printf("FAIL %s_metamorphic: the builder refused the case after %s\n  ",
                   sat2d_test_name(c->test), metamorphic_name((metamorphic_kind)kind));
            case_print(stdout, c);
            continue;
        }
        for (size_t i = 0; i < nv && i < 64; i++) {
            sat2d_answer y;
            const sat2d_variant *v = all[i];
            if (before[i] < 0 || !sat2d_case_run(v, &m, &y)) continue;
            /* a manifold moves with the pair: points, normal and separations within tol */
            const int numbers_ok = before[i] != 1 || c->test != SAT2D_POLY_POLY_MANIFOLD ||
                                   metamorphic_manifold_moved(&answers[i].manifold, &y.manifold,
                                                              (metamorphic_kind)kind, dx, dy, tol);
            if (before[i] == y.hit && numbers_ok) continue;
            if (++changed[i] <= 3 && (v->kind != SAT2D_KIND_PITFALL || only)) {
                printf("FAIL %s_metamorphic %s: %s changes the %s %d -> %d:\n  ",
                       sat2d_test_name(c->test), v->name, metamorphic_name((metamorphic_kind)kind),
                       before[i] == y.hit ? "manifold" : "verdict", before[i], y.hit);
                case_print(stdout, c);
                printf("  ");
                case_print(stdout, &m);
            }
        }
        sat2d_case_free(&m);
    }
}

/* Where a number check fails: the first three failures of each (variant, property) print the
 * case and the answer (the shrinking pass handles verdicts only). */
static struct {
    const char *variant;
    uint64_t seed;
    long index;
} here;

static long show(const char *claim, long wrong, const sat2d_case *c, const sat2d_answer *a) {
    if (wrong <= 3) {
        char line[256];
        sat2d_answer_format(c, a, line, sizeof line); /* the answer line, as sat2d check prints */
        printf("FAIL %s_%s %s seed=%llu case=%ld answer '%s':\n  ", sat2d_test_name(c->test), claim,
               here.variant, (unsigned long long)here.seed, here.index, line);
        case_print(stdout, c);
    }
    return wrong;
}

/* Counts and shows each failing number claim of a hit; the first failure of each (variant,
 * claim) is also shrunk. */
static void check_numbers(const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                          double tol, stats *s, const sat2d_variant *v, int grid) {
    if (!claims_of(c->test)->numbers) return;
    s->hits++;
    unsigned bad = claims_failing(c, ans, truth, tol);
    for (int b = 0; b < NUM_CLAIMS; b++) {
        unsigned bit = 1u << b;
        if (!(bad & bit)) continue;
        if (show(claims_name(bit), ++s->number_wrong[b], c, ans) == 1) {
            shrink(v, c, grid, bit);
            claims_forget_axes(); /* the shrink replaced the cached axes; recompute them for c */
        }
    }
}

/* symmetric_mtv: test(B, A) pushes as deep as test(A, B), along the negated normal where the
 * least push has one direction (ties, e.g. squares, are counted, not compared). */
static void check_symmetric_mtv(const sat2d_case *c, const sat2d_answer *x, const sat2d_answer *y,
                                double tol, stats *s) {
    s->both_hit++;
    if (c->test ==
        SAT2D_POLY_POLY_MANIFOLD) { /* the same faces: the same points, the normal flips */
        if (claims_mtv_directions(c, tol) > 1) {
            s->symmetric_mtv_ties++;
            return;
        }
        /* a face of each polygon at the least push: either is the reference, the points differ */
        const int same_faces = claims_least_faces(c, tol) == 1;
        s->symmetric_mtv_wrong +=
            !metamorphic_manifold_swapped(&x->manifold, &y->manifold, same_faces, tol);
        return;
    }
    int ok = fabs(x->mtv.depth - y->mtv.depth) <= tol;
    if (claims_mtv_directions(c, tol) > 1)
        s->symmetric_mtv_ties++;
    else
        ok = ok && hypot(x->mtv.nx + y->mtv.nx, x->mtv.ny + y->mtv.ny) <= NORMAL_TOLERANCE;
    s->symmetric_mtv_wrong += !ok;
}

/* lanes_mixed: n consecutive cases of a test (grid and float, ordinary and hard; the first is
 * case `first` of the seed) as the pairs of one batch through every non-pitfall variant checked,
 * each answered as alone (sat2d_cases_differ_in_batch); then frees them. cases[k] and wrong[k]
 * count variant k's pairs so run and answered differently. */
static void mixed_batch(sat2d_test_id t, const char *only, uint64_t seed, long first,
                        sat2d_case *batch, size_t n, long cases[64], long wrong[64]) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    const sat2d_case *ptrs[SAT2D_CASE_MIXED];
    for (size_t i = 0; i < n; i++)
        ptrs[i] = &batch[i];
    for (size_t k = 0; k < nv && k < 64 && n; k++) {
        const sat2d_variant *v = all[k];
        if ((only && strcmp(only, v->name) != 0) || v->kind == SAT2D_KIND_PITFALL ||
            !sat2d_variant_available(v) || !sat2d_variant_has(v, t))
            continue;
        size_t which;
        char got[2][256];
        const size_t bad = sat2d_cases_differ_in_batch(v, ptrs, n, &which, got);
        cases[k] += (long)n;
        if (bad && wrong[k] < 3) {
            printf("FAIL %s %s seed=%llu case=%ld: alone '%s', as pair %zu of a batch of cases "
                   "%ld to %ld '%s':\n  ",
                   sat2d_test_name(t), v->name, (unsigned long long)seed, first + (long)which,
                   got[0], which, first, first + (long)n - 1, got[1]);
            case_print(stdout, ptrs[which]);
        }
        wrong[k] += (long)bad;
    }
    for (size_t i = 0; i < n; i++)
        sat2d_case_free(&batch[i]);
}

/* One variant's answer on case i against the oracle: lanes, the number claims of a hit, the
 * verdict (a float case inside the band excused); a failing verdict is shown and shrunk. */
static void check_answer(const sat2d_variant *v, const char *only, uint64_t seed, long i,
                         const sat2d_case *c, const sat2d_answer *ans, const case_truth *truth,
                         float magnitude, double tol, stats *s) {
    const int grid = (int)(i & 1), pitfall = v->kind == SAT2D_KIND_PITFALL;
    const sat2d_test_id t = c->test;
    s->cases++;
    here.variant = v->name, here.seed = seed, here.index = i;
    char got[2][256];
    if (!pitfall && !sat2d_case_same_in_block(v, c, ans, got) && ++s->lanes_wrong <= 3) {
        printf("FAIL %s %s seed=%llu case=%ld: alone '%s', in a block '%s':\n  ",
               sat2d_test_name(t), v->name, (unsigned long long)seed, i, got[0], got[1]);
        case_print(stdout, c);
    }
    if (ans->hit == truth->hit && truth->hit && grid && claims_of(t)->grid_depth && !pitfall &&
        fabs(ans->mtv.depth - claims_exact_depth(c)) > tol)
        show("mtv_depth", ++s->grid_depth_wrong, c, ans);
    if (ans->hit && truth->hit && !pitfall) check_numbers(c, ans, truth, tol, s, v, grid);
    if (ans->hit == truth->hit) return;
    if (!grid && !props_no_band(v->name) && case_oracle_ambiguous(c, magnitude, truth->hit)) {
        s->in_band++;
        return;
    }
    s->wrong++;
    /* a pitfall's disagreements are shown only when --impl names it */
    if ((!pitfall || only) && s->wrong <= 3) {
        printf("%s %s %s seed=%llu case=%ld oracle=%d variant=%d:\n  ",
               pitfall ? "pitfall-case" : "FAIL", sat2d_test_name(t), v->name,
               (unsigned long long)seed, i, truth->hit, ans->hit);
        case_print(stdout, c);
        shrink(v, c, grid, 0);
    }
}

/* The property lines of variant k after the run (a pitfall's rates instead, never asserted). */
static void report_variant(sat2d_test_id t, const sat2d_variant *v, const stats st[2],
                           long mixed_cases, long mixed_wrong) {
    const char *name = v->name;
    if (v->kind == SAT2D_KIND_PITFALL) {
        printf("pitfall %s %s: wrong vs oracle: grid %ld of %ld, float %ld of %ld\n",
               sat2d_test_name(t), name, st[1].wrong + st[1].in_band, st[1].cases,
               st[0].wrong + st[0].in_band, st[0].cases);
        report_pitfall(t, name, st[0].cases, st[0].wrong + st[0].in_band, st[0].in_band,
                       st[1].cases, st[1].wrong + st[1].in_band);
        return;
    }
    const number_claims *cl = claims_of(t);
    report(t, name, "oracle_grid", st[1].cases, st[1].wrong, 0);
    report(t, name, "oracle_float", st[0].cases, st[0].wrong, st[0].in_band);
    report(t, name, "metamorphic", st[1].cases, st[1].metamorphic_wrong, 0);
    report(t, name, "lanes", st[0].cases + st[1].cases, st[0].lanes_wrong + st[1].lanes_wrong, 0);
    report(t, name, "lanes_mixed", mixed_cases, mixed_wrong, 0);
    if (st[1].symmetric_cases)
        report(t, name, "symmetric", st[1].symmetric_cases, st[1].symmetric_wrong, 0);
    if (cl->grid_depth) report(t, name, "mtv_depth", st[1].cases, st[1].grid_depth_wrong, 0);
    if (cl->symmetric_mtv) {
        report(t, name, "symmetric_mtv", st[1].both_hit, st[1].symmetric_mtv_wrong, 0);
        printf("note %s_symmetric_mtv %s: %ld of %ld have several least-push "
               "directions (depth compared, normal not)\n",
               sat2d_test_name(t), name, st[1].symmetric_mtv_ties, st[1].both_hit);
    }
    for (int b = 0; b < NUM_CLAIMS; b++)
        if (cl->numbers & (1u << b))
            report(t, name, claims_name(1u << b), st[0].hits + st[1].hits,
                   st[0].number_wrong[b] + st[1].number_wrong[b], 0);
}

void run_test(sat2d_test_id t, const char *only, uint64_t seed, long cases) {
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    stats st[64][2] = {{{0}}};
    sat2d_case batch[SAT2D_CASE_MIXED]; /* the cases of the next lanes_mixed batch */
    size_t in_batch = 0;
    long mixed_cases[64] = {0}, mixed_wrong[64] = {0};
    long inexact = 0; /* grid cases whose translation would round (metamorphic.h) */
    for (long i = 0; i < cases; i++) {
        const int grid = (int)(i & 1);
        gen g = case_gen(seed, t, i);
        sat2d_case c;
        float magnitude = case_draw(&g, t, i, &c);
        const double tol = DEPTH_TOLERANCE * fmax(1.0, magnitude);
        const case_truth truth = claims_truth(&c);
        for (size_t k = 0; k < nv && k < 64; k++) {
            const sat2d_variant *v = all[k];
            sat2d_answer ans;
            if ((only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                !sat2d_case_run(v, &c, &ans))
                continue;
            check_answer(v, only, seed, i, &c, &ans, &truth, magnitude, tol, &st[k][grid]);
        }
        if (grid) {
            long changed[64] = {0};
            metamorphic(&g, &c, changed, &inexact, nv, all, only, tol);
            for (size_t k = 0; k < nv && k < 64; k++)
                st[k][1].metamorphic_wrong += changed[k];
        }
        sat2d_case r;
        if (grid && metamorphic_swap(&c, &r)) { /* symmetry: swap A and B */
            for (size_t k = 0; k < nv && k < 64; k++) {
                sat2d_answer x, y;
                const sat2d_variant *v = all[k];
                if ((only && strcmp(only, v->name) != 0) || !sat2d_variant_available(v) ||
                    !sat2d_case_run(v, &c, &x) || !sat2d_case_run(v, &r, &y))
                    continue;
                st[k][1].symmetric_cases++;
                st[k][1].symmetric_wrong += x.hit != y.hit;
                if (x.hit && y.hit && v->kind != SAT2D_KIND_PITFALL && claims_of(t)->symmetric_mtv)
                    check_symmetric_mtv(&c, &x, &y, tol, &st[k][1]);
            }
        }
        batch[in_batch++] = c;
        if (in_batch == SAT2D_CASE_MIXED || i + 1 == cases) {
            mixed_batch(t, only, seed, i + 1 - (long)in_batch, batch, in_batch, mixed_cases,
                        mixed_wrong);
            in_batch = 0;
        }
    }
    if (inexact)
        printf("note %s_metamorphic: %ld of %ld grid cases not translated (a corner nudged off the "
               "grid, or a bounding circle's centre, would round; the other three symmetries "
               "still ran)\n",
               sat2d_test_name(t), inexact, (cases + 1) / 2);
    for (size_t k = 0; k < nv && k < 64; k++)
        if (st[k][0].cases || st[k][1].cases)
            report_variant(t, all[k], st[k], mixed_cases[k], mixed_wrong[k]);
}
