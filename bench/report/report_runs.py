"""A sat2d-bench run read back: the Google Benchmark JSON's medians per case, the clock and
memory figures of its context, the floor model built on them, and the choice of what to use.
Every other module of the report (and pairs_report.py, through report.py) reads runs through
this one. Standard library only."""
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


def registry_tests(path=None):
    """[(id, shape A, shape B, params)] from the one list of tests, SAT2D_TESTS in
    sat2d/registry.h, in its order (simple shapes first): found beside the sources
    (include/sat2d/) or where the package installs it (include/ beside share/sat2d/bench/).
    Empty if neither holds it; the report then knows the tests only from its runs."""
    here = os.path.dirname(os.path.abspath(__file__))
    paths = [path] if path else [os.path.join(here, up, "include", "sat2d", "registry.h")
                                 for up in ("../..", "../../..")]
    for p in paths:
        if not os.path.isfile(p):
            continue
        with open(p) as f:
            text = f.read()
        body = text[text.find("#define SAT2D_TESTS(X)"):]
        body = body[:body.find("\n\n")]
        return [(m[1], m[2], m[3], m[4]) for m in
                re.finditer(r'\bX\((\w+),\s*\w+,\s*(\w+),\s*(\w+),\s*"(\w*)"', body)]
    return []


# The catalogue of tests (docs/conventions.md): every test gets a section, measured or not.
TESTS = tuple(t[0] for t in registry_tests())
CLOCK_TOLERANCE = 0.03  # the default when the JSON does not state sat2d_clock_tolerance
PIPES = 2  # vector operations executed per cycle in the arithmetic floor model
LOAD_PORTS = 3  # scalar loads per cycle in the same model: Intel Golden Cove and AMD Zen 4
# both do three a cycle (with 2, bounding_circle's avx_batch read 119% of its floor on an
# Intel Xeon)


def is_peer(w):
    """Another engine's call, not a sat2d variant."""
    return w in PEERS or w.startswith(("box2d", "chipmunk"))


def lanes_of(w):
    """Lanes per operation of a variant (1 for scalar variants)."""
    return LANES.get(w.split("_")[0], 1)


def skips_projections(w):
    """Walks and witnesses: planes' verdict from far fewer than n*n projections."""
    return "walk" in w or "witness" in w


# The arithmetic floor: per pair, the vector operations (add, sub, mul, min, max, compare,
# logic; loads and stores are the memory floor's) that a lane form of the test's expression
# performs, counted in lane elements, executed at PIPES per cycle with W lanes each, plus the
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
                  "(the multiplies only, as in the share of the arithmetic floor below: a full "
                  "projection costs twice that, so 50% is the most a full computation reaches)"),
    "ray_circle": (lambda n: 38, "38: the offset (2 sub), r² (1), |f|² - r² (4), |d|² (3), f·d "
                   "(3), f×d (3), the discriminant (3), the end point's offset and its squared "
                   "distance (8), the four verdict compares with their sign flip, multiply and "
                   "logic (11)"),
    "ray_rect": (lambda n: 51, "51: the offsets (2 sub), the start inside (7), per axis the slab "
                 "(17: 2 compares, 2 divisions, 2 sub or sign flips, 2 sign compares, 4 selects, "
                 "5 logic), the largest entry and least exit (4), the verdict (4); a division "
                 "counts as one operation, though it issues at a fraction of the rate"),
    "ray_poly": (lambda n: 23 * n + 5, "23n + 5: per edge the start's offset and plane (5), "
                 "n·d (3), the division (1), entering and leaving (2), inside so far (2), the "
                 "largest entry (3), the least exit (3), parallel and outside (4); then the "
                 "verdict (5)"),
    "capsule_capsule": (lambda n: 182, "182, the float filter's form (a lane whose float result "
                        "is within the proven margin goes to the reference, which the model leaves "
                        "out): the cores, the four end differences and their squares, the margins "
                        "(41), the four sides and dot products (26), per end-to-core test the "
                        "case, the value and the comparison with its margin (20 each, 80), the "
                        "signs of the sides, the crossing and the verdict masks (35)"),
    "circle_capsule": (lambda n: 49, "49, the float filter's form (as capsule_capsule): the core "
                       "and (ra + rb)² (7), the two end differences and their squares (10), the "
                       "margins (3), t, e×f and r²l (7), the end-to-core test (20), the guard "
                       "(2)"),
    "capsule_poly": (lambda n: 49 * n, "49n: per corner of B, its plane's separation from both "
                     "ends (11) and the rounded test (5), its projection on the core's normal with "
                     "the extent (7), its squared distance to each end with the nearest's selects "
                     "(20), its projection on the corner axis (6)"),
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


def rows_of(data):
    """(context, {(test, who, data, n): row}) from a loaded Google Benchmark JSON. A row is the
    median aggregate where the run wrote one, else the median of the repetitions (a run without
    --benchmark_report_aggregates_only writes both, in an order that random interleaving may
    change). Its "cv" is the spread of its repetitions' pairs/s (standard deviation over mean;
    0 where the run has no figure)."""
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
        row = {"ips": b.get("items_per_second", 0.0), "hits": b.get("hits", 0),
               "pairs": b.get("pairs", 0), "disagree": b.get("disagree", 0)}
        for counter in ("points_differ", "skin_only", "skin_points_differ"):
            if counter in b:
                row[counter] = b[counter]
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
    return data.get("context", {}), rows


def load(path):
    """(context, rows) of the Google Benchmark JSON at `path` (see rows_of)."""
    with open(path) as f:
        return rows_of(json.load(f))


def fmt_rate(v):
    return "—" if not v else f"{v / 1e6:.2f} M"


def fmt_ratio(v):
    return "—" if not v or math.isnan(v) else f"{v:.2f}×"


def fmt_share(v):
    return "—" if not v else f"{100 * v:.0f}%"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


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
        """The test's data sets: the generated ones by hit ratio (hit0, hit50, hit100), then
        the others (the recorded Box2D trace) by name."""
        ds = {d for (t, w, d, k) in self.rows if t == test}
        return sorted(ds, key=lambda d: (hit_of(d) is None, hit_of(d) or 0, d))

    def tests(self):
        return sorted({t for (t, _, _, _) in self.rows})

    def ratio(self, test, a, b, data, n):
        x, y = self.ips(test, a, data, n), self.ips(test, b, data, n)
        return x / y if x and y else float("nan")

    def best(self, test, data, n, pred):
        cands = [(self.ips(test, w, data, n), w) for w in self.who(test, data, n) if pred(w)]
        cands = [c for c in cands if c[0]]
        return max(cands) if cands else (0.0, None)


def hit_of(data):
    """The hit ratio in percent of a generated data set ("hit50" -> 50), None for others."""
    m = re.fullmatch(r"hit(\d+)", data)
    return int(m[1]) if m else None


def main_point(run, test):
    """The data set and size at which the report compares a test first: 50% hits, the
    headline's 8 corners for poly_poly, else the test's only (or first) size."""
    ds = run.datasets(test)
    d = "hit50" if "hit50" in ds else ds[0]
    sizes = run.sizes(test, d)
    return d, (8 if 8 in sizes else sizes[0])


def fmt_point(d, n):
    return f"{d}, n:{n}" if n else d


def recommend(run, test, data, n):
    """What to use for a test on one data set (sat2d-bench --pairs's verdict): (the fastest
    sat2d variant or None, the fastest of narrower lanes when that one needs AVX2 or AVX-512F
    at run time or None, the instruction set it needs or None)."""
    use = run.best(test, data, n, lambda w: not is_peer(w))[1]
    if not use or lanes_of(use) <= 4:
        return use, None, None
    alt = run.best(test, data, n, lambda w: not is_peer(w) and lanes_of(w) < lanes_of(use))[1]
    return use, alt, ("AVX-512F" if lanes_of(use) > 8 else "AVX2") if alt else None


# Microarchitectures the report names, from /proc/cpuinfo's vendor family and model (a
# hypervisor's "AMD EPYC" hides which one): AMD family 25 holds Zen 3 and Zen 4 by model.
AMD_FAMILIES = {23: "Zen or Zen 2", 26: "Zen 5"}
AMD_25_ZEN4 = ((0x10, 0x1F), (0x60, 0x7F), (0xA0, 0xAF))


def microarch(cpu):
    """"Zen 4" for "AMD EPYC family 25 model 17", None where the report does not know."""
    m = re.search(r"family (\d+) model (\d+)", cpu)
    if not m or not cpu.startswith("AMD"):
        return None
    fam, model = int(m[1]), int(m[2])
    if fam == 25:
        return "Zen 4" if any(lo <= model <= hi for lo, hi in AMD_25_ZEN4) else "Zen 3"
    return AMD_FAMILIES.get(fam)


def cpu_label(cpu, short=False):
    """A CPU's name for tables: "AMD EPYC family 25 model 17 (Zen 4)", or in short "AMD EPYC
    (Zen 4)"; "(R)", "(TM)" and "Processor" dropped."""
    name = re.sub(r"\((R|TM|tm)\)|\bProcessor\b|\bCPU\b", "", cpu)
    name = re.sub(r"\s+", " ", name).strip()
    arch = microarch(cpu)
    base, _, fm = name.partition(" family ")
    if short:
        return f"{base} ({arch or 'family ' + fm})" if fm else name
    return f"{name} ({arch})" if arch else name


def cpu_of(ctx, path):
    """The CPU a run measured: sat2d_cpu from the JSON (model name, family and model), else the
    results folder's name (runs from before the key was written)."""
    return ctx.get("sat2d_cpu") or os.path.basename(os.path.dirname(os.path.abspath(path)))


def avx_build_of(ctx):
    """Which build of the avx_* kernels a run measured, from its SIMD level line; runs from
    before the AVX-512VL build existed had only the AVX2 one."""
    level = ctx.get("sat2d_simd_backend", "")
    marker = "8-lane kernels: "
    if marker not in level:
        return "AVX2 (the only build then)"
    return level.split(marker, 1)[1].removesuffix(" build")


def load_run(path):
    """One committed run: its CPU (full and short labels), commit, clock, rows and context."""
    ctx, rows = load(path)
    mhz, clock_text, no_floor = clock_of(ctx)
    cpu = cpu_of(ctx, path)
    return {"cpu": cpu, "label": cpu_label(cpu), "short": cpu_label(cpu, short=True),
            "commit": ctx.get("sat2d_commit", "not recorded"), "date": ctx.get("date", "?"),
            "mhz": mhz, "clock_text": clock_text, "no_floor": no_floor, "path": path,
            "ctx": ctx, "run": Run(rows, mhz, memory_of(ctx)), "avx_build": avx_build_of(ctx)}
