// A fastText .bin model in the window, offscreen: the Models page's "Words not in the vocabulary"
// choice, changed by a click and the keyboard, decides whether missing suite words are left out or
// given their subword vectors; the Results table then shows the numbers of `isoscope-cli analyze`
// with and without --oov subword on the same model, the drill-down names the words from subwords
// beside the missing ones, the Issues panel notes them, and the choice survives the study file. The
// model is trained at test time by Debian's fasttext program (tests/fasttextmodels.h).

#include "tests/fasttextmodels.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/issues/issuespanel.h"
#include "ui/models/modelspanel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/numberformat.h"
#include "ui/results/resultspanel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"
#include "windowfixtures.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace isoscope::ui;

namespace {

constexpr int kRunTimeoutMs = 120000;

// isoscope-cli analyze on the model, W3 only; its results.json.
QJsonObject analyze(const QString &model, bool subwords)
{
    QStringList arguments = {QStringLiteral("analyze"),      QStringLiteral("skipgram=") + model,
                             QStringLiteral("--only"),       QStringLiteral("W3"),
                             QStringLiteral("--similarity"), QStringLiteral("none"),
                             QStringLiteral("--json"),       QStringLiteral("--quiet")};
    if (subwords)
        arguments << QStringLiteral("--oov") << QStringLiteral("subword");
    return QJsonDocument::fromJson(fasttextfixtures::run(QStringLiteral(ISOSCOPE_CLI), arguments)).object();
}

QJsonObject weatOf(const QJsonObject &results)
{
    return results.value(QStringLiteral("weat")).toArray().at(0).toObject();
}

// The words of a results.json word-set object ({"X": [...], ...}), all sets.
QStringList wordsOf(const QJsonObject &sets)
{
    QStringList words;
    for (const char *role : {"X", "Y", "A", "B"})
        for (const QJsonValue &w : sets.value(QLatin1String(role)).toArray())
            words << w.toString();
    return words;
}

int rowOfSuite(const QAbstractItemModel *table, const QString &suite)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->index(row, WeatTableModel::SuiteColumn).data(RawValueRole).toString() == suite)
            return row;
    return -1;
}

QComboBox *visibleCombo(QWidget *root, const QString &accessibleName)
{
    for (QComboBox *combo : root->findChildren<QComboBox *>())
        if (combo->accessibleName() == accessibleName && combo->isVisible())
            return combo;
    return nullptr;
}

// True once a model has not been reset for half a second (the window refreshes its tables a
// moment after results come in).
bool settled(const QAbstractItemModel *model)
{
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    for (int i = 0; i < 40; ++i) {
        resets.clear();
        QTest::qWait(500);
        if (resets.isEmpty())
            return true;
    }
    return false;
}

bool runToEnd(MainWindow &window)
{
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
    return QTest::qWaitFor([&] { return window.runner()->isRunning(); }, 5000)
           && QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kRunTimeoutMs);
}

} // namespace

class TestFastTextWindow final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;
    QTemporaryDir m_dir;
    QString m_model;
    QJsonObject m_leftOut, m_subwords;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setQuitOnLastWindowClosed(false);
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_cacheDir.isValid() && m_dir.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
        m_model = QString::fromStdString(fasttextfixtures::train(m_dir.path().toStdString(), true).skipgram.string());
        m_leftOut = analyze(m_model, false);
        m_subwords = analyze(m_model, true);
        // The premise: W3's names are mostly not in a model trained on STS-B, and get subword vectors.
        QVERIFY(wordsOf(weatOf(m_leftOut).value(QStringLiteral("missing")).toObject()).size() > 10);
        QVERIFY(wordsOf(weatOf(m_subwords).value(QStringLiteral("from_subwords")).toObject()).size() > 10);
        QVERIFY(wordsOf(weatOf(m_subwords).value(QStringLiteral("missing")).toObject()).isEmpty());
    }

    void theModelsPageChoiceGivesMissingWordsSubwordVectors()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.modelsPanel()->addFiles({m_model});
        QVERIFY(windowfixtures::modelsLoaded(window));
        QTest::keyClick(&window, Qt::Key_2, Qt::AltModifier); // View > Models
        QTableView *models = window.modelsPanel()->table();
        QTRY_VERIFY(models->isVisible());
        QTest::mouseClick(models->viewport(), Qt::LeftButton, {},
                          models->visualRect(models->model()->index(0, 0)).center());

        // Left out first, as the paper does: the combo says so, and offers subword vectors.
        QComboBox *oov = visibleCombo(&window, QStringLiteral("Words not in the vocabulary"));
        QVERIFY(oov);
        QTRY_VERIFY(oov->isEnabled());
        QCOMPARE(oov->currentText(), QStringLiteral("Left out (as in the paper)"));
        auto *note = window.findChild<QLabel *>(QStringLiteral("oovNote"));
        QVERIFY2(note->text().contains(QStringLiteral("n-gram vectors of 3 to 5 characters")),
                 qPrintable(note->text()));

        // Only W3: its names are what the choice is about.
        isoscope::ui::StudyOptions options = window.study()->options();
        options.similarityBenchmarks = false;
        window.study()->setOptions(options);
        QVERIFY(runToEnd(window));
        QTest::keyClick(&window, Qt::Key_5, Qt::AltModifier); // View > Results
        QTableView *table = window.resultsPanel()->view(ResultsPanel::WeatTable);
        QTRY_VERIFY(rowOfSuite(table->model(), QStringLiteral("W3")) >= 0);
        const int row = rowOfSuite(table->model(), QStringLiteral("W3"));
        const auto shownD = [&] { return table->model()->index(row, WeatTableModel::RawDColumn).data(RawValueRole); };
        const QJsonValue leftOutD =
            weatOf(m_leftOut).value(QStringLiteral("raw")).toObject().value(QStringLiteral("d"));
        if (leftOutD.isDouble())
            QCOMPARE(shownD().toDouble(), leftOutD.toDouble());
        else
            QVERIFY(!shownD().isValid() || shownD().isNull()); // the suite could not run without its names

        // Now subword vectors, chosen as a person would: click the combo, Down, Return.
        QTest::keyClick(&window, Qt::Key_2, Qt::AltModifier);
        QTRY_VERIFY(oov->isVisible());
        QTest::mouseClick(oov, Qt::LeftButton);
        QAbstractItemView *popup = oov->view();
        QTRY_VERIFY(popup->isVisible());
        QTest::qWait(100);
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::qWait(100);
        QTest::keyClick(popup, Qt::Key_Return);
        QTRY_COMPARE(oov->currentText(), QStringLiteral("Subword vectors (fastText)"));
        QTRY_COMPARE(window.study()->models().at(0).oov, isoscope::OovPolicy::Subword);
        QVERIFY(windowfixtures::modelsLoaded(window));

        QVERIFY(runToEnd(window));
        QTest::keyClick(&window, Qt::Key_5, Qt::AltModifier);
        QTRY_VERIFY(rowOfSuite(table->model(), QStringLiteral("W3")) >= 0);
        const int subwordRow = rowOfSuite(table->model(), QStringLiteral("W3"));
        const QJsonObject w3 = weatOf(m_subwords);
        const double d = w3.value(QStringLiteral("raw")).toObject().value(QStringLiteral("d")).toDouble();
        const double whitenedD = w3.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("d")).toDouble();
        QTRY_COMPARE(table->model()->index(subwordRow, WeatTableModel::RawDColumn).data(RawValueRole).toDouble(), d);
        QCOMPARE(table->model()->index(subwordRow, WeatTableModel::WhitenedDColumn).data(RawValueRole).toDouble(),
                 whitenedD);
        QVERIFY(!leftOutD.isDouble() || leftOutD.toDouble() != d);
        // What the cell shows is that number, rounded.
        QCOMPARE(table->model()->index(subwordRow, WeatTableModel::RawDColumn).data().toString(),
                 numberformat::effect(d));

        // The drill-down names the words that got subword vectors, as results.json does.
        // Opened by a click on the row and Return (what a double click does too).
        const QRect cell = table->visualRect(table->model()->index(subwordRow, WeatTableModel::SuiteColumn));
        // (After the window's last refresh of the table, which resets its current row.)
        QVERIFY(settled(table->model()));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::qWait(100);
        QTest::keyClick(table, Qt::Key_Return);
        DrillDownPanel *panel = window.resultsPanel()->drillDown();
        QTRY_VERIFY(panel->isVisible());
        auto *words = panel->findChild<QLabel *>(QStringLiteral("missingWordsLabel"));
        QVERIFY(words);
        QVERIFY2(words->text().contains(QStringLiteral("from subwords")), qPrintable(words->text()));
        const QStringList fromSubwords = wordsOf(w3.value(QStringLiteral("from_subwords")).toObject());
        for (const QString &word : fromSubwords.mid(0, 4))
            QVERIFY2(words->text().contains(word), qPrintable(word + QStringLiteral(" in ") + words->text()));

        // The Issues panel notes them (a note, not a warning: nothing was left out).
        const IssueListModel *issues = window.issuesPanel()->model();
        bool noted = false;
        for (int i = 0; i < issues->rowCount(); ++i)
            for (int c = 0; c < issues->columnCount(); ++c)
                noted = noted || issues->index(i, c).data().toString().contains(QStringLiteral("from their subwords"));
        QVERIFY(noted);

        // The choice is part of the study file.
        const QString path = m_dir.filePath(QStringLiteral("study.isoscope"));
        QVERIFY(window.saveStudyAs(path));
        MainWindow reopened;
        QVERIFY(reopened.openStudy(path));
        QCOMPARE(reopened.study()->models().at(0).oov, isoscope::OovPolicy::Subword);
        window.study()->setModified(false);
        reopened.study()->setModified(false);
    }
};

QTEST_MAIN(TestFastTextWindow)
#include "tst_fasttextwindow.moc"
