/* The property runner's oracle verdict and band (oracle/case_oracle.h), for the fuzz targets
 * (see bridge.h). */
#include "bridge.h"
#include "case_oracle.h"

void fuzz_oracle_init(void) {
    oracle_init();
}

int fuzz_oracle_verdict(const sat2d_case *c) {
    return sat2d_test_info_of(c->test)->out == SAT2D_OUT_WORLD ? -1 : case_oracle_verdict(c, 0, 0);
}

int fuzz_oracle_verdict_unfiltered(const sat2d_case *c) {
    oracle_use_filter(0);
    const int v = fuzz_oracle_verdict(c);
    oracle_use_filter(1);
    return v;
}

int fuzz_oracle_ambiguous(const sat2d_case *c, float mag, int truth) {
    return case_oracle_ambiguous(c, mag, truth);
}

void fuzz_print_case(FILE *f, const sat2d_case *c) {
    case_print(f, c);
}
