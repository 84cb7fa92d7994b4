/* Shrinking a failing case (see shrink.h). */
#define _POSIX_C_SOURCE 200809L /* open_memstream */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "case_oracle.h"
#include "case_text.h"
#include "claims.h"
#include "props.h"
#include "shrink.h"

enum { SHRINK_TRIES = 4000 };

/* 1 if the line parses and the variant still fails: claims 0, its verdict disagrees with the
 * oracle (outside the band unless it is a grid case); else, on a hit the oracle confirms, one of
 * the number claims in the mask (NUM_*) still fails. */
static int still_fails(const sat2d_variant *v, const case_words *k, unsigned claims) {
    static char line[65536];
    char err[256];
    sat2d_case c;
    sat2d_answer ans;
    int grid;
    case_text_join(k, line, sizeof line);
    if (sat2d_case_parse(line, &c, err, sizeof err) != 1) return 0;
    float magnitude = case_text_magnitude(k, &grid);
    case_truth truth = claims_truth(&c); /* the axes cache now holds this case */
    int fails = 0;
    if (sat2d_case_run(v, &c, &ans)) {
        if (!claims) {
            fails = ans.hit != truth.hit && (grid || props_no_band(v->name) ||
                                             !case_oracle_ambiguous(&c, magnitude, truth.hit));
        } else if (ans.hit && truth.hit) {
            double tol = DEPTH_TOLERANCE * fmax(1.0, magnitude);
            fails = (claims_failing(&c, &ans, &truth, tol) & claims) != 0;
        }
    }
    claims_forget_axes();
    sat2d_case_free(&c);
    return fails;
}

/* Drops corner j of the polygon whose count word is at index at. */
static void drop_corner(case_words *k, int at, int j) {
    int n = atoi(k->t[at]), from = at + 1 + 2 * j;
    snprintf(k->t[at], sizeof k->t[0], "%d", n - 1);
    memmove(k->t[from], k->t[from + 2], (size_t)(k->n - from - 2) * sizeof k->t[0]);
    k->n -= 2;
}

/* Rounder versions of v, roundest first: 0, then v kept to 1, 2, ... 23 significant bits (an
 * integer among them is rounder than the float it replaces). */
static int rounder(float v, float *out) {
    int n = 0, e;
    out[n++] = 0;
    frexpf(v, &e);
    for (int bits = 1; bits < 24; bits++)
        out[n++] = ldexpf(nearbyintf(ldexpf(v, bits - e)), e - bits);
    return n;
}

void shrink(const sat2d_variant *v, const sat2d_case *c, int grid, unsigned claims) {
    char *text = NULL, line[65536];
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f) return;
    case_print(f, c);
    fclose(f);
    static case_words k, trial;
    case_text_split(text, &k);
    free(text);
    int tries = 0;
    for (int progress = 1; progress && tries < SHRINK_TRIES;) {
        progress = 0;
        for (int i = 0; i < k.n && tries < SHRINK_TRIES; i++) { /* fewer corners */
            if (strcmp(k.t[i], "poly") != 0 && strcmp(k.t[i], "polygon") != 0) continue;
            for (int j = 0; j < atoi(k.t[i + 1]) && atoi(k.t[i + 1]) > 3; j++, tries++) {
                trial = k;
                drop_corner(&trial, i + 1, j);
                if (still_fails(v, &trial, claims)) k = trial, progress = 1, j--;
            }
        }
        for (int i = 0; i < k.n && tries < SHRINK_TRIES; i++) { /* rounder numbers */
            char *end;
            float x = strtof(k.t[i], &end), cand[32];
            if (end == k.t[i] || *end || case_text_is_count(&k, i)) continue;
            for (int j = 0, n = rounder(x, cand); j < n && cand[j] != x; j++, tries++) {
                trial = k;
                /* %.9g reads back as the same float and keeps round numbers readable */
                snprintf(trial.t[i], sizeof trial.t[0], "%.9g", (double)cand[j]);
                if (still_fails(v, &trial, claims)) {
                    k = trial, progress = 1;
                    break;
                }
            }
        }
    }
    for (int i = 0; i < k.n; i++) { /* every number in the readable form */
        char *end;
        float x = strtof(k.t[i], &end);
        if (end != k.t[i] && !*end) snprintf(k.t[i], sizeof k.t[0], "%.9g", (double)x);
    }
    case_text_join(&k, line, sizeof line);
    printf("  shrunk (%s, %d tries): %s\n", grid ? "grid" : "float", tries, line);
}
