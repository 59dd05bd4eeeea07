#include "ui/calibrations/calibrationspage.h"

#include "core/serialization/debiaslistsjson.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/modelimport.h"
#include "ui/calibrations/calibrationtablemodel.h"
#include "ui/common/errortext.h"
#include "ui/common/itemroles.h"
#include "ui/common/tablestyle.h"
#include "ui/common/tableviewstate.h"
#include "ui/figures/calibrationscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/figurepainting.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobpool.h"
#include "ui/jobs/runpanel.h"
#include "ui/measures/measuretablemodel.h"
#include "ui/measures/measuretext.h"
#include "ui/results/tableexport.h"
#include "ui/study/study.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

struct ComparisonOutput {
    std::shared_ptr<const CalibrationComparison> comparison;
    std::optional<isoscope::Error> error;
};

} // namespace

CalibrationsPage::CalibrationsPage(Study *study, AnalysisRunner *runner, QWidget *parent)
    : QWidget(parent), m_study(study), m_runner(runner)
{
    auto *zca = new QLabel(tr("ZCA whitening (the paper's) is always run: it is the reference."), this);
    zca->setWordWrap(true);
    m_center = new QCheckBox(tr("Mean-&centring only"), this);
    m_center->setToolTip(tr("z = x − μ: the mean of the reference sample removed, nothing else."));
    m_abtt = new QCheckBox(tr("&All-but-the-top, D:"), this);
    m_abtt->setToolTip(tr("Centred, then the top D principal directions of the reference sample removed "
                          "(Mu and Viswanath 2018)."));
    m_components = new QSpinBox(this);
    m_components->setRange(-1, 1000);
    m_components->setAccessibleName(tr("Directions all-but-the-top removes, D"));
    m_components->setKeyboardTracking(false);
    m_components->setValue(-1);
    m_components->setSpecialValueText(tr("d/100"));
    m_components->setToolTip(tr("Principal directions removed; d/100 (rounded, at least 1) is Mu and Viswanath's "
                                "rule: 1 for 100 dimensions, 3 for 300, 8 for 768. D = 0 equals centring."));
    m_pca = new QCheckBox(tr("&PCA whitening"), this);
    m_pca->setToolTip(tr("z = (Λ + εI)^−½ Uᵀ(x − μ): ZCA without the rotation back."));
    for (QCheckBox *box : {m_center, m_abtt, m_pca})
        box->setChecked(true);
    m_debias = new QCheckBox(tr("&Hard debias"), this);
    m_debias->setObjectName(QStringLiteral("hardDebiasCheck"));
    m_debias->setToolTip(tr("Adds each model hard-debiased (Bolukbasi et al. 2016: the gender direction of the "
                            "definitional pairs removed from every word not gender-specific, the equalize pairs made "
                            "symmetric), raw and after ZCA whitening estimated on the debiased model."));
    m_measure = new QComboBox(this);
    m_measure->setObjectName(QStringLiteral("calibrationMeasureCombo"));
    m_measure->setAccessibleName(tr("Measure of the calibration table"));
    m_measure->setToolTip(tr("WEAT (d, p, change class) or one of WEFE's measures, in every column"));
    for (isoscope::Measure m : isoscope::kAllMeasures)
        m_measure->addItem(MeasureText::shortName(m), int(m));
    m_runPanel = new RunPanel({.run = tr("&Run comparison"),
                               .cancel = tr("Cancel the calibration comparison"),
                               .progress = tr("Calibration comparison progress"),
                               .status = tr("Calibration comparison status")},
                              Qt::Horizontal, this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_components->setAccessibleName(tr("All-but-the-top components D"));
    m_summary->setAccessibleName(tr("Calibration comparison summary"));

    m_model = new CalibrationTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(RawValueRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("calibrationTable"));
    m_table->setAccessibleName(tr("Calibration comparison"));
    m_table->setModel(m_proxy);
    setUpTable(m_table, {.sortable = true});
    // Many narrow columns: as narrow as their numbers and two-line titles allow.
    m_table->horizontalHeader()->setMinimumSectionSize(
        m_table->fontMetrics().horizontalAdvance(QStringLiteral("0.000")));
    auto *copyShortcut = new QShortcut(QKeySequence::Copy, m_table);
    copyShortcut->setContext(Qt::WidgetShortcut);
    connect(copyShortcut, &QShortcut::activated, this, &CalibrationsPage::copySelection);

    m_copy = new QPushButton(tr("Copy"), this);
    m_copy->setToolTip(tr("Copies the selected rows (or the whole table): tab-separated numbers at full precision "
                          "for a spreadsheet, and a table as shown for a word processor."));
    m_exportCsv = new QPushButton(tr("CSV…"), this);
    m_exportJson = new QPushButton(tr("JSON…"), this);
    m_exportLatex = new QPushButton(tr("LaTeX…"), this);
    m_exportFigure = new QPushButton(tr("Export figure…"), this);
    m_copy->setAccessibleName(tr("Copy the selected calibration rows"));
    m_exportCsv->setAccessibleName(tr("Export the calibration table as CSV"));
    m_exportJson->setAccessibleName(tr("Export the calibration table as JSON"));
    m_exportLatex->setAccessibleName(tr("Export the calibration table as LaTeX"));
    m_exportFigure->setAccessibleName(tr("Export the calibration scatter"));
    m_view = new ChartFigureView(std::make_unique<CalibrationScatterFigure>(), this);
    m_view->setAccessibleName(tr("Calibration scatter"));

    auto *choose = new QHBoxLayout;
    choose->addWidget(zca, 2);
    choose->addWidget(m_center);
    choose->addWidget(m_abtt);
    choose->addWidget(m_components);
    choose->addWidget(m_pca);
    choose->addWidget(m_debias);
    choose->addStretch(1);

    // The measure table: the same rows under a measure other than WEAT, with how to read it.
    m_measureModel = new MeasureTableModel(this);
    m_measureProxy = new QSortFilterProxyModel(this);
    m_measureProxy->setSourceModel(m_measureModel);
    m_measureProxy->setSortRole(RawValueRole);
    m_measureTable = new QTableView(this);
    m_measureTable->setObjectName(QStringLiteral("calibrationMeasureTable"));
    m_measureTable->setAccessibleName(tr("Measure under each calibration"));
    m_measureTable->setModel(m_measureProxy);
    setUpTable(m_measureTable, {.sortable = true});
    auto *measurePage = new QWidget(this);
    auto *measureLayout = new QVBoxLayout(measurePage);
    measureLayout->setContentsMargins(0, 0, 0, 0);
    m_measureDirection = new QLabel(measurePage);
    m_measureDirection->setObjectName(QStringLiteral("calibrationMeasureDirection"));
    m_measureDirection->setWordWrap(true);
    m_measureDirection->setTextInteractionFlags(Qt::TextSelectableByMouse);
    measureLayout->addWidget(m_measureDirection);
    measureLayout->addWidget(m_measureTable, 1);
    m_tables = new QStackedWidget(this);
    m_tables->addWidget(m_table);
    m_tables->addWidget(measurePage);
    auto *measureCopy = new QShortcut(QKeySequence::Copy, m_measureTable);
    measureCopy->setContext(Qt::WidgetShortcut);
    connect(measureCopy, &QShortcut::activated, this, &CalibrationsPage::copySelection);

    auto *tablePane = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto *measureRow = new QHBoxLayout;
    auto *measureLabel = new QLabel(tr("&Measure:"), tablePane);
    measureLabel->setBuddy(m_measure);
    measureRow->addWidget(measureLabel);
    measureRow->addWidget(m_measure);
    measureRow->addStretch(1);
    tableLayout->addLayout(measureRow);
    tableLayout->addWidget(m_tables, 1);
    auto *tableButtons = new QHBoxLayout;
    tableButtons->addWidget(m_copy);
    tableButtons->addStretch(1);
    tableButtons->addWidget(new QLabel(tr("Export table:"), tablePane));
    tableButtons->addWidget(m_exportCsv);
    tableButtons->addWidget(m_exportJson);
    tableButtons->addWidget(m_exportLatex);
    tableLayout->addLayout(tableButtons);

    auto *figurePane = new QWidget(this);
    auto *figureLayout = new QVBoxLayout(figurePane);
    figureLayout->setContentsMargins(0, 0, 0, 0);
    figureLayout->addWidget(m_view, 1);
    auto *figureButtons = new QHBoxLayout;
    figureButtons->addStretch(1);
    figureButtons->addWidget(m_exportFigure);
    figureLayout->addLayout(figureButtons);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tablePane);
    splitter->addWidget(figurePane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({820, 420}); // the table has many columns; the scatter is square

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choose);
    layout->addWidget(m_runPanel);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_runPanel, &RunPanel::runClicked, this, &CalibrationsPage::start);
    connect(m_runPanel, &RunPanel::jobEnded, this, [this] {
        if (m_comparison)
            m_runPanel->setComplete();
        updateState();
        Q_EMIT finished();
    });
    connect(m_copy, &QPushButton::clicked, this, &CalibrationsPage::copySelection);
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportTable(QStringLiteral("csv")); });
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportTable(QStringLiteral("json")); });
    connect(m_exportLatex, &QPushButton::clicked, this, [this] { exportTable(QStringLiteral("tex")); });
    connect(m_exportFigure, &QPushButton::clicked, this, &CalibrationsPage::exportFigure);
    connect(m_view, &ChartFigureView::drillDownRequested, this, &CalibrationsPage::drillDownRequested);
    for (QCheckBox *box : {m_center, m_abtt, m_pca, m_debias})
        connect(box, &QCheckBox::toggled, this, &CalibrationsPage::updateState);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &CalibrationsPage::updateMeasure);
    connect(m_study, &Study::modelsChanged, this, &CalibrationsPage::updateState);
    // A comparison shown stays until the next run, but says when it no longer matches the study
    // (the study keeps it, and knows when it is outdated).
    connect(m_study, &Study::pageResultsChanged, this, &CalibrationsPage::showStudyResult);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &CalibrationsPage::updateState);
    showStudyResult();
    if (Job *job = m_runner->pageJob(QLatin1String(kPageName)))
        watchJob(job);
    updateState();
}

void CalibrationsPage::showStudyResult()
{
    const auto &stored = m_study->pageResults().calibrations;
    if (stored != m_comparison) {
        if (stored) {
            show(stored);
        } else {
            m_comparison.reset();
            m_model->setComparison(nullptr);
            auto *figure = static_cast<CalibrationScatterFigure *>(m_view->figure());
            figure->setComparison(nullptr);
            m_view->rebuild();
            m_runPanel->clear();
            m_summary->setText(tr("Run to compare, for every model and suite of the study, the effect size d under "
                                  "ZCA whitening with d under the calibrations chosen above (same reference sample, "
                                  "ε and permutations as the study's options)."));
            updateState();
        }
    }
    if (m_comparison && !isRunning() && m_study->pageResults().calibrationsOutdated)
        m_runPanel->setStatus(tr("The study's models, suites or options changed since this comparison: run it "
                                 "again to bring it up to date."));
}

CalibrationsPage::State CalibrationsPage::state() const
{
    return State{m_center->isChecked(), m_abtt->isChecked(), m_components->value(), m_pca->isChecked(),
                 tableViewState(m_table)};
}

void CalibrationsPage::restoreState(const State &state)
{
    choose(state.center, state.abtt, state.components, state.pca);
    restoreTableViewState(m_table, state.table);
}

std::vector<isoscope::CalibrationSpec> CalibrationsPage::chosenCalibrations() const
{
    std::vector<isoscope::CalibrationSpec> specs;
    if (m_center->isChecked())
        specs.push_back({isoscope::CalibrationKind::Center, std::nullopt});
    if (m_abtt->isChecked()) {
        isoscope::CalibrationSpec abtt{isoscope::CalibrationKind::AllButTheTop, std::nullopt};
        if (m_components->value() >= 0)
            abtt.components = static_cast<std::size_t>(m_components->value());
        specs.push_back(abtt);
    }
    if (m_pca->isChecked())
        specs.push_back({isoscope::CalibrationKind::Pca, std::nullopt});
    return specs;
}

void CalibrationsPage::setHardDebias(bool on)
{
    m_debias->setChecked(on);
}

bool CalibrationsPage::hardDebias() const
{
    return m_debias->isChecked();
}

isoscope::Measure CalibrationsPage::measure() const
{
    return static_cast<isoscope::Measure>(m_measure->currentData().toInt());
}

bool CalibrationsPage::setMeasure(isoscope::Measure measure)
{
    const int index = m_measure->findData(int(measure));
    if (index < 0)
        return false;
    m_measure->setCurrentIndex(index);
    return true;
}

QTableView *CalibrationsPage::currentTable() const
{
    return measure() == isoscope::Measure::Weat ? m_table : m_measureTable;
}

void CalibrationsPage::updateMeasure()
{
    const isoscope::Measure m = measure();
    m_tables->setCurrentIndex(m == isoscope::Measure::Weat ? 0 : 1);
    if (m == isoscope::Measure::Weat || !m_comparison) {
        m_measureModel->setRows(m, {}, {});
        return;
    }
    m_measureDirection->setText(MeasureText::direction(m));
    QStringList spaces{tr("Raw")};
    for (const auto &spec : m_comparison->calibrations)
        spaces << calibrationLabel(spec);
    if (m_comparison->debiased)
        spaces << tr("Debiased") << tr("Debiased + ZCA");
    m_measureModel->setRows(m, measureRows(*m_comparison, m, m_runner->params().suites), spaces);
    m_measureTable->resizeColumnsToContents();
}

void CalibrationsPage::choose(bool center, bool abtt, int components, bool pca)
{
    m_center->setChecked(center);
    m_abtt->setChecked(abtt);
    m_components->setValue(components);
    m_pca->setChecked(pca);
}

QString CalibrationsPage::statusText() const
{
    return m_runPanel->status();
}

bool CalibrationsPage::isRunning() const
{
    return m_runPanel->isRunning();
}

void CalibrationsPage::updateState()
{
    const bool running = isRunning();
    for (QWidget *w : std::initializer_list<QWidget *>{m_center, m_abtt, m_pca, m_debias})
        w->setEnabled(!running);
    m_components->setEnabled(!running && m_abtt->isChecked());
    const bool shown = m_comparison != nullptr;
    for (QPushButton *b : {m_copy, m_exportCsv, m_exportJson, m_exportLatex, m_exportFigure})
        b->setEnabled(shown);
}

void CalibrationsPage::start()
{
    if (isRunning())
        return;
    if (m_study->models().isEmpty()) {
        m_runPanel->setStatus(tr("The study has no models: add one on the Models page, then run."));
        return;
    }
    isoscope::AnalysisParams params = m_runner->params();
    params.benchmarks.clear();
    if (params.suites.empty()) {
        m_runPanel->setStatus(tr("The study has no suites: add or enable one on the Suites page, then run."));
        return;
    }
    std::vector<std::shared_ptr<const LoadedModel>> loaded;
    std::vector<ComparisonModel> models;
    for (const StudyModel &model : m_study->models()) {
        auto set = m_runner->loadedModel(model);
        if (!set) {
            m_runPanel->setStatus(m_runner->unavailableText(model));
            return;
        }
        loaded.push_back(set);
        models.push_back(ComparisonModel{model.name.toStdString(), model.family, &set->set});
    }
    const std::vector<isoscope::CalibrationSpec> calibrations = chosenCalibrations();
    // Every measure, so that the measure combo switches without running again.
    params.measures.assign(isoscope::kAllMeasures.begin(), isoscope::kAllMeasures.end());
    if (m_debias->isChecked()) {
        auto lists = isoscope::builtinDebiasLists();
        if (!lists) {
            m_runPanel->setStatus(
                tr("Hard debias needs Bolukbasi et al.'s word lists: %1").arg(ErrorText::describe(lists.error())));
            return;
        }
        params.debias = std::move(lists).value();
    }

    // The models by name (words of no language, so that the jobs list reads right after a change
    // of language, as the title made when shown does).
    QStringList names;
    for (const StudyModel &model : m_study->models())
        names << model.name;
    auto *job = new Job([] { return tr("Calibration comparison"); }, names.join(QStringLiteral(", ")));
    m_runner->addPageJob(QLatin1String(kPageName), job);
    watchJob(job);
    job->watch<ComparisonOutput>(
        startInBackground(
            [](QPromise<ComparisonOutput> &promise, std::vector<std::shared_ptr<const LoadedModel>> keep,
               std::vector<ComparisonModel> models, std::vector<isoscope::CalibrationSpec> calibrations,
               isoscope::AnalysisParams params) {
                Q_UNUSED(keep); // holds the vectors while the worker reads them
                promise.setProgressRange(0, kJobProgressRange);
                ComparisonOutput out;
                auto result =
                    compareCalibrations(models, calibrations, params, stepProgress(promise, 0, kJobProgressRange));
                if (result)
                    out.comparison = std::make_shared<const CalibrationComparison>(std::move(result).value());
                else
                    out.error = result.error();
                promise.addResult(std::move(out));
            },
            loaded, models, calibrations, params),
        // Into the study, which outlives this page; the page shows it from there.
        [study = m_study](const ComparisonOutput &out) { study->setCalibrationsResult(out.comparison); });
    updateState();
}

void CalibrationsPage::watchJob(Job *job)
{
    m_runPanel->watch(job);
    updateState();
}

void CalibrationsPage::show(std::shared_ptr<const CalibrationComparison> comparison)
{
    m_comparison = std::move(comparison);
    m_model->setComparison(m_comparison);
    // Shown grouped by quantity, so that the effect sizes come first and side by side: d raw, under
    // ZCA and under each calibration, then each d - d_ZCA, the change classes and the p-values (the
    // model's, and the files', order stays calibration by calibration).
    using Table = CalibrationTableModel;
    const std::size_t count = m_comparison->calibrations.size();
    QList<int> order{Table::ModelColumn, Table::SuiteColumn, Table::RawDColumn, Table::ZcaDColumn};
    for (Table::Part part : {Table::DPart, Table::DeltaPart, Table::ChangePart}) {
        if (part == Table::ChangePart)
            order << Table::ZcaChangeColumn;
        for (std::size_t c = 1; c < count; ++c)
            order << Table::column(c, part);
    }
    order << Table::RawPColumn << Table::ZcaPColumn;
    for (std::size_t c = 1; c < count; ++c)
        order << Table::column(c, Table::PPart);
    // The debiased model's d after the other d's, its change class after the others, its p last.
    if (m_model->debiasColumn(Table::DebiasedD) >= 0) {
        const int dAt = static_cast<int>(4 + (count - 1));
        order.insert(dAt, m_model->debiasColumn(Table::DebiasedWhitenedD));
        order.insert(dAt, m_model->debiasColumn(Table::DebiasedD));
        order.insert(order.indexOf(Table::RawPColumn), m_model->debiasColumn(Table::DebiasedChange));
        order.insert(order.indexOf(Table::RawPColumn), m_model->debiasColumn(Table::DebiasedWhitenedChange));
        order << m_model->debiasColumn(Table::DebiasedP) << m_model->debiasColumn(Table::DebiasedWhitenedP);
    }
    QHeaderView *header = m_table->horizontalHeader();
    for (int visual = 0; visual < order.size(); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
    m_table->resizeColumnsToContents();
    auto *figure = static_cast<CalibrationScatterFigure *>(m_view->figure());
    figure->setComparison(m_comparison);
    figure->setWindow({});
    m_view->rebuild();
    m_runPanel->setStatus(tr("Done in %1 s.").arg(formatNumber(m_comparison->seconds, 1)));

    // Per calibration: how far d moves from ZCA's (mean |d − d_ZCA|) and how many classes differ.
    QStringList parts;
    for (std::size_t c = 1; c < m_comparison->calibrations.size(); ++c) {
        double sum = 0;
        int n = 0, differ = 0;
        for (const auto &m : m_comparison->models)
            for (std::size_t s = 0; s < m.results[0].size(); ++s) {
                const auto &zca = m.results[0][s];
                const auto &r = m.results[c][s];
                if (!zca.whitened || !r.whitened || !zca.whitened->d || !r.whitened->d)
                    continue;
                sum += std::abs(*r.whitened->d - *zca.whitened->d);
                ++n;
                differ += r.change != zca.change;
            }
        if (n > 0)
            parts << tr("<b>%1</b>: mean |d − d<sub>ZCA</sub>| = %2, change class differs from ZCA's in %3 of %4")
                         .arg(calibrationLabel(m_comparison->calibrations[c]), formatNumber(sum / n, 3))
                         .arg(differ)
                         .arg(n);
    }
    // Hard debiasing: how many gender results stay significant after debiasing, and after
    // debiasing and whitening.
    if (m_comparison->debiased) {
        int gender = 0, raw = 0, debiased = 0, both = 0;
        const double alpha = m_comparison->params.alpha;
        const auto significant = [alpha](const std::optional<isoscope::WeatStatistic> &s,
                                         std::optional<double> adjusted) {
            return s && s->d && adjusted.value_or(s->p) < alpha;
        };
        for (const auto &m : m_comparison->models)
            for (std::size_t s = 0; s < m.debiased.size() && s < m.results[0].size(); ++s) {
                const auto &zca = m.results[0][s];
                const auto &d = m.debiased[s];
                if (zca.category != "Gender" || zca.error || d.error)
                    continue;
                ++gender;
                raw += significant(zca.raw, zca.pRawAdjusted);
                debiased += significant(d.raw, d.pRawAdjusted);
                both += significant(d.whitened, d.pWhitenedAdjusted);
            }
        if (gender > 0)
            parts << tr("<b>Hard debias</b>: of %1 gender results, %2 are significant raw, %3 after debiasing and %4 "
                        "after debiasing and whitening")
                         .arg(gender)
                         .arg(raw)
                         .arg(debiased)
                         .arg(both);
    }
    m_summary->setText(parts.isEmpty() ? tr("Only ZCA was run: choose a calibration to compare it with.")
                                       : parts.join(QStringLiteral("; ")) + QLatin1Char('.'));
    updateMeasure();
    updateState();
}

void CalibrationsPage::copySelection()
{
    QTableView *table = currentTable();
    tableexport::copyToClipboard(*table->model(), table->selectionModel()->selectedIndexes());
}

QString CalibrationsPage::latexCaption() const
{
    if (measure() != isoscope::Measure::Weat)
        return tr("%1 under ZCA whitening and the comparison calibrations").arg(MeasureText::longName(measure()));
    return tr("WEAT effect sizes under ZCA whitening and the comparison calibrations");
}

QString CalibrationsPage::tableText(const QString &format) const
{
    return tableexport::toFormat(*currentTable()->model(), format, latexCaption());
}

void CalibrationsPage::exportTable(const QString &format)
{
    if (!m_comparison)
        return;
    const QString name =
        measure() == isoscope::Measure::Weat
            ? QStringLiteral("calibrations")
            : QStringLiteral("calibrations_") + QString::fromLatin1(isoscope::measureName(measure()).data());
    const QString error = tableexport::saveWithDialog(this, *currentTable()->model(), name, format, latexCaption());
    if (!error.isEmpty())
        m_runPanel->setStatus(error);
}

void CalibrationsPage::exportFigure()
{
    if (!m_comparison)
        return;
    if (!m_dialog)
        m_dialog = new FigureExportDialog(this);
    const std::shared_ptr<const CalibrationComparison> data = m_comparison;
    const Figure *figure = m_view->figure();
    m_dialog->setJobs({FigureJob{figure->fileName(), figure->title(), [data]() -> std::unique_ptr<Figure> {
                                     auto f = std::make_unique<CalibrationScatterFigure>();
                                     f->setComparison(data);
                                     return f;
                                 }}});
    m_dialog->open();
}

} // namespace isoscope::ui
