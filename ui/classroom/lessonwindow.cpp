#include "ui/classroom/lessonwindow.h"

#include "core/base/datadir.h"
#include "core/stats/significance.h"
#include "ui/figures/associationbarfigure.h"
#include "ui/figures/beforeafterscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figurestyle.h"
#include "ui/figures/multilevelfigure.h"
#include "ui/figures/permutationhistogramfigure.h"
#include "ui/results/numberformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>

namespace isoscope::ui {

namespace {

// A number of the text, as an anchor named key (tests read it back by that name).
QString number(const QString &key, const QString &text)
{
    return QStringLiteral("<a name=\"%1\">%2</a>").arg(key, text.toHtmlEscaped());
}
QString fixed3(const QString &key, double value)
{
    return number(key, numberformat::fixed(value, 3));
}
QString effect(const QString &key, std::optional<double> d)
{
    return number(key, numberformat::effect(d));
}
QString pValue(const QString &key, double p)
{
    return number(key, numberformat::pValue(p));
}
QString italic(const QString &symbol)
{
    return QStringLiteral("<i>%1</i>").arg(symbol.toHtmlEscaped());
}
// A formula on a line of its own, indented.
QString formula(const QString &html)
{
    return QStringLiteral("<p style=\"margin-left:18px\">%1</p>").arg(html);
}

QString modelLabel(const QString &name)
{
    if (name == QString::fromUtf8(isoscope::builtin::kDemoGloveName))
        return QCoreApplication::translate("isoscope::ui::LessonWindow", "GloVe 6B 100d (demo subset)");
    if (name == QString::fromUtf8(isoscope::builtin::kDemoWord2vecName))
        return QCoreApplication::translate("isoscope::ui::LessonWindow", "word2vec Google News (demo subset)");
    return name;
}

std::vector<std::string> splitWords(const QString &text)
{
    std::vector<std::string> words;
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString &part : parts)
        words.push_back(part.toStdString());
    return words;
}

} // namespace

LessonWindow::LessonWindow(QWidget *parent) : QWidget(parent, Qt::Window), m_engine(new LessonEngine(this))
{
    setObjectName(QStringLiteral("lessonWindow"));
    setWindowTitle(tr("Lesson: Calibrating WEAT against anisotropy — Isoscope"));

    m_stepTabs = new QTabBar(this);
    m_stepTabs->setObjectName(QStringLiteral("lessonSteps"));
    m_stepTabs->setExpanding(false);
    m_stepTabs->setDrawBase(true);
    const QString titles[StepCount] = {tr("1. Cosine and WEAT"), tr("2. Anisotropy"), tr("3. Whitening"),
                                       tr("4. A result disappears"), tr("5. Report both")};
    for (const QString &title : titles)
        m_stepTabs->addTab(title);

    m_barView = new ChartFigureView(std::make_unique<AssociationBarFigure>(), this);
    m_heatmap = new CosineHeatmapView(this);
    m_varianceView = new ChartFigureView(std::make_unique<ExplainedVarianceFigure>(), this);
    m_varianceView->setAccessibleName(tr("Explained variance of the top components, raw and whitened"));
    m_levelsView = new ChartFigureView(std::make_unique<MultilevelFigure>(), this);
    m_levelsView->setObjectName(QStringLiteral("lessonLevelsView"));
    m_levelsView->setAccessibleName(
        tr("W3's cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened"));
    // Step 3 shows the variance curve above W3's four cosine blocks.
    auto *whiteningFigures = new QSplitter(Qt::Vertical, this);
    whiteningFigures->setChildrenCollapsible(false);
    m_varianceView->setMinimumHeight(150);
    m_levelsView->setMinimumHeight(150);
    whiteningFigures->addWidget(m_varianceView);
    whiteningFigures->addWidget(m_levelsView);
    m_histogramView = new ChartFigureView(std::make_unique<PermutationHistogramFigure>(), this);
    m_scatterView = new ChartFigureView(std::make_unique<BeforeAfterScatterFigure>(), this);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(createStep(tr("Try it: edit a word set"), m_barView, createWeatTry(), &m_texts[WeatStep]));
    m_pages->addWidget(createStep(tr("Try it: another model, another order"), m_heatmap, createAnisotropyTry(),
                                  &m_texts[AnisotropyStep]));
    m_pages->addWidget(
        createStep(tr("Try it: change epsilon"), whiteningFigures, createWhiteningTry(), &m_texts[WhiteningStep]));
    m_pages->addWidget(createStep(tr("Try it: look at another test"), m_histogramView, createDisappearingTry(),
                                  &m_texts[DisappearingStep]));
    m_pages->addWidget(createStep(tr("Try it: change the significance level"), m_scatterView, createReportTry(),
                                  &m_texts[ReportBothStep]));

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(260);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_back = new QPushButton(tr("< &Back"), this);
    m_next = new QPushButton(tr("&Next >"), this);
    connect(m_back, &QPushButton::clicked, this, [this] { setStep(step() - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { setStep(step() + 1); });

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_progress);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_back);
    bottom->addWidget(m_next);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stepTabs);
    layout->addWidget(m_pages, 1);
    layout->addLayout(bottom);

    connect(m_stepTabs, &QTabBar::currentChanged, this, [this](int row) {
        if (row < 0)
            return;
        m_pages->setCurrentIndex(row);
        m_back->setEnabled(row > 0);
        m_next->setEnabled(row < StepCount - 1);
    });
    connect(m_engine, &LessonEngine::busyChanged, this, &LessonWindow::setBusy);
    connect(m_engine, &LessonEngine::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_engine, &LessonEngine::updated, this, &LessonWindow::refresh);
    connect(m_engine, &LessonEngine::failed, this, [this](const QString &message) {
        m_status->setText(message);
        m_progress->hide();
    });
    setStep(0);
    refresh();
    m_engine->start();
}

LessonWindow::~LessonWindow() = default;

QWidget *LessonWindow::createStep(const QString &tryTitle, QWidget *figure, QWidget *tryIt, QTextBrowser **text)
{
    auto *page = new QWidget;
    auto *column = new QWidget(page);
    column->setFixedWidth(540);
    *text = new QTextBrowser(column);
    (*text)->setOpenLinks(false);
    (*text)->setFrameShape(QFrame::NoFrame);
    auto *group = new QGroupBox(tryTitle, column);
    auto *groupLayout = new QVBoxLayout(group);
    groupLayout->addWidget(tryIt);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(*text, 1);
    columnLayout->addWidget(group);
    figure->setMinimumSize(420, 300);
    auto *layout = new QHBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(column);
    layout->addWidget(figure, 1);
    return page;
}

QWidget *LessonWindow::createWeatTry()
{
    auto *widget = new QWidget;
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *intro =
        new QLabel(tr("Change the words of a set of W3 (spaces or commas between them), then Apply."), widget);
    intro->setWordWrap(true);
    m_roleBox = new QComboBox(widget);
    m_roleBox->setObjectName(QStringLiteral("lessonRoleBox"));
    m_roleBox->addItems(
        {tr("X (first targets)"), tr("Y (second targets)"), tr("A (first attributes)"), tr("B (second attributes)")});
    m_wordBox = new QPlainTextEdit(widget);
    m_wordBox->setObjectName(QStringLiteral("lessonWordBox"));
    m_wordBox->setFixedHeight(m_wordBox->fontMetrics().lineSpacing() * 3 + 12);
    auto *apply = new QPushButton(tr("&Apply"), widget);
    apply->setObjectName(QStringLiteral("lessonApplyWords"));
    auto *restore = new QPushButton(tr("&Restore W3"), widget);
    restore->setObjectName(QStringLiteral("lessonRestoreWords"));
    m_weatNote = new QLabel(widget);
    m_weatNote->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_roleBox, 1);
    buttons->addWidget(apply);
    buttons->addWidget(restore);
    layout->addWidget(intro);
    layout->addLayout(buttons);
    layout->addWidget(m_wordBox);
    layout->addWidget(m_weatNote);
    connect(m_roleBox, &QComboBox::currentIndexChanged, this, &LessonWindow::fillWordBox);
    connect(apply, &QPushButton::clicked, this,
            [this] { applyWordSet(m_roleBox->currentIndex(), m_wordBox->toPlainText()); });
    connect(restore, &QPushButton::clicked, this, [this] {
        m_previousD.reset();
        m_editedRole = -1;
        m_engine->restoreFocusSuite();
        fillWordBox();
    });
    return widget;
}

QWidget *LessonWindow::createAnisotropyTry()
{
    auto *widget = new QWidget;
    auto *layout = new QFormLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heatmapModelBox = new QComboBox(widget);
    m_heatmapModelBox->setObjectName(QStringLiteral("lessonHeatmapModel"));
    m_heatmapModelBox->addItem(modelLabel(QString::fromUtf8(isoscope::builtin::kDemoGloveName)));
    m_heatmapModelBox->addItem(modelLabel(QString::fromUtf8(isoscope::builtin::kDemoWord2vecName)));
    m_heatmapOrderBox = new QComboBox(widget);
    m_heatmapOrderBox->addItems({tr("File order (most frequent first)"), tr("Grouped by raw similarity"),
                                 tr("Grouped by whitened similarity")});
    layout->addRow(tr("&Model:"), m_heatmapModelBox);
    layout->addRow(tr("&Order:"), m_heatmapOrderBox);
    auto *hint = new QLabel(tr("Point at a cell to see its two words and their cosine; the wheel zooms."), widget);
    hint->setWordWrap(true);
    layout->addRow(hint);
    connect(m_heatmapModelBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_heatmap->setModelIndex(index);
        m_texts[AnisotropyStep]->setHtml(anisotropyText());
    });
    connect(m_heatmapOrderBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_heatmap->setOrder(static_cast<HeatmapOrder>(index)); });
    return widget;
}

QWidget *LessonWindow::createWhiteningTry()
{
    auto *widget = new QWidget;
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *intro = new QLabel(tr("Epsilon is added to every eigenvalue before the inverse square root. Larger values "
                                "whiten the weak directions less; the paper uses 0.001."),
                             widget);
    intro->setWordWrap(true);
    m_epsilonBox = new QDoubleSpinBox(widget);
    m_epsilonBox->setObjectName(QStringLiteral("lessonEpsilon"));
    m_epsilonBox->setAccessibleName(tr("Epsilon of the whitening"));
    m_epsilonBox->setDecimals(6);
    m_epsilonBox->setKeyboardTracking(false);
    m_epsilonBox->setRange(0.000001, 100);
    m_epsilonBox->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_epsilonBox->setValue(m_engine->epsilon());
    auto *apply = new QPushButton(tr("A&pply"), widget);
    auto *paper = new QPushButton(tr("Paper's &value"), widget);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("ε ="), widget));
    row->addWidget(m_epsilonBox, 1);
    row->addWidget(apply);
    row->addWidget(paper);
    m_epsilonNote = new QLabel(widget);
    m_epsilonNote->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(row);
    layout->addWidget(m_epsilonNote);
    connect(apply, &QPushButton::clicked, this, [this] { applyEpsilon(m_epsilonBox->value()); });
    connect(m_epsilonBox, &QDoubleSpinBox::editingFinished, this, [this] { applyEpsilon(m_epsilonBox->value()); });
    connect(paper, &QPushButton::clicked, this, [this] {
        m_epsilonBox->setValue(isoscope::AnalysisParams().epsilon);
        applyEpsilon(m_epsilonBox->value());
    });
    return widget;
}

QWidget *LessonWindow::createDisappearingTry()
{
    auto *widget = new QWidget;
    auto *layout = new QFormLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    m_suiteBox = new QComboBox(widget);
    m_suiteBox->setObjectName(QStringLiteral("lessonSuiteBox"));
    layout->addRow(tr("&Test:"), m_suiteBox);
    auto *hint = new QLabel(tr("Each test's numbers and permutation distributions on the GloVe demo model."), widget);
    hint->setWordWrap(true);
    layout->addRow(hint);
    connect(m_suiteBox, &QComboBox::activated, this,
            [this](int index) { showSuite(m_suiteBox->itemData(index).toString()); });
    return widget;
}

QWidget *LessonWindow::createReportTry()
{
    auto *widget = new QWidget;
    auto *layout = new QFormLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    m_alphaBox = new QDoubleSpinBox(widget);
    m_alphaBox->setObjectName(QStringLiteral("lessonAlpha"));
    m_alphaBox->setDecimals(3);
    m_alphaBox->setKeyboardTracking(false); // "0.01" typed is not 0, then 0.0, then 0.01
    m_alphaBox->setRange(0.001, 0.5);
    m_alphaBox->setSingleStep(0.005);
    m_alphaBox->setValue(m_engine->alpha());
    layout->addRow(tr("Significance level &α:"), m_alphaBox);
    auto *hint =
        new QLabel(tr("A result is significant when p < α. The change classes and the colours follow."), widget);
    hint->setWordWrap(true);
    layout->addRow(hint);
    connect(m_alphaBox, &QDoubleSpinBox::valueChanged, m_engine, &LessonEngine::setAlpha);
    return widget;
}

void LessonWindow::setStep(int step)
{
    if (step < 0 || step >= StepCount)
        return;
    m_stepTabs->setCurrentIndex(step);
}

int LessonWindow::step() const
{
    return m_stepTabs->currentIndex();
}

QTextDocument *LessonWindow::document(int step) const
{
    return step >= 0 && step < StepCount ? m_texts[step]->document() : nullptr;
}

QString LessonWindow::shownNumber(int step, const QString &key) const
{
    const QTextDocument *doc = document(step);
    if (!doc)
        return {};
    // Qt puts an anchor's name on its first character only: the number (or word) is the run of
    // letters, digits, signs and separators that starts there.
    static const QRegularExpression token(QStringLiteral("^[\\p{L}\\p{N}.,+\\-\\x{2212}]*[\\p{L}\\p{N}]"));
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.isValid() || !fragment.charFormat().anchorNames().contains(key))
                continue;
            const QString rest = block.text().mid(fragment.position() - block.position());
            return token.match(rest).captured();
        }
    }
    return {};
}

void LessonWindow::applyWordSet(int role, const QString &words)
{
    if (role < 0 || role > 3)
        return;
    if (const auto *result = focusResult(); result && result->raw)
        m_previousD = result->raw->d;
    m_editedRole = role;
    m_engine->setWordSet(static_cast<isoscope::WordSetRole>(role), splitWords(words));
}

void LessonWindow::applyEpsilon(double epsilon)
{
    if (epsilon == m_engine->epsilon())
        return;
    if (const auto *result = focusResult(); result && result->whitened)
        m_previousWhiteD = result->whitened->d;
    if (m_epsilonBox->value() != epsilon)
        m_epsilonBox->setValue(epsilon);
    m_engine->setEpsilon(epsilon);
}

void LessonWindow::showSuite(const QString &suiteId)
{
    m_suiteShown = suiteId;
    const int index = m_suiteBox->findData(suiteId);
    if (index >= 0)
        m_suiteBox->setCurrentIndex(index);
    refresh();
}

void LessonWindow::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    if (busy)
        m_status->setText(m_engine->state() ? tr("Computing the new numbers…")
                                            : tr("Reading the demo models and running the ten tests on them…"));
    else
        m_status->clear();
}

void LessonWindow::fillWordBox()
{
    const isoscope::WeatSuite *suite = m_engine->focusSuite();
    if (!suite)
        return;
    QStringList words;
    for (const std::string &word : suite->sets[static_cast<std::size_t>(m_roleBox->currentIndex())].words)
        words.append(QString::fromStdString(word));
    m_wordBox->setPlainText(words.join(QLatin1Char(' ')));
}

const isoscope::ModelResult *LessonWindow::focusModel() const
{
    const auto results = m_engine->results();
    if (!results || results->models.size() <= static_cast<std::size_t>(lesson::kFocusModel))
        return nullptr;
    return &results->models[lesson::kFocusModel];
}

const isoscope::WeatResult *LessonWindow::focusResult() const
{
    const isoscope::ModelResult *model = focusModel();
    return model ? lesson::findResult(*model, lesson::kFocusSuite) : nullptr;
}

void LessonWindow::refresh()
{
    const auto results = m_engine->results();
    if (results) {
        if (m_suiteBox->count() == 0) {
            for (const auto &result : results->models[lesson::kFocusModel].weat)
                m_suiteBox->addItem(QStringLiteral("%1: %2").arg(QString::fromStdString(result.suiteId),
                                                                 QString::fromStdString(result.suiteName)),
                                    QString::fromStdString(result.suiteId));
            m_suiteBox->setCurrentIndex(m_suiteBox->findData(m_suiteShown));
            fillWordBox();
        }
        if (const isoscope::WeatResult *result = focusResult(); result && result->raw)
            static_cast<AssociationBarFigure *>(m_barView->figure())->setResult(*result);
        m_barView->rebuild();
        if (m_engine->state() != m_heatmapState) {
            // The matrices are computed again (on a worker) only when the numbers changed, not for alpha.
            m_heatmapState = m_engine->state();
            m_heatmap->setResults(results);
            m_heatmap->setModelIndex(m_heatmapModelBox->currentIndex());
        }
        static_cast<ExplainedVarianceFigure *>(m_varianceView->figure())->setResults(results);
        m_varianceView->rebuild();
        if (const isoscope::WeatResult *result = focusResult())
            static_cast<MultilevelFigure *>(m_levelsView->figure())->setResult(*result);
        m_levelsView->rebuild();
        if (const isoscope::WeatResult *shown = lesson::findResult(*focusModel(), m_suiteShown.toStdString());
            shown && shown->raw)
            static_cast<PermutationHistogramFigure *>(m_histogramView->figure())->setResult(*shown, m_engine->alpha());
        m_histogramView->rebuild();
        static_cast<BeforeAfterScatterFigure *>(m_scatterView->figure())->setResults(results);
        m_scatterView->rebuild();
    }
    m_texts[WeatStep]->setHtml(weatText());
    m_texts[AnisotropyStep]->setHtml(anisotropyText());
    m_texts[WhiteningStep]->setHtml(whiteningText());
    m_texts[DisappearingStep]->setHtml(disappearingText());
    m_texts[ReportBothStep]->setHtml(reportText());

    const isoscope::WeatResult *result = focusResult();
    QStringList note;
    if (result && result->raw && m_previousD)
        note.append(tr("With your words, d (raw) is %1; before your change it was %2.")
                        .arg(numberformat::effect(result->raw->d), numberformat::effect(*m_previousD)));
    else if (result && result->error)
        note.append(tr("W3 cannot run with these words: a set has no word in the model's vocabulary."));
    // A word typed that the model does not have is left out: said, not silently dropped.
    if (result && m_editedRole >= 0 && m_editedRole < 4) {
        QStringList missing;
        for (const std::string &word : result->words.missing[static_cast<std::size_t>(m_editedRole)])
            missing.append(QString::fromStdString(word));
        if (!missing.isEmpty())
            note.append(tr("%n word(s) not in the GloVe demo model's vocabulary, so left out of %1: %2.", nullptr,
                           static_cast<int>(missing.size()))
                            .arg(m_roleBox->itemText(m_editedRole), QLocale().createSeparatedList(missing)));
    }
    m_weatNote->setText(note.join(QLatin1Char(' ')));
    if (result && result->whitened && m_previousWhiteD)
        m_epsilonNote->setText(tr("With ε = %1, d (whitened) of W3 is %2; before it was %3.")
                                   .arg(numberformat::general(m_engine->epsilon(), 6),
                                        numberformat::effect(result->whitened->d),
                                        numberformat::effect(*m_previousWhiteD)));
    Q_EMIT refreshed();
}

QString LessonWindow::weatText() const
{
    QString html = tr("<h2>Cosine similarity and WEAT</h2>"
                      "<p>A word embedding gives every word a vector. How close two words are is measured by the "
                      "cosine of the angle between their vectors, from −1 (opposite) to 1 (same direction):</p>");
    html += formula(
        tr("cos(%1, %2) = %1 · %2 / (‖%1‖ ‖%2‖)").arg(italic(QStringLiteral("w")), italic(QStringLiteral("a"))));
    html += tr("<p>WEAT asks whether one set of target words (X) is closer to one set of attribute words (A) than to "
               "another (B), compared with a second target set (Y). For each target word:</p>");
    html += formula(tr("s(%1, A, B) = mean<sub>a∈A</sub> cos(%1, a) − mean<sub>b∈B</sub> cos(%1, b)")
                        .arg(italic(QStringLiteral("w"))));
    const isoscope::WeatResult *result = focusResult();
    const auto example = result ? lesson::wordExample(*result) : std::nullopt;
    if (!result || !result->raw || !example) {
        html += result && result->error ? tr("<p><b>W3 cannot run with the words given: a set has no word in the "
                                             "model's vocabulary.</b></p>")
                                        : tr("<p><i>Computing the numbers of the demo model…</i></p>");
        return html;
    }
    const isoscope::WeatSuite *suite = m_engine->focusSuite();
    const auto setName = [suite](int role) {
        return suite ? QString::fromStdString(suite->sets[static_cast<std::size_t>(role)].name).toHtmlEscaped()
                     : QString();
    };
    html += tr("<p>Take the word <b>%1</b> from X of W3 (%2) in the GloVe demo model, with A = %3 and B = %4:</p>")
                .arg(number(QStringLiteral("w"), example->word), setName(0), setName(2), setName(3));
    QString rows;
    const auto addRows = [&rows, &example](const QStringList &words, const std::vector<double> &cosines,
                                           const QString &prefix) {
        const int shown = std::min<int>(3, static_cast<int>(cosines.size()));
        for (int i = 0; i < shown; ++i)
            rows += QStringLiteral("<tr><td>cos(%1, %2)</td><td align=\"right\">%3</td></tr>")
                        .arg(example->word.toHtmlEscaped(), words[i].toHtmlEscaped(),
                             fixed3(prefix + QString::number(i), cosines[static_cast<std::size_t>(i)]));
    };
    addRows(example->attributesA, example->cosA, QStringLiteral("cosA"));
    rows += tr("<tr><td>mean over the %1 words of A</td><td align=\"right\">%2</td></tr>")
                .arg(example->cosA.size())
                .arg(fixed3(QStringLiteral("meanA"), example->meanA));
    addRows(example->attributesB, example->cosB, QStringLiteral("cosB"));
    rows += tr("<tr><td>mean over the %1 words of B</td><td align=\"right\">%2</td></tr>")
                .arg(example->cosB.size())
                .arg(fixed3(QStringLiteral("meanB"), example->meanB));
    html +=
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" style=\"margin-left:18px\">%1</table>").arg(rows);
    html += formula(tr("s(%1, A, B) = %2 − %3 = <b>%4</b>")
                        .arg(example->word.toHtmlEscaped(), numberformat::fixed(example->meanA, 3),
                             numberformat::fixed(example->meanB, 3), fixed3(QStringLiteral("s"), example->s)));
    html += tr("<p>Over the target sets, the test statistic S and the effect size d are:</p>");
    html += formula(tr("S = Σ<sub>x∈X</sub> s(x) − Σ<sub>y∈Y</sub> s(y), &nbsp; d = (mean<sub>x∈X</sub> s(x) − "
                       "mean<sub>y∈Y</sub> s(y)) / sd<sub>w∈X∪Y</sub> s(w)"));
    const isoscope::WeatStatistic &raw = *result->raw;
    const isoscope::WeatStatistic &white = *result->whitened;
    const auto count = [](std::size_t n) { return numberformat::count(static_cast<qint64>(n)); };
    // The splits as the sets are now (an edited set may be larger or smaller than the other), all of
    // them or a random sample.
    const QString splits = raw.method == isoscope::PValueMethod::Exact
                               ? tr("all %1 splits").arg(count(raw.permutations))
                               : tr("%1 random splits").arg(count(raw.permutations));
    const std::size_t nX = raw.sX.size(), nY = raw.sY.size();
    if (nX == nY)
        html += tr("<p>p is the share of equal-size splits of X ∪ Y with an S at least as large as the observed one "
                   "(%1):</p>")
                    .arg(splits);
    else
        html += tr("<p>p is the share of the splits of X ∪ Y into a set of %n word(s) and one of %1, as X and Y "
                   "are now, with an S at least as large as the observed one (%2):</p>",
                   nullptr, static_cast<int>(nX))
                    .arg(count(nY), splits);
    html += tr("<table cellspacing=\"0\" cellpadding=\"3\" style=\"margin-left:18px\">"
               "<tr><th></th><th align=\"right\">s(%1)</th><th align=\"right\">S</th><th align=\"right\">d</th>"
               "<th align=\"right\">p</th></tr>"
               "<tr><td>raw</td><td align=\"right\">%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td>"
               "<td align=\"right\">%5</td></tr>"
               "<tr><td>whitened (step 3)</td><td align=\"right\">%6</td><td align=\"right\">%7</td><td "
               "align=\"right\">%8</td>"
               "<td align=\"right\">%9</td></tr></table>")
                .arg(example->word.toHtmlEscaped(), fixed3(QStringLiteral("s_raw"), raw.sX.front()),
                     fixed3(QStringLiteral("S_raw"), raw.S), effect(QStringLiteral("d_raw"), raw.d),
                     pValue(QStringLiteral("p_raw"), raw.p), fixed3(QStringLiteral("s_white"), white.sX.front()),
                     fixed3(QStringLiteral("S_white"), white.S), effect(QStringLiteral("d_white"), white.d),
                     pValue(QStringLiteral("p_white"), white.p));
    // S sums and d averages: with sets of different sizes they can point different ways.
    if (raw.d && nX != nY && raw.S != 0 && (raw.S < 0) != (*raw.d < 0))
        html += tr("<p>S and d have opposite signs here: S adds up s over the %1 words of X and subtracts the sum "
                   "over the %2 words of Y, so the larger set weighs more, while d compares the means of the two "
                   "sets. With sets of the same size they always agree; read d for the direction and size of the "
                   "effect.</p>")
                    .arg(count(nX), count(nY));
    html += tr("<p>The second row and the second bar of each word on the right are the same numbers after "
               "whitening, which step 3 explains.</p>");
    html += epsilonNote();
    return html;
}

QString LessonWindow::anisotropyText() const
{
    QString html = tr("<h2>What anisotropy looks like</h2>"
                      "<p>If word vectors pointed in random directions, the cosine of two unrelated words would be "
                      "close to 0. In most embeddings they are not: all vectors lean towards a common direction, "
                      "like a narrow cone. That shared lean raises every cosine, whatever the words mean.</p>");
    const auto results = m_engine->results();
    const int index = m_heatmapModelBox ? m_heatmapModelBox->currentIndex() : 0;
    if (!results || index < 0 || static_cast<std::size_t>(index) >= results->models.size())
        return html + tr("<p><i>Computing the numbers of the demo models…</i></p>");
    const isoscope::ModelResult &model = results->models[static_cast<std::size_t>(index)];
    const isoscope::AnisotropyResult &a = model.anisotropy;
    html += tr("<p>The heatmap shows the cosine of every pair of %1 words drawn from %2, red for positive, blue for "
               "negative. Over all %3 pairs the mean cosine is <b>%4</b> (SD %5) on the raw vectors, and <b>%6</b> "
               "(SD %7) after whitening.</p>")
                .arg(numberformat::count(static_cast<qint64>(a.sample.size())),
                     modelLabel(QString::fromStdString(model.spec.name)).toHtmlEscaped(),
                     numberformat::count(static_cast<qint64>(a.raw.pairs)),
                     fixed3(QStringLiteral("meanCos_raw"), a.raw.mean), fixed3(QStringLiteral("sdCos_raw"), a.raw.sd),
                     fixed3(QStringLiteral("meanCos_white"), a.whitened.mean),
                     fixed3(QStringLiteral("sdCos_white"), a.whitened.sd));
    html += tr("<p>The paper measured 0.192 for the full GloVe 6B 100d and 0.997 for GPT-2, whose raw panel is a "
               "uniform red field. WEAT compares cosines, so part of what it measures on raw vectors is this shared "
               "lean rather than the words.</p>");
    return html;
}

QString LessonWindow::whiteningText() const
{
    QString html = tr("<h2>What whitening does</h2>"
                      "<p>ZCA whitening removes the shared lean: it moves the centre of the vectors to the origin and "
                      "rescales every direction to the same variance, estimated on a reference sample of n words:</p>");
    html += formula(tr("μ = (1/n) Σ<sub>i</sub> x<sub>i</sub>, &nbsp; Σ = 1/(n−1) Σ<sub>i</sub> (x<sub>i</sub> − μ)"
                       "(x<sub>i</sub> − μ)<sup>T</sup> = U Λ U<sup>T</sup>"));
    html += formula(tr("W = U (Λ + εI)<sup>−1/2</sup> U<sup>T</sup>, &nbsp; z = W (x − μ)"));
    const isoscope::ModelResult *model = focusModel();
    const isoscope::WeatResult *result = focusResult();
    if (!model || model->anisotropy.eigenvalues.empty() || model->anisotropy.explainedRaw.empty())
        return html + tr("<p><i>Computing the numbers of the demo models…</i></p>");
    const isoscope::AnisotropyResult &a = model->anisotropy;
    html += tr("<p>On the GloVe demo model, n = %1 words of d = %2 dimensions. The largest eigenvalue of Σ is %3, "
               "the smallest %4; with ε = %5 the first principal component explains %6 of the variance before "
               "whitening and %7 after (the figure: all of the top 50). After whitening the mean cosine of the "
               "sampled pairs is %8 instead of %9.</p>")
                .arg(number(QStringLiteral("n"), numberformat::count(static_cast<qint64>(model->referenceSize))),
                     number(QStringLiteral("dims"), numberformat::count(static_cast<qint64>(model->dims))),
                     fixed3(QStringLiteral("lambda1"), a.eigenvalues.front()),
                     number(QStringLiteral("lambdaLast"), numberformat::general(a.eigenvalues.back(), 3)),
                     number(QStringLiteral("epsilon"), numberformat::general(m_engine->epsilon(), 6)),
                     fixed3(QStringLiteral("ev1_raw"), a.explainedRaw.front()),
                     fixed3(QStringLiteral("ev1_white"), a.explainedWhitened.front()),
                     fixed3(QStringLiteral("meanCos_white"), a.whitened.mean),
                     fixed3(QStringLiteral("meanCos_raw"), a.raw.mean));
    if (result && result->raw && result->whitened)
        html += tr("<p>WEAT is then computed with the same formulas on z. For W3: d = %1 raw, %2 whitened "
                   "(p = %3 and %4).</p>")
                    .arg(effect(QStringLiteral("d_raw"), result->raw->d),
                         effect(QStringLiteral("d_white"), result->whitened->d),
                         pValue(QStringLiteral("p_raw"), result->raw->p),
                         pValue(QStringLiteral("p_white"), result->whitened->p));
    if (result && result->raw && result->raw->levels && result->whitened && result->whitened->levels)
        html += levelsText(*result->raw, *result->whitened);
    return html;
}

QString LessonWindow::levelsText(const isoscope::WeatStatistic &rawStat, const isoscope::WeatStatistic &whiteStat) const
{
    using isoscope::CosineBlockId;
    const auto block = [](const isoscope::MultilevelEat &levels, CosineBlockId id, const char *key) {
        return fixed3(QString::fromLatin1(key), levels.block(id).mean);
    };
    const isoscope::MultilevelEat &raw = *rawStat.levels;
    const isoscope::MultilevelEat &white = *whiteStat.levels;
    QString html = tr("<h3>Inside W3: its four blocks of cosines</h3>"
                      "<p>The multilevel view of Wolfe et al. (ML-EAT) takes a WEAT apart into four blocks of "
                      "cosines: every word of X with every word of A, X with B, Y with A and Y with B (the lower "
                      "figure). Raw, their means are %1 (X, A), %2 (X, B), %3 (Y, A) and %4 (Y, B); whitened, "
                      "%5, %6, %7 and %8. WEAT sees only their differences: the mean of s(x, A, B) over X is "
                      "cos(X, A) − cos(X, B), %9 raw and %10 whitened.</p>")
                       .arg(block(raw, CosineBlockId::XA, "xa_raw"), block(raw, CosineBlockId::XB, "xb_raw"),
                            block(raw, CosineBlockId::YA, "ya_raw"), block(raw, CosineBlockId::YB, "yb_raw"),
                            block(white, CosineBlockId::XA, "xa_white"), block(white, CosineBlockId::XB, "xb_white"),
                            block(white, CosineBlockId::YA, "ya_white"), block(white, CosineBlockId::YB, "yb_white"),
                            fixed3(QStringLiteral("sx_raw"), rawStat.meanX))
                       .arg(fixed3(QStringLiteral("sx_white"), whiteStat.meanX));
    html +=
        tr("<p>Level 2 asks the question of one target set at a time: an effect size over the mean cosines of "
           "the attribute words with the set. For X it is %1 raw (p = %2) and %3 whitened (p = %4); for Y, "
           "%5 (p = %6) and %7 (p = %8).</p>")
            .arg(effect(QStringLiteral("ex_raw"), raw.x.effect), pValue(QStringLiteral("pex_raw"), raw.x.p),
                 effect(QStringLiteral("ex_white"), white.x.effect), pValue(QStringLiteral("pex_white"), white.x.p),
                 effect(QStringLiteral("ey_raw"), raw.y.effect), pValue(QStringLiteral("pey_raw"), raw.y.p),
                 effect(QStringLiteral("ey_white"), white.y.effect), pValue(QStringLiteral("pey_white"), white.y.p));
    return html;
}

QString LessonWindow::disappearingText() const
{
    QString html = tr("<h2>How a result can disappear</h2>");
    const isoscope::ModelResult *model = focusModel();
    const isoscope::WeatResult *result = model ? lesson::findResult(*model, m_suiteShown.toStdString()) : nullptr;
    if (!result)
        return html + tr("<p><i>Computing the numbers of the demo models…</i></p>");
    if (!result->raw || !result->whitened)
        return html
               + tr("<p>%1 cannot run on the GloVe demo model: a set has no word in its vocabulary.</p>")
                     .arg(m_suiteShown.toHtmlEscaped());
    const double alpha = m_engine->alpha();
    html += tr("<p><b>%1</b> (%2) on the GloVe demo model:</p>")
                .arg(m_suiteShown.toHtmlEscaped(), QString::fromStdString(result->suiteName).toHtmlEscaped());
    html += tr("<table cellspacing=\"0\" cellpadding=\"3\" style=\"margin-left:18px\">"
               "<tr><th></th><th align=\"right\">d</th><th align=\"right\">p</th></tr>"
               "<tr><td>raw</td><td align=\"right\">%1</td><td align=\"right\">%2</td></tr>"
               "<tr><td>whitened</td><td align=\"right\">%3</td><td align=\"right\">%4</td></tr></table>")
                .arg(effect(QStringLiteral("d_raw"), result->raw->d), pValue(QStringLiteral("p_raw"), result->raw->p),
                     effect(QStringLiteral("d_white"), result->whitened->d),
                     pValue(QStringLiteral("p_white"), result->whitened->p));
    html += epsilonNote();
    html += tr("<p>At α = %1 the change is <b>%2</b>.</p>")
                .arg(numberformat::general(alpha, 3),
                     number(QStringLiteral("change"), numberformat::changeText(result->change)));
    switch (result->change) {
    case isoscope::SignificanceChange::Disappearing:
        html += tr("<p>Significant on the raw vectors, not after whitening: the association rested on the shared "
                   "geometry of the space. On the right, the observed S (the line) sits far in the tail of the "
                   "random splits raw, but among them after whitening.</p>");
        break;
    case isoscope::SignificanceChange::Emerging:
        html += tr("<p>Not significant on the raw vectors, significant after whitening: the shared geometry hid "
                   "the association.</p>");
        break;
    default:
        html += tr("<p>The same verdict in both spaces: the result does not depend on the shared geometry.</p>");
        break;
    }
    QStringList changed[2];
    for (const auto &r : model->weat) {
        if (r.change == isoscope::SignificanceChange::Disappearing)
            changed[0].append(QString::fromStdString(r.suiteId));
        else if (r.change == isoscope::SignificanceChange::Emerging)
            changed[1].append(QString::fromStdString(r.suiteId));
    }
    const QString none = tr("none");
    html +=
        tr("<p>On this model at α = %1, Disappearing: %2; Emerging: %3. The paper found 12 Disappearing and 10 "
           "Emerging results among 70 model-test combinations.</p>")
            .arg(numberformat::general(alpha, 3), changed[0].isEmpty() ? none : changed[0].join(QStringLiteral(", ")),
                 changed[1].isEmpty() ? none : changed[1].join(QStringLiteral(", ")));
    return html;
}

QString LessonWindow::epsilonNote() const
{
    const double paper = isoscope::AnalysisParams().epsilon;
    if (m_engine->epsilon() == paper)
        return {};
    return tr("<p><b>Whitened with ε = %1</b>, as set in step 3, not the paper's %2 (step 3's Paper's value sets it "
              "back).</p>")
        .arg(number(QStringLiteral("epsilonUsed"), numberformat::general(m_engine->epsilon(), 6)),
             numberformat::general(paper, 6));
}

QString LessonWindow::reportText() const
{
    QString html = tr("<h2>Report both results</h2>");
    const auto results = m_engine->results();
    if (!results)
        return html + tr("<p><i>Computing the numbers of the demo models…</i></p>");
    std::size_t counts[4] = {};
    QStringList notRun;
    for (const auto &model : results->models) {
        for (const auto &result : model.weat) {
            if (!result.raw || !result.whitened) {
                notRun.append(tr("%1 on %2")
                                  .arg(QString::fromStdString(result.suiteId),
                                       modelLabel(QString::fromStdString(model.spec.name))));
                continue;
            }
            ++counts[static_cast<int>(result.change)];
        }
    }
    html += tr("<p>The figure puts every test on both demo models at raw d (across) and whitened d (up). On the "
               "diagonal nothing changed. At α = %1, of the %2 results <b>%3</b> are Stable, <b>%4</b> "
               "Disappearing and <b>%5</b> Emerging.</p>")
                .arg(number(QStringLiteral("alpha"), numberformat::general(m_engine->alpha(), 3)))
                .arg(numberformat::count(static_cast<qint64>(counts[0] + counts[1] + counts[2] + counts[3])))
                .arg(number(QStringLiteral("stable"), numberformat::count(static_cast<qint64>(counts[0]))),
                     number(QStringLiteral("disappearing"), numberformat::count(static_cast<qint64>(counts[1]))),
                     number(QStringLiteral("emerging"), numberformat::count(static_cast<qint64>(counts[2]))));
    html += epsilonNote();
    if (!notRun.isEmpty())
        html += tr("<p>%1 could not run: a word set has no word in the model's vocabulary.</p>")
                    .arg(notRun.join(QStringLiteral(", ")).toHtmlEscaped());
    html += tr("<p>Neither space is the truth. The raw result is what the model does with its vectors as they are; "
               "the whitened result shows how much of it survives once the shared geometry is taken out. The paper "
               "recommends reporting the calibrated result next to the uncalibrated one, never instead of it, with "
               "the epsilon and the reference sample used, so that a reader can see which findings depend on "
               "the geometry of the space.</p>");
    return html;
}

} // namespace isoscope::ui
