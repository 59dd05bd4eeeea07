#!/usr/bin/env bash
# Builds the Debian package (CPack) from the build folder, installs it with dpkg, checks the
# installed program and removes the package again. test.sh runs it after the tests.
#
# The checks, all on the installed files only (run from /, in an empty environment, with a fresh
# HOME, so nothing of the checkout or the build folder can be found):
#   - /usr/bin/isoscope-cli analyze --demo reads its data from /usr/share/isoscope and writes the
#     same tables as the build folder's isoscope-cli;
#   - /usr/bin/isoscope --self-test starts the window offscreen, opens the user guide and runs the
#     demo study (see app/selftest.h);
#   - desktop-file-validate and appstreamcli validate on the installed desktop file and AppStream
#     metadata, and appstreamcli validate-tree on the package's files;
#   - a .isoscope file has the study's MIME type and Isoscope opens it (the databases dpkg's
#     triggers update from the installed files);
#   - every shared library the two programs and the Qt plugins they load need belongs to a package
#     that the .deb depends on, directly or through those packages' own dependencies: what a clean
#     Debian 12 would install with it is enough.
#
# Usage: sudo packaging/deb.sh      (building the .deb needs no root; installing it does)
# Environment: BUILD_DIR, JOBS (see common.sh); KEEP_PACKAGE=1 leaves the package installed.
set -euo pipefail
# shellcheck source=packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

install_packages "${ISOSCOPE_BUILD_PACKAGES[@]}" "${ISOSCOPE_PACKAGE_PACKAGES[@]}"
build_isoscope isoscope isoscope-cli

log "Building the Debian package (cpack -G DEB)"
as_owner rm -f "$BUILD_DIR"/package/isoscope_*.deb
(cd "$BUILD_DIR" && as_owner cpack -G DEB --config CPackConfig.cmake)
debs=("$BUILD_DIR"/package/isoscope_*.deb)
if ((${#debs[@]} != 1)) || [[ ! -f ${debs[0]} ]]; then
    die "cpack did not write one package into $BUILD_DIR/package"
fi
deb=${debs[0]}
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

if ((EUID != 0)); then
    log "Built $deb. Installing and checking it needs root: run 'sudo $0'."
    exit 0
fi

work=$(mktemp -d)
installed=0
cleanup() {
    if ((installed)) && [[ ${KEEP_PACKAGE:-0} != 1 ]]; then
        log "Removing the package again (KEEP_PACKAGE=1 keeps it)"
        dpkg --purge isoscope >/dev/null
    fi
    rm -rf "$work"
}
trap cleanup EXIT

log "Installing $(basename "$deb") with dpkg -i"
export DEBIAN_FRONTEND=noninteractive
if ! dpkg -i "$deb"; then
    log "Installing the missing dependencies (apt-get -f install)"
    apt-get update
    apt-get -f install -y --no-install-recommends
fi
installed=1
[[ $(dpkg-query -W -f='${db:Status-Abbrev}' isoscope) == ii* ]] || die "the package is not installed"
log "Installed: $(dpkg-query -W -f='${Package} ${Version}; Depends: ${Depends}' isoscope)"

# Runs a command from / in an empty environment with a fresh home, cache and configuration.
mkdir -p "$work/home"
run_installed() {
    (cd / && env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8 "$@")
}

log "Checking the installed isoscope-cli: --version and analyze --demo, from /"
# The second line names the BLAS/LAPACK the installed program loads: OpenBLAS, through the package's
# dependency on libopenblas0 (and the kernel it picked for this processor).
version=$(run_installed /usr/bin/isoscope-cli --version)
printf '%s\n' "$version"
grep -q '^BLAS/LAPACK: OpenBLAS .*, kernel [^,]*, .*: /.*/libopenblas[^/]*$' <<<"$version" ||
    die "the installed isoscope-cli does not run on OpenBLAS"
run_installed /usr/bin/isoscope-cli analyze --demo --quiet --out "$work/installed" >/dev/null
# The demo models' paths in results.json say where the data was read from.
paths=$(grep -o '"path": *"[^"]*"' "$work/installed/results.json" | sed 's/.*: *"//; s/"$//')
[[ -n $paths ]] || die "results.json of the installed isoscope-cli names no model path"
while read -r path; do
    [[ $path == /usr/share/isoscope/embeddings/* ]] || die "the installed isoscope-cli read $path, not a file of the package"
    printf '    read %s\n' "$path"
done <<<"$paths"
# The build folder's program runs in the same empty environment: OpenBLAS picks its kernels from
# the processor unless OPENBLAS_CORETYPE says otherwise, and another kernel may change the last
# digit of the whitened numbers.
run_installed "$BUILD_DIR/bin/isoscope-cli" analyze --demo --quiet --no-cache --out "$work/built" >/dev/null
for table in weat.csv anisotropy.csv similarity.csv; do
    cmp "$work/built/$table" "$work/installed/$table" ||
        die "$table of the installed isoscope-cli differs from the build folder's"
done
printf '    weat.csv (%d rows), anisotropy.csv and similarity.csv are the same as the build folder'"'"'s\n' \
    "$(($(wc -l <"$work/installed/weat.csv") - 1))"

log "Starting the installed window offscreen: isoscope --self-test"
run_installed /usr/bin/isoscope --version
run_installed env QT_QPA_PLATFORM=offscreen /usr/bin/isoscope --self-test | tee "$work/self-test.txt"
grep -q '^ok: built-in data folder: /usr/share/isoscope$' "$work/self-test.txt" ||
    die "the installed window did not take its data from /usr/share/isoscope"
grep -q '^ok: Help > User Guide opens /usr/share/isoscope/doc/user-guide.md$' "$work/self-test.txt" ||
    die "the installed window did not open the installed user guide"

log "Validating the desktop file and the AppStream metadata"
desktop-file-validate /usr/share/applications/org.isoscope.Isoscope.desktop
appstreamcli validate --no-net /usr/share/metainfo/org.isoscope.Isoscope.metainfo.xml
dpkg-deb -x "$deb" "$work/root"
appstreamcli validate-tree --no-net "$work/root"
for icon in scalable/apps/org.isoscope.Isoscope.svg 16x16/apps/org.isoscope.Isoscope.png \
    48x48/apps/org.isoscope.Isoscope.png 256x256/apps/org.isoscope.Isoscope.png \
    512x512/apps/org.isoscope.Isoscope.png; do
    [[ -s /usr/share/icons/hicolor/$icon ]] || die "icon missing: /usr/share/icons/hicolor/$icon"
done

log "Checking that a file manager opens a .isoscope file with Isoscope"
# What dpkg's triggers made of the installed files (update-mime-database, update-desktop-database):
# the file type of *.isoscope, and Isoscope as the program for it.
grep -qx '50:application/x-isoscope-study:\*\.isoscope' /usr/share/mime/globs2 ||
    die "/usr/share/mime/globs2 does not map *.isoscope to application/x-isoscope-study"
grep -q '^application/x-isoscope-study=.*org\.isoscope\.Isoscope\.desktop' /usr/share/applications/mimeinfo.cache ||
    die "/usr/share/applications/mimeinfo.cache does not name Isoscope for application/x-isoscope-study"
printf '    *.isoscope is application/x-isoscope-study, opened by org.isoscope.Isoscope.desktop (isoscope %%f)\n'

log "Checking that the package's dependencies cover every shared library the programs load"
# The packages isoscope depends on, and theirs, recursively (alternatives: those installed).
declare -A closure=()
pending=(isoscope)
while ((${#pending[@]})); do
    package=${pending[-1]}
    unset 'pending[-1]'
    [[ -n ${closure[$package]:-} ]] && continue
    closure[$package]=1
    depends=$(dpkg-query -W -f='${Depends}, ${Pre-Depends}' "$package" 2>/dev/null || true)
    for dependency in $(tr ',|' '\n' <<<"$depends" | sed 's/(.*)//; s/:any//; s/ //g' | sort -u); do
        [[ -n $dependency ]] || continue
        # A virtual package: whatever installed package provides it.
        real=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "$dependency" 2>/dev/null | awk '/^ii/ {print $2}')
        [[ -n $real ]] || real=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package} ${Provides}\n' 2>/dev/null |
            awk -v want="$dependency" '/^ii/ { for (i = 3; i <= NF; ++i) { p = $i; sub(/,$/, "", p); if (p == want) print $2 } }')
        for r in $real; do pending+=("$r"); done
    done
done
qtplugins=$(dpkg-query -L libqt6gui6 libqt6svg6 | grep -E '/qt6/plugins/(platforms/libq(xcb|offscreen)|imageformats/libqsvg|iconengines/libqsvgicon)\.so$')
owner() {
    local file=$1 candidate
    for candidate in "$file" "$(realpath "$file")" "${file#/usr}" "/usr${file}"; do
        dpkg-query -S "$candidate" 2>/dev/null | head -n1 | cut -d: -f1 && return 0
    done
    return 1
}
missing=()
checked=0
# shellcheck disable=SC2086
for library in $(ldd /usr/bin/isoscope /usr/bin/isoscope-cli $qtplugins | awk '/=> \// {print $3}' | sort -u); do
    package=$(owner "$library") || die "no package owns $library"
    checked=$((checked + 1))
    [[ -n ${closure[$package]:-} ]] || missing+=("$library ($package)")
done
((${#missing[@]} == 0)) || die "libraries from packages the .deb does not depend on: ${missing[*]}"
printf '    %d libraries, all from the %d packages isoscope pulls in\n' "$checked" "${#closure[@]}"

log "The Debian package works: $deb"
