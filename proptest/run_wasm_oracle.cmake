# The wasm build's property run, judged by the native oracle (see wasm_oracle.cmake):
#   1. the native sat2d-proptest writes the cases its property run draws (--write-cases);
#   2. the wasm sat2d answers every case file with every available non-pitfall variant that
#      fills the file's test (`sat2d check --impl NAME`, under the emulator, node);
#   3. the native sat2d-proptest holds those answers to the oracle (--judge).
# Fails when any step fails, when `sat2d list` names no variant, or when a case file gets no
# answers at all: nothing passes unchecked.
# Invoked as: cmake -DNATIVE_PROPTEST=... -DSAT2D=... -DEMULATOR=a|b -DCASES=N -DSEED=S
#             -DWORK=dir -P run_wasm_oracle.cmake
cmake_policy(SET CMP0057 NEW) # if(IN_LIST) in a -P script
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
if(NOT EXISTS "${NATIVE_PROPTEST}")
  message(FATAL_ERROR "the native oracle ${NATIVE_PROPTEST} was not built")
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

execute_process(COMMAND ${NATIVE_PROPTEST} --write-cases ${WORK} --cases ${CASES} --seed ${SEED}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "sat2d-proptest --write-cases exited ${status}\n${out}${err}")
endif()
message("${out}")

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
    if(NOT CMAKE_MATCH_2 STREQUAL "pitfall" AND CMAKE_MATCH_3 STREQUAL "available")
      set(current ${CMAKE_MATCH_1})
      list(APPEND variants ${current})
    endif()
  elseif(line MATCHES "^ +tests: (.*)$" AND current)
    string(REPLACE " " ";" tests_of_${current} "${CMAKE_MATCH_1}")
  endif()
endforeach()
list(LENGTH variants n_variants)
if(n_variants EQUAL 0)
  message(FATAL_ERROR "sat2d list names no variant to judge")
endif()

file(GLOB case_files ${WORK}/*.cases)
if(NOT case_files)
  message(FATAL_ERROR "sat2d-proptest --write-cases wrote no case file")
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
  if(NOT answers)
    message(FATAL_ERROR "no wasm variant answers ${test}")
  endif()
  execute_process(COMMAND ${NATIVE_PROPTEST} --judge ${cases} ${answers}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  message("${out}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the native oracle rejects wasm answers to ${test} (${status})\n${err}")
  endif()
endforeach()
message("${judged} answer files of ${n_variants} wasm variants judged by the native oracle")
