# Runs `sat2d check [--impl IMPL] CASES`, checks its exit status is EXIT, and compares its
# output with EXPECTED through `sat2d-kat compare` (numbers within a stated tolerance).
# Invoked as: cmake -DSAT2D=... -DKAT=... -DCASES=... -DEXPECTED=... -DEXIT=0|1
#             [-DIMPL=name] [-DSTDERR_HAS=text] [-DEMULATOR=...] -DOUT=file -P run_cli.cmake
# STDERR_HAS, when given, must appear in the tool's stderr (the error report with its line).
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
set(args check)
if(IMPL)
  list(APPEND args --impl ${IMPL})
endif()
execute_process(COMMAND ${EMULATOR} ${SAT2D} ${args} ${CASES}
                OUTPUT_FILE ${OUT} ERROR_VARIABLE stderr RESULT_VARIABLE status)
if(NOT status EQUAL EXIT)
  message(FATAL_ERROR "sat2d check exited ${status}, expected ${EXIT}\n${stderr}")
endif()
if(STDERR_HAS)
  string(FIND "${stderr}" "${STDERR_HAS}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks '${STDERR_HAS}':\n${stderr}")
  endif()
endif()
if(EXPECTED)
  execute_process(COMMAND ${EMULATOR} ${KAT} compare ${OUT} ${EXPECTED} RESULT_VARIABLE cmp)
  if(NOT cmp EQUAL 0)
    message(FATAL_ERROR "output differs from ${EXPECTED}")
  endif()
endif()
