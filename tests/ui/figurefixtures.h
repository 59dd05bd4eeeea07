#pragma once
// Small, fully known results for the figure tests: two models (one static, one contextualized),
// twelve sampled words of four dimensions each, four suites in four categories, with effect
// sizes and p-values chosen to cover every change class, a clipped d and an undefined one.

#include "core/analysis/results.h"

#include <cmath>
#include <memory>
#include <string>

namespace figurefixtures {

inline isoscope::WeatStatistic statistic(std::optional<double> d, double p, double offset)
{
    isoscope::WeatStatistic s;
    s.d = d;
    if (!d)
        s.dUndefinedReason = "every word has the same association s(w, A, B), so the standard deviation is 0";
    s.p = p;
    s.pUpper = p;
    s.sX = {0.10 + offset, 0.05 + offset, 0.02};
    s.sY = {-0.04, -0.01 - offset, 0.03};
    s.S = 0.17 + offset;
    s.method = isoscope::PValueMethod::Exact;
    s.permutations = 20;
    s.histogram.low = -0.3;
    s.histogram.high = 0.3;
    s.histogram.counts = {1, 2, 4, 6, 4, 2, 1};
    return s;
}

inline isoscope::WeatResult weat(const std::string &model, const std::string &suite, const std::string &category,
                                 std::optional<double> dRaw, double pRaw, std::optional<double> dWhite, double pWhite)
{
    isoscope::WeatResult r;
    r.model = model;
    r.suiteId = suite;
    r.suiteName = "Flowers vs Insects / Pleasant vs Unpleasant";
    r.category = category;
    r.words.used[0] = {"aster", "clover", "daisy"};
    r.words.used[1] = {"ant", "bee", "flea"};
    r.raw = statistic(dRaw, pRaw, 0.01);
    r.whitened = statistic(dWhite, pWhite, 0.02);
    r.change = isoscope::classifyChange(pRaw, pWhite, 0.05);
    r.substantialShift = isoscope::isSubstantialShift(dRaw, dWhite);
    return r;
}

inline isoscope::ModelResult model(const std::string &name, isoscope::ModelFamily family, int seed)
{
    isoscope::ModelResult m;
    m.spec.name = name;
    m.spec.family = family;
    m.dims = 4;
    m.vocabSize = 12;
    const int n = 12;
    m.anisotropy.sampleRaw.resize(n, 4);
    m.anisotropy.sampleWhitened.resize(n, 4);
    for (int i = 0; i < n; ++i) {
        m.anisotropyWords.push_back("w" + std::to_string(i));
        m.anisotropy.sample.push_back(static_cast<std::size_t>(i));
        for (int j = 0; j < 4; ++j) {
            // A shared direction (anisotropy) plus something of each word's own.
            m.anisotropy.sampleRaw(i, j) = static_cast<float>(1.0 + 0.6 * std::sin(1.3 * i + 0.7 * j + seed));
            m.anisotropy.sampleWhitened(i, j) = static_cast<float>(std::cos(2.1 * i - 1.1 * j + seed));
        }
    }
    m.anisotropy.raw = {0.8, 0.1, 66};
    m.anisotropy.whitened = {0.01, 0.3, 66};
    m.anisotropy.explainedRaw = {0.5, 0.25, 0.15, 0.1};
    m.anisotropy.explainedWhitened = {0.26, 0.25, 0.25, 0.24};
    m.anisotropy.eigenvalues = {2.0, 1.0, 0.5, 0.0005};
    return m;
}

/// alpha: W1 Disappearing (1.2* -> 0.3), W3 Stable (0.9* -> 0.8*), W6 Emerging (0.1 -> 0.7*),
/// W9 Stable with a clipped raw d (2.3*) and an undefined whitened d.
/// beta: W1 Stable (-0.4 -> -0.2, neither significant), W3 not run, W6 Disappearing, W9 Stable.
inline std::shared_ptr<isoscope::AnalysisResult> results()
{
    auto r = std::make_shared<isoscope::AnalysisResult>();
    r->params.alpha = 0.05;
    r->params.epsilon = 1e-3;
    auto alpha = model("alpha", isoscope::ModelFamily::Static, 0);
    alpha.weat = {weat("alpha", "W1", "Valence", 1.2, 0.001, 0.3, 0.2),
                  weat("alpha", "W3", "Race", 0.9, 0.01, 0.8, 0.02), weat("alpha", "W6", "Gender", 0.1, 0.4, 0.7, 0.03),
                  weat("alpha", "W9", "Health", 2.3, 0.001, std::nullopt, 1.0)};
    auto beta = model("beta", isoscope::ModelFamily::Contextualized, 1);
    beta.weat = {weat("beta", "W1", "Valence", -0.4, 0.8, -0.2, 0.7), weat("beta", "W3", "Race", 0, 1, 0, 1),
                 weat("beta", "W6", "Gender", 1.1, 0.004, 0.2, 0.3),
                 weat("beta", "W9", "Health", 0.6, 0.04, 0.5, 0.045)};
    beta.weat[1].raw.reset();
    beta.weat[1].whitened.reset();
    beta.weat[1].error = isoscope::Error{isoscope::ErrorCode::EmptyWordSet, "set X is empty", {}, 0, "X"};
    r->models = {alpha, beta};
    return r;
}

} // namespace figurefixtures
