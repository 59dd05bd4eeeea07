#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"
#include "core/linalg/whitening.h"

#include <cstdint>

namespace isoscope {

/// Chooses the reference sample of a model. analysisSeed is used by Random when the spec has
/// no seed of its own. Word lists are looked up with the model's case rule. Errors: unreadable
/// or empty word list or vectors file, a vectors file of another dimension, an empty sample, a
/// model without reference vectors of its own for Embedded (InvalidArgument).
Result<ReferenceSample> selectReferenceSample(const EmbeddingSet &model, const ReferenceSpec &spec,
                                              std::uint64_t analysisSeed);

} // namespace isoscope
