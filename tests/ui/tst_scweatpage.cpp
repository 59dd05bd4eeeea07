// The SC-WEAT page, offscreen: target words against a suite's attribute words on the demo GloVe
// model, run as a job; every number equals `isoscope-cli sc-weat` (run in process) with the same
// options; the words not in the vocabulary are named with their list; the dumbbell figure draws
// each word's raw and whitened d where they are; lists with no word in the vocabulary give a clear
// message; a run cancels cleanly.
#include "core/base/datadir.h"
#include "tests/cli/runcommandline.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/calibrations/scweattablemodel.h"
#include "ui/common/itemroles.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexporter.h"
#include "ui/figures/scweatfigure.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace isoscope::ui;

namespace {

using windowfixtures::JobWorkersHeld;
using windowfixtures::kTimeoutMs;
using windowfixtures::modelsLoaded;

QString demoGlove()
{
    return QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
}

const QString kTargets = QStringLiteral("engineer, nurse\nprogrammer\n scientist ,teacher");

} // namespace

class TestScWeatPage final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setQuitOnLastWindowClosed(false);
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_cacheDir.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
    }

    void splitsTypedWords()
    {
        const std::vector<std::string> words = ScWeatPage::splitWords(kTargets);
        QCOMPARE(words, (std::vector<std::string>{"engineer", "nurse", "programmer", "scientist", "teacher"}));
        QVERIFY(ScWeatPage::splitWords(QStringLiteral(" ,\n, ")).empty());
    }

    void numbersAreTheCommandLines()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.openDemoStudy();
        QVERIFY(modelsLoaded(window));
        window.showPage(MainWindow::ScWeatPageIndex);
        ScWeatPage *page = window.scWeatPage();
        page->selectModel(QString::fromUtf8(isoscope::builtin::kDemoGloveName));
        page->setTargets(kTargets);
        QVERIFY(page->takeAttributesFrom(QStringLiteral("W8")));
        const int jobsBefore = window.runner()->jobs()->rowCount();
        page->start();
        QVERIFY2(page->isRunning(), qPrintable(page->statusText()));
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsBefore + 1);
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning(); }, kTimeoutMs));
        QVERIFY2(page->result(), qPrintable(page->statusText()));

        ScWeatTableModel *model = page->tableModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(page->tableView()->model(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 4); // "programmer" is not in the demo subset
        QVERIFY2(page->missingText().contains(QStringLiteral("target words: programmer")),
                 qPrintable(page->missingText()));

        const clitest::Run run =
            clitest::runInProcess({QStringLiteral("sc-weat"), demoGlove(),
                                   QStringLiteral("--target=engineer,nurse,programmer,scientist,teacher"),
                                   QStringLiteral("--suite=W8"), QStringLiteral("--json"), QStringLiteral("--quiet")});
        QVERIFY2(run.status == 0, run.err.c_str());
        const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(run.out)).object();
        QCOMPARE(root[QStringLiteral("missing")].toArray().size(), 1);
        const QJsonArray words = root[QStringLiteral("words")].toArray();
        QCOMPARE(words.size(), model->rowCount());
        for (int row = 0; row < model->rowCount(); ++row) {
            const QJsonObject w = words[row].toObject();
            const auto cell = [&](int column) { return model->index(row, column).data(RawValueRole); };
            QCOMPARE(cell(ScWeatTableModel::WordColumn).toString(), w[QStringLiteral("word")].toString());
            const QJsonObject raw = w[QStringLiteral("raw")].toObject(),
                              white = w[QStringLiteral("whitened")].toObject();
            QCOMPARE(cell(ScWeatTableModel::RawDColumn).toDouble(), raw[QStringLiteral("effect_size")].toDouble());
            QCOMPARE(cell(ScWeatTableModel::RawPColumn).toDouble(), raw[QStringLiteral("p")].toDouble());
            QCOMPARE(cell(ScWeatTableModel::WhitenedDColumn).toDouble(),
                     white[QStringLiteral("effect_size")].toDouble());
            QCOMPARE(cell(ScWeatTableModel::WhitenedPColumn).toDouble(), white[QStringLiteral("p")].toDouble());
            QCOMPARE(cell(ScWeatTableModel::ChangeColumn).toString(), w[QStringLiteral("change")].toString());
            QCOMPARE(cell(ScWeatTableModel::RawMeanAColumn).toDouble(), raw[QStringLiteral("mean_cos_A")].toDouble());
            QCOMPARE(cell(ScWeatTableModel::RawMeanBColumn).toDouble(), raw[QStringLiteral("mean_cos_B")].toDouble());
        }

        // The figure: two marks per word, on the word's row, at its raw and whitened d.
        ChartFigureView *view = page->figureView();
        QCOMPARE(view->built().panels.size(), 1);
        QCOMPARE(view->built().marks.size(), 2 * model->rowCount());
        const ChartPanel &panel = view->built().panels.front();
        for (int row = 0; row < model->rowCount(); ++row) {
            const double y = model->rowCount() - 1 - row;
            for (int column : {int(ScWeatTableModel::RawDColumn), int(ScWeatTableModel::WhitenedDColumn)}) {
                const QPointF value(model->index(row, column).data(RawValueRole).toDouble(), y);
                bool marked = false;
                for (const ChartMark &m : view->built().marks)
                    marked = marked
                             || (m.value == value
                                 && m.toolTip.startsWith(model->index(row, 0).data().toString() + QLatin1Char('\n')));
                QVERIFY(marked);
                QVERIFY(panel.plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(panel.map(value)));
                QVERIFY(view->markAt(view->viewportPosition(0, value)) >= 0);
            }
        }
        // Exports: CSV at full precision, the figure as PNG and SVG.
        const QString csv = page->tableText(QStringLiteral("csv"));
        QVERIFY(csv.startsWith(QStringLiteral("Word,Raw d,Raw p,Whitened d,Whitened p,Change,")));
        QVERIFY(csv.contains(
            QString::number(model->index(0, ScWeatTableModel::RawDColumn).data(RawValueRole).toDouble(), 'g', 17)));
        QTemporaryDir out;
        FigureExportOptions options;
        options.formats = {FigureFormat::Png, FigureFormat::Svg};
        options.dpi = 100;
        QString error;
        const QStringList files =
            FigureExporter::exportFigure(*view->figure(), out.filePath(QStringLiteral("sc")), options, &error);
        QVERIFY2(files.size() == 2, qPrintable(error));
        QVERIFY(QImage(files[0]).width() > 400);
    }

    void listsWithoutWordsSaySo()
    {
        MainWindow window;
        ScWeatPage *page = window.scWeatPage();
        page->setTargets(QStringLiteral("nurse"));
        page->start();
        QVERIFY(!page->isRunning());
        QVERIFY(page->statusText().contains(QStringLiteral("no models")));

        window.openDemoStudy();
        QVERIFY(modelsLoaded(window));
        page->selectModel(QString::fromUtf8(isoscope::builtin::kDemoGloveName));
        page->setTargets(QStringLiteral("xqzzyv, qwxxzk"));
        page->setAttributes(QStringLiteral("men"), QStringLiteral("he, him"), QStringLiteral("women"),
                            QStringLiteral("she, her"));
        page->start();
        QVERIFY(!page->isRunning());
        QVERIFY2(page->statusText().contains(QStringLiteral("None of the target words"))
                     && page->statusText().contains(QStringLiteral("xqzzyv, qwxxzk")),
                 qPrintable(page->statusText()));
        page->setTargets(QStringLiteral("nurse"));
        page->setAttributes(QStringLiteral("men"), QStringLiteral("he, him"), QStringLiteral("nonsense"),
                            QStringLiteral("zzqqxv"));
        page->start();
        QVERIFY(!page->isRunning());
        QVERIFY2(page->statusText().contains(QStringLiteral("No word of nonsense"))
                     && page->statusText().contains(QStringLiteral("zzqqxv")),
                 qPrintable(page->statusText()));
        page->setAttributes(QStringLiteral("men"), QString(), QStringLiteral("women"), QStringLiteral("she"));
        page->start();
        QVERIFY(page->statusText().contains(QStringLiteral("words of A and of B")));
    }

    void cancelLeavesNoResult()
    {
        MainWindow window;
        window.openDemoStudy();
        QVERIFY(modelsLoaded(window));
        ScWeatPage *page = window.scWeatPage();
        page->selectModel(QString::fromUtf8(isoscope::builtin::kDemoGloveName));
        page->setTargets(kTargets);
        QVERIFY(page->takeAttributesFrom(QStringLiteral("W7")));
        // Every worker of the jobs' pool busy, so that the run is still queued when it is cancelled
        // (otherwise it might end before the cancel reaches it).
        JobWorkersHeld held;
        window.showPage(MainWindow::ScWeatPageIndex);
        USER_CHECK(userinput::showAndActivate(&window));
        USER_CHECK(userinput::click(userinput::find<QPushButton>(page, QStringLiteral("Run SC-WEAT"))));
        QVERIFY(page->isRunning());
        USER_CHECK(userinput::click(userinput::find<QPushButton>(page, QStringLiteral("Cancel SC-WEAT"))));
        held.release();
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning(); }, kTimeoutMs));
        QVERIFY(!page->result());
        QCOMPARE(page->statusText(), ScWeatPage::tr("Cancelled."));
    }
};

QTEST_MAIN(TestScWeatPage)
#include "tst_scweatpage.moc"
