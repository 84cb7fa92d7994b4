/* sat2d — the command-line tool (docs/case-format.md#running-it).
 *   sat2d check [--impl NAME|all] [--plugin PATH]... [FILE|-]   answer each line, in order
 *   sat2d list [--plugin PATH]...                               print the registry
 * Lines are streamed (getline), so files of any length work. Blank and comment lines give no
 * answer line. A bad line answers "error: <reason>" in its place, the reason also goes to
 * stderr with its line number, and the exit status is 1; so does a case whose test the chosen
 * variant does not implement (an empty registry slot), since no answer can be given for it,
 * and a case the variant answers differently as every pair of a block of copies than alone
 * (both answers on stderr; the answer line is the one alone).
 * Exit status 2: usage error (an unknown option names itself), unknown or unavailable
 * variant, an input that cannot be read as a case file (missing, a directory, a read error).
 * --help (alone or after a command) prints the usage to stdout, --version the version; both
 * exit 0.
 * --plugin PATH (repeatable, check and list) loads a contender (docs/plugins.md): its variants
 * are chosen with --impl like any other and join --impl all; a plugin that is refused exits 2.
 * With a plugin loaded the cases run in a child process: a contender that crashes is named
 * with the case line, after every answer before it, and the exit status is 3. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "case_file.h"
#include "plugin_guard.h"
#include "plugin_load.h"

/* Relative tolerance for --impl all: depths, times and points of two variants may differ
 * by float rounding of differently ordered sums, far below this. */
#define AGREE_REL 1e-4f

static const char usage_text[] =
    "usage: sat2d check [--impl NAME|all] [--plugin PATH]... [FILE|-]\n"
    "       sat2d list [--plugin PATH]...\n"
    "       sat2d --help | --version\n"
    "SAT2D_IMPL=<variant> sets the default --impl (textbook).\n"
    "SAT2D_AVX_BUILD=avx2|evex picks the build of the avx_* variants\n"
    "(default: evex where the CPU has AVX-512VL; see sat2d list).\n"
    "--plugin loads a contender (docs/plugins.md); exit status 3:\n"
    "a contender crashed (the case is printed).\n";

static int usage(void) {
    fputs(usage_text, stderr);
    return SAT2D_EXIT_USAGE;
}

/* Which build of the avx_* tables this process runs, and how to pick the other. */
static const char *avx_build_text(void) {
    const char *build = sat2d_avx_build();
    if (strcmp(build, "AVX-512VL") == 0)
        return "AVX-512VL build (SAT2D_AVX_BUILD=avx2 selects the AVX2 one)";
    if (strcmp(build, "AVX2") == 0) return "AVX2 build";
    return "one build";
}

static int list_variants(void) {
    size_t n;
    const sat2d_variant *const *all = sat2d_variants(&n);
    static const char *kinds[] = {"reference", "trick", "pitfall"};
    printf("SIMD backend: %s\n", sat2d_simd_backend());
    printf("8-lane kernels (avx_*): %s\n", avx_build_text());
    printf("avx512_axes at 5 to 8 corners: the %s form on this CPU\n", sat2d_avx512_axes_form());
    for (size_t i = 0; i < n; i++) {
        const sat2d_variant *v = all[i];
        printf("%-14s %-9s %-13s %s\n", v->name, kinds[v->kind],
               sat2d_variant_available(v) ? "available" : "unavailable", v->summary);
        printf("%14s tests:", "");
        for (int t = 0; t < SAT2D_TEST_COUNT; t++)
            if (sat2d_variant_has(v, (sat2d_test_id)t))
                printf(" %s", sat2d_test_name((sat2d_test_id)t));
        printf("\n");
        if (sat2d_variant_origin(v)) printf("%14s from: %s\n", "", sat2d_variant_origin(v));
    }
    return 0;
}

/* 1 (and the two answers on stderr) if v answered the case differently as every pair of a block
 * of copies than alone (`alone`): a kernel with pairs in lanes answers a case alone from its
 * scalar tail, so the check puts its lanes to the test too. */
static int differs_in_block(const sat2d_variant *v, const sat2d_case *c, const sat2d_answer *alone,
                            const char *path, long lineno) {
    char lines[2][256];
    if (sat2d_case_same_in_block(v, c, alone, lines)) return 0;
    fprintf(stderr, "%s:%ld: %s answers '%s' alone but '%s' in a block of %d copies\n", path,
            lineno, v->name, lines[0], lines[1], SAT2D_CASE_BLOCK);
    return 1;
}

/* Answers with every available non-pitfall variant; disagreements go to stderr. */
static int check_all(const sat2d_case *c, const char *path, long lineno, char *buf, size_t size) {
    sat2d_answer ref;
    sat2d_case_run(sat2d_reference(), c, &ref);
    sat2d_answer_format(c, &ref, buf, size);
    size_t n;
    const sat2d_variant *const *all = sat2d_variants(&n);
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        sat2d_answer got;
        const sat2d_variant *v = all[i];
        if (v->kind == SAT2D_KIND_PITFALL || !sat2d_variant_available(v)) continue;
        if (!sat2d_case_run(v, c, &got)) continue;
        bad |= differs_in_block(v, c, &got, path, lineno);
        if (sat2d_answer_agree(c, &ref, &got, AGREE_REL)) continue;
        char mine[256];
        sat2d_answer_format(c, &got, mine, sizeof mine);
        fprintf(stderr, "line %ld: %s disagrees with %s: '%s' vs '%s'\n", lineno, v->name,
                sat2d_reference()->name, mine, buf);
        bad = 1;
    }
    return bad;
}

static int check(const char *impl, const char *path) {
    const sat2d_variant *v = NULL;
    int all = strcmp(impl, "all") == 0;
    if (!all) {
        v = sat2d_variant_find(impl);
        if (!v) {
            fprintf(stderr, "sat2d: unknown variant '%s' (see sat2d list)\n", impl);
            return 2;
        }
        if (!sat2d_variant_available(v)) {
            fprintf(stderr, "sat2d: variant '%s' needs an instruction set this CPU lacks\n", impl);
            return 2;
        }
    }
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        perror(path);
        return 2;
    }
    char *line = NULL;
    size_t cap = 0;
    long lineno = 0;
    int status = 0;
    /* consecutive cases of one test, answered again as the pairs of one batch */
    static sat2d_case_lines batch;
    batch = (sat2d_case_lines){
        .report = stderr, .prefix = "", .path = path, .only = v ? v->name : NULL};
    ssize_t len;
    while ((len = getline(&line, &cap, in)) >= 0) {
        lineno++;
        sat2d_case c;
        char err[256], out[256];
        int r = sat2d_case_parse_line(line, (size_t)len, &c, err, sizeof err);
        if (r == 0) continue;
        if (r < 0) {
            printf("error: %s\n", err);
            fprintf(stderr, "%s:%ld: error: %s\n", path, lineno, err);
            status = 1;
            continue;
        }
        if (all) {
            status |= check_all(&c, path, lineno, out, sizeof out);
            printf("%s\n", out);
        } else {
            sat2d_answer ans;
            if (sat2d_case_run(v, &c, &ans)) {
                sat2d_answer_format(&c, &ans, out, sizeof out);
                printf("%s\n", out);
                status |= differs_in_block(v, &c, &ans, path, lineno);
            } else {
                printf("error: variant %s does not implement %s\n", v->name,
                       sat2d_test_name(c.test));
                fprintf(stderr, "%s:%ld: error: variant %s does not implement %s\n", path, lineno,
                        v->name, sat2d_test_name(c.test));
                status = 1;
            }
        }
        status |= sat2d_case_lines_add(&batch, &c, lineno) != 0;
    }
    status |= sat2d_case_lines_flush(&batch) != 0;
    /* getline stops on a read error as on the end: a directory (EISDIR) or a failing device
     * must not pass as an empty case file. */
    int read_error = ferror(in) ? errno : 0;
    free(line);
    if (in != stdin) fclose(in);
    if (read_error) {
        fprintf(stderr, "sat2d: cannot read '%s' as a case file: %s\n", path, strerror(read_error));
        return SAT2D_EXIT_USAGE;
    }
    return status;
}

/* What check() answers, passed through sat2d_guard_run. */
typedef struct check_request {
    const char *impl, *path;
} check_request;

static int run_check(void *arg) {
    const check_request *r = arg;
    return check(r->impl, r->path);
}

/* SAT2D_AVX_BUILD names a build of the avx_* tables or is unset: a misspelt value would
 * quietly leave the choice to the CPU, so the CLI refuses it. */
static int avx_build_request_valid(void) {
    const char *asked = getenv("SAT2D_AVX_BUILD");
    if (!asked || strcmp(asked, "avx2") == 0 || strcmp(asked, "evex") == 0) return 1;
    fprintf(stderr, "sat2d: SAT2D_AVX_BUILD='%s': expected avx2 or evex (or unset)\n", asked);
    return 0;
}

/* 1 if `arg` asks for the usage. */
static int is_help(const char *arg) {
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    if (!avx_build_request_valid()) return SAT2D_EXIT_USAGE;
    if (is_help(argv[1])) {
        fputs(usage_text, stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("sat2d %s (SIMD backend: %s)\n", SAT2D_VERSION, sat2d_simd_backend());
        return 0;
    }
    if (strcmp(argv[1], "list") == 0) {
        for (int i = 2; i < argc; i++) {
            if (is_help(argv[i])) {
                fputs(usage_text, stdout);
                return 0;
            }
            if (strcmp(argv[i], SAT2D_PLUGIN_OPTION) != 0)
                return sat2d_arg_unknown("sat2d", argv[i]);
            if (i + 1 >= argc) return sat2d_arg_missing("sat2d", SAT2D_PLUGIN_OPTION);
            if (!sat2d_plugin_load("sat2d", argv[++i])) return SAT2D_EXIT_USAGE;
        }
        return list_variants();
    }
    if (strcmp(argv[1], "check") != 0) {
        fprintf(stderr, "sat2d: unknown command '%s'\n", argv[1]);
        return usage();
    }
    const char *impl = getenv("SAT2D_IMPL");
    const char *path = NULL;
    if (!impl || !*impl) impl = "textbook";
    for (int i = 2; i < argc; i++) {
        if (is_help(argv[i])) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--impl") == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing("sat2d", "--impl");
            impl = argv[++i];
        } else if (strcmp(argv[i], SAT2D_PLUGIN_OPTION) == 0) {
            if (i + 1 >= argc) return sat2d_arg_missing("sat2d", SAT2D_PLUGIN_OPTION);
            if (!sat2d_plugin_load("sat2d", argv[++i])) return SAT2D_EXIT_USAGE;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return sat2d_arg_unknown("sat2d", argv[i]);
        } else if (path) {
            fprintf(stderr, "sat2d: one input at a time ('%s' and '%s')\n", path, argv[i]);
            return usage();
        } else {
            path = argv[i];
        }
    }
    check_request request = {impl, path ? path : "-"};
    return sat2d_guard_run("sat2d", run_check, &request);
}
