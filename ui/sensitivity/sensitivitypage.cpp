#include "ui/sensitivity/sensitivitypage.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/modelimport.h"
#include "ui/common/errortext.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/figurepainting.h"
#include "ui/figures/sensitivityfigures.h"
#include "ui/figures/studyfigures.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobpool.h"
#include "ui/jobs/runpanel.h"
#include "ui/results/numberformat.h"
#include "ui/study/study.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

struct SensitivityOutput {
    std::shared_ptr<const isoscope::ModelSensitivity> result;
    std::optional<isoscope::Error> error;
};

QString number(const std::optional<double> &value)
{
    return formatStatistic(value, 3);
}

} // namespace

SensitivityPage::SensitivityPage(Study *study, AnalysisRunner *runner, QWidget *parent)
    : QWidget(parent), m_study(study), m_runner(runner)
{
    // Suite names run to 90 characters: the combos show what fits (the list pops up wider), so
    // that the page, and the window, still fit a 1280-pixel screen.
    m_model = new QComboBox(this);
    m_suite = new QComboBox(this);
    for (QComboBox *combo : {m_model, m_suite}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(24);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    m_draws = new QSpinBox(this);
    m_draws->setRange(0, 1000);
    m_draws->setValue(static_cast<int>(isoscope::SensitivityParams().referenceDraws));
    m_bootstrap = new QSpinBox(this);
    m_bootstrap->setRange(100, 100000);
    m_bootstrap->setSingleStep(500);
    m_bootstrap->setValue(static_cast<int>(isoscope::SensitivityParams().bootstrapIterations));
    m_components = new QSpinBox(this);
    m_components->setRange(1, 50);
    m_components->setValue(static_cast<int>(isoscope::SensitivityParams().components));
    for (QSpinBox *spin : {m_draws, m_bootstrap, m_components})
        spin->setKeyboardTracking(false); // a typed value counts once it is finished
    m_runPanel = new RunPanel({.run = tr("&Run sensitivity"),
                               .cancel = tr("Cancel the sensitivity analysis"),
                               .progress = tr("Sensitivity progress"),
                               .status = tr("Sensitivity status")},
                              Qt::Horizontal, this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_export = new QPushButton(tr("Export figure…"), this);
    m_exportAll = new QPushButton(tr("Export all four…"), this);
    m_model->setAccessibleName(tr("Sensitivity model"));
    m_suite->setAccessibleName(tr("Sensitivity suite"));
    m_draws->setAccessibleName(tr("Reference draws R"));
    m_bootstrap->setAccessibleName(tr("Bootstrap resamples B"));
    m_components->setAccessibleName(tr("Components k"));
    m_summary->setAccessibleName(tr("Sensitivity summary"));

    auto *choose = new QHBoxLayout;
    auto *form = new QFormLayout;
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&Suite:"), m_suite);
    choose->addLayout(form);
    auto *settings = new QFormLayout;
    settings->addRow(tr("Reference &draws R:"), m_draws);
    settings->addRow(tr("&Bootstrap resamples B:"), m_bootstrap);
    choose->addLayout(settings);
    auto *settings2 = new QFormLayout;
    settings2->addRow(tr("&Components k:"), m_components);
    choose->addLayout(settings2);
    choose->addStretch(1);

    m_tabs = new QTabWidget(this);
    m_tabs->setAccessibleName(tr("Sensitivity figures"));
    const QString names[4] = {tr("Epsilon"), tr("Reference sample"), tr("Bootstrap"), tr("Components")};
    for (int i = 0; i < 4; ++i) {
        std::unique_ptr<ChartFigure> figure;
        switch (i) {
        case 0: figure = std::make_unique<EpsilonSweepFigure>(); break;
        case 1: figure = std::make_unique<ReferenceSweepFigure>(); break;
        case 2: figure = std::make_unique<BootstrapIntervalFigure>(); break;
        default: figure = std::make_unique<LeaveOneOutFigure>(); break;
        }
        auto *view = new ChartFigureView(std::move(figure), m_tabs);
        view->setAccessibleName(names[i]);
        m_views.append(view);
        m_tabs->addTab(view, names[i]);
    }
    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_summary, 1);
    auto *exportButtons = new QVBoxLayout;
    exportButtons->addWidget(m_export);
    exportButtons->addWidget(m_exportAll);
    exportButtons->addStretch(1);
    exportRow->addLayout(exportButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choose);
    layout->addWidget(m_runPanel);
    layout->addLayout(exportRow);
    layout->addWidget(m_tabs, 1);

    connect(m_runPanel, &RunPanel::runClicked, this, &SensitivityPage::start);
    connect(m_runPanel, &RunPanel::jobEnded, this, [this] {
        if (m_result)
            m_runPanel->setComplete();
        updateState();
        Q_EMIT finished();
    });
    connect(m_export, &QPushButton::clicked, this, [this] { exportFigures(false); });
    connect(m_exportAll, &QPushButton::clicked, this, [this] { exportFigures(true); });
    connect(m_study, &Study::modelsChanged, this, &SensitivityPage::updateChoices);
    connect(m_study, &Study::suitesChanged, this, &SensitivityPage::updateChoices);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &SensitivityPage::updateState);
    connect(m_model, &QComboBox::currentIndexChanged, this, &SensitivityPage::updateState);
    connect(m_study, &Study::pageResultsChanged, this, &SensitivityPage::showStudyResult);
    updateChoices();
    // What the study holds (a run before a change of language, or from the study file), and the
    // page's job if one is still running.
    showStudyResult();
    if (Job *job = m_runner->pageJob(QLatin1String(kPageName)))
        watchJob(job);
}

void SensitivityPage::showStudyResult()
{
    const auto &stored = m_study->pageResults().sensitivity;
    if (stored != m_result) {
        if (stored) {
            show(stored);
            // A result from the study file (or from before a change of language): its model and
            // suite chosen, as when it ran. The page's own run has them already.
            if (!isRunning())
                select(QString::fromStdString(stored->model),
                       stored->suites.empty() ? QString() : QString::fromStdString(stored->suites.front().suiteId));
        } else {
            clearResult();
        }
    }
    if (m_result && !isRunning() && m_study->pageResults().sensitivityOutdated)
        m_runPanel->setStatus(tr("The study's options or suites changed since this analysis: run it again to bring it "
                                 "up to date."));
}

void SensitivityPage::clearResult()
{
    m_result.reset();
    m_ran = false;
    for (ChartFigureView *view : m_views) {
        static_cast<SensitivityFigure *>(view->figure())->setData(nullptr, 0);
        view->rebuild();
    }
    m_runPanel->clear();
    m_summary->setText(tr("Choose a model and a suite, then run: the effect size over a sweep of ε, over reference "
                          "samples of other sizes and R random draws, its bootstrap interval over the target words, "
                          "and its change when each of the top k principal components is projected out."));
    updateState();
}

SensitivityPage::State SensitivityPage::state() const
{
    return State{selectedModel(),      selectedSuite(),       m_draws->value(),
                 m_bootstrap->value(), m_components->value(), m_tabs->currentIndex()};
}

void SensitivityPage::restoreState(const State &state)
{
    select(state.model, state.suite);
    m_draws->setValue(state.draws);
    m_bootstrap->setValue(state.bootstrap);
    m_components->setValue(state.components);
    m_tabs->setCurrentIndex(state.tab);
}

void SensitivityPage::updateChoices()
{
    const QString model = m_model->currentText();
    const QString suite = m_suite->currentData().toString();
    m_model->clear();
    for (const StudyModel &m : m_study->models())
        m_model->addItem(m.name);
    m_suite->clear();
    for (const auto &s : m_study->allSuites())
        m_suite->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(s.id), QString::fromStdString(s.name)),
                         QString::fromStdString(s.id));
    select(model, suite);
    updateState();
}

void SensitivityPage::select(const QString &model, const QString &suiteId)
{
    if (const int i = m_model->findText(model); i >= 0)
        m_model->setCurrentIndex(i);
    if (const int i = m_suite->findData(suiteId); i >= 0)
        m_suite->setCurrentIndex(i);
}

QString SensitivityPage::selectedModel() const
{
    return m_model->currentText();
}

QString SensitivityPage::selectedSuite() const
{
    return m_suite->currentData().toString();
}

ChartFigureView *SensitivityPage::figureView(int index) const
{
    return index >= 0 && index < m_views.size() ? m_views[index] : nullptr;
}

bool SensitivityPage::isRunning() const
{
    return m_runPanel->isRunning();
}

void SensitivityPage::updateState()
{
    const bool running = isRunning();
    // The list of models can be behind the study for a moment (the study was just reset and the
    // list is made again after this): an index past the study's models chooses nothing.
    const bool chosen = m_model->currentIndex() >= 0 && m_model->currentIndex() < m_study->models().size()
                        && m_suite->currentIndex() >= 0;
    m_runPanel->setRunnable(chosen);
    m_model->setEnabled(!running);
    m_suite->setEnabled(!running);
    m_export->setEnabled(m_result != nullptr);
    m_exportAll->setEnabled(m_result != nullptr);
    // Before the first run the status line says whether the chosen model can be analysed, and
    // follows its import (a run's own outcome, once there is one, stays until the next run).
    if (!running && chosen && !m_result && !m_ran) {
        const QString unavailable = m_runner->unavailableText(m_study->models()[m_model->currentIndex()]);
        m_runPanel->setStatus(unavailable.isEmpty() ? tr("Ready.") : unavailable);
    }
}

void SensitivityPage::start()
{
    if (isRunning() || m_model->currentIndex() < 0 || m_model->currentIndex() >= m_study->models().size()
        || m_suite->currentIndex() < 0)
        return;
    const StudyModel model = m_study->models()[m_model->currentIndex()];
    std::shared_ptr<const LoadedModel> loaded = m_runner->loadedModel(model);
    if (!loaded) {
        m_runPanel->setStatus(m_runner->unavailableText(model));
        return;
    }
    isoscope::AnalysisParams params = m_runner->params();
    const std::string suiteId = selectedSuite().toStdString();
    params.suites.clear();
    for (const auto &s : m_study->allSuites())
        if (s.id == suiteId)
            params.suites.push_back(s);
    params.benchmarks.clear();
    isoscope::SensitivityParams sp;
    sp.referenceDraws = static_cast<std::size_t>(m_draws->value());
    sp.bootstrapIterations = static_cast<std::size_t>(m_bootstrap->value());
    sp.components = static_cast<std::size_t>(m_components->value());

    auto *job = new Job([suite = selectedSuite()] { return tr("Sensitivity of %1").arg(suite); }, model.name);
    m_runner->addPageJob(QLatin1String(kPageName), job);
    watchJob(job);
    const QString modelName = model.name;
    job->watch<SensitivityOutput>(
        startInBackground(
            [](QPromise<SensitivityOutput> &promise, std::shared_ptr<const LoadedModel> model, std::string name,
               isoscope::AnalysisParams params, isoscope::SensitivityParams sp) {
                promise.setProgressRange(0, kJobProgressRange);
                SensitivityOutput out;
                auto result = isoscope::runSensitivity(
                    model->set, name, params, sp,
                    [&promise](isoscope::SensitivityStage, std::size_t done, std::size_t total) {
                        if (total > 0)
                            promise.setProgressValue(static_cast<int>(
                                kJobProgressRange
                                * std::min(1.0, static_cast<double>(done) / static_cast<double>(total))));
                        return !promise.isCanceled();
                    });
                if (result)
                    out.result = std::make_shared<const isoscope::ModelSensitivity>(std::move(result).value());
                else
                    out.error = result.error();
                promise.addResult(std::move(out));
            },
            loaded, modelName.toStdString(), params, sp),
        // Into the study, which outlives this page; the page shows it from there.
        [study = m_study](const SensitivityOutput &out) { study->setSensitivityResult(out.result); });
    updateState();
}

void SensitivityPage::watchJob(Job *job)
{
    m_ran = true;
    m_runPanel->watch(job);
    updateState();
}

void SensitivityPage::show(std::shared_ptr<const isoscope::ModelSensitivity> result)
{
    m_result = std::move(result);
    for (ChartFigureView *view : m_views) {
        static_cast<SensitivityFigure *>(view->figure())->setData(m_result, 0);
        view->figure()->setWindow({});
        view->rebuild();
    }
    const auto &m = *m_result;
    const isoscope::SuiteSensitivity &s = m.suites.front();
    if (s.error) {
        m_runPanel->setStatus(tr("%1 could not run on %2: %3")
                                  .arg(QString::fromStdString(s.suiteId), QString::fromStdString(m.model),
                                       ErrorText::describe(*s.error)));
        m_summary->clear();
        updateState();
        return;
    }
    m_runPanel->setStatus(tr("Done in %1 s.").arg(formatNumber(m.seconds, 1)));
    const double alpha = m.analysis.alpha;
    std::size_t significant = 0;
    for (const auto &p : s.epsilonSweep)
        significant += p.p < alpha;
    // "p = 0.012", or "p < 1.0e−5" at a Monte Carlo floor, as Table A1 writes it.
    const auto pOf = [](const isoscope::EffectPoint &point) {
        return point.pFloor > 0 ? tr("p < %1").arg(formatP(point.pFloor)) : tr("p = %1").arg(formatP(point.p));
    };
    QString text = tr("<b>%1, %2</b>: raw d = %3 (%4), whitened d = %5 (%6) at ε = %7 — <b>%8</b>.")
                       .arg(QString::fromStdString(m.model).toHtmlEscaped(), QString::fromStdString(s.suiteId),
                            number(s.raw.d), pOf(s.raw), number(s.whitened.d), pOf(s.whitened),
                            formatSignificant(m.analysis.epsilon, 3), FigureStyle::changeLabel(s.change));
    text += QStringLiteral("<br>");
    text += tr("Whitened result significant at %1 of %2 values of ε from %3 to %4.")
                .arg(significant)
                .arg(s.epsilonSweep.size())
                .arg(formatSignificant(m.epsilons.front(), 3), formatSignificant(m.epsilons.back(), 3));
    if (!s.draws.empty())
        text += QLatin1Char(' ')
                + tr("Whitening estimated again on %1 reference samples of %2 words each, drawn at random from "
                     "the %3 words available: whitened d %4 ± %5 (range %6 to %7); the class differs from %8 in "
                     "%9 of them.")
                      .arg(s.draws.size())
                      .arg(formatCount(static_cast<qint64>(m.drawSize)), formatCount(static_cast<qint64>(m.population)),
                           formatNumber(s.drawSpread.mean, 3), formatNumber(s.drawSpread.sd, 3),
                           formatNumber(s.drawSpread.min, 3), formatNumber(s.drawSpread.max, 3),
                           FigureStyle::changeLabel(s.change))
                      .arg(s.classChanges);
    if (s.rawInterval && s.rawInterval->defined() && s.whitenedInterval && s.whitenedInterval->defined())
        text += QLatin1Char(' ')
                + tr("Bootstrap %1% intervals: raw %2, whitened %3.")
                      .arg(formatNumber(100 * m.params.confidence, 0),
                           numberformat::interval(formatNumber(s.rawInterval->low, 3),
                                                  formatNumber(s.rawInterval->high, 3)),
                           numberformat::interval(formatNumber(s.whitenedInterval->low, 3),
                                                  formatNumber(s.whitenedInterval->high, 3)));
    m_summary->setText(text);
    updateState();
}

void SensitivityPage::exportFigures(bool all)
{
    if (!m_result)
        return;
    if (!m_dialog)
        m_dialog = new FigureExportDialog(this);
    QList<FigureJob> jobs;
    for (int i = 0; i < m_views.size(); ++i) {
        if (!all && i != m_tabs->currentIndex())
            continue;
        const Figure *figure = m_views[i]->figure();
        const std::shared_ptr<const isoscope::ModelSensitivity> data = m_result;
        jobs.append(FigureJob{figure->fileName(), figure->title(), [i, data]() -> std::unique_ptr<Figure> {
                                  std::unique_ptr<SensitivityFigure> f;
                                  switch (i) {
                                  case 0: f = std::make_unique<EpsilonSweepFigure>(); break;
                                  case 1: f = std::make_unique<ReferenceSweepFigure>(); break;
                                  case 2: f = std::make_unique<BootstrapIntervalFigure>(); break;
                                  default: f = std::make_unique<LeaveOneOutFigure>(); break;
                                  }
                                  f->setData(data, 0);
                                  return f;
                              }});
    }
    m_dialog->setJobs(jobs);
    m_dialog->open();
}

} // namespace isoscope::ui
