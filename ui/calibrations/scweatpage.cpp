#include "ui/calibrations/scweatpage.h"

#include "core/analysis/analysis.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/modelimport.h"
#include "ui/common/itemroles.h"
#include "ui/common/tablestyle.h"
#include "ui/common/tableviewstate.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexportdialog.h"
#include "ui/figures/figurepainting.h"
#include "ui/figures/scweatfigure.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobpool.h"
#include "ui/jobs/runpanel.h"
#include "ui/results/tableexport.h"
#include "ui/study/study.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>

namespace isoscope::ui {

using namespace figurepainting;

namespace {

struct ScWeatOutput {
    std::shared_ptr<const ScWeatRun> run;
    std::optional<isoscope::Error> error;
};

QString joinWords(const std::vector<std::string> &words)
{
    QStringList list;
    for (const auto &w : words)
        list << QString::fromStdString(w);
    return list.join(QStringLiteral(", "));
}

} // namespace

ScWeatPage::ScWeatPage(Study *study, AnalysisRunner *runner, QWidget *parent)
    : QWidget(parent), m_study(study), m_runner(runner)
{
    m_modelCombo = new QComboBox(this);
    m_modelCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modelCombo->setMinimumContentsLength(20);
    m_targets = new QPlainTextEdit(this);
    m_targets->setPlaceholderText(tr("One word per line, or separated by commas"));
    m_targets->setToolTip(tr("Each target word is tested on its own against A and B."));
    m_source = new QComboBox(this);
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_source->setMinimumContentsLength(20);
    m_nameA = new QLineEdit(QStringLiteral("A"), this);
    m_nameB = new QLineEdit(QStringLiteral("B"), this);
    m_wordsA = new QPlainTextEdit(this);
    m_wordsB = new QPlainTextEdit(this);
    const int lines = fontMetrics().lineSpacing();
    m_targets->setFixedHeight(lines * 4 + 12);
    for (QPlainTextEdit *edit : {m_wordsA, m_wordsB}) {
        edit->setFixedHeight(lines * 4 + 12);
        edit->setPlaceholderText(tr("Attribute words, separated by commas"));
    }
    m_runPanel = new RunPanel({.run = tr("&Run SC-WEAT"),
                               .cancel = tr("Cancel SC-WEAT"),
                               .progress = tr("SC-WEAT progress"),
                               .status = tr("SC-WEAT status")},
                              Qt::Vertical, this);
    m_missing = new QLabel(this);
    m_missing->setWordWrap(true);
    m_missing->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modelCombo->setAccessibleName(tr("SC-WEAT model"));
    m_targets->setAccessibleName(tr("Target words"));
    m_source->setAccessibleName(tr("Attributes"));
    m_nameA->setAccessibleName(tr("Name of A"));
    m_wordsA->setAccessibleName(tr("Words of A"));
    m_nameB->setAccessibleName(tr("Name of B"));
    m_wordsB->setAccessibleName(tr("Words of B"));
    m_missing->setAccessibleName(tr("Words not in the vocabulary"));

    m_model = new ScWeatTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(RawValueRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("scWeatTable"));
    m_table->setAccessibleName(tr("SC-WEAT results"));
    m_table->setModel(m_proxy);
    setUpTable(m_table, {.sortable = true});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_exportCsv = new QPushButton(tr("CSV…"), this);
    m_exportJson = new QPushButton(tr("JSON…"), this);
    m_exportFigure = new QPushButton(tr("Export figure…"), this);
    m_exportCsv->setAccessibleName(tr("Export the SC-WEAT table as CSV"));
    m_exportJson->setAccessibleName(tr("Export the SC-WEAT table as JSON"));
    m_exportFigure->setAccessibleName(tr("Export the SC-WEAT figure"));
    m_view = new ChartFigureView(std::make_unique<ScWeatFigure>(), this);
    m_view->setAccessibleName(tr("SC-WEAT figure"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Model:"), m_modelCombo);
    form->addRow(tr("&Target words:"), m_targets);
    form->addRow(tr("&Attributes:"), m_source);
    form->addRow(tr("Name of A:"), m_nameA);
    form->addRow(tr("Words of A:"), m_wordsA);
    form->addRow(tr("Name of B:"), m_nameB);
    form->addRow(tr("Words of B:"), m_wordsB);
    auto *explain = new QLabel(tr("Each target word w against A and B: d = (mean cos(w, a) − mean cos(w, b)) / SD of "
                                  "its cosines with A ∪ B, p from re-partitions of A ∪ B; raw and after ZCA "
                                  "whitening with the study's reference sample and ε. With the paper's one-sided "
                                  "p, p asks whether w is closer to A than to B: a p near 1 means that it leans "
                                  "towards B, not that it has no association."),
                               this);
    explain->setWordWrap(true);
    auto *inputs = new QWidget(this);
    auto *inputLayout = new QVBoxLayout(inputs);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    inputLayout->addWidget(explain);
    inputLayout->addLayout(form);
    inputLayout->addWidget(m_runPanel);
    inputLayout->addWidget(m_missing);
    inputLayout->addStretch(1);

    auto *tablePane = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_table, 1);
    auto *tableButtons = new QHBoxLayout;
    tableButtons->addStretch(1);
    tableButtons->addWidget(new QLabel(tr("Export table:"), tablePane));
    tableButtons->addWidget(m_exportCsv);
    tableButtons->addWidget(m_exportJson);
    tableButtons->addWidget(m_exportFigure);
    tableLayout->addLayout(tableButtons);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(tablePane);
    right->addWidget(m_view);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);
    right->setChildrenCollapsible(false);
    right->setSizes({340, 380}); // room for about ten words in the table
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(inputs);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({420, 820});
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_runPanel, &RunPanel::runClicked, this, &ScWeatPage::start);
    connect(m_runPanel, &RunPanel::jobEnded, this, [this] {
        if (m_result)
            m_runPanel->setComplete();
        updateState();
        Q_EMIT finished();
    });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportTable(QStringLiteral("csv")); });
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportTable(QStringLiteral("json")); });
    connect(m_exportFigure, &QPushButton::clicked, this, &ScWeatPage::exportFigure);
    connect(m_source, &QComboBox::activated, this, &ScWeatPage::suiteChosen);
    for (QPlainTextEdit *edit : {m_wordsA, m_wordsB})
        connect(edit, &QPlainTextEdit::textChanged, this, [this] {
            if (!m_filling)
                m_source->setCurrentIndex(0); // typed now
        });
    for (QLineEdit *edit : {m_nameA, m_nameB})
        connect(edit, &QLineEdit::textEdited, this, [this] { m_source->setCurrentIndex(0); });
    connect(m_study, &Study::modelsChanged, this, &ScWeatPage::updateChoices);
    connect(m_study, &Study::suitesChanged, this, &ScWeatPage::updateChoices);
    // The run shown is the study's (it outlives the page, and knows when it is outdated).
    connect(m_study, &Study::pageResultsChanged, this, &ScWeatPage::showStudyResult);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &ScWeatPage::updateState);
    updateChoices();
    showStudyResult(); // with what it was run on (a change of language then restores what was typed since)
    if (Job *job = m_runner->pageJob(QLatin1String(kPageName)))
        watchJob(job);
}

void ScWeatPage::showStudyResult()
{
    const auto &stored = m_study->pageResults().scWeat;
    if (stored != m_result) {
        if (stored) {
            show(stored);
            // A run from the study file (or from before a change of language): its model and
            // words in the fields, as they were when it ran. The page's own run has them already.
            if (!isRunning())
                showRequest(*stored);
        } else {
            m_result.reset();
            m_model->setRun(nullptr);
            static_cast<ScWeatFigure *>(m_view->figure())->setRun(nullptr);
            m_view->rebuild();
            m_runPanel->clear();
            m_missing->clear();
            updateState();
        }
    }
    if (m_result && !isRunning() && m_study->pageResults().scWeatOutdated)
        m_runPanel->setStatus(tr("The study's options changed since this run: run it again to bring it up to date."));
}

void ScWeatPage::showRequest(const ScWeatRun &run)
{
    const isoscope::ScWeatRequest &request = run.request;
    // Fields that already hold what it ran on stay as typed (and the suite the attributes came from).
    if (m_modelCombo->currentText() == QString::fromStdString(run.result.model)
        && splitWords(m_targets->toPlainText()) == request.targets
        && splitWords(m_wordsA->toPlainText()) == request.attributesA
        && splitWords(m_wordsB->toPlainText()) == request.attributesB)
        return;
    selectModel(QString::fromStdString(run.result.model));
    QStringList targets;
    for (const auto &w : request.targets)
        targets << QString::fromStdString(w);
    m_targets->setPlainText(targets.join(QStringLiteral(", ")));
    setAttributes(QString::fromStdString(request.nameA), joinWords(request.attributesA),
                  QString::fromStdString(request.nameB), joinWords(request.attributesB));
}

ScWeatPage::State ScWeatPage::state() const
{
    return State{m_modelCombo->currentText(),
                 m_targets->toPlainText(),
                 m_source->currentData().toString(),
                 m_nameA->text(),
                 m_wordsA->toPlainText(),
                 m_nameB->text(),
                 m_wordsB->toPlainText(),
                 tableViewState(m_table)};
}

void ScWeatPage::restoreState(const State &state)
{
    selectModel(state.model);
    m_targets->setPlainText(state.targets);
    m_filling = true;
    m_nameA->setText(state.nameA);
    m_wordsA->setPlainText(state.wordsA);
    m_nameB->setText(state.nameB);
    m_wordsB->setPlainText(state.wordsB);
    m_filling = false;
    const int source = m_source->findData(state.source);
    m_source->setCurrentIndex(source >= 0 ? source : 0);
    restoreTableViewState(m_table, state.table);
}

std::vector<std::string> ScWeatPage::splitWords(const QString &text)
{
    std::vector<std::string> words;
    static const QRegularExpression separators(QStringLiteral("[,\\n\\r\\t;]"));
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        const QString word = part.trimmed();
        if (!word.isEmpty())
            words.push_back(word.toStdString());
    }
    return words;
}

void ScWeatPage::updateChoices()
{
    const QString model = m_modelCombo->currentText();
    const QString suite = m_source->currentData().toString();
    m_modelCombo->clear();
    for (const StudyModel &m : m_study->models())
        m_modelCombo->addItem(m.name);
    if (const int i = m_modelCombo->findText(model); i >= 0)
        m_modelCombo->setCurrentIndex(i);
    m_source->clear();
    m_source->addItem(tr("Typed below"), QString());
    for (const auto &s : m_study->allSuites())
        m_source->addItem(tr("From suite %1: %2 vs %3")
                              .arg(QString::fromStdString(s.id),
                                   QString::fromStdString(s.set(isoscope::WordSetRole::A).name),
                                   QString::fromStdString(s.set(isoscope::WordSetRole::B).name)),
                          QString::fromStdString(s.id));
    if (const int i = m_source->findData(suite); i >= 0)
        m_source->setCurrentIndex(i);
    updateState();
}

void ScWeatPage::selectModel(const QString &model)
{
    if (const int i = m_modelCombo->findText(model); i >= 0)
        m_modelCombo->setCurrentIndex(i);
}

void ScWeatPage::setTargets(const QString &targets)
{
    m_targets->setPlainText(targets);
}

bool ScWeatPage::takeAttributesFrom(const QString &suiteId)
{
    const int i = m_source->findData(suiteId);
    if (i <= 0)
        return false;
    m_source->setCurrentIndex(i);
    suiteChosen();
    return true;
}

void ScWeatPage::setAttributes(const QString &nameA, const QString &wordsA, const QString &nameB, const QString &wordsB)
{
    m_source->setCurrentIndex(0);
    m_filling = true;
    m_nameA->setText(nameA);
    m_wordsA->setPlainText(wordsA);
    m_nameB->setText(nameB);
    m_wordsB->setPlainText(wordsB);
    m_filling = false;
}

void ScWeatPage::suiteChosen()
{
    const std::string id = m_source->currentData().toString().toStdString();
    if (id.empty())
        return;
    for (const auto &s : m_study->allSuites()) {
        if (s.id != id)
            continue;
        m_filling = true;
        m_nameA->setText(QString::fromStdString(s.set(isoscope::WordSetRole::A).name));
        m_wordsA->setPlainText(joinWords(s.set(isoscope::WordSetRole::A).words));
        m_nameB->setText(QString::fromStdString(s.set(isoscope::WordSetRole::B).name));
        m_wordsB->setPlainText(joinWords(s.set(isoscope::WordSetRole::B).words));
        m_filling = false;
    }
}

QString ScWeatPage::statusText() const
{
    return m_runPanel->status();
}

QString ScWeatPage::missingText() const
{
    return m_missing->text();
}

bool ScWeatPage::isRunning() const
{
    return m_runPanel->isRunning();
}

void ScWeatPage::updateState()
{
    const bool running = isRunning();
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_modelCombo, m_targets, m_source, m_nameA, m_nameB, m_wordsA, m_wordsB})
        w->setEnabled(!running);
    for (QPushButton *b : {m_exportCsv, m_exportJson, m_exportFigure})
        b->setEnabled(m_result != nullptr);
}

void ScWeatPage::start()
{
    if (isRunning())
        return;
    if (m_study->models().isEmpty() || m_modelCombo->currentIndex() < 0
        || m_modelCombo->currentIndex() >= m_study->models().size()) {
        m_runPanel->setStatus(tr("The study has no models: add one on the Models page, then run."));
        return;
    }
    isoscope::ScWeatRequest request;
    request.targets = splitWords(m_targets->toPlainText());
    request.attributesA = splitWords(m_wordsA->toPlainText());
    request.attributesB = splitWords(m_wordsB->toPlainText());
    request.nameA = m_nameA->text().trimmed().isEmpty() ? std::string("A") : m_nameA->text().trimmed().toStdString();
    request.nameB = m_nameB->text().trimmed().isEmpty() ? std::string("B") : m_nameB->text().trimmed().toStdString();
    if (request.targets.empty()) {
        m_runPanel->setStatus(tr("Type at least one target word."));
        return;
    }
    if (request.attributesA.empty() || request.attributesB.empty()) {
        m_runPanel->setStatus(tr("Type the words of A and of B, or take them from a suite."));
        return;
    }
    const StudyModel model = m_study->models()[m_modelCombo->currentIndex()];
    std::shared_ptr<const LoadedModel> loaded = m_runner->loadedModel(model);
    if (!loaded) {
        m_runPanel->setStatus(m_runner->unavailableText(model));
        return;
    }
    // A list with no word in the vocabulary cannot be tested: say which list and which words. (With
    // subword vectors any word may have one; the job itself says if none has.)
    const auto found = [&loaded](const std::vector<std::string> &words) {
        return loaded->set.subwordLookup() || std::any_of(words.begin(), words.end(), [&loaded](const std::string &w) {
                   return loaded->set.vocabularyLookup(w).row.has_value();
               });
    };
    if (!found(request.targets)) {
        m_runPanel->setStatus(
            tr("None of the target words is in the vocabulary of %1: %2.").arg(model.name, joinWords(request.targets)));
        return;
    }
    for (const auto &[words, name] :
         {std::pair{&request.attributesA, &request.nameA}, std::pair{&request.attributesB, &request.nameB}})
        if (!found(*words)) {
            m_runPanel->setStatus(tr("No word of %1 is in the vocabulary of %2: %3.")
                                      .arg(QString::fromStdString(*name), model.name, joinWords(*words)));
            return;
        }
    isoscope::AnalysisParams params = m_runner->params();
    params.suites.clear();
    params.benchmarks.clear();
    params.calibration = {};

    auto *job = new Job([] { return tr("SC-WEAT"); }, model.name);
    m_runner->addPageJob(QLatin1String(kPageName), job);
    m_missing->clear();
    watchJob(job);
    job->watch<ScWeatOutput>(
        startInBackground(
            [](QPromise<ScWeatOutput> &promise, std::shared_ptr<const LoadedModel> model, std::string name,
               isoscope::ScWeatRequest request, isoscope::AnalysisParams params) {
                promise.setProgressRange(0, kJobProgressRange);
                const auto start = std::chrono::steady_clock::now();
                ScWeatOutput out;
                // The statistics of the reference sample: from the model's cache when there (as
                // the analysis keeps them), estimated (and cached) otherwise.
                auto prepared =
                    isoscope::prepareCalibration(model->set, params, stepProgress(promise, 0, kJobProgressRange / 2));
                if (!prepared) {
                    out.error = prepared.error();
                    promise.addResult(std::move(out));
                    return;
                }
                auto result = isoscope::runScWeat(model->set, name, request, prepared->whitener, params,
                                                  stepProgress(promise, kJobProgressRange / 2, kJobProgressRange));
                if (!result) {
                    out.error = result.error();
                } else {
                    auto run = std::make_shared<ScWeatRun>();
                    run->result = std::move(result).value();
                    run->request = std::move(request);
                    run->alpha = params.alpha;
                    run->epsilon = params.epsilon;
                    run->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                    out.run = std::move(run);
                }
                promise.addResult(std::move(out));
            },
            loaded, model.name.toStdString(), request, params),
        // Into the study, which outlives this page; the page shows it from there.
        [study = m_study](const ScWeatOutput &out) { study->setScWeatResult(out.run); });
    updateState();
}

void ScWeatPage::watchJob(Job *job)
{
    m_runPanel->watch(job);
    updateState();
}

void ScWeatPage::show(std::shared_ptr<const ScWeatRun> run)
{
    m_result = std::move(run);
    m_model->setRun(m_result);
    m_table->resizeColumnsToContents();
    auto *figure = static_cast<ScWeatFigure *>(m_view->figure());
    figure->setRun(m_result);
    figure->setWindow({});
    m_view->rebuild();
    const auto &r = m_result->result;
    m_runPanel->setStatus(tr("Done in %1 s: %2 target words against %3 (%4 words) and %5 (%6 words).")
                              .arg(formatNumber(m_result->seconds, 2))
                              .arg(r.words.size())
                              .arg(QString::fromStdString(m_result->request.nameA))
                              .arg(r.usedA.size())
                              .arg(QString::fromStdString(m_result->request.nameB))
                              .arg(r.usedB.size()));
    // The words not found, by the list they were typed in.
    QStringList parts;
    const auto missingOf = [&r](const std::vector<std::string> &list) {
        std::vector<std::string> out;
        for (const auto &w : list)
            if (std::find(r.missing.begin(), r.missing.end(), w) != r.missing.end())
                out.push_back(w);
        return out;
    };
    const std::pair<const std::vector<std::string> *, QString> lists[] = {
        {&m_result->request.targets, tr("target words")},
        {&m_result->request.attributesA, QString::fromStdString(m_result->request.nameA)},
        {&m_result->request.attributesB, QString::fromStdString(m_result->request.nameB)}};
    for (const auto &[list, name] : lists)
        if (const auto missing = missingOf(*list); !missing.empty())
            parts << tr("%1: %2").arg(name, joinWords(missing));
    QString words = parts.isEmpty() ? QString()
                                    : tr("Not in the vocabulary of %1 (left out): %2")
                                          .arg(QString::fromStdString(r.model), parts.join(QStringLiteral("; ")));
    if (!r.fromSubwords.empty())
        words +=
            (words.isEmpty() ? QString() : QStringLiteral(" "))
            + tr("Not in the vocabulary, from subwords (fastText n-gram vectors): %1").arg(joinWords(r.fromSubwords));
    m_missing->setText(words);
    updateState();
}

QString ScWeatPage::tableText(const QString &format) const
{
    return tableexport::toFormat(*m_table->model(), format);
}

void ScWeatPage::exportTable(const QString &format)
{
    if (!m_result)
        return;
    const QString error = tableexport::saveWithDialog(this, *m_table->model(), QStringLiteral("sc_weat"), format);
    if (!error.isEmpty())
        m_runPanel->setStatus(error);
}

void ScWeatPage::exportFigure()
{
    if (!m_result)
        return;
    if (!m_dialog)
        m_dialog = new FigureExportDialog(this);
    const std::shared_ptr<const ScWeatRun> data = m_result;
    const Figure *figure = m_view->figure();
    m_dialog->setJobs({FigureJob{figure->fileName(), figure->title(), [data]() -> std::unique_ptr<Figure> {
                                     auto f = std::make_unique<ScWeatFigure>();
                                     f->setRun(data);
                                     return f;
                                 }}});
    m_dialog->open();
}

} // namespace isoscope::ui
