#include "ui/report/reportdocument.h"

#include "isoscope/version.h"
#include "ui/report/reportdocument_p.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentWriter>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <numeric>

// The files a report is written as: HTML (figures as inline SVG), the QTextDocument of the preview,
// and the ODF and PDF files written from it.

namespace isoscope::ui {

namespace {

// A Times-like serif for Latin text (its digits copy out of the PDF as digits); a CJK serif first
// for Chinese.
QStringList fontFamilies(const QString &language)
{
    if (language == QLatin1String("zh_CN"))
        return {QStringLiteral("Noto Serif CJK SC"), QStringLiteral("Noto Sans CJK SC")};
    return {QStringLiteral("Times New Roman"), QStringLiteral("Nimbus Roman"), QStringLiteral("DejaVu Serif")};
}

const char kStyle[] = R"(
body { font-family: %1; font-size: 11pt; }
h1 { font-size: 16pt; }
h2 { font-size: 13pt; }
p.methods { text-align: justify; }
table.apa { border-collapse: collapse; margin-top: 4pt; }
table.apa th { border-top: 1px solid black; border-bottom: 1px solid black; font-weight: normal; padding: 3px 4px; font-size: 9pt; }
table.apa td { padding: 2px 4px; font-size: 9pt; }
table.apa tbody tr:last-child td { border-bottom: 1px solid black; }
p.note, p.caption { font-size: 10pt; }
p.reference { padding-left: 24pt; text-indent: -24pt; }
div.figure svg { width: 100%; height: auto; }
)";

} // namespace

QString ReportDocument::html(FigureMode mode, QString *error) const
{
    const QString body = d->build(mode);
    if (error)
        *error = d->drawError;
    QString lang = d->options.language;
    lang.replace(QLatin1Char('_'), QLatin1Char('-'));
    const QString fonts =
        QLatin1Char('\'') + fontFamilies(d->options.language).join(QStringLiteral("', '")) + QStringLiteral("', serif");
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n"
                          "<style>%3</style>\n</head>\n<body>\n%4</body>\n</html>\n")
        .arg(lang, d->t(QT_TRANSLATE_NOOP("ReportText", "Calibrated WEAT: methods, results and references")),
             QString::fromLatin1(kStyle).arg(fonts), body);
}

std::unique_ptr<QTextDocument> ReportDocument::textDocument(FigureMode mode, QString *error) const
{
    auto document = std::make_unique<QTextDocument>();
    // The style sheet's fonts as the document's own, which the ODF writer names (it writes no
    // family for text that has only the body's, and Writer then takes a sans serif).
    QFont font;
    font.setFamilies(fontFamilies(d->options.language));
    font.setStyleHint(QFont::Serif);
    font.setPointSizeF(11);
    document->setDefaultFont(font);
    const QString text = html(mode, error);
    for (const auto &[resource, picture] : d->pictures)
        document->addResource(QTextDocument::ImageResource, QUrl(resource), picture);
    document->setHtml(text);
    document->setMetaInformation(
        QTextDocument::DocumentTitle,
        d->t(QT_TRANSLATE_NOOP("ReportText", "Calibrated WEAT: methods, results and references")));
    return document;
}

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// Through a temporary file and a rename (QSaveFile), so that a failed write never leaves a
// half-written report under the final name.
bool writeBytes(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, file.errorString()));
    file.write(bytes);
    if (!file.commit())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, file.errorString()));
    return true;
}

} // namespace

bool ReportDocument::writeHtml(const QString &fileName, QString *error) const
{
    QString drawError;
    const QString text = html(FigureMode::InlineSvg, &drawError);
    if (!drawError.isEmpty())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, drawError));
    return writeBytes(fileName, text.toUtf8(), error);
}

bool ReportDocument::writeBibtex(const QString &fileName, QString *error) const
{
    return writeBytes(fileName, bibtex().toUtf8(), error);
}

bool ReportDocument::write(ReportFormat format, const QString &fileName, QString *error) const
{
    switch (format) {
    case ReportFormat::Odt: return writeOdt(fileName, error);
    case ReportFormat::Html: return writeHtml(fileName, error);
    case ReportFormat::Pdf: return writePdf(fileName, error);
    }
    return false;
}

QString ReportDocument::extension(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Odt: return QStringLiteral("odt");
    case ReportFormat::Html: return QStringLiteral("html");
    case ReportFormat::Pdf: return QStringLiteral("pdf");
    }
    return {};
}

namespace {

void tablesOf(QTextFrame *frame, QList<QTextTable *> *tables)
{
    for (QTextFrame *child : frame->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(child))
            tables->append(table);
        tablesOf(child, tables);
    }
}

// The width a cell's text needs: on one line for the body (an interval or a p value must not
// wrap), down to its widest word for the header (a heading may take two lines). The document must
// have been laid out wide enough that no body cell wraps.
qreal cellWidth(const QTextTableCell &cell, bool header)
{
    qreal width = 0;
    for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
        const QTextBlock block = it.currentBlock();
        if (!block.isValid())
            continue;
        if (!header) {
            if (const QTextLayout *layout = block.layout())
                for (int i = 0; i < layout->lineCount(); ++i)
                    width = std::max(width, layout->lineAt(i).naturalTextWidth());
            continue;
        }
        for (QTextBlock::iterator f = block.begin(); !f.atEnd(); ++f) {
            const QFontMetricsF metrics(f.fragment().charFormat().font());
            for (const QString &word : f.fragment().text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
                width = std::max(width, metrics.horizontalAdvance(word));
        }
    }
    return width;
}

// Qt's ODF writer gives a table's columns the widths of its column constraints (equal widths
// without them, and percentages, which LibreOffice ignores): fixed widths that suit their
// content, in points (the writer writes the numbers as points), filling the text width.
void fitTableColumns(QTextDocument *document, double textWidthMm)
{
    // The writer names no font for text that has only the document's: Writer would take a sans
    // serif, wider than what the widths are measured in.
    QTextCursor all(document);
    all.select(QTextCursor::Document);
    QTextCharFormat family;
    family.setFontFamilies(document->defaultFont().families());
    // Qt 6.4's writer reads the single family of Qt 5's property.
    family.setProperty(QTextFormat::FontFamily, document->defaultFont().families().value(0));
    all.mergeCharFormat(family);
    document->setTextWidth(100000);             // no body cell wraps
    document->documentLayout()->documentSize(); // lays it out
    QList<QTextTable *> tables;
    tablesOf(document->rootFrame(), &tables);
    const qreal available = textWidthMm / 25.4 * 72;
    for (QTextTable *table : std::as_const(tables)) {
        QTextTableFormat format = table->format();
        const int columns = table->columns();
        std::vector<qreal> need(static_cast<std::size_t>(columns), 0.0);
        for (int row = 0; row < table->rows(); ++row)
            for (int column = 0; column < columns; ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                if (cell.column() != column || cell.columnSpan() > 1)
                    continue; // a spanning cell (a model's heading) takes what its columns give
                // The padding as the writer writes it: the cell's own plus the table's.
                const QTextTableCellFormat cellFormat = cell.format().toTableCellFormat();
                const qreal padding = cellFormat.leftPadding() + cellFormat.rightPadding()
                                      + 2 * (format.cellPadding() + format.cellSpacing() + format.border());
                // Document pixels (1/96 inch) to points, with room for another program's metrics.
                const qreal points = (cellWidth(cell, row == 0) * 1.06 + padding) * 72 / 96 + 1;
                need[static_cast<std::size_t>(column)] = std::max(need[static_cast<std::size_t>(column)], points);
            }
        const qreal total = std::accumulate(need.begin(), need.end(), qreal(0));
        if (total <= 0)
            continue;
        // What is left over is shared in proportion; a table wider than the page shrinks in it.
        const qreal scale = available / total;
        QList<QTextLength> widths;
        for (qreal w : need)
            widths.append(QTextLength(QTextLength::FixedLength, std::floor(w * scale * 10) / 10));
        format.setColumnWidthConstraints(widths);
        format.setWidth(QTextLength(QTextLength::FixedLength, std::floor(available * 10) / 10));
        format.setAlignment(Qt::AlignLeft);
        table->setFormat(format);
    }
}

} // namespace

bool ReportDocument::writeOdt(const QString &fileName, QString *error) const
{
    QString drawError;
    const auto document = textDocument(FigureMode::Pictures, &drawError);
    if (!drawError.isEmpty())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, drawError));
    fitTableColumns(document.get(), d->options.figureWidthMm);
    // The writers close their device, which a QSaveFile refuses: they write into memory first.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QTextDocumentWriter writer(&buffer, QByteArrayLiteral("odf"));
    if (!writer.write(document.get()))
        return fail(error, ReportDocument::tr("%1: the ODF writer failed").arg(fileName));
    return writeBytes(fileName, buffer.data(), error);
}

namespace {

bool startsWithImage(const QTextBlock &block)
{
    for (auto it = block.begin(); !it.atEnd(); ++it)
        if (it.fragment().isValid())
            return it.fragment().charFormat().isImageFormat();
    return false;
}

// Qt's paged layout has no "keep with next": a figure too tall for what is left of a page moves to
// the next one and leaves its label ("Figure 5") behind at the foot of the page. Each block right
// before a picture whose line lands on a later page than the block's gets a page break before it
// (or before the headings right above it), in document order (every break moves what follows, so positions are read
// again each time).
void keepLabelsWithTheirFigures(QTextDocument &document)
{
    const qreal pageHeight = document.pageSize().height();
    if (pageHeight <= 0)
        return;
    QAbstractTextDocumentLayout *layout = document.documentLayout();
    // The page of a block's first line (the layout moves a line that does not fit, a picture's
    // too, to the next page while the block's own rectangle still starts on this one).
    const auto page = [&](const QTextBlock &block) {
        qreal top = layout->blockBoundingRect(block).top();
        if (block.layout() && block.layout()->lineCount() > 0)
            top += block.layout()->lineAt(0).position().y();
        return static_cast<int>(std::floor(top / pageHeight));
    };
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextBlock next = block.next();
        if (!next.isValid() || !startsWithImage(next) || startsWithImage(block) || block.text().trimmed().isEmpty())
            continue;
        if (page(next) > page(block)) {
            // A heading right above the label ("Figures") goes along with it.
            QTextBlock first = block;
            while (first.previous().isValid() && first.previous().blockFormat().headingLevel() > 0
                   && page(first.previous()) == page(block))
                first = first.previous();
            QTextBlockFormat format = first.blockFormat();
            format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(first).setBlockFormat(format);
            // Laid out again from the start and to the end: Qt's incremental relayout after a
            // format change left the pages after it without their content.
            document.markContentsDirty(0, document.characterCount());
            layout->documentSize();
        }
    }
}

} // namespace

bool ReportDocument::writePdf(const QString &fileName, QString *error) const
{
    QString drawError;
    const auto document = textDocument(FigureMode::Pictures, &drawError);
    if (!drawError.isEmpty())
        return fail(error, ReportDocument::tr("%1: %2").arg(fileName, drawError));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // The document's units: 1/96 inch, as on screen and in the ODF file (the figures' pictures
        // keep their own 200 dpi).
        writer.setResolution(96);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(20, 20, 20, 20),
                                         QPageLayout::Millimeter));
        writer.setTitle(document->metaInformation(QTextDocument::DocumentTitle));
        writer.setCreator(QStringLiteral("Isoscope ") + QString::fromLatin1(isoscope::kVersion));
        // Laid out on the page itself, so that the figures' 170 mm are the text width.
        document->documentLayout()->setPaintDevice(&writer);
        document->setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
        keepLabelsWithTheirFigures(*document);
        document->print(&writer);
    }
    return writeBytes(fileName, buffer.data(), error);
}

} // namespace isoscope::ui
