/* sat2d-bench --pairs: the cases of a user's trace instead of the built-in data sets (see
 * bench_api.h). The trace is split by test (pairs.c); each test's data set then goes through
 * the same registration as the built-in ones: the reference's hits, every variant's hits
 * checked equal, the peers that have the test. */
#include <stdio.h>
#include <string.h>

#include "bench_api.h"
#include "pairs.h"
#include "plugin_guard.h"
#include "plugin_load.h"

/* The trace's facts for the JSON context, as key and value strings. */
#define INFO_MAX (SAT2D_TEST_COUNT + 40) /* room for 32 contenders */
static char info_key[INFO_MAX][64], info_value[INFO_MAX][512];
static size_t info_count;

static void note(const char *key, const char *value) {
    if (info_count == INFO_MAX) return;
    snprintf(info_key[info_count], sizeof info_key[0], "%s", key);
    snprintf(info_value[info_count], sizeof info_value[0], "%s", value);
    /* Google Benchmark writes context values into its JSON unescaped. */
    for (char *c = info_value[info_count]; *c; c++)
        if (*c == '"' || *c == '\\' || (unsigned char)*c < 0x20) *c = '?';
    info_count++;
}

int sat2d_bench_prepare_pairs(const char *path) {
    dataset *sets[SAT2D_TEST_COUNT];
    pairs_stats st;
    fprintf(stderr, "sat2d-bench: reading pairs from %s\n", path);
    if (pairs_load(path, sets, &st, 1) != 0) return 2;
    char buf[512];
    note("sat2d_pairs_file", path);
    note("sat2d_pairs_format", st.binary ? "binary" : "text");
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)st.units);
    note(st.binary ? "sat2d_pairs_records" : "sat2d_pairs_lines", buf);
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)st.pairs);
    note("sat2d_pairs_valid", buf);
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)st.bad);
    note("sat2d_pairs_bad", buf);
    /* The first bad lines' numbers, space-separated (every one was printed on stderr). */
    size_t used = 0;
    buf[0] = 0;
    for (uint64_t i = 0; i < st.bad && i < SAT2D_PAIRS_BAD_KEPT; i++)
        used += (size_t)snprintf(buf + used, sizeof buf - used, "%s%llu", i ? " " : "",
                                 (unsigned long long)st.bad_numbers[i]);
    note("sat2d_pairs_bad_numbers", buf);
    if (st.per_test[SAT2D_TRANSFORM]) {
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)st.transforms);
        note("sat2d_pairs_transforms", buf);
    }
    /* Contenders loaded with --plugin, so the report can tell them from sat2d's variants. */
    size_t nv;
    const sat2d_variant *const *all = sat2d_variants(&nv);
    for (size_t k = 0; k < nv; k++)
        if (sat2d_variant_origin(all[k])) {
            snprintf(buf, sizeof buf, "sat2d_pairs_contender/%s", all[k]->name);
            note(buf, sat2d_variant_origin(all[k]));
        }
    if (st.bad)
        fprintf(stderr, "sat2d-bench: %llu bad %ss of %s skipped (listed above)\n",
                (unsigned long long)st.bad, st.binary ? "record" : "line", path);
    if (st.pairs == 0) {
        fprintf(stderr, "sat2d-bench: %s holds no valid pair\n", path);
        return 2;
    }
    int bad = 0;
    for (int t = 0; t < SAT2D_TEST_COUNT; t++) {
        if (!sets[t]) continue;
        const char *name = sat2d_test_name((sat2d_test_id)t);
        snprintf(buf, sizeof buf, "sat2d_pairs_count/%s", name);
        char count[32];
        snprintf(count, sizeof count, "%llu", (unsigned long long)st.per_test[t]);
        note(buf, count);
        fprintf(stderr,
                "sat2d-bench: data %s: %llu pairs (%.1f%% of the trace)%s; checking every "
                "variant's hits against the reference\n",
                name, (unsigned long long)st.per_test[t],
                100.0 * (double)st.per_test[t] / (double)st.pairs,
                t == SAT2D_TRANSFORM ? ", timed with the first line's transform" : "");
        bad |= sat2d_bench_add_dataset(sets[t]);
    }
    return bad ? 1 : 0;
}

size_t sat2d_bench_pairs_info_count(void) {
    return info_count;
}

const char *sat2d_bench_pairs_info_key(size_t i) {
    return info_key[i];
}

const char *sat2d_bench_pairs_info_value(size_t i) {
    return info_value[i];
}

static int prepare_in_child(void *path) {
    return sat2d_bench_prepare_pairs(path);
}

int sat2d_bench_check_pairs_contenders(const char *path) {
    if (!sat2d_plugins_loaded()) return 0;
    fprintf(stderr, "sat2d-bench: checking the contenders on %s in a child process first\n", path);
    return sat2d_guard_run("sat2d-bench", prepare_in_child, (void *)path);
}
