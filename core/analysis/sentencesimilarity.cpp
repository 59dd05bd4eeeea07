// STS-B on a model (runSentenceSimilarity in analysis.h): a sentence's vector is the mean of its
// tokens' word vectors (a static model) or a row of sentence vectors given from outside (a
// transformer encoder's), raw and whitened; then the word benchmarks' Spearman rho and paired
// bootstrap.

#include "core/analysis/analysis.h"
#include "core/base/storageerrors.h"

#include "core/base/random.h"
#include "core/io/sentencevectors.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace isoscope {

namespace {

// The two sentence vectors of each pair that has both, raw and whitened, with their human scores.
struct SentencePairVectors {
    std::vector<double> human;
    MatrixD rawFirst, rawSecond, whiteFirst, whiteSecond;
};

// Index of each distinct sentence of the benchmark, in order of first appearance.
struct SentenceIndex {
    std::vector<std::string_view> sentences;
    std::vector<std::size_t> first, second; ///< per pair

    explicit SentenceIndex(const SentenceBenchmark &benchmark)
    {
        std::unordered_map<std::string_view, std::size_t> index;
        const auto add = [&](const std::string &sentence) {
            const auto [it, inserted] = index.emplace(sentence, sentences.size());
            if (inserted)
                sentences.push_back(sentence);
            return it->second;
        };
        for (const SentencePair &pair : benchmark.pairs) {
            first.push_back(add(pair.first));
            second.push_back(add(pair.second));
        }
    }
};

bool nonZero(const MatrixD &m, Eigen::Index row)
{
    return m.row(row).squaredNorm() > 0;
}

// Keeps the pairs whose two sentences have a vector (has[s]) that is not zero in either space;
// the others' lines go to leftOut.
SentencePairVectors keepPairs(const SentenceBenchmark &benchmark, const SentenceIndex &index,
                              const std::vector<bool> &has, const MatrixD &raw, const MatrixD &white,
                              std::vector<std::size_t> &leftOut)
{
    SentencePairVectors out;
    std::vector<Eigen::Index> first, second;
    const auto usable = [&](std::size_t s) {
        const auto row = static_cast<Eigen::Index>(s);
        return has[s] && nonZero(raw, row) && nonZero(white, row);
    };
    for (std::size_t i = 0; i < benchmark.pairs.size(); ++i) {
        if (usable(index.first[i]) && usable(index.second[i])) {
            first.push_back(static_cast<Eigen::Index>(index.first[i]));
            second.push_back(static_cast<Eigen::Index>(index.second[i]));
            out.human.push_back(benchmark.pairs[i].score);
        } else {
            leftOut.push_back(benchmark.pairs[i].line);
        }
    }
    out.rawFirst = raw(first, Eigen::all);
    out.rawSecond = raw(second, Eigen::all);
    out.whiteFirst = white(first, Eigen::all);
    out.whiteSecond = white(second, Eigen::all);
    return out;
}

// Bag of words: each distinct sentence's mean token vector, raw and whitened (the mean of the
// whitened token vectors). A sentence without a token in the model has has[s] false and zero rows.
// The mean is that of a multiset: it does not depend on the order of the tokens.
void bagOfWords(const EmbeddingSet &model, const SentenceIndex &index, const Whitener &whitener, MatrixD &raw,
                MatrixD &white, std::vector<bool> &has)
{
    // Token rows of every sentence, in token order (a repeated token counts each time); the rows
    // are read once each.
    std::vector<std::vector<std::size_t>> tokens(index.sentences.size());
    std::vector<std::size_t> distinct;
    std::unordered_map<std::size_t, std::size_t> position; // model row -> index in distinct
    for (std::size_t s = 0; s < index.sentences.size(); ++s) {
        for (std::string_view token : sentenceTokens(index.sentences[s])) {
            const WordLookup hit = model.lookup(token);
            if (!hit.row)
                continue;
            const auto [it, inserted] = position.emplace(*hit.row, distinct.size());
            if (inserted)
                distinct.push_back(*hit.row);
            tokens[s].push_back(it->second);
        }
    }
    // Each sentence's tokens summed in one order (by row), so that two sentences with the same
    // multiset of tokens get the same vector to the last bit, and their pair the cosine 1.
    for (auto &rows : tokens)
        std::sort(rows.begin(), rows.end(),
                  [&distinct](std::size_t a, std::size_t b) { return distinct[a] < distinct[b]; });
    const MatrixD vectors = model.rowsAsDouble(distinct);
    const MatrixD whitened = whitener.apply(vectors);
    const auto dims = static_cast<Eigen::Index>(model.dims());
    raw = MatrixD::Zero(static_cast<Eigen::Index>(index.sentences.size()), dims);
    white = MatrixD::Zero(raw.rows(), dims);
    has.assign(index.sentences.size(), false);
    for (std::size_t s = 0; s < tokens.size(); ++s) {
        std::size_t count = 0;
        const auto row = static_cast<Eigen::Index>(s);
        for (std::size_t t : tokens[s]) {
            const auto k = static_cast<Eigen::Index>(t);
            if (!nonZero(vectors, k)) // a zero vector has no direction: the token counts as not found
                continue;
            raw.row(row) += vectors.row(k);
            white.row(row) += whitened.row(k);
            ++count;
        }
        if (count == 0)
            continue;
        raw.row(row) /= static_cast<double>(count);
        white.row(row) /= static_cast<double>(count);
        has[s] = true;
    }
}

// Sentence vectors from outside: each distinct sentence's row, matched by its exact text (the first
// row of a sentence given twice), and its whitened form.
Result<void> givenVectors(const std::filesystem::path &file, const EmbeddingSet &model, const SentenceIndex &index,
                          const Whitener &whitener, MatrixD &raw, MatrixD &white, std::vector<bool> &has,
                          std::size_t &duplicates)
{
    auto given = readSentenceVectors(file);
    if (!given)
        return given.error();
    const SentenceVectors &vectors = given.value();
    if (static_cast<std::size_t>(vectors.vectors.cols()) != model.dims())
        return makeError(ErrorCode::DimensionMismatch,
                         "/sentence_vectors has " + std::to_string(vectors.vectors.cols())
                             + " columns, but the model's vectors have " + std::to_string(model.dims()),
                         file.string());
    std::unordered_map<std::string_view, Eigen::Index> rowOf;
    duplicates = 0;
    for (std::size_t i = 0; i < vectors.sentences.size(); ++i)
        duplicates += rowOf.emplace(vectors.sentences[i], static_cast<Eigen::Index>(i)).second ? 0 : 1;
    std::vector<Eigen::Index> rows;
    has.assign(index.sentences.size(), false);
    std::vector<Eigen::Index> slot(index.sentences.size(), 0);
    for (std::size_t s = 0; s < index.sentences.size(); ++s) {
        if (const auto found = rowOf.find(index.sentences[s]); found != rowOf.end()) {
            has[s] = true;
            slot[s] = static_cast<Eigen::Index>(rows.size());
            rows.push_back(found->second);
        }
    }
    const MatrixD found = vectors.vectors(rows, Eigen::all).cast<double>();
    const MatrixD foundWhite = whitener.apply(found);
    raw = MatrixD::Zero(static_cast<Eigen::Index>(index.sentences.size()), vectors.vectors.cols());
    white = raw;
    for (std::size_t s = 0; s < index.sentences.size(); ++s) {
        if (!has[s])
            continue;
        raw.row(static_cast<Eigen::Index>(s)) = found.row(slot[s]);
        white.row(static_cast<Eigen::Index>(s)) = foundWhite.row(slot[s]);
    }
    return {};
}

} // namespace

std::filesystem::path sentenceVectorsSource(const ModelSpec &spec)
{
    if (!spec.sentenceVectors.empty())
        return spec.sentenceVectors;
    if (const auto holds = holdsSentenceVectors(spec.path); holds && holds.value())
        return spec.path;
    return {};
}

Result<SimilarityResult> runSentenceSimilarity(const EmbeddingSet &model, const ModelSpec &spec,
                                               const SentenceBenchmark &benchmark, const Whitener &whitener,
                                               const AnalysisParams &params, const ProgressCallback &progress)
{
    // The rows are read on demand from a cached model: a failed read is returned, not thrown.
    return catchingStorageErrors([&]() -> Result<SimilarityResult> {
        SimilarityResult result;
        result.benchmark = benchmark.name;
        result.split = benchmark.split;
        result.pairsTotal = benchmark.pairs.size();
        result.bootstrapIterations = params.bootstrapIterations;
        result.seed = deriveSeed(params.weat.seed, "bootstrap/" + benchmark.name);

        const SentenceIndex index(benchmark);
        MatrixD raw, white;
        std::vector<bool> has;
        if (const std::filesystem::path file = sentenceVectorsSource(spec); !file.empty()) {
            result.method = SimilarityMethod::SentenceVectors;
            result.sentenceVectorsFile = file.string();
            if (auto read = givenVectors(file, model, index, whitener, raw, white, has, result.duplicateSentences);
                !read)
                return read.error();
        } else if (spec.family == ModelFamily::Static) {
            result.method = SimilarityMethod::BagOfWords;
            bagOfWords(model, index, whitener, raw, white, has);
        } else {
            result.method = SimilarityMethod::None;
            for (const SentencePair &pair : benchmark.pairs)
                result.leftOutLines.push_back(pair.line);
            return result;
        }

        const SentencePairVectors pairs = keepPairs(benchmark, index, has, raw, white, result.leftOutLines);
        result.pairsUsed = pairs.human.size();
        if (pairs.human.size() < 2)
            return result; // rho undefined; coverage says why
        auto comparison = compareSimilarity(pairs.human, rowCosines(pairs.rawFirst, pairs.rawSecond),
                                            rowCosines(pairs.whiteFirst, pairs.whiteSecond),
                                            BootstrapParams{params.bootstrapIterations, result.seed}, progress);
        if (!comparison)
            return comparison.error();
        result.comparison = std::move(comparison).value();
        return result;
    });
}

} // namespace isoscope
