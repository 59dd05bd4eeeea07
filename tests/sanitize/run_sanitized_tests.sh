#!/usr/bin/env bash
# Builds the core, the command line and their tests with clang under AddressSanitizer +
# UndefinedBehaviorSanitizer (the configuration -DISOSCOPE_FUZZ=ON, which the readers' fuzz targets
# share, so tests/fuzz/run_fuzzers.sh afterwards builds nothing twice) and runs every core and
# command-line test there (isoscope-cli without figures and report, which need the window's code:
# tests/cli/CMakeLists.txt). Any sanitizer report fails the
# test that made it: UBSan does not recover, ASan stops at the first error and LeakSanitizer reports
# leaks at exit. CI runs it from packaging/test.sh. Debug information is line tables only (the
# sanitizers' reports name function, file and line; variables and types would only slow the build).
# Usage: tests/sanitize/run_sanitized_tests.sh
# Environment: FUZZ_BUILD_DIR (default build-fuzz), JOBS (parallel build jobs), TEST_JOBS (default 2)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${FUZZ_BUILD_DIR:-build-fuzz}
[[ $build == /* ]] || build=$root/$build
command -v clang++ >/dev/null || { echo "run_sanitized_tests.sh: clang++ is needed (Debian: clang libclang-rt-14-dev)" >&2; exit 1; }

cmake -S "$root" -B "$build" -G Ninja -DISOSCOPE_FUZZ=ON -DBUILD_TESTING=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" ${JOBS:+--parallel "$JOBS"}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
ctest --test-dir "$build" -L 'core|cli' --output-on-failure --no-tests=error -j "${TEST_JOBS:-2}"
