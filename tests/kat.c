/* sat2d-kat: known-answer checks over data/kat/.
 *   sat2d-kat replay CASES EXPECTED [VARIANT]  every available non-pitfall variant (or the one
 *                                              named) answers every case as expected, alone
 *                                              and alike in a batch of 16 copies, and with up
 *                                              to 18 neighbouring lines of its test in one
 *                                              batch
 *   sat2d-kat compare OUTPUT EXPECTED          the CLI's output matches the expected lines
 *   sat2d-kat generate N FILE                  writes an N-line case file (streaming test)
 *   sat2d-kat agree                            the --impl all comparison flags what it must
 *   sat2d-kat longlines CASES EXPECTED         writes lines near 1 MiB, the largest polygons and
 *                                              a line with a NUL byte, with their answers
 *                                              (derived below, not recorded)
 * Expected lines are compared token by token: words exactly, numbers (after "k=") within a
 * relative 1e-5 of max(1, |expected|), since hand-derived decimals (0.3, sqrt 2) are not the
 * floats the code prints. Normals are compared for the reference only: where two axes tie,
 * another variant may rightly pick the other one. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "case_file.h"
#include "plugin_guard.h"
#include "plugin_load.h"

#define TOLERANCE 1e-5

static int numbers_close(const char *got, const char *want) {
    char *end1, *end2;
    double g = strtod(got, &end1), w = strtod(want, &end2);
    if (*end1 || *end2 || end1 == got || end2 == want) return strcmp(got, want) == 0;
    if (g == w || (isnan(g) && isnan(w))) return 1; /* equal infinities: inf - inf is NaN */
    return fabs(g - w) <= TOLERANCE * fmax(1.0, fabs(w));
}

/* Token-wise comparison of two answer lines; normals skipped unless check_normals. */
static int lines_match(const char *got, const char *want, int check_normals) {
    if (strncmp(want, "error:", 6) == 0) return strcmp(got, want) == 0;
    char g[512], w[512];
    snprintf(g, sizeof g, "%s", got);
    snprintf(w, sizeof w, "%s", want);
    char *sg, *sw;
    char *tg = strtok_r(g, " \n", &sg), *tw = strtok_r(w, " \n", &sw);
    for (; tg && tw; tg = strtok_r(NULL, " \n", &sg), tw = strtok_r(NULL, " \n", &sw)) {
        const char *eg = strchr(tg, '='), *ew = strchr(tw, '=');
        if (!eg || !ew) {
            if (strcmp(tg, tw) != 0) return 0;
            continue;
        }
        if (eg - tg != ew - tw || strncmp(tg, tw, (size_t)(eg - tg)) != 0) return 0;
        int normal = tw[0] == 'n' && (tw[1] == 'x' || tw[1] == 'y') && tw[2] == '=';
        if (normal && !check_normals) continue;
        if (!numbers_close(eg + 1, ew + 1)) return 0;
    }
    return !tg && !tw;
}

static FILE *open_or_die(const char *path, const char *mode) {
    FILE *f = fopen(path, mode);
    if (!f) {
        perror(path);
        exit(2);
    }
    return f;
}

/* Reads the next expected line; 0 at the end. */
static int next_expected(FILE *f, char *buf, size_t size) {
    if (!fgets(buf, (int)size, f)) return 0;
    buf[strcspn(buf, "\n")] = 0;
    return 1;
}

static int replay(const char *cases_path, const char *expected_path, const char *only) {
    FILE *cases = open_or_die(cases_path, "r"), *expected = open_or_die(expected_path, "r");
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    char *line = NULL;
    size_t cap = 0;
    long lineno = 0, checked = 0, failures = 0;
    static sat2d_case_lines batch; /* consecutive cases of one test, answered as one batch */
    batch = (sat2d_case_lines){.report = stderr, .prefix = "", .path = cases_path, .only = only};
    ssize_t len;
    while ((len = getline(&line, &cap, cases)) >= 0) {
        lineno++;
        sat2d_case c;
        char err[256], want[512], got[512];
        int r = sat2d_case_parse_line(line, (size_t)len, &c, err, sizeof err);
        if (r == 0) continue;
        if (!next_expected(expected, want, sizeof want)) {
            fprintf(stderr, "%s:%ld: no expected line left\n", cases_path, lineno);
            return 1;
        }
        if (r < 0) {
            snprintf(got, sizeof got, "error: %s", err);
            checked++;
            if (!lines_match(got, want, 1)) {
                fprintf(stderr, "%s:%ld: got '%s', expected '%s'\n", cases_path, lineno, got, want);
                failures++;
            }
            continue;
        }
        for (size_t i = 0; i < nv; i++) {
            const sat2d_variant *v = all[i];
            if (only ? strcmp(v->name, only) != 0 : v->kind == SAT2D_KIND_PITFALL) continue;
            sat2d_answer ans;
            if (!sat2d_variant_available(v) || !sat2d_case_run(v, &c, &ans)) continue;
            sat2d_answer_format(&c, &ans, got, sizeof got);
            checked++;
            if (!lines_match(got, want, v == sat2d_reference() || only)) {
                fprintf(stderr, "%s:%ld: %s answered '%s', expected '%s'\n", cases_path, lineno,
                        v->name, got, want);
                failures++;
            }
            char lines[2][256]; /* the known answers reach the lanes too */
            if (!sat2d_case_same_in_block(v, &c, &ans, lines)) {
                fprintf(stderr, "%s:%ld: %s answered '%s' alone, '%s' in a block\n", cases_path,
                        lineno, v->name, lines[0], lines[1]);
                failures++;
            }
        }
        failures += sat2d_case_lines_add(&batch, &c, lineno);
    }
    failures += sat2d_case_lines_flush(&batch);
    char extra[512];
    if (next_expected(expected, extra, sizeof extra)) {
        fprintf(stderr, "%s: more expected lines than cases\n", expected_path);
        failures++;
    }
    free(line);
    fclose(cases);
    fclose(expected);
    printf("%s: %ld answers checked, %ld wrong\n", cases_path, checked, failures);
    return failures != 0 || checked == 0;
}

static int compare(const char *output_path, const char *expected_path) {
    FILE *out = open_or_die(output_path, "r"), *expected = open_or_die(expected_path, "r");
    char got[512], want[512];
    long n = 0, failures = 0;
    for (;;) {
        int has_got = next_expected(out, got, sizeof got);
        int has_want = next_expected(expected, want, sizeof want);
        if (!has_got && !has_want) break;
        n++;
        if (!has_got || !has_want || !lines_match(got, want, 1)) {
            fprintf(stderr, "line %ld: got '%s', expected '%s'\n", n, has_got ? got : "<none>",
                    has_want ? want : "<none>");
            failures++;
        }
    }
    fclose(out);
    fclose(expected);
    printf("%s: %ld lines compared, %ld differ\n", output_path, n, failures);
    return failures != 0 || n == 0;
}

/* N lines cycling through every kind of case, so the streaming test also exercises them. */
static int generate(long n, const char *path) {
    static const char *const kinds[] = {
        "poly 4 0 0 2 0 2 2 0 2 | poly 4 %ld 1 %ld 1 %ld 3 %ld 3\n",
        "circle 0 0 %ld | circle %ld 0 1 # %ld %ld\n",
        "segment 0 0 %ld %ld | segment 0 %ld %ld 0\n",
    };
    FILE *f = open_or_die(path, "w");
    for (long i = 0; i < n; i++) {
        long k = i % 7;
        fprintf(f, kinds[i % 3], k, k + 2, k + 2, k);
    }
    fclose(f);
    return 0;
}

/* Writes the corners of a regular n-gon of radius r about the origin, counter-clockwise, each
 * number followed by `pad` spaces (to stretch a line towards 1 MiB). */
static void write_ngon(FILE *f, int n, double r, int pad) {
    const double two_pi = 6.283185307179586;
    for (int i = 0; i < n; i++) {
        double a = two_pi * i / n;
        fprintf(f, " %.9g%*s %.9g%*s", r * cos(a), pad, "", r * sin(a), pad, "");
    }
}

/* Long lines, each answer derived from the geometry: a regular 1024-gon (the most corners
 * allowed) of radius 1000 has every corner within 1000 of the origin and its inradius is
 * 1000 cos(pi/1024) > 999.99, so it contains (0,0), misses (1001,0) (beyond every corner's x)
 * and misses a unit square at x >= 2000. Its turn per corner (cross product of consecutive
 * edges, about 6.1^2 sin(2 pi/1024) = 0.23) dwarfs float rounding (1000 * 2^-24 per
 * coordinate), so the convex builder accepts it. One corner more is refused. */
static int longlines(const char *cases_path, const char *expected_path) {
    FILE *f = open_or_die(cases_path, "w"), *e = open_or_die(expected_path, "w");
    fprintf(f, "# a comment line of about 1 MiB: no answer line ");
    for (int i = 0; i < (1 << 20) - 64; i++)
        fputc('x', f);
    fprintf(f, "\npoint 0 0 | polygon %d", SAT2D_MAX_CORNERS);
    write_ngon(f, SAT2D_MAX_CORNERS, 1000.0, 0);
    fprintf(f, "\n");
    fprintf(e, "1\n");
    fprintf(f, "point 1001 0 | polygon %d", SAT2D_MAX_CORNERS);
    write_ngon(f, SAT2D_MAX_CORNERS, 1000.0, 0);
    fprintf(f, "\n");
    fprintf(e, "0\n");
    /* 2048 numbers padded with 500 spaces each: a line of about 1 MiB. */
    fprintf(f, "poly %d", SAT2D_MAX_CORNERS);
    write_ngon(f, SAT2D_MAX_CORNERS, 1000.0, 500);
    fprintf(f, " | poly 4 2000 0 2001 0 2001 1 2000 1\n");
    fprintf(e, "0\n");
    fprintf(f, "poly %d", SAT2D_MAX_CORNERS + 1);
    write_ngon(f, SAT2D_MAX_CORNERS + 1, 1000.0, 0);
    fprintf(f, " | poly 3 0 0 1 0 0 1\n");
    fprintf(e, "error: poly: %s\n", sat2d_status_string(SAT2D_ERR_TOO_MANY_CORNERS));
    /* A 200-digit decimal is read whole (1.000...0002 rounds to 1), not cut at a buffer. */
    fprintf(f, "point 1.");
    for (int i = 0; i < 200; i++)
        fputc('0', f);
    fprintf(f, "2 0 | point 1 0\n");
    fprintf(e, "1\n");
    /* A NUL byte ends the C string: without a check the rest of the line (here a fourth number
     * of the circle) would go unread and the line be answered as "0". The line after it is
     * still answered. */
    fprintf(f, "ray 0 0 1 0 1 | circle 5 0 1");
    fputc(0, f);
    fprintf(f, " 2\nray 0 0 1 0 1 | circle 5 0 1\n");
    fprintf(e, "error: NUL byte in the line\n0\n");
    fclose(f);
    fclose(e);
    return 0;
}

/* One check of sat2d_answer_agree on a case line; 1 on failure. */
static int agree_case(const char *line, sat2d_answer x, sat2d_answer y, int want) {
    sat2d_case c;
    char err[256];
    if (sat2d_case_parse(line, &c, err, sizeof err) != 1) {
        fprintf(stderr, "agree: '%s' does not parse: %s\n", line, err);
        return 1;
    }
    int got = sat2d_answer_agree(&c, &x, &y, 1e-4f);
    sat2d_case_free(&c);
    if (got == want) return 0;
    fprintf(stderr, "agree: '%s' gave %d, expected %d\n", line, got, want);
    return 1;
}

/* The comparison behind `sat2d check --impl all`: no variant disagrees on the known answers,
 * so this proves directly that a differing verdict, depth, time or point is caught and that
 * a tied normal or a rounding-sized difference is not. */
static int agree_selftest(void) {
    const char *poly = "poly 4 0 0 2 0 2 2 0 2 | poly 4 1 1 3 1 3 3 1 3";
    const char *sweep = "poly 4 0 0 2 0 2 2 0 2 | poly 4 5 0 7 0 7 2 5 2 | sweep -10 0";
    const char *seg = "segment 0 0 2 2 | segment 0 2 2 0";
    sat2d_answer hit = {.hit = 1, .mtv = {1, 1, 0}, .toi = {0.3f, 1, 0}, .point = {1, 1}};
    sat2d_answer miss = {0};
    sat2d_answer deeper = hit, tied = hit, rounded = hit, later = hit, moved = hit;
    deeper.mtv.depth = 1.01f;
    tied.mtv.nx = 0, tied.mtv.ny = 1;
    rounded.mtv.depth = 1.00001f;
    later.toi.t = 0.31f;
    moved.point.x = 1.01f;
    int bad = agree_case(poly, hit, hit, 1) + agree_case(poly, hit, miss, 0) +
              agree_case(poly, miss, miss, 1) + agree_case(poly, hit, deeper, 0) +
              agree_case(poly, hit, tied, 1) + agree_case(poly, hit, rounded, 1) +
              agree_case(sweep, hit, later, 0) + agree_case(sweep, hit, hit, 1) +
              agree_case(seg, hit, moved, 0) + agree_case(seg, hit, hit, 1);
    printf("agree: %s\n", bad ? "FAILED" : "ok");
    return bad != 0;
}

static const char usage_text[] =
    "usage: sat2d-kat [--plugin PATH]... replay CASES EXPECTED [VARIANT]\n"
    "       sat2d-kat compare OUT EXPECTED | generate N FILE | agree | longlines CASES EXPECTED\n"
    "replay runs every available non-pitfall variant, loaded contenders included (a contender\n"
    "that crashes is named with its case, exit status 3).\n";

typedef struct replay_args {
    const char *cases, *expected, *only;
} replay_args;

static int replay_work(void *arg) {
    const replay_args *r = arg;
    return replay(r->cases, r->expected, r->only);
}

int main(int argc, char **argv) {
    long n;
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        fputs(usage_text, stdout);
        return 0;
    }
    /* Contenders first, so that replay's VARIANT may name one of them. */
    while (argc >= 3 && strcmp(argv[1], SAT2D_PLUGIN_OPTION) == 0) {
        if (!sat2d_plugin_load("sat2d-kat", argv[2])) return SAT2D_EXIT_USAGE;
        argv[2] = argv[0];
        argc -= 2, argv += 2;
    }
    if (argc >= 4 && argc <= 5 && strcmp(argv[1], "replay") == 0) {
        if (argc == 5 && !sat2d_arg_variant("sat2d-kat", "VARIANT", argv[4]))
            return SAT2D_EXIT_USAGE;
        replay_args r = {argv[2], argv[3], argc > 4 ? argv[4] : NULL};
        return sat2d_guard_run("sat2d-kat", replay_work, &r);
    }
    if (sat2d_plugins_loaded()) {
        fputs("sat2d-kat: --plugin goes with replay only\n", stderr);
        return SAT2D_EXIT_USAGE;
    }
    if (argc == 4 && strcmp(argv[1], "compare") == 0) return compare(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "generate") == 0)
        return sat2d_arg_long("sat2d-kat", "N", argv[2], 1, 100000000L, &n) ? generate(n, argv[3])
                                                                            : SAT2D_EXIT_USAGE;
    if (argc == 2 && strcmp(argv[1], "agree") == 0) return agree_selftest();
    if (argc == 4 && strcmp(argv[1], "longlines") == 0) return longlines(argv[2], argv[3]);
    if (argc >= 2)
        fprintf(stderr, "sat2d-kat: cannot run '%s' with %d argument(s)\n", argv[1], argc - 2);
    fputs(usage_text, stderr);
    return SAT2D_EXIT_USAGE;
}
