"""The cycle models held against the hardware: llvm-mca's cycles a pair for each marked block
(mca.py) next to the cycles a pair measured by a benchmark run of the same kernels.

Measured cycles a pair are the run's clock (context sat2d_clock_mhz, both of sat2d-bench's clock
chains) times 10^6 over the median pairs per second of the kernel's row at 50% hits (poly_poly at
8 corners, the small tests at their one size). The model covers the marked block only: the loop
around it, the caches and the early exits of real pairs are not in it, so the ratio says how much
of the measured time the block's own instructions explain, and the rank correlation whether the
model orders the kernels as the CPU does.
"""
import json
import os
import re

# The model of each CPU family measured: LLVM 19's znver4 for AMD Zen 4 and Zen 5 (its znver5 is
# the same model), icelake-server for the Intel Xeon family 6 model 167 (Rocket Lake: LLVM's
# rocketlake is icelake-server's model).
FAMILY_MODEL = {"AMD": "znver4", "Intel": "icelake-server"}


def model_for(bench_path):
    """The llvm-mca model for the CPU of a run, from its results folder's name or the host."""
    text = os.path.basename(os.path.dirname(os.path.abspath(bench_path)))
    if not re.search(r"AMD|Intel", text):
        with open("/proc/cpuinfo") as f:
            text = f.read(4000)
    return FAMILY_MODEL["AMD" if "AMD" in text else "Intel"]


def measured(bench_path):
    """{test/variant: cycles a pair} from a Google Benchmark JSON of sat2d-bench (hit50 rows)."""
    with open(bench_path) as f:
        data = json.load(f)
    mhz = float(data["context"]["sat2d_clock_mhz"])
    out = {}
    for b in data["benchmarks"]:
        m = re.match(r"^([a-z_]+)/([a-z0-9_]+)/hit50/n:(\d+)_median$", b["name"])
        if not m or (m.group(1) == "poly_poly" and m.group(3) != "8"):
            continue
        out[f"{m.group(1)}/{m.group(2)}"] = mhz * 1e6 / b["items_per_second"]
    return out


def spearman(xs, ys):
    """Spearman's rank correlation (average ranks for ties)."""
    def ranks(v):
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2.0
            i = j + 1
        return r
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sx = sum((a - mx) ** 2 for a in rx) ** 0.5
    sy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (sx * sy) if sx and sy else float("nan")


def report(est, bench_path, model=None):
    """Prints a Markdown table: each block served on x86-64 CPUs with AVX-512 (the AVX-512VL
    build of the 8-lane kernels, the 4-lane and 16-lane ones), its model cycles, the measured
    cycles and their ratio; then the rank correlation. A run that predates the two named forms
    of avx512_axes has its avx512_axes row stand for the form it then was (broadcast)."""
    model = model or model_for(bench_path)
    meas = measured(bench_path)
    rows = []
    for key, cycles in sorted(est["models"].get(model, {}).items()):
        name, stem = key.split("@")
        if stem == "kernels_avx" or "#" in stem:  # the AVX2 build is not served on these CPUs
            continue
        got = meas.get(name)
        if got is None and name == "poly_poly/avx512_axes_broadcast":
            got = meas.get("poly_poly/avx512_axes")
        if got is not None:
            rows.append((name, cycles, got))
    print(f"\n{len(rows)} kernels, model `{model}`, measured: {bench_path}\n")
    print("| kernel | model cycles a pair | measured cycles a pair | model ÷ measured |")
    print("|---|---|---|---|")
    for name, c, m in rows:
        print(f"| `{name}` | {c:.2f} | {m:.2f} | {c / m:.2f} |")
    if len(rows) > 2:
        rho = spearman([r[1] for r in rows], [r[2] for r in rows])
        print(f"\nSpearman rank correlation: {rho:.2f} over {len(rows)} kernels")
    return rows
