/* --replay FILE (runs.h, replay): every case line of a regression file through every available
 * non-pitfall variant (or --impl's) and the oracle; all must agree exactly, every hit the oracle
 * confirms must keep the test's number claims (claims.h, as the property run and --judge hold
 * them) where the coordinates are below 2^62, and the oracle must give the verdict of the matching
 * line of FILE's .expected (first token), when that file exists. One property line per file:
 * regress_<file>. */
#define _POSIX_C_SOURCE 200809L /* getline */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_oracle.h"
#include "case_text.h"
#include "claims.h"
#include "props.h"
#include "report.h"
#include "runs.h"

/* The expected-answer file beside a case file (x.cases -> x.expected), or NULL. */
static FILE *open_expected(const char *cases_path) {
    char path[4096];
    size_t n = strlen(cases_path);
    if (n < 6 || n + 3 > sizeof path || strcmp(cases_path + n - 6, ".cases") != 0) return NULL;
    memcpy(path, cases_path, n - 6);
    strcpy(path + n - 6, ".expected");
    return fopen(path, "r");
}

void replay(const char *path, const char *only) {
    FILE *f = fopen(path, "r"), *expected = open_expected(path);
    char *line = NULL, *want = NULL, err[256];
    size_t cap = 0, want_cap = 0;
    long lines = 0, bad = 0, checked = 0, in_band = 0;
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    static sat2d_case_lines batch; /* consecutive cases of one test, for lanes_mixed */
    batch = (sat2d_case_lines){.report = stdout, .prefix = "FAIL ", .path = path, .only = only};
    if (!f) {
        printf("FAIL regress %s: cannot open\n", path);
        proptest_failed++;
        return;
    }
    ssize_t len;
    while ((len = getline(&line, &cap, f)) >= 0) {
        sat2d_case c;
        lines++;
        int r = sat2d_case_parse_line(line, (size_t)len, &c, err, sizeof err);
        if (r == 0) continue;
        if (r < 0) {
            printf("FAIL %s:%ld: %s\n", path, lines, err);
            bad++;
            continue;
        }
        checked++;
        const case_truth numbers =
            c.test == SAT2D_TRANSFORM ? (case_truth){-1, 0, 0, 0, 0} : claims_truth(&c);
        const int truth = numbers.hit;
        if (expected && getline(&want, &want_cap, expected) >= 0 && truth >= 0 &&
            atoi(want) != truth) {
            printf("FAIL %s:%ld: oracle %d, expected %s", path, lines, truth, want);
            bad++;
        }
        /* a float line (not on the integer grid) may be answered either way inside the band,
         * as in <test>_oracle_float, by every variant but `exact` */
        static case_words words;
        int grid;
        case_text_split(line, &words);
        float magnitude = case_text_magnitude(&words, &grid);
        const double tol = DEPTH_TOLERANCE * fmax(1.0, magnitude);
        /* below 2^62 no product of two coordinate differences overflows a float; past it the
         * numbers may be infinite or NaN by design (docs/conventions.md) and only verdicts count */
        const int numbers_hold = magnitude < 0x1p62f;
        for (size_t k = 0; k < nv && truth >= 0; k++) {
            const sat2d_variant *v = all[k];
            sat2d_answer ans;
            char got[2][256];
            if ((only && strcmp(only, v->name) != 0) || v->kind == SAT2D_KIND_PITFALL ||
                !sat2d_variant_available(v) || !sat2d_case_run(v, &c, &ans))
                continue;
            if (!sat2d_case_same_in_block(v, &c, &ans, got)) {
                printf("FAIL %s:%ld: %s answers '%s' alone, '%s' in a block\n", path, lines,
                       v->name, got[0], got[1]);
                bad++;
            }
            if (ans.hit == truth) {
                const unsigned claims = ans.hit && numbers_hold
                                            ? claims_failing_hit(&c, &ans, &numbers, tol, grid)
                                            : 0u;
                for (int b = 0; b < NUM_CLAIMS; b++)
                    if (claims & 1u << b) {
                        printf("FAIL %s:%ld: %s fails %s\n", path, lines, v->name,
                               claims_name(1u << b));
                        bad++;
                    }
                continue;
            }
            if (!grid && !props_no_band(v->name) && case_oracle_ambiguous(&c, magnitude, truth)) {
                in_band++;
                continue;
            }
            printf("FAIL %s:%ld: %s answers %d, oracle %d\n", path, lines, v->name, ans.hit, truth);
            bad++;
        }
        bad += sat2d_case_lines_add(&batch, &c, lines);
    }
    bad += sat2d_case_lines_flush(&batch);
    free(line), free(want), fclose(f);
    if (expected) fclose(expected);
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    bad ? proptest_failed++ : proptest_passed++;
    printf("%-4s regress_%s cases=%ld wrong=%ld in_band=%ld\n", bad ? "FAIL" : "ok", name, checked,
           bad, in_band);
}
