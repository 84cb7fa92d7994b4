/* The property runner's oracle verdict and band, exported for the fuzz targets (bridge.h). */
#define main sat2d_proptest_main
#include "proptest.c"
#undef main

#include "bridge.h"

void fuzz_oracle_init(void) {
    oracle_init();
}

int fuzz_oracle_verdict(const sat2d_case *c) {
    return c->test == SAT2D_TRANSFORM ? -1 : oracle_of(c, 0, 0);
}

int fuzz_oracle_ambiguous(const sat2d_case *c, float mag, int truth) {
    return ambiguous(c, mag, truth);
}

void fuzz_print_case(FILE *f, const sat2d_case *c) {
    print_case(f, c);
}
