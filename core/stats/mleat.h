#pragma once

// The multilevel view of a WEAT (ML-EAT, Wolfe et al. AIES 2024): its levels 2 and 3 in one space.
// The types (MultilevelEat, LevelTwoEffect, CosineBlock) are in weat.h, beside the statistic that
// carries them.

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/stats/weat.h"

#include <array>
#include <cstdint>
#include <string>

namespace isoscope {

/// The random streams of a suite's level-2 tests: deriveSeed(seed, "mleat/" + suite + "/X") and
/// ".../Y", the same in every space (so that raw and whitened see the same partitions).
std::uint64_t multilevelStream(std::uint64_t seed, const std::string &suiteId, bool targetY);

/// Levels 2 and 3 on the vectors of a suite (one row per word), checked as weatTest checks them
/// (unitSetVectors: an empty set, a zero vector, mismatched dimensions are errors). The Monte
/// Carlo streams come from conventions.seed (multilevelStream). Progress runs over the two
/// level-2 tests.
Result<MultilevelEat> multilevelEat(const MatrixD &X, const MatrixD &Y, const MatrixD &A, const MatrixD &B,
                                    const WeatConventions &conventions, const std::string &suiteId,
                                    const ProgressCallback &progress = {});

/// weatTest on the four sets (X, Y, A, B) with the statistic's levels (multilevelEat) attached:
/// what an analysis computes for every suite in each space. Progress runs over the WEAT test.
Result<WeatStatistic> weatTestWithLevels(const std::array<MatrixD, 4> &sets, const WeatConventions &conventions,
                                         std::uint64_t streamSeed, const std::string &suiteId,
                                         const ProgressCallback &progress = {});

} // namespace isoscope
