#!/usr/bin/env bash
# CTest driver for the example contenders in examples/plugins (registered by
# examples/plugins/CMakeLists.txt inside sat2d's build). One check per call:
#   engine-check | engine-proptest   engine_sat, right: agrees everywhere, passes the oracle
#   box2d-check  | box2d-proptest    Box2D's b2TestOverlap: right on the known answers,
#                                    refuted by the oracle with a minimal case
#   edge-check   | edge-proptest     edge_only_circle, wrong on purpose: caught, minimal case
#   bench                            a short sat2d-bench --pairs run lists the contenders
# Paths come from the environment: SAT2D, PROPTEST, BENCH (programs), ENGINE_SO, BOX2D_SO,
# EDGE_SO (plugins), KAT_DIR (data/kat), TRACE (a case file of pairs), CASES (property cases
# per test), WORK (a scratch folder), EMULATOR ('|'-separated words, empty natively).
set -euo pipefail
IFS='|' read -r -a emu <<<"${EMULATOR:-}"
run() { "${emu[@]}" "$@"; }
fail() { echo "plugin_examples: FAIL: $*" >&2; exit 1; }
mkdir -p "$WORK"

# The known-answer lines of one test (two shapes and nothing after them) from every file but
# bad_input.cases, whose lines are refused on purpose. $1: the first shape's word.
kat_lines() {
    local f
    for f in "$KAT_DIR"/*.cases; do
        [ "$(basename "$f")" = bad_input.cases ] || grep -hE "^$1 [^|#]*\\| *poly [^|#]*\$" "$f" || true
    done
}

# First token of each answer line: the verdict (or "error:").
verdicts() { cut -d' ' -f1; }

# Verdicts of variant $2 from plugin $1 equal textbook's on file $3, and `--impl all` (which
# compares depths too) names no disagreement.
agrees_on() {
    local so=$1 impl=$2 cases=$3 lines
    lines=$(grep -cv '^#' "$cases")
    [ "$lines" -ge 4 ] || fail "only $lines known-answer lines in $cases"
    run "$SAT2D" check "$cases" | verdicts >"$WORK/$impl.ref"
    run "$SAT2D" check --plugin "$so" --impl "$impl" "$cases" | verdicts >"$WORK/$impl.got"
    diff "$WORK/$impl.ref" "$WORK/$impl.got" >&2 || fail "$impl's verdicts differ from textbook's"
    [ "$(wc -l <"$WORK/$impl.got")" -eq "$lines" ] || fail "not every line was answered"
    run "$SAT2D" check --plugin "$so" --impl all "$cases" >/dev/null 2>"$WORK/$impl.err" ||
        fail "--impl all: $(cat "$WORK/$impl.err")"
    ! grep -q disagrees "$WORK/$impl.err" || fail "$(cat "$WORK/$impl.err")"
    echo "$impl: $lines known answers ($(basename "$cases")), verdicts and depths equal textbook's"
}

# Runs the property runner on plugin $1's variant $2 for test $3; its exit status is returned
# and its output is in $WORK/$2.prop.
proptest() {
    local status=0
    run "$PROPTEST" --plugin "$1" --impl "$2" --test "$3" --seed 1 --cases "$CASES" \
        >"$WORK/$2.prop" || status=$?
    return $status
}

# The property runner must refute variant $2 of plugin $1 on test $3: exit status 1, a failure
# counted, a shrunk minimal case printed, and `sat2d check --plugin` reproducing it on that
# line. Prints "textbook-verdict contender-verdict".
refuted() {
    local so=$1 impl=$2 status=0 minimal want got
    proptest "$so" "$impl" "$3" || status=$?
    [ "$status" -eq 1 ] || { cat "$WORK/$impl.prop"; fail "proptest exit status $status, want 1"; }
    grep -qE '^[0-9]+ passed, [1-9][0-9]* failed$' "$WORK/$impl.prop" || fail "no failure counted"
    # The shrunk line under the first wrong verdict ("FAIL TEST NAME seed=S case=K oracle=...");
    # number claims (MTV depth, time) are shrunk too, but a verdict is what check shows plainly.
    minimal=$(awk '/^FAIL .* oracle=[01] variant=[01]:$/ { v = 1 }
                   v && /^ *shrunk \(/ { sub(/^ *shrunk \([a-z]*, [0-9]* tries\): /, ""); print; exit }' \
        "$WORK/$impl.prop")
    [ -n "$minimal" ] || { cat "$WORK/$impl.prop"; fail "no shrunk minimal case printed"; }
    echo "minimal case: $minimal" >&2
    want=$(echo "$minimal" | run "$SAT2D" check | verdicts)
    got=$(echo "$minimal" | run "$SAT2D" check --plugin "$so" --impl "$impl" | verdicts)
    [ -n "$want" ] && [ -n "$got" ] && [ "$want" != "$got" ] ||
        fail "the minimal case does not reproduce: textbook '$want', $impl '$got'"
    echo "$want $got"
}

case "${1:?mode}" in
engine-check)
    kat_lines poly >"$WORK/engine_poly.cases"
    kat_lines circle >"$WORK/engine_circle.cases"
    agrees_on "$ENGINE_SO" engine_sat "$WORK/engine_poly.cases"
    agrees_on "$ENGINE_SO" engine_sat "$WORK/engine_circle.cases"
    ;;
engine-proptest)
    for t in poly_poly circle_poly; do
        proptest "$ENGINE_SO" engine_sat $t || { cat "$WORK/engine_sat.prop"; fail "proptest $t"; }
        grep -qE '^[1-9][0-9]* passed, 0 failed$' "$WORK/engine_sat.prop" || fail "no property passed"
        echo "engine_sat $t: $(tail -n 1 "$WORK/engine_sat.prop")"
    done
    ;;
box2d-check)
    kat_lines poly >"$WORK/box2d_poly.cases"
    agrees_on "$BOX2D_SO" b2_test_overlap "$WORK/box2d_poly.cases"
    ;;
box2d-proptest)
    # Box2D 2.4's GJK stops early when the origin lies on the edge of its simplex and then
    # reports a distance of rounding size, above b2TestOverlap's 10 * b2_epsilon: overlapping
    # pairs (touching ones, but also pairs overlapping deeply, depending on corner order)
    # answered "apart". The oracle must find one and shrink it to a line sat2d check replays.
    read -r want got < <(refuted "$BOX2D_SO" b2_test_overlap poly_poly)
    [ "$want" = 1 ] && [ "$got" = 0 ] || fail "expected a missed overlap, got textbook $want, box2d $got"
    grep -E '^(ok|FAIL) +poly_poly_oracle' "$WORK/b2_test_overlap.prop"
    echo "b2_test_overlap refuted: an overlapping pair answered 0"
    ;;
edge-check)
    # Seed 002's corner (data/kat/sat_polygons.cases): the disc is diagonally off the corner
    # (2,2), sqrt(2) > 1.2 away, so textbook answers 0; both edge planes overlap it.
    line='circle 3 3 1.2 | poly 4 0 0 2 0 2 2 0 2'
    want=$(echo "$line" | run "$SAT2D" check | verdicts)
    got=$(echo "$line" | run "$SAT2D" check --plugin "$EDGE_SO" --impl edge_only_circle | verdicts)
    [ "$want" = 0 ] && [ "$got" = 1 ] || fail "corner case: textbook '$want', edge_only_circle '$got'"
    # Away from corners it answers like textbook: every other circle_poly known answer.
    kat_lines circle | grep -vF "$line" >"$WORK/edge_circle.cases"
    diff <(run "$SAT2D" check "$WORK/edge_circle.cases" | verdicts) \
        <(run "$SAT2D" check --plugin "$EDGE_SO" --impl edge_only_circle "$WORK/edge_circle.cases" | verdicts) >&2 ||
        fail "edge_only_circle is wrong on more than the corner case"
    echo "edge_only_circle: wrong on seed 002's corner (1, textbook 0), right on the other known answers"
    ;;
edge-proptest)
    read -r want got < <(refuted "$EDGE_SO" edge_only_circle circle_poly)
    [ "$want" = 0 ] && [ "$got" = 1 ] || fail "expected a false hit, got textbook $want, edge_only_circle $got"
    echo "edge_only_circle refuted: a disc off a corner answered 1"
    ;;
bench)
    head -n 500 "$TRACE" >"$WORK/trace.cases" # a short slice keeps the run to seconds
    echo 'circle 0 0 1 | poly 3 0 0 4' >>"$WORK/trace.cases" # line 501: bad, reported once
    plugins=(--plugin "$ENGINE_SO")
    names=(engine_sat)
    if [ -n "${BOX2D_SO:-}" ]; then plugins+=(--plugin "$BOX2D_SO"); names+=(b2_test_overlap); fi
    # Only textbook and the contenders are timed (the ranking of every variant is make bench's
    # and pairs_bench_mixed's business): seconds, not half a minute.
    filter="^[a-z_]+/(textbook|$(IFS='|'; echo "${names[*]}"))/"
    run "$BENCH" "${plugins[@]}" --pairs "$WORK/trace.cases" --pairs-quick \
        --benchmark_filter="$filter" --pairs-out "$WORK/bench" >"$WORK/bench.out" 2>"$WORK/bench.err" ||
        { cat "$WORK/bench.out" "$WORK/bench.err"; fail "sat2d-bench --pairs"; }
    grep -v '^poly_poly/' "$WORK/bench.out" # the ranked table, without Google Benchmark's rows
    # Each contender has its row in the ranked table, marked as a contender, as has textbook.
    for name in "${names[@]}"; do
        grep -qE "^ +[0-9]+ +$name +[0-9.]+ [kMG]? .*\(contender\)\$" "$WORK/bench.out" ||
            fail "the ranked table has no contender row for $name"
    done
    grep -qE '^ +[0-9]+ +textbook +[0-9.]+ ' "$WORK/bench.out" || fail "the ranked table has no textbook row"
    grep -q 'engine_sat' "$WORK/bench/REPORT.md" || fail "REPORT.md does not name engine_sat"
    # The contenders' check in a child and the timing pass both read the trace: its bad line
    # and data set lines must still be printed once.
    bad=$(grep -c "trace.cases:501: error:" "$WORK/bench.err" || true)
    [ "$bad" = 1 ] || { cat "$WORK/bench.err"; fail "the bad line is reported $bad times, not once"; }
    sets=$(grep -c "^sat2d-bench: data poly_poly:" "$WORK/bench.err" || true)
    [ "$sets" = 1 ] || fail "the poly_poly data set is announced $sets times, not once"
    ;;
*) fail "unknown mode '$1'" ;;
esac
