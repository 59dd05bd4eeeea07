// ONNX Runtime's CPU provider (npm onnxruntime-node) on the BERT-base-shaped model that
// bench/transformer_benchmark.py exports from torch: the batches of token ids (one batch a line:
// sequences separated by ';', ids by spaces) ROUNDS times on THREADS intra-op threads, graph
// optimisations all on (ONNX Runtime fuses LayerNorm, GELU and attention where it can).
// Prints one JSON line: tokens, best and first round's seconds, the version, and the first
// sequence's last-layer states for the script to compare with torch's.
//     node transformer_benchmark_ort.js MODEL.onnx BATCHES_FILE ROUNDS THREADS
'use strict';
const fs = require('fs');
const ort = require('onnxruntime-node');

async function main() {
    const [modelFile, batchesFile, roundsText, threadsText] = process.argv.slice(2);
    const threads = Number(threadsText), rounds = Number(roundsText);
    const session = await ort.InferenceSession.create(modelFile, {
        executionProviders: ['cpu'],
        graphOptimizationLevel: 'all',
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        executionMode: 'sequential',
    });
    const batches = fs.readFileSync(batchesFile, 'utf8').trim().split('\n').map((line) => {
        const rows = line.split(';').map((s) => s.trim().split(/\s+/).map(BigInt));
        const data = BigInt64Array.from(rows.flat());
        return new ort.Tensor('int64', data, [rows.length, rows[0].length]);
    });
    const tokens = batches.reduce((n, t) => n + t.dims[0] * t.dims[1], 0);
    let best = Infinity, first = 0, firstStates = null;
    for (let r = 0; r < rounds; ++r) {
        const start = process.hrtime.bigint();
        for (const ids of batches) {
            const out = await session.run({ ids });
            if (!firstStates) firstStates = Array.from(out.last.data.slice(0, ids.dims[1] * out.last.dims[2]));
        }
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        if (r === 0) first = seconds;
        best = Math.min(best, seconds);
    }
    const version = require('onnxruntime-node/package.json').version;
    console.log(JSON.stringify({ tokens, best, first, version, first_states: firstStates }));
}

main().catch((e) => { console.error(String(e)); process.exit(1); });
