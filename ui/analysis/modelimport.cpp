#include "ui/analysis/modelimport.h"

#include "core/storage/embeddingcache.h"

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
        return {nullptr, opened.error()};
    auto model = std::make_shared<LoadedModel>();
    model->set = std::move(opened->set);
    model->report = opened->status.report;
    // The content hash of the whole file, recorded by the cache when it was imported (a changed
    // file is imported again): what a study keeps beside the results computed from it.
    model->report.contentHash = opened->status.contentHash;
    return {std::move(model), std::nullopt};
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
