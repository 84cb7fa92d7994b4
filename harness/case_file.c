/* The case-file format: parse a line, run it through a variant, print the answer. */
#include "case_file.h"

#include <ctype.h>
#include <stdio.h>
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

/* The next whitespace-separated word, copied into buf (size > 4); 0 at the end of the part. A
 * word too long for buf keeps its start and ends in "...", so a message that quotes it shows
 * that it was cut, as read_numbers' messages do; no shape or modifier word is that long. */
static int next_word(cursor *c, char *buf, size_t size) {
    skip_space(c);
    if (c->p >= c->end) return 0;
    size_t n = 0;
    while (c->p < c->end && !isspace((unsigned char)*c->p)) {
        if (n + 1 < size) buf[n++] = *c->p;
        c->p++;
        if (n + 1 == size && c->p < c->end && !isspace((unsigned char)*c->p)) {
            memcpy(buf + size - 4, "...", 3);
            while (c->p < c->end && !isspace((unsigned char)*c->p))
                c->p++;
        }
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

static int parse_shape(cursor *c, sat2d_shape *s, char *err, size_t size) {
    char word[32];
    memset(s, 0, sizeof *s);
    if (!next_word(c, word, sizeof word)) {
        fail(err, size, "missing shape");
        return -1;
    }
    int k = 0;
    while (k < SAT2D_SHAPE_KINDS && strcmp(word, sat2d_shape_word((sat2d_shape_kind)k)) != 0)
        k++;
    if (k == SAT2D_SHAPE_KINDS) {
        fail(err, size, "unknown shape '%s'", word);
        return -1;
    }
    s->kind = (sat2d_shape_kind)k;
    const int numbers = sat2d_shape_numbers(s->kind);
    if (numbers < 0) return parse_outline(c, s, err, size);
    float v[SAT2D_SOA_FLOATS];
    int got = read_numbers(c, v, SAT2D_SOA_FLOATS, word, err, size);
    if (got < 0 || expect_count(got, numbers, word, err, size)) return -1;
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
    case SAT2D_SHAPE_CAPSULE:
        s->capsule = (sat2d_capsule){{v[0], v[1]}, {v[2], v[3]}, v[4]};
        st = sat2d_capsule_check(s->capsule);
        break;
    case SAT2D_SHAPE_TRANSFORM:
        s->transform = sat2d_transform_make(v[0], v[1], v[2]);
        break;
    case SAT2D_SHAPE_RAY:
        s->ray = (sat2d_ray){{v[0], v[1]}, {v[2], v[3]}, v[4]};
        st = sat2d_ray_check(s->ray);
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

static const char *kind_word(sat2d_shape_kind k) {
    return sat2d_shape_word(k);
}

/* The test of the two shapes without a word, in the order of SAT2D_TESTS; the reversed order is
 * refused, naming the accepted one. */
static int choose_test(sat2d_case *c, char *err, size_t size) {
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        const sat2d_test_info *i = sat2d_test_info_of((sat2d_test_id)t);
        if (i->word[0]) continue;
        if (i->a == c->a.kind && i->b == c->b.kind) {
            c->test = (sat2d_test_id)t;
            return 0;
        }
        if (i->b == c->a.kind && i->a == c->b.kind) {
            fail(err, size, "no test for %s | %s; write it as %s | %s", kind_word(c->a.kind),
                 kind_word(c->b.kind), kind_word(c->b.kind), kind_word(c->a.kind));
            return -1;
        }
    }
    fail(err, size, "no test for %s | %s", kind_word(c->a.kind), kind_word(c->b.kind));
    return -1;
}

/* Appends " or " (after the first pair) and "A | B" of a test to buf. */
static void add_pair(char *buf, size_t size, const sat2d_test_info *i) {
    size_t used = strlen(buf);
    snprintf(buf + used, size - used, "%s%s | %s", used ? " or " : "", kind_word(i->a),
             kind_word(i->b));
}

/* The first test of shapes a | b that has a word, or SAT2D_TEST_COUNT. */
static int first_with_words(sat2d_shape_kind a, sat2d_shape_kind b) {
    int t = 0;
    for (; t < SAT2D_TEST_COUNT; t++) {
        const sat2d_test_info *i = sat2d_test_info_of((sat2d_test_id)t);
        if (i->word[0] && i->a == a && i->b == b) break;
    }
    return t;
}

/* The optional third part: a word of SAT2D_TESTS ("sweep DX DY", "bound") that picks another
 * test of the same two shapes. */
static int parse_modifier(cursor *m, sat2d_case *c, char *err, size_t size) {
    char word[32], pairs[256] = "", words[256] = "";
    if (!next_word(m, word, sizeof word)) {
        fail(err, size, "empty part after '|'");
        return -1;
    }
    int found = -1, elsewhere = -1;
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        const sat2d_test_info *i = sat2d_test_info_of((sat2d_test_id)t);
        if (!i->word[0]) continue;
        const int here = i->a == c->a.kind && i->b == c->b.kind;
        if (strcmp(word, i->word) == 0) {
            if (here)
                found = t;
            else if (elsewhere < 0)
                elsewhere = t;
        }
        if (here) {
            size_t used = strlen(words);
            snprintf(words + used, sizeof words - used, "%s%s%s", used ? " or " : "", i->word,
                     i->out == SAT2D_OUT_TOI ? " DX DY" : "");
        } else if (first_with_words(i->a, i->b) == t) {
            add_pair(pairs, sizeof pairs, i);
        }
    }
    if (found < 0) {
        if (elsewhere >= 0) {
            pairs[0] = 0;
            add_pair(pairs, sizeof pairs, sat2d_test_info_of((sat2d_test_id)elsewhere));
        }
        if (elsewhere >= 0 || !words[0])
            fail(err, size, "'%s' applies only to %s", word, pairs);
        else
            fail(err, size, "unknown modifier '%s' (expected %s)", word, words);
        return -1;
    }
    c->test = (sat2d_test_id)found;
    if (sat2d_test_info_of(c->test)->out != SAT2D_OUT_TOI)
        return next_word(m, word, sizeof word)
                   ? (fail(err, size, "%s takes no numbers", sat2d_test_info_of(c->test)->word), -1)
                   : 0;
    float d[2];
    const char *w = sat2d_test_info_of(c->test)->word;
    int got = read_numbers(m, d, 2, w, err, size);
    if (got < 0 || expect_count(got, 2, w, err, size)) return -1;
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

int sat2d_case_parse_line(const char *line, size_t len, sat2d_case *out, char *err,
                          size_t err_size) {
    if (memchr(line, 0, len)) {
        memset(out, 0, sizeof *out);
        fail(err, err_size, "NUL byte in the line");
        return -1;
    }
    /* a UTF-8 byte-order mark, which some editors put at the start of a file, is not a word */
    if (len >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0) line += 3;
    return sat2d_case_parse(line, out, err, err_size);
}

int sat2d_shape_floats(const sat2d_shape *s, float f[SAT2D_SOA_FLOATS]) {
    const sat2d_segment g = s->segment;
    const sat2d_capsule k = s->capsule;
    switch (s->kind) {
    case SAT2D_SHAPE_RAY:
        f[0] = s->ray.p.x, f[1] = s->ray.p.y, f[2] = s->ray.d.x, f[3] = s->ray.d.y;
        f[4] = s->ray.tmax;
        return 5;
    case SAT2D_SHAPE_POINT:
        f[0] = s->point.x, f[1] = s->point.y;
        return 2;
    case SAT2D_SHAPE_CIRCLE:
        f[0] = s->circle.c.x, f[1] = s->circle.c.y, f[2] = s->circle.r;
        return 3;
    case SAT2D_SHAPE_RECT:
        f[0] = s->rect.x, f[1] = s->rect.y, f[2] = s->rect.w, f[3] = s->rect.h;
        return 4;
    case SAT2D_SHAPE_SEGMENT:
        f[0] = g.a.x, f[1] = g.a.y, f[2] = g.b.x, f[3] = g.b.y;
        return 4;
    case SAT2D_SHAPE_CAPSULE:
        f[0] = k.a.x, f[1] = k.a.y, f[2] = k.b.x, f[3] = k.b.y, f[4] = k.r;
        return 5;
    default: /* polygons go by pointer, a transform by value */
        return 0;
    }
}

/* Appends printf output to buf at *used, never past size (the count keeps growing, as
 * snprintf's, so the caller learns the length it needed). */
static void append(char *buf, size_t size, size_t *used, const char *format, ...) {
    va_list args;
    va_start(args, format);
    int n =
        vsnprintf(*used < size ? buf + *used : NULL, *used < size ? size - *used : 0, format, args);
    va_end(args);
    if (n > 0) *used += (size_t)n;
}

static void append_shape(char *buf, size_t size, size_t *used, const sat2d_shape *s) {
    switch (s->kind) {
    case SAT2D_SHAPE_POINT:
        append(buf, size, used, "point %a %a", s->point.x, s->point.y);
        break;
    case SAT2D_SHAPE_CIRCLE:
        append(buf, size, used, "circle %a %a %a", s->circle.c.x, s->circle.c.y, s->circle.r);
        break;
    case SAT2D_SHAPE_RECT:
        append(buf, size, used, "rect %a %a %a %a", s->rect.x, s->rect.y, s->rect.w, s->rect.h);
        break;
    case SAT2D_SHAPE_SEGMENT:
        append(buf, size, used, "segment %a %a %a %a", s->segment.a.x, s->segment.a.y,
               s->segment.b.x, s->segment.b.y);
        break;
    case SAT2D_SHAPE_CAPSULE:
        append(buf, size, used, "capsule %a %a %a %a %a", s->capsule.a.x, s->capsule.a.y,
               s->capsule.b.x, s->capsule.b.y, s->capsule.r);
        break;
    case SAT2D_SHAPE_TRANSFORM:
        append(buf, size, used, "transform %a %a %a", s->transform.px, s->transform.py,
               atan2((double)s->transform.s, (double)s->transform.c));
        break;
    case SAT2D_SHAPE_RAY:
        append(buf, size, used, "ray %a %a %a %a %a", s->ray.p.x, s->ray.p.y, s->ray.d.x,
               s->ray.d.y, s->ray.tmax);
        break;
    case SAT2D_SHAPE_POLY:
        if (!s->poly) break;
        append(buf, size, used, "poly %d", s->poly->count);
        for (int i = 0; i < s->poly->count; i++)
            append(buf, size, used, " %a %a", sat2d_poly_x(s->poly)[i], sat2d_poly_y(s->poly)[i]);
        break;
    case SAT2D_SHAPE_POLYGON:
        if (!s->polygon) break;
        append(buf, size, used, "polygon %d", s->polygon->count);
        for (int i = 0; i < s->polygon->count; i++)
            append(buf, size, used, " %a %a", sat2d_polygon_x(s->polygon)[i],
                   sat2d_polygon_y(s->polygon)[i]);
        break;
    }
}

size_t sat2d_case_line(const sat2d_case *c, char *buf, size_t size) {
    size_t used = 0;
    if (size) buf[0] = 0;
    append_shape(buf, size, &used, &c->a);
    append(buf, size, &used, " | ");
    append_shape(buf, size, &used, &c->b);
    const sat2d_test_info *t = sat2d_test_info_of(c->test);
    if (t->word[0]) append(buf, size, &used, " | %s", t->word);
    if (t->out == SAT2D_OUT_TOI) append(buf, size, &used, " %a %a", c->sweep.x, c->sweep.y);
    return used;
}

void sat2d_case_free(sat2d_case *c) {
    sat2d_poly_free(c->a.poly);
    sat2d_poly_free(c->b.poly);
    sat2d_polygon_free(c->a.polygon);
    sat2d_polygon_free(c->b.polygon);
    c->a.poly = c->b.poly = NULL;
    c->a.polygon = c->b.polygon = NULL;
}
