"""The report's opening: "Which should I use?" (per test and CPU family, the variant for CPUs
with AVX-512, with AVX2 only and with neither, against textbook and the fastest peer) and
"Every test at a glance" (this run's best scalar, SIMD and peer per test, with floors).
Standard library only."""
from report_runs import (TESTS, fmt_point, fmt_rate, fmt_ratio, fmt_share, is_peer, lanes_of,
                         main_point, table)

# The instruction sets a CPU may lack, widest first: the variants each allows (by lanes).
TIERS = (("with AVX-512", 16), ("with AVX2 only", 8), ("with neither", 4))


def ordered_tests(tests):
    """The catalogue's order (simple shapes first), then any test it does not know."""
    tests = set(tests)
    return [t for t in TESTS if t in tests] + sorted(tests - set(TESTS))


def guide_points(run, test):
    """Where the guide answers for a test: its main point, and for convex polygons the other
    corner counts that change the answer (4, 32, 128) and the pairs recorded from Box2D."""
    d, n = main_point(run, test)
    points = [(d, n)]
    if test == "poly_poly":
        sizes = run.sizes(test, "hit50")
        points = [("hit50", k) for k in (4, 8, 32, 128) if k in sizes] or points
        points += [("box2d_trace", k) for k in run.sizes(test, "box2d_trace")]
    return points


def pick(run, test, d, n, lanes):
    """(pairs/s, name) of the fastest sat2d variant of at most `lanes` lanes."""
    return run.best(test, d, n, lambda w: not is_peer(w) and lanes_of(w) <= lanes)


def pick_cell(run, test, d, n, lanes):
    v, w = pick(run, test, d, n, lanes)
    if not w:
        return "—"
    base = run.ips(test, "textbook", d, n)
    peer = run.best(test, d, n, is_peer)[0]
    cell = f"`{w}` {fmt_ratio(v / base if base else 0)}"
    return cell + (f" / {fmt_ratio(v / peer)}" if peer else "")


def guide_section(runs):
    """The first section: for every test, each CPU family's pick at each instruction-set tier."""
    text = ["## Which should I use?\n"]
    several = len(runs) > 1
    text.append(
        "For each test at 50% hits (convex polygons also at 4, 32 and 128 corners and on pairs "
        "recorded from a Box2D scene), the fastest sat2d variant measured on "
        + ("each CPU family with a committed run" if several else "this CPU") +
        ", for three kinds of CPU: one with AVX-512 (F and VL), one with AVX2 but not AVX-512, "
        "and one with neither, where the 4-lane `sse_` kernels (SSE2, which every x86-64 CPU "
        "has; NEON on ARM) or a scalar variant are left. Each cell gives its speed-up over "
        "`textbook` and, after the slash, over the fastest other engine measured on the same "
        "pairs (last column), both within that CPU's run. " + avx_build_note(runs) +
        " Where every verdict must be the "
        "true one on any finite input, `exact` is the variant (see \"`exact`\" below); hit ratio "
        "and corner count move these choices, as each test's plot shows.\n")
    hdr = ["test", "data"] + (["CPU"] if several else [])
    hdr += [f"{name} (× textbook / × peer)" for name, _ in TIERS] + ["fastest peer (× textbook)"]
    body = []
    tests = ordered_tests(t for r in runs for t in r["run"].tests())
    for t in tests:
        first = next(r["run"] for r in runs if r["run"].datasets(t))
        for d, n in guide_points(first, t):
            for r in runs:
                run = r["run"]
                row = [f"`{t}`", fmt_point(d, n)] + ([r["short"]] if several else [])
                if not run.ips(t, "textbook", d, n):
                    body.append(row + ["not measured"] + [""] * len(TIERS))
                    continue
                row += [pick_cell(run, t, d, n, lanes) for _, lanes in TIERS]
                pv, pw = run.best(t, d, n, is_peer)
                base = run.ips(t, "textbook", d, n)
                row.append(f"`{pw}` {fmt_ratio(pv / base)}" if pw else "none measured")
                body.append(row)
    text.append(table(hdr, body) + "\n")
    if several:
        text.append("CPUs: " + "; ".join(f"{r['short']} is {r['label']}" for r in runs) +
                    " (as `/proc/cpuinfo` names it; \"Methods\" lists each run).\n")
    return "\n".join(text)


def avx_build_note(runs):
    """Which build of the 8-lane kernels the guide's `avx_` picks measured."""
    builds = {r["avx_build"] for r in runs}
    if builds == {"AVX-512VL"}:
        return ("On " + ("these CPUs" if len(runs) > 1 else "this CPU") + " the 8-lane `avx_` "
                "kernels ran as their AVX-512VL build; a CPU with AVX2 alone runs their AVX2 "
                "build, which `bench/tools/avx_builds.py` compares with it on one CPU.")
    return ("The 8-lane `avx_` kernels ran as the build each CPU was served (\"Methods\" "
            "names it); `bench/tools/avx_builds.py` compares the AVX2 and AVX-512VL builds on "
            "one CPU.")


def glance_section(run, no_floor):
    """Every test in one table: this run's best scalar, SIMD and peer, ratios, floor."""
    points = []
    for t in ordered_tests(run.tests()):
        d, n = main_point(run, t)
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
        body.append([f"`{t}`", fmt_point(d, n), cell(sc), cell(si),
                     fmt_ratio(si[0] / base if si[0] and base else 0),
                     fmt_ratio(si[0] / sc[0] if si[0] and sc[0] else 0), peer_cell,
                     fmt_ratio(si[0] / pe[0] if si[0] and pe[0] else 0), floor_cell, share_cell])
    hdr = ["test", "data", "best scalar", "best SIMD", "SIMD vs textbook", "SIMD vs scalar",
           "best peer", "SIMD vs peer", "floor of the best SIMD", "its share"]
    text = ("## Every test at a glance\n\nThis run's figures in pairs/s for each test at 50% hits "
            "(convex polygons also at 32 and 128 corners): the fastest scalar variant, the "
            "fastest SIMD variant, the fastest other engine with the pairs where its verdict "
            "differs from sat2d's reference, their ratios, and the floor of the best SIMD variant "
            "(the lower of its arithmetic and memory floors, see \"Floors of every test\") with "
            "the share of it reached.\n")
    if no_floor:
        text += f"\nNo floor or share is printed: {no_floor}.\n"
    return text + "\n" + table(hdr, body) + "\n"
