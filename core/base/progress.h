#pragma once

#include <cstddef>
#include <functional>

namespace isoscope {

/// Progress of long work: called once per batch (never per element) with the amount done and the
/// total, in a unit the caller chooses (bytes, rows, permutations). Returning false cancels the
/// work, which then ends with ErrorCode::Cancelled.
using ProgressCallback = std::function<bool(std::size_t done, std::size_t total)>;

/// Calls the callback if there is one; true means "go on".
inline bool reportProgress(const ProgressCallback &progress, std::size_t done, std::size_t total)
{
    return !progress || progress(done, total);
}

} // namespace isoscope
