#!/usr/bin/env python3
"""Which build of the avx_* tables is faster on this CPU: AVX2 or AVX-512VL (EVEX).

Usage: bench/tools/avx_builds.py BUILD_DIR [--rounds N] [--filter REGEX]

The registry serves the AVX-512VL build of the 8-lane kernels where the CPU has it
(docs/registry.md, "ISA flags"); SAT2D_AVX_BUILD=avx2 selects the AVX2 build. The choice is
made once per process, so this runs sat2d-bench in separate processes, the two builds
alternating for N rounds, and compares each avx_* row as its ratio to textbook's row of the
same process (machines here are shared: a process that runs slower as a whole moves both).
Prints, per row, the median over rounds of that ratio for each build and EVEX / AVX2.
Exit status 2 where the CPU (or the build) has no AVX-512VL build to compare, where
sat2d-bench fails (its stderr is printed), or where the filter leaves no avx_* row with its
textbook row.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

DEFAULT_FILTER = ("^(circle_poly/(textbook|avx_batch)/hit50/n:8"
                  "|poly_poly_sweep/(textbook|avx_axes)/hit50/n:8"
                  "|polygon_polygon/(textbook|avx_axes)/hit50/n:16"
                  "|poly_poly/(textbook|avx_axes_bl|avx_axes)/hit50/n:8"
                  "|point_polygon/(textbook|avx_corners|avx_axes)/hit50/n:16)$")


class Refused(Exception):
    """Why no comparison can be made here."""


def run_once(bench, build, pattern):
    """Medians (items/s) by row name of one sat2d-bench process under SAT2D_AVX_BUILD=build."""
    env = dict(os.environ, SAT2D_AVX_BUILD=build)
    done = subprocess.run([bench, f"--benchmark_filter={pattern}", "--benchmark_min_time=0.1",
                           "--benchmark_repetitions=5",
                           "--benchmark_enable_random_interleaving=true",
                           "--benchmark_report_aggregates_only=true", "--benchmark_format=json"],
                          env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused(f"{bench} exited {done.returncode}:\n{done.stderr.strip()}")
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError:  # Google Benchmark prints nothing when the filter matches none
        raise Refused(f"no benchmark row matches {pattern}") from None
    served = data["context"].get("sat2d_simd_backend", "")
    want = "AVX-512VL build" if build == "evex" else "AVX2 build"
    if want not in served:
        raise Refused(f"SAT2D_AVX_BUILD={build} ran no {want} here ({served})")
    rows = {b["run_name"]: b["items_per_second"] for b in data["benchmarks"]
            if b.get("aggregate_name") == "median" and "items_per_second" in b}
    if not rows:
        raise Refused(f"no benchmark row matches {pattern}")
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("build_dir")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--filter", default=DEFAULT_FILTER)
    a = ap.parse_args()
    bench = os.path.join(a.build_dir, "bench", "sat2d-bench")
    ratios = {"avx2": {}, "evex": {}}
    for _ in range(a.rounds):
        for build in ("evex", "avx2"):  # the build that may be missing first
            try:
                rows = run_once(bench, build, a.filter)
            except Refused as why:
                print(f"avx_builds: {why}", file=sys.stderr)
                return 2
            for name, rate in rows.items():
                test, variant = name.split("/")[0], name.split("/")[1]
                if not variant.startswith("avx_"):
                    continue
                base = rows.get(name.replace(f"/{variant}/", "/textbook/"))
                if base:
                    ratios[build].setdefault(name, []).append(rate / base)
    if not ratios["avx2"]:
        print("avx_builds: no avx_* row with its textbook row in the filter", file=sys.stderr)
        return 2
    print(f"{'row':44} {'AVX2 / textbook':>16} {'EVEX / textbook':>16} {'EVEX / AVX2':>12}")
    for name in sorted(ratios["avx2"]):
        plain = statistics.median(ratios["avx2"][name])
        evex = statistics.median(ratios["evex"].get(name, [float("nan")]))
        print(f"{name:44} {plain:16.2f} {evex:16.2f} {evex / plain:12.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
