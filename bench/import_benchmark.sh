#!/usr/bin/env bash
# First import of the model files people really use, side by side in one run: the full GloVe 6B
# 100d text (296 MB, fetched by scripts/fetch_glove6b.sh if missing), a synthetic 3,000,000 x 300
# word2vec binary (the GoogleNews shape, 3.6 GB) and a synthetic 2,200,000 x 300 GloVe text (the
# GloVe 840B shape, about 5.6 GB), the two made once with NumPy by bench/make_large_files.py and
# reused. Isoscope's reader and first import, gensim and pandas (text), best of 3, with peak memory
# and the machine's own limits (cat of the file, dd of as many bytes with fsync) beside them.
# The peers need Debian's python3-numpy, python3-pandas and python3-gensim. The large files need
# about 10 GB of disk, their imports as much again while they run.
# Usage: bench/import_benchmark.sh [BUILD_DIR] [FILE...]
#   FILE... defaults to the three above; the synthetic ones live in $ISOSCOPE_BENCH_DATA (default
#   /work/data/bench where it exists, else third_party_downloads/bench).
#   ISOSCOPE_BENCH_RUNS=N changes the 3 runs; ISOSCOPE_BENCH_SKIP=gensim,pandas leaves tools out.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift || true
/usr/bin/python3 -c 'import numpy, pandas, gensim' 2>/dev/null ||
    { echo "needs python3-numpy, python3-pandas and python3-gensim: sudo apt-get install -y python3-pandas python3-gensim" >&2; exit 1; }
files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
    glove=$root/third_party_downloads/glove.6B.100d.txt
    [[ -f $glove || ! -f /work/data/glove/glove.6B.100d.txt ]] || glove=/work/data/glove/glove.6B.100d.txt
    [[ -f $glove ]] || "$root/scripts/fetch_glove6b.sh"
    data=${ISOSCOPE_BENCH_DATA:-}
    if [[ -z $data ]]; then
        if [[ -d /work/data ]]; then data=/work/data/bench; else data=$root/third_party_downloads/bench; fi
    fi
    nice -n 10 /usr/bin/python3 "$root/bench/make_large_files.py" "$data" >&2
    files=("$glove" "$data/googlenews-shape.bin" "$data/glove840b-shape.txt")
fi
cmake --build "$build" --target read_embedding isoscope-cli >/dev/null
/usr/bin/python3 "$root/bench/import_benchmark.py" "$build/bin/read_embedding" "$build/bin/isoscope-cli" \
    "${files[@]}" --runs "${ISOSCOPE_BENCH_RUNS:-3}" --skip "${ISOSCOPE_BENCH_SKIP:-none}"
