#pragma once

#include "core/analysis/resultstore.h"
#include "core/serialization/json.h"

/// The JSON form of a ResultStore: the "results" object of the window's study file. Each entry is
/// kept under the store's name for it; whitening statistics and the sampled vectors of the
/// anisotropy are not written (estimated again when needed, and large).
namespace isoscope {

/// ModelInfo: the read report's fields with vocab_size, dims, uncased, has_subwords and, when
/// known, content_hash: the XXH64 of the model file the results were computed from, 16 hex digits
/// (core/base/contenthash.h; what the embedding cache records).
void to_json(Json &j, const ModelInfo &info);
void from_json(const Json &j, ModelInfo &info);
/// {size, requested, missing_words, singular}
void to_json(Json &j, const ReferenceInfo &reference);
void from_json(const Json &j, ReferenceInfo &reference);
/// The lookup's fields with statistic (null when the suite could not run) and error.
void to_json(Json &j, const RawWeatEntry &entry);
void from_json(const Json &j, RawWeatEntry &entry);
/// The anisotropy result's fields with words.
void to_json(Json &j, const AnisotropyEntry &entry);
void from_json(const Json &j, AnisotropyEntry &entry);
/// {models, references, weat_raw, weat_whitened, measures_raw, measures_whitened, anisotropy,
/// similarity}, each an object by the store's names. Studies saved before the measures beyond
/// WEAT have no measures_raw and measures_whitened: a run computes them.
void to_json(Json &j, const ResultStore &store);
void from_json(const Json &j, ResultStore &store);

} // namespace isoscope
