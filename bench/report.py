#!/usr/bin/env python3
"""Turns one Google Benchmark JSON run of sat2d-bench into REPORT.md and SVG plots.

Every number in the report is read from that JSON (medians over repetitions, compared as
ratios within the run) or from the pitfall-rate JSON written by sat2d-agreement; nothing is
typed in by hand. Standard library only.
"""
import argparse
import json
import math
import os
import re

NAME = re.compile(r"^(?P<test>[a-z_]+)/(?P<who>[a-z0-9_]+)/(?P<data>[a-z0-9_]+)/n:(?P<n>\d+)$")
PEERS = ("box2d_overlap", "box2d_collide", "chipmunk")
LANES = {"sse": 4, "avx": 8, "avx512": 16}
SCALAR = ("textbook", "textbook_bc", "unnorm", "planes", "walk", "witness")


def skips_projections(w):
    """Walks and witnesses: planes' verdict from far fewer than n*n projections."""
    return "walk" in w or "witness" in w


def load(path):
    with open(path) as f:
        data = json.load(f)
    rows = {}
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        m = NAME.match(b.get("run_name", b["name"]))
        if not m:
            continue
        key = (m["test"], m["who"], m["data"], int(m["n"]))
        rows[key] = {
            "ips": b.get("items_per_second", 0.0),
            "hits": b.get("hits", 0),
            "pairs": b.get("pairs", 0),
            "disagree": b.get("disagree", 0),
        }
    return data["context"], rows


def fmt_rate(v):
    return "—" if not v else f"{v / 1e6:.2f} M"


def fmt_ratio(v):
    return "—" if not v or math.isnan(v) else f"{v:.2f}×"


class Run:
    def __init__(self, rows):
        self.rows = rows

    def ips(self, test, who, data, n):
        r = self.rows.get((test, who, data, n))
        return r["ips"] if r else 0.0

    def who(self, test, data=None, n=None, peers=True):
        names = []
        for (t, w, d, k) in self.rows:
            if t == test and (data is None or d == data) and (n is None or k == n):
                if (peers or w not in PEERS) and w not in names:
                    names.append(w)
        order = {w: i for i, w in enumerate(SCALAR)}
        return sorted(names, key=lambda w: (w in PEERS, w not in order, order.get(w, 0), w))

    def sizes(self, test, data):
        return sorted({k for (t, w, d, k) in self.rows if t == test and d == data})

    def datasets(self, test):
        return sorted({d for (t, w, d, k) in self.rows if t == test})

    def ratio(self, test, a, b, data, n):
        x, y = self.ips(test, a, data, n), self.ips(test, b, data, n)
        return x / y if x and y else float("nan")

    def best(self, test, data, n, pred):
        cands = [(self.ips(test, w, data, n), w) for w in self.who(test, data, n) if pred(w)]
        cands = [c for c in cands if c[0]]
        return max(cands) if cands else (0.0, None)


def svg_lines(path, title, series, xlabel, ylabel, xlog=True, xticks=None):
    """A small log-scale line chart: series is {name: [(x, y), ...]}."""
    w, h, left, right, top, bottom = 760, 420, 70, 190, 30, 45
    pts = [(x, y) for s in series.values() for (x, y) in s if y > 0]
    if not pts:
        return False
    fx = (lambda v: math.log(v)) if xlog else (lambda v: v)
    xs = [fx(x) for x, _ in pts]
    ys = [math.log10(y) for _, y in pts]
    x0, x1 = min(xs), max(xs)
    y0, y1 = math.floor(min(ys)), math.ceil(max(ys))
    x1 = x1 if x1 > x0 else x0 + 1
    y1 = y1 if y1 > y0 else y0 + 1

    def px(x):
        return left + (fx(x) - x0) / (x1 - x0) * (w - left - right)

    def py(y):
        return top + (y1 - math.log10(y)) / (y1 - y0) * (h - top - bottom)

    palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
               "#7f7f7f", "#bcbd22", "#17becf", "#000000", "#aec7e8", "#ffbb78", "#98df8a",
               "#ff9896", "#c5b0d5"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'font-family="sans-serif" font-size="11">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="13">{title}</text>']
    for e in range(y0, y1 + 1):
        y = top + (y1 - e) / (y1 - y0) * (h - top - bottom)
        out.append(f'<line x1="{left}" x2="{w - right}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 5}" y="{y + 4:.1f}" text-anchor="end">1e{e}</text>')
    for x in xticks or sorted({x for x, _ in pts}):
        out.append(f'<text x="{px(x):.1f}" y="{h - bottom + 15}" text-anchor="middle">{x}</text>')
    out.append(f'<text x="{(left + w - right) / 2}" y="{h - 8}" text-anchor="middle">{xlabel}</text>')
    out.append(f'<text x="15" y="{h / 2}" transform="rotate(-90 15 {h / 2})" '
               f'text-anchor="middle">{ylabel}</text>')
    for i, (name, s) in enumerate(series.items()):
        s = [(x, y) for x, y in s if y > 0]
        if not s:
            continue
        color = palette[i % len(palette)]
        dash = ' stroke-dasharray="5,3"' if name in PEERS or name in SCALAR else ""
        d = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in s)
        out.append(f'<polyline points="{d}" fill="none" stroke="{color}" stroke-width="2"{dash}/>')
        ly = top + 14 * i
        out.append(f'<line x1="{w - right + 10}" x2="{w - right + 30}" y1="{ly}" y2="{ly}" '
                   f'stroke="{color}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{w - right + 35}" y="{ly + 4}">{name}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
    return True


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", required=True)
    ap.add_argument("--pitfalls")
    ap.add_argument("--proptest", help="sat2d-proptest --json output (pitfalls vs the oracle)")
    ap.add_argument("--svg-dir", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--compiler", default="")
    ap.add_argument("--flags", default="")
    ap.add_argument("--commit", default="")
    ap.add_argument("--command", default="make bench")
    a = ap.parse_args()
    ctx, rows = load(a.json)
    run = Run(rows)
    rel = lambda p: os.path.relpath(p, os.path.dirname(os.path.abspath(a.out)))
    nominal = ctx.get("mhz_per_cpu", 0)
    measured = float(ctx.get("sat2d_clock_mhz", 0) or 0)
    mhz = round(measured) if measured > 0 else nominal
    clock_text = (f"{mhz} MHz measured by sat2d-bench before the run (a chain of dependent "
                  f"one-cycle integer adds against the wall clock; /proc/cpuinfo says {nominal} "
                  f"MHz)" if measured > 0 else
                  f"{mhz} MHz as Google Benchmark read it from /proc/cpuinfo (nominal: this run "
                  f"did not measure it)")
    md = []
    md.append("# sat2d performance report\n")
    md.append(f"Generated by `bench/report.py` from `{rel(a.json)}` (`{a.command}`). "
              "Every figure is the median of the run's repetitions (random interleaving), and "
              "every comparison is a ratio within this one run. Throughput is pairs per second "
              "over data sets of 4096 broad-phase pairs (bounding boxes overlap), verdicts only.\n")
    md.append(table(["", ""], [
        ["machine", f"{ctx.get('host_name', '?')}, {ctx.get('num_cpus', '?')} CPUs"],
        ["clock", clock_text],
        ["compiler", a.compiler], ["flags", a.flags],
        ["SIMD level", ctx.get("sat2d_simd_backend", "?")],
        ["commit", a.commit], ["date", ctx.get("date", "?")],
        ["repetitions", "quick" if ctx.get("sat2d_quick") == "1" else "full"],
    ]) + "\n")

    # Headline and targets.
    data, n = "hit50", 8
    md.append("## Headline: convex polygons, 8 corners, 50% hits\n")
    base = run.ips("poly_poly", "textbook", data, n)
    b2 = run.ips("poly_poly", "box2d_overlap", data, n)
    hdr = ["implementation", "pairs/s", "vs textbook", "vs Box2D b2TestOverlap", "peer disagreements"]
    body = []
    for w in sorted(run.who("poly_poly", data, n), key=lambda w: -run.ips("poly_poly", w, data, n)):
        r = rows[("poly_poly", w, data, n)]
        body.append([f"`{w}`", fmt_rate(r["ips"]), fmt_ratio(r["ips"] / base if base else 0),
                     fmt_ratio(r["ips"] / b2 if b2 else 0),
                     int(r["disagree"]) if w in PEERS else ""])
    md.append(table(hdr, body) + "\n")
    simd = lambda w: w.startswith(("sse", "avx"))
    best_simd, best_simd_name = run.best("poly_poly", data, n, simd)
    best_scalar, best_scalar_name = run.best("poly_poly", data, n, lambda w: w in SCALAR and w != "textbook_bc")
    targets = []
    if best_simd and base:
        targets.append(["best SIMD vs textbook", ">= 30×", f"{best_simd / base:.1f}× (`{best_simd_name}`)",
                        "met" if best_simd / base >= 30 else "not met"])
    if best_simd and best_scalar:
        targets.append(["best SIMD vs best scalar", ">= 4×",
                        f"{best_simd / best_scalar:.1f}× (`{best_scalar_name}`)",
                        "met" if best_simd / best_scalar >= 4 else "not met"])
    if best_simd and b2:
        targets.append(["best SIMD vs Box2D b2TestOverlap", ">= 15×", f"{best_simd / b2:.1f}×",
                        "met" if best_simd / b2 >= 15 else "not met"])
    floor_rows = []
    for w in run.who("poly_poly", peers=False):
        lanes = LANES.get(w.split("_")[0])
        if not lanes or not mhz:
            continue
        for nn in (8, 32, 64):
            for d in ("hit100", "hit50"):
                v = run.ips("poly_poly", w, d, nn)
                if v:
                    floor = mhz * 1e6 * lanes / (nn * nn)
                    floor_rows.append([f"`{w}`", "fewer" if skips_projections(w) else "all n²", nn,
                                       d, fmt_rate(v), fmt_rate(floor), f"{100 * v / floor:.0f}%"])
    share = lambda r: float(r[6][:-1])
    f32 = [r for r in floor_rows if r[2] == 32]
    if f32:
        top = max(f32, key=share)
        note = " — by doing fewer projections" if top[1] == "fewer" else ""
        targets.append(["share of the arithmetic floor at 32 corners", ">= 80%",
                        f"{top[6]} (`{top[0].strip('`')}`, {top[3]}){note}",
                        "met" if share(top) >= 80 else "not met"])
        full = [r for r in f32 if r[1] != "fewer"]
        if full:
            top = max(full, key=share)
            targets.append(["the same, kernels that compute all n² projections",
                            "(50% at most at 100% hits: two multiplies per projection)",
                            f"{top[6]} (`{top[0].strip('`')}`, {top[3]})", "for reference"])
    linear = run.best("poly_poly", "hit50", 128, skips_projections)
    if linear[0]:
        quad = run.best("poly_poly", "hit50", 128,
                        lambda w: not skips_projections(w) and w not in PEERS)
        targets.append(["linear-cost variants (walks, witnesses) at 128 corners",
                        "ahead of the quadratic variants",
                        f"`{linear[1]}` {fmt_rate(linear[0])} vs `{quad[1]}` {fmt_rate(quad[0])}",
                        "met" if linear[0] > quad[0] else "not met"])
    md.append("Targets of the project (issues 3 and 5), measured in this run:\n")
    md.append(table(["target", "goal", "measured", ""], targets) + "\n")

    # Plots.
    svg_dir = a.svg_dir
    series = {}
    for w in run.who("poly_poly", "hit50"):
        s = [(k, run.ips("poly_poly", w, "hit50", k)) for k in run.sizes("poly_poly", "hit50")]
        series[w] = [p for p in s if p[1]]
    p1 = os.path.join(svg_dir, "poly_poly_corners.svg")
    if svg_lines(p1, "poly_poly: pairs/s vs corners (50% hits)", series, "corners", "pairs/s"):
        md.append(f"![pairs per second against corner count]({rel(p1)})\n")
    series = {}
    for w in run.who("poly_poly", None, 8):
        s = [(r, run.ips("poly_poly", w, f"hit{r}", 8)) for r in (0, 50, 100)]
        series[w] = [p for p in s if p[1]]
    p2 = os.path.join(svg_dir, "poly_poly_hit_ratio.svg")
    if svg_lines(p2, "poly_poly, 8 corners: pairs/s vs hit ratio", series, "hit ratio (%)",
                 "pairs/s", xlog=False, xticks=[0, 50, 100]):
        md.append(f"![pairs per second against hit ratio]({rel(p2)})\n")

    # Arithmetic floor.
    md.append("## Share of the arithmetic floor\n")
    md.append(f"The floor counts 2·n² multiply steps per pair (n² projections of one polygon's "
              f"corners on the other's axes, both ways), spread over the lane width W and two "
              f"multiply pipes: floor = clock · 2 / (2·n² / W) = clock · W / n² pairs/s, with the "
              f"clock {clock_text}. At 100% hits no early exit applies, so it is the fairest "
              f"comparison; at 50% hits early exits can beat the floor. Each projection here costs two "
              f"multiplies, an add and a min (contraction is off so the twins round like the "
              f"reference), so 50% is the most a full computation can reach. The walks and the "
              f"witnesses (column \"projections\": fewer) skip most projections with planes' exact "
              f"verdict, so the floor does not bound them: for them the share is a throughput "
              f"measure, not an efficiency. For `avx512_*` W is 16; CPUs that run a 512-bit "
              f"operation as two 256-bit halves (AMD Zen 4) can reach only half of that floor.\n")
    md.append(table(["variant", "projections", "corners", "data", "measured", "floor", "share"],
                    floor_rows) + "\n")

    # Per-test tables.
    md.append("## Every test\n")
    for test in sorted({t for (t, _, _, _) in rows}):
        md.append(f"### {test}\n")
        for d in run.datasets(test):
            sizes = run.sizes(test, d)
            who = run.who(test, d)
            hdr = ["implementation"] + [f"n:{k} pairs/s" for k in sizes] + [f"n:{k} vs textbook" for k in sizes]
            peer_sizes = [k for k in sizes if run.ips(test, "box2d_overlap", d, k)]
            hdr += [f"n:{k} vs Box2D" for k in peer_sizes]
            body = []
            for w in who:
                vals = [run.ips(test, w, d, k) for k in sizes]
                refs = [run.ips(test, "textbook", d, k) for k in sizes]
                b2s = [run.ips(test, "box2d_overlap", d, k) for k in peer_sizes]
                vb = [run.ips(test, w, d, k) for k in peer_sizes]
                body.append([f"`{w}`"] + [fmt_rate(v) for v in vals] +
                            [fmt_ratio(v / r if v and r else 0) for v, r in zip(vals, refs)] +
                            [fmt_ratio(v / r if v and r else 0) for v, r in zip(vb, b2s)])
            hits = {rows[k]["hits"] for k in rows if k[0] == test and k[2] == d and k[1] not in PEERS}
            md.append(f"Data `{d}` (hits per run, equal for every variant: "
                      f"{', '.join(str(int(h)) for h in sorted(hits))}):\n")
            md.append(table(hdr, body) + "\n")

    # Tricks.
    md.append("## The tricks, one by one\n")
    tricks = [
        ("Bounding-circle pre-check", "textbook_bc", "textbook", "hit50", 8,
         "Pays when many broad-phase pairs are apart; costs a little when most pairs hit."),
        ("Skip normalisation + precomputed normals (`unnorm`)", "unnorm", "textbook", "hit50", 8,
         "The seeds' \"cutting corners\": no sqrt or division per axis. The two tricks come "
         "together in `unnorm` (stored normals are unnormalised), so their effect is measured jointly."),
        ("Project only the other polygon (`planes`)", "planes", "unnorm", "hit50", 8,
         "Half the projections, and the min is a select."),
        ("Early exit vs branch-light, SSE", "sse_axes", "sse_axes_bl", "hit50", 8,
         "Above 1× the early exit wins on this data; compare hit0 and hit100 below."),
        ("Early exit vs branch-light, AVX", "avx_axes", "avx_axes_bl", "hit50", 8, ""),
        ("Axes in lanes vs corners in lanes (SSE)", "sse_axes", "sse_corners", "hit50", 8,
         "Corners in lanes pay a horizontal min/max per axis."),
        ("8 lanes vs 4 lanes (axes)", "avx_axes", "sse_axes", "hit50", 32, ""),
        ("16 lanes vs 8 lanes (axes), 32 corners", "avx512_axes", "avx_axes", "hit50", 32, ""),
        ("16 lanes vs 8 lanes (axes), 8 corners", "avx512_axes", "avx_axes", "hit50", 8,
         "Both polygons' planes share one 512-bit register."),
        ("Pairs in lanes vs one pair at a time (poly_poly, AVX)", "avx_batch", "avx_axes", "hit50", 8, ""),
        ("Linear walk vs planes at 128 corners", "walk", "planes", "hit50", 128, ""),
        ("Linear walk vs best SIMD at 128 corners", "walk", "avx_axes", "hit50", 128, ""),
        ("Walk with axes in lanes vs scalar walk at 128 corners", "avx_walk", "walk", "hit50", 128,
         "Each block of 8 axes projects the other polygon's support arc, not all its corners."),
        ("Witness corner vs every corner (AVX), 32 corners", "avx_witness", "avx_axes", "hit50", 32,
         "One corner clears a block of 8 planes of a hit; a miss tries two edges alone first."),
        ("Witness corner vs every corner (AVX), 8 corners", "avx_witness", "avx_axes_bl", "hit50", 8,
         "Up to 8 corners the witness variant runs axes_bl's small kernels: a difference here "
         "is the run's noise."),
        ("Witness vs walk at 128 corners (AVX)", "avx_witness", "avx_walk", "hit50", 128, ""),
        ("Witness vs walk at 128 corners (scalar)", "witness", "walk", "hit50", 128, ""),
    ]
    body = []
    for title, x, y, d, k, note in tricks:
        r = run.ratio("poly_poly", x, y, d, k)
        body.append([title, f"`{x}` vs `{y}`, {d}, n:{k}", fmt_ratio(r), note])
    for d in ("hit0", "hit100"):
        body.append([f"Early exit vs branch-light, AVX, {d}", f"`avx_axes` vs `avx_axes_bl`, n:8",
                     fmt_ratio(run.ratio("poly_poly", "avx_axes", "avx_axes_bl", d, 8)), ""])
    for d in ("hit0", "hit100"):
        body.append([f"Witness corner vs every corner (AVX), 32 corners, {d}",
                     f"`avx_witness` vs `avx_axes`, n:32",
                     fmt_ratio(run.ratio("poly_poly", "avx_witness", "avx_axes", d, 32)), ""])
    for t in ("circle_circle", "rect_rect", "point_circle", "segment_segment"):
        body.append([f"Pairs in lanes for `{t}`", "`avx_batch` vs `textbook`, hit50",
                     fmt_ratio(run.ratio(t, "avx_batch", "textbook", "hit50", 0)), ""])
    md.append(table(["trick", "comparison", "speed-up", "note"], body) + "\n")

    # Pitfalls.
    md.append("## The seeds' pitfalls, measured\n")
    if a.proptest and os.path.exists(a.proptest):
        with open(a.proptest) as f:
            pt = json.load(f)
        recs = pt["records"]
        pits = [r for r in recs if r.get("pitfall")]
        body = []
        for r in pits:
            gc, gw, fc, fw = r.get("grid_cases", 0), r.get("grid_wrong", 0), r["cases"], r["wrong"]
            body.append([f"`{r['test']}`", f"{gw} of {gc}", f"{100 * gw / gc:.2f}%" if gc else "",
                         f"{fw} of {fc}", f"{r['in_band']}", f"{100 * fw / fc:.2f}%" if fc else ""])
        md.append(f"From `{rel(a.proptest)}` (`sat2d-proptest --seed {pt['seed']} --cases "
                  f"{pt['cases_per_test']}`: every answer of the pitfall functions against the "
                  "exact GMP oracle, on the property generators' cases, a third of them from the "
                  "hard families: touching, near-corner, slivers, far from the origin):\n")
        md.append(table(["test", "grid: wrong", "grid rate", "float: wrong",
                         "of which inside the band", "float rate"], body) + "\n")
        props = [r for r in recs if not r.get("pitfall")]
        bad = sum(1 for r in props if r["wrong"])
        band = sum(r["in_band"] for r in props)
        total = sum(r["cases"] for r in props)
        md.append(f"The same run checked {len(props)} properties of the other variants "
                  f"({total:,} checks): {len(props) - bad} passed, {bad} failed; {band:,} float "
                  "cases fell inside the ambiguity band of README.md and were counted, not "
                  "judged.\n")
    if a.pitfalls and os.path.exists(a.pitfalls):
        with open(a.pitfalls) as f:
            pit = json.load(f)
        body = [[f"`{p['test']}`", p["mode"], p["pairs"], p["wrong"],
                 f"{100 * p['wrong'] / p['pairs']:.2f}%"] for p in pit]
        md.append(f"Against the reference instead of the oracle, from `{rel(a.pitfalls)}` "
                  "(sat2d-agreement's generated pairs: broad-phase placements with many near and "
                  "touching cases, so these rates are upper bounds for typical scenes; on the grid "
                  "the reference is exact):\n")
        md.append(table(["test", "mode", "pairs", "wrong", "error rate"], body) + "\n")
        md.append("The circle test misses the corner axis (false hits next to corners), the "
                  "open crossing ring skips the closing edge, corner-only containment misses "
                  "crossing bars, and the truncated transform is wrong whenever a coordinate "
                  "has a fraction.\n")
    have = lambda path: bool(path) and os.path.exists(path)
    if not have(a.pitfalls) and not have(a.proptest):
        md.append("No pitfall rates were written for this run.\n")

    # Peers.
    md.append("## Peers\n")
    body = []
    for (t, w, d, k), r in sorted(rows.items()):
        if w in PEERS:
            body.append([f"`{w}`", f"{d}/n:{k}", int(r["pairs"]), int(r["disagree"])])
    md.append("Box2D 2.4 (`b2TestOverlap`, `b2CollidePolygons`, skin radius 0, up to 8 corners) and "
              "Chipmunk2D 7 (`cpShapesCollide`, radius 0) answer the same pairs; their verdicts "
              "are compared with the reference pair by pair. `b2TestOverlap` decides by a GJK "
              "distance below 10·FLT_EPSILON, and the others keep their own tolerances, so pairs "
              "that touch or nearly touch may be counted either way; elsewhere a disagreement "
              "would be a bug in someone's code.\n")
    md.append(table(["peer", "data", "pairs", "disagreements"], body) + "\n")

    # Decision table.
    md.append("## Which should I use?\n")
    body = []
    for k in run.sizes("poly_poly", "hit50"):
        best = run.best("poly_poly", "hit50", k, lambda w: w not in PEERS)
        base = run.ips("poly_poly", "textbook", "hit50", k)
        if best[1]:
            body.append([f"convex polygons, {k} corners", f"`{best[1]}`",
                         fmt_ratio(best[0] / base if base else 0)])
    for t in sorted({t for (t, _, _, _) in rows if t != "poly_poly"}):
        d = "hit50" if "hit50" in run.datasets(t) else run.datasets(t)[0]
        best = run.best(t, d, run.sizes(t, d)[0], lambda w: w not in PEERS)
        base = run.ips(t, "textbook", d, run.sizes(t, d)[0])
        if best[1]:
            body.append([f"`{t}`", f"`{best[1]}`", fmt_ratio(best[0] / base if base else 0)])
    for k in run.sizes("poly_poly", "box2d_trace"):
        best = run.best("poly_poly", "box2d_trace", k, lambda w: w not in PEERS)
        base = run.ips("poly_poly", "textbook", "box2d_trace", k)
        if best[1]:
            body.append(["pairs recorded from a Box2D scene", f"`{best[1]}`",
                         fmt_ratio(best[0] / base if base else 0)])
    md.append("The fastest implementation measured here for each job (50% hits; the `avx_` "
              "variants need AVX2 at run time and `avx512_axes` AVX-512F (without it, take the "
              "best `avx_` row of the tables above); the SSE ones run everywhere, NEON "
              "included):\n")
    md.append(table(["job", "use", "vs textbook"], body) + "\n")
    md.append("## Reproduce\n")
    md.append(f"`{a.command}` on the machine above; the JSON behind every number is "
              f"`{rel(a.json)}`.\n")
    with open(a.out, "w") as f:
        f.write("\n".join(md))


if __name__ == "__main__":
    main()
