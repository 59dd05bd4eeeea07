// isoscope-cli report: the paper-ready report of a results folder (ui/report/ReportDocument: the
// methods paragraph, APA tables, figures with numbered captions, references), written with no
// display. Its texts are English, as every subcommand's (scripts read them); the report's own prose
// is in the language --language asks for.
#include "app/cli/figures.h"
#include "app/cli/offscreenqt.h"

#include "core/base/files.h"
#include "core/output/resultsfolder.h"
#include "ui/report/reportdocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace isoscope::cli {

namespace {

using ui::ReportDocument;
using ui::ReportFigure;
using ui::ReportFormat;
using ui::ReportOptions;
using ui::ReportTable;

/// What `isoscope-cli report` is asked to do.
struct ReportRequest {
    QString input;  ///< results.json, or the folder holding it
    QString folder; ///< where report.odt, report.html, report.pdf and references.bib go
    QList<ReportFormat> formats{ReportFormat::Odt, ReportFormat::Html, ReportFormat::Pdf};
    QString style = QStringLiteral("apa");
    ReportOptions options;
    bool quiet = false;
};

void print(std::ostream &stream, const QString &text)
{
    stream << text.toStdString();
}

std::optional<ReportFormat> parseFormat(const QString &text)
{
    for (ReportFormat f : {ReportFormat::Odt, ReportFormat::Html, ReportFormat::Pdf})
        if (text.trimmed().compare(ReportDocument::extension(f), Qt::CaseInsensitive) == 0)
            return f;
    return std::nullopt;
}

/// "heatmap,grid" -> the figures; "none" -> none; an unknown name -> nothing (error names it).
std::optional<QList<ReportFigure>> parseFigures(const QString &text, QString *error)
{
    QList<ReportFigure> figures;
    if (text.trimmed() == QLatin1String("none"))
        return figures;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool found = false;
        for (ReportFigure f : ReportOptions::allFigures())
            if (ReportOptions::figureKey(f) == part.trimmed()) {
                if (!figures.contains(f))
                    figures.append(f);
                found = true;
            }
        if (!found) {
            *error = QString::fromUtf8(
                         "--figures: unknown figure '%1' (expected heatmap, explained-variance, eigenvalue-spectrum, "
                         "grid, scatter or none)")
                         .arg(part);
            return std::nullopt;
        }
    }
    return figures;
}

std::optional<QList<ReportTable>> parseTables(const QString &text, QString *error)
{
    QList<ReportTable> tables;
    if (text.trimmed() == QLatin1String("none"))
        return tables;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool found = false;
        for (ReportTable t : ReportOptions::allTables())
            if (ReportOptions::tableKey(t) == part.trimmed()) {
                if (!tables.contains(t))
                    tables.append(t);
                found = true;
            }
        if (!found) {
            *error = QString::fromUtf8("--tables: unknown table '%1' (expected anisotropy, similarity, weat or none)")
                         .arg(part);
            return std::nullopt;
        }
    }
    return tables;
}

/// Reads the results, writes the files, prints the files written on out and one-line errors on
/// err. Returns the exit status: 0 success, 2 bad input, 1 a file could not be written. The caller
/// makes the QApplication (offscreen) first.
int execute(const ReportRequest &request, std::ostream &out, std::ostream &err)
{
    QString input = request.input;
    if (QFileInfo(input).isDir())
        input = QDir(input).filePath(QStringLiteral("results.json"));
    auto loaded = isoscope::loadResults(input.toStdString());
    if (!loaded) {
        print(
            err,
            QString::fromUtf8("isoscope-cli: error: %1").arg(QString::fromStdString(isoscope::describe(loaded.error())))
                + QLatin1Char('\n'));
        return 2;
    }
    ReportOptions options = request.options;
    options.sourceName = QFileInfo(input).fileName();
    if (!loaded->hasVectors && options.figures.contains(ReportFigure::Heatmap) && !request.quiet)
        print(err, QString::fromUtf8("warning: no cosine heatmap: %1 (analyze --out writes it beside results.json)")
                           .arg(QString::fromStdString(loaded->vectorsProblem))
                       + QLatin1Char('\n'));
    if (!QDir().mkpath(request.folder)) {
        print(err, QString::fromUtf8("isoscope-cli: error: cannot create the folder %1").arg(request.folder)
                       + QLatin1Char('\n'));
        return 1;
    }
    const ReportDocument report(std::make_shared<const isoscope::AnalysisResult>(std::move(loaded->analysis)), options);
    // All the files or none, as analyze --out writes its folder (isoscope::FileBatch): each is
    // written under a temporary name, and only when all are complete are they renamed into place;
    // a report of an earlier run in a format not asked for this time goes, so that the folder
    // never holds two runs.
    const QDir dir(request.folder);
    isoscope::FileBatch batch(QFile::encodeName(dir.absolutePath()).toStdString());
    QStringList written;
    QString error;
    const auto stage = [&](const QString &name, const auto &write) {
        const auto staged =
            batch.addWritten(QFile::encodeName(name).toStdString(),
                             [&](const std::filesystem::path &temporary) -> isoscope::Result<void> {
                                 const QString file = QFile::decodeName(temporary.c_str());
                                 if (write(file))
                                     return {};
                                 error.replace(file, dir.filePath(name)); // the message names the file asked for
                                 return isoscope::makeError(isoscope::ErrorCode::WriteFailed, error.toStdString());
                             });
        if (!staged && error.isEmpty())
            error = QString::fromStdString(isoscope::describe(staged.error()));
        written.append(dir.filePath(name));
        return static_cast<bool>(staged);
    };
    for (ReportFormat format : {ReportFormat::Odt, ReportFormat::Html, ReportFormat::Pdf})
        if (!request.formats.contains(format))
            batch.removeOnCommit(
                QFile::encodeName(QStringLiteral("report.") + ReportDocument::extension(format)).toStdString());
    for (ReportFormat format : request.formats) {
        const QString name = QStringLiteral("report.") + ReportDocument::extension(format);
        if (!stage(name, [&](const QString &file) { return report.write(format, file, &error); })) {
            print(err, QString::fromUtf8("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
            return 1;
        }
    }
    if (!stage(QStringLiteral("references.bib"),
               [&](const QString &file) { return report.writeBibtex(file, &error); })) {
        print(err, QString::fromUtf8("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    if (const auto committed = batch.commit(); !committed) {
        print(err, QString::fromUtf8("isoscope-cli: error: %1")
                           .arg(QString::fromStdString(isoscope::describe(committed.error())))
                       + QLatin1Char('\n'));
        return 1;
    }
    for (const QString &file : written)
        print(out, file + QLatin1Char('\n'));
    if (!request.quiet)
        print(err, QString::fromUtf8("Wrote the report to %1").arg(request.folder) + QLatin1Char('\n'));
    return 0;
}

} // namespace

int report(const Invocation &in)
{
    ReportRequest request;
    std::vector<std::string> inputs;
    std::string folder;
    Command command("isoscope-cli report",
                    "isoscope-cli report RESULTS.json --out DIR [options]\n"
                    "                    a report ready for a paper: the methods paragraph written from the\n"
                    "                    recorded conventions, APA tables (Table 2 anisotropy, Table 3 word\n"
                    "                    similarity, Table A1 WEAT), the figures with numbered captions and\n"
                    "                    the references; report.odt, report.html (figures as inline SVG),\n"
                    "                    report.pdf and references.bib (BibTeX) in DIR",
                    "isoscope-cli report --help");
    command.positionals("RESULTS.json",
                        "written by analyze --out (or the folder holding it); the cosine\n"
                        "heatmap needs the figure_data.h5 written beside it",
                        [&inputs](const std::string &v) { inputs.push_back(v); });
    command.option("--out", "DIR", "folder for the report (created if needed)",
                   [&folder](const std::string &v) { folder = v; });
    command.option("--format", "odt,html,pdf", "the documents to write (default: all three)",
                   [&request](const std::string &v) {
                       request.formats.clear();
                       for (const QString &part : QString::fromStdString(v).split(QLatin1Char(','))) {
                           const auto format = parseFormat(part);
                           if (!format)
                               throw UsageError{"--format: unknown format '" + part.toStdString()
                                                + "' (expected odt, html or pdf)"};
                           if (!request.formats.contains(*format))
                               request.formats.append(*format);
                       }
                   });
    command.option("--style", "apa", "the style of the tables and references (APA 7, the only one)",
                   [&request](const std::string &v) {
                       if (v != "apa")
                           throw UsageError{"--style must be apa, got '" + v + "'"};
                       request.style = QString::fromStdString(v);
                   });
    command.option("--language", "en|de|zh_CN",
                   "the language of the prose and captions, numbers in its format\n(default en)",
                   [&request](const std::string &v) {
                       if (!ReportOptions::languages().contains(QString::fromStdString(v)))
                           throw UsageError{"--language must be en, de or zh_CN, got '" + v + "'"};
                       request.options.language = QString::fromStdString(v);
                   });
    command.option("--tables", "anisotropy,similarity,weat|none", "the tables (default: all three)",
                   [&request](const std::string &v) {
                       QString problem;
                       const auto tables = parseTables(QString::fromStdString(v), &problem);
                       if (!tables)
                           throw UsageError{problem.toStdString()};
                       request.options.tables = *tables;
                   });
    command.option("--figures", "heatmap,explained-variance,eigenvalue-spectrum,grid,scatter|none",
                   "the figures (default: heatmap,explained-variance,grid,scatter)", [&request](const std::string &v) {
                       QString problem;
                       const auto figures = parseFigures(QString::fromStdString(v), &problem);
                       if (!figures)
                           throw UsageError{problem.toStdString()};
                       request.options.figures = *figures;
                   });
    command.flag("--quiet", "no summary on standard error", request.quiet);
    if (const auto status = command.parse(in))
        return *status;
    if (inputs.size() > 1)
        return command.usageError(in.err,
                                  "more than one results file given ('" + inputs[0] + "' and '" + inputs[1] + "')");
    if (inputs.empty())
        return command.usageError(in.err, "no results file given");
    if (folder.empty())
        return command.usageError(in.err, "--out DIR is required");
    if (request.formats.isEmpty())
        return command.usageError(in.err, "--format names no format");
    request.input = QString::fromStdString(inputs.front());
    request.folder = QString::fromStdString(folder);

    const auto app = startOffscreenQt();
    return execute(request, in.out, in.err);
}

} // namespace isoscope::cli
