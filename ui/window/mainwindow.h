#pragma once

#include "core/analysis/resultstore.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/study/study.h"

#include <QMainWindow>
#include <QTimer>

#include <map>
#include <memory>
#include <optional>
#include <string>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QToolBar;

namespace isoscope {
struct AnalysisResult;
}

namespace isoscope::ui {

class AnalysisRunner;
class Classroom;
class IssuesPanel;
class JobsView;
class ModelsPanel;
class OptionsPanel;
class FiguresPanel;
class ResultsPanel;
class SensitivityPage;
class CalibrationsPage;
class ScWeatPage;
class StartPage;
class Study;
class SuitesPanel;
class UserGuideWindow;

/// The window: a study (models, options, suites, results) on pages, the jobs and the issues in
/// docks below, and the menus and shortcuts that work on the study.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum Page {
        StartPageIndex,
        ModelsPageIndex,
        OptionsPageIndex,
        SuitesPageIndex,
        ResultsPageIndex,
        FiguresPageIndex,
        SensitivityPageIndex,
        CalibrationsPageIndex,
        ScWeatPageIndex
    };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// True while the built-in demo models of the start page are still being read.
    bool isLoadingBuiltinData() const;

    Study *study() const { return m_study; }
    AnalysisRunner *runner() const { return m_runner; }
    ResultsPanel *resultsPanel() const { return m_resultsPanel; }
    /// The paper's figures of the current results (brought up to date when it is shown).
    FiguresPanel *figuresPanel() const { return m_figuresPanel; }
    ModelsPanel *modelsPanel() const { return m_modelsPanel; }
    SuitesPanel *suitesPanel() const { return m_suitesPanel; }
    SensitivityPage *sensitivityPage() const { return m_sensitivityPage; }
    CalibrationsPage *calibrationsPage() const { return m_calibrationsPage; }
    ScWeatPage *scWeatPage() const { return m_scWeatPage; }
    IssuesPanel *issuesPanel() const { return m_issuesPanel; }
    JobsView *jobsView() const { return m_jobsView; }
    /// The lesson, the playground and presentation mode.
    Classroom *classroom() const { return m_classroom; }
    void showPage(Page page);
    Page currentPage() const;

    /// The demo study: the two bundled models, the built-in suites, the paper's protocol.
    void openDemoStudy();
    /// Opens a study file (after asking to save the current one); errors go to the issues panel.
    bool openStudy(const QString &path);
    bool saveStudyAs(const QString &path);
    /// Runs what is missing.
    void runAnalysis();
    void cancelJobs();
    /// Shows or hides the jobs and issues docks.
    void setBottomDocksVisible(bool visible);
    void setJobsDockHeight(int height);
    /// Opens the user guide window (Help > User Guide, F1), or raises it when it is open.
    void showUserGuide();
    UserGuideWindow *userGuide() const { return m_userGuide; }
    /// The results shown now.
    std::shared_ptr<const isoscope::AnalysisResult> currentResults() const { return m_results; }

Q_SIGNALS:
    /// The built-in data is read (or failed to be, which the window then says).
    void builtinDataLoaded();
    /// The tables show new results.
    void resultsUpdated();
    /// The pages, docks and menus were made again (after a change of language); the pointers to
    /// panels taken before are gone.
    void interfaceRebuilt();

public:
    /// Makes the pages, docks, menus and actions again in the current language, keeping the
    /// study, its results, the page shown and the dock layout. Runs by itself on LanguageChange.
    void rebuildInterface();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Makes everything that shows text: pages, actions, menus, docks, status bar. Anything that
    /// shows text belongs here (or in a function called from here), so a change of language
    /// makes it again; the study and runner and their connections are made once, in the constructor.
    void createInterface();
    void showPreferences();
    void createActions();
    void createMenus();
    void createDocks();
    void createToolBar();
    /// The banners of the Results and Figures pages: what changed and what Run would compute.
    void updateBanners();
    void loadBuiltinSuites();
    void newStudy();
    void chooseAndOpenStudy();
    bool save();
    bool saveAs();
    /// Asks whether to save unsaved changes; false means "stay".
    bool maybeSave();
    void exportAllResults();
    void exportAllFigures();
    void exportReport();
    /// Gives the figures page the current results, now if it is shown, else when it is next shown.
    void updateFigures();
    /// Measures the anisotropy again for the models whose results lack the heatmap's sampled
    /// vectors (a reopened study), keeping the saved entries if that fails.
    void computeHeatmapVectors();
    void showDrillDown(const QString &model, const QString &suite);
    void scheduleRefresh();
    void refresh();
    void updateTitle();
    void updateActions();
    void updateRecentMenu();
    void showIssueCause(const Issue &issue);
    void addSessionIssue(Issue::Severity severity, const QString &message);
    void showAbout();

    Study *m_study;
    AnalysisRunner *m_runner;
    Classroom *m_classroom = nullptr;
    QTabWidget *m_pages = nullptr;
    StartPage *m_startPage = nullptr;
    ModelsPanel *m_modelsPanel = nullptr;
    OptionsPanel *m_optionsPanel = nullptr;
    SuitesPanel *m_suitesPanel = nullptr;
    ResultsPanel *m_resultsPanel = nullptr;
    FiguresPanel *m_figuresPanel = nullptr;
    bool m_figuresStale = true;
    /// Anisotropy entries set aside while computeHeatmapVectors runs: model key, the parameters
    /// they were measured with, the entry.
    struct SetAside {
        std::string modelKey;
        isoscope::AnalysisParams params;
        isoscope::AnisotropyEntry entry;
    };
    std::vector<SetAside> m_setAside;
    bool m_setAsideWasModified = false;
    SensitivityPage *m_sensitivityPage = nullptr;
    CalibrationsPage *m_calibrationsPage = nullptr;
    ScWeatPage *m_scWeatPage = nullptr;
    JobsView *m_jobsView = nullptr;
    IssuesPanel *m_issuesPanel = nullptr;
    UserGuideWindow *m_userGuide = nullptr;
    QDockWidget *m_jobsDock = nullptr;
    QDockWidget *m_issuesDock = nullptr;
    QLabel *m_statusLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    /// The options of the last time every result was computed (what the banners compare with).
    std::optional<StudyOptions> m_completeOptions;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportFiguresAction = nullptr;
    QAction *m_exportReportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_paperAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QObject *m_interface = nullptr; ///< parent of the actions, so that a rebuild deletes them
    QTimer m_interfaceTimer;
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QList<Issue> m_sessionIssues;
    QTimer m_refreshTimer;
    bool m_closing = false;
};

} // namespace isoscope::ui
