/* sat2d-perf-count: runs one variant's slot of one test over a generated data set REPEAT times,
 * for instruction counting under `valgrind --tool=callgrind`. Counted inside
 * sat2d_bench_run_variant alone (--toggle-collect), R passes leave the kernel's instructions;
 * divided by R * pairs it is instructions per pair, the same on every run of the same binary
 * (the perf gate); a run of none subtracted from a run of R gives the same, but for the loop.
 * Usage: sat2d-perf-count [--plugin PATH]... VARIANT CORNERS HIT_PERCENT REPEAT [TEST]
 * (TEST: poly_poly). VARIANT may be a contender that --plugin loads (docs/plugins.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "plugin_load.h"
#include "pairs.h"
#include "variant_run.h"

static const char usage_text[] =
    "usage: sat2d-perf-count [--plugin PATH]... VARIANT CORNERS HIT_PERCENT REPEAT [TEST]\n"
    "Runs VARIANT's slot of TEST (default poly_poly) REPEAT times over "
    "the benchmark's data set, for callgrind.\n"
    "       sat2d-perf-count [--plugin PATH]... --pairs FILE VARIANT REPEAT TEST\n"
    "The same over the pairs of TEST in a trace (case file or binary trace): perfcheck --pairs.\n";

/* --pairs FILE: VARIANT's slot of TEST over that test's pairs in the trace, REPEAT times. */
/* Runs v over ds repeat times (what callgrind counts), prints the hits so the work cannot be
 * optimised away, and frees ds. */
static int run_counted(const sat2d_variant *v, sat2d_test_id test, dataset *ds, long repeat) {
    for (long r = 0; r < repeat; r++)
        sat2d_bench_run_variant(v, ds);
    const size_t hits = sat2d_bench_count_hits(ds) * (size_t)repeat;
    printf("%s %s pairs=%zu repeat=%ld hits=%zu\n", sat2d_test_name(test), v->name, ds->n, repeat,
           hits);
    dataset_free(ds);
    return 0;
}

static int count_trace(const char *prog, const char *path, int argc, char **argv) {
    if (argc != 4) {
        fputs(usage_text, stderr);
        return SAT2D_EXIT_USAGE;
    }
    sat2d_test_id test = sat2d_arg_test(prog, "TEST", argv[3]);
    if (test == SAT2D_TEST_COUNT) return SAT2D_EXIT_USAGE;
    const sat2d_variant *v = sat2d_arg_variant(prog, "VARIANT", argv[1]);
    long repeat;
    if (!v || !sat2d_arg_long(prog, "REPEAT", argv[2], 0, 1000000000L, &repeat))
        return SAT2D_EXIT_USAGE;
    if (!sat2d_variant_has(v, test) || !sat2d_variant_available(v)) {
        fprintf(stderr, "%s: variant '%s' cannot run %s here\n", prog, argv[1],
                sat2d_test_name(test));
        return SAT2D_EXIT_USAGE;
    }
    dataset *sets[SAT2D_TEST_COUNT];
    pairs_stats st;
    if (pairs_load(path, sets, &st, 0) != 0) return SAT2D_EXIT_USAGE;
    dataset *ds = sets[test];
    for (int t = 0; t < SAT2D_TEST_COUNT; t++)
        if (t != (int)test) dataset_free(sets[t]);
    if (!ds) {
        fprintf(stderr, "%s: %s holds no %s pair\n", prog, path, sat2d_test_name(test));
        return SAT2D_EXIT_USAGE;
    }
    return run_counted(v, test, ds, repeat);
}

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-perf-count";
    /* The positional arguments, gathered past the options (argv[0] stays first). */
    int kept = 1;
    const char *trace = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(argv[i], SAT2D_PLUGIN_OPTION) == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            if (!sat2d_plugin_load(prog, argv[++i])) return SAT2D_EXIT_USAGE;
            continue;
        }
        if (strcmp(argv[i], "--pairs") == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing(prog, argv[i]);
            trace = argv[++i];
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') return sat2d_arg_unknown(prog, argv[i]);
        argv[kept++] = argv[i];
    }
    argc = kept;
    if (trace) return count_trace(prog, trace, argc, argv);
    if (argc != 5 && argc != 6) {
        fputs(usage_text, stderr);
        return SAT2D_EXIT_USAGE;
    }
    sat2d_test_id test = argc == 6 ? sat2d_arg_test(prog, "TEST", argv[5]) : SAT2D_POLY_POLY;
    if (test == SAT2D_TEST_COUNT) return SAT2D_EXIT_USAGE;
    const sat2d_variant *v = sat2d_arg_variant(prog, "VARIANT", argv[1]);
    if (!v) return SAT2D_EXIT_USAGE;
    if (!sat2d_variant_has(v, test) || !sat2d_variant_available(v)) {
        fprintf(stderr, "%s: variant '%s' cannot run %s here\n", prog, argv[1],
                sat2d_test_name(test));
        return SAT2D_EXIT_USAGE;
    }
    long corners, hit_percent, repeat;
    if (!sat2d_arg_long(prog, "CORNERS", argv[2], 0, SAT2D_MAX_CORNERS, &corners) ||
        !sat2d_arg_long(prog, "HIT_PERCENT", argv[3], 0, 100, &hit_percent) ||
        !sat2d_arg_long(prog, "REPEAT", argv[4], 0, 1000000000L, &repeat))
        return SAT2D_EXIT_USAGE;
    dataset *ds = dataset_generate(test, (int)corners, (int)hit_percent, 1);
    if (!ds) {
        fprintf(stderr, "%s: no %s data set with %ld corners and %ld%% hits\n", prog,
                sat2d_test_name(test), corners, hit_percent);
        return SAT2D_EXIT_USAGE;
    }
    return run_counted(v, test, ds, repeat);
}
