/* sat2d-proptest: every registered variant against the exact oracle (oracle.c, GMP) on seeded
 * random cases.
 *   sat2d-proptest [--test ID] [--impl NAME] [--seed S] [--cases N]
 * Half of each test's cases are on the integer grid (|v| <= 1024, exact touching included),
 * where every non-pitfall variant must equal the oracle: property <test>_oracle_grid. The other
 * half are general floats, where a verdict may differ from the oracle only inside the
 * ambiguity band: when moving B by at most 2^-16 * M (M the largest coordinate magnitude)
 * changes the exact answer (case_oracle_ambiguous). Such cases are counted and printed:
 * <test>_oracle_float.
 * On the grid, every test checks <test>_metamorphic: integer translation, a quarter turn,
 * rotating the corner order and reversing the winding (metamorphic.h) change no variant's
 * verdict; tests of two same-kind shapes check <test>_symmetric: test(A, B) = test(B, A), and
 * those with an MTV <test>_symmetric_mtv: test(B, A) has the same depth and the negated normal
 * (where the least push has one direction); poly_poly_mtv_depth: the MTV depth equals the
 * oracle's exact penetration within 1e-5 of the coordinate magnitude. On every hit, grid and
 * float: poly_poly_mtv_axis (the normal is a least-push face's, the depth the least push),
 * <test>_mtv_resolve (moving B by depth * normal leaves the pair touching; also circle_circle,
 * rect_rect and circle_poly, with their <test>_mtv_depth against the least push in double);
 * poly_poly_sweep_touch_at_t (B moved by t * d touches A) and poly_poly_sweep_exact_t (t is the
 * exact rational time within the tolerance measured along the contact normal); see props.h.
 * Every case is also answered as every pair of a batch of copies (<test>_lanes), and every 19
 * consecutive cases as the pairs of one batch (<test>_lanes_mixed); each answer must be the
 * case's answer alone, bit for bit (harness/case_file.h).
 * The documented pitfalls are measured against the oracle, never asserted.
 * A failure prints its seed and the case in the case-file format (hex floats, exact), so
 * `sat2d check` replays it. The last line is "N passed, N failed" over the properties.
 * --plugin PATH (repeatable) adds a contender (docs/plugins.md), checked like any variant and
 * chosen with --impl; the run then happens in a child process, and a contender that crashes is
 * reported with its case line and exit status 3.
 * --list-tests prints the test ids, one a line, for CTest's one property run per test: a test's
 * cases do not depend on the other tests run (case_draw.h).
 * Here: the options. The runs are in runs.h; the cases they draw in case_draw.c, the number
 * claims in claims.c, the shrinking of a failure in shrink.c, the property lines and --json in
 * report.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "oracle.h"
#include "plugin_guard.h"
#include "plugin_load.h"
#include "props.h"
#include "report.h"
#include "runs.h"

static const char usage_text[] =
    "usage: sat2d-proptest [--test ID] [--impl NAME] [--seed S] [--cases N] [--json FILE]\n"
    "                      [--replay FILE.cases]... [--plugin PATH]...\n"
    "       sat2d-proptest --write-cases DIR [--test ID] [--seed S] [--cases N]\n"
    "       sat2d-proptest --judge FILE.cases --answers NAME=ANSWERS...\n"
    "       sat2d-proptest --list-tests\n"
    "Checks every registered variant (or --impl's) against the exact GMP oracle on N generated\n"
    "cases per test (default 20000, half on the integer grid), or replays regression files.\n"
    "--write-cases writes the run's cases (DIR/<test>.cases) for another build to answer\n"
    "with `sat2d check --impl NAME`; --judge holds those answers to the oracle.\n"
    "--list-tests prints the test ids, one a line (a test's cases do not depend on the others').\n"
    "The last line is 'N passed, N failed'; a run that checks nothing fails.\n"
    "--plugin loads a contender (docs/plugins.md); exit status 3: a contender crashed.\n";

/* What main parsed, handed to run_all. */
typedef struct run_request {
    const char *test, *impl, *json, *const *replays;
    int n_replay;
    uint64_t seed;
    long cases;
} run_request;

static int run_all(void *arg);

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-proptest";
    const char *test = NULL, *impl = NULL, *json = NULL, *replays[256];
    const char *write_dir = NULL, *judge_path = NULL;
    static char judged_names[MAX_JUDGED][64]; /* variant names are at most 63 characters */
    char *judged[MAX_JUDGED], *judged_files[MAX_JUDGED];
    int n_replay = 0, n_judged = 0;
    uint64_t seed = 1;
    long cases = 20000;
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(opt, "--list-tests") == 0) { /* for CMake: one CTest test per id */
            for (int t = 0; t < SAT2D_TEST_COUNT; t++)
                printf("%s\n", sat2d_test_name((sat2d_test_id)t));
            return 0;
        }
        int takes_value = strcmp(opt, "--test") == 0 || strcmp(opt, "--impl") == 0 ||
                          strcmp(opt, "--seed") == 0 || strcmp(opt, "--cases") == 0 ||
                          strcmp(opt, "--json") == 0 || strcmp(opt, "--replay") == 0 ||
                          strcmp(opt, SAT2D_PLUGIN_OPTION) == 0 ||
                          strcmp(opt, "--write-cases") == 0 || strcmp(opt, "--judge") == 0 ||
                          strcmp(opt, "--answers") == 0;
        if (!takes_value) return sat2d_arg_unknown(prog, opt);
        if (i + 1 >= argc) return sat2d_arg_missing(prog, opt);
        const char *val = argv[++i];
        if (strcmp(opt, "--test") == 0) {
            if (sat2d_arg_test(prog, opt, val) == SAT2D_TEST_COUNT) return SAT2D_EXIT_USAGE;
            test = val;
        } else if (strcmp(opt, "--impl") == 0) {
            impl = val; /* checked after the loop: it may name a contender loaded later */
        } else if (strcmp(opt, SAT2D_PLUGIN_OPTION) == 0) {
            if (!sat2d_plugin_load(prog, val)) return SAT2D_EXIT_USAGE;
        } else if (strcmp(opt, "--seed") == 0) {
            if (!sat2d_arg_u64(prog, opt, val, &seed)) return SAT2D_EXIT_USAGE;
        } else if (strcmp(opt, "--cases") == 0) {
            if (!sat2d_arg_long(prog, opt, val, 1, 1000000000L, &cases)) return SAT2D_EXIT_USAGE;
        } else if (strcmp(opt, "--json") == 0) {
            json = val;
        } else if (strcmp(opt, "--write-cases") == 0) {
            write_dir = val;
        } else if (strcmp(opt, "--judge") == 0) {
            judge_path = val;
        } else if (strcmp(opt, "--answers") == 0) {
            const char *eq = strchr(val, '=');
            if (!eq || eq == val || eq - val >= 64 || !eq[1] || n_judged == MAX_JUDGED) {
                fprintf(stderr, "%s: --answers wants NAME=FILE (at most %d), not '%s'\n", prog,
                        MAX_JUDGED, val);
                return SAT2D_EXIT_USAGE;
            }
            snprintf(judged_names[n_judged], sizeof judged_names[0], "%.*s", (int)(eq - val), val);
            judged[n_judged] = judged_names[n_judged];
            judged_files[n_judged++] = (char *)eq + 1;
        } else if (n_replay == 256) {
            fprintf(stderr, "%s: at most 256 --replay files\n", prog);
            return SAT2D_EXIT_USAGE;
        } else {
            replays[n_replay++] = val;
        }
    }
    if (impl && !sat2d_arg_variant(prog, "--impl", impl)) return SAT2D_EXIT_USAGE;
    if (!judge_path != !n_judged) {
        fprintf(stderr, "%s: --judge and --answers go together\n", prog);
        return SAT2D_EXIT_USAGE;
    }
    if (write_dir) { /* the cases only; the verdicts come back through --judge */
        int written = 0, ok = 1;
        oracle_init(); /* some hard families are built with the oracle's help */
        for (int t = 0; t < SAT2D_TEST_COUNT; t++)
            if (t != SAT2D_TRANSFORM &&
                (!test || strcmp(test, sat2d_test_name((sat2d_test_id)t)) == 0))
                ok = ok && write_cases(write_dir, (sat2d_test_id)t, seed, cases), written++;
        return ok && written ? 0 : 1;
    }
    if (judge_path) {
        oracle_init();
        judge(judge_path, n_judged, judged, judged_files);
        printf("%d passed, %d failed\n", proptest_passed, proptest_failed);
        return proptest_failed != 0;
    }
    run_request request = {test, impl, json, replays, n_replay, seed, cases};
    return sat2d_guard_run(prog, run_all, &request);
}

/* The whole run (in a child when a plugin is loaded, see plugin_guard.h). */
static int run_all(void *arg) {
    const run_request *r = arg;
    const char *test = r->test, *impl = r->impl, *json = r->json, *const *replays = r->replays;
    int n_replay = r->n_replay;
    uint64_t seed = r->seed;
    long cases = r->cases;
    oracle_init();
    printf("sat2d-proptest: seed %llu, %ld cases per test (half grid, half float)\n",
           (unsigned long long)seed, cases);
    size_t nv, skipped = 0;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++)
        if (!sat2d_variant_available(all[k]) && (!impl || strcmp(impl, all[k]->name) == 0))
            printf("skipped %s: this CPU lacks its instructions\n", all[k]->name), skipped++;
    printf("%zu variants, %zu skipped as unavailable\n", nv, skipped);
    for (int i = 0; i < n_replay; i++)
        replay(replays[i], impl);
    for (int t = 0; t < SAT2D_TEST_COUNT && !n_replay; t++) {
        if (test && strcmp(test, sat2d_test_name((sat2d_test_id)t)) != 0) continue;
        if (t == SAT2D_TRANSFORM)
            run_transform(impl, seed, cases);
        else
            run_test((sat2d_test_id)t, impl, seed, cases);
    }
    if (!n_replay)
        props_exact_extremes(test, impl, seed, cases, &proptest_passed, &proptest_failed);
    if (json && !report_write_json(json, seed, cases)) {
        fprintf(stderr, "sat2d-proptest: cannot write %s\n", json);
        proptest_failed++;
    }
    /* A typo'd --impl for a --test it does not fill, say, must not pass vacuously. */
    if (proptest_passed + proptest_failed == 0) {
        fprintf(stderr, "sat2d-proptest: nothing was checked (no variant fills the chosen test)\n");
        proptest_failed++;
    }
    printf("%d passed, %d failed\n", proptest_passed, proptest_failed);
    return proptest_failed != 0;
}
