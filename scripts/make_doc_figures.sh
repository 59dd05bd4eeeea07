#!/usr/bin/env bash
# Regenerates docs/figures/: the paper's figures (cosine heatmap per model, explained variance,
# eigenvalue spectrum, effect-size grid, before/after scatter) exported as PNG, SVG and PDF by
# `isoscope-cli figures`, with pictures of the app's Figures page for each (`isoscope-docshots
# --figures-tab`, tools/docshots: pictures of the window are not the shipped program's work), for
#   demo/     the demo study (the two bundled subsets: GloVe 6B 100d and word2vec GoogleNews), and
#   glove6b/  the full GloVe 6B 100d (341,479 x 100, as scripts/fetch_glove6b.sh fetches it).
# Everything offscreen, from the numbers the analysis writes. The pictures of the window are
# scripts/make_doc_pictures.sh's (docs/pictures.txt), which runs this script too.
#
# Usage: scripts/make_doc_figures.sh [BUILD_DIR]   (default: build)
#   GLOVE=path/to/glove.6B.100d.txt   (default: third_party_downloads/glove.6B.100d.txt, as
#                                      scripts/fetch_glove6b.sh puts it; that part is skipped
#                                      when the file is not there)
#   DPI=150                           PNG resolution (and that of the heatmaps inside SVG/PDF).
#                                     150 keeps the repository small; exports default to 300.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
glove=${GLOVE:-$root/third_party_downloads/glove.6B.100d.txt}
dpi=${DPI:-150}
cli=$build/bin/isoscope-cli
docshots=$build/bin/isoscope-docshots
out=$root/docs/figures
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
# Model caches of this run go to the temporary folder, not the user's.
export ISOSCOPE_CACHE_DIR=$work/cache

cmake --build "$build" --target isoscope-cli isoscope-docshots >/dev/null

figures() { # results folder, name
    rm -rf "${out:?}/$2"
    "$cli" figures "$1" --out "$out/$2" --format png,svg,pdf --dpi "$dpi" --width-mm 180 --quiet
    "$docshots" --figures-tab "$out/$2" --results "$1" >/dev/null
}

"$cli" analyze --demo --out "$work/demo" --quiet >/dev/null
figures "$work/demo" demo

if [ -f "$glove" ]; then
    "$cli" analyze "GloVe-6B-100d=$glove" --out "$work/glove6b" --quiet >/dev/null
    figures "$work/glove6b" glove6b
else
    echo "no $glove: the full GloVe 6B 100d figures are left as they are (scripts/fetch_glove6b.sh)" >&2
fi

du -sh "$out"
