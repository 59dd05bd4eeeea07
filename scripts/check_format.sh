#!/usr/bin/env bash
# Checks that every C++ file of the repository is formatted as .clang-format says (clang-format 14,
# Debian 12's; another version can format a few constructs differently). Lists the files that differ
# and exits 1 if any does; with --fix, formats them in place instead.
# Usage: scripts/check_format.sh [--fix]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

formatter=
for candidate in clang-format-14 clang-format; do
    if command -v "$candidate" >/dev/null && "$candidate" --version | grep -q 'version 14\.'; then
        formatter=$candidate
        break
    fi
done
[[ -n $formatter ]] || { echo "check_format.sh: clang-format 14 not found (Debian package clang-format)" >&2; exit 2; }

# The repository's files, as git knows them; never an empty list by accident (a missing git would
# otherwise pass as "all 0 files follow").
command -v git >/dev/null || { echo "check_format.sh: git not found (Debian package git)" >&2; exit 2; }
listed=$(git ls-files '*.cpp' '*.h')
mapfile -t files <<<"$listed"
[[ -n $listed ]] || { echo "check_format.sh: git lists no C++ file here" >&2; exit 2; }
if [[ ${1:-} == --fix ]]; then
    "$formatter" -i "${files[@]}"
    exit 0
fi
# One run over all files; clang-format names each differing place as "FILE:LINE:COL: error: ...".
mapfile -t differing < <("$formatter" --dry-run -Werror "${files[@]}" 2>&1 >/dev/null \
    | sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
if ((${#differing[@]} > 0)); then
    printf 'check_format.sh: %d of %d C++ files differ from .clang-format (scripts/check_format.sh --fix formats them):\n' \
        "${#differing[@]}" "${#files[@]}" >&2
    printf '  %s\n' "${differing[@]}" >&2
    exit 1
fi
echo "check_format.sh: all ${#files[@]} C++ files follow .clang-format"
