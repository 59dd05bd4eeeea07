#pragma once

#include "core/analysis/results.h"
#include "core/analysis/scweat.h"
#include "core/serialization/json.h"

namespace isoscope {

/// One target word: word, raw and whitened {effect_size, mean_cos_A, mean_cos_B, sd, p, p_method,
/// permutations}, change.
void to_json(Json &j, const ScWeatWord &word);
void from_json(const Json &j, ScWeatWord &word);

/// `isoscope-cli sc-weat --json`: program, test ("sc-weat"), model, calibration, epsilon,
/// reference, alpha, conventions, the attribute sets A and B (name and words found), the missing
/// words and one entry per target word. The names of A and B and the options come from the
/// request and the parameters the result was made with.
Json scWeatToJson(const ScWeatResult &result, const AnalysisParams &params, const ScWeatRequest &request);

/// The request: targets, name_A, A, name_B, B.
void to_json(Json &j, const ScWeatRequest &request);
void from_json(const Json &j, ScWeatRequest &request);

/// The result with everything the SC-WEAT page shows of it, for the study file: model,
/// calibration, the attribute words found, the missing and subword words and, per target word,
/// word, change and both statistics with their detail (statisticWithDetail: the cosines, the
/// permutation counts and histogram).
Json scWeatWithDetail(const ScWeatResult &result);
/// scWeatWithDetail's JSON read back; throws JsonSchemaError naming the field.
ScWeatResult scWeatFromDetail(const Json &json);

} // namespace isoscope
