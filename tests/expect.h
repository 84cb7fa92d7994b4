/* The tally of a small test program: expect() counts each check and prints the ones that fail
 * ("FAIL: what"); the program ends by printing "N passed, N failed" and exiting non-zero when a
 * check failed. One program per include: the counters are the including file's. */
#ifndef SAT2D_TESTS_EXPECT_H
#define SAT2D_TESTS_EXPECT_H
#include <stdio.h>

static int passed, failed;

/* Counts one check: passed if ok, else failed and printed. */
static void expect(int ok, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL: %s\n", what);
    }
}
#endif
