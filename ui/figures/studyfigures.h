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
#include <optional>

namespace isoscope::ui {

class Figure;

/// One figure of a study, made when it is exported (a heatmap computes its 2,000 x 2,000
/// cosines then, one model at a time).
struct FigureJob {
    QString fileName; ///< without extension
    QString title;
    std::function<std::unique_ptr<Figure>()> make;
    /// The model a figure of one model shows (the cosine heatmap), by its index in the results.
    std::optional<std::size_t> model = std::nullopt;
    QString modelName = {}; ///< and by its name
};

/// Every figure of a study's results, as the command line and "Export all figures" write them:
/// cosine_heatmap_<model> for each model with sampled vectors, explained_variance,
/// eigenvalue_spectrum, effect_size_grid (and measure_grid_<measure> for Options::gridMeasure) and
/// before_after_scatter. Every file name is unique in the study and short, whatever the models are
/// called; figures.json beside the figures records which file shows what.
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

    /// The file name (without extension) of each model's cosine heatmap, in model order:
    /// cosine_heatmap_ and the model's name as a short file name part (isoscope::fileNamePart),
    /// then "-2", "-3" when the name is taken already (letter case aside, for file systems that
    /// ignore it); empty for a model without sampled vectors.
    static QStringList heatmapFileNames(const isoscope::AnalysisResult &results);

    /// The name of the file beside the figures that maps each file to what it shows.
    static QString mappingFileName() { return QStringLiteral("figures.json"); }

    /// Called before each figure (done figures so far, total, the title of the next one) and once
    /// at the end (total, total, empty); false cancels.
    using Progress = std::function<bool(int done, int total, const QString &title)>;

    /// Writes every job in every format of options and figures.json (which file shows what:
    /// file, title, formats and, for a figure of one model, the model's name) into folder (created
    /// if needed), all or nothing: the files are written under temporary names and renamed into
    /// place when every one is complete, and the files of the earlier export that figures.json
    /// lists and this one does not write are removed (isoscope::FileBatch). Returns the files
    /// written; error says what failed or that it was cancelled, and the folder is as it was.
    static QStringList exportAll(const QList<FigureJob> &jobs, const QString &folder,
                                 const FigureExportOptions &options, const Progress &progress = {},
                                 QString *error = nullptr);
};

} // namespace isoscope::ui
