"""The report's sections per test: each test's plot, its main data point on every CPU side by
side, and this run's every data set; then the tricks of poly_poly one by one, the `exact`
variant's cost and the pairs the SIMD twins sent to their exact paths. Standard library only."""
import os
import re

from report_guide import ordered_tests
from report_plots import plot_name, plot_test
from report_runs import (TESTS, arith_floor, fmt_point, fmt_rate, fmt_ratio, fmt_share, is_peer,
                         lanes_of, main_point, mem_floor, table)


def widths(run, test):
    """Lane widths of the variants measured for a test, scalar (1) first."""
    return sorted({lanes_of(w) for w in run.who(test, peers=False)})


def floor_note(run, test, sizes):
    """One sentence under a test's tables: its floors, per size and lane width."""
    parts = []
    for k in sizes:
        me, _ = mem_floor(run.mem, test, "hit50", k)
        ar = ", ".join(f"{fmt_rate(arith_floor(test, k, w, run.mhz))} at {w} lane{'s' if w > 1 else ''}"
                       for w in widths(run, test))
        mem_txt = f"memory {fmt_rate(me)}" if me else "memory not measured in this run"
        parts.append((f"n:{k}: " if k else "") + f"{mem_txt}; arithmetic {ar}")
    return ("Floors on this CPU (pairs/s; a variant's floor is the lower of the memory floor and "
            "the arithmetic floor at its lane width, the same at every hit ratio): "
            + "; ".join(parts) + ".")


def cross_cpu_table(runs, test, d, n):
    """Every implementation at one data point, each CPU's pairs/s, ratio to its own textbook
    and share of its own floor side by side; peers' disagreements from this run."""
    have = [r for r in runs if r["run"].ips(test, "textbook", d, n)]
    first = have[0]["run"] if have else runs[0]["run"]
    names = []
    for r in have or runs[:1]:
        names += [w for w in r["run"].who(test, d, n) if w not in names]
    names.sort(key=lambda w: -first.ips(test, w, d, n))
    hdr = ["implementation"]
    for r in have:  # the CPU named once, over its first column
        hdr += [f"{r['short']}: pairs/s" if len(have) > 1 else "pairs/s", "× textbook"]
        hdr += [] if r["no_floor"] else ["share of floor"]
    peers = any(is_peer(w) for w in names)
    hdr += ["disagreements"] if peers else []
    body = []
    for w in names:
        row = [f"`{w}`"]
        for r in have:
            run = r["run"]
            v, base = run.ips(test, w, d, n), run.ips(test, "textbook", d, n)
            row += [fmt_rate(v), fmt_ratio(v / base if v and base else 0)]
            row += [] if r["no_floor"] else [fmt_share(run.share(test, w, d, n))]
        if peers:
            key = (test, w, d, n)
            row.append(int(first.rows[key]["disagree"]) if is_peer(w) and key in first.rows else "")
        body.append(row)
    return table(hdr, body)


def rate_cell(run, test, w, d, n):
    v, base = run.ips(test, w, d, n), run.ips(test, "textbook", d, n)
    if not v:
        return "—"
    return f"{fmt_rate(v)} ({fmt_ratio(v / base)})" if base else fmt_rate(v)


def dataset_tables(run, test, order):
    """This run's every data set: those with one size side by side in one table, each one
    with several sizes in its own, cells "pairs/s (× textbook)"."""
    single = [d for d in run.datasets(test) if len(run.sizes(test, d)) == 1]
    multi = [d for d in run.datasets(test) if len(run.sizes(test, d)) > 1]
    md = []
    for d in multi:
        sizes = run.sizes(test, d)
        who = sorted(run.who(test, d), key=order)
        md.append(f"Data `{d}` by corners, pairs/s (× textbook):\n")
        md.append(table(["implementation"] + [f"n:{k}" for k in sizes],
                        [[f"`{w}`"] + [rate_cell(run, test, w, d, k) for k in sizes]
                         for w in who]) + "\n")
    if single:
        who = sorted({w for d in single for w in run.who(test, d)}, key=order)
        n_of = {d: run.sizes(test, d)[0] for d in single}
        sizes = sorted(set(n_of.values()))
        where = "" if sizes == [0] else f" ({', '.join(f'n:{k}' for k in sizes)})"
        md.append(f"Every data set{where}, pairs/s (× textbook):\n")
        md.append(table(["implementation"] + [f"`{d}`" for d in single],
                        [[f"`{w}`"] + [rate_cell(run, test, w, d, n_of[d]) for d in single]
                         for w in who]) + "\n")
    hits = []
    for d in run.datasets(test):
        rows = [r for k, r in run.rows.items() if k[0] == test and k[2] == d and not is_peer(k[1])]
        hits.append(f"`{d}` {', '.join(str(h) for h in sorted({int(r['hits']) for r in rows}))}")
    if any(h != f"`{d}` 0" for h, d in zip(hits, run.datasets(test))):  # transform has none
        md.append("Hits per run, the same for every variant: " + "; ".join(hits) + ".\n")
    return md


def test_sections(runs, svg_dir, rel):
    """"## Each test": per test its plot, its main point on every CPU and this run's data."""
    r0 = runs[0]
    run = r0["run"]
    md = ["## Each test\n"]
    md.append("Per test: a plot of this run (the lines to compare drawn strongly: `textbook`, the "
              "best scalar variant, the best SIMD variant of each lane width over the plotted "
              "points, and the other engines dashed; the rest faint), the test's main data point "
              "on every CPU side by side, and every data set of this run. Ratios are to "
              "`textbook` in the same run.\n")
    for test in ordered_tests(set(TESTS) | set(run.tests())):
        md.append(f"### {test}\n")
        if not run.datasets(test):
            md.append("Not measured in this run: the JSON holds no case of this test.\n")
            continue
        path = os.path.join(svg_dir, plot_name(test))
        if plot_test(run, test, path, r0["label"]):
            md.append(f"![{test}: pairs per second of every variant and peer]({rel(path)})\n")
        d, n = main_point(run, test)
        others = " on each CPU" if len(runs) > 1 else ""
        md.append(f"At {fmt_point(d, n)}{others}:\n")
        md.append(cross_cpu_table(runs, test, d, n) + "\n")
        rank = {w: i for i, w in enumerate(sorted(run.who(test, d, n),
                                                  key=lambda w: -run.ips(test, w, d, n)))}
        md += dataset_tables(run, test, lambda w: (rank.get(w, len(rank)), w))
        gen = [s for s in run.sizes(test, "hit50")] if "hit50" in run.datasets(test) else []
        if gen and not r0["no_floor"]:
            md.append(floor_note(run, test, gen) + "\n")
    return "\n".join(md)


TRICKS = [
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
     "Each side's planes in one 512-bit register, two lanes a plane (both sides in one up "
     "to 4 corners)."),
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


def tricks_section(run):
    """The tricks of poly_poly one by one, each as a ratio of two variants in this run, and
    where pairs in lanes stand for convex polygons."""
    md = ["## The tricks, one by one\n"]
    body = []
    for title, x, y, d, k, note in TRICKS:
        body.append([title, f"`{x}` vs `{y}`, {d}, n:{k}",
                     fmt_ratio(run.ratio("poly_poly", x, y, d, k)), note])
    for d in ("hit0", "hit100"):
        body.append([f"Early exit vs branch-light, AVX, {d}", "`avx_axes` vs `avx_axes_bl`, n:8",
                     fmt_ratio(run.ratio("poly_poly", "avx_axes", "avx_axes_bl", d, 8)), ""])
    for d in ("hit0", "hit100"):
        body.append([f"Witness corner vs every corner (AVX), 32 corners, {d}",
                     "`avx_witness` vs `avx_axes`, n:32",
                     fmt_ratio(run.ratio("poly_poly", "avx_witness", "avx_axes", d, 32)), ""])
    body.append(["16 lanes vs 8 lanes (pairs in lanes), circle_poly",
                 "`avx512_batch` vs `avx_batch`, hit50, n:8",
                 fmt_ratio(run.ratio("circle_poly", "avx512_batch", "avx_batch", "hit50", 8)),
                 "The same float filter, 16 circle-polygon pairs to a register."])
    for t in ("circle_circle", "rect_rect", "point_circle", "segment_segment"):
        body.append([f"Pairs in lanes for `{t}`", "`avx_batch` vs `textbook`, hit50",
                     fmt_ratio(run.ratio(t, "avx_batch", "textbook", "hit50", 0)), ""])
    md.append("Convex polygons (`poly_poly`) unless named, on this CPU:\n")
    md.append(table(["trick", "comparison", "speed-up", "note"], body) + "\n")
    md.append("### Pairs in lanes for convex polygons (`avx_batch`)\n")
    body = []
    points = [("hit50", 8), ("hit50", 32)] + [("box2d_trace", k)
                                               for k in run.sizes("poly_poly", "box2d_trace")]
    for d, k in points:
        label = f"box2d_trace (boxes and small polygons), n:{k}" if d == "box2d_trace" else f"{d}, n:{k}"
        body.append([label, fmt_rate(run.ips("poly_poly", "avx_batch", d, k)),
                     fmt_rate(run.ips("poly_poly", "avx_axes_bl", d, k)),
                     fmt_ratio(run.ratio("poly_poly", "avx_batch", "avx_axes_bl", d, k))])
    md.append("One pair per lane pays for the small shapes and for circle_poly, but not for "
              "convex polygon pairs: each lane waits for the pair with the most corners in its "
              "block and the corners must be gathered from eight polygon blocks, where one pair "
              "at a time already fills a register with its own edges. Measured against the "
              "branch-light single-pair kernel on the same data, it loses everywhere, the Box2D "
              "trace of boxes included, so it is kept as a measured trick and never recommended "
              "for `poly_poly`:\n")
    md.append(table(["data", "`avx_batch`", "`avx_axes_bl`", "ratio"], body) + "\n")
    return "\n".join(md)


def exact_section(run, ctx):
    """What `exact` costs against textbook and planes, with the pairs its exact path took."""
    md = ["## `exact`: the truth on every finite input, and what it costs\n"]
    paths = {}
    for entry in ctx.get("sat2d_exact_paths", "").split(";"):
        if "=" in entry:
            key, _, val = entry.partition("=")
            fell, _, pairs = val.partition("/")
            paths[key] = (fell, pairs)
    body = []
    for t in ordered_tests(set(TESTS) | set(run.tests())):
        for d in run.datasets(t):
            if d not in ("hit50", "box2d_trace"):
                continue
            for k in run.sizes(t, d):
                ex = run.ips(t, "exact", d, k)
                if not ex:
                    continue
                tb = run.ips(t, "textbook", d, k)
                planes = run.ips(t, "planes", d, k)
                fell, pairs = paths.get(f"{t}/{d}/n:{k}", ("?", "?"))
                body.append([f"`{t}`", d, f"n:{k}", fmt_rate(ex), fmt_rate(tb),
                             fmt_ratio(ex / tb if tb else 0),
                             fmt_ratio(ex / planes) if planes else "—", f"{fell} of {pairs}"])
    md.append("`textbook` computes in floats as the seeds teach, so far from the origin or with a "
              "wide spread of magnitudes it can answer wrong where the exact answer is clear "
              "(inside the documented band). `exact` answers every boolean test as the GMP "
              "oracle does on every finite input: a double filter with a proven error bound "
              "decides, and expansion arithmetic takes the pairs the filter cannot certify "
              "(the last column counts them on each data set). Its MTVs and points are "
              "the reference's. Use `textbook` to learn, `exact` when the answer must be the "
              "truth:\n")
    md.append(table(["test", "data", "size", "`exact`", "`textbook`", "exact vs textbook",
                     "exact vs `planes`", "exact-path pairs"], body) + "\n")
    return "\n".join(md)


# The tests whose SIMD twins count the pairs they send to an exact path, and what sends them
# (sat2d/twin_exact_paths.h).
TWIN_EXACT_PATHS = {
    "circle_poly": "`*_batch`: a block of W pairs whose lane is in the float filter's band or "
                   "outside its guard goes whole to double lanes (the `*_axes` and `*_corners` "
                   "kernels compute in double lanes throughout)",
    "poly_poly_sweep": "the filter's ties (entry equal to exit), axes with s = 0 and non-finite "
                       "values go to the exact window",
    "point_polygon": "a side of 0 or NaN (the point on an edge's line) sends the pair to the "
                     "exact lanes",
    "segment_segment": "an orientation of 0 or NaN (touching, collinear, degenerate) sends the "
                       "pair to the scalar twin",
}


def twin_exact_paths_section(ctx):
    """How many of each data set's pairs each SIMD twin sent to its exact path while sat2d-bench
    checked its verdicts (the float filters decide outside a stated band, the band goes to the
    exact path, and the count is reported)."""
    text = ["## SIMD twins: pairs sent to the exact path\n"]
    counts = {}
    for entry in ctx.get("sat2d_twin_exact_paths", "").split(";"):
        key, _, val = entry.partition("=")
        m = re.match(r"^([a-z_]+)/([a-z0-9_]+)/([A-Za-z0-9_.-]+)/n:(\d+)$", key)
        if m and "/" in val:
            took, _, of = val.partition("/")
            counts[(m[1], m[2], m[3], int(m[4]))] = (int(took), int(of))
    if not counts:
        text.append("This run's JSON holds no counts (`sat2d-bench` before they were written); "
                    "`make bench` records them.\n")
        return "\n".join(text)
    text.append("Where a SIMD twin's fast lanes cannot decide a pair from signs or from a float "
                "filter with a proven error bound, it sends the pair to an exact path that "
                "evaluates the reference's expressions as the scalar code rounds them "
                "(`sat2d/twin_exact_paths.h`). Counted while `sat2d-bench` checked every "
                "variant's verdicts on each data set, before timing:\n")
    body = []
    for t in TWIN_EXACT_PATHS:
        # circle_poly's *_axes and *_corners kernels have no such path: only its *_batch count
        keys = sorted((k for k in counts if k[0] == t and lanes_of(k[1]) > 1 and
                       (t != "circle_poly" or k[1].endswith("_batch"))),
                      key=lambda k: (k[3], int(re.sub(r"\D", "", k[2]) or -1), k[2]))
        for w in sorted({k[1] for k in keys}, key=lambda w: (lanes_of(w), w)):
            cells = [f"{d}, n:{n}: {counts[(t, w, d, n)][0]} of {counts[(t, w, d, n)][1]}"
                     for (_, v, d, n) in keys if v == w]
            body.append([f"`{t}`", f"`{w}`", "; ".join(cells)])
    text.append(table(["test", "variant", "pairs sent to the exact path"], body) + "\n")
    text.append("What sends a pair there: " + "; ".join(
        f"`{t}`: {why}" for t, why in TWIN_EXACT_PATHS.items()) + ". `polygon_polygon`'s lanes "
        "send every candidate edge pair to the scalar predicate by design and are not counted.\n")
    return "\n".join(text)
