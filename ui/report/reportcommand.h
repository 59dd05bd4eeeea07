#pragma once

#include "ui/report/reportdocument.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <ostream>

namespace isoscope::ui {

enum class ReportFormat { Odt, Html, Pdf };

/// What `isoscope-cli report` is asked to do, however its command line was parsed.
struct ReportRequest {
    QString input;  ///< results.json, or the folder holding it
    QString folder; ///< where report.odt, report.html, report.pdf and references.bib go
    QList<ReportFormat> formats{ReportFormat::Odt, ReportFormat::Html, ReportFormat::Pdf};
    QString style = QStringLiteral("apa");
    ReportOptions options;
    bool quiet = false;
};

/// isoscope-cli report's work: the paper-ready report of a results folder (ReportDocument),
/// written with no display; app/cli/report.cpp parses its options. The caller makes the
/// QApplication (offscreen) first.
class ReportCommand final
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)

public:
    /// Reads the results, writes the files, prints the files written on out and one-line errors on
    /// err. Returns the exit status: 0 success, 2 bad input, 1 a file could not be written.
    static int execute(const ReportRequest &request, std::ostream &out, std::ostream &err);

    static QString extension(ReportFormat format); ///< "odt", "html", "pdf"
    static std::optional<ReportFormat> parseFormat(const QString &text);
    /// "heatmap,grid" -> the figures; "none" -> none; an unknown name -> nothing (error names it).
    static std::optional<QList<ReportFigure>> parseFigures(const QString &text, QString *error);
    static std::optional<QList<ReportTable>> parseTables(const QString &text, QString *error);
};

} // namespace isoscope::ui
