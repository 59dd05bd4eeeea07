#pragma once

#include "core/base/result.h"

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

/// The four word sets of a WEAT, in the order X, Y, A, B.
enum class WordSetRole { X = 0, Y = 1, A = 2, B = 3 };
/// "X", "Y", "A", "B".
std::string_view roleName(WordSetRole role);

struct WordSet {
    std::string name;               ///< e.g. "Flowers"
    std::vector<std::string> words; ///< as written in the suite (case-sensitive)

    bool operator==(const WordSet &) const = default;
};

/// A published value a suite can be checked against.
struct PublishedEffect {
    std::string model; ///< e.g. "glove_840B"
    double d = 0;
    std::string source;

    bool operator==(const PublishedEffect &) const = default;
};

/// One Word Embedding Association Test: targets X, Y and attributes A, B.
struct WeatSuite {
    std::string id;                         ///< "W1" ... "W10" for the built-in ones; any unique text for the user's
    std::string name;                       ///< "Flowers vs Insects / Pleasant vs Unpleasant"
    std::string category;                   ///< "Valence", "Race", "Gender", "Health", "Age" or the user's own
    std::array<WordSet, 4> sets;            ///< indexed by WordSetRole
    std::vector<PublishedEffect> published; ///< reference values shipped with the suite, if any
    bool builtin = false;

    const WordSet &set(WordSetRole role) const { return sets[static_cast<int>(role)]; }
    WordSet &set(WordSetRole role) { return sets[static_cast<int>(role)]; }

    bool operator==(const WeatSuite &) const = default;
};

/// A collection of suites and where it came from.
struct SuiteCollection {
    std::string source; ///< provenance text of the file, if it has one
    std::vector<WeatSuite> suites;

    bool operator==(const SuiteCollection &) const = default;
};

// Reading and writing suites files: core/serialization/suitesjson.h.

/// The suites whose ids are listed (in the order given); an unknown id is an error
/// (ErrorCode::InvalidArgument) naming it in Error::word.
Result<std::vector<WeatSuite>> selectSuites(const std::vector<WeatSuite> &suites, const std::vector<std::string> &ids);

/// Every word of the suites' sets, each once, in the order it first appears (X, Y, A, B of each
/// suite in turn): the words a transformer model's vectors are extracted for.
std::vector<std::string> suiteWords(const std::vector<WeatSuite> &suites);

} // namespace isoscope
