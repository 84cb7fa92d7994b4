/* Fuzz target (c): a case line through every registered non-pitfall variant, each compared
 * with `textbook` by the agreement test's rule (tests/agreement, through bridge.h):
 *   - on the integer grid (every number an integer, |v| <= 1024) the verdict must be
 *     identical for every test, poly_poly included (no band: the agreement test's grid pairs
 *     are exact by construction, the README's claim is that every grid verdict is);
 *   - on general floats, twins of the reference's own expressions (every test but poly_poly)
 *     must agree bit for bit, numbers included; poly_poly verdicts may differ only inside the
 *     band |separation| <= 2^-16 * M, and only inside the band's domain (fuzz_common.h;
 *     outside it a float overflow makes one formulation's MTV depth NaN where another's is
 *     0, and underflow breaks the band's relative error argument); NaN equals NaN;
 *   - MTV depths of independent formulations within 1e-5 * max(1, M).
 * Each variant must also answer the case as every pair of a block of copies exactly as alone
 * (sat2d_case_same_in_block): alone, a kernel with pairs in lanes answers from its scalar tail.
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
