/* Another build's answers judged here (runs.h: write_cases, judge): the wasm build, for which
 * Debian has no GMP, so its answers come to this oracle instead of the oracle going to it
 * (wasm_oracle.cmake). */
#define _POSIX_C_SOURCE 200809L /* getline */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_draw.h"
#include "case_oracle.h"
#include "case_text.h"
#include "claims.h"
#include "metamorphic.h"
#include "props.h"
#include "report.h"
#include "runs.h"

/* Writes DIR/<test>.cases: the cases the property run draws for test t (same seeds, hard
 * families included), each after a "# m=<magnitude> grid|float" comment (what the run judges it
 * by), and after each grid case its metamorphic images and its A/B swap, one case-file line
 * each. On the grid every line must match the oracle exactly, so the symmetries are checked
 * along the way. */
int write_cases(const char *dir, sat2d_test_id t, uint64_t seed, long cases) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.cases", dir, sat2d_test_name(t));
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "sat2d-proptest: cannot write %s\n", path);
        return 0;
    }
    long lines = 0;
    for (long i = 0; i < cases; i++) {
        const int grid = (int)(i & 1);
        gen g = case_gen(seed, t, i);
        sat2d_case c;
        float magnitude = case_draw(&g, t, i, &c);
        fprintf(f, "# m=%a %s\n", (double)magnitude, grid ? "grid" : "float");
        case_print(f, &c), lines++;
        if (grid) { /* the draws of property_run.c's metamorphic(), in its order */
            int dx = gen_int(&g, -50, 50), dy = gen_int(&g, -50, 50), k = gen_int(&g, 1, 7);
            for (int kind = 0; kind < METAMORPHIC_KINDS; kind++) {
                sat2d_case m;
                if (metamorphic_case(&c, (metamorphic_kind)kind, dx, dy, k, &m) <= 0) continue;
                fprintf(f, "# m=%a grid\n", (double)(magnitude + 50)); /* moved <= 50 */
                case_print(f, &m), lines++;
                sat2d_case_free(&m);
            }
            sat2d_case r;
            if (metamorphic_swap(&c, &r)) {
                fprintf(f, "# m=%a grid\n", (double)magnitude);
                case_print(f, &r), lines++;
            }
        }
        sat2d_case_free(&c);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "sat2d-proptest: cannot write %s\n", path);
        return 0;
    }
    printf("wrote %s: %ld cases\n", path, lines);
    return 1;
}

/* One answer line of `sat2d check` (sat2d_answer_format: "0", "1 depth=D nx=X ny=Y",
 * "1 toi=T nx=X ny=Y", "0 toi=none", "1 x=X y=Y", "1 t=T nx=X ny=Y", "1 count=N nx=X ny=Y x=PX y=PY
 * sep=S ...") back into *a. %.9g round-trips a float, so the numbers are the other build's exactly.
 * 0 if the line is not an answer (an error line). */
static int parse_answer(const char *line, sat2d_answer *a) {
    memset(a, 0, sizeof *a);
    if ((line[0] != '0' && line[0] != '1') || (line[1] != ' ' && line[1] != '\n' && line[1]))
        return 0;
    a->hit = line[0] == '1';
    int xs = 0, ys = 0, seps = 0; /* a manifold's points: x, y and sep once per point */
    for (const char *p = line + 1; (p = strchr(p, ' ')) != NULL;) {
        char key[8];
        int used = 0;
        p++;
        if (sscanf(p, "%7[a-z]=%n", key, &used) != 1 || !used) return 0;
        if (strncmp(p + used, "none", 4) == 0) continue;
        char *end;
        float v = strtof(p + used, &end);
        if (end == p + used) return 0;
        if (strcmp(key, "depth") == 0)
            a->mtv.depth = v;
        else if (strcmp(key, "toi") == 0)
            a->toi.t = v;
        else if (strcmp(key, "t") == 0)
            a->ray.t = v;
        else if (strcmp(key, "x") == 0 && xs < 2)
            a->point.x = a->manifold.x[xs++] = v;
        else if (strcmp(key, "y") == 0 && ys < 2)
            a->point.y = a->manifold.y[ys++] = v;
        else if (strcmp(key, "sep") == 0 && seps < 2)
            a->manifold.sep[seps++] = v;
        else if (strcmp(key, "count") == 0)
            a->manifold.count = (int32_t)v;
        else if (strcmp(key, "nx") == 0)
            a->mtv.nx = a->toi.nx = a->ray.nx = a->manifold.nx = v;
        else if (strcmp(key, "ny") == 0)
            a->mtv.ny = a->toi.ny = a->ray.ny = a->manifold.ny = v;
        else
            return 0;
    }
    return 1;
}

/* FILE holds what `sat2d check --impl NAME CASES` printed in another build (the wasm build under
 * node). Each answer is held to the rules the property run holds this build's variants to: the
 * verdict equals the oracle's (on the grid exactly, elsewhere outside the ambiguity band;
 * magnitude and grid from the "# m=" comment before the case, else from the line), and on a hit
 * the oracle confirms, every number claim (claims_failing, and mtv_depth on the grid). A
 * missing, extra or error answer line fails. One line per NAME: judge <test> NAME. */
void judge(const char *cases_path, int n, char *const *names, char *const *paths) {
    FILE *in = fopen(cases_path, "r"), *answers[MAX_JUDGED] = {0};
    const sat2d_variant *vs[MAX_JUDGED] = {0};
    long bad[MAX_JUDGED] = {0}, in_band[MAX_JUDGED] = {0}, numbers_bad[MAX_JUDGED] = {0};
    long checked = 0, lineno = 0;
    int test = -1, ok = in != NULL;
    if (!in) printf("FAIL judge: cannot open %s\n", cases_path);
    for (int k = 0; k < n; k++) {
        vs[k] = sat2d_variant_find(names[k]);
        answers[k] = fopen(paths[k], "r");
        if (!vs[k] || vs[k]->kind == SAT2D_KIND_PITFALL || !answers[k]) {
            printf("FAIL judge %s: %s\n", names[k],
                   !vs[k]                              ? "no such variant here"
                   : vs[k]->kind == SAT2D_KIND_PITFALL ? "a pitfall is measured, not judged"
                                                       : "cannot open its answers");
            ok = 0;
        }
    }
    char *line = NULL, *got = NULL, err[256];
    size_t cap = 0, got_cap = 0;
    float magnitude = -1; /* from the "# m=" comment before a case; -1: none */
    int comment_grid = -1;
    while (ok && getline(&line, &cap, in) >= 0) {
        sat2d_case c;
        lineno++;
        if (strncmp(line, "# m=", 4) == 0) {
            char *end;
            magnitude = strtof(line + 4, &end);
            comment_grid = strncmp(end, " grid", 5) == 0    ? 1
                           : strncmp(end, " float", 6) == 0 ? 0
                                                            : -1;
            continue;
        }
        int r = sat2d_case_parse(line, &c, err, sizeof err);
        if (r == 0) continue;
        if (r < 0 || c.test == SAT2D_TRANSFORM || (test >= 0 && (int)c.test != test)) {
            printf("FAIL judge %s:%ld: %s\n", cases_path, lineno,
                   r < 0 ? err : "one test per file, transforms not judged");
            if (r > 0) sat2d_case_free(&c);
            ok = 0;
            break;
        }
        test = (int)c.test;
        checked++;
        static case_words words;
        int grid;
        case_text_split(line, &words);
        float line_mag = case_text_magnitude(&words, &grid);
        float m = magnitude >= line_mag ? magnitude : line_mag;
        if (comment_grid >= 0) grid = comment_grid;
        magnitude = -1, comment_grid = -1;
        const double tol = DEPTH_TOLERANCE * fmax(1.0, m);
        const case_truth truth = claims_truth(&c);
        for (int k = 0; k < n; k++) {
            sat2d_answer ans;
            const char *why = NULL;
            if (getline(&got, &got_cap, answers[k]) < 0)
                why = "no answer line";
            else if (!parse_answer(got, &ans))
                why = "not an answer";
            else if (ans.hit != truth.hit) {
                if (!grid && !props_no_band(vs[k]->name) && case_oracle_ambiguous(&c, m, truth.hit))
                    in_band[k]++;
                else
                    why = "verdict differs from the oracle's";
            } else if (ans.hit && truth.hit) {
                if (claims_failing_hit(&c, &ans, &truth, tol, grid))
                    why = "a number claim fails", numbers_bad[k]++;
            }
            if (!why) continue;
            if (++bad[k] <= 3) {
                printf("FAIL judge %s %s:%ld: %s (oracle %d, answer '%.*s'):\n  ", names[k],
                       cases_path, lineno, why, truth.hit, (int)strcspn(got ? got : "", "\n"),
                       got ? got : "");
                case_print(stdout, &c);
            }
        }
        sat2d_case_free(&c);
    }
    for (int k = 0; k < n; k++) {
        if (ok && getline(&got, &got_cap, answers[k]) >= 0) {
            printf("FAIL judge %s: more answer lines than cases in %s\n", names[k], cases_path);
            bad[k]++;
        }
        if (ok) {
            bad[k] || !checked ? proptest_failed++ : proptest_passed++;
            printf("%-4s judge %s %-12s cases=%ld wrong=%ld in_band=%ld numbers_wrong=%ld\n",
                   bad[k] || !checked ? "FAIL" : "ok",
                   test >= 0 ? sat2d_test_name((sat2d_test_id)test) : "none", names[k], checked,
                   bad[k], in_band[k], numbers_bad[k]);
        }
        if (answers[k]) fclose(answers[k]);
    }
    if (!ok) proptest_failed++;
    free(line), free(got);
    if (in) fclose(in);
}
