#!/usr/bin/env python3
"""README.md's "Which variant to use" table, written from the committed full runs.

    readme_table.py [--check] [--readme README.md] [--results results]

For every test of the one list of tests (SAT2D_TESTS in sat2d/registry.h) at 50% hits, and for
convex polygons also at 32 corners, each CPU family's fastest sat2d variant in its committed
`make bench` run (results/*/bench.json), its speed-up over `textbook` and over the fastest other
engine on the same pairs, and the pick for a CPU with AVX2 but no AVX-512 where it differs.
The table and the line naming the CPUs go between README.md's two variant-table markers;
everything else in README.md is left as it is. `make bench` runs this after a full run;
--check (a CTest) fails when README.md is not what the committed runs say. Standard library
only."""
import argparse
import glob
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from report_guide import pick  # noqa: E402
from report_runs import (is_peer, lanes_of, load_run, main_point, microarch,  # noqa: E402
                         registry_tests)

BEGIN = "<!-- variant-table: written by bench/report/readme_table.py from results/*/bench.json -->"
END = "<!-- end of variant-table -->"

# How the table names a test: its shapes in words (registry.h's shape kinds).
SHAPE = {"POINT": "point", "CIRCLE": "circle", "RECT": "rectangle", "POLY": "convex polygon",
         "POLYGON": "simple polygon", "SEGMENT": "segment", "RAY": "ray", "CAPSULE": "capsule"}
# Tests whose parameters say more than their shapes do.
PARAMS = {"sweep": "swept convex polygons", "bound": "bounding-circle pre-check",
          "manifold": "contact manifold of convex polygons"}


def test_words(a, b, params):
    """"circle vs convex polygon", "point in simple polygon", "rays vs ..." in plain words."""
    if params in PARAMS:
        return PARAMS[params]
    if a == "TRANSFORM":
        return "model to world"
    if a not in SHAPE or b not in SHAPE:
        return ""
    if a == b:
        return SHAPE[a] + "s"
    if a == "POINT":
        return f"point in {SHAPE[b]}"
    if a == "RAY":
        return f"ray cast against a {SHAPE[b]}"
    return f"{SHAPE[a]} vs {SHAPE[b]}"


def engine(peer):
    """The engine a peer's name calls: box2d_* is Box2D, chipmunk* is Chipmunk2D."""
    return "Box2D" if peer.startswith("box2d") else "Chipmunk2D" if peer.startswith("chipmunk") else peer


def pick_text(run, test, d, n, v, w):
    base = run.ips(test, "textbook", d, n)
    pv, pw = run.best(test, d, n, is_peer)
    text = f"`{w}` {v / base:.1f}×"
    return text + (f" ({v / pv:.1f}× {engine(pw)})" if pw else "")


def cell(run, test, d, n):
    """One CPU's answer for one test: its fastest variant, and the AVX2-only pick if the
    fastest needs AVX-512."""
    if not run.ips(test, "textbook", d, n):
        return "not measured"
    v, w = pick(run, test, d, n, 16)
    if not w:
        return "not measured"
    text = pick_text(run, test, d, n, v, w)
    if lanes_of(w) > 8:
        v2, w2 = pick(run, test, d, n, 8)
        if w2:
            text += "; AVX2 only: " + pick_text(run, test, d, n, v2, w2)
    return text


def cpu_order(r):
    """AMD before Intel, the newest Zen first."""
    m = re.search(r"family (\d+) model (\d+)", r["cpu"])
    fam = int(m[1]) if m else 0
    return (not r["cpu"].startswith("AMD"), -fam, r["cpu"])


def column(r, all_runs):
    """The column's head: the microarchitecture where known ("Zen 5"), else the CPU's name
    without its vendor ("Xeon"), with family and model where two runs would share it."""
    def plain(x):
        arch = microarch(x["cpu"])
        if arch:
            return arch
        name = re.sub(r"\((R|TM|tm)\)|\bProcessor\b|\bCPU\b|\bIntel\b|\bAMD\b", "", x["cpu"])
        return re.sub(r"\s+", " ", name.split(" family ")[0]).strip()
    head = plain(r)
    if sum(plain(x) == head for x in all_runs) > 1:
        m = re.search(r"family \d+ model \d+", r["cpu"])
        head += f" ({m[0]})" if m else ""
    return head


def machine_text(r):
    """"2 vCPUs, gcc 12.2.0" from the results folder's name."""
    folder = os.path.basename(os.path.dirname(os.path.abspath(r["path"])))
    m = re.search(r"-(\d+)cpu-gcc-([0-9.]+)$", folder)
    return f"{m[1]} vCPUs, gcc {m[2]}" if m else folder


def table_text(runs, tests):
    runs = sorted(runs, key=cpu_order)
    heads = [column(r, runs) for r in runs]
    lines = ["| your test | " + " | ".join(heads) + " |", "|---|" + "---|" * len(runs)]
    for test, a, b, params in tests:
        measured = [r for r in runs if r["run"].datasets(test)]
        if not measured:
            continue
        d, n = main_point(measured[0]["run"], test)
        points = [(d, n)] + ([("hit50", 32)] if test == "poly_poly" else [])
        for d, n in points:
            words = test_words(a, b, params)
            name = (f"{words} `{test}`" if words else f"`{test}`") + (f", {n} corners" if n else "")
            lines.append(f"| {name} | " + " | ".join(cell(r["run"], test, d, n) for r in runs) + " |")
    cpus = "; ".join(f"{h}: {r['cpu']} ({machine_text(r)})" for h, r in zip(heads, runs))
    return "\n".join(lines) + "\n\n" + cpus + ".\n"


def readme_with(readme_text, table):
    if BEGIN not in readme_text or END not in readme_text:
        sys.exit(f"readme_table: README.md lacks the markers {BEGIN!r} and {END!r}")
    head, rest = readme_text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return head + BEGIN + "\n" + table + END + tail


def main(argv=None):
    top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="change nothing; exit 1 if README.md differs from the committed runs")
    ap.add_argument("--readme", default=os.path.join(top, "README.md"))
    ap.add_argument("--results", default=os.path.join(top, "results"))
    a = ap.parse_args(argv)
    paths = sorted(glob.glob(os.path.join(a.results, "*", "bench.json")))
    if not paths:
        sys.exit(f"readme_table: no committed runs (*/bench.json) in {a.results}")
    tests = registry_tests()
    if not tests:
        sys.exit("readme_table: SAT2D_TESTS not found (include/sat2d/registry.h)")
    with open(a.readme) as f:
        old = f.read()
    new = readme_with(old, table_text([load_run(p) for p in paths], tests))
    if a.check:
        if new != old:
            sys.exit("readme_table: README.md's variant table differs from the committed runs; "
                     "run python3 bench/report/readme_table.py")
        print(f"readme_table: README.md agrees with {len(paths)} committed runs")
        return
    if new != old:
        with open(a.readme, "w") as f:
            f.write(new)
    print(f"readme_table: README.md's variant table from {len(paths)} committed runs")


if __name__ == "__main__":
    main()
