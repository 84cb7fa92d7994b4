#!/usr/bin/env bash
# The CI recipe of README.md, "Use it on your engine", run as is by `make test-package`
# (tests/package/run.sh) on both example contenders. Copy it into an engine's CI and set:
#   SAT2D_SRC  a checkout of sat2d            SAT2D     where to install it (cache this folder)
#   CONTENDER  the plugin's CMake project     PLUGIN    the plugin file it builds
#   IMPL       the contender's variant name   PAIRS     the engine's trace of pairs
#   BASELINE   the committed perfcheck baseline (UPDATE_BASELINE=1 writes it, once per
#              CI machine class)
# Exits non-zero on a wrong answer (sat2d-proptest) or a slowdown (sat2d-perfcheck).
set -euo pipefail
if [ ! -x "$SAT2D/bin/sat2d-perfcheck" ]; then # once per sat2d version
    cmake -S "$SAT2D_SRC" -B sat2d-build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$SAT2D"
    cmake --build sat2d-build && cmake --install sat2d-build
fi
cmake -S "$CONTENDER" -B contender-build -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$SAT2D"
cmake --build contender-build
"$SAT2D/bin/sat2d-proptest" --plugin "contender-build/$PLUGIN" --impl "$IMPL" --cases 20000
"$SAT2D/bin/sat2d-perfcheck" --pairs "$PAIRS" --baseline "$BASELINE" --impl "$IMPL" \
    --plugin "contender-build/$PLUGIN" ${UPDATE_BASELINE:+--update}
