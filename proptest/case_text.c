/* A case line as words (see case_text.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_text.h"

void case_text_split(const char *line, case_words *k) {
    char buf[65536];
    snprintf(buf, sizeof buf, "%s", line);
    k->n = 0;
    for (char *w = strtok(buf, " \n"); w && k->n < CASE_TEXT_WORDS; w = strtok(NULL, " \n"))
        snprintf(k->t[k->n++], sizeof k->t[0], "%s", w);
}

void case_text_join(const case_words *k, char *out, size_t size) {
    size_t used = 0;
    out[0] = 0;
    for (int i = 0; i < k->n && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? " " : "", k->t[i]);
}

int case_text_is_count(const case_words *k, int i) {
    return i > 0 && (strcmp(k->t[i - 1], "poly") == 0 || strcmp(k->t[i - 1], "polygon") == 0);
}

/* A polygon's corner count is not a coordinate: counted, it widened the band of a replayed
 * polygon of small coordinates (3 corners, coordinates near 1e-3: a band of 3 * 2^-16). */
float case_text_magnitude(const case_words *k, int *grid) {
    float m = 0;
    *grid = 1;
    for (int i = 0; i < k->n; i++) {
        if (case_text_is_count(k, i)) continue;
        char *end;
        float v = strtof(k->t[i], &end);
        if (end == k->t[i] || *end) continue;
        m = fmaxf(m, fabsf(v));
        *grid = *grid && v == nearbyintf(v) && fabsf(v) <= 1048576;
    }
    return m;
}
