"""One SVG plot per test: pairs/s of every variant and peer on a log scale, against the hit
ratio (hit0, hit50, hit100) and, for convex polygons, against the corner count too. The lines
a reader needs are drawn strongly (textbook, the best scalar variant, the best SIMD variant of
each lane width, the peers) and the rest faint, with a legend. Standard library only."""
import math
import os

from report_runs import hit_of, is_peer, lanes_of

W_ROLE = {1: "best scalar", 4: "best 4 lanes", 8: "best 8 lanes", 16: "best 16 lanes"}
COLOUR = {"textbook": "#000000", 1: "#8c564b", 4: "#2ca02c", 8: "#1f77b4", 16: "#9467bd"}
PEER_COLOURS = {"box2d_overlap": "#d62728", "box2d_collide": "#ff7f0e", "box2d_toi": "#e377c2",
                "chipmunk": "#17becf"}
FAINT = "#c4c4c4"
PANEL_W, PANEL_H, LEFT, GAP, LEGEND, TOP, BOTTOM = 390, 300, 64, 60, 230, 70, 48


def panels_of(run, test):
    """[(title, x label, x scale, [(x, data set, corners)])]: the hit ratio at the test's size
    (8 corners for poly_poly), and for poly_poly the corner count at 50% hits as well."""
    panels = []
    sizes = run.sizes(test, "hit50")
    if test == "poly_poly" and len(sizes) > 1:
        panels.append(("50% hits, by corners", "corners per polygon (log scale)", "log",
                       [(k, "hit50", k) for k in sizes]))
    n = 8 if 8 in sizes else (sizes[0] if sizes else 0)
    hits = sorted((hit_of(d), d) for d in run.datasets(test) if hit_of(d) is not None)
    hits = [(h, d) for h, d in hits if n in run.sizes(test, d)]
    if hits:
        where = f"{n} corners, " if n else ""
        verdicts = any(r["hits"] for k, r in run.rows.items() if k[0] == test)
        xlabel = "share of pairs that collide" if verdicts else \
            "data set (its hit ratio; this test has no verdict)"
        panels.append((f"{where}by hit ratio", xlabel, "lin", [(h, d, n) for h, d in hits]))
    return panels


def emphasis(run, test, points):
    """{name: (role, colour, dashed)} for the lines drawn strongly: textbook, the best scalar
    variant and the best of each SIMD width (highest geometric mean of their ratios to textbook
    over the plotted points, among the variants measured at all of them), and every peer."""
    strong = {}
    if any(run.ips(test, "textbook", d, n) for _, d, n in points):
        strong["textbook"] = ("baseline of every ratio", COLOUR["textbook"], False)
    score = {}
    for w in run.who(test, peers=False):
        logs = []
        for _, d, n in points:
            v, base = run.ips(test, w, d, n), run.ips(test, "textbook", d, n)
            if not v or not base:
                break
            logs.append(math.log(v / base))
        else:
            if logs:
                score[w] = sum(logs) / len(logs)
    for lanes, role in W_ROLE.items():
        cands = [w for w in score if lanes_of(w) == lanes]
        if cands:  # where textbook is the fastest scalar variant, it is drawn as textbook
            w = max(cands, key=lambda w: score[w])
            if w != "textbook":
                strong[w] = (role, COLOUR[lanes], False)
    for w in run.who(test):
        if is_peer(w):
            strong[w] = ("peer", PEER_COLOURS.get(w, "#bcbd22"), True)
    return strong


def fmt_tick(v):
    """A pairs/s tick: 500 k, 2 M, 10 G."""
    for scale, unit in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if v >= scale:
            return f"{v / scale:g} {unit}"
    return f"{v:g}"


def y_ticks(lo, hi):
    """Ticks at 1, 2 and 5 times the powers of ten between lo and hi (decades only where the
    range spans more than three)."""
    steps = (1,) if math.log10(hi / lo) > 3 else (1, 2, 5)
    out = []
    for e in range(math.floor(math.log10(lo)), math.ceil(math.log10(hi)) + 1):
        out += [(s * 10 ** e, s == 1) for s in steps if lo <= s * 10 ** e <= hi]
    return out


def plot_test(run, test, path, cpu):
    """Writes the test's plot to `path`; False (and no file) when the run has nothing to plot."""
    panels = panels_of(run, test)
    if not panels:
        return False
    points = [p for _, _, _, pts in panels for p in pts]
    strong = emphasis(run, test, points)
    values = [run.ips(test, w, d, n) for w in run.who(test) for _, d, n in points]
    values = [v for v in values if v]
    if not values:
        return False
    lo = 10 ** (math.floor(math.log10(min(values)) * 4) / 4)  # a quarter decade below
    hi = 10 ** (math.ceil(math.log10(max(values)) * 4) / 4)
    lo, hi = (lo / 2, hi * 2) if hi / lo < 4 else (lo, hi)
    width = LEFT + len(panels) * (PANEL_W + GAP) + LEGEND
    height = TOP + PANEL_H + BOTTOM
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{LEFT}" y="20" font-size="15"><tspan font-weight="bold">{test}</tspan>: '
           f'pairs per second (log scale)</text>',
           f'<text x="{LEFT}" y="38" fill="#555">{esc(cpu)}</text>']

    def py(v):
        return TOP + (math.log(hi) - math.log(v)) / (math.log(hi) - math.log(lo)) * PANEL_H

    for i, (title, xlabel, scale, pts) in enumerate(panels):
        x0 = LEFT + i * (PANEL_W + GAP)
        xs = [x for x, _, _ in pts]
        f = math.log if scale == "log" else float
        a, b = f(min(xs)), f(max(xs))
        pad = 0.06 * (b - a or 1)

        def px(x, x0=x0, f=f, a=a, b=b, pad=pad):
            return x0 + (f(x) - a + pad) / (b - a + 2 * pad) * PANEL_W

        out.append(f'<text x="{x0 + PANEL_W / 2}" y="{TOP - 8}" text-anchor="middle" '
                   f'font-size="13">{title}</text>')
        out.append(f'<rect x="{x0}" y="{TOP}" width="{PANEL_W}" height="{PANEL_H}" fill="none" '
                   f'stroke="#888"/>')
        for v, major in y_ticks(lo, hi):
            y = py(v)
            out.append(f'<line x1="{x0}" x2="{x0 + PANEL_W}" y1="{y:.1f}" y2="{y:.1f}" '
                       f'stroke="{"#d8d8d8" if major else "#eeeeee"}"/>')
            out.append(f'<text x="{x0 - 5}" y="{y + 4:.1f}" text-anchor="end">{fmt_tick(v)}</text>')
        for x in xs:
            out.append(f'<line x1="{px(x):.1f}" x2="{px(x):.1f}" y1="{TOP + PANEL_H}" '
                       f'y2="{TOP + PANEL_H + 4}" stroke="#888"/>')
            label = f"{x}%" if scale == "lin" else str(x)
            out.append(f'<text x="{px(x):.1f}" y="{TOP + PANEL_H + 17}" '
                       f'text-anchor="middle">{label}</text>')
        out.append(f'<text x="{x0 + PANEL_W / 2}" y="{TOP + PANEL_H + 36}" '
                   f'text-anchor="middle">{xlabel}</text>')
        # Faint lines first, so that the strong ones are drawn over them.
        order = [w for w in run.who(test) if w not in strong] + list(strong)
        for w in order:
            s = [(px(x), py(run.ips(test, w, d, n))) for x, d, n in pts if run.ips(test, w, d, n)]
            if not s:
                continue
            d = " ".join(f"{x:.1f},{y:.1f}" for x, y in s)
            if w not in strong:
                out.append(f'<polyline points="{d}" fill="none" stroke="{FAINT}" '
                           f'stroke-width="1.2"/>')
                continue
            _, colour, dashed = strong[w]
            dash = ' stroke-dasharray="7,4"' if dashed else ""
            out.append(f'<polyline points="{d}" fill="none" stroke="{colour}" stroke-width="2.6"'
                       f'{dash}/>')
            out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.2" fill="{colour}"/>' for x, y in s]
    # The legend: strong lines from the fastest down (at the first plotted point measured).
    lx = LEFT + len(panels) * (PANEL_W + GAP) - 20
    ref = points[len(points) // 2]
    ranked = sorted(strong, key=lambda w: -run.ips(test, w, ref[1], ref[2]))
    for j, w in enumerate(ranked):
        role, colour, dashed = strong[w]
        y = TOP + 8 + 30 * j
        dash = ' stroke-dasharray="7,4"' if dashed else ""
        out.append(f'<line x1="{lx}" x2="{lx + 26}" y1="{y}" y2="{y}" stroke="{colour}" '
                   f'stroke-width="2.6"{dash}/>')
        out.append(f'<text x="{lx + 32}" y="{y + 4}" font-weight="bold">{w}</text>')
        out.append(f'<text x="{lx + 32}" y="{y + 17}" fill="#555" font-size="11">{role}</text>')
    faint = [w for w in run.who(test) if w not in strong]
    if faint:
        y = TOP + 8 + 30 * len(ranked)
        out.append(f'<line x1="{lx}" x2="{lx + 26}" y1="{y}" y2="{y}" stroke="{FAINT}" '
                   f'stroke-width="1.2"/>')
        out.append(f'<text x="{lx + 32}" y="{y + 4}">{len(faint)} other variant'
                   f'{"s" if len(faint) > 1 else ""}</text>')
        out.append(f'<text x="{lx + 32}" y="{y + 17}" fill="#555" font-size="11">in the tables'
                   f'</text>')
    out.append("</svg>")
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
    return True


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plot_name(test):
    return f"{test}.svg"
