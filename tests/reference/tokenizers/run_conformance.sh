#!/usr/bin/env bash
# Isoscope's tokenizers against Hugging Face's engine (the npm package `tokenizers`), as the test
# tokenizers_hf_engine runs it: the conformance program writes the code-point sweep, the engine
# (hf_reference.js) builds the model folders and encodes every case, the program compares.
# Usage: run_conformance.sh NODE_MODULES_DIR OUT_DIR CONFORMANCE_PROGRAM REPO_ROOT
set -euo pipefail
node_modules=$1 out=$2 program=$3 repo=$4
mkdir -p "$out"
"$program" --write-sweep "$out/sweep_input.jsonl"
NODE_PATH=$node_modules node "$(dirname "$0")/hf_reference.js" "$repo" "$out" "$out/sweep_input.jsonl"
"$program" "$out"
