"""report.py across CPUs, from Google Benchmark JSONs shaped like sat2d-bench's: "Which should I
use?" (each CPU's pick with AVX-512, with AVX2 only and with neither, against textbook and the
fastest peer, and a test one CPU did not measure), a test's main point on every CPU side by side
(a run without a trusted clock has no share column), the CPU labels, and the methods' table of
each CPU's run with the build of the avx_* kernels it measured.
Usage: python3 report_cpu_test.py PATH/TO/report.py"""
import argparse
import json
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from report_testlib import expect, load_report  # noqa: E402 (after the bytecode switch)

report = load_report(sys.argv[1])
import report_methods  # noqa: E402 (report.py put its folder on the path)
import report_per_test  # noqa: E402
import report_runs  # noqa: E402


def bench_json(cpu, commit, rates):
    """A run whose median pairs/s are `rates` ({case name: pairs/s})."""
    return {"context": {"sat2d_cpu": cpu, "sat2d_commit": commit, "date": "2026-11-26",
                        "sat2d_clock_mul_mhz": "4000", "sat2d_clock_rot_mhz": "4001",
                        "sat2d_clock_agree": "1", "mhz_per_cpu": 2600},
            "benchmarks": [{"name": name + "_median", "run_name": name, "run_type": "aggregate",
                            "aggregate_name": "median", "items_per_second": v}
                           for name, v in rates.items()]}


def from_files(runs, make):
    """make(loaded runs): each run written to its own bench.json and read back by load_run."""
    with tempfile.TemporaryDirectory() as d:
        paths = []
        for i, run in enumerate(runs):
            os.makedirs(os.path.join(d, f"cpu{i}"))
            paths.append(os.path.join(d, f"cpu{i}", "bench.json"))
            with open(paths[-1], "w") as f:
                json.dump(run, f)
        return make([report.load_run(p) for p in paths])


def guide(runs):
    return from_files(runs, report.guide_section)


P = "poly_poly/{}/hit50/n:8"
C = "circle_poly/{}/hit50/n:8"
intel = bench_json("Test Intel family 6 model 1", "aaa1111", {
    P.format("textbook"): 1e6, P.format("avx512_axes"): 24e6, P.format("avx_axes_bl"): 20e6,
    P.format("sse_axes"): 9e6, C.format("textbook"): 10e6, C.format("avx_batch"): 60e6,
    C.format("sse_batch"): 30e6, C.format("box2d_collide"): 90e6,
    "transform/textbook/hit50/n:0": 5000e6})
# The SIMD level line names the avx_* build served; a run from before the second build has none.
intel["context"]["sat2d_simd_backend"] = "x86 test; 8-lane kernels: AVX-512VL build"
amd = bench_json("Test AMD family 25 model 17", "bbb2222", {
    P.format("textbook"): 1e6, P.format("avx512_axes"): 20e6, P.format("avx_axes_bl"): 22e6,
    P.format("sse_axes"): 11e6, C.format("textbook"): 10e6, C.format("avx_batch"): 47e6,
    C.format("avx_axes"): 46e6, C.format("sse_batch"): 25e6})

md = guide([intel, amd])
expect(md.startswith("## Which should I use?\n"), "the heading", md)
expect("| test | data | CPU | with AVX-512 (× textbook / × peer) | with AVX2 only (× textbook / × peer) "
       "| with neither (× textbook / × peer) | fastest peer (× textbook) |" in md, "the header", md)
expect("| `poly_poly` | hit50, n:8 | Test Intel (family 6 model 1) | `avx512_axes` 24.00× | "
       "`avx_axes_bl` 20.00× | `sse_axes` 9.00× | none measured |" in md,
       "poly_poly on one CPU: the 16-lane pick, the 8-lane one without AVX-512, SSE without both", md)
expect("| `poly_poly` | hit50, n:8 | Test AMD (family 25 model 17) | `avx_axes_bl` 22.00× | "
       "`avx_axes_bl` 22.00× | `sse_axes` 11.00× | none measured |" in md,
       "the other CPU, where the 8-lane variant wins even with AVX-512", md)
expect("| `circle_poly` | hit50, n:8 | Test Intel (family 6 model 1) | `avx_batch` 6.00× / 0.67× | "
       "`avx_batch` 6.00× / 0.67× | `sse_batch` 3.00× / 0.33× | `box2d_collide` 9.00× |" in md,
       "the ratio to the fastest peer after the slash, the peer never picked", md)
expect("| `circle_poly` | hit50, n:8 | Test AMD (family 25 model 17) | `avx_batch` 4.70× | " in md,
       "a run without a peer has no second ratio", md)
expect("| `transform` | hit50 | Test AMD (family 25 model 17) | not measured |" in md and
       "| `transform` | hit50 | Test Intel (family 6 model 1) | `textbook` 1.00× | `textbook` 1.00× | "
       "`textbook` 1.00× | none measured |" in md, "a test measured on one CPU only", md)
expect(md.index("`poly_poly`") < md.index("`circle_poly`") < md.index("`transform`"),
       "tests in the catalogue's order", md)
expect("CPUs: Test Intel (family 6 model 1) is Test Intel family 6 model 1;" in md,
       "the short labels explained", md)
expect("AVX-512VL build" in md, "the avx_ build named when every run measured the same", md)

md = guide([intel])
expect("| test | data | with AVX-512" in md and "| CPU |" not in md and "CPUs:" not in md,
       "one run alone: no CPU column", md)

expect(report_runs.cpu_label("AMD EPYC family 25 model 17") == "AMD EPYC family 25 model 17 (Zen 4)"
       and report_runs.cpu_label("AMD EPYC family 25 model 1", short=True) == "AMD EPYC (Zen 3)"
       and report_runs.cpu_label("Intel(R) Xeon(R) Processor family 6 model 143", short=True)
       == "Intel Xeon (family 6 model 143)", "CPU labels: Zen generations by model, (R) dropped",
       report_runs.cpu_label("AMD EPYC family 25 model 17"))

# A test's main point on every CPU; the AMD run's clocks disagree, so it has no share column.
amd["context"]["sat2d_clock_agree"] = "0"
md = from_files([intel, amd], lambda runs: report_per_test.cross_cpu_table(runs, "poly_poly",
                                                                         "hit50", 8))
expect("| implementation | Test Intel (family 6 model 1): pairs/s | × textbook | share of floor | "
       "Test AMD (family 25 model 17): pairs/s | × textbook |\n" in md,
       "each CPU named over its first column, no share without a trusted clock", md)
# 2n² = 128 operations / (2 pipes x 16 lanes) = 4 cycles: 1000 M pairs/s at 4000 MHz.
expect("| `avx512_axes` | 24.00 M | 24.00× | 2% | 20.00 M | 20.00× |\n" in md and
       md.index("`avx512_axes`") < md.index("`avx_axes_bl`") < md.index("`textbook`"),
       "rows by the first run's rate, each CPU's ratio to its own textbook", md)
md = from_files([intel, amd], lambda runs: report_per_test.cross_cpu_table(runs, "circle_poly",
                                                                         "hit50", 8))
expect("| `box2d_collide` | 90.00 M | 9.00× | — | — | — | 0 |" in md and "| disagreements |" in md,
       "a peer's disagreements, and a peer one run lacks", md)

# The methods' record: this run's commit, the other CPUs' on the same line, each CPU's run.
old = bench_json("Test Old family 1 model 1", "ccc3333", {P.format("textbook"): 1e6})
args = argparse.Namespace(json="cpu0/bench.json", command="make bench", compiler="cc 1",
                          flags="-O3", commit="aaa1111")
md = from_files([intel, old], lambda runs: report_methods.methods_section(
    runs, args, os.path.basename))
expect("| commit | aaa1111 (the other CPUs' runs: Test Old (family 1 model 1) ccc3333) |" in md,
       "every run's commit on the record's commit line", md)
expect("| Test Intel family 6 model 1 | 4000 MHz | 2026-11-26 | AVX-512VL | `bench.json` |" in md
       and "| Test Old family 1 model 1 | 4000 MHz | 2026-11-26 | AVX2 (the only build then) |"
       in md, "each CPU's run with its clock and avx_* build", md)
md = from_files([old], lambda runs: report_methods.methods_section(runs, args, os.path.basename))
expect("Only this CPU has a committed run" in md and "| commit | aaa1111 |" in md,
       "one run alone says so", md)
print("report_cpu_test: every check passed")
