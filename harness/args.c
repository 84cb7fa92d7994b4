/* Strict command-line values (see args.h). */
#include "args.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int sat2d_arg_long(const char *prog, const char *option, const char *text, long min, long max,
                   long *out) {
    char *end = NULL;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno == ERANGE || v < min || v > max) {
        fprintf(stderr, "%s: %s wants an integer from %ld to %ld, not '%s'\n", prog, option, min,
                max, text);
        return 0;
    }
    *out = v;
    return 1;
}

int sat2d_arg_u64(const char *prog, const char *option, const char *text, uint64_t *out) {
    char *end = NULL;
    errno = 0;
    /* strtoull accepts "-1" as a huge value; a seed is written without a sign. */
    unsigned long long v = text[0] >= '0' && text[0] <= '9' ? strtoull(text, &end, 10) : 0;
    if (end == NULL || end == text || *end != '\0' || errno == ERANGE) {
        fprintf(stderr, "%s: %s wants an unsigned integer, not '%s'\n", prog, option, text);
        return 0;
    }
    *out = (uint64_t)v;
    return 1;
}

sat2d_test_id sat2d_arg_test(const char *prog, const char *option, const char *text) {
    sat2d_test_id id = sat2d_test_find(text);
    if (id != SAT2D_TEST_COUNT) return id;
    fprintf(stderr, "%s: %s: no test '%s'; the tests are:", prog, option, text);
    for (int t = 0; t < SAT2D_TEST_COUNT; t++)
        fprintf(stderr, " %s", sat2d_test_name((sat2d_test_id)t));
    fprintf(stderr, "\n");
    return SAT2D_TEST_COUNT;
}

const sat2d_variant *sat2d_arg_variant(const char *prog, const char *option, const char *text) {
    const sat2d_variant *v = sat2d_variant_find(text);
    if (!v)
        fprintf(stderr, "%s: %s: no variant '%s' (sat2d list prints them)\n", prog, option, text);
    return v;
}

int sat2d_arg_unknown(const char *prog, const char *arg) {
    fprintf(stderr, "%s: unknown option '%s' (see %s --help)\n", prog, arg, prog);
    return SAT2D_EXIT_USAGE;
}

int sat2d_arg_missing(const char *prog, const char *option) {
    fprintf(stderr, "%s: %s needs a value\n", prog, option);
    return SAT2D_EXIT_USAGE;
}
