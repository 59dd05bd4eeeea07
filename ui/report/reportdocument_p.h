#pragma once

// The parts of ReportDocument that its files share: the state of one build of the document and
// the sections, each written in the file of its concern (reportprose.cpp: the title, Method and
// Results paragraphs; reporttables.cpp: Tables 2, 3 and A1; reportmeasures.cpp: the measures
// beyond WEAT and ML-EAT, Tables A2-A8; reportfigures.cpp: the figures; reportformats.cpp: the
// HTML, ODF and PDF files; reportdocument.cpp: the options, citations and the order of sections).

#include "core/analysis/results.h"
#include "ui/common/escape.h"
#include "ui/figures/studyfigures.h"
#include "ui/report/reportdocument.h"
#include "ui/report/reportnumbers.h"

#include <QImage>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace isoscope::ui {

/// The translation context of the report's prose (QT_TRANSLATE_NOOP("ReportText", ...)).
inline constexpr char kReportTextContext[] = "ReportText";

struct ReportDocument::Private : ReportNumbers {
    std::shared_ptr<const isoscope::AnalysisResult> results;
    ReportOptions options;
    QTranslator translator;
    bool translated = false;
    // The figures, drawn once: inline SVG text and the picture.
    struct Drawn {
        QString svg;
        QImage picture;
    };
    mutable std::map<QString, Drawn> drawn;
    mutable QString drawError;

    // Filled while the HTML is built.
    mutable std::vector<const char *> cited;
    mutable int tableNumber = 0;
    mutable int figureNumber = 0;
    mutable int appendixNumber = 1;                           ///< the last Table A number given (A1 is WEAT's)
    mutable std::vector<std::pair<QString, QImage>> pictures; ///< resource name, picture

    QString t(const char *source) const
    {
        if (translated) {
            const QString text = translator.translate(kReportTextContext, source);
            if (!text.isEmpty())
                return text;
        }
        return QString::fromUtf8(source);
    }

    QString name(const QString &text) const { return QStringLiteral("<span class=\"name\">%1</span>").arg(text); }
    QString name(const std::string &text) const { return name(escape::xml(text)); }
    QString formula(const QString &text) const { return QStringLiteral("<span class=\"formula\">%1</span>").arg(text); }

    /// Citations in the text, in APA's form; each key is remembered for the reference list.
    QString cite(std::initializer_list<const char *> keys, bool parenthesised = true) const;
    /// A work as the subject of a sentence, "Caliskan et al. (2017)"; the key is remembered too.
    QString citeNarrative(const char *key) const;
    /// "a", "a and b", "a, b, and c" in the report's language.
    QString list(const QStringList &items) const;

    QString modelPointer(std::size_t i) const { return QStringLiteral("/models/%1").arg(i); }

    QString changeName(SignificanceChange change) const;

    bool significant(std::optional<double> p) const { return p && *p < results->params.alpha; }

    // The sections, in order. A new table or measure is one more function here and one line in
    // build().
    QString title() const;
    QString methods() const;
    QString summary() const;
    QString anisotropyTable() const;
    QString similarityTable() const;
    QString weatTable() const;
    QString figures(FigureMode mode) const;
    QString referenceList() const;
    QString calibrationText() const;
    /// A reference sample in words; model: the index of a model that uses it (for its size).
    QString referenceSampleText(const ReferenceSpec &r, std::size_t model, bool own) const;
    QString sentenceSimilarityText(const std::string &benchmark) const;
    std::vector<Measure> otherMeasures() const;
    QStringList measuresText() const;
    QStringList debiasText() const;
    QString measuresTables() const;
    bool hasLevels() const;
    QString mleatTables() const;
    QString tableHead(const QString &label, const QString &title) const;

    /// The whole body: the sections in order.
    QString build(FigureMode mode) const;

    bool drawFigure(const FigureJob &job, FigureMode mode, Drawn *out) const;
};

} // namespace isoscope::ui
