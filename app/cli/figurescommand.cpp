#include "app/cli/figurescommand.h"

#include "core/report/report.h"
#include "core/serialization/calibrationsjson.h"
#include "core/report/figuredata.h"
#include "ui/figures/calibrationscatterfigure.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/figurespanel.h"
#include "ui/figures/studyfigures.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QLocale>

#include <memory>
#include <set>

namespace isoscope::ui {

namespace {

struct UsageError {
    QString message;
};

void print(std::ostream &stream, const QString &text)
{
    stream << text.toStdString();
}

// The app's Figures tab, as a user sees it: one picture per tab (and per model for the heatmap),
// with a point hovered where that shows something.
QStringList saveScreenshots(const std::shared_ptr<const isoscope::AnalysisResult> &results, HeatmapOrder order,
                            const FigureExportOptions &options, const QString &folder, QString *error)
{
    QStringList written;
    if (!QDir().mkpath(folder)) {
        *error = FiguresCommand::tr("cannot create the folder %1").arg(folder);
        return written;
    }
    FiguresPanel panel;
    panel.resize(1280, 800);
    panel.setFigurePalette(options.palette, options.greyscale);
    panel.setResults(results);
    panel.show();
    const auto save = [&](const QString &name) {
        const QString file = QDir(folder).filePath(name + QStringLiteral(".png"));
        if (!panel.grab().save(file))
            *error = FiguresCommand::tr("cannot write %1").arg(file);
        else
            written.append(file);
    };
    const QSize size = panel.size();
    panel.setCurrentTab(FiguresPanel::HeatmapTab);
    for (std::size_t i = 0; i < results->models.size(); ++i) {
        if (results->models[i].anisotropy.sampleRaw.rows() == 0)
            continue;
        CosineHeatmapView *view = panel.heatmapView();
        view->setOrder(order);
        QEventLoop loop;
        QObject::connect(view, &CosineHeatmapView::matricesReady, &loop, &QEventLoop::quit);
        view->setModelIndex(static_cast<int>(i));
        if (view->isComputing())
            loop.exec();
        panel.resize(size);
        CosineHeatmapFigure naming;
        naming.setModel(results->models[i]);
        save(QStringLiteral("app_") + naming.fileName());
    }
    const std::pair<FiguresPanel::Tab, QString> tabs[] = {
        {FiguresPanel::ExplainedVarianceTab, QStringLiteral("app_explained_variance")},
        {FiguresPanel::EigenvaluesTab, QStringLiteral("app_eigenvalue_spectrum")},
        {FiguresPanel::EffectSizesTab, QStringLiteral("app_effect_size_grid")},
        {FiguresPanel::BeforeAfterTab, QStringLiteral("app_before_after_scatter")}};
    for (const auto &[tab, name] : tabs) {
        panel.setCurrentTab(tab);
        QCoreApplication::sendPostedEvents();
        save(name);
    }
    return written;
}

} // namespace

QString FiguresCommand::usage()
{
    return tr(R"(
  isoscope-cli figures RESULTS.json --out DIR [options]
                               the figures of an analysis, written without a display
  RESULTS.json                 written by analyze --out (or the folder holding it); the cosine
                               heatmaps need the figure_data.h5 written beside it. Or
                               calibrations.json, written by calibrations --out (or its folder):
                               the scatter of d under each calibration against d under ZCA
                               (calibrations_scatter)
  --out DIR                    folder for the figures (created if needed): cosine_heatmap_<model>,
                               explained_variance, eigenvalue_spectrum, effect_size_grid,
                               before_after_scatter
  --format png,svg,pdf         the files to write (default: all three)
  --dpi N                      PNG resolution, and that of the heatmap inside SVG and PDF
                               (default 300)
  --width-mm W                 page width in millimetres: 85 single column, 180 double column
                               (default 180); the height follows from the figure
  --font-pt P                  font size in points (default 8)
  --palette standard|colour-blind
                               colours (colour-blind: Okabe-Ito and a purple-orange map)
  --greyscale                  draw in grey, to check how a greyscale print reads
  --order file|similarity|similarity-whitened
                               word order of the heatmaps (default file)
  --screenshots DIR             also save pictures of the app's Figures tab, one per figure
                               and model, at 1280 x 800 (for documentation)
  --quiet                      no progress on standard error
)");
}

int FiguresCommand::run(const QStringList &arguments, std::ostream &out, std::ostream &err)
{
    // The command-line tool speaks English whatever the system's language: its figures write
    // 0.87 and 2,000 (figures drawn in the window follow the window's language).
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QString input;
    QString folder;
    FigureExportOptions options;
    options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
    StudyFigures::Options figureOptions;
    bool quiet = false;
    QString screenshots;
    try {
        std::set<QString> seen;
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            QString name = arguments[i];
            if (!name.startsWith(QLatin1String("--"))) {
                if (!input.isEmpty())
                    throw UsageError{tr("more than one results file given ('%1' and '%2')").arg(input, name)};
                input = name;
                continue;
            }
            QString value;
            bool inlineValue = false;
            if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq >= 0) {
                value = name.mid(eq + 1);
                name = name.left(eq);
                inlineValue = true;
            }
            if (!seen.insert(name).second)
                throw UsageError{tr("%1 is given twice").arg(name)};
            const auto takeValue = [&]() -> QString {
                if (inlineValue)
                    return value;
                if (i + 1 >= arguments.size())
                    throw UsageError{tr("%1 needs a value").arg(name)};
                return arguments[++i];
            };
            const auto number = [&](double low, double high) {
                const QString text = takeValue();
                bool ok = false;
                const double v = text.toDouble(&ok);
                if (!ok || !(v >= low && v <= high))
                    throw UsageError{
                        tr("%1 must be a number from %2 to %3, got '%4'").arg(name).arg(low).arg(high).arg(text)};
                return v;
            };
            if (name == QLatin1String("--out")) {
                folder = takeValue();
            } else if (name == QLatin1String("--format")) {
                options.formats.clear();
                for (const QString &part : takeValue().split(QLatin1Char(','))) {
                    const auto format = FigureExporter::parseFormat(part);
                    if (!format)
                        throw UsageError{tr("--format: unknown format '%1' (expected png, svg or pdf)").arg(part)};
                    if (!options.formats.contains(*format))
                        options.formats.append(*format);
                }
            } else if (name == QLatin1String("--dpi")) {
                options.dpi = static_cast<int>(number(50, 2400));
            } else if (name == QLatin1String("--width-mm")) {
                options.widthMm = number(40, 600);
            } else if (name == QLatin1String("--font-pt")) {
                options.fontPointSize = number(4, 24);
            } else if (name == QLatin1String("--palette")) {
                const QString v = takeValue();
                if (v == QLatin1String("standard"))
                    options.palette = FigurePalette::Standard;
                else if (v == QLatin1String("colour-blind") || v == QLatin1String("color-blind"))
                    options.palette = FigurePalette::ColourBlindSafe;
                else
                    throw UsageError{tr("--palette must be standard or colour-blind, got '%1'").arg(v)};
            } else if (name == QLatin1String("--greyscale") || name == QLatin1String("--grayscale")) {
                if (inlineValue)
                    throw UsageError{tr("%1 takes no value").arg(name)};
                options.greyscale = true;
            } else if (name == QLatin1String("--order")) {
                const QString v = takeValue();
                if (v == QLatin1String("file"))
                    figureOptions.order = HeatmapOrder::FileOrder;
                else if (v == QLatin1String("similarity"))
                    figureOptions.order = HeatmapOrder::SimilarityRaw;
                else if (v == QLatin1String("similarity-whitened"))
                    figureOptions.order = HeatmapOrder::SimilarityWhitened;
                else
                    throw UsageError{tr("--order must be file, similarity or similarity-whitened, got '%1'").arg(v)};
            } else if (name == QLatin1String("--screenshots")) {
                screenshots = takeValue();
            } else if (name == QLatin1String("--quiet")) {
                if (inlineValue)
                    throw UsageError{tr("%1 takes no value").arg(name)};
                quiet = true;
            } else {
                throw UsageError{tr("unknown option '%1'").arg(name)};
            }
        }
        if (input.isEmpty())
            throw UsageError{tr("no results file given")};
        if (folder.isEmpty())
            throw UsageError{tr("--out DIR is required")};
        if (options.formats.isEmpty())
            throw UsageError{tr("--format names no format")};
    } catch (const UsageError &e) {
        print(err, tr("isoscope-cli: error: %1 (see isoscope-cli --help)").arg(e.message) + QLatin1Char('\n'));
        return 2;
    }

    if (QFileInfo(input).isDir()) {
        const QDir dir(input);
        input = dir.filePath(QStringLiteral("results.json"));
        if (!QFileInfo::exists(input) && QFileInfo::exists(dir.filePath(QStringLiteral("calibrations.json"))))
            input = dir.filePath(QStringLiteral("calibrations.json"));
    }
    if (QFileInfo(input).fileName() == QLatin1String("calibrations.json")) {
        auto comparison = isoscope::loadCalibrations(input.toStdString());
        if (!comparison) {
            print(err, tr("isoscope-cli: error: %1").arg(QString::fromStdString(isoscope::describe(comparison.error())))
                           + QLatin1Char('\n'));
            return 2;
        }
        const auto data = std::make_shared<const isoscope::CalibrationComparison>(std::move(comparison).value());
        CalibrationScatterFigure probe;
        probe.setComparison(data);
        const QList<FigureJob> jobs{FigureJob{probe.fileName(), probe.title(), [data]() -> std::unique_ptr<Figure> {
                                                  auto f = std::make_unique<CalibrationScatterFigure>();
                                                  f->setComparison(data);
                                                  return f;
                                              }}};
        QString error;
        const QStringList written = StudyFigures::exportAll(jobs, folder, options, {}, &error);
        if (!error.isEmpty()) {
            print(err, tr("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
            return 1;
        }
        for (const QString &file : written)
            print(out, file + QLatin1Char('\n'));
        if (!quiet)
            print(err, tr("Wrote 1 figure to %1").arg(folder) + QLatin1Char('\n'));
        return 0;
    }
    auto loaded = isoscope::loadResults(input.toStdString());
    if (!loaded) {
        print(err, tr("isoscope-cli: error: %1").arg(QString::fromStdString(isoscope::describe(loaded.error())))
                       + QLatin1Char('\n'));
        return 2;
    }
    if (!loaded->hasVectors && !quiet)
        print(err, tr("warning: no cosine heatmaps: %1 (analyze --out writes it beside results.json)")
                           .arg(QString::fromStdString(loaded->vectorsProblem))
                       + QLatin1Char('\n'));
    const auto results = std::make_shared<const isoscope::AnalysisResult>(std::move(loaded->analysis));
    const QList<FigureJob> jobs = StudyFigures::jobs(results, figureOptions);
    const StudyFigures::Progress progress = [&err, quiet](int done, int total, const QString &title) {
        if (!quiet && !title.isEmpty())
            print(err, tr("[%1/%2] %3").arg(done + 1).arg(total).arg(title) + QLatin1Char('\n'));
        return true;
    };
    QString error;
    const QStringList written = StudyFigures::exportAll(jobs, folder, options, progress, &error);
    if (!error.isEmpty()) {
        print(err, tr("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    for (const QString &file : written)
        print(out, file + QLatin1Char('\n'));
    if (!screenshots.isEmpty()) {
        QString failure;
        const QStringList pictures = saveScreenshots(results, figureOptions.order, options, screenshots, &failure);
        for (const QString &file : pictures)
            print(out, file + QLatin1Char('\n'));
        if (!failure.isEmpty()) {
            print(err, tr("isoscope-cli: error: %1").arg(failure) + QLatin1Char('\n'));
            return 1;
        }
    }
    if (!quiet)
        print(err, (jobs.size() == 1 ? tr("Wrote 1 figure to %1").arg(folder)
                                     : tr("Wrote %1 figures to %2").arg(jobs.size()).arg(folder))
                       + QLatin1Char('\n'));
    return 0;
}

} // namespace isoscope::ui
