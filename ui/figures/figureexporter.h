#pragma once

#include "ui/figures/figurestyle.h"

#include <QCoreApplication>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

namespace isoscope::ui {

class Figure;

enum class FigureFormat { Png, Svg, Pdf };

/// How figures are written: the page and its fonts and colours.
struct FigureExportOptions {
    QList<FigureFormat> formats{FigureFormat::Png};
    /// PNG resolution, and that of the pictures inside SVG and PDF pages (the heatmap's panels).
    int dpi = 300;
    /// Page width: 85 mm is a journal's single column, 180 mm its double column.
    double widthMm = 180;
    /// Page height; 0: what the figure needs at that width.
    double heightMm = 0;
    double fontPointSize = 8;
    FigurePalette palette = FigurePalette::Standard;
    bool greyscale = false;

    static constexpr double kSingleColumnMm = 85;
    static constexpr double kDoubleColumnMm = 180;

    /// The style figures are drawn with on the page.
    FigureStyle style() const;
};

/// The one exporter: every figure is rendered through QPainter onto a PNG (QImage at the chosen
/// DPI), an SVG (QSvgGenerator: vector with real text, pictures embedded) or a one-page PDF
/// (QPdfWriter: vector, its fonts embedded, pictures compressed losslessly), all painted at the
/// same size in figure units, so the three files look the same.
class FigureExporter final
{
    Q_DECLARE_TR_FUNCTIONS(FigureExporter)

public:
    static QString extension(FigureFormat format); ///< "png", "svg", "pdf"
    static std::optional<FigureFormat> parseFormat(const QString &text);

    /// Page size in figure units (see FigureStyle) and in millimetres.
    static QSizeF pageSize(const Figure &figure, const FigureExportOptions &options);
    static QSizeF pageSizeMm(const Figure &figure, const FigureExportOptions &options);

    /// Writes basePath.<extension> for each format of options (replacing existing files). Returns
    /// the files written; on failure, error says which file and why (and earlier files stay).
    static QStringList exportFigure(const Figure &figure, const QString &basePath, const FigureExportOptions &options,
                                    QString *error = nullptr);

    /// Writes one format to fileName (which may be any name: the extension is not looked at).
    static bool write(FigureFormat format, const Figure &figure, const QString &fileName,
                      const FigureExportOptions &options, QString *error = nullptr);
    /// The single writers.
    static bool writePng(const Figure &figure, const QString &fileName, const FigureExportOptions &options,
                         QString *error = nullptr);
    static bool writeSvg(const Figure &figure, const QString &fileName, const FigureExportOptions &options,
                         QString *error = nullptr);
    static bool writePdf(const Figure &figure, const QString &fileName, const FigureExportOptions &options,
                         QString *error = nullptr);
};

} // namespace isoscope::ui
