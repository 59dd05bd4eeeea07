#include "ui/window/mainwindow.h"

#include "core/analysis/analysis.h"
#include "core/analysis/builtinbenchmarks.h"
#include "core/base/datadir.h"
#include "core/linalg/blasinfo.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/suitesjson.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/classroom/classroom.h"
#include "ui/common/errortext.h"
#include "ui/common/escape.h"
#include "ui/common/focusring.h"
#include "ui/common/outofdatebanner.h"
#include "ui/common/pagescroll.h"
#include "ui/common/settings.h"
#include "ui/common/tableviewstate.h"
#include "ui/figures/figurespanel.h"
#include "ui/help/userguidewindow.h"
#include "ui/issues/issuespanel.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobsview.h"
#include "ui/models/modelspanel.h"
#include "ui/options/optionspanel.h"
#include "ui/report/reportexportdialog.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/sensitivity/sensitivitypage.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"
#include "ui/suites/suitespanel.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/startpage.h"

#include "isoscope/version.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>

#include <algorithm>
#include <iterator>

namespace isoscope::ui {

namespace {

StudyOptions defaultOptions()
{
    const QByteArray stored = settings::defaultOptions.value();
    if (stored.isEmpty())
        return StudyOptions();
    auto json = isoscope::parseJson(stored.toStdString());
    if (!json)
        return StudyOptions();
    auto options = StudyFile::optionsFromJson(json.value());
    return options ? options.value() : StudyOptions();
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_study(new Study(this)), m_runner(new AnalysisRunner(m_study, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_study->reset(defaultOptions());
    loadBuiltinSuites();

    m_interfaceTimer.setSingleShot(true);
    m_interfaceTimer.setInterval(0);
    connect(&m_interfaceTimer, &QTimer::timeout, this, &MainWindow::rebuildInterface);
    m_classroom = new Classroom(this); // outlives a change of language, as the lesson's windows do
    new FocusRing(this);               // a clear frame around what Tab and the mnemonics reach
    createInterface();

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(0);
    connect(&m_refreshTimer, &QTimer::timeout, this, &MainWindow::refresh);
    for (auto signal : {&Study::modelsChanged, &Study::optionsChanged, &Study::suitesChanged, &Study::resultsChanged})
        connect(m_study, signal, this, &MainWindow::scheduleRefresh);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &MainWindow::scheduleRefresh);
    connect(m_runner, &AnalysisRunner::failuresChanged, this, &MainWindow::scheduleRefresh);
    connect(m_runner, &AnalysisRunner::runningChanged, this, [this](bool running) {
        const bool vectorsRun = !m_setAside.empty();
        if (!running && vectorsRun) {
            // What could not be measured again keeps the entry it had.
            for (SetAside &kept : m_setAside)
                if (!m_study->results().anisotropy(kept.modelKey, kept.params))
                    m_study->results().putAnisotropy(kept.modelKey, kept.params, std::move(kept.entry));
            m_setAside.clear();
            if (!m_setAsideWasModified)
                m_study->setModified(false); // the same numbers: nothing to save
        }
        if (!running && !m_closing)
            refresh(); // the last job's results are on screen when the run is over
        updateActions();
        if (!running && !m_closing && !vectorsRun && m_results && !m_results->weat().empty()
            && currentPage() != FiguresPageIndex)
            showPage(ResultsPageIndex);
    });
    connect(m_study, &Study::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_study, &Study::filePathChanged, this, &MainWindow::updateTitle);

    const QByteArray geometry = settings::windowGeometry.value();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        QSize size(1280, 800);
        if (const QScreen *screen = this->screen())
            size = size.boundedTo(screen->availableSize() * 9 / 10);
        resize(size);
    }
    restoreState(settings::windowState.value());
    updateTitle();
    updateActions();
    refresh();
}

MainWindow::~MainWindow()
{
    m_closing = true;
    m_runner->cancelAll();
    m_runner->waitForAll();
}

// Everything that shows text is made here, so that a change of language can make it again (the study,
// the runner and their results live on in the window).
void MainWindow::createInterface()
{
    m_interface = new QObject(this);
    m_startPage = new StartPage(this);
    m_modelsPanel = new ModelsPanel(m_study, m_runner, this);
    m_optionsPanel = new OptionsPanel(m_study, this);
    m_suitesPanel = new SuitesPanel(m_study, m_runner, this);
    m_resultsPanel = new ResultsPanel(this);
    m_figuresPanel = new FiguresPanel(this);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    // Each page scrolls when the window is smaller than the page needs (a form of the Options
    // page, the SC-WEAT inputs, a long German label), so that no page sets the window's minimum:
    // it must fit 1024 x 768 and 1280 x 720, in every language and in presentation mode. A page
    // that fits the window is laid out exactly as without the scroll area.
    const auto addPage = [this](QWidget *page, const QString &title) {
        m_pages->addTab(pageScroll(page, m_pages), title);
    };
    addPage(m_startPage, tr("Start"));
    addPage(m_modelsPanel, tr("Models"));
    addPage(m_optionsPanel, tr("Options"));
    addPage(m_suitesPanel, tr("Suites"));
    addPage(m_resultsPanel, tr("Results"));
    addPage(m_figuresPanel, tr("Figures"));
    m_sensitivityPage = new SensitivityPage(m_study, m_runner, this);
    addPage(m_sensitivityPage, tr("Sensitivity"));
    connect(m_resultsPanel, &ResultsPanel::sensitivityRequested, this,
            [this](const QString &model, const QString &suite) {
                m_sensitivityPage->select(model, suite);
                showPage(SensitivityPageIndex);
            });
    m_calibrationsPage = new CalibrationsPage(m_study, m_runner, this);
    addPage(m_calibrationsPage, tr("Calibrations"));
    connect(m_calibrationsPage, &CalibrationsPage::drillDownRequested, this, &MainWindow::showDrillDown);
    connect(m_resultsPanel, &ResultsPanel::countsChanged, this, &MainWindow::updateActions);
    m_scWeatPage = new ScWeatPage(m_study, m_runner, this);
    addPage(m_scWeatPage, tr("SC-WEAT"));
    setCentralWidget(m_pages);

    m_classroom->retranslate();
    createActions();
    createMenus();
    createToolBar();
    createDocks();
    for (OutOfDateBanner *banner : {m_resultsPanel->banner(), m_figuresPanel->banner()})
        connect(banner, &OutOfDateBanner::runRequested, this, &MainWindow::runAnalysis);
    m_statusLabel = new QLabel(this);
    statusBar()->addWidget(m_statusLabel, 1);

    connect(m_startPage, &StartPage::demoModelsLoaded, this, &MainWindow::builtinDataLoaded);
    connect(m_startPage, &StartPage::openDemoStudyRequested, this, &MainWindow::openDemoStudy);
    connect(m_startPage, &StartPage::newStudyRequested, this, &MainWindow::newStudy);
    connect(m_startPage, &StartPage::openStudyRequested, this, &MainWindow::chooseAndOpenStudy);
    connect(m_startPage, &StartPage::openRecentRequested, this, &MainWindow::openStudy);
    connect(m_startPage, &StartPage::lessonRequested, m_classroom, &Classroom::showLesson);
    connect(m_startPage, &StartPage::playgroundRequested, m_classroom, &Classroom::showPlayground);
    m_startPage->setRecentStudies(settings::recentStudies.value());
    connect(m_issuesPanel, &IssuesPanel::showCause, this, &MainWindow::showIssueCause);
    connect(m_figuresPanel, &FiguresPanel::drillDownRequested, this, &MainWindow::showDrillDown);
    connect(m_figuresPanel, &FiguresPanel::heatmapVectorsRequested, this, &MainWindow::computeHeatmapVectors);
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == FiguresPageIndex && m_figuresStale)
            updateFigures();
    });
}

void MainWindow::rebuildInterface()
{
    const QByteArray state = saveState();
    const int page = m_pages->currentIndex();
    const bool guideShown = m_userGuide && m_userGuide->isVisible();
    // What each page shows beyond the study (typed words, choices, selections) is taken over by
    // the new pages; their results are the study's.
    const SensitivityPage::State sensitivity = m_sensitivityPage->state();
    const CalibrationsPage::State calibrations = m_calibrationsPage->state();
    const ScWeatPage::State scWeat = m_scWeatPage->state();
    const ResultsPanel::State results = m_resultsPanel->state();
    const FiguresPanel::State figures = m_figuresPanel->state();
    const TableViewState models = tableViewState(m_modelsPanel->table());
    const TableViewState suites = tableViewState(m_suitesPanel->table());
    // The pages, docks, menus and actions go; what they showed is in the study and the runner.
    delete takeCentralWidget();
    for (QDockWidget *dock : {m_jobsDock, m_issuesDock}) {
        removeDockWidget(dock);
        delete dock;
    }
    delete m_statusLabel;
    removeToolBar(m_toolBar);
    delete m_toolBar;
    delete m_userGuide;
    m_userGuide = nullptr;
    setMenuBar(new QMenuBar(this));
    delete m_interface;
    // Widgets take the locale of their parent, and the window's is the one it was made with:
    // without this, spin boxes and other number fields kept the old language's (100,000 in German).
    setLocale(QLocale());
    createInterface();
    // A widget put into the layout of a shown window is shown from the event loop, later; the dock
    // layout restored before that counts the pages as absent and gives the docks all the height
    // (the pages kept a 98 px strip at 1280 x 800 once they scroll instead of setting a minimum).
    centralWidget()->show();
    restoreState(state);
    m_figuresStale = true;
    m_pages->setCurrentIndex(page);
    updateTitle();
    updateActions();
    refresh();
    restoreTableViewState(m_modelsPanel->table(), models);
    restoreTableViewState(m_suitesPanel->table(), suites);
    m_resultsPanel->restoreState(results);
    m_figuresPanel->restoreState(figures);
    m_sensitivityPage->restoreState(sensitivity);
    m_calibrationsPage->restoreState(calibrations);
    m_scWeatPage->restoreState(scWeat);
    if (guideShown)
        showUserGuide();
    Q_EMIT interfaceRebuilt();
}

void MainWindow::changeEvent(QEvent *event)
{
    // Installing and removing translators sends several of these: the interface is made once.
    if (event->type() == QEvent::LanguageChange)
        m_interfaceTimer.start();
    QMainWindow::changeEvent(event);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.exec();
}

bool MainWindow::isLoadingBuiltinData() const
{
    return m_startPage->isLoading();
}

void MainWindow::loadBuiltinSuites()
{
    const auto dataDir = isoscope::findDataDirectory();
    if (!dataDir)
        return; // the start page says so
    auto suites = isoscope::loadSuites(*dataDir / isoscope::builtin::kSuites);
    if (suites) {
        for (auto &s : suites->suites)
            s.builtin = true;
        m_study->setBuiltinSuites(std::move(suites->suites), QString::fromStdString(suites->source));
    } else {
        addSessionIssue(Issue::Severity::Error,
                        tr("The built-in suites could not be read. %1").arg(ErrorText::describe(suites.error())));
    }
    std::vector<isoscope::SimilarityBenchmark> benchmarks;
    for (auto &read : isoscope::readBuiltinBenchmarks(*dataDir)) {
        if (read.benchmark)
            benchmarks.push_back(std::move(*read.benchmark));
        else
            addSessionIssue(Issue::Severity::Warning,
                            tr("The benchmark %1 could not be read. %2")
                                .arg(QString::fromStdString(read.name), ErrorText::describe(*read.error)));
    }
    m_runner->setBenchmarks(std::move(benchmarks));
    m_runner->setSentenceBenchmarkFolder(*dataDir);
}

void MainWindow::createActions()
{
    const auto make = [this](const QString &text, const QKeySequence &shortcut, auto slot) {
        auto *action = new QAction(text, m_interface);
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_newAction = make(tr("&New Study"), QKeySequence::New, &MainWindow::newStudy);
    m_openAction = make(tr("&Open Study…"), QKeySequence::Open, &MainWindow::chooseAndOpenStudy);
    m_demoAction = make(tr("Open &Demo Study"), QKeySequence(), &MainWindow::openDemoStudy);
    m_saveAction = make(tr("&Save"), QKeySequence::Save, [this] { save(); });
    m_saveAsAction = make(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveAs(); });
    m_exportAction =
        make(tr("&Export All Results…"), QKeySequence(Qt::CTRL | Qt::Key_E), &MainWindow::exportAllResults);
    m_exportAction->setToolTip(tr("results.json, the three tables as CSV and report.md into a folder"));
    m_exportFiguresAction =
        make(tr("Export All &Figures…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), &MainWindow::exportAllFigures);
    m_exportFiguresAction->setObjectName(QStringLiteral("exportFiguresAction"));
    m_exportFiguresAction->setToolTip(tr("Every figure of the study as PNG, SVG or PDF into a folder"));
    m_exportReportAction =
        make(tr("Export Re&port…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E), &MainWindow::exportReport);
    m_exportReportAction->setObjectName(QStringLiteral("exportReportAction"));
    m_exportReportAction->setToolTip(
        tr("A report ready for a paper: methods paragraph, APA tables, figures and references (ODF, HTML, PDF)"));
    m_quitAction = make(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), &QWidget::close);
    m_quitAction->setMenuRole(QAction::QuitRole);
    m_copyAction = make(tr("&Copy"), QKeySequence::Copy, [this] { m_resultsPanel->copySelection(); });
    m_copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    removeAction(m_copyAction);
    m_resultsPanel->addAction(m_copyAction);
    m_runAction = make(tr("&Run"), QKeySequence(Qt::CTRL | Qt::Key_R), &MainWindow::runAnalysis);
    m_runAction->setToolTip(tr("Compute what is missing for the current models, suites and options"));
    m_cancelAction = make(tr("&Cancel All Jobs"), QKeySequence(Qt::Key_Escape), &MainWindow::cancelJobs);
    m_paperAction = make(tr("&Paper Protocol"), QKeySequence(), [this] { m_optionsPanel->resetToPaperProtocol(); });
    m_preferencesAction =
        make(tr("&Preferences…"), QKeySequence(Qt::CTRL | Qt::Key_Comma), &MainWindow::showPreferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
    file->addAction(m_demoAction);
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addAction(m_exportAction);
    file->addAction(m_exportFiguresAction);
    file->addAction(m_exportReportAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_copyAction);
    edit->addSeparator();
    edit->addAction(m_preferencesAction);

    QMenu *analysis = menuBar()->addMenu(tr("&Analysis"));
    analysis->addAction(m_runAction);
    analysis->addAction(m_cancelAction);
    analysis->addSeparator();
    analysis->addAction(m_paperAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const QString pages[] = {tr("&Start"),   tr("&Models"),      tr("&Options"),      tr("S&uites"), tr("R&esults"),
                             tr("&Figures"), tr("Se&nsitivity"), tr("&Calibrations"), tr("SC-&WEAT")};
    for (int i = 0; i < static_cast<int>(std::size(pages)); ++i) {
        QAction *action = view->addAction(pages[i], this, [this, i] { showPage(static_cast<Page>(i)); });
        action->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
    }
    view->addSeparator();
    view->addAction(m_classroom->presentationAction());
    m_viewMenu = view;

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("&User Guide"), this, &MainWindow::showUserGuide);
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(m_classroom->lessonAction());
    help->addAction(m_classroom->playgroundAction());
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Isoscope"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

// Run and Cancel where a user looks for them (they are also in the Analysis menu, Ctrl+R and Esc).
void MainWindow::createToolBar()
{
    m_toolBar = new QToolBar(tr("Analysis"), this);
    m_toolBar->setObjectName(QStringLiteral("analysisToolBar"));
    m_toolBar->setAccessibleName(tr("Analysis toolbar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_runAction->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_cancelAction->setIcon(style()->standardIcon(QStyle::SP_MediaStop));
    m_toolBar->addAction(m_runAction);
    m_toolBar->addAction(m_cancelAction);
    addToolBar(Qt::TopToolBarArea, m_toolBar);
}

void MainWindow::createDocks()
{
    m_jobsView = new JobsView(m_runner, this);
    m_jobsDock = new QDockWidget(tr("Jobs"), this);
    m_jobsDock->setObjectName(QStringLiteral("jobsDock"));
    m_jobsDock->setWidget(m_jobsView);
    m_jobsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    m_issuesPanel = new IssuesPanel(this);
    m_issuesDock = new QDockWidget(tr("Issues"), this);
    m_issuesDock->setObjectName(QStringLiteral("issuesDock"));
    m_issuesDock->setWidget(m_issuesPanel);
    m_issuesDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, m_issuesDock);
    tabifyDockWidget(m_jobsDock, m_issuesDock);
    m_jobsDock->raise();
    resizeDocks({m_jobsDock}, {170}, Qt::Vertical);
    m_viewMenu->addSeparator();
    QAction *jobs = m_jobsDock->toggleViewAction();
    jobs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_viewMenu->addAction(jobs);
    QAction *issues = m_issuesDock->toggleViewAction();
    issues->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_viewMenu->addAction(issues);
    connect(m_runner, &AnalysisRunner::jobStarted, m_jobsDock, [this] {
        m_jobsDock->show();
        m_jobsDock->raise();
    });
}

void MainWindow::showPage(Page page)
{
    m_pages->setCurrentIndex(page);
}

MainWindow::Page MainWindow::currentPage() const
{
    return static_cast<Page>(m_pages->currentIndex());
}

void MainWindow::newStudy()
{
    if (!maybeSave())
        return;
    m_runner->cancelAll();
    m_sessionIssues.clear();
    m_completeOptions.reset();
    m_study->reset(defaultOptions());
    showPage(ModelsPageIndex);
}

void MainWindow::openDemoStudy()
{
    if (!maybeSave())
        return;
    m_runner->cancelAll();
    m_sessionIssues.clear();
    m_completeOptions.reset();
    m_study->reset(StudyOptions());
    m_modelsPanel->addDemoModels();
    m_study->setModified(false);
    showPage(ModelsPageIndex);
}

void MainWindow::chooseAndOpenStudy()
{
    if (!maybeSave())
        return;
    QString folder = settings::lastStudyFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open study"), folder,
                                                      tr("Isoscope studies (*.isoscope *.json);;All files (*)"));
    if (!path.isEmpty()) {
        m_study->setModified(false); // already asked
        openStudy(path);
    }
}

bool MainWindow::openStudy(const QString &path)
{
    if (!maybeSave())
        return false;
    m_runner->cancelAll();
    m_sessionIssues.clear();
    m_completeOptions.reset();
    auto loaded = StudyFile::load(*m_study, path);
    if (!loaded) {
        addSessionIssue(Issue::Severity::Error,
                        tr("The study could not be opened. %1").arg(ErrorText::describe(loaded.error())));
        m_issuesDock->show();
        m_issuesDock->raise();
        statusBar()->showMessage(tr("Could not open %1").arg(QFileInfo(path).fileName()), 8000);
        return false;
    }
    settings::lastStudyFolder.setValue(QFileInfo(path).absolutePath());
    settings::addRecentStudy(QFileInfo(path).absoluteFilePath());
    m_startPage->setRecentStudies(settings::recentStudies.value());
    refresh();
    showPage(m_results && !m_results->weat().empty() ? ResultsPageIndex : ModelsPageIndex);
    return true;
}

bool MainWindow::save()
{
    if (m_study->filePath().isEmpty())
        return saveAs();
    return saveStudyAs(m_study->filePath());
}

bool MainWindow::saveAs()
{
    QString folder = settings::lastStudyFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString suggested = m_study->filePath().isEmpty()
                                  ? QDir(folder).filePath(tr("study") + QStringLiteral(".isoscope"))
                                  : m_study->filePath();
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save study"), suggested, tr("Isoscope studies (*.isoscope)"));
    return !path.isEmpty() && saveStudyAs(path);
}

bool MainWindow::saveStudyAs(const QString &path)
{
    auto saved = StudyFile::save(*m_study, path, m_runner->benchmarkNames());
    if (!saved) {
        addSessionIssue(Issue::Severity::Error,
                        tr("The study could not be saved. %1").arg(ErrorText::describe(saved.error())));
        m_issuesDock->show();
        m_issuesDock->raise();
        return false;
    }
    settings::lastStudyFolder.setValue(QFileInfo(path).absolutePath());
    settings::addRecentStudy(QFileInfo(path).absoluteFilePath());
    m_startPage->setRecentStudies(settings::recentStudies.value());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_study->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("%1 has changes that are not saved. Save them?").arg(m_study->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::exportAllResults()
{
    if (!m_results || m_results->models.empty())
        return;
    QString folder = settings::lastExportFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export all results into"), folder);
    if (dir.isEmpty())
        return;
    settings::lastExportFolder.setValue(dir);
    // Each file is written under a temporary name and renamed into place.
    auto written = isoscope::writeResults(*m_results, std::filesystem::path(dir.toStdString()));
    if (!written)
        addSessionIssue(Issue::Severity::Error,
                        tr("The results could not be exported. %1").arg(ErrorText::describe(written.error())));
    else
        statusBar()->showMessage(
            tr("Wrote results.json, weat.csv, anisotropy.csv, similarity.csv and report.md to %1").arg(dir), 8000);
}

void MainWindow::exportAllFigures()
{
    if (!m_results || m_results->models.empty())
        return;
    showPage(FiguresPageIndex);
    m_figuresPanel->exportAllFigures();
}

void MainWindow::exportReport()
{
    if (!m_results || m_results->weat().empty())
        return;
    ReportExportDialog dialog(m_results, this);
    dialog.exec();
}

void MainWindow::updateFigures()
{
    if (currentPage() != FiguresPageIndex) {
        m_figuresStale = true;
        return;
    }
    m_figuresStale = false;
    m_figuresPanel->setResults(m_results);
}

void MainWindow::computeHeatmapVectors()
{
    if (m_runner->isRunning() || !m_results)
        return;
    const isoscope::AnalysisParams p = m_runner->params();
    const bool wasModified = m_study->isModified();
    std::vector<SetAside> setAside;
    for (const StudyModel &model : m_study->models()) {
        const auto state = m_runner->status(model).state;
        if (state == ModelStatus::State::MissingFile || state == ModelStatus::State::Failed)
            continue; // its file cannot be read: nothing to measure
        if (auto entry = m_study->results().takeAnisotropyWithoutVectors(model.key(), p))
            setAside.push_back(SetAside{model.key(), p, std::move(*entry)});
    }
    if (setAside.empty()) {
        statusBar()->showMessage(tr("The model files are needed to compute the sampled vectors again."), 6000);
        return;
    }
    m_setAside = std::move(setAside);
    m_setAsideWasModified = wasModified;
    m_runner->run();
    updateActions();
}

void MainWindow::showDrillDown(const QString &model, const QString &suite)
{
    showPage(ResultsPageIndex);
    if (!m_resultsPanel->showDrillDown(model, suite))
        m_resultsPanel->selectResult(model, suite);
}

void MainWindow::runAnalysis()
{
    if (m_study->models().isEmpty()) {
        statusBar()->showMessage(tr("Add a model first (Models page), or open the demo study."), 6000);
        showPage(ModelsPageIndex);
        return;
    }
    // What the bar compares the options with later: this run's, also when it leaves something
    // uncomputed (a model that failed), so that a change after it is named.
    m_completeOptions = m_study->options();
    m_runner->run();
    // A model whose file is gone is not run from what was read of it before: Run says so in one line
    // (the Issues dock lists each such model).
    for (const StudyModel &model : m_study->models())
        if (m_runner->status(model).state == ModelStatus::State::MissingFile) {
            statusBar()->showMessage(m_runner->unavailableText(model), 10000);
            break;
        }
    updateActions();
}

void MainWindow::cancelJobs()
{
    m_runner->cancelAll();
}

void MainWindow::setBottomDocksVisible(bool visible)
{
    m_jobsDock->setVisible(visible);
    m_issuesDock->setVisible(visible);
}

void MainWindow::setJobsDockHeight(int height)
{
    resizeDocks({m_jobsDock}, {height}, Qt::Vertical);
}

void MainWindow::scheduleRefresh()
{
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void MainWindow::refresh()
{
    m_results = std::make_shared<const isoscope::AnalysisResult>(m_runner->assemble());
    m_resultsPanel->setResults(m_results, m_runner->rawOnly());
    updateFigures();
    QList<Issue> issues = m_sessionIssues;
    issues.append(IssueListModel::collect(*m_study, *m_runner, *m_results));
    m_issuesPanel->model()->setIssues(issues);
    const int errors = m_issuesPanel->model()->count(Issue::Severity::Error);
    const int warnings = m_issuesPanel->model()->count(Issue::Severity::Warning);
    // "1 error", "5 warnings": the counts that are there, each in its number.
    QStringList counts;
    if (errors > 0)
        counts << (errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors));
    if (warnings > 0)
        counts << (warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings));
    m_issuesDock->setWindowTitle(counts.isEmpty() ? tr("Issues") : tr("Issues (%1)").arg(counts.join(tr(", "))));
    updateActions();
    updateBanners();
    Q_EMIT resultsUpdated();
}

void MainWindow::updateBanners()
{
    const std::vector<PendingWork> pending = m_runner->pendingWork();
    const bool any = std::any_of(pending.begin(), pending.end(), [](const PendingWork &w) { return w.any(); });
    if (!any && m_results && !m_results->models.empty())
        m_completeOptions = m_study->options();
    QString message;
    if (any && !m_runner->isRunning()) {
        const QStringList changes =
            m_completeOptions ? OutOfDateBanner::changedOptions(*m_completeOptions, m_study->options()) : QStringList();
        message = OutOfDateBanner::describe(pending, changes);
        // Results the study kept for a model file whose content is another: said first.
        QStringList changed, unverified;
        for (const auto &[name, why] : m_runner->setAsideModels())
            (why == AnalysisRunner::SetAside::ContentChanged ? changed : unverified).append(name);
        if (const QString setAside = OutOfDateBanner::describeSetAside(changed, unverified); !setAside.isEmpty())
            message = setAside + QLatin1Char(' ') + message;
    }
    m_resultsPanel->banner()->setMessage(message);
    m_figuresPanel->banner()->setMessage(message);
    // With nothing to show for the current settings, the page says why, not "add models".
    QString empty;
    if (any && m_completeOptions && *m_completeOptions != m_study->options())
        empty = tr("No results for the current settings yet: the bar above says what changed since the last run. "
                   "Press Run (Ctrl+R) to compute them, or change the settings back to see the results kept.");
    else if (any)
        empty = tr("No results yet: press Run (Ctrl+R) to compute what the bar above lists.");
    m_resultsPanel->setEmptyText(empty);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Isoscope %2")
                       .arg(escape::shownName(m_study->displayName()), QString::fromUtf8(isoscope::kVersion)));
    setWindowModified(m_study->isModified());
}

void MainWindow::updateActions()
{
    const bool running = m_runner->isRunning();
    m_runAction->setEnabled(!running);
    m_cancelAction->setEnabled(running || m_runner->jobs()->activeCount() > 0);
    m_exportAction->setEnabled(m_results && !m_results->models.empty());
    m_exportFiguresAction->setEnabled(m_results && !m_results->models.empty());
    m_exportReportAction->setEnabled(m_results && !m_results->weat().empty());
    if (!m_statusLabel)
        return;
    if (running)
        m_statusLabel->setText(tr("Running… (Esc cancels)"));
    else if (m_results && !m_results->weat().empty())
        m_statusLabel->setText(m_resultsPanel->countsText());
    else
        m_statusLabel->setText(tr("%n model(s), %1", nullptr, static_cast<int>(m_study->models().size()))
                                   .arg(tr("%n suite(s)", nullptr, static_cast<int>(m_study->allSuites().size()))));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = settings::recentStudies.value();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openStudy(path); })->setToolTip(path);
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent studies"))->setEnabled(false);
}

void MainWindow::showIssueCause(const Issue &issue)
{
    switch (issue.target) {
    case Issue::Target::Model:
        showPage(ModelsPageIndex);
        m_modelsPanel->selectModel(issue.model);
        break;
    case Issue::Target::Suite:
        showPage(SuitesPageIndex);
        m_suitesPanel->selectSuite(issue.suite);
        break;
    case Issue::Target::Options: showPage(OptionsPageIndex); break;
    case Issue::Target::Result:
        showPage(ResultsPageIndex);
        if (!issue.suite.isEmpty() && m_resultsPanel->showDrillDown(issue.model, issue.suite))
            break;
        m_resultsPanel->selectResult(issue.model, issue.suite);
        break;
    }
}

void MainWindow::addSessionIssue(Issue::Severity severity, const QString &message)
{
    m_sessionIssues.append(Issue{severity, Issue::Target::Model, message, {}, {}});
    scheduleRefresh();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_closing = true;
    // Nothing is written by the jobs themselves: cancelling and waiting leaves no file half-written.
    m_runner->cancelAll();
    m_runner->waitForAll();
    settings::windowGeometry.setValue(saveGeometry());
    settings::windowState.setValue(saveState());
    event->accept();
}

void MainWindow::showUserGuide()
{
    if (!m_userGuide)
        m_userGuide = new UserGuideWindow(this);
    m_userGuide->show();
    m_userGuide->raise();
    m_userGuide->activateWindow();
}

void MainWindow::showAbout()
{
    const QString text =
        tr("<h3>Isoscope %1</h3>"
           "<p>Measures bias in word embeddings with the Word Embedding Association Test (WEAT), on the vectors "
           "as they are and after ZCA whitening, and reports both results side by side.</p>"
           "<p>The method follows <i>Calibrating WEAT Against Anisotropy: ZCA Whitening as a Geometric "
           "Pre-Processing Step for Embedding Association Tests</i> (AIES 2026, arXiv:2608.06908). WEAT is from "
           "Caliskan, Bryson and Narayanan, <i>Semantics derived automatically from language corpora contain "
           "human-like biases</i>, Science 356 (2017).</p>"
           "<p>Isoscope is free software under the MIT licence. The word lists, benchmarks and demo embeddings "
           "that come with it keep their own licences; PROVENANCE.md in the data folder lists them.</p>")
            .arg(QString::fromUtf8(isoscope::kVersion));
    // Looked up now, in this process: the library file and the kernel OpenBLAS chose for this processor.
    const QString blas = tr("<p>Linear algebra (BLAS and LAPACK): %1</p>")
                             .arg(QString::fromStdString(describeBlas(loadedBlas())).toHtmlEscaped());
    QMessageBox::about(this, tr("About Isoscope"), text + blas);
}

} // namespace isoscope::ui
