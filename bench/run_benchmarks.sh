#!/usr/bin/env bash
# Ten WEAT suites, raw + whitened, 100,000 permutations, on the GloVe 6B 100d demo model:
# Isoscope (Google Benchmark, BM_TenSuitesBothSpaces) against the numpy peer, in one run, with
# the ratio. Usage: bench/run_benchmarks.sh [BUILD_DIR]   (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
cmake --build "$build" --target bench_analysis >/dev/null
ours_ms=$("$build/bin/bench_analysis" --benchmark_filter=BM_TenSuitesBothSpaces --benchmark_repetitions=5 \
    --benchmark_report_aggregates_only=true --benchmark_format=json 2>/dev/null |
    /usr/bin/python3 -c 'import json,sys; r=[b for b in json.load(sys.stdin)["benchmarks"] if b["name"].endswith("_median")][0]; print(r["real_time"])')
peer_s=$(/usr/bin/python3 "$root/bench/weat_numpy_peer.py" "$root/resources" 5)
/usr/bin/python3 - "$ours_ms" "$peer_s" <<'PY'
import sys
ours = float(sys.argv[1]) / 1000
peer = float(sys.argv[2])
print("| ten suites x raw + whitened, 100,000 permutations | seconds |")
print("|---|---:|")
print(f"| Isoscope (C++, median of 5) | {ours:.3f} |")
print(f"| numpy, vectorised (best of 5) | {peer:.3f} |")
print(f"| ratio numpy / Isoscope | {peer / ours:.1f}x |")
PY
