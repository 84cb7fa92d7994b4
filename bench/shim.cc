// The Google Benchmark shim: the only C++ file with main. It registers one benchmark per
// case that bench_cases.c builds (by walking sat2d's registry), forwards pairs/s and the hits
// counter, and adds the SIMD level to the JSON context. Every benchmark body is C.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench_api.h"

// Progress on stderr: with random interleaving, Google Benchmark reports a case only after
// all its repetitions, near the end, so the shim counts timed runs as they finish.
static size_t runs_done, runs_expected;

static void run_case(benchmark::State &state, size_t index) {
    size_t hits = 0, pairs = 0;
    for (auto _ : state) {
        pairs = sat2d_bench_run(index, &hits);
        benchmark::DoNotOptimize(hits);
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(pairs));
    state.counters["hits"] = static_cast<double>(hits);
    state.counters["pairs"] = static_cast<double>(pairs);
    state.counters["disagree"] = static_cast<double>(sat2d_bench_disagreements(index));
    if (++runs_done % 25 == 0)
        std::fprintf(stderr, "sat2d-bench: %zu timed runs of about %zu done (%s)\n", runs_done,
                     runs_expected, sat2d_bench_name(index));
}

int main(int argc, char **argv) {
    // Our own flags first: --sat2d-quick and --sat2d-data=DIR; the rest is Google Benchmark's.
    int quick = 0;
    size_t repetitions = 1;
    std::string data_dir = SAT2D_DATA_DIR;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
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
    if (sat2d_bench_prepare(quick, data_dir.c_str()) != 0) {
        std::fprintf(stderr, "sat2d-bench: variants disagree with the reference on the data; "
                             "refusing to time them\n");
        return 1;
    }
    benchmark::AddCustomContext("sat2d_simd_backend", sat2d_bench_backend());
    benchmark::AddCustomContext("sat2d_quick", quick ? "1" : "0");
    benchmark::AddCustomContext("sat2d_clock_mhz", std::to_string(sat2d_bench_clock_mhz()));
    // Each repetition is about two timed runs (an iteration-count estimate, then the run).
    runs_expected = 2 * repetitions * sat2d_bench_count();
    for (size_t i = 0; i < sat2d_bench_count(); i++)
        benchmark::RegisterBenchmark(sat2d_bench_name(i), run_case, i);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    sat2d_bench_release();
    return 0;
}
