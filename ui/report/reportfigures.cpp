#include "ui/report/reportdocument_p.h"

#include "ui/common/escape.h"
#include "ui/common/language.h"
#include "ui/figures/figure.h"
#include "ui/figures/figureexporter.h"
#include "ui/figures/studyfigures.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtGlobal>

#include <cmath>

// The report's figures: drawn once per language (as inline SVG for the HTML file, as pictures for
// the QTextDocument), each with its number and caption.

namespace isoscope::ui {

namespace {

QString figureKind(const FigureJob &job)
{
    return job.model ? QStringLiteral("heatmap") : job.fileName;
}

} // namespace

bool ReportDocument::Private::drawFigure(const FigureJob &job, FigureMode mode, Drawn *out) const
{
    // Drawn once in each language.
    const QString key = options.language + QLatin1Char('/') + job.fileName;
    auto found = drawn.find(key);
    if (found != drawn.end() && (mode != FigureMode::InlineSvg || !found->second.svg.isEmpty())
        && (mode != FigureMode::Pictures || !found->second.picture.isNull())) {
        *out = found->second;
        return true;
    }
    QTemporaryDir dir;
    if (!dir.isValid()) {
        drawError = ReportDocument::tr("cannot create a temporary folder for the figures");
        return false;
    }
    std::unique_ptr<Figure> figure = job.make();
    FigureExportOptions exportOptions;
    exportOptions.widthMm = options.figureWidthMm;
    exportOptions.dpi = 200;
    Drawn &entry = drawn[key];
    QString error;
    if (mode == FigureMode::InlineSvg && entry.svg.isEmpty()) {
        const QString file = dir.filePath(QStringLiteral("figure.svg"));
        if (!FigureExporter::writeSvg(*figure, file, exportOptions, &error)) {
            drawError = error;
            return false;
        }
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly)) {
            drawError = in.errorString();
            return false;
        }
        QString svg = QString::fromUtf8(in.readAll());
        if (const qsizetype start = svg.indexOf(QLatin1String("<svg")); start > 0)
            svg.remove(0, start); // the XML declaration cannot stand inside HTML
        entry.svg = svg;
    }
    if (mode == FigureMode::Pictures && entry.picture.isNull()) {
        const QString file = dir.filePath(QStringLiteral("figure.png"));
        if (!FigureExporter::writePng(*figure, file, exportOptions, &error) || !entry.picture.load(file)) {
            drawError = error.isEmpty() ? ReportDocument::tr("cannot read back %1").arg(file) : error;
            return false;
        }
    }
    *out = entry;
    return true;
}

QString ReportDocument::Private::figures(FigureMode mode) const
{
    // The figures' own words (axes, legends, panel titles) and numbers in the report's language.
    const Language::Scope language(options.language);
    StudyFigures::Options figureOptions;
    const QList<FigureJob> jobs = StudyFigures::jobs(results, figureOptions);
    QString html;
    const QString c = QStringLiteral("/conventions/");
    for (ReportFigure kind : options.figures) {
        for (const FigureJob &job : jobs) {
            const QString key = figureKind(job);
            QString caption;
            switch (kind) {
            case ReportFigure::Heatmap: {
                if (key != QLatin1String("heatmap"))
                    continue;
                // The model the job says it draws (StudyFigures' mapping), never one found by its
                // file name: two models can share a name's ASCII letters.
                if (!job.model || *job.model >= results->models.size())
                    continue;
                const std::size_t i = *job.model;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "Pairwise cosine similarity of %1 words of the reference "
                                                            "sample of %2, on the raw vectors and after whitening. A "
                                                            "uniform warm colour means every pair is similar (an "
                                                            "anisotropic space); whitening removes it."))
                              .arg(integer(modelPointer(i) + QStringLiteral("/anisotropy/sample_size"),
                                           results->models[i].anisotropy.sample.size()
                                               - results->models[i].anisotropy.zeroRows),
                                   name(results->models[i].spec.name));
                break;
            }
            case ReportFigure::ExplainedVariance:
                if (key != QLatin1String("explained_variance"))
                    continue;
                caption =
                    t(QT_TRANSLATE_NOOP("ReportText", "Share of the variance explained by each of the first %1 "
                                                      "principal components of the reference sample, raw and "
                                                      "whitened, for each model."))
                        .arg(integer(c + QStringLiteral("explained_components"), results->params.explainedComponents));
                break;
            case ReportFigure::EigenvalueSpectrum:
                if (key != QLatin1String("eigenvalue_spectrum"))
                    continue;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "Eigenvalues of the covariance of each model's reference "
                                                            "sample, in descending order, with %1 = %2 that whitening "
                                                            "adds to each."))
                              .arg(formula(QStringLiteral("&epsilon;")),
                                   plain(c + QStringLiteral("epsilon"), results->params.epsilon));
                break;
            case ReportFigure::EffectSizeGrid:
                if (key != QLatin1String("effect_size_grid"))
                    continue;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "WEAT effect sizes d of every model and test, on the raw "
                                                            "vectors and after whitening (the values of %1)."))
                              .arg(name(t(QT_TRANSLATE_NOOP("ReportText", "Table A1"))));
                break;
            case ReportFigure::BeforeAfterScatter:
                if (key != QLatin1String("before_after_scatter"))
                    continue;
                caption = t(QT_TRANSLATE_NOOP("ReportText", "Whitened against raw effect size d of every model and "
                                                            "test. Points on the diagonal did not change; points "
                                                            "near the horizontal axis lost their effect after "
                                                            "whitening."));
                if (results->params.effectBootstrapIterations > 0)
                    caption += QLatin1Char(' ')
                               + t(QT_TRANSLATE_NOOP("ReportText", "Bars: %1% bootstrap confidence intervals."))
                                     .arg(percent(c + QStringLiteral("confidence"), results->params.confidence));
                break;
            }
            ++figureNumber;
            const QString label = t(QT_TRANSLATE_NOOP("ReportText", "Figure %1")).arg(figureNumber);
            QString picture;
            Drawn figure;
            if (mode == FigureMode::Placeholders) {
                picture = QStringLiteral("<p class=\"figureplaceholder\">[%1]</p>").arg(escape::xml(job.title));
            } else if (!drawFigure(job, mode, &figure)) {
                picture = QStringLiteral("<p class=\"figureplaceholder\">[%1: %2]</p>")
                              .arg(escape::xml(job.title), escape::xml(drawError));
            } else if (mode == FigureMode::InlineSvg) {
                picture = QStringLiteral("<div class=\"figure\">%1</div>").arg(figure.svg);
            } else {
                // Document units are 1/96 inch (QTextDocument::print scales them to the page).
                const int width = static_cast<int>(std::lround(options.figureWidthMm / 25.4 * 96));
                const QString resource = QStringLiteral("report-figure-%1.png").arg(figureNumber);
                pictures.emplace_back(resource, figure.picture);
                picture = QStringLiteral("<p><img src=\"%1\" width=\"%2\"></p>").arg(resource).arg(width);
            }
            html += QStringLiteral("<p class=\"figurelabel\"><b>%1</b></p>\n%2\n<p class=\"caption\">%3</p>\n")
                        .arg(label, picture, caption);
        }
    }
    if (!html.isEmpty())
        html.prepend(QStringLiteral("<h2>%1</h2>\n").arg(t(QT_TRANSLATE_NOOP("ReportText", "Figures"))));
    return html;
}

} // namespace isoscope::ui
