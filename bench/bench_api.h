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

/* Number of registered cases. */
size_t sat2d_bench_count(void);

/* Case i's name: <test>/<variant>/<dataset>/n:<corners>. */
const char *sat2d_bench_name(size_t i);

/* Runs case i once over its whole data set; returns the number of pairs (items) and stores
 * the number of hits. */
size_t sat2d_bench_run(size_t i, size_t *hits);

/* Peers: pairs of case i whose verdict differs from the reference's (0 for variants, whose
 * hits must match exactly). */
long sat2d_bench_disagreements(size_t i);

/* Releases every data set. */
void sat2d_bench_release(void);

/* The core clock in MHz, measured: a chain of dependent integer adds (one cycle each on every
 * current x86-64 and aarch64 core) timed against CLOCK_MONOTONIC, the median of 5 trials of
 * 160 million adds; 0 if the timer failed. */
double sat2d_bench_clock_mhz(void);

/* One line describing the machine's SIMD level (the registry's backend). */
const char *sat2d_bench_backend(void);

#ifdef __cplusplus
}
#endif
#endif
