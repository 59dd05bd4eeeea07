#include "core/whitening.h"

#include "core/embeddingreader.h"
#include "core/files.h"
#include "core/random.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numeric>
#include <system_error>

namespace isoscope {

std::string_view ReferenceSpec::modeName() const
{
    switch (mode) {
    case ReferenceMode::Top: return "top";
    case ReferenceMode::Random: return "random";
    case ReferenceMode::WordList: return "words";
    case ReferenceMode::Vectors: return "vectors";
    }
    return "top";
}

std::string ReferenceSpec::toString() const
{
    std::string text(modeName());
    switch (mode) {
    case ReferenceMode::Top:
        text += ':' + std::to_string(size);
        break;
    case ReferenceMode::Random:
        text += ':' + std::to_string(size);
        if (seedGiven)
            text += ':' + std::to_string(seed);
        break;
    case ReferenceMode::WordList:
    case ReferenceMode::Vectors:
        text += ':' + path.string();
        break;
    }
    return text;
}

namespace {

bool parseCount(std::string_view text, std::uint64_t &value)
{
    if (text.empty())
        return false;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace

Result<ReferenceSpec> ReferenceSpec::parse(std::string_view text)
{
    const auto colon = text.find(':');
    const std::string_view mode = text.substr(0, colon);
    const std::string_view rest = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
    ReferenceSpec spec;
    const auto bad = [&](const std::string &why) {
        return makeError(ErrorCode::InvalidArgument,
                         "reference sample '" + std::string(text) + "': " + why +
                             " (expected top:N, random:N[:SEED], words:FILE or vectors:FILE)");
    };
    if (mode == "top" || mode == "random") {
        spec.mode = mode == "top" ? ReferenceMode::Top : ReferenceMode::Random;
        const auto second = rest.find(':');
        std::uint64_t n = 0;
        if (!parseCount(rest.substr(0, second), n) || n < 2)
            return bad("N must be a whole number of at least 2");
        spec.size = static_cast<std::size_t>(n);
        if (second != std::string_view::npos) {
            if (spec.mode == ReferenceMode::Top)
                return bad("top takes no seed");
            if (!parseCount(rest.substr(second + 1), spec.seed))
                return bad("the seed must be a whole number");
            spec.seedGiven = true;
        }
        return spec;
    }
    if (mode == "words" || mode == "vectors") {
        if (rest.empty())
            return bad("a file name is needed");
        spec.mode = mode == "words" ? ReferenceMode::WordList : ReferenceMode::Vectors;
        spec.path = std::filesystem::path(std::string(rest));
        return spec;
    }
    return bad("unknown kind '" + std::string(mode) + "'");
}

std::vector<std::size_t> sampleWithoutReplacement(std::size_t n, std::size_t k, std::uint64_t seed)
{
    std::vector<std::size_t> all(n);
    std::iota(all.begin(), all.end(), 0);
    if (k >= n)
        return all;
    Rng rng(seed);
    for (std::size_t i = 0; i < k; ++i)
        std::swap(all[i], all[i + static_cast<std::size_t>(rng.below(n - i))]);
    all.resize(k);
    std::sort(all.begin(), all.end());
    return all;
}

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
        const auto found = model.lookup(word);
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
                             "reference vectors have " + std::to_string(loaded->set.dims()) +
                                 " dimensions but the model has " + std::to_string(model.dims()),
                             spec.path.string());
        sample.external = loaded->set.vectors();
        sample.requested = static_cast<std::size_t>(sample.external.rows());
        break;
    }
    }
    if (sample.size() < 2)
        return makeError(ErrorCode::InvalidArgument,
                         "the reference sample has " + std::to_string(sample.size()) +
                             " vectors; whitening needs at least 2");
    return sample;
}

namespace {

constexpr Eigen::Index kChunkRows = 2048;

// Mean and eigendecomposition from any row source: rowAt(i, out) writes row i (as double) into
// out. Two passes over the rows keep the covariance accurate (centred before squaring).
template <typename RowAt>
Result<WhiteningStats> estimateFromRows(std::size_t n, Eigen::Index d, RowAt rowAt, const ProgressCallback &progress)
{
    if (n < 2)
        return makeError(ErrorCode::InvalidArgument, "whitening needs at least 2 reference vectors");
    WhiteningStats stats;
    stats.sampleSize = n;
    Eigen::MatrixXd chunk(kChunkRows, d);
    const std::size_t total = 2 * n;

    Eigen::VectorXd sum = Eigen::VectorXd::Zero(d);
    for (std::size_t start = 0; start < n; start += kChunkRows) {
        const auto rows = static_cast<Eigen::Index>(std::min<std::size_t>(kChunkRows, n - start));
        for (Eigen::Index r = 0; r < rows; ++r)
            rowAt(start + static_cast<std::size_t>(r), chunk.row(r));
        sum += chunk.topRows(rows).colwise().sum().transpose();
        if (!reportProgress(progress, start + static_cast<std::size_t>(rows), total))
            return makeError(ErrorCode::Cancelled, "cancelled");
    }
    stats.mean = sum / static_cast<double>(n);

    Eigen::MatrixXd covariance = Eigen::MatrixXd::Zero(d, d);
    for (std::size_t start = 0; start < n; start += kChunkRows) {
        const auto rows = static_cast<Eigen::Index>(std::min<std::size_t>(kChunkRows, n - start));
        for (Eigen::Index r = 0; r < rows; ++r)
            rowAt(start + static_cast<std::size_t>(r), chunk.row(r));
        chunk.topRows(rows).rowwise() -= stats.mean.transpose();
        covariance.selfadjointView<Eigen::Lower>().rankUpdate(chunk.topRows(rows).transpose());
        if (!reportProgress(progress, n + start + static_cast<std::size_t>(rows), total))
            return makeError(ErrorCode::Cancelled, "cancelled");
    }
    covariance = covariance.selfadjointView<Eigen::Lower>();
    covariance /= static_cast<double>(n - 1);

    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(covariance);
    if (solver.info() != Eigen::Success)
        return makeError(ErrorCode::SingularCovariance, "the eigendecomposition of the covariance did not converge");
    // Eigen sorts ascending; the project reports spectra largest first.
    stats.eigenvalues = solver.eigenvalues().reverse();
    stats.eigenvectors = solver.eigenvectors().rowwise().reverse();
    return stats;
}

} // namespace

Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const std::vector<std::size_t> &rows,
                                         const ProgressCallback &progress)
{
    const MatrixF &v = model.vectors();
    return estimateFromRows(rows.size(), v.cols(),
                            [&](std::size_t i, auto out) {
                                out = v.row(static_cast<Eigen::Index>(rows[i])).cast<double>();
                            },
                            progress);
}

Result<WhiteningStats> estimateWhitening(const MatrixF &sample, const ProgressCallback &progress)
{
    return estimateFromRows(static_cast<std::size_t>(sample.rows()), sample.cols(),
                            [&](std::size_t i, auto out) {
                                out = sample.row(static_cast<Eigen::Index>(i)).cast<double>();
                            },
                            progress);
}

Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const ReferenceSample &sample,
                                         const ProgressCallback &progress)
{
    return sample.usesExternal() ? estimateWhitening(sample.external, progress)
                                 : estimateWhitening(model, sample.rows, progress);
}

Result<Whitener> Whitener::create(const WhiteningStats &stats, double epsilon)
{
    if (!(epsilon >= 0) || !std::isfinite(epsilon))
        return makeError(ErrorCode::InvalidArgument, "epsilon must be a finite number >= 0");
    const Eigen::VectorXd shifted = stats.eigenvalues.array() + epsilon;
    if ((shifted.array() <= 0).any())
        return makeError(ErrorCode::SingularCovariance,
                         "an eigenvalue plus epsilon is not positive; choose epsilon > 0");
    Whitener w;
    const Eigen::VectorXd scale = shifted.array().rsqrt();
    w.m_w = stats.eigenvectors * scale.asDiagonal() * stats.eigenvectors.transpose();
    // Symmetric in exact arithmetic; make it symmetric to the last bit as well.
    w.m_w = 0.5 * (w.m_w + w.m_w.transpose()).eval();
    w.m_mean = stats.mean;
    w.m_epsilon = epsilon;
    return w;
}

MatrixD Whitener::apply(const MatrixD &rows) const
{
    MatrixD centred = rows.rowwise() - m_mean.transpose();
    return centred * m_w;
}

} // namespace isoscope
