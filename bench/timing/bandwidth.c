/* Memory floors (see bench_api.h): what each data set reads and writes per pair, from its
 * layout, and the read and write bandwidth of buffers of the same size, measured in the same
 * run. A test cannot go faster than its bytes per pair over the bandwidth of the cache level
 * its data set lives in; the report compares that with its arithmetic floor. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_api.h"
#include "datasets.h"
#include "test_table.h"

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Mean bytes of the two polygon blocks of a pair in the recorded trace (its corner counts
 * vary), and its pairs; 0 if the trace cannot be read. */
static double trace_block_bytes(const char *data_dir, size_t *pairs) {
    char path[4096];
    snprintf(path, sizeof path, "%s/bench/box2d_trace.cases", data_dir);
    dataset *ds = dataset_load_trace(path);
    double sum = 0;
    size_t n = ds ? ds->n : 0;
    for (size_t i = 0; i < n; i++)
        sum += (double)(sat2d_poly_bytes(ds->pa[i]->count) + sat2d_poly_bytes(ds->pb[i]->count));
    dataset_free(ds);
    *pairs = n;
    return n ? sum / (double)n : 0;
}

int sat2d_bench_memory_model(const char *test, const char *data, int corners, const char *data_dir,
                             size_t *pairs, double *read_bytes, double *write_bytes) {
    const sat2d_test_id t = sat2d_test_find(test);
    const double ptr = sizeof(void *), f = sizeof(float);
    const int trace = strcmp(data, "box2d_trace") == 0;
    if (t == SAT2D_TEST_COUNT || (trace && t != SAT2D_POLY_POLY)) return -1;
    /* Polygons: a pointer per pair and each pointed-to block whole (header and every array at
     * its padded stride): the batch slots of every variant but textbook read all five arrays of
     * sat2d_convex_poly (planes of one side, corners of the other, both ways). Other shapes: their
     * structure-of-arrays floats (point 2, circle 3, rect and segment 4); a transform is one
     * broadcast for the whole batch. */
    const double poly = corners >= 3 ? (double)sat2d_poly_bytes(corners) : 0;
    const double polygon = corners >= 3 ? (double)sat2d_polygon_bytes(corners) : 0;
    const sat2d_test_info *info = sat2d_test_info_of(t);
    const sat2d_shape_kind sides[2] = {info->a, info->b};
    double r = 0, w = 1; /* one verdict byte per pair */
    size_t n = SAT2D_BENCH_PAIRS;
    for (int k = 0; k < 2; k++) {
        if (sides[k] == SAT2D_SHAPE_POLY)
            r += ptr + (trace ? 0 : poly);
        else if (sides[k] == SAT2D_SHAPE_POLYGON)
            r += ptr + polygon;
        else
            r += sat2d_shape_soa_floats(sides[k]) * f;
    }
    if (trace) {
        r += trace_block_bytes(data_dir, &n);
        if (r == 2 * ptr) return -1;
    }
    if (info->out == SAT2D_OUT_TOI) r += 2 * f;  /* B's displacement */
    if (info->out == SAT2D_OUT_WORLD) w = 2 * f; /* no verdict: two floats out per point */
    /* bounding_circle reads only the one 64-byte line of each block that holds (cx, cy, radius) */
    if (t == SAT2D_BOUNDING_CIRCLE) r = 2 * ptr + 2 * 64;
    if (r <= 0) return -1;
    *pairs = n, *read_bytes = r, *write_bytes = w;
    return 0;
}

/* Wide loads and stores: 32-byte GNU vectors (two 16-byte operations on a 128-bit target),
 * and on x86-64 an AVX2 clone chosen at run time, the width the avx_* kernels load with. */
#if defined(__GNUC__)
typedef uint64_t v32 __attribute__((vector_size(32)));
#define SAT2D_BARRIER(p) __asm__ volatile("" : : "r"(p) : "memory")
#else
typedef struct v32 {
    uint64_t q[4];
} v32;
#define SAT2D_BARRIER(p) ((void)(p))
#endif

enum { LINE = 64, TIMINGS = 9 };

#if defined(__GNUC__)
#define SAT2D_XOR(a, b) ((a) ^ (b))
#else
static v32 xor32(v32 a, v32 b) {
    for (int k = 0; k < 4; k++)
        a.q[k] ^= b.q[k];
    return a;
}
#define SAT2D_XOR(a, b) xor32((a), (b))
#endif

/* One sweep of reads: 4 independent XOR accumulators per 128 bytes, so the loads, not the
 * XORs' latency, set the pace. bytes is a multiple of 128. */
#define SAT2D_READ_SWEEP_BODY                                                                      \
    v32 s0, s1, s2, s3;                                                                            \
    memset(&s0, 0, sizeof s0), s1 = s0, s2 = s0, s3 = s0;                                          \
    for (size_t i = 0; i < bytes; i += 128) {                                                      \
        v32 a, b, c, d;                                                                            \
        memcpy(&a, buf + i, 32), memcpy(&b, buf + i + 32, 32);                                     \
        memcpy(&c, buf + i + 64, 32), memcpy(&d, buf + i + 96, 32);                                \
        s0 = SAT2D_XOR(s0, a), s1 = SAT2D_XOR(s1, b), s2 = SAT2D_XOR(s2, c),                       \
        s3 = SAT2D_XOR(s3, d);                                                                     \
    }                                                                                              \
    v32 s = SAT2D_XOR(SAT2D_XOR(s0, s1), SAT2D_XOR(s2, s3));                                       \
    uint64_t q[4];                                                                                 \
    memcpy(q, &s, sizeof q);                                                                       \
    return q[0] ^ q[1] ^ q[2] ^ q[3];

#define SAT2D_WRITE_SWEEP_BODY                                                                     \
    v32 v;                                                                                         \
    memset(&v, (int)(value & 0xff), sizeof v);                                                     \
    for (size_t i = 0; i < bytes; i += 128) {                                                      \
        memcpy(buf + i, &v, 32), memcpy(buf + i + 32, &v, 32);                                     \
        memcpy(buf + i + 64, &v, 32), memcpy(buf + i + 96, &v, 32);                                \
    }                                                                                              \
    SAT2D_BARRIER(buf);

static uint64_t read_sweep_plain(const unsigned char *buf, size_t bytes) {
    SAT2D_READ_SWEEP_BODY
}
static void write_sweep_plain(unsigned char *buf, size_t bytes, uint64_t value) {
    SAT2D_WRITE_SWEEP_BODY
}

#if defined(__GNUC__) && defined(__x86_64__)
__attribute__((target("avx2"))) static uint64_t read_sweep_avx2(const unsigned char *buf,
                                                                size_t bytes) {
    SAT2D_READ_SWEEP_BODY
}
__attribute__((target("avx2"))) static void write_sweep_avx2(unsigned char *buf, size_t bytes,
                                                             uint64_t value) {
    SAT2D_WRITE_SWEEP_BODY
}
static int have_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}
#else
#define read_sweep_avx2 read_sweep_plain
#define write_sweep_avx2 write_sweep_plain
static int have_avx2(void) {
    return 0;
}
#endif

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Bytes/s of `write` (0: read) sweeps over a buffer of `bytes`, rounded up to 128: each timing
 * repeats sweeps for at least 4 MB (about 0.1 to 1 ms), after one untimed sweep that brings the
 * buffer into the cache level it fits; the median of TIMINGS timings. 0 on failure. */
static double bandwidth(size_t bytes, int write) {
    bytes = (bytes + 127) / 128 * 128;
    if (!bytes) return 0;
    unsigned char *buf = NULL;
    if (posix_memalign((void **)&buf, LINE, bytes) != 0) return 0;
    memset(buf, 1, bytes);
    const int avx2 = have_avx2();
    const size_t sweeps = bytes >= ((size_t)4 << 20) ? 1 : ((size_t)4 << 20) / bytes;
    volatile uint64_t sink = 0;
    double t[TIMINGS];
    for (int k = -1; k < TIMINGS; k++) {
        double t0 = now_ns();
        for (size_t s = 0; s < sweeps; s++) {
            if (write)
                avx2 ? write_sweep_avx2(buf, bytes, s) : write_sweep_plain(buf, bytes, s);
            else
                sink ^= avx2 ? read_sweep_avx2(buf, bytes) : read_sweep_plain(buf, bytes);
        }
        double ns = now_ns() - t0;
        if (k >= 0) t[k] = ns > 0 ? (double)bytes * (double)sweeps / ns * 1e9 : 0;
    }
    (void)sink;
    free(buf);
    qsort(t, TIMINGS, sizeof *t, by_value);
    return t[TIMINGS / 2];
}

double sat2d_bench_read_bandwidth(size_t bytes) {
    return bandwidth(bytes, 0);
}

double sat2d_bench_write_bandwidth(size_t bytes) {
    return bandwidth(bytes, 1);
}
