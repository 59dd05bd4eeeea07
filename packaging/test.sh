#!/usr/bin/env bash
# Installs what the build and the tests need (Debian 12), builds everything and runs every test.
# Exits non-zero if the build or any test fails; nothing is skipped (a test that skips itself fails).
# Safe to rerun. Prints each stage's time at the end.
# Usage: sudo packaging/test.sh      (no sudo needed when root, or when everything is installed)
# Environment: BUILD_DIR, JOBS (see common.sh); TEST_JOBS, tests run at once (default 2);
# FUZZ_SECONDS, how long each of the readers' six fuzz targets runs, two at a time (default 20; 0 skips fuzzing);
# SANITIZE=0 skips running the core and command-line tests again under AddressSanitizer + UndefinedBehaviorSanitizer
# (tests/sanitize/run_sanitized_tests.sh, with their own build, which the fuzz targets then share);
# PACKAGE=0 skips building, installing and checking the Debian package (deb.sh). CI sets none of these.
set -euo pipefail
# shellcheck source=packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
logs=$(mktemp -d)
trap 'print_times; rm -rf "$logs"' EXIT

log "Debian packages for building, testing and packaging Isoscope"
timed "packages (apt)" install_packages "${ISOSCOPE_BUILD_PACKAGES[@]}" "${ISOSCOPE_TEST_PACKAGES[@]}" \
    "${ISOSCOPE_PACKAGE_PACKAGES[@]}"
# Every C++ file as .clang-format says (seconds; before the build, so that a misformatted change fails fast).
log "Checking the C++ formatting (scripts/check_format.sh)"
timed "format (clang-format)" as_owner "$ISOSCOPE_ROOT/scripts/check_format.sh"
# With the tests, benchmarks and developer tools (BUILD_TESTING), warnings as errors (common.sh).
CMAKE_ARGS="-DBUILD_TESTING=ON" timed "build (everything, with the tests)" build_isoscope all

# tst_storagefaults fills a real 1 MiB file system. The tests run as the checkout's owner, who cannot
# mount one, so with root this mounts an empty tmpfs of 1 MiB, owned by the owner, for one test run and
# names it in ISOSCOPE_TEST_SMALL_TMPFS (without root the test mounts its own, or fails saying why).
with_small_tmpfs() {
    if ((EUID != 0)); then
        "$@"
        return
    fi
    local dir status=0
    dir=$(mktemp -d)
    mount -t tmpfs -o "size=1m,mode=0700,uid=$(stat -c %u "$ISOSCOPE_ROOT"),gid=$(stat -c %g "$ISOSCOPE_ROOT")" \
        isoscope-small "$dir"
    (export ISOSCOPE_TEST_SMALL_TMPFS=$dir && "$@") || status=$?
    umount "$dir" && rmdir "$dir"
    return $status
}

# One ctest run over every test, two at a time; the time each label's tests took (the sum of their
# times, from ctest's label summary) is listed under it.
run_tests() {
    local status=0
    rm -f "$BUILD_DIR"/tests/hostile-tally/*.txt # each hostile test writes its tally anew
    with_small_tmpfs as_owner ctest --test-dir "$BUILD_DIR" --output-on-failure --no-tests=error \
        -j "${TEST_JOBS:-2}" 2>&1 | tee "$logs/ctest.log" || status=$?
    return $status
}
log "Running the tests"
tests_status=0
timed "tests (ctest -j${TEST_JOBS:-2}, every label)" run_tests || tests_status=$?
while read -r label _ seconds _; do
    time_note "$(printf 'label %-12s %8s  (sum of its tests'"'"' times)' "$label" "$(duration "${seconds%.*}")")"
done < <(sed -n '/^Label Time Summary:/,/^$/p' "$logs/ctest.log" | grep ' sec\*proc')
((tests_status == 0)) || die "tests failed (above)"
passed=$(grep -Eo '[0-9]+ tests failed out of [0-9]+' "$logs/ctest.log" | awk '{print $NF}')
# The hostile suite (ctest -L hostile, issue 31) in one line: its cases and what became of them.
hostile=$(/usr/bin/python3 "$ISOSCOPE_ROOT/tests/hostile/summarize.py" "$BUILD_DIR") ||
    die "the hostile suite's tally is incomplete (above)"
log "$hostile"
time_note "$hostile"

if [[ ${PACKAGE:-1} != 0 ]]; then
    log "Building, installing and checking the Debian package (packaging/deb.sh)"
    timed "package (deb.sh)" "$ISOSCOPE_ROOT/packaging/deb.sh"
fi
if [[ ${SANITIZE:-1} != 0 ]]; then
    log "Core and command-line tests under AddressSanitizer + UndefinedBehaviorSanitizer (tests/sanitize/run_sanitized_tests.sh)"
    run_sanitized() {
        local status=0
        with_small_tmpfs as_owner env ${JOBS:+JOBS="$JOBS"} TEST_JOBS="${TEST_JOBS:-2}" \
            "$ISOSCOPE_ROOT/tests/sanitize/run_sanitized_tests.sh" 2>&1 | tee "$logs/sanitized.log" || status=$?
        return $status
    }
    timed "sanitizers (clang build, core and cli tests)" run_sanitized
    sanitized=$(grep -Eo '[0-9]+ tests failed out of [0-9]+' "$logs/sanitized.log" | awk '{print $NF}')
    passed=$((passed + sanitized))
fi
if [[ ${FUZZ_SECONDS:-20} != 0 ]]; then
    log "Fuzzing the readers, ${FUZZ_SECONDS:-20} s per target (tests/fuzz/run_fuzzers.sh)"
    timed "fuzzing (${FUZZ_SECONDS:-20} s per target)" \
        as_owner env ${JOBS:+JOBS="$JOBS"} "$ISOSCOPE_ROOT/tests/fuzz/run_fuzzers.sh" "${FUZZ_SECONDS:-20}"
fi
log "All tests passed."
# Every test run above, the sanitized ones counted again (ctest's count; any failure stopped the script).
printf 'tests: %d passed, 0 failed\n' "$passed"
printf '%s\n' "$hostile"
