/* Fuzz target (a): the case-line parser (harness/case_file.c). Any bytes as one line must give 1
 * (a case), 0 (blank or comment) or -1 with a non-empty, terminated reason, never a crash, a
 * leak or undefined behaviour (ASan, UBSan). A parsed case must also survive its own printed
 * form: printed as a case line in hex floats and parsed again, it is the same case (the
 * builders accept their own output and keep its corners), and the reference answers it bit
 * for bit as before. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bridge.h"
#include "fuzz_common.h"

/* 1 if two answers are the same bits (the reference is deterministic). */
static int same_answer(const sat2d_answer *x, const sat2d_answer *y) {
    return x->hit == y->hit && memcmp(&x->mtv, &y->mtv, sizeof x->mtv) == 0 &&
           memcmp(&x->toi, &y->toi, sizeof x->toi) == 0 &&
           memcmp(&x->point, &y->point, sizeof x->point) == 0 &&
           memcmp(&x->ray, &y->ray, sizeof x->ray) == 0 &&
           memcmp(&x->manifold, &y->manifold, sizeof x->manifold) == 0;
}

/* The printed form of c parsed again answers like c (but a transform's: its printed angle,
 * atan2(s, c), replays only to within a rounding). */
static void check_round_trip(const sat2d_case *c) {
    if (sat2d_test_info_of(c->test)->a == SAT2D_SHAPE_TRANSFORM) return;
    char *text = NULL, err[256];
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f) return;
    fuzz_print_case(f, c);
    fclose(f);
    sat2d_case again;
    if (sat2d_case_parse(text, &again, err, sizeof err) != 1) {
        fprintf(stderr, "sat2d-fuzz: the printed case does not parse: %s\n  %s", err, text);
        __builtin_trap();
    }
    free(text);
    sat2d_answer x, y;
    sat2d_case_run(sat2d_reference(), c, &x);
    sat2d_case_run(sat2d_reference(), &again, &y);
    if (again.test != c->test || !same_answer(&x, &y))
        fuzz_fail(c, "the printed case answers differently", "textbook", &x, &y);
    sat2d_case_free(&again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *line = fuzz_line(data, size);
    if (!line) return 0;
    char err[256];
    sat2d_case c;
    memset(err, 'x', sizeof err);
    int r = sat2d_case_parse(line, &c, err, sizeof err);
    if (r < -1 || r > 1) __builtin_trap();
    if (r == -1 && (err[0] == 0 || memchr(err, 0, sizeof err) == NULL)) __builtin_trap();
    if (r == 1) {
        check_round_trip(&c);
        sat2d_case_free(&c);
    }
    /* A reason cut to a tiny buffer stays terminated and inside it (ASan watches the rest). */
    size_t cut = 1 + size % 8;
    char *small = malloc(cut);
    if (small) {
        int again = sat2d_case_parse(line, &c, small, cut);
        if (again != r || (again == -1 && !memchr(small, 0, cut))) __builtin_trap();
        if (again == 1) sat2d_case_free(&c);
    }
    free(small);
    free(line);
    return 0;
}
