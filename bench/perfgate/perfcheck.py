#!/usr/bin/env python3
"""sat2d's performance regression gate.

Two checks, both designed for shared, noisy CI machines:
1. Ratios: the headline cases (poly_poly at 8 and 32 corners, every other test at its
   benchmark size, 50% hits) are timed with repetitions and random interleaving, and each
   variant's fastest repetition is divided by textbook's from the same run. Machine speed cancels out; a variant regresses when its ratio
   falls more than RATIO_TOLERANCE below the baseline's.
2. Instructions: `valgrind --tool=callgrind` counts the instructions of sat2d-perf-count for
   the headline kernels (poly_poly at 8 corners, 50% hits; the witnesses at 32 corners; the
   fastest twin of every other test at its benchmark size) inside its R passes over the data
   set alone (callgrind_count); over R * 4096 pairs that is instructions per pair, the same on
   every run of the same binary. It regresses when it grows more than INSTR_TOLERANCE over the
   baseline.
Ratios depend on the CPU (one binary's walk/n:8 ratio to textbook differs by a factor of two
between the committed Intel Xeon and AMD EPYC runs), so the baseline keeps one set of ratios
per CPU, keyed by /proc/cpuinfo's model name (as bench/run.sh spells it), cpu family and model. A CPU with no entry skips the ratio
check and says so; the instruction counts, which do not depend on the CPU, still gate.
3. Cycle models: llvm-mca's cycles a pair of every marked kernel block on the CPU models of
   mca.py (Zen 4/5, Ice Lake, Sapphire Rapids), from this tree's compile commands, against
   data/mca-baseline.json with a 2% tolerance: no noise at all, and a change that helps one CPU
   and hurts another fails naming both.
Prints the project's speed goals (targets.json, judged on this run by targets.py; they fail
the gate only with --targets-gate), then a table, and exits 1 on any regression. --update
rewrites this CPU's ratios and the instruction counts from this run, keeping the other CPUs'
ratios.

On a user's trace: --pairs FILE --baseline FILE [--impl NAME]... [--plugin PATH]... runs the
same two checks on the trace's pairs (sat2d-bench --pairs and sat2d-perf-count --pairs), for
every test of the trace that the chosen variants fill, against the user's own baseline.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True  # no __pycache__ beside the sources

RATIO_TOLERANCE = 0.25  # shared machines move ratios by ~10%; a real regression is larger
INSTR_TOLERANCE = 0.03  # deterministic for one binary; 3% leaves room for compiler updates
HEADLINE = ["textbook", "planes", "walk", "sse_axes", "avx_axes", "avx_axes_bl", "avx_walk",
            "sse_batch", "avx_batch", "exact"]
# Counted at 32 corners (key "name@32"): at 8 they run axes_bl's small kernels.
HEADLINE_32 = ["witness", "avx_witness"]
# Every other test at the size its benchmark data sets use (the quick run builds these), with
# the SIMD twins whose instructions are counted (key "test/variant@corners").
OTHER_TESTS = {"circle_poly": 8, "poly_poly_sweep": 8, "bounding_circle": 8, "point_polygon": 16,
               "polygon_polygon": 16, "point_point": 0, "point_circle": 0, "point_rect": 0,
               "circle_circle": 0, "rect_rect": 0, "circle_rect": 0, "segment_segment": 0,
               "transform": 0, "ray_circle": 0, "ray_rect": 0, "ray_poly": 8,
               "capsule_capsule": 0, "circle_capsule": 0, "capsule_poly": 8,
               "poly_poly_manifold": 8}
OTHER_COUNTED = {"circle_poly": ["avx_axes", "sse_axes", "avx_batch", "sse_batch"],
                 "poly_poly_sweep": ["avx_axes", "sse_axes"],
                 "point_polygon": ["avx_axes", "sse_axes"],
                 "polygon_polygon": ["avx_axes", "sse_axes"],
                 "bounding_circle": ["avx_batch"], "circle_circle": ["avx_batch"],
                 "rect_rect": ["avx_batch"], "segment_segment": ["avx_batch"],
                 "transform": ["avx_batch"], "point_point": ["avx_batch"],
                 "point_circle": ["avx_batch"], "point_rect": ["avx_batch"],
                 "circle_rect": ["avx_batch"], "ray_circle": ["avx_batch"],
                 "ray_rect": ["avx_batch"], "ray_poly": ["avx_batch"],
                 "capsule_capsule": ["avx_batch"], "circle_capsule": ["avx_batch"],
                 "capsule_poly": ["avx_batch"],
                 "poly_poly_manifold": ["avx_axes", "sse_axes"]}
PEERS = ("box2d_overlap", "box2d_collide", "chipmunk", "box2d_circles", "box2d_polygon_circle",
         "box2d_toi")
REPEAT = 20
RETRIES = 3


def cpu_info():
    """/proc/cpuinfo's model name (spelt as bench/run.sh names results folders, e.g.
    AMD-EPYC) and its family and model numbers, which tell microarchitectures apart when a
    hypervisor shows only a generic name (AMD EPYC family 25 model 17 is Zen 4; model 1 is
    Zen 3)."""
    fields = {}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if not line.strip():
                    break
                k, _, v = line.partition(":")
                fields[k.strip()] = v.strip()
    except OSError:
        pass
    name = re.sub(r"[^A-Za-z0-9]+", "-", fields.get("model name", "unknown-cpu")).strip("-")
    return name, f"f{fields.get('cpu family', '?')}-m{fields.get('model', '?')}"


def cpu_key():
    """The baseline's key for this CPU: model name, family and model (AMD-EPYC-f25-m17)."""
    name, fam = cpu_info()
    return f"{name}-{fam}"


def case_filter(tests, who, sizes):
    """Google Benchmark's filter for the headline cases of `tests` (poly_poly at `sizes`, every
    other test at its benchmark size) and the variants matching `who`."""
    parts = []
    for t in tests:
        n = sizes if t == "poly_poly" else str(OTHER_TESTS[t])
        parts.append(f"{t}/({who})/hit50/n:({n})")
    return "^(" + "|".join(parts) + ")$"


def bench_ratios(build, short, who="[a-z0-9_]+", sizes="8|32", reps=None, min_time="0.05",
                 best=False, tests=None, keep=None):
    """Each variant's pairs/s over textbook's from one run: medians, or with best=True the
    fastest repetition of each (a neighbour's burst only ever slows a repetition down, while a
    real regression slows every one, the fastest included). The run's JSON is appended to
    `keep` when given (the targets are judged on it)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "perf.json")
        reps = reps or ("3" if short else "7")
        cmd = [os.path.join(build, "bench", "sat2d-bench"), "--sat2d-quick",
               "--benchmark_filter=" + case_filter(tests or ["poly_poly", *OTHER_TESTS], who,
                                                   sizes),
               f"--benchmark_repetitions={reps}", f"--benchmark_min_time={min_time}",
               "--benchmark_enable_random_interleaving=true",
               f"--benchmark_report_aggregates_only={'false' if best else 'true'}",
               f"--benchmark_out={out}", "--benchmark_out_format=json"]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(out) as f:
            data = json.load(f)
    if keep is not None:
        keep.append(data)
    return ratios_of(data, best)


def ratios_of(data, best):
    """Each case's pairs/s over textbook's on the same test, data set and size, from a Google
    Benchmark JSON: medians, or with best=True each case's fastest repetition."""
    med = {}
    for b in data["benchmarks"]:
        if best and b.get("run_type") == "iteration":
            med[b["run_name"]] = max(med.get(b["run_name"], 0), b["items_per_second"])
        elif not best and b.get("aggregate_name") == "median":
            med[b["run_name"]] = b["items_per_second"]
    ratios = {}
    for name, ips in med.items():
        test, who, d, n = name.split("/")
        ref = med.get(f"{test}/textbook/{d}/{n}")
        if ref and who != "textbook" and who not in PEERS:
            ratios[name] = ips / ref
    return ratios


# The function of sat2d-perf-count that makes one pass over the data set: callgrind counts inside
# it only, so one run gives the passes' instructions without the data set's generation or a
# trace's loading (which cost most of a run under callgrind). Counting a run of R passes and
# one of none and subtracting, as before, gives the same figure to within the loop's own few
# instructions, with twice the valgrind runs.
COUNTED_FUNCTION = "sat2d_bench_run_variant"


def callgrind_count(cmd):
    """(instructions inside COUNTED_FUNCTION, the pairs= of the program's output) for one
    sat2d-perf-count command line under callgrind, or None when it fails. Exits when callgrind
    counted nothing there: the function was renamed or inlined, and a zero count would pass
    every gate."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        res = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                              "--collect-atstart=no", f"--toggle-collect={COUNTED_FUNCTION}",
                              *cmd], capture_output=True, text=True)
    m = re.search(r"Collected\s*:\s*(\d+)", res.stderr)
    n = re.search(r"pairs=(\d+)", res.stdout)
    if res.returncode != 0 or not m or not n:
        return None
    if int(m.group(1)) == 0:
        sys.exit(f"perfcheck: callgrind counted no instruction inside {COUNTED_FUNCTION} "
                 f"({' '.join(cmd)}): is it still a function of sat2d-perf-count?")
    return int(m.group(1)), int(n.group(1))


def instr_per_pair(build, variant, corners=8, test="poly_poly"):
    counted = callgrind_count([os.path.join(build, "bench", "sat2d-perf-count"), variant,
                               str(corners), "50", str(REPEAT), test])
    if counted is None:
        return None
    instructions, pairs = counted
    return instructions / (REPEAT * pairs) if pairs else None


def ratios_for_cpu(base, cpu, where, update_how):
    """This CPU's ratios of a baseline, or {} (said on stdout: ratios are then not checked).
    A hypervisor's generic name ("AMD EPYC") can hide several generations: a CI run that called
    itself that read walk 18% and witness 22% lower against textbook than the baseline did with
    the same binary, so ratios are kept per family and model."""
    per_cpu = base.get("ratios_vs_textbook", {})
    if cpu in per_cpu:
        return per_cpu[cpu]
    print(f"perfcheck: no ratio baseline for CPU {cpu}{where} (have: "
          f"{', '.join(sorted(per_cpu))}); ratios not checked, "
          f"run {update_how} on this CPU to add one")
    return {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--baseline", required=True)
    ap.add_argument("--update", action="store_true")
    # A user's trace instead of the built-in data (see pairs_main).
    ap.add_argument("--pairs", metavar="FILE",
                    help="gate on the pairs of this trace (case file or binary trace)")
    ap.add_argument("--impl", action="append", default=[], metavar="NAME",
                    help="with --pairs: a variant to gate against textbook (repeatable; "
                    "default: every variant measured on the trace)")
    ap.add_argument("--plugin", action="append", default=[], metavar="PATH",
                    help="with --pairs: a contender's library for sat2d-bench and "
                    "sat2d-perf-count (repeatable)")
    ap.add_argument("--min-time", default="0.05", metavar="SECONDS",
                    help="with --pairs: Google Benchmark's minimum time per repetition")
    ap.add_argument("--targets", metavar="FILE",
                    help="the speed goals judged on this run and printed before the gate "
                    "(default: targets.json beside this script; 'none' to skip)")
    ap.add_argument("--targets-gate", action="store_true",
                    help="fail (exit 1) when a goal of --targets measured in this run is missed")
    a = ap.parse_args()
    if a.pairs:
        return pairs_main(a)
    if a.impl or a.plugin:
        ap.error("--impl and --plugin apply to --pairs runs")
    short = os.environ.get("PERFCHECK_SHORT") == "1"
    first_run = []
    ratios = bench_ratios(a.build, short, best=True, keep=first_run)
    if a.update:
        # The baseline is the per-case median of three runs, so one noisy run does not set it.
        runs = [ratios] + [bench_ratios(a.build, short, best=True) for _ in range(2)]
        ratios = {k: sorted(r[k] for r in runs if k in r)[len(runs) // 2]
                  for k in ratios if all(k in r for r in runs)}
    # Every count is its own valgrind process and deterministic: they run on every core.
    counted = [(v, (v, 8, "poly_poly")) for v in HEADLINE]
    counted += [(f"{v}@32", (v, 32, "poly_poly")) for v in HEADLINE_32]
    counted += [(f"{t}/{v}@{OTHER_TESTS[t]}", (v, OTHER_TESTS[t], t))
                for t, variants in OTHER_COUNTED.items() for v in variants]
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        counts = pool.map(lambda c: instr_per_pair(a.build, *c[1]), counted)
    instr = {key: ipp for (key, _), ipp in zip(counted, counts) if ipp is not None}
    cpu = cpu_key()
    try:
        with open(a.baseline) as f:
            base = json.load(f)
    except FileNotFoundError:
        base = {"ratios_vs_textbook": {}, "instructions_per_pair": {}}
    if a.update:
        per_cpu = dict(base.get("ratios_vs_textbook", {}))
        per_cpu[cpu] = ratios
        with open(a.baseline, "w") as f:
            json.dump({"ratio_tolerance": RATIO_TOLERANCE, "instr_tolerance": INSTR_TOLERANCE,
                       "ratios_vs_textbook": per_cpu, "instructions_per_pair": instr}, f,
                      indent=2, sort_keys=True)
            f.write("\n")
        print(f"perfcheck: baseline written to {a.baseline} (ratios for {cpu})")
        return cycle_models(a.build, a.baseline, update=True)
    base["ratios_vs_textbook"] = ratios_for_cpu(base, cpu, "",
                                                "bench/perfcheck.sh BUILD --update")

    def retry(k):
        test, who, _, n = k.split("/")
        return bench_ratios(a.build, short, who=f"textbook|{who}", sizes=n[2:], reps="9",
                            min_time="0.1", best=True, tests=[test]).get(k)

    missed = report_targets(a, first_run, cpu)
    status = gate(base, ratios, instr, retry, cpu)
    status = max(status, cycle_models(a.build, a.baseline, update=False))
    if a.targets_gate and missed:
        print(f"REGRESSED: {missed} speed goal(s) not met (--targets-gate)")
        return 1
    return status


def cycle_models(build, baseline, update):
    """The third check: llvm-mca's cycles a pair of every marked kernel block on each CPU model,
    against data/mca-baseline.json beside the ratio baseline (mca.py; deterministic, so its
    tolerance is tight): the x86-64 build's blocks, and the aarch64 NEON build's where the cross
    compiler is installed. Analysis builds are configured beside `build` (mca, mca-aarch64).
    Without llvm-mca-19 it says so and passes: the ratios and instruction counts still gate.
    Returns the exit status (1 on a regression)."""
    here = os.path.dirname(os.path.abspath(__file__))
    mca_base = os.path.join(os.path.dirname(os.path.abspath(baseline)), "mca-baseline.json")
    parent = os.path.dirname(os.path.abspath(build))
    # Both triples at once, each printed when done: a triple's compiles and llvm-mca runs keep
    # the cores busy while the other configures or reads its assembly. An update writes both
    # triples into one file, so there one runs after the other.
    runs = []
    for preset, folder in (("release", "mca"), ("aarch64", "mca-aarch64")):
        if preset == "aarch64" and not shutil.which("aarch64-linux-gnu-gcc"):
            print("perfcheck: aarch64 cycle models skipped (no aarch64-linux-gnu-gcc)")
            continue
        run = subprocess.Popen([sys.executable, os.path.join(here, "mca.py"), "--build",
                                os.path.join(parent, folder), "--preset", preset,
                                "--update" if update else "--check", mca_base],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        runs.append((run, run.communicate()[0] if update else None))
    status, missing = 0, False
    for run, out in runs:
        if out is None:
            out = run.communicate()[0]
        sys.stdout.write(out)
        sys.stdout.flush()
        missing = missing or run.returncode == 2
        status = max(status, run.returncode)
    if missing:
        print("perfcheck: cycle models skipped (no llvm-mca-19: .ci/install-deps.sh bench)")
        return 0
    return status


def report_targets(a, runs, cpu):
    """The speed goals (targets.json, read by targets.py beside this script) judged on this
    run's first benchmark JSON and printed before the gate's table; returns how many of those
    measured were missed. An install without targets.py (sat2d-perfcheck, for --pairs) skips
    them."""
    if a.targets == "none" or not runs:
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    path = a.targets or os.path.join(here, "targets.json")
    sys.path.insert(0, here)
    try:
        import targets
    except ImportError:
        print("perfcheck: no targets.py beside this script; speed goals not judged")
        return 0
    met, measured = targets.report(runs[0], targets.read_targets(path), f"this run ({cpu})")
    return measured - met


def die(message, status=2):
    """A --pairs run that cannot be done (a tool, variant, trace or baseline missing): status 2,
    apart from 1 for a regression."""
    print(message, file=sys.stderr)
    sys.exit(status)


PAIRS_REPEAT = 5  # callgrind passes over a trace's pairs (counts are deterministic)


def pairs_ratios(a, who, tests, reps):
    """One `sat2d-bench --pairs` run on a.pairs, cases of `tests` and variants `who` (regex
    alternatives): each case's fastest repetition over textbook's, keyed
    test/variant/pairs/n:corners."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [os.path.join(a.build, "bench", "sat2d-bench"),
               *[x for p in a.plugin for x in ("--plugin", p)], "--pairs", a.pairs,
               "--pairs-out", tmp, f"--benchmark_filter=^({tests})/({who})/pairs/n:[0-9]+$",
               f"--benchmark_repetitions={reps}", f"--benchmark_min_time={a.min_time}",
               "--benchmark_enable_random_interleaving=true",
               "--benchmark_report_aggregates_only=false"]
        res = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if res.returncode != 0:
            sys.stderr.write(res.stderr[-4000:])
            # 1: a variant's hits differ from textbook's; 3: a contender crashed. Both are the
            # code under guard failing, so the gate fails (1); anything else is a usage error.
            die(f"perfcheck: {' '.join(cmd)} failed with status {res.returncode}",
                1 if res.returncode in (1, 3) else 2)
        with open(os.path.join(tmp, "bench.json")) as f:
            return ratios_of(json.load(f), best=True)


def pairs_instr_per_pair(a, variant, test):
    """Instructions per pair of one variant's slot over the trace's pairs of `test` (callgrind,
    inside PAIRS_REPEAT passes; loading the trace is not counted)."""
    counted = callgrind_count([os.path.join(a.build, "bench", "sat2d-perf-count"),
                               *[x for p in a.plugin for x in ("--plugin", p)], "--pairs",
                               a.pairs, variant, str(PAIRS_REPEAT), test])
    if counted is None:
        return None
    instructions, pairs = counted
    return instructions / (PAIRS_REPEAT * pairs) if pairs else None


def pairs_main(a):
    """perfcheck on a user's trace: the chosen variants' ratios against textbook (fastest of
    3 interleaved repetitions, a low one timed again as the built-in gate does) and their
    instructions per pair, gated like the built-in check; the baseline (a.baseline, the
    user's own file) keeps ratios per CPU. A case of the baseline that this run does not
    measure (a variant gone, a plugin not passed) is a regression too."""
    for tool in ("sat2d-bench", "sat2d-perf-count"):
        if not os.access(os.path.join(a.build, "bench", tool), os.X_OK):
            die(f"perfcheck: no {tool} in {a.build}/bench (build the release preset)")
    who = "|".join(["textbook", *map(re.escape, a.impl)]) if a.impl else "[^/]+"
    ratios = pairs_ratios(a, who, "[a-z_]+", 3)
    for v in a.impl:
        if not any(k.split("/")[1] == v for k in ratios):
            die(f"perfcheck: --impl {v}: measured on no test of {a.pairs} (an "
                             f"unknown or unavailable variant, or one that fills none of its "
                             f"tests: see sat2d list)")
    if a.update:
        runs = [ratios] + [pairs_ratios(a, who, "[a-z_]+", 3) for _ in range(2)]
        ratios = {k: sorted(r[k] for r in runs if k in r)[len(runs) // 2]
                  for k in ratios if all(k in r for r in runs)}
    instr = {}
    for k in sorted(ratios):
        test, v = k.split("/")[:2]
        ipp = pairs_instr_per_pair(a, v, test)
        if ipp is None:
            die(f"perfcheck: counting {v} on {test} under callgrind failed "
                             f"(is valgrind installed?)")
        instr[f"{test}/{v}"] = ipp
    cpu = cpu_key()
    if a.update:
        base = {}
        if os.path.exists(a.baseline):
            with open(a.baseline) as f:
                base = json.load(f)
        per_cpu = dict(base.get("ratios_vs_textbook", {}))
        per_cpu[cpu] = ratios
        with open(a.baseline, "w") as f:
            json.dump({"ratio_tolerance": RATIO_TOLERANCE, "instr_tolerance": INSTR_TOLERANCE,
                       "trace": os.path.basename(a.pairs), "ratios_vs_textbook": per_cpu,
                       "instructions_per_pair": instr}, f, indent=2, sort_keys=True)
            f.write("\n")
        print(f"perfcheck: baseline for {a.pairs} written to {a.baseline} (ratios for {cpu})")
        return 0
    try:
        with open(a.baseline) as f:
            base = json.load(f)
    except (OSError, ValueError) as e:
        die(f"perfcheck: cannot read the baseline {a.baseline} ({e}); make one "
                         f"with --pairs {a.pairs} --baseline {a.baseline} --update")
    base["ratios_vs_textbook"] = ratios_for_cpu(base, cpu, f" in {a.baseline}",
                                                "it with --update")
    base.setdefault("instructions_per_pair", {})

    def retry(k):
        test, v = k.split("/")[:2]
        return pairs_ratios(a, f"textbook|{re.escape(v)}", test, 9).get(k)

    return gate(base, ratios, instr, retry, cpu, missing_fails=True)


def gate(base, ratios, instr, retry, cpu, missing_fails=False):
    """Compares this run's ratios and instructions per pair with the baseline's (this CPU's
    ratios in base["ratios_vs_textbook"]), timing a low ratio again with retry(case) -> ratio
    or None; prints the table and the regressions, returns the exit status (1 on any)."""
    # A case below the tolerance is timed again, alone with textbook and with more
    # repetitions, up to RETRIES times; its best ratio counts. A real regression stays low in
    # every attempt, while a neighbour's burst on a shared machine rarely hits one case four
    # times running (measured here: single 3-repetition runs moved some n:32 median ratios by
    # -45%, and five 9-repetition medians of sse_batch/n:32 ranged 2.8 to 4.3 against a
    # baseline of 5.0 with the code unchanged, where the fastest repetitions read 5.0 to 5.3).
    tries = {}
    for _ in range(RETRIES):
        low = [k for k, want in base["ratios_vs_textbook"].items()
               if k in ratios and ratios[k] < want * (1 - RATIO_TOLERANCE)]
        if not low:
            break
        for k in low:
            again = retry(k)
            tries.setdefault(k, [ratios[k]]).append(again or 0.0)
            if again is not None:
                ratios[k] = max(ratios[k], again)
    rows, failed = [], []

    def judge(cases, measured, measure, digits, holds, why):
        """One row per baseline case: ok, REGRESSED (below its limit, or not measured where
        missing_fails) or SKIPPED; each regression's reason appended to `failed`."""
        for name, want in sorted(cases.items()):
            got = measured.get(name)
            if got is None:
                rows.append((name, measure, f"{want:.{digits}f}", "missing",
                             "REGRESSED" if missing_fails else "SKIPPED (not on this CPU)"))
                if missing_fails:
                    failed.append(f"{name} {measure} not measured (variant or plugin missing?)")
                continue
            ok = holds(got, want)
            rows.append((name, measure, f"{want:.{digits}f}", f"{got:.{digits}f}",
                         "ok" if ok else "REGRESSED"))
            if not ok:
                failed.append(f"{name} {measure} {got:.{digits}f} {why(name, got, want)}")

    judge(base["ratios_vs_textbook"], ratios, "ratio vs textbook", 2,
          lambda got, want: got >= want * (1 - RATIO_TOLERANCE),
          lambda name, got, want: f"< {want * (1 - RATIO_TOLERANCE):.2f} (tries: "
          f"{', '.join(f'{t:.2f}' for t in tries.get(name, [got]))})")
    judge(base["instructions_per_pair"], instr, "instructions/pair", 1,
          lambda got, want: got <= want * (1 + INSTR_TOLERANCE),
          lambda name, got, want: f"> {want * (1 + INSTR_TOLERANCE):.1f}")
    bad = len(failed)
    w = max((len(r[0]) for r in rows), default=4)
    print(f"{'case':<{w}}  {'measure':<18} {'baseline':>9} {'now':>9}  verdict")
    for r in rows:
        print(f"{r[0]:<{w}}  {r[1]:<18} {r[2]:>9} {r[3]:>9}  {r[4]}")
    print(f"perfcheck ({cpu}): ratio tolerance -{RATIO_TOLERANCE:.0%}, instruction tolerance "
          f"+{INSTR_TOLERANCE:.0%}; {bad} regression(s)")
    # Repeated last so that a log's tail, often all a CI page shows, names what failed.
    for f in failed:
        print(f"REGRESSED: {f}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
