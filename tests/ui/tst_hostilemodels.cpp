// Model files that the window meets as they are, not as they should be (issue 31, item 10): a model
// whose vectors are all the same has whitened vectors of zero, so its calibrated suites cannot run;
// in the window, as on the command line (tst_inputwarnings), each of its suites says so in one line,
// in the Issues dock and where its result would be, and the model's WEAT job does not fail: the
// other model's results are all there. A model file changed or deleted while the study is open
// (issue 34, item 2) is met as opening the study meets it: a changed file is read again and the
// results of its old content are set aside, said in the bar above the results and in the Issues
// dock; a deleted one is "File missing" in its row and the Issues dock, and Run says so instead of
// using what it had read.
#include "tests/hostilecases.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/issues/issuespanel.h"
#include "ui/jobs/job.h"
#include "ui/models/modeltablemodel.h"
#include "ui/results/resultspanel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

const QString kGlove = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");

// The shipped GloVe subset's words, each with the same vector (0.25 in every dimension).
QByteArray gloveWordsWithOneVector()
{
    QFile file(kGlove);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray same;
    for (int d = 0; d < 100; ++d)
        same += " 0.25";
    QByteArray text;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        const qsizetype space = line.indexOf(' ');
        if (space > 0)
            text += line.left(space) + same + '\n';
    }
    return text;
}

bool addByDialog(MainWindow &window, const QString &path)
{
    ui::ModalAnswer answer(ui::choosePath(path));
    return ui::click(ui::find<QPushButton>(&window, QStringLiteral("Add model…"))) && answer.count() == 1;
}

// The messages of the Issues dock about a model.
QStringList issuesAbout(const MainWindow &window, const QString &model)
{
    QStringList messages;
    const IssueListModel *issues = window.issuesPanel()->model();
    for (int row = 0; row < issues->rowCount(); ++row)
        if (issues->index(row, IssueListModel::ModelColumn).data().toString() == model)
            messages << issues->index(row, IssueListModel::MessageColumn).data().toString();
    return messages;
}

// The WEAT table's rows of a model: the tooltip of the Change column (why a suite could not run) and
// whether the whitened d is shown.
struct WeatRow {
    QString changeTip;
    bool whitenedD = false;
};
QList<WeatRow> weatRowsOf(MainWindow &window, const QString &model)
{
    QList<WeatRow> rows;
    const auto *proxy =
        qobject_cast<const QSortFilterProxyModel *>(window.resultsPanel()->view(ResultsPanel::WeatTable)->model());
    const auto *table = proxy ? qobject_cast<const WeatTableModel *>(proxy->sourceModel()) : nullptr;
    if (!table)
        return rows;
    const int change = table->sectionOf(WeatTableModel::ChangeColumn);
    const int whitened = table->sectionOf(WeatTableModel::WhitenedDColumn);
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->index(row, table->sectionOf(WeatTableModel::ModelColumn)).data().toString() != model)
            continue;
        rows.append({table->index(row, change).data(Qt::ToolTipRole).toString(),
                     table->index(row, whitened).data(RawValueRole).isValid()});
    }
    return rows;
}

QString statusOf(MainWindow &window, const QString &model)
{
    // The Models page's table, whichever page is shown (Run shows the results).
    const auto *table = window.findChild<QTableView *>(QStringLiteral("studyModelTable"));
    if (!table)
        return {};
    for (int row = 0; row < table->model()->rowCount(); ++row)
        if (table->model()->index(row, ModelTableModel::NameColumn).data().toString() == model)
            return table->model()->index(row, ModelTableModel::StatusColumn).data().toString();
    return {};
}

bool clickRun(MainWindow &window)
{
    return ui::click(ui::find<QToolButton>(&window, QStringLiteral("Run")));
}

} // namespace

class TestHostileModels final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        windowfixtures::useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
    }

    void init() { hostilecases::begin(); }

    void aModelWhoseVectorsAreAllTheSameStopsOnlyItsCalibratedSuites()
    {
        const QString same = m_dir.filePath(QStringLiteral("same.txt"));
        const QString other = m_dir.filePath(QStringLiteral("other.txt"));
        QVERIFY(windowfixtures::writeFile(same, gloveWordsWithOneVector()));
        QVERIFY(QFile::copy(kGlove, other));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(ui::clickTab(windowfixtures::tabBarOf(&window, "pages"), QStringLiteral("Models")));
        USER_CHECK(addByDialog(window, same));
        USER_CHECK(addByDialog(window, other));
        QVERIFY(windowfixtures::modelsLoaded(window));
        USER_CHECK(clickRun(window));
        QVERIFY(windowfixtures::runFinished(window));

        // No job failed: the model's WEAT job ran its raw suites and stopped only the calibrated ones.
        const QList<JobFailure> &failures = window.runner()->failures();
        const QString failed =
            failures.isEmpty() || !failures.first().job
                ? QString()
                : failures.first().modelName + QStringLiteral(": ") + failures.first().job->errorText();
        QVERIFY2(failures.isEmpty(), qPrintable(failed));
        const int suites = static_cast<int>(window.study()->allSuites().size());
        QVERIFY(suites > 0);
        const QList<WeatRow> sameRows = weatRowsOf(window, QStringLiteral("same"));
        QCOMPARE(sameRows.size(), suites);
        for (const WeatRow &row : sameRows) {
            QVERIFY(!row.whitenedD);
            QVERIFY2(row.changeTip.startsWith(QStringLiteral("This suite could not run: "))
                         && row.changeTip.contains(QStringLiteral("the whitened vector of '"))
                         && !row.changeTip.contains(QLatin1Char('\n')),
                     qPrintable(row.changeTip));
        }
        const QStringList issues = issuesAbout(window, QStringLiteral("same"));
        QCOMPARE(issues.filter(QStringLiteral("the whitened vector of '")).size(), suites);
        for (const QString &issue : issues)
            QVERIFY2(!issue.contains(QLatin1Char('\n')) && !issue.contains(QStringLiteral("failed")),
                     qPrintable(issue));
        // The other model is unaffected: every suite has its whitened d, and nothing is said about it.
        const QList<WeatRow> otherRows = weatRowsOf(window, QStringLiteral("other"));
        QCOMPARE(otherRows.size(), suites);
        for (const WeatRow &row : otherRows)
            QVERIFY(row.whitenedD);
        QVERIFY2(issuesAbout(window, QStringLiteral("other")).filter(QStringLiteral("could not run")).isEmpty(),
                 qPrintable(issuesAbout(window, QStringLiteral("other")).join(QLatin1Char('\n'))));
        window.study()->setModified(false);
        hostilecases::accepted(); // run, its calibrated suites refused one by one in a line each
    }

    void aModelFileChangedOrDeletedWhileOpenIsSaidAndNotUsed()
    {
        const QString path = m_dir.filePath(QStringLiteral("watched.txt"));
        QVERIFY(QFile::copy(kGlove, path));
        const QString name = QStringLiteral("watched");
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(ui::clickTab(windowfixtures::tabBarOf(&window, "pages"), QStringLiteral("Models")));
        USER_CHECK(addByDialog(window, path));
        QVERIFY(windowfixtures::modelsLoaded(window));
        USER_CHECK(clickRun(window));
        QVERIFY(windowfixtures::runFinished(window));
        const int suites = static_cast<int>(window.study()->allSuites().size());
        QCOMPARE(weatRowsOf(window, name).size(), suites);
        QCOMPARE(statusOf(window, name), QStringLiteral("Ready"));

        // Changed on disk (one number of its first vector): read again, and its results set aside.
        QFile original(kGlove);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray text = original.readAll();
        const qsizetype firstNumber = text.indexOf(' ') + 1;
        QCOMPARE(text.mid(firstNumber, 9), QByteArray("-0.038194"));
        text.replace(firstNumber, 9, "-0.538194");
        QVERIFY(windowfixtures::writeFile(path, text));
        const QString changed = QStringLiteral("Model file changed since the study's results were computed, for "
                                               "watched: those results are not shown.");
        QTRY_VERIFY_WITH_TIMEOUT(windowfixtures::bannerText(window.resultsPanel()).startsWith(changed),
                                 windowfixtures::kTimeoutMs);
        QCOMPARE(weatRowsOf(window, name).size(), 0);
        QVERIFY2(issuesAbout(window, name).contains(changed), qPrintable(issuesAbout(window, name).join(u'\n')));
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(window, name), QStringLiteral("Ready"), windowfixtures::kTimeoutMs);
        // Run computes them from the file as it is now.
        USER_CHECK(clickRun(window));
        QVERIFY(windowfixtures::runFinished(window));
        QCOMPARE(weatRowsOf(window, name).size(), suites);
        QVERIFY(!issuesAbout(window, name).contains(changed));

        // Deleted: the row and the Issues dock say so; Run says so and runs nothing from what was read.
        QVERIFY(QFile::remove(path));
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(window, name), QStringLiteral("File missing"), windowfixtures::kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(
            !issuesAbout(window, name).filter(QStringLiteral("The file of watched is missing")).isEmpty(),
            windowfixtures::kTimeoutMs);
        QVERIFY(!window.runner()->loadedModel(window.study()->models().first()));
        USER_CHECK(clickRun(window));
        const QString said = window.statusBar()->currentMessage();
        QCOMPARE(said, QStringLiteral("The file of watched is missing: locate it on the Models page."));
        QVERIFY(windowfixtures::runFinished(window));
        QVERIFY(!window.runner()->loadedModel(window.study()->models().first()));
        window.study()->setModified(false);
        QVERIFY(hostilecases::refused(said.toStdString()));
    }
};

QTEST_MAIN(TestHostileModels)
#include "tst_hostilemodels.moc"
