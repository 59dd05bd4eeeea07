#pragma once

#include <Qt>

namespace isoscope::ui {

/// Roles shared by the item models of the user interface.
enum ItemRole {
    /// The value behind a cell as a number or plain text (not formatted for display), for sorting,
    /// export and tests.
    RawValueRole = Qt::UserRole + 1,
};

} // namespace isoscope::ui
