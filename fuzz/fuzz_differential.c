/* Fuzz target (c): a case line through every registered non-pitfall variant, each compared
 * with `textbook` by the agreement test's rule (tests/agreement, through bridge.h):
 *   - on the integer grid (every number an integer, |v| <= 1024) the verdict must be
 *     identical for every test, poly_poly included (no band: the agreement test's grid pairs
 *     are exact by construction, docs/agreement.md's claim is that every grid verdict is);
 *   - on general floats, twins of the reference's own expressions (every test but poly_poly)
 *     must agree bit for bit, numbers included; poly_poly verdicts may differ only inside the
 *     band |separation| <= 2^-16 * M, and only inside the band's domain (fuzz_common.h;
 *     outside it a float overflow makes one formulation's MTV depth NaN where another's is
 *     0, and underflow breaks the band's relative error argument); NaN equals NaN;
 *   - MTV depths of independent formulations within 1e-5 * max(1, M).
 * Each variant must also answer the case as every pair of a block of copies exactly as alone
 * (sat2d_case_same_in_block): alone, a kernel with pairs in lanes answers from its scalar tail.
 * And in a batch of 19 pairs, the case in the even slots and an ordinary case of its test in the
 * odd ones, every pair as alone (sat2d_cases_differ_in_batch): a NaN, an infinity or a band
 * pair must not change its neighbours' answers, nor they its.
 * A variant named `exact` (an exact reference) is held to textbook as the agreement test holds
 * it: exactly on the grid, where textbook is exact, and within the band on floats; the oracle
 * target (d) holds it to the exact answer everywhere. Any other difference traps. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bridge.h"
#include "fuzz_common.h"
#include "props.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Ordinary cases, the fuzzed case's neighbours in a batch: finite, well inside every band, half
 * of them hits. */
static const char *const neighbour_lines[] = {
    "point 1 2 | point 1 2",
    "point 0 0 | circle 3 0 2",
    "point 1 1 | rect 0 0 2 2",
    "circle 0 0 1 | circle 1.5 0 1",
    "rect 0 0 2 2 | rect 3 1 2 2",
    "circle 0 0 1 | rect 0.5 0 2 2",
    "poly 3 0 0 4 0 0 4 | poly 4 1 1 5 1 5 5 1 5",
    "circle 3 3 1 | poly 3 0 0 4 0 0 4",
    "point 3 3 | polygon 5 0 0 4 0 4 4 2 2 0 4",
    "segment 0 0 4 4 | segment 0 4 4 0",
    "polygon 5 0 0 4 0 4 4 2 2 0 4 | polygon 4 5 5 7 5 7 7 5 7",
    "poly 3 0 0 4 0 0 4 | poly 4 10 0 14 0 14 4 10 4 | sweep -8 0",
    "poly 3 0 0 4 0 0 4 | poly 3 10 10 14 10 10 14 | bound",
    "transform 1 2 0.5 | point 3 4",
    "ray 0 0 10 0 1 | circle 5 0 1",
    "ray 0 -1 10 0 1 | rect 4 -1 2 2",
    "ray -5 1 10 0 1 | poly 4 0 -2 2 0 0 2 -2 0",
};

/* The neighbour of test t (parsed once, kept for the process): the line above of that test, or
 * else the shapes of a line of the same two shape kinds asked as test t (B moving by (-8, 0) in
 * a sweep); NULL if no line has its shapes. */
static const sat2d_case *neighbour(sat2d_test_id t) {
    enum { LINES = sizeof neighbour_lines / sizeof *neighbour_lines };
    static sat2d_case lines[LINES], cases[SAT2D_TEST_COUNT];
    static int parsed, found[SAT2D_TEST_COUNT];
    if (!parsed) {
        char err[256];
        for (size_t i = 0; i < LINES; i++)
            if (sat2d_case_parse(neighbour_lines[i], &lines[i], err, sizeof err) != 1)
                __builtin_trap();
        for (int u = 0; u < SAT2D_TEST_COUNT; u++) {
            const sat2d_test_info *info = sat2d_test_info_of((sat2d_test_id)u);
            for (size_t i = 0; i < LINES && found[u] < 2; i++) {
                const int same = lines[i].test == (sat2d_test_id)u;
                if (!same && (found[u] || lines[i].a.kind != info->a || lines[i].b.kind != info->b))
                    continue;
                cases[u] = lines[i]; /* a shallow copy: the shapes stay the line's */
                if (!same) cases[u].test = (sat2d_test_id)u;
                if (!same && info->out == SAT2D_OUT_TOI) cases[u].sweep = (sat2d_vec2){-8, 0};
                found[u] = same ? 2 : 1;
            }
        }
        parsed = 1;
    }
    return found[t] ? &cases[t] : NULL;
}

/* Traps unless v answers c in the even slots of a batch of SAT2D_CASE_MIXED pairs, its test's
 * neighbour in the odd ones, each as alone. */
static void same_beside_neighbours(const sat2d_variant *v, const sat2d_case *c) {
    const sat2d_case *batch[SAT2D_CASE_MIXED], *other = neighbour(c->test);
    if (!other) return;
    for (size_t i = 0; i < SAT2D_CASE_MIXED; i++)
        batch[i] = i % 2 ? other : c;
    size_t which;
    char lines[2][256];
    if (sat2d_cases_differ_in_batch(v, batch, SAT2D_CASE_MIXED, &which, lines))
        fuzz_fail_lines(c,
                        which % 2 ? "beside this case, the neighbour of its test (neighbour_lines) "
                                    "is answered differently from alone"
                                  : "answer beside other pairs differs from the answer alone",
                        v->name, lines[0], lines[1]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *line = fuzz_line(data, size), err[256];
    sat2d_case c;
    if (!line) return 0;
    int parsed = sat2d_case_parse(line, &c, err, sizeof err);
    free(line);
    if (parsed != 1) return 0;
    const sat2d_variant *ref = sat2d_reference();
    sat2d_answer want, got;
    sat2d_case_run(ref, &c, &want);
    int grid = fuzz_case_on_grid(&c);
    float mag = fuzz_case_magnitude(&c);
    double margin = INFINITY; /* no band unless a float poly_poly case in the band's domain */
    int in_domain = fuzz_case_in_band_domain(&c);
    if (c.test == SAT2D_POLY_POLY && !grid) margin = fuzz_agreement_margin(c.a.poly, c.b.poly);
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++) {
        const sat2d_variant *v = all[k];
        if (v == ref || v->kind == SAT2D_KIND_PITFALL || !sat2d_variant_available(v) ||
            !sat2d_case_run(v, &c, &got))
            continue;
        char lines[2][256];
        if (!sat2d_case_same_in_block(v, &c, &got, lines))
            fuzz_fail_lines(&c, "answer in a block differs from the answer alone", v->name,
                            lines[0], lines[1]);
        same_beside_neighbours(v, &c);
        fuzz_verdict r = fuzz_agreement_compare(&c, v->name, grid, margin, mag, &want, &got);
        if (r == FUZZ_AGREE || r == FUZZ_IN_BAND) continue;
        /* a band rule (poly_poly's formulations, `exact` against textbook's rounding) holds
         * only in the band's domain; exact twins must agree everywhere */
        int banded = c.test == SAT2D_POLY_POLY || props_no_band(v->name);
        if (banded && !grid && !in_domain) continue;
        fuzz_fail(
            &c, r == FUZZ_WRONG ? "verdict differs from textbook" : "numbers differ from textbook",
            v->name, &want, &got);
    }
    sat2d_case_free(&c);
    return 0;
}
