#pragma once

#include "core/analysis/results.h"

#include <cstddef>
#include <string>
#include <vector>

namespace isoscope {

/// The warnings of a model's results, made from what the results hold, in the order the
/// command line reports them: repeated words in the file, an uncased model, reference words not
/// in the vocabulary, a singular covariance; per WEAT result its missing words (with the names of
/// the sets, from suites), a suite that did not run, an undefined d raw or whitened; zero vectors
/// in the anisotropy sample; similarity pairs with a missing word. Beside every missing-word
/// warning, the words that got their vectors from subwords (OovPolicy::Subword), and after the
/// uncased warning, subword vectors asked of a model that has none. The analysis (analyzeModel)
/// and the window (ResultStore::assemble) both call it, so that their exports say the same.
std::vector<Warning> modelWarnings(const ModelResult &model, const std::vector<WeatSuite> &suites);

/// The first `most` words, comma-separated, then ", ... (N more)".
std::string joinWords(const std::vector<std::string> &words, std::size_t most = 8);

} // namespace isoscope
