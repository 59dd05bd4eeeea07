// Touch everything (issue 12): with the demo study open and run, in one language (the environment's
// ISOSCOPE_TOUCH_LANGUAGE: en, de or zh_CN; CTest runs one process per language), at 1024 x 768,
// 1280 x 720 and 1600 x 1000, click every enabled button and tab and trigger every enabled menu
// action of every page, dock, window and dialog the window opens, as a person would (userinput.h).
// Dialogs are answered by a watcher: a file dialog that saves or picks a folder gets a path in a
// temporary folder, one that opens a file is cancelled, a message box gets Escape, the window's own
// dialogs are closed. What a click takes away (the study, the window) is put back from a saved
// copy of the study, without computing.
//
// It fails on a crash (the process dies), on a warning of QAbstractItemModelTester (attached to
// every item view's model), on a stall of the event loop over one second, when the window is not
// the size asked for (with its docks open, in presentation mode and out of it), and when the window
// does not answer afterwards.
//
// A stall is what tests/ui/stallwatch.h measures: more than one second of the GUI thread's own
// time on one event.
#include "tests/ui/stallwatch.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/classroom/presentationmode.h"
#include "ui/common/language.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <map>

namespace ui = userinput;
using stallwatch::StallWatch;
using namespace isoscope::ui;

namespace {

// Warnings of the model testers (and every other warning, for the summary).
QStringList g_modelWarnings;
QStringList g_otherWarnings;
QtMessageHandler g_previousHandler = nullptr;

void collectWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg || type == QtCriticalMsg) {
        if (context.category && QByteArray(context.category) == "qt.modeltest")
            g_modelWarnings.append(message);
        else if (g_otherWarnings.size() < 200 && !g_otherWarnings.contains(message))
            g_otherWarnings.append(message);
    }
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

QString plain(QString text)
{
    text.remove(QLatin1Char('&'));
    const qsizetype tab = text.indexOf(QLatin1Char('\t'));
    return tab >= 0 ? text.left(tab) : text;
}

} // namespace

class TestTouchEverything final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_language;
    QString m_studyPath;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<StallWatch> m_stalls;
    std::unique_ptr<ui::ModalAnswer> m_dialogs;
    int m_paths = 0;
    int m_buttons = 0;
    int m_tabs = 0;
    int m_actions = 0;
    int m_windows = 0;
    int m_restores = 0;
    int m_pages = 0;
    QSet<QString> m_pageNames;
    QSet<QAbstractItemModel *> m_testedModels;
    QList<QPointer<QAbstractItemModelTester>> m_testers;
    QStringList m_sizes;

    // The dialog watcher's answer: every dialog the walk opens ends here.
    void answer(QWidget *dialog)
    {
        if (auto *files = qobject_cast<QFileDialog *>(dialog)) {
            const bool opens =
                files->acceptMode() == QFileDialog::AcceptOpen && files->fileMode() != QFileDialog::Directory;
            if (opens)
                return ui::closeDialog(dialog);
            QString path = QDir(m_dir.path()).filePath(QStringLiteral("out%1").arg(++m_paths));
            if (files->fileMode() == QFileDialog::Directory)
                QDir().mkpath(path);
            else if (!files->defaultSuffix().isEmpty())
                path += QLatin1Char('.') + files->defaultSuffix();
            return ui::choosePath(path)(dialog);
        }
        ui::closeDialog(dialog); // a message box: Escape (No, Cancel, Close); the window's dialogs: closed
    }

    void attachModelTesters()
    {
        for (QWidget *top : QApplication::topLevelWidgets())
            for (QAbstractItemView *view : top->findChildren<QAbstractItemView *>()) {
                QAbstractItemModel *model = view->model();
                if (!model || m_testedModels.contains(model))
                    continue;
                m_testedModels.insert(model);
                QObject::connect(model, &QObject::destroyed, [this, model] { m_testedModels.remove(model); });
                m_testers.append(new QAbstractItemModelTester(
                    model, QAbstractItemModelTester::FailureReportingMode::Warning, model));
            }
    }

    // Puts back what a click took away: the window, the study with its results (from the saved file,
    // without computing), a window size.
    bool restore(const QSize &size)
    {
        // A dialog the last click opened (the figure export dialog comes a moment after its menu
        // item) is answered by the watcher first: a menu bar under a modal dialog does not open.
        if (!QTest::qWaitFor([] { return QApplication::activeModalWidget() == nullptr; }, 10000))
            return false;
        bool restored = false;
        if (!m_window->isVisible()) {
            m_window->show();
            restored = true;
        }
        const auto results = m_window->currentResults();
        const bool complete = m_window->study()->models().size() == 2 && results && results->weat().size() == 20
                              && m_window->study()->userSuites().empty();
        if (!complete) {
            m_window->runner()->cancelAll();
            m_window->study()->setModified(false);
            if (!m_window->openStudy(m_studyPath))
                return false;
            if (!windowfixtures::modelsLoaded(*m_window))
                return false;
            restored = true;
        }
        if (m_window->size() != size)
            m_window->resize(size);
        if (QApplication::activeWindow() != m_window.get()) {
            m_window->activateWindow();
            if (!QTest::qWaitForWindowActive(m_window.get()))
                return false;
        }
        m_restores += restored;
        return true;
    }

    // Closes the windows a click opened (the user guide, the lesson, the playground) after clicking
    // their buttons.
    void walkOtherWindows(QSet<QObject *> &clicked)
    {
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top == m_window.get() || !top->isVisible() || top->isModal() || qobject_cast<QMenu *>(top)
                || top->windowType() == Qt::ToolTip || top->windowType() == Qt::Popup || !top->isWindow())
                continue;
            ++m_windows;
            attachModelTesters();
            const QString name = top->windowTitle();
            for (int round = 0; round < 40; ++round) {
                QAbstractButton *next = nullptr;
                for (QAbstractButton *b : top->findChildren<QAbstractButton *>())
                    if (b->isVisible() && b->isEnabled() && !clicked.contains(b) && !ui::accessibleName(b).isEmpty()) {
                        next = b;
                        break;
                    }
                if (!next)
                    break;
                clicked.insert(next);
                m_stalls->setDoing(name + QStringLiteral(" > ") + ui::accessibleName(next));
                if (!ui::click(next))
                    return;
                ++m_buttons;
                QTest::qWait(5);
            }
            top->close();
        }
    }

    // Clicks every enabled button and tab there is on the current page (and the docks and toolbar),
    // each once; new ones that appear (a tab shows others) are clicked too.
    void walkPage(int page, const QSize &size, QSet<QObject *> &clicked, QSet<QString> &tabsClicked)
    {
        QTabBar *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar();
        const QString pageName = plain(pages->tabText(page));
        for (int round = 0; round < 300; ++round) {
            if (!restore(size))
                QFAIL("the study could not be put back");
            if (pages->currentIndex() != page)
                USER_CHECK(ui::clickTab(pages, pageName));
            attachModelTesters();
            // A tab not clicked yet (a page's own tabs: Table A1, 2, 3; the figures).
            bool did = false;
            for (QTabBar *bar : m_window->findChildren<QTabBar *>()) {
                if (bar == pages || !bar->isVisible() || bar->parentWidget() == nullptr
                    || qobject_cast<QMainWindow *>(bar->parentWidget()))
                    continue; // the pages themselves, and the docks' tabs (walked as docks)
                for (int i = 0; i < bar->count() && !did; ++i) {
                    const QString key = pageName + QLatin1Char('/') + plain(bar->tabText(i));
                    if (tabsClicked.contains(key) || !bar->isTabEnabled(i))
                        continue;
                    tabsClicked.insert(key);
                    m_stalls->setDoing(pageName + QStringLiteral(" > tab ") + plain(bar->tabText(i)));
                    USER_CHECK(ui::clickTab(bar, plain(bar->tabText(i))));
                    ++m_tabs;
                    did = true;
                }
            }
            if (did)
                continue;
            QAbstractButton *next = nullptr;
            for (QAbstractButton *b : m_window->findChildren<QAbstractButton *>()) {
                if (!b->isVisible() || !b->isEnabled() || clicked.contains(b)
                    || qobject_cast<QTabBar *>(b->parentWidget()))
                    continue;
                if (b->objectName().startsWith(QLatin1String("qt_")))
                    continue; // Qt's own: a dock's close and float buttons (the View menu's Jobs and Issues are
                              // walked), a tool bar's or menu bar's extension arrow
                next = b;
                break;
            }
            if (!next)
                return;
            clicked.insert(next);
            const QString name = ui::accessibleName(next);
            QVERIFY2(
                !name.isEmpty(),
                qPrintable(
                    QStringLiteral("%1: a button without an accessible name (%2)").arg(pageName, next->objectName())));
            m_stalls->setDoing(pageName + QStringLiteral(" > ") + name);
            auto *tool = qobject_cast<QToolButton *>(next);
            if (tool && tool->menu() && tool->popupMode() == QToolButton::InstantPopup) {
                for (QAction *item : tool->menu()->actions()) {
                    if (item->isSeparator() || !item->isEnabled() || !item->isVisible())
                        continue;
                    if (!restore(size))
                        QFAIL("the study could not be put back");
                    if (pages->currentIndex() != page)
                        USER_CHECK(ui::clickTab(pages, pageName));
                    m_stalls->setDoing(pageName + QStringLiteral(" > ") + name + QStringLiteral(" > ")
                                       + plain(item->text()));
                    USER_CHECK(ui::clickAndChoose(tool, {plain(item->text())}));
                    ++m_actions;
                }
            } else {
                USER_CHECK(ui::click(next));
            }
            ++m_buttons;
            QTest::qWait(5);
            walkOtherWindows(clicked);
        }
        QFAIL(qPrintable(pageName + QStringLiteral(": more than 300 things to click; the walk does not end")));
    }

    // Every enabled item of every menu (and submenu) of the menu bar, each clicked open from the bar.
    void walkMenus(const QSize &size, QSet<QObject *> &clicked)
    {
        QStringList paths;
        std::function<void(QMenu *, const QString &)> collect = [&](QMenu *menu, const QString &prefix) {
            Q_EMIT menu->aboutToShow(); // the Open Recent menu fills itself here
            for (QAction *a : menu->actions()) {
                if (a->isSeparator() || !a->isVisible() || a->menuRole() == QAction::QuitRole)
                    continue; // Quit ends the program: nothing to walk after it
                const QString path = prefix + QLatin1Char('\x1f') + plain(a->text());
                if (a->menu())
                    collect(a->menu(), path);
                else
                    paths.append(path);
            }
        };
        for (QAction *title : m_window->menuBar()->actions())
            if (title->menu())
                collect(title->menu(), plain(title->text()));
        for (const QString &path : std::as_const(paths)) {
            if (!restore(size))
                QFAIL("the study could not be put back");
            const QStringList items = path.split(QLatin1Char('\x1f'));
            // Find the action again (the interface may have been made again): skip it when disabled.
            QMenu *menu = nullptr;
            for (QAction *title : m_window->menuBar()->actions())
                if (plain(title->text()) == items.first())
                    menu = title->menu();
            QAction *action = nullptr;
            for (qsizetype i = 1; menu && i < items.size(); ++i) {
                Q_EMIT menu->aboutToShow();
                action = nullptr;
                for (QAction *a : menu->actions())
                    if (!a->isSeparator() && a->isVisible() && plain(a->text()) == items[i])
                        action = a;
                if (!action || !action->isEnabled())
                    break;
                menu = action->menu();
            }
            if (!action || !action->isEnabled())
                continue;
            m_stalls->setDoing(QStringLiteral("menu ") + items.join(QStringLiteral(" > ")));
            USER_CHECK(ui::chooseMenu(m_window.get(), items));
            ++m_actions;
            QTest::qWait(5);
            if (QMenu *open = ui::openPopup())
                open->close();
            walkOtherWindows(clicked);
        }
    }

    void walk(const QSize &size)
    {
        m_sizes.append(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height()));
        QVERIFY(restore(size));
        m_window->setBottomDocksVisible(true); // the View menu of the walk before may have hidden them
        // The window takes the size with the docks open, with presentation mode on and off (Ctrl+Shift+P:
        // the View menu's walk of the size before may have left it either way).
        const bool presenting = presentation::isEnabled();
        for (int mode = 0; mode < 2; ++mode) {
            if (mode == 1) {
                USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)));
                QCOMPARE(presentation::isEnabled(), !presenting);
            }
            m_window->resize(size);
            QTest::qWait(50);
            QVERIFY2(m_window->size() == size, qPrintable(QStringLiteral("asked for %1 x %2, the window is %3 x %4")
                                                              .arg(size.width())
                                                              .arg(size.height())
                                                              .arg(m_window->width())
                                                              .arg(m_window->height())));
        }
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)));
        QCOMPARE(presentation::isEnabled(), presenting);
        QSet<QObject *> clicked;
        QSet<QString> tabsClicked;
        QTabBar *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar();
        for (int page = 0; page < pages->count(); ++page) {
            m_pageNames.insert(plain(pages->tabText(page)));
            ++m_pages;
            walkPage(page, size, clicked, tabsClicked);
            if (QTest::currentTestFailed())
                return;
            pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar();
        }
        walkMenus(size, clicked);
        QVERIFY2(g_modelWarnings.isEmpty(), qPrintable(g_modelWarnings.join(QLatin1Char('\n'))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_language = qEnvironmentVariable("ISOSCOPE_TOUCH_LANGUAGE", QStringLiteral("en"));
        // Settings of its own per language: CTest runs the three languages at once.
        QCoreApplication::setApplicationName(QStringLiteral("tst_toucheverything_") + m_language);
        windowfixtures::useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
        g_previousHandler = qInstallMessageHandler(collectWarnings);
        Language::apply(QStringLiteral("en"));
        m_stalls = std::make_unique<StallWatch>();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        USER_CHECK(ui::showAndActivate(m_window.get()));
        // The language, chosen as a user does: Edit > Preferences…, the Language list, OK.
        if (m_language != QLatin1String("en")) {
            QString name;
            for (const Language::Choice &choice : Language::choices())
                if (choice.code == m_language)
                    name = choice.name;
            QVERIFY2(!name.isEmpty(), qPrintable(m_language));
            QSignalSpy rebuilt(m_window.get(), &MainWindow::interfaceRebuilt);
            bool chosen = false;
            {
                ui::ModalAnswer preferences([&](QWidget *dialog) {
                    chosen = ui::chooseInCombo(ui::find<QComboBox>(dialog, QStringLiteral("Language")), name)
                             && ui::click(ui::find<QPushButton>(dialog, QStringLiteral("OK")));
                });
                USER_CHECK(ui::chooseMenu(m_window.get(), {QStringLiteral("Edit"), QStringLiteral("Preferences…")}));
            }
            QVERIFY(chosen);
            QVERIFY(!rebuilt.isEmpty() || rebuilt.wait(10000)); // the rebuild may come within the click
            QCOMPARE(Language::effective(), m_language);
        }
        m_dialogs = std::make_unique<ui::ModalAnswer>([this](QWidget *dialog) { answer(dialog); });
        // The demo study, run, and saved (the copy that restore() reopens).
        m_window->openDemoStudy();
        QVERIFY(windowfixtures::modelsLoaded(*m_window));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(QTest::qWaitFor([this] { return !m_window->runner()->isRunning(); }, windowfixtures::kTimeoutMs));
        QCOMPARE(m_window->currentResults()->weat().size(), std::size_t(20));
        m_studyPath = m_dir.filePath(QStringLiteral("demo.isoscope"));
        QVERIFY(m_window->saveStudyAs(m_studyPath));
    }

    void touchEverything_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024 x 768") << QSize(1024, 768);
        QTest::newRow("1280 x 720") << QSize(1280, 720);
        QTest::newRow("1600 x 1000") << QSize(1600, 1000);
    }

    void touchEverything()
    {
        QFETCH(QSize, size);
        walk(size);
    }

    // Afterwards the window still answers: a key switches the page, Run runs, and it closes.
    void theWindowStillAnswers()
    {
        QVERIFY(restore(QSize(1280, 800)));
        m_stalls->setDoing(QStringLiteral("the last checks"));
        m_window->runner()->cancelAll();
        QVERIFY(QTest::qWaitFor([this] { return !m_window->runner()->isRunning(); }, windowfixtures::kTimeoutMs));
        bool answered = false;
        QTimer::singleShot(0, m_window.get(), [&answered] { answered = true; });
        QVERIFY(QTest::qWaitFor([&answered] { return answered; }, 5000));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_5)));
        QCOMPARE(m_window->currentPage(), MainWindow::ResultsPageIndex);
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(QTest::qWaitFor([this] { return !m_window->runner()->isRunning(); }, windowfixtures::kTimeoutMs));
        QCOMPARE(m_window->currentResults()->weat().size(), std::size_t(20));
    }

    void cleanupTestCase()
    {
        const int dialogs = m_dialogs ? m_dialogs->count() : 0;
        m_dialogs.reset();
        // The testers go first: a model that resets while its view is destroyed (the user guide's
        // tree) would otherwise be checked half destroyed.
        for (const QPointer<QAbstractItemModelTester> &tester : std::as_const(m_testers))
            delete tester.data();
        m_testers.clear();
        if (m_window) {
            m_window->study()->setModified(false);
            m_window->close();
            m_window.reset();
        }
        qInstallMessageHandler(g_previousHandler);
        QStringList pages = m_pageNames.values();
        pages.sort();
        qInfo().noquote() << QStringLiteral(
                                 "touch everything [%1]: %2 pages (%3 page visits), %4 buttons and %5 tabs clicked, %6 "
                                 "menu actions triggered, %7 dialogs answered, %8 other windows walked, %9 restores; "
                                 "sizes %10")
                                 .arg(m_language)
                                 .arg(m_pageNames.size())
                                 .arg(m_pages)
                                 .arg(m_buttons)
                                 .arg(m_tabs)
                                 .arg(m_actions)
                                 .arg(dialogs)
                                 .arg(m_windows)
                                 .arg(m_restores)
                                 .arg(m_sizes.join(QStringLiteral(", ")));
        qInfo().noquote() << QStringLiteral("pages: %1").arg(pages.join(QStringLiteral(", ")));
        qInfo().noquote() << QStringLiteral(
                                 "worst stall of the GUI thread's own: %1 ms (%2); worst wall-clock gap: %3 ms "
                                 "(%4)%5")
                                 .arg(m_stalls->worstOwnMs())
                                 .arg(m_stalls->worstOwnDoing())
                                 .arg(m_stalls->worstWallMs())
                                 .arg(m_stalls->worstWallDoing())
                                 .arg(m_stalls->available() ? QString()
                                                            : QStringLiteral(" (no schedstat: wall clock only)"));
        qInfo().noquote() << QStringLiteral("model tester warnings: %1; other warnings: %2")
                                 .arg(g_modelWarnings.size())
                                 .arg(g_otherWarnings.size());
        for (const QString &w : std::as_const(g_otherWarnings))
            qInfo().noquote() << QStringLiteral("  warning: ") + w;
        const qint64 limit = m_stalls->limitMs();
        QVERIFY2(m_stalls->worstOwnMs() <= limit,
                 qPrintable(QStringLiteral("STALL: the window spent %1 ms on one event (over %2 ms): %3")
                                .arg(m_stalls->worstOwnMs())
                                .arg(limit)
                                .arg(m_stalls->worstOwnDoing())));
    }
};

QTEST_MAIN(TestTouchEverything)
#include "tst_toucheverything.moc"
