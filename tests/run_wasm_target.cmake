# What the wasm32-wasi build says about itself (cmake/wasm32-wasi.cmake): its SIMD backend is
# WebAssembly SIMD128, and --plugin, which needs dlopen, is refused with a reason and exit 2.
# Invoked as: cmake -DSAT2D=... -DEMULATOR=a|b -P run_wasm_target.cmake
string(REPLACE "|" ";" EMULATOR "${EMULATOR}")
foreach(args "--version" "list")
  execute_process(COMMAND ${EMULATOR} ${SAT2D} ${args} OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR NOT out MATCHES "SIMD backend: WebAssembly SIMD128 native")
    message(FATAL_ERROR "sat2d ${args} (exit ${status}) names another backend:\n${out}${err}")
  endif()
endforeach()
execute_process(COMMAND ${EMULATOR} ${SAT2D} list --plugin ${CMAKE_CURRENT_LIST_FILE}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT status EQUAL 2 OR NOT err MATCHES "--plugin .*: .*not supported on this target")
  message(FATAL_ERROR "sat2d list --plugin exited ${status}, expected 2 and a reason:\n${err}")
endif()
