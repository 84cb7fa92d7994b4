#!/usr/bin/env bash
# Installs the Debian packages a make target needs, only those missing.
# Usage: .ci/install-deps.sh test|bench|cross|fuzz|wasm|js|all
# As root it runs apt-get; otherwise it prints the exact sudo line and fails.
set -euo pipefail

base=(cmake ninja-build gcc g++ make python3 libsimde-dev libgmp-dev libbenchmark-dev
      libbox2d-dev libchipmunk-dev)
case "${1:-test}" in
  # valgrind: the perfcheck --pairs test counts instructions (tests/traces); llvm-19: llvm-mca's
  # CPU models for the cycle-model tests and perfcheck (bench/perfgate/mca.py).
  test)  want=("${base[@]}" valgrind llvm-19) ;;
  bench) want=("${base[@]}" libbenchmark-tools valgrind llvm-19) ;;
  # g++: the example plugins (examples/plugins) are a C and C++ project, cross-built too.
  cross) want=("${base[@]}" gcc-aarch64-linux-gnu g++-aarch64-linux-gnu libc6-dev-arm64-cross
               qemu-user libgmp-dev:arm64) ;;
  # clang with libFuzzer (libclang-rt-dev: Debian's clang runtime, libclang_rt.fuzzer among
  # it, for the default clang) and llvm-symbolizer for readable sanitizer reports.
  fuzz)  want=("${base[@]}" clang libclang-rt-dev llvm) ;;
  # The wasm preset: clang-14 for wasm32-wasi, its linker and builtins, wasi-libc; node runs the
  # tests (a machine's own node 20 is kept; Debian's nodejs only where there is none).
  wasm)  want=("${base[@]}" clang-14 lld-14 wasi-libc libclang-rt-14-dev-wasm32)
         command -v node >/dev/null || want+=(nodejs)
         command -v npm >/dev/null || want+=(npm) ;;
  # The JavaScript module: the wasm32-wasi toolchain, node (with npm) unless one is already
  # on the PATH, and Debian's chromium for the page test (driven by puppeteer-core from npm).
  js)    want=("${base[@]}" clang-14 lld-14 wasi-libc libclang-rt-14-dev-wasm32 chromium)
         command -v node >/dev/null || want+=(nodejs)
         command -v npm >/dev/null || want+=(npm) ;;
  all)   want=("${base[@]}" libbenchmark-tools valgrind clang-format gcc-aarch64-linux-gnu
               g++-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user libgmp-dev:arm64 clang libclang-rt-dev llvm
               llvm-19 clang-14 lld-14 wasi-libc libclang-rt-14-dev-wasm32)
         command -v node >/dev/null || want+=(nodejs) ;;
  *) echo "usage: $0 test|bench|cross|fuzz|wasm|js|all" >&2; exit 2 ;;
esac

missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "sat2d: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # The aarch64 build's GMP comes from Debian's arm64 multiarch packages.
  case " ${missing[*]} " in
    *":arm64 "*) dpkg --print-foreign-architectures | grep -qx arm64 || dpkg --add-architecture arm64 ;;
  esac
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "sat2d: missing Debian packages. Run:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
