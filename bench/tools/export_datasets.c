/* sat2d-export-datasets: writes the benchmark's standard data sets as case files
 * (docs/case-format.md, hex floats, so every coordinate reads back bit for bit), for benchmarks
 * outside this binary to time the very same pairs: the JavaScript comparison with SAT.js
 * (js/bench/).
 * Usage: sat2d-export-datasets OUT_DIR
 * Writes OUT_DIR/poly_poly-n8-hit50.cases, circle_poly-n8-hit50.cases and
 * circle_circle-hit50.cases: the data sets of sat2d-bench (dataset_generate, seed 1). */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "datasets.h"

static const char usage_text[] =
    "usage: sat2d-export-datasets OUT_DIR\n"
    "Writes the benchmark's poly_poly n:8, circle_poly n:8 and circle_circle data sets "
    "(hit50, seed 1) as case files with hex floats into OUT_DIR.\n";

/* Writes " poly N x y ..." of a built polygon (its stored, counter-clockwise corners). */
static void put_poly(FILE *f, const sat2d_convex_poly *p) {
    fprintf(f, "poly %d", p->count);
    for (int i = 0; i < p->count; i++)
        fprintf(f, " %a %a", (double)sat2d_poly_x(p)[i], (double)sat2d_poly_y(p)[i]);
}

static void put_circle(FILE *f, const float *const *soa, size_t i) {
    fprintf(f, "circle %a %a %a", (double)soa[0][i], (double)soa[1][i], (double)soa[2][i]);
}

/* Writes one data set; 0 on success, 1 (after a message) on failure. */
static int export_one(const char *dir, sat2d_test_id test, int corners, const char *file) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    dataset *ds = dataset_generate(test, corners, 50, 1);
    FILE *f = ds ? fopen(path, "w") : NULL;
    if (!f) {
        fprintf(stderr, "sat2d-export-datasets: cannot write '%s'\n", path);
        dataset_free(ds);
        return 1;
    }
    fprintf(f, "# sat2d-bench data set %s/%s/n:%d (seed 1), written by sat2d-export-datasets\n",
            sat2d_test_name(test), ds->name, corners);
    for (size_t i = 0; i < ds->n; i++) {
        if (test == SAT2D_POLY_POLY)
            put_poly(f, ds->pa[i]);
        else
            put_circle(f, (const float *const *)ds->a, i);
        fputs(" | ", f);
        if (test == SAT2D_CIRCLE_CIRCLE)
            put_circle(f, (const float *const *)ds->b, i);
        else
            put_poly(f, ds->pb[i]);
        fputc('\n', f);
    }
    const int failed = ferror(f) | (fclose(f) != 0);
    dataset_free(ds);
    if (failed) fprintf(stderr, "sat2d-export-datasets: error writing '%s'\n", path);
    return failed;
}

int main(int argc, char **argv) {
    static const char prog[] = "sat2d-export-datasets";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (argv[i][0] == '-') return sat2d_arg_unknown(prog, argv[i]);
    }
    if (argc != 2) {
        fputs(usage_text, stderr);
        return SAT2D_EXIT_USAGE;
    }
    int bad = export_one(argv[1], SAT2D_POLY_POLY, 8, "poly_poly-n8-hit50.cases");
    bad |= export_one(argv[1], SAT2D_CIRCLE_POLY, 8, "circle_poly-n8-hit50.cases");
    bad |= export_one(argv[1], SAT2D_CIRCLE_CIRCLE, 0, "circle_circle-hit50.cases");
    return bad;
}
