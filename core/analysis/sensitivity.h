#pragma once

#include "core/analysis/results.h"
#include "core/analysis/suites.h"
#include "core/base/embeddingset.h"
#include "core/base/result.h"
#include "core/linalg/whitening.h"
#include "core/stats/bootstrap.h"
#include "core/stats/significance.h"
#include "core/stats/weat.h"

#include <Eigen/Core>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// How robust a WEAT result is to the choices whitening makes: epsilon, the reference sample,
/// the words of the target sets, and the dominant directions of the space. Every quantity is
/// defined in docs/sensitivity.md; the defaults here are the ones named there.
struct SensitivityParams {
    bool epsilonSweep = true;
    bool referenceSweep = true;
    bool bootstrap = true;
    bool leaveOneOut = true;
    /// Epsilons of the sweep (default: 21 points evenly spaced in log10 from 1e-6 to 1e-1).
    std::vector<double> epsilons;
    /// Reference sizes N of the size sweep, each as top-N and as a seeded random N (default 1,000,
    /// 2,000, 5,000, 10,000, 20,000, 50,000, 100,000; sizes above the population are dropped
    /// and the population size is added instead).
    std::vector<std::size_t> referenceSizes;
    std::size_t referenceDraws = 20; ///< R repeated random draws of the reference sample
    /// N of each draw; 0: the size of the analysis's reference sample, or half the population
    /// when that sample is the whole population (every draw would otherwise be the same).
    std::size_t drawSize = 0;
    std::size_t bootstrapIterations = 2000; ///< B
    double confidence = 0.95;               ///< of the percentile intervals
    std::size_t components = 10;            ///< k of leave-one-component-out

    SensitivityParams();
    /// An error names the first parameter outside its domain.
    Result<void> validate() const;
};

/// points values evenly spaced in log10 from first to last (both included).
std::vector<double> logGrid(double first, double last, std::size_t points);

/// d and p of WEAT in one space. d is nothing when the SD of s is 0.
struct EffectPoint {
    std::optional<double> d;
    double p = 1;
    /// When p is the floor of a Monte Carlo test (no permutation as extreme: the smallest p it can
    /// give), that floor, read "p < pFloor" as Table A1 writes it; 0 otherwise.
    double pFloor = 0;
};

/// Everything measured on one model x suite.
struct SuiteSensitivity {
    std::string suiteId;
    std::string suiteName;
    std::string category;
    std::size_t counts[4] = {0, 0, 0, 0}; ///< words used per role (X, Y, A, B)
    std::optional<Error> error;           ///< why the suite could not run (an empty set)
    EffectPoint raw;                      ///< as the analysis: raw space
    EffectPoint whitened;                 ///< default epsilon and reference sample
    SignificanceChange change = SignificanceChange::Undefined;

    std::vector<EffectPoint> epsilonSweep; ///< whitened, one per ModelSensitivity::epsilons

    std::vector<EffectPoint> topSizes;          ///< whitened with the top-N reference, per referenceSizes
    std::vector<EffectPoint> randomSizes;       ///< whitened with a random N reference, per referenceSizes
    std::vector<EffectPoint> draws;             ///< whitened with each of the R draws
    std::vector<SignificanceChange> drawChange; ///< the class with each draw (raw p is fixed)
    Spread drawSpread;                          ///< of the defined d of the draws
    std::size_t classChanges = 0;               ///< draws whose class differs from `change`

    std::optional<EffectInterval> rawInterval;
    std::optional<EffectInterval> whitenedInterval;

    std::vector<std::optional<double>> rawWithout;      ///< raw d with component k projected out
    std::vector<std::optional<double>> whitenedWithout; ///< whitened d with component k removed
};

/// The sensitivity analyses of one model.
struct ModelSensitivity {
    std::string model;
    std::size_t vocabSize = 0;
    std::size_t dims = 0;
    AnalysisParams analysis;                 ///< epsilon, reference, WEAT conventions, alpha (suites included)
    SensitivityParams params;                ///< as requested
    std::size_t referenceSize = 0;           ///< of the default reference sample
    std::size_t population = 0;              ///< rows the sweeps draw from (vocabulary, or the separate vectors)
    Eigen::VectorXd eigenvalues;             ///< of the default reference sample's covariance, descending
    std::vector<double> epsilons;            ///< of the sweep (empty when not run)
    std::vector<std::size_t> referenceSizes; ///< as used (empty when not run)
    std::size_t drawSize = 0;
    std::vector<std::uint64_t> drawSeeds;       ///< seed of each draw
    std::vector<double> componentVariance;      ///< lambda_k of the k components removed
    std::vector<double> componentVarianceRatio; ///< lambda_k / sum lambda
    std::vector<SuiteSensitivity> suites;
    double seconds = 0;
};

/// Steps reported through SensitivityProgress.
enum class SensitivityStage { Reference, Epsilon, ReferenceSizes, ReferenceDraws, Bootstrap, LeaveOneOut };
std::string_view sensitivityStageName(SensitivityStage stage); ///< "reference sample", "epsilon sweep", ...
/// Progress: the stage, and done/total over the whole run in steps (one step per whitening
/// estimate or per suite evaluation). Returning false cancels (ErrorCode::Cancelled).
using SensitivityProgress = std::function<bool(SensitivityStage stage, std::size_t done, std::size_t total)>;

/// Runs the analyses asked for on the suites of `analysis` (a suite whose set is empty is kept
/// with its error). The default whitening statistics come from the model's cache when present.
/// Errors: invalid parameters, an unreadable cached model, cancellation.
Result<ModelSensitivity> runSensitivity(const EmbeddingSet &model, const std::string &modelName,
                                        const AnalysisParams &analysis, const SensitivityParams &params,
                                        const SensitivityProgress &progress = {});

// Writing the results: sensitivity.json through core/serialization/sensitivityjson.h, the CSV files
// and the folder through core/output/sensitivityfiles.h.

} // namespace isoscope
