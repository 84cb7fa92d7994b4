/* proptest/report.h — the property lines of a run: counted for the last line ("N passed,
 * N failed"), printed, and kept with the pitfalls' rates for --json (REPORT.md quotes them). */
#ifndef SAT2D_PROPTEST_REPORT_H
#define SAT2D_PROPTEST_REPORT_H

#include <stdint.h>

#include "sat2d/sat2d.h"

/* Properties that passed and that failed so far. */
extern int proptest_passed, proptest_failed;

/* Counts, prints and keeps the property line <test>_<claim> of a variant: ok when bad is 0. */
void report(sat2d_test_id t, const char *variant, const char *claim, long cases, long bad,
            long in_band);

/* Keeps a pitfall's rates for --json (measured, never asserted): float cases and wrong ones
 * (in_band of them inside the band), grid cases and wrong ones. */
void report_pitfall(sat2d_test_id t, const char *variant, long cases, long wrong, long in_band,
                    long grid_cases, long grid_wrong);

/* --json FILE: every kept line as one JSON object; 0 if the file cannot be written. */
int report_write_json(const char *path, uint64_t seed, long cases);

#endif
