#!/usr/bin/env python3
"""sat2d's cycle models: llvm-mca's estimate of every marked kernel block on CPUs we may not run on.

Each SIMD kernel marks its steady-state block with SAT2D_MCA_BEGIN / SAT2D_MCA_END
(scalar/compiler_hints.h): one execution of the block answers `pairs` pairs. The markers are
empty in every normal build. This script compiles the marked sources again, with the very
commands of a configured build (compile_commands.json) plus -DSAT2D_MCA and -S, checks that each
marked block's instructions occur, in order, in the unmarked compile of its file (register
names aside: a marker that ties a block's inputs keeps their registers live to its end), and hands the
assembly to llvm-mca (Debian's llvm-19) once per CPU model. A block's cycles per pair are
llvm-mca's Total Cycles over its iterations and the block's pairs: deterministic for one compiler,
so a gate with a tight tolerance sees a change that slows a kernel on one CPU model even when it
speeds it up on another.

  mca.py --build DIR [--json OUT]                 estimate, print the table
  mca.py --build DIR --check BASELINE             ... and gate against a baseline (exit 1)
  mca.py --build DIR --update BASELINE            ... and write the baseline
  mca.py --build DIR --vs-bench BENCH.json        ... next to measured cycles (a full run)

DIR is an analysis build directory; it is configured from --preset (release by default) when it
has no compile_commands.json. Only the compile commands are used: nothing is built.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from fractions import Fraction
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOLERANCE = 0.02  # deterministic: the margin is for nothing but rounding in the report
ITERATIONS = 200
# The distinct models of LLVM 19 for the CPUs sat2d's users run. LLVM 19's znver5 is its znver4
# model (the same scheduling tables), and its rocketlake is icelake-server's: each is listed once.
MODELS = {
    "x86_64": ["znver4", "icelake-server", "sapphirerapids"],
    "aarch64": ["neoverse-n1", "neoverse-v2", "apple-m1"],
}
MARKER = "SAT2D_MCA_BEGIN"


def llvm_mca():
    """The llvm-mca of LLVM 19 (the models the baseline was made with), or None."""
    for name in ("llvm-mca-19", "/usr/lib/llvm-19/bin/llvm-mca"):
        path = shutil.which(name) or (name if os.access(name, os.X_OK) else None)
        if path:
            return path
    return None


def configure(build, preset):
    """compile_commands.json of `build`, configured from `preset` every time: an existing
    analysis build may predate a source file added since, whose blocks it would silently miss
    (configuring an existing build only regenerates what changed)."""
    db = os.path.join(build, "compile_commands.json")
    subprocess.run(["cmake", "--preset", preset, "-B", build, "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"],
                   cwd=TOP, check=True, stdout=subprocess.DEVNULL)
    with open(db) as f:
        return json.load(f)


def uses_marker(text):
    """1 if the text marks a block (a use of SAT2D_MCA_BEGIN or of a macro over it, not a
    definition)."""
    return any(re.search(r"\bSAT2D_MCA_\w*BEGIN\(", line) and
               not line.lstrip().startswith("#define") for line in text.splitlines())


def marked_sources(commands):
    """The library's translation units that mark a block, themselves or in a file of the tree
    they include (transitively): {source path: compile command entry}."""
    dirs = [os.path.join(TOP, d) for d in ("simd", "scalar")]

    def marks(path, seen):
        if path in seen:
            return False
        seen.add(path)
        with open(path) as f:
            text = f.read()
        if uses_marker(text):
            return True
        for inc in re.findall(r'#include "([^"]+)"', text):
            for d in [os.path.dirname(path)] + dirs:
                if os.path.exists(os.path.join(d, inc)):
                    if marks(os.path.join(d, inc), seen):
                        return True
                    break
        return False

    # The 16-lane files are native on x86-64 only; elsewhere SIMDe emulates them, never served.
    native = triple_of(commands) == "x86_64"
    return {e["file"]: e for e in commands
            if e["file"].startswith(os.path.join(TOP, "simd")) and marks(e["file"], set())
            and (native or not e["file"].endswith("_avx512.c"))}


def compile_asm(entry, out, marked):
    """The entry's compile command with -S (and -DSAT2D_MCA when marked) writing `out`."""
    args = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    res, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a == "-c":
            continue
        res.append(a)
    res[1:1] = ["-S", "-o", out] + (["-DSAT2D_MCA"] if marked else [])
    subprocess.run(res, cwd=entry["directory"], check=True)


def normalised(line):
    """An assembly line as an instruction with register names and local label numbers erased
    (a marker ties its block's inputs, so registers may differ), or None for anything else."""
    s = re.split(r"//|\s#(?=\s|$)", line, maxsplit=1)[0].strip()  # aarch64's #0 is no comment
    if not s or s.startswith((".", "#")) or s.endswith(":"):
        return None
    s = re.sub(r"\.L[A-Za-z_]*\d+", ".L", s)
    # A memory operand's addressing mode is erased too: aarch64 GCC folds a pointer increment
    # into a store (str q0, [x1], 16) where the marked code indexes (str q0, [x1, x2]).
    s = re.sub(r"\[[^]]*\](, -?\d+|!)?|-?\w*\([^)]*\)", "M", s)
    return re.sub(r"%[a-z0-9]+|\b[xwvqdsbhz]\d+(\.\d*[a-z])?\b|\bk\d\b", "R", s)


def blocks_found(plain, marked):
    """For each marked block of `marked` (assembly), in file order: (name, its instruction count,
    how many of them the closest run of as many instructions of the unmarked compile `plain`
    lacks, how many calls it makes). Order inside the run does not count: a marker keeps loads and stores on its side,
    which can move an independent load by a few places in GCC's schedule, or make it reload a
    pointer it kept in a register."""
    from collections import Counter
    with open(plain) as f:
        timed = [x for x in map(normalised, f) if x]
    out, block, name = [], None, None
    with open(marked) as f:
        for line in f:
            if "LLVM-MCA-BEGIN" in line:
                name, block = line.split("LLVM-MCA-BEGIN", 1)[1].strip(), []
            elif "LLVM-MCA-END" in line and block is not None:
                # a run a little longer than the block: the loop's own instructions (its
                # counter, a copy of it) may sit among the block's in the timed schedule
                span = len(block) + len(block) // 20 + 1
                calls = sum(1 for x in block if re.match(r"(call|bl|blr)\b", x))
                out.append((name, len(block), closest_window(timed, Counter(block), span),
                            calls))
                block = None
            elif block is not None:
                x = normalised(line)
                if x:
                    block.append(x)
    return out


def closest_window(timed, want, n):
    """The fewest instructions of the multiset `want` missing from some n consecutive lines of
    `timed`."""
    from collections import Counter
    n = min(n, len(timed))
    if n == 0:
        return sum(want.values())
    have = Counter(timed[:n])
    best = sum(want.values())
    for i in range(n, len(timed) + 1):
        best = min(best, sum((want - have).values()))
        if best == 0 or i == len(timed):
            break
        have[timed[i]] += 1
        have[timed[i - n]] -= 1
    return best


REGION = re.compile(r"\[\d+\] Code Region - (\S+)")
SERVES = re.compile(r"SAT2D-MCA-SERVES (\w+)/(\w+) amd=(\w+) others=(\w+)")


def blocks_only(marked, out):
    """Writes the marked blocks of `marked`, markers included, and nothing else to `out`: llvm-mca
    reads only them, and GNU syntax elsewhere in a file that LLVM's assembler refuses (aarch64
    GCC's unscaled prfm offsets) stays out of its way."""
    keep = False
    with open(marked) as f, open(out, "w") as o:
        for line in f:
            begin, end = "LLVM-MCA-BEGIN" in line, "LLVM-MCA-END" in line
            # "# " is the comment llvm-mca reads on every target. An end with no block open
            # (GCC copied a block's tail onto a second path) is left out.
            if begin or (end and keep):
                o.write("# LLVM-MCA" + line.split("LLVM-MCA", 1)[1])
            elif keep and not line.strip().startswith("."):
                o.write(line)
            keep = (keep or begin) and not end


def run_mca(mca, triple, cpu, asm):
    """{region name: [cycles per iteration, ...]} (one entry per region of that name, in file
    order) for one model."""
    res = subprocess.run([mca, f"-mtriple={triple}", f"-mcpu={cpu}",
                          f"-iterations={ITERATIONS}", "-all-views=false", "-summary-view", asm],
                         capture_output=True, text=True)
    if res.returncode != 0:
        raise RuntimeError(f"llvm-mca -mcpu={cpu} {asm}: {res.stderr.strip()[:400]}")
    regions, name = {}, None
    for line in res.stdout.splitlines():
        m = REGION.search(line)
        if m:
            name = m.group(1)
            continue
        if name and line.startswith("Total Cycles:"):
            regions.setdefault(name, []).append(int(line.split()[-1]) / ITERATIONS)
            name = None
    return regions


def triple_of(commands):
    """x86_64 or aarch64, from the compiler of the build's commands."""
    cmd = commands[0].get("command") or " ".join(commands[0]["arguments"])
    return "aarch64" if "aarch64" in cmd.split()[0] else "x86_64"


def tree_sources(build, preset):
    """The library's marked translation units and their compile commands, from the analysis
    build `build` (configured from `preset` when needed)."""
    commands = configure(build, preset)
    sources = marked_sources(commands)
    if not sources:
        raise RuntimeError("no marked source in " + build)
    return sources


def contender_sources(paths, cc, cflags):
    """A contender's sources (docs/plugins.md): each compiled by `cc` with `cflags`, as its own
    build compiles it, plus sat2d's headers."""
    inc = os.path.join(TOP, "include")
    return {os.path.abspath(p): {"directory": os.getcwd(), "file": os.path.abspath(p),
                                 "command": f"{cc} {cflags} -I{shlex.quote(inc)} -o x.o -c "
                                            f"{shlex.quote(os.path.abspath(p))}"}
            for p in paths}


def estimate(sources, mca):
    """{"models": {cpu: {key: cycles per pair}},
    "same_code": {key: (instructions, of which not in the timed code, calls)},
    "compiler": ..., ...} for the marked blocks of `sources` ({path: compile command entry}).
    key: test/variant@stem, the stem of the translation unit; a block's name in its marker is
    test/variant/pairs, pairs a number or a fraction (1/16: a block run 16 times a pair)."""
    triple = triple_of(list(sources.values()))
    models = {cpu: {} for cpu in MODELS[triple]}
    same = {}
    with tempfile.TemporaryDirectory() as tmp:
        stems = {src: os.path.splitext(os.path.basename(src))[0] for src in sources}

        def asm(src, marked):
            """Compiles the file to its marked or its plain (timed) assembly in tmp."""
            out = os.path.join(tmp, stems[src] + (".mca.s" if marked else ".s"))
            compile_asm(sources[src], out, marked)

        def blocks_of(src):
            stem = stems[src]
            plain, marked = os.path.join(tmp, stem + ".s"), os.path.join(tmp, stem + ".mca.s")
            blocks = os.path.join(tmp, stem + ".blocks.s")
            blocks_only(marked, blocks)
            with open(marked) as f:
                serves = SERVES.findall(f.read())
            return stem, blocks, blocks_found(plain, marked), serves

        workers = os.cpu_count() or 2
        with ThreadPoolExecutor(workers) as pool:
            # Each compile and each model's llvm-mca run is a job of its own: one job per file
            # left a core idle while the largest file's two compiles and three runs went on.
            list(pool.map(lambda job: asm(*job),
                          [(src, marked) for src in sorted(sources) for marked in (False, True)]))
            done = [blocks_of(src) for src in sorted(sources)]
            runs = [(blocks, cpu) for _, blocks, _, _ in done for cpu in models]
            regions = dict(zip(runs, pool.map(lambda run: run_mca(mca, triple, run[1], run[0]),
                                              runs)))
        for stem, marked, found, serves in done:
            for name, count, missing, calls in found:  # the worst copy of a block inlined twice
                test, variant, _ = name.split("/", 2)
                key = f"{test}/{variant}@{stem}"
                old = same.get(key, (count, 0, 0))
                same[key] = max(old, (count, missing, calls),
                                key=lambda c: (c[2], c[1] / max(c[0], 1)))
            for cpu in models:
                for name, cycles in regions[(marked, cpu)].items():
                    # A block inlined in several loops (a batch loop and its tail, two variants'
                    # loops) is estimated where it comes first in the file.
                    test, variant, pairs = name.split("/", 2)
                    models[cpu][f"{test}/{variant}@{stem}"] = cycles[0] / float(Fraction(pairs))
            # A variant that picks a marked block by CPU vendor (SAT2D_MCA_SERVES) is, on each
            # vendor's models, the block it picks there.
            for test, variant, on_amd, on_others in serves:
                for cpu in models:
                    if triple != "x86_64":
                        continue
                    served = on_amd if cpu.startswith("znver") else on_others
                    block = models[cpu].get(f"{test}/{served}@{stem}")
                    if block is not None:
                        models[cpu][f"{test}/{variant}@{stem}"] = block
                        same[f"{test}/{variant}@{stem}"] = same[f"{test}/{served}@{stem}"]
    first = next(iter(sources.values()))
    cc = shlex.split(first["command"])[:1] if "command" in first else first["arguments"][:1]
    version = subprocess.run(cc + ["-dumpfullversion"], capture_output=True,
                             text=True).stdout.strip()
    return {"triple": triple, "compiler": f"{os.path.basename(cc[0])} {version}",
            "llvm_mca": subprocess.run([mca, "--version"], capture_output=True,
                                       text=True).stdout.split("version")[-1].split()[0],
            "models": models, "same_code": same}


SAME_ENOUGH = 0.02  # of a block's instructions may be missing from the timed code


def not_modelled(same):
    """Why llvm-mca cannot stand for a marked block, from its (instructions, missing, calls): its
    instructions are not those of the timed code (beyond a reload or two in a long block), or it
    calls a function, whose body llvm-mca does not see; None when it can."""
    count, missing, calls = same
    if calls:
        return f"calls out ({calls} call{'s' if calls > 1 else ''}: the callee is not modelled)"
    if missing > SAME_ENOUGH * count:
        return f"{missing} of its {count} instructions are not in the timed build"
    return None


def print_table(est):
    cpus = list(est["models"])
    keys = sorted({k for m in est["models"].values() for k in m})
    w = max(len(k) for k in keys)
    print(f"{'block (cycles a pair)':<{w}}  " + "  ".join(f"{c:>14}" for c in cpus) +
          "  instructions  not timed")
    for k in keys:
        count, missing, _ = est["same_code"][k]
        why = not_modelled(est["same_code"][k])
        print(f"{k:<{w}}  " + "  ".join(f"{est['models'][c].get(k, float('nan')):>14.2f}"
                                       for c in cpus) + f"  {count:>12}  {missing:>9}" +
              (f"  NOT MODELLED: {why}" if why else ""))
    bad = [k for k in keys if not_modelled(est["same_code"][k])]
    print(f"mca ({est['triple']}, {est['compiler']}, llvm-mca {est['llvm_mca']}): {len(keys)} "
          f"blocks; " + (f"{len(bad)} not modelled: {', '.join(bad)}" if bad else
                         "every marked block is the timed code"))


def gate(est, base, tolerance):
    """Failures (strings) of this estimate against a baseline of the same triple, for the blocks
    the baseline gates: one slower by more than the tolerance on any model, one gone, one no
    longer modelled (not_modelled). A block that is faster on one model and slower on another is
    named with both."""
    failed = []
    gated = {k for m in base["models"].values() for k in m}
    for key in sorted(gated & set(est["same_code"])):
        why = not_modelled(est["same_code"][key])
        if why:
            failed.append(f"{key}: no longer modelled: {why}")
    if base.get("compiler") != est["compiler"]:
        print(f"mca: baseline made with {base.get('compiler')}, this is {est['compiler']}: "
              f"estimates compared anyway; update the baseline if only the compiler changed")
    for key in sorted(gated):
        slower, faster = [], []
        for cpu, blocks in base["models"].items():
            if key not in blocks:
                continue
            got = est["models"].get(cpu, {}).get(key)
            if got is None:
                failed.append(f"{key}: no longer marked or not built (model {cpu})")
                continue
            want = blocks[key]
            if got > want * (1 + tolerance):
                slower.append(f"{cpu} {want:.2f} -> {got:.2f} (+{got / want - 1:.1%})")
            elif got < want * (1 - tolerance):
                faster.append(f"{cpu} {want:.2f} -> {got:.2f} ({got / want - 1:.1%})")
        if slower:
            also = f"; faster on {', '.join(faster)}" if faster else ""
            failed.append(f"{key} slower on {', '.join(slower)}{also}")
    return failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(TOP, "build", "mca"),
                    help="analysis build directory (configured when needed)")
    ap.add_argument("--preset", default="release")
    ap.add_argument("--json", metavar="OUT", help="write the estimates as JSON")
    ap.add_argument("--check", metavar="BASELINE", help="gate against this baseline")
    ap.add_argument("--update", metavar="BASELINE", help="write this baseline")
    ap.add_argument("--vs-bench", metavar="BENCH_JSON",
                    help="compare with the measured cycles of a full run (results/*/bench.json)")
    ap.add_argument("--source", action="append", default=[], metavar="FILE",
                    help="a contender's marked source instead of the tree (repeatable)")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"),
                    help="with --source: the C compiler (default $CC or cc)")
    ap.add_argument("--cflags", default="-O3 -ffp-contract=off",
                    help="with --source: its flags, as the contender's build uses them")
    ap.add_argument("--model", help="with --vs-bench: the CPU model of the run (default: by its "
                    "folder's CPU name: znver4 for AMD, icelake-server for Intel)")
    a = ap.parse_args()
    mca = llvm_mca()
    if not mca:
        print("mca: no llvm-mca-19 (Debian package llvm-19): cycle models not checked",
              file=sys.stderr)
        return 2
    if a.source:
        sources = contender_sources(a.source, a.cc, a.cflags)
    else:
        sources = tree_sources(a.build, a.preset)
    est = estimate(sources, mca)
    print_table(est)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(est, f, indent=2, sort_keys=True)
            f.write("\n")
    if a.vs_bench:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import mca_vs_bench
        mca_vs_bench.report(est, a.vs_bench, a.model)
    if a.update:
        base = {}
        if os.path.exists(a.update):
            with open(a.update) as f:
                base = json.load(f)
        # Only the blocks llvm-mca can stand for are gated; the others are named in the file.
        left = {k: not_modelled(v) for k, v in est["same_code"].items() if not_modelled(v)}
        base[est["triple"]] = {
            "compiler": est["compiler"], "llvm_mca": est["llvm_mca"], "tolerance": TOLERANCE,
            "models": {cpu: {k: c for k, c in blocks.items() if k not in left}
                       for cpu, blocks in est["models"].items()},
            "not_gated": left}
        with open(a.update, "w") as f:
            json.dump(base, f, indent=2, sort_keys=True)
            f.write("\n")
        print(f"mca: baseline for {est['triple']} written to {a.update}")
        return 0
    if a.check:
        with open(a.check) as f:
            base = json.load(f).get(est["triple"])
        if not base:
            print(f"mca: {a.check} has no {est['triple']} baseline; run --update")
            return 1
        failed = gate(est, base, base.get("tolerance", TOLERANCE))
        for key, why in sorted(base.get("not_gated", {}).items()):
            print(f"mca: {key} not gated: {why}")
        print(f"mca gate ({est['triple']}): tolerance +{base.get('tolerance', TOLERANCE):.0%} "
              f"on every model; {len(failed)} regression(s)")
        for f in failed:
            print(f"REGRESSED: {f}")
        return 1 if failed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
