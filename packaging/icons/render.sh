#!/usr/bin/env bash
# Renders the scalable icon into the PNG sizes that are installed beside it
# (share/icons/hicolor/NxN/apps). The PNGs are committed; rerun this after changing the SVG.
# Needs rsvg-convert (Debian: librsvg2-bin) and optipng when available.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "png/${size}"
    rsvg-convert --width "$size" --height "$size" org.isoscope.Isoscope.svg -o "png/${size}/org.isoscope.Isoscope.png"
    if command -v optipng >/dev/null; then optipng -quiet -o5 "png/${size}/org.isoscope.Isoscope.png"; fi
done
