#!/usr/bin/env bash
# Installs what the build and the tests need (Debian 12), builds everything and runs every test.
# Exits non-zero if the build or any test fails. Safe to rerun.
# Usage: sudo packaging/test.sh      (no sudo needed when root, or when everything is installed)
# Environment: BUILD_DIR, JOBS (see common.sh); TEST_JOBS, tests run at once (default 2);
# FUZZ_SECONDS, how long each of the readers' six fuzz targets runs, two at a time (default 20; 0 skips fuzzing);
# SANITIZE=0 skips running the core and command-line tests again under AddressSanitizer + UndefinedBehaviorSanitizer
# (tests/sanitize/run_sanitized_tests.sh: about 7 minutes on 2 cores with their build, which the
# fuzz targets then share); PACKAGE=0 skips building, installing and checking the Debian package (deb.sh).
set -euo pipefail
# shellcheck source=packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

install_packages "${ISOSCOPE_BUILD_PACKAGES[@]}" "${ISOSCOPE_TEST_PACKAGES[@]}" "${ISOSCOPE_PACKAGE_PACKAGES[@]}"
# Every C++ file as .clang-format says (seconds; before the build, so that a misformatted change fails fast).
log "Checking the C++ formatting (scripts/check_format.sh)"
as_owner "$ISOSCOPE_ROOT/scripts/check_format.sh"
# Warnings are errors here: a change that adds one does not pass.
CMAKE_ARGS="-DISOSCOPE_WERROR=ON" build_isoscope all

log "Running the tests"
as_owner ctest --test-dir "$BUILD_DIR" --output-on-failure --no-tests=error -j "${TEST_JOBS:-2}"
if [[ ${PACKAGE:-1} != 0 ]]; then
    log "Building, installing and checking the Debian package (packaging/deb.sh)"
    "$ISOSCOPE_ROOT/packaging/deb.sh"
fi
if [[ ${SANITIZE:-1} != 0 ]]; then
    log "Core and command-line tests under AddressSanitizer + UndefinedBehaviorSanitizer (tests/sanitize/run_sanitized_tests.sh)"
    as_owner env ${JOBS:+JOBS="$JOBS"} TEST_JOBS="${TEST_JOBS:-2}" "$ISOSCOPE_ROOT/tests/sanitize/run_sanitized_tests.sh"
fi
if [[ ${FUZZ_SECONDS:-20} != 0 ]]; then
    log "Fuzzing the readers, ${FUZZ_SECONDS:-20} s per target (tests/fuzz/run_fuzzers.sh)"
    as_owner env ${JOBS:+JOBS="$JOBS"} "$ISOSCOPE_ROOT/tests/fuzz/run_fuzzers.sh" "${FUZZ_SECONDS:-20}"
fi
log "All tests passed."
