// The Sensitivity, Calibrations and SC-WEAT pages under a user's hands, offscreen: what they say
// about a model matches the Models page, and what they show (results, typed words, selections,
// the figure tab) survives a change of language made in the Preferences.
#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/common/itemroles.h"
#include "ui/common/language.h"
#include "ui/common/settings.h"
#include "ui/figures/figurespanel.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/sensitivity/sensitivitypage.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include "pageinput.h"
#include "windowfixtures.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace isoscope::ui;

namespace {

constexpr int kTimeoutMs = 120000;
using namespace pageinput;

// Every cell of a table model, full precision (RawValueRole) and as shown.
QList<QVariantList> cells(const QAbstractItemModel *model)
{
    QList<QVariantList> rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        QVariantList row;
        for (int c = 0; c < model->columnCount(); ++c)
            row << model->index(r, c).data(RawValueRole);
        rows << row;
    }
    return rows;
}

QList<int> selectedRows(const QTableView *table)
{
    QList<int> rows;
    for (const QModelIndex &index : table->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

// The numbers in a text, in order.
QStringList numbersIn(const QString &text)
{
    QStringList numbers;
    static const QRegularExpression number(QStringLiteral("\\d+"));
    for (auto match = number.globalMatch(text); match.hasNext();)
        numbers << match.next().captured();
    return numbers;
}

// What the status bar's permanent line says.
QString statusText(MainWindow &window)
{
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    return labels.isEmpty() ? QString() : labels.front()->text();
}

// Every text a visible label of the widget shows.
QStringList visibleLabelTexts(QWidget *root)
{
    QStringList texts;
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->isVisible())
            texts << label->text();
    return texts;
}

// The Sensitivity page (Alt+7) run on a suite chosen in its list; the page once it has a result.
SensitivityPage *runSensitivity(MainWindow &window, const QString &suite)
{
    QTest::keyClick(&window, Qt::Key_7, Qt::AltModifier);
    if (!choose(named<QComboBox>(&window, QStringLiteral("Sensitivity suite")), suite)
        || !click(named<QPushButton>(&window, QStringLiteral("Run sensitivity"))))
        return nullptr;
    SensitivityPage *page = window.sensitivityPage();
    return QTest::qWaitFor([&] { return !page->isRunning() && page->result(); }, kTimeoutMs) ? page : nullptr;
}

} // namespace

class TestPageState final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cacheDir.isValid());
        prepareApplication(QStringLiteral("tst_pagestate"), m_cacheDir.path());
    }

    void cleanup()
    {
        settings::language.reset();
        Language::apply(QStringLiteral("en"));
    }

    // Issue 12 item 8: a model the Models page shows Ready is not "not loaded yet" on the
    // Sensitivity page.
    void sensitivityPageSaysAReadyModelIsReady()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QPushButton *demo = named<QPushButton>(&window, QStringLiteral("Open the demo study"));
        QVERIFY(demo);
        QVERIFY(click(demo));
        QCOMPARE(window.study()->models().size(), 2);
        QVERIFY(windowfixtures::modelsLoaded(window));
        for (const StudyModel &m : window.study()->models())
            QCOMPARE(window.runner()->status(m).state, ModelStatus::State::Ready);
        QTest::keyClick(&window, Qt::Key_7, Qt::AltModifier); // View > Sensitivity
        QCOMPARE(window.currentPage(), MainWindow::SensitivityPageIndex);
        QWidget *page = window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentWidget();
        for (const QString &text : visibleLabelTexts(page))
            QVERIFY2(!text.contains(QStringLiteral("not loaded")), qPrintable(text));
        QVERIFY(visibleLabelTexts(page).contains(QStringLiteral("Ready.")));
    }

    // Issue 12 item 15: the Issues dock counts what is there in its number ("1 warning", no
    // "0 errors").
    void issueCountsReadRight()
    {
        MainWindow window;
        QVERIFY(openAndRunDemo(window));

        const QString title = window.findChild<QDockWidget *>(QStringLiteral("issuesDock"))->windowTitle();
        static const QRegularExpression counted(
            QStringLiteral("^Issues( \\((\\d+ errors?)?(, )?(\\d+ warnings?)?\\))?$"));
        QVERIFY2(counted.match(title).hasMatch(), qPrintable(title));
        static const QRegularExpression wrongNumber(
            QStringLiteral("\\b(1 errors|1 warnings|0 errors?|0 warnings?)\\b"));
        QVERIFY2(!title.contains(wrongNumber), qPrintable(title));
    }

    // Issue 12 item 7: a change of language keeps what the Sensitivity, Calibrations and SC-WEAT
    // pages show (results, typed target words, choices, selections, the figure tab), the Results
    // page's correction and selection, and the page shown; nothing is computed again.
    void languageSwitchKeepsEveryPage()
    {
        MainWindow window;
        QVERIFY(openAndRunDemo(window));

        // Sensitivity of W3, its bootstrap figure shown.
        SensitivityPage *sensitivity = runSensitivity(window, QStringLiteral("W3"));
        QVERIFY(sensitivity);
        QVERIFY(
            clickTab(named<QTabWidget>(&window, QStringLiteral("Sensitivity figures")), QStringLiteral("Bootstrap")));
        const auto sensitivityResult = sensitivity->result();

        // Calibrations without PCA whitening, one row selected.
        QTest::keyClick(&window, Qt::Key_8, Qt::AltModifier);
        QVERIFY(click(named<QCheckBox>(&window, QStringLiteral("PCA whitening"))));
        QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run comparison"))));
        CalibrationsPage *calibrations = window.calibrationsPage();
        QVERIFY(QTest::qWaitFor([&] { return !calibrations->isRunning() && calibrations->comparison(); }, kTimeoutMs));
        QTableView *calibrationTable = named<QTableView>(&window, QStringLiteral("Calibration comparison"));
        QVERIFY(calibrationTable);
        QVERIFY(clickCell(calibrationTable, 3, 1));
        const QList<QVariantList> calibrationCells = cells(calibrationTable->model());
        const QList<int> calibrationSelection = selectedRows(calibrationTable);
        QCOMPARE(calibrationSelection, QList<int>{3});
        QCOMPARE(calibrations->comparison()->calibrations.size(), std::size_t(3)); // ZCA, centring, ABTT

        // SC-WEAT: two target words typed, W7's attributes, the second row selected.
        QTest::keyClick(&window, Qt::Key_9, Qt::AltModifier);
        auto *targets = named<QPlainTextEdit>(&window, QStringLiteral("Target words"));
        QVERIFY(targets);
        QVERIFY(click(targets));
        QTest::keyClicks(targets, QStringLiteral("nurse, engineer"), Qt::NoModifier, kKeyDelayMs);
        QVERIFY(choose(named<QComboBox>(&window, QStringLiteral("Attributes")), QStringLiteral("From suite W7")));
        QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run SC-WEAT"))));
        ScWeatPage *scWeat = window.scWeatPage();
        QVERIFY(QTest::qWaitFor([&] { return !scWeat->isRunning() && scWeat->result(); }, kTimeoutMs));
        QTableView *scWeatTable = named<QTableView>(&window, QStringLiteral("SC-WEAT results"));
        QVERIFY(scWeatTable);
        QCOMPARE(scWeatTable->model()->rowCount(), 2);
        QVERIFY(clickCell(scWeatTable, 1, 0));
        const QList<QVariantList> scWeatCells = cells(scWeatTable->model());
        const QString wordsA = named<QPlainTextEdit>(&window, QStringLiteral("Words of A"))->toPlainText();
        QVERIFY(wordsA.contains(QStringLiteral("male")));

        // Results: Holm's correction, filtered to GloVe, the drill-down of its W3 open.
        QTest::keyClick(&window, Qt::Key_5, Qt::AltModifier);
        QVERIFY(
            choose(named<QComboBox>(&window, QStringLiteral("Multiple-testing correction")), QStringLiteral("Holm")));
        auto *filter = named<QLineEdit>(&window, QStringLiteral("Filter results"));
        QVERIFY(click(filter));
        QTest::keyClicks(filter, QStringLiteral("GloVe"), Qt::NoModifier, kKeyDelayMs);
        QTableView *weat = named<QTableView>(&window, QStringLiteral("WEAT results"));
        QCOMPARE(weat->model()->rowCount(), 10);
        const QModelIndex w3 = weat->model()->index(2, 1);
        QCOMPARE(w3.data().toString(), QStringLiteral("W3"));
        doubleClick(weat->viewport(), weat->visualRect(w3).center());
        QVERIFY(window.resultsPanel()->drillDown()->isVisible());
        const QList<QVariantList> weatCells = cells(weat->model());
        const QList<int> weatSelection = selectedRows(weat);
        const QStringList counts = numbersIn(window.resultsPanel()->countsText());
        QCOMPARE(statusText(window), window.resultsPanel()->countsText()); // the status bar follows Holm

        // Figures: the before/after scatter.
        QTest::keyClick(&window, Qt::Key_6, Qt::AltModifier);
        QVERIFY(clickTab(window.findChild<QTabWidget *>(QStringLiteral("figureTabs")), QStringLiteral("Before/after")));

        QTest::keyClick(&window, Qt::Key_9, Qt::AltModifier); // the page shown when switching
        const int jobs = window.runner()->jobs()->rowCount();
        const bool modified = window.study()->isModified();

        QVERIFY(switchLanguage(window, QStringLiteral("Deutsch")));
        QCOMPARE(Language::effective(), QStringLiteral("de"));

        QCOMPARE(window.currentPage(), MainWindow::ScWeatPageIndex);
        QCOMPARE(window.runner()->jobs()->rowCount(), jobs); // nothing ran again
        QCOMPARE(window.study()->isModified(), modified);
        // SC-WEAT: the words as typed, the attributes' suite, the same table and selection.
        scWeat = window.scWeatPage();
        QCOMPARE(named<QPlainTextEdit>(&window, QStringLiteral("Zielwörter"))->toPlainText(),
                 QStringLiteral("nurse, engineer"));
        QVERIFY(named<QComboBox>(&window, QStringLiteral("Attribute"))->currentText().contains(QStringLiteral("W7")));
        QCOMPARE(named<QPlainTextEdit>(&window, QStringLiteral("Wörter von A"))->toPlainText(), wordsA);
        QCOMPARE(cells(scWeat->tableView()->model()), scWeatCells);
        QCOMPARE(selectedRows(scWeat->tableView()), QList<int>{1});
        QVERIFY(scWeat->statusText().startsWith(QStringLiteral("Fertig"))); // in German, not "Failed"
        // Calibrations: PCA still off, the same cells and selection.
        calibrations = window.calibrationsPage();
        QCOMPARE(cells(calibrations->tableView()->model()), calibrationCells);
        QCOMPARE(selectedRows(calibrations->tableView()), calibrationSelection);
        QCOMPARE(calibrations->chosenCalibrations().size(), std::size_t(2));
        // Sensitivity: W3, the bootstrap tab, the same result, its summary in German numbers.
        sensitivity = window.sensitivityPage();
        QCOMPARE(sensitivity->selectedSuite(), QStringLiteral("W3"));
        QCOMPARE(sensitivity->result(), sensitivityResult);
        QCOMPARE(sensitivity->tabs()->currentIndex(), 2);
        QTest::keyClick(&window, Qt::Key_7, Qt::AltModifier);
        const QString summary =
            named<QLabel>(&window, QStringLiteral("Zusammenfassung der Sensitivitätsanalyse"))->text();
        QVERIFY2(summary.contains(QStringLiteral("W3")) && summary.contains(QStringLiteral("d roh")),
                 qPrintable(summary));
        // Results: Holm still on and filtered, the same rows and selection, the drill-down open,
        // the status bar with the same counts; the Figures page on the scatter.
        QCOMPARE(cells(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()), weatCells);
        QCOMPARE(selectedRows(window.resultsPanel()->view(ResultsPanel::WeatTable)), weatSelection);
        QCOMPARE(numbersIn(window.resultsPanel()->countsText()), counts);
        QCOMPARE(statusText(window), window.resultsPanel()->countsText());
        QTest::keyClick(&window, Qt::Key_5, Qt::AltModifier);
        QCOMPARE(named<QLineEdit>(&window, QStringLiteral("Ergebnisse filtern"))->text(), QStringLiteral("GloVe"));
        QVERIFY(window.resultsPanel()->drillDown()->isVisible());
        QVERIFY(window.resultsPanel()->drillDown()->title().startsWith(QStringLiteral("W3")));
        QCOMPARE(window.figuresPanel()->currentTab(), FiguresPanel::BeforeAfterTab);
    }

    // A change of language keeps the window's layout: the pages as high as before beside the Jobs
    // and Issues docks. The new docks once took all but a 98 px strip of 1280 x 800 (the new pages
    // were not shown yet when the dock layout was restored), which cut the charts' titles short.
    void languageSwitchKeepsThePagesHeight()
    {
        MainWindow window;
        QVERIFY(openAndRunDemo(window));
        auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
        auto *jobsDock = window.findChild<QDockWidget *>(QStringLiteral("jobsDock"));
        QVERIFY(pages && jobsDock && jobsDock->isVisible());
        QTest::keyClick(&window, Qt::Key_8, Qt::AltModifier); // Calibrations: its chart sized by the page
        const int pagesHeight = pages->height();
        const int dockHeight = jobsDock->height();
        QVERIFY2(pagesHeight > 400, qPrintable(QString::number(pagesHeight)));

        for (const QString &language : {QStringLiteral("Deutsch"), QStringLiteral("English")}) {
            QVERIFY(switchLanguage(window, language));
            pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
            jobsDock = window.findChild<QDockWidget *>(QStringLiteral("jobsDock"));
            QVERIFY(pages && jobsDock && jobsDock->isVisible());
            // A few pixels either way: the menu bar, toolbar and status bar change with the words.
            QVERIFY2(std::abs(pages->height() - pagesHeight) <= 12,
                     qPrintable(QStringLiteral("%1: pages %2 px high, were %3")
                                    .arg(language)
                                    .arg(pages->height())
                                    .arg(pagesHeight)));
            QVERIFY2(std::abs(jobsDock->height() - dockHeight) <= 12,
                     qPrintable(QStringLiteral("%1: Jobs dock %2 px high, was %3")
                                    .arg(language)
                                    .arg(jobsDock->height())
                                    .arg(dockHeight)));
        }
    }

    // Issue 12 item 7: the Sensitivity, Calibrations and SC-WEAT results (and SC-WEAT's words)
    // are saved with File > Save As and come back with File > Open Study in a new window, without
    // running anything: the same cells, summary and words. A version 2 file (before the pages were
    // saved) still opens, with the pages empty.
    void savedStudyReopensEveryPage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("pages.isoscope"));
        QList<QVariantList> calibrationCells, scWeatCells;
        QString summary, wordsA;
        {
            MainWindow window;
            QVERIFY(openAndRunDemo(window));
            QVERIFY(runSensitivity(window, QStringLiteral("W3")));
            summary = named<QLabel>(&window, QStringLiteral("Sensitivity summary"))->text();
            QVERIFY2(summary.contains(QStringLiteral("W3")), qPrintable(summary));

            QTest::keyClick(&window, Qt::Key_8, Qt::AltModifier);
            QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run comparison"))));
            CalibrationsPage *calibrations = window.calibrationsPage();
            QVERIFY(
                QTest::qWaitFor([&] { return !calibrations->isRunning() && calibrations->comparison(); }, kTimeoutMs));
            calibrationCells = cells(named<QTableView>(&window, QStringLiteral("Calibration comparison"))->model());
            QVERIFY(!calibrationCells.isEmpty());

            QTest::keyClick(&window, Qt::Key_9, Qt::AltModifier);
            auto *targets = named<QPlainTextEdit>(&window, QStringLiteral("Target words"));
            QVERIFY(click(targets));
            QTest::keyClicks(targets, QStringLiteral("nurse, engineer"), Qt::NoModifier, kKeyDelayMs);
            QVERIFY(choose(named<QComboBox>(&window, QStringLiteral("Attributes")), QStringLiteral("From suite W7")));
            QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run SC-WEAT"))));
            ScWeatPage *scWeat = window.scWeatPage();
            QVERIFY(QTest::qWaitFor([&] { return !scWeat->isRunning() && scWeat->result(); }, kTimeoutMs));
            scWeatCells = cells(named<QTableView>(&window, QStringLiteral("SC-WEAT results"))->model());
            QCOMPARE(scWeatCells.size(), 2);
            wordsA = named<QPlainTextEdit>(&window, QStringLiteral("Words of A"))->toPlainText();

            userinput::ModalAnswer answer(userinput::choosePath(file));
            QVERIFY(userinput::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))); // File > Save As
            QCOMPARE(answer.count(), 1);
            QVERIFY(!window.study()->isModified());
        }
        QVERIFY(QFile::exists(file));

        MainWindow reopened;
        reopened.resize(1280, 800);
        QVERIFY(userinput::showAndActivate(&reopened));
        {
            userinput::ModalAnswer answer(userinput::choosePath(file));
            QVERIFY(userinput::chooseMenu(&reopened, {QStringLiteral("File"), QStringLiteral("Open Study…")}));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(reopened.study()->models().size(), 2);
        // Shown at once, from the file: no page has a job.
        SensitivityPage *sensitivity = reopened.sensitivityPage();
        CalibrationsPage *calibrations = reopened.calibrationsPage();
        ScWeatPage *scWeat = reopened.scWeatPage();
        QVERIFY(!sensitivity->isRunning() && !calibrations->isRunning() && !scWeat->isRunning());
        QVERIFY(sensitivity->result() && calibrations->comparison() && scWeat->result());

        QTest::keyClick(&reopened, Qt::Key_7, Qt::AltModifier);
        QCOMPARE(sensitivity->selectedSuite(), QStringLiteral("W3"));
        QCOMPARE(named<QLabel>(&reopened, QStringLiteral("Sensitivity summary"))->text(), summary);
        QTest::keyClick(&reopened, Qt::Key_8, Qt::AltModifier);
        QCOMPARE(cells(named<QTableView>(&reopened, QStringLiteral("Calibration comparison"))->model()),
                 calibrationCells);
        QTest::keyClick(&reopened, Qt::Key_9, Qt::AltModifier);
        QCOMPARE(cells(named<QTableView>(&reopened, QStringLiteral("SC-WEAT results"))->model()), scWeatCells);
        QCOMPARE(named<QPlainTextEdit>(&reopened, QStringLiteral("Target words"))->toPlainText(),
                 QStringLiteral("nurse, engineer"));
        QCOMPARE(named<QPlainTextEdit>(&reopened, QStringLiteral("Words of A"))->toPlainText(), wordsA);
        QVERIFY2(scWeat->statusText().startsWith(QStringLiteral("Done")), qPrintable(scWeat->statusText()));
        QVERIFY(!reopened.study()->isModified());

        // The same file as version 2 wrote it (no "pages"): it opens, the pages have nothing to show.
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(saved.readAll()).object();
        saved.close();
        QCOMPARE(json.value(QStringLiteral("version")).toInt(), 5);
        json.remove(QStringLiteral("pages"));
        json.insert(QStringLiteral("version"), 2);
        const QString older = dir.filePath(QStringLiteral("version2.isoscope"));
        QFile written(older);
        QVERIFY(written.open(QIODevice::WriteOnly));
        written.write(QJsonDocument(json).toJson());
        written.close();
        {
            userinput::ModalAnswer answer(userinput::choosePath(older));
            QVERIFY(userinput::chooseMenu(&reopened, {QStringLiteral("File"), QStringLiteral("Open Study…")}));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(reopened.study()->filePath(), older);
        QVERIFY(!sensitivity->result() && !calibrations->comparison() && !scWeat->result());
        QVERIFY(!reopened.study()->results().entries().rawWeat.empty());

        // Issue 12 item 12: the heatmap of a reopened study says what it needs (the study file has
        // no sampled vectors), not an empty title with "0 sampled words, mean 0.000"; the button
        // under that sentence computes them and the heatmap is drawn.
        QTest::keyClick(&reopened, Qt::Key_6, Qt::AltModifier); // View > Figures
        QVERIFY(
            clickTab(reopened.findChild<QTabWidget *>(QStringLiteral("figureTabs")), QStringLiteral("Cosine heatmap")));
        QWidget *heatmap = named(&reopened, QStringLiteral("Cosine heatmap, raw and whitened"));
        QVERIFY(heatmap);
        QVERIFY2(heatmap->accessibleDescription().contains(QStringLiteral("press “Compute the sampled vectors”")),
                 qPrintable(heatmap->accessibleDescription()));
        QVERIFY(windowfixtures::modelsLoaded(reopened));
        QVERIFY(click(named<QPushButton>(&reopened, QStringLiteral("Compute the sampled vectors"))));
        QVERIFY(QTest::qWaitFor(
            [&] { return !reopened.runner()->isRunning() && heatmap->accessibleDescription().isEmpty(); }, kTimeoutMs));
    }
};

QTEST_MAIN(TestPageState)
#include "tst_pagestate.moc"
