#!/usr/bin/env bash
# Performance regression gate: bench/perfcheck.sh BUILD_DIR [--update]
#   or on your pairs: bench/perfcheck.sh BUILD_DIR --pairs FILE --baseline FILE [--impl NAME]...
#                     [--plugin PATH]... [--min-time SECONDS] [--update]
# Compares this machine's run with data/perf-baseline.json in two noise-proof ways (see
# bench/perfgate/perfcheck.py): speed ratios against textbook measured in the same run, and
# instruction counts per pair under callgrind. PERFCHECK_SHORT=1 runs fewer repetitions.
set -euo pipefail
build=${1:?usage: bench/perfcheck.sh BUILD_DIR [--update]}
shift
top=$(cd "$(dirname "$0")/.." && pwd)
# On a user's trace (--pairs FILE) the baseline is the user's own: --baseline FILE is required.
case " $* " in
  *" --pairs "*|*" --pairs="*) exec python3 "$top/bench/perfgate/perfcheck.py" --build "$build" "$@" ;;
esac
exec python3 "$top/bench/perfgate/perfcheck.py" --build "$build" --baseline "$top/data/perf-baseline.json" "$@"
