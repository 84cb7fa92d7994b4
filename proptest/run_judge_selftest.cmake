# sat2d-proptest --judge, which the wasm build's property run relies on (wasm_oracle.cmake),
# fails what it must: answers of this build pass; a flipped grid verdict, a wrong depth, a
# missing line and an extra line each fail with their reason; --answers alone is a usage error.
# Invoked as: cmake -DPROPTEST=... -DSAT2D=... [-DEMULATOR=a|b] -DWORK=dir
#             -P run_judge_selftest.cmake
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(cases ${WORK}/poly_poly.cases)
execute_process(COMMAND ${EMULATOR} ${PROPTEST} --write-cases ${WORK} --test poly_poly --cases 300
                        --seed 7 RESULT_VARIABLE status OUTPUT_QUIET)
if(NOT status EQUAL 0 OR NOT EXISTS ${cases})
  message(FATAL_ERROR "--write-cases exited ${status} or wrote no ${cases}")
endif()
execute_process(COMMAND ${EMULATOR} ${SAT2D} check --impl planes ${cases}
                OUTPUT_FILE ${WORK}/good.out RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "sat2d check exited ${status}")
endif()

# judge(EXIT STDOUT_HAS ANSWERS): --judge with planes=ANSWERS exits EXIT, printing STDOUT_HAS.
function(judge exit_code stdout_has answers)
  execute_process(COMMAND ${EMULATOR} ${PROPTEST} --judge ${cases} --answers planes=${answers}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  string(FIND "${out}" "${stdout_has}" at)
  if(NOT status EQUAL exit_code OR at EQUAL -1)
    message(FATAL_ERROR "--judge on ${answers} exited ${status} (expected ${exit_code}), "
                        "expected '${stdout_has}' in:\n${out}${err}")
  endif()
endfunction()
judge(0 "ok   judge poly_poly planes       cases=" ${WORK}/good.out)

# Answer index of the first grid case and of the first hit (comments are not cases).
file(STRINGS ${cases} lines)
file(STRINGS ${WORK}/good.out answers)
set(index 0)
set(next_is_grid 0)
set(grid_index -1)
foreach(line IN LISTS lines)
  if(line MATCHES "^# m=.* grid$")
    set(next_is_grid 1)
  elseif(NOT line MATCHES "^#")
    if(next_is_grid AND grid_index LESS 0)
      set(grid_index ${index})
    endif()
    set(next_is_grid 0)
    math(EXPR index "${index} + 1")
  endif()
endforeach()
list(LENGTH answers n)
if(grid_index LESS 0 OR NOT n EQUAL index)
  message(FATAL_ERROR "${index} cases, ${n} answers, first grid case ${grid_index}")
endif()

# write_variant(NAME INDEX LINE): good.out with answer INDEX replaced by LINE ("" drops it).
function(write_variant name at replacement)
  set(copy ${answers})
  list(REMOVE_AT copy ${at})
  if(NOT replacement STREQUAL "")
    list(INSERT copy ${at} "${replacement}")
  endif()
  list(JOIN copy "\n" text)
  file(WRITE ${WORK}/${name}.out "${text}\n")
endfunction()

list(GET answers ${grid_index} grid_answer)
if(grid_answer MATCHES "^1")
  write_variant(flipped ${grid_index} "0")
else()
  write_variant(flipped ${grid_index} "1 depth=1 nx=1 ny=0")
endif()
judge(1 "verdict differs from the oracle's" ${WORK}/flipped.out)

set(hit_index -1)
set(i 0)
foreach(a IN LISTS answers)
  if(a MATCHES "^1 depth=([^ ]+) (.*)$" AND hit_index LESS 0)
    set(hit_index ${i})
    set(rest "${CMAKE_MATCH_2}")
  endif()
  math(EXPR i "${i} + 1")
endforeach()
if(hit_index LESS 0)
  message(FATAL_ERROR "no hit among the answers")
endif()
write_variant(deep ${hit_index} "1 depth=12345 ${rest}")
judge(1 "a number claim fails" ${WORK}/deep.out)

math(EXPR last "${n} - 1")
write_variant(short ${last} "")
judge(1 "no answer line" ${WORK}/short.out)
file(READ ${WORK}/good.out text)
file(WRITE ${WORK}/long.out "${text}0\n")
judge(1 "more answer lines than cases" ${WORK}/long.out)

execute_process(COMMAND ${EMULATOR} ${PROPTEST} --answers planes=${WORK}/good.out
                ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT status EQUAL 2 OR NOT err MATCHES "--judge and --answers go together")
  message(FATAL_ERROR "--answers without --judge exited ${status}:\n${err}")
endif()
