#pragma once

#include "core/report/json.h"
#include "core/base/result.h"

#include <array>
#include <cstdint>
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
    std::string model;  ///< e.g. "glove_840B"
    double d = 0;
    std::string source;

    bool operator==(const PublishedEffect &) const = default;
};

/// One Word Embedding Association Test: targets X, Y and attributes A, B.
struct WeatSuite {
    std::string id;       ///< "W1" ... "W10" for the built-in ones; any unique text for the user's
    std::string name;     ///< "Flowers vs Insects / Pleasant vs Unpleasant"
    std::string category; ///< "Valence", "Race", "Gender", "Health", "Age" or the user's own
    std::array<WordSet, 4> sets; ///< indexed by WordSetRole
    std::vector<PublishedEffect> published; ///< reference values shipped with the suite, if any
    bool builtin = false;

    const WordSet &set(WordSetRole role) const { return sets[static_cast<int>(role)]; }
    WordSet &set(WordSetRole role) { return sets[static_cast<int>(role)]; }

    bool operator==(const WeatSuite &) const = default;
};

/// A collection of suites and where it came from.
struct SuiteCollection {
    std::string source;              ///< provenance text of the file, if it has one
    std::vector<WeatSuite> suites;

    bool operator==(const SuiteCollection &) const = default;
};

/// Reads suites from JSON. Accepted shapes: {"source": ..., "suites": [suite, ...]}, a bare
/// array of suites, or one suite object. A suite is
/// {"id", "name", "category", "X_name", "X": [...], "Y_name", "Y", "A_name", "A", "B_name", "B"}
/// with optional "reference_glove840b_cbn": {"d"} (read as model "glove_840B_cbn", source
/// "conjugateprior/cbn replication"), "caliskan2017_reported_d": {model: d, ..., "source": text}
/// and "published": [{"model", "d", "source"}, ...] (written only for values that do not fit
/// the first two), and an optional "sizes": [|X|, |Y|, |A|, |B|]. Other keys are ignored.
/// A missing "name" is the id; a missing "category" is empty; a missing "X_name" is "X".
/// Errors (ErrorCode::BadSchema) name the file in Error::file, the suite id in Error::word and,
/// in Error::detail, the suite (by id and index) and the field at fault: a missing or empty id,
/// a missing or empty set, a set that is not an array of non-empty strings, a duplicate id,
/// "sizes" disagreeing with the lists, a field of the wrong type. The loader leaves
/// WeatSuite::builtin false; callers that load the built-in file set it.
Result<SuiteCollection> suitesFromJson(const Json &document, std::string_view fileName = {});
/// The largest suites file loadSuites reads (16 MiB; the ten of Caliskan et al. take 18 KiB): a
/// larger one is refused before anything is read (UnsupportedFormat), so memory stays small.
inline constexpr std::uintmax_t kMaxSuiteFileBytes = std::uintmax_t(16) << 20;
Result<SuiteCollection> loadSuites(const std::filesystem::path &path);

/// The same layout, for export; published values are written back as they were read, and
/// "sizes" is written from the lists, so suitesFromJson(suitesToJson(c)) == c except for
/// WeatSuite::builtin. ("p_1000_perm_strict_gt" and "version_notes" of the built-in file have no
/// place in these structs and are not written.)
Json suitesToJson(const SuiteCollection &collection);

/// The suites whose ids are listed (in the order given); an unknown id is an error
/// (ErrorCode::InvalidArgument) naming it in Error::word.
Result<std::vector<WeatSuite>> selectSuites(const std::vector<WeatSuite> &suites,
                                            const std::vector<std::string> &ids);

} // namespace isoscope
