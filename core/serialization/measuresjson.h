#pragma once

#include "core/analysis/results.h"
#include "core/serialization/json.h"

/// The JSON form of the measures beyond WEAT (docs/measures.md), for results.json's "weat" entries
/// and the window's study file. Undefined values are null with their reason beside them.
namespace isoscope {

/// {value, per_word}
void to_json(Json &j, const RndResult &rnd);
void from_json(const Json &j, RndResult &rnd);
/// {value, per_x: [[to A, to B], ...], per_y}
void to_json(Json &j, const MacResult &mac);
void from_json(const Json &j, MacResult &mac);
/// {spearman (null when undefined), undefined_reason, cos_x, cos_y}
void to_json(Json &j, const EctResult &ect);
void from_json(const Json &j, EctResult &ect);
/// {value (null when undefined), undefined_reason, mean, sd} (mean and sd per attribute word)
void to_json(Json &j, const RipaResult &ripa);
void from_json(const Json &j, RipaResult &ripa);
/// {divergence, probability_x, probability_y, accuracy, iterations, gradient_norm}; the
/// classifier's weights are not written.
void to_json(Json &j, const RnsbResult &rnsb);
void from_json(const Json &j, RnsbResult &rnsb);
/// {rnd: [wrt A, wrt B], mac, ect: [A, B], ripa: [A, B], rnsb}: the measures computed.
void to_json(Json &j, const MeasureSpace &space);
void from_json(const Json &j, MeasureSpace &space);
/// {measures: [names], ripa_pairs: [[index in X, index in Y], ...], ripa_unpaired, raw, whitened}
void to_json(Json &j, const SuiteMeasures &measures);
void from_json(const Json &j, SuiteMeasures &measures);
/// A model's hard debiasing: {method: "hard", definitional_pairs_used, equalized_pairs,
/// gender_specific_found, explained_variance}.
void to_json(Json &j, const ModelResult::Debias &debias);
void from_json(const Json &j, ModelResult::Debias &debias);

} // namespace isoscope
