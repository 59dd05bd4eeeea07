// The Models page under a user's hands (issue 12, defect 9): files added with Add model… (the file
// dialog answered) or dropped on the page. A file that cannot be read shows the reason in the
// Status column (not only in a tooltip), the import bar goes away, the failure is not imported
// again on every later add or remove (the Issues dock does not fill with copies), the model's issue
// goes with the model, an empty file says so once ("The file is empty (the file is empty)" before);
// a file repaired in place is imported again. A large import shows its bar and Cancel import stops it,
// leaving nothing in the cache folder; the window answers throughout (issue 16). A study whose model
// file moved opens, and Locate file… points it at the new place. A name with the right-to-left
// override is shown with the override visible and the name isolated.
#include "tests/fifowatchdog.h"
#include "tests/ui/stallwatch.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/issues/issuespanel.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/models/modeltablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <random>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

// A GloVe text file of rows x dims with row 20 one number short when broken.
QByteArray gloveText(int rows, int dims, bool broken)
{
    if (rows > 1000) { // a large file: the same numbers on every row, quick to write
        QByteArray numbers;
        for (int d = 0; d < dims; ++d)
            numbers += ' ' + QByteArray::number(0.001 * (d + 1), 'f', 5);
        QByteArray text;
        text.reserve(static_cast<qsizetype>(rows) * (numbers.size() + 8));
        for (int r = 0; r < rows; ++r)
            text += 'w' + QByteArray::number(r) + numbers + '\n';
        return text;
    }
    std::mt19937 random(5);
    std::uniform_real_distribution<float> uniform(-1, 1);
    QByteArray text;
    for (int r = 0; r < rows; ++r) {
        text += "w" + QByteArray::number(r);
        const int n = broken && r == 19 ? dims - 1 : dims;
        for (int d = 0; d < n; ++d)
            text += ' ' + QByteArray::number(uniform(random), 'f', 5);
        text += '\n';
    }
    return text;
}

QString statusText(const QTableView *table, int row)
{
    return table->model()->index(row, ModelTableModel::StatusColumn).data().toString();
}

int issuesAbout(const MainWindow &window, const QString &model)
{
    int n = 0;
    const IssueListModel *issues = window.issuesPanel()->model();
    for (int row = 0; row < issues->rowCount(); ++row)
        n += issues->index(row, IssueListModel::ModelColumn).data().toString() == model;
    return n;
}

} // namespace

class TestModelsInput final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Every file in the embedding cache folder (recursively), by its path inside the folder.
    QStringList cacheFiles() const
    {
        const QString root = m_dir.filePath(QStringLiteral("cache"));
        QStringList files;
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(QDir(root).relativeFilePath(it.next()));
        files.sort();
        return files;
    }

    static QString toText(const QList<int> &values)
    {
        QStringList parts;
        for (int v : values)
            parts.append(QString::number(v));
        return parts.join(QStringLiteral(", "));
    }

    bool addByDialog(MainWindow &window, const QString &path)
    {
        ui::ModalAnswer answer(ui::choosePath(path));
        return ui::click(ui::find<QPushButton>(&window, QStringLiteral("Add model…"))) && answer.count() == 1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        windowfixtures::useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
    }

    void aFileThatCannotBeReadSaysWhyOnce()
    {
        const QString shortRow = m_dir.filePath(QStringLiteral("short-row.txt"));
        const QString empty = m_dir.filePath(QStringLiteral("empty.txt"));
        QVERIFY(windowfixtures::writeFile(shortRow, gloveText(40, 100, true)));
        QVERIFY(windowfixtures::writeFile(empty, QByteArray()));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Models")));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Models of the study"));
        QVERIFY(table);

        USER_CHECK(addByDialog(window, shortRow));
        QCOMPARE(window.study()->models().size(), 1);
        QVERIFY(QTest::qWaitFor(
            [&] { return window.runner()->status(window.study()->models()[0]).state == ModelStatus::State::Failed; },
            windowfixtures::kTimeoutMs));
        // The reason is on screen, in the Status column and below the table.
        QTRY_VERIFY2(statusText(table, 0).contains(QStringLiteral("line 20")), qPrintable(statusText(table, 0)));
        QVERIFY2(statusText(table, 0).contains(QStringLiteral("expected 100")), qPrintable(statusText(table, 0)));
        auto *bar = window.findChild<QProgressBar *>(QStringLiteral("importProgress"));
        QVERIFY(bar);
        QTRY_VERIFY(!bar->isVisible());
        QVERIFY(ui::findAll(&window, QStringLiteral("Cancel import")).isEmpty());
        QTRY_COMPARE(issuesAbout(window, QStringLiteral("short-row")), 1);

        USER_CHECK(ui::dropFiles(table, {empty}));
        QCOMPARE(window.study()->models().size(), 2);
        QVERIFY(QTest::qWaitFor(
            [&] { return window.runner()->status(window.study()->models()[1]).state == ModelStatus::State::Failed; },
            windowfixtures::kTimeoutMs));
        const QString emptyStatus = window.runner()->status(window.study()->models()[1]).error;
        QVERIFY2(emptyStatus.contains(QStringLiteral("The file is empty")), qPrintable(emptyStatus));
        QVERIFY2(!emptyStatus.contains(QStringLiteral("(the file is empty)")), qPrintable(emptyStatus));
        QVERIFY(!bar->isVisible());
        // Adding a model did not import the failed one again: one issue each, no job for it.
        const int jobsBefore = window.runner()->jobs()->rowCount();
        const auto data = isoscope::findDataDirectory();
        QVERIFY(data);
        USER_CHECK(ui::dropFiles(table, {QString::fromStdString((*data / isoscope::builtin::kDemoGlove).string())}));
        QVERIFY(QTest::qWaitFor([&] { return window.runner()->loadedModel(window.study()->models()[2]) != nullptr; },
                                windowfixtures::kTimeoutMs));
        QTRY_COMPARE(issuesAbout(window, QStringLiteral("short-row")), 1);
        QCOMPARE(issuesAbout(window, QStringLiteral("empty")), 1);
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsBefore + 1); // the demo model's import only

        // Removing the failed models removes their issues.
        USER_CHECK(ui::clickCell(table, 0, ModelTableModel::NameColumn));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Remove"))));
        USER_CHECK(ui::clickCell(table, 0, ModelTableModel::NameColumn));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Remove"))));
        QCOMPARE(window.study()->models().size(), 1);
        QTRY_COMPARE(issuesAbout(window, QStringLiteral("short-row")), 0);
        QCOMPARE(issuesAbout(window, QStringLiteral("empty")), 0);
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsBefore + 1);
    }

    // A name with the right-to-left override (issue 31, item 10): "abc" U+202E "gnp." would read
    // "abc.png". In the table, as on screen, the override is shown as its code point and the name
    // isolated (U+2068 ... U+2069), so that neither it nor the text beside it is reordered; so is
    // the study's file name in the window's title.
    void aRightToLeftOverrideInANameIsShownAsItIs()
    {
        const QString spoof = QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("gnp.");
        const QString shown = QChar(0x2068) + QStringLiteral("abc[U+202E]gnp.") + QChar(0x2069);
        const QString path = m_dir.filePath(spoof);
        QVERIFY(windowfixtures::writeFile(path, gloveText(30, 5, false)));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Models")));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Models of the study"));
        QVERIFY(table);
        USER_CHECK(ui::dropFiles(table, {path})); // dropped: the file dialog's keys type ASCII only
        QCOMPARE(window.study()->models().size(), 1);
        QCOMPARE(window.study()->models()[0].name, QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("gnp"));
        const auto cell = [table](int column) { return table->model()->index(0, column).data().toString(); };
        QCOMPARE(cell(ModelTableModel::NameColumn), QChar(0x2068) + QStringLiteral("abc[U+202E]gnp") + QChar(0x2069));
        QCOMPARE(cell(ModelTableModel::FileColumn), shown);
        // The study saved under such a name: the title shows it the same way.
        QVERIFY(window.saveStudyAs(m_dir.filePath(spoof + QStringLiteral("isoscope"))));
        QVERIFY2(
            window.windowTitle().startsWith(QChar(0x2068) + QStringLiteral("abc[U+202E]gnp.isoscope") + QChar(0x2069)),
            qPrintable(window.windowTitle()));
        window.study()->setModified(false);
    }

    // The file repaired where it is: the next change of the study imports it again, and it is read.
    void aRepairedFileIsImportedAgain()
    {
        const QString path = m_dir.filePath(QStringLiteral("repaired.txt"));
        QVERIFY(windowfixtures::writeFile(path, gloveText(40, 10, true)));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Models")));
        USER_CHECK(addByDialog(window, path));
        QVERIFY(QTest::qWaitFor(
            [&] { return window.runner()->status(window.study()->models()[0]).state == ModelStatus::State::Failed; },
            windowfixtures::kTimeoutMs));
        QVERIFY(windowfixtures::writeFile(path, gloveText(40, 10, false))); // one number more: another size
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Add demo models"))));
        QVERIFY(windowfixtures::modelsLoaded(window));
        QCOMPARE(window.runner()->status(window.study()->models()[0]).state, ModelStatus::State::Ready);
    }

    // README, Models; guide, When a file is wrong: a study whose model file has moved opens anyway
    // (File > Open Study…), the Issues dock names the missing file, and Locate file… on the Models
    // page (the model's row clicked, the file dialog answered) points it at the new place: the
    // model is read, and its issue goes.
    void aMovedModelFileIsLocatedFromTheModelsPage()
    {
        const QString before = m_dir.filePath(QStringLiteral("before.txt"));
        const QString after = m_dir.filePath(QStringLiteral("moved/after.txt"));
        const QString study = m_dir.filePath(QStringLiteral("moved.isoscope"));
        QVERIFY(windowfixtures::writeFile(before, gloveText(40, 10, false)));
        {
            MainWindow window;
            window.resize(1280, 800);
            USER_CHECK(ui::showAndActivate(&window));
            USER_CHECK(ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(),
                                    QStringLiteral("Models")));
            USER_CHECK(addByDialog(window, before));
            QVERIFY(windowfixtures::modelsLoaded(window));
            ui::ModalAnswer answer(ui::choosePath(study));
            USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("File"), QStringLiteral("Save As…")}));
            QCOMPARE(answer.count(), 1);
            QVERIFY(QFile::exists(study));
        }
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("moved")));
        QVERIFY(QFile::rename(before, after));

        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        {
            ui::ModalAnswer answer(ui::choosePath(study));
            USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("File"), QStringLiteral("Open Study…")}));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(window.study()->models().size(), 1);
        const QString name = window.study()->models()[0].name;
        auto *issues = ui::find<QTableView>(&window, QStringLiteral("Errors and warnings"));
        QVERIFY(issues);
        auto namesMissingFile = [&] {
            for (int row = 0; row < issues->model()->rowCount(); ++row)
                if (issues->model()->index(row, IssueListModel::MessageColumn).data().toString().contains(before))
                    return true;
            return false;
        };
        QVERIFY2(QTest::qWaitFor(namesMissingFile, windowfixtures::kTimeoutMs), "the Issues dock names the file");

        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Models")));
        auto *models = ui::find<QTableView>(&window, QStringLiteral("Models of the study"));
        QVERIFY(models);
        USER_CHECK(ui::clickCell(models, 0, ModelTableModel::StatusColumn));
        {
            ui::ModalAnswer answer(ui::choosePath(after));
            USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Locate file…"))));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(window.study()->models()[0].path, after);
        QVERIFY(windowfixtures::modelsLoaded(window));
        QCOMPARE(window.runner()->status(window.study()->models()[0]).state, ModelStatus::State::Ready);
        QVERIFY2(!namesMissingFile(), "the issue of the missing file goes");
        QCOMPARE(window.study()->models()[0].name, name);
        window.study()->setModified(false);
    }

    // Issue 31, item 5: a named pipe typed as a model's sentence vectors file is refused with one
    // line naming it, below the table, as a pipe given as a model is; the window never waits for
    // a writer in open(). Should it wait after all, the watchdog releases it after 15 s (a writer
    // that opens and closes the pipe), so that the test fails instead of hanging.
    void aNamedPipeAsSentenceVectorsIsRefusedNotWaitedFor()
    {
        const QString model = m_dir.filePath(QStringLiteral("with-sentences.txt"));
        const QString fifo = m_dir.filePath(QStringLiteral("sentences-pipe.h5"));
        QVERIFY(windowfixtures::writeFile(model, gloveText(40, 10, false)));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Models")));
        USER_CHECK(addByDialog(window, model));
        QVERIFY(windowfixtures::modelsLoaded(window));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Models of the study"));
        QVERIFY(table);
        USER_CHECK(ui::clickCell(table, 0, ModelTableModel::NameColumn));
        auto *field = ui::find<QLineEdit>(&window, QStringLiteral("Sentence vectors file"));
        QVERIFY(field);
        {
            const testsupport::FifoWatchdog watchdog(QFile::encodeName(fifo).toStdString(), std::chrono::seconds(15));
            USER_CHECK(ui::typeInto(field, fifo));
            USER_CHECK(ui::key(Qt::Key_Return));
            QCOMPARE(window.study()->models()[0].sentenceVectors, fifo);
            USER_CHECK(ui::clickCell(table, 0, ModelTableModel::StatusColumn));
            QVERIFY2(!watchdog.fired(), "the window waited in open() for a writer to the named pipe");
        }
        auto *problem = window.findChild<QLabel *>(QStringLiteral("modelProblemLabel"));
        QVERIFY(problem);
        QVERIFY(problem->isVisible());
        const QString text = problem->text();
        QVERIFY2(!text.contains(QLatin1Char('\n')), qPrintable(text));
        QVERIFY2(text.startsWith(fifo + QStringLiteral(": ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("named pipe")), qPrintable(text));
        // The model itself is not touched by it.
        QCOMPARE(window.runner()->status(window.study()->models()[0]).state, ModelStatus::State::Ready);
        window.study()->setModified(false);
    }

    // A large file shows the import bar with its progress; Cancel import (here while the file is
    // read) stops it, the model is not Ready and the cache folder holds nothing new. Run (Ctrl+R)
    // then imports it whole: the bar moves between its ends, the model is Ready, and the new files
    // are its cache and whitening statistics under their own names. The window answers throughout
    // (stallwatch.h). A cancel while the cache is written: tst_embeddingcache::cancelledImportLeavesNothing.
    void cancelImportStopsALargeImport()
    {
        const QString path = m_dir.filePath(QStringLiteral("large.txt"));
        QVERIFY(windowfixtures::writeFile(path, gloveText(120000, 50, false)));
        const QStringList cachesBefore = cacheFiles();
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Models")));
        const stallwatch::StallWatch stalls;
        auto *bar = window.findChild<QProgressBar *>(QStringLiteral("importProgress"));
        QVERIFY(bar);
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Models of the study"));
        auto *jobs = ui::find<QTableView>(&window, QStringLiteral("Jobs"));
        QVERIFY(table && jobs);
        QList<int> shown;
        // The bar says the percentage the model's row and the Jobs dock's row of the import say, at
        // every step ("11 %" thrice, not "10%" beside "11 %").
        QStringList disagreements;
        connect(bar, &QProgressBar::valueChanged, this, [&](int value) {
            shown.append(value);
            const QString row = statusText(table, 0);
            QString job; // the progress of the newest import in the Jobs dock
            for (int r = 0; r < jobs->model()->rowCount(); ++r)
                if (jobs->model()
                        ->index(r, JobListModel::TitleColumn)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("Import ")))
                    job = jobs->model()->index(r, JobListModel::ProgressColumn).data().toString();
            if (row.startsWith(QStringLiteral("Importing… "))
                && (row != QStringLiteral("Importing… ") + bar->text() || job != bar->text()))
                disagreements.append(bar->text() + QStringLiteral(" beside ") + row + QStringLiteral(" and ") + job);
        });
        USER_CHECK(addByDialog(window, path));
        QVERIFY(QTest::qWaitFor([&] { return bar->isVisible(); }, 10000));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Cancel import"))));
        QVERIFY(QTest::qWaitFor([&] { return !bar->isVisible(); }, windowfixtures::kTimeoutMs));
        const StudyModel model = window.study()->models()[0];
        QVERIFY(window.runner()->status(model).state != ModelStatus::State::Ready);
        QCOMPARE(cacheFiles(), cachesBefore);

        shown.clear();
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(QTest::qWaitFor([&] { return window.runner()->status(model).state == ModelStatus::State::Ready; },
                                windowfixtures::kTimeoutMs));
        QVERIFY2(std::any_of(shown.begin(), shown.end(), [bar](int v) { return v > 0 && v < bar->maximum(); }),
                 qPrintable(QStringLiteral("the bar showed only %1").arg(toText(shown))));
        QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(QStringLiteral("; "))));
        QVERIFY(windowfixtures::runFinished(window));
        QTRY_VERIFY(!bar->isVisible());
        // The cache and the run's whitening statistics beside it, each under its own name.
        const QStringList caches = cacheFiles();
        QVERIFY2(std::any_of(caches.begin(), caches.end(),
                             [](const QString &f) { return f.startsWith(QStringLiteral("large.txt-")); }),
                 qPrintable(caches.join(QStringLiteral(", "))));
        for (const QString &file : caches)
            QVERIFY2(file.startsWith(QStringLiteral("large.txt-")) || cachesBefore.contains(file), qPrintable(file));
        QVERIFY2(stalls.worstOwnMs() <= stalls.limitMs(),
                 qPrintable(QStringLiteral("the window spent %1 ms on one event (over %2 ms)")
                                .arg(stalls.worstOwnMs())
                                .arg(stalls.limitMs())));
    }
};

QTEST_MAIN(TestModelsInput)
#include "tst_modelsinput.moc"
