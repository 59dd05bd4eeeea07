#include "ui/report/reportcommand.h"

#include "core/report/report.h"

#include <QDir>
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
    const QDir dir(request.folder);
    QStringList written;
    QString error;
    for (ReportFormat format : request.formats) {
        const QString file = dir.filePath(QStringLiteral("report.") + extension(format));
        bool ok = false;
        switch (format) {
        case ReportFormat::Odt: ok = report.writeOdt(file, &error); break;
        case ReportFormat::Html: ok = report.writeHtml(file, &error); break;
        case ReportFormat::Pdf: ok = report.writePdf(file, &error); break;
        }
        if (!ok) {
            print(err, tr("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
            return 1;
        }
        written.append(file);
    }
    const QString bib = dir.filePath(QStringLiteral("references.bib"));
    if (!report.writeBibtex(bib, &error)) {
        print(err, tr("isoscope-cli: error: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    written.append(bib);
    for (const QString &file : written)
        print(out, file + QLatin1Char('\n'));
    if (!request.quiet)
        print(err, tr("Wrote the report to %1").arg(request.folder) + QLatin1Char('\n'));
    return 0;
}

} // namespace isoscope::ui
