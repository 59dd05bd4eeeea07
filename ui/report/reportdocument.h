#pragma once

#include "core/analysis/results.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>

class QTextDocument;

namespace isoscope::ui {

/// The parts of a report a user can leave out.
enum class ReportTable { Anisotropy, Similarity, Weat };
enum class ReportFigure { Heatmap, ExplainedVariance, EigenvalueSpectrum, EffectSizeGrid, BeforeAfterScatter };
/// The documents a report is written as (besides its BibTeX).
enum class ReportFormat { Odt, Html, Pdf };

struct ReportOptions {
    /// The language of the prose (methods paragraph, table titles and notes, captions): "en", "de"
    /// or "zh_CN"; numbers are written in that language's format (0.87, 0,87).
    QString language = QStringLiteral("en");
    QList<ReportTable> tables{ReportTable::Anisotropy, ReportTable::Similarity, ReportTable::Weat};
    /// Default: the heatmap, explained variance, the effect-size grid and the before/after scatter.
    QList<ReportFigure> figures{ReportFigure::Heatmap, ReportFigure::ExplainedVariance, ReportFigure::EffectSizeGrid,
                                ReportFigure::BeforeAfterScatter};
    double figureWidthMm = 170; ///< the text width of an A4 page with 20 mm margins
    /// The results file's name as the document names it (e.g. "results.json").
    QString sourceName = QStringLiteral("results.json");

    static QString tableKey(ReportTable table);    ///< "anisotropy", "similarity", "weat"
    static QString figureKey(ReportFigure figure); ///< "heatmap", "explained-variance", ...
    static QList<ReportTable> allTables();
    static QList<ReportFigure> allFigures();
    static QStringList languages(); ///< "en", "de", "zh_CN"
};

/// A paper-ready report of an analysis: the methods paragraph, the APA tables (Table 2 anisotropy,
/// Table 3 word similarity, Table A1 WEAT) with their notes, the chosen figures with numbered
/// captions, and the references (also as BibTeX). It is one document: built once as sections of
/// rich text, from which the HTML file (figures as inline SVG), the QTextDocument that the preview
/// shows and that the ODF and PDF files are written from (figures as pictures), all say the same.
///
/// Every number in the prose and the tables is marked with the results.json member it comes from
/// (<span data-json="/weat/3/raw/d" data-format="d">), so that a test can check each against the
/// file without this code (tests/reference/report_reference.py).
///
/// A new table or measure is one added section: a member function that appends its HTML (see
/// sections() in the .cpp).
class ReportDocument final
{
    Q_DECLARE_TR_FUNCTIONS(ReportDocument)

public:
    ReportDocument(std::shared_ptr<const isoscope::AnalysisResult> results, ReportOptions options);
    ~ReportDocument();
    ReportDocument(const ReportDocument &) = delete;
    ReportDocument &operator=(const ReportDocument &) = delete;

    /// Changes what the report holds; the figures drawn so far are kept.
    void setOptions(const ReportOptions &options);
    const ReportOptions &options() const;

    enum class FigureMode {
        InlineSvg,   ///< <svg> in the HTML file
        Pictures,    ///< <img src="figureN.png"> resources of the QTextDocument
        Placeholders ///< no figure drawn, only its caption (quick previews)
    };

    /// The whole document as HTML. Figures are drawn when first needed (a heatmap computes its
    /// cosines) and kept. error says which figure could not be drawn.
    QString html(FigureMode mode, QString *error = nullptr) const;
    /// The document for the preview, ODF and PDF: the same HTML, figures as picture resources.
    std::unique_ptr<QTextDocument> textDocument(FigureMode mode = FigureMode::Pictures, QString *error = nullptr) const;
    /// The references cited, as BibTeX entries.
    QString bibtex() const;

    /// The three files and the BibTeX beside them. Each is written through a temporary file and
    /// renamed into place; error says which file failed and why.
    bool writeHtml(const QString &fileName, QString *error) const;
    bool writeOdt(const QString &fileName, QString *error) const;
    bool writePdf(const QString &fileName, QString *error) const;
    bool writeBibtex(const QString &fileName, QString *error) const;
    /// writeOdt, writeHtml or writePdf, as format says.
    bool write(ReportFormat format, const QString &fileName, QString *error) const;
    static QString extension(ReportFormat format); ///< "odt", "html", "pdf"

    /// The prose in a language, without installing a translator (the window may speak another).
    QString text(const char *source) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace isoscope::ui
