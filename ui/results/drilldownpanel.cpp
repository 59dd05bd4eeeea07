#include "ui/results/drilldownpanel.h"

#include "ui/common/errortext.h"
#include "ui/common/itemroles.h"
#include "ui/common/pagescroll.h"
#include "ui/common/tablestyle.h"
#include "ui/figures/associationbarfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figure.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/multilevelfigure.h"
#include "ui/figures/permutationhistogramfigure.h"
#include "ui/figures/studyfigures.h"
#include "ui/measures/measuretext.h"
#include "ui/measures/measurewordmodel.h"
#include "ui/results/cautiontext.h"
#include "ui/results/compactheaderview.h"
#include "ui/results/multileveltablemodel.h"
#include "ui/results/numberformat.h"
#include "ui/results/wordassociationmodel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace isoscope::ui {

namespace {

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

// An export job for a figure of the result: the figure made again, on the exporter's thread, from
// a copy of what setResult was given.
template <typename FigureType, typename... Args>
FigureJob figureJob(const Args &...args)
{
    FigureType figure;
    figure.setResult(args...);
    return FigureJob{figure.fileName(), figure.title(), [args...]() -> std::unique_ptr<Figure> {
                         auto made = std::make_unique<FigureType>();
                         made->setResult(args...);
                         return made;
                     }};
}

QString joined(const std::vector<std::string> &words)
{
    QStringList list;
    for (const auto &w : words)
        list.append(QString::fromStdString(w));
    return list.join(QLatin1String(", "));
}

} // namespace

DrillDownPanel::DrillDownPanel(QWidget *parent)
    : QWidget(parent), m_wordModel(new WordAssociationModel(this)), m_levelsModel(new MultilevelTableModel(this))
{
    setObjectName(QStringLiteral("drillDownPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    layout->setSpacing(6);

    auto *titleRow = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_subtitle = new QLabel(this);
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle->setWordWrap(true); // a long suite name made the window wider than 1024 px
    m_subtitle->setMinimumWidth(120);
    titleRow->addWidget(m_title);
    titleRow->addSpacing(8);
    titleRow->addWidget(m_subtitle, 1);
    auto *sensitivity = new QToolButton(this);
    sensitivity->setText(tr("Sensitivity…"));
    sensitivity->setToolTip(tr("How robust this result is to epsilon, the reference sample, the target words and the "
                               "top principal components"));
    connect(sensitivity, &QToolButton::clicked, this, &DrillDownPanel::sensitivityRequested);
    titleRow->addWidget(sensitivity);
    auto *close = new QToolButton(this);
    close->setText(tr("Close details"));
    close->setAccessibleName(tr("Close the details of this result"));
    connect(close, &QToolButton::clicked, this, &DrillDownPanel::closeRequested);
    titleRow->addWidget(close);
    layout->addLayout(titleRow);

    auto *body = new QHBoxLayout;
    body->setSpacing(12);
    m_words = new QTableView(this);
    m_words->setObjectName(QStringLiteral("wordTable"));
    m_words->setAccessibleName(tr("Associations of the target words"));
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_wordModel);
    proxy->setSortRole(RawValueRole);
    m_words->setHorizontalHeader(new CompactHeaderView(m_words)); // two-line headers as narrow as their text
    m_words->setModel(proxy);
    setUpTable(m_words, {.sortable = true, .rowPadding = 8});
    m_words->horizontalHeader()->setSectionResizeMode(WordAssociationModel::WordColumn, QHeaderView::Stretch);
    m_words->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_words->horizontalHeader()->setSectionResizeMode(WordAssociationModel::SetColumn, QHeaderView::Fixed);
    m_words->horizontalHeader()->resizeSection(WordAssociationModel::SetColumn, 48);
    // Narrow enough that the figures keep room at 1024 pixels (the word column stretches and may
    // shrink below its default); the table, the figures and the side share the width 4 : 6 : 3
    // between their minimums and maximums, whatever the figures would like.
    m_words->setMinimumWidth(300);
    m_words->setMaximumWidth(460);
    m_words->horizontalHeader()->setMinimumSectionSize(40);
    m_words->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    body->addWidget(m_words, 4);

    // The two figures of a result, as the Figures page draws them: point for values, wheel to
    // zoom, drag to move, double-click for everything.
    m_figureTabs = new QTabWidget(this);
    m_figureTabs->setObjectName(QStringLiteral("drillDownFigures"));
    m_figureTabs->setDocumentMode(true);
    m_histogram = new ChartFigureView(std::make_unique<PermutationHistogramFigure>(), this);
    m_histogram->setObjectName(QStringLiteral("permutationHistogramView"));
    m_histogram->setAccessibleName(tr("Permutation distribution of S, raw and whitened"));
    m_histogram->setMinimumHeight(160);
    m_figureTabs->addTab(m_histogram, tr("Permutation test"));
    m_associations = new ChartFigureView(std::make_unique<AssociationBarFigure>(), this);
    m_associations->setObjectName(QStringLiteral("associationBarView"));
    m_associations->setAccessibleName(tr("s(w, A, B) of every target word, raw and whitened"));
    m_figureTabs->addTab(m_associations, tr("Words: s(w) raw and whitened"));
    // The multilevel view: the table of levels 1-3 above the figure of the four cosine blocks.
    auto *levelsPage = new QWidget(this);
    auto *levelsLayout = new QVBoxLayout(levelsPage);
    levelsLayout->setContentsMargins(0, 4, 0, 0);
    m_levelsTable = new QTableView(levelsPage);
    m_levelsTable->setObjectName(QStringLiteral("levelsTable"));
    m_levelsTable->setAccessibleName(tr("ML-EAT levels of this result, raw and whitened"));
    m_levelsTable->setModel(m_levelsModel);
    m_levelsTable->verticalHeader()->hide();
    m_levelsTable->verticalHeader()->setDefaultSectionSize(m_levelsTable->fontMetrics().height() + 6);
    m_levelsTable->setShowGrid(false);
    m_levelsTable->setAlternatingRowColors(true);
    m_levelsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_levelsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_levelsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_levelsTable->horizontalHeader()->setSectionResizeMode(MultilevelTableModel::QuantityColumn, QHeaderView::Stretch);
    m_levelsTable->setFixedHeight(
        m_levelsTable->horizontalHeader()->sizeHint().height()
        + MultilevelTableModel::RowCount * m_levelsTable->verticalHeader()->defaultSectionSize() + 4);
    levelsLayout->addWidget(m_levelsTable);
    m_levels = new ChartFigureView(std::make_unique<MultilevelFigure>(), levelsPage);
    m_levels->setObjectName(QStringLiteral("levelsView"));
    m_levels->setAccessibleName(tr("Cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened"));
    m_levels->setMinimumHeight(220);
    levelsLayout->addWidget(m_levels, 1);
    m_figureTabs->addTab(levelsPage, tr("Levels (ML-EAT)"));
    m_export = new QToolButton(this);
    m_export->setObjectName(QStringLiteral("exportDrillDownFigures"));
    m_export->setText(tr("Export figures…"));
    m_export->setToolTip(tr("The figures as PNG, SVG or PDF, sized for a journal"));
    connect(m_export, &QToolButton::clicked, this, &DrillDownPanel::exportFigures);
    m_figureTabs->setCornerWidget(m_export, Qt::TopRightCorner);
    m_figureTabs->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    body->addWidget(m_figureTabs, 6);

    // The measure chosen on the Results page, word by word (a tab shown only for a measure other
    // than WEAT).
    m_measureModel = new MeasureWordModel(this);
    m_measurePage = new QWidget(this);
    m_measurePage->hide(); // until it is a tab: a child shown at the panel's top left covered its title
    auto *measureLayout = new QVBoxLayout(m_measurePage);
    measureLayout->setContentsMargins(0, 4, 0, 0);
    m_measureSummary = wrappedLabel(m_measurePage);
    m_measureSummary->setObjectName(QStringLiteral("measureSummaryLabel"));
    m_measureSummary->setTextFormat(Qt::RichText);
    measureLayout->addWidget(m_measureSummary);
    m_measureWords = new QTableView(m_measurePage);
    m_measureWords->setObjectName(QStringLiteral("measureWordTable"));
    m_measureWords->setAccessibleName(tr("The measure for every word, raw and whitened"));
    auto *measureProxy = new QSortFilterProxyModel(this);
    measureProxy->setSourceModel(m_measureModel);
    measureProxy->setSortRole(RawValueRole);
    m_measureWords->setModel(measureProxy);
    m_measureWords->setSortingEnabled(true);
    m_measureWords->sortByColumn(-1, Qt::AscendingOrder);
    m_measureWords->verticalHeader()->hide();
    m_measureWords->setAlternatingRowColors(true);
    m_measureWords->setShowGrid(false);
    m_measureWords->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_measureWords->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_measureWords->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_measureWords->horizontalHeader()->setStretchLastSection(true);
    measureLayout->addWidget(m_measureWords, 1);

    auto *side = new QVBoxLayout;
    side->setSpacing(10);
    m_summary = wrappedLabel(this);
    m_summary->setTextFormat(Qt::RichText);
    m_missing = wrappedLabel(this);
    m_missing->setObjectName(QStringLiteral("missingWordsLabel"));
    m_conventions = wrappedLabel(this);
    m_conventions->setObjectName(QStringLiteral("conventionsLabel"));
    side->addWidget(m_summary);
    side->addWidget(m_missing);
    side->addWidget(m_conventions);
    side->addStretch(1);
    auto *sideWidget = new QWidget(this);
    sideWidget->setLayout(side);
    // In a scroll area: the wrapped sentences need more height the narrower they are, and a small
    // window should not give the table above one row less for them.
    auto *sideScroll = new QScrollArea(this);
    sideScroll->setWidget(sideWidget);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded); // never a cut-off number
    sideScroll->setMinimumWidth(220);
    sideScroll->setMaximumWidth(340);
    sideScroll->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    body->addWidget(sideScroll, 3);
    // The details scroll in a window too small for them (1280 x 720 with the docks open), so that
    // the table above keeps its rows (ResultsPanel shares the height).
    m_body = new QWidget(this);
    m_body->setLayout(body);
    m_bodyScroll = pageScroll(m_body, this);
    layout->addWidget(m_bodyScroll, 1);
}

int DrillDownPanel::unscrolledHeight() const
{
    return minimumSizeHint().height() - m_bodyScroll->minimumSizeHint().height() + m_body->minimumSizeHint().height();
}

QString DrillDownPanel::title() const
{
    return m_title->text();
}

void DrillDownPanel::setResult(const isoscope::WeatResult *r, const isoscope::AnalysisParams &params,
                               const ShownChange &shown)
{
    m_hasResult = r != nullptr;
    m_wordModel->setResult(r);
    m_levelsModel->setResult(r);
    if (!r)
        return;
    m_title->setText(tr("%1 on %2").arg(QString::fromStdString(r->suiteId), QString::fromStdString(r->model)));
    m_subtitle->setText(QString::fromStdString(r->suiteName));

    // Markup only (nothing to translate); white-space: nowrap (which Qt's rich text knows, unlike the
    // nowrap attribute): a narrow panel never breaks a number ("2.4e−4").
    const auto cell = [](const QString &text) {
        return QStringLiteral("<td align=right style=\"white-space:nowrap\">%1</td>").arg(text);
    };
    const auto row = [&](const QString &space, const std::optional<isoscope::WeatStatistic> &s) {
        if (!s)
            return tr("<tr><td><b>%1</b></td><td colspan=4>not computed</td></tr>").arg(space);
        return QStringLiteral("<tr><td><b>%1</b></td>").arg(space) + cell(numberformat::effect(s->d))
               + cell(cautiontext::permutationP(*s, params.weat)) + cell(numberformat::significant(s->S))
               + cell(numberformat::significant(s->sd)) + QLatin1String("</tr>");
    };
    QString summary = QStringLiteral("<table cellspacing=0 cellpadding=3><tr><th></th><th align=right>d</th>"
                                     "<th align=right>p</th><th align=right>S</th><th align=right>%1</th></tr>")
                          .arg(tr("SD"));
    summary += row(tr("Raw"), r->raw) + row(tr("Whitened"), r->whitened) + QLatin1String("</table>");
    const QString shift = r->substantialShift ? tr(", substantial shift of d") : QString();
    // With a correction chosen on the Results page, the class of its adjusted p, as Table A1 shows
    // it (not the unadjusted class beside the table's adjusted p); the adjusted p in the sentence,
    // which wraps, since a fifth column would not fit the panel's width at 1280 px.
    const QString alpha = QLocale().toString(params.alpha);
    const QString rawAdjusted = numberformat::pValue(shown.rawP);
    const QString whitenedAdjusted = numberformat::pValue(shown.whitenedP);
    if (r->error)
        summary += tr("<p>This suite could not run: %1</p>").arg(ErrorText::describe(*r->error).toHtmlEscaped());
    else if (r->raw && !r->whitened)
        summary += tr("<p>Whitened not computed yet for the current settings: press Run. The raw numbers are "
                      "computed and still valid.</p>");
    else if (shown.correction == isoscope::Correction::None)
        summary += tr("<p>Change at alpha %1: <b>%2</b>%3</p>").arg(alpha, numberformat::changeText(r->change), shift);
    else if (shown.correction == isoscope::Correction::Holm)
        summary += tr("<p>Change at alpha %1 of the Holm-adjusted p (raw %2, whitened %3): <b>%4</b>%5</p>")
                       .arg(alpha, rawAdjusted, whitenedAdjusted, numberformat::changeText(shown.change), shift);
    else
        summary += tr("<p>Change at alpha %1 of the Benjamini-Hochberg-adjusted p (raw %2, whitened %3): "
                      "<b>%4</b>%5</p>")
                       .arg(alpha, rawAdjusted, whitenedAdjusted, numberformat::changeText(shown.change), shift);
    // What a reader could misread: very small sets, a test that cannot reach significance, d
    // changing sign under a "Stable".
    for (const QString &caution : cautiontext::all(*r, isoscope::resultCautions(*r, params), params.alpha))
        summary += QStringLiteral("<p>%1</p>").arg(caution.toHtmlEscaped());
    if (r->raw && !r->raw->d)
        summary += tr("<p>Raw d is undefined: %1.</p>").arg(ErrorText::undefinedReason(r->raw->dUndefinedReason));
    if (r->whitened && !r->whitened->d)
        summary +=
            tr("<p>Whitened d is undefined: %1.</p>").arg(ErrorText::undefinedReason(r->whitened->dUndefinedReason));
    m_summary->setText(summary);

    QStringList missing;
    const char *roles[] = {"X", "Y", "A", "B"};
    for (int role = 0; role < 4; ++role)
        if (!r->words.missing[role].empty())
            missing.append(tr("%1: %2").arg(QLatin1String(roles[role]), joined(r->words.missing[role])));
    QStringList fromSubwords;
    for (int role = 0; role < 4; ++role)
        if (!r->words.fromSubwords[role].empty())
            fromSubwords.append(tr("%1: %2").arg(QLatin1String(roles[role]), joined(r->words.fromSubwords[role])));
    QString words;
    if (missing.isEmpty() && fromSubwords.isEmpty())
        words = tr("Every word of the suite is in the model.");
    if (!missing.isEmpty())
        words = tr("Not in the model (left out): %1.").arg(missing.join(QLatin1String("; ")));
    if (!fromSubwords.isEmpty())
        words += (words.isEmpty() ? QString() : QStringLiteral(" "))
                 + tr("Not in the model, from subwords (fastText n-gram vectors): %1.")
                       .arg(fromSubwords.join(QLatin1String("; ")));
    m_missing->setText(words);
    if (r->words.lowercased)
        m_missing->setText(m_missing->text() + QLatin1Char(' ')
                           + tr("The model is uncased, so words were looked up lowercased."));

    const auto &w = params.weat;
    const isoscope::WeatStatistic *stat = r->raw ? &*r->raw : nullptr;
    QString method;
    if (stat && stat->method == isoscope::PValueMethod::Exact)
        method =
            tr("exact, over all %1 partitions").arg(QLocale().toString(static_cast<qlonglong>(stat->permutations)));
    else if (stat)
        method = tr("Monte Carlo, %1 random partitions, seed %2, p = (b + %3)/(N + %3)")
                     .arg(QLocale().toString(static_cast<qlonglong>(stat->permutations)))
                     .arg(w.seed)
                     .arg(w.plusOne ? 1 : 0);
    m_conventions->setText(
        tr("Conventions: SD with ddof %1 (sample SD); p %2; %3 partitions count (S_i %4 S); %5; whitening with "
           "epsilon %6 on the reference sample %7.")
            .arg(w.ddof)
            .arg(method,
                 w.tie == isoscope::TieRule::GreaterOrEqual ? tr("at least as extreme") : tr("strictly more extreme"),
                 w.tie == isoscope::TieRule::GreaterOrEqual ? QStringLiteral("≥") : QStringLiteral(">"),
                 w.sided == isoscope::Sidedness::One ? tr("one-sided") : tr("two-sided (twice the smaller tail)"),
                 QLocale().toString(params.epsilon), QString::fromStdString(params.reference.toString())));

    m_result = *r;
    m_alpha = params.alpha;
    m_suites = params.suites;
    updateMeasure();
    static_cast<PermutationHistogramFigure *>(m_histogram->figure())->setResult(*r, params.alpha);
    static_cast<AssociationBarFigure *>(m_associations->figure())->setResult(*r, targetNames(*r));
    static_cast<MultilevelFigure *>(m_levels->figure())->setResult(*r);
    for (ChartFigureView *view : {m_histogram, m_associations, m_levels}) {
        view->figure()->setWindow(ChartWindow{});
        view->rebuild();
    }
}

void DrillDownPanel::setMeasure(isoscope::Measure measure)
{
    m_measure = measure;
    updateMeasure();
}

QString DrillDownPanel::measureSummary() const
{
    QTextDocument document;
    document.setHtml(m_measureSummary->text());
    return document.toPlainText();
}

void DrillDownPanel::updateMeasure()
{
    const int index = m_figureTabs->indexOf(m_measurePage);
    if (m_measure == isoscope::Measure::Weat || !m_result) {
        if (index >= 0)
            m_figureTabs->removeTab(index);
        m_measurePage->hide(); // out of the tabs it would be drawn where it was, over the title or a figure
        return;
    }
    const isoscope::WeatResult &r = *m_result;
    const QString name = MeasureText::shortName(m_measure);
    if (index < 0)
        m_figureTabs->insertTab(0, m_measurePage, tr("%1 by word").arg(name));
    else
        m_figureTabs->setTabText(index, tr("%1 by word").arg(name));
    m_figureTabs->setCurrentWidget(m_measurePage);
    m_measureModel->setResult(r, m_measure);

    const isoscope::WeatSuite *suite = nullptr;
    for (const auto &s : m_suites)
        if (s.id == r.suiteId)
            suite = &s;
    QString text = QStringLiteral("<p>%1</p>").arg(MeasureText::direction(m_measure).toHtmlEscaped());
    if (r.error) {
        text += tr("<p>This suite could not run: %1</p>").arg(ErrorText::describe(*r.error).toHtmlEscaped());
    } else if (!r.measures.has(m_measure)) {
        text += tr("<p>%1 was not computed for this result.</p>").arg(name);
    } else {
        text += QLatin1String("<table cellspacing=0 cellpadding=3><tr><th></th>")
                + tr("<th align=right>raw</th><th align=right>whitened</th><th></th></tr>");
        for (std::size_t part = 0; part < isoscope::measureParts(m_measure); ++part) {
            const auto before = r.measures.raw.value(m_measure, part);
            const auto after = r.measures.whitened.value(m_measure, part);
            text +=
                QStringLiteral("<tr><td><b>%1</b></td><td align=right>%2</td><td align=right>%3</td><td>%4</td></tr>")
                    .arg(MeasureText::subquery(m_measure, part, suite).toHtmlEscaped(),
                         MeasureText::value(before.value), MeasureText::value(after.value),
                         MeasureText::comparison(m_measure, before.value, after.value));
            for (const auto *v : {&before, &after})
                if (!v->value)
                    text += QStringLiteral("<tr><td colspan=4>%1</td></tr>")
                                .arg(tr("Undefined: %1")
                                         .arg(MeasureText::undefinedReason(v->undefinedReason))
                                         .toHtmlEscaped());
        }
        text += QLatin1String("</table>");
        if (m_measure == isoscope::Measure::Ect)
            text += tr("<p>ECT is Spearman's rho between the two cosine columns below, for each attribute set.</p>");
        if (m_measure == isoscope::Measure::Ripa)
            text += tr("<p>%n pair(s) (x_i, y_i) by position in the suite", nullptr,
                       static_cast<int>(r.measures.ripa.pairs.size()))
                    + (r.measures.ripa.unpaired > 0 ? tr("; %n target word(s) without a partner left out", nullptr,
                                                         static_cast<int>(r.measures.ripa.unpaired))
                                                    : QString())
                    + QLatin1String(".</p>");
        if (m_measure == isoscope::Measure::Rnsb && r.measures.raw.rnsb && r.measures.whitened.rnsb)
            text +=
                tr("<p>The classifier tells A from B on its training words with accuracy %1 raw and %2 "
                   "whitened.</p>")
                    .arg(QLocale().toString(100 * r.measures.raw.rnsb->accuracy, 'f', 0) + QLocale().percent(),
                         QLocale().toString(100 * r.measures.whitened.rnsb->accuracy, 'f', 0) + QLocale().percent());
    }
    m_measureSummary->setText(text);
}

QTableView *DrillDownPanel::focusedTable() const
{
    for (QTableView *table : {m_words, m_levelsTable, m_measureWords})
        if (table->hasFocus() && table->isVisible())
            return table;
    return nullptr;
}

FigureExportDialog *DrillDownPanel::exportDialog()
{
    if (!m_dialog)
        m_dialog = new FigureExportDialog(this);
    QList<FigureJob> jobs;
    if (m_result) {
        const isoscope::WeatResult &result = *m_result;
        jobs.append(figureJob<PermutationHistogramFigure>(result, m_alpha));
        jobs.append(figureJob<AssociationBarFigure>(result, targetNames(result)));
        if (result.raw && result.raw->levels && result.whitened && result.whitened->levels)
            jobs.append(figureJob<MultilevelFigure>(result));
    }
    m_dialog->setJobs(jobs);
    return m_dialog;
}

void DrillDownPanel::exportFigures()
{
    if (m_result)
        exportDialog()->open();
}

QStringList DrillDownPanel::targetNames(const isoscope::WeatResult &result) const
{
    for (const isoscope::WeatSuite &suite : m_suites)
        if (suite.id == result.suiteId)
            return {QString::fromStdString(suite.set(isoscope::WordSetRole::X).name),
                    QString::fromStdString(suite.set(isoscope::WordSetRole::Y).name)};
    return {};
}

} // namespace isoscope::ui
