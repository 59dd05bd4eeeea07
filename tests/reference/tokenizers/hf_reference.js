// Hugging Face's own tokenizer engine (the npm package `tokenizers`, a native build of the Rust crate
// that transformers' fast tokenizers run) as the reference for core/tokenizer.
//
//   node hf_reference.js REPO_ROOT OUT_DIR SWEEP_FILE
//
// 1. Builds the model folders Isoscope reads, each tokenizer from the real vocabularies of
//    tests/data/tokenizers/: BERT uncased and cased (the cased tokenizer as an algorithm on the uncased
//    vocabulary: no cased vocabulary is available offline), GPT-2 and RoBERTa (GPT-2's vocabulary and
//    merges with RoBERTa's special tokens: the real roberta-base vocab.json is not available offline),
//    without and with the prefix space. Each as tokenizer.json written by the engine itself (save()),
//    and as the vocabulary files with tokenizer_config.json; BERT and RoBERTa also as tokenizer.json
//    in the older layout the hub's files have (BertProcessing, a model without "type", merges as
//    "a b" strings).
// 2. Encodes every case with the engine: every word of the ten WEAT suites, every STS-B sentence,
//    the hard strings of hard_strings.json and byte strings that are not valid UTF-8 (as Node reads
//    them, each maximal invalid sequence one U+FFFD), with and without the special tokens; and, for
//    the Unicode classes of every assigned code point (SWEEP_FILE, written by tokenizer_conformance),
//    BERT's normalizer and pre-tokenizer and GPT-2's pre-tokenizer alone.
// 3. Writes OUT_DIR/manifest.json (configurations, folders, expected-output files) and
//    OUT_DIR/cases.jsonl; tokenizer_conformance compares Isoscope's tokenizers with all of it.
'use strict';
const fs = require('fs');
const path = require('path');
const tk = require('tokenizers');

const [repo, out, sweepFile] = process.argv.slice(2);
if (!repo || !out || !sweepFile) {
  console.error('usage: node hf_reference.js REPO_ROOT OUT_DIR SWEEP_FILE');
  process.exit(2);
}
const data = path.join(repo, 'tests/data/tokenizers');
fs.mkdirSync(out, {recursive: true});

// ---- vocabularies -------------------------------------------------------------------------------
const bertLines = fs.readFileSync(path.join(data, 'bert-base-uncased/vocab.txt'), 'utf8').split('\n');
bertLines.pop();
const bertVocab = {};
bertLines.forEach((t, i) => { bertVocab[t] = i; });
const gpt2Vocab = JSON.parse(fs.readFileSync(path.join(data, 'gpt2/encoder.json'), 'utf8'));
const mergesText = fs.readFileSync(path.join(data, 'gpt2/vocab.bpe'), 'utf8');
const merges = mergesText.split('\n').slice(1, -1).map((l) => l.split(' '));
// RoBERTa's special tokens around GPT-2's vocabulary: <s> <pad> </s> <unk>, the GPT-2 tokens, <mask>.
const robertaVocab = {'<s>': 0, '<pad>': 1, '</s>': 2, '<unk>': 3};
Object.entries(gpt2Vocab).sort((a, b) => a[1] - b[1]).forEach(([t, i]) => { robertaVocab[t] = i + 4; });
robertaVocab['<mask>'] = Object.keys(robertaVocab).length;

// ---- tokenizers as transformers' converters build them -------------------------------------------
function special(content, options = {}) {
  return new tk.AddedToken(content, true, {normalized: false, ...options});
}
function bert(lowercase) {
  const t = new tk.Tokenizer(tk.WordPiece.init(bertVocab, {unkToken: '[UNK]', continuingSubwordPrefix: '##', maxInputCharsPerWord: 100}));
  t.setNormalizer(tk.bertNormalizer({cleanText: true, handleChineseChars: true, lowercase}));
  t.setPreTokenizer(tk.bertPreTokenizer());
  t.setPostProcessor(tk.templateProcessing('[CLS]:0 $A:0 [SEP]:0', '[CLS]:0 $A:0 [SEP]:0 $B:1 [SEP]:1', [['[CLS]', 101], ['[SEP]', 102]]));
  t.setDecoder(tk.wordPieceDecoder('##', true));
  t.addAddedTokens(['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'].map((c) => special(c)));
  return t;
}
function gpt2(prefix) {
  const t = new tk.Tokenizer(tk.BPE.init(gpt2Vocab, merges, {}));
  t.setPreTokenizer(tk.byteLevelPreTokenizer(prefix, true));
  t.setPostProcessor(tk.byteLevelProcessing(false));
  t.addAddedTokens([new tk.AddedToken('<|endoftext|>', true, {normalized: true})]);
  return t;
}
function roberta(prefix) {
  const t = new tk.Tokenizer(tk.BPE.init(robertaVocab, merges, {}));
  t.setPreTokenizer(tk.byteLevelPreTokenizer(prefix, true));
  t.setPostProcessor(tk.robertaProcessing(['</s>', 2], ['<s>', 0], true, prefix));
  t.addAddedTokens(['<s>', '<pad>', '</s>', '<unk>'].map((c) => special(c)).concat([special('<mask>', {leftStrip: true})]));
  return t;
}

// ---- model folders -----------------------------------------------------------------------------
const folders = [];
function folder(name, family, files) {
  const dir = path.join(out, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [file, content] of Object.entries(files)) {
    if (content instanceof tk.Tokenizer) {
      content.save(path.join(dir, file), false);
      // The Node binding has no ByteLevel decoder; the hub's files have one (decoders play no part
      // in encoding).
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (json.model.type === 'BPE') {
        json.decoder = {type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true};
        fs.writeFileSync(path.join(dir, file), JSON.stringify(json));
      }
      continue;
    }
    else fs.writeFileSync(path.join(dir, file), typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content));
  }
  folders.push({name, family, dir});
}
const modelType = (family) => family.split('-')[0];
const families = {
  'bert-uncased': () => bert(true),
  'bert-cased': () => bert(false),
  'gpt2': () => gpt2(false),
  'gpt2-prefix': () => gpt2(true),
  'roberta': () => roberta(false),
  'roberta-prefix': () => roberta(true),
};
for (const family of Object.keys(families)) {
  const type = modelType(family);
  const config = {model_type: type};
  const tokConfig = type === 'bert' ? {do_lower_case: family === 'bert-uncased'}
                                    : (family.endsWith('prefix') ? {add_prefix_space: true} : {});
  folder(`${family}-tokenizer.json`, family, {'tokenizer.json': families[family](), 'config.json': config, 'tokenizer_config.json': tokConfig});
  if (type === 'bert') {
    folder(`${family}-vocab.txt`, family, {'vocab.txt': fs.readFileSync(path.join(data, 'bert-base-uncased/vocab.txt')), 'config.json': config, 'tokenizer_config.json': tokConfig});
  } else {
    const vocab = type === 'gpt2' ? fs.readFileSync(path.join(data, 'gpt2/encoder.json')) : JSON.stringify(robertaVocab);
    folder(`${family}-vocab.json`, family, {'vocab.json': vocab, 'merges.txt': mergesText, 'config.json': config, 'tokenizer_config.json': tokConfig});
  }
}
// The older layout of the hub's files (written by tokenizers 0.8-0.10): BertProcessing, models without
// "type", merges as "a b" strings, ByteLevel without use_regex.
{
  const bertJson = JSON.parse(fs.readFileSync(path.join(out, 'bert-uncased-tokenizer.json/tokenizer.json'), 'utf8'));
  bertJson.post_processor = {type: 'BertProcessing', sep: ['[SEP]', 102], cls: ['[CLS]', 101]};
  delete bertJson.model.type;
  folder('bert-uncased-legacy', 'bert-uncased', {'tokenizer.json': JSON.stringify(bertJson), 'config.json': {model_type: 'bert'}});
  const robertaJson = JSON.parse(fs.readFileSync(path.join(out, 'roberta-tokenizer.json/tokenizer.json'), 'utf8'));
  delete robertaJson.model.type;
  delete robertaJson.model.ignore_merges;
  delete robertaJson.model.byte_fallback;
  robertaJson.model.merges = robertaJson.model.merges.map((m) => m.join(' '));
  delete robertaJson.pre_tokenizer.use_regex;
  folder('roberta-legacy', 'roberta', {'tokenizer.json': JSON.stringify(robertaJson), 'config.json': {model_type: 'roberta'}});
}

// ---- cases -------------------------------------------------------------------------------------
const cases = [];
const suites = JSON.parse(fs.readFileSync(path.join(repo, 'resources/suites/weat_suites.json'), 'utf8')).suites;
const words = new Set();
for (const s of suites) for (const key of ['X', 'Y', 'A', 'B']) for (const w of s[key]) words.add(w);
for (const w of [...words].sort()) cases.push({group: 'suite words', text: w});
const sentences = new Set();
for (const split of ['train', 'dev', 'test']) {
  const lines = fs.readFileSync(path.join(repo, `resources/benchmarks/stsbenchmark/sts-${split}.csv`), 'utf8').split('\n');
  for (const line of lines) {
    const fields = line.split('\t');
    if (fields.length >= 7) { sentences.add(fields[5]); sentences.add(fields[6]); }
  }
}
for (const s of [...sentences].sort()) cases.push({group: 'STS-B sentences', text: s});
const hard = JSON.parse(fs.readFileSync(path.join(__dirname, 'hard_strings.json'), 'utf8'));
for (const h of hard.strings) cases.push({group: 'hard strings', text: h.text});
// Byte strings that are not valid UTF-8: hand-made ones, then seeded pseudo-random ones.
const invalid = ['80', 'c0af', 'e08080', 'eda080', 'f4908080', 'f8888080', 'ff', 'c3', 'e282', 'f09f98', '61c3286263',
  '61e282286263', '61f09f9828', 'cafe', 'efbfbd', 'e282ac80', 'c2a0', 'c2', '20c2', 'f0908080f09080',
  '48656c6c6fff20776f726c64', '27ff73', 'c3a9c3', 'e4b8ade6', 'ed9fbf', 'edbfbf', 'f48fbfbf', 'f4908080'];
let seed = 12345;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
const pieces = ['61', '20', 'c3a9', 'e4b8ad', 'f09f9880', '27', '73', '80', 'c3', 'e4b8', 'f09f98', 'ff', 'ed', 'a0', '0a', '09', '2e'];
for (let i = 0; i < 200; ++i) {
  let hex = '';
  const n = 1 + (random() % 12);
  for (let k = 0; k < n; ++k) hex += pieces[random() % pieces.length];
  invalid.push(hex);
}
for (const hex of invalid) cases.push({group: 'invalid UTF-8', hex, text: Buffer.from(hex, 'hex').toString('utf8')});

// ---- the engine's outputs ----------------------------------------------------------------------
const lines = (objects) => objects.map((o) => JSON.stringify(o)).join('\n') + '\n';
fs.writeFileSync(path.join(out, 'cases.jsonl'), lines(cases.map(({group, text, hex}) => (hex ? {group, hex} : {group, text}))));

async function expected(family) {
  const t = tk.Tokenizer.fromFile(path.join(out, `${family}-tokenizer.json/tokenizer.json`));
  const texts = cases.map((c) => c.text);
  const result = [];
  for (const addSpecialTokens of [true, false]) {
    const encodings = await t.encodeBatch(texts, {addSpecialTokens});
    encodings.forEach((e, i) => result.push({
      case: i, special: addSpecialTokens, ids: e.getIds(), tokens: e.getTokens(), offsets: e.getOffsets(), mask: e.getSpecialTokensMask(),
    }));
  }
  return result;
}

function sweep() {
  const strings = fs.readFileSync(sweepFile, 'utf8').split('\n').filter((l) => l.length > 0).map((l) => JSON.parse(l));
  const normalizers = {
    'uncased': tk.bertNormalizer({cleanText: true, handleChineseChars: true, lowercase: true}),
    'cased': tk.bertNormalizer({cleanText: true, handleChineseChars: true, lowercase: false}),
    'strip accents': tk.bertNormalizer({cleanText: false, handleChineseChars: false, stripAccents: true, lowercase: false}),
  };
  const bertPre = tk.bertPreTokenizer();
  const byteLevel = tk.byteLevelPreTokenizer(false, true);
  return strings.map((s) => {
    const normalized = {};
    for (const [name, n] of Object.entries(normalizers)) normalized[name] = n.normalizeString(s);
    return {
      normalized,
      bert_words: bertPre.preTokenizeString(s).map(([w]) => w),
      gpt2_pieces: byteLevel.preTokenizeString(s).map(([, o]) => o),
    };
  });
}

(async () => {
  const manifest = {engine: `tokenizers ${require('tokenizers/package.json').version} (npm)`, node: process.version,
    folders, expected: {}, sweep: 'sweep_expected.jsonl'};
  for (const family of Object.keys(families)) {
    const file = `expected_${family}.jsonl`;
    fs.writeFileSync(path.join(out, file), lines(await expected(family)));
    manifest.expected[family] = file;
  }
  for (const f of folders.filter((f) => f.name.endsWith('legacy'))) {
    // The engine reads the older layout too, and to the same tokenizer.
    const a = await tk.Tokenizer.fromFile(path.join(f.dir, 'tokenizer.json')).encode('Hello, naïve <mask> world!');
    const b = await tk.Tokenizer.fromFile(path.join(out, `${f.family}-tokenizer.json/tokenizer.json`)).encode('Hello, naïve <mask> world!');
    if (JSON.stringify(a.getIds()) !== JSON.stringify(b.getIds())) {
      console.error(`${f.name}: the engine reads the older layout differently`);
      process.exit(1);
    }
  }
  fs.writeFileSync(path.join(out, 'sweep_expected.jsonl'), lines(sweep()));
  fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 1));
  console.log(`${manifest.engine} on Node.js ${process.version}: ${cases.length} cases, ${folders.length} folders`);
})().catch((e) => { console.error(e); process.exit(1); });
