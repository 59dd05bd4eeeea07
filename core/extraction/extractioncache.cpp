#include "core/extraction/extractioncache.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/storage/embeddingcache.h"
#include "core/transformer/layersteps.h"

#include <cerrno>
#include <system_error>

namespace isoscope::extraction {

std::string extractionKey(const ModelDescription &model, const corpus::Corpus &corpus,
                          const std::vector<std::string> &words, const ExtractionOptions &options,
                          const std::vector<std::string> &sentences)
{
    const corpus::ContextOptions &c = options.contexts;
    // The forward pass's arithmetic decides the last bits too: its version (2: the batch's rows in
    // one product, one multiply-add chain per element; float GELU and softmax exponentials) and the
    // code path this CPU runs (an AVX-512 machine and a plain one round differently), so that a
    // cached file or a shard is never mixed with numbers of another arithmetic.
    std::string key = "isoscope-extraction-2";
    key += "\nforward " + transformer::forwardPaths();
    key += "\nmodel " + model.contentHash;
    key += "\ncorpus " + hexDigest(corpus.contentHash) + " " + std::to_string(corpus.bytes) + " "
           + std::string(corpus::corpusFormatName(corpus.format));
    key += "\nlayer " + std::to_string(options.layer);
    key += "\nwords " + std::to_string(c.minWords) + "-" + std::to_string(c.maxWords);
    key += "\ncontexts " + std::to_string(c.contextsPerWord);
    key += "\nreference " + std::to_string(options.reference ? c.referenceSentences : 0);
    key += "\nseed " + std::to_string(c.seed);
    key += std::string("\ncase ") + (c.ignoreCase ? "ignored" : "kept");
    key += std::string("\nmissing ") + (options.missingWordsAlone ? "alone" : "left out");
    for (const std::string &word : words)
        key += "\n" + std::to_string(word.size()) + ":" + word; // lengths: no word can pose as two
    if (!sentences.empty()) {                                   // a key without sentences stays what it was
        ContentHash hash;
        for (const std::string &sentence : sentences) {
            const std::uint64_t size = sentence.size();
            hash.add(&size, sizeof size);
            hash.add(sentence.data(), sentence.size());
        }
        key += "\nsentences " + std::to_string(sentences.size()) + " " + hexDigest(hash.digest()) + " "
               + std::string(poolingName(options.sentencePooling));
    }
    return key;
}

std::uint64_t extractionKeyDigest(const std::string &key)
{
    ContentHash hash;
    hash.add(key.data(), key.size());
    return hash.digest();
}

std::uint64_t extractionSourceHash(const ModelDescription &model, const corpus::Corpus &corpus,
                                   const ExtractionOptions &options)
{
    return extractionKeyDigest(extractionKey(model, corpus, {}, options));
}

std::filesystem::path extractionCacheFile(const std::filesystem::path &cacheDir, const std::string &key)
{
    ContentHash hash;
    hash.add(key.data(), key.size());
    const std::filesystem::path root = cacheDir.empty() ? defaultCacheDirectory() : cacheDir;
    return root / "extractions" / (hexDigest(hash.digest()) + ".h5");
}

Result<CachedExtraction> extractCached(ExtractionModel &model, const corpus::Corpus &corpus,
                                       const std::vector<std::string> &words, const ExtractionOptions &options,
                                       const std::filesystem::path &cacheDir, const ProgressCallback &progress,
                                       const std::vector<std::string> &sentences)
{
    const std::string key = extractionKey(model.description, corpus, words, options, sentences);
    const std::filesystem::path file = extractionCacheFile(cacheDir, key);
    std::error_code error;
    const std::uint64_t sourceHash = extractionSourceHash(model.description, corpus, options);
    if (std::filesystem::is_regular_file(file, error))
        return CachedExtraction{file, std::nullopt, sourceHash};
    std::filesystem::create_directories(file.parent_path(), error);
    if (error)
        return writeError(error.value(), "making the extraction cache folder", file.parent_path());
    // Work done by a run that stopped (Cancel, a crash) is kept beside the file and taken up again.
    ExtractionOptions resumable = options;
    resumable.checkpoint = std::filesystem::path(file).replace_extension(".partial");
    resumable.checkpointKey = extractionKeyDigest(key);
    auto extracted = extractWords(model.source, model.tokenizer, model.description, corpus, words, resumable, file,
                                  progress, sentences);
    if (!extracted)
        return extracted.error();
    return CachedExtraction{file, std::move(extracted.value()), sourceHash};
}

} // namespace isoscope::extraction
