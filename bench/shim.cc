// The Google Benchmark shim: the only C++ file with main. It registers one benchmark per
// case that bench_cases.c builds (by walking sat2d's registry), forwards pairs/s and the hits
// counter, and adds to the JSON context the SIMD level, the clock (two methods and whether they
// agree) and each data set's memory model with the bandwidth measured for its size. Every
// benchmark body is C.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

#include "bench_api.h"

// Progress on stderr: with random interleaving, Google Benchmark reports a case only after
// all its repetitions, near the end, so the shim counts timed runs as they finish.
static size_t runs_done, runs_expected;

static void run_case(benchmark::State &state, size_t index) {
    size_t pairs = 0;
    for (auto _ : state) {
        pairs = sat2d_bench_run(index);
        benchmark::ClobberMemory(); // the verdicts written count as used
    }
    const size_t hits = sat2d_bench_hits(index);
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(pairs));
    state.counters["hits"] = static_cast<double>(hits);
    state.counters["pairs"] = static_cast<double>(pairs);
    state.counters["disagree"] = static_cast<double>(sat2d_bench_disagreements(index));
    if (++runs_done % 25 == 0)
        std::fprintf(stderr, "sat2d-bench: %zu timed runs of about %zu done (%s)\n", runs_done,
                     runs_expected, sat2d_bench_name(index));
}

static std::string number(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

// The clock by both methods: report.py derives floors only when "sat2d_clock_agree" is 1.
static void add_clock_context() {
    sat2d_bench_clock c;
    sat2d_bench_clock_measure(&c);
    benchmark::AddCustomContext("sat2d_clock_mhz", number(c.mhz));
    benchmark::AddCustomContext("sat2d_clock_mul_mhz", number(c.mul_mhz));
    benchmark::AddCustomContext("sat2d_clock_rot_mhz", number(c.rot_mhz));
    benchmark::AddCustomContext("sat2d_clock_agree", c.agree ? "1" : "0");
    benchmark::AddCustomContext("sat2d_clock_tolerance", number(SAT2D_BENCH_CLOCK_TOLERANCE));
    std::fprintf(stderr,
                 "sat2d-bench: clock %.0f MHz (multiply chain), %.0f MHz (rotate chain)%s\n",
                 c.mul_mhz, c.rot_mhz, c.agree ? "" : ": they disagree, no floors");
}

// One context entry per data set layout, "sat2d_memory/<test>/<data>/n:<corners>" (data:
// "gen" for the generated sets, whose hit ratio changes no byte, or "box2d_trace"), valued
// "pairs=P read_bytes=R write_bytes=W read_bw=B write_bw=B" (bytes per pair, bytes/s measured
// over buffers of P*R and P*W bytes). No quotes or backslashes: the value needs no escaping.
static void add_memory_context(const std::string &data_dir) {
    std::map<std::string, std::string> seen;
    std::map<size_t, double> read_bw, write_bw; // by buffer size: many tests share one
    for (size_t i = 0; i < sat2d_bench_count(); i++) {
        char test[64], who[64], data[64];
        int corners = 0;
        if (std::sscanf(sat2d_bench_name(i), "%63[^/]/%63[^/]/%63[^/]/n:%d", test, who, data,
                        &corners) != 4)
            continue;
        const bool trace = std::strcmp(data, "box2d_trace") == 0;
        const std::string key = std::string("sat2d_memory/") + test +
                                (trace ? "/box2d_trace" : "/gen") + "/n:" + std::to_string(corners);
        if (seen.count(key)) continue;
        size_t pairs = 0;
        double rb = 0, wb = 0;
        if (sat2d_bench_memory_model(test, data, corners, data_dir.c_str(), &pairs, &rb, &wb) != 0)
            continue;
        const size_t rsize = static_cast<size_t>(rb * static_cast<double>(pairs));
        const size_t wsize = static_cast<size_t>(wb * static_cast<double>(pairs));
        if (!read_bw.count(rsize)) read_bw[rsize] = sat2d_bench_read_bandwidth(rsize);
        if (!write_bw.count(wsize)) write_bw[wsize] = sat2d_bench_write_bandwidth(wsize);
        seen[key] = "pairs=" + std::to_string(pairs) + " read_bytes=" + number(rb) +
                    " write_bytes=" + number(wb) + " read_bw=" + number(read_bw[rsize]) +
                    " write_bw=" + number(write_bw[wsize]);
    }
    for (const auto &kv : seen)
        benchmark::AddCustomContext(kv.first, kv.second);
}

int main(int argc, char **argv) {
    // Our own flags first: --sat2d-quick and --sat2d-data=DIR; the rest is Google Benchmark's.
    int quick = 0;
    size_t repetitions = 1;
    std::string data_dir = SAT2D_DATA_DIR;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            // Ours first; Google Benchmark's Initialize then prints its flags and exits 0.
            std::printf("usage: sat2d-bench [--sat2d-quick] [--sat2d-data=DIR] [Google Benchmark "
                        "flags]\n"
                        "  --sat2d-quick      the short configuration (make bench-quick)\n"
                        "  --sat2d-data=DIR   where data/bench/box2d_trace.cases lives\n"
                        "Google Benchmark's flags:\n");
            std::fflush(stdout);
            char help[] = "--help";
            char *args[] = {argv[0], help, nullptr};
            int n = 2;
            benchmark::Initialize(&n, args);
            return 0;
        }
        if (std::strcmp(argv[i], "--sat2d-quick") == 0) {
            quick = 1;
            continue;
        }
        if (std::strncmp(argv[i], "--sat2d-data=", 13) == 0) {
            data_dir = argv[i] + 13;
            continue;
        }
        if (std::strncmp(argv[i], "--benchmark_repetitions=", 24) == 0)
            repetitions = static_cast<size_t>(std::atol(argv[i] + 24));
        argv[kept++] = argv[i]; // Google Benchmark's own flag
    }
    argc = kept;
    // Flags are checked before the data sets are built (which takes a while): a typo fails at
    // once, with status 2 like every sat2d tool.
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    if (sat2d_bench_prepare(quick, data_dir.c_str()) != 0) {
        std::fprintf(stderr, "sat2d-bench: variants disagree with the reference on the data; "
                             "refusing to time them\n");
        return 1;
    }
    benchmark::AddCustomContext("sat2d_simd_backend", sat2d_bench_backend());
    benchmark::AddCustomContext("sat2d_quick", quick ? "1" : "0");
    benchmark::AddCustomContext("sat2d_exact_paths", sat2d_bench_exact_paths());
    add_clock_context();
    add_memory_context(data_dir);
    // Each repetition is about two timed runs (an iteration-count estimate, then the run).
    runs_expected = 2 * repetitions * sat2d_bench_count();
    for (size_t i = 0; i < sat2d_bench_count(); i++)
        benchmark::RegisterBenchmark(sat2d_bench_name(i), run_case, i);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    sat2d_bench_release();
    return 0;
}
