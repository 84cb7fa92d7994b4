#!/usr/bin/env bash
# A contender's kernels gated by the cycle models, as docs/benchmarking.md tells an engine to:
# mca.py --source on tests/plugins/block_plugin.c (one marked block) writes a baseline, passes
# against it unchanged, and fails on the same file built with -DSAT2D_BLOCK_SLOWER, naming the
# CPU models it is slower on. Usage: mca_contender_test.sh MCA_PY SOURCE WORK
set -euo pipefail
mca=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work"
flags="-O3 -fno-tree-vectorize -fno-math-errno -fPIC -ffp-contract=off"
python3 "$mca" --source "$src" --cflags "$flags" --update base.json >update.log
grep -q '"circle_circle/block_contender@block_plugin"' base.json ||
    { cat update.log base.json; echo "mca_contender: the block is not in the baseline" >&2; exit 1; }
python3 "$mca" --source "$src" --cflags "$flags" --check base.json >same.log ||
    { cat same.log; echo "mca_contender: the unchanged contender failed" >&2; exit 1; }
status=0
python3 "$mca" --source "$src" --cflags "$flags -DSAT2D_BLOCK_SLOWER" --check base.json >slower.log ||
    status=$?
[ $status -eq 1 ] && grep -q '^REGRESSED: circle_circle/block_contender@block_plugin slower on .*znver4' slower.log ||
    { cat slower.log; echo "mca_contender: the slower contender passed (status $status)" >&2; exit 1; }
echo "mca_contender: baseline written, unchanged passes, slower fails: $(grep '^REGRESSED' slower.log)"
