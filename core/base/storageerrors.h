#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"

/// How core keeps a failed read of a model's rows (StorageError, thrown by a RowStore deep inside a
/// computation) from crossing its API: every public function that reads rows returns it as a Result.
namespace isoscope {

/// A failed read as core's API returns it: FileUnreadable, "reading the model's vectors failed: ...".
Error vectorsUnreadable(const StorageError &e);

/// Runs read (which returns a Result) and returns a StorageError it throws as vectorsUnreadable.
template <typename Read>
auto catchingStorageErrors(Read &&read) -> decltype(read())
{
    try {
        return read();
    } catch (const StorageError &e) {
        return vectorsUnreadable(e);
    }
}

} // namespace isoscope
