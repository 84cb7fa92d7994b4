"""report.py's "WebAssembly and SAT.js" section from a JSON shaped like the one
js/bench/sat-js.mjs writes: the per-data-set tables, the summary of ratios (measures, not goals:
the goals are the perf gate's, bench/perfgate/targets.json), and the agreement rows, the grid
corpus's among them.
Usage: python3 report_wasm_test.py PATH/TO/report.py"""
import json
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from report_testlib import expect, load_report  # noqa: E402 (after the bytecode switch)

report = load_report(sys.argv[1])


def agreement(disagree=0, satjs_right=0):
    return {"pairs": 4096, "textbook_hits": 2048, "satjs_hits": 2048 - disagree, "disagree": disagree,
            "satjs_matches_exact": satjs_right, "textbook_matches_exact": disagree - satjs_right,
            "max_abs_gap": 1e-6 if disagree else 0, "examples": [], "variant_mismatches": {"avx_axes": 0}}


def wasm_json(simd_rate, grid_wrong):
    rows = [{"impl": "textbook", "lib": "sat2d", "pairs_per_s": 1e6},
            {"impl": "avx_axes", "lib": "sat2d", "pairs_per_s": simd_rate},
            {"impl": "planes", "lib": "sat2d", "pairs_per_s": 50e6},  # scalar: never the best SIMD
            {"impl": "SAT.testPolygonPolygon", "lib": "SAT.js", "pairs_per_s": 0.5e6}]
    return {
        "context": {"command": "node js/bench/sat-js.mjs", "cpu": "Test CPU", "cpus": 2, "node": "v20",
                    "backend": "SIMD128", "satjs_version": "0.9.0", "repetitions": 5, "min_time_s": 0.2},
        "datasets": [{"name": "poly_poly/hit50/n:8", "test": "poly_poly", "pairs": 4096,
                      "results": rows, "agreement": agreement(3, 1)}],
        "grid": {"poly_poly": {"pairs": 100, "hits": 50, "mismatches": {"avx_axes": grid_wrong}}},
        "grid_satjs": {"poly_poly": agreement(14, 0)},
    }


def section(data):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "wasm.json")
        with open(path, "w") as f:
            json.dump(data, f)
        return report.wasm_section(path, lambda p: os.path.basename(p))


md = section(wasm_json(simd_rate=12e6, grid_wrong=0))
expect("## WebAssembly and SAT.js" in md, "the section heading", md)
expect("| `avx_axes` | 12.00 M | 12.00× | 24.00× |" in md, "avx_axes's row with both ratios", md)
expect("| best wasm SIMD128 vs `SAT.testPolygonPolygon`, `poly_poly/hit50/n:8` | 24.0× (`avx_axes`) |"
       in md, "the ratio to SAT.js, by the best SIMD variant", md)
expect("| best wasm SIMD128 vs wasm `textbook`, `poly_poly/hit50/n:8` | 12.0× (`avx_axes`) |" in md,
       "the ratio to wasm textbook", md)
expect("| wasm verdicts that differ from `textbook` on the integer-grid corpus | 0 (poly_poly: 1 "
       "variants × 100 pairs) |" in md, "the grid's count", md)
expect("| `grid/poly_poly (integer grid, not timed)` | 4096 | 2048 | 2034 | 14 | 0 | 14 |" in md,
       "the grid's agreement row", md)
expect("| `poly_poly/hit50/n:8` | 4096 | 2048 | 2045 | 3 | 1 | 2 |" in md, "the data set's agreement row", md)
expect("| met" not in md and "not met" not in md and "target" not in md.lower() and "issue" not in md.lower(),
       "no goals judged in the report", md)

md = section(wasm_json(simd_rate=8e6, grid_wrong=2))
expect("| 16.0× (`avx_axes`) |" in md and "| 8.0× (`avx_axes`) |" in md, "lower ratios", md)
expect("| 2 (poly_poly: 1 variants × 100 pairs) |" in md, "grid differences counted", md)
print("report_wasm_test: ok")
