#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace isoscope {

/// Percentile bootstrap intervals of the effect size d over the words of the target sets
/// (docs/sensitivity.md). Used by every analysis (each WEAT result's interval, see
/// AnalysisParams::effectBootstrapIterations) and by the sensitivity analyses.

/// d = (mean sX - mean sY) / SD(sX u sY) with the given ddof, as weat.cpp computes it: nothing
/// when the SD is 0 up to rounding (SD <= 1e-12 max |s|).
std::optional<double> effectSize(const std::vector<double> &sX, const std::vector<double> &sY, int ddof);

/// Summary of values (the whitened d of the R draws): ddof-1 SD, quantiles by linear
/// interpolation between order statistics (numpy's default, Hyndman and Fan type 7).
struct Spread {
    std::size_t count = 0;
    double mean = 0, sd = 0, min = 0, max = 0;
    double q05 = 0, q25 = 0, median = 0, q75 = 0, q95 = 0;
};
/// Quantile q in [0, 1] of sorted values (type 7). Needs at least one value.
double quantileSorted(const std::vector<double> &sorted, double q);
Spread summarize(std::vector<double> values);

/// Indices of one bootstrap resample: |X| indices into X and |Y| into Y, each drawn uniformly
/// with replacement.
struct BootstrapSample {
    std::vector<std::size_t> x;
    std::vector<std::size_t> y;
};
/// B resamples from one seeded stream (xoshiro256**, Rng::below): for each b, first the |X|
/// indices of X, then the |Y| indices of Y.
std::vector<BootstrapSample> bootstrapSamples(std::size_t nx, std::size_t ny, std::size_t iterations,
                                              std::uint64_t seed);

/// A percentile bootstrap interval of d.
struct EffectInterval {
    double low = 0;        ///< quantile (1 - confidence) / 2 of the valid d*
    double high = 0;       ///< quantile (1 + confidence) / 2
    double mean = 0;       ///< of the valid d*
    double sd = 0;         ///< ddof 1: the bootstrap standard error of d
    std::size_t valid = 0; ///< resamples with a defined d* (SD of s not 0)
    bool defined() const { return valid >= 2; }
};
/// d* of each resample from the words' associations (A and B fixed: s(w) of a word does not
/// depend on the other targets, so resampling words resamples their s values).
EffectInterval bootstrapInterval(const std::vector<double> &sX, const std::vector<double> &sY,
                                 const std::vector<BootstrapSample> &samples, int ddof, double confidence);

} // namespace isoscope
