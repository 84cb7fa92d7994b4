/* sat2d-trace — the binary trace's converter and inspector (docs/trace-format.md).
 *   sat2d-trace convert IN OUT   text case file -> binary trace, or binary -> text (IN's form
 *                                decides; OUT "-" is stdout for text)
 *   sat2d-trace info FILE        the form, the records, and the valid pairs per test
 * Every line or record goes through the case-file parser: a bad one is reported on stderr
 * with its line or record number and skipped, the rest are converted, and the exit status is
 * 1. Exit status 2: a usage error, an unreadable input, a broken binary trace (wrong magic,
 * version or byte order, truncated, trailing bytes) or an unwritable output. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "trace_file.h"

static const char prog[] = "sat2d-trace";
static const char usage_text[] =
    "usage: sat2d-trace convert IN OUT   case file (text) -> binary trace, or binary -> text\n"
    "       sat2d-trace info FILE        form, records and valid pairs per test\n"
    "       sat2d-trace --help | --version\n"
    "IN's first bytes tell its form; OUT is the other form (\"-\": stdout, text only).\n"
    "Bad lines or records are reported with their numbers and skipped (exit status 1).\n";

/* Walks every line or record of `in`: counts valid pairs per test, reports bad ones, and
 * hands each valid case to `emit` (NULL for info), which returns 0, or -1 for a case it cannot
 * write (reported with its number and skipped). Returns 0, 1 (bad lines skipped) or 2. */
typedef int (*emit_fn)(void *ctx, const char *line, const sat2d_case *c);

static int walk(sat2d_trace_reader *r, const char *path, emit_fn emit, void *ctx,
                unsigned long long per_test[SAT2D_TEST_COUNT], unsigned long long *bad,
                unsigned long long *units) {
    const char *line;
    uint64_t number = 0;
    char err[512];
    int got;
    sat2d_case c;
    while ((got = sat2d_trace_next_case(r, path, &c, &line, &number, err, sizeof err)) > 0) {
        if (got == 2) {
            ++*bad;
            continue;
        }
        if (emit && emit(ctx, line, &c) != 0) {
            fprintf(stderr,
                    "%s:%llu: error: %s has no record code in binary trace version %u (line "
                    "skipped)\n",
                    path, (unsigned long long)number, sat2d_test_name(c.test), SAT2D_TRACE_VERSION);
            ++*bad;
        } else {
            per_test[c.test]++;
        }
        sat2d_case_free(&c);
    }
    *units = number;
    if (got < 0) {
        fprintf(stderr, "%s: %s\n", prog, err);
        return SAT2D_EXIT_USAGE;
    }
    return *bad ? 1 : 0;
}

static int emit_binary(void *ctx, const char *line, const sat2d_case *c) {
    return sat2d_trace_write_case(ctx, line, c->test);
}

static int emit_text(void *ctx, const char *line, const sat2d_case *c) {
    (void)c;
    fputs(line, ctx); /* a binary record's line, already in the canonical spelling */
    fputc('\n', ctx);
    return 0;
}

static int info(const char *path) {
    char err[512];
    sat2d_trace_reader *r = sat2d_trace_open(path, err, sizeof err);
    if (!r) {
        fprintf(stderr, "%s: %s\n", prog, err);
        return SAT2D_EXIT_USAGE;
    }
    unsigned long long per_test[SAT2D_TEST_COUNT] = {0}, bad = 0, units = 0, pairs = 0;
    int status = walk(r, path, NULL, NULL, per_test, &bad, &units);
    int binary = sat2d_trace_reader_format(r) == SAT2D_TRACE_BINARY;
    sat2d_trace_close(r);
    if (status == SAT2D_EXIT_USAGE) return status;
    if (binary)
        printf("format binary (version %u)\nrecords %llu\n", SAT2D_TRACE_VERSION, units);
    else
        printf("format text\nlines %llu\n", units);
    for (int t = 0; t < SAT2D_TEST_COUNT; t++)
        pairs += per_test[t];
    printf("pairs %llu\nbad %llu\n", pairs, bad);
    for (int t = 0; t < SAT2D_TEST_COUNT; t++)
        if (per_test[t]) printf("test %s %llu\n", sat2d_test_name((sat2d_test_id)t), per_test[t]);
    return status;
}

static int convert(const char *in, const char *out) {
    char err[512];
    sat2d_trace_reader *r = sat2d_trace_open(in, err, sizeof err);
    if (!r) {
        fprintf(stderr, "%s: %s\n", prog, err);
        return SAT2D_EXIT_USAGE;
    }
    int to_binary = sat2d_trace_reader_format(r) == SAT2D_TRACE_TEXT;
    int to_stdout = strcmp(out, "-") == 0;
    if (to_binary && to_stdout) {
        fprintf(stderr,
                "%s: a binary trace needs a file, not stdout (its header's record count "
                "is written last)\n",
                prog);
        sat2d_trace_close(r);
        return SAT2D_EXIT_USAGE;
    }
    FILE *f = to_stdout ? stdout : fopen(out, to_binary ? "wb" : "w");
    if (!f) {
        perror(out);
        sat2d_trace_close(r);
        return SAT2D_EXIT_USAGE;
    }
    unsigned long long per_test[SAT2D_TEST_COUNT] = {0}, bad = 0, units = 0;
    sat2d_trace_writer w;
    int status;
    if (to_binary) {
        sat2d_trace_writer_open(&w, f);
        status = walk(r, in, emit_binary, &w, per_test, &bad, &units);
        if (sat2d_trace_writer_close(&w) != 0 && status != SAT2D_EXIT_USAGE) {
            fprintf(stderr, "%s: %s: write error\n", prog, out);
            status = SAT2D_EXIT_USAGE;
        }
    } else {
        status = walk(r, in, emit_text, f, per_test, &bad, &units);
        if (fflush(f) != 0 || ferror(f)) {
            fprintf(stderr, "%s: %s: write error\n", prog, out);
            status = SAT2D_EXIT_USAGE;
        }
    }
    sat2d_trace_close(r);
    if (!to_stdout && fclose(f) != 0) {
        fprintf(stderr, "%s: %s: write error\n", prog, out);
        status = SAT2D_EXIT_USAGE;
    }
    if (status == SAT2D_EXIT_USAGE)
        fprintf(stderr, "%s: %s is incomplete: the input could not be read to its end\n", prog,
                out);
    return status;
}

int main(int argc, char **argv) {
    const char *args[3];
    int nargs = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--version") == 0) {
            printf("sat2d-trace %s (binary trace format version %u)\n", SAT2D_VERSION,
                   SAT2D_TRACE_VERSION);
            return 0;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') return sat2d_arg_unknown(prog, argv[i]);
        if (nargs == 3) {
            fputs(usage_text, stderr);
            return SAT2D_EXIT_USAGE;
        }
        args[nargs++] = argv[i];
    }
    if (nargs == 3 && strcmp(args[0], "convert") == 0) return convert(args[1], args[2]);
    if (nargs == 2 && strcmp(args[0], "info") == 0) return info(args[1]);
    if (nargs >= 1 && strcmp(args[0], "convert") != 0 && strcmp(args[0], "info") != 0)
        fprintf(stderr, "%s: unknown command '%s'\n", prog, args[0]);
    fputs(usage_text, stderr);
    return SAT2D_EXIT_USAGE;
}
