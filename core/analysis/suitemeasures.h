#pragma once

#include "core/analysis/suites.h"
#include "core/base/embeddingset.h"
#include "core/base/result.h"
#include "core/stats/biasmeasures.h"
#include "core/stats/rnsb.h"
#include "core/stats/weat.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace isoscope {

/// The measures other than WEAT of one suite in one space (raw, or calibrated). A measure that was
/// not asked for is empty. RND, ECT and RIPA hold WEFE's two subqueries: [0] X and Y wrt A,
/// [1] X and Y wrt B.
struct MeasureSpace {
    std::optional<std::array<RndResult, 2>> rnd;
    std::optional<MacResult> mac;
    std::optional<std::array<EctResult, 2>> ect;
    std::optional<std::array<RipaResult, 2>> ripa;
    std::optional<RnsbResult> rnsb;
    /// A measure's value for part 0 (wrt A, or the whole suite) or 1 (wrt B); empty with a
    /// reason when undefined, and "not computed" when the measure was not asked for. Not for WEAT.
    MeasureValue value(Measure measure, std::size_t part) const;
};

/// RIPA's pairs (x_i, y_i): the suite's X and Y paired by position (the i-th word of each list),
/// kept when both words are in the model. Indices into the words used (SuiteLookup::used) of X
/// and of Y.
struct RipaPairing {
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    std::size_t unpaired = 0; ///< words of X or Y used in the other measures but in no pair
};
RipaPairing ripaPairing(const WeatSuite &suite, const std::vector<std::string> &usedX,
                        const std::vector<std::string> &usedY);

/// Every measure of measures (WEAT among them is skipped) on a suite's vectors in one space, in the
/// role order X, Y, A, B. Errors: RNSB's classifier failing (it cannot: both sets have words).
Result<MeasureSpace> computeMeasures(const std::array<MatrixD, 4> &vectors, const RipaPairing &pairing,
                                     const std::vector<Measure> &measures);

/// The measures of one model x suite: the ones computed and both spaces.
struct SuiteMeasures {
    std::vector<Measure> measures; ///< those computed, WEAT excluded, in the study's order
    MeasureSpace raw;
    MeasureSpace whitened;
    RipaPairing ripa;
    bool empty() const { return measures.empty(); }
    bool has(Measure measure) const;
};

/// d of a WEAT statistic as a MeasureValue (undefined with the statistic's reason).
MeasureValue weatValue(const std::optional<WeatStatistic> &statistic);

} // namespace isoscope
