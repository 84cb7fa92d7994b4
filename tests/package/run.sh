#!/usr/bin/env bash
# Proves sat2d is usable from another CMake project both ways: find_package(sat2d) after
# `cmake --install`, and add_subdirectory() of the source tree.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"
# Quiet on success, the whole log of the failing step on failure.
quiet() { "$@" >"$log" 2>&1 || { cat "$log"; echo "package: failed: $*" >&2; exit 1; }; }

quiet cmake -S "$src" -B "$work/lib" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSAT2D_BUILD_TOOLS=OFF \
      -DSAT2D_WERROR=ON -DCMAKE_INSTALL_PREFIX="$work/prefix"
quiet cmake --build "$work/lib" -j 2
quiet cmake --install "$work/lib"

quiet cmake -S "$src/tests/package/consumer" -B "$work/found" -G Ninja \
      -DCMAKE_PREFIX_PATH="$work/prefix"
quiet cmake --build "$work/found"
"$work/found/consumer"

quiet cmake -S "$src/tests/package/consumer" -B "$work/sub" -G Ninja \
      -DSAT2D_SOURCE_DIR="$src"
quiet cmake --build "$work/sub"
"$work/sub/consumer"
echo "package: find_package and add_subdirectory both work"
