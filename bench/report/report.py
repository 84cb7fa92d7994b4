#!/usr/bin/env python3
"""Turns one Google Benchmark JSON run of sat2d-bench into REPORT.md and one SVG plot per test,
with every other CPU's committed run (--other) side by side where it matters.

Every number in the report is read from those JSONs (medians over repetitions, compared as
ratios within a run), from the pitfall-rate JSONs written by sat2d-proptest and
sat2d-agreement, and from js/bench/sat-js.mjs's JSON; nothing is typed in by hand. The report
reads in a user's order: which variant to use, every test at a glance, each test with its plot,
then how it was measured. Standard library only.

The work is split by concern among the report_*.py modules beside this file: report_runs
(loading, medians, floors model, the choice of what to use), report_guide (the opening two
sections), report_plots (the SVGs), report_per_test (the sections per test, the tricks,
`exact`), report_methods (methods, floors, pitfalls, peers) and report_wasm. pairs_report.py
imports Run, fmt_rate, fmt_ratio, is_peer, load, recommend and table from here.
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources (nor where installed)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# The names other scripts and the tests use, re-exported from the modules that hold them.
from report_runs import (PEERS, SCALAR, TESTS, Run, clock_of, fmt_rate, fmt_ratio,  # noqa: E402,F401
                         fmt_share, is_peer, lanes_of, load, load_run, main_point, memory_of,
                         recommend, rows_of, table)
from report_guide import glance_section, guide_section  # noqa: E402
from report_methods import (floors_section, methods_section, peers_section,  # noqa: E402
                            pitfalls_section, poly_floor_section)
from report_per_test import (exact_section, test_sections, tricks_section,  # noqa: E402
                             twin_exact_paths_section)
from report_plots import plot_test  # noqa: E402,F401
from report_wasm import wasm_section  # noqa: E402

__all__ = ["PEERS", "SCALAR", "TESTS", "Run", "build", "clock_of", "exact_section", "fmt_rate",
           "fmt_ratio", "fmt_share", "glance_section", "guide_section", "is_peer", "lanes_of",
           "load", "load_run", "main", "main_point", "memory_of", "plot_test", "recommend",
           "rows_of", "table", "test_sections", "twin_exact_paths_section", "wasm_section"]


def build(a):
    """The report's text, sections in the reader's order; writes the plots to a.svg_dir."""
    rel = lambda p: os.path.relpath(p, os.path.dirname(os.path.abspath(a.out)))
    runs = [load_run(a.json)] + [load_run(p) for p in a.other]
    r0 = runs[0]
    run, ctx = r0["run"], r0["ctx"]
    md = ["# sat2d performance report\n"]
    md.append("Which of sat2d's implementations to use for each collision test on each CPU "
              "family measured, and how fast each one is against the textbook version and other "
              "engines. Figures are pairs per second, medians of interleaved repetitions; every "
              "comparison is a ratio within one run (\"Methods and floors\" at the end says how "
              "and on what).\n")
    md.append(guide_section(runs))
    md.append(glance_section(run, r0["no_floor"]))
    md.append(test_sections(runs, a.svg_dir, rel))
    md.append(tricks_section(run))
    md.append(exact_section(run, ctx))
    md.append(twin_exact_paths_section(ctx))
    md.append(methods_section(runs, a, rel))
    md.append(floors_section(run, ctx, r0["no_floor"], r0["clock_text"]))
    md.append(poly_floor_section(run, r0["no_floor"], r0["clock_text"]))
    md.append(pitfalls_section(a, rel))
    md.append(peers_section(run))
    if a.wasm and os.path.exists(a.wasm):
        md.append(wasm_section(a.wasm, rel))
    md.append("## Reproduce\n")
    md.append(f"`{a.command}` on the machine above; the JSON behind every number is "
              f"`{rel(a.json)}`.\n")
    return "\n".join(md)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", required=True)
    ap.add_argument("--pitfalls")
    ap.add_argument("--proptest", help="sat2d-proptest --json output (pitfalls vs the oracle)")
    ap.add_argument("--svg-dir", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--compiler", default="")
    ap.add_argument("--flags", default="")
    ap.add_argument("--commit", default="")
    ap.add_argument("--command", default="make bench")
    ap.add_argument("--wasm", help="js/bench/sat-js.mjs --out JSON (WebAssembly and SAT.js); optional")
    ap.add_argument("--other", action="append", default=[], metavar="JSON",
                    help="another CPU's bench.json (repeatable): set beside this run in "
                    "\"Which should I use?\" and each test's section")
    a = ap.parse_args(argv)
    text = build(a)
    with open(a.out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
