#include "ui/figures/figureexporter.h"

#include "ui/figures/figure.h"

#include "core/output/escape.h"

#include "isoscope/version.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QUuid>

#include <cmath>

namespace isoscope::ui {

namespace {

constexpr double kMmPerInch = 25.4;
constexpr double kInchesPerMeter = 1 / 0.0254;

QString creator()
{
    return QStringLiteral("Isoscope ") + QLatin1String(isoscope::kVersion);
}

void fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

FigureStyle FigureExportOptions::style() const
{
    return FigureStyle::forPrint(fontPointSize, palette, greyscale);
}

QString FigureExporter::extension(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Png: return QStringLiteral("png");
    case FigureFormat::Svg: return QStringLiteral("svg");
    case FigureFormat::Pdf: return QStringLiteral("pdf");
    }
    return {};
}

std::optional<FigureFormat> FigureExporter::parseFormat(const QString &text)
{
    const QString t = text.trimmed().toLower();
    for (FigureFormat f : {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf})
        if (t == extension(f))
            return f;
    return std::nullopt;
}

QSizeF FigureExporter::pageSize(const Figure &figure, const FigureExportOptions &options)
{
    const FigureStyle style = options.style();
    const double width = options.widthMm / kMmPerInch * style.unitsPerInch;
    const double height =
        options.heightMm > 0 ? options.heightMm / kMmPerInch * style.unitsPerInch : figure.heightForWidth(width, style);
    return QSizeF(width, std::max(height, 1.0));
}

QSizeF FigureExporter::pageSizeMm(const Figure &figure, const FigureExportOptions &options)
{
    return pageSize(figure, options) * (kMmPerInch / options.style().unitsPerInch);
}

QStringList FigureExporter::exportFigure(const Figure &figure, const QString &basePath,
                                         const FigureExportOptions &options, QString *error)
{
    QStringList written;
    for (FigureFormat format : options.formats) {
        const QString fileName = basePath + QLatin1Char('.') + extension(format);
        if (!write(format, figure, fileName, options, error))
            return written;
        written.append(fileName);
    }
    return written;
}

bool FigureExporter::write(FigureFormat format, const Figure &figure, const QString &fileName,
                           const FigureExportOptions &options, QString *error)
{
    switch (format) {
    case FigureFormat::Png: return writePng(figure, fileName, options, error);
    case FigureFormat::Svg: return writeSvg(figure, fileName, options, error);
    case FigureFormat::Pdf: return writePdf(figure, fileName, options, error);
    }
    return false;
}

bool FigureExporter::writePng(const Figure &figure, const QString &fileName, const FigureExportOptions &options,
                              QString *error)
{
    const FigureStyle baseStyle = options.style();
    const QSizeF page = pageSize(figure, options);
    const double pixelsPerUnit = options.dpi / baseStyle.unitsPerInch;
    const QSize pixels(static_cast<int>(std::lround(page.width() * pixelsPerUnit)),
                       static_cast<int>(std::lround(page.height() * pixelsPerUnit)));
    QImage image(pixels, QImage::Format_RGB32);
    if (image.isNull()) {
        fail(error,
             tr("%1: an image of %2 x %3 pixels is too large").arg(fileName).arg(pixels.width()).arg(pixels.height()));
        return false;
    }
    image.fill(Qt::white);
    // Painted at the figure units' DPI, scaled to the pixels: text is measured and drawn alike.
    const int unitsPerMeter = static_cast<int>(std::lround(baseStyle.unitsPerInch * kInchesPerMeter));
    image.setDotsPerMeterX(unitsPerMeter);
    image.setDotsPerMeterY(unitsPerMeter);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.scale(pixelsPerUnit, pixelsPerUnit);
        figure.render(painter, QRectF(QPointF(0, 0), page), baseStyle);
    }
    // The file says its true resolution, so that a journal's system reads the intended size.
    const int dotsPerMeter = static_cast<int>(std::lround(options.dpi * kInchesPerMeter));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.setText(QStringLiteral("Software"), creator());
    image.setText(QStringLiteral("Title"), figure.title());
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        fail(error, tr("%1: %2").arg(fileName, file.errorString()));
        return false;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image) || !file.commit()) {
        fail(error, tr("%1: writing failed (%2)").arg(fileName, writer.errorString()));
        return false;
    }
    return true;
}

bool FigureExporter::writeSvg(const Figure &figure, const QString &fileName, const FigureExportOptions &options,
                              QString *error)
{
    const FigureStyle baseStyle = options.style();
    const QSizeF page = pageSize(figure, options);
    // Qt's generator writes the title as it is and the drawn text with its control characters: the
    // title goes in as a placeholder, replaced by the escaped title, and the characters XML cannot
    // hold are replaced afterwards (core/output/escape.h), so that the file is valid XML whatever a
    // model or suite is called.
    const QString titleMark = QStringLiteral("isoscope-title-%1").arg(QUuid::createUuid().toString(QUuid::Id128));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setResolution(static_cast<int>(std::lround(baseStyle.unitsPerInch)));
        svg.setSize(QSize(static_cast<int>(std::ceil(page.width())), static_cast<int>(std::ceil(page.height()))));
        svg.setViewBox(QRectF(QPointF(0, 0), page));
        svg.setTitle(titleMark);
        svg.setDescription(creator());
        QPainter painter(&svg);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
        FigureStyle style = baseStyle;
        style.rasterPixelsPerUnit = options.dpi / style.unitsPerInch;
        figure.render(painter, QRectF(QPointF(0, 0), page), style);
    }
    std::string text = buffer.data().toStdString();
    const std::string mark = titleMark.toStdString();
    if (const std::size_t at = text.find(mark); at != std::string::npos)
        text.replace(at, mark.size(), isoscope::xmlEscaped(figure.title().toStdString()));
    const std::string valid = isoscope::xmlCharactersOnly(text);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        fail(error, tr("%1: %2").arg(fileName, file.errorString()));
        return false;
    }
    file.write(valid.data(), static_cast<qint64>(valid.size()));
    if (!file.commit()) {
        fail(error, tr("%1: writing failed (%2)").arg(fileName, file.errorString()));
        return false;
    }
    return true;
}

bool FigureExporter::writePdf(const Figure &figure, const QString &fileName, const FigureExportOptions &options,
                              QString *error)
{
    const FigureStyle baseStyle = options.style();
    const QSizeF page = pageSize(figure, options);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        fail(error, tr("%1: %2").arg(fileName, file.errorString()));
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(static_cast<int>(std::lround(baseStyle.unitsPerInch)));
        pdf.setPageSize(
            QPageSize(pageSizeMm(figure, options), QPageSize::Millimeter, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        pdf.setTitle(figure.title());
        pdf.setCreator(creator());
        QPainter painter(&pdf);
        // Lossless: the heatmap's cells must keep their exact colours (Qt would otherwise use JPEG).
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::LosslessImageRendering);
        painter.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
        FigureStyle style = baseStyle;
        style.rasterPixelsPerUnit = options.dpi / style.unitsPerInch;
        figure.render(painter, QRectF(QPointF(0, 0), page), style);
    }
    if (!file.commit()) {
        fail(error, tr("%1: writing failed (%2)").arg(fileName, file.errorString()));
        return false;
    }
    return true;
}

} // namespace isoscope::ui
