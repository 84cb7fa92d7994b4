"""report.py's "SIMD twins: pairs sent to the exact path" section from the context entries
sat2d-bench writes (sat2d_twin_exact_paths): every counting twin's count on each data set, the
kernels without such a path left out, scalar variants left out, and a run without the entries
said so rather than shown as zeros.
Usage: python3 report_twin_paths_test.py PATH/TO/report.py"""
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
from report_testlib import expect, load_report  # noqa: E402 (after the bytecode switch)

report = load_report(sys.argv[1])


entries = ["circle_poly/avx_batch/hit50/n:8=0/4096", "circle_poly/avx_batch/hit100/n:8=8/4096",
           "circle_poly/avx_batch/hit0/n:8=16/4096",
           "circle_poly/avx_axes/hit50/n:8=0/4096", "circle_poly/textbook/hit50/n:8=0/4096",
           "point_polygon/avx512_axes/hit50/n:16=3/4096", "segment_segment/sse_batch/hit50/n:0=0/4096",
           "garbage", "poly_poly_sweep/avx_axes/hit50/n:8=1/4096", ""]
md = report.twin_exact_paths_section({"sat2d_twin_exact_paths": ";".join(entries)})
expect("## SIMD twins: pairs sent to the exact path" in md, "the heading", md)
expect("| `circle_poly` | `avx_batch` | hit0, n:8: 16 of 4096; hit50, n:8: 0 of 4096; hit100, n:8: "
       "8 of 4096 |" in md, "a twin's counts on each data set, in order of hit ratio", md)
expect("`avx_axes` | hit50, n:8: 0" not in md and "`textbook`" not in md,
       "circle_poly's kernels without an exact path and scalar variants left out", md)
expect("| `point_polygon` | `avx512_axes` | hit50, n:16: 3 of 4096 |" in md and
       "| `poly_poly_sweep` | `avx_axes` | hit50, n:8: 1 of 4096 |" in md and
       "| `segment_segment` | `sse_batch` | hit50, n:0: 0 of 4096 |" in md,
       "every test that counts", md)
md = report.twin_exact_paths_section({})
expect("holds no counts" in md and "| test |" not in md, "a run without counts says so", md)
print("report_twin_paths_test: every check passed")
