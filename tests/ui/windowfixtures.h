#pragma once
// Waiting on a main window in the page tests (offscreen): the study's models loaded.
#include "tests/ui/userinput.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/outofdatebanner.h"
#include "ui/jobs/jobpool.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QSemaphore>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <memory>

namespace windowfixtures {

inline constexpr int kTimeoutMs = 120000;

/// What every window test sets first: test-mode settings, no quit when a window closes, the
/// built-in data from the source tree, embedding caches in cacheDir.
inline void useTestEnvironment(const QString &cacheDir)
{
    QStandardPaths::setTestModeEnabled(true);
    // Nothing from an earlier run: a run stopped in presentation mode or in German left that in
    // the test's settings, and the next run started so (a window too tall for 1024 x 768).
    QSettings().clear();
    QApplication::setQuitOnLastWindowClosed(false);
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(cacheDir));
}

/// Writes bytes to a file a test feeds to the window (a model, a suites file); false if it could not.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// What the bar above a results view says (empty when it is hidden): "Changed since the last run: ...".
inline QString bannerText(const QWidget *page)
{
    const auto *banner = page->findChild<isoscope::ui::OutOfDateBanner *>();
    return banner ? banner->message() : QString();
}

/// The tab bar of the QTabWidget of that object name in window ("pages", "figureTabs", ...), or null.
inline QTabBar *tabBarOf(QWidget *window, const char *objectName)
{
    auto *tabs = window->findChild<QTabWidget *>(QString::fromLatin1(objectName));
    return tabs ? tabs->tabBar() : nullptr;
}

/// True once the window's run has ended (every job done, failed or cancelled).
inline bool runFinished(isoscope::ui::MainWindow &window)
{
    return QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kTimeoutMs);
}

/// True once every model of the window's study has been read (or imported into its cache).
inline bool modelsLoaded(isoscope::ui::MainWindow &window)
{
    return QTest::qWaitFor(
        [&] {
            for (const isoscope::ui::StudyModel &m : window.study()->models())
                if (!window.runner()->loadedModel(m))
                    return false;
            return true;
        },
        kTimeoutMs);
}

/// What a user does first: shows the window, opens the demo study from the File menu and runs it
/// with Ctrl+R. True once its models are read and the run has ended; a failing step has said why.
inline bool openDemoStudyAndRun(isoscope::ui::MainWindow &window)
{
    return userinput::showAndActivate(&window)
           && userinput::chooseMenu(&window, {QStringLiteral("File"), QStringLiteral("Open Demo Study")})
           && modelsLoaded(window) && userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)) && runFinished(window);
}

/// The one window a test class shares between its tests, in a temporary folder that holds its
/// embedding caches and whatever the tests write: open() makes it at 1280 x 800 and opens and runs
/// the demo study as a user does (openDemoStudyAndRun). Closed without asking to save.
class DemoStudyWindow
{
public:
    ~DemoStudyWindow() { close(); }

    /// True once the run has ended; a failing step has said why.
    bool open()
    {
        if (!m_dir.isValid()) {
            QTest::qFail("the temporary folder could not be made", __FILE__, __LINE__);
            return false;
        }
        useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
        m_window = std::make_unique<isoscope::ui::MainWindow>();
        m_window->resize(1280, 800);
        return openDemoStudyAndRun(*m_window);
    }
    isoscope::ui::MainWindow *window() const { return m_window.get(); }
    /// A path inside the temporary folder.
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    void close()
    {
        if (m_window)
            m_window->study()->setModified(false);
        m_window.reset();
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<isoscope::ui::MainWindow> m_window;
};

/// Keeps every worker of the jobs' pool busy, so that a job started meanwhile stays queued (and a
/// cancel reaches it before it can end). release() frees them; so does the destructor, so that a
/// failing check cannot leave the pool blocked when the test program exits.
class JobWorkersHeld
{
public:
    JobWorkersHeld() : m_workers(isoscope::ui::jobPool().maxThreadCount())
    {
        for (int i = 0; i < m_workers; ++i)
            isoscope::ui::jobPool().start([this] { m_hold.acquire(); });
    }
    ~JobWorkersHeld() { release(); }
    Q_DISABLE_COPY_MOVE(JobWorkersHeld)
    void release()
    {
        m_hold.release(m_workers);
        m_workers = 0;
    }

private:
    QSemaphore m_hold;
    int m_workers;
};

} // namespace windowfixtures
