"""targets.py, the perf gate's speed goals judged on Google Benchmark JSONs shaped like
sat2d-bench's: each goal judged on the variant its "variants" field names, the 16-lane one
beside it, what the floor allows where a ratio misses (or how far past its floor the variant
runs), the goals a run cannot judge, the verdicts within the run's noise, and the checked-in
targets.json read whole.
Usage: python3 targets_test.py"""
import io
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import targets  # noqa: E402 (after the bytecode switch)
from report_runs import Run, clock_of, memory_of, rows_of  # noqa: E402 (targets.py's path)


def expect(cond, what, text):
    if not cond:
        print(f"FAIL: {what}\n{text}")
        sys.exit(1)


def bench_json(rates, agree="1", cvs=None):
    """A run whose median pairs/s are `rates` ({case name: pairs/s}), with cv aggregates."""
    return {"context": {"sat2d_clock_mul_mhz": "4000", "sat2d_clock_rot_mhz": "4001",
                        "sat2d_clock_agree": agree, "mhz_per_cpu": 2600},
            "benchmarks": [{"name": k, "run_name": k, "run_type": "aggregate",
                            "aggregate_name": "median", "items_per_second": v}
                           for k, v in rates.items()] +
                          [{"name": k + "_cv", "run_name": k, "run_type": "aggregate",
                            "aggregate_name": "cv", "items_per_second": v}
                           for k, v in (cvs or {}).items()]}


def run_of(data):
    ctx, rows = rows_of(data)
    return Run(rows, clock_of(ctx)[0], memory_of(ctx))


def goal(test, n, vs, g, variants="simd8", data="hit50"):
    return {"test": test, "data": data, "n": n, "variants": variants, "vs": vs, "goal": g}


C = "circle_poly/{}/hit50/n:8"
T = "{}/{}/hit50/n:0"
intel = bench_json({C.format("textbook"): 10e6, C.format("avx_batch"): 60e6,
                    C.format("sse_batch"): 30e6, C.format("box2d_collide"): 90e6,
                    C.format("avx512_batch"): 70e6, T.format("transform", "textbook"): 5000e6,
                    T.format("transform", "avx_batch"): 5500e6,
                    T.format("transform", "sse_batch"): 5600e6,
                    T.format("point_point", "textbook"): 500e6,
                    T.format("point_point", "avx_batch"): 5000e6,
                    T.format("point_point", "avx512_batch"): 6e9})
# 8 bytes read and 8 written a point at 96 GB/s each: 6000 M points/s.
intel["context"]["sat2d_memory/transform/gen/n:0"] = ("pairs=4096 read_bytes=8 write_bytes=8 "
                                                      "read_bw=96e9 write_bw=96e9")
run = run_of(intel)
# 8 lanes a pair of 8 corners is 128 operations / (2 pipes x 8 lanes) = 8 cycles, so 4000 MHz
# allows 500 M pairs/s: 5.56x the fastest peer (90 M).
cell, met, near = targets.judge(run, goal("circle_poly", 8, "peer", 5.0))
expect(cell == "`avx_batch` 0.67× vs `box2d_collide` (16 lanes: `avx512_batch` 0.78×); its "
       "arithmetic floor (no memory figures) allows 5.56× — **not met**" and met is False,
       "a missed ratio with its floor and the 16-lane variant beside it", cell)
cell, met, _ = targets.judge(run, goal("circle_poly", 8, "textbook", 5.0))
expect(cell == "`avx_batch` 6.00× (16 lanes: `avx512_batch` 7.00×) — met" and met,
       "a met ratio", cell)
cell, met, _ = targets.judge(run, goal("circle_poly", 8, "textbook", 5.0, variants="simd"))
expect(cell == "`avx512_batch` 7.00× — met", "any SIMD width judged on the widest", cell)
# point_point: 7 operations / (2 x 8 lanes) = 0.4375 cycles, 9143 M pairs/s at 4000 MHz.
cell, met, _ = targets.judge(run, goal("point_point", 0, "floor", 0.5))
expect(cell == "`avx_batch` 55% (16 lanes: `avx512_batch` 33%) — met", "a share of the floor", cell)
# transform: sse_batch's 5600 M passes its floor at 4 lanes (8 operations / (2 x 4) = 1 cycle,
# 4000 M), below its memory floor (6000 M: 1.20x).
cell, met, _ = targets.judge(run, goal("transform", 0, "textbook", 3.0))
expect(cell == "`sse_batch` 1.12×; at 140% of its arithmetic floor, its memory floor allows "
       "1.20× — **not met**", "a variant past its arithmetic floor, the memory floor left", cell)
cell, met, _ = targets.judge(run, goal("rect_rect", 0, "textbook", 3.0))
expect(cell == "not measured" and met is None, "a test the run lacks", cell)
cell, met, _ = targets.judge(run_of(bench_json({T.format("point_point", "avx_batch"): 1e9},
                                               agree="0")), goal("point_point", 0, "floor", 0.5))
expect(cell == "no floor: no trusted clock" and met is None, "no clock, no share", cell)
# The run's noise: 4.60x against a goal of 5 (8% short) with spreads of 8% and 6% (10%
# together) is marked; with 5% and 3% (5.8%) it is not.
amd = {C.format("textbook"): 10e6, C.format("avx_axes"): 46e6}
cell, _, near = targets.judge(run_of(bench_json(amd, cvs={C.format("avx_axes"): 0.08,
                                                          C.format("textbook"): 0.06})),
                              goal("circle_poly", 8, "textbook", 5.0))
expect(near and cell.endswith("**not met** (within the run's noise, ±10%)"), "a miss in the noise", cell)
cell, _, near = targets.judge(run_of(bench_json(amd, cvs={C.format("avx_axes"): 0.05,
                                                          C.format("textbook"): 0.03})),
                              goal("circle_poly", 8, "textbook", 5.0))
expect(not near and "noise" not in cell, "a miss larger than the spread", cell)
# A run that kept its repetitions (no aggregates) has its spread computed from them:
# 48/10 = 4.80x, 4% short; spreads 10% and 6.25%: 11.8% together.
reps = {"context": {}, "benchmarks": [
    {"name": k, "run_name": k, "run_type": "iteration", "items_per_second": v}
    for k, vs in {C.format("textbook"): (9e6, 10e6, 11e6),
                  C.format("avx_batch"): (45e6, 48e6, 51e6)}.items() for v in vs]}
cell, _, near = targets.judge(run_of(reps), goal("circle_poly", 8, "textbook", 5.0))
expect(cell == "`avx_batch` 4.80× — **not met** (within the run's noise, ±12%)", "spread from reps", cell)
# The checked-in goals, read whole and printed for a run, the wasm ones from sat-js.mjs's JSON.
out = io.StringIO()
wasm = {"datasets": [{"name": "poly_poly/hit50/n:8", "results": [
    {"impl": "textbook", "lib": "sat2d", "pairs_per_s": 1e6},
    {"impl": "avx_axes", "lib": "sat2d", "pairs_per_s": 25e6},
    {"impl": "SAT.testPolygonPolygon", "lib": "SAT.js", "pairs_per_s": 1e6}]}],
    "grid": {"poly_poly": {"pairs": 10, "mismatches": {"avx_axes": 0}}}}
met, measured = targets.report(intel, targets.read_targets(), "test CPU", wasm, out)
text = out.getvalue()
expect(text.startswith("targets on test CPU") and "`" not in text and "**" not in text and
       "circle_poly hit50 n:8 (simd8): ≥ 5× the fastest peer: avx_batch 0.67× vs box2d_collide"
       in text and "poly_poly/hit50/n:8: wasm SIMD128 ≥ 20× SAT.js: avx_axes 25.0× — met" in text
       and "grid: wasm verdicts ≠ textbook on the grid ≤ 0: 0 — met" in text and
       f"met {met} of the {measured} measured" in text and measured == 7,
       "targets.json judged on a run, plain text", text)
with open(targets.DEFAULT) as f:
    expect(all(("test" in t) != ("wasm" in t) for t in json.load(f)["targets"]),
           "every goal names a test or a wasm measure", targets.DEFAULT)
print("targets_test: every check passed")
