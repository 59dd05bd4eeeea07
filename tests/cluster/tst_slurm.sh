#!/bin/bash
# A real Slurm run (issue 35): a single-node cluster of Debian's slurm-wlm and munge, started by
# tests/cluster/slurm_cluster.sh as the calling user and stopped at the end; the job scripts of
# docs/cluster/ submitted as a lab would: an array of 4 extraction shards of a tiny BERT
# (bert-base-uncased's real vocabulary, random weights), then a job that depends on it, merges the
# shards and analyses the model. The merged file must equal a one-process extraction byte for
# byte, and the analysis its numbers. Prints the jobs, their states and the timing of 1 vs 4 shards.
#   tst_slurm.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(realpath "$1")
source=$(realpath "$2")
cli=$build/bin/isoscope-cli
work=$(mktemp -d "${TMPDIR:-/tmp}/isoscope-slurm.XXXXXX")
state=$work/cluster
export PATH=$PATH:/usr/sbin
export ISOSCOPE_DATA_DIR=$source/resources ISOSCOPE_CLI=$cli ISOSCOPE_CACHE_DIR=$work/cache
cleanup() {
    "$source/tests/cluster/slurm_cluster.sh" stop "$state"
    rm -rf "$work"
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    for log in "$state"/log/*.log "$work"/*.out; do
        [[ -f $log ]] && { echo "--- $log" >&2; tail -20 "$log" >&2; }
    done
    exit 1
}

# The model and a corpus: sentences around W1's words, and many others for the reference sample.
/usr/bin/python3 "$source/tests/cluster/tiny_bert.py" "$work/tiny-bert" 64 4 256 \
    "$source/tests/data/tokenizers/bert-base-uncased/vocab.txt"
/usr/bin/python3 - "$source/resources/suites/weat_suites.json" "$work/corpus.txt" <<'PY'
import json, sys
suites = json.load(open(sys.argv[1]))["suites"]
w1 = next(s for s in suites if s["id"] == "W1")
lines = []
for word in w1["X"] + w1["Y"] + w1["A"] + w1["B"]:
    for t in ("In the morning light the {} stood quietly near the old stone wall.",
              "She said that a {} can change the whole mood of a small room.",
              "They talked about the {} for hours while the rain kept falling outside."):
        lines.append(t.format(word))
lines += [f"The committee met on day {i} to discuss the budget for the coming year." for i in range(12000)]
open(sys.argv[2], "w").write("\n".join(lines) + "\n")
PY
shards=4

# One process, for the comparison and the timing of 1 shard.
start=$(date +%s.%N)
"$cli" extract "$work/tiny-bert" --corpus "$work/corpus.txt" --only W1 --threads 1 --out "$work/single.h5" --quiet
one=$(awk -v a="$(date +%s.%N)" -v b="$start" 'BEGIN { print a - b }')
"$cli" analyze "single=$work/single.h5" --family single=contextualized --reference embedded --only W1 \
    --similarity none --out "$work/results-single" --quiet >/dev/null

export SLURM_CONF
SLURM_CONF=$("$source/tests/cluster/slurm_cluster.sh" start "$state") || fail "the cluster did not start"
echo "cluster: $(sinfo -h -o '%P %a %D node(s) %c CPUs %m MB %t')"
cd "$work"
start=$(date +%s.%N)
array=$(sbatch --parsable --array=0-$((shards - 1)) --cpus-per-task=1 --mem=1G \
    --export=ALL,MODEL="$work/tiny-bert",CORPUS="$work/corpus.txt",SHARDS=$shards,WORK="$work",EXTRA="--only W1" \
    "$source/docs/cluster/extract-shards.sbatch") || fail "sbatch of the shards failed"
merge=$(sbatch --parsable --dependency=afterok:"$array" --cpus-per-task=1 --mem=1G \
    --export=ALL,NAME=tiny,SHARDS=$shards,WORK="$work",ANALYZE_EXTRA="--only W1 --similarity none" \
    "$source/docs/cluster/merge-analyze.sbatch") || fail "sbatch of the merge failed"
echo "submitted: array job $array (shards 1-$shards), merge job $merge (afterok:$array)"
squeue -o '%.10i %.18j %.8T %.10r' | sed 's/^/  squeue: /'
arrayDone=""
for _ in $(seq 1200); do
    if [[ -z $arrayDone ]] && ! squeue -h -j "$array" 2>/dev/null | grep -q .; then
        arrayDone=$(date +%s.%N)
    fi
    squeue -h -j "$merge" 2>/dev/null | grep -q . || break
    sleep 0.25
done
squeue -h | grep -q . && fail "jobs still queued after 5 minutes: $(squeue -h)"
[[ -n $arrayDone ]] || arrayDone=$(date +%s.%N)
four=$(awk -v a="$arrayDone" -v b="$start" 'BEGIN { print a - b }')
echo "jobs (from the cluster's job completion log):"
while read -r line; do
    field() { grep -o " $1=[^ ]*" <<<" $line" | head -1 | cut -d= -f2; }
    task=""
    [[ -n $(field ArrayTaskId) ]] && task=" (array $(field ArrayJobId), task $(field ArrayTaskId))"
    echo "  job $(field JobId) $(field Name)$task: $(field JobState), $(field StartTime) to $(field EndTime), exit $(field ExitCode)"
done <"$state/log/jobcomp.txt"
completed=$(grep -c 'JobState=COMPLETED' "$state/log/jobcomp.txt" || true)
((completed == shards + 1)) || fail "$completed of $((shards + 1)) jobs completed"

cmp "$work/tiny.h5" "$work/single.h5" || fail "the merged file differs from the one-process file"
echo "compare: merged $work/tiny.h5 == one-process single.h5 (cmp, $(stat -c %s "$work/tiny.h5") bytes)"
tail -n +2 "$work/results-tiny/weat.csv" | cut -d, -f2- >"$work/weat-cluster.csv"
tail -n +2 "$work/results-single/weat.csv" | cut -d, -f2- >"$work/weat-single.csv"
cmp "$work/weat-cluster.csv" "$work/weat-single.csv" || fail "the analysis of the merged file differs"
echo "compare: weat.csv of the cluster's analysis == the one-process analysis's (but for the model's name)"
printf 'timing: 1 shard (one process, 1 thread) %.1f s; %d shards as a Slurm array on %d CPUs %.1f s (submit to last shard)\n' \
    "$one" "$shards" "$(nproc)" "$four"
echo "PASS: Slurm array extraction, merge and analysis equal the one-process run"
