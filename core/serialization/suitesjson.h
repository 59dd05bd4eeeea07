#pragma once

#include "core/analysis/suites.h"
#include "core/serialization/json.h"

#include <filesystem>
#include <string_view>

namespace isoscope {

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
/// parseJsonFile, then suitesFromJson.
Result<SuiteCollection> loadSuites(const std::filesystem::path &path);

/// The same layout, for export; published values are written back as they were read, and
/// "sizes" is written from the lists, so suitesFromJson(suitesToJson(c)) == c except for
/// WeatSuite::builtin. ("p_1000_perm_strict_gt" and "version_notes" of the built-in file have no
/// place in these structs and are not written.)
void to_json(Json &j, const SuiteCollection &collection);
Json suitesToJson(const SuiteCollection &collection);

/// One suite, as in a collection. from_json throws JsonSchemaError with the detail of
/// suitesFromJson's message (without the suite's index, which only a collection knows).
void to_json(Json &j, const WeatSuite &suite);
void from_json(const Json &j, WeatSuite &suite);

} // namespace isoscope
