#pragma once

#include "ui/window/modelsummary.h"

#include <QFutureWatcher>
#include <QWidget>

#include <filesystem>

class QLabel;
class QTableView;

namespace isoscope::ui {

class ModelSummaryTableModel;
class SuiteTableModel;

/// The first thing the window shows: what Isoscope is, and the data that comes with it (the ten
/// built-in WEAT suites and the two demo models, read on a worker thread).
class StartPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartPage)

public:
    explicit StartPage(QWidget *parent = nullptr);
    ~StartPage() override;

    /// True until the demo models have been read (or have failed to).
    bool isLoading() const { return m_loading; }
    /// Lists recent study files as links.
    void setRecentStudies(const QStringList &paths);

Q_SIGNALS:
    /// The demo models have been read, or have failed to; the table and messages are up to date.
    void demoModelsLoaded();
    void openDemoStudyRequested();
    void newStudyRequested();
    void openStudyRequested();
    void openRecentRequested(const QString &path);
    void lessonRequested();
    void playgroundRequested();

private:
    QWidget *createContents();
    QWidget *createHeader();
    QWidget *createSuiteSection();
    QWidget *createModelSection();
    void loadBuiltinData();
    void loadSuites(const std::filesystem::path &dataDir);
    void startReadingDemoModels(const std::filesystem::path &dataDir);
    void addDemoModel(const ModelSummary &model);
    void finishReadingDemoModels();

    SuiteTableModel *m_suiteModel = nullptr;
    ModelSummaryTableModel *m_modelModel = nullptr;
    QFutureWatcher<ModelSummary> m_modelWatcher;
    QStringList m_modelErrors;
    bool m_loading = false;

    QWidget *m_suiteSection = nullptr;
    QWidget *m_modelSection = nullptr;
    QTableView *m_suiteTable = nullptr;
    QTableView *m_modelTable = nullptr;
    QLabel *m_suiteErrorLabel = nullptr;
    QLabel *m_modelStatusLabel = nullptr;
    QLabel *m_dataErrorLabel = nullptr;
    QLabel *m_dataFolderLabel = nullptr;
    QLabel *m_recentLabel = nullptr;
};

} // namespace isoscope::ui
