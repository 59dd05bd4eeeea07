#include "core/analysis/referencesample.h"

#include "core/base/files.h"
#include "core/base/random.h"
#include "core/io/embeddingreader.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

namespace {

Result<ReferenceSample> readWordList(const EmbeddingSet &model, const std::filesystem::path &path)
{
    auto text = readWholeFile(path);
    if (!text)
        return text.error();
    ReferenceSample sample;
    std::vector<char> seen(model.size(), 0);
    std::string_view rest = text.value();
    while (!rest.empty()) {
        const std::size_t newline = rest.find('\n');
        std::string_view word = rest.substr(0, newline);
        rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
        while (!word.empty() && (word.back() == '\r' || word.back() == ' ' || word.back() == '\t'))
            word.remove_suffix(1);
        while (!word.empty() && (word.front() == ' ' || word.front() == '\t'))
            word.remove_prefix(1);
        if (word.empty() || word.front() == '#')
            continue;
        ++sample.requested;
        // The reference sample is of the vocabulary, never of subwords.
        const auto found = model.vocabularyLookup(word);
        if (!found.row) {
            sample.missingWords.emplace_back(word);
        } else if (!seen[*found.row]) {
            seen[*found.row] = 1;
            sample.rows.push_back(*found.row);
        }
    }
    if (sample.requested == 0)
        return makeError(ErrorCode::EmptyFile, "the reference word list holds no word", path.string());
    return sample;
}

} // namespace

Result<ReferenceSample> selectReferenceSample(const EmbeddingSet &model, const ReferenceSpec &spec,
                                              std::uint64_t analysisSeed)
{
    ReferenceSample sample;
    switch (spec.mode) {
    case ReferenceMode::Top:
        sample.requested = spec.size;
        sample.rows.resize(std::min(spec.size, model.size()));
        std::iota(sample.rows.begin(), sample.rows.end(), 0);
        break;
    case ReferenceMode::Random:
        sample.requested = spec.size;
        sample.rows = sampleWithoutReplacement(model.size(), spec.size,
                                               spec.seedGiven ? spec.seed : deriveSeed(analysisSeed, "reference"));
        break;
    case ReferenceMode::WordList: {
        auto list = readWordList(model, spec.path);
        if (!list)
            return list.error();
        sample = std::move(list).value();
        break;
    }
    case ReferenceMode::Vectors: {
        auto loaded = readEmbeddingFile(spec.path);
        if (!loaded)
            return loaded.error();
        if (loaded->set.dims() != model.dims())
            return makeError(ErrorCode::DimensionMismatch,
                             "reference vectors have " + std::to_string(loaded->set.dims())
                                 + " dimensions but the model has " + std::to_string(model.dims()),
                             spec.path.string());
        sample.external = loaded->set.vectors();
        sample.requested = static_cast<std::size_t>(sample.external.rows());
        break;
    }
    case ReferenceMode::Embedded:
        if (model.referenceRows() == 0)
            return makeError(ErrorCode::InvalidArgument,
                             "the model has no reference vectors of its own (an HDF5 file with /reference); "
                             "choose another reference sample");
        try {
            sample.external = model.referenceVectors();
        } catch (const StorageError &e) {
            return makeError(ErrorCode::FileUnreadable,
                             std::string("reading the reference vectors failed: ") + e.what());
        }
        sample.requested = static_cast<std::size_t>(sample.external.rows());
        break;
    }
    if (sample.size() < 2)
        return makeError(ErrorCode::InvalidArgument, "the reference sample has " + std::to_string(sample.size())
                                                         + " vectors; whitening needs at least 2");
    return sample;
}

} // namespace isoscope
