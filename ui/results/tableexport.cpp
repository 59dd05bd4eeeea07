#include "ui/results/tableexport.h"

#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/common/settings.h"
#include "ui/results/numberformat.h"

#include <QAbstractItemModel>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMap>
#include <QMimeData>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace isoscope::ui::tableexport {

namespace {

// A header on two lines in the window (e.g. "Centring" over "d") is one line in files.
QString header(const QAbstractItemModel &model, int column)
{
    // "Raw\nd" is "Raw d"; "|X|/|Y|/\n|A|/|B|" is "|X|/|Y|/|A|/|B|".
    QString text = model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    text.replace(QLatin1String("/\n"), QLatin1String("/"));
    return text.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// The full value: a number at full precision (shortest round trip), text as it is.
QString rawText(const QVariant &value)
{
    if (!value.isValid())
        return QStringLiteral("NA");
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return value.toString();
}

// A number is written as a number; text cells go through the escaping of their format.
bool isNumber(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Bool: return true;
    default: return !value.isValid(); // NA
    }
}

} // namespace

namespace {

// The export fields of a column: one, named by its header, or several (ExportHeadersRole) when
// its raw value is a list (an interval: low and high).
QStringList exportHeaders(const QAbstractItemModel &model, int column)
{
    const QStringList several = model.headerData(column, Qt::Horizontal, ExportHeadersRole).toStringList();
    return several.isEmpty() ? QStringList{header(model, column)} : several;
}

// The raw values of a cell, one per export field (invalid when the cell has none).
QVariantList exportValues(const QModelIndex &cell, qsizetype fields)
{
    const QVariant value = cell.data(RawValueRole);
    if (fields == 1)
        return {value};
    QVariantList values = value.toList();
    values.resize(fields);
    return values;
}

} // namespace

namespace {

// The cells to copy, in row and column order (the whole model when none are given).
struct CopiedCells {
    QList<int> rows;
    QList<int> columns;
};

CopiedCells copiedCells(const QAbstractItemModel &model, const QModelIndexList &cells)
{
    CopiedCells c;
    if (cells.isEmpty()) {
        for (int row = 0; row < model.rowCount(); ++row)
            c.rows.append(row);
        for (int column = 0; column < model.columnCount(); ++column)
            c.columns.append(column);
        return c;
    }
    for (const QModelIndex &cell : cells) {
        if (!c.rows.contains(cell.row()))
            c.rows.append(cell.row());
        if (!c.columns.contains(cell.column()))
            c.columns.append(cell.column());
    }
    std::sort(c.rows.begin(), c.rows.end());
    std::sort(c.columns.begin(), c.columns.end());
    return c;
}

// A number for a spreadsheet of the user's language: full precision, ASCII minus, the language's
// decimal separator and no group separators ("-0,8712345678" in German).
QString spreadsheetText(const QVariant &value)
{
    QString text = rawText(value);
    if (value.typeId() == QMetaType::Double)
        text.replace(QLatin1Char('.'), QLocale().decimalPoint());
    return isNumber(value) ? text : escape::tsv(text);
}

} // namespace

QString apaPValue(std::optional<double> p)
{
    if (!p || !std::isfinite(*p))
        return {};
    return numberformat::pValue(isoscope::pValueText(*p, isoscope::PValueStyle::Apa), QLocale());
}

QString selectionAsTsv(const QAbstractItemModel &model, QModelIndexList cells)
{
    const CopiedCells c = copiedCells(model, cells);
    if (c.rows.isEmpty() || c.columns.isEmpty())
        return {};
    QStringList lines;
    QStringList titles;
    QList<qsizetype> widths;
    for (int column : std::as_const(c.columns)) {
        const QStringList names = exportHeaders(model, column);
        widths.append(names.size());
        titles += names;
    }
    for (QString &title : titles)
        title = escape::tsv(title);
    lines.append(titles.join(QLatin1Char('\t')));
    for (int row : std::as_const(c.rows)) {
        QStringList fields;
        for (qsizetype i = 0; i < c.columns.size(); ++i)
            for (const QVariant &value : exportValues(model.index(row, c.columns[i]), widths[i]))
                fields.append(spreadsheetText(value));
        lines.append(fields.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

namespace {

QString selectionAsHtml(const QAbstractItemModel &model, const QModelIndexList &cells)
{
    const CopiedCells c = copiedCells(model, cells);
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n<thead><tr>");
    for (int column : std::as_const(c.columns))
        html += QStringLiteral("<th>%1</th>").arg(escape::xml(header(model, column)));
    html += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (int row : std::as_const(c.rows)) {
        html += QStringLiteral("<tr>");
        for (int column : std::as_const(c.columns)) {
            const QModelIndex cell = model.index(row, column);
            QString text = cell.data(Qt::DisplayRole).toString();
            if (model.headerData(column, Qt::Horizontal, PValueColumnRole).toBool()) {
                const QVariant p = cell.data(RawValueRole);
                if (p.isValid())
                    text = apaPValue(p.toDouble());
            }
            const bool right = cell.data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight;
            html += (right ? QStringLiteral("<td align=\"right\">") : QStringLiteral("<td>")) + escape::xml(text)
                    + QStringLiteral("</td>");
        }
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</tbody>\n</table>\n");
    return html;
}

} // namespace

QMimeData *selectionAsMimeData(const QAbstractItemModel &model, QModelIndexList cells)
{
    auto *data = new QMimeData;
    data->setText(selectionAsTsv(model, cells));
    data->setHtml(QStringLiteral("<html><head><meta charset=\"utf-8\"></head><body>\n") + selectionAsHtml(model, cells)
                  + QStringLiteral("</body></html>\n"));
    return data;
}

bool copyToClipboard(const QAbstractItemModel &model, const QModelIndexList &cells)
{
    if (model.rowCount() == 0 || model.columnCount() == 0)
        return false;
    QGuiApplication::clipboard()->setMimeData(selectionAsMimeData(model, cells));
    return true;
}

QString toCsv(const QAbstractItemModel &model)
{
    QStringList lines;
    QStringList titles;
    QList<qsizetype> widths;
    for (int column = 0; column < model.columnCount(); ++column) {
        const QStringList names = exportHeaders(model, column);
        widths.append(names.size());
        for (const QString &name : names)
            titles.append(escape::csv(name));
    }
    lines.append(titles.join(QLatin1Char(',')));
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields;
        for (int column = 0; column < model.columnCount(); ++column)
            for (const QVariant &value : exportValues(model.index(row, column), widths[column]))
                fields.append(isNumber(value) ? rawText(value) : escape::csv(rawText(value)));
        lines.append(fields.join(QLatin1Char(',')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString toJson(const QAbstractItemModel &model)
{
    QJsonArray rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        QJsonObject object;
        for (int column = 0; column < model.columnCount(); ++column) {
            const QStringList names = exportHeaders(model, column);
            const QVariantList values = exportValues(model.index(row, column), names.size());
            for (qsizetype i = 0; i < names.size(); ++i)
                object.insert(names[i], values[i].isValid() ? QJsonValue::fromVariant(values[i]) : QJsonValue());
        }
        rows.append(object);
    }
    return QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Indented));
}

QString toLatex(const QAbstractItemModel &model, const QString &caption)
{
    QString alignment;
    for (int column = 0; column < model.columnCount(); ++column) {
        const int align = model.headerData(column, Qt::Horizontal, Qt::TextAlignmentRole).toInt();
        alignment += (align & Qt::AlignRight) ? QLatin1Char('r') : QLatin1Char('l');
    }
    QString out;
    // The rules are booktabs': a table pasted into a document without it stops LaTeX with
    // "Undefined control sequence \toprule", so the file says what it needs.
    out += QLatin1String("% Needs \\usepackage{booktabs} in the preamble (\\toprule, \\midrule, \\bottomrule).\n");
    out += QLatin1String("\\begin{table}\n\\centering\n");
    out += QLatin1String("\\caption{") + escape::latex(caption) + QLatin1String("}\n");
    out += QLatin1String("\\begin{tabular}{") + alignment + QLatin1String("}\n\\toprule\n");
    QStringList titles;
    for (int column = 0; column < model.columnCount(); ++column)
        titles.append(escape::latex(header(model, column)));
    out += titles.join(QLatin1String(" & ")) + QLatin1String(" \\\\\n\\midrule\n");
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields;
        for (int column = 0; column < model.columnCount(); ++column)
            fields.append(escape::latex(model.index(row, column).data(Qt::DisplayRole).toString()));
        out += fields.join(QLatin1String(" & ")) + QLatin1String(" \\\\\n");
    }
    out += QLatin1String("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
    return out;
}

QString toFormat(const QAbstractItemModel &model, const QString &format, const QString &latexCaption)
{
    if (format == QLatin1String("csv"))
        return toCsv(model);
    if (format == QLatin1String("json"))
        return toJson(model);
    return toLatex(model, latexCaption);
}

QString saveWithDialog(QWidget *parent, const QAbstractItemModel &model, const QString &baseName, const QString &format,
                       const QString &latexCaption)
{
    QString folder = settings::lastExportFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString filter =
        format == QLatin1String("csv")    ? QCoreApplication::translate("tableexport", "CSV files (*.csv)")
        : format == QLatin1String("json") ? QCoreApplication::translate("tableexport", "JSON files (*.json)")
                                          : QCoreApplication::translate("tableexport", "LaTeX files (*.tex)");
    const QString path =
        QFileDialog::getSaveFileName(parent, QCoreApplication::translate("tableexport", "Export table"),
                                     QDir(folder).filePath(baseName + QLatin1Char('.') + format), filter);
    if (path.isEmpty())
        return {};
    settings::lastExportFolder.setValue(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    const QByteArray bytes = toFormat(model, format, latexCaption).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return QCoreApplication::translate("tableexport", "Could not write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace isoscope::ui::tableexport
