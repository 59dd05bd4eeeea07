#!/usr/bin/env bash
# Installs Hugging Face's tokenizer engine (npm `tokenizers`, pinned by package-lock.json) into
# DIR/node_modules from the npm registry, as the test fixture tokenizers_npm_ci runs it. npm keeps
# its download in ~/.npm, so a second run does not download again.
# Usage: install_engine.sh DIR
set -euo pipefail
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
command -v npm >/dev/null || { echo "install_engine.sh: npm is needed (Debian: nodejs npm; packaging/common.sh installs them)" >&2; exit 1; }
mkdir -p "$dir"
cp "$here/package.json" "$here/package-lock.json" "$dir/"
cd "$dir"
npm ci --no-audit --no-fund --loglevel=error
node -e "require('tokenizers'); console.log('tokenizers ' + require('tokenizers/package.json').version + ' on Node.js ' + process.version)"
