# Cross build for WebAssembly (wasm32-wasi) with 128-bit SIMD, from Debian packages only:
# clang-14, lld-14 (wasm-ld), wasi-libc (the sysroot) and libclang-rt-14-dev-wasm32 (compiler
# builtins). SIMDe maps the SSE kernels to SIMD128 (SIMDE_WASM_SIMD128_NATIVE); tests run under
# node's WASI through cmake/run-wasi.mjs.
# CMake 3.25 has no WASI platform module: "Generic" with the executable suffix set by hand.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(CMAKE_C_COMPILER clang-14)
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
set(CMAKE_CXX_COMPILER clang++-14)
set(CMAKE_CXX_COMPILER_TARGET wasm32-wasi)
set(CMAKE_EXECUTABLE_SUFFIX .wasm)
set(CMAKE_EXECUTABLE_SUFFIX_C .wasm)
set(CMAKE_EXECUTABLE_SUFFIX_CXX .wasm)
set(CMAKE_C_FLAGS_INIT "-msimd128")
set(CMAKE_CXX_FLAGS_INIT "-msimd128")
# A Linux-sized stack (8 MiB; wasm-ld's default is 64 KiB and the tools keep 64 KiB line
# buffers on it), placed first so an overflow traps instead of overwriting static data.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,-z,stack-size=8388608 -Wl,--stack-first")
# Debian's clang finds wasi-libc's sysroot (/usr/include/wasm32-wasi, /usr/lib/wasm32-wasi) by
# itself; find_library looks in the same multiarch directory.
set(CMAKE_LIBRARY_ARCHITECTURE wasm32-wasi)
set(CMAKE_FIND_ROOT_PATH /usr)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# SIMDe is header-only and architecture-independent: take the host's copy.
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
# CTest and the test scripts run each .wasm through node (WASI preview 1). node 20 has WASI
# without a flag and accepts the flag node 18 (Debian 12's nodejs) still needs.
set(CMAKE_CROSSCOMPILING_EMULATOR
    node;--experimental-wasi-unstable-preview1;${CMAKE_CURRENT_LIST_DIR}/run-wasi.mjs)
