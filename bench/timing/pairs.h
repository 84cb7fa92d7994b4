/* bench/pairs.h — a user's trace of pairs (case-file text or binary trace, told apart by its
 * first bytes) split by test into benchmark data sets, built with the library's builders
 * through the case-file parser. sat2d-bench --pairs and sat2d-perf-count --pairs share it. */
#ifndef SAT2D_BENCH_PAIRS_H
#define SAT2D_BENCH_PAIRS_H

#include <stdint.h>

#include "datasets.h"

/* The name of every data set built from a trace (the <dataset> segment of a case's name). */
#define SAT2D_PAIRS_DATASET "pairs"

/* Bad lines whose numbers are kept for the report (all of them are printed on stderr). */
#define SAT2D_PAIRS_BAD_KEPT 32

/* What loading a trace found. */
typedef struct pairs_stats {
    int binary;                                 /* 1: binary trace, 0: text */
    uint64_t units;                             /* lines (text) or records (binary) read */
    uint64_t pairs;                             /* valid pairs, all tests */
    uint64_t per_test[SAT2D_TEST_COUNT];        /* valid pairs per test */
    uint64_t bad;                               /* lines or records reported and skipped */
    uint64_t bad_numbers[SAT2D_PAIRS_BAD_KEPT]; /* the first bad ones' line/record numbers */
    uint64_t transforms;                        /* distinct transforms among transform lines */
} pairs_stats;

/* Reads `path` and builds one data set per test it holds (sets[t] is NULL for a test with no
 * pair; free the others with dataset_free). Every bad line or record is printed on stderr as
 * "PATH:N: error: REASON (line skipped)" and skipped. `progress` prints a line on stderr
 * every 100,000 lines. Returns 0, or 2 after printing why the file cannot be read (missing,
 * a directory, a broken binary trace): then no data set is returned. */
int pairs_load(const char *path, dataset *sets[SAT2D_TEST_COUNT], pairs_stats *stats, int progress);

/* Registers a data set's cases in the benchmark (bench_cases.c): the reference's hits, every
 * available non-pitfall variant that fills its test (hits must be equal) and the peers that
 * have the test. Returns non-zero if a variant's hits differ. The benchmark owns ds. */
int sat2d_bench_add_dataset(dataset *ds);

#endif
