#include "app/cli/common.h"

#include "core/analysis/suites.h"
#include "core/base/datadir.h"
#include "core/extraction/extractioncache.h"
#include "core/io/sentencevectors.h"
#include "core/serialization/debiaslistsjson.h"
#include "core/serialization/suitesjson.h"
#include "core/stats/similarity.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

namespace isoscope::cli {

namespace {

std::pair<std::string, std::string> splitNameValue(const std::string &option, const std::string &text)
{
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
        throw UsageError{option + " expects NAME=VALUE, got '" + text + "'"};
    return {text.substr(0, eq), text.substr(eq + 1)};
}

ModelSpec modelFromArgument(const std::string &argument)
{
    ModelSpec spec;
    std::error_code ec;
    const auto eq = argument.find('=');
    // NAME=PATH, unless the whole argument is itself an existing path or the "name" has a slash.
    if (eq != std::string::npos && eq > 0 && argument.substr(0, eq).find('/') == std::string::npos
        && !std::filesystem::exists(std::filesystem::path(argument), ec)) {
        spec.name = argument.substr(0, eq);
        spec.path = argument.substr(eq + 1);
    } else {
        spec.path = argument;
        spec.name = spec.path.stem().string();
    }
    if (spec.path.empty())
        throw UsageError{"model '" + argument + "' has no path"};
    return spec;
}

// A per-model option (--family NAME=VALUE and its kind, repeatable): apply(model, value) on the
// model each NAME names. Returns 0, or the exit status of the usage error reported on err (a name
// that is not one of the models, or what apply refused).
template <typename Value, typename Apply>
int setPerModel(Options &o, const std::set<std::string> &names, const std::map<std::string, Value> &values,
                const std::string &option, std::ostream &err, Apply apply)
{
    for (const auto &[model, value] : values) {
        if (!names.count(model))
            return fail(err, option + " names '" + model + "', which is not one of the models");
        for (auto &m : o.models)
            if (m.name == model)
                if (const int status = apply(m, value))
                    return status;
    }
    return 0;
}

} // namespace

const char *const kNoDataFolder = "cannot find the built-in data folder (share/isoscope beside the program); "
                                  "set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json";

bool parseReal(std::string_view text, double &value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size() && std::isfinite(value);
}

void addAnalysisOptions(Command &c, Options &o, bool effectIntervals)
{
    // One call per option: its name, its value, its help, and what is done with the value.
    c.positionals("MODEL...", "NAME=PATH, or just PATH (NAME defaults to the file name)",
                  [&o](const std::string &v) { o.models.push_back(modelFromArgument(v)); });

    c.group("Models");
    c.flag("--demo", "add the bundled GloVe 6B 100d and word2vec GoogleNews subsets", o.demo);
    c.option(
        "--family", "NAME=static|contextualized|contrastive|other", "(repeatable; default static)",
        [&o](const std::string &v) {
            auto [model, family] = splitNameValue("--family", v);
            if (!parseFamilyName(family))
                throw UsageError{parseFamilyName(family).error().detail};
            o.families[model] = family;
        },
        true);
    c.option(
        "--format", "NAME=auto|glove|word2vec|word2vec-binary|numpy|hdf5|fasttext-binary", "(repeatable; default auto)",
        [&o](const std::string &v) {
            auto [model, format] = splitNameValue("--format", v);
            if (!parseFormatName(format))
                throw UsageError{"--format " + model + ": unknown format '" + format
                                 + "' (expected auto, glove, word2vec, word2vec-binary, numpy, hdf5 or "
                                   "fasttext-binary)"};
            o.formats[model] = format;
        },
        true);
    c.option(
        "--vocab", "NAME=FILE",
        "the vocabulary of a NumPy model, one word per line (repeatable;\n"
        "default: FILE.vocab or FILE.txt beside FILE.npy)",
        [&o](const std::string &v) {
            auto [model, file] = splitNameValue("--vocab", v);
            o.vocabularies[model] = file;
        },
        true);
    c.option(
        "--oov", "leave-out|subword",
        "words not in a model's vocabulary: left out (default, as the paper)\n"
        "or, for a fastText .bin/.ftz model, given their subword vector\n"
        "(reported as \"from subwords\"); --oov NAME=subword for one model",
        [&o](const std::string &text) {
            const auto eq = text.find('=');
            const std::string model = eq == std::string::npos ? std::string() : text.substr(0, eq);
            const std::string policy = eq == std::string::npos ? text : text.substr(eq + 1);
            auto parsed = parseOovPolicyName(policy);
            if (!parsed || (eq != std::string::npos && model.empty()))
                throw UsageError{"--oov: expected leave-out, subword or NAME=leave-out|subword, got '" + text + "'"};
            if (!o.oov.emplace(model, parsed.value()).second)
                throw UsageError{"--oov is given twice for " + (model.empty() ? std::string("every model") : model)};
        },
        true);

    c.group("Transformer models (NAME=MODEL_DIR: a folder as Hugging Face's hub serves it)");
    c.option("--corpus", "FILE",
             "the text each model folder's word vectors are drawn from, as the\n"
             "paper does (up to 20 sentences of 7-75 words per word, 100,000\n"
             "reference sentences; isoscope-cli extract --help); kept in the cache",
             [&o](const std::string &v) { o.corpus = v; });
    c.option("--corpus-format", "lines|text|wikitext",
             "one sentence per line (default); running text; WikiText-103's files", [&o](const std::string &v) {
                 const auto format = corpus::corpusFormatFromName(v);
                 if (!format)
                     throw UsageError{"--corpus-format must be lines, text or wikitext, got '" + v + "'"};
                 o.corpusFormat = *format;
             });
    c.option("--layer", "L", "the layer of the model folders (default -1: the last; 0: the embeddings)",
             [&o](const std::string &v) {
                 int layer = 0;
                 if (!parseInteger(v, layer) || layer < -1 || layer > 1000)
                     throw UsageError{"--layer must be a whole number from -1 to 1000, got '" + v + "'"};
                 o.layer = layer;
             });

    c.group("What to run");
    c.option("--suites", "builtin|FILE.json", "WEAT suites (default: the ten of Caliskan et al. 2017)",
             [&o](const std::string &v) { o.suites = v; });
    c.option("--only", "W1,W6,...", "run only these suites, in this order", [&o](const std::string &list) {
        std::size_t start = 0;
        while (start <= list.size()) {
            const auto comma = list.find(',', start);
            const std::string id = list.substr(start, comma - start);
            if (id.empty())
                throw UsageError{"--only: empty suite id in '" + list + "'"};
            // A suite listed twice would run twice and count twice in the summary.
            if (std::find(o.only.begin(), o.only.end(), id) != o.only.end())
                throw UsageError{"--only lists " + id + " twice"};
            o.only.push_back(id);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    });
    c.option(
        "--similarity", "builtin|none|stsb|NAME=FILE",
        "similarity benchmarks (repeatable; default builtin: WordSim-353,\n"
        "SimLex-999 and STS-B; stsb: STS-B alone; FILE: a word benchmark,\n"
        "\"word1 TAB word2 TAB score\")",
        [&o](const std::string &v) {
            if (!o.similarityGiven)
                o.similarity.clear();
            o.similarityGiven = true;
            if (v == "builtin" || v == "none" || v == "stsb")
                o.similarity.emplace_back(v, "");
            else
                o.similarity.push_back(splitNameValue("--similarity", v));
        },
        true);
    c.option("--stsb-split", "test|dev|train", "the STS-B split (default test, 1,379 sentence pairs)",
             [&o](const std::string &v) {
                 if (auto split = parseStsSplit(v); !split)
                     throw UsageError{"--stsb-split: " + split.error().detail};
                 o.stsbSplit = v;
             });
    c.option(
        "--sentence-vectors", "NAME=FILE",
        "STS-B sentence vectors of a model: HDF5 /sentences (UTF-8\n"
        "strings) and /sentence_vectors (float32 [m, d]) (repeatable; default:\n"
        "the model's own HDF5 file if it holds them; else a static model\n"
        "averages its word vectors)",
        [&o](const std::string &v) {
            auto [model, file] = splitNameValue("--sentence-vectors", v);
            o.sentenceVectors[model] = file;
        },
        true);

    AnalysisParams &p = o.params;
    c.group("Method (defaults are the paper's protocol)");
    c.option("--reference", "top:N | random:N[:SEED] | words:FILE | vectors:FILE | embedded",
             "reference sample for whitening (default top:100000);\n"
             "embedded: the model file's own /reference vectors",
             [&p, &o](const std::string &v) {
                 auto spec = ReferenceSpec::parse(v);
                 if (!spec)
                     throw UsageError{spec.error().detail};
                 p.reference = spec.value();
                 o.referenceGiven = true;
             });
    c.option("--epsilon", "E", "whitening regulariser (default 0.001)",
             [&p](const std::string &v) { p.epsilon = settingOption<double>("--epsilon", Setting::Epsilon, v); });
    c.option("--calibration", "zca|center|abtt[:D]|pca",
             "what the \"whitened\" space is (default zca, the paper's): ZCA\n"
             "whitening, mean-centring only, all-but-the-top (centre, remove the\n"
             "top D principal components; default D = d/100 rounded, at least 1)\n"
             "or PCA whitening; see docs/beyond-the-paper.md",
             [&p](const std::string &v) {
                 auto spec = CalibrationSpec::parse(v);
                 if (!spec)
                     throw UsageError{spec.error().detail};
                 p.calibration = spec.value();
             });
    c.option("--permutations", "N", "Monte Carlo partitions when exact enumeration is too large\n(default 100000)",
             [&p](const std::string &v) {
                 p.weat.permutations = settingOption<std::size_t>("--permutations", Setting::Permutations, v);
             });
    c.option("--exact-limit", "N", "enumerate all partitions up to N of them (default 1000000)",
             [&p](const std::string &v) {
                 p.weat.exactLimit = settingOption<std::size_t>("--exact-limit", Setting::ExactLimit, v);
             });
    c.option("--seed", "S", "seed of every random draw (default 42)", [&p](const std::string &v) {
        // Seeds are exact 64-bit integers in every file (core/serialization/json.h).
        if (!parseInteger(v, p.weat.seed))
            throw UsageError{"--seed must be a whole number from 0 to 18446744073709551615, got '" + v + "'"};
    });
    c.option("--alpha", "A", "significance level (default 0.05)",
             [&p](const std::string &v) { p.alpha = settingOption<double>("--alpha", Setting::Alpha, v); });
    c.option("--correction", "none|holm|bh",
             "adjust p across the suites of each model, raw and whitened\n"
             "separately (Holm: family-wise error; bh: Benjamini-Hochberg false\n"
             "discovery rate); the change classes then use the adjusted p, and\n"
             "the unadjusted p stay in the output beside them (default none)",
             [&p](const std::string &v) {
                 auto correction = parseCorrectionName(v);
                 if (!correction)
                     throw UsageError{"--correction: " + correction.error().detail};
                 p.correction = correction.value();
             });
    c.option("--tie", "ge|gt",
             "count partitions with S_i >= S (default; Monte Carlo p = (b+1)/(N+1))\n"
             "or S_i > S (the paper's equation 4; p = b/N)",
             [&p](const std::string &v) {
                 if (v == "ge") {
                     p.weat.tie = TieRule::GreaterOrEqual;
                     p.weat.plusOne = true;
                 } else if (v == "gt") {
                     p.weat.tie = TieRule::Greater;
                     p.weat.plusOne = false;
                 } else {
                     throw UsageError{"--tie must be ge or gt, got '" + v + "'"};
                 }
             });
    c.option("--sided", "one|two", "one-sided p (default) or two-sided (2 x the smaller tail)",
             [&p](const std::string &v) {
                 if (v == "one")
                     p.weat.sided = Sidedness::One;
                 else if (v == "two")
                     p.weat.sided = Sidedness::Two;
                 else
                     throw UsageError{"--sided must be one or two, got '" + v + "'"};
             });
    if (effectIntervals) {
        c.option("--bootstrap", "B",
                 "percentile bootstrap interval of every d over the words of X and\n"
                 "Y, B resamples (default 2000; 0: no intervals; docs/sensitivity.md)",
                 [&p](const std::string &v) {
                     p.effectBootstrapIterations =
                         settingOption<std::size_t>("--bootstrap", Setting::EffectBootstrapIterations, v);
                 });
        c.option("--confidence", "C", "of those intervals (default 0.95)", [&p](const std::string &v) {
            p.confidence = settingOption<double>("--confidence", Setting::Confidence, v);
        });
    }

    c.option("--measures", "LIST",
             "weat,rnd,mac,ect,ripa,rnsb: the association measures (default weat;\n"
             "WEAT always runs); the others as WEFE 1.0 defines them, raw and\n"
             "calibrated, in measures.csv (docs/measures.md)",
             [&p](const std::string &v) {
                 auto measures = parseMeasureList(v);
                 if (!measures)
                     throw UsageError{"--measures: " + measures.error().detail};
                 p.measures = std::move(measures).value();
             });
    c.option("--debias", "hard",
             "hard-debias every model first (Bolukbasi et al. 2016, their lists);\n"
             "calibrations: add debias to --calibrations instead",
             [&p](const std::string &v) {
                 if (v != "hard")
                     throw UsageError{"--debias must be hard (Bolukbasi et al. 2016's hard debiasing), got '" + v
                                      + "'"};
                 auto lists = builtinDebiasLists();
                 if (!lists)
                     throw UsageError{"--debias: " + describe(lists.error())};
                 p.debias = std::move(lists).value();
             });

    c.group("Output");
    c.option("--out", "DIR", "write results.json, weat.csv, anisotropy.csv, similarity.csv,\nmleat.csv, report.md",
             [&o](const std::string &v) {
                 if (v.empty())
                     throw UsageError{"--out needs a folder"};
                 o.out = v;
             });
    c.flag("--json", "print results.json to standard output (instead of the report)", o.json);
    c.flag("--quiet", "no progress and no warnings on standard error", o.quiet);

    c.group("Cache (models are imported once into an HDF5 cache file, then opened from it)");
    c.option("--cache-dir", "DIR",
             "the cache folder (default $ISOSCOPE_CACHE_DIR, else\n$XDG_CACHE_HOME/isoscope, else ~/.cache/isoscope)",
             [&o](const std::string &v) {
                 if (v.empty())
                     throw UsageError{"--cache-dir needs a folder"};
                 o.cacheDir = v;
             });
    c.flag("--no-cache", "read every model file in full, without the cache", o.noCache);
}

std::optional<int> parseAnalysisOptions(Command &command, const Options &o, const Invocation &in)
{
    if (auto status = command.parse(in))
        return status;
    if (o.noCache && !o.cacheDir.empty()) {
        in.err << "isoscope-cli: error: --no-cache and --cache-dir exclude each other (see isoscope-cli --help)\n";
        return 2;
    }
    return std::nullopt;
}

int prepareModels(Options &o, std::ostream &err)
{
    const auto dataDir = findDataDirectory();
    const auto builtinPath = [&](const char *relative) {
        return dataDir ? *dataDir / relative : std::filesystem::path();
    };
    if (o.demo && !dataDir)
        return fail(err, kNoDataFolder);
    if (o.demo) {
        o.models.insert(o.models.begin(), {ModelSpec{builtin::kDemoGloveName, ModelFamily::Static,
                                                     builtinPath(builtin::kDemoGlove), EmbeddingFormat::Auto},
                                           ModelSpec{builtin::kDemoWord2vecName, ModelFamily::Static,
                                                     builtinPath(builtin::kDemoWord2vec), EmbeddingFormat::Auto}});
    }
    if (o.models.empty())
        return fail(err, "no model given: name at least one embedding file, or use --demo (see isoscope-cli --help)");
    std::set<std::string> names;
    for (const auto &m : o.models)
        if (!names.insert(m.name).second)
            return fail(err, "two models are named '" + m.name + "': give them names with NAME=PATH");
    if (const int status =
            setPerModel(o, names, o.families, "--family", err, [](ModelSpec &m, const std::string &family) {
                m.family = parseFamilyName(family).value();
                return 0;
            }))
        return status;
    if (const int status =
            setPerModel(o, names, o.formats, "--format", err, [](ModelSpec &m, const std::string &format) {
                m.format = parseFormatName(format).value();
                return 0;
            }))
        return status;
    if (const int status =
            setPerModel(o, names, o.vocabularies, "--vocab", err, [](ModelSpec &m, const std::string &file) {
                m.vocabulary = file;
                return 0;
            }))
        return status;
    for (const auto &[model, policy] : o.oov) { // "" (every model) comes first, names override it
        if (!model.empty() && !names.count(model))
            return fail(err, "--oov names '" + model + "', which is not one of the models");
        for (auto &m : o.models)
            if (model.empty() || m.name == model)
                m.oov = policy;
    }
    return setPerModel(o, names, o.sentenceVectors, "--sentence-vectors", err,
                       [&err](ModelSpec &m, const std::string &file) {
                           const auto holds = holdsSentenceVectors(file);
                           if (!holds) // not a regular file (a named pipe would block the read for ever)
                               return fail(err, describe(holds.error()) + " (--sentence-vectors " + m.name + ")");
                           if (!holds.value())
                               return fail(err, file + ": --sentence-vectors " + m.name
                                                    + ": not an HDF5 file with /sentences and /sentence_vectors (or it "
                                                      "cannot be read)");
                           m.sentenceVectors = file;
                           return 0;
                       });
}

RunFolders::~RunFolders()
{
    for (const auto &folder : m_folders) {
        std::error_code error;
        std::filesystem::remove_all(folder, error);
    }
}

std::optional<std::filesystem::path> RunFolders::make()
{
    std::error_code error;
    std::string pattern = (std::filesystem::temp_directory_path(error) / "isoscope-run-XXXXXX").string();
    if (error || !::mkdtemp(pattern.data()))
        return std::nullopt;
    m_folders.emplace_back(pattern);
    return m_folders.back();
}

namespace {

// Each model given as a folder: its suites' words extracted from the corpus (or found in the cache).
int extractTransformerModels(Options &o, std::ostream &err, bool progressOnErr)
{
    std::optional<corpus::Corpus> corpus;
    const std::vector<std::string> words = suiteWords(o.params.suites);
    // STS-B, if it runs: its sentences are pooled into the same file (SimCSE's avg).
    std::optional<std::vector<std::string>> stsSentences;
    const bool wantsSts = std::any_of(o.similarity.begin(), o.similarity.end(),
                                      [](const auto &s) { return s.first == "builtin" || s.first == "stsb"; });
    std::error_code error;
    for (ModelSpec &m : o.models) {
        if (!std::filesystem::is_directory(m.path, error))
            continue;
        if (o.corpus.empty())
            return fail(err,
                        m.path.string() + ": " + m.name
                            + " is a model folder: its word vectors are drawn from a corpus, given with --corpus FILE");
        if (!corpus) {
            corpus::CorpusOptions options;
            options.format = o.corpusFormat;
            auto read = corpus::readCorpus(o.corpus, options);
            if (!read)
                return fail(err, describe(read.error()));
            corpus = std::move(read.value());
        }
        auto model = extraction::openExtractionModel(m.path);
        if (!model)
            return fail(err, describe(model.error()));
        extraction::ExtractionOptions options;
        options.layer = o.layer;
        options.contexts.seed = o.params.seed();
        extraction::adaptContextsToModel(options.contexts, model.value());
        std::string lastLine;
        ProgressCallback progress;
        if (progressOnErr && !o.quiet)
            progress = [&err, &m, &lastLine](std::size_t done, std::size_t total) {
                const std::string line = m.name + ": extracting word vectors, " + std::to_string(done) + " of "
                                         + std::to_string(total) + " sentences";
                if (line != lastLine)
                    err << '\r' << line << "\x1b[K" << std::flush;
                lastLine = line;
                return true;
            };
        std::filesystem::path cacheDir = o.cacheDir;
        if (o.noCache) { // extracted for this run alone
            const auto folder = o.runFolders.make();
            if (!folder)
                return fail(err, "no temporary folder could be made for " + m.name + "'s word vectors ("
                                     + std::filesystem::temp_directory_path(error).string() + ")");
            cacheDir = *folder;
        }
        if (wantsSts && m.sentenceVectors.empty() && !stsSentences) {
            const auto dataDir = findDataDirectory();
            if (!dataDir)
                return fail(err, kNoDataFolder);
            auto sts = readSentenceBenchmark(*dataDir / builtin::stsSplitFile(o.stsbSplit), builtin::kStsBenchmarkName,
                                             o.stsbSplit);
            if (!sts)
                return fail(err, describe(sts.error()));
            stsSentences = benchmarkSentences(sts.value());
        }
        const std::vector<std::string> noSentences;
        const std::vector<std::string> &sentences = wantsSts && m.sentenceVectors.empty() ? *stsSentences : noSentences;
        auto cached = extraction::extractCached(model.value(), *corpus, words, options, cacheDir, progress, sentences);
        if (!lastLine.empty())
            err << "\r\x1b[K" << std::flush;
        if (!cached)
            return fail(err, describe(cached.error()));
        if (!o.quiet) {
            if (cached->extracted)
                err << m.name << ": extracted " << cached->extracted->words.size() << " of " << words.size()
                    << " words (" << cached->extracted->missing.size() << " in no sentence of the corpus) into "
                    << cached->file.string() << '\n';
            else
                err << m.name << ": word vectors from the cache: " << cached->file.string() << '\n';
        }
        m.path = cached->file;
        m.format = EmbeddingFormat::Hdf5;
        // Whitened on its corpus sentences (/reference), as the paper does, beside static models
        // whitened on their most frequent words; --reference makes every model use one sample.
        if (!o.referenceGiven)
            m.reference = ReferenceSpec::parse("embedded").value();
        if (!o.families.count(m.name))
            m.family = ModelFamily::Contextualized;
    }
    return 0;
}

} // namespace

int prepareModelsAndSuites(Options &o, std::ostream &err, bool progressOnErr)
{
    const auto dataDir = findDataDirectory();
    const auto builtinPath = [&](const char *relative) {
        return dataDir ? *dataDir / relative : std::filesystem::path();
    };
    const bool needsData = o.suites == "builtin"
                           || std::any_of(o.similarity.begin(), o.similarity.end(),
                                          [](const auto &s) { return s.first == "builtin" || s.first == "stsb"; });
    if (needsData && !dataDir)
        return fail(err, kNoDataFolder);
    if (const int status = prepareModels(o, err))
        return status;

    auto suites = loadSuites(o.suites == "builtin" ? builtinPath(builtin::kSuites) : std::filesystem::path(o.suites));
    if (!suites)
        return fail(err, describe(suites.error()));
    if (o.suites == "builtin")
        for (auto &s : suites->suites)
            s.builtin = true;
    o.params.suites = suites->suites;
    if (!o.only.empty()) {
        auto selected = selectSuites(o.params.suites, o.only);
        if (!selected)
            return fail(err, describe(selected.error()));
        o.params.suites = selected.value();
    }
    return extractTransformerModels(o, err, progressOnErr);
}

std::vector<std::string> splitWords(const std::string &list)
{
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start <= list.size()) {
        const auto comma = list.find(',', start);
        std::string word = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!word.empty())
            words.push_back(std::move(word));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return words;
}

std::string formatSeconds(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    return buffer;
}

std::string describeCacheStatus(const std::string &name, const CacheStatus &status)
{
    std::string line = "cache: " + name + ": " + (status.imported ? "imported into " : "opened ")
                       + status.cachePath.string() + " in " + formatSeconds(status.seconds) + " s";
    if (!status.rebuildReason.empty())
        line += " (rebuilt: " + status.rebuildReason + ")";
    return line;
}

Result<SubcommandModel> openSubcommandModel(const ModelSpec &spec, const Options &o,
                                            const std::function<bool(Stage, std::size_t, std::size_t)> &progress)
{
    SubcommandModel model;
    if (o.noCache && !isEmbeddingCache(spec.path)) {
        ReadOptions options;
        options.format = spec.format;
        options.vocabularyPath = spec.vocabulary;
        if (progress)
            options.progress = [progress](std::size_t done, std::size_t total) {
                return progress(Stage::Reading, done, total);
            };
        auto read = readEmbeddingFile(spec.path, options);
        if (!read)
            return read.error();
        model.loaded = std::move(read).value();
        adoptReferenceVectors(*model.loaded);
        model.view = model.loaded->set.withSubwordLookup(spec.oov == OovPolicy::Subword);
        return model;
    }
    CacheOptions options;
    options.directory = o.cacheDir;
    options.read.format = spec.format;
    options.read.vocabularyPath = spec.vocabulary;
    if (progress)
        options.read.progress = [progress](std::size_t done, std::size_t total) {
            return progress(Stage::Importing, done, total);
        };
    auto open = openCachedModel(spec.path, options);
    if (!open)
        return open.error();
    model.opened = std::move(open).value();
    model.view = model.opened->set.withSubwordLookup(spec.oov == OovPolicy::Subword);
    return model;
}

bool ProgressLine::update(std::size_t model, Stage stage, std::size_t done, std::size_t total)
{
    return update(model, std::string(stageName(stage)), done, total);
}

bool ProgressLine::update(std::size_t model, const std::string &stage, std::size_t done, std::size_t total)
{
    const auto now = std::chrono::steady_clock::now();
    if (now - m_last < std::chrono::milliseconds(100) && done < total)
        return true;
    m_last = now;
    const int percent = total ? static_cast<int>(100.0 * static_cast<double>(done) / static_cast<double>(total)) : 0;
    std::string line = "[" + std::to_string(model + 1) + "/" + std::to_string(m_models.size()) + "] "
                       + m_models[model].name + ": " + stage + " " + std::to_string(percent) + "%";
    m_err << '\r' << line << std::string(m_width > line.size() ? m_width - line.size() : 0, ' ') << std::flush;
    m_width = line.size();
    return true;
}

void ProgressLine::clear()
{
    if (m_width)
        m_err << '\r' << std::string(m_width, ' ') << '\r' << std::flush;
    m_width = 0;
}

} // namespace isoscope::cli
