/* The case-file format: parse a line, run it through a variant, print the answer. */
#include "case_file.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PARTS 4
#define MAX_NUMBERS (2 * SAT2D_MAX_CORNERS + 1)

static void fail(char *err, size_t size, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, size, fmt, ap);
    va_end(ap);
}

/* A cursor over one '|'-separated part of the line. */
typedef struct cursor {
    const char *p, *end;
} cursor;

static void skip_space(cursor *c) {
    while (c->p < c->end && isspace((unsigned char)*c->p))
        c->p++;
}

/* The next whitespace-separated word, copied into buf; 0 at the end of the part. */
static int next_word(cursor *c, char *buf, size_t size) {
    skip_space(c);
    if (c->p >= c->end) return 0;
    size_t n = 0;
    while (c->p < c->end && !isspace((unsigned char)*c->p)) {
        if (n + 1 < size) buf[n++] = *c->p;
        c->p++;
    }
    buf[n] = 0;
    return 1;
}

/* Reads every remaining number of the part; -1 with a message on a bad or non-finite one.
 * strtof reads straight from the line (not from a copied word), so a number of any length is
 * read whole; it stops at whitespace, '|' and '#', which end a word too, so "stop == word end"
 * means the whole word was one number. */
static int read_numbers(cursor *c, float *out, int max, const char *what, char *err, size_t size) {
    int n = 0;
    for (;;) {
        skip_space(c);
        if (c->p >= c->end) return n;
        const char *word = c->p;
        while (c->p < c->end && !isspace((unsigned char)*c->p))
            c->p++;
        int len = (int)(c->p - word);
        int shown = len > 40 ? 40 : len; /* keep the message short on a huge word */
        char *stop;
        float v = strtof(word, &stop);
        if (stop != c->p) {
            fail(err, size, "%s: '%.*s%s' is not a number", what, shown, word,
                 shown < len ? "..." : "");
            return -1;
        }
        if (!isfinite(v)) {
            fail(err, size, "%s: non-finite number '%.*s%s'", what, shown, word,
                 shown < len ? "..." : "");
            return -1;
        }
        if (n < max) out[n] = v; /* keep counting past max so the message says how many */
        n++;
    }
}

static int expect_count(int got, int want, const char *what, char *err, size_t size) {
    if (got == want) return 0;
    fail(err, size, "%s: expected %d numbers, got %d", what, want, got);
    return -1;
}

/* Parses "poly N ..." or "polygon N ..." after the keyword. */
static int parse_outline(cursor *c, sat2d_shape *s, char *err, size_t size) {
    const char *what = s->kind == SAT2D_SHAPE_POLY ? "poly" : "polygon";
    float v[MAX_NUMBERS];
    int got = read_numbers(c, v, MAX_NUMBERS, what, err, size);
    if (got < 0) return -1;
    if (got < 1 || v[0] != floorf(v[0]) || v[0] < 0) {
        fail(err, size, "%s: expected a corner count N", what);
        return -1;
    }
    if (v[0] > SAT2D_MAX_CORNERS) {
        fail(err, size, "%s: %s", what, sat2d_status_string(SAT2D_ERR_TOO_MANY_CORNERS));
        return -1;
    }
    int n = (int)v[0];
    if (expect_count(got - 1, 2 * n, what, err, size)) return -1;
    sat2d_vec2 *pts = malloc(sizeof *pts * (size_t)(n > 0 ? n : 1));
    if (!pts) {
        fail(err, size, "%s: out of memory", what);
        return -1;
    }
    for (int i = 0; i < n; i++)
        pts[i] = (sat2d_vec2){v[1 + 2 * i], v[2 + 2 * i]};
    sat2d_status st;
    if (s->kind == SAT2D_SHAPE_POLY)
        s->poly = sat2d_poly_create(pts, n, &st);
    else
        s->polygon = sat2d_polygon_create(pts, n, &st);
    free(pts);
    if (st != SAT2D_OK) {
        fail(err, size, "%s: %s", what, sat2d_status_string(st));
        return -1;
    }
    return 0;
}

static const struct {
    const char *word;
    sat2d_shape_kind kind;
    int numbers;
} shape_words[] = {
    {"point", SAT2D_SHAPE_POINT, 2},         {"circle", SAT2D_SHAPE_CIRCLE, 3},
    {"rect", SAT2D_SHAPE_RECT, 4},           {"segment", SAT2D_SHAPE_SEGMENT, 4},
    {"poly", SAT2D_SHAPE_POLY, -1},          {"polygon", SAT2D_SHAPE_POLYGON, -1},
    {"transform", SAT2D_SHAPE_TRANSFORM, 3},
};

static int parse_shape(cursor *c, sat2d_shape *s, char *err, size_t size) {
    char word[32];
    memset(s, 0, sizeof *s);
    if (!next_word(c, word, sizeof word)) {
        fail(err, size, "missing shape");
        return -1;
    }
    size_t k = 0, nwords = sizeof shape_words / sizeof shape_words[0];
    while (k < nwords && strcmp(word, shape_words[k].word) != 0)
        k++;
    if (k == nwords) {
        fail(err, size, "unknown shape '%s'", word);
        return -1;
    }
    s->kind = shape_words[k].kind;
    if (shape_words[k].numbers < 0) return parse_outline(c, s, err, size);
    float v[4];
    int got = read_numbers(c, v, 4, word, err, size);
    if (got < 0 || expect_count(got, shape_words[k].numbers, word, err, size)) return -1;
    sat2d_status st = SAT2D_OK;
    switch (s->kind) {
    case SAT2D_SHAPE_POINT:
        s->point = (sat2d_vec2){v[0], v[1]};
        break;
    case SAT2D_SHAPE_CIRCLE:
        s->circle = (sat2d_circle){{v[0], v[1]}, v[2]};
        st = sat2d_circle_check(s->circle);
        break;
    case SAT2D_SHAPE_RECT:
        s->rect = (sat2d_rect){v[0], v[1], v[2], v[3]};
        st = sat2d_rect_check(s->rect);
        break;
    case SAT2D_SHAPE_SEGMENT:
        s->segment = (sat2d_segment){{v[0], v[1]}, {v[2], v[3]}};
        break;
    case SAT2D_SHAPE_TRANSFORM:
        s->transform = sat2d_transform_make(v[0], v[1], v[2]);
        break;
    default:
        break;
    }
    if (st != SAT2D_OK) {
        fail(err, size, "%s: %s", word, sat2d_status_string(st));
        return -1;
    }
    return 0;
}

static const struct {
    sat2d_shape_kind a, b;
    sat2d_test_id test;
} pair_tests[] = {
    {SAT2D_SHAPE_POINT, SAT2D_SHAPE_POINT, SAT2D_POINT_POINT},
    {SAT2D_SHAPE_POINT, SAT2D_SHAPE_CIRCLE, SAT2D_POINT_CIRCLE},
    {SAT2D_SHAPE_POINT, SAT2D_SHAPE_RECT, SAT2D_POINT_RECT},
    {SAT2D_SHAPE_CIRCLE, SAT2D_SHAPE_CIRCLE, SAT2D_CIRCLE_CIRCLE},
    {SAT2D_SHAPE_RECT, SAT2D_SHAPE_RECT, SAT2D_RECT_RECT},
    {SAT2D_SHAPE_CIRCLE, SAT2D_SHAPE_RECT, SAT2D_CIRCLE_RECT},
    {SAT2D_SHAPE_POLY, SAT2D_SHAPE_POLY, SAT2D_POLY_POLY},
    {SAT2D_SHAPE_CIRCLE, SAT2D_SHAPE_POLY, SAT2D_CIRCLE_POLY},
    {SAT2D_SHAPE_POINT, SAT2D_SHAPE_POLYGON, SAT2D_POINT_POLYGON},
    {SAT2D_SHAPE_SEGMENT, SAT2D_SHAPE_SEGMENT, SAT2D_SEGMENT_SEGMENT},
    {SAT2D_SHAPE_POLYGON, SAT2D_SHAPE_POLYGON, SAT2D_POLYGON_POLYGON},
    {SAT2D_SHAPE_TRANSFORM, SAT2D_SHAPE_POINT, SAT2D_TRANSFORM},
};

static const char *kind_word(sat2d_shape_kind k) {
    for (size_t i = 0; i < sizeof shape_words / sizeof shape_words[0]; i++)
        if (shape_words[i].kind == k) return shape_words[i].word;
    return "?";
}

static int choose_test(sat2d_case *c, char *err, size_t size) {
    for (size_t i = 0; i < sizeof pair_tests / sizeof pair_tests[0]; i++) {
        if (pair_tests[i].a == c->a.kind && pair_tests[i].b == c->b.kind) {
            c->test = pair_tests[i].test;
            return 0;
        }
        if (pair_tests[i].b == c->a.kind && pair_tests[i].a == c->b.kind) {
            fail(err, size, "no test for %s | %s; write it as %s | %s", kind_word(c->a.kind),
                 kind_word(c->b.kind), kind_word(c->b.kind), kind_word(c->a.kind));
            return -1;
        }
    }
    fail(err, size, "no test for %s | %s", kind_word(c->a.kind), kind_word(c->b.kind));
    return -1;
}

/* The optional third part: "sweep DX DY" or "bound". */
static int parse_modifier(cursor *m, sat2d_case *c, char *err, size_t size) {
    char word[32];
    if (!next_word(m, word, sizeof word)) {
        fail(err, size, "empty part after '|'");
        return -1;
    }
    if (c->test != SAT2D_POLY_POLY) {
        fail(err, size, "'%s' applies only to poly | poly", word);
        return -1;
    }
    if (strcmp(word, "bound") == 0) {
        c->test = SAT2D_BOUNDING_CIRCLE;
        return next_word(m, word, sizeof word) ? (fail(err, size, "bound takes no numbers"), -1)
                                               : 0;
    }
    if (strcmp(word, "sweep") != 0) {
        fail(err, size, "unknown modifier '%s' (expected sweep DX DY or bound)", word);
        return -1;
    }
    float d[2];
    int got = read_numbers(m, d, 2, "sweep", err, size);
    if (got < 0 || expect_count(got, 2, "sweep", err, size)) return -1;
    c->test = SAT2D_POLY_POLY_SWEEP;
    c->sweep = (sat2d_vec2){d[0], d[1]};
    return 0;
}

int sat2d_case_parse(const char *line, sat2d_case *out, char *err, size_t err_size) {
    memset(out, 0, sizeof *out);
    const char *end = strchr(line, '#');
    if (!end) end = line + strlen(line);
    cursor parts[MAX_PARTS];
    int nparts = 0;
    const char *p = line;
    for (;;) {
        const char *bar = memchr(p, '|', (size_t)(end - p));
        if (nparts == MAX_PARTS) {
            fail(err, err_size, "too many '|' separated parts");
            return -1;
        }
        parts[nparts++] = (cursor){p, bar ? bar : end};
        if (!bar) break;
        p = bar + 1;
    }
    skip_space(&parts[0]);
    if (nparts == 1 && parts[0].p == parts[0].end) return 0; /* blank or comment */
    if (nparts < 2) {
        fail(err, err_size, "missing '|' between the two shapes");
        return -1;
    }
    if (parse_shape(&parts[0], &out->a, err, err_size) < 0 ||
        parse_shape(&parts[1], &out->b, err, err_size) < 0 || choose_test(out, err, err_size) < 0 ||
        (nparts == 3 && parse_modifier(&parts[2], out, err, err_size) < 0)) {
        sat2d_case_free(out);
        return -1;
    }
    if (nparts > 3) {
        fail(err, err_size, "too many '|' separated parts");
        sat2d_case_free(out);
        return -1;
    }
    return 1;
}

void sat2d_case_free(sat2d_case *c) {
    sat2d_poly_free(c->a.poly);
    sat2d_poly_free(c->b.poly);
    sat2d_polygon_free(c->a.polygon);
    sat2d_polygon_free(c->b.polygon);
    c->a.poly = c->b.poly = NULL;
    c->a.polygon = c->b.polygon = NULL;
}
