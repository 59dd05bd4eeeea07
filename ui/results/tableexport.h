#pragma once

#include <QModelIndexList>
#include <QString>

class QAbstractItemModel;
class QWidget;

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
/// The table in one of the formats "csv", "json" or "tex" (the LaTeX one with this caption).
QString toFormat(const QAbstractItemModel &model, const QString &format, const QString &latexCaption = {});

/// Asks for a file name (in the last export folder, suggesting baseName.format) and writes the
/// table there in the format, atomically (QSaveFile). Returns an error message for the user, or
/// an empty string when the file was written or the user cancelled.
QString saveWithDialog(QWidget *parent, const QAbstractItemModel &model, const QString &baseName,
                       const QString &format, const QString &latexCaption = {});

} // namespace tableexport

} // namespace isoscope::ui
