/* proptest/runs.h — the runs sat2d-proptest's options choose; each prints its property lines
 * and counts them (report.h). `only`, when not NULL, is the one variant --impl names. */
#ifndef SAT2D_PROPTEST_RUNS_H
#define SAT2D_PROPTEST_RUNS_H

#include <stdint.h>

#include "sat2d/sat2d.h"

/* Every variant on `cases` seeded cases of test t (not transform) against the oracle, with the
 * metamorphic, symmetry, number and lanes properties (property_run.c). */
void run_test(sat2d_test_id t, const char *only, uint64_t seed, long cases);

/* Every variant's transform on `cases` seeded model polygons against the exact image
 * (transform_run.c). */
void run_transform(const char *only, uint64_t seed, long cases);

/* --replay FILE: a regression file's cases through every non-pitfall variant and the oracle
 * (replay.c). */
void replay(const char *path, const char *only);

/* --write-cases DIR: the cases the run draws for test t, for another build to answer; 1 if
 * DIR/<test>.cases was written (judge.c). */
int write_cases(const char *dir, sat2d_test_id t, uint64_t seed, long cases);

/* Most --answers files one --judge takes. */
enum { MAX_JUDGED = 64 };

/* --judge CASES --answers NAME=FILE...: another build's answers held to the property run's
 * rules, one property line per NAME (judge.c). */
void judge(const char *cases_path, int n, char *const *names, char *const *paths);

#endif
