"""The report's "WebAssembly and SAT.js" section, from the JSON js/bench/sat-js.mjs writes:
sat2d compiled to wasm32 with SIMD128 against SAT.js on the same pairs, and their verdicts
pair by pair. Standard library only."""
import json

from report_runs import fmt_rate, fmt_ratio, table


def wasm_section(path, rel):
    with open(path) as f:
        w = json.load(f)
    c = w["context"]
    md = ["## WebAssembly and SAT.js\n"]
    md.append(f"From `{rel(path)}` (`{c['command']}`, on {c['cpu']}, {c['cpus']} CPUs, node "
              f"{c['node']}): sat2d compiled for `wasm32-wasi` with SIMD128 ({c['backend']}) and "
              f"called from JavaScript through `js/sat2d.mjs`, against SAT.js {c['satjs_version']} "
              "(npm `sat`) on the same pairs, exported from the native benchmark's generator "
              "(`sat2d-export-datasets`) and the Box2D trace. SAT.js shapes are built once outside "
              "the timed loop and called one pair at a time; sat2d answers each data set in one "
              "batch call over typed arrays, copies in and out included. Figures are medians of "
              f"{c['repetitions']} interleaved repetitions of at least {c['min_time_s']} s; in "
              "wasm the `sse_` kernels are one SIMD128 register wide and the `avx_` ones two.\n")
    simd = lambda r: r["lib"] == "sat2d" and r["impl"].startswith(("sse", "avx"))
    summary = []
    for ds in w["datasets"]:
        res = ds["results"]
        by = {r["impl"]: r["pairs_per_s"] for r in res}
        base = by.get("textbook")
        peer = next((r for r in res if r["lib"] == "SAT.js"), None)
        body = []
        for r in sorted(res, key=lambda r: -r["pairs_per_s"]):
            v = r["pairs_per_s"]
            body.append([f"`{r['impl']}`" + (" (SAT.js)" if r["lib"] == "SAT.js" else ""), fmt_rate(v),
                         fmt_ratio(v / base) if base else "—",
                         fmt_ratio(v / peer["pairs_per_s"]) if peer else "—"])
        md.append(f"### `{ds['name']}` ({ds['pairs']} pairs)\n")
        md.append(table(["implementation", "pairs/s", "vs wasm `textbook`",
                         f"vs `{peer['impl']}`" if peer else "vs SAT.js"], body) + "\n")
        best = max((r for r in res if simd(r)), key=lambda r: r["pairs_per_s"], default=None)
        if best and peer:
            summary.append([f"best wasm SIMD128 vs `{peer['impl']}`, `{ds['name']}`",
                            f"{best['pairs_per_s'] / peer['pairs_per_s']:.1f}× (`{best['impl']}`)"])
        if best and base:
            summary.append([f"best wasm SIMD128 vs wasm `textbook`, `{ds['name']}`",
                            f"{best['pairs_per_s'] / base:.1f}× (`{best['impl']}`)"])
    grid = w.get("grid", {})
    if grid:
        wrong = sum(sum(g["mismatches"].values()) for g in grid.values())
        checked = ", ".join(f"{t}: {len(g['mismatches'])} variants × {g['pairs']} pairs"
                            for t, g in grid.items())
        summary.append(["wasm verdicts that differ from `textbook` on the integer-grid corpus",
                        f"{wrong} ({checked})"])
    md.append("In short:\n")
    md.append(table(["comparison", "measured"], summary) + "\n")
    body = []
    agreements = [(ds["name"], ds["agreement"]) for ds in w["datasets"]]
    agreements += [(f"grid/{t} (integer grid, not timed)", a) for t, a in w.get("grid_satjs", {}).items()]
    for name, a in agreements:
        twins = sum(a["variant_mismatches"].values())
        body.append([f"`{name}`", a["pairs"], a["textbook_hits"], a["satjs_hits"], a["disagree"],
                     a["satjs_matches_exact"], a["textbook_matches_exact"],
                     f"{a['max_abs_gap']:.3g}" if a["disagree"] else "—", twins])
    md.append("Verdicts, pair by pair. SAT.js, like sat2d, treats shapes as closed: its tests "
              "separate only on a strict gap (`>`), so touching collides in both. It computes in "
              "float64 from the same float32 coordinates and normalises its normals, where "
              "`textbook` rounds in float32, so only pairs within rounding distance of touching "
              "can be called differently; each such pair is judged by sat2d's `exact` variant "
              "(the truth on finite input), and the gap column is the largest distance from "
              "touching (sat2d's separating-axis gap) among them. The generated data sets hold "
              "few such pairs; the integer-grid corpus holds many exact contacts, where every "
              "float operation of `textbook` is exact and SAT.js's normalised normals are not. "
              "The last column counts verdicts of the other wasm variants that differ from wasm "
              "`textbook` on the data:\n")
    md.append(table(["data", "pairs", "`textbook` hits", "SAT.js hits", "SAT.js ≠ textbook",
                     "SAT.js right (exact)", "`textbook` right (exact)", "max gap",
                     "wasm variants ≠ textbook"], body) + "\n")
    return "\n".join(md)
