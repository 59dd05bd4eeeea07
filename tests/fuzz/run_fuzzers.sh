#!/usr/bin/env bash
# Builds the readers' fuzz targets (clang, AddressSanitizer + UndefinedBehaviorSanitizer, libFuzzer)
# in a build folder of their own and runs each for a bounded time, starting from seed corpora of
# small valid files. Exits non-zero if any target crashes, trips a sanitizer, leaks, hangs or runs
# out of memory; the input that did it is kept in FUZZ_BUILD_DIR/artifacts/. CI runs it from
# packaging/test.sh.
# Usage: tests/fuzz/run_fuzzers.sh [SECONDS_PER_TARGET]   (default 30; five targets)
# Environment: FUZZ_BUILD_DIR (default build-fuzz), JOBS (parallel build jobs)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-30}
build=${FUZZ_BUILD_DIR:-build-fuzz}
[[ $build == /* ]] || build=$root/$build
command -v clang++ >/dev/null || { echo "run_fuzzers.sh: clang++ is needed (Debian: clang libclang-rt-14-dev)" >&2; exit 1; }

cmake -S "$root" -B "$build" -G Ninja -DISOSCOPE_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" ${JOBS:+--parallel "$JOBS"}

seeds=$build/seeds
rm -rf "$seeds"
"$build/bin/fuzz_make_seeds" "$root/resources" "$seeds"
mkdir -p "$build/artifacts"
failed=()
for target in text word2vec_binary gzip numpy hdf5; do
    corpus=$build/corpus/$target # kept between runs, so that each run starts where the last ended
    mkdir -p "$corpus"
    echo "==> fuzz_$target for $seconds s"
    if ! "$build/bin/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$build/artifacts/$target-" -print_final_stats=1 "$corpus" "$seeds/$target" \
        >"$build/fuzz_$target.log" 2>&1; then
        failed+=("$target")
        tail -n 60 "$build/fuzz_$target.log" >&2
    else
        grep -E "^stat::number_of_executed_units|^Done" "$build/fuzz_$target.log" || true
    fi
done
if ((${#failed[@]} > 0)); then
    echo "run_fuzzers.sh: failed: ${failed[*]} (inputs in $build/artifacts/)" >&2
    exit 1
fi
echo "==> All fuzz targets ran ${seconds} s each without a crash or sanitizer report."
