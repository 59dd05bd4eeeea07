#include "ui/report/reportcommand.h"

#include "core/base/files.h"
#include "core/output/resultsfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <memory>

namespace isoscope::ui {

namespace {

void print(std::ostream &stream, const QString &text)
{
    stream << text.toStdString();
}

} // namespace

QString ReportCommand::extension(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Odt: return QStringLiteral("odt");
    case ReportFormat::Html: return QStringLiteral("html");
    case ReportFormat::Pdf: return QStringLiteral("pdf");
    }
    return {};
}

std::optional<ReportFormat> ReportCommand::parseFormat(const QString &text)
{
    for (ReportFormat f : {ReportFormat::Odt, ReportFormat::Html, ReportFormat::Pdf})
        if (text.trimmed().compare(extension(f), Qt::CaseInsensitive) == 0)
            return f;
    return std::nullopt;
}

std::optional<QList<ReportFigure>> ReportCommand::parseFigures(const QString &text, QString *error)
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
            *error = tr("--figures: unknown figure '%1' (expected heatmap, explained-variance, eigenvalue-spectrum, "
                        "grid, scatter or none)")
                         .arg(part);
            return std::nullopt;
        }
    }
    return figures;
}

std::optional<QList<ReportTable>> ReportCommand::parseTables(const QString &text, QString *error)
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
            *error = tr("--tables: unknown table '%1' (expected anisotropy, similarity, weat or none)").arg(part);
            return std::nullopt;
        }
    }
    return tables;
}

int ReportCommand::execute(const ReportRequest &request, std::ostream &out, std::ostream &err)
{
    QString input = request.input;
    if (QFileInfo(input).isDir())
        input = QDir(input).filePath(QStringLiteral("results.json"));
    auto loaded = isoscope::loadResults(input.toStdString());
    if (!loaded) {
        print(err, tr("isoscope-cli: error: %1").arg(QString::fromStdString(isoscope::describe(loaded.error())))
                       + QLatin1Char('\n'));
        return 2;
    }
    ReportOptions options = request.options;
    options.sourceName = QFileInfo(input).fileName();
    if (!loaded->hasVectors && options.figures.contains(ReportFigure::Heatmap) && !request.quiet)
        print(err, tr("warning: no cosine heatmap: %1 (analyze --out writes it beside results.json)")
                           .arg(QString::fromStdString(loaded->vectorsProblem))
                       + QLatin1Char('\n'));
    if (!QDir().mkpath(request.folder)) {
        print(err, tr("isoscope-cli: error: cannot create the folder %1").arg(request.folder) + QLatin1Char('\n'));
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
            batch.removeOnCommit(QFile::encodeName(QStringLiteral("report.") + extension(format)).toStdString());
    for (ReportFormat format : request.formats) {
        const QString name = QStringLiteral("report.") + extension(format);
        const bool ok = stage(name, [&](const QString &file) {
            switch (format) {
            case ReportFormat::Odt: return report.writeOdt(file, &error);
            case ReportFormat::Html: return report.writeHtml(file, &error);
            case ReportFormat::Pdf: return report.writePdf(file, &error);
            }
            return false;
        });
        if (!ok) {
            print(err, tr("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
            return 1;
        }
    }
    if (!stage(QStringLiteral("references.bib"),
               [&](const QString &file) { return report.writeBibtex(file, &error); })) {
        print(err, tr("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    if (const auto committed = batch.commit(); !committed) {
        print(err, tr("isoscope-cli: error: %1").arg(QString::fromStdString(isoscope::describe(committed.error())))
                       + QLatin1Char('\n'));
        return 1;
    }
    for (const QString &file : written)
        print(out, file + QLatin1Char('\n'));
    if (!request.quiet)
        print(err, tr("Wrote the report to %1").arg(request.folder) + QLatin1Char('\n'));
    return 0;
}

} // namespace isoscope::ui
