/* proptest/case_text.h — a case line as words, for the shrinking of a failure and for reading
 * back what a line says about its numbers (the magnitude that sets the ambiguity band). */
#ifndef SAT2D_PROPTEST_CASE_TEXT_H
#define SAT2D_PROPTEST_CASE_TEXT_H

#include <stddef.h>

#include "sat2d/sat2d.h"

enum { CASE_TEXT_WORDS = 2 * SAT2D_MAX_CORNERS + 16 };

/* The words of a case line, in order. */
typedef struct case_words {
    int n;
    char t[CASE_TEXT_WORDS][48];
} case_words;

/* Splits a line at spaces and newlines into k (words past CASE_TEXT_WORDS are dropped). */
void case_text_split(const char *line, case_words *k);

/* Joins the words of k with single spaces into out (truncated to size). */
void case_text_join(const case_words *k, char *out, size_t size);

/* 1 if word i of k is a polygon's corner count (the word after "poly" or "polygon"). */
int case_text_is_count(const case_words *k, int i);

/* The largest magnitude among the coordinates of k; *grid receives whether every one is an
 * integer of magnitude at most 2^20 (an integer-grid case). */
float case_text_magnitude(const case_words *k, int *grid);

#endif
