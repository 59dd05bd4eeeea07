#!/usr/bin/env bash
# The README's hard-debiasing example: every suite of a model raw, ZCA-whitened, hard-debiased
# (Bolukbasi et al. 2016) and debiased + whitened, with WEAT (d and p) and the five measures of
# WEFE (docs/measures.md), from one run of `isoscope-cli calibrations --calibrations debias`.
# Prints two Markdown tables: WEAT of the gender suites W6-W8 in the four columns, and every
# measure of W6-W8 in the four columns.
# Usage: scripts/debias_glove6b.sh BUILD_DIR MODEL_FILE OUT_DIR [more calibrations options]
set -euo pipefail
build=$1 model=$2 out=$3
shift 3
mkdir -p "$out"
"$build/bin/isoscope-cli" calibrations "glove=$model" --calibrations debias --measures weat,rnd,mac,ect,ripa,rnsb \
    --quiet --out "$out" "$@" >/dev/null
/usr/bin/python3 - "$out" <<'PY'
import csv, sys
out = sys.argv[1]
weat = {}
for row in csv.DictReader(open(f"{out}/calibrations.csv")):
    weat[(row["suite"], row["calibration"])] = row
def cell(d, p):
    return "-" if d == "NA" else f"{float(d):.2f} (p {float(p):.2g})"
print("| suite | raw d | ZCA d | debiased d | debiased + ZCA d | raw -> debiased | debiased -> debiased + ZCA |")
print("|---|---:|---:|---:|---:|---|---|")
for suite in ("W6", "W7", "W8"):
    z, d, dz = weat[(suite, "zca")], weat[(suite, "debias")], weat[(suite, "debias+zca")]
    print(f"| {suite} | {cell(z['effect_size_raw'], z['p_raw'])} | {cell(z['effect_size'], z['p'])} | "
          f"{cell(d['effect_size'], d['p'])} | {cell(dz['effect_size'], dz['p'])} | {d['change']} | {dz['change']} |")
print()
print("| suite | measure | subquery | raw | ZCA | debiased | debiased + ZCA |")
print("|---|---|---|---:|---:|---:|---:|")
for row in csv.DictReader(open(f"{out}/measures.csv")):
    if row["suite"] not in ("W6", "W7", "W8") or row["measure"] == "weat":
        continue
    values = [row[c] for c in ("raw", "zca", "debiased", "debiased_zca")]
    print(f"| {row['suite']} | {row['measure'].upper()} | {row['subquery']} | " +
          " | ".join("-" if v == "NA" else f"{float(v):.3g}" for v in values) + " |")
PY
