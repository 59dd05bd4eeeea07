#!/usr/bin/env bash
# Installs what Isoscope needs (Debian 12), builds it, and starts the app on the bundled demo data.
# Without a display it says so and runs the command-line demo instead. Safe to rerun.
# Usage: sudo packaging/demo.sh      (no sudo needed when root, or when everything is installed)
set -euo pipefail
# shellcheck source=packaging/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
trap print_times EXIT

log "Debian packages for building and running Isoscope"
timed "packages (apt)" install_packages "${ISOSCOPE_BUILD_PACKAGES[@]}"
# The two programs and their data only: the tests are test.sh's business (this configuration has no
# tests unless test.sh turned them on in the same build folder before).
timed "build (isoscope, isoscope-cli)" build_isoscope isoscope isoscope-cli isoscope_data

if [[ -n ${DISPLAY:-} || -n ${WAYLAND_DISPLAY:-} ]]; then
    log "Starting Isoscope"
    as_owner "$BUILD_DIR/bin/isoscope"
else
    log "No display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the window cannot open."
    log "Running the command-line demo instead: isoscope-cli analyze --demo"
    timed "command-line demo" as_owner "$BUILD_DIR/bin/isoscope-cli" analyze --demo
fi
