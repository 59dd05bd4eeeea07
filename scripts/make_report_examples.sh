#!/usr/bin/env bash
# Regenerates docs/examples/: the paper-ready reports of `isoscope-cli report` (issue 17) for
#   demo/     the demo study (the two bundled subsets: GloVe 6B 100d and word2vec GoogleNews), and
#   glove6b/  the full GloVe 6B 100d (as scripts/fetch_glove6b.sh fetches it),
# each as report.odt, report.html, report.pdf and references.bib, with pictures of the PDF's pages
# (page-N.png, pdftoppm at 60 dpi), and docs/screenshots/report-page1.png, the demo report's
# first page at 100 dpi. Everything offscreen, from the numbers the analysis writes.
#
# Usage: scripts/make_report_examples.sh [BUILD_DIR]   (default: build)
#   GLOVE=path/to/glove.6B.100d.txt   (default: third_party_downloads/glove.6B.100d.txt; that
#                                      part is skipped when the file is not there)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
glove=${GLOVE:-$root/third_party_downloads/glove.6B.100d.txt}
cli=$build/bin/isoscope-cli
out=$root/docs/examples
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
export ISOSCOPE_CACHE_DIR=$work/cache

report() { # results folder, name
    rm -rf "${out:?}/$2"
    "$cli" report "$1" --out "$out/$2" --quiet >/dev/null
    pdftoppm -r 60 -png "$out/$2/report.pdf" "$out/$2/page"
}

"$cli" analyze --demo --out "$work/demo" --quiet >/dev/null
report "$work/demo" demo
pdftoppm -r 100 -png -f 1 -l 1 -singlefile "$out/demo/report.pdf" "$root/docs/screenshots/report-page1"

if [ -f "$glove" ]; then
    "$cli" analyze "GloVe-6B-100d=$glove" --out "$work/glove6b" --quiet >/dev/null
    report "$work/glove6b" glove6b
else
    echo "no $glove: the full GloVe 6B 100d report is left as it is (scripts/fetch_glove6b.sh)" >&2
fi
du -sh "$out"
