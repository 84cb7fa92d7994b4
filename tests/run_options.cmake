# Strict options: every tool answers --help with its usage and exit 0, and a bad
# or unknown option, a value that is not a number or a name, or an input that cannot be read
# as a case file with an error naming it and exit 2; a property run that checks nothing fails.
# Invoked as: cmake -DSAT2D=... [-DPROPTEST=...] [-DEXTRA_TOOLS=a|b] [-DEMULATOR=...]
#             -DWORK=dir -P run_options.cmake
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
string(REPLACE "|" ";" EXTRA_TOOLS "${EXTRA_TOOLS}")
file(MAKE_DIRECTORY ${WORK}/a_directory)

# expect(EXIT STDERR_HAS tool args...): runs the tool, checks its exit status and stderr.
function(expect exit_code stderr_has)
  execute_process(COMMAND ${EMULATOR} ${ARGN} INPUT_FILE /dev/null
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL exit_code)
    message(FATAL_ERROR "'${ARGN}' exited ${status}, expected ${exit_code}\n${out}\n${err}")
  endif()
  if(NOT stderr_has STREQUAL "")
    string(FIND "${err}" "${stderr_has}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "'${ARGN}': stderr lacks '${stderr_has}':\n${err}")
    endif()
  endif()
  set(last_stdout "${out}" PARENT_SCOPE)
endfunction()

expect(0 "" ${SAT2D} --help)
string(FIND "${last_stdout}" "usage: sat2d check" at)
if(at EQUAL -1)
  message(FATAL_ERROR "sat2d --help prints no usage:\n${last_stdout}")
endif()

# A misspelt SAT2D_AVX_BUILD is refused by name, not left to quietly pick the CPU's build.
execute_process(COMMAND ${CMAKE_COMMAND} -E env SAT2D_AVX_BUILD=avx-2 ${EMULATOR} ${SAT2D} list
                INPUT_FILE /dev/null OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
string(FIND "${err}" "SAT2D_AVX_BUILD='avx-2': expected avx2 or evex" at)
if(NOT status EQUAL 2 OR at EQUAL -1)
  message(FATAL_ERROR "SAT2D_AVX_BUILD=avx-2 sat2d list exited ${status}:\n${out}\n${err}")
endif()
foreach(build IN ITEMS avx2 evex)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env SAT2D_AVX_BUILD=${build} ${EMULATOR} ${SAT2D} list
                  INPUT_FILE /dev/null OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "SAT2D_AVX_BUILD=${build} sat2d list exited ${status}:\n${err}")
  endif()
endforeach()

# Each command answers --help too, whatever precedes it.
foreach(args IN ITEMS "check;--help" "check;--impl;textbook;-h" "list;--help")
  expect(0 "" ${SAT2D} ${args})
  string(FIND "${last_stdout}" "usage: sat2d check" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "sat2d ${args} prints no usage:\n${last_stdout}")
  endif()
endforeach()

expect(0 "" ${SAT2D} --version)
string(REGEX MATCH "^sat2d [0-9]+\\.[0-9]+\\.[0-9]+" version "${last_stdout}")
if(NOT version)
  message(FATAL_ERROR "sat2d --version prints no version:\n${last_stdout}")
endif()
expect(2 "unknown option '--bogus'" ${SAT2D} check --bogus)
expect(2 "--impl needs a value" ${SAT2D} check --impl)
expect(2 "unknown variant 'nosuch'" ${SAT2D} check --impl nosuch -)
expect(2 "unknown command 'chek'" ${SAT2D} chek)
expect(2 "cannot read '${WORK}/a_directory' as a case file" ${SAT2D} check ${WORK}/a_directory)
expect(2 "no_such_file" ${SAT2D} check ${WORK}/no_such_file)

# A UTF-8 byte-order mark before the first line, as some editors write it, is not a word.
string(ASCII 239 187 191 bom)
file(WRITE ${WORK}/bom.cases "${bom}point 0 0 | point 0 0\n")
expect(0 "" ${SAT2D} check ${WORK}/bom.cases)
if(NOT last_stdout STREQUAL "1\n")
  message(FATAL_ERROR "sat2d check on a file with a byte-order mark printed:\n${last_stdout}")
endif()

# PROPTEST is absent where the property runner is not built (wasm: no GMP there).
if(PROPTEST)
expect(0 "" ${PROPTEST} --help)
string(FIND "${last_stdout}" "usage: sat2d-proptest" at)
if(at EQUAL -1)
  message(FATAL_ERROR "sat2d-proptest --help prints no usage:\n${last_stdout}")
endif()
expect(2 "no test 'nosuch'" ${PROPTEST} --test nosuch)
expect(2 "--cases wants an integer from 1" ${PROPTEST} --cases -1)
expect(2 "--cases wants an integer from 1" ${PROPTEST} --cases 0)
expect(2 "--cases wants an integer from 1" ${PROPTEST} --cases 12x)
expect(2 "--seed wants an unsigned integer, not 'abc'" ${PROPTEST} --seed abc)
expect(2 "unknown option '--bogus'" ${PROPTEST} --bogus)
expect(2 "--json needs a value" ${PROPTEST} --json)
expect(2 "no variant 'nosuch'" ${PROPTEST} --impl nosuch)
# walk fills only poly_poly: asked for circle_circle it checks nothing, which must fail.
expect(1 "nothing was checked" ${PROPTEST} --test circle_circle --impl walk --cases 10)
endif()

# The other programs: --help succeeds, an unknown option is refused with status 2.
foreach(tool IN LISTS EXTRA_TOOLS)
  expect(0 "" ${tool} --help)
  expect(2 "--bogus" ${tool} --bogus)
endforeach()
