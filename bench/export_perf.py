#!/usr/bin/env python3
"""The exported header against the library, on this machine (docs/export.md, "As fast"):
instructions per pair under callgrind (sat2d-perf-count, as the perf gate counts; valgrind shows
no AVX-512, so both sides run their AVX2 code) and pairs per second in one sat2d-bench process
(medians of --repetitions), for each exported test asked for: the plugin's `export` variant (the
slots a consumer gets on this CPU) against the library variant the header took them from.

usage: bench/export_perf.py BUILD_DIR [--tests poly_poly,circle_poly] [--repetitions 5]
                            [--corners 4,8,16] [--no-callgrind] [--no-bench]"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

REPEAT = 20  # passes over the 4096 pairs of a data set under callgrind
PAIRS = 4096


def choice(header):
    """{test: {level name: variant}} from the header's opening comment."""
    out = {}
    for m in re.finditer(r"^ \*   (\w+)\s+((?:\w+: \w+(?:, )?)+)$", open(header).read(), re.M):
        out[m.group(1)] = dict(p.split(": ") for p in m.group(2).split(", "))
    return out


def callgrind(build, plugin, variant, corners, test, repeat, env=None):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               os.path.join(build, "bench", "sat2d-perf-count"), "--plugin", plugin, variant,
               str(corners), "50", str(repeat), test]
        res = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if res.returncode != 0:
            sys.exit(f"export_perf: {' '.join(cmd)} failed:\n{res.stderr[-2000:]}")
        return int(re.search(r"Collected\s*:\s*(\d+)", res.stderr).group(1))


def per_pair(build, plugin, variant, corners, test):
    zero = callgrind(build, plugin, variant, corners, test, 0)
    full = callgrind(build, plugin, variant, corners, test, REPEAT)
    return (full - zero) / (REPEAT * PAIRS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--tests", default="poly_poly,circle_poly")
    ap.add_argument("--repetitions", type=int, default=5)
    ap.add_argument("--min-time", default="0.1")
    ap.add_argument("--corners", default="4,8,16")
    ap.add_argument("--no-callgrind", action="store_true")
    ap.add_argument("--no-bench", action="store_true")
    a = ap.parse_args()
    plugin = os.path.join(a.build, "tests", "export", "sat2d_single.so")
    picks = choice(os.path.join(a.build, "tests", "export", "single", "sat2d_single.h"))
    tests = a.tests.split(",")
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    print(f"CPU: {cpu}")
    if not a.no_callgrind:
        print("instructions per pair (callgrind; AVX2 code on both sides), 50% hits:")
        for t in tests:
            lib = picks[t].get("avx2")
            if not lib:
                print(f"  {t}: no AVX2 level exported")
                continue
            for c in a.corners.split(","):
                mine = per_pair(a.build, plugin, "export", int(c), t)
                theirs = per_pair(a.build, plugin, lib, int(c), t)
                print(f"  {t:<12} {c:>3} corners: export {mine:9.2f}  library {lib} {theirs:9.2f}"
                      f"  ({100 * (mine / theirs - 1):+.2f}%)")
    if not a.no_bench:
        top = max(picks[tests[0]], key=lambda k: ["scalar", "lanes4", "avx2", "avx512"].index(k))
        libs = {t: picks[t][max(picks[t], key=lambda k: ["scalar", "lanes4", "avx2", "avx512"].index(k))]
                for t in tests}
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "b.json")
            names = "|".join(sorted(set(libs.values()) | {"export"}))
            cmd = [os.path.join(a.build, "bench", "sat2d-bench"), "--plugin", plugin,
                   f"--benchmark_filter=^({'|'.join(tests)})/({names})/",
                   f"--benchmark_repetitions={a.repetitions}", "--benchmark_report_aggregates_only=true",
                   f"--benchmark_min_time={a.min_time}", "--benchmark_enable_random_interleaving=true",
                   f"--benchmark_out={out}",
                   "--benchmark_out_format=json"]
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            rows = json.load(open(out))["benchmarks"]
        med = {b["run_name"]: b["items_per_second"] for b in rows if b.get("aggregate_name") == "median"}
        print(f"pairs per second, one sat2d-bench process, medians of {a.repetitions} "
              f"(the level this CPU runs: {top}):")
        for t in tests:
            ratios = []
            for name, ips in sorted(med.items()):
                test, who, rest = name.split("/", 2)
                if test == t and who == "export" and f"{t}/{libs[t]}/{rest}" in med:
                    ratios.append(ips / med[f"{t}/{libs[t]}/{rest}"])
            g = math.exp(sum(map(math.log, ratios)) / len(ratios))
            print(f"  {t:<12} export / library {libs[t]}: geometric mean {g:.3f} over "
                  f"{len(ratios)} configurations (min {min(ratios):.3f}, max {max(ratios):.3f})")


if __name__ == "__main__":
    main()
