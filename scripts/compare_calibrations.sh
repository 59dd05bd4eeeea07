#!/usr/bin/env bash
# Runs `isoscope-cli analyze` on one model once per calibration (zca, center, abtt, pca; see
# docs/beyond-the-paper.md) and prints a Markdown table: per suite, raw d and p, then each
# calibration's d, p and change class, and its d minus ZCA's d.
# Usage: scripts/compare_calibrations.sh BUILD_DIR MODEL_FILE OUT_DIR [more analyze options]
set -euo pipefail
build=$1 model=$2 out=$3
shift 3
mkdir -p "$out"
for calibration in zca center abtt pca; do
    "$build/bin/isoscope-cli" analyze "model=$model" --calibration "$calibration" --similarity none --quiet \
        --out "$out/$calibration" "$@" >/dev/null
done
/usr/bin/python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
names = ["zca", "center", "abtt", "pca"]
runs = {n: json.load(open(f"{out}/{n}/results.json")) for n in names}
model = runs["zca"]["models"][0]
abtt = runs["abtt"]["models"][0]["whitening"].get("components_removed")
print(f"Model {model['name']} ({model['vocab_size']} x {model['dims']}), reference {runs['zca']['conventions']['reference']}, "
      f"epsilon {runs['zca']['conventions']['epsilon']}; abtt removes D = {abtt} components\n")
print("| suite | raw d (p) | " + " | ".join(f"{n} d (p) | {n} change" for n in names) + " | " +
      " | ".join(f"{n} d - zca d" for n in names[1:]) + " |")
print("|---|---:|" + "---:|---|" * len(names) + "---:|" * (len(names) - 1))
for i, r in enumerate(runs["zca"]["weat"]):
    if r.get("error"):
        continue
    row = [r["suite"], f"{r['raw']['d']:.2f} ({r['raw']['p']:.2g})"]
    zca_d = r["whitened"]["d"]
    for n in names:
        w = runs[n]["weat"][i]
        row += [f"{w['whitened']['d']:.2f} ({w['whitened']['p']:.2g})", w["change"]]
    row += [f"{runs[n]['weat'][i]['whitened']['d'] - zca_d:+.2f}" for n in names[1:]]
    print("| " + " | ".join(row) + " |")
PY
