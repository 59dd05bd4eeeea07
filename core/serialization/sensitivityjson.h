#pragma once

#include "core/analysis/sensitivity.h"
#include "core/serialization/json.h"

#include <vector>

/// sensitivity.json (schema "isoscope-sensitivity", version 1): parameters, seeds and every value
/// of the sensitivity analyses (docs/sensitivity.md).
namespace isoscope {

/// {d (null when undefined), p}.
void to_json(Json &j, const EffectPoint &point);
void from_json(const Json &j, EffectPoint &point);

/// One suite: id, name, category, counts; then the error, or raw, whitened, change, the sweeps,
/// the draws with their classes and spread, the intervals and the leave-one-out values.
void to_json(Json &j, const SuiteSensitivity &suite);
void from_json(const Json &j, SuiteSensitivity &suite);

/// One model: name, sizes, conventions (epsilon, reference, the WEAT conventions, the draws'
/// seeds, the bootstrap), eigenvalues, the sweeps' grids, the removed components, seconds, suites.
/// from_json restores what the conventions hold of the analysis and of the parameters (which
/// analyses ran is read from the grids and values present).
void to_json(Json &j, const ModelSensitivity &model);
void from_json(const Json &j, ModelSensitivity &model);

/// The whole document: schema, version, program and models.
Json sensitivityToJson(const std::vector<ModelSensitivity> &results);
/// The document back (BadSchema naming the field; another schema or a newer version is an error).
Result<std::vector<ModelSensitivity>> sensitivityFromJson(const Json &document, std::string_view fileName = {});

} // namespace isoscope
