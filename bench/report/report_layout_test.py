"""The whole of REPORT.md as report.py writes it from two CPUs' runs shaped like sat2d-bench's:
the sections in a user's order ("Which should I use?" first, then every test at a glance, each
test, and methods and floors after), one plot per measured test written to --svg-dir and linked
once (a readable SVG: the strong lines and a legend, the rest faint), and no text about issues
or goals, nor any commit hash off the run record's commit line.
Usage: python3 report_layout_test.py PATH/TO/report.py"""
import json
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from report_testlib import expect, load_report  # noqa: E402 (after the bytecode switch)

report = load_report(sys.argv[1])


def bench_json(cpu, commit, scale):
    """A run of three tests: poly_poly at two corner counts, three hit ratios and the Box2D
    trace, with several variants and two peers; circle_circle with a peer; transform at 50%
    hits only. Rates are multiplied by `scale` per CPU."""
    rates = {}
    for d, hit in (("hit0", 1.2), ("hit50", 1.0), ("hit100", 0.9)):
        for n in (4, 8):
            for w, v in (("textbook", 1), ("planes", 3), ("witness", 5), ("sse_axes", 9),
                         ("sse_witness", 10), ("avx_axes", 15), ("avx_axes_bl", 19),
                         ("avx512_axes", 21), ("box2d_overlap", 1.5), ("chipmunk", 0.4)):
                rates[f"poly_poly/{w}/{d}/n:{n}"] = v * hit * scale * 1e6 * 8 / n
        for w, v in (("textbook", 100), ("exact", 120), ("sse_batch", 800), ("avx_batch", 1200),
                     ("box2d_collide", 40)):
            rates[f"circle_circle/{w}/{d}/n:0"] = v * hit * scale * 1e6
    for w in ("textbook", "avx_axes_bl", "box2d_overlap"):
        rates[f"poly_poly/{w}/box2d_trace/n:8"] = {"textbook": 2, "avx_axes_bl": 14,
                                                   "box2d_overlap": 1}[w] * scale * 1e6
    rates.update({"transform/textbook/hit50/n:0": 4000e6, "transform/sse_batch/hit50/n:0": 4100e6})
    return {"context": {"sat2d_cpu": cpu, "sat2d_commit": commit, "date": "2026-11-26",
                        "host_name": "vm", "num_cpus": 2, "sat2d_clock_mul_mhz": "4000",
                        "sat2d_clock_rot_mhz": "4001", "sat2d_clock_agree": "1",
                        "mhz_per_cpu": 2600, "sat2d_quick": "0",
                        "sat2d_simd_backend": "x86 test; 8-lane kernels: AVX-512VL build"},
            "benchmarks": [{"name": k + "_median", "run_name": k, "run_type": "aggregate",
                            "aggregate_name": "median", "items_per_second": v, "hits": 2048,
                            "pairs": 4096, "disagree": 0} for k, v in rates.items()]}


with tempfile.TemporaryDirectory() as top:
    paths = []
    for name, cpu, commit, scale in (("amd", "AMD EPYC family 25 model 17", "abc1234", 1.0),
                                     ("intel", "Intel(R) Xeon(R) Processor family 6 model 143",
                                      "def5678", 1.3)):
        os.makedirs(os.path.join(top, "results", name))
        paths.append(os.path.join(top, "results", name, "bench.json"))
        with open(paths[-1], "w") as f:
            json.dump(bench_json(cpu, commit, scale), f)
    svg_dir = os.path.join(top, "results", "amd")
    out = os.path.join(top, "REPORT.md")
    report.main(["--json", paths[0], "--other", paths[1], "--svg-dir", svg_dir, "--out", out,
                 "--compiler", "cc 12", "--flags=-O3 -ffp-contract=off", "--commit", "abc1234",
                 "--command", "make bench"])
    with open(out) as f:
        md = f.read()
    svgs = {p: open(os.path.join(svg_dir, p)).read() for p in os.listdir(svg_dir)
            if p.endswith(".svg")}

heads = re.findall(r"^## (.+)$", md, re.M)
expect(heads[:3] == ["Which should I use?", "Every test at a glance", "Each test"],
       "the decision guide first, then every test at a glance, then each test", heads)
expect(heads.index("Methods and floors") > heads.index("Each test") and
       heads.index("The seeds' pitfalls, measured") > heads.index("Methods and floors") and
       heads.index("Peers") > heads.index("The seeds' pitfalls, measured") and
       heads[-1] == "Reproduce", "methods and floors, pitfalls, peers, reproduce last", heads)
expect(md.index("Each test") > md.index("| `poly_poly` | hit50, n:8 | AMD EPYC (Zen 4) |")
       > md.index("## Which should I use?"), "the guide answers for each CPU family", md[:3000])
measured = ["circle_circle", "poly_poly", "transform"]
images = re.findall(r"^!\[[^\]]*\]\(([^)]+)\)$", md, re.M)
expect(len(images) == len(measured) and sorted(svgs) == [f"{t}.svg" for t in measured],
       "one plot per measured test, written to --svg-dir and linked once", images)
each = md.split("## Each test", 1)[1].split("\n## ", 1)[0]
for t in measured:
    section = each.split(f"### {t}\n", 1)[1].split("\n### ", 1)[0]
    expect(section.count("![") == 1 and f"results/amd/{t}.svg" in section,
           f"{t}'s section holds its own plot", section)
expect("### point_point\n\nNot measured in this run" in each, "a catalogue test not measured", each)
for name, svg in svgs.items():
    root = ET.fromstring(svg)  # well-formed
    lines = [e for e in root.iter() if e.tag.endswith("polyline")]
    strong = [e for e in lines if float(e.get("stroke-width")) > 2]
    expect(strong and svg.count(">textbook<") == 1, f"{name}: strong lines, textbook in the legend", svg)
pp = svgs["poly_poly.svg"]
# textbook, the best scalar (witness), 4 lanes (sse_witness), 8 (avx_axes_bl), 16 and 2 peers
# strong in each of the two panels (corners, hit ratio); planes, sse_axes, avx_axes faint.
for w, role in (("witness", "best scalar"), ("sse_witness", "best 4 lanes"),
                ("avx_axes_bl", "best 8 lanes"), ("avx512_axes", "best 16 lanes"),
                ("box2d_overlap", "peer"), ("chipmunk", "peer")):
    expect(f">{w}</text>" in pp and f">{role}</text>" in pp, f"poly_poly's legend: {w}, {role}", pp)
expect(">3 other variants</text>" in pp and "corners per polygon" in pp and
       "share of pairs that collide" in pp, "poly_poly: the faint rest, both panels", pp)
for line in md.splitlines():
    if line.startswith("| commit |"):
        expect("abc1234" in line and "def5678" in line, "each run's commit on the record's line", line)
        continue
    hexes = [w for w in re.findall(r"\b[0-9a-fA-F]{7,40}\b", line)
             if re.search(r"[a-fA-F]", w) and re.search(r"\d", w)]
    expect(not hexes, "no commit hash off the run record's commit line", line)
expect(not re.search(r"issue|target", md, re.I), "no issues nor goals in the report",
       [m for m in re.findall(r".{40}(?:issue|target).{40}", md, re.I)])
print("report_layout_test: every check passed")
