// A study received from someone else (issue 31), opened as a person opens one: File > Open Study…
// with the file dialog answered. A setting outside its range (the one range the command line and
// the Options page share, core/analysis/settingranges.h) is refused with one line naming the field,
// its value and what is allowed, and the window keeps the study it had: 100,000,000 bootstrap
// resamples aborted the window before (out of memory while it computed the intervals on open), and
// permutations of 1e19 or an exact limit of 1e18 left Run at 0 % for ever. At the largest number of
// resamples a study may hold, opening it does not freeze the window (tests/ui/stallwatch.h); the
// Options page offers no more than that either. A result that cannot be (p = -3, a p below what its
// partitions give, a d its own associations do not give) refuses the study the same way, and the
// results of a model file whose content is not the one they were computed from are never shown.
#include "tests/hostilecases.h"
#include "tests/ui/stallwatch.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "core/analysis/settingranges.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/results/resultspanel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QFile>
#include <QFileInfo>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

// The demo study as the release before the JSON layer saved it after a run (its results, 2,000
// resamples), with one piece of its text replaced.
QByteArray demoStudyWith(const QByteArray &from, const QByteArray &to)
{
    QFile file(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/study-v1-demo.isoscope"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = file.readAll();
    const qsizetype at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0)
        return {}; // the fixture changed: the test fails at the caller's check
    return text.replace(at, from.size(), to);
}

// The messages of the Issues dock, one per row.
QStringList issueMessages(MainWindow &window)
{
    QStringList messages;
    auto *table = ui::find<QTableView>(&window, QStringLiteral("Errors and warnings"));
    if (!table)
        return messages;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        messages << table->model()->index(row, IssueListModel::MessageColumn).data().toString();
    return messages;
}

// The demo study with its word2vec model at another path (every mention of it: the model and the
// names of its results).
QByteArray demoStudyWithWord2vecAt(const QString &path)
{
    QFile file(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/study-v1-demo.isoscope"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().replace(
        "/work/baseline/build-old/share/isoscope/embeddings/GoogleNews-vectors-negative300.subset.txt",
        QFile::encodeName(path));
}

// The number of rows of the WEAT table that are of a model.
int weatRowsOf(MainWindow &window, const QString &model)
{
    const QAbstractItemModel *table = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
    int rows = 0;
    for (int row = 0; row < table->rowCount(); ++row)
        for (int column = 0; column < table->columnCount(); ++column)
            if (table->index(row, column).data().toString() == model) {
                ++rows;
                break;
            }
    return rows;
}

// Whether the banner says that results kept by the study were set aside (the model's file is
// another, or could not be checked). It may still say what is not computed (the GloVe model's STS-B,
// its file missing).
bool setAsideSaid(MainWindow &window)
{
    const QString banner = windowfixtures::bannerText(window.resultsPanel());
    return banner.contains(QStringLiteral("Results not verified"))
           || banner.contains(QStringLiteral("Model file changed"));
}

bool openByMenu(MainWindow &window, const QString &path)
{
    ui::ModalAnswer answer(ui::choosePath(path));
    return ui::chooseMenu(&window, {QStringLiteral("File"), QStringLiteral("Open Study…")}) && answer.count() == 1;
}

// Shows the window, opens the study from the File menu and waits until the model files that exist
// are read.
bool openAndRead(MainWindow &window, const QString &path)
{
    window.resize(1280, 800);
    if (!ui::showAndActivate(&window) || !openByMenu(window, path))
        return false;
    return QTest::qWaitFor(
        [&] {
            for (const StudyModel &m : window.study()->models())
                if (QFileInfo::exists(m.path) && !window.runner()->loadedModel(m))
                    return false;
            return true;
        },
        windowfixtures::kTimeoutMs);
}

} // namespace

class TestReceivedStudy final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Opens the demo study with one piece of text replaced: the window lives on, with the study it
    // had (none), and one line says which field is impossible.
    void refusedNaming(const QByteArray &from, const QByteArray &to, const QString &message)
    {
        const QString path = m_dir.filePath(QStringLiteral("received.isoscope"));
        const QByteArray text = demoStudyWith(from, to);
        QVERIFY(!text.isEmpty());
        QVERIFY(windowfixtures::writeFile(path, text));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(openByMenu(window, path));
        QVERIFY(window.study()->models().isEmpty());
        QVERIFY(window.study()->filePath().isEmpty());
        QCOMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 0);
        const QStringList messages = issueMessages(window);
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().contains(path) && messages.first().contains(message), qPrintable(messages.first()));
        QVERIFY2(hostilecases::refused(messages.first().toStdString()), qPrintable(messages.first()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        windowfixtures::useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
    }

    void init() { hostilecases::begin(); }

    void aSettingOutOfRangeIsRefusedNamingTheField_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("100,000,000 bootstrap resamples")
            << QByteArray("\"effect_bootstrap_iterations\": 2000")
            << QByteArray("\"effect_bootstrap_iterations\": 100000000")
            << QStringLiteral("options.effect_bootstrap_iterations = 100000000: must be 0 (none) or a whole number "
                              "from 2 to 10000");
        // The options' own (the results' statistics have theirs, indented further).
        QTest::newRow("1e19 permutations")
            << QByteArray("\n  \"permutations\": 100000,") << QByteArray("\n  \"permutations\": 10000000000000000000,")
            << QStringLiteral("options.permutations = 10000000000000000000: must be a "
                              "whole number from 1 to 1000000000");
        QTest::newRow("an exact limit of 1e18")
            << QByteArray("\"exact_limit\": 1000000") << QByteArray("\"exact_limit\": 1000000000000000000")
            << QStringLiteral("options.exact_limit = 1000000000000000000: must be "
                              "a whole number from 0 to 1000000000");
        QTest::newRow("ddof 1000") << QByteArray("\"ddof\": 1,") << QByteArray("\"ddof\": 1000,")
                                   << QStringLiteral("options.ddof = 1000: must be a whole number from 0 to 1");
        QTest::newRow("version -1") << QByteArray("\"version\": 1,") << QByteArray("\"version\": -1,")
                                    << QStringLiteral("version = -1: must be a whole number from 1 to 5");
        QTest::newRow("version 2.5") << QByteArray("\"version\": 1,") << QByteArray("\"version\": 2.5,")
                                     << QStringLiteral("version = 2.5: must be a whole number from 1 to 5");
    }
    void aSettingOutOfRangeIsRefusedNamingTheField()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        refusedNaming(from, to, message);
    }

    // Numbers edited in the results of the demo study (W3 on GloVe: significant raw, not whitened,
    // so "Disappearing"; a p of 1e-300 or -3 whitened would make it "Stable"). Nothing of such a
    // study is shown: one line names the field, its value and why it cannot be.
    void anImpossibleResultIsRefusedNamingTheField_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        const QString gloveW3 = QStringLiteral(
            "/work/baseline/build-old/share/isoscope/embeddings/glove.6B.100d.subset.txt|auto|weat:W3:1e3639465ee9c421|"
            "ddof1:ge:plus1:one:n100000:exact1000000:seed42");
        const QString whitened = QStringLiteral("results.weat_whitened[\"%1|ref:top:100000|eps0.001\"]").arg(gloveW3);
        QTest::newRow("a whitened p of -3")
            << QByteArray("\"p\": 0.8290117098829012,") << QByteArray("\"p\": -3,")
            << whitened + QStringLiteral(".p = -3 is impossible: a p-value lies in (0, 1]");
        QTest::newRow("a whitened p of 1e-300, below what 100,000 random partitions can give")
            << QByteArray("\"p\": 0.8290117098829012,") << QByteArray("\"p\": 1e-300,")
            << whitened
                   + QStringLiteral(".p = 1e-300 is impossible: with 100000 random partitions and the +1 rule p is at "
                                    "least 1/100001");
        const QString gloveW6 = QStringLiteral(
            "results.weat_raw[\"/work/baseline/build-old/share/isoscope/embeddings/glove.6B.100d.subset.txt|auto|"
            "weat:W6:e557a5761839b169|ddof1:ge:plus1:one:n100000:exact1000000:seed42\"].statistic");
        QTest::newRow("a d of -7.77, beyond what eight and eight words allow")
            << QByteArray("\"d\": 1.7177673160741957,") << QByteArray("\"d\": -7.77,")
            << gloveW6
                   + QStringLiteral(".d = -7.77 is impossible: with 8 and 8 target words and ddof 1, |d| is at "
                                    "most 1.936");
        QTest::newRow("a d of 1.2 outside the interval its own associations give")
            << QByteArray("\"d\": 1.7177673160741957,") << QByteArray("\"d\": 1.2,")
            << gloveW6 + QStringLiteral(".d = 1.2 is impossible: the stored associations s_x and s_y give d = 1.718");
        QTest::newRow("an exact p that is no count of its 12,870 partitions")
            << QByteArray("\"p_upper\": 0.008391608391608392,") << QByteArray("\"p_upper\": 0.0001,")
            << QStringLiteral(
                   "results.weat_raw[\"/work/baseline/build-old/share/isoscope/embeddings/"
                   "glove.6B.100d.subset.txt|auto|weat:W8:a627527da78da2ba|ddof1:ge:plus1:one:n100000:"
                   "exact1000000:seed42\"].statistic.p_upper = 1e-04 is impossible: its count, count_upper = "
                   "108 of 12870 partitions, gives p_upper = 0.008392");
    }
    void anImpossibleResultIsRefusedNamingTheField()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        refusedNaming(from, to, message);
    }

    void theDemoStudyAsSavedIsPossible()
    {
        // Every number of the study as Isoscope saved it passes the check that refuses the rows above.
        const QString path = m_dir.filePath(QStringLiteral("asSaved.isoscope"));
        QVERIFY(QFile::copy(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/study-v1-demo.isoscope"), path));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        USER_CHECK(openByMenu(window, path));
        QCOMPARE(window.study()->filePath(), path);
        QCOMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
        QVERIFY2(issueMessages(window).filter(QStringLiteral("impossible")).isEmpty(),
                 qPrintable(issueMessages(window).join(QLatin1Char('\n'))));
        hostilecases::accepted();
    }

    void resultsOfAnotherModelFileAreNeverShownAsCurrent()
    {
        // The demo study as the release before content hashes saved it, its word2vec model a copy of
        // the shipped one in the test's folder (its GloVe model's file is missing: its results stay
        // as the study has them, with the file marked missing).
        const QString model = m_dir.filePath(QStringLiteral("word2vec.txt"));
        const QString shipped =
            QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/GoogleNews-vectors-negative300.subset.txt");
        QFile::remove(model);
        QVERIFY(QFile::copy(shipped, model));
        const QString path = m_dir.filePath(QStringLiteral("colleague.isoscope"));
        const QByteArray study = demoStudyWithWord2vecAt(model);
        QVERIFY(study.contains(QFile::encodeName(model)));
        QVERIFY(windowfixtures::writeFile(path, study));
        const QString word2vec = QStringLiteral("word2vec-GoogleNews-subset");
        const QString glove = QStringLiteral("GloVe-6B-100d-subset");
        {
            MainWindow window;
            USER_CHECK(openAndRead(window, path));
            // Saved without the file's content hash: once the file is read, its results cannot be
            // checked against it, so they are not shown; GloVe's (no file to read) are.
            QTRY_COMPARE(weatRowsOf(window, word2vec), 0);
            QCOMPARE(weatRowsOf(window, glove), 10);
            const QString banner = windowfixtures::bannerText(window.resultsPanel());
            QVERIFY2(banner.startsWith(QStringLiteral("Results not verified, for word2vec-GoogleNews-subset: the study "
                                                      "was saved without the content hash of the model file")),
                     qPrintable(banner));
            // Run computes them from the file; saved, the study keeps the file's content hash.
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
            QVERIFY(windowfixtures::runFinished(window));
            QCOMPARE(weatRowsOf(window, word2vec), 10);
            QVERIFY2(!setAsideSaid(window), qPrintable(windowfixtures::bannerText(window.resultsPanel())));
            USER_CHECK(ui::shortcut(QKeySequence::Save));
            QTRY_VERIFY(!window.study()->isModified());
        }
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("\"content_hash\""));
        saved.close();

        // The same study opened again: its results are current for the file as it is.
        {
            MainWindow window;
            USER_CHECK(openAndRead(window, path));
            QCOMPARE(weatRowsOf(window, word2vec), 10);
            QVERIFY2(!setAsideSaid(window), qPrintable(windowfixtures::bannerText(window.resultsPanel())));
        }

        // The file replaced at the same path (one number of its first vector changed): the window
        // reads the new file and shows none of the old one's numbers beside it.
        QFile original(shipped);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray text = original.readAll();
        const qsizetype firstVector = text.indexOf('\n') + 1;
        const qsizetype firstNumber = text.indexOf(' ', firstVector) + 1;
        QVERIFY(firstVector > 0 && firstNumber > firstVector);
        text.insert(firstNumber, "1");
        QVERIFY(windowfixtures::writeFile(model, text));
        {
            MainWindow window;
            USER_CHECK(openAndRead(window, path));
            QTRY_COMPARE(weatRowsOf(window, word2vec), 0);
            QCOMPARE(weatRowsOf(window, glove), 10);
            const QString banner = windowfixtures::bannerText(window.resultsPanel());
            QVERIFY2(banner.startsWith(QStringLiteral("Model file changed since the study's results were computed, for "
                                                      "word2vec-GoogleNews-subset: those results are not shown.")),
                     qPrintable(banner));
            window.study()->setModified(false);
        }
        hostilecases::accepted(); // opened, with the results of another content set aside
    }

    void theLargestBootstrapOpensWithoutFreezingTheWindow()
    {
        const QString path = m_dir.filePath(QStringLiteral("largest.isoscope"));
        const QByteArray largest = QByteArray::number(qulonglong(isoscope::kMaxEffectBootstrapIterations));
        const QByteArray text =
            demoStudyWith("\"effect_bootstrap_iterations\": 2000", "\"effect_bootstrap_iterations\": " + largest);
        QVERIFY(!text.isEmpty());
        QVERIFY(windowfixtures::writeFile(path, text));
        MainWindow window;
        window.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&window));
        stallwatch::StallWatch watch;
        watch.setDoing(QStringLiteral("opening the study"));
        USER_CHECK(openByMenu(window, path));
        QCOMPARE(window.study()->options().effectBootstrapIterations, isoscope::kMaxEffectBootstrapIterations);
        QCOMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
        QTest::qWait(200);
        QVERIFY2(watch.worstOwnMs() <= watch.limitMs(), qPrintable(QStringLiteral("the window stalled %1 ms while %2")
                                                                       .arg(watch.worstOwnMs())
                                                                       .arg(watch.worstOwnDoing())));

        // The Options page offers no more than a study may hold: a larger number typed stops there.
        USER_CHECK(ui::clickTab(windowfixtures::tabBarOf(&window, "pages"), QStringLiteral("Options")));
        auto *bootstrap =
            ui::find<QSpinBox>(&window, QStringLiteral("Bootstrap resamples for the confidence intervals of d"));
        QVERIFY(bootstrap);
        QCOMPARE(bootstrap->maximum(), int(isoscope::kMaxEffectBootstrapIterations));
        USER_CHECK(ui::typeInto(bootstrap, QStringLiteral("1000000")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QVERIFY(bootstrap->value() <= int(isoscope::kMaxEffectBootstrapIterations));
        QVERIFY(window.study()->options().effectBootstrapIterations <= isoscope::kMaxEffectBootstrapIterations);
        window.study()->setModified(false);
        hostilecases::accepted(); // opened without freezing, and no more is offered
    }
};

QTEST_MAIN(TestReceivedStudy)
#include "tst_receivedstudy.moc"
