/* The core clock, measured (see bench_api.h): Google Benchmark reports /proc/cpuinfo's nominal
 * figure, which says nothing about boost or throttling while the kernels run, and the report's
 * arithmetic floor is only as good as the clock it divides. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "bench_api.h"

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* The empty asm may change x, so the compiler can neither fold the adds nor drop the chain:
 * each step is one dependent add of one cycle's latency. The loop counter runs beside it. */
#define SAT2D_ADD_STEP(x)                                                                          \
    do {                                                                                           \
        (x) += 1;                                                                                  \
        __asm__ volatile("" : "+r"(x));                                                            \
    } while (0)

static double chain_mhz(uint64_t rounds) {
    uint64_t x = 0;
    double t0 = now_ns();
    for (uint64_t i = 0; i < rounds; i++) {
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
        SAT2D_ADD_STEP(x);
    }
    double ns = now_ns() - t0;
    return ns > 0 && x == 8 * rounds ? (double)x / ns * 1e3 : 0.0;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double sat2d_bench_clock_mhz(void) {
    double trial[5];
    chain_mhz(20000000); /* warm up: let the core leave its idle clock */
    for (int i = 0; i < 5; i++)
        trial[i] = chain_mhz(20000000);
    qsort(trial, 5, sizeof *trial, by_value);
    return trial[2];
}
