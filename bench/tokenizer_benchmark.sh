#!/usr/bin/env bash
# Tokenizing throughput: Isoscope's tokenizers (core/tokenizer, one thread) beside Hugging Face's
# engine (npm tokenizers 0.23.2: encode() one sentence at a time, and encodeBatch() on its own
# threads), on the STS-B sentences (all three splits, 17,256 sentences), for BERT uncased and GPT-2
# from the real vocabularies, side by side in one run, best of ROUNDS, as a Markdown table.
# The engine is installed as the tests install it (tests/reference/tokenizers/install_engine.sh).
# Usage: bench/tokenizer_benchmark.sh [BUILD_DIR] [ROUNDS]     (default build, 5)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
rounds=${2:-5}
cmake --build "$build" --target tokenizer_benchmark >/dev/null
work=$build/bench/tokenizer-benchmark
mkdir -p "$work"
engine=$work/engine
[[ -d $engine/node_modules/tokenizers ]] || "$root/tests/reference/tokenizers/install_engine.sh" "$engine" >/dev/null
sentences=$work/sentences.txt
cat "$root"/resources/benchmarks/stsbenchmark/sts-{train,dev,test}.csv | awk -F'\t' 'NF >= 7 { print $6; print $7 }' >"$sentences"
# The model folders: vocabulary files for Isoscope, the tokenizer.json the engine writes from them.
NODE_PATH=$engine/node_modules node - "$root" "$work" <<'JS'
const [root, work] = process.argv.slice(2);
const fs = require('fs'), path = require('path'), tk = require('tokenizers');
const data = path.join(root, 'tests/data/tokenizers');
const lines = fs.readFileSync(path.join(data, 'bert-base-uncased/vocab.txt'), 'utf8').split('\n'); lines.pop();
const vocab = {}; lines.forEach((t, i) => { vocab[t] = i; });
const bert = new tk.Tokenizer(tk.WordPiece.init(vocab, {unkToken: '[UNK]'}));
bert.setNormalizer(tk.bertNormalizer({lowercase: true}));
bert.setPreTokenizer(tk.bertPreTokenizer());
bert.setPostProcessor(tk.templateProcessing('[CLS] $A [SEP]', null, [['[CLS]', 101], ['[SEP]', 102]]));
const gpt2Vocab = JSON.parse(fs.readFileSync(path.join(data, 'gpt2/encoder.json'), 'utf8'));
const merges = fs.readFileSync(path.join(data, 'gpt2/vocab.bpe'), 'utf8').split('\n').slice(1, -1).map((l) => l.split(' '));
const gpt2 = new tk.Tokenizer(tk.BPE.init(gpt2Vocab, merges, {}));
gpt2.setPreTokenizer(tk.byteLevelPreTokenizer(false, true));
for (const [name, t] of [['bert', bert], ['gpt2', gpt2]]) {
  fs.mkdirSync(path.join(work, name), {recursive: true});
  t.save(path.join(work, name, 'tokenizer.json'));
  fs.writeFileSync(path.join(work, name, 'config.json'), JSON.stringify({model_type: name}));
}
JS
printf '| tokenizer | sentences | tokens | Isoscope, 1 thread, first round (cache cold) | Isoscope, best | engine encode(), best | engine encodeBatch(), best | Isoscope / engine encode() |\n'
printf '| --- | --- | --- | --- | --- | --- | --- | --- |\n'
for name in bert gpt2; do
    read -r n tokens first best < <("$build/bin/tokenizer_benchmark" "$work/$name" "$sentences" "$rounds")
    read -r _ etokens efirst ebest ebatch < <(NODE_PATH=$engine/node_modules node "$root/bench/tokenizer_benchmark.js" "$work/$name/tokenizer.json" "$sentences" "$rounds")
    [[ $tokens == "$etokens" ]] || { echo "token counts differ: $tokens vs $etokens" >&2; exit 1; }
    awk -v name="$name" -v n="$n" -v t="$tokens" -v f="$first" -v b="$best" -v e="$ebest" -v eb="$ebatch" 'BEGIN {
        printf "| %s | %d | %d | %.3f s (%.0f sentences/s) | %.3f s (%.0f sentences/s) | %.3f s (%.0f sentences/s) | %.3f s (%.0f sentences/s) | %.2fx |\n",
            name, n, t, f, n / f, b, n / b, e, n / e, eb, n / eb, e / b }'
done
echo
echo "$(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine slows both sides alike)."
