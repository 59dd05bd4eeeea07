#pragma once

#include "core/embeddingset.h"
#include "core/progress.h"
#include "core/result.h"

#include <Eigen/Core>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// How the reference sample for whitening is chosen (SCIENCE.md section 3).
enum class ReferenceMode {
    Top,      ///< the first N rows of the file (files are in frequency order)
    Random,   ///< N rows drawn uniformly without replacement, seeded
    WordList, ///< the words listed in a file, one per line
    Vectors,  ///< every row of a separate embedding file (e.g. sentence vectors)
    Embedded  ///< every reference vector stored in the model's own file (EmbeddingSet::referenceVectors)
};

struct ReferenceSpec {
    ReferenceMode mode = ReferenceMode::Top;
    std::size_t size = 100000;   ///< N for Top and Random
    std::uint64_t seed = 0;      ///< for Random
    bool seedGiven = false;      ///< false: Random uses the analysis seed
    std::filesystem::path path;  ///< for WordList and Vectors

    /// "top:100000", "random:5000:7", "words:FILE", "vectors:FILE", "embedded".
    std::string toString() const;
    /// Parses the command-line syntax above; an error says what is wrong with the text.
    static Result<ReferenceSpec> parse(std::string_view text);
    /// "top", "random", "words", "vectors", "embedded".
    std::string_view modeName() const;
};

/// The rows (of a model) that make up a reference sample, or separate vectors.
struct ReferenceSample {
    std::vector<std::size_t> rows;        ///< model rows (Top, Random, WordList), ascending for Random
    MatrixF external;                     ///< the vectors themselves (Vectors and Embedded modes)
    std::size_t requested = 0;            ///< N asked for (Top/Random) or words listed (WordList)
    std::vector<std::string> missingWords; ///< WordList words not in the model
    bool usesExternal() const { return external.rows() > 0; }
    std::size_t size() const { return usesExternal() ? static_cast<std::size_t>(external.rows()) : rows.size(); }
};

/// Chooses the reference sample of a model. analysisSeed is used by Random when the spec has
/// no seed of its own. Word lists are looked up with the model's case rule. Errors: unreadable
/// or empty word list or vectors file, a vectors file of another dimension, an empty sample, a
/// model without reference vectors of its own for Embedded (InvalidArgument).
Result<ReferenceSample> selectReferenceSample(const EmbeddingSet &model, const ReferenceSpec &spec,
                                              std::uint64_t analysisSeed);

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

/// mu = (1/n) sum x, Sigma = 1/(n-1) sum (x - mu)(x - mu)^T accumulated in double over chunks of
/// rows read once (each chunk centred on its own mean, then merged), then the symmetric
/// eigendecomposition. Tiny negative eigenvalues from rounding are kept as they are. Progress
/// counts rows. Needs n >= 2. A failed read of a cached model is FileUnreadable.
Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const std::vector<std::size_t> &rows,
                                         const ProgressCallback &progress = {});
Result<WhiteningStats> estimateWhitening(const MatrixF &sample, const ProgressCallback &progress = {});
/// Either of the above, as the sample says.
Result<WhiteningStats> estimateWhitening(const EmbeddingSet &model, const ReferenceSample &sample,
                                         const ProgressCallback &progress = {});

/// The key under which the statistics of a reference sample are cached: it names the rows used
/// (top N, random N with its effective seed, or a hash of the listed rows or of the separate
/// vectors), so that two specs selecting the same rows share one entry.
std::string whiteningKey(const ReferenceSpec &spec, const ReferenceSample &sample, std::uint64_t analysisSeed);

/// The ZCA whitening transform for one epsilon: z = W (x - mu),
/// W = U (Lambda + eps I)^(-1/2) U^T (symmetric).
class Whitener
{
public:
    /// Fails with SingularCovariance if some lambda + eps <= 0, InvalidArgument if eps < 0.
    static Result<Whitener> create(const WhiteningStats &stats, double epsilon);

    const Eigen::MatrixXd &matrix() const { return m_w; }
    const Eigen::VectorXd &mean() const { return m_mean; }
    double epsilon() const { return m_epsilon; }

    /// Whitens rows (each row a vector): Z = (X - 1 mu^T) W, in double.
    MatrixD apply(const MatrixD &rows) const;

private:
    Eigen::MatrixXd m_w;
    Eigen::VectorXd m_mean;
    double m_epsilon = 0;
};

} // namespace isoscope
