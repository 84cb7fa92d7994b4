/* harness/args.h — strict command-line values for every sat2d program: a number must be the
 * whole argument and inside its range, a name must exist, and a bad one is reported with the
 * option it was given to. Shared so that no tool accepts `--cases abc` as 0 again. */
#ifndef SAT2D_ARGS_H
#define SAT2D_ARGS_H

#include <stdint.h>

#include "sat2d/sat2d.h"

/* Exit status of every sat2d program for a bad or unknown option (and of usage errors). */
#define SAT2D_EXIT_USAGE 2

/* Parses text as a decimal integer in [min, max] into *out; 1 on success. On failure prints
 * "PROG: OPTION wants an integer from MIN to MAX, not 'TEXT'" to stderr and returns 0. */
int sat2d_arg_long(const char *prog, const char *option, const char *text, long min, long max,
                   long *out);

/* Parses text as an unsigned decimal 64-bit integer into *out; 1 on success, else prints the
 * option and the text to stderr and returns 0. */
int sat2d_arg_u64(const char *prog, const char *option, const char *text, uint64_t *out);

/* The test with this id, or SAT2D_TEST_COUNT after printing the option, the text and every
 * valid id to stderr. */
sat2d_test_id sat2d_arg_test(const char *prog, const char *option, const char *text);

/* The variant with this name, or NULL after printing the option and the text to stderr (and
 * pointing at `sat2d list`). */
const sat2d_variant *sat2d_arg_variant(const char *prog, const char *option, const char *text);

/* Prints "PROG: unknown option 'ARG' (see PROG --help)" to stderr; returns SAT2D_EXIT_USAGE. */
int sat2d_arg_unknown(const char *prog, const char *arg);

/* Prints "PROG: OPTION needs a value" to stderr; returns SAT2D_EXIT_USAGE. */
int sat2d_arg_missing(const char *prog, const char *option);

#endif
