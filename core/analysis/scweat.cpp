#include "core/analysis/scweat.h"

#include "core/analysis/results.h"
#include "core/base/random.h"

namespace isoscope {

Result<WeatStatistic> scWeatTest(const Eigen::RowVectorXd &target, const MatrixD &A, const MatrixD &B,
                                 const WeatConventions &conventions, std::uint64_t streamSeed,
                                 const ProgressCallback &progress)
{
    if (A.rows() == 0 || B.rows() == 0)
        return makeError(ErrorCode::EmptyWordSet, "SC-WEAT needs at least one word in each attribute set");
    if (A.cols() != target.size() || B.cols() != target.size())
        return makeError(ErrorCode::DimensionMismatch, "the target and attribute vectors differ in dimension");
    const double norm = target.norm();
    if (!(norm > 0))
        return makeError(ErrorCode::InvalidArgument, "the target word has a zero vector: its cosine is undefined");
    const auto cosines = [&](const MatrixD &set, const char *name) -> Result<std::vector<double>> {
        std::vector<double> c(static_cast<std::size_t>(set.rows()));
        for (Eigen::Index i = 0; i < set.rows(); ++i) {
            const double n = set.row(i).norm();
            if (!(n > 0))
                return makeError(ErrorCode::InvalidArgument, std::string("word ") + std::to_string(i + 1) + " of "
                                                                 + name
                                                                 + " has a zero vector: its cosine is undefined");
            c[static_cast<std::size_t>(i)] = set.row(i).dot(target) / (n * norm);
        }
        return c;
    };
    auto cA = cosines(A, "A");
    if (!cA)
        return cA.error();
    auto cB = cosines(B, "B");
    if (!cB)
        return cB.error();
    return weatFromAssociations(std::move(cA).value(), std::move(cB).value(), conventions, streamSeed, progress);
}

namespace {

Result<ScWeatResult> runUnchecked(const EmbeddingSet &model, const std::string &modelName, const ScWeatRequest &request,
                                  const Whitener &whitener, const AnalysisParams &params,
                                  const ProgressCallback &progress)
{
    ScWeatResult result;
    result.model = modelName;
    result.calibration = whitener.calibration().toString();
    const auto lookUp = [&](const std::vector<std::string> &words, std::vector<std::string> &used,
                            std::vector<std::size_t> &rows) {
        for (const std::string &word : words) {
            const WordLookup hit = model.lookup(word);
            if (hit.row) {
                used.push_back(word);
                rows.push_back(*hit.row);
                if (hit.fromSubwords)
                    result.fromSubwords.push_back(word);
            } else {
                result.missing.push_back(word);
            }
        }
    };
    std::vector<std::string> targets;
    std::vector<std::size_t> targetRows, rowsA, rowsB;
    lookUp(request.targets, targets, targetRows);
    lookUp(request.attributesA, result.usedA, rowsA);
    lookUp(request.attributesB, result.usedB, rowsB);
    for (const auto &[used, name] : {std::pair{&targets, std::string("target")},
                                     std::pair{&result.usedA, request.nameA}, std::pair{&result.usedB, request.nameB}})
        if (used->empty())
            return makeError(ErrorCode::EmptyWordSet, "no word of the " + name + " list is in the vocabulary", {}, 0,
                             name);
    const MatrixD rawA = model.rowsAsDouble(rowsA), rawB = model.rowsAsDouble(rowsB);
    const MatrixD rawTargets = model.rowsAsDouble(targetRows);
    const MatrixD whiteA = whitener.apply(rawA), whiteB = whitener.apply(rawB);
    const MatrixD whiteTargets = whitener.apply(rawTargets);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const std::uint64_t stream = deriveSeed(params.weat.seed, "sc-weat/" + targets[i]);
        const auto row = static_cast<Eigen::Index>(i);
        auto raw = scWeatTest(rawTargets.row(row), rawA, rawB, params.weat, stream);
        if (!raw)
            return makeError(raw.error().code, targets[i] + ": " + raw.error().detail);
        auto white = scWeatTest(whiteTargets.row(row), whiteA, whiteB, params.weat, stream);
        if (!white)
            return makeError(white.error().code, targets[i] + " (calibrated): " + white.error().detail);
        ScWeatWord word;
        word.word = targets[i];
        word.raw = std::move(raw).value();
        word.whitened = std::move(white).value();
        word.change = classifyChange(word.raw.p, word.whitened.p, params.alpha);
        result.words.push_back(std::move(word));
        if (!reportProgress(progress, i + 1, targets.size()))
            return makeError(ErrorCode::Cancelled, "cancelled");
    }
    return result;
}

} // namespace

Result<ScWeatResult> runScWeat(const EmbeddingSet &model, const std::string &modelName, const ScWeatRequest &request,
                               const Whitener &whitener, const AnalysisParams &params, const ProgressCallback &progress)
{
    // A cached model reads its rows from disk; a failed read must not escape as an exception.
    try {
        return runUnchecked(model, modelName, request, whitener, params, progress);
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, e.what());
    }
}

} // namespace isoscope
