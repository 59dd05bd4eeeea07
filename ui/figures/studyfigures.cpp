#include "ui/figures/studyfigures.h"

#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/effectsizegridfigure.h"
#include "ui/figures/eigenspectrumfigure.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figure.h"

#include "core/base/files.h"
#include "ui/common/errortext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace isoscope::ui {

QList<FigureJob> StudyFigures::jobs(const std::shared_ptr<const isoscope::AnalysisResult> &results,
                                    const Options &options)
{
    QList<FigureJob> jobs;
    if (!results)
        return jobs;
    const QStringList heatmaps = heatmapFileNames(*results);
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        const auto at = static_cast<qsizetype>(i);
        if (heatmaps[at].isEmpty())
            continue;
        CosineHeatmapFigure naming;
        naming.setModel(results->models[i]);
        const HeatmapOrder order = options.order;
        jobs.append(FigureJob{heatmaps[at], naming.title(),
                              [results, i, order]() -> std::unique_ptr<Figure> {
                                  auto figure = std::make_unique<CosineHeatmapFigure>();
                                  figure->setModel(results->models[i]);
                                  figure->setMatrices(HeatmapMatrices::compute(results->models[i], order));
                                  return figure;
                              },
                              i, QString::fromStdString(results->models[i].spec.name)});
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

QStringList StudyFigures::heatmapFileNames(const isoscope::AnalysisResult &results)
{
    QStringList names;
    QSet<QString> taken;
    for (const isoscope::ModelResult &model : results.models) {
        if (model.anisotropy.sampleRaw.rows() == 0) {
            names.append(QString());
            continue;
        }
        CosineHeatmapFigure naming;
        naming.setModel(model);
        QString name = naming.fileName();
        for (int n = 2; taken.contains(name.toLower()); ++n)
            name = naming.fileName() + QStringLiteral("-%1").arg(n);
        taken.insert(name.toLower());
        names.append(name);
    }
    return names;
}

namespace {

// The files an earlier export listed in its figures.json: plain names of figure files in the
// folder, nothing else (the file may have been edited).
QStringList earlierFigureFiles(const QDir &dir)
{
    QFile file(dir.filePath(StudyFigures::mappingFileName()));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList files;
    for (const QJsonValue &entry : QJsonDocument::fromJson(file.readAll()).object().value(u"figures").toArray())
        for (const QJsonValue &value : entry.toObject().value(u"files").toArray()) {
            const QString name = value.toString();
            const QString extension = QFileInfo(name).suffix();
            if (!name.isEmpty() && QFileInfo(name).fileName() == name && !name.startsWith(QLatin1Char('.'))
                && FigureExporter::parseFormat(extension)
                && FigureExporter::extension(*FigureExporter::parseFormat(extension)) == extension)
                files.append(name);
        }
    return files;
}

} // namespace

QStringList StudyFigures::exportAll(const QList<FigureJob> &jobs, const QString &folder,
                                    const FigureExportOptions &options, const Progress &progress, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return QStringList();
    };
    if (!QDir().mkpath(folder))
        return fail(tr("cannot create the folder %1").arg(folder));
    const QDir dir(folder);
    isoscope::FileBatch batch(QFile::encodeName(dir.absolutePath()).toStdString());
    QStringList written;
    QJsonArray mapping;
    const auto total = static_cast<int>(jobs.size());
    for (int k = 0; k < total; ++k) {
        if (progress && !progress(k, total, jobs[k].title))
            return fail(tr("cancelled"));
        const std::unique_ptr<Figure> figure = jobs[k].make();
        QJsonArray files;
        for (FigureFormat format : options.formats) {
            const QString name = jobs[k].fileName + QLatin1Char('.') + FigureExporter::extension(format);
            QString failure;
            const auto staged = batch.addWritten(
                QFile::encodeName(name).toStdString(),
                [&](const std::filesystem::path &temporary) -> isoscope::Result<void> {
                    const QString file = QFile::decodeName(temporary.c_str());
                    if (FigureExporter::write(format, *figure, file, options, &failure))
                        return {};
                    // The message names the file the user asked for.
                    failure.replace(file, dir.filePath(name));
                    return isoscope::makeError(isoscope::ErrorCode::WriteFailed, failure.toStdString());
                });
            if (!staged)
                return fail(failure.isEmpty() ? ErrorText::describe(staged.error()) : failure);
            written.append(dir.filePath(name));
            files.append(name);
        }
        QJsonObject entry{{QStringLiteral("file"), jobs[k].fileName},
                          {QStringLiteral("title"), jobs[k].title},
                          {QStringLiteral("files"), files}};
        if (jobs[k].model)
            entry.insert(QStringLiteral("model"), jobs[k].modelName);
        mapping.append(entry);
    }
    const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("figures"), mapping}}).toJson();
    if (const auto staged = batch.add(mappingFileName().toStdString(), json.toStdString()); !staged)
        return fail(ErrorText::describe(staged.error()));
    for (const QString &name : earlierFigureFiles(dir))
        if (!written.contains(dir.filePath(name)))
            batch.removeOnCommit(QFile::encodeName(name).toStdString());
    if (const auto committed = batch.commit(); !committed)
        return fail(ErrorText::describe(committed.error()));
    if (progress)
        progress(total, total, QString());
    return written;
}

} // namespace isoscope::ui
