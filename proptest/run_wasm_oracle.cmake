# The wasm build's property run, judged by the native oracle (see wasm_oracle.cmake):
#   1. the native sat2d-proptest writes the cases its property run draws (--write-cases) into
#      CASES_DIR: invoked with CASES, this step alone (the fixture that the judging runs share);
#   2. the wasm sat2d answers every case file with every available non-pitfall variant that
#      fills the file's test (`sat2d check --impl NAME`, under the emulator, node), or with the
#      variants VARIANTS names (each must be listed and available);
#   3. the native sat2d-proptest (with PLUGIN loaded, when given: the oracle must know each
#      variant it judges by name) holds those answers to the oracle (--judge).
# Fails when any step fails, when no variant is there to judge, when a case file gets no
# answers at all, or when a variant VARIANTS names answers no case file: nothing passes
# unchecked.
# Invoked as: cmake -DNATIVE_PROPTEST=... -DCASES=N -DSEED=S -DCASES_DIR=dir -P run_wasm_oracle.cmake
#        then cmake -DNATIVE_PROPTEST=... [-DPLUGIN=native.so] -DSAT2D=... -DEMULATOR=a|b
#                   [-DVARIANTS=a;b] -DCASES_DIR=dir -DWORK=dir -P run_wasm_oracle.cmake
cmake_policy(SET CMP0057 NEW) # if(IN_LIST) in a -P script
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
if(NOT EXISTS "${NATIVE_PROPTEST}")
  message(FATAL_ERROR "the native oracle ${NATIVE_PROPTEST} was not built")
endif()

if(DEFINED CASES)
  file(REMOVE_RECURSE ${CASES_DIR})
  file(MAKE_DIRECTORY ${CASES_DIR})
  execute_process(COMMAND ${NATIVE_PROPTEST} --write-cases ${CASES_DIR} --cases ${CASES} --seed ${SEED}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "sat2d-proptest --write-cases exited ${status}\n${out}${err}")
  endif()
  message("${out}")
  return()
endif()

set(plugin_args "")
if(PLUGIN)
  if(NOT EXISTS "${PLUGIN}")
    message(FATAL_ERROR "the native plugin ${PLUGIN} was not built")
  endif()
  set(plugin_args --plugin ${PLUGIN})
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

# The wasm build's registry: "<name> <kind> <available|unavailable> <summary>", then
# "<spaces>tests: <test> <test> ...".
execute_process(COMMAND ${EMULATOR} ${SAT2D} list OUTPUT_VARIABLE listing ERROR_VARIABLE err
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "sat2d list exited ${status}\n${err}")
endif()
string(REPLACE "\n" ";" listing "${listing}")
set(variants "")
set(current "")
foreach(line IN LISTS listing)
  if(line MATCHES "^([a-z0-9_]+) +(reference|trick|pitfall) +(available|unavailable) ")
    set(current "")
    if(NOT CMAKE_MATCH_2 STREQUAL "pitfall" AND CMAKE_MATCH_3 STREQUAL "available"
       AND (NOT VARIANTS OR CMAKE_MATCH_1 IN_LIST VARIANTS))
      set(current ${CMAKE_MATCH_1})
      list(APPEND variants ${current})
    endif()
  elseif(line MATCHES "^ +tests: (.*)$" AND current)
    string(REPLACE " " ";" tests_of_${current} "${CMAKE_MATCH_1}")
  endif()
endforeach()
foreach(v IN LISTS VARIANTS)
  if(NOT v IN_LIST variants)
    message(FATAL_ERROR "sat2d list names no available variant ${v}")
  endif()
endforeach()
foreach(v IN LISTS variants)
  set(cases_of_${v} 0)
endforeach()
list(LENGTH variants n_variants)
if(n_variants EQUAL 0)
  message(FATAL_ERROR "sat2d list names no variant to judge")
endif()

file(GLOB case_files ${CASES_DIR}/*.cases)
if(NOT case_files)
  message(FATAL_ERROR "no case file in ${CASES_DIR}: sat2d-proptest --write-cases wrote none")
endif()
set(judged 0)
foreach(cases IN LISTS case_files)
  get_filename_component(test ${cases} NAME_WE)
  set(answers "")
  foreach(v IN LISTS variants)
    if(NOT test IN_LIST tests_of_${v})
      continue()
    endif()
    execute_process(COMMAND ${EMULATOR} ${SAT2D} check --impl ${v} ${cases}
                    OUTPUT_FILE ${WORK}/${test}.${v}.out ERROR_VARIABLE err RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "wasm sat2d check --impl ${v} ${cases} exited ${status}\n${err}")
    endif()
    list(APPEND answers --answers ${v}=${WORK}/${test}.${v}.out)
    math(EXPR judged "${judged} + 1")
  endforeach()
  if(NOT answers AND VARIANTS) # a header exported without this test (SAT2D_SINGLE_HEADER)
    message("${VARIANTS} answer no ${test}: not judged")
    continue()
  elseif(NOT answers)
    message(FATAL_ERROR "no wasm variant answers ${test}")
  endif()
  execute_process(COMMAND ${NATIVE_PROPTEST} ${plugin_args} --judge ${cases} ${answers}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  message("${out}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the native oracle rejects wasm answers to ${test} (${status})\n${err}")
  endif()
  # "ok   judge <test> <variant> cases=N ...": the answers each variant had judged.
  string(REGEX MATCHALL "ok +judge [a-z0-9_]+ +[a-z0-9_]+ +cases=[0-9]+" verdicts "${out}")
  foreach(verdict IN LISTS verdicts)
    string(REGEX REPLACE ".* ([a-z0-9_]+) +cases=([0-9]+)$" "\\1;\\2" named "${verdict}")
    list(GET named 0 v)
    list(GET named 1 n)
    math(EXPR cases_of_${v} "${cases_of_${v}} + ${n}")
  endforeach()
endforeach()
# A variant named in VARIANTS must have had answers judged (one that fills only `transform`, whose
# cases are not written, may have none otherwise).
foreach(v IN LISTS VARIANTS)
  if(NOT cases_of_${v} GREATER 0)
    message(FATAL_ERROR "the native oracle judged no answer of ${v}")
  endif()
  message("${v}: ${cases_of_${v}} answers judged by the native oracle")
endforeach()
message("${judged} answer files of ${n_variants} wasm variants judged by the native oracle")
