// isoscope-cli extract and embed: a transformer model's word vectors (with the whitening reference
// sample) and sentence vectors, drawn from a corpus as the paper does (core/extraction,
// docs/science.md section 10), written in the HDF5 import layout every model reads.
#include "app/cli/common.h"
#include "app/cli/subcommands.h"

#include "core/analysis/suites.h"
#include "core/base/datadir.h"
#include "core/base/files.h"
#include "core/corpus/corpus.h"
#include "core/extraction/extraction.h"
#include "core/extraction/extractioncache.h"
#include "core/extraction/transformersource.h"
#include "core/serialization/suitesjson.h"
#include "core/tokenizer/tokenizer.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <memory>
#include <set>
#include <utility>

namespace isoscope::cli {

namespace {

using Clock = std::chrono::steady_clock;

/// A whole number option in [low, high]; throws UsageError naming the option and the range.
template <typename T>
T boundedOption(const std::string &option, const std::string &text, T low, T high)
{
    T value{};
    if (!parseInteger(text, value) || std::cmp_less(value, low) || std::cmp_greater(value, high))
        throw UsageError{option + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high)
                         + ", got '" + text + "'"};
    return value;
}

/// What extract and embed share: the model folder, the layer, the batch, the threads, the output.
struct CommonOptions {
    std::vector<std::string> positionals;
    extraction::ExtractionOptions extraction;
    unsigned threads = 0;
    std::string out;
    bool quiet = false;
};

void addCommonOptions(Command &command, CommonOptions &o)
{
    command.option("--layer", "L",
                   "the layer whose hidden states are pooled: 0 is the embedding output, 1 the first "
                   "layer; -1 (default) the last, as the paper",
                   [&o](const std::string &v) { o.extraction.layer = boundedOption("--layer", v, -1, 1000); });
    command.option(
        "--batch", "N", "sentences per forward pass (default 32; changes the speed, never the numbers)",
        [&o](const std::string &v) { o.extraction.batchSize = boundedOption<std::size_t>("--batch", v, 1, 4096); });
    command.option("--threads", "N", "threads of the forward pass (default: the machine's; never changes the numbers)",
                   [&o](const std::string &v) { o.threads = boundedOption<unsigned>("--threads", v, 1, 1024); });
    command.option("--out", "FILE.h5", "the HDF5 file to write (written whole or not at all)",
                   [&o](const std::string &v) { o.out = v; });
    command.flag("--quiet", "print nothing but errors", o.quiet);
    command.positionals("MODEL_DIR", "the model folder as Hugging Face's hub serves it",
                        [&o](const std::string &v) { o.positionals.push_back(v); });
}

/// The checks after parsing that extract and embed share; 0 or the exit status of the usage error.
int checkCommon(const Command &command, const CommonOptions &o, std::ostream &err)
{
    if (o.positionals.empty())
        return command.usageError(err, "a model folder is needed");
    if (o.positionals.size() > 1)
        return command.usageError(err, "one model folder at a time, got '" + o.positionals[0] + "' and '"
                                           + o.positionals[1] + "'");
    if (o.out.empty())
        return command.usageError(err, "--out FILE.h5 is needed");
    return 0;
}

/// Progress on standard error's terminal line: "extract: 1,234 of 5,000 sentences", ten times a second.
ProgressCallback progressLine(const Invocation &in, const char *what, bool quiet)
{
    if (!in.progressOnErr || quiet)
        return {};
    auto last = std::make_shared<Clock::time_point>();
    return [&err = in.err, what, last](std::size_t done, std::size_t total) {
        const auto now = Clock::now();
        if (done < total && now - *last < std::chrono::milliseconds(100))
            return true;
        *last = now;
        err << '\r' << what << ": " << done << " of " << total << " sentences\x1b[K" << std::flush;
        return true;
    };
}

void clearProgress(const Invocation &in, bool quiet)
{
    if (in.progressOnErr && !quiet)
        in.err << "\r\x1b[K" << std::flush;
}

/// One word per line (empty lines left out), each once.
Result<std::vector<std::string>> readWordList(const std::filesystem::path &file)
{
    auto corpus = corpus::readCorpus(file);
    if (!corpus)
        return corpus.error();
    std::vector<std::string> words;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < corpus->sentences.size(); ++i) {
        const std::string &word = corpus->sentences[i];
        if (word.find_first_of(" \t") != std::string::npos)
            return makeError(ErrorCode::InvalidArgument, "a line of the word list holds more than one word",
                             file.string(), corpus->lines[i], word);
        if (seen.insert(word).second)
            words.push_back(word);
    }
    return words;
}

// The sentences to embed, one per line, exactly as written (only the line end taken off, empty lines
// left out): sentence vectors are matched by their text, so "A  man is dancing." must stay so
// (readCorpus would make one space of the two).
Result<std::vector<std::string>> readSentenceLines(const std::filesystem::path &file)
{
    auto text = readWholeFile(file);
    if (!text)
        return text.error();
    std::vector<std::string> sentences;
    std::size_t start = 0, line = 0;
    const std::string &all = text.value();
    while (start < all.size()) {
        ++line;
        std::size_t end = all.find('\n', start);
        if (end == std::string::npos)
            end = all.size();
        std::string sentence = all.substr(start, end - start);
        if (!sentence.empty() && sentence.back() == '\r')
            sentence.pop_back();
        if (line == 1 && sentence.rfind("\xEF\xBB\xBF", 0) == 0) // a UTF-8 byte order mark
            sentence.erase(0, 3);
        if (const auto bad = tokenizer::invalidUtf8Offset(sentence))
            return makeError(ErrorCode::InvalidUtf8, "not UTF-8 at byte " + std::to_string(*bad + 1) + " of the line",
                             file.string(), line);
        if (!sentence.empty())
            sentences.push_back(std::move(sentence));
        start = end + 1;
    }
    if (sentences.empty())
        return makeError(ErrorCode::InvalidArgument, "the file holds no sentence", file.string());
    return sentences;
}

std::string elapsed(Clock::time_point start)
{
    return formatSeconds(std::chrono::duration<double>(Clock::now() - start).count()) + " s";
}

} // namespace

int extract(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    CommonOptions o;
    std::string corpusFile;
    corpus::CorpusOptions corpusOptions;
    std::string suitesFile = "builtin";
    std::vector<std::string> only;
    std::string wordsFile;
    Command command("isoscope-cli extract",
                    "isoscope-cli extract MODEL_DIR --corpus FILE [--suites builtin|FILE.json] [--words FILE] "
                    "--out FILE.h5\n"
                    "                    a transformer model's word vectors as the paper draws them: each word's\n"
                    "                    vector is the mean over up to 20 corpus sentences of 7-75 words that\n"
                    "                    contain it of the mean of its tokens' hidden states; with the whitening\n"
                    "                    reference sample (the avg of up to 100,000 corpus sentences). The file is\n"
                    "                    the HDF5 import layout (/words, /vectors, /reference) with a record of\n"
                    "                    every convention; analyze reads it like any model");
    command.group("Input");
    command.option("--corpus", "FILE", "the text the contexts and the reference sample are drawn from",
                   [&corpusFile](const std::string &v) { corpusFile = v; });
    command.option("--corpus-format", "lines|text|wikitext",
                   "one sentence per line (default); running text split into sentences; WikiText-103's files",
                   [&corpusOptions](const std::string &v) {
                       const auto format = corpus::corpusFormatFromName(v);
                       if (!format)
                           throw UsageError{"--corpus-format must be lines, text or wikitext, got '" + v + "'"};
                       corpusOptions.format = *format;
                   });
    command.option("--suites", "builtin|FILE.json",
                   "the words of these WEAT suites (default: the ten of Caliskan et al. 2017)",
                   [&suitesFile](const std::string &v) { suitesFile = v; });
    command.option("--only", "W1,W6,...", "only the words of these suites",
                   [&only](const std::string &v) { only = splitWords(v); });
    command.option("--words", "FILE", "these words instead of the suites' (one per line)",
                   [&wordsFile](const std::string &v) { wordsFile = v; });
    command.group("Model and output");
    addCommonOptions(command, o);
    command.group("Protocol (the paper's defaults)");
    command.option("--contexts", "N", "at most N sentences per word (default 20)", [&o](const std::string &v) {
        o.extraction.contexts.contextsPerWord = boundedOption<std::size_t>("--contexts", v, 1, 100000);
    });
    command.option("--min-words", "N", "a context has at least N words (default 7)", [&o](const std::string &v) {
        o.extraction.contexts.minWords = boundedOption<std::size_t>("--min-words", v, 1, 100000);
    });
    command.option("--max-words", "N", "a context has at most N words (default 75)", [&o](const std::string &v) {
        o.extraction.contexts.maxWords = boundedOption<std::size_t>("--max-words", v, 1, 100000);
    });
    command.option("--reference", "N", "at most N reference sentences (default 100000; 0 writes no /reference)",
                   [&o](const std::string &v) {
                       o.extraction.contexts.referenceSentences =
                           boundedOption<std::size_t>("--reference", v, 0, 100'000'000);
                   });
    command.option("--seed", "N", "draws the contexts and the reference sample (default 42)",
                   [&o](const std::string &v) {
                       o.extraction.contexts.seed =
                           boundedOption<std::uint64_t>("--seed", v, 0, std::numeric_limits<std::uint64_t>::max());
                   });
    command.flag("--missing-words-alone",
                 "a word found in no context gets the vector of the word alone (reported as such); "
                 "otherwise it is missing",
                 o.extraction.missingWordsAlone);
    command.group("On a cluster");
    command.option("--shard", "K/N",
                   "feed only the K-th of N equal slices of the sentences and write them as a shard file;\n"
                   "isoscope-cli merge joins the N shards into the file one run writes (docs/cluster.md)",
                   [&o](const std::string &v) {
                       const auto slash = v.find('/');
                       if (slash == std::string::npos)
                           throw UsageError{"--shard takes K/N (the K-th of N, from 1), got '" + v + "'"};
                       const auto count = boundedOption<std::size_t>("--shard", v.substr(slash + 1), 1, 100000);
                       const auto index = boundedOption<std::size_t>("--shard", v.substr(0, slash), 1, count);
                       o.extraction.shardIndex = index - 1;
                       o.extraction.shardCount = count;
                   });
    if (const auto status = command.parse(in))
        return *status;
    if (o.extraction.shardCount > 0 && o.extraction.missingWordsAlone)
        return command.usageError(err, "--missing-words-alone needs the model after every shard: not with --shard");
    if (const int status = checkCommon(command, o, err))
        return status;
    if (corpusFile.empty())
        return command.usageError(err, "--corpus FILE is needed");
    if (!wordsFile.empty() && (suitesFile != "builtin" || !only.empty()))
        return command.usageError(err, "--words replaces the suites' words: give either --words or --suites/--only");
    if (o.extraction.contexts.minWords > o.extraction.contexts.maxWords)
        return command.usageError(err, "--min-words is larger than --max-words");
    o.extraction.reference = o.extraction.contexts.referenceSentences > 0;
    const auto start = Clock::now();

    std::vector<std::string> words;
    if (!wordsFile.empty()) {
        auto list = readWordList(wordsFile);
        if (!list)
            return fail(err, describe(list.error()));
        words = std::move(list.value());
    } else {
        std::filesystem::path file = suitesFile;
        if (suitesFile == "builtin") {
            const auto dataDir = findDataDirectory();
            if (!dataDir)
                return fail(err, kNoDataFolder);
            file = *dataDir / builtin::kSuites;
        }
        auto suites = loadSuites(file);
        if (!suites)
            return fail(err, describe(suites.error()));
        std::vector<WeatSuite> chosen = suites->suites;
        if (!only.empty()) {
            auto selected = selectSuites(chosen, only);
            if (!selected)
                return fail(err, describe(selected.error()));
            chosen = std::move(selected.value());
        }
        words = suiteWords(chosen);
    }

    auto model = extraction::openExtractionModel(o.positionals.front(), o.threads);
    if (!model)
        return fail(err, describe(model.error()));
    extraction::adaptContextsToModel(o.extraction.contexts, model.value());
    auto corpus = corpus::readCorpus(corpusFile, corpusOptions);
    if (!corpus)
        return fail(err, describe(corpus.error()));

    // A run stopped (Ctrl+C, a crash) left its work in FILE.h5.partial/: taken up where it stopped.
    // (A shard is one job of a cluster's array: run again, it starts over.)
    if (o.extraction.shardCount == 0)
        o.extraction.checkpoint = std::filesystem::path(o.out + ".partial");
    o.extraction.checkpointKey = extraction::extractionKeyDigest(
        extraction::extractionKey(model->description, corpus.value(), words, o.extraction));
    std::size_t tokens = 0; // fed to the model by this run (for the rate on the last line)
    o.extraction.tokensFed = [&tokens](std::size_t fed) { tokens += fed; };
    const auto forwardStart = std::chrono::steady_clock::now();
    auto extracted = extraction::extractWords(model->source, model->tokenizer, model->description, corpus.value(),
                                              words, o.extraction, o.out, progressLine(in, "extract", o.quiet));
    clearProgress(in, o.quiet);
    if (!extracted)
        return fail(err, describe(extracted.error()));
    if (o.quiet)
        return 0;
    const extraction::WordExtraction &x = extracted.value();
    if (o.extraction.shardCount > 0) {
        out << "shard " << o.extraction.shardIndex + 1 << " of " << o.extraction.shardCount << ": " << x.shardSentences
            << " sentences fed; wrote " << o.out << " in " << elapsed(start)
            << " (isoscope-cli merge joins the shards)\n";
        return 0;
    }
    out << "model: " << model->description.folder << " (" << model->description.modelType << ", "
        << model->source.layerCount() - 1 << " layers, content hash " << model->description.contentHash << ")\n"
        << "tokenizer: " << model->description.tokenizerSummary << '\n'
        << "corpus: " << corpus->file.string() << " (" << corpus->sentences.size() << " sentences)\n"
        << "words: " << x.words.size() << " of " << words.size() << " with vectors";
    if (!x.alone.empty())
        out << " (" << x.alone.size() << " of them the word alone)";
    out << '\n';
    if (!x.missing.empty()) {
        out << "missing (found in no context): ";
        for (std::size_t i = 0; i < x.missing.size(); ++i)
            out << (i ? ", " : "") << x.missing[i];
        out << '\n';
    }
    if (x.resumedAt > 0)
        out << "resumed: " << x.resumedAt << " sentences were done by an earlier run (" << o.out << ".partial)\n";
    out << "reference sentences: " << x.reference.rows() << '\n';
    if (x.sentencesTooLong)
        out << "sentences left out (more tokens than the model takes): " << x.sentencesTooLong << '\n';
    out << "wrote " << o.out << " in " << elapsed(start);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - forwardStart).count();
    if (tokens > 0 && seconds > 0)
        out << " (" << tokens << " tokens through the model, " << static_cast<long>(double(tokens) / seconds + 0.5)
            << " tokens/s)";
    out << '\n';
    return 0;
}

int embed(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    CommonOptions o;
    std::string sentencesFile;
    Command command("isoscope-cli embed",
                    "isoscope-cli embed MODEL_DIR --sentences FILE [--layer L] [--pooling avg|cls|avg-first-last] "
                    "--out FILE.h5\n"
                    "                    one vector per sentence (one per line) of a transformer model, pooled from\n"
                    "                    one layer's hidden states; written as /sentences and /sentence_vectors,\n"
                    "                    which analyze --sentence-vectors reads for STS-B");
    command.option("--sentences", "FILE", "the sentences, one per line as written (empty lines left out)",
                   [&sentencesFile](const std::string &v) { sentencesFile = v; });
    command.option("--pooling", "avg|cls|avg-first-last",
                   "avg: the mean over all tokens, special ones included (default, SimCSE's avg); cls: the "
                   "first token, before any pooler; avg-first-last: the mean of layer 1's and the layer's avg",
                   [&o](const std::string &v) {
                       const auto pooling = extraction::poolingFromName(v);
                       if (!pooling)
                           throw UsageError{"--pooling must be avg, cls or avg-first-last, got '" + v + "'"};
                       o.extraction.sentencePooling = *pooling;
                   });
    addCommonOptions(command, o);
    if (const auto status = command.parse(in))
        return *status;
    if (const int status = checkCommon(command, o, err))
        return status;
    if (sentencesFile.empty())
        return command.usageError(err, "--sentences FILE is needed");
    const auto start = Clock::now();

    auto model = extraction::openExtractionModel(o.positionals.front(), o.threads);
    if (!model)
        return fail(err, describe(model.error()));
    auto sentences = readSentenceLines(sentencesFile);
    if (!sentences)
        return fail(err, describe(sentences.error()));
    auto embedded = extraction::embedSentences(model->source, model->tokenizer, model->description, sentences.value(),
                                               o.extraction, o.out, progressLine(in, "embed", o.quiet));
    clearProgress(in, o.quiet);
    if (!embedded)
        return fail(err, describe(embedded.error()));
    if (!o.quiet)
        out << "model: " << model->description.folder << " (" << model->description.modelType << ", content hash "
            << model->description.contentHash << ")\n"
            << "sentences: " << embedded->rows() << " x " << embedded->cols() << ", pooling "
            << extraction::poolingName(o.extraction.sentencePooling) << '\n'
            << "wrote " << o.out << " in " << elapsed(start) << '\n';
    return 0;
}

int merge(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    std::string output;
    bool quiet = false;
    Command command("isoscope-cli merge",
                    "isoscope-cli merge SHARD... --out FILE.h5\n"
                    "                    joins the shard files of isoscope-cli extract --shard K/N into the file\n"
                    "                    one extract run writes, byte for byte, after checking that they belong\n"
                    "                    together (the same model, corpus, words and settings; every shard once)");
    std::vector<std::filesystem::path> parts;
    command.positionals("SHARD...", "the shard files, in any order",
                        [&parts](const std::string &v) { parts.emplace_back(v); });
    command.option("--out", "FILE.h5", "the HDF5 file to write (written whole or not at all)",
                   [&output](const std::string &v) { output = v; });
    command.flag("--quiet", "print nothing on success", quiet);
    if (const auto status = command.parse(in))
        return *status;
    if (output.empty())
        return command.usageError(err, "--out FILE.h5 is needed");
    if (parts.empty())
        return command.usageError(err, "give the shard files to merge");
    const auto start = Clock::now();
    auto merged = extraction::mergeShards(parts, output);
    if (!merged)
        return fail(err, describe(merged.error()));
    if (!quiet) {
        const extraction::WordExtraction &x = merged.value();
        out << "merged " << parts.size() << " shards: words: " << x.words.size() << " of "
            << x.words.size() + x.missing.size() << " with vectors, reference sentences: " << x.reference.rows()
            << '\n';
        if (!x.missing.empty()) {
            out << "missing (found in no context): ";
            for (std::size_t i = 0; i < x.missing.size(); ++i)
                out << (i ? ", " : "") << x.missing[i];
            out << '\n';
        }
        out << "wrote " << output << " in " << elapsed(start) << '\n';
    }
    return 0;
}

} // namespace isoscope::cli
