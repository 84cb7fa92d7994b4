#!/usr/bin/env python3
"""sat2d-export: writes one self-contained C header (stb style) with the chosen variants.

The header is the library's own source text, flattened: the public headers, every scalar
source (the reference and the builders), and the SIMD kernel files of the widths the choice
uses, each compiled once more in the one translation unit that defines SAT2D_IMPLEMENTATION.
Nothing is rewritten but names:
  - every sat2d_/SAT2D_ name takes the export prefix (sat2dx_/SAT2DX_ by default), so the
    header links beside libsat2d;
  - the file-local (static) names of each library translation unit take a per-unit prefix,
    since the library's separate translation units become one;
  - on x86 the SIMDe names of the kernels (simde_mm256_add_ps, simde__m256, ...) are defined
    as the native intrinsics they mirror (_mm256_add_ps, __m256, ...), and each width's
    kernels sit under the target the library compiles that file with (CMakeLists.txt's
    per-file ISA flags), widened by the extensions SIMDe's own native guards name for the
    intrinsics the file uses (AVX-512DQ for _mm512_xor_ps); each dispatch level's CPU test
    asks for every extension its sections name. Elsewhere they are SIMDe names, used when the
    SIMDe headers are found, and the scalar reference is used when they are not.
Everything is read from the tree: the tests from SAT2D_TESTS (include/sat2d/registry.h), the
variants from simd/variant_list.h, the kernel files from simd/, so a test or a variant added
there is exported with no change here.
"""
import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# The kinds of SIMD file and the dispatch level each serves. Levels: 0 scalar, 1 four lanes
# (SSE4.1 on x86, as the x86-64-v3 preset compiles it), 2 AVX2, 3 AVX-512. The x86 target of
# a file is not listed here: it is the ISA flags CMakeLists.txt compiles the file with (its
# foreach over SAT2D_SIMD_SOURCES), widened by what the native intrinsics the header maps the
# file's SIMDe names to need (x86_target), plus the base below for the 4-lane file, which the
# library compiles with the build's own flags.
LEVELS = ["scalar", "lanes4", "avx2", "avx512"]
SECTION_KINDS = [
    # (file name pattern, level)
    (r"kernels_sse\.c$", 1),
    (r"kernels_avx_evex\.c$", 3),
    (r"kernels_avx\.c$", 2),
    (r"_avx512\.c$", 3),
]
LEVEL_BASE = {1: ["sse4.1", "popcnt"], 2: ["avx2"], 3: ["avx2"]}
X86_64_BASE = {"mmx", "sse", "sse2"}
AVX2_IMPLIES = {"avx", "sse3", "ssse3", "sse4.1", "sse4.2"}
# SIMD files that are no variant's code (the registry itself, the backend's name).
SIMD_NOT_KERNELS = {"registry.c", "backend.c"}


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def tree_tests():
    """[(id, params text)] from SAT2D_TESTS, in order."""
    text = read(os.path.join(ROOT, "include/sat2d/registry.h"))
    body = text[text.index("#define SAT2D_TESTS(X)"):]
    body = body[: body.index("/* clang-format on */")]
    body = body.replace("\\\n", " ")
    tests = []
    for m in re.finditer(r"X\((\w+),\s*\w+,\s*\w+,\s*\w+,\s*\"[^\"]*\",\s*\w+,\s*(\((?:[^()]|\([^()]*\))*\))\)", body):
        tests.append((m.group(1), " ".join(m.group(2).split())))
    if not tests:
        sys.exit("sat2d-export: no tests found in SAT2D_TESTS")
    return tests


def param_names(params):
    """The parameter names of a parenthesised C parameter list."""
    inner = params.strip()[1:-1]
    return [re.findall(r"\w+", p)[-1] for p in inner.split(",")]


def tree_variants():
    """Variant names of simd/variant_list.h, in listing order."""
    text = read(os.path.join(ROOT, "simd/variant_list.h"))
    return re.findall(r"^SAT2D_VARIANT(?:_EVEX)?\((\w+)\)", text, re.M)


def strip_comments_keep_lines(text):
    """Text with comments and strings blanked (same length), for scanning definitions."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def file_scope_names(text):
    """(renamable names, macros) defined at file scope in a unit's own text: static functions
    and objects, typedefs, struct tags, enumerators, the first argument of a defining macro
    at column 0 (SAT2D_LOOP_POLY_POLY(name, fn)), and #defines."""
    code = strip_comments_keep_lines(text)
    names, macros = set(), []
    lines = code.split("\n")
    for k, line in enumerate(lines):
        if re.match(r"static\b[^(=;\[]*$", line) and k + 1 < len(lines):
            line = line + " " + lines[k + 1]  # the name on the next line
        m = re.match(r"#\s*define\s+(\w+)", line)
        if m:
            macros.append(m.group(1))
            continue
        if re.match(r"static\b", line):
            m = re.match(r"static\b[^(=;\[]*?\b([A-Za-z_]\w*)\s*(\(|\[|=|;|,)", line)
            if m and m.group(1) not in ("const", "inline"):
                names.add(m.group(1))
            continue
        m = re.match(r"typedef\b.*?\(\s*\*\s*(\w+)\s*\)", line)
        if m:
            names.add(m.group(1))
            continue
        m = re.match(r"typedef\b[^{]*\b(\w+)\s*;", line)
        if m:
            names.add(m.group(1))
            continue
        m = re.match(r"\}\s*(\w+)\s*;", line)
        if m:
            names.add(m.group(1))
            continue
        m = re.match(r"(?:typedef\s+)?(?:struct|union|enum)\s+(\w+)\s*\{", line)
        if m:
            names.add(m.group(1))
        m = re.match(r"[A-Z][A-Z0-9_]+\((\w+),", line)
        if m:
            names.add(m.group(1))
    # Enumerators of file-scope enums.
    for m in re.finditer(r"^(?:typedef\s+)?enum\b[^{;]*\{([^}]*)\}", code, re.M):
        for item in m.group(1).split(","):
            w = re.match(r"\s*([A-Za-z_]\w*)", item)
            if w:
                names.add(w.group(1))
    return names, macros


def rename_tokens(text, mapping):
    """Replaces identifiers by mapping outside strings and after no '.' or '->' (members)."""
    if not mapping:
        return text
    pat = re.compile(r"(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')|(?<![\w.])(?<!->)\b(" +
                     "|".join(sorted(map(re.escape, mapping), key=len, reverse=True)) + r")\b")

    def sub(m):
        if m.group(1):
            return m.group(1)
        return mapping[m.group(2)]

    # offsetof's second argument is a member: kept apart from the renaming.
    kept = []

    def keep(m):
        kept.append(m.group(0))
        return f"\x01{len(kept) - 1}\x01"

    text = re.sub(r"offsetof\([^,()]*,\s*\w+", keep, text)
    text = pat.sub(sub, text)
    return re.sub("\x01(\\d+)\x01", lambda m: kept[int(m.group(1))], text)


class Flattener:
    """Inlines the tree's own includes. A header of include/ or scalar/ is emitted once, before
    every unit (self.globals, dependencies first), so no unit's renaming touches it and no
    section's target applies to it; a header of simd/ is inlined again in each unit (each
    width). System includes are collected; SIMDe ones dropped (the header supplies them)."""

    def __init__(self):
        self.seen_global = set()
        self.globals = []  # (path, text)
        self.system = []

    def resolve(self, name, here):
        for d in (here, os.path.join(ROOT, "scalar"), os.path.join(ROOT, "simd"),
                  os.path.join(ROOT, "include")):
            p = os.path.normpath(os.path.join(d, name))
            if os.path.isfile(p):
                return p
        sys.exit(f"sat2d-export: cannot find include {name} (from {here})")

    @staticmethod
    def is_global(path):
        rel = os.path.relpath(path, ROOT)
        return rel.startswith("include/") or rel.startswith("scalar/")

    def add_global(self, p):
        if p in self.seen_global:
            return
        self.seen_global.add(p)
        text = self.flatten(p, set())
        self.globals.append((p, text))

    def flatten(self, path, seen_local):
        out = []
        for line in read(path).split("\n"):
            m = re.match(r'\s*#\s*include\s*([<"])([^>"]+)[>"]', line)
            if not m:
                if re.match(r"\s*#\s*define\s+_DEFAULT_SOURCE\b", line):
                    continue  # feature macros cannot work mid-header; the header needs none
                out.append(line)
                continue
            kind, name = m.groups()
            if kind == "<":
                if not name.startswith("simde/") and name not in self.system:
                    self.system.append(name)
                continue
            p = self.resolve(name, os.path.dirname(path))
            if self.is_global(p):
                self.add_global(p)
                continue
            if p in seen_local:
                continue
            if not p.endswith(".c"):
                seen_local.add(p)
            out.append(self.flatten(p, seen_local))
        return "\n".join(out)


def section_of(fname):
    """(None, level) of a SIMD kernel file, or None; the target comes from x86_target."""
    for pat, level in SECTION_KINDS:
        if re.search(pat, fname):
            return None, level
    return None


def cmake_isa_flags():
    """[(file pattern, [isa])] of CMakeLists.txt's per-file ISA flags, in the order it tests
    them: `if(src MATCHES "re")` / `elseif(...)` followed by `set(isa_flag -mavx2 ...)`."""
    text = read(os.path.join(ROOT, "CMakeLists.txt"))
    rules = []
    for m in re.finditer(r'if\(src MATCHES "([^"]+)"\)\s*set\(isa_flag ([^)]*)\)', text):
        pat = m.group(1).replace("\\\\", "\\")  # CMake's "\\." is the regex \.
        rules.append((pat, re.findall(r"-m([\w.]+)", m.group(2))))
    if not rules:
        sys.exit("sat2d-export: no per-file ISA flags found in CMakeLists.txt")
    return rules


def simde_dirs():
    """Where the SIMDe headers may be: $SIMDE_INCLUDE_DIR, the compiler's usual places."""
    dirs = [os.environ.get("SIMDE_INCLUDE_DIR", "")]
    dirs += os.environ.get("CPATH", "").split(os.pathsep)
    dirs += ["/usr/include", "/usr/local/include"]
    return [d for d in dirs if d and os.path.isfile(os.path.join(d, "simde/x86/avx2.h"))]


_simde_guards = None


def simde_native_isas(name):
    """The x86 extensions SIMDe itself asks for before it calls the native intrinsic behind
    `name` (its `#if defined(SIMDE_X86_..._NATIVE)` guard), as GCC target names: the native
    name the header maps `name` to needs them. [] for a type or a name SIMDe does not guard."""
    global _simde_guards
    if _simde_guards is None:
        _simde_guards = {}
        found = simde_dirs()
        if not found:
            sys.exit("sat2d-export: SIMDe headers not found (set SIMDE_INCLUDE_DIR)")
        base = os.path.join(found[0], "simde", "x86")
        for dirpath, _, files in os.walk(base):
            for f in files:
                if not f.endswith(".h"):
                    continue
                t = read(os.path.join(dirpath, f))
                # Functions: the first #if of the body.
                for m in re.finditer(r"^(simde_\w+)\s*\([^;{]*?\)\s*\{\s*#\s*if\s+([^\n]*)", t, re.M):
                    _simde_guards.setdefault(m.group(1), m.group(2))
                # Macros defined as the native intrinsic: the nearest #if above.
                for m in re.finditer(r"^\s*#\s*define\s+(simde_\w+)\s*\([^)]*\)\s+_mm", t, re.M):
                    ifs = re.findall(r"^\s*#\s*(?:if|elif)\s+([^\n]*)", t[: m.start()], re.M)
                    if ifs:
                        _simde_guards.setdefault(m.group(1), ifs[-1])
    guard = _simde_guards.get(name, "")
    isas = []
    for ext in re.findall(r"SIMDE_X86_(\w+?)_NATIVE", guard):
        isas.append(ext.lower().replace("sse4_", "sse4."))
    return isas


def x86_target(fname, text, level):
    """The GCC/clang target string of a SIMD file's section: the library's flags for it
    (CMakeLists.txt), the level's base, and what the native names its SIMDe names become need
    (an intrinsic SIMDe emulates in the library, _mm512_xor_ps without AVX-512DQ say, is the
    native instruction here, so the section and its dispatch level ask for the extension)."""
    isas = list(LEVEL_BASE.get(level, []))
    for pat, flags in cmake_isa_flags():
        if re.search(pat, fname):
            isas += flags
            break
    # Only extensions of a family the file is compiled for already (AVX-512DQ beside
    # AVX-512F): the flattened text also holds the other widths' branches of shared headers
    # (lanes.h), whose names this file's code never reaches.
    families = {isa_family(i) for i in isas}
    for name in simde_names(text):
        isas += [i for i in simde_native_isas(name) if isa_family(i) in families]
    # The header's x86 path is x86-64's, which has the base always; AVX2 implies the others.
    drop = set(X86_64_BASE) | (AVX2_IMPLIES if "avx2" in isas else set())
    return ",".join(i for i in dict.fromkeys(isas) if i not in drop)


def isa_family(isa):
    """avx512 for every AVX-512 subset, else the name's letters (avx, sse, popcnt)."""
    return "avx512" if isa.startswith("avx512") else re.match(r"[a-z]+", isa).group(0)


def defined_externals(text):
    code = strip_comments_keep_lines(text)
    return set(re.findall(r"^(?!static\b|extern\b)(?:const\s+)?[A-Za-z_][\w\s\*]*?\b(sat2d_\w+)\s*(?:\(|=|\[|;)", code, re.M))


def choose_kernel_files(variants_wanted):
    """The simd/*.c files the chosen variants need: those defining a wanted table, and those
    defining an external name such a file uses (closure)."""
    simd = os.path.join(ROOT, "simd")
    files = sorted(f for f in os.listdir(simd) if f.endswith(".c") and f not in SIMD_NOT_KERNELS
                   and section_of(f))
    texts = {f: read(os.path.join(simd, f)) for f in files}
    defines = {f: defined_externals(t) for f, t in texts.items()}
    # Variant tables of the 8- and 4-lane files are built by variants_simd.h's SAT2D_TABLE.
    widths = {"kernels_sse.c": "sse", "kernels_avx.c": "avx", "kernels_avx_evex.c": "avx"}
    tables = {}
    for f, t in texts.items():
        for name in re.findall(r"sat2d_variant\s+sat2d_variant_(\w+)\s*=", t):
            tables.setdefault(name, set()).add(f)
    generic = re.findall(r"SAT2D_TABLE\((_\w+)\)", read(os.path.join(simd, "variants_simd.h")))
    for f, w in widths.items():
        if f in texts:
            for suffix in generic:
                tables.setdefault(w + suffix, set()).add(f)
    for f, w in widths.items():
        if f in defines:
            suffix_evex = "_evex" if "evex" in f else ""
            defines[f] |= {f"sat2d_variant_{w}{sfx}{suffix_evex}" for sfx in generic}
    need = set()
    for v in variants_wanted:
        need |= tables.get(v, set())
    changed = True
    while changed:
        changed = False
        for f in list(need):
            used = set(re.findall(r"\bsat2d_\w+", texts[f]))
            for g, names in defines.items():
                if g not in need and used & names:
                    need.add(g)
                    changed = True
    order = {"kernels_sse.c": 0, "kernels_avx.c": 1, "kernels_avx_evex.c": 2}
    return sorted(need, key=lambda f: (order.get(f, 3), f)), tables


def referenced_names(text):
    """sat2d_ names a text uses, prototypes and comments aside (a declaration is no use)."""
    code = strip_comments_keep_lines(text)
    code = re.sub(r"^(?!static\b)[A-Za-z_][^;{}#]*\([^;{}]*\);", "", code, flags=re.M)
    return set(re.findall(r"\bsat2d_\w+", code))


def needed_scalar_files(scalar_dir, wanted, kernel_files):
    """The scalar sources the export needs: those defining the chosen scalar variants' tables
    (textbook always), the builders' and the tests' functions of the public headers, and,
    transitively, every external name that these, the headers they include and the chosen SIMD
    files use. A variant not chosen (the pitfalls, say) and what only it uses stay out."""
    files = sorted(f for f in os.listdir(scalar_dir) if f.endswith(".c"))
    text = {f: read(os.path.join(scalar_dir, f)) for f in files}
    defines = {f: defined_externals(t) for f, t in text.items()}
    public_api = set()
    for h in ("shapes.h", "build.h"):
        public_api |= set(re.findall(r"\b(sat2d_\w+)\(", read(os.path.join(ROOT, "include/sat2d", h))))
    need = {f for f in files if public_api & defines[f]}
    need |= {f for f in files for v in wanted if f"sat2d_variant_{v}" in defines[f]}
    used, seen_headers = set(), set()
    for f in kernel_files:
        fl = Flattener()
        used |= referenced_names(fl.flatten(os.path.join(ROOT, "simd", f), set()))
        for hp, ht in fl.globals:
            if hp not in seen_headers:
                seen_headers.add(hp)
                used |= referenced_names(ht)
    while True:
        for f in list(need):
            fl = Flattener()
            used |= referenced_names(fl.flatten(os.path.join(scalar_dir, f), set()))
            for hp, ht in fl.globals:
                if hp not in seen_headers:
                    seen_headers.add(hp)
                    used |= referenced_names(ht)
        more = {f for f in files if f not in need and used & defines[f]}
        if not more:
            return sorted(need)
        need |= more


def variant_level(name):
    """The lowest dispatch level a variant runs at: its width's (0 for a scalar variant)."""
    if name.startswith("sse_"):
        return 1
    if name.startswith("avx512_"):
        return 3
    if name.startswith("avx_"):
        return 2
    return 0


# ---- choosing ---------------------------------------------------------------------------


def kinds_of_scalar_variants():
    """{variant name: kind word} for tables written in scalar/ (PITFALL ones excluded)."""
    kinds = {}
    for f in os.listdir(os.path.join(ROOT, "scalar")):
        if not f.endswith(".c"):
            continue
        t = read(os.path.join(ROOT, "scalar", f))
        for m in re.finditer(r"sat2d_variant\s+sat2d_variant_(\w+)\s*=\s*\{(.*?)\};", t, re.S):
            k = re.search(r"SAT2D_KIND_(\w+)", m.group(2))
            kinds[m.group(1)] = k.group(1) if k else "TRICK"
    return kinds


def slots_of(variant):
    """Tests whose slot the variant fills, read from its table's source."""
    simd = os.path.join(ROOT, "simd")
    if re.match(r"(sse|avx)_", variant) and not variant.startswith("avx512_"):
        t = read(os.path.join(simd, "variants_simd.h"))
        m = re.search(r"SAT2D_TABLE\(_" + re.escape(variant.split("_", 1)[1]) + r"\)\s*=\s*\{(.*?)\};", t, re.S)
    else:
        m = None
        for d in ("scalar", "simd"):
            for f in os.listdir(os.path.join(ROOT, d)):
                if f.endswith(".c"):
                    t = read(os.path.join(ROOT, d, f))
                    m = m or re.search(r"sat2d_variant\s+sat2d_variant_" + re.escape(variant) + r"\s*=\s*\{(.*?)\};", t, re.S)
    if not m:
        return set()
    return set(re.findall(r"^\s*\.(\w+)\s*=", m.group(1), re.M)) - {"name", "summary", "kind", "isa"}


def rank_from_bench(rows, tests, variants):
    """{test: [variants, best first]} from Google Benchmark rows named test/variant/...:
    geometric mean of the medians' pairs per second over the configurations every candidate
    of the test was run on."""
    per = {}
    for b in rows:
        name = b.get("name", "")
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        parts = name.split("/")
        if len(parts) < 3 or parts[1] not in variants:
            continue
        ips = b.get("items_per_second")
        if not ips:
            continue
        cfg = "/".join(parts[2:]).replace("_median", "")
        per.setdefault(parts[0], {}).setdefault(parts[1], {})[cfg] = ips
    ranking = {}
    for t in tests:
        if t not in per:
            continue
        cands = per[t]
        common = set.intersection(*(set(c) for c in cands.values())) if cands else set()
        if not common:
            continue
        score = {v: math.exp(sum(math.log(c[k]) for k in common) / len(common))
                 for v, c in cands.items()}
        ranking[t] = sorted(score, key=lambda v: -score[v])
    return ranking


def results_runs():
    """The committed runs: results/<dir> holding a bench.json, sorted by name."""
    res = os.path.join(ROOT, "results")
    if not os.path.isdir(res):
        return []
    return sorted(os.path.join(res, d) for d in os.listdir(res)
                  if os.path.isfile(os.path.join(res, d, "bench.json")))


def run_cpu(d):
    """(vendor, family, model) of a run's folder name (<vendor>-f<family>-m<model>-...), or
    None for a folder named otherwise."""
    m = re.match(r"(.+?)-f(\d+)-m(\d+)-", os.path.basename(os.path.normpath(d)))
    return (m.group(1), int(m.group(2)), int(m.group(3))) if m else None


def committed_time(d):
    """When a run's bench.json was committed last (0: not committed)."""
    r = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%ct", "--",
                        os.path.join(d, "bench.json")], capture_output=True, text=True)
    return int(r.stdout.strip() or 0)


def default_results_dir():
    """The committed run of this CPU (results/<vendor>-f<family>-m<model>-...), else the run
    committed last."""
    dirs = results_runs()
    if not dirs:
        return None
    try:
        info = read("/proc/cpuinfo")
        fam = re.search(r"^cpu family\s*:\s*(\d+)", info, re.M).group(1)
        model = re.search(r"^model\s*:\s*(\d+)", info, re.M).group(1)
        mine = [d for d in dirs if f"-f{fam}-m{model}-" in os.path.basename(d)]
        if mine:
            return mine[0]
    except (OSError, AttributeError):
        pass
    return max(dirs, key=committed_time)


def nearest_runs(d):
    """The other committed runs, nearest to run d's CPU first: the same vendor and family (the
    closest model first), then the same vendor, then any; the run committed last first among
    equals. A run measured on a CPU like d's is the best guess for a test d lacks."""
    mine = run_cpu(d)
    others = [r for r in results_runs() if os.path.realpath(r) != os.path.realpath(d)]

    def key(r):
        cpu = run_cpu(r)
        if not mine or not cpu:
            return (2, 0, -committed_time(r))
        same_vendor = cpu[0] == mine[0]
        same_family = same_vendor and cpu[1] == mine[1]
        return (0 if same_family else 1 if same_vendor else 2,
                abs(cpu[2] - mine[2]) if same_family else 0, -committed_time(r))

    return sorted(others, key=key)


def rank_committed(d, tests, variants, sources):
    """{test: ranking} from committed run d and, for a test d has no rows for (a test added
    after d was measured), from the nearest CPU's run that has them (nearest_runs). Writes
    where each test's ranking came from into sources[test]."""
    name = os.path.basename(os.path.normpath(d))
    ranking = rank_from_bench(json.load(open(os.path.join(d, "bench.json")))["benchmarks"],
                              tests, variants)
    missing = [t for t in tests if t not in ranking]
    for r in nearest_runs(d) if missing else []:
        rows = json.load(open(os.path.join(r, "bench.json")))["benchmarks"]
        found = rank_from_bench(rows, missing, variants)
        for t, order in found.items():
            ranking[t] = order
            sources[t] = (f"from the run {os.path.basename(r)}, the nearest CPU's with rows for "
                          f"{t}: {name} has none")
        missing = [t for t in missing if t not in found]
    for t in missing:
        sources[t] = f"no committed run has rows for {t}: textbook"
    return ranking


def bench_timing(args):
    """Google Benchmark's timing flags of a --best or --pairs run."""
    flags = ["--benchmark_min_time=" + args.min_time]
    if args.repetitions:
        flags.append(f"--benchmark_repetitions={args.repetitions}")
    return flags


def run_measurement(cmd):
    """Runs sat2d-bench; a program missing or failing stops the export with its status."""
    print("sat2d-export: running " + " ".join(cmd), file=sys.stderr)
    try:
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL)
    except OSError as e:
        sys.exit(f"sat2d-export: cannot run {cmd[0]}: {e.strerror} (build the release preset, "
                 "or name the benchmark with --bench)")
    if r.returncode != 0:
        sys.exit(f"sat2d-export: {os.path.basename(cmd[0])} failed (exit status {r.returncode}); "
                 "no header written")


def keep_file(args, path, name):
    """Copies a measurement's file into --keep DIR, so the choice can be checked against it."""
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        shutil.copyfile(path, os.path.join(args.keep, name))


def run_bench(args, bench, tests):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "bench.json")
        filt = best_filter(tests)
        cmd = [bench] + (["--sat2d-quick"] if args.quick else []) + [
            "--benchmark_filter=" + filt] + bench_timing(args) + [
            "--benchmark_format=json", "--benchmark_out=" + out, "--benchmark_out_format=json"]
        run_measurement(cmd)
        keep_file(args, out, "bench.json")
        return json.load(open(out))["benchmarks"]


def rank_on_pairs(args, bench, trace):
    """{test: [variants, best first]} from sat2d-bench --pairs's ranking of the trace's pairs
    (variants only, and only those with no disagreement on them)."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [bench, "--pairs", trace, "--pairs-quick", "--pairs-out", tmp] + bench_timing(args)
        run_measurement(cmd)
        keep_file(args, os.path.join(tmp, "ranking.json"), "ranking.json")
        data = json.load(open(os.path.join(tmp, "ranking.json")))
    return {t: [r["name"] for r in v["ranking"] if r.get("kind") == "variant" and not r.get("disagree")]
            for t, v in data["tests"].items()}


def best_filter(tests):
    return "^(" + "|".join(tests) + ")/[^/]+/hit50/"


# ---- writing ----------------------------------------------------------------------------


def git_commit():
    try:
        c = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], capture_output=True,
                           text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True).stdout.strip()
        return c + ("-dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def project_version():
    m = re.search(r"project\(sat2d VERSION ([\d.]+)", read(os.path.join(ROOT, "CMakeLists.txt")))
    return m.group(1) if m else "unknown"


def simde_names(text):
    return sorted(set(re.findall(r"\b(simde_\w+|simde__\w+|SIMDE_[A-Z0-9_]+)\b", text)))


def native_name(s):
    if s.startswith("simde__"):
        return s[len("simde"):]  # simde__m256 -> __m256
    if s == "simde_memcpy":
        return "memcpy"
    if s.startswith("simde_"):
        return s[len("simde"):]  # simde_mm256_add_ps -> _mm256_add_ps
    if s.startswith("SIMDE_"):
        return s[len("SIMDE"):]  # SIMDE_CMP_GT_OQ -> _CMP_GT_OQ, SIMDE_MM_SHUFFLE -> _MM_SHUFFLE
    return s


# SIMDe's "this is native" macros the kernels test: on x86 the native mapping is the native
# code, so they are defined as SIMDe defines them when the target has the instructions.
NATIVE_FLAGS = {
    1: ["SIMDE_X86_SSE_NATIVE", "SIMDE_X86_SSE2_NATIVE", "SIMDE_X86_SSE4_1_NATIVE"],
    2: ["SIMDE_X86_SSE_NATIVE", "SIMDE_X86_SSE2_NATIVE", "SIMDE_X86_SSE4_1_NATIVE",
        "SIMDE_X86_AVX_NATIVE", "SIMDE_X86_AVX2_NATIVE"],
    3: ["SIMDE_X86_SSE_NATIVE", "SIMDE_X86_SSE2_NATIVE", "SIMDE_X86_SSE4_1_NATIVE",
        "SIMDE_X86_AVX_NATIVE", "SIMDE_X86_AVX2_NATIVE", "SIMDE_X86_AVX512F_NATIVE",
        "SIMDE_X86_AVX512VL_NATIVE"],
}


def level_checks(level_isas):
    """The x86 CPU test of each dispatch level, highest first: every extension the sections of
    that level and of the levels below are compiled for (their targets), so a level runs only
    where all of its code can."""
    lines, need = [], []
    for level in (1, 2, 3):
        for i in level_isas.get(level, LEVEL_BASE[level]):
            if i not in need:
                need.append(i)
        cond = " &&\n        ".join(f'__builtin_cpu_supports("{i}")' for i in need)
        lines.append(f"    if ({cond})\n        best = @PREFIX_UPPER@_LEVEL_{LEVELS[level].upper()};")
    return "\n".join(lines)


def prefix_rename(text, prefix):
    text = re.sub(r"\bsat2d_", prefix + "_", text)
    return re.sub(r"\bSAT2D_", prefix.upper() + "_", text)


def build_header(args, tests, choice, all_tests, sources):
    """choice: {test: {level: variant}} (levels 0..3); sources: {test: where its ranking came
    from}, for the tests whose source is not args.how."""
    prefix = args.prefix
    P = prefix.upper()
    wanted = sorted({v for lv in choice.values() for v in lv.values()})
    simd_variants = [v for v in wanted if variant_level(v) > 0]
    kernel_files, tables = choose_kernel_files(simd_variants)
    fl = Flattener()

    # Scalar sources, one unit each, then the SIMD files; the headers they include (public
    # and private) gather in fl.globals as they are met.
    scalar_dir = os.path.join(ROOT, "scalar")
    scalar_files = needed_scalar_files(scalar_dir, wanted, kernel_files)
    units = []
    for f in scalar_files:
        units.append(("scalar", f[:-2], fl.flatten(os.path.join(scalar_dir, f), set()), 0, None))
    level_isas = {}  # level -> the extensions its sections' targets name
    for f in kernel_files:
        _, level = section_of(f)
        text = fl.flatten(os.path.join(ROOT, "simd", f), set())
        target = x86_target(f, text, level)
        level_isas.setdefault(level, [])
        level_isas[level] += [i for i in target.split(",") if i not in level_isas[level]]
        units.append(("simd", f[:-2], text, level, None))
    # Every section of a level takes the level's union: a function declared in one section
    # and defined in another must carry the same target (clang would make it multiversioned),
    # and the level's CPU test asks for the union anyway.
    units = [u if u[0] == "scalar" else u[:4] + (",".join(level_isas[u[3]]),) for u in units]
    public = [t for p, t in fl.globals if os.path.relpath(p, ROOT).startswith("include/")]
    private = [f"/* ---- {os.path.relpath(p, ROOT)} ---- */\n{t}" for p, t in fl.globals
               if not os.path.relpath(p, ROOT).startswith("include/")]
    # Declarations of functions the header does not carry (the registry's look-ups, defined in
    # simd/registry.c) are left out, with their contract comment: a call would not link.
    impl_text = "\n".join(u[2] for u in units) + "\n".join(t for _, t in fl.globals)
    defined = set(re.findall(r"\b(sat2d_\w+)\([^;{}]*\)\s*\{", impl_text))
    pub_text = []
    for t in public:
        def drop(m):
            name = m.group(2)
            return m.group(0) if name in defined else ""
        t = re.sub(r"(/\*(?:[^*]|\*(?!/))*\*/\n)?^(?!static|typedef|#)[A-Za-z_][\w \t\*]*?\b(sat2d_\w+)\([^;{}]*\);\n",
                   drop, t, flags=re.M)
        pub_text.append(t)
    decl_system = []
    for p, t in fl.globals:
        if os.path.relpath(p, ROOT).startswith("include/"):
            for h in re.findall(r"#\s*include\s*<([^>]+)>", read(p)):
                if h not in decl_system:
                    decl_system.append(h)

    body = list(private)
    all_simd_text = "\n".join(u[2] for u in units if u[0] == "simd")
    for kind, stem, text, level, target in units:
        names, macros = file_scope_names(text)
        mapping = {n: f"{prefix}__{stem}_{n}" for n in names}
        # Variant tables become static: the dispatch below reads them, nothing else.
        text = re.sub(r"^const sat2d_variant (sat2d_variant_\w+|SAT2D_TABLE)", r"static const sat2d_variant \1",
                      text, flags=re.M)
        text = re.sub(r"^extern const sat2d_variant [^;]*;", "/* (that table is defined above) */", text, flags=re.M)
        code = strip_comments_keep_lines(text)
        text = rename_tokens(text, mapping)
        # A unit that pastes tokens (a ## b) can spell a file-local name the renaming never
        # sees (SAT2D_PASTE(shuffle, _poly_poly)): within the unit each such name is a macro
        # for its new name. Names used as members (.name, ->name) are left alone.
        aliases = []
        if "##" in code:
            aliases = [n for n in sorted(names) if not re.search(r"(\.|->)\s*" + re.escape(n) + r"\b", code)]
            text = "".join(f"#define {n} {mapping[n]}\n" for n in aliases) + text
        undefs = "\n".join(f"#undef {m}" for m in dict.fromkeys(macros + aliases))
        if kind == "scalar":
            body.append(f"/* ---- scalar/{stem}.c ---- */\n{text}\n{undefs}\n")
            continue
        guard = f"{P}_SIMD_" if level == 1 else f"{P}_X86_"
        flags = NATIVE_FLAGS[level]
        x86_on = "\n".join(f"#define {m} 1" for m in flags)
        x86_off = "\n".join(f"#undef {m}" for m in flags)
        body.append(
            f"/* ---- simd/{stem}.c ({LEVELS[level]}) ---- */\n#if {guard}\n"
            f"#if {P}_X86_\n{x86_on}\n#if defined(__clang__)\n"
            f"#pragma clang attribute push(__attribute__((target(\"{target}\"))), apply_to = function)\n"
            f"#else\n#pragma GCC push_options\n#pragma GCC target(\"{target}\")\n#endif\n#endif\n"
            f"{text}\n{undefs}\n"
            f"#if {P}_X86_\n#if defined(__clang__)\n#pragma clang attribute pop\n#else\n"
            f"#pragma GCC pop_options\n#endif\n{x86_off}\n#endif\n#endif /* {guard} */\n")
    impl = "\n".join(body)

    # Dispatch: per test, the slot of the chosen variant at each level this build has.
    disp = []
    names_of = []
    for t, params in all_tests:
        if t not in choice:  # not exported: its slot is NULL at every level
            disp.append(f"{prefix}_{t}_fn {prefix}_export_{t}(int level) {{\n    (void)level;\n"
                        f"    return NULL;\n}}\n\nstatic const char *{prefix}__export_variant_{t}"
                        f"(int level) {{\n    (void)level;\n    return NULL;\n}}\n")
            names_of.append(t)
            continue
        lv = choice[t]
        cases = []
        for level in range(3, -1, -1):
            if level not in lv:
                continue
            v = lv[level]
            vl = variant_level(v)
            evex = level == 3 and vl == 2
            table = f"sat2d_variant_{v}" + ("_evex" if evex else "")
            guard = "1" if vl == 0 else (f"{P}_SIMD_" if vl == 1 else f"{P}_X86_")
            cases.append((level, guard, table))
        lines = [f"{prefix}_{t}_fn {prefix}_export_{t}(int level) {{",
                 f"    if (level < 0) level = {prefix}__export_level();",
                 f"    if (level > {prefix}__export_level()) return NULL;"]
        for level, guard, table in cases:
            lines.append(f"#if {guard}")
            lines.append(f"    if (level >= {level}) return {table}.{t};")
            lines.append("#endif")
        lines.append("    return NULL;\n}\n")
        lines.append(f"static const char *{prefix}__export_variant_{t}(int level) {{")
        for level, guard, table in cases:
            lines.append(f"#if {guard}")
            lines.append(f"    if (level >= {level}) return \"{lv[level]}\";")
            lines.append("#endif")
        lines.append("    return NULL;\n}\n")
        names_of.append(t)
        names = ", ".join(param_names(params))
        lines.append(f"void {prefix}_batch_{t}{params} {{")
        lines.append(f"    {prefix}_export_{t}(-1)({names});\n}}\n")
        disp.append("\n".join(lines))

    vn = [f"const char *{prefix}_export_variant(const char *test, int level) {{",
          f"    if (level < 0) level = {prefix}__export_level();",
          f"    if (!test || level > {prefix}__export_level()) return NULL;"]
    for t in names_of:
        vn.append(f"    if (strcmp(test, \"{t}\") == 0) return {prefix}__export_variant_{t}(level);")
    vn.append("    return NULL;\n}\n")
    disp.append("\n".join(vn))
    decls = []
    for t, params in all_tests:
        if t not in choice:
            decls.append(f"/* {t} is not exported: NULL at every level. */\n"
                         f"{prefix}_{t}_fn {prefix}_export_{t}(int level);\n")
        else:
            lv = choice[t]
            where = ", ".join(f"{LEVELS[k]}: {lv[k]}" for k in sorted(lv, reverse=True))
            decls.append(f"/* {t}, batch of n pairs (sat2d/registry.h); {where}. */\n"
                         f"void {prefix}_batch_{t}{params};\n"
                         f"/* The slot of {t} at dispatch level `level` ({P}_LEVEL_*, or -1: the\n"
                         f" * best this CPU runs); NULL where the CPU lacks the level. */\n"
                         f"{prefix}_{t}_fn {prefix}_export_{t}(int level);\n")

    # SIMDe vocabulary -> native names on x86.
    vocab = [s for s in simde_names(all_simd_text) if not s.endswith("_NATIVE") and s != "SIMDE_NO_NATIVE"]
    native_map = "\n".join(f"#define {s} {native_name(s)}" for s in vocab)

    commit = git_commit()
    choice_lines = []
    for t, _ in tests:
        if t not in choice:
            continue
        choice_lines.append(f" *   {t:<16} " + ", ".join(f"{LEVELS[k]}: {choice[t][k]}"
                                                      for k in sorted(choice[t], reverse=True)))
        if t in sources:
            choice_lines += textwrap.wrap(f"({sources[t]})", 96, initial_indent=" *     ",
                                          subsequent_indent=" *      ", break_on_hyphens=False)
    choice_lines = "\n".join(choice_lines)
    licence = read(os.path.join(ROOT, "LICENSE")).strip()
    sys_includes = "\n".join(f"#include <{h}>" for h in fl.system if h not in decl_system)
    decl_includes = "\n".join(f"#include <{h}>" for h in decl_system)
    template = read(os.path.join(os.path.dirname(os.path.abspath(__file__)), "sat2d_single.h.in"))
    out = template
    for key, val in {
        "@LICENCE@": "\n".join((" * " + l).rstrip() for l in licence.split("\n")),
        "@VERSION@": project_version(), "@COMMIT@": commit,
        "@CHOICE@": choice_lines, "@HOW@": args.how,
        "@DECL_INCLUDES@": decl_includes, "@PUBLIC@": "\n".join(pub_text),
        "@EXPORT_DECLS@": "\n".join(decls), "@SYS_INCLUDES@": sys_includes,
        "@NATIVE_MAP@": native_map, "@IMPL@": impl, "@DISPATCH@": "\n".join(disp),
        "@LEVEL_CHECKS@": level_checks(level_isas),
    }.items():
        out = out.replace(key, val)
    out = prefix_rename(out, prefix)
    out = out.replace("@FILE@", os.path.basename(args.output))
    out = out.replace("@PREFIX_UPPER@", P).replace("@PREFIX@", prefix).replace("@_", "_")
    out = re.sub(r"\n{3,}", "\n\n", out)
    return out


def main():
    ap = argparse.ArgumentParser(prog="sat2d-export", description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--output", default="sat2d_single.h", help="the header to write")
    ap.add_argument("--tests", help="comma-separated test ids (default: every test)")
    ap.add_argument("--variants", help="comma-separated variant names; for each test, the "
                    "first listed that fills its slot at each level (and textbook below)")
    ap.add_argument("--widest", action="store_true", help="no ranking: for each test and level, "
                    "the widest variant that fills its slot there, first listed in simd/variant_list.h")
    ap.add_argument("--from-results", metavar="DIR", help="rank by a committed run's bench.json")
    ap.add_argument("--best", action="store_true", help="rank by a short benchmark run here")
    ap.add_argument("--pairs", metavar="TRACE", help="rank on these pairs (sat2d-bench --pairs)")
    ap.add_argument("--bench", help="the sat2d-bench program for --best and --pairs")
    ap.add_argument("--min-time", default="0.05", help="--benchmark_min_time for --best/--pairs")
    ap.add_argument("--repetitions", type=int, help="--benchmark_repetitions for --best/--pairs "
                    "(default: one run for --best, sat2d-bench --pairs-quick's 3 for --pairs)")
    ap.add_argument("--quick", action="store_true", help="--best on sat2d-bench's short "
                    "configuration (--sat2d-quick: fewer data sets, built faster)")
    ap.add_argument("--keep", metavar="DIR", help="keep the measurement the choice was made "
                    "from: DIR/bench.json (--best), DIR/ranking.json (--pairs)")
    ap.add_argument("--prefix", default="sat2dx", help="prefix of every exported name")
    args = ap.parse_args()
    if args.repetitions is not None and args.repetitions < 1:
        ap.error("--repetitions must be 1 or more")
    try:
        if not float(args.min_time) > 0:
            raise ValueError
    except ValueError:
        ap.error(f"--min-time must be a positive number of seconds, not {args.min_time!r}")
    if args.quick and not args.best:
        ap.error("--quick applies to --best")

    tests = tree_tests()
    all_tests = list(tests)
    ids = [t for t, _ in tests]
    if args.tests:
        want = args.tests.split(",")
        bad = [t for t in want if t not in ids]
        if bad:
            sys.exit("sat2d-export: no such test: " + ", ".join(bad) + " (tests: " + ", ".join(ids) + ")")
        tests = [(t, p) for t, p in tests if t in want]
    all_variants = tree_variants()
    kinds = kinds_of_scalar_variants()
    usable = [v for v in all_variants if kinds.get(v, "TRICK") != "PITFALL"]
    slots = {v: slots_of(v) for v in usable}
    sources = {}  # test -> where its ranking came from, where that is not args.how

    if args.variants:
        order = args.variants.split(",")
        bad = [v for v in order if v not in usable]
        if bad:
            sys.exit("sat2d-export: no such variant: " + ", ".join(bad))
        ranking = {t: order for t, _ in tests}
        args.how = "by name: --variants " + args.variants
    elif args.widest:
        # Every level's own width first: the kernels a test has, whatever a run measured.
        ranking = {t: sorted(usable, key=lambda v: -variant_level(v)) for t, _ in tests}
        args.how = "the widest variant of each level (--widest), no measurement"
    else:
        bench = args.bench or os.path.join(ROOT, "build/release/bench/sat2d-bench")
        if args.best:
            rows = run_bench(args, bench, [t for t, _ in tests])
            ranking = rank_from_bench(rows, [t for t, _ in tests], set(usable))
            for t, _ in tests:
                if t not in ranking:
                    sources[t] = f"the run measured no variant of {t}: textbook"
            args.how = "by a short benchmark run on the machine that exported it"
        else:
            d = args.from_results or default_results_dir()
            if not d:
                sys.exit("sat2d-export: no results/*/bench.json to choose from")
            if not os.path.isfile(os.path.join(d, "bench.json")):
                sys.exit(f"sat2d-export: {d} holds no bench.json")
            ranking = rank_committed(d, [t for t, _ in tests], set(usable), sources)
            args.how = "by the committed run " + os.path.basename(os.path.normpath(d))
        if args.pairs:
            on_pairs = rank_on_pairs(args, bench, args.pairs)
            if not args.tests:  # the tests the trace holds
                tests = [(t, p) for t, p in tests if t in on_pairs]
            ranking.update(on_pairs)
            for t in on_pairs:
                sources.pop(t, None)
            args.how = "on the pairs of " + os.path.basename(args.pairs) + \
                " (sat2d-bench --pairs; tests it lacks " + args.how + ")"

    choice = {}
    for t, _ in tests:
        ranked = [v for v in ranking.get(t, []) if t in slots.get(v, ())]
        # Level 0 is the reference; each level above takes the best-ranked variant it can run
        # (a wider variant needs its level; a scalar one runs anywhere).
        lv = {0: "textbook"}
        for level in (1, 2, 3):
            best = next((v for v in ranked if variant_level(v) <= level), None)
            if best:
                lv[level] = best
        # A level that would run what the level below runs is dropped, except an 8-lane
        # variant at the AVX-512 level: that is its AVX-512VL build, other code.
        for level in (3, 2, 1):
            below = next(lv[k] for k in range(level - 1, -1, -1) if k in lv)
            if level in lv and lv[level] == below and not (level == 3 and variant_level(below) == 2):
                del lv[level]
        choice[t] = lv

    text = build_header(args, tests, choice, all_tests, sources)
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"sat2d-export: wrote {args.output} ({text.count(chr(10))} lines, {len(text)} bytes)",
          file=sys.stderr)


if __name__ == "__main__":
    main()
