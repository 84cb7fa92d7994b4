#!/usr/bin/env bash
# Proves sat2d is usable from another CMake project both ways: find_package(sat2d) after
# `cmake --install`, and add_subdirectory() of the source tree.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"
# Quiet on success, the whole log of the failing step on failure.
quiet() { "$@" >"$log" 2>&1 || { cat "$log"; echo "package: failed: $*" >&2; exit 1; }; }

quiet cmake -S "$src" -B "$work/lib" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSAT2D_BUILD_TOOLS=OFF \
      -DSAT2D_WERROR=ON -DCMAKE_INSTALL_PREFIX="$work/prefix"
quiet cmake --build "$work/lib" -j 2
quiet cmake --install "$work/lib"

quiet cmake -S "$src/tests/package/consumer" -B "$work/found" -G Ninja \
      -DCMAKE_PREFIX_PATH="$work/prefix"
quiet cmake --build "$work/found"
"$work/found/consumer"

quiet cmake -S "$src/tests/package/consumer" -B "$work/sub" -G Ninja \
      -DSAT2D_SOURCE_DIR="$src"
quiet cmake --build "$work/sub"
"$work/sub/consumer"
echo "package: find_package and add_subdirectory both work"

# The CI recipe an engine copies (examples/ci/engine-ci.sh, shown verbatim in README.md or a
# page of docs/), run as is: sat2d built and installed with its programs, the example
# contenders built against the installed package, sat2d-proptest and sat2d-perfcheck on a
# trace. It must pass for box2d_overlap and fail for edge_only_circle and for a slowdown.
recipe="$src/examples/ci/engine-ci.sh"
python3 - "$recipe" "$src/README.md" "$src"/docs/*.md <<'PY' || { echo "package: no page of README.md or docs/ shows $recipe verbatim" >&2; exit 1; }
import sys
body = open(sys.argv[1]).read().split("set -euo pipefail\n", 1)[1]
sys.exit(0 if any(body in open(page).read() for page in sys.argv[2:]) else 1)
PY
mkdir "$work/ci"
cd "$work/ci"
export SAT2D_SRC="$src" SAT2D="$work/ci/sat2d" CONTENDER="$src/examples/plugins"
head -n 2000 "$src/data/bench/box2d_trace.cases" >pairs.cases
engine=(env PLUGIN=engine_sat.so IMPL=engine_sat PAIRS=pairs.cases)
# Once per CI machine class: the baseline (committed by the engine; here it stays in $work).
quiet "${engine[@]}" BASELINE=baseline.json UPDATE_BASELINE=1 bash "$recipe"
grep -q '"poly_poly/engine_sat' baseline.json || { cat baseline.json; echo "package: no engine_sat in the baseline" >&2; exit 1; }
# Every change: a right contender at its usual speed passes.
quiet "${engine[@]}" BASELINE=baseline.json bash "$recipe"
echo "package: the CI recipe passes for engine_sat"
# A wrong contender fails the build, with a minimal case line the user can replay.
if env PLUGIN=edge_only_circle.so IMPL=edge_only_circle PAIRS=pairs.cases \
    BASELINE=baseline.json bash "$recipe" >edge.log 2>&1; then
    cat edge.log; echo "package: the CI recipe passed a wrong contender" >&2; exit 1
fi
# The minimal case under the first wrong verdict (number claims are shrunk too).
minimal=$(awk '/^FAIL .* oracle=[01] variant=[01]:$/ { v = 1 } v && /^ *shrunk \(/ { sub(/^ */, " "); print; exit }' edge.log)
[ -n "$minimal" ] || { cat edge.log; echo "package: no minimal case printed" >&2; exit 1; }
echo "package: the CI recipe fails for edge_only_circle:$minimal"
# A slowdown fails the build: the same contender against baselines that say it was 4 times as
# fast against textbook, or took half the instructions per pair.
python3 - baseline.json <<'PY'
import json, sys
base = json.load(open(sys.argv[1]))
slower = json.loads(json.dumps(base))
for ratios in slower["ratios_vs_textbook"].values():
    for k in ratios:
        ratios[k] *= 4
json.dump(slower, open("faster-ratio.json", "w"))
fewer = json.loads(json.dumps(base))
for k in fewer["instructions_per_pair"]:
    fewer["instructions_per_pair"][k] /= 2
json.dump(fewer, open("fewer-instructions.json", "w"))
PY
for b in faster-ratio fewer-instructions; do
    status=0
    "${engine[@]}" BASELINE=$b.json bash "$recipe" >$b.log 2>&1 || status=$?
    [ $status -eq 1 ] && grep -q '[1-9][0-9]* regression' $b.log ||
        { cat $b.log; echo "package: the CI recipe missed a slowdown ($b.json, status $status)" >&2; exit 1; }
done
echo "package: the CI recipe fails on a slowdown (ratio and instructions)"
