// The Calibrations page, offscreen: ZCA and the comparison calibrations run on the demo study as a
// job; the table's numbers are isoscope-cli's (`analyze --demo --calibration SPEC`, run in process),
// all-but-the-top with D = 0 shows centring's d, PCA whitening ZCA's; the scatter draws each point
// at (d_ZCA, d_calibrated); a run cancels cleanly; no models gives a clear message.
#include "core/base/datadir.h"
#include "tests/cli/runcommandline.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/calibrationtablemodel.h"
#include "ui/common/itemroles.h"
#include "ui/figures/calibrationscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/figureexporter.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace isoscope::ui;

namespace {

using windowfixtures::JobWorkersHeld;
using windowfixtures::kTimeoutMs;
using windowfixtures::modelsLoaded;

// (model, suite) -> the weat entry of `isoscope-cli analyze --demo --calibration SPEC --json`.
std::map<std::pair<QString, QString>, QJsonObject> cliResults(const QString &calibration)
{
    const clitest::Run run = clitest::runInProcess(
        {QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--json"), QStringLiteral("--quiet"),
         QStringLiteral("--similarity=none"), QStringLiteral("--calibration=") + calibration});
    if (run.status != 0)
        qFatal("isoscope-cli failed: %s", run.err.c_str());
    std::map<std::pair<QString, QString>, QJsonObject> out;
    const QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(run.out)).object();
    for (const QJsonValue &v : root[QStringLiteral("weat")].toArray())
        out[{v[QStringLiteral("model")].toString(), v[QStringLiteral("suite")].toString()}] = v.toObject();
    return out;
}

double number(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data(RawValueRole).toDouble();
}

} // namespace

class TestCalibrationsPage final : public QObject
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

    void tableIsTheCommandLinesAndTheScatterDrawsIt()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.openDemoStudy();
        QVERIFY(modelsLoaded(window));
        window.showPage(MainWindow::CalibrationsPageIndex);
        CalibrationsPage *page = window.calibrationsPage();
        page->choose(true, true, 0, true); // centring, all-but-the-top with D = 0, PCA whitening
        const int jobsBefore = window.runner()->jobs()->rowCount();
        page->start();
        QVERIFY(page->isRunning());
        QCOMPARE(window.runner()->jobs()->rowCount(), jobsBefore + 1);
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning(); }, kTimeoutMs));
        QVERIFY2(page->comparison(), qPrintable(page->statusText()));

        CalibrationTableModel *model = page->tableModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(page->tableView()->model(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int suites = static_cast<int>(window.study()->allSuites().size());
        QCOMPARE(model->rowCount(), window.study()->models().size() * suites);
        QCOMPARE(model->columnCount(),
                 CalibrationTableModel::FirstComparisonColumn + 3 * CalibrationTableModel::PartCount);
        QCOMPARE(page->comparison()->calibrations.size(), std::size_t(4));

        // Every number of the table is the command line's for the same calibration.
        const QString specs[] = {QStringLiteral("zca"), QStringLiteral("center"), QStringLiteral("abtt:0"),
                                 QStringLiteral("pca")};
        int compared = 0, undefinedDelta = 0, notRun = 0;
        for (std::size_t c = 0; c < 4; ++c) {
            const auto cli = cliResults(specs[c]);
            const int dColumn = c == 0 ? int(CalibrationTableModel::ZcaDColumn)
                                       : CalibrationTableModel::column(c, CalibrationTableModel::DPart);
            const int pColumn = c == 0 ? int(CalibrationTableModel::ZcaPColumn)
                                       : CalibrationTableModel::column(c, CalibrationTableModel::PPart);
            const int changeColumn = c == 0 ? int(CalibrationTableModel::ZcaChangeColumn)
                                            : CalibrationTableModel::column(c, CalibrationTableModel::ChangePart);
            for (int row = 0; row < model->rowCount(); ++row) {
                const QString m = model->index(row, CalibrationTableModel::ModelColumn).data(RawValueRole).toString();
                const QString s = model->index(row, CalibrationTableModel::SuiteColumn).data(RawValueRole).toString();
                const auto found = cli.find({m, s});
                QVERIFY2(found != cli.end(), qPrintable(m + QLatin1Char('/') + s));
                const QJsonObject &r = found->second;
                if (r[QStringLiteral("whitened")].isNull()) {
                    QVERIFY(!model->index(row, dColumn).data(RawValueRole).isValid());
                    ++notRun;
                    continue;
                }
                const QJsonObject w = r[QStringLiteral("whitened")].toObject();
                QVERIFY2(std::abs(number(*model, row, dColumn) - w[QStringLiteral("d")].toDouble()) < 1e-12,
                         qPrintable(specs[c] + QLatin1Char(' ') + m + QLatin1Char('/') + s));
                QCOMPARE(number(*model, row, pColumn), w[QStringLiteral("p")].toDouble());
                QCOMPARE(model->index(row, changeColumn).data(RawValueRole).toString(),
                         r[QStringLiteral("change")].toString());
                QCOMPARE(number(*model, row, CalibrationTableModel::RawDColumn),
                         r[QStringLiteral("raw")][QStringLiteral("d")].toDouble());
                if (c > 0) {
                    const QVariant delta =
                        model->index(row, CalibrationTableModel::column(c, CalibrationTableModel::DeltaPart))
                            .data(RawValueRole);
                    if (!delta.isValid()) {
                        ++undefinedDelta;
                        continue;
                    }
                    QVERIFY(std::abs(delta.toDouble()
                                     - (number(*model, row, dColumn)
                                        - number(*model, row, CalibrationTableModel::ZcaDColumn)))
                            < 1e-15);
                }
                ++compared;
            }
        }
        QCOMPARE(compared + notRun + undefinedDelta, 4 * model->rowCount());
        QVERIFY(compared >= 3 * model->rowCount());
        QCOMPARE(undefinedDelta, 0);

        // All-but-the-top with D = 0 removes nothing: centring's d and p; PCA whitening is a rotation
        // of ZCA's space, so its cosines, and d, are ZCA's.
        bool centringDiffers = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QVariant center =
                model->index(row, CalibrationTableModel::column(1, CalibrationTableModel::DPart)).data(RawValueRole);
            if (!center.isValid())
                continue;
            const double abtt = number(*model, row, CalibrationTableModel::column(2, CalibrationTableModel::DPart));
            const double pca = number(*model, row, CalibrationTableModel::column(3, CalibrationTableModel::DPart));
            const double zca = number(*model, row, CalibrationTableModel::ZcaDColumn);
            QVERIFY(std::abs(center.toDouble() - abtt) < 1e-9);
            QVERIFY(std::abs(pca - zca) < 1e-9);
            centringDiffers = centringDiffers || std::abs(center.toDouble() - zca) > 1e-3;
            QCOMPARE(
                model->index(row, CalibrationTableModel::column(2, CalibrationTableModel::DPart)).data().toString(),
                model->index(row, CalibrationTableModel::column(1, CalibrationTableModel::DPart)).data().toString());
        }
        QVERIFY(centringDiffers);

        // The scatter: one raw point and one point per comparison per result, each drawn at
        // (d_ZCA, d) inside the plot, found again under the mouse with its model and suite.
        ChartFigureView *view = page->figureView();
        const auto *figure = static_cast<const CalibrationScatterFigure *>(view->figure());
        int drawn = 0;
        for (int row = 0; row < model->rowCount(); ++row)
            drawn += model->index(row, CalibrationTableModel::ZcaDColumn).data(RawValueRole).isValid();
        QVERIFY(drawn >= model->rowCount() - 1);
        QCOMPARE(figure->points().size(), drawn * 4);
        QCOMPARE(view->built().marks.size(), figure->points().size());
        QCOMPARE(view->built().panels.size(), 1);
        const ChartPanel &panel = view->built().panels.front();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString m = model->index(row, CalibrationTableModel::ModelColumn).data(RawValueRole).toString();
            const QString s = model->index(row, CalibrationTableModel::SuiteColumn).data(RawValueRole).toString();
            if (!model->index(row, CalibrationTableModel::ZcaDColumn).data(RawValueRole).isValid())
                continue;
            const double x = number(*model, row, CalibrationTableModel::ZcaDColumn);
            const double ys[] = {number(*model, row, CalibrationTableModel::RawDColumn),
                                 number(*model, row, CalibrationTableModel::column(1, CalibrationTableModel::DPart)),
                                 number(*model, row, CalibrationTableModel::column(2, CalibrationTableModel::DPart)),
                                 number(*model, row, CalibrationTableModel::column(3, CalibrationTableModel::DPart))};
            for (double y : ys) {
                const auto mark =
                    std::find_if(view->built().marks.begin(), view->built().marks.end(), [&](const ChartMark &k) {
                        return k.model == m && k.suite == s && k.value == QPointF(x, y);
                    });
                QVERIFY2(mark != view->built().marks.end(), qPrintable(m + QLatin1Char('/') + s));
                const QPointF at = panel.map(QPointF(x, y));
                QVERIFY(panel.plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(at));
                QVERIFY(std::abs(panel.unmap(at).x() - x) < 1e-9 && std::abs(panel.unmap(at).y() - y) < 1e-9);
                const int under = view->markAt(view->viewportPosition(0, QPointF(x, y)));
                QVERIFY(under >= 0);
                // Points may coincide (PCA on ZCA's): the one under the mouse is at the same place.
                const QPointF u = view->built().marks[under].value;
                QVERIFY(std::abs(panel.map(u).x() - at.x()) < 6 && std::abs(panel.map(u).y() - at.y()) < 6);
            }
        }

        // Exports: CSV with full precision, the figure to PNG and SVG.
        const QString csv = page->tableText(QStringLiteral("csv"));
        QVERIFY(csv.startsWith(QStringLiteral("Model,Suite,Raw d,Raw p,ZCA d,ZCA p,ZCA change,Centring d,")));
        QVERIFY(csv.contains(QString::number(number(*model, 0, CalibrationTableModel::ZcaDColumn), 'g', 17)));
        QTemporaryDir out;
        FigureExportOptions options;
        options.formats = {FigureFormat::Png, FigureFormat::Svg};
        options.dpi = 100;
        QString error;
        const QStringList files =
            FigureExporter::exportFigure(*figure, out.filePath(figure->fileName()), options, &error);
        QVERIFY2(files.size() == 2, qPrintable(error));
        QVERIFY(QImage(files[0]).width() > 400);

        // A click on a point opens that result's drill-down.
        QSignalSpy drill(page, &CalibrationsPage::drillDownRequested);
        const ChartMark &first = view->built().marks.front();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewportPosition(0, first.value));
        QCOMPARE(drill.size(), 1);

        // Another epsilon: the comparison shown says it no longer matches the study.
        StudyOptions studyOptions = window.study()->options();
        studyOptions.epsilon = 1e-2;
        window.study()->setOptions(studyOptions);
        QVERIFY2(page->statusText().contains(QStringLiteral("changed since this comparison")),
                 qPrintable(page->statusText()));
    }

    void cancelLeavesNoResult()
    {
        MainWindow window;
        window.openDemoStudy();
        QVERIFY(modelsLoaded(window));
        CalibrationsPage *page = window.calibrationsPage();
        // Every worker of the jobs' pool busy, so that the run is still queued when it is cancelled
        // (otherwise it might end before the cancel reaches it).
        JobWorkersHeld held;
        window.showPage(MainWindow::CalibrationsPageIndex);
        USER_CHECK(userinput::showAndActivate(&window));
        USER_CHECK(userinput::click(userinput::find<QPushButton>(page, QStringLiteral("Run comparison"))));
        QVERIFY(page->isRunning());
        USER_CHECK(
            userinput::click(userinput::find<QPushButton>(page, QStringLiteral("Cancel the calibration comparison"))));
        held.release();
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning(); }, kTimeoutMs));
        QVERIFY(!page->comparison());
        QCOMPARE(page->statusText(), CalibrationsPage::tr("Cancelled."));
        QCOMPARE(page->tableModel()->rowCount(), 0);
    }

    void noModelsSaysSo()
    {
        MainWindow window;
        CalibrationsPage *page = window.calibrationsPage();
        page->start();
        QVERIFY(!page->isRunning());
        QVERIFY(page->statusText().contains(QStringLiteral("no models")));
    }
};

QTEST_MAIN(TestCalibrationsPage)
#include "tst_calibrationspage.moc"
