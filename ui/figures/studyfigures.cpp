#include "ui/figures/studyfigures.h"

#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/effectsizegridfigure.h"
#include "ui/figures/eigenspectrumfigure.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figure.h"

#include <QDir>

namespace isoscope::ui {

QList<FigureJob> StudyFigures::jobs(const std::shared_ptr<const isoscope::AnalysisResult> &results,
                                    const Options &options)
{
    QList<FigureJob> jobs;
    if (!results)
        return jobs;
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const isoscope::ModelResult &model = results->models[i];
        if (model.anisotropy.sampleRaw.rows() == 0)
            continue;
        CosineHeatmapFigure naming;
        naming.setModel(model);
        const HeatmapOrder order = options.order;
        jobs.append(FigureJob{naming.fileName(), naming.title(), [results, i, order]() -> std::unique_ptr<Figure> {
                                  auto figure = std::make_unique<CosineHeatmapFigure>();
                                  figure->setModel(results->models[i]);
                                  figure->setMatrices(HeatmapMatrices::compute(results->models[i], order));
                                  return figure;
                              }});
    }
    const QSet<QString> hidden = options.hiddenModels;
    jobs.append(FigureJob{QStringLiteral("explained_variance"),
                          tr("Explained variance of the top principal components"),
                          [results, hidden]() -> std::unique_ptr<Figure> {
                              auto figure = std::make_unique<ExplainedVarianceFigure>();
                              figure->setResults(results);
                              figure->setHiddenModels(hidden);
                              return figure;
                          }});
    jobs.append(FigureJob{QStringLiteral("eigenvalue_spectrum"), tr("Eigenvalue spectrum and epsilon"),
                          [results, hidden]() -> std::unique_ptr<Figure> {
                              auto figure = std::make_unique<EigenSpectrumFigure>();
                              figure->setResults(results);
                              figure->setHiddenModels(hidden);
                              return figure;
                          }});
    jobs.append(FigureJob{QStringLiteral("effect_size_grid"), tr("Effect sizes, raw and whitened"),
                          [results]() -> std::unique_ptr<Figure> {
                              auto figure = std::make_unique<EffectSizeGridFigure>();
                              figure->setResults(results);
                              return figure;
                          }});
    if (options.gridMeasure != isoscope::Measure::Weat) {
        EffectSizeGridFigure naming;
        naming.setMeasure(options.gridMeasure);
        jobs.append(FigureJob{naming.fileName(), naming.title(),
                              [results, measure = options.gridMeasure]() -> std::unique_ptr<Figure> {
                                  auto figure = std::make_unique<EffectSizeGridFigure>();
                                  figure->setMeasure(measure);
                                  figure->setResults(results);
                                  return figure;
                              }});
    }
    jobs.append(FigureJob{QStringLiteral("before_after_scatter"), tr("Effect sizes before and after whitening"),
                          [results, bars = options.errorBars]() -> std::unique_ptr<Figure> {
                              auto figure = std::make_unique<BeforeAfterScatterFigure>();
                              figure->setErrorBars(bars);
                              figure->setResults(results);
                              return figure;
                          }});
    return jobs;
}

QStringList StudyFigures::exportAll(const QList<FigureJob> &jobs, const QString &folder,
                                    const FigureExportOptions &options, const Progress &progress, QString *error)
{
    QStringList written;
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = tr("cannot create the folder %1").arg(folder);
        return written;
    }
    const QDir dir(folder);
    const auto total = static_cast<int>(jobs.size());
    for (int k = 0; k < total; ++k) {
        if (progress && !progress(k, total, jobs[k].title)) {
            if (error)
                *error = tr("cancelled");
            return written;
        }
        const std::unique_ptr<Figure> figure = jobs[k].make();
        QString failure;
        const QStringList files =
            FigureExporter::exportFigure(*figure, dir.filePath(jobs[k].fileName), options, &failure);
        written += files;
        if (files.size() != options.formats.size()) {
            if (error)
                *error = failure;
            return written;
        }
    }
    if (progress)
        progress(total, total, QString());
    return written;
}

} // namespace isoscope::ui
