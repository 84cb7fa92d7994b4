# Included by proptest/CMakeLists.txt in the wasm build (cmake/wasm32-wasi.cmake). Debian ships
# no GMP for wasm32, so the property runner and its exact oracle cannot run there. The wasm
# build's answers go to the oracle instead: a native build of sat2d-proptest, made here from
# this source tree with the host's compiler and libgmp-dev, writes the property run's cases
# (--write-cases), the wasm CLI answers them under node with every variant (and a wasm CLI with
# the exported header's slots compiled in, as `export`), and the native runner judges those
# answers as it judges its own variants' (--judge; run_wasm_oracle.cmake).
# What this does not cover: the transform property (judged through the agreement test here),
# and the shrinking of a failure (a failure prints the case; replay it natively).
include(ExternalProject)
set(SAT2D_PROPTEST_CASES 200000 CACHE STRING "Property cases per test (half grid, half float)")
set(native_dir ${CMAKE_CURRENT_BINARY_DIR}/native)
set(native_proptest ${native_dir}/proptest/sat2d-proptest)
# Where the wasm build tests the exported header, the native build makes its plugin too, so that
# the oracle knows the `export` variant whose answers it judges (single_header_wasm_proptest).
set(native_targets sat2d-proptest)
set(native_plugin ${native_dir}/tests/export/sat2d_single.so)
if(TARGET sat2d-cli-export)
  list(APPEND native_targets sat2d_single)
endif()
ExternalProject_Add(
  sat2d_native_oracle
  SOURCE_DIR ${PROJECT_SOURCE_DIR}
  BINARY_DIR ${native_dir}
  CMAKE_ARGS -DCMAKE_BUILD_TYPE=Release -DSAT2D_BUILD_BENCH=OFF -DSAT2D_WERROR=${SAT2D_WERROR}
  BUILD_COMMAND ${CMAKE_COMMAND} --build . --target ${native_targets}
  BUILD_ALWAYS ON
  INSTALL_COMMAND ""
  BUILD_BYPRODUCTS ${native_proptest} ${native_plugin})
string(REPLACE ";" "|" emulator "${CMAKE_CROSSCOMPILING_EMULATOR}")
# The cases are written once (the fixture) and answered by both wasm CLIs below.
set(oracle_cases ${CMAKE_CURRENT_BINARY_DIR}/cases)
add_test(NAME proptest_wasm_cases
         COMMAND ${CMAKE_COMMAND} -DNATIVE_PROPTEST=${native_proptest} -DCASES=${SAT2D_PROPTEST_CASES}
                 -DSEED=1 -DCASES_DIR=${oracle_cases} -P ${CMAKE_CURRENT_SOURCE_DIR}/run_wasm_oracle.cmake)
set_tests_properties(proptest_wasm_cases PROPERTIES FIXTURES_SETUP sat2d_wasm_oracle_cases COST 3000)
add_test(NAME proptest_wasm
         COMMAND ${CMAKE_COMMAND} -DNATIVE_PROPTEST=${native_proptest}
                 -DSAT2D=$<TARGET_FILE:sat2d_cli> "-DEMULATOR=${emulator}" -DCASES_DIR=${oracle_cases}
                 -DWORK=${CMAKE_CURRENT_BINARY_DIR}/judged
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/run_wasm_oracle.cmake)
# The longest test of the wasm build by far (every variant's answers to every test's cases, one
# node process each): started first, right after its cases are written (ctest -j orders by COST
# until it has timed the tests), so that the other core runs the rest beside it instead of it
# running alone at the end.
set_tests_properties(proptest_wasm PROPERTIES COST 3000 FIXTURES_REQUIRED sat2d_wasm_oracle_cases)
# The exported header's slots (tests/export: `sat2d` with them compiled in), held to the oracle
# as the plugin's are natively (single_header_plugin_proptest); the native oracle loads its own
# build of that plugin only to know the variant `export` by name and kind.
if(TARGET sat2d-cli-export)
  add_test(NAME single_header_wasm_proptest
           COMMAND ${CMAKE_COMMAND} -DNATIVE_PROPTEST=${native_proptest} -DPLUGIN=${native_plugin}
                   -DSAT2D=$<TARGET_FILE:sat2d-cli-export> "-DEMULATOR=${emulator}"
                   -DVARIANTS=export -DCASES_DIR=${oracle_cases}
                   -DWORK=${CMAKE_CURRENT_BINARY_DIR}/judged_export
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/run_wasm_oracle.cmake)
  set_tests_properties(single_header_wasm_proptest PROPERTIES FIXTURES_REQUIRED sat2d_wasm_oracle_cases)
endif()
# The regression files' full answer lines (depths, normals, times), as in the native build.
file(GLOB regress_cases CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/data/regress/*.cases)
foreach(cases IN LISTS regress_cases)
  get_filename_component(name ${cases} NAME_WE)
  string(REGEX REPLACE "\\.cases$" ".expected" expected ${cases})
  if(EXISTS ${expected})
    add_test(NAME regress_answers_${name} COMMAND sat2d-kat replay ${cases} ${expected})
  endif()
endforeach()
