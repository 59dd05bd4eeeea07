#pragma once

#include <QModelIndexList>
#include <QString>

#include <optional>

class QAbstractItemModel;
class QMimeData;
class QWidget;

namespace isoscope::ui {

/// A table as text: what the view shows (its sorting and filter), with every row and column.
namespace tableexport {

/// What Copy puts on the clipboard for the given cells (every cell of the model when none are given),
/// with a header row, in two forms: text/plain, tab-separated, every number at full precision
/// (shortest round trip) with an ASCII minus and the language's decimal separator, so that a
/// spreadsheet of that language pastes numbers; and text/html, a table with the window's rounding,
/// true minus signs and p as APA style writes it, which Writer and Word paste as a table.
QMimeData *selectionAsMimeData(const QAbstractItemModel &model, QModelIndexList cells);
/// The text/plain part of that.
QString selectionAsTsv(const QAbstractItemModel &model, QModelIndexList cells);
/// Puts selectionAsMimeData on the clipboard; false when there is nothing to copy.
bool copyToClipboard(const QAbstractItemModel &model, const QModelIndexList &cells);
/// p as APA style writes it: "< .001" below 0.001, else three decimals without the leading zero
/// (".043", "1.000"), with the language's decimal separator; an empty string for no p.
QString apaPValue(std::optional<double> p);
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
QString saveWithDialog(QWidget *parent, const QAbstractItemModel &model, const QString &baseName, const QString &format,
                       const QString &latexCaption = {});

} // namespace tableexport

} // namespace isoscope::ui
