#!/usr/bin/env bash
# ZCA whitening of 100,000 x 768 float32 (synthetic, anisotropic, seeded): Isoscope's fit
# (mean + covariance in one pass over chunks, eigendecomposition, W) and application against numpy
# doing the same with OpenBLAS, side by side in one run, best of 3, with a Markdown table.
# numpy must use OpenBLAS: on Debian 12, `sudo apt-get install libopenblas0-pthread` makes it
# the system BLAS and LAPACK (update-alternatives); the script prints which library numpy loaded.
# Usage: bench/whitening_benchmark.sh [BUILD_DIR] [extra whitening_benchmark.py options]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift || true
cmake --build "$build" --target whitening_benchmark >/dev/null
exec /usr/bin/python3 "$root/bench/whitening_benchmark.py" "$build/bin/whitening_benchmark" "$@"
