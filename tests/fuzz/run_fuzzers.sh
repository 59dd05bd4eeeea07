#!/usr/bin/env bash
# Builds the readers' fuzz targets (clang, AddressSanitizer + UndefinedBehaviorSanitizer, libFuzzer)
# in a build folder of their own and runs each for a bounded time, starting from seed corpora of
# small valid files. Exits non-zero if any target crashes, trips a sanitizer, leaks, hangs or runs
# out of memory; the input that did it is kept in FUZZ_BUILD_DIR/artifacts/. CI runs it from
# packaging/test.sh.
# Usage: tests/fuzz/run_fuzzers.sh [SECONDS_PER_TARGET]   (default 30; seven targets)
# Environment: FUZZ_BUILD_DIR (default build-fuzz), JOBS (parallel build jobs), FUZZ_JOBS (targets
# fuzzed at once, default 2)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-30}
build=${FUZZ_BUILD_DIR:-build-fuzz}
[[ $build == /* ]] || build=$root/$build
command -v clang++ >/dev/null || { echo "run_fuzzers.sh: clang++ is needed (Debian: clang libclang-rt-14-dev)" >&2; exit 1; }

cmake -S "$root" -B "$build" -G Ninja -DISOSCOPE_FUZZ=ON -DBUILD_TESTING=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ >/dev/null
# Only the fuzz targets (the same configuration also builds the core tests, for
# tests/sanitize/run_sanitized_tests.sh).
cmake --build "$build" ${JOBS:+--parallel "$JOBS"} --target fuzz_make_seeds fuzz_text fuzz_word2vec_binary fuzz_gzip \
    fuzz_numpy fuzz_hdf5 fuzz_fasttext fuzz_tokenizer

seeds=$build/seeds
rm -rf "$seeds"
"$build/bin/fuzz_make_seeds" "$root/resources" "$seeds"
# fastText seeds: a tiny skipgram model with n-grams and a quantized supervised one, trained by
# Debian's fasttext program on the user guide's text. Quantizing needs at least 256 rows in each
# matrix it quantizes: 300 labels (the output matrix, -qout) and the input cut to 300 rows (-cutoff),
# as tests/fasttextmodels.h does. The steps are joined by && because errexit does not apply inside a
# subshell whose status is tested: a failing step (this quantize once aborted, "Matrix too small
# for quantization") fails the script instead of leaving the seed out unnoticed. (No pipe into head:
# under pipefail the writer's SIGPIPE would fail the step.)
mkdir -p "$seeds/fasttext"
(
    cd "$seeds/fasttext" &&
        awk 'NF { print; if (++n == 300) exit }' "$root/docs/user-guide.md" >corpus.txt &&
        awk '{ print "__label__" (NR % 300) " " $0 }' corpus.txt >labelled.txt &&
        small=(-dim 4 -bucket 200 -minCount 2 -epoch 1 -thread 1 -verbose 0) &&
        fasttext skipgram -input corpus.txt -output skipgram -minn 2 -maxn 3 "${small[@]}" &&
        fasttext supervised -input labelled.txt -output supervised -minn 2 -maxn 3 "${small[@]}" &&
        fasttext quantize -input labelled.txt -output supervised -qnorm -qout -cutoff 300 -retrain -epoch 1 \
            -thread 1 -dsub 2 -verbose 0 &&
        [[ -s supervised.ftz && -s skipgram.bin ]] &&
        rm -f corpus.txt labelled.txt skipgram.vec
) || { echo "run_fuzzers.sh: fasttext could not make the fastText seeds" >&2; exit 1; }
# Tokenizer seeds (tests/fuzz/fuzz_tokenizer.cpp: the first byte says what follows): a small
# tokenizer.json of each kind, the head of the real vocab.txt, a small vocab.json and merges.txt, text.
mkdir -p "$seeds/tokenizer"
(
    cd "$seeds/tokenizer"
    printf '\x00{"version": "1.0", "added_tokens": [{"id": 1, "content": "[CLS]", "special": true, "normalized": false}], "normalizer": {"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true, "strip_accents": null, "lowercase": true}, "pre_tokenizer": {"type": "BertPreTokenizer"}, "post_processor": {"type": "BertProcessing", "sep": ["[SEP]", 2], "cls": ["[CLS]", 1]}, "model": {"unk_token": "[UNK]", "continuing_subword_prefix": "##", "max_input_chars_per_word": 100, "vocab": {"[UNK]": 0, "[CLS]": 1, "[SEP]": 2, "hello": 3, "##s": 4}}}' >wordpiece.json
    printf '\x00{"version": "1.0", "added_tokens": [{"id": 5, "content": "<s>", "special": true, "normalized": false, "lstrip": true}], "normalizer": null, "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": true, "trim_offsets": true}, "post_processor": {"type": "RobertaProcessing", "sep": ["<s>", 5], "cls": ["<s>", 5], "trim_offsets": true, "add_prefix_space": true}, "model": {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2, "\u0120": 3, "\u0120ab": 4}, "merges": ["a b", ["\u0120", "ab"]]}}' >bpe.json
    { printf '\x01'; head -n 2000 "$root/tests/data/tokenizers/bert-base-uncased/vocab.txt"; } >vocab.txt
    printf '\x02{"a": 0, "b": 1, "ab": 2, "\u0120": 3, "\u0120ab": 4}\0#version: 0.2\na b\n\u0120 ab\n' >vocab-merges
    printf '\x03Hello, na\xc3\xafve world! Latisha  \xf0\x9f\x98\x80 <|endoftext|> [CLS] don'"'"'t \xff\xfe' >text
)
mkdir -p "$build/artifacts"
# Two targets at a time, one per core (each libFuzzer process is single-threaded): every target
# still gets its full time, in half the wall time. Each one's outcome goes to a file of its own.
run_target() {
    local target=$1 corpus=$build/corpus/$1 # kept between runs, so that each run starts where the last ended
    mkdir -p "$corpus"
    if "$build/bin/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$build/artifacts/$target-" -print_final_stats=1 "$corpus" "$seeds/$target" \
        >"$build/fuzz_$target.log" 2>&1; then
        echo ok >"$build/fuzz_$target.status"
    else
        echo failed >"$build/fuzz_$target.status"
    fi
}
targets=(text word2vec_binary gzip numpy hdf5 fasttext tokenizer)
parallel=${FUZZ_JOBS:-2}
for target in "${targets[@]}"; do
    rm -f "$build/fuzz_$target.status"
    while (($(jobs -rp | wc -l) >= parallel)); do
        wait -n || true
    done
    echo "==> fuzz_$target for $seconds s"
    run_target "$target" &
done
wait
failed=()
for target in "${targets[@]}"; do
    if [[ $(cat "$build/fuzz_$target.status" 2>/dev/null) == ok ]]; then
        echo "fuzz_$target: $(grep -E "^stat::number_of_executed_units" "$build/fuzz_$target.log" || echo done)"
    else
        failed+=("$target")
        tail -n 60 "$build/fuzz_$target.log" >&2
    fi
done
if ((${#failed[@]} > 0)); then
    echo "run_fuzzers.sh: failed: ${failed[*]} (inputs in $build/artifacts/)" >&2
    exit 1
fi
echo "==> All fuzz targets ran ${seconds} s each without a crash or sanitizer report."
