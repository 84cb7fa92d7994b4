"""mca.py, the cycle models' gate, on made-up estimates and assembly: a block slower on one model
fails naming that model (and the model it got faster on), a block gone or not the timed code
fails, a faster block passes; the check that a marked block is the timed code (instructions
compared as multisets over a window, registers erased, '#0' of aarch64 kept); the blocks handed to
llvm-mca; the rank correlation of the model-vs-measured table. Needs no llvm-mca.
Usage: python3 mca_test.py"""
import io
import os
import sys
import tempfile
from collections import Counter
from contextlib import redirect_stdout

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mca  # noqa: E402 (after the bytecode switch)
import mca_vs_bench  # noqa: E402


def expect(cond, what, text=""):
    if not cond:
        print(f"FAIL: {what}\n{text}")
        sys.exit(1)


def estimate(models, same=None):
    keys = {k for m in models.values() for k in m}
    return {"triple": "x86_64", "compiler": "cc 12.2.0", "llvm_mca": "19.1.7",
            "models": models, "same_code": same or {k: (40, 0, 0) for k in keys}}


base = {"compiler": "cc 12.2.0", "tolerance": 0.02,
        "models": {"znver4": {"poly_poly/avx512_axes_shuffle@f": 34.09, "transform/avx_batch@k": 0.26},
                   "sapphirerapids": {"poly_poly/avx512_axes_shuffle@f": 29.18,
                                      "transform/avx_batch@k": 0.39}}}

# The same estimates pass; within the tolerance too.
same = estimate({"znver4": {"poly_poly/avx512_axes_shuffle@f": 34.09, "transform/avx_batch@k": 0.265},
                 "sapphirerapids": {"poly_poly/avx512_axes_shuffle@f": 29.18,
                                    "transform/avx_batch@k": 0.39}})
expect(mca.gate(same, base, 0.02) == [], "an unchanged estimate passes", mca.gate(same, base, 0.02))

# AMD served the broadcast form's code under the shuffle form's marker: slower on znver4 by
# 10.7%, faster on sapphirerapids: one failure naming both models.
swapped = estimate({"znver4": {"poly_poly/avx512_axes_shuffle@f": 37.73, "transform/avx_batch@k": 0.26},
                    "sapphirerapids": {"poly_poly/avx512_axes_shuffle@f": 26.19,
                                       "transform/avx_batch@k": 0.39}})
failed = mca.gate(swapped, base, 0.02)
expect(len(failed) == 1 and "slower on znver4" in failed[0] and "faster on sapphirerapids"
       in failed[0] and "+10.7%" in failed[0], "a trade between CPUs fails naming both", failed)

# 5% slower on one model alone fails; 5% faster everywhere passes.
slower = estimate({"znver4": {"poly_poly/avx512_axes_shuffle@f": 34.09 * 1.05,
                              "transform/avx_batch@k": 0.26},
                   "sapphirerapids": {"poly_poly/avx512_axes_shuffle@f": 29.18,
                                      "transform/avx_batch@k": 0.39}})
failed = mca.gate(slower, base, 0.02)
expect(len(failed) == 1 and "znver4" in failed[0] and "sapphirerapids" not in failed[0],
       "5% slower on one model fails naming it", failed)
faster = estimate({m: {k: v * 0.95 for k, v in blocks.items()} for m, blocks in base["models"].items()})
expect(mca.gate(faster, base, 0.02) == [], "faster everywhere passes")

# A block the baseline has and this tree does not: fails. A block not the timed code: fails.
gone = estimate({"znver4": {"transform/avx_batch@k": 0.26},
                 "sapphirerapids": {"transform/avx_batch@k": 0.39}})
failed = mca.gate(gone, base, 0.02)
expect(any("no longer marked" in f for f in failed), "a block gone fails", failed)
moved = estimate(same["models"], {"poly_poly/avx512_axes_shuffle@f": (100, 3, 0),
                                  "transform/avx_batch@k": (12, 0, 0)})
failed = mca.gate(moved, base, 0.02)
expect(len(failed) == 1 and "no longer modelled: 3 of its 100" in failed[0],
       "a marked block that is not the timed code fails", failed)
calls = estimate(same["models"], {"poly_poly/avx512_axes_shuffle@f": (100, 0, 0),
                                  "transform/avx_batch@k": (12, 0, 1)})
failed = mca.gate(calls, base, 0.02)
expect(len(failed) == 1 and "transform/avx_batch@k: no longer modelled: calls out" in failed[0],
       "a block that calls a function fails", failed)
expect(mca.not_modelled((100, 2, 0)) is None and mca.not_modelled((100, 3, 0)) and
       mca.not_modelled((12, 0, 0)) is None, "up to 2% of a block's instructions may be missing")
# A block the baseline does not gate (left out when it was written) does not fail.
ungated = dict(base, models={m: {k: v for k, v in b.items() if k.startswith("poly")}
                             for m, b in base["models"].items()})
expect(mca.gate(calls, ungated, 0.02) == [], "a block not gated is not judged")

# Instructions: registers and local labels erased, comments dropped, aarch64 immediates kept.
expect(mca.normalised("\tvaddps\t%zmm1, %zmm2, %zmm3  # a comment\n") == "vaddps\tR, R, R",
       "x86 registers erased", mca.normalised("\tvaddps\t%zmm1, %zmm2, %zmm3  # c\n"))
expect(mca.normalised("\tcmlt\tv0.4s, v1.4s, #0\n") == "cmlt\tR, R, #0", "aarch64 #0 kept",
       mca.normalised("\tcmlt\tv0.4s, v1.4s, #0\n"))
expect(mca.normalised("\tjne\t.L123\n") == "jne\t.L", "local labels erased")
expect(mca.normalised(".L5:\n") is None and mca.normalised("\t.p2align 4\n") is None and
       mca.normalised("# LLVM-MCA-END x\n") is None, "labels, directives and comments skipped")

# The window check: a reordered block is found, one with an instruction more is not.
timed = ["a", "b", "c", "d", "e", "f"]
expect(mca.closest_window(timed, Counter(["d", "c", "e"]), 3) == 0, "a reordered run is found")
expect(mca.closest_window(timed, Counter(["c", "d", "x"]), 3) == 1, "an extra instruction counts")

with tempfile.TemporaryDirectory() as tmp:
    plain, marked, blocks = (os.path.join(tmp, n) for n in ("p.s", "m.s", "b.s"))
    with open(plain, "w") as f:
        f.write("f:\n\tmovq\t(%rdi), %rax\n\tvmovups\t(%rax), %ymm0\n\tvaddps\t%ymm0, %ymm0, %ymm1\n"
                "\tvmovups\t%ymm1, (%rsi)\n\tret\n")
    with open(marked, "w") as f:
        f.write("f:\n\tmovq\t(%rdi), %rax\n#APP\n\t// LLVM-MCA-BEGIN t/v/8\n#NO_APP\n"
                "\tvmovups\t(%rax), %ymm2\n\tvaddps\t%ymm2, %ymm2, %ymm1\n\t.p2align 4\n"
                "\tvmovups\t%ymm1, (%rsi)\n#APP\n\t// LLVM-MCA-END t/v/8\n#NO_APP\n\tret\n")
    found = mca.blocks_found(plain, marked)
    expect(found == [("t/v/8", 3, 0, 0)], "the marked block is found in the timed code", found)
    mca.blocks_only(marked, blocks)
    text = open(blocks).read()
    expect(text.startswith("# LLVM-MCA-BEGIN t/v/8") and "ret" not in text and ".p2align" not in
           text and text.rstrip().endswith("# LLVM-MCA-END t/v/8"),
           "llvm-mca gets the blocks alone, markers as '#' comments", text)

# The table's rank correlation.
expect(abs(mca_vs_bench.spearman([1, 2, 3, 4], [10, 20, 30, 40]) - 1) < 1e-12, "same order: 1")
expect(abs(mca_vs_bench.spearman([1, 2, 3, 4], [40, 30, 20, 10]) + 1) < 1e-12, "reversed: -1")

out = io.StringIO()
with redirect_stdout(out):
    mca.print_table(swapped)
expect("poly_poly/avx512_axes_shuffle@f" in out.getvalue() and "37.73" in out.getvalue(),
       "the table prints every block and model", out.getvalue())
print("mca_test: ok")
