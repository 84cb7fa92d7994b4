#!/usr/bin/env python3
"""The project's speed goals (targets.json beside this file) judged on sat2d-bench runs: the
perf gate prints them for its own run (perfcheck.py), and this script judges committed runs.

    python3 bench/perfgate/targets.py [--targets FILE] [--wasm JSON] BENCH_JSON...

Each goal is judged on one variant of its run (see the "variants" field in targets.json): the
cell says the variant and its measure, the 16-lane variant beside it where that one runs
faster, what the variant's floor would allow where a ratio misses (or how far past its floor it
already runs), and whether the verdict lies within the run's own noise (the spread of the
repetitions behind it, the two rows of a ratio combined). Exit status: 0, or 1 with --gate
when a measured goal is missed. Runs and floors are read with bench/report's modules.
"""
import argparse
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(HERE, "..", "report"))  # the source tree's bench/report
from report_runs import (SCALAR, Run, clock_of, cpu_label, cpu_of, fmt_ratio,  # noqa: E402
                         fmt_share, is_peer, lanes_of, mem_floor, memory_of, rows_of,
                         skips_projections)

DEFAULT = os.path.join(HERE, "targets.json")
VARIANTS = {
    "simd8": lambda w: not is_peer(w) and 1 < lanes_of(w) <= 8,
    "simd": lambda w: not is_peer(w) and lanes_of(w) > 1,
    "linear": lambda w: not is_peer(w) and skips_projections(w),
}
VS = {"textbook": "`textbook`", "peer": "the fastest peer", "scalar": "the fastest scalar variant",
      "quadratic": "the fastest variant computing every projection"}


def read_targets(path=DEFAULT):
    with open(path) as f:
        return json.load(f)["targets"]


def reference(run, t, d, n, vs):
    """(pairs/s, name) of what a ratio target divides by."""
    if vs == "textbook":
        return run.ips(t, "textbook", d, n), "textbook"
    if vs == "peer":
        return run.best(t, d, n, is_peer)
    if vs == "scalar":
        return run.best(t, d, n, lambda w: w in SCALAR and w != "textbook_bc")
    if vs == "quadratic":
        return run.best(t, d, n, lambda w: not is_peer(w) and not skips_projections(w))
    return run.ips(t, vs, d, n), vs


def value(run, tg, who):
    """`who`'s measure for a target: its ratio to the reference, or its share of its floor; 0
    where the run lacks what it needs (the case, a peer, a trusted clock)."""
    t, d, n = tg["test"], tg["data"], tg["n"]
    if tg["vs"] == "floor":
        return run.share(t, who, d, n)
    rate, base = run.ips(t, who, d, n), reference(run, t, d, n, tg["vs"])[0]
    return rate / base if rate and base else 0.0


def noise(run, tg, who):
    """How far the run's own noise can move `who`'s measure, as a fraction (0 if unknown)."""
    t, d, n = tg["test"], tg["data"], tg["n"]
    own = run.cv(t, who, d, n)
    if tg["vs"] == "floor":
        return own
    base = reference(run, t, d, n, tg["vs"])[1]
    return math.hypot(own, run.cv(t, base, d, n)) if base else own


def judge(run, tg):
    """(cell, met or None where not measured, within the run's noise)."""
    t, d, n, goal, vs = tg["test"], tg["data"], tg["n"], tg["goal"], tg["vs"]
    sel = tg.get("variants", "simd8")
    fmt = fmt_share if vs == "floor" else fmt_ratio
    _, who = run.best(t, d, n, VARIANTS[sel])
    v = value(run, tg, who) if who else 0.0
    if not v:
        why = ("no floor: no trusted clock" if vs == "floor" and who and not run.mhz else
               "not measured")
        return why, None, False
    cell = f"`{who}` {fmt(v)}"
    if vs not in ("textbook", "floor"):
        cell += f" vs `{reference(run, t, d, n, vs)[1]}`"
    _, wide = run.best(t, d, n, lambda w: not is_peer(w) and lanes_of(w) > 8)
    if sel == "simd8" and wide and run.ips(t, wide, d, n) > run.ips(t, who, d, n):
        cell += f" (16 lanes: `{wide}` {fmt(value(run, tg, wide))})"
    met = v >= goal
    if not met and vs != "floor":
        # The ratio's denominator is rate / v, so the floor allows floor * v / rate; a variant
        # already past its floor (the model's 2 pipes, where the core has more) is said so.
        f, which = run.floor(t, who, d, n)
        bound, _, aside = which.partition(" (")  # "arithmetic (no memory figures)"
        floor_name = f"{bound} floor{' (' + aside if aside else ''}"
        rate = run.ips(t, who, d, n)
        if f and rate >= f:
            cell += f"; at {fmt_share(rate / f)} of its {floor_name}"
            me, _ = mem_floor(run.mem, t, d, n)  # past the arithmetic model, memory is left
            if bound == "arithmetic" and me > rate:
                cell += f", its memory floor allows {fmt_ratio(me * v / rate)}"
        elif f:
            cell += f"; its {floor_name} allows {fmt_ratio(f * v / rate)}"
    cell += " — met" if met else " — **not met**"
    spread = noise(run, tg, who)
    near = spread > 0 and abs(v - goal) <= spread * goal
    if near:
        cell += f" (within the run's noise, ±{spread:.0%})"
    return cell, met, near


def judge_wasm(w, tg):
    """(cell, met or None) of a target on js/bench/sat-js.mjs's JSON."""
    if tg["wasm"] == "grid_differences":
        grid = w.get("grid", {})
        if not grid:
            return "not measured", None
        wrong = sum(sum(g["mismatches"].values()) for g in grid.values())
        ok = wrong <= tg["goal"]
        return f"{wrong}" + (" — met" if ok else " — **not met**"), ok
    ds = next((ds for ds in w.get("datasets", []) if ds["name"] == tg["data"]), None)
    if not ds:
        return "not measured", None
    res = ds["results"]
    best = max((r for r in res if r["lib"] == "sat2d" and r["impl"].startswith(("sse", "avx"))),
               key=lambda r: r["pairs_per_s"], default=None)
    if tg["wasm"] == "vs_satjs":
        base = next((r["pairs_per_s"] for r in res if r["lib"] == "SAT.js"), None)
    else:
        base = next((r["pairs_per_s"] for r in res if r["impl"] == "textbook"), None)
    if not best or not base:
        return "not measured", None
    x = best["pairs_per_s"] / base
    ok = x >= tg["goal"]
    return f"`{best['impl']}` {x:.1f}×" + (" — met" if ok else " — **not met**"), ok


def describe(tg):
    if "wasm" in tg:
        what = {"vs_satjs": f"wasm SIMD128 ≥ {tg['goal']:g}× SAT.js",
                "vs_textbook": f"wasm SIMD128 ≥ {tg['goal']:g}× wasm textbook",
                "grid_differences": f"wasm verdicts ≠ textbook on the grid ≤ {tg['goal']}"}
        what = what[tg["wasm"]]
        return f"{tg.get('data', 'grid')}: {what}"
    where = f"{tg['test']} {tg['data']}" + (f" n:{tg['n']}" if tg["n"] else "")
    goal = (f"≥ {tg['goal']:.0%} of its floor" if tg["vs"] == "floor" else
            f"≥ {tg['goal']:g}× {VS.get(tg['vs'], '`' + tg['vs'] + '`')}")
    return f"{where} ({tg.get('variants', 'simd8')}): {goal}"


def report(data, targets, label, wasm=None, out=sys.stdout):
    """Prints every target judged on one run (a loaded Google Benchmark JSON); returns
    (met, measured)."""
    ctx, rows = rows_of(data)
    mhz, _, _ = clock_of(ctx)
    run = Run(rows, mhz, memory_of(ctx))
    met = measured = near_count = 0
    print(f"targets on {label} (reported, not gated unless asked):", file=out)
    for tg in targets:
        if "wasm" in tg:
            if wasm is None:
                continue
            cell, ok = judge_wasm(wasm, tg)
            near = False
        else:
            cell, ok, near = judge(run, tg)
        if ok is not None:
            measured += 1
            met += ok
            near_count += near
        line = f"  {describe(tg)}: {cell}"
        print(line.replace("`", "").replace("**", ""), file=out)
    extra = f" ({near_count} within the run's noise)" if near_count else ""
    print(f"  met {met} of the {measured} measured{extra}", file=out)
    return met, measured


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", nargs="+", help="sat2d-bench JSON (results/*/bench.json)")
    ap.add_argument("--targets", default=DEFAULT)
    ap.add_argument("--wasm", help="js/bench/sat-js.mjs JSON, judged with the first run")
    ap.add_argument("--gate", action="store_true", help="exit 1 when a measured goal is missed")
    a = ap.parse_args()
    targets = read_targets(a.targets)
    missed = 0
    for i, path in enumerate(a.json):
        with open(path) as f:
            data = json.load(f)
        wasm = None
        if a.wasm and i == 0:
            with open(a.wasm) as f:
                wasm = json.load(f)
        label = f"{cpu_label(cpu_of(data.get('context', {}), path))} ({path})"
        met, measured = report(data, targets, label, wasm)
        missed += measured - met
    return 1 if a.gate and missed else 0


if __name__ == "__main__":
    sys.exit(main())
