#!/usr/bin/env bash
# Makes every picture that README.md and docs/user-guide.md show, from the current build, as
# docs/pictures.txt lists them (the one list; tests/tools/docs_pictures.py checks that README.md and
# the guide show no other). Everything offscreen:
#   window     isoscope-docshots --screenshot PICTURE ARGUMENTS, one per line of the list;
#   figures    scripts/make_doc_figures.sh (isoscope-cli figures of the demo analysis);
#   classroom  isoscope-docshots --classroom-screenshots (the lesson steps, the playground, presentation mode);
#   report     scripts/make_report_examples.sh (the demo report's first page);
#   glove6b    scripts/make_doc_figures.sh and scripts/make_beyond_screenshots.sh on the full GloVe 6B
#              100d, where GLOVE (default third_party_downloads/glove.6B.100d.txt) is there; otherwise
#              those pictures are left as they are, and the script says so.
# The build folder must be configured with -DBUILD_TESTING=ON (isoscope-docshots is a developer tool).
#
# Usage: scripts/make_doc_pictures.sh [BUILD_DIR] [PICTURE...]   (default: build; every picture)
#   Naming pictures (as the list does) makes only those.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift || true
[[ $build == /* ]] || build=$PWD/$build
glove=${GLOVE:-$root/third_party_downloads/glove.6B.100d.txt}
app=$build/bin/isoscope-docshots
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
# Model caches and settings of this run go to the temporary folder, not the user's.
export ISOSCOPE_CACHE_DIR=$work/cache XDG_CONFIG_HOME=$work/config

grep -q '^BUILD_TESTING:BOOL=ON$' "$build/CMakeCache.txt" 2>/dev/null ||
    { echo "make_doc_pictures.sh: configure $build with -DBUILD_TESTING=ON first (isoscope-docshots)" >&2; exit 2; }
cmake --build "$build" --target isoscope-docshots isoscope-cli >/dev/null

chosen=("$@")
is_chosen() {
    ((${#chosen[@]} == 0)) && return 0
    local c
    for c in "${chosen[@]}"; do [[ $c == "$1" ]] && return 0; done
    return 1
}

declare -A groups=()
failed=0
while read -r picture shown maker arguments; do
    [[ -z $picture || $picture == \#* ]] && continue
    is_chosen "$picture" || continue
    case $maker in
    window)
        echo "==> $picture: isoscope-docshots $arguments"
        # shellcheck disable=SC2086 # the arguments are words of the list
        "$app" --screenshot "$root/$picture" $arguments || { echo "FAILED: $picture" >&2; failed=1; }
        ;;
    figures | classroom | report | glove6b) groups[$maker]+="$picture " ;;
    *) echo "make_doc_pictures.sh: unknown maker $maker for $picture" >&2; failed=1 ;;
    esac
done <"$root/docs/pictures.txt"

if [[ -n ${groups[figures]:-} || -n ${groups[glove6b]:-} ]]; then
    echo "==> figures: scripts/make_doc_figures.sh"
    GLOVE=$glove "$root/scripts/make_doc_figures.sh" "$build" || failed=1
fi
if [[ -n ${groups[classroom]:-} ]]; then
    echo "==> classroom: isoscope-docshots --classroom-screenshots"
    if "$app" --classroom-screenshots "$work/classroom"; then
        for picture in ${groups[classroom]}; do
            cp "$work/classroom/$(basename "$picture")" "$root/$picture" || failed=1
        done
    else
        failed=1
    fi
fi
if [[ -n ${groups[report]:-} ]]; then
    echo "==> report: scripts/make_report_examples.sh"
    GLOVE=$glove "$root/scripts/make_report_examples.sh" "$build" || failed=1
fi
if [[ -n ${groups[glove6b]:-} ]]; then
    if [[ -f $glove ]]; then
        echo "==> the full GloVe 6B 100d: scripts/make_beyond_screenshots.sh"
        GLOVE=$glove "$root/scripts/make_beyond_screenshots.sh" "$build" || failed=1
    else
        echo "no $glove (scripts/fetch_glove6b.sh): left as they are: ${groups[glove6b]}" >&2
    fi
fi
exit $failed
