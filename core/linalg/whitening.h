#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"

#include <Eigen/Core>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// How the reference sample for whitening is chosen (docs/science.md section 3).
enum class ReferenceMode {
    Top,      ///< the first N rows of the file (files are in frequency order)
    Random,   ///< N rows drawn uniformly without replacement, seeded
    WordList, ///< the words listed in a file, one per line
    Vectors,  ///< every row of a separate embedding file (e.g. sentence vectors)
    Embedded  ///< every reference vector stored in the model's own file (EmbeddingSet::referenceVectors)
};

struct ReferenceSpec {
    ReferenceMode mode = ReferenceMode::Top;
    std::size_t size = 100000;  ///< N for Top and Random
    std::uint64_t seed = 0;     ///< for Random
    bool seedGiven = false;     ///< false: Random uses the analysis seed
    std::filesystem::path path; ///< for WordList and Vectors

    /// "top:100000", "random:5000:7", "words:FILE", "vectors:FILE", "embedded".
    std::string toString() const;
    /// Parses the command-line syntax above; an error says what is wrong with the text.
    static Result<ReferenceSpec> parse(std::string_view text);
    /// "top", "random", "words", "vectors", "embedded".
    std::string_view modeName() const;
};

/// The rows (of a model) that make up a reference sample, or separate vectors.
struct ReferenceSample {
    std::vector<std::size_t> rows;         ///< model rows (Top, Random, WordList), ascending for Random
    MatrixF external;                      ///< the vectors themselves (Vectors and Embedded modes)
    std::size_t requested = 0;             ///< N asked for (Top/Random) or words listed (WordList)
    std::vector<std::string> missingWords; ///< WordList words not in the model
    bool usesExternal() const { return external.rows() > 0; }
    std::size_t size() const { return usesExternal() ? static_cast<std::size_t>(external.rows()) : rows.size(); }
};

// Choosing the sample of a model (it reads word lists and vector files): selectReferenceSample in
// core/analysis/referencesample.h.

/// k distinct indices drawn uniformly from [0, n) (all of them if k >= n), ascending.
std::vector<std::size_t> sampleWithoutReplacement(std::size_t n, std::size_t k, std::uint64_t seed);

/// Mean and eigendecomposition of the covariance of a reference sample: everything whitening
/// needs for any epsilon.
struct WhiteningStats {
    Eigen::VectorXd mean;         ///< mu, length d
    Eigen::MatrixXd eigenvectors; ///< U, d x d, column k belongs to eigenvalues(k)
    Eigen::VectorXd eigenvalues;  ///< Lambda of Sigma = U Lambda U^T, descending
    std::size_t sampleSize = 0;   ///< n
    /// n <= d: Sigma is singular and the estimate poor (epsilon keeps W finite).
    bool singular() const { return sampleSize <= static_cast<std::size_t>(mean.size()); }
};

/// The mean and covariance of a reference sample, before the eigendecomposition.
struct SampleMoments {
    Eigen::VectorXd mean;       ///< mu
    Eigen::MatrixXd covariance; ///< Sigma, 1/(n-1) normalised, both triangles
    std::size_t sampleSize = 0; ///< n
};

/// mu = (1/n) sum x, Sigma = 1/(n-1) sum (x - mu)(x - mu)^T accumulated in double over chunks of
/// rows read once (each chunk's scatter about its own mean summed by the packed rank-k update
/// of core/linalg/rowdots.h on all cores, then merged), then the symmetric eigendecomposition. Memory
/// holds one chunk (4,096 rows) besides the d x d sums; the result does not depend on the
/// number of threads. Tiny negative eigenvalues from rounding are kept as they are. Progress
/// counts rows. Needs n >= 2. A failed read of a cached model is FileUnreadable.
Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const std::vector<std::size_t> &rows,
                                         const ProgressCallback &progress = {});
Result<WhiteningStats> estimateWhitening(const MatrixF &sample, const ProgressCallback &progress = {});
/// The first half of the above (mean and covariance, one pass over chunks) and the second
/// (the symmetric eigendecomposition, largest eigenvalue first), for callers that time them.
Result<SampleMoments> estimateMoments(const MatrixF &sample, const ProgressCallback &progress = {});
Result<WhiteningStats> decomposeCovariance(const SampleMoments &moments);
/// Either of the above, as the sample says.
Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const ReferenceSample &sample,
                                         const ProgressCallback &progress = {});

/// The key under which the statistics of a reference sample are cached: it names the rows used
/// (top N, random N with its effective seed, or a hash of the listed rows or of the separate
/// vectors), so that two specs selecting the same rows share one entry.
std::string whiteningKey(const ReferenceSpec &spec, const ReferenceSample &sample, std::uint64_t analysisSeed);

/// How vectors are calibrated before the association tests (docs/beyond-the-paper.md): the
/// paper's ZCA whitening, or one of three comparisons. All of them centre on the mean mu of the
/// reference sample and use its eigendecomposition Sigma = U Lambda U^T.
enum class CalibrationKind {
    Zca,          ///< z = U (Lambda + eps I)^(-1/2) U^T (x - mu), the paper's
    Center,       ///< z = x - mu
    AllButTheTop, ///< z = (I - U_D U_D^T)(x - mu): centred, top D principal directions removed (Mu and Viswanath 2018)
    Pca           ///< z = (Lambda + eps I)^(-1/2) U^T (x - mu): PCA whitening, ZCA without the rotation back
};

struct CalibrationSpec {
    CalibrationKind kind = CalibrationKind::Zca;
    /// D for AllButTheTop; unset means the default, defaultTopComponents(d). D = 0 removes
    /// nothing and so equals centring.
    std::optional<std::size_t> components;

    /// "zca", "center", "abtt" (default D), "abtt:D", "pca".
    std::string toString() const;
    /// Parses the syntax above; an error says what is wrong with the text.
    static Result<CalibrationSpec> parse(std::string_view text);
    /// "zca", "center", "abtt", "pca".
    std::string_view kindName() const;
    /// D in effect for a model of d dimensions (AllButTheTop only; 0 otherwise).
    std::size_t componentsFor(std::size_t dims) const;
    bool operator==(const CalibrationSpec &) const = default;
};

/// Mu and Viswanath's rule of thumb, D = d / 100 rounded, at least 1 (GloVe 100d: 1; 300d: 3;
/// BERT 768d: 8).
std::size_t defaultTopComponents(std::size_t dims);

/// Whether ZCA or PCA whitening of these statistics at this epsilon can be computed to the digits
/// Isoscope reports. The eigendecomposition (and the covariance before it) is exact only for a
/// matrix within a small multiple of u * lambda_max of the true one (u = 2^-52, the precision of a
/// double), so each eigenvalue carries an absolute error of that size; whitening divides by
/// sqrt(lambda + eps), which a row of extreme values (1e8 among values near 1) makes meaningless for
/// the small eigenvalues: the whitened d then shifts without any warning. Measured against a
/// 40-digit computation (mpmath) and long double (tests/core/tst_whitening), the relative error of W
/// is 0.1 to 0.25 times u * lambda_max / (max(lambda_min, 0) + eps). Returns nothing when that ratio
/// is at most kWhiteningPrecision (W then good to about 2e-5, beyond the digits reported), else one
/// line with the numbers. Real models are far inside: the bundled ones below 1e-13, a GPT-2-like
/// spectrum (one dimension 3,000 times the others) about 1e-5 at epsilon 1e-3.
inline constexpr double kWhiteningPrecision = 1e-4;
std::optional<std::string> whiteningPrecisionProblem(const WhiteningStats &stats, double epsilon);

/// The row of a reference sample farthest from the sample's mean: its position in the sample, its
/// model row (or nothing for separate vectors), its distance from the mean and the median distance.
struct ExtremeRow {
    std::size_t position = 0;
    std::optional<std::size_t> modelRow;
    double distance = 0;
    double medianDistance = 0;
};
/// Reads the sample once. Errors: FileUnreadable for a cached model that cannot be read.
Result<ExtremeRow> farthestRow(const EmbeddingSet &model, const ReferenceSample &sample, const Eigen::VectorXd &mean);

/// The calibration transform for one epsilon, z^T = (x - mu)^T M. For ZCA, the default,
/// M = W = U (Lambda + eps I)^(-1/2) U^T (symmetric); for the other calibrations M is the matrix
/// their definition above gives (PCA whitening: M = U (Lambda + eps I)^(-1/2), not symmetric).
class Whitener
{
public:
    /// Fails with SingularCovariance if some lambda + eps <= 0 (ZCA and PCA) or whitening would
    /// lose the digits reported (whiteningPrecisionProblem), InvalidArgument if eps < 0 or D > d.
    static Result<Whitener> create(const WhiteningStats &stats, double epsilon,
                                   const CalibrationSpec &calibration = {});

    /// M (for ZCA, W).
    const Eigen::MatrixXd &matrix() const { return m_w; }
    const Eigen::VectorXd &mean() const { return m_mean; }
    double epsilon() const { return m_epsilon; }
    const CalibrationSpec &calibration() const { return m_calibration; }
    /// The eigenvalues of the covariance of the calibrated reference sample, descending:
    /// lambda / (lambda + eps) for ZCA and PCA, lambda for centring, lambda with the top D set
    /// to 0 for all-but-the-top.
    Eigen::VectorXd calibratedEigenvalues(const Eigen::VectorXd &eigenvaluesDescending) const;

    /// Whitens rows (each row a vector): Z = (X - 1 mu^T) W, in double.
    MatrixD apply(const MatrixD &rows) const;
    /// The same for many rows (e.g. 100,000 x 768) in float: each row is shifted by mu rounded to
    /// float while it is packed for the product (no centred copy), multiplied by M rounded to
    /// float on all cores (core/linalg/rowdots.h: blocks of 64 products summed in float from zero, then
    /// added in order), and the rounding of mu is corrected by a bias (m - mu) M computed in double. The rounding of
    /// the centred vector is amplified by up to 1 / sqrt(lambda_min + eps): at eps = 1e-3 a whitened row is within 2e-5
    /// of its norm of the double result, at 1e-6 within 2e-4 (tests/core/tst_whitening). Progress counts rows;
    /// cancelling returns an empty matrix.
    MatrixF applyFloat(const MatrixF &rows, const ProgressCallback &progress = {}) const;

private:
    Eigen::MatrixXd m_w;
    Eigen::VectorXd m_mean;
    double m_epsilon = 0;
    CalibrationSpec m_calibration;
};

} // namespace isoscope
