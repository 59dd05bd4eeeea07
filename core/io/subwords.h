#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"

#include <cstddef>
#include <memory>
#include <string>

namespace isoscope {

/// What a fastText model (.bin, .ftz) keeps for words outside its vocabulary: the vectors of the
/// character n-grams its words are hashed into, and fastText's own description of how a word is cut
/// and hashed. A reader fills it; the cache stores it beside the words (/subwords), so that the
/// subword vector of a word is computed from the few n-gram rows it needs, never from the whole
/// model file.
struct SubwordTable {
    /// fastText's own serialization of the model's settings (fasttext::Args::save): dim, the
    /// n-gram lengths minn and maxn, the number of hash buckets, the model type.
    std::string args;
    /// fastText's serialization of a dictionary without words (fasttext::Dictionary::save): for a
    /// pruned quantized model the table from n-gram hash to row, else nothing but its header.
    std::string dictionary;
    int minLength = 0; ///< minn: the shortest n-gram, in characters (UTF-8 code points)
    int maxLength = 0; ///< maxn: the longest; 0 for a model without subwords
    std::size_t buckets = 0;
    std::string modelType;  ///< "skipgram", "cbow" or "supervised"
    bool quantized = false; ///< a .ftz model: its n-gram rows were decoded from product quantization
    /// The n-gram rows (row i is n-gram id i, i.e. fastText's input row nwords + i).
    std::shared_ptr<const RowStore> vectors;
    /// The same rows contiguous in memory, row-major (while the reader's model is alive), for the
    /// cache writer; null when they are read from a cache.
    const float *data = nullptr;
    std::shared_ptr<const void> owner; ///< keeps data alive
};

/// The subword vector of a word as fastText computes it (FastText::getWordVector for a word that
/// is not in the vocabulary): fastText's own Dictionary::computeSubwords cuts "<word>" into its
/// n-grams of minn to maxn characters and hashes them to rows; the vector is the float sum of those
/// rows, in that order, times 1/count. A word none of whose n-grams has a row (a model without
/// subwords, every n-gram pruned) has no vector. Only the rows needed are read.
/// An UnsupportedFormat error if the settings cannot be read back by fastText.
Result<std::shared_ptr<const SubwordSource>> makeFastTextSubwords(const SubwordTable &table);

} // namespace isoscope
