// isoscope-cli figures: every figure of a results folder written to files, with no display (the
// offscreen platform), drawn by the window's own figure renderers (ui/figures/).
#include "app/cli/figures.h"
#include "app/cli/offscreenqt.h"

#include "core/output/figuredata.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/calibrationsjson.h"
#include "ui/figures/calibrationscatterfigure.h"
#include "ui/figures/studyfigures.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <memory>

namespace isoscope::cli {

namespace {

using namespace isoscope::ui;

void print(std::ostream &stream, const QString &text)
{
    stream << text.toStdString();
}

} // namespace

int figures(const Invocation &in)
{
    std::ostream &out = in.out;
    std::ostream &err = in.err;
    std::vector<std::string> inputs;
    std::string folderOption;
    FigureExportOptions options;
    options.formats = {FigureFormat::Png, FigureFormat::Svg, FigureFormat::Pdf};
    StudyFigures::Options figureOptions;
    bool quiet = false;
    bool greyscale = false;
    // A number from low to high, or the usage error that names the option.
    const auto number = [](const std::string &name, const std::string &text, double low, double high) {
        bool ok = false;
        const double v = QString::fromStdString(text).toDouble(&ok);
        if (!ok || !(v >= low && v <= high))
            throw UsageError{name + " must be a number from " + QString::number(low).toStdString() + " to "
                             + QString::number(high).toStdString() + ", got '" + text + "'"};
        return v;
    };
    Command command("isoscope-cli figures",
                    "isoscope-cli figures RESULTS.json --out DIR [options]\n"
                    "                    the figures of an analysis, written without a display");
    command.positionals("RESULTS.json",
                        "written by analyze --out (or the folder holding it); the cosine\n"
                        "heatmaps need the figure_data.h5 written beside it. Or\n"
                        "calibrations.json, written by calibrations --out (or its folder):\n"
                        "the scatter of d under each calibration against d under ZCA\n"
                        "(calibrations_scatter)",
                        [&inputs](const std::string &v) { inputs.push_back(v); });
    command.option("--out", "DIR",
                   "folder for the figures (created if needed): cosine_heatmap_<model>,\n"
                   "explained_variance, eigenvalue_spectrum, effect_size_grid,\nbefore_after_scatter",
                   [&folderOption](const std::string &v) { folderOption = v; });
    command.option("--format", "png,svg,pdf", "the files to write (default: all three)",
                   [&options](const std::string &v) {
                       options.formats.clear();
                       for (const QString &part : QString::fromStdString(v).split(QLatin1Char(','))) {
                           const auto format = FigureExporter::parseFormat(part);
                           if (!format)
                               throw UsageError{"--format: unknown format '" + part.toStdString()
                                                + "' (expected png, svg or pdf)"};
                           if (!options.formats.contains(*format))
                               options.formats.append(*format);
                       }
                   });
    command.option("--dpi", "N", "PNG resolution, and that of the heatmap inside SVG and PDF\n(default 300)",
                   [&](const std::string &v) { options.dpi = static_cast<int>(number("--dpi", v, 50, 2400)); });
    command.option("--width-mm", "W",
                   "page width in millimetres: 85 single column, 180 double column\n"
                   "(default 180); the height follows from the figure",
                   [&](const std::string &v) { options.widthMm = number("--width-mm", v, 40, 600); });
    command.option("--font-pt", "P", "font size in points (default 8)",
                   [&](const std::string &v) { options.fontPointSize = number("--font-pt", v, 4, 24); });
    command.option("--palette", "standard|colour-blind", "colours (colour-blind: Okabe-Ito and a purple-orange map)",
                   [&options](const std::string &v) {
                       if (v == "standard")
                           options.palette = FigurePalette::Standard;
                       else if (v == "colour-blind" || v == "color-blind")
                           options.palette = FigurePalette::ColourBlindSafe;
                       else
                           throw UsageError{"--palette must be standard or colour-blind, got '" + v + "'"};
                   });
    command.flag("--greyscale", "draw in grey, to check how a greyscale print reads", greyscale);
    command.flag("--grayscale", "the same as --greyscale", greyscale);
    command.option("--order", "file|similarity|similarity-whitened", "word order of the heatmaps (default file)",
                   [&figureOptions](const std::string &v) {
                       if (v == "file")
                           figureOptions.order = HeatmapOrder::FileOrder;
                       else if (v == "similarity")
                           figureOptions.order = HeatmapOrder::SimilarityRaw;
                       else if (v == "similarity-whitened")
                           figureOptions.order = HeatmapOrder::SimilarityWhitened;
                       else
                           throw UsageError{"--order must be file, similarity or similarity-whitened, got '" + v + "'"};
                   });
    command.flag("--quiet", "no progress on standard error", quiet);
    if (const auto status = command.parse(in))
        return *status;
    const auto usage = [&](const std::string &message) { return command.usageError(err, message); };
    if (inputs.size() > 1)
        return usage("more than one results file given ('" + inputs[0] + "' and '" + inputs[1] + "')");
    if (inputs.empty())
        return usage("no results file given");
    if (folderOption.empty())
        return usage("--out DIR is required");
    if (options.formats.isEmpty())
        return usage("--format names no format");
    options.greyscale = greyscale;

    const auto app = startOffscreenQt();
    // The command-line tool speaks English whatever the system's language: its figures write
    // 0.87 and 2,000 (figures drawn in the window follow the window's language).
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QString input = QString::fromStdString(inputs.front());
    const QString folder = QString::fromStdString(folderOption);

    if (QFileInfo(input).isDir()) {
        const QDir dir(input);
        input = dir.filePath(QStringLiteral("results.json"));
        if (!QFileInfo::exists(input) && QFileInfo::exists(dir.filePath(QStringLiteral("calibrations.json"))))
            input = dir.filePath(QStringLiteral("calibrations.json"));
    }
    if (QFileInfo(input).fileName() == QLatin1String("calibrations.json")) {
        auto comparison = isoscope::loadCalibrations(input.toStdString());
        if (!comparison) {
            print(err, QString::fromUtf8("isoscope-cli: error: %1")
                               .arg(QString::fromStdString(isoscope::describe(comparison.error())))
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
            print(err, QString::fromUtf8("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
            return 1;
        }
        for (const QString &file : written)
            print(out, file + QLatin1Char('\n'));
        if (!quiet)
            print(err, QString::fromUtf8("Wrote 1 figure to %1").arg(folder) + QLatin1Char('\n'));
        return 0;
    }
    auto loaded = isoscope::loadResults(input.toStdString());
    if (!loaded) {
        print(
            err,
            QString::fromUtf8("isoscope-cli: error: %1").arg(QString::fromStdString(isoscope::describe(loaded.error())))
                + QLatin1Char('\n'));
        return 2;
    }
    if (!loaded->hasVectors && !quiet)
        print(err, QString::fromUtf8("warning: no cosine heatmaps: %1 (analyze --out writes it beside results.json)")
                           .arg(QString::fromStdString(loaded->vectorsProblem))
                       + QLatin1Char('\n'));
    const auto results = std::make_shared<const isoscope::AnalysisResult>(std::move(loaded->analysis));
    const QList<FigureJob> jobs = StudyFigures::jobs(results, figureOptions);
    const StudyFigures::Progress progress = [&err, quiet](int done, int total, const QString &title) {
        if (!quiet && !title.isEmpty())
            print(err, QString::fromUtf8("[%1/%2] %3").arg(done + 1).arg(total).arg(title) + QLatin1Char('\n'));
        return true;
    };
    QString error;
    const QStringList written = StudyFigures::exportAll(jobs, folder, options, progress, &error);
    if (!error.isEmpty()) {
        print(err, QString::fromUtf8("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    for (const QString &file : written)
        print(out, file + QLatin1Char('\n'));
    if (!quiet)
        print(err, (jobs.size() == 1 ? QString::fromUtf8("Wrote 1 figure to %1").arg(folder)
                                     : QString::fromUtf8("Wrote %1 figures to %2").arg(jobs.size()).arg(folder))
                       + QLatin1Char('\n'));
    return 0;
}

} // namespace isoscope::cli
