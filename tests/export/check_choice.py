#!/usr/bin/env python3
"""The exporter's measured choices, end to end (docs/export.md, "Proof that it is the library's
code"): export with --best (a short benchmark run here) or --pairs (sat2d-bench's ranking of a
trace), then

1. derive the choice again from the measurement the exporter kept (--keep: its bench.json or
   ranking.json) by the rules docs/export.md states, and require the header's opening comment
   to name exactly that choice, per test and dispatch level;
2. build the worked example (examples/export) from the header alone, as an engine would, run
   it, and require the variants it reports for this CPU's level to be the chosen ones and its
   verdicts to be the reference's;
3. build the exported slots as a contender (export_plugin.c, export_glue.c) on the same
   implementation object and hold them to textbook with sat2d-agreement (every dispatch level
   this CPU runs) and to the exact oracle with sat2d-proptest.

--mode fallback checks instead the choice for a test that the committed run lacks: it makes such
a run from a committed one, exports from it, and requires the test's choice to be that of the
nearest CPU's run that has the test, and the header to say so.

Usage: check_choice.py --mode best|pairs --work DIR --exporter PY --bench B --sat2d CLI
           --agreement A --proptest P --cc CC [--cxx CXX] --source ROOT [--trace FILE]
       check_choice.py --mode fallback --work DIR --exporter PY --sat2d CLI --source ROOT
Exit status 0 when every check passes; the last line says what ran.
"""
import argparse
import glob
import json
import math
import os
import re
import shutil
import subprocess
import sys

LEVELS = ["scalar", "lanes4", "avx2", "avx512"]
# The tests the example (examples/export/consumer.c) calls.
EXAMPLE_TESTS = ["poly_poly", "circle_poly"]
WARNINGS = ["-Wall", "-Wextra", "-Werror", "-pedantic"]
# -O1: the header's implementation compiles in two thirds of -O2's time, and what is checked here
# is the choice; the twins tests prove the code at the default level and at -O3.
OPT = "-O1"


def fail(msg):
    print("FAIL " + msg)
    sys.exit(1)


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        fail(f"{' '.join(cmd)} exited {r.returncode}\n{r.stdout[-3000:]}{r.stderr[-3000:]}")
    return r.stdout


def variant_level(name):
    """docs/export.md's level table: the width a variant's name says, 0 for a scalar one."""
    for prefix, level in (("avx512_", 3), ("avx_", 2), ("sse_", 1)):
        if name.startswith(prefix):
            return level
    return 0


def usable_variants(sat2d):
    """The registered variants that are no pitfall, as `sat2d list` prints them."""
    names = set()
    for line in run([sat2d, "list"]).split("\n"):
        m = re.match(r"(\w+)\s+(reference|trick|pitfall)\s", line)
        if m and m.group(2) != "pitfall":
            names.add(m.group(1))
    if "textbook" not in names:
        fail("sat2d list names no textbook")
    return names


def ranking_of_bench(path, usable):
    """{test: [variant, best first]}: geometric mean of the medians' pairs per second over the
    configurations every candidate ran (a run without repetitions: its single rows)."""
    per = {}
    for b in json.load(open(path))["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        parts = b["name"].split("/")
        if len(parts) < 3 or parts[1] not in usable or not b.get("items_per_second"):
            continue
        cfg = "/".join(parts[2:]).replace("_median", "")
        per.setdefault(parts[0], {}).setdefault(parts[1], {})[cfg] = b["items_per_second"]
    out = {}
    for t, cands in per.items():
        common = set.intersection(*(set(c) for c in cands.values()))
        if not common:
            fail(f"{path}: no configuration every variant of {t} ran")
        score = {v: sum(math.log(c[k]) for k in common) / len(common) for v, c in cands.items()}
        out[t] = sorted(score, key=lambda v: -score[v])
    return out


def ranking_of_pairs(path):
    """{test: [variant, best first]}: sat2d-bench --pairs's order, variants that agreed only."""
    data = json.load(open(path))
    return {t: [r["name"] for r in v["ranking"] if r.get("kind") == "variant" and not r.get("disagree")]
            for t, v in data["tests"].items()}


def choice_of(ranking):
    """docs/export.md's rule: textbook at the scalar level; at each level above, the best-ranked
    variant that level runs; a level running what the level below runs is left out, except an
    8-lane variant at the AVX-512 level (its AVX-512VL build)."""
    lv = {0: "textbook"}
    for level in (1, 2, 3):
        best = next((v for v in ranking if variant_level(v) <= level), None)
        if best:
            lv[level] = best
    for level in (3, 2, 1):
        below = next(lv[k] for k in range(level - 1, -1, -1) if k in lv)
        if level in lv and lv[level] == below and not (level == 3 and variant_level(below) == 2):
            del lv[level]
    return lv


def stamp_of(header):
    """{test: {level: variant}} from the header's opening comment."""
    text = open(header, encoding="utf-8").read()
    head = text[: text.index("*/")]
    out = {}
    for m in re.finditer(r"^ \*   (\w+) +((?:\w+: \w+(?:, )?)+)$", head, re.M):
        out[m.group(1)] = {LEVELS.index(k): v for k, v in re.findall(r"(\w+): (\w+)", m.group(2))}
    if not out:
        fail(f"{header}: no choice in its opening comment")
    return out


def check_fallback(a):
    """A committed run without rows for a test: the test's choice must come from a run of the
    nearest CPU that has them, and the header must say so. The run without is made here from
    the committed run with the most tests, less one of them, under a model number of its own."""
    runs = sorted(glob.glob(os.path.join(a.source, "results", "*", "bench.json")))
    if not runs:
        fail("no committed runs in results/")
    tests_of = {r: {b["name"].split("/")[0] for b in json.load(open(r))["benchmarks"]} for r in runs}
    base = max(runs, key=lambda r: len(tests_of[r]))
    test = "ray_poly" if "ray_poly" in tests_of[base] else sorted(tests_of[base])[-1]
    m = re.match(r"(.+?-f\d+-m)(\d+)(-.*)", os.path.basename(os.path.dirname(base)))
    if not m:
        fail(f"{base}: not named <vendor>-f<family>-m<model>-...")
    lacking = os.path.join(a.work, m.group(1) + str(int(m.group(2)) + 1000) + m.group(3))
    os.makedirs(lacking)
    data = json.load(open(base))
    data["benchmarks"] = [b for b in data["benchmarks"] if b["name"].split("/")[0] != test]
    json.dump(data, open(os.path.join(lacking, "bench.json"), "w"))
    header = os.path.join(a.work, "sat2d_single.h")
    run([sys.executable, a.exporter, "-o", header, "--from-results", lacking, "--tests",
         f"poly_poly,{test}"])
    text = open(header, encoding="utf-8").read()
    note = re.search(rf"^ \*     \(from the run (\S+), the nearest CPU's with rows for\s+\*?\s*{test}:"
                     rf"\s+\*?\s*{re.escape(os.path.basename(lacking))} has none\)", text, re.M)
    if not note:
        fail(f"the header does not say where {test}'s choice came from:\n{text[:1500]}")
    source = os.path.join(a.source, "results", note.group(1), "bench.json")
    if test not in tests_of.get(source, set()):
        fail(f"{test}'s choice is said to come from {note.group(1)}, which has no rows for it")
    if note.group(1).split("-m")[0] != m.group(1)[:-2]:
        fail(f"{note.group(1)} is not of the family of {base}, which has rows for {test}")
    want = choice_of(ranking_of_bench(source, usable_variants(a.sat2d))[test])
    got = stamp_of(header)
    if got.get(test) != want:
        fail(f"{test}: the header's choice {got.get(test)} is not {note.group(1)}'s {want}")
    print(f"ok   {test}, which the run lacks, takes {note.group(1)}'s choice {want}, and says so")
    print("export --fallback: 1 passed, 0 failed")


def at_level(choice, level):
    """The variant a test's choice runs on a CPU of `level`."""
    return choice[max(k for k in choice if k <= level)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", required=True, choices=["best", "pairs", "fallback"])
    for opt in ("work", "exporter", "sat2d", "source"):
        ap.add_argument("--" + opt, required=True)
    for opt in ("bench", "agreement", "proptest", "cc", "cxx", "trace"):
        ap.add_argument("--" + opt)
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    if a.mode == "fallback":
        return check_fallback(a)
    if not (a.bench and a.agreement and a.proptest and a.cc):
        ap.error(f"--mode {a.mode} needs --bench, --agreement, --proptest and --cc")
    header = os.path.join(a.work, "sat2d_single.h")

    # The export, with the shortest timing: this checks that the choice is honoured, not which
    # variant is fastest.
    cmd = [sys.executable, a.exporter, "-o", header, "--bench", a.bench, "--keep", a.work,
           "--min-time", "0.001", "--repetitions", "1"]
    if a.mode == "best":
        cmd += ["--best", "--quick", "--tests", ",".join(EXAMPLE_TESTS)]
    else:
        cmd += ["--pairs", a.trace]  # without --tests: the tests the trace holds
    run(cmd)

    # 1. The header names the choice the measurement makes.
    usable = usable_variants(a.sat2d)
    if a.mode == "best":
        ranking = ranking_of_bench(os.path.join(a.work, "bench.json"), usable)
    else:
        ranking = ranking_of_pairs(os.path.join(a.work, "ranking.json"))
    want = {t: choice_of(ranking[t]) for t in EXAMPLE_TESTS if t in ranking}
    if sorted(want) != sorted(EXAMPLE_TESTS):
        fail(f"the measurement ranks {sorted(ranking)}, not {EXAMPLE_TESTS}")
    got = stamp_of(header)
    if got != want:
        fail(f"the header's choice {got} is not the measurement's {want}")
    print(f"ok   the header names the measurement's choice: {want}")

    # 2. The example from the header alone; its implementation object serves the plugin too.
    ex = os.path.join(a.source, "examples", "export")
    impl = os.path.join(a.work, "sat2d_impl.o")
    run([a.cc, "-std=c11", OPT, "-fPIC", *WARNINGS, "-I", a.work, "-c",
         os.path.join(ex, "sat2d_impl.c"), "-o", impl])
    objs, link, defs = [impl], a.cc, []
    if a.cxx:
        side = os.path.join(a.work, "engine_side.o")
        run([a.cxx, "-std=c++17", OPT, *WARNINGS, "-I", a.work, "-I", ex, "-c",
             os.path.join(ex, "engine_side.cc"), "-o", side])
        objs.append(side)
        link, defs = a.cxx, ["-DEXAMPLE_WITH_CXX"]
    cons = os.path.join(a.work, "consumer.o")
    run([a.cc, "-std=c11", OPT, *WARNINGS, *defs, "-I", a.work, "-I", ex, "-c",
         os.path.join(ex, "consumer.c"), "-o", cons])
    exe = os.path.join(a.work, "example")
    run([link, cons, *objs, "-lm", "-o", exe])
    out = run([exe])
    m = re.search(r"level (\d): poly_poly by (\w+), circle_poly by (\w+)", out)
    if not m or " 0 verdicts differ from the reference" not in out:
        fail(f"the example's output:\n{out}")
    level = int(m.group(1))
    ran = {"poly_poly": m.group(2), "circle_poly": m.group(3)}
    for t in EXAMPLE_TESTS:
        if ran[t] != at_level(want[t], level):
            fail(f"the example runs {t} by {ran[t]} at level {LEVELS[level]}, the choice is "
                 f"{at_level(want[t], level)}")
    print(f"ok   the example runs the chosen variants at level {LEVELS[level]}: {ran}")

    # 3. The slots as a contender: agreement at every level this CPU runs, the oracle.
    plugin = os.path.join(a.work, "sat2d_single.so")
    tests_dir = os.path.join(a.source, "tests", "export")
    run([a.cc, "-std=c11", OPT, "-shared", "-fPIC", "-fvisibility=hidden",
         "-DEXPORT_GLUE_NO_IMPLEMENTATION", *WARNINGS, "-I", a.work, "-I", tests_dir,
         "-I", os.path.join(a.source, "include"), os.path.join(tests_dir, "export_plugin.c"),
         os.path.join(tests_dir, "export_glue.c"), impl, "-lm", "-o", plugin])
    for t in EXAMPLE_TESTS:
        out = run([a.agreement, "2000", "1", "--test", t, "--plugin", plugin])
        for k in range(level + 1):
            if not re.search(rf"^ok +{t} +export_{LEVELS[k]} ", out, re.M):
                fail(f"sat2d-agreement checked no export_{LEVELS[k]} on {t}:\n{out}")
        if not re.search(r"^[1-9]\d* passed, 0 failed$", out, re.M):
            fail(f"sat2d-agreement on {t}:\n{out}")
        out = run([a.proptest, "--plugin", plugin, "--impl", "export", "--seed", "1",
                   "--cases", "2000", "--test", t])
        if not re.search(r"^[1-9]\d* passed, 0 failed$", out, re.M):
            fail(f"sat2d-proptest on {t}:\n{out}")
    print(f"ok   agreement (levels scalar..{LEVELS[level]}) and proptest on {EXAMPLE_TESTS}")
    print(f"export --{a.mode}: 3 passed, 0 failed")


if __name__ == "__main__":
    main()
