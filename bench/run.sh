#!/usr/bin/env bash
# The main job: run the benchmark suite and regenerate the report from its JSON.
#   bench/run.sh [--quick | --report-only] BUILD_DIR
# Full: every data set, 5 repetitions of at least 0.2 s each, random interleaving, medians;
# writes results/<machine>-<compiler>/bench.json, the pitfall rates, the SVG plots and
# REPORT.md. Quick (< 3 minutes): a few data sets, 3 short repetitions, and the report goes
# to results/<machine>-<compiler>/REPORT-quick.md so the committed REPORT.md is untouched.
# --report-only measures nothing: REPORT.md, the plots and README.md's table are written again
# from this machine's committed full run (after a change to the report, not to the code).
set -euo pipefail
quick=0 report_only=0
if [ "${1:-}" = "--quick" ]; then quick=1; shift; fi
if [ "${1:-}" = "--report-only" ]; then report_only=1; shift; fi
build=${1:-build/release}
[ "$report_only" = 1 ] || build=${1:?usage: bench/run.sh [--quick | --report-only] BUILD_DIR}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //' | tr -cs 'A-Za-z0-9' '-' | sed 's/-$//')
# Family and model too (as perfcheck keys its baselines): a hypervisor calls Zen 4 and Zen 5
# both "AMD EPYC", and one must not overwrite the other's results.
fam=$(awk -F': *' '/^cpu family/ {print $2; exit}' /proc/cpuinfo)
model=$(awk -F': *' '/^model[ \t]*:/ {print $2; exit}' /proc/cpuinfo)
cc=$(cc --version | head -1 | grep -oE '[0-9]+\.[0-9]+(\.[0-9]+)?' | head -1)
machine="${cpu:-unknown-cpu}-f${fam:-?}-m${model:-?}-$(nproc)cpu-gcc-${cc:-unknown}"
out="results/$machine"
mkdir -p "$out"
suffix=""; args=(--benchmark_min_time=0.2 --benchmark_repetitions=5)
if [ "$quick" = 1 ]; then
  suffix="-quick"; args=(--sat2d-quick --benchmark_min_time=0.05 --benchmark_repetitions=3)
fi
json="$out/bench$suffix.json"
# The commit of the code being measured, taken before the run (the tree may move meanwhile).
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD -- include scalar simd harness bench tool 2>/dev/null || commit="$commit+uncommitted"

# Which CPU and code the JSON measured, for REPORT.md's comparison across CPU families:
# /proc/cpuinfo's model name, family and model (a hypervisor's "AMD EPYC" hides Zen 4 and 5).
cpu_id=$(awk -F': *' '/^model name/ && !n {n=$2} /^cpu family/ && !f {f=$2} /^model[ \t]*:/ && !m {m=$2}
  END {gsub(/,/, " ", n); printf "%s family %s model %s", n, f, m}' /proc/cpuinfo)
if [ "$report_only" = 1 ]; then
  [ -s "$json" ] || { echo "sat2d bench: --report-only needs a committed run in $json" >&2; exit 1; }
  commit=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["context"].get("sat2d_commit", "unknown"))' "$json")
else
echo "sat2d bench: results in $out (progress below: one line per case as it finishes)"
"$build/bench/sat2d-bench" "${args[@]}" \
  --benchmark_context="sat2d_cpu=$cpu_id,sat2d_commit=$commit" \
  --benchmark_enable_random_interleaving=true \
  --benchmark_report_aggregates_only=true \
  --benchmark_display_aggregates_only=true \
  --benchmark_out="$json" --benchmark_out_format=json
[ -s "$json" ] || { echo "sat2d bench: no results written" >&2; exit 1; }
# The two clock methods must agree, or report.py prints no floor (it says why in REPORT.md).
python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))["context"]
print("sat2d bench: clock %s MHz (multiply chain), %s MHz (rotate chain), agree: %s" % (
    c.get("sat2d_clock_mul_mhz", "?"), c.get("sat2d_clock_rot_mhz", "?"),
    {"1": "yes", "0": "NO: no floors in the report"}.get(c.get("sat2d_clock_agree"), "?")))' "$json"

echo "sat2d bench: measuring the pitfalls' error rates against the exact oracle and the reference"
"$build/proptest/sat2d-proptest" --cases 20000 --seed 1 --json "$out/proptest$suffix.json" \
  > "$out/proptest$suffix.txt"
"$build/tests/agreement/sat2d-agreement" 20000 1 --pitfalls-json "$out/pitfalls$suffix.json" \
  > "$out/agreement$suffix.txt"

fi

# WebAssembly and SAT.js, when node, the wasm package (make test-js builds it) and
# the npm dev dependencies (SAT.js) are there; the report simply lacks the section otherwise.
wasm_args=()
wasm_pkg="${SAT2D_WASM_PKG:-build/wasm/js/pkg}"
if [ "$report_only" = 1 ]; then
  [ -f "$out/wasm-satjs.json" ] && wasm_args=(--wasm "$out/wasm-satjs.json")
elif command -v node >/dev/null && [ -f "$wasm_pkg/sat2d.wasm" ] && [ -d js/node_modules/sat ] \
   && [ -x "$build/bench/sat2d-export-datasets" ]; then
  echo "sat2d bench: WebAssembly ($wasm_pkg) and SAT.js on the same pairs"
  mkdir -p "$build/bench/wasm-data"
  "$build/bench/sat2d-export-datasets" "$build/bench/wasm-data"
  node js/bench/sat-js.mjs $([ "$quick" = 1 ] && echo --quick) --data "$build/bench/wasm-data" \
    --trace data/bench/box2d_trace.cases --pkg "$wasm_pkg" --out "$out/wasm-satjs$suffix.json"
  wasm_args=(--wasm "$out/wasm-satjs$suffix.json")
else
  echo "sat2d bench: no WebAssembly/SAT.js section (needs node, $wasm_pkg/sat2d.wasm and js/node_modules: make test-js)"
fi

report="REPORT.md"
svg_dir="$out"
# A quick run must not overwrite the full run's committed plots.
if [ "$quick" = 1 ]; then report="$out/REPORT-quick.md"; svg_dir="$out/svg-quick"; mkdir -p "$svg_dir"; fi
# Every other CPU's committed full run, set beside this one in "Which should I use?" and in
# each test's section of the report.
other_args=()
for other in results/*/bench.json; do
  [ -f "$other" ] && [ "$other" != "$out/bench.json" ] && other_args+=(--other "$other")
done
python3 bench/report/report.py --json "$json" --pitfalls "$out/pitfalls$suffix.json" \
  --proptest "$out/proptest$suffix.json" \
  --svg-dir "$svg_dir" --out "$report" \
  --compiler "$(cc --version | head -1)" --flags "-O3 -ffp-contract=off (Release), AVX2 files -mavx2 (and again -mavx2 -mavx512f -mavx512vl), the AVX-512 files -mavx512f" \
  --commit "$commit" "${wasm_args[@]}" "${other_args[@]}" \
  --command "make bench$([ "$quick" = 1 ] && echo -quick)"
echo "sat2d bench: wrote $report"
# README.md's "Which variant to use" table from every committed full run, this one included.
if [ "$quick" = 0 ]; then python3 bench/report/readme_table.py; fi
