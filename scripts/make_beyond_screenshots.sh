#!/usr/bin/env bash
# Regenerates the pictures of the Calibrations and SC-WEAT pages and of the Results table with
# Holm's correction and the bootstrap intervals on the full GloVe 6B 100d (341,479 x 100, as
# scripts/fetch_glove6b.sh fetches it): the window at 1280 x 800 (docs/screenshots/
# calibrations-glove6b.png, scweat-glove6b.png, results-holm-glove6b.png) and two figures exported as
# PNG, SVG and PDF (docs/figures/beyond/calibrations-scatter-glove6b.*, scweat-glove6b.*), all
# offscreen, with the study's default options (reference top 100,000, epsilon 0.001, seed 42).
#
# Usage: scripts/make_beyond_screenshots.sh [BUILD_DIR]   (default: build)
#   GLOVE=path/to/glove.6B.100d.txt   (default: third_party_downloads/glove.6B.100d.txt)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
glove=${GLOVE:-$root/third_party_downloads/glove.6B.100d.txt}
app=$build/bin/isoscope-docshots # the pictures of the window: tools/docshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
# Model caches of this run go to the temporary folder, not the user's.
export ISOSCOPE_CACHE_DIR=$work/cache
if [ ! -f "$glove" ]; then
    echo "no $glove (scripts/fetch_glove6b.sh)" >&2
    exit 1
fi
cmake --build "$build" --target isoscope-docshots >/dev/null
figures=$root/docs/figures/beyond
mkdir -p "$figures" "$work/calibrations" "$work/scweat"

# Every suite under ZCA, mean-centring, all-but-the-top (D = d/100 = 1) and PCA whitening.
"$app" --screenshot "$root/docs/screenshots/calibrations-glove6b.png" --model "$glove" --show calibrations \
    --export-figures "$work/calibrations"
for ext in png svg pdf; do
    cp "$work/calibrations/calibrations_scatter.$ext" "$figures/calibrations-scatter-glove6b.$ext"
done

# Occupation words against W7's male and female terms.
"$app" --screenshot "$root/docs/screenshots/scweat-glove6b.png" --model "$glove" --show scweat --suite W7 \
    --targets engineer,scientist,programmer,doctor,carpenter,nurse,teacher,librarian,homemaker,receptionist \
    --export-figures "$work/scweat"
for ext in png svg pdf; do
    cp "$work/scweat/sc_weat.$ext" "$figures/scweat-glove6b.$ext"
done
# The WEAT table with Holm-adjusted p beside the unadjusted ones and the 95% bootstrap intervals.
"$app" --screenshot "$root/docs/screenshots/results-holm-glove6b.png" --model "$glove" --run --show results-holm
du -sh "$figures"
