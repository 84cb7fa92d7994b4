/* The core clock, measured twice (see bench_api.h). Google Benchmark reports /proc/cpuinfo's
 * nominal figure, which says nothing about boost or throttling while the kernels run, and the
 * report's arithmetic floor is only as good as the clock it divides.
 *
 * Why two chains of different kinds: a dependent chain gives cycles only if the core really
 * runs one step per stated latency. Recent Intel cores fold dependent adds of small immediates
 * at rename (an add chain then reads several times the true clock), and a core may some day
 * shorten another kind of chain too; two chains of different kinds that give the same clock
 * are very unlikely to be fooled by the same amount. When they disagree the clock is not
 * trusted and no floor is derived from it. */
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

/* Method 1, x86-64: imul r64, r64. Assumption: 3 cycles of latency on every x86-64 core of the
 * last decade (Intel since Nehalem, AMD since Zen 1). A multiply's result depends on every bit
 * of both inputs, so no rename stage can fold it as it folds `add reg, imm`; the asm pins the
 * instruction, so the compiler can neither strength-reduce the multiply nor fold the chain.
 * Elsewhere: the same chain in C behind an empty asm; its latency there is not known, which
 * the cross-check below exposes instead of hiding. */
#if defined(__GNUC__) && defined(__x86_64__)
#define SAT2D_MUL_STEP(x, k) __asm__ volatile("imulq %1, %0" : "+r"(x) : "r"(k))
#define SAT2D_ROT_STEP(x) __asm__ volatile("rorq $7, %0" : "+r"(x))
#elif defined(__GNUC__)
#define SAT2D_MUL_STEP(x, k)                                                                       \
    do {                                                                                           \
        (x) *= (k);                                                                                \
        __asm__ volatile("" : "+r"(x));                                                            \
    } while (0)
#define SAT2D_ROT_STEP(x)                                                                          \
    do {                                                                                           \
        (x) = ((x) >> 7) | ((x) << 57);                                                            \
        __asm__ volatile("" : "+r"(x));                                                            \
    } while (0)
#else
/* No GNU asm: a volatile round trip per step keeps the chain. Cores that rename memory (AMD Zen
 * 2 and later) run it at the stated latency, and the two methods agree; on others
 * the store and load lengthen a multiply step and a rotate step by the same cycles, not the
 * same factor, so the two methods disagree and no floor is printed rather than a wrong one. */
#define SAT2D_MUL_STEP(x, k)                                                                       \
    do {                                                                                           \
        volatile uint64_t v_ = (x) * (k);                                                          \
        (x) = v_;                                                                                  \
    } while (0)
#define SAT2D_ROT_STEP(x)                                                                          \
    do {                                                                                           \
        volatile uint64_t v_ = ((x) >> 7) | ((x) << 57);                                           \
        (x) = v_;                                                                                  \
    } while (0)
#endif

enum {
    MUL_CYCLES = 3, /* latency of one multiply step (method 1's assumption) */
    ROT_CYCLES = 1, /* latency of one rotate step (method 2's assumption) */
    /* Steps per trial: about 1.6 million cycles (0.5 ms at 3 GHz) for either chain, so a trial
     * is rarely preempted even on a busy machine, and both kinds are equally exposed. */
    MUL_STEPS = 1 << 19,
    ROT_STEPS = 3 << 19, /* a multiple of 64: 7 * 64k bits of rotation bring the word back */
    TRIALS = 31
};

/* Method 1: MHz from a chain of dependent multiplies by an odd constant (never reaches 0, so
 * the check on x below cannot be satisfied by a chain the compiler dropped). */
static double mul_chain_mhz(void) {
    uint64_t x = 1;
    const uint64_t k = 0x9E3779B97F4A7C15ull;
    double t0 = now_ns();
    for (uint32_t i = 0; i < MUL_STEPS / 8; i++) {
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
        SAT2D_MUL_STEP(x, k);
    }
    double ns = now_ns() - t0;
    return ns > 0 && (x & 1) ? (double)MUL_STEPS * MUL_CYCLES / ns * 1e3 : 0.0;
}

/* Method 2: MHz from a chain of dependent rotates by seven bits. Assumption: 1 cycle of latency
 * (ror r64, imm8 on every x86-64 core; ror on every aarch64 core). Not by one bit: the
 * assembler gives `ror $1` its short encoding, which Intel cores run as two micro-ops that
 * merge the flags, so that chain reads a clock well below the multiply chain's, an add chain
 * of registers', crc32's and rorx's, which agree. A rotate is
 * no offset from its input, which is what rename-stage folding tracks, and it shares no unit
 * or latency with the multiplier: a core that shortened one chain would not shorten the
 * other by the same factor. */
static double rot_chain_mhz(void) {
    uint64_t x = 0x8000000000000001ull;
    double t0 = now_ns();
    for (uint32_t i = 0; i < ROT_STEPS / 8; i++) {
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
        SAT2D_ROT_STEP(x);
    }
    double ns = now_ns() - t0;
    return ns > 0 && x == 0x8000000000000001ull ? (double)ROT_STEPS * ROT_CYCLES / ns * 1e3 : 0.0;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The fastest trial of each method: preemption and interrupts only ever lengthen a trial, and
 * the timer's error over half a millisecond is far below the tolerance. */
void sat2d_bench_clock_measure(sat2d_bench_clock *c) {
    double mul[TRIALS], rot[TRIALS];
    for (int i = 0; i < 60; i++) /* warm up: about 60 ms, so the core leaves its idle clock */
        mul_chain_mhz(), rot_chain_mhz();
    /* Interleaved, so both methods see the same clock if it drifts during the measurement. */
    for (int i = 0; i < TRIALS; i++)
        mul[i] = mul_chain_mhz(), rot[i] = rot_chain_mhz();
    qsort(mul, TRIALS, sizeof *mul, by_value);
    qsort(rot, TRIALS, sizeof *rot, by_value);
    c->mul_mhz = mul[TRIALS - 1];
    c->rot_mhz = rot[TRIALS - 1];
    const double hi = c->mul_mhz > c->rot_mhz ? c->mul_mhz : c->rot_mhz;
    const double diff = c->mul_mhz > c->rot_mhz ? c->mul_mhz - c->rot_mhz : c->rot_mhz - c->mul_mhz;
    c->agree = c->mul_mhz > 0 && c->rot_mhz > 0 && diff <= SAT2D_BENCH_CLOCK_TOLERANCE * hi;
    c->mhz = c->agree ? c->mul_mhz : 0.0;
}

double sat2d_bench_clock_mhz(void) {
    sat2d_bench_clock c;
    sat2d_bench_clock_measure(&c);
    return c.mhz;
}

#if defined(__GNUC__) && defined(__x86_64__)
/* Eight dependent register adds (1 cycle each on every x86-64 core; a register operand, not
 * the small immediate that Intel folds at rename), and four vector multiplies of 1.0 by 1.0
 * on registers of their own, independent of the chain: the multiplies only keep the vector
 * units busy, so the chain's speed is the clock the core runs while they do (and no multiply
 * meets a subnormal, whose microcode assist would stall the chain). */
#define SAT2D_ADDS8(x, k)                                                                          \
    __asm__ volatile("addq %1, %0\n\taddq %1, %0\n\taddq %1, %0\n\taddq %1, %0\n\t"                \
                     "addq %1, %0\n\taddq %1, %0\n\taddq %1, %0\n\taddq %1, %0"                    \
                     : "+r"(x)                                                                     \
                     : "r"(k))

static double add_chain_mhz(int bits) {
    static const float one = 1.0f;
    uint64_t x = 1;
    const uint64_t k = 3;
    const double t0 = now_ns();
    for (uint32_t i = 0; i < ROT_STEPS / 8; i++) {
        SAT2D_ADDS8(x, k);
        /* one statement: the registers hold 1.0 whatever the compiler did between statements */
        if (bits == 512)
            __asm__ volatile("vbroadcastss %0, %%zmm0\n\tvmulps %%zmm0, %%zmm0, %%zmm1\n\t"
                             "vmulps %%zmm0, %%zmm0, %%zmm2\n\tvmulps %%zmm0, %%zmm0, %%zmm3\n\t"
                             "vmulps %%zmm0, %%zmm0, %%zmm4" ::"m"(one)
                             : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4");
        else if (bits == 256)
            __asm__ volatile("vbroadcastss %0, %%ymm0\n\tvmulps %%ymm0, %%ymm0, %%ymm1\n\t"
                             "vmulps %%ymm0, %%ymm0, %%ymm2\n\tvmulps %%ymm0, %%ymm0, %%ymm3\n\t"
                             "vmulps %%ymm0, %%ymm0, %%ymm4" ::"m"(one)
                             : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4");
    }
    const double ns = now_ns() - t0;
    if (bits) __asm__ volatile("vzeroupper");
    /* x = 1 + 3 * steps, odd: the check keeps the chain from being dropped */
    return ns > 0 && (x & 1) ? (double)ROT_STEPS / ns * 1e3 : 0.0;
}

void sat2d_bench_clock_wide(sat2d_bench_wide_clock *c) {
    const int widths[3] = {0, 256, 512};
    const int have[3] = {1, __builtin_cpu_supports("avx2"), __builtin_cpu_supports("avx512f")};
    double best[3] = {0, 0, 0};
    /* Interleaved, as the clock's two chains: the turbo clock of a shared machine drifts by
     * hundreds of MHz within a second, and the three figures must see the same drift. The
     * first 40 rounds warm the core to the load. */
    for (int i = 0; i < 40 + TRIALS; i++)
        for (int w = 0; w < 3; w++) {
            const double mhz = have[w] ? add_chain_mhz(widths[w]) : 0.0;
            if (i >= 40 && mhz > best[w]) best[w] = mhz;
        }
    c->alone_mhz = best[0], c->avx256_mhz = best[1], c->avx512_mhz = best[2];
}
#else
void sat2d_bench_clock_wide(sat2d_bench_wide_clock *c) {
    c->alone_mhz = c->avx256_mhz = c->avx512_mhz = 0.0;
}
#endif
