# Lines near 1 MiB, the largest polygons and a line with a NUL byte: `sat2d-kat longlines` writes
# the cases and their geometric answers, then the CLI (exit 1: one line is refused for too many
# corners, one for its NUL byte) and every variant through the library must give them.
# Invoked as: cmake -DSAT2D=... -DKAT=... [-DEMULATOR=...] -DOUT=prefix -P run_long_lines.cmake
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
execute_process(COMMAND ${EMULATOR} ${KAT} longlines ${OUT}.cases ${OUT}.expected
                RESULT_VARIABLE gen)
if(NOT gen EQUAL 0)
  message(FATAL_ERROR "could not generate ${OUT}.cases")
endif()
execute_process(COMMAND ${EMULATOR} ${SAT2D} check ${OUT}.cases
                OUTPUT_FILE ${OUT}.out ERROR_VARIABLE stderr RESULT_VARIABLE status)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "sat2d check exited ${status}, expected 1\n${stderr}")
endif()
execute_process(COMMAND ${EMULATOR} ${KAT} compare ${OUT}.out ${OUT}.expected
                RESULT_VARIABLE cmp)
if(NOT cmp EQUAL 0)
  message(FATAL_ERROR "output differs from ${OUT}.expected")
endif()
execute_process(COMMAND ${EMULATOR} ${KAT} replay ${OUT}.cases ${OUT}.expected
                RESULT_VARIABLE replay)
if(NOT replay EQUAL 0)
  message(FATAL_ERROR "a variant answered a long line wrongly")
endif()
