// isoscope-cli report: the paper-ready report of a results folder (ui/report/ReportDocument: the
// methods paragraph, APA tables, figures with numbered captions, references), written with no
// display. This file parses the options; ReportCommand::execute does the work.
#include "app/cli/figures.h"
#include "app/cli/offscreenqt.h"

#include "ui/report/reportcommand.h"

#include <QString>

namespace isoscope::cli {

int report(const Invocation &in)
{
    using ui::ReportCommand;
    using ui::ReportFormat;
    ui::ReportRequest request;
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
                           const auto format = ReportCommand::parseFormat(part);
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
                       if (!ui::ReportOptions::languages().contains(QString::fromStdString(v)))
                           throw UsageError{"--language must be en, de or zh_CN, got '" + v + "'"};
                       request.options.language = QString::fromStdString(v);
                   });
    command.option("--tables", "anisotropy,similarity,weat|none", "the tables (default: all three)",
                   [&request](const std::string &v) {
                       QString problem;
                       const auto tables = ReportCommand::parseTables(QString::fromStdString(v), &problem);
                       if (!tables)
                           throw UsageError{problem.toStdString()};
                       request.options.tables = *tables;
                   });
    command.option("--figures", "heatmap,explained-variance,eigenvalue-spectrum,grid,scatter|none",
                   "the figures (default: heatmap,explained-variance,grid,scatter)", [&request](const std::string &v) {
                       QString problem;
                       const auto figures = ReportCommand::parseFigures(QString::fromStdString(v), &problem);
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
    return ReportCommand::execute(request, in.out, in.err);
}

} // namespace isoscope::cli
