# Streams a generated file of LINES cases through `sat2d check --impl all` and checks that
# every line is answered and no variant disagrees.
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
execute_process(COMMAND ${EMULATOR} ${KAT} generate ${LINES} ${OUT}.cases RESULT_VARIABLE gen)
if(NOT gen EQUAL 0)
  message(FATAL_ERROR "could not generate ${OUT}.cases")
endif()
execute_process(COMMAND ${EMULATOR} ${SAT2D} check --impl all ${OUT}.cases
                OUTPUT_FILE ${OUT} ERROR_VARIABLE stderr RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "sat2d check exited ${status}\n${stderr}")
endif()
file(STRINGS ${OUT} answers)
list(LENGTH answers count)
if(NOT count EQUAL LINES)
  message(FATAL_ERROR "${count} answers for ${LINES} lines")
endif()
message(STATUS "${LINES} lines answered")
