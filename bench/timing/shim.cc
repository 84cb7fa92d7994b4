// The Google Benchmark shim: the only C++ file with main. It registers one benchmark per
// case that bench_cases.c builds (by walking sat2d's registry), forwards pairs/s and the hits
// counter, and adds to the JSON context the SIMD level, the clock (two methods and whether they
// agree) and each data set's memory model with the bandwidth measured for its size. Every
// benchmark body is C.
#include <benchmark/benchmark.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_api.h"
#include "bench_plugins.h"

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
    long manifold[3];
    if (sat2d_bench_manifold_counts(index, manifold)) {
        state.counters["points_differ"] = static_cast<double>(manifold[0]);
        if (std::strncmp(sat2d_bench_name(index), "poly_poly_manifold/box2d", 24) == 0) {
            state.counters["skin_only"] = static_cast<double>(manifold[1]);
            state.counters["skin_points_differ"] = static_cast<double>(manifold[2]);
        }
    }
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
// Registers every case sat2d_bench holds, runs them (with progress), and releases the data.
// Each repetition is about two timed runs (an iteration-count estimate, then the run).
static void run_registered(size_t repetitions) {
    runs_expected = 2 * repetitions * sat2d_bench_count();
    for (size_t i = 0; i < sat2d_bench_count(); i++)
        benchmark::RegisterBenchmark(sat2d_bench_name(i), run_case, i);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    sat2d_bench_release();
}

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
        // Both sweeps over the whole footprint, what a run reads and writes: the cache level
        // holds both (transform's 32 KiB of points in and 32 KiB out fill no 48 KiB L1 together).
        const size_t size = static_cast<size_t>((rb + wb) * static_cast<double>(pairs));
        if (!read_bw.count(size)) read_bw[size] = sat2d_bench_read_bandwidth(size);
        if (!write_bw.count(size)) write_bw[size] = sat2d_bench_write_bandwidth(size);
        seen[key] = "pairs=" + std::to_string(pairs) + " read_bytes=" + number(rb) +
                    " write_bytes=" + number(wb) + " read_bw=" + number(read_bw[size]) +
                    " write_bw=" + number(write_bw[size]);
    }
    for (const auto &kv : seen)
        benchmark::AddCustomContext(kv.first, kv.second);
}

// --pairs: the directory for the results, made with its parents like mkdir -p.
static bool make_dirs(const std::string &dir) {
    for (size_t at = 1; at <= dir.size(); at++) {
        if (at < dir.size() && dir[at] != '/') continue;
        const std::string part = dir.substr(0, at);
        if (mkdir(part.c_str(), 0777) != 0 && errno != EEXIST) return false;
    }
    struct stat st;
    return stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// The ranking script, next to this source or where `cmake --install` put it.
static std::string pairs_script() {
    for (const char *dir : {SAT2D_BENCH_SCRIPTS, SAT2D_BENCH_SCRIPTS_INSTALLED}) {
        const std::string path = std::string(dir) + "/pairs_report.py";
        if (access(path.c_str(), R_OK) == 0) return path;
    }
    return std::string(SAT2D_BENCH_SCRIPTS) + "/pairs_report.py";
}

// The data sets' builders, as sat2d_bench_prepare_again takes them.
static int prepare_pairs(void *path) {
    return sat2d_bench_prepare_pairs(static_cast<const std::string *>(path)->c_str());
}
struct builtin_request {
    int quick;
    const std::string *data_dir;
};
static int prepare_builtin(void *arg) {
    const auto *r = static_cast<const builtin_request *>(arg);
    return sat2d_bench_prepare(r->quick, r->data_dir->c_str());
}

// sat2d-bench --pairs FILE: the user's trace split by test, every variant and peer that has a
// test timed on its pairs with make bench's method (interleaved repetitions, medians; the
// user's Google Benchmark flags override these defaults), then bench/report/pairs_report.py ranks
// them in the terminal and writes DIR/ranking.json and DIR/REPORT.md from DIR/bench.json.
static int run_pairs(const std::string &path, const std::string &dir, bool quick, int argc,
                     char **argv, size_t repetitions) {
    if (!make_dirs(dir)) {
        std::fprintf(stderr, "sat2d-bench: --pairs-out %s: cannot make the directory: %s\n",
                     dir.c_str(), std::strerror(errno));
        return 2;
    }
    for (int i = 1; i < argc; i++)
        if (std::strncmp(argv[i], "--benchmark_out", 15) == 0) {
            std::fprintf(stderr,
                         "sat2d-bench: %s: with --pairs the JSON goes to DIR/bench.json "
                         "(--pairs-out DIR)\n",
                         argv[i]);
            return 2;
        }
    const std::string json = dir + "/bench.json";
    std::vector<std::string> flags = {
        quick ? "--benchmark_min_time=0.05" : "--benchmark_min_time=0.2",
        quick ? "--benchmark_repetitions=3" : "--benchmark_repetitions=5",
        "--benchmark_enable_random_interleaving=true",
        "--benchmark_report_aggregates_only=true",
        "--benchmark_display_aggregates_only=true",
        "--benchmark_out=" + json,
        "--benchmark_out_format=json"};
    if (!repetitions) repetitions = quick ? 3 : 5;
    std::vector<char *> args = {argv[0]};
    for (auto &f : flags)
        args.push_back(&f[0]);
    for (int i = 1; i < argc; i++) // the user's flags last: they win
        args.push_back(argv[i]);
    int n = static_cast<int>(args.size());
    args.push_back(nullptr);
    benchmark::Initialize(&n, args.data());
    if (benchmark::ReportUnrecognizedArguments(n, args.data())) return 2;
    if (const int status = sat2d_bench_check_pairs_contenders(path.c_str())) {
        if (status == 3 || status == 2) return status;
        std::fprintf(stderr,
                     "sat2d-bench: variants disagree with the reference on %s; refusing "
                     "to time them\n",
                     path.c_str());
        return 1;
    }
    if (const int status =
            sat2d_bench_prepare_again(prepare_pairs, const_cast<std::string *>(&path))) {
        if (status == 2) return 2;
        std::fprintf(stderr,
                     "sat2d-bench: variants disagree with the reference on %s; refusing "
                     "to time them\n",
                     path.c_str());
        return 1;
    }
    benchmark::AddCustomContext("sat2d_simd_backend", sat2d_bench_backend());
    benchmark::AddCustomContext("sat2d_quick", quick ? "1" : "0");
    for (size_t i = 0; i < sat2d_bench_pairs_info_count(); i++)
        benchmark::AddCustomContext(sat2d_bench_pairs_info_key(i), sat2d_bench_pairs_info_value(i));
    add_clock_context();
    run_registered(repetitions);
    std::fflush(stdout);
    const std::string script = pairs_script();
    std::vector<std::string> cmd = {"python3", script, "--json", json, "--out-dir", dir};
    std::vector<char *> cargs;
    for (auto &c : cmd)
        cargs.push_back(&c[0]);
    cargs.push_back(nullptr);
    pid_t pid;
    if (posix_spawnp(&pid, "python3", nullptr, nullptr, cargs.data(), environ) != 0) {
        std::fprintf(stderr, "sat2d-bench: cannot run python3 %s for the ranking (%s is written)\n",
                     script.c_str(), json.c_str());
        return 1;
    }
    int status = 0;
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "sat2d-bench: %s failed (%s is written)\n", script.c_str(),
                     json.c_str());
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    // Our own flags first: --sat2d-quick and --sat2d-data=DIR; the rest is Google Benchmark's.
    int quick = 0;
    size_t repetitions = 1;
    std::string pairs_path, pairs_out;
    bool pairs_quick = false, repetitions_given = false;
    std::string data_dir = SAT2D_DATA_DIR;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            // Ours first; Google Benchmark's Initialize then prints its flags and exits 0.
            std::printf(
                "usage: sat2d-bench [--sat2d-quick] [--sat2d-data=DIR] [Google Benchmark "
                "flags]\n"
                "  --sat2d-quick      the short configuration (make bench-quick)\n"
                "  --sat2d-data=DIR   where data/bench/box2d_trace.cases lives\n"
                "  --plugin PATH      add a contender (docs/plugins.md; repeatable)\n"
                "  --pairs FILE       rank every variant on your pairs instead (a case\n"
                "                     file or a binary trace, docs/trace-format.md)\n"
                "  --pairs-out DIR    where --pairs writes bench.json, ranking.json and\n"
                "                     REPORT.md (default: sat2d-pairs)\n"
                "  --pairs-quick      shorter timing for --pairs (3 repetitions of 0.05 s)\n"
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
        if (std::strcmp(argv[i], "--plugin") == 0) {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "sat2d-bench: --plugin needs a value\n");
                return 2;
            }
            if (!sat2d_bench_load_plugin(argv[++i])) return 2;
            continue;
        }
        // --pairs FILE, --pairs-out DIR (or --pairs=FILE, --pairs-out=DIR), --pairs-quick.
        if (std::strcmp(argv[i], "--pairs-quick") == 0) {
            pairs_quick = true;
            continue;
        }
        bool pairs_opt = false;
        const std::pair<const char *, std::string *> pairs_opts[] = {{"--pairs", &pairs_path},
                                                                     {"--pairs-out", &pairs_out}};
        for (const auto &opt : pairs_opts) {
            const size_t len = std::strlen(opt.first);
            if (std::strcmp(argv[i], opt.first) == 0) {
                if (i + 1 >= argc || argv[i + 1][0] == '\0') {
                    std::fprintf(stderr, "sat2d-bench: %s needs a value\n", opt.first);
                    return 2;
                }
                *opt.second = argv[++i];
                pairs_opt = true;
            } else if (std::strncmp(argv[i], opt.first, len) == 0 && argv[i][len] == '=') {
                *opt.second = argv[i] + len + 1;
                pairs_opt = true;
            }
        }
        if (pairs_opt) continue;
        if (std::strncmp(argv[i], "--sat2d-data=", 13) == 0) {
            data_dir = argv[i] + 13;
            continue;
        }
        if (std::strncmp(argv[i], "--benchmark_repetitions=", 24) == 0)
            repetitions = static_cast<size_t>(std::atol(argv[i] + 24)), repetitions_given = true;
        argv[kept++] = argv[i]; // Google Benchmark's own flag
    }
    argc = kept;
    if (pairs_path.empty() && (pairs_quick || !pairs_out.empty())) {
        std::fprintf(stderr, "sat2d-bench: --pairs-out and --pairs-quick need --pairs FILE\n");
        return 2;
    }
    if (!pairs_path.empty()) {
        if (quick) {
            std::fprintf(stderr, "sat2d-bench: --sat2d-quick applies to the built-in data sets; "
                                 "with --pairs use --pairs-quick\n");
            return 2;
        }
        return run_pairs(pairs_path, pairs_out.empty() ? "sat2d-pairs" : pairs_out, pairs_quick,
                         argc, argv, repetitions_given ? repetitions : 0);
    }
    // Flags are checked before the data sets are built (which takes a while): a typo fails at
    // once, with status 2 like every sat2d tool.
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    // A contender is untrusted: its hits check runs first in a child, where a crash is
    // reported with the contender's name and data set (exit 3) before anything is timed here.
    if (const int status = sat2d_bench_check_contenders(quick, data_dir.c_str())) {
        if (status == 3) return status; // the crash is reported
        std::fprintf(stderr, "sat2d-bench: variants disagree with the reference on the data; "
                             "refusing to time them\n");
        return 1;
    }
    builtin_request request = {quick, &data_dir};
    if (sat2d_bench_prepare_again(prepare_builtin, &request) != 0) {
        std::fprintf(stderr, "sat2d-bench: variants disagree with the reference on the data; "
                             "refusing to time them\n");
        return 1;
    }
    benchmark::AddCustomContext("sat2d_simd_backend", sat2d_bench_backend());
    benchmark::AddCustomContext("sat2d_quick", quick ? "1" : "0");
    benchmark::AddCustomContext("sat2d_exact_paths", sat2d_bench_exact_paths());
    benchmark::AddCustomContext("sat2d_twin_exact_paths", sat2d_bench_twin_exact_paths());
    add_clock_context();
    add_memory_context(data_dir);
    run_registered(repetitions);
    return 0;
}
