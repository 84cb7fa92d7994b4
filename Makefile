# The front door. `make bench` is the main job, `make test` the tests; both install the
# Debian packages they need first (.ci/install-deps.sh).
JOBS ?= 2
PRESET_TEST ?= release

.PHONY: all deps bench bench-quick test test-configs test-debug test-x86-64-v3 \
        test-portable test-aarch64 test-package perfcheck soak format format-check clean fuzz

all: test

build/%/build.ninja:
	cmake --preset $*

# Release build, then the benchmark suite with repetitions; writes results/ and REPORT.md.
bench:
	.ci/install-deps.sh bench
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	bench/run.sh build/release

bench-quick:
	.ci/install-deps.sh bench
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	bench/run.sh --quick build/release

# Native release build: known-answer tests, agreement of every variant, property tests.
# The last line is CTest's summary.
test:
	.ci/install-deps.sh test
	cmake --preset $(PRESET_TEST)
	cmake --build --preset $(PRESET_TEST) -j $(JOBS)
	ctest --preset $(PRESET_TEST) -j $(JOBS)

# The other three configurations of DESIGN.md §9 plus the sanitizer build.
test-configs: test-debug test-x86-64-v3 test-portable test-aarch64

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

# find_package(sat2d) after cmake --install, and add_subdirectory, from a consumer project.
test-package:
	.ci/install-deps.sh test
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
