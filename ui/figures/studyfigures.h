#pragma once

#include "core/analysis/results.h"
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/figureexporter.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace isoscope::ui {

class Figure;

/// One figure of a study, made when it is exported (a heatmap computes its 2,000 x 2,000
/// cosines then, one model at a time).
struct FigureJob {
    QString fileName; ///< without extension
    QString title;
    std::function<std::unique_ptr<Figure>()> make;
};

/// Every figure of a study's results, as the command line and "Export all figures" write them:
/// cosine_heatmap_<model> for each model with sampled vectors, explained_variance,
/// eigenvalue_spectrum, effect_size_grid (and measure_grid_<measure> for Options::gridMeasure) and
/// before_after_scatter.
class StudyFigures final
{
    Q_DECLARE_TR_FUNCTIONS(StudyFigures)

public:
    struct Options {
        HeatmapOrder order = HeatmapOrder::FileOrder;
        /// Models the line charts leave out (toggled off in their legend), by name.
        QSet<QString> hiddenModels;
        /// The before/after scatter draws the bootstrap intervals as error bars (when the results have them).
        bool errorBars = true;
        /// Besides the WEAT grid, the grid of this measure (measure_grid_<name>) when it is not WEAT.
        isoscope::Measure gridMeasure = isoscope::Measure::Weat;
    };

    static QList<FigureJob> jobs(const std::shared_ptr<const isoscope::AnalysisResult> &results,
                                 const Options &options);

    /// Called before each figure (done figures so far, total, the title of the next one) and once
    /// at the end (total, total, empty); false cancels.
    using Progress = std::function<bool(int done, int total, const QString &title)>;

    /// Writes every job in every format of options into folder (created if needed). Returns the
    /// files written; error says what failed (the export stops there) or that it was cancelled.
    static QStringList exportAll(const QList<FigureJob> &jobs, const QString &folder,
                                 const FigureExportOptions &options, const Progress &progress = {},
                                 QString *error = nullptr);
};

} // namespace isoscope::ui
