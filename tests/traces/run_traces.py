#!/usr/bin/env python3
"""CTest driver for traces of pairs (docs/trace-format.md): the binary format and its converter,
the single-header writer, sat2d-bench --pairs and perfcheck --pairs. One subcommand per test;
each fails (exit 1, with the reason) when what it checks is broken.

    run_traces.py roundtrip --trace T --cases FILE --work DIR [--emulator 'qemu|-L|..']
    run_traces.py badbin    --trace T --cases FILE --work DIR [--bench B]
    run_traces.py writer    --trace T --writer W --work DIR
    run_traces.py toy       --trace T --toy E --work DIR [--bench B]
    run_traces.py bench     --bench B --cases FILE --work DIR
    run_traces.py perfcheck --build DIR --perfcheck SH --toy E --work DIR [--plugin SO]
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys

EMULATOR = []


def run(cmd, want=None):
    """Runs cmd (through the emulator for built programs); returns (status, stdout, stderr).
    With want, a different exit status fails the test."""
    res = subprocess.run(EMULATOR + cmd, capture_output=True, text=True)
    if want is not None and res.returncode != want:
        fail(f"{' '.join(cmd)}: exit status {res.returncode}, expected {want}\n"
             f"stdout:\n{res.stdout[-3000:]}\nstderr:\n{res.stderr[-3000:]}")
    return res.returncode, res.stdout, res.stderr


def fail(msg):
    print(f"FAIL: {msg}")
    sys.exit(1)


def check(cond, msg):
    if not cond:
        fail(msg)


def info_counts(text):
    """{'pairs': n, 'bad': n, 'test <id>': n, ...} from `sat2d-trace info`."""
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if parts and parts[0] == "test":
            out[f"test {parts[1]}"] = int(parts[2])
        elif len(parts) == 2 and parts[0] in ("pairs", "bad", "records", "lines"):
            out[parts[0]] = int(parts[1])
    return out


def f32(x):
    return struct.unpack("<f", struct.pack("<f", float(x)))[0]


def case_tokens(line):
    """A case line's words and numbers (numbers rounded to float32), comment stripped."""
    words = line.split("#", 1)[0].replace("|", " | ").split()
    return [w if w[0].isalpha() or w == "|" else f32(w) for w in words]


def roundtrip(a):
    w = a.work
    b1, t1, b2, t2 = (os.path.join(w, n) for n in ("a.bin", "a.cases", "b.bin", "b.cases"))
    # text -> binary: the bad lines are reported with their numbers and skipped (status 1).
    _, _, err = run([a.trace, "convert", a.cases, b1], want=1)
    for n in (48, 53, 62, 69):
        check(f"{a.cases}:{n}: error:" in err, f"bad line {n} not reported: {err}")
    run([a.trace, "convert", b1, t1], want=0)
    run([a.trace, "convert", t1, b2], want=0)
    run([a.trace, "convert", b2, t2], want=0)
    # The canonical text goes to binary and back to the same lines, byte for byte.
    check(open(b1, "rb").read() == open(b2, "rb").read(), "binary -> text -> binary differs")
    check(open(t1).read() == open(t2).read(), "text -> binary -> text differs")
    # Every valid line of the original arrives with the same shapes and the same floats.
    with open(a.cases) as f:
        original = [ln for i, ln in enumerate(f, 1)
                    if ln.split("#", 1)[0].strip() and i not in (48, 53, 62, 69)]
    with open(t1) as f:
        converted = f.read().splitlines()
    check(len(original) == len(converted),
          f"{len(original)} valid lines in, {len(converted)} out")
    for i, (x, y) in enumerate(zip(original, converted)):
        check(case_tokens(x) == case_tokens(y), f"case {i + 1} changed:\n  {x.strip()}\n  {y}")
    print(f"roundtrip: {len(converted)} cases identical through binary and back")


def badbin(a):
    w = a.work
    good = os.path.join(w, "good.bin")
    run([a.trace, "convert", a.cases, good], want=1)
    data = open(good, "rb").read()
    first = 24  # the first record's code
    broken = {
        "magic": (data[:3] + b"X" + data[4:], "without the sat2d trace magic"),
        "version": (data[:8] + struct.pack("<I", 2) + data[12:], "trace version 2"),
        "byte_order": (data[:12] + struct.pack(">I", 0x0A0B0C0D) + data[16:], "byte-order mark"),
        "truncated": (data[:-3], "truncated"),
        "short_header": (data[:20], "truncated sat2d trace header"),
        "count": (data[:16] + struct.pack("<Q", struct.unpack("<Q", data[16:24])[0] + 1)
                  + data[24:], "the file ends after"),
        "trailing": (data + b"\0", "bytes after the last"),
        "code": (data[:first] + bytes([99]) + data[first + 1:], "unknown record code 99"),
        "corners": (data[:first + 1] + struct.pack("<I", 5000) + data[first + 5:],
                    "past the format's limit"),
    }
    for name, (blob, message) in broken.items():
        path = os.path.join(w, f"broken_{name}.bin")
        with open(path, "wb") as f:
            f.write(blob)
        _, _, err = run([a.trace, "info", path], want=2)
        check(message in err, f"{name}: expected '{message}' in: {err}")
        if a.bench:
            _, _, err = run([a.bench, "--pairs", path, "--pairs-out", os.path.join(w, name)],
                            want=2)
            check(message in err, f"sat2d-bench {name}: expected '{message}' in: {err}")
    # A well-formed record whose shapes the builders refuse is skipped like a bad text line.
    header = b"SAT2DTRC" + struct.pack("<IIQ", 1, 0x0A0B0C0D, 3)
    circles = [(0, 0, 1, 1, 0, 1), (0, 0, -1, 1, 0, 1), (0, 0, 1, 5, 0, 1)]  # radius -1: refused
    records = b"".join(bytes([3]) + struct.pack("<6f", *c) for c in circles)
    path = os.path.join(w, "bad_record.bin")
    with open(path, "wb") as f:
        f.write(header + records)
    _, out, err = run([a.trace, "info", path], want=1)
    check(f"{path}:2: error: circle:" in err and "(record skipped)" in err, f"bad record: {err}")
    check(info_counts(out) == {"records": 3, "pairs": 2, "bad": 1, "test circle_circle": 2},
          f"bad record: {out}")
    # A text trace with a NUL byte past the first bytes (which alone tell text from binary): the
    # line is skipped with its reason, not cut at the NUL and read as the case before it.
    path = os.path.join(w, "nul_line.cases")
    with open(path, "wb") as f:
        f.write(b"circle 0 0 1 | circle 1 0 1\n" * 200 + b"circle 0 0 1 | circle 5 0 1\0 9\n"
                + b"circle 0 0 1 | circle 1 0 1\n")
    _, out, err = run([a.trace, "info", path], want=1)
    check(f"{path}:201: error: NUL byte in the line (line skipped)" in err, f"NUL line: {err}")
    check(info_counts(out) == {"lines": 202, "pairs": 201, "bad": 1, "test circle_circle": 201},
          f"NUL line: {out}")
    print(f"badbin: {len(broken)} broken traces refused with status 2 and their reason; a bad "
          f"record and a text line with a NUL byte skipped")


def writer(a):
    w = a.work
    out, back, again = (os.path.join(w, n) for n in ("all.bin", "all.cases", "again.bin"))
    _, printed, _ = run([a.writer, out], want=0)
    _, info, _ = run([a.trace, "info", out], want=0)
    want, got = info_counts(printed), info_counts(info)
    check(len(want) == 14, f"the writer wrote {len(want)} record kinds, not 14")
    for k, v in want.items():
        check(got.get(k) == v, f"{k}: the writer wrote {v}, info reads {got.get(k)}")
    check(got.get("bad") == 0 and got.get("records") == sum(want.values()),
          f"info: {info}")
    # The converter's text -> binary path writes every record byte for byte as the header does.
    run([a.trace, "convert", out, back], want=0)
    run([a.trace, "convert", back, again], want=0)
    check(open(out, "rb").read() == open(again, "rb").read(),
          "trace_writer.h and sat2d-trace convert lay out the records differently")
    _, _, err = run([a.writer, os.path.join(w, "too_many.bin"), "too-many"], want=1)
    print("writer: every record kind read back with the right counts; oversized polygon refused")


def toy(a):
    w = a.work
    out = os.path.join(w, "toy.sat2dtrace")
    _, printed, _ = run([a.toy, out, "10000"], want=0)
    _, info, _ = run([a.trace, "info", out], want=0)
    want, got = info_counts(printed), info_counts(info)
    check(want.get("records") == 10000 and got.get("records") == 10000 and
          got.get("pairs") == 10000, f"expected 10000 records: {printed} / {info}")
    for k, v in want.items():
        check(got.get(k) == v, f"{k}: the toy engine wrote {v}, info reads {got.get(k)}")
    check(len([k for k in want if k.startswith("test ")]) >= 3, f"not a mixed trace: {printed}")
    if not a.bench:
        print("toy: 10,000 pairs written and read back (no sat2d-bench in this build)")
        return
    res_dir = os.path.join(w, "toy-results")
    _, stdout, _ = run([a.bench, "--pairs", out, "--pairs-out", res_dir, "--pairs-quick",
                        "--benchmark_min_time=0.001"], want=0)
    ranking = json.load(open(os.path.join(res_dir, "ranking.json")))
    check(ranking["pairs"] == 10000, f"ranking.json counts {ranking['pairs']} pairs")
    for k, v in want.items():
        if k.startswith("test "):
            check(ranking["tests"][k[5:]]["pairs"] == v, f"{k}: ranking has a different count")
    check("For this trace, use" in stdout, "no verdict in the terminal")
    print(f"toy: 10,000 pairs ranked: {ranking['verdict']}")


def bench(a):
    w = a.work
    res_dir = os.path.join(w, "mixed-results")
    shutil.rmtree(res_dir, ignore_errors=True)
    _, out, err = run([a.bench, "--pairs", a.cases, "--pairs-out", res_dir, "--pairs-quick",
                       "--benchmark_min_time=0.001"], want=0)
    for n in (48, 53, 62, 69):
        check(f"{a.cases}:{n}: error:" in err, f"bad line {n} not reported on stderr")
    check("4 bad lines" in err, "no count of the skipped lines")
    # The ranked tables: a header and textbook in each test's table, fastest first.
    ranking = json.load(open(os.path.join(res_dir, "ranking.json")))
    tests = ranking["tests"]
    check(sum(t["pairs"] for t in tests.values()) == 64 and ranking["trace"]["bad"] == 4,
          f"pairs or bad lines miscounted: {ranking['trace']}")
    check(ranking["trace"]["bad_numbers"] == [48, 53, 62, 69], "bad line numbers not kept")
    expected = {"poly_poly": 24, "circle_poly": 12, "circle_circle": 8, "rect_rect": 4,
                "point_polygon": 4, "segment_segment": 4, "poly_poly_sweep": 3,
                "bounding_circle": 3, "transform": 2}
    check({t: v["pairs"] for t, v in tests.items()} == expected, f"split by test: {tests}")
    for t, v in tests.items():
        names = [r["name"] for r in v["ranking"]]
        check(f"\n{t}: {v['pairs']} pairs" in out, f"no ranked table for {t} in the terminal")
        check("textbook" in names and len(names) >= 2, f"{t}: ranking {names}")
        rates = [r["pairs_per_second"] for r in v["ranking"]]
        check(rates == sorted(rates, reverse=True), f"{t}: not ranked fastest first")
        hits = {r["hits"] for r in v["ranking"] if not r["peer"]}
        check(len(hits) == 1, f"{t}: variants report different hits {hits}")
        check(v["use"] == next(r["name"] for r in v["ranking"] if not r["peer"]),
              f"{t}: the verdict is not the fastest variant")
    peers = {r["name"] for r in tests["poly_poly"]["ranking"] if r["peer"]}
    check({"box2d_overlap", "chipmunk"} <= peers, f"poly_poly peers missing: {peers}")
    verdict = ranking["verdict"]
    check(verdict.startswith("For this trace, use `") and "for poly_poly (38% of pairs)" in verdict
          and "for circle_poly (19%)" in verdict, f"verdict: {verdict}")
    check(verdict in out, "the verdict is not printed in the terminal")
    report = open(os.path.join(res_dir, "REPORT.md")).read()
    check(verdict in report and "lines 48, 53, 62, 69" in report, "REPORT.md lacks the verdict")
    bench_json = json.load(open(os.path.join(res_dir, "bench.json")))
    check(bench_json["context"].get("sat2d_pairs_count/poly_poly") == "24", "bench.json context")
    # Options: strict, status 2.
    run([a.bench, "--pairs-out", res_dir], want=2)
    run([a.bench, "--pairs-quick"], want=2)
    run([a.bench, "--pairs"], want=2)
    run([a.bench, "--pairs", os.path.join(w, "no-such-file.cases")], want=2)
    run([a.bench, "--pairs", a.cases, "--sat2d-quick"], want=2)
    run([a.bench, "--pairs", a.cases, "--benchmark_out=x.json"], want=2)
    run([a.bench, "--pairs", w], want=2)
    only_bad = os.path.join(w, "only_bad.cases")
    with open(only_bad, "w") as f:
        f.write("# nothing valid\ncircle 0 0 -1 | circle 0 0 1\n")
    _, _, err = run([a.bench, "--pairs", only_bad, "--pairs-out", os.path.join(w, "x")], want=2)
    check(f"{only_bad}:2: error:" in err and "holds no valid pair" in err, f"only bad: {err}")
    print(f"bench: {verdict}")


def perfcheck(a):
    w = a.work
    trace = os.path.join(w, "perf.sat2dtrace")
    base = os.path.join(w, "perf-baseline.json")
    run([a.toy, trace, "300", "polygons"], want=0)  # poly_poly only: fewer callgrind runs
    # With a contender (an example plugin, when this build has one) beside a built-in variant.
    impls = ["avx_axes"] + (["engine_sat"] if a.plugin else [])
    plugin = ["--plugin", a.plugin] if a.plugin else []
    cmd = [a.perfcheck, a.build, "--pairs", trace, "--baseline", base, "--min-time", "0.01",
           *plugin, *[x for v in impls for x in ("--impl", v)]]
    run(cmd + ["--update"], want=0)
    data = json.load(open(base))
    (ratios,) = data["ratios_vs_textbook"].values()
    want = sorted(f"poly_poly/{v}" for v in impls)
    check(sorted(k.rsplit("/", 2)[0] for k in ratios) == want, f"baseline ratios: {ratios}")
    check(sorted(data["instructions_per_pair"]) == want,
          f"baseline instructions: {data['instructions_per_pair']}")
    _, out, _ = run(cmd, want=0)
    check("0 regression(s)" in out, f"check run: {out}")
    # A ratio nobody can reach and an instruction count far below this binary's both fail;
    # so does a contender of the baseline whose plugin is left out (its gates never vanish).
    bad = json.load(open(base))
    for cpu in bad["ratios_vs_textbook"]:
        key = next(k for k in bad["ratios_vs_textbook"][cpu] if k.startswith("poly_poly/avx_axes/"))
        bad["ratios_vs_textbook"][cpu][key] = 1000.0
    bad["instructions_per_pair"]["poly_poly/avx_axes"] /= 2
    impossible = os.path.join(w, "impossible.json")
    with open(impossible, "w") as f:
        json.dump(bad, f)
    code, out, _ = run([a.perfcheck, a.build, "--pairs", trace, "--baseline", impossible,
                        "--min-time", "0.01", "--impl", "avx_axes"])
    check(code == 1 and f"REGRESSED: {key} ratio" in out
          and "REGRESSED: poly_poly/avx_axes instructions/pair" in out,
          f"impossible baseline: status {code}\n{out}")
    if a.plugin:
        check("REGRESSED: poly_poly/engine_sat instructions/pair not measured" in out,
              f"the contender's gate vanished without its plugin:\n{out}")
    if a.wrong_plugin:  # a contender whose answers are wrong fails the gate before any timing
        mixed = os.path.join(w, "mixed.sat2dtrace")
        run([a.toy, mixed, "300"], want=0)  # with circles: the wrong contender's test
        code, _, err = run([a.perfcheck, a.build, "--pairs", mixed, "--baseline",
                            os.path.join(w, "wrong.json"), "--plugin", a.wrong_plugin,
                            "--min-time", "0.01", "--update"])
        check(code == 1 and "hits, the reference has" in err,
              f"a wrong contender: status {code}\n{err}")
        check(not os.path.exists(os.path.join(w, "wrong.json")), "a baseline was written")
    print(f"perfcheck: --update, a passing check and an impossible baseline failing with 1"
          f"{' (with the contender engine_sat)' if a.plugin else ''}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["roundtrip", "badbin", "writer", "toy", "bench", "perfcheck"])
    for opt in ("trace", "cases", "work", "bench", "writer", "toy", "build", "perfcheck",
                "plugin", "wrong_plugin", "emulator"):
        ap.add_argument(f"--{opt}", default="")
    a = ap.parse_args()
    EMULATOR.extend(x for x in a.emulator.split("|") if x)
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    globals()[a.what](a)


if __name__ == "__main__":
    main()
