"""report.py's "Which variant on which CPU" section from two Google Benchmark JSONs shaped like
sat2d-bench's: each run's pick with its ratio to textbook, the pick of narrower lanes, the
choice column (same, alike within the tie, differs, or one run only) and the CPU rows with the
build of the avx_* kernels each run measured; and its "Targets of issue 11 on each CPU": each
target judged on the fastest variant of at most 8 lanes, the 16-lane one beside it, what the floor
allows where a ratio misses, and the targets a run cannot judge.
Usage: python3 report_cpu_test.py PATH/TO/report.py"""
import json
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from report_testlib import expect, load_report  # noqa: E402 (after the bytecode switch)

report = load_report(sys.argv[1])


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


def section(runs):
    return from_files(runs, lambda loaded: report.cpu_section(loaded, os.path.basename))


def targets(runs):
    return from_files(runs, report.targets_section)


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

md = section([intel, amd])
expect("## Which variant on which CPU" in md, "the heading", md)
expect("| Test Intel family 6 model 1 | 4000 MHz | aaa1111 | 2026-11-26 | AVX-512VL | `bench.json` |"
       in md, "the first run's CPU row with its clock, commit and avx_* build", md)
expect("| Test AMD family 25 model 17 | 4000 MHz | bbb2222 | 2026-11-26 | AVX2 (the only build "
       "then) | `bench.json` |" in md, "a run without the build in its SIMD level line", md)
expect("| `poly_poly` | hit50, n:8 | `avx512_axes` 24.00×; without AVX-512F: `avx_axes_bl` 20.00× | "
       "`avx_axes_bl` 22.00×; without AVX2: `sse_axes` 11.00× | differs |" in md,
       "poly_poly: each CPU's pick, the narrower fallback, and different choices", md)
expect("| `circle_poly` | hit50, n:8 | `avx_batch` 6.00×; without AVX2: `sse_batch` 3.00× | "
       "`avx_batch` 4.70×; without AVX2: `sse_batch` 2.50× | same |" in md,
       "circle_poly: the same pick on both, a peer never recommended", md)
expect("| `transform` | hit50 | `textbook` 1.00× | — | — |" in md, "a test measured on one CPU only", md)
expect("| `avx512_axes` | 24.00× | 20.00× |" in md and "| `avx_axes_bl` | 20.00× | 22.00× |" in md,
       "the 8-corner table of SIMD variants on both CPUs", md)
# Within the tie the choice is "alike": AMD's avx_axes runs at 46/47 of its avx_batch.
amd["benchmarks"] = [b for b in amd["benchmarks"] if b["run_name"] != C.format("avx_batch")]
amd["benchmarks"].append({"name": "x", "run_name": C.format("avx_batch"), "run_type": "aggregate",
                          "aggregate_name": "median", "items_per_second": 45e6})
intel["benchmarks"].append({"name": "y", "run_name": C.format("avx_axes"), "run_type": "aggregate",
                            "aggregate_name": "median", "items_per_second": 59e6})
md = section([intel, amd])
expect("| `circle_poly` | hit50, n:8 | `avx_batch` 6.00×; without AVX2: `sse_batch` 3.00× | "
       "`avx_axes` 4.60×; without AVX2: `sse_batch` 2.50× | alike (within 5%) |" in md,
       "picks within 5% of each other on both CPUs are alike", md)
# Issue 11's targets: judged on the fastest variant of at most 8 lanes, the 16-lane one beside
# it, what the floor allows where a ratio misses, and what a run cannot judge.
T = "{}/{}/hit50/n:0"
intel["benchmarks"] += [{"name": k, "run_name": k, "run_type": "aggregate", "aggregate_name": "median",
                         "items_per_second": v} for k, v in {
    C.format("avx512_batch"): 70e6, T.format("point_point", "textbook"): 500e6,
    T.format("transform", "avx_batch"): 5500e6, T.format("transform", "sse_batch"): 5600e6,
    T.format("point_point", "avx_batch"): 5000e6, T.format("point_point", "avx512_batch"): 6e9}.items()]
amd["benchmarks"].append({"name": "z", "run_name": T.format("point_point", "avx_batch"),
                          "run_type": "aggregate", "aggregate_name": "median",
                          "items_per_second": 4000e6})
amd["context"]["sat2d_clock_agree"] = "0"
# 8 bytes read and 8 written a point at 96 GB/s each: 6000 M points/s.
intel["context"]["sat2d_memory/transform/gen/n:0"] = ("pairs=4096 read_bytes=8 write_bytes=8 "
                                                      "read_bw=96e9 write_bw=96e9")
md = targets([intel, amd])
expect("## Targets of issue 11 on each CPU" in md, "the targets heading", md)
# Intel: 8 lanes a pair of 8 corners is 128 operations / (2 pipes x 8 lanes) = 8 cycles, so
# 4000 MHz allows 500 M pairs/s: 5.56x its fastest peer (90 M); AMD's clocks disagree.
expect("| `circle_poly` | hit50, n:8 | ≥ 5× the fastest peer | `avx_batch` 0.67× `box2d_collide` "
       "(16 lanes: `avx512_batch` 0.78×); its arithmetic floor (no memory figures) allows 5.56× — "
       "**not met** | not measured |" in md, "a missed ratio with its floor; a run without the peer", md)
expect("| `circle_poly` | hit50, n:8 | ≥ 5× `textbook` | `avx_batch` 6.00× (16 lanes: `avx512_batch` "
       "7.00×) — met | `avx_axes` 4.60× — **not met** |" in md,
       "a met ratio with the 16-lane variant beside it; a miss without a trusted clock", md)
# point_point: 7 operations / (2 x 8 lanes) = 0.4375 cycles, 9143 M pairs/s at 4000 MHz; at
# 16 lanes 18286 M.
expect("| `point_point` | hit50 | ≥ 50% of its floor | `avx_batch` 55% (16 lanes: `avx512_batch` "
       "33%) — met | no floor: no trusted clock |" in md, "a share of the floor; no clock, no share", md)
# transform: textbook 5000 M; sse_batch's 5600 M passes its floor at 4 lanes, 8 operations /
# (2 x 4) = 1 cycle a point, 4000 M at 4000 MHz, below its memory floor (6000 M: 1.20x); AMD
# has no transform row at all.
expect("| `transform` | hit50 | ≥ 3× `textbook` | `sse_batch` 1.12×; at 140% of its arithmetic "
       "floor, its memory floor allows 1.20× — **not met** | not measured |" in md,
       "a missed ratio by a variant past its arithmetic floor, with the memory floor left; a "
       "test a run did not measure", md)
expect("Met, of the targets each run measured: Test Intel family 6 model 1 (aaa1111): 2 of 4; "
       "Test AMD family 25 model 17 (bbb2222): 0 of 1." in md, "the count of met targets", md)
# The run's noise: a verdict whose goal lies within the spread of the repetitions behind it is
# marked. AMD's avx_axes reads 4.60x against a goal of 5 (8% short): with spreads of 8% and
# 6% (10% together) it is marked, with 5% and 3% (5.8%) it is not; Intel's 6.00x against 5
# (20% past) stays unmarked with spreads of 10% and 12% (15.6%).
def with_cvs(run, cvs):
    """run with a cv aggregate ({case name: cv}) for each case named."""
    out = json.loads(json.dumps(run))
    out["benchmarks"] += [{"name": k + "_cv", "run_name": k, "run_type": "aggregate",
                           "aggregate_name": "cv", "items_per_second": v} for k, v in cvs.items()]
    return out


noisy_intel = with_cvs(intel, {C.format("avx_batch"): 0.10, C.format("textbook"): 0.12})
md = targets([noisy_intel, with_cvs(amd, {C.format("avx_axes"): 0.08, C.format("textbook"): 0.06})])
expect("| `circle_poly` | hit50, n:8 | ≥ 5× `textbook` | `avx_batch` 6.00× (16 lanes: `avx512_batch` "
       "7.00×) — met | `avx_axes` 4.60× — **not met** (within the run's noise, ±10%) |" in md,
       "a miss within the combined spread of its two rows is marked; a clear pass is not", md)
expect("Test AMD family 25 model 17 (bbb2222): 0 of 1 (1 verdict within the run's noise)." in md,
       "the count of verdicts within the noise", md)
md = targets([noisy_intel, with_cvs(amd, {C.format("avx_axes"): 0.05, C.format("textbook"): 0.03})])
expect("| `avx_axes` 4.60× — **not met** |" in md and "within the run's noise" not in
       md.split("\n\n", 2)[2], "a miss larger than the spread is not marked", md)
# A run that kept its repetitions (no aggregates) has its spread computed from them.
reps = bench_json("Test reps family 1 model 1", "ccc3333", {})
reps["benchmarks"] = [{"name": name, "run_name": name, "run_type": "iteration",
                       "items_per_second": v} for name, vs in {
    C.format("textbook"): (9e6, 10e6, 11e6), C.format("avx_batch"): (45e6, 48e6, 51e6)}.items()
    for v in vs]
md = targets([reps])
# 48/10 = 4.80x, 4% short; spreads 10% and 6.25%: 11.8% together.
expect("`avx_batch` 4.80×" in md and "**not met** (within the run's noise, ±12%)" in md,
       "the spread from the repetitions where the run has no cv aggregate", md)
md = section([intel])
expect("| test | data | use on Test Intel family 6 model 1 |\n" in md and "| choice |" not in md
       and "Only this CPU has a committed run" in md, "one run alone: no choice column, said so", md)
print("report_cpu_test: every check passed")
