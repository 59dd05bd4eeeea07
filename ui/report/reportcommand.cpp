#include "ui/report/reportcommand.h"

#include "core/report/report.h"

#include <QDir>
#include <QFileInfo>

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

QString ReportCommand::usage()
{
    return tr(R"(
  isoscope-cli report RESULTS.json --out DIR [options]
                               a report ready for a paper: the methods paragraph written from the
                               recorded conventions, APA tables (Table 2 anisotropy, Table 3 word
                               similarity, Table A1 WEAT), the figures with numbered captions and
                               the references; report.odt, report.html (figures as inline SVG),
                               report.pdf and references.bib (BibTeX) in DIR
  RESULTS.json                 written by analyze --out (or the folder holding it); the cosine
                               heatmap needs the figure_data.h5 written beside it
  --out DIR                    folder for the report (created if needed)
  --format odt,html,pdf        the documents to write (default: all three)
  --style apa                  the style of the tables and references (APA 7, the only one)
  --language en|de|zh_CN       the language of the prose and captions, numbers in its format
                               (default en)
  --tables anisotropy,similarity,weat|none
                               the tables (default: all three)
  --figures heatmap,explained-variance,eigenvalue-spectrum,grid,scatter|none
                               the figures (default: heatmap,explained-variance,grid,scatter)
  --quiet                      no summary on standard error
)");
}

int ReportCommand::run(const QStringList &arguments, std::ostream &out, std::ostream &err)
{
    ReportRequest request;
    try {
        std::set<QString> seen;
        for (qsizetype i = 0; i < arguments.size(); ++i) {
            QString name = arguments[i];
            if (!name.startsWith(QLatin1String("--"))) {
                if (!request.input.isEmpty())
                    throw UsageError{tr("more than one results file given ('%1' and '%2')").arg(request.input, name)};
                request.input = name;
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
            QString problem;
            if (name == QLatin1String("--out")) {
                request.folder = takeValue();
            } else if (name == QLatin1String("--format")) {
                request.formats.clear();
                for (const QString &part : takeValue().split(QLatin1Char(','))) {
                    const auto format = parseFormat(part);
                    if (!format)
                        throw UsageError{tr("--format: unknown format '%1' (expected odt, html or pdf)").arg(part)};
                    if (!request.formats.contains(*format))
                        request.formats.append(*format);
                }
            } else if (name == QLatin1String("--style")) {
                const QString v = takeValue();
                if (v != QLatin1String("apa"))
                    throw UsageError{tr("--style must be apa, got '%1'").arg(v)};
                request.style = v;
            } else if (name == QLatin1String("--language")) {
                const QString v = takeValue();
                if (!ReportOptions::languages().contains(v))
                    throw UsageError{tr("--language must be en, de or zh_CN, got '%1'").arg(v)};
                request.options.language = v;
            } else if (name == QLatin1String("--tables")) {
                const auto tables = parseTables(takeValue(), &problem);
                if (!tables)
                    throw UsageError{problem};
                request.options.tables = *tables;
            } else if (name == QLatin1String("--figures")) {
                const auto figures = parseFigures(takeValue(), &problem);
                if (!figures)
                    throw UsageError{problem};
                request.options.figures = *figures;
            } else if (name == QLatin1String("--quiet")) {
                if (inlineValue)
                    throw UsageError{tr("%1 takes no value").arg(name)};
                request.quiet = true;
            } else {
                throw UsageError{tr("unknown option '%1'").arg(name)};
            }
        }
        if (request.input.isEmpty())
            throw UsageError{tr("no results file given")};
        if (request.folder.isEmpty())
            throw UsageError{tr("--out DIR is required")};
        if (request.formats.isEmpty())
            throw UsageError{tr("--format names no format")};
    } catch (const UsageError &e) {
        print(err, tr("isoscope-cli: error: %1 (see isoscope-cli report --help)").arg(e.message) + QLatin1Char('\n'));
        return 2;
    }
    return execute(request, out, err);
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
