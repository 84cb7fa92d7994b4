#!/usr/bin/env bash
# Runs the libFuzzer targets of a fuzz build, each for SECONDS, JOBS at a time (default 2).
#   fuzz/run.sh BUILD_DIR SECONDS [TARGET...]     targets: case_parse build differential oracle
# Seeds come from data/fuzz/cases/ (case lines) and data/fuzz/corners/ (builder inputs); what
# the run learns goes to BUILD_DIR/fuzz-corpus/<target>/ (kept between runs, never into data/),
# a crash to BUILD_DIR/fuzz-crashes/<target>-crash-<sha1>, each target's output to
# BUILD_DIR/fuzz-logs/<target>.log. Prints executions per target; exits 1 if any target found
# a crash, a sanitizer report or a disagreement (or did not run).
set -uo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: fuzz/run.sh BUILD_DIR SECONDS [TARGET...]}
seconds=${2:?usage: fuzz/run.sh BUILD_DIR SECONDS [TARGET...]}
shift 2
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(case_parse build differential oracle)
jobs=${FUZZ_JOBS:-2}
mkdir -p "$build/fuzz-crashes" "$build/fuzz-logs"

run_one() {
  local t=$1 seeds=cases max_len=2048 extra=(-dict=fuzz/cases.dict)
  if [ "$t" = build ]; then
    # up to 2 * SAT2D_MAX_CORNERS + 2 raw float corners: every count the builders accept or refuse
    seeds=corners max_len=16400 extra=()
  fi
  mkdir -p "$build/fuzz-corpus/$t"
  "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -max_len=$max_len -timeout=20 \
    -print_final_stats=1 -artifact_prefix="$build/fuzz-crashes/$t-" "${extra[@]}" \
    "$build/fuzz-corpus/$t" "data/fuzz/$seeds" >"$build/fuzz-logs/$t.log" 2>&1
}

declare -A pid_of
for t in "${targets[@]}"; do
  if [ ! -x "$build/fuzz/fuzz_$t" ]; then
    echo "fuzz: no target $build/fuzz/fuzz_$t (build the fuzz preset first)" >&2
    exit 1
  fi
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  run_one "$t" &
  pid_of[$t]=$!
done

failed=0
printf '%-14s %12s %8s %10s  %s\n' target executions seconds "exec/s" result
for t in "${targets[@]}"; do
  wait "${pid_of[$t]}"
  rc=$?
  log="$build/fuzz-logs/$t.log"
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n1)
  secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n1)
  result=ok
  if [ $rc -ne 0 ]; then
    result="FAILED (exit $rc)"
    failed=1
  fi
  printf '%-14s %12s %8s %10s  %s\n' "$t" "${runs:-?}" "${secs:-?}" "${rate:-?}" "$result"
done
if [ $failed -ne 0 ]; then
  for t in "${targets[@]}"; do
    log="$build/fuzz-logs/$t.log"
    grep -q -e '^sat2d-fuzz:' -e 'ERROR: ' -e 'runtime error' "$log" || continue
    echo
    echo "=== $t: $log"
    grep -m1 -A2 -e '^sat2d-fuzz:' -e 'ERROR: ' -e 'runtime error' "$log"
    grep -m1 -e 'Test unit written to' "$log"
  done
  echo
  echo "fuzz: a finding: reproduce with $build/fuzz/fuzz_<target> <crash file>; minimise with"
  echo "  -minimize_crash=1 -runs=100000; then add its case line to data/fuzz/cases/ (docs/testing.md, "Fuzzing")"
  exit 1
fi
