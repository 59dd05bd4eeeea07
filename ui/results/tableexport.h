#pragma once

#include <QModelIndexList>
#include <QString>

class QAbstractItemModel;

namespace isoscope::ui {

/// A table as text: what the view shows (its sorting and filter), with every row and column.
namespace tableexport {

/// Tab-separated text of the given cells (display text, header line first), for the clipboard.
QString selectionAsTsv(const QAbstractItemModel &model, QModelIndexList cells);
/// CSV (RFC 4180) with full-precision values from RawValueRole.
QString toCsv(const QAbstractItemModel &model);
/// A JSON array of objects keyed by the column titles, with full-precision values.
QString toJson(const QAbstractItemModel &model);
/// A LaTeX table (booktabs) with the rounded values the window shows.
QString toLatex(const QAbstractItemModel &model, const QString &caption);

} // namespace tableexport

} // namespace isoscope::ui
