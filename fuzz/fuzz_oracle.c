/* Fuzz target (d): a case line through every registered non-pitfall variant, each verdict
 * compared with the exact GMP oracle (oracle/oracle.c) by the property runner's rule
 * (check_answer in proptest/property_run.c, through bridge.h):
 *   - on the integer grid (every number an integer, |v| <= 1024) every verdict must be the
 *     oracle's, for every test;
 *   - on general floats a verdict may differ only inside the ambiguity band at the case's
 *     coordinate magnitude M (the SAT separation for convex pairs, for the sweep that of A and
 *     the region B sweeps, the distance to the contact for segments, point-in-polygon and
 *     polygon pairs, 16 moves of B by 2^-16 * max(1, M) for the rest; or, the agreement
 *     test's measure, the distance from the contact within that width), and only inside the
 *     band's domain (fuzz_common.h); outside it only grid and `exact` verdicts count;
 *   - a variant named `exact`, where one is registered, must equal the oracle everywhere: no
 *     band at all.
 * Transform cases have no verdict and are left to the property runner's bound. The oracle's
 * verdict must also be the same with its floating-point filter off. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bridge.h"
#include "fuzz_common.h"
#include "props.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static int ready;
    if (!ready) fuzz_oracle_init(), ready = 1;
    char *line = fuzz_line(data, size), err[256];
    sat2d_case c;
    if (!line) return 0;
    int parsed = sat2d_case_parse(line, &c, err, sizeof err);
    free(line);
    if (parsed != 1) return 0;
    int truth = fuzz_oracle_verdict(&c);
    if (truth < 0) {
        sat2d_case_free(&c);
        return 0;
    }
    const int rational = fuzz_oracle_verdict_unfiltered(&c);
    if (rational != truth) { /* the filter must change nothing */
        sat2d_answer want = {0}, got = {0};
        want.hit = rational, got.hit = truth;
        fuzz_fail(&c, "the oracle's filter changes its verdict", "oracle", &want, &got);
    }
    int grid = fuzz_case_on_grid(&c), band = -1; /* the band is asked at most once per case */
    float mag = fuzz_case_magnitude(&c);
    int in_domain = fuzz_case_in_band_domain(&c);
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++) {
        const sat2d_variant *v = all[k];
        sat2d_answer got;
        if (v->kind == SAT2D_KIND_PITFALL || !sat2d_variant_available(v) ||
            !sat2d_case_run(v, &c, &got) || got.hit == truth)
            continue;
        if (!grid && !props_no_band(v->name)) {
            if (!in_domain) continue;
            /* proptest's rule, or the agreement test's distance from the contact within the
             * same width: a sampled move of B by the full width jumps over a contact with a
             * shape thinner than the band (found: circle r=2 beside a 2-high sliver 8.2e6
             * long, band 125, textbook's gap off by 6e-8), which a distance sees */
            if (band < 0)
                band = fuzz_oracle_ambiguous(&c, mag, truth) ||
                       fuzz_agreement_distance(&c) <= 0x1p-16 * fmax(1.0, mag);
            if (band) continue;
        }
        sat2d_answer want = got;
        want.hit = truth;
        fuzz_fail(&c, "verdict differs from the exact oracle", v->name, &want, &got);
    }
    sat2d_case_free(&c);
    return 0;
}
