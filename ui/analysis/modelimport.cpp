#include "ui/analysis/modelimport.h"

#include "core/base/datadir.h"
#include "core/extraction/extractioncache.h"
#include "core/stats/similarity.h"
#include "core/storage/embeddingcache.h"

#include <algorithm>

namespace isoscope::ui {

namespace {

isoscope::CacheOptions cacheOptions(isoscope::EmbeddingFormat format, const std::filesystem::path &vocabulary,
                                    const isoscope::ProgressCallback &progress)
{
    isoscope::CacheOptions options;
    options.read.format = format;
    options.read.vocabularyPath = vocabulary;
    options.read.progress = progress;
    return options;
}

} // namespace

ImportedModel importModel(const std::filesystem::path &path, isoscope::EmbeddingFormat format,
                          const std::filesystem::path &vocabulary, const isoscope::ProgressCallback &progress)
{
    // Through the HDF5 cache: the first import reads the file once; later sessions open the cache,
    // read only the vocabulary, and find the whitening statistics estimated before.
    const isoscope::CacheOptions options = cacheOptions(format, vocabulary, progress);
    auto opened = isoscope::openCachedModel(path, options);
    if (!opened)
        return {nullptr, opened.error(), {}};
    auto model = std::make_shared<LoadedModel>();
    model->set = std::move(opened->set);
    model->report = opened->status.report;
    // The content hash of the whole file, recorded by the cache when it was imported (a changed
    // file is imported again): what a study keeps beside the results computed from it.
    model->report.contentHash = opened->status.contentHash;
    return {std::move(model), std::nullopt, {}};
}

ImportedModel importTransformerModel(const TransformerImport &what, const isoscope::ProgressCallback &progress,
                                     const std::function<void(std::size_t)> &tokensFed)
{
    // Reading the corpus is the first tenth of the progress, running the model the rest but the
    // last hundredth, opening the extracted vectors that.
    const auto span = [&progress](std::size_t from, std::size_t to) {
        return isoscope::progressRange(progress, from, to, 1000);
    };
    isoscope::corpus::CorpusOptions corpusOptions;
    corpusOptions.format = what.corpusFormat;
    auto corpus = isoscope::corpus::readCorpus(what.corpus, corpusOptions, span(0, 100));
    if (!corpus)
        return {nullptr, corpus.error(), {}};
    std::vector<std::string> sentences;
    if (!what.stsFile.empty()) {
        auto sts = isoscope::readSentenceBenchmark(what.stsFile, isoscope::builtin::kStsBenchmarkName, what.stsSplit);
        if (!sts)
            return {nullptr, sts.error(), {}};
        sentences = isoscope::benchmarkSentences(sts.value());
    }
    auto model = isoscope::extraction::openExtractionModel(what.folder);
    if (!model)
        return {nullptr, model.error(), {}};
    isoscope::extraction::ExtractionOptions options;
    options.layer = what.layer;
    options.contexts.seed = what.seed;
    options.tokensFed = tokensFed;
    isoscope::extraction::adaptContextsToModel(options.contexts, model.value());
    auto cached = isoscope::extraction::extractCached(model.value(), corpus.value(), what.words, options, {},
                                                      span(100, 990), sentences);
    if (!cached)
        return {nullptr, cached.error(), {}};
    ImportedModel imported = importModel(cached->file, isoscope::EmbeddingFormat::Hdf5, {}, span(990, 1000));
    if (imported.model) {
        auto withSource = std::make_shared<LoadedModel>(*imported.model);
        withSource->report.contentHash = cached->sourceHash;
        imported.model = std::move(withSource);
        imported.extractedFile = cached->file;
    }
    return imported;
}

ModelVerification verifyModel(const std::filesystem::path &path, isoscope::EmbeddingFormat format,
                              const std::filesystem::path &vocabulary, const isoscope::ProgressCallback &progress)
{
    isoscope::CacheOptions options = cacheOptions(format, vocabulary, progress);
    options.verifyAll = true;
    auto opened = isoscope::openCachedModel(path, options);
    if (!opened)
        return {{}, opened.error()};
    return {opened->status, std::nullopt};
}

} // namespace isoscope::ui
