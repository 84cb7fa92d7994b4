#!/usr/bin/env python3
"""The ranking of sat2d-bench --pairs: reads the Google Benchmark JSON of a run on a user's
trace (bench.json), prints a ranked table per test on stdout, and writes ranking.json and a
short REPORT.md with the verdict "for this trace, use X for poly_poly (N% of pairs) and Y for
circle_poly (M%)". Medians and the choice of what to use come from report.py (load, Run,
recommend), the same as REPORT.md's. Standard library only.

    python3 bench/report/pairs_report.py --json DIR/bench.json --out-dir DIR
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report import Run, fmt_rate, fmt_ratio, is_peer, load, recommend, table  # noqa: E402

DATASET = "pairs"  # the data set name sat2d-bench gives every test of a trace (bench/pairs.h)


def trace_facts(ctx):
    """The trace's pair counts per test, and its file, format and bad lines, from the context
    sat2d-bench wrote."""
    counts = {k.split("/", 1)[1]: int(v) for k, v in ctx.items()
              if k.startswith("sat2d_pairs_count/")}
    bad_numbers = ctx.get("sat2d_pairs_bad_numbers", "").split()
    return counts, {
        "file": ctx.get("sat2d_pairs_file", "?"),
        "format": ctx.get("sat2d_pairs_format", "?"),
        "unit": "record" if ctx.get("sat2d_pairs_format") == "binary" else "line",
        "bad": int(ctx.get("sat2d_pairs_bad", "0")),
        "bad_numbers": [int(b) for b in bad_numbers],
        "transforms": int(ctx.get("sat2d_pairs_transforms", "0")),
        # Contenders loaded with --plugin: name -> the library they came from.
        "contenders": {k.split("/", 1)[1]: v for k, v in ctx.items()
                       if k.startswith("sat2d_pairs_contender/")},
    }


def kind_of(name, facts):
    # A loaded contender may carry any name, "box2d_..." included: it is the user's, not a peer.
    if name in facts["contenders"]:
        return "contender"
    return "peer" if is_peer(name) else "variant"


def rank_test(run, test, n, facts):
    """Every variant and peer measured on the test, fastest first, with ratios to textbook and
    to the fastest."""
    rows = [(run.ips(test, w, DATASET, n), w) for w in run.who(test, DATASET, n)]
    rows = sorted([r for r in rows if r[0]], reverse=True)
    base = run.ips(test, "textbook", DATASET, n)
    best = rows[0][0] if rows else 0.0
    out = []
    for ips, w in rows:
        r = run.rows[(test, w, DATASET, n)]
        out.append({"name": w, "peer": kind_of(w, facts) == "peer", "kind": kind_of(w, facts),
                    "pairs_per_second": ips,
                    "vs_textbook": ips / base if base else None, "vs_best": ips / best,
                    "hits": int(r["hits"]), "pairs": int(r["pairs"]),
                    "disagree": int(r["disagree"]) if kind_of(w, facts) == "peer" else 0})
    return out


def size_of(run, test):
    sizes = run.sizes(test, DATASET)
    return sizes[0] if sizes else None


def verdict_sentence(choices):
    """'For this trace, use `X` for poly_poly (62% of pairs) and `Y` for circle_poly (38%).'"""
    parts = []
    for i, c in enumerate(choices):
        share = f"{100 * c['share']:.0f}%" + (" of pairs" if i == 0 else "")
        parts.append(f"`{c['use']}` for {c['test']} ({share})")
    if not parts:
        return "No test of this trace was measured."
    joined = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"For this trace, use {joined}."


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", required=True, help="sat2d-bench --pairs's bench.json")
    ap.add_argument("--out-dir", required=True, help="where ranking.json and REPORT.md go")
    a = ap.parse_args()
    ctx, rows = load(a.json)
    run = Run(rows)
    counts, facts = trace_facts(ctx)
    total = sum(counts.values())
    tests = sorted(counts, key=lambda t: (-counts[t], t))  # the biggest share first
    ranking, choices = {}, []
    time_best = time_textbook = 0.0
    for t in tests:
        n = size_of(run, t)
        if n is None:  # filtered out of this run
            continue
        ranked = rank_test(run, t, n, facts)
        use, alt, isa = recommend(run, t, DATASET, n)
        share = counts[t] / total if total else 0.0
        ranking[t] = {"pairs": counts[t], "share": share, "corners": n, "ranking": ranked,
                      "use": use, "without_wide": alt, "wide_isa": isa}
        if use:
            choices.append({"test": t, "use": use, "share": share, "alt": alt, "isa": isa})
            base = run.ips(t, "textbook", DATASET, n)
            if base:
                time_best += counts[t] / run.ips(t, use, DATASET, n)
                time_textbook += counts[t] / base
    verdict = verdict_sentence(choices)
    speedup = time_textbook / time_best if time_best and time_textbook else None

    # The terminal: one ranked table per test.
    print(f"\nsat2d-bench --pairs: {facts['file']} ({facts['format']}), {total} valid pairs, "
          f"{facts['bad']} bad {facts['unit']}s skipped")
    for t, r in ranking.items():
        print(f"\n{t}: {r['pairs']} pairs ({100 * r['share']:.1f}% of the trace)"
              + (f", up to {r['corners']} corners" if r["corners"] else ""))
        print(f"  {'#':>2}  {'variant':<16} {'pairs/s':>12} {'vs textbook':>12} {'vs best':>8}")
        for i, row in enumerate(r["ranking"], 1):
            note = f"  (peer; {row['disagree']} verdicts differ)" if row["peer"] else (
                "  (contender)" if row["kind"] == "contender" else "")
            vt = f"{row['vs_textbook']:.2f}x" if row["vs_textbook"] else "-"
            print(f"  {i:>2}  {row['name']:<16} {fmt_rate(row['pairs_per_second']):>12} "
                  f"{vt:>12} {row['vs_best']:>7.2f}x{note}")
    print(f"\n{verdict}")
    if speedup:
        print(f"Over the whole trace these take 1/{speedup:.2f} of textbook's time.")

    # ranking.json
    os.makedirs(a.out_dir, exist_ok=True)
    summary = {"trace": facts, "pairs": total, "tests": ranking, "verdict": verdict,
               "speedup_vs_textbook": speedup, "machine": {
                   k: ctx.get(k) for k in ("host_name", "num_cpus", "mhz_per_cpu",
                                           "sat2d_simd_backend", "sat2d_clock_mhz")}}
    with open(os.path.join(a.out_dir, "ranking.json"), "w") as f:
        json.dump(summary, f, indent=2)
        f.write("\n")

    # REPORT.md
    md = ["# sat2d on your pairs\n",
          f"Trace `{facts['file']}` ({facts['format']}): {total} valid pairs; "
          f"{facts['bad']} bad {facts['unit']}s skipped"
          + (f" ({facts['unit']}s {', '.join(map(str, facts['bad_numbers']))}"
             + (", ..." if facts["bad"] > len(facts["bad_numbers"]) else "") + ")"
             if facts["bad"] else "") + ".\n",
          "## Verdict\n", verdict + "\n"]
    if speedup:
        md.append(f"Weighted by each test's share of the trace, these choices take 1/{speedup:.2f} "
                  "of `textbook`'s time over the whole trace.\n")
    wide = [c for c in choices if c["alt"]]
    if wide:
        md.append("Where a choice needs a wider instruction set at run time: "
                  + "; ".join(f"{c['test']} without {c['isa']}: `{c['alt']}`" for c in wide)
                  + ".\n")
    md.append("## Every test\n")
    md.append(table(["test", "pairs", "share", "use", "its pairs/s", "vs textbook"],
                    [[f"`{t}`", r["pairs"], f"{100 * r['share']:.1f}%",
                      f"`{r['use']}`" if r["use"] else "—",
                      fmt_rate(run.ips(t, r["use"], DATASET, r["corners"])) if r["use"] else "—",
                      fmt_ratio(run.ratio(t, r["use"], "textbook", DATASET, r["corners"]))
                      if r["use"] else "—"]
                     for t, r in ranking.items()]) + "\n")
    for t, r in ranking.items():
        md.append(f"### {t}\n")
        md.append(table(["#", "variant", "pairs/s", "vs textbook", "vs best", "note"],
                        [[i, f"`{row['name']}`", fmt_rate(row["pairs_per_second"]),
                          fmt_ratio(row["vs_textbook"]), fmt_ratio(row["vs_best"]),
                          f"peer, {row['disagree']} verdicts differ" if row["peer"] else
                          f"contender from `{facts['contenders'][row['name']]}`"
                          if row["kind"] == "contender" else ""]
                         for i, row in enumerate(r["ranking"], 1)]) + "\n")
    if facts["transforms"] > 1:
        md.append(f"The trace's transform lines use {facts['transforms']} transforms; the "
                  "transform slot applies one transform to a batch of points, so it was timed "
                  "with the first line's (its cost does not depend on the values).\n")
    md.append(f"Method: `sat2d-bench --pairs` ({'quick' if ctx.get('sat2d_quick') == '1' else 'full'}"
              f" timing), every variant's hits checked equal to `textbook`'s before timing, "
              f"interleaved repetitions, medians; peers run where every shape of the test fits "
              f"them. Machine: {ctx.get('num_cpus', '?')} CPUs, "
              f"{ctx.get('sat2d_simd_backend', '?')}, clock {ctx.get('sat2d_clock_mhz', '?')} MHz. "
              f"Raw results: `bench.json`; this summary: `ranking.json`.\n")
    with open(os.path.join(a.out_dir, "REPORT.md"), "w") as f:
        f.write("\n".join(md))
    print(f"sat2d-bench: wrote {os.path.join(a.out_dir, 'REPORT.md')} and ranking.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
