#!/usr/bin/env bash
# Import of the full GloVe 6B 100d text (296 MB, fetched by scripts/fetch_glove6b.sh if missing):
# Isoscope's reader, `isoscope-cli import` into the HDF5 cache, pandas read_csv (C engine) and
# gensim load_word2vec_format, side by side in one run, with ratios and peak memory. The peers
# need Debian's python3-pandas and python3-gensim.
# Usage: bench/import_benchmark.sh [BUILD_DIR] [FILE]   (defaults: build, the GloVe 6B 100d text)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
file=${2:-$root/third_party_downloads/glove.6B.100d.txt}
[[ -f $file ]] || "$root/scripts/fetch_glove6b.sh"
/usr/bin/python3 -c 'import pandas, gensim' 2>/dev/null ||
    { echo "needs python3-pandas and python3-gensim: sudo apt-get install -y python3-pandas python3-gensim" >&2; exit 1; }
cmake --build "$build" --target read_embedding >/dev/null
cli=()
if cmake --build "$build" --target isoscope-cli >/dev/null 2>&1; then
    cli=("$build/bin/isoscope-cli")
else
    echo "isoscope-cli does not build here: the import row is left out" >&2
fi
/usr/bin/python3 "$root/bench/import_benchmark.py" "$file" "$build/bin/read_embedding" "${cli[@]}"
