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
import statistics

# <test>/<variant or peer>/<data set>/n:<corners>, and any suffix Google Benchmark appends
# (/min_time:..., /real_time) ignored, so a case is never dropped for its name's tail.
NAME = re.compile(r"^(?P<test>[a-z_]+)/(?P<who>[a-z0-9_]+)/(?P<data>[A-Za-z0-9_.-]+)/n:(?P<n>\d+)"
                  r"(?:/.*)?$")
# Peers: other engines' calls, named after the engine (older JSONs may have none of them).
PEERS = ("box2d_overlap", "box2d_collide", "box2d_toi", "chipmunk")
LANES = {"sse": 4, "avx": 8, "avx512": 16}
SCALAR = ("textbook", "textbook_bc", "unnorm", "planes", "walk", "witness")
# The catalogue of tests (docs/conventions.md): every test gets a section, measured or not.
TESTS = ("point_point", "point_circle", "point_rect", "circle_circle", "rect_rect", "circle_rect",
         "poly_poly", "circle_poly", "point_polygon", "segment_segment", "polygon_polygon",
         "poly_poly_sweep", "bounding_circle", "transform")
CLOCK_TOLERANCE = 0.03  # the default when the JSON does not state sat2d_clock_tolerance
PIPES = 2  # vector operations issued per cycle in the arithmetic floor model
TIE = 0.05  # two variants within 5% are the same choice across CPUs (a run's noise is ~6%)
LOAD_PORTS = 3  # scalar loads per cycle in the same model: Intel Golden Cove and AMD Zen 4
# both issue three a cycle (with 2, bounding_circle's avx_batch read 119% of its floor on an
# Intel Xeon)


def is_peer(w):
    """Another engine's call, not a sat2d variant."""
    return w in PEERS or w.startswith(("box2d", "chipmunk"))


def lanes_of(w):
    """Lanes per operation of a variant (1 for scalar variants)."""
    return LANES.get(w.split("_")[0], 1)


# The arithmetic floor: per pair, the vector operations (add, sub, mul, min, max, compare,
# logic; loads and stores are the memory floor's) that a lane form of the test's expression
# performs, counted in lane elements, issued at PIPES per cycle with W lanes each, plus the
# scalar loads it cannot vectorise at LOAD_PORTS per cycle. n is the data set's corner count.
OPS = {
    "point_point": (lambda n: 7, "7: 2 sub, 2 abs, 2 compare, 1 or"),
    "point_circle": (lambda n: 7, "7: 2 sub, 3 mul, 1 add, 1 compare"),
    "point_rect": (lambda n: 9, "9: 2 sub, 4 compare, 3 or"),
    "circle_circle": (lambda n: 8, "8: 2 sub, 3 mul, 2 add, 1 compare"),
    "rect_rect": (lambda n: 15, "15: 8 sub, 4 compare, 3 or"),
    "circle_rect": (lambda n: 13, "13: 4 sub, 2 min, 2 max, 3 mul, 1 add, 1 compare"),
    "segment_segment": (lambda n: 62, "62: 4 orientations (24, the edge vectors shared), two "
                        "opposite-sign tests (14), 1 and, the two boxes (16: 4 min, 4 max, "
                        "4 compare, 4 and), the touching test (7)"),
    "transform": (lambda n: 8, "8 per point: 4 mul, 4 add or sub"),
    "bounding_circle": (lambda n: 8, "8: 2 sub, 2 add, 3 mul, 1 compare; and 8 scalar loads "
                        "(2 pointers, 3 header floats of each polygon)"),
    "circle_poly": (lambda n: 16 * n, "16n: per corner of B, its plane's separation (5), its "
                    "squared distance (5), its projection on the nearest corner's axis (6)"),
    "point_polygon": (lambda n: 11 * n, "11n: per edge, the side (7: 4 sub, 2 mul, 1 sub) and "
                      "the crossing rule in sign bits (4: 1 compare, 2 xor, 1 and); the boundary "
                      "box is needed only where a side is 0, which the model leaves out"),
    "polygon_polygon": (lambda n: 62 * n * n + 62 * n, "62n² + 62n: every edge pair as "
                        "segment_segment (no early exit), then two point_polygon tests"),
    "poly_poly_sweep": (lambda n: 20 * n * n, "20n²: 2n axes × 2n corners, each projection "
                        "2 mul, 1 add, 1 min, 1 max"),
    "poly_poly": (lambda n: 2 * n * n, "2n²: n² projections each way, one multiply step each "
                  "(the multiplies only, as in the floor section below: a full projection "
                  "costs twice that, so 50% is the most a full computation reaches)"),
}
SCALAR_LOADS = {"bounding_circle": 8}


def arith_floor(test, n, w, mhz):
    """Pairs/s that W lanes at `mhz` can reach under the OPS model; 0 where it has no model."""
    if test not in OPS or not mhz:
        return 0.0
    cycles = max(OPS[test][0](n) / (PIPES * w), SCALAR_LOADS.get(test, 0) / LOAD_PORTS)
    return mhz * 1e6 / cycles if cycles > 0 else 0.0


def fnum(v):
    """A context value as a float (0 when absent or unreadable)."""
    try:
        return float(v)
    except (TypeError, ValueError):
        return 0.0


def clock_of(ctx):
    """(MHz or 0, description, why no floor or None). Floors need the two clock methods of
    sat2d-bench to be present and to agree within the run's stated tolerance."""
    nominal = ctx.get("mhz_per_cpu", 0)
    mul, rot = fnum(ctx.get("sat2d_clock_mul_mhz")), fnum(ctx.get("sat2d_clock_rot_mhz"))
    tol = fnum(ctx.get("sat2d_clock_tolerance")) or CLOCK_TOLERANCE
    if not mul or not rot:
        old = fnum(ctx.get("sat2d_clock_mhz"))
        text = (f"not cross-checked (this JSON has {f'one figure, {old:.0f} MHz,' if old else 'no figure'} "
                f"from one method; /proc/cpuinfo says {nominal} MHz)")
        return 0, text, ("this run's JSON does not hold the two cross-checked clock figures "
                         "(sat2d_clock_mul_mhz, sat2d_clock_rot_mhz), and a single dependent "
                         "chain can be shortened by the core (an add chain read 18,874 MHz on a "
                         "2.6 GHz Xeon)")
    diff = abs(mul - rot) / max(mul, rot)
    text = (f"{mul:.0f} MHz by a chain of dependent 64-bit multiplies (3 cycles each), "
            f"{rot:.0f} MHz by a chain of dependent rotates (1 cycle each), "
            f"{100 * diff:.2f}% apart (tolerance {100 * tol:.0f}%); /proc/cpuinfo says {nominal} MHz")
    if diff > tol or ctx.get("sat2d_clock_agree") == "0":
        return 0, text, (f"the two clock methods disagree by {100 * diff:.1f}%, more than the "
                         f"{100 * tol:.0f}% tolerance: one chain did not run at its stated "
                         "latency (a core shortened it, or the build has no asm to pin it), so "
                         "neither figure can be trusted as cycles")
    return mul, text, None


def memory_of(ctx):
    """{(test, "gen" or "box2d_trace", corners): {pairs, read_bytes, write_bytes, read_bw,
    write_bw}} from sat2d-bench's sat2d_memory/* context entries (absent in older JSONs)."""
    mem = {}
    for k, v in ctx.items():
        m = re.match(r"^sat2d_memory/([a-z_]+)/([a-z0-9_]+)/n:(\d+)$", k)
        if not m or not isinstance(v, str):
            continue
        vals = dict(kv.split("=", 1) for kv in v.split() if "=" in kv)
        mem[(m[1], m[2], int(m[3]))] = {x: fnum(vals.get(x)) for x in
                                        ("pairs", "read_bytes", "write_bytes", "read_bw", "write_bw")}
    return mem


def mem_floor(mem, test, data, n):
    """Pairs/s the bandwidths allow: bytes read / read bandwidth + bytes written / write
    bandwidth per pair; (0, None) when the run did not measure this data set."""
    m = mem.get((test, "box2d_trace" if data == "box2d_trace" else "gen", n))
    if not m or not m["read_bw"] or not m["write_bw"]:
        return 0.0, None
    t = m["read_bytes"] / m["read_bw"] + m["write_bytes"] / m["write_bw"]
    return (1 / t if t > 0 else 0.0), m


def cache_level(ctx, footprint):
    """The smallest data cache of the machine the footprint fits in, as Google Benchmark lists
    them (empty on some virtual machines)."""
    caches = sorted((c for c in ctx.get("caches", []) if c.get("type") in ("Data", "Unified")),
                    key=lambda c: c.get("size", 0))
    for c in caches:
        if footprint <= c.get("size", 0):
            return f"L{c.get('level', '?')}"
    return "memory" if caches else ""


def fmt_bytes(b):
    return f"{b / 2**20:.1f} MiB" if b >= 2**20 else f"{b / 1024:.0f} KiB"


def skips_projections(w):
    """Walks and witnesses: planes' verdict from far fewer than n*n projections."""
    return "walk" in w or "witness" in w


def load(path):
    """(context, {(test, who, data, n): row}). A row is the median aggregate where the run wrote
    one, else the median of the repetitions (a run without --benchmark_report_aggregates_only
    writes both, in an order that random interleaving may change). Its "cv" is the spread of
    its repetitions' pairs/s (standard deviation over mean; 0 where the run has no figure)."""
    with open(path) as f:
        data = json.load(f)
    medians, reps, cvs = {}, {}, {}
    for b in data["benchmarks"]:
        kind = b.get("aggregate_name") if b.get("run_type") == "aggregate" else "repetition"
        if kind not in ("repetition", "median", "cv"):
            continue
        # Older Google Benchmark JSONs have no run_name: the aggregate's name carries a suffix.
        name = b.get("run_name") or re.sub(r"_(mean|median|stddev|cv)$", "", b["name"])
        m = NAME.match(name)
        if not m:
            continue
        key = (m["test"], m["who"], m["data"], int(m["n"]))
        if kind == "cv":
            cvs[key] = b.get("items_per_second", 0.0)
            continue
        row = {
            "ips": b.get("items_per_second", 0.0),
            "hits": b.get("hits", 0),
            "pairs": b.get("pairs", 0),
            "disagree": b.get("disagree", 0),
        }
        if kind == "median":
            medians[key] = row
        else:
            reps.setdefault(key, []).append(row)
    rows = dict(medians)
    for key, rs in reps.items():
        if key not in rows:
            rates = [r["ips"] for r in rs]
            rs = sorted(rs, key=lambda r: r["ips"])
            rows[key] = dict(rs[len(rs) // 2])
            if len(rates) > 1 and statistics.fmean(rates) > 0:
                cvs.setdefault(key, statistics.stdev(rates) / statistics.fmean(rates))
    for key, row in rows.items():
        row["cv"] = cvs.get(key, 0.0)
    return data["context"], rows


def fmt_rate(v):
    return "—" if not v else f"{v / 1e6:.2f} M"


def fmt_ratio(v):
    return "—" if not v or math.isnan(v) else f"{v:.2f}×"


class Run:
    def __init__(self, rows, mhz=0, mem=None):
        self.rows = rows
        self.mhz = mhz
        self.mem = mem or {}

    def floor(self, test, w, data, n):
        """(pairs/s, which bound) for variant w: the lower of its arithmetic floor (at its lane
        width) and the data set's memory floor; (0, "") without a trusted clock, for peers and
        for the recorded trace (its corner counts vary, so the op model has no single n)."""
        if not self.mhz or is_peer(w) or data == "box2d_trace":
            return 0.0, ""
        ar = arith_floor(test, n, lanes_of(w), self.mhz)
        me, _ = mem_floor(self.mem, test, data, n)
        if not ar:
            return 0.0, ""
        if not me:
            return ar, "arithmetic (no memory figures)"
        return (me, "memory") if me < ar else (ar, "arithmetic")

    def share(self, test, w, data, n):
        f, _ = self.floor(test, w, data, n)
        v = self.ips(test, w, data, n)
        return v / f if f and v else 0.0

    def ips(self, test, who, data, n):
        r = self.rows.get((test, who, data, n))
        return r["ips"] if r else 0.0

    def cv(self, test, who, data, n):
        """The spread of `who`'s repetitions (standard deviation over mean), 0 if unknown."""
        r = self.rows.get((test, who, data, n))
        return r.get("cv", 0.0) if r else 0.0

    def who(self, test, data=None, n=None, peers=True):
        names = []
        for (t, w, d, k) in self.rows:
            if t == test and (data is None or d == data) and (n is None or k == n):
                if (peers or not is_peer(w)) and w not in names:
                    names.append(w)
        order = {w: i for i, w in enumerate(SCALAR)}
        return sorted(names, key=lambda w: (is_peer(w), w not in order, order.get(w, 0), w))

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
        dash = ' stroke-dasharray="5,3"' if is_peer(name) or name in SCALAR else ""
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


def fmt_share(v):
    return "—" if not v else f"{100 * v:.0f}%"


def widths(run, test):
    """Lane widths of the variants measured for a test, scalar (1) first."""
    return sorted({lanes_of(w) for w in run.who(test, peers=False)})


def floor_note(run, test, data, sizes, no_floor):
    """One sentence under a data set's table: its floors, per size and lane width."""
    if no_floor:
        return None
    if data == "box2d_trace":
        return ("No floor for the recorded trace: its polygons' corner counts vary, so the "
                "operation model has no single n.")
    parts = []
    for k in sizes:
        me, m = mem_floor(run.mem, test, data, k)
        ar = ", ".join(f"{fmt_rate(arith_floor(test, k, w, run.mhz))} at {w} lane{'s' if w > 1 else ''}"
                       for w in widths(run, test))
        mem_txt = f"memory {fmt_rate(me)}" if me else "memory not measured in this run"
        parts.append(f"n:{k}: {mem_txt}; arithmetic {ar}")
    return ("Floors (pairs/s; a variant's floor is the lower of the memory floor and the "
            "arithmetic floor at its lane width): " + "; ".join(parts) + ".")


def row_point(run, test):
    """The data set and size at which the opening table compares a test: 50% hits, the
    headline's 8 corners for poly_poly, else the test's only (or first) size."""
    ds = run.datasets(test)
    d = "hit50" if "hit50" in ds else ds[0]
    sizes = run.sizes(test, d)
    return d, (8 if 8 in sizes else sizes[0])


def recommend(run, test, data, n):
    """What to use for a test on one data set (the "use" column; sat2d-bench --pairs's verdict):
    (the fastest sat2d variant or None, the fastest of narrower lanes when that one needs AVX2
    or AVX-512F at run time or None, the instruction set it needs or None)."""
    use = run.best(test, data, n, lambda w: not is_peer(w))[1]
    if not use or lanes_of(use) <= 4:
        return use, None, None
    alt = run.best(test, data, n, lambda w: not is_peer(w) and lanes_of(w) < lanes_of(use))[1]
    return use, alt, ("AVX-512F" if lanes_of(use) > 8 else "AVX2") if alt else None


def summary_section(run, no_floor):
    """The opening table: every test's best scalar, SIMD and peer, ratios, floor and use."""
    tests = sorted({t for (t, _, _, _) in run.rows})
    points = []
    for t in tests:
        d, n = row_point(run, t)
        points.append((t, d, n))
        if t == "poly_poly":  # where the linear-cost variants lead
            points += [(t, "hit50", k) for k in (32, 128) if k in run.sizes(t, "hit50")]
    body = []
    for t, d, n in points:
        base = run.ips(t, "textbook", d, n)
        sc = run.best(t, d, n, lambda w: not is_peer(w) and lanes_of(w) == 1)
        si = run.best(t, d, n, lambda w: not is_peer(w) and lanes_of(w) > 1)
        pe = run.best(t, d, n, is_peer)
        cell = lambda b: f"`{b[1]}` {fmt_rate(b[0])}" if b[1] else "—"
        peer_cell = "—"
        if pe[1]:
            peer_cell = f"{cell(pe)} ({int(run.rows[(t, pe[1], d, n)]['disagree'])} disagree)"
        if no_floor or not si[1]:
            floor_cell, share_cell = "—", "—"
        else:
            f, which = run.floor(t, si[1], d, n)
            floor_cell = f"{fmt_rate(f)} ({which}; W = {lanes_of(si[1])})" if f else "—"
            share_cell = fmt_share(run.share(t, si[1], d, n))
        use, alt, isa = recommend(run, t, d, n)
        use_cell = f"`{use}`" if use else "—"
        if alt:
            use_cell += f"; without {isa}: `{alt}`"
        body.append([f"`{t}`", f"{d}, n:{n}" if n else d, cell(sc), cell(si),
                     fmt_ratio(si[0] / base if si[0] and base else 0),
                     fmt_ratio(si[0] / sc[0] if si[0] and sc[0] else 0), peer_cell,
                     fmt_ratio(si[0] / pe[0] if si[0] and pe[0] else 0), floor_cell, share_cell,
                     use_cell])
    hdr = ["test", "data", "best scalar", "best SIMD", "SIMD vs textbook", "SIMD vs scalar",
           "best peer", "SIMD vs peer", "floor of the best SIMD", "its share", "use"]
    text = ("## Every test at a glance\n\nFor each test at 50% hits (convex polygons also at 32 "
            "and 128 corners where measured): the fastest scalar variant, the fastest SIMD "
            "variant, the fastest other engine with the pairs where its verdict differs from "
            "sat2d's reference, their ratios, the floor of the best SIMD variant (the lower of its "
            "arithmetic and memory floors in pairs/s, see \"Floors of every test\") with the "
            "share of it reached, and the fastest implementation measured (when it needs AVX2 or "
            "AVX-512F at run time, also the fastest of narrower lanes). The `avx_` rows are the "
            "build of the 8-lane kernels that the registry served in this run (\"SIMD level\" "
            "below): on a CPU with AVX-512VL the same kernels compiled with AVX-512VL, elsewhere "
            "with AVX2 only; `bench/tools/avx_builds.py` compares the two builds on one CPU.\n")
    if no_floor:
        text += f"\nNo floor or share is printed: {no_floor}.\n"
    return text + "\n" + table(hdr, body) + "\n"


def floors_section(run, ctx, mhz, mem, no_floor, clock_text):
    """The models behind every floor, and each test's floors, stated."""
    md = ["## Floors of every test\n"]
    md.append(
        "A test's floor is the larger of two times per pair, given here as the smaller of two "
        "rates in pairs/s, and a variant's share is its measured rate over it.\n\n"
        f"- **Arithmetic floor**: the vector operations (add, sub, mul, min, max, compare, logic) "
        f"that a lane form of the test's expression performs per pair, counted in lane elements "
        f"(column \"operations per pair\"), issued at {PIPES} per cycle with W lanes each, plus "
        f"any scalar loads it cannot vectorise at {LOAD_PORTS} per cycle: floor = clock / "
        f"max(ops / ({PIPES}·W), loads / {LOAD_PORTS}). W is 1 for the scalar variants, 4 for "
        f"`sse_*`, 8 for `avx_*` and 16 for `avx512_*`. Loads of the SoA arrays and polygon "
        f"blocks, and the verdict stores, are the memory floor's. Early exits (`poly_poly` at "
        f"50% hits, `polygon_polygon`, the walks and witnesses) do less than the model counts "
        f"and can beat it, and so can code whose operations spread over more than {PIPES} pipes (AMD "
        f"Zen 4 has four vector pipes, two of which multiply; recent Intel cores three): a share "
        f"above 100% says that, not that the model is met. The counts are those of the twins' "
        f"lane forms of the reference expressions, below.\n"
        f"- **Memory floor**: the bytes each pair reads and writes as the data set is laid "
        f"out for the batch slots (SoA float arrays; for polygons a pointer and the whole "
        f"`sat2d_convex_poly` block, its 48-byte header and 5 arrays at a stride of the corners rounded "
        f"up to 8, or the `sat2d_simple_polygon` block, its 32-byte header and 2 arrays at a stride of "
        f"the corners rounded up to 8 plus 8; `bounding_circle` reads one 64-byte line of each "
        f"block; one verdict byte per pair, or two floats per point for `transform`), over the "
        f"read and write bandwidth that sat2d-bench measured in this run with 32-byte loads and "
        f"stores (AVX2 where the CPU has it) sweeping buffers of the data set's size (4096 pairs, what they read and what they write "
        f"together), so from the cache level the data set lives in: floor = 1 / (read bytes / read bandwidth + written bytes / "
        f"write bandwidth). The sweeps are sequential; the benchmark follows pointers to blocks "
        f"allocated one by one, so the memory floor is optimistic.\n"
        f"- **Clock**: {clock_text}.\n")
    if no_floor:
        md.append(f"No floor or share is printed in this report: {no_floor}.\n")
    points = sorted({(t, n) for (t, w, d, n) in run.rows if d != "box2d_trace"})
    body = []
    for t, n in points:
        me, m = mem_floor(mem, t, "gen", n)
        ops = OPS.get(t, (lambda n: 0, "no model"))
        ar = ([f"{fmt_rate(arith_floor(t, n, w, mhz))} ({w})" for w in widths(run, t)]
              if not no_floor else ["—"])
        if m:
            foot = m["pairs"] * (m["read_bytes"] + m["write_bytes"])
            level = cache_level(ctx, foot)
            mem_cells = [f"{m['read_bytes']:.0f} + {m['write_bytes']:.0f}",
                         fmt_bytes(foot) + (f" ({level})" if level else ""),
                         f"{m['read_bw'] / 1e9:.1f} / {m['write_bw'] / 1e9:.1f}",
                         fmt_rate(me) if not no_floor else "—"]
        else:
            mem_cells = ["—", "—", "—", "not measured"]
        formula = ops[1].split(":")[0]
        depends = re.search(r"(?<![a-z])n(?![a-z])", formula)  # "16n", "2n²"; not "point"
        count = "—" if t not in OPS else f"{formula} = {ops[0](n)}" if depends else formula
        body.append([f"`{t}`", n or "—", count] + mem_cells + [", ".join(ar)])
    md.append(table(["test", "n", "operations per pair", "bytes read + written per pair",
                     "data set", "read / write GB/s", "memory floor", "arithmetic floor (lanes)"],
                    body) + "\n")
    models = [[f"`{t}`", OPS[t][1]] for t in sorted({t for t, _ in points}) if t in OPS]
    md.append("The operation counts (per pair, lane elements; n = corners):\n")
    md.append(table(["test", "operations per pair"], models) + "\n")
    return "\n".join(md)


def cpu_of(ctx, path):
    """The CPU a run measured: sat2d_cpu from the JSON (model name, family and model), else the
    results folder's name (runs from before the key was written)."""
    return ctx.get("sat2d_cpu") or os.path.basename(os.path.dirname(os.path.abspath(path)))


def load_run(path):
    """One run for the comparison across CPUs: its label, commit, clock and rows."""
    ctx, rows = load(path)
    mhz, clock_text, _ = clock_of(ctx)
    return {"cpu": cpu_of(ctx, path), "commit": ctx.get("sat2d_commit", "not recorded"),
            "date": ctx.get("date", "?"), "mhz": mhz, "path": path,
            "run": Run(rows, mhz, memory_of(ctx)),
            "avx_build": avx_build_of(ctx)}


def avx_build_of(ctx):
    """Which build of the avx_* kernels a run measured, from its SIMD level line; runs from
    before the AVX-512VL build existed had only the AVX2 one."""
    level = ctx.get("sat2d_simd_backend", "")
    marker = "8-lane kernels: "
    if marker not in level:
        return "AVX2 (the only build then)"
    return level.split(marker, 1)[1].removesuffix(" build")


def use_cell(run, t, d, n):
    """The fastest sat2d variant with its ratio to textbook in its own run, and the fastest of
    narrower lanes when it needs AVX2 or AVX-512F at run time."""
    use, alt, isa = recommend(run, t, d, n)
    if not use:
        return "—"
    base = run.ips(t, "textbook", d, n)
    cell = f"`{use}` {fmt_ratio(run.ips(t, use, d, n) / base if base else 0)}"
    if alt:
        cell += f"; without {isa}: `{alt}` {fmt_ratio(run.ips(t, alt, d, n) / base if base else 0)}"
    return cell


def cpu_section(runs, rel):
    """Which variant to use on each CPU family: every test's fastest variant in each committed
    run (ratios within each run), then the convex polygon kernels side by side."""
    text = ["## Which variant on which CPU\n"]
    text.append("The suite measured on each CPU family it has run on, one full `make bench` each "
                "(the first column is this report's run). Each ratio is to `textbook` in the same "
                "run; across runs compare the choices and the ratios, not the pairs/s, since "
                "clocks, caches and the measured commit differ. Where each CPU's pick runs within "
                f"{100 * TIE:.0f}% of the other's on both, the choice column says alike: either "
                "serves.\n")
    if len(runs) < 2:
        text.append("Only this CPU has a committed run: `make bench` on another CPU family "
                    "writes its own `results/` folder, and the report then sets the two side by "
                    "side.\n")
    text.append(table(["CPU", "clock", "commit", "date", "`avx_*` build", "JSON"],
                      [[r["cpu"], f"{r['mhz']:.0f} MHz" if r["mhz"] else "not agreed",
                        r["commit"], r["date"], r["avx_build"], f"`{rel(r['path'])}`"]
                       for r in runs]) + "\n")
    tests = sorted({t for r in runs for (t, _, _, _) in r["run"].rows})
    body = []
    for t in tests:
        first = next(r["run"] for r in runs if r["run"].datasets(t))
        d, n = row_point(first, t)
        points = [(d, n)] + ([("hit50", k) for k in (3, 4, 32) if k in first.sizes(t, "hit50")]
                             if t == "poly_poly" else [])
        for d, n in points:
            cells = [use_cell(r["run"], t, d, n) if r["run"].ips(t, "textbook", d, n) else "—"
                     for r in runs]
            have = [r["run"] for r in runs if r["run"].ips(t, "textbook", d, n)]
            picks = [recommend(r, t, d, n)[0] for r in have]
            # Another CPU's pick counts as the same choice where it runs within TIE of this
            # run's pick here (the witness variants run axes_bl's kernels up to 8 corners).
            alike = all(r.ips(t, p, d, n) >= (1 - TIE) * r.ips(t, own, d, n)
                        for r, own in zip(have, picks) for p in picks)
            body.append([f"`{t}`", f"{d}, n:{n}" if n else d] + cells +
                        ([("—" if len(have) < 2 else "same" if len(set(picks)) == 1 else
                           f"alike (within {100 * TIE:.0f}%)" if alike else "differs")]
                         if len(runs) > 1 else []))
    hdr = ["test", "data"] + [f"use on {r['cpu']}" for r in runs]
    hdr += ["choice"] if len(runs) > 1 else []
    text.append(table(hdr, body) + "\n")
    pp = [r for r in runs if r["run"].ips("poly_poly", "textbook", "hit50", 8)]
    if pp:
        fast = set()
        for r in pp:
            ranked = sorted(r["run"].who("poly_poly", "hit50", 8, peers=False),
                            key=lambda w: -r["run"].ips("poly_poly", w, "hit50", 8))
            fast.update(w for w in ranked[:6] if lanes_of(w) > 1)
        rows = []
        for w in sorted(fast, key=lambda w: -pp[0]["run"].ips("poly_poly", w, "hit50", 8)):
            rows.append([f"`{w}`"] + [fmt_ratio(r["run"].ratio("poly_poly", w, "textbook", "hit50", 8))
                                      for r in pp])
        text.append("Convex polygons, 8 corners, 50% hits: the six fastest SIMD variants of "
                    "each CPU, as multiples of `textbook` in their own run:\n")
        text.append(table(["variant"] + [r["cpu"] for r in pp], rows) + "\n")
    return "\n".join(text)


# Issue 11's targets: (test, data set, corners, what is compared, goal). "textbook" and "peer"
# are ratios of pairs/s in one run; "floor" is the share of the variant's floor.
TARGETS = (
    ("circle_poly", "hit50", 8, "textbook", 5.0),
    ("circle_poly", "hit50", 8, "peer", 5.0),
    ("poly_poly_sweep", "hit50", 8, "textbook", 6.0),
    ("polygon_polygon", "hit50", 16, "textbook", 4.0),
    ("point_polygon", "hit50", 16, "textbook", 8.0),
    ("bounding_circle", "hit50", 8, "textbook", 3.0),
    ("transform", "hit50", 0, "textbook", 3.0),
) + tuple((t, "hit50", 0, "floor", 0.5) for t in (
    "point_point", "point_circle", "point_rect", "circle_circle", "rect_rect", "circle_rect",
    "segment_segment"))


def target_value(run, test, data, n, kind, who):
    """`who`'s measure for a target: its ratio to textbook or to the fastest peer, or its share
    of its floor; 0 where the run lacks what it needs (the case, a peer, a trusted clock)."""
    rate = run.ips(test, who, data, n)
    if kind == "floor":
        return run.share(test, who, data, n)
    base = run.ips(test, "textbook", data, n) if kind == "textbook" else \
        run.best(test, data, n, is_peer)[0]
    return rate / base if rate and base else 0.0


def target_noise(run, test, data, n, kind, who):
    """How far the run's own noise can move `who`'s measure for a target, as a fraction: the
    spread of its repetitions, combined with its denominator's for a ratio (0 if unknown)."""
    own = run.cv(test, who, data, n)
    if kind == "floor":
        return own
    base = "textbook" if kind == "textbook" else run.best(test, data, n, is_peer)[1]
    return math.hypot(own, run.cv(test, base, data, n)) if base else own


def target_cell(run, test, data, n, kind, goal):
    """(cell, met or None, within noise): the fastest variant of at most 8 lanes judged against
    the goal, the 16-lane one beside it where it runs faster, where the goal is missed what the
    floor of the 8-lane one would allow, and whether the verdict lies within the run's noise."""
    fmt = fmt_share if kind == "floor" else fmt_ratio
    _, eight = run.best(test, data, n, lambda w: not is_peer(w) and 1 < lanes_of(w) <= 8)
    _, wide = run.best(test, data, n, lambda w: not is_peer(w) and lanes_of(w) > 8)
    v = target_value(run, test, data, n, kind, eight) if eight else 0.0
    if not v:
        why = "no floor: no trusted clock" if kind == "floor" and eight and not run.mhz else \
            "not measured"
        return why, None, False
    cell = f"`{eight}` {fmt(v)}"
    if kind == "peer":
        cell += f" `{run.best(test, data, n, is_peer)[1]}`"
    if wide and run.ips(test, wide, data, n) > run.ips(test, eight, data, n):
        cell += f" (16 lanes: `{wide}` {fmt(target_value(run, test, data, n, kind, wide))})"
    met = v >= goal
    if not met and kind != "floor":
        # The ratio's denominator is rate / v, so the floor allows floor * v / rate; a variant
        # already past its floor (the model's 2 pipes, where the core has more) is said so.
        f, which = run.floor(test, eight, data, n)
        bound, _, aside = which.partition(" (")  # "arithmetic (no memory figures)"
        floor_name = f"{bound} floor{' (' + aside if aside else ''}"
        rate = run.ips(test, eight, data, n)
        if f and rate >= f:
            cell += f"; at {fmt_share(rate / f)} of its {floor_name}"
            # past the arithmetic model, the memory floor is the bound that is left
            me, _ = mem_floor(run.mem, test, data, n)
            if bound == "arithmetic" and me > rate:
                cell += f", its memory floor allows {fmt_ratio(me * v / rate)}"
        elif f:
            cell += f"; its {floor_name} allows {fmt_ratio(f * v / rate)}"
    cell += " — met" if met else " — **not met**"
    noise = target_noise(run, test, data, n, kind, eight)
    near = noise > 0 and abs(v - goal) <= noise * goal
    if near:
        cell += f" (within the run's noise, ±{noise:.0%})"
    return cell, met, near


def targets_section(runs):
    """Issue 11's targets on every CPU with a committed run, each judged on the fastest variant
    of at most 8 lanes, as the issue sets them for the AVX2 variants."""
    text = ["## Targets of issue 11 on each CPU\n"]
    text.append("Issue 11 sets its targets for the AVX2 variants at 50% hits: each is judged here "
                "on the fastest variant of at most 8 lanes in that CPU's run (the `avx_*` build "
                "named in the table above), with the 16-lane variant beside it where it runs "
                "faster. Where a ratio misses its goal, the cell says what that variant's floor "
                "(\"Floors of every test\") would allow, or how far past it the variant already "
                "runs, so a goal that no kernel of that width can reach on that CPU reads as "
                "such. A verdict is marked as within the run's noise where the goal lies "
                "closer to the measure than the spread of the repetitions behind it (standard "
                "deviation over mean, the two rows of a ratio combined): another run on the "
                "same machine may read it the other way. `poly_poly` n:8, which must stay "
                "where it is, is guarded by `make perfcheck`, not here.\n")
    goals = {"textbook": "≥ {:g}× `textbook`", "peer": "≥ {:g}× the fastest peer",
             "floor": "≥ {:.0%} of its floor"}
    body, met = [], [[0, 0, 0] for _ in runs]
    for test, data, n, kind, goal in TARGETS:
        row = [f"`{test}`", f"{data}, n:{n}" if n else data, goals[kind].format(goal)]
        for i, r in enumerate(runs):
            cell, ok, near = target_cell(r["run"], test, data, n, kind, goal)
            row.append(cell)
            if ok is not None:
                met[i][0] += ok
                met[i][1] += 1
                met[i][2] += near
        body.append(row)
    text.append(table(["test", "data", "goal"] + [r["cpu"] for r in runs], body) + "\n")
    text.append("Met, of the targets each run measured: " + "; ".join(
        f"{r['cpu']} ({r['commit']}): {m} of {k}"
        + (f" ({q} verdict{'s' if q > 1 else ''} within the run's noise)" if q else "")
        for r, (m, k, q) in zip(runs, met)) + ".\n")
    return "\n".join(text)


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
    checked its verdicts (issue 11: the float filters decide outside a stated band, the band
    goes to the exact path, and the count is reported)."""
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


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def wasm_section(path, rel):
    """The "WebAssembly and SAT.js" section from js/bench/sat-js.mjs's JSON (issue 14)."""
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
    targets = []
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
        if ds["name"] == "poly_poly/hit50/n:8" and best and peer and base:
            x = best["pairs_per_s"] / peer["pairs_per_s"]
            targets.append([f"best wasm SIMD128 vs `{peer['impl']}`, poly_poly n:8 hit50", ">= 20×",
                            f"{x:.1f}× (`{best['impl']}`)", "met" if x >= 20 else "not met"])
            x = best["pairs_per_s"] / base
            targets.append(["best wasm SIMD128 vs wasm `textbook`, same data", ">= 10×",
                            f"{x:.1f}× (`{best['impl']}`)", "met" if x >= 10 else "not met"])
    grid = w.get("grid", {})
    if grid:
        wrong = sum(sum(g["mismatches"].values()) for g in grid.values())
        checked = ", ".join(f"{t}: {len(g['mismatches'])} variants × {g['pairs']} pairs"
                            for t, g in grid.items())
        targets.append(["wasm verdicts equal `textbook` on the integer-grid corpus", "0 differences",
                        f"{wrong} ({checked})", "met" if wrong == 0 else "not met"])
    md.append("Targets of issue 14, measured in this run:\n")
    md.append(table(["target", "goal", "measured", ""], targets) + "\n")
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
    ap.add_argument("--wasm", help="js/bench/sat-js.mjs --out JSON (WebAssembly and SAT.js); optional")
    ap.add_argument("--other", action="append", default=[], metavar="JSON",
                    help="another CPU's bench.json (repeatable): the \"Which variant on which "
                    "CPU\" section sets it beside this run")
    a = ap.parse_args()
    ctx, rows = load(a.json)
    rel = lambda p: os.path.relpath(p, os.path.dirname(os.path.abspath(a.out)))
    mhz, clock_text, no_floor = clock_of(ctx)
    mem = memory_of(ctx)
    run = Run(rows, mhz, mem)
    md = []
    md.append("# sat2d performance report\n")
    md.append(f"Generated by `bench/report/report.py` from `{rel(a.json)}` (`{a.command}`). "
              "Every figure is the median of the run's repetitions (random interleaving), and "
              "every comparison is a ratio within this one run. Throughput is pairs per second "
              "over data sets of 4096 broad-phase pairs (bounding boxes overlap), verdicts only.\n")
    md.append(summary_section(run, no_floor))
    md.append(table(["", ""], [
        ["machine", f"{ctx.get('host_name', '?')}, {ctx.get('num_cpus', '?')} CPUs"],
        ["clock", clock_text],
        ["compiler", a.compiler], ["flags", a.flags],
        ["SIMD level", ctx.get("sat2d_simd_backend", "?")],
        ["commit", a.commit], ["date", ctx.get("date", "?")],
        ["repetitions", "quick" if ctx.get("sat2d_quick") == "1" else "full"],
    ]) + "\n")
    md.append(floors_section(run, ctx, mhz, mem, no_floor, clock_text))
    runs = [load_run(a.json)] + [load_run(p) for p in a.other]
    md.append(cpu_section(runs, rel))
    md.append(targets_section(runs))

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
                     int(r["disagree"]) if is_peer(w) else ""])
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
                        lambda w: not skips_projections(w) and not is_peer(w))
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
              f"clock: {clock_text}. It is the arithmetic floor of `poly_poly` in the table of "
              f"floors above, where the memory floor stands beside it. At 100% hits no early exit applies, so it is the fairest "
              f"comparison; at 50% hits early exits can beat the floor. Each projection here costs two "
              f"multiplies, an add and a min (contraction is off so the twins round like the "
              f"reference), so 50% is the most a full computation can reach. The walks and the "
              f"witnesses (column \"projections\": fewer) skip most projections with planes' exact "
              f"verdict, so the floor does not bound them: for them the share is a throughput "
              f"measure, not an efficiency. For `avx512_*` W is 16; CPUs that run a 512-bit "
              f"operation as two 256-bit halves (AMD Zen 4) can reach only half of that floor.\n")
    if no_floor:
        md.append(f"No floor or share is printed in this report: {no_floor}.\n")
    else:
        md.append(table(["variant", "projections", "corners", "data", "measured", "floor", "share"],
                        floor_rows) + "\n")

    # Per-test tables.
    md.append("## Every test\n")
    for test in sorted(set(TESTS) | {t for (t, _, _, _) in rows}):
        md.append(f"### {test}\n")
        if not run.datasets(test):
            md.append("Not measured in this run: the JSON holds no case of this test.\n")
            continue
        for d in run.datasets(test):
            sizes = run.sizes(test, d)
            who = run.who(test, d)
            hdr = ["implementation"] + [f"n:{k} pairs/s" for k in sizes] + [f"n:{k} vs textbook" for k in sizes]
            peer_sizes = [k for k in sizes if run.ips(test, "box2d_overlap", d, k)]
            hdr += [f"n:{k} vs Box2D" for k in peer_sizes]
            if not no_floor:
                hdr += [f"n:{k} share of floor" for k in sizes]
            has_peers = any(is_peer(w) for w in who)
            hdr += ["peer disagreements"] if has_peers else []
            body = []
            for w in who:
                vals = [run.ips(test, w, d, k) for k in sizes]
                refs = [run.ips(test, "textbook", d, k) for k in sizes]
                b2s = [run.ips(test, "box2d_overlap", d, k) for k in peer_sizes]
                vb = [run.ips(test, w, d, k) for k in peer_sizes]
                row = ([f"`{w}`"] + [fmt_rate(v) for v in vals] +
                       [fmt_ratio(v / r if v and r else 0) for v, r in zip(vals, refs)] +
                       [fmt_ratio(v / r if v and r else 0) for v, r in zip(vb, b2s)])
                if not no_floor:
                    row += [fmt_share(run.share(test, w, d, k)) for k in sizes]
                if has_peers:
                    dis = [int(rows[(test, w, d, k)]["disagree"]) for k in sizes
                           if (test, w, d, k) in rows]
                    row.append(", ".join(str(x) for x in dis) if is_peer(w) else "")
                body.append(row)
            hits = {rows[k]["hits"] for k in rows if k[0] == test and k[2] == d and not is_peer(k[1])}
            md.append(f"Data `{d}` (hits per run, equal for every variant: "
                      f"{', '.join(str(int(h)) for h in sorted(hits))}):\n")
            md.append(table(hdr, body) + "\n")
            note = floor_note(run, test, d, sizes, no_floor)
            if note:
                md.append(note + "\n")

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
    body.append(["16 lanes vs 8 lanes (pairs in lanes), circle_poly",
                 "`avx512_batch` vs `avx_batch`, hit50, n:8",
                 fmt_ratio(run.ratio("circle_poly", "avx512_batch", "avx_batch", "hit50", 8)),
                 "The same float filter, 16 circle-polygon pairs to a register."])
    for t in ("circle_circle", "rect_rect", "point_circle", "segment_segment"):
        body.append([f"Pairs in lanes for `{t}`", "`avx_batch` vs `textbook`, hit50",
                     fmt_ratio(run.ratio(t, "avx_batch", "textbook", "hit50", 0)), ""])
    md.append(table(["trick", "comparison", "speed-up", "note"], body) + "\n")

    # Pairs in lanes for convex polygons: where avx_batch stands.
    md.append("### Pairs in lanes for convex polygons (`avx_batch`)\n")
    body = []
    for d, k in (("hit50", 8), ("hit50", 32)):
        body.append([f"{d}, n:{k}", fmt_rate(run.ips("poly_poly", "avx_batch", d, k)),
                     fmt_rate(run.ips("poly_poly", "avx_axes_bl", d, k)),
                     fmt_ratio(run.ratio("poly_poly", "avx_batch", "avx_axes_bl", d, k))])
    for k in run.sizes("poly_poly", "box2d_trace"):
        body.append([f"box2d_trace (boxes and small polygons), n:{k}",
                     fmt_rate(run.ips("poly_poly", "avx_batch", "box2d_trace", k)),
                     fmt_rate(run.ips("poly_poly", "avx_axes_bl", "box2d_trace", k)),
                     fmt_ratio(run.ratio("poly_poly", "avx_batch", "avx_axes_bl", "box2d_trace", k))])
    md.append("One pair per lane pays for the small shapes and for circle_poly, but not for "
              "convex polygon pairs: each lane waits for the pair with the most corners in its "
              "block and the corners must be gathered from eight polygon blocks, where one pair "
              "at a time already fills a register with its own edges. Measured against the "
              "branch-light single-pair kernel on the same data, it loses everywhere, the Box2D "
              "trace of boxes included, so it is kept as a measured trick and never recommended "
              "for `poly_poly`:\n")
    md.append(table(["data", "`avx_batch`", "`avx_axes_bl`", "ratio"], body) + "\n")

    # The exact variant.
    md.append("## `exact`: the truth on every finite input, and what it costs\n")
    paths = {}
    for entry in ctx.get("sat2d_exact_paths", "").split(";"):
        if "=" in entry:
            key, _, val = entry.partition("=")
            fell, _, pairs = val.partition("/")
            paths[key] = (fell, pairs)
    body = []
    for t in TESTS:
        for d in run.datasets(t):
            if d != "hit50" and d != "box2d_trace":
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

    md.append(twin_exact_paths_section(ctx))

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
        if is_peer(w):
            body.append([f"`{t}`", f"`{w}`", f"{d}/n:{k}", int(r["pairs"]), int(r["disagree"])])
    md.append("Box2D 2.4 (`box2d_overlap`: `b2TestOverlap`; `box2d_collide`: `b2CollidePolygons`, "
              "`b2CollideCircles` or `b2CollidePolygonAndCircle` by the test; `box2d_toi`: "
              "`b2TimeOfImpact`; skin radius 0, up to 8 corners) and Chipmunk2D 7 (`chipmunk`: "
              "`cpShapesCollide`, radius 0) answer the same pairs; their verdicts are compared with "
              "the reference pair by pair. `b2TestOverlap` decides by a GJK distance below "
              "10·FLT_EPSILON, `b2TimeOfImpact` stops a linear slop short of contact, and the "
              "others keep their own tolerances, so pairs that touch or nearly touch may be counted "
              "either way; elsewhere a disagreement would be a bug in someone's code. Runs from "
              "before a peer was added simply lack its rows.\n")
    md.append(table(["test", "peer", "data", "pairs", "disagreements"], body) + "\n"
              if body else "No peer was measured in this run.\n")

    # Decision table.
    md.append("## Which should I use?\n")
    body = []
    for k in run.sizes("poly_poly", "hit50"):
        best = run.best("poly_poly", "hit50", k, lambda w: not is_peer(w))
        base = run.ips("poly_poly", "textbook", "hit50", k)
        if best[1]:
            body.append([f"convex polygons, {k} corners", f"`{best[1]}`",
                         fmt_ratio(best[0] / base if base else 0)])
    for t in sorted({t for (t, _, _, _) in rows if t != "poly_poly"}):
        d = "hit50" if "hit50" in run.datasets(t) else run.datasets(t)[0]
        best = run.best(t, d, run.sizes(t, d)[0], lambda w: not is_peer(w))
        base = run.ips(t, "textbook", d, run.sizes(t, d)[0])
        if best[1]:
            body.append([f"`{t}`", f"`{best[1]}`", fmt_ratio(best[0] / base if base else 0)])
    for k in run.sizes("poly_poly", "box2d_trace"):
        best = run.best("poly_poly", "box2d_trace", k, lambda w: not is_peer(w))
        base = run.ips("poly_poly", "textbook", "box2d_trace", k)
        if best[1]:
            body.append(["pairs recorded from a Box2D scene", f"`{best[1]}`",
                         fmt_ratio(best[0] / base if base else 0)])
    md.append("The fastest implementation measured here for each job (50% hits; the `avx_` "
              "variants need AVX2 at run time and `avx512_axes` AVX-512F (without it, take the "
              "best `avx_` row of the tables above); the SSE ones run everywhere, NEON "
              "included):\n")
    md.append(table(["job", "use", "vs textbook"], body) + "\n")
    if a.wasm and os.path.exists(a.wasm):
        md.append(wasm_section(a.wasm, rel))
    md.append("## Reproduce\n")
    md.append(f"`{a.command}` on the machine above; the JSON behind every number is "
              f"`{rel(a.json)}`.\n")
    with open(a.out, "w") as f:
        f.write("\n".join(md))


if __name__ == "__main__":
    main()
