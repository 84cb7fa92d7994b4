#!/usr/bin/env python3
"""Regenerates the fuzz seed corpora in data/fuzz/ (run from anywhere):
  cases/kat-<file>-<line>, cases/regress-<file>-<line>: every case line of data/kat/*.cases and
      data/regress/*.cases, comment stripped, one per file;
  corners/<name>: builder inputs for fuzz_build (byte 0 = encoding, see fuzz/fuzz_build.c).
Files named hand-* and finding-* are written by hand (findings: the fuzzer's reproducers) and
are left alone."""
import glob
import math
import os
import struct

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
cases = os.path.join(root, "data/fuzz/cases")
corners = os.path.join(root, "data/fuzz/corners")
os.makedirs(cases, exist_ok=True)
os.makedirs(corners, exist_ok=True)

for kind in ("kat", "regress"):
    for path in sorted(glob.glob(os.path.join(root, "data", kind, "*.cases"))):
        stem = os.path.basename(path)[: -len(".cases")]
        with open(path) as f:
            for number, line in enumerate(f, 1):
                code = line.split("#")[0].strip()
                if code:
                    with open(os.path.join(cases, f"{kind}-{stem}-{number:03d}"), "w") as out:
                        out.write(code + "\n")


def write(name, mode, pts, exponent=None):
    fmt = {0: "<bb", 1: "<hh", 2: "<ff", 3: "<hh"}[mode]
    head = bytes([mode] + ([exponent + 128] if mode == 3 else []))
    with open(os.path.join(corners, name), "wb") as out:
        out.write(head + b"".join(struct.pack(fmt, x, y) for x, y in pts))


def ring(n, r, phase=0.0):
    return [(int(r * math.cos(phase + 2 * math.pi * k / n)), int(r * math.sin(phase + 2 * math.pi * k / n)))
            for k in range(n)]


write("int8-square-ccw", 0, [(0, 0), (4, 0), (4, 4), (0, 4)])
write("int8-square-cw-closed", 0, [(0, 0), (0, 4), (4, 4), (4, 0), (0, 0)])
write("int8-collinear-run", 0, [(0, 0), (2, 0), (4, 0), (4, 4), (0, 4)])
write("int8-bowtie", 0, [(0, 0), (4, 4), (4, 0), (0, 4)])
write("int8-arrow-nonconvex", 0, [(0, 0), (8, 4), (0, 8), (3, 4)])
write("int8-duplicates", 0, [(1, 1), (1, 1), (5, 1), (5, 1), (5, 6), (1, 1)])
write("int8-line", 0, [(0, 0), (1, 1), (2, 2), (3, 3)])
write("int8-star-winds-twice", 0, [(0, 10), (6, -8), (-10, 3), (10, 3), (-6, -8)])
write("int16-octagon", 1, ring(8, 1000))
write("int16-sliver", 1, [(-30000, 0), (30000, 1), (30000, 2), (-30000, 1)])
write("float-square-far", 2, [(1e6, 1e6), (1e6 + 1, 1e6), (1e6 + 1, 1e6 + 1), (1e6, 1e6 + 1)])
write("float-tiny-triangle", 2, [(1e-30, 0), (2e-30, 0), (1e-30, 1e-30)])
write("float-nan", 2, [(0, 0), (1, 0), (float("nan"), 1)])
write("float-mixed-scale", 2, [(0, 0), (1e20, 1), (2e20, 2.5), (1e20, 3)])
write("scaled-pentagon-2^-100", 3, ring(5, 500), -100)
write("scaled-square-2^100", 3, [(0, 0), (3, 0), (3, 3), (0, 3)], 100)
