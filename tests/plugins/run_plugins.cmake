# The plugin tests (see CMakeLists.txt here), one STEP per CTest test:
#   list     contenders are listed with their origin (and only when loaded);
#   good     a good plugin answers like textbook, passes proptest and agreement;
#   refused  each defective plugin, a missing file and a non-library are refused, status 2;
#   crash    a crashing contender is named with its case line, status 3, in check, proptest
#            and agreement, and the printed line replays the crash;
#   wrong    proptest refutes a wrong contender with a shrunk line that check reproduces, and
#            check and proptest catch a contender that is right alone but wrong in a block,
#            and one that is right in a block of copies but wrong beside other pairs;
#   abi      plugins built against fewer or more tests than this sat2d load, list and answer
#            their slots, and never have a slot read past the table they say they have;
#   bench    sat2d-bench times a contender and reports one that crashes in its hits check;
#            sat2d-perf-count runs a contender.
# Invoked as: cmake -DSTEP=... -DSAT2D=... -DPROPTEST=... -DAGREEMENT=... -DGOOD=... -DCRASH=...
#             -DWRONG=... -DBAD_PREFIX=... -DABI_PREFIX=... -DSUFFIX=... -DSANITIZED=... -DWORK=dir
#             [-DBENCH=... -DPERF_COUNT=...] [-DEMULATOR=a|b] -P run_plugins.cmake
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
file(MAKE_DIRECTORY ${WORK})
get_filename_component(KAT_DIR ${CMAKE_CURRENT_LIST_DIR}/../../data/kat ABSOLUTE)

# run(EXIT INPUT tool args...): runs the tool with INPUT on stdin ("" for /dev/null), checks the
# exit status, and leaves stdout and stderr in `out` and `err` of the caller.
function(run exit_code input)
  if(input STREQUAL "")
    set(input /dev/null)
  endif()
  execute_process(COMMAND ${EMULATOR} ${ARGN} INPUT_FILE ${input} OUTPUT_VARIABLE o
                  ERROR_VARIABLE e RESULT_VARIABLE status)
  if(NOT "${status}" STREQUAL "${exit_code}")
    message(FATAL_ERROR "'${ARGN}' exited ${status}, expected ${exit_code}\n"
                        "stdout:\n${o}\nstderr:\n${e}")
  endif()
  set(out "${o}" PARENT_SCOPE)
  set(err "${e}" PARENT_SCOPE)
endfunction()

# has(TEXT WHAT NEEDLE): TEXT contains NEEDLE literally.
function(has text what needle)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${what} lacks '${needle}':\n${text}")
  endif()
endfunction()

# matches(TEXT WHAT REGEX): TEXT matches REGEX; the first group lands in `group1`.
function(matches text what regex)
  if(NOT "${text}" MATCHES "${regex}")
    message(FATAL_ERROR "${what} does not match '${regex}':\n${text}")
  endif()
  set(group1 "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

# A crash report: the signal by name natively; under the sanitizers ASan's own SEGV handler
# ends the child with status 1 first, which the guard reports as ending the process.
if(SANITIZED)
  set(crashed "(crashed with SIG[A-Z]+|ended the process \\(exit status [0-9]+[^)]*\\) inside a call)")
else()
  set(crashed "crashed with SIGSEGV")
endif()

# caught_in_batches(CONTENDER CASES ANSWERS REPORT OK_CLAIM FAIL_CLAIM REPLAY_REPORT): a
# circle_circle contender of the wrong plugin that is right alone but wrong in some batch. check
# prints the answers alone (ANSWERS) and reports the batch (REPORT) with exit status 1;
# proptest passes circle_circle_OK_CLAIM and fails circle_circle_FAIL_CLAIM; --replay of CASES
# reports REPLAY_REPORT.
function(caught_in_batches contender cases answers report ok_claim fail_claim replay_report)
  run(1 "" ${SAT2D} check --plugin ${WRONG} --impl ${contender} ${cases})
  has("${out}" "sat2d check" "${answers}")
  has("${err}" "sat2d check" "${report}")
  run(1 "" ${PROPTEST} --plugin ${WRONG} --impl ${contender} --test circle_circle --cases 2000)
  matches("${out}" "proptest" "ok   circle_circle_${ok_claim} ${contender}")
  matches("${out}" "proptest" "FAIL circle_circle_${fail_claim} ${contender}")
  run(1 "" ${PROPTEST} --plugin ${WRONG} --impl ${contender} --replay ${cases})
  has("${out}" "proptest --replay" "${replay_report}")
endfunction()

if(STEP STREQUAL "list")
  run(0 "" ${SAT2D} list --plugin ${GOOD} --plugin ${WRONG})
  has("${out}" "sat2d list --plugin" "textbook_copy  trick")
  has("${out}" "sat2d list --plugin" "from: ${GOOD}")
  has("${out}" "sat2d list --plugin" "planes_copy")
  has("${out}" "sat2d list --plugin" "sat2d_test_good") # a NULL summary shows the plugin's name
  has("${out}" "sat2d list --plugin" "boundary_only_circle trick")
  has("${out}" "sat2d list --plugin" "from: ${WRONG}")
  run(0 "" ${SAT2D} list)
  if(out MATCHES "textbook_copy|from: ")
    message(FATAL_ERROR "sat2d list without --plugin lists a contender:\n${out}")
  endif()
elseif(STEP STREQUAL "good")
  run(2 "" ${SAT2D} check --impl textbook_copy -)
  has("${err}" "sat2d check without the plugin" "unknown variant 'textbook_copy'")
  # The contender answers every known-answer file exactly like textbook, and --impl all (which
  # includes contenders) finds no disagreement.
  foreach(name sat_polygons seed004_shapes segments sweeps transforms nonconvex)
    run(0 "" ${SAT2D} check --impl textbook ${KAT_DIR}/${name}.cases)
    set(want "${out}")
    run(0 "" ${SAT2D} check --plugin ${GOOD} --impl textbook_copy ${KAT_DIR}/${name}.cases)
    if(NOT out STREQUAL want)
      message(FATAL_ERROR "textbook_copy answers ${name} unlike textbook:\n${out}\nvs\n${want}")
    endif()
    run(0 "" ${SAT2D} check --impl all --plugin ${GOOD} ${KAT_DIR}/${name}.cases)
  endforeach()
  # --impl before --plugin: the name is checked once every plugin is loaded.
  run(0 "" ${PROPTEST} --impl textbook_copy --plugin ${GOOD} --cases 400)
  matches("${out}" "proptest" "ok +poly_poly_oracle_grid textbook_copy")
  matches("${out}" "proptest" "ok +circle_poly_oracle_float textbook_copy")
  matches("${out}" "proptest" "\n0 failed|, 0 failed")
  run(0 "" ${PROPTEST} --plugin ${GOOD} --impl planes_copy --test poly_poly --cases 400)
  matches("${out}" "proptest" "ok +poly_poly_mtv_axis planes_copy")
  run(0 "" ${AGREEMENT} 300 1 --plugin ${GOOD})
  has("${out}" "agreement" "textbook_copy available, from ${GOOD}")
  matches("${out}" "agreement" "ok +poly_poly +textbook_copy +float")
  matches("${out}" "agreement" "ok +poly_poly +planes_copy +grid")
  matches("${out}" "agreement" "ok +transform +textbook_copy +grid")
elseif(STEP STREQUAL "refused")
  # defect number, then the message (bad_plugin.c); each refused by every program.
  set(defects
      "1=variant 'textbook' clashes with sat2d's builtin variant of the same name"
      "2=variant 2 of 2 is NULL"
      "3=variant 1 has no name"
      "4=variant 'bad_kind' has kind 0, but a contender is SAT2D_KIND_TRICK (1) or SAT2D_KIND_PITFALL (2)"
      "5=variant 'no_slot' fills no test slot"
      "6=variant 1's name 'has space' is not 1 to 63 letters, digits, '_', '-' or '.'"
      "7=variant 'bad_plugin_fine' appears twice in the plugin"
      "8=ABI version 2, this sat2d speaks version 1 (rebuild the plugin"
      "9=table is 8 bytes, this sat2d's sat2d_plugin is"
      "10=the plugin table has no name"
      "11=plugin 'sat2d_test_bad' has no variants"
      "12=no symbol 'sat2d_plugin_entry' (export it with SAT2D_PLUGIN_EXPORT"
      "13=sat2d_plugin_entry() returned NULL")
  foreach(entry IN LISTS defects)
    string(REGEX REPLACE "=.*" "" defect "${entry}")
    string(REGEX REPLACE "^[0-9]+=" "" message "${entry}")
    set(plugin ${BAD_PREFIX}${defect}${SUFFIX})
    run(2 "" ${SAT2D} check --plugin ${plugin} -)
    has("${err}" "sat2d check, defect ${defect}" "sat2d: --plugin ${plugin}: ${message}")
    string(REGEX MATCHALL "\n" lines "${err}")
    list(LENGTH lines n)
    if(NOT n EQUAL 1)
      message(FATAL_ERROR "defect ${defect}: the refusal is not one line:\n${err}")
    endif()
    run(2 "" ${SAT2D} list --plugin ${plugin})
    has("${err}" "sat2d list, defect ${defect}" "sat2d: --plugin ${plugin}: ${message}")
    run(2 "" ${PROPTEST} --plugin ${plugin} --cases 10)
    has("${err}" "proptest, defect ${defect}" "sat2d-proptest: --plugin ${plugin}: ${message}")
    run(2 "" ${AGREEMENT} 10 --plugin ${plugin})
    has("${err}" "agreement, defect ${defect}" "sat2d-agreement: --plugin ${plugin}: ${message}")
    if(out MATCHES "passed")
      message(FATAL_ERROR "agreement ran despite a refused plugin:\n${out}")
    endif()
  endforeach()
  run(2 "" ${SAT2D} check --plugin ${WORK}/no_such_plugin.so -)
  has("${err}" "missing file" "sat2d: --plugin ${WORK}/no_such_plugin.so: cannot load: No such file or directory")
  file(WRITE ${WORK}/not_a_library.so "just text\n")
  run(2 "" ${SAT2D} check --plugin ${WORK}/not_a_library.so -)
  has("${err}" "a text file" "sat2d: --plugin ${WORK}/not_a_library.so: cannot load: ")
  run(2 "" ${SAT2D} check --plugin ${WORK} -)
  has("${err}" "a directory" "cannot load: not a regular file")
  run(2 "" ${SAT2D} check --plugin)
  has("${err}" "no value" "--plugin needs a value")
  run(2 "" ${PROPTEST} --plugin ${GOOD} --plugin ${GOOD} --cases 10)
  has("${err}" "loaded twice" "variant 'textbook_copy' clashes with the variant of the same name loaded from ${GOOD}")
  run(2 "" ${PROPTEST} --plugin ${GOOD} --impl no_such_variant --cases 10)
  has("${err}" "unknown --impl" "no variant 'no_such_variant'")
elseif(STEP STREQUAL "crash")
  set(crash_line "circle 0x1p+0 0x1p+1 0x1.8p+1 | circle 0x1p+2 0x1.4p+2 0x1.8p+2")
  file(WRITE ${WORK}/before.cases "circle 0.5 0 1.5 | circle 2 0 1.25\n# a comment\ncircle 0.25 9 4 | circle 5 0 1\n")
  file(WRITE ${WORK}/crash.cases "circle 0.5 0 1.5 | circle 2 0 1.25\n# a comment\ncircle 0.25 9 4 | circle 5 0 1\ncircle 1 2 3 | circle 4 5 6\ncircle 0 0 1 | circle 5 0 1\n")
  run(0 "" ${SAT2D} check --impl textbook ${WORK}/before.cases)
  set(want "${out}")
  run(3 "" ${SAT2D} check --plugin ${CRASH} --impl crash_circles ${WORK}/crash.cases)
  # Every answer before the crash comes out, in order, and nothing after it.
  if(NOT out STREQUAL want)
    message(FATAL_ERROR "answers before the crash:\n${out}\nexpected:\n${want}")
  endif()
  matches("${err}" "sat2d check" "sat2d: contender 'crash_circles' \\(from ${CRASH}\\) ${crashed}")
  has("${err}" "sat2d check" " on case: ${crash_line}\n")
  # --impl all runs contenders too; the line printed replays the crash.
  run(3 "" ${SAT2D} check --impl all --plugin ${CRASH} ${WORK}/crash.cases)
  has("${err}" "sat2d check --impl all" "on case: ${crash_line}")
  file(WRITE ${WORK}/replay.cases "${crash_line}\n")
  run(3 ${WORK}/replay.cases ${SAT2D} check --plugin ${CRASH} --impl crash_circles)
  has("${err}" "replayed line" "on case: ${crash_line}")
  # The property runner and the agreement test: the crash is the contender's, with its case.
  run(3 "" ${PROPTEST} --plugin ${CRASH} --impl crash_circles --test circle_circle --cases 100)
  matches("${err}" "proptest" "sat2d-proptest: contender 'crash_circles' \\(from ${CRASH}\\) ${crashed}[^\n]* on case: circle ")
  matches("${err}" "proptest" " on case: (circle [^\n]*)\n")
  has("${out}" "proptest stdout" "sat2d-proptest: seed 1") # its output before the crash
  file(WRITE ${WORK}/replay.cases "${group1}\n")
  run(3 ${WORK}/replay.cases ${SAT2D} check --plugin ${CRASH} --impl crash_circles)
  run(3 "" ${AGREEMENT} 200 1 --plugin ${CRASH})
  matches("${err}" "agreement" "sat2d-agreement: contender 'crash_circles' \\(from ${CRASH}\\) ${crashed}[^\n]* on case: circle ")
  matches("${err}" "agreement" " on case: (circle [^\n]*)\n")
  file(WRITE ${WORK}/replay.cases "${group1}\n")
  run(3 ${WORK}/replay.cases ${SAT2D} check --plugin ${CRASH} --impl crash_circles)
  # A crash that needs a batch of different cases (each answered alone first) lists them.
  file(WRITE ${WORK}/mixed.cases "circle 0 0 1 | circle 5 0 1\ncircle 1 0 1 | circle 2 0 1\n")
  set(mixed_lines "circle 0x0p\\+0 0x0p\\+0 0x1p\\+0 \\| circle 0x1.4p\\+2 0x0p\\+0 0x1p\\+0\n  circle 0x1p\\+0 0x0p\\+0 0x1p\\+0 \\| circle 0x1p\\+1 0x0p\\+0 0x1p\\+0\n")
  run(3 "" ${SAT2D} check --plugin ${CRASH} --impl crash_mixed ${WORK}/mixed.cases)
  has("${out}" "sat2d check, mixed" "0\n1 depth=0 nx=1 ny=0\n")
  matches("${err}" "sat2d check, mixed" "contender 'crash_mixed' \\(from ${CRASH}\\) ${crashed}[^\n]* on a batch of 2 circle_circle cases \\(each alone passed\\):\n  ${mixed_lines}")
  run(3 "" ${PROPTEST} --plugin ${CRASH} --impl crash_mixed --replay ${WORK}/mixed.cases)
  matches("${err}" "proptest --replay, mixed" "on a batch of 2 circle_circle cases \\(each alone passed\\):\n  ${mixed_lines}")
  # Without --impl naming it, a contender that is never called cannot crash anything.
  run(0 "" ${SAT2D} check --plugin ${CRASH} ${WORK}/crash.cases)
elseif(STEP STREQUAL "wrong")
  run(1 "" ${PROPTEST} --plugin ${WRONG} --impl boundary_only_circle --test circle_poly --cases 2000)
  matches("${out}" "proptest" "FAIL circle_poly_oracle_grid boundary_only_circle")
  # The verdict failure's shrunk line (number claims have shrunk lines of their own).
  matches("${out}" "proptest"
          "FAIL circle_poly boundary_only_circle seed=[0-9]+ case=[0-9]+ oracle=1 variant=0:\n[^\n]*\n  shrunk \\([a-z]+, [0-9]+ tries\\): ([^\n]+)\n")
  set(line "${group1}")
  file(WRITE ${WORK}/minimal.cases "${line}\n")
  run(0 "" ${SAT2D} check --plugin ${WRONG} --impl boundary_only_circle ${WORK}/minimal.cases)
  set(contender "${out}")
  run(0 "" ${SAT2D} check --impl textbook ${WORK}/minimal.cases)
  string(SUBSTRING "${contender}" 0 1 got)
  string(SUBSTRING "${out}" 0 1 truth)
  if(NOT got STREQUAL "0" OR NOT truth STREQUAL "1")
    message(FATAL_ERROR "the shrunk line '${line}' does not reproduce: contender '${contender}', textbook '${out}'")
  endif()
  run(1 "" ${SAT2D} check --impl all --plugin ${WRONG} ${WORK}/minimal.cases)
  has("${err}" "sat2d check --impl all" "boundary_only_circle disagrees with textbook")
  run(1 "" ${AGREEMENT} 300 1 --plugin ${WRONG})
  matches("${out}" "agreement" "FAIL circle_poly +boundary_only_circle")
  # Right alone, wrong in a block: check answers the case alone but reports the block's answer.
  file(WRITE ${WORK}/touching.cases "circle 0 0 1 | circle 2 0 1\n")
  caught_in_batches(block_slip_circles ${WORK}/touching.cases "1 depth=0 nx=1 ny=0"
    "block_slip_circles answers '1 depth=0 nx=1 ny=0' alone but '0 (the verdict, no numbers asked)' in a block of 16 copies"
    oracle_grid lanes
    "block_slip_circles answers '1 depth=0 nx=1 ny=0' alone, '0 (the verdict, no numbers asked)' in a block")
  # Right alone and in a block of copies, wrong beside other pairs: the touching pair of line 2
  # is answered from line 1's apart pair, but only in a batch of different cases.
  file(WRITE ${WORK}/mixed.cases "circle 0 0 1 | circle 5 0 1\ncircle 0 0 1 | circle 2 0 1\n"
             "circle 0 0 1 | circle 1 0 1\ncircle 0 0 1 | circle 9 9 1\n")
  caught_in_batches(first_lane_circles ${WORK}/mixed.cases
    "0\n1 depth=0 nx=1 ny=0\n1 depth=1 nx=1 ny=0\n0"
    "mixed.cases:2: first_lane_circles answers '1 depth=0 nx=1 ny=0' alone, '0 (the verdict, no numbers asked)' as pair 1 of a batch of lines 1 to 4 (1 differ)"
    lanes lanes_mixed
    "mixed.cases:2: first_lane_circles answers '1 depth=0 nx=1 ny=0' alone, '0 (the verdict, no numbers asked)' as pair 1")
elseif(STEP STREQUAL "abi")
  # Plugins built against other test counts (abi_plugin.c): each table ends at an inaccessible
  # page, so a loader that reads past the slots a plugin says it has crashes here. Each lists only
  # the slots it fills, answers them like textbook, and leaves every other test unimplemented.
  # layout@variant@tests sat2d list shows@case lines it answers (&-separated)@a case line of a
  # test it lacks
  set(layouts
      "v1@abi_v1@point_point transform@point 1 2 | point 1 2&point 1 2 | point 1 3&transform 1 2 0.5 | point 3 4@circle 0 0 1 | circle 1.5 0 1"
      "short@abi_short@point_point point_rect@point 1 2 | point 1 2&point 1 1 | rect 0 0 2 2&point 5 1 | rect 0 0 2 2@point 3 3 | polygon 5 0 0 4 0 4 4 2 2 0 4"
      "long@abi_long@circle_circle transform@circle 0 0 1 | circle 1.5 0 1&circle 0 0 1 | circle 3 0 1&transform 1 2 0.5 | point 3 4@point 1 2 | point 1 2")
  foreach(entry IN LISTS layouts)
    string(REPLACE "@" ";" fields "${entry}")
    list(GET fields 0 layout)
    list(GET fields 1 variant)
    list(GET fields 2 tests)
    list(GET fields 3 lines)
    list(GET fields 4 lacking)
    set(plugin ${ABI_PREFIX}${layout}${SUFFIX})
    run(0 "" ${SAT2D} list --plugin ${plugin})
    matches("${out}" "sat2d list --plugin ${layout}" "\n${variant} +trick +available[^\n]*\n +tests: ${tests}\n")
    string(REPLACE "&" "\n" lines "${lines}")
    file(WRITE ${WORK}/abi_${layout}.cases "${lines}\n")
    run(0 "" ${SAT2D} check --impl textbook ${WORK}/abi_${layout}.cases)
    set(want "${out}")
    run(0 "" ${SAT2D} check --plugin ${plugin} --impl ${variant} ${WORK}/abi_${layout}.cases)
    if(NOT out STREQUAL want)
      message(FATAL_ERROR "${variant} answers unlike textbook:\n${out}\nvs\n${want}")
    endif()
    run(0 "" ${SAT2D} check --plugin ${plugin} --impl all ${WORK}/abi_${layout}.cases)
    file(WRITE ${WORK}/abi_${layout}_lacking.cases "${lacking}\n")
    run(1 "" ${SAT2D} check --plugin ${plugin} --impl ${variant} ${WORK}/abi_${layout}_lacking.cases)
    matches("${out}" "${variant} on a test it lacks" "^error: variant ${variant} does not implement")
  endforeach()
  # Slots only of tests this sat2d does not know: nothing to run, refused.
  run(2 "" ${SAT2D} list --plugin ${ABI_PREFIX}future${SUFFIX})
  has("${err}" "the future plugin" "variant 'abi_future' fills no test slot this sat2d knows")
elseif(STEP STREQUAL "bench")
  run(0 "" ${BENCH} --plugin ${GOOD} --sat2d-quick "--benchmark_filter=^poly_poly/planes_copy/hit50/n:8$"
      --benchmark_min_time=0.01)
  has("${out}" "sat2d-bench" "poly_poly/planes_copy/hit50/n:8")
  run(3 "" ${BENCH} --plugin ${CRASH} --sat2d-quick --benchmark_filter=none)
  matches("${err}" "sat2d-bench" "sat2d-bench: contender 'crash_[a-z]+' \\(from ${CRASH}\\) ${crashed} on data set [a-z_]+/")
  run(2 "" ${BENCH} --plugin ${BAD_PREFIX}8${SUFFIX})
  has("${err}" "sat2d-bench" "ABI version 2, this sat2d speaks version 1")
  run(0 "" ${PERF_COUNT} --plugin ${GOOD} planes_copy 8 50 1)
  has("${out}" "sat2d-perf-count" "poly_poly planes_copy pairs=")
  run(2 "" ${PERF_COUNT} planes_copy 8 50 1)
else()
  message(FATAL_ERROR "unknown STEP '${STEP}'")
endif()
