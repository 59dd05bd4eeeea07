#include "core/base/storageerrors.h"

namespace isoscope {

Error vectorsUnreadable(const StorageError &e)
{
    return makeError(ErrorCode::FileUnreadable, std::string("reading the model's vectors failed: ") + e.what());
}

} // namespace isoscope
