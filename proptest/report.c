/* The property lines of a run (see report.h). */
#include <stdio.h>

#include "report.h"

int proptest_passed, proptest_failed;

/* One property or pitfall line, as --json writes it. */
typedef struct record {
    const char *test, *variant, *claim;
    long cases, wrong, in_band, grid_cases, grid_wrong;
    int pitfall;
} record;
static record records[4096];
static int n_records;

static void keep(record r) {
    if (n_records < (int)(sizeof records / sizeof *records)) records[n_records++] = r;
}

void report(sat2d_test_id t, const char *variant, const char *claim, long cases, long bad,
            long in_band) {
    int ok = bad == 0;
    ok ? proptest_passed++ : proptest_failed++;
    keep((record){sat2d_test_name(t), variant, claim, cases, bad, in_band, 0, 0, 0});
    printf("%-4s %s_%s %-12s cases=%ld wrong=%ld in_band=%ld\n", ok ? "ok" : "FAIL",
           sat2d_test_name(t), claim, variant, cases, bad, in_band);
}

void report_pitfall(sat2d_test_id t, const char *variant, long cases, long wrong, long in_band,
                    long grid_cases, long grid_wrong) {
    keep((record){sat2d_test_name(t), variant, "oracle", cases, wrong, in_band, grid_cases,
                  grid_wrong, 1});
}

int report_write_json(const char *path, uint64_t seed, long cases) {
    FILE *f = fopen(path, "w");
    if (!f) return 0;
    fprintf(f, "{\"seed\": %llu, \"cases_per_test\": %ld, \"records\": [\n",
            (unsigned long long)seed, cases);
    for (int i = 0; i < n_records; i++) {
        const record *r = &records[i];
        fprintf(f,
                "  {\"test\": \"%s\", \"variant\": \"%s\", \"claim\": \"%s\", "
                "\"pitfall\": %s, \"cases\": %ld, \"wrong\": %ld, \"in_band\": %ld",
                r->test, r->variant, r->claim, r->pitfall ? "true" : "false", r->cases, r->wrong,
                r->in_band);
        if (r->pitfall)
            fprintf(f, ", \"grid_cases\": %ld, \"grid_wrong\": %ld, \"float_rate\": %.6g",
                    r->grid_cases, r->grid_wrong, r->cases ? (double)r->wrong / r->cases : 0.0);
        fprintf(f, "}%s\n", i + 1 < n_records ? "," : "");
    }
    fprintf(f, "]}\n");
    return fclose(f) == 0;
}
