# The data sets sat2d-export-datasets writes read back through `sat2d check` with exactly half
# of the pairs hitting (the generator draws 2048 hits of 4096 and the reference confirms each),
# every line a case. Invoked as: cmake -DEXPORT=... -DSAT2D=... -DWORK=dir -P this file
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${EXPORT} ${WORK} RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "sat2d-export-datasets exited ${status}: ${err}")
endif()
foreach(name poly_poly-n8-hit50 circle_poly-n8-hit50 circle_circle-hit50)
  execute_process(COMMAND ${SAT2D} check --impl textbook ${WORK}/${name}.cases
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${name}: sat2d check exited ${status}: ${err}")
  endif()
  string(REGEX MATCHALL "(^|\n)1" hits "${out}")
  string(REGEX MATCHALL "(^|\n)0" misses "${out}")
  list(LENGTH hits nhits)
  list(LENGTH misses nmisses)
  if(NOT nhits EQUAL 2048 OR NOT nmisses EQUAL 2048)
    message(FATAL_ERROR "${name}: ${nhits} hits and ${nmisses} misses, expected 2048 and 2048")
  endif()
endforeach()
