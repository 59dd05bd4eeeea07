// What README.md and docs/user-guide.md promise about the window, done as a user does it (offscreen,
// through tests/ui/userinput.h); docs/promises.md lists each sentence with the test function here
// (or elsewhere) that checks it.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figurelegend.h"
#include "ui/help/userguidewindow.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/issues/issuespanel.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/models/modeltablemodel.h"
#include "ui/options/optionspanel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

using windowfixtures::tabBarOf;

} // namespace

class TestPromises final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() const { return m_window.get(); }
    bool page(const QString &name) { return ui::clickTab(tabBarOf(window(), "pages"), name); }
    bool waitForRun() const { return windowfixtures::runFinished(*m_window); }
    QTableView *weatTable() { return ui::find<QTableView>(window(), QStringLiteral("WEAT results")); }

private Q_SLOTS:
    // README: "Open the demo study on the start page (or File > Open Demo Study) loads the two bundled
    // demo models with the ten built-in suites and the paper's protocol; Run (Ctrl+R) computes what is
    // missing on worker threads." The toolbar's Run does the same.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        windowfixtures::useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
        m_window = std::make_unique<MainWindow>();
        window()->resize(1280, 800);
        USER_CHECK(ui::showAndActivate(window()));
        USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("File"), QStringLiteral("Open Demo Study")}));
        QCOMPARE(window()->study()->models().size(), 2);
        QCOMPARE(window()->study()->allSuites().size(), std::size_t(10));
        QVERIFY(window()->study()->options() == StudyOptions());
        QVERIFY(windowfixtures::modelsLoaded(*window()));
        USER_CHECK(ui::click(ui::find<QToolButton>(window(), QStringLiteral("Run"))));
        QVERIFY(window()->runner()->isRunning());
        QVERIFY(waitForRun());
        QCOMPARE(window()->currentResults()->weat().size(), std::size_t(20));
    }

    // README: "Esc cancels" (a run; the Jobs dock shows each job's progress and Cancel).
    void escapeCancelsARun()
    {
        USER_CHECK(page(QStringLiteral("Options")));
        USER_CHECK(ui::typeInto(ui::find<QSpinBox>(window(), QStringLiteral("Seed")), QStringLiteral("7")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(window()->study()->options().weat.seed, std::uint64_t(7));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(window()->runner()->isRunning());
        USER_CHECK(ui::key(Qt::Key_Escape));
        QVERIFY(!window()->runner()->isRunning());
        QVERIFY(QTest::qWaitFor([this] { return window()->runner()->jobs()->activeCount() == 0; }, 30000));
        // The paper's seed again: computed before, so nothing is missing.
        USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("Paper protocol"))));
        QVERIFY(window()->study()->options() == StudyOptions());
        QVERIFY(windowfixtures::bannerText(window()->resultsPanel()).isEmpty());
    }

    // README: Table A1, 2 and 3 "sortable and filterable, with the counts at a glance". (Sorting by a
    // header click: tst_windowinput.)
    void tablesFilterByTextAndChangeClass()
    {
        USER_CHECK(page(QStringLiteral("Results")));
        QTableView *table = weatTable();
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 20);
        USER_CHECK(ui::typeInto(ui::find<QLineEdit>(window(), QStringLiteral("Filter results")), QStringLiteral("W3")));
        QCOMPARE(table->model()->rowCount(), 2);
        auto *classes = ui::find<QComboBox>(window(), QStringLiteral("Show only one change class"));
        USER_CHECK(ui::typeInto(ui::find<QLineEdit>(window(), QStringLiteral("Filter results")), QString()));
        USER_CHECK(ui::key(Qt::Key_Backspace));
        QCOMPARE(table->model()->rowCount(), 20);
        USER_CHECK(ui::chooseInCombo(classes, QStringLiteral("Disappearing")));
        const int disappearing = table->model()->rowCount();
        QVERIFY(disappearing > 0 && disappearing < 20);
        for (int r = 0; r < disappearing; ++r)
            QCOMPARE(table->model()->index(r, 0).data(WeatTableModel::ChangeRole).toInt(),
                     int(isoscope::SignificanceChange::Disappearing));
        const QString counts = window()->resultsPanel()->countsText();
        QVERIFY2(counts.contains(QStringLiteral("%1 Disappearing").arg(disappearing)), qPrintable(counts));
        USER_CHECK(ui::chooseInCombo(classes, QStringLiteral("All changes")));
        QCOMPARE(table->model()->rowCount(), 20);
    }

    // User guide: the Issues dock lists what needs attention, "each with Show cause, which takes
    // you to it".
    void showCauseGoesToTheIssue()
    {
        USER_CHECK(page(QStringLiteral("Start")));
        auto *issues = window()->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        issues->show();
        issues->raise();
        auto *list = ui::find<QTableView>(window(), QStringLiteral("Errors and warnings"));
        QVERIFY(list);
        int row = -1;
        for (int r = 0; r < list->model()->rowCount() && row < 0; ++r)
            if (list->model()
                    ->index(r, IssueListModel::MessageColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("were left out")))
                row = r;
        QVERIFY2(row >= 0, "word2vec lacks words of some suites");
        USER_CHECK(ui::clickCell(list, row, IssueListModel::MessageColumn));
        USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("Show cause"))));
        QCOMPARE(window()->currentPage(), MainWindow::ResultsPageIndex);
        QVERIFY(window()->resultsPanel()->drillDown()->isVisible());
        USER_CHECK(ui::click(ui::find<QToolButton>(window(), QStringLiteral("Close the details of this result"))));
        QVERIFY(window()->resultsPanel()->drillDown()->isHidden());
    }

    void cleanupTestCase()
    {
        if (m_window)
            m_window->study()->setModified(false);
        m_window.reset();
    }
};

QTEST_MAIN(TestPromises)
#include "tst_promises.moc"
