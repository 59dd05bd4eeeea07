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

/// Part `part` (0-based) of `parts` equal parts of a job: the part's own done/total reported as
/// part * total + done of parts * total. Empty if progress is; progress must outlive the result.
inline ProgressCallback progressPart(const ProgressCallback &progress, std::size_t part, std::size_t parts)
{
    if (!progress)
        return {};
    return [&progress, part, parts](std::size_t done, std::size_t total) {
        return progress(part * total + done, parts * total);
    };
}

/// A stage of a job that fills [from, to) of a scale of `of` (for stages of unequal weight): the
/// stage's own done/total reported as from + (to - from) * done / total of `of`. Empty if progress
/// is; progress must outlive the result.
inline ProgressCallback progressRange(const ProgressCallback &progress, std::size_t from, std::size_t to,
                                      std::size_t of)
{
    if (!progress)
        return {};
    return [&progress, from, to, of](std::size_t done, std::size_t total) {
        const std::size_t part = total == 0 ? 0 : (to - from) * (done < total ? done : total) / total;
        return progress(from + part, of);
    };
}

} // namespace isoscope
