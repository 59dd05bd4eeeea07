#pragma once

#include <Qt>

namespace isoscope::ui {

/// Roles shared by the item models of the user interface.
enum ItemRole {
    /// The value behind a cell as a number or plain text (not formatted for display), for sorting,
    /// export and tests.
    RawValueRole = Qt::UserRole + 1,
    /// On a horizontal header: the names of the fields a column exports as (a QStringList), when
    /// its RawValueRole is a list of that many numbers (an interval's low and high).
    ExportHeadersRole = Qt::UserRole + 2,
    /// On a horizontal header: true when the column holds p-values, which a copy for a word processor
    /// writes as APA style does ("< .001", ".043").
    PValueColumnRole = Qt::UserRole + 3,
};

} // namespace isoscope::ui
