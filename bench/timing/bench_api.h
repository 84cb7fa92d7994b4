/* bench/bench_api.h — the plain C interface between the benchmark bodies (C) and the Google
 * Benchmark shim (shim.cc, the only C++ file with main). Nothing here includes sat2d's
 * headers, so the shim compiles as strict C++ without C-only constructs. */
#ifndef SAT2D_BENCH_API_H
#define SAT2D_BENCH_API_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Builds every data set and the list of cases; quick = the short configuration. Checks, once,
 * that every variant reports the same hits as the reference on each data set (0 on success,
 * non-zero after printing the disagreement). Prints progress to stderr. */
int sat2d_bench_prepare(int quick, const char *data_dir);

/* sat2d-bench --pairs (pairs_bench.c): instead of sat2d_bench_prepare, builds one data set per
 * test found in the user's trace at `path` (case-file text or binary trace; bad lines printed
 * on stderr with their numbers and skipped) and registers its cases as the built-in run does.
 * 0 on success, 1 after printing a variant whose hits differ from the reference's, 2 after
 * printing why the trace cannot be used (unreadable, broken, no valid pair). */
int sat2d_bench_prepare_pairs(const char *path);

/* With a plugin loaded (--plugin): runs sat2d_bench_prepare_pairs(path) in a child process
 * first (harness/plugin_guard.h) and returns its status, or 3 after reporting a contender that
 * crashed; 0 at once without plugins. */
int sat2d_bench_check_pairs_contenders(const char *path);

/* The trace's facts found by sat2d_bench_prepare_pairs, as JSON context entries: how many,
 * and entry i's key ("sat2d_pairs_count/poly_poly", ...) and value. */
size_t sat2d_bench_pairs_info_count(void);
const char *sat2d_bench_pairs_info_key(size_t i);
const char *sat2d_bench_pairs_info_value(size_t i);

/* Number of registered cases. */
size_t sat2d_bench_count(void);

/* Case i's name: <test>/<variant>/<dataset>/n:<corners>. */
const char *sat2d_bench_name(size_t i);

/* Runs case i once over its whole data set, verdicts only; returns the number of pairs
 * (items). Counts nothing, so the timed loop holds the kernel alone. */
size_t sat2d_bench_run(size_t i);

/* The hits of case i's last run (the benchmark's "hits" counter). */
size_t sat2d_bench_hits(size_t i);

/* Peers: pairs of case i whose verdict differs from the reference's (0 for variants, whose
 * hits must match exactly). */
long sat2d_bench_disagreements(size_t i);

/* For a peer of poly_poly_manifold (counted at preparation): pairs both find in contact whose
 * point counts differ, into out[0]; for Box2D with its default skin, the pairs in contact only
 * through the skin (apart for sat2d) into out[1] and the pairs both find in contact whose counts
 * then differ into out[2]. 1 if case i is such a peer, else 0. */
int sat2d_bench_manifold_counts(size_t i, long out[3]);

/* For every data set the `exact` variant ran on while the cases were prepared: how many of
 * its pairs needed the exact (expansion) path, as "test/data/n:K=EXACT/PAIRS;" entries. */
const char *sat2d_bench_exact_paths(void);

/* For every variant run on a data set of a test whose SIMD twins have an exact path (when the
 * cases were prepared): how many of its pairs took that path, as
 * "test/variant/data/n:K=PAIRS/OF;" entries (sat2d/twin_exact_paths.h). */
const char *sat2d_bench_twin_exact_paths(void);

/* Releases every data set. */
void sat2d_bench_release(void);

/* The core clock, measured by two dependent chains of different kinds timed against
 * CLOCK_MONOTONIC (clock.c states each one's latency assumption): 64-bit multiplies (3 cycles
 * each) and one-bit rotates (1 cycle each), interleaved, the fastest of 31 trials of each. */
typedef struct sat2d_bench_clock {
    double mul_mhz; /* method 1: the multiply chain; 0 if the timer failed */
    double rot_mhz; /* method 2: the rotate chain; 0 if the timer failed */
    int agree;      /* both measured and within SAT2D_BENCH_CLOCK_TOLERANCE of each other */
    double mhz;     /* mul_mhz when they agree, else 0: no clock to derive a floor from */
} sat2d_bench_clock;

/* Largest relative difference, |mul - rot| / max(mul, rot), at which the two methods agree. */
#define SAT2D_BENCH_CLOCK_TOLERANCE 0.03

/* Measures both clocks (about 0.1 s) into *c. */
void sat2d_bench_clock_measure(sat2d_bench_clock *c);

/* The agreed core clock in MHz (sat2d_bench_clock_measure's mhz): 0 when the methods
 * disagree, so a caller cannot print cycles from a clock that a core fooled. */
double sat2d_bench_clock_mhz(void);

/* The clock in MHz by a chain of dependent adds alone, beside 256-bit and beside 512-bit vector
 * multiplies: how far the core slows down for wide vectors (Intel lowers its clock for 512-bit
 * arithmetic). 0 where not measured (not x86-64 with GNU C, or no AVX2 / AVX-512F). */
typedef struct sat2d_bench_wide_clock {
    double alone_mhz, avx256_mhz, avx512_mhz;
} sat2d_bench_wide_clock;

/* Measures the three, interleaved, fastest of 31 trials each (about 0.2 s), into *c. */
void sat2d_bench_clock_wide(sat2d_bench_wide_clock *c);

/* The memory model of one data set (bandwidth.c): its pairs, and the bytes read and written per
 * pair as the data set is laid out for the batch slots, for `test` (a test id such as
 * "poly_poly"), data set `data` (hit0/hit50/hit100 or box2d_trace) and polygon size
 * `corners`; data_dir finds the recorded trace. Returns 0 and fills all three on success, -1
 * for an unknown test or data set. */
int sat2d_bench_memory_model(const char *test, const char *data, int corners, const char *data_dir,
                             size_t *pairs, double *read_bytes, double *write_bytes);

/* Read bandwidth in bytes/s of repeated sweeps over a buffer of `bytes` (the data set's size,
 * so the sweeps read from the cache level it lives in): wide loads, the median of 9 timings. */
double sat2d_bench_read_bandwidth(size_t bytes);

/* Write bandwidth in bytes/s of repeated sweeps of wide stores over a buffer of `bytes`. */
double sat2d_bench_write_bandwidth(size_t bytes);

/* One line describing the machine's SIMD level (the registry's backend, the avx_* build). */
const char *sat2d_bench_backend(void);

#ifdef __cplusplus
}
#endif
#endif
