// Hugging Face's engine (npm tokenizers) on the same sentences and tokenizer.json as
// tokenizer_benchmark.cpp: one encode() call at a time (as one caller tokenizes one sentence), ROUNDS
// times, and encodeBatch() of all sentences (the engine's own threads). Prints
// "sentences tokens seconds_first seconds_best seconds_batch_best".
'use strict';
const fs = require('fs');
const tk = require('tokenizers');
const [tokenizerJson, sentencesFile, roundsText] = process.argv.slice(2);
const sentences = fs.readFileSync(sentencesFile, 'utf8').split('\n');
if (sentences[sentences.length - 1] === '') sentences.pop();
const rounds = Number(roundsText);
(async () => {
  const t = tk.Tokenizer.fromFile(tokenizerJson);
  let first = 0, best = Infinity, batchBest = Infinity, tokens = 0;
  for (let r = 0; r < rounds; ++r) {
    const start = process.hrtime.bigint();
    let count = 0;
    for (const s of sentences) count += (await t.encode(s)).getLength();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (r === 0) first = seconds;
    best = Math.min(best, seconds);
    tokens = count;
  }
  for (let r = 0; r < rounds; ++r) {
    const start = process.hrtime.bigint();
    await t.encodeBatch(sentences);
    batchBest = Math.min(batchBest, Number(process.hrtime.bigint() - start) / 1e9);
  }
  console.log(`${sentences.length} ${tokens} ${first} ${best} ${batchBest}`);
})();
