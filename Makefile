# The front door. `make bench` is the main job, `make test` the tests; both install the
# Debian packages they need first (.ci/install-deps.sh).
JOBS ?= 2
PRESET_TEST ?= release

.PHONY: all deps bench bench-quick wasm-pkg test test-configs test-debug test-x86-64-v3 \
        test-portable test-aarch64 test-wasm test-js test-package perfcheck soak format format-check clean fuzz \
        single-header

all: test

build/%/build.ninja:
	cmake --preset $*

# Release build, then the benchmark suite with repetitions; writes results/ and REPORT.md.
# The wasm package and SAT.js (npm, lock file) first, so that REPORT.md's "WebAssembly and
# SAT.js" section is measured in the same run.
bench: wasm-pkg
	.ci/install-deps.sh bench
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	bench/run.sh build/release

bench-quick: wasm-pkg
	.ci/install-deps.sh bench
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	bench/run.sh --quick build/release

# The JS module's wasm build (build/wasm/js/pkg) and js/node_modules (SAT.js for the benchmark).
wasm-pkg:
	.ci/install-deps.sh wasm
	cmake --preset wasm
	cmake --build --preset wasm -j $(JOBS) --target sat2d_js
	cd js && npm ci --no-audit --no-fund

# Native release build: known-answer tests, agreement of every variant, property tests.
# The last line is CTest's summary.
test:
	.ci/install-deps.sh test
	cmake --preset $(PRESET_TEST)
	cmake --build --preset $(PRESET_TEST) -j $(JOBS)
	ctest --preset $(PRESET_TEST) -j $(JOBS)

# The other three configurations (x86-64-v3, SIMDe portable, aarch64 under QEMU) plus the
# sanitizer build and wasm32-wasi SIMD128 under node.
test-configs: test-debug test-x86-64-v3 test-portable test-aarch64 test-wasm

test-debug test-x86-64-v3 test-portable:
	.ci/install-deps.sh test
	cmake --preset $(@:test-%=%)
	cmake --build --preset $(@:test-%=%) -j $(JOBS)
	ctest --preset $(@:test-%=%) -j $(JOBS)

test-aarch64:
	.ci/install-deps.sh cross
	cmake --preset aarch64
	cmake --build --preset aarch64 -j $(JOBS)
	ctest --preset aarch64 -j $(JOBS)

# wasm32-wasi with SIMD128 (clang-14), every test under node; the property run's answers are
# judged by a native build of the oracle that the wasm build makes (proptest/wasm_oracle.cmake).
test-wasm:
	.ci/install-deps.sh wasm
	cmake --preset wasm
	cmake --build --preset wasm -j $(JOBS)
	ctest --preset wasm -j $(JOBS)

# The JavaScript module (js/): the wasm preset's package, its node tests (with the native CLI's
# answers to compare against), the demo page in headless Chromium (puppeteer-core from npm) and
# a tiny run of the SAT.js benchmark.
test-js:
	.ci/install-deps.sh js
	cmake --preset release
	cmake --build --preset release -j $(JOBS) --target sat2d_cli sat2d-export-datasets
	cmake --preset wasm
	cmake --build --preset wasm -j $(JOBS) --target sat2d_js
	cd js && npm ci --no-audit --no-fund
	mkdir -p build/release/bench/wasm-data
	build/release/bench/sat2d-export-datasets build/release/bench/wasm-data
	SAT2D_JS_PKG=build/wasm/js/pkg SAT2D_NATIVE_CLI=build/release/tool/sat2d \
	  SAT2D_BENCH_DATA=build/release/bench/wasm-data \
	  node --test js/test/module.test.mjs js/test/kat.test.mjs js/test/package.test.mjs \
	  js/page/page.test.mjs js/bench/sat-js.test.mjs

# find_package(sat2d) after cmake --install, and add_subdirectory, from a consumer project.
# ... and the CI recipe of README "Use it on your engine" (its perfcheck needs valgrind).
test-package:
	.ci/install-deps.sh bench
	tests/package/run.sh

perfcheck:
	.ci/install-deps.sh bench
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	bench/perfcheck.sh build/release

# 10^7 property cases per test (hours; not for CI).
soak:
	.ci/install-deps.sh test
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	build/release/proptest/sat2d-proptest --cases 10000000

# libFuzzer targets (fuzz/: parser, builders, every variant against textbook and against the
# exact oracle) under ASan + UBSan, FUZZ_SECONDS each, two at a time; a finding fails the run.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= case_parse build differential oracle
fuzz:
	.ci/install-deps.sh fuzz
	cmake --preset fuzz
	cmake --build --preset fuzz -j $(JOBS)
	FUZZ_JOBS=$(JOBS) fuzz/run.sh build/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

format:
	clang-format -i $$(git ls-files '*.c' '*.h' '*.cc')

format-check:
	clang-format --dry-run -Werror $$(git ls-files '*.c' '*.h' '*.cc')

clean:
	rm -rf build

# One self-contained header with every test and the best variant of each, per dispatch level
# (tool/export/sat2d_export.py; docs/export.md): build/single/sat2d_single.h. EXPORT_ARGS picks
# another choice, e.g. EXPORT_ARGS="--tests poly_poly --pairs my.cases" (needs the release build).
EXPORT_ARGS ?=
single-header:
	python3 tool/export/sat2d_export.py -o build/single/sat2d_single.h \
	  --bench build/release/bench/sat2d-bench $(EXPORT_ARGS)
