#!/usr/bin/env bash
# Brings the .ts files up to date with the sources, as the isoscope_ui_lupdate build target does:
# new texts appear unfinished, texts no longer in the sources are dropped. Then translate the
# unfinished ones (Qt Linguist, or by hand) and check with translations/check_translations.py.
# Usage: translations/update.sh [path to lupdate]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lupdate=${1:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}
cd "$root"
# The same sources as translations/CMakeLists.txt: ui/ and the GUI's main.cpp (isoscope-cli, in
# app/cli/, speaks English).
mapfile -t sources < <(find ui -name '*.cpp' -o -name '*.h' | sort)
for language in de zh_CN; do
    "$lupdate" -no-obsolete -locations none -I . "${sources[@]}" app/main.cpp -target-language "$language" \
        -ts "translations/isoscope_$language.ts"
done
# English, the sources' language: only the texts with %n, whose singular and plural forms are written
# there ("%n model" and "%n models" for "%n model(s)").
"$lupdate" -no-obsolete -locations none -pluralonly -I . "${sources[@]}" app/main.cpp -target-language en \
    -ts translations/isoscope_en.ts
