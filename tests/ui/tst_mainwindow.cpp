// The main window, offscreen: title, the built-in suites, the demo models read on a worker thread,
// honest menus, and errors shown as text in the window.

#include "core/base/datadir.h"
#include "core/linalg/blasinfo.h"
#include "ui/common/itemroles.h"
#include "ui/suites/suitetablemodel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/modelsummarytablemodel.h"

#include "isoscope/version.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using isoscope::ui::MainWindow;
using isoscope::ui::ModelSummaryTableModel;
using isoscope::ui::RawValueRole;
using isoscope::ui::SuiteTableModel;

namespace {

constexpr int kLoadTimeoutMs = 30000;

QTableView *table(const MainWindow &window, const char *name)
{
    return window.findChild<QTableView *>(QString::fromLatin1(name));
}

QVariant raw(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column), RawValueRole);
}

// Triggers an action that opens a modal message box, and returns the box's text once closed.
QString textOfModalBoxOpenedBy(QAction *action)
{
    QString text;
    QTimer closer;
    closer.setInterval(10);
    QObject::connect(&closer, &QTimer::timeout, [&text, &closer] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            text = box->text();
            closer.stop();
            box->done(0);
        }
    });
    closer.start();
    action->trigger();
    closer.stop();
    return text;
}

} // namespace

class TestMainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void titleShowsTheVersion();
    void listsTheTenBuiltinSuites();
    void readsTheTwoDemoModelsOnAWorkerThread();
    void menusHoldOnlyWorkingActions();
    void missingDataFolderIsShownAsText();
    void fitsA1280By720Screen();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Quit closes the window; the test application must go on.
    QApplication::setQuitOnLastWindowClosed(false);
}

void TestMainWindow::init()
{
    // findDataDirectory() looks at this variable first.
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
}

void TestMainWindow::titleShowsTheVersion()
{
    MainWindow window;
    QVERIFY2(window.windowTitle().contains(QString::fromUtf8(isoscope::kVersion)), qPrintable(window.windowTitle()));
    QVERIFY(window.windowTitle().contains(QStringLiteral("Isoscope")));
}

void TestMainWindow::listsTheTenBuiltinSuites()
{
    MainWindow window;
    const QTableView *view = table(window, "suiteTable");
    QVERIFY(view);
    const QAbstractItemModel *model = view->model();
    QCOMPARE(model->rowCount(), 10);
    QCOMPARE(model->columnCount(), int(SuiteTableModel::ColumnCount));

    QCOMPARE(raw(model, 0, SuiteTableModel::IdColumn).toString(), QStringLiteral("W1"));
    QCOMPARE(raw(model, 0, SuiteTableModel::CategoryColumn).toString(), QStringLiteral("Valence"));
    QCOMPARE(raw(model, 9, SuiteTableModel::IdColumn).toString(), QStringLiteral("W10"));
    QCOMPARE(raw(model, 9, SuiteTableModel::CategoryColumn).toString(), QStringLiteral("Age"));
    // W3 is the largest suite: 32/32/25/25 (Caliskan 2017's final lists).
    QCOMPARE(raw(model, 2, SuiteTableModel::XColumn).toInt(), 32);
    QCOMPARE(raw(model, 2, SuiteTableModel::YColumn).toInt(), 32);
    QCOMPARE(raw(model, 2, SuiteTableModel::AColumn).toInt(), 25);
    QCOMPARE(raw(model, 2, SuiteTableModel::BColumn).toInt(), 25);
    // W9: 6/6/7/7.
    QCOMPARE(raw(model, 8, SuiteTableModel::AColumn).toInt(), 7);

    QAbstractItemModelTester tester(const_cast<QAbstractItemModel *>(model),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestMainWindow::readsTheTwoDemoModelsOnAWorkerThread()
{
    MainWindow window;
    QSignalSpy loaded(&window, &MainWindow::builtinDataLoaded);
    const QTableView *view = table(window, "modelTable");
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // The constructor returns before the files are read: the window says it is loading.
    const auto *status = window.findChild<QLabel *>(QStringLiteral("modelStatusLabel"));
    QVERIFY(status);
    QVERIFY(window.isLoadingBuiltinData());
    QVERIFY(!status->isHidden());
    QCOMPARE(status->text(), QStringLiteral("Loading…"));

    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, kLoadTimeoutMs);
    QVERIFY(!window.isLoadingBuiltinData());
    QVERIFY2(status->isHidden(), qPrintable(status->text()));
    QCOMPARE(model->rowCount(), 2);

    QCOMPARE(raw(model, 0, ModelSummaryTableModel::NameColumn).toString(),
             QString::fromUtf8(isoscope::builtin::kDemoGloveName));
    QCOMPARE(raw(model, 0, ModelSummaryTableModel::FormatColumn).toString(), QStringLiteral("glove"));
    QCOMPARE(raw(model, 0, ModelSummaryTableModel::WordsColumn).toLongLong(), 4892);
    QCOMPARE(raw(model, 0, ModelSummaryTableModel::DimsColumn).toLongLong(), 100);
    QCOMPARE(raw(model, 0, ModelSummaryTableModel::CaseColumn).toBool(), true); // GloVe 6B is uncased

    QCOMPARE(raw(model, 1, ModelSummaryTableModel::NameColumn).toString(),
             QString::fromUtf8(isoscope::builtin::kDemoWord2vecName));
    QCOMPARE(raw(model, 1, ModelSummaryTableModel::FormatColumn).toString(), QStringLiteral("word2vec"));
    QCOMPARE(raw(model, 1, ModelSummaryTableModel::WordsColumn).toLongLong(), 1402);
    QCOMPARE(raw(model, 1, ModelSummaryTableModel::DimsColumn).toLongLong(), 300);
    QCOMPARE(raw(model, 1, ModelSummaryTableModel::CaseColumn).toBool(), false);
}

void TestMainWindow::menusHoldOnlyWorkingActions()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QMap<QString, QAction *> actions;
    const QList<QAction *> menus = window.menuBar()->actions();
    for (const QAction *menuAction : menus) {
        QVERIFY(menuAction->menu());
        for (QAction *action : menuAction->menu()->actions()) {
            if (!action->isSeparator() && !action->menu())
                actions.insert(action->text().remove(QLatin1Char('&')), action);
        }
    }
    // The study's commands, with the shortcuts a desktop user expects.
    const QList<std::pair<QString, QKeySequence>> expected = {
        {QStringLiteral("New Study"), QKeySequence::New},
        {QStringLiteral("Open Study…"), QKeySequence::Open},
        {QStringLiteral("Save"), QKeySequence::Save},
        {QStringLiteral("Save As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
        {QStringLiteral("Run"), QKeySequence(Qt::CTRL | Qt::Key_R)},
        {QStringLiteral("Cancel All Jobs"), QKeySequence(Qt::Key_Escape)},
        {QStringLiteral("Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q)},
    };
    for (const auto &[text, shortcut] : expected) {
        QVERIFY2(actions.contains(text), qPrintable(text));
        QCOMPARE(actions.value(text)->shortcut(), shortcut);
    }
    QVERIFY(actions.contains(QStringLiteral("Open Demo Study")));
    QVERIFY(actions.contains(QStringLiteral("Paper Protocol")));
    // Nothing to export or cancel yet: those say so by being disabled; everything else works.
    QVERIFY(!actions.value(QStringLiteral("Export All Results…"))->isEnabled());
    QVERIFY(!actions.value(QStringLiteral("Cancel All Jobs"))->isEnabled());
    QVERIFY(actions.value(QStringLiteral("Run"))->isEnabled());

    const QString about = textOfModalBoxOpenedBy(actions.value(QStringLiteral("About Isoscope")));
    QVERIFY2(about.contains(QString::fromUtf8(isoscope::kVersion)), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("Calibrating WEAT Against Anisotropy")), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("Caliskan")), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("MIT")), qPrintable(about));
    // Which BLAS/LAPACK file and OpenBLAS kernel the window runs on (tests/core/tst_blasinfo checks
    // the lookup against /proc/self/maps).
    const QString blas = QString::fromStdString(isoscope::describeBlas(isoscope::loadedBlas())).toHtmlEscaped();
    QVERIFY2(about.contains(QStringLiteral("Linear algebra (BLAS and LAPACK): ") + blas), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("OpenBLAS")) && about.contains(QStringLiteral("kernel ")),
             qPrintable(about));
    QVERIFY(!textOfModalBoxOpenedBy(actions.value(QStringLiteral("About Qt"))).isEmpty());

    actions.value(QStringLiteral("Quit"))->trigger();
    QVERIFY(!window.isVisible());
}

void TestMainWindow::missingDataFolderIsShownAsText()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    qputenv("ISOSCOPE_DATA_DIR", QFile::encodeName(empty.path()));
    // Where Isoscope is installed under the build's prefix (cmake --install), the window finds its data
    // there: this test cannot run, and says so rather than skipping.
    const auto found = isoscope::findDataDirectory();
    QVERIFY2(!found, qPrintable(QStringLiteral("built-in data found at %1 (installed?), so it cannot be missing")
                                    .arg(found ? QString::fromStdString(found->string()) : QString())));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto *error = window.findChild<QLabel *>(QStringLiteral("dataErrorLabel"));
    QVERIFY(error);
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QStringLiteral("ISOSCOPE_DATA_DIR")), qPrintable(error->text()));
    QVERIFY(!table(window, "suiteTable")->isVisible());
    QVERIFY(!table(window, "modelTable")->isVisible());
    QVERIFY(!window.isLoadingBuiltinData());
    // No modal box pops up.
    QVERIFY(!QApplication::activeModalWidget());
    const QList<QMessageBox *> boxes = window.findChildren<QMessageBox *>();
    QVERIFY(boxes.isEmpty());
}

// A laptop or a classroom projector at 1280 x 720: every page of the demo study must fit, so the
// window's minimum size (the largest page's) may not exceed it.
void TestMainWindow::fitsA1280By720Screen()
{
    QTemporaryDir cache;
    QVERIFY(cache.isValid());
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(cache.path()));
    MainWindow window;
    window.openDemoStudy();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
             qPrintable(QStringLiteral("minimum size %1 x %2").arg(minimum.width()).arg(minimum.height())));
    QCOMPARE(window.size(), QSize(1280, 720));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
