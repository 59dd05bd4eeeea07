#include "core/linalg/whitening.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/hugepages.h"
#include "core/base/random.h"
#include "core/base/storageerrors.h"
#include "core/base/threadbudget.h"
#include "core/linalg/rowdots.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>
#include <optional>
#include <system_error>

// LAPACK's symmetric eigensolver (Fortran interface, 32-bit integers; the trailing arguments are
// the lengths of the two character arguments).
extern "C" void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda, double *w,
                        double *work, const int *lwork, int *iwork, const int *liwork, int *info,
                        std::size_t jobzLength, std::size_t uploLength);

namespace isoscope {

std::string_view ReferenceSpec::modeName() const
{
    switch (mode) {
    case ReferenceMode::Top: return "top";
    case ReferenceMode::Random: return "random";
    case ReferenceMode::WordList: return "words";
    case ReferenceMode::Vectors: return "vectors";
    case ReferenceMode::Embedded: return "embedded";
    }
    return "top";
}

std::string ReferenceSpec::toString() const
{
    std::string text(modeName());
    switch (mode) {
    case ReferenceMode::Top: text += ':' + std::to_string(size); break;
    case ReferenceMode::Random:
        text += ':' + std::to_string(size);
        if (seedGiven)
            text += ':' + std::to_string(seed);
        break;
    case ReferenceMode::WordList:
    case ReferenceMode::Vectors: text += ':' + path.string(); break;
    case ReferenceMode::Embedded: break;
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
                         "reference sample '" + std::string(text) + "': " + why
                             + " (expected top:N, random:N[:SEED], words:FILE, vectors:FILE or embedded)");
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
    if (mode == "embedded") {
        if (colon != std::string_view::npos)
            return bad("embedded takes no argument");
        spec.mode = ReferenceMode::Embedded;
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

constexpr std::size_t kChunkRows = 4096;

// The symmetric eigendecomposition, largest eigenvalue first, by LAPACK's divide-and-conquer
// dsyevd (the routine numpy.linalg.eigh calls). Each eigenvector's sign is fixed so that its
// component of largest magnitude (the first such) is positive: the sign LAPACK returns depends
// on the implementation, and this way every LAPACK gives the same vectors.
struct Decomposition {
    Eigen::VectorXd values;
    Eigen::MatrixXd vectors;
};

std::optional<Decomposition> symmetricEigen(const Eigen::MatrixXd &matrix)
{
    const Eigen::Index d = matrix.rows();
    Decomposition result{Eigen::VectorXd(d), matrix};
    if (d == 0)
        return result;
    const int n = static_cast<int>(d);
    const char jobz = 'V', uplo = 'L';
    int info = 0, lwork = -1, liwork = -1, iworkSize = 0;
    double workSize = 0;
    dsyevd_(&jobz, &uplo, &n, result.vectors.data(), &n, result.values.data(), &workSize, &lwork, &iworkSize, &liwork,
            &info, 1, 1);
    if (info != 0)
        return std::nullopt;
    lwork = static_cast<int>(workSize);
    liwork = iworkSize;
    std::vector<double> work(static_cast<std::size_t>(std::max(lwork, 1)));
    std::vector<int> iwork(static_cast<std::size_t>(std::max(liwork, 1)));
    dsyevd_(&jobz, &uplo, &n, result.vectors.data(), &n, result.values.data(), work.data(), &lwork, iwork.data(),
            &liwork, &info, 1, 1);
    if (info != 0)
        return std::nullopt;
    // LAPACK sorts ascending; the project reports spectra largest first.
    result.values.reverseInPlace();
    result.vectors.rowwise().reverseInPlace();
    for (Eigen::Index k = 0; k < d; ++k) {
        Eigen::Index largest = 0;
        result.vectors.col(k).cwiseAbs().maxCoeff(&largest);
        if (result.vectors(largest, k) < 0)
            result.vectors.col(k) = -result.vectors.col(k);
    }
    return result;
}

// Mean and eigendecomposition from chunks of rows: fetch(start, count, buffer) returns a pointer
// to rows [start, start + count) of the sample (row-major, d floats each), read into buffer if
// they are not in memory already. One pass: each chunk's mean is taken in double and its
// scatter about that mean added straight into the running scatter (core/linalg/rowdots.h: the mean
// subtracted while packing, a symmetric rank-k update in double on all cores); the running mean
// and scatter are then merged with the pairwise update of Chan, Golub and LeVeque (1979), which
// stays accurate whatever the offset of the data, and reads the sample (possibly from disk)
// only once.
template <typename Fetch>
Result<SampleMoments> momentsFromChunks(std::size_t n, Eigen::Index d, Fetch fetch, const ProgressCallback &progress)
{
    if (n < 2)
        return makeError(ErrorCode::InvalidArgument, "whitening needs at least 2 reference vectors");
    SampleMoments moments;
    moments.sampleSize = n;
    const auto dims = static_cast<std::size_t>(d);
    Eigen::VectorXd mean = Eigen::VectorXd::Zero(d);
    MatrixD scatter = MatrixD::Zero(d, d); // lower triangle only until the end
    Eigen::VectorXd chunkMean(d);
    MatrixF buffer;
    std::size_t seen = 0;
    for (std::size_t start = 0; start < n; start += kChunkRows) {
        const std::size_t count = std::min(kChunkRows, n - start);
        const float *chunk = fetch(start, count, buffer);
        columnSums(chunk, dims, count, dims, chunkMean.data());
        chunkMean /= static_cast<double>(count);
        accumulateScatter(chunk, dims, count, dims, chunkMean.data(), scatter.data(), dims);
        const double na = static_cast<double>(seen), nb = static_cast<double>(count);
        const Eigen::VectorXd delta = chunkMean - mean;
        scatter.selfadjointView<Eigen::Lower>().rankUpdate(delta, na * nb / (na + nb));
        mean += delta * (nb / (na + nb));
        seen += count;
        if (!reportProgress(progress, seen, n))
            return makeError(ErrorCode::Cancelled, "cancelled");
    }
    moments.mean = mean;
    moments.covariance = scatter.selfadjointView<Eigen::Lower>();
    moments.covariance /= static_cast<double>(n - 1);
    return moments;
}

template <typename Fetch>
Result<WhiteningStats> estimateFromChunks(std::size_t n, Eigen::Index d, Fetch fetch, const ProgressCallback &progress)
{
    auto moments = momentsFromChunks(n, d, fetch, progress);
    if (!moments)
        return moments.error();
    return decomposeCovariance(moments.value());
}

// Rows of a sample in memory are read where they are.
auto inMemory(const MatrixF &sample)
{
    return [&sample](std::size_t start, std::size_t, MatrixF &) {
        return sample.data() + start * static_cast<std::size_t>(sample.cols());
    };
}

} // namespace

Result<WhiteningStats> decomposeCovariance(const SampleMoments &moments)
{
    auto decomposed = symmetricEigen(moments.covariance);
    if (!decomposed)
        return makeError(ErrorCode::SingularCovariance, "the eigendecomposition of the covariance did not converge");
    WhiteningStats stats;
    stats.sampleSize = moments.sampleSize;
    stats.mean = moments.mean;
    stats.eigenvalues = std::move(decomposed->values);
    stats.eigenvectors = std::move(decomposed->vectors);
    return stats;
}

Result<SampleMoments> estimateMoments(const MatrixF &sample, const ProgressCallback &progress)
{
    return momentsFromChunks(static_cast<std::size_t>(sample.rows()), sample.cols(), inMemory(sample), progress);
}

Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const std::vector<std::size_t> &rows,
                                         const ProgressCallback &progress)
{
    // Chunk k + 1 is read (from the cache: HDF5 reads, checksums, conversion) on a thread of the
    // budget (HelperTask; on this thread when there is none to spare) while chunk k is summed, so the reading no longer
    // leaves a core idle between the rank-k updates. The arithmetic and its order are those of a sample in memory, so
    // the result is bit for bit the same; the row store serialises its reads (and HDF5 is built thread-safe).
    const auto read = [&model, &rows](std::size_t start) {
        const std::size_t count = std::min(kChunkRows, rows.size() - start);
        const std::vector<std::size_t> chunkRows(rows.begin() + static_cast<std::ptrdiff_t>(start),
                                                 rows.begin() + static_cast<std::ptrdiff_t>(start + count));
        return model.rows(chunkRows);
    };
    // Declared after what read uses: the helper's destructor waits for the read.
    MatrixF ahead;
    std::optional<HelperTask> next;
    try {
        return estimateFromChunks(
            rows.size(), static_cast<Eigen::Index>(model.dims()),
            [&](std::size_t start, std::size_t count, MatrixF &buffer) {
                if (next) {
                    next->wait();
                    buffer = std::move(ahead);
                } else {
                    buffer = read(start);
                }
                next.reset();
                if (start + count < rows.size())
                    next.emplace([&ahead, &read, at = start + count] { ahead = read(at); });
                return static_cast<const float *>(buffer.data());
            },
            progress);
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, e.what());
    }
}

Result<WhiteningStats> estimateWhitening(const MatrixF &sample, const ProgressCallback &progress)
{
    return estimateFromChunks(static_cast<std::size_t>(sample.rows()), sample.cols(), inMemory(sample), progress);
}

Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const ReferenceSample &sample,
                                         const ProgressCallback &progress)
{
    return sample.usesExternal() ? estimateWhitening(sample.external, progress)
                                 : estimateWhitening(model, sample.rows, progress);
}

namespace {

// XXH64 (core/base/contenthash.h) of the sample's rows or vectors, as 16 hex digits.
std::string digestOf(const void *data, std::size_t bytes)
{
    ContentHash hash;
    hash.add(data, bytes);
    return hexDigest(hash.digest());
}

} // namespace

std::string whiteningKey(const ReferenceSpec &spec, const ReferenceSample &sample, std::uint64_t analysisSeed)
{
    switch (spec.mode) {
    case ReferenceMode::Top: return "top:" + std::to_string(sample.size());
    case ReferenceMode::Random:
        if (sample.rows.size() < spec.size) // the whole vocabulary, whatever the seed
            return "top:" + std::to_string(sample.size());
        return "random:" + std::to_string(sample.size()) + ":"
               + std::to_string(spec.seedGiven ? spec.seed : deriveSeed(analysisSeed, "reference"));
    case ReferenceMode::WordList:
        return "words:" + std::to_string(sample.size()) + ":"
               + digestOf(sample.rows.data(), sample.rows.size() * sizeof(std::size_t));
    case ReferenceMode::Vectors:
        return "vectors:" + std::to_string(sample.size()) + ":"
               + digestOf(sample.external.data(), static_cast<std::size_t>(sample.external.size()) * sizeof(float));
    case ReferenceMode::Embedded:
        // The model's own reference vectors never change while its file does not, and a changed
        // file gets a new cache (and so no stale statistics).
        return "embedded:" + std::to_string(sample.size());
    }
    return {};
}

std::string_view CalibrationSpec::kindName() const
{
    switch (kind) {
    case CalibrationKind::Zca: return "zca";
    case CalibrationKind::Center: return "center";
    case CalibrationKind::AllButTheTop: return "abtt";
    case CalibrationKind::Pca: return "pca";
    }
    return "zca";
}

std::string CalibrationSpec::toString() const
{
    std::string text(kindName());
    if (kind == CalibrationKind::AllButTheTop && components)
        text += ':' + std::to_string(*components);
    return text;
}

Result<CalibrationSpec> CalibrationSpec::parse(std::string_view text)
{
    const auto colon = text.find(':');
    const std::string_view kind = text.substr(0, colon);
    const auto bad = [&](const std::string &why) {
        return makeError(ErrorCode::InvalidArgument, "calibration '" + std::string(text) + "': " + why
                                                         + " (expected zca, center, abtt, abtt:D or pca)");
    };
    CalibrationSpec spec;
    if (kind == "abtt") {
        spec.kind = CalibrationKind::AllButTheTop;
        if (colon != std::string_view::npos) {
            std::uint64_t d = 0;
            if (!parseCount(text.substr(colon + 1), d))
                return bad("D must be a whole number");
            spec.components = static_cast<std::size_t>(d);
        }
        return spec;
    }
    if (colon != std::string_view::npos)
        return bad("only abtt takes a number");
    if (kind == "zca")
        spec.kind = CalibrationKind::Zca;
    else if (kind == "center" || kind == "centre")
        spec.kind = CalibrationKind::Center;
    else if (kind == "pca")
        spec.kind = CalibrationKind::Pca;
    else
        return bad("unknown calibration");
    return spec;
}

std::size_t defaultTopComponents(std::size_t dims)
{
    return std::max<std::size_t>(1, (dims + 50) / 100);
}

std::size_t CalibrationSpec::componentsFor(std::size_t dims) const
{
    if (kind != CalibrationKind::AllButTheTop)
        return 0;
    return components ? *components : defaultTopComponents(dims);
}

std::optional<std::string> whiteningPrecisionProblem(const WhiteningStats &stats, double epsilon)
{
    const Eigen::Index d = stats.eigenvalues.size();
    if (d == 0)
        return std::nullopt;
    const double largest = stats.eigenvalues.maxCoeff();
    const double smallest = std::max(stats.eigenvalues.minCoeff(), 0.0);
    const double noise = std::numeric_limits<double>::epsilon() * std::max(largest, 0.0);
    const double floor = smallest + epsilon;
    if (noise <= kWhiteningPrecision * floor)
        return std::nullopt;
    char text[320];
    std::snprintf(text, sizeof text,
                  "whitening would lose the digits it reports: the covariance's largest eigenvalue (%.3g) is %.3g "
                  "times its smallest plus epsilon (%.3g), beyond what double precision resolves",
                  largest, floor > 0 ? largest / floor : std::numeric_limits<double>::infinity(), floor);
    return std::string(text);
}

Result<ExtremeRow> farthestRow(const EmbeddingSet &model, const ReferenceSample &sample, const Eigen::VectorXd &mean)
{
    const std::size_t n = sample.size();
    std::vector<double> distances(n);
    const auto measure = [&](const MatrixF &rows, std::size_t start) {
        for (Eigen::Index r = 0; r < rows.rows(); ++r)
            distances[start + static_cast<std::size_t>(r)] = (rows.row(r).cast<double>().transpose() - mean).norm();
    };
    try {
        for (std::size_t start = 0; start < n; start += kChunkRows) {
            const std::size_t count = std::min(kChunkRows, n - start);
            if (sample.usesExternal()) {
                measure(sample.external.middleRows(static_cast<Eigen::Index>(start), static_cast<Eigen::Index>(count)),
                        start);
            } else {
                measure(model.rows(
                            std::vector<std::size_t>(sample.rows.begin() + static_cast<std::ptrdiff_t>(start),
                                                     sample.rows.begin() + static_cast<std::ptrdiff_t>(start + count))),
                        start);
            }
        }
    } catch (const StorageError &e) {
        return makeError(ErrorCode::FileUnreadable, e.what());
    }
    ExtremeRow extreme;
    if (n == 0)
        return extreme;
    extreme.position =
        static_cast<std::size_t>(std::max_element(distances.begin(), distances.end()) - distances.begin());
    extreme.distance = distances[extreme.position];
    if (!sample.usesExternal())
        extreme.modelRow = sample.rows[extreme.position];
    auto middle = distances.begin() + static_cast<std::ptrdiff_t>(n / 2);
    std::nth_element(distances.begin(), middle, distances.end());
    extreme.medianDistance = *middle;
    return extreme;
}

Result<Whitener> Whitener::create(const WhiteningStats &stats, double epsilon, const CalibrationSpec &calibration)
{
    if (!(epsilon >= 0) || !std::isfinite(epsilon))
        return makeError(ErrorCode::InvalidArgument, "epsilon must be a finite number >= 0");
    const Eigen::Index d = stats.eigenvalues.size();
    Whitener w;
    w.m_mean = stats.mean;
    w.m_epsilon = epsilon;
    w.m_calibration = calibration;
    switch (calibration.kind) {
    case CalibrationKind::Zca:
    case CalibrationKind::Pca: {
        const Eigen::VectorXd shifted = stats.eigenvalues.array() + epsilon;
        // With epsilon > 0 an eigenvalue can fall below -epsilon only by rounding: that is the
        // precision problem, not a choice of epsilon.
        if ((shifted.array() <= 0).any() && epsilon == 0)
            return makeError(ErrorCode::SingularCovariance,
                             "an eigenvalue plus epsilon is not positive; choose epsilon > 0");
        if (auto problem = whiteningPrecisionProblem(stats, epsilon))
            return makeError(ErrorCode::SingularCovariance, std::move(*problem));
        if ((shifted.array() <= 0).any())
            return makeError(ErrorCode::SingularCovariance,
                             "an eigenvalue plus epsilon is not positive; choose epsilon > 0");
        const Eigen::VectorXd scale = shifted.array().rsqrt();
        if (calibration.kind == CalibrationKind::Pca) {
            w.m_w = stats.eigenvectors * scale.asDiagonal();
        } else {
            w.m_w = stats.eigenvectors * scale.asDiagonal() * stats.eigenvectors.transpose();
            // Symmetric in exact arithmetic; make it symmetric to the last bit as well.
            w.m_w = 0.5 * (w.m_w + w.m_w.transpose()).eval();
        }
        break;
    }
    case CalibrationKind::Center: w.m_w = Eigen::MatrixXd::Identity(d, d); break;
    case CalibrationKind::AllButTheTop: {
        const auto top = static_cast<Eigen::Index>(calibration.componentsFor(static_cast<std::size_t>(d)));
        if (top > d)
            return makeError(ErrorCode::InvalidArgument, "all-but-the-top removes " + std::to_string(top)
                                                             + " components but the model has " + std::to_string(d)
                                                             + " dimensions");
        const auto u = stats.eigenvectors.leftCols(top);
        w.m_w = Eigen::MatrixXd::Identity(d, d) - u * u.transpose();
        w.m_w = 0.5 * (w.m_w + w.m_w.transpose()).eval();
        w.m_calibration.components = static_cast<std::size_t>(top);
        break;
    }
    }
    return w;
}

Eigen::VectorXd Whitener::calibratedEigenvalues(const Eigen::VectorXd &lambda) const
{
    switch (m_calibration.kind) {
    case CalibrationKind::Zca:
    case CalibrationKind::Pca: return lambda.array() / (lambda.array() + m_epsilon);
    case CalibrationKind::Center: return lambda;
    case CalibrationKind::AllButTheTop: {
        const auto top =
            std::min<Eigen::Index>(static_cast<Eigen::Index>(m_calibration.components.value_or(0)), lambda.size());
        Eigen::VectorXd rest(lambda.size());
        rest << lambda.tail(lambda.size() - top), Eigen::VectorXd::Zero(top);
        return rest;
    }
    }
    return lambda;
}

MatrixD Whitener::apply(const MatrixD &rows) const
{
    MatrixD centred = rows.rowwise() - m_mean.transpose();
    return centred * m_w;
}

MatrixF Whitener::applyFloat(const MatrixF &rows, const ProgressCallback &progress) const
{
    const Eigen::Index d = m_w.rows();
    const auto dims = static_cast<std::size_t>(d);
    // M (column-major) rounded to float and packed once for all chunks.
    const PackedPanels packed(m_w.data(), dims, dims, 1, dims);
    // z = (x - mu) M = (x - m) M + (m - mu) M with m = mu rounded to float: the rows are shifted
    // by m while they are packed (in float, exact to half a unit of the centred value), and the
    // rounding of mu goes into a bias computed in double.
    const Eigen::VectorXf shift = m_mean.cast<float>();
    const Eigen::VectorXf bias = ((shift.cast<double>() - m_mean).transpose() * m_w).transpose().cast<float>();
    MatrixF out(rows.rows(), d);
    // Fresh memory: writing a large result into 4 KiB pages costs more than the product.
    adviseHugePages(out.data(), static_cast<std::size_t>(out.size()) * sizeof(float));
    const auto total = static_cast<std::size_t>(rows.rows());
    for (std::size_t start = 0; start < total; start += kChunkRows) {
        const std::size_t count = std::min(kChunkRows, total - start);
        multiplyRows(rows.data() + start * dims, dims, count, shift.data(), packed, bias.data(),
                     out.data() + start * dims, dims);
        if (!reportProgress(progress, start + count, total))
            return {};
    }
    return out;
}

} // namespace isoscope
