/* Reading a trace in either form and writing case lines as binary records (see trace_file.h
 * and docs/trace-format.md). */
#define _POSIX_C_SOURCE 200809L
#include "trace_file.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The record codes are sat2d's test ids, so a record's code names its test directly. */
_Static_assert((int)SAT2D_TRACE_POINT_POINT == (int)SAT2D_POINT_POINT, "record code");
_Static_assert((int)SAT2D_TRACE_POLY_POLY == (int)SAT2D_POLY_POLY, "record code");
_Static_assert((int)SAT2D_TRACE_SEGMENT_SEGMENT == (int)SAT2D_SEGMENT_SEGMENT, "record code");
_Static_assert((int)SAT2D_TRACE_TRANSFORM == (int)SAT2D_TRANSFORM, "record code");
/* Tests appended after the format's codes have no record: their pairs travel as text only. */
_Static_assert((int)SAT2D_TRACE_RECORD_KINDS <= (int)SAT2D_TEST_COUNT, "record code");
_Static_assert((int)SAT2D_TRACE_MAX_CORNERS == (int)SAT2D_MAX_CORNERS, "corner limit");

/* Each record code's layout is its test's row of SAT2D_TESTS: shapes A and B in the order of its
 * case line, then its word ("sweep DX DY" for a sweep, "bound"). */

/* The longest line a record can print: two outlines of the most corners, 2 numbers each of at
 * most 16 characters ("-1.23456789e+38 "), plus words, the sweep and the terminator. */
#define LINE_BYTES (2 * (2 * SAT2D_MAX_CORNERS * 17 + 32) + 128)

struct sat2d_trace_reader {
    FILE *file;
    int owns_file;
    sat2d_trace_format format;
    const char *path;
    uint64_t declared; /* binary: the record count of the header */
    uint64_t number;   /* lines or records handed out */
    uint64_t offset;   /* binary: bytes consumed */
    char *line;
    size_t capacity;
    size_t used;   /* binary: characters of the line being formatted */
    size_t length; /* bytes of the line handed out (text: a NUL byte may lie inside) */
};

static void fail(char *err, size_t size, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, size, fmt, ap);
    va_end(ap);
}

static uint32_t le32(const unsigned char *b) {
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

/* Reads the 16 header bytes after the magic; 0 or -1 with the reason. */
static int read_header(sat2d_trace_reader *r, char *err, size_t size) {
    unsigned char h[SAT2D_TRACE_HEADER_BYTES - 8];
    if (fread(h, 1, sizeof h, r->file) != sizeof h) {
        fail(err, size, "%s: truncated sat2d trace header (%d bytes expected)", r->path,
             SAT2D_TRACE_HEADER_BYTES);
        return -1;
    }
    uint32_t version = le32(h), mark = le32(h + 4);
    if (version != SAT2D_TRACE_VERSION) {
        fail(err, size, "%s: sat2d trace version %u; this build reads version %u", r->path, version,
             SAT2D_TRACE_VERSION);
        return -1;
    }
    if (mark != SAT2D_TRACE_BYTE_ORDER_MARK) {
        fail(err, size,
             "%s: byte-order mark 0x%08X, expected 0x%08X: the trace was not written "
             "little-endian as the format requires",
             r->path, mark, SAT2D_TRACE_BYTE_ORDER_MARK);
        return -1;
    }
    r->declared = (uint64_t)le32(h + 8) | (uint64_t)le32(h + 12) << 32;
    r->offset = SAT2D_TRACE_HEADER_BYTES;
    return 0;
}

sat2d_trace_reader *sat2d_trace_open(const char *path, char *err, size_t err_size) {
    sat2d_trace_reader *r = calloc(1, sizeof *r);
    if (!r) {
        fail(err, err_size, "%s: out of memory", path);
        return NULL;
    }
    r->path = path;
    if (strcmp(path, "-") == 0) { /* a pipe cannot be rewound: stdin is read as text */
        r->file = stdin, r->format = SAT2D_TRACE_TEXT;
        return r;
    }
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        fail(err, err_size, "%s: is a directory", path);
        free(r);
        return NULL;
    }
    r->file = fopen(path, "rb");
    if (!r->file) {
        fail(err, err_size, "%s: %s", path, strerror(errno));
        free(r);
        return NULL;
    }
    r->owns_file = 1;
    unsigned char head[4096];
    size_t got = fread(head, 1, sizeof head, r->file);
    size_t magic = strlen(SAT2D_TRACE_MAGIC), prefix = got < magic ? got : magic;
    /* A file that starts like the magic is a trace (a short one is a truncated header). */
    int binary = prefix >= 5 && memcmp(head, SAT2D_TRACE_MAGIC, prefix) == 0;
    if (!binary && memchr(head, 0, got)) {
        fail(err, err_size,
             "%s: binary data without the sat2d trace magic '%s': neither a case file nor a "
             "sat2d trace",
             path, SAT2D_TRACE_MAGIC);
        sat2d_trace_close(r);
        return NULL;
    }
    if (fseek(r->file, binary ? (long)magic : 0L, SEEK_SET) != 0) {
        fail(err, err_size, "%s: cannot seek: %s", path, strerror(errno));
        sat2d_trace_close(r);
        return NULL;
    }
    r->format = binary ? SAT2D_TRACE_BINARY : SAT2D_TRACE_TEXT;
    if (binary) {
        if (got < magic) {
            fail(err, err_size, "%s: truncated sat2d trace header (%d bytes expected)", path,
                 SAT2D_TRACE_HEADER_BYTES);
            sat2d_trace_close(r);
            return NULL;
        }
        r->capacity = LINE_BYTES;
        r->line = malloc(r->capacity);
        if (!r->line || read_header(r, err, err_size) != 0) {
            if (!r->line) fail(err, err_size, "%s: out of memory", path);
            sat2d_trace_close(r);
            return NULL;
        }
    }
    return r;
}

sat2d_trace_format sat2d_trace_reader_format(const sat2d_trace_reader *r) {
    return r->format;
}

const char *sat2d_trace_unit(const sat2d_trace_reader *r) {
    return r->format == SAT2D_TRACE_BINARY ? "record" : "line";
}

int sat2d_trace_next_case(sat2d_trace_reader *r, const char *path, sat2d_case *c, const char **line,
                          uint64_t *number, char *err, size_t err_size) {
    int got;
    while ((got = sat2d_trace_next(r, line, number, err, err_size)) == 1) {
        char why[256];
        int parsed = sat2d_case_parse_line(*line, r->length, c, why, sizeof why);
        if (parsed > 0) return 1;
        if (parsed < 0) {
            fprintf(stderr, "%s:%llu: error: %s (%s skipped)\n", path, (unsigned long long)*number,
                    why, sat2d_trace_unit(r));
            return 2;
        }
    }
    return got;
}

/* Appends formatted text to the line being built (the buffer is sized for the longest). */
static void put(sat2d_trace_reader *r, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(r->line + r->used, r->capacity - r->used, fmt, ap);
    va_end(ap);
    if (n > 0) r->used += (size_t)n;
    if (r->used >= r->capacity) r->used = r->capacity - 1;
}

/* Reads `n` bytes of the current record; -1 with the reason if the file ends inside it. */
static int take(sat2d_trace_reader *r, void *out, size_t n, uint64_t start, char *err,
                size_t size) {
    if (fread(out, 1, n, r->file) != n) {
        fail(err, size,
             "%s: record %llu at byte offset %llu is truncated (the file ends inside it)%s",
             r->path, (unsigned long long)r->number + 1, (unsigned long long)start,
             ferror(r->file) ? ": read error" : "");
        return -1;
    }
    r->offset += n;
    return 0;
}

/* Reads `count` floats and prints them into the line. */
static int take_floats(sat2d_trace_reader *r, size_t count, uint64_t start, char *err,
                       size_t size) {
    for (size_t i = 0; i < count; i++) {
        unsigned char b[4];
        if (take(r, b, 4, start, err, size) != 0) return -1;
        uint32_t bits = le32(b);
        float v;
        memcpy(&v, &bits, sizeof v);
        put(r, " %.9g", (double)v);
    }
    return 0;
}

/* Reads one shape of a record and prints it as the case line spells it. */
static int take_part(sat2d_trace_reader *r, sat2d_shape_kind p, uint64_t start, char *err,
                     size_t size) {
    put(r, "%s", sat2d_shape_word(p));
    const int numbers = sat2d_shape_numbers(p);
    if (numbers >= 0) return take_floats(r, (size_t)numbers, start, err, size);
    unsigned char b[4];
    if (take(r, b, 4, start, err, size) != 0) return -1;
    uint32_t corners = le32(b);
    if (corners > SAT2D_TRACE_MAX_CORNERS) {
        fail(err, size,
             "%s: record %llu at byte offset %llu: a polygon of %u corners, past the format's "
             "limit of %u (a corrupt trace?)",
             r->path, (unsigned long long)r->number + 1, (unsigned long long)start, corners,
             SAT2D_TRACE_MAX_CORNERS);
        return -1;
    }
    put(r, " %u", corners);
    return take_floats(r, 2 * (size_t)corners, start, err, size);
}

static int next_binary(sat2d_trace_reader *r, char *err, size_t size) {
    uint64_t start = r->offset;
    int code = fgetc(r->file);
    if (r->number == r->declared) {
        if (code == EOF) return 0;
        uint64_t extra = 1;
        while (fgetc(r->file) != EOF)
            extra++;
        fail(err, size, "%s: %llu bytes after the last of the %llu records the header counts",
             r->path, (unsigned long long)extra, (unsigned long long)r->declared);
        return -1;
    }
    if (code == EOF) {
        fail(err, size, "%s: the header counts %llu records, the file ends after %llu (truncated)",
             r->path, (unsigned long long)r->declared, (unsigned long long)r->number);
        return -1;
    }
    r->offset++;
    if (code >= SAT2D_TRACE_RECORD_KINDS) {
        fail(err, size, "%s: record %llu at byte offset %llu: unknown record code %d", r->path,
             (unsigned long long)r->number + 1, (unsigned long long)start, code);
        return -1;
    }
    r->used = 0;
    const sat2d_test_info *layout = sat2d_test_info_of((sat2d_test_id)code);
    if (take_part(r, layout->a, start, err, size) != 0) return -1;
    put(r, " | ");
    if (take_part(r, layout->b, start, err, size) != 0) return -1;
    if (layout->word[0]) put(r, " | %s", layout->word);
    if (layout->out == SAT2D_OUT_TOI && take_floats(r, 2, start, err, size) != 0) return -1;
    return 1;
}

int sat2d_trace_next(sat2d_trace_reader *r, const char **line, uint64_t *number, char *err,
                     size_t err_size) {
    int got;
    if (r->format == SAT2D_TRACE_BINARY) {
        got = next_binary(r, err, err_size);
        r->length = got == 1 ? strlen(r->line) : 0;
    } else {
        errno = 0;
        const ssize_t length = getline(&r->line, &r->capacity, r->file);
        got = length >= 0;
        r->length = got ? (size_t)length : 0;
        if (!got && ferror(r->file)) {
            fail(err, err_size, "%s: read error after line %llu: %s", r->path,
                 (unsigned long long)r->number, strerror(errno ? errno : EIO));
            return -1;
        }
    }
    if (got != 1) return got;
    r->number++;
    *line = r->line, *number = r->number;
    return 1;
}

void sat2d_trace_close(sat2d_trace_reader *r) {
    if (!r) return;
    if (r->owns_file) fclose(r->file);
    free(r->line);
    free(r);
}

/* Writes every number of one '|'-separated part after its leading word (the shape or "sweep"),
 * a polygon's corner count as a uint32. */
static void write_part(sat2d_trace_writer *w, const char *p, const char *end,
                       sat2d_shape_kind kind) {
    while (p < end && isspace((unsigned char)*p))
        p++;
    while (p < end && !isspace((unsigned char)*p)) /* the word */
        p++;
    int first = 1;
    while (p < end) {
        char *stop;
        float v = strtof(p, &stop);
        if (stop == p) break; /* only trailing whitespace is left: the line was validated */
        p = stop;
        if (first && sat2d_shape_numbers(kind) < 0) /* a polygon's corner count */
            sat2d_trace_put_u32_(w, (uint32_t)v);
        else
            sat2d_trace_put_floats_(w, &v, 1);
        first = 0;
    }
}

int sat2d_trace_write_case(sat2d_trace_writer *w, const char *line, sat2d_test_id test) {
    if ((unsigned)test >= SAT2D_TRACE_RECORD_KINDS) return -1;
    const char *end = strchr(line, '#');
    if (!end) end = line + strlen(line);
    sat2d_trace_begin_(w, (unsigned)test);
    const char *p = line;
    const sat2d_test_info *layout = sat2d_test_info_of(test);
    /* the third part, a word and its numbers, if any: the numbers as floats */
    sat2d_shape_kind kinds[3] = {layout->a, layout->b, SAT2D_SHAPE_POINT};
    for (int k = 0; k < 3 && p < end; k++) {
        const char *bar = memchr(p, '|', (size_t)(end - p));
        const char *stop = bar ? bar : end;
        write_part(w, p, stop, kinds[k]);
        p = bar ? bar + 1 : end;
    }
    return 0;
}
