#!/usr/bin/env bash
# Regenerates docs/figures/: the paper's figures (cosine heatmap per model, explained variance,
# eigenvalue spectrum, effect-size grid, before/after scatter) exported as PNG, SVG and PDF by
# `isoscope-cli figures`, with pictures of the app's Figures page for each, for
#   demo/     the demo study (the two bundled subsets: GloVe 6B 100d and word2vec GoogleNews), and
#   glove6b/  the full GloVe 6B 100d (341,479 x 100, as scripts/fetch_glove6b.sh fetches it),
# and docs/screenshots/study-figures*.png and study-drilldown*.png, the main window on its Figures
# page and a result's drill-down after a run of the demo study. Everything offscreen, from the
# numbers the analysis writes.
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
app=$build/bin/isoscope
out=$root/docs/figures
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
# Model caches of this run go to the temporary folder, not the user's.
export ISOSCOPE_CACHE_DIR=$work/cache

cmake --build "$build" --target isoscope isoscope-cli >/dev/null

figures() { # results folder, name
    rm -rf "${out:?}/$2"
    "$cli" figures "$1" --out "$out/$2" --format png,svg,pdf --dpi "$dpi" --width-mm 180 \
        --screenshots "$out/$2" --quiet
}

"$cli" analyze --demo --out "$work/demo" --quiet >/dev/null
figures "$work/demo" demo

if [ -f "$glove" ]; then
    "$cli" analyze "GloVe-6B-100d=$glove" --out "$work/glove6b" --quiet >/dev/null
    figures "$work/glove6b" glove6b
else
    echo "no $glove: the full GloVe 6B 100d figures are left as they are (scripts/fetch_glove6b.sh)" >&2
fi

# The main window itself, on its Figures page after a run of the demo study.
"$app" --screenshot "$root/docs/screenshots/study-figures.png" --demo-study --run --show figures
"$app" --screenshot "$root/docs/screenshots/study-figures-grid.png" --demo-study --run --show figures-grid
"$app" --screenshot "$root/docs/screenshots/study-figures-scatter.png" --demo-study --run --show figures-scatter
# A result's drill-down with its two figures: the permutation test and the words' s(w).
"$app" --screenshot "$root/docs/screenshots/study-drilldown.png" --demo-study --run --show drilldown
"$app" --screenshot "$root/docs/screenshots/study-drilldown-words.png" --demo-study --run --show drilldown-words
# The ML-EAT levels of the same result, and Table 3 with STS-B.
"$app" --screenshot "$root/docs/screenshots/study-drilldown-levels.png" --demo-study --run --show drilldown-levels
"$app" --screenshot "$root/docs/screenshots/study-results-similarity.png" --demo-study --run --show results-similarity
du -sh "$out"
