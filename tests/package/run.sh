#!/usr/bin/env bash
# Proves sat2d is usable from another CMake project both ways: find_package(sat2d) after
# `cmake --install`, and add_subdirectory() of the source tree.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake -S "$src" -B "$work/lib" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSAT2D_BUILD_TOOLS=OFF \
      -DSAT2D_WERROR=ON -DCMAKE_INSTALL_PREFIX="$work/prefix" >/dev/null
cmake --build "$work/lib" -j 2 >/dev/null
cmake --install "$work/lib" >/dev/null

cmake -S "$src/tests/package/consumer" -B "$work/found" -G Ninja \
      -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/found" >/dev/null
"$work/found/consumer"

cmake -S "$src/tests/package/consumer" -B "$work/sub" -G Ninja \
      -DSAT2D_SOURCE_DIR="$src" >/dev/null
cmake --build "$work/sub" >/dev/null
"$work/sub/consumer"
echo "package: find_package and add_subdirectory both work"
