// The measures beyond WEAT in the window, offscreen, driven as a person drives it
// (tests/ui/userinput.h): the demo study run with Ctrl+R, the pages opened with Alt+5/6/8, the
// Results page's measure chosen in its combo (found by its accessible name), a row double-clicked
// for its drill-down, cells copied with Ctrl+C and read back from the clipboard, the Figures page's
// grid switched to a measure and a cell pointed at, and the Calibrations page's "Hard debias"
// ticked and run with the mouse. Every number shown is checked against WEFE 1.0 run as an outside
// peer on the same models (tests/data/wefe_peer.json; tolerances as tst_measures: 1e-9, RNSB 1e-7,
// debiased 2e-7), never against Isoscope itself.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/calibrationspage.h"
#include "ui/calibrations/calibrationtablemodel.h"
#include "ui/common/itemroles.h"
#include "ui/figures/calibrationscatterfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/figurespanel.h"
#include "ui/figures/studyfigures.h"
#include "ui/measures/measuretablemodel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace isoscope::ui;
using namespace Qt::StringLiterals;

namespace {

using windowfixtures::kTimeoutMs;
using windowfixtures::modelsLoaded;

QJsonObject peer()
{
    QFile file(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/wefe_peer.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The peer's suites of a demo model, by the name the demo study gives it.
QJsonObject peerSuites(const QJsonObject &peer, const QString &model)
{
    const QString file = model.startsWith(QLatin1String("GloVe"))
                             ? QStringLiteral("glove.6B.100d.subset.txt")
                             : QStringLiteral("GoogleNews-vectors-negative300.subset.txt");
    for (const QJsonValue m : peer[QStringLiteral("models")].toArray())
        if (m[QStringLiteral("file")].toString() == file)
            return m[QStringLiteral("suites")].toObject();
    return {};
}

// WEFE's value of a measure for a suite in a space ("raw", "whitened", "debiased",
// "debiased_whitened"), part 0 (wrt A, or the whole suite) or 1; null when WEFE has none.
QJsonValue peerValue(const QJsonObject &suites, const QString &suite, const QString &space, const QString &measure,
                     std::size_t part)
{
    const QJsonObject entry = suites[suite].toObject()[QStringLiteral("spaces")].toObject()[space].toObject();
    const QJsonObject m = entry[measure].toObject();
    if (measure == QLatin1String("mac") || measure == QLatin1String("rnsb"))
        return m[QStringLiteral("value")];
    return m[part == 0 ? QStringLiteral("A") : QStringLiteral("B")].toObject()[QStringLiteral("value")];
}

double tolerance(const QString &measure, const QString &space)
{
    const double base = space.startsWith(QLatin1String("debiased")) ? 2e-7 : 1e-9;
    return measure == QLatin1String("rnsb") ? std::max(base, 1e-7) : base;
}

// Spearman's rho written out: Pearson's correlation of average ranks.
double spearmanRho(const std::vector<double> &a, const std::vector<double> &b)
{
    const auto ranks = [](const std::vector<double> &v) {
        std::vector<double> r(v.size());
        for (std::size_t i = 0; i < v.size(); ++i) {
            double below = 0, equal = 0;
            for (double w : v) {
                below += w < v[i];
                equal += w == v[i];
            }
            r[i] = below + (equal + 1) / 2;
        }
        return r;
    };
    const auto ra = ranks(a), rb = ranks(b);
    const double n = static_cast<double>(a.size());
    double ma = 0, mb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        ma += ra[i] / n;
        mb += rb[i] / n;
    }
    double sab = 0, saa = 0, sbb = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        sab += (ra[i] - ma) * (rb[i] - mb);
        saa += (ra[i] - ma) * (ra[i] - ma);
        sbb += (rb[i] - mb) * (rb[i] - mb);
    }
    return sab / std::sqrt(saa * sbb);
}

bool runByKeyboard(MainWindow &window)
{
    return userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R))
           && QTest::qWaitFor([&] { return window.runner()->isRunning(); }, 5000)
           && QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kTimeoutMs);
}

// The window with the demo study open and its models read.
bool openDemo(MainWindow &window)
{
    window.resize(1280, 800);
    if (!userinput::showAndActivate(&window))
        return false;
    window.openDemoStudy();
    return modelsLoaded(window);
}

} // namespace

class TestMeasuresPages final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;
    QJsonObject m_peer;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setQuitOnLastWindowClosed(false);
        qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
        QVERIFY(m_cacheDir.isValid());
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
        m_peer = peer();
        QVERIFY2(m_peer.contains(QStringLiteral("models")), "tests/data/wefe_peer.json is missing");
    }

    void resultsPageShowsEachMeasureAsWefeComputesIt()
    {
        MainWindow window;
        USER_CHECK(openDemo(window));
        USER_CHECK(runByKeyboard(window));
        USER_CHECK(userinput::shortcut(QKeySequence(Qt::ALT | Qt::Key_5))); // View > Results
        QCOMPARE(window.currentPage(), MainWindow::ResultsPageIndex);

        auto *combo = userinput::find<QComboBox>(&window, QStringLiteral("Measure"));
        USER_CHECK(combo);
        QStringList items;
        for (int i = 0; i < combo->count(); ++i)
            items << combo->itemText(i);
        QCOMPARE(items, (QStringList{u"WEAT"_s, u"RND"_s, u"MAC"_s, u"ECT"_s, u"RIPA"_s, u"RNSB"_s}));
        QCOMPARE(userinput::findAll(&window, QStringLiteral("WEAT results")).size(), 1);

        struct Expect {
            QString name;
            QString direction; ///< a phrase the sentence above the table must say
            int parts;
        };
        const Expect measures[] = {{u"RND"_s, u"Smaller (closer to 0) is less biased"_s, 2},
                                   {u"MAC"_s, u"Closer to 1 (no association on average) is less biased"_s, 1},
                                   {u"ECT"_s, u"Closer to 1 is less biased"_s, 2},
                                   {u"RIPA"_s, u"Closer to 0 is less biased"_s, 2},
                                   {u"RNSB"_s, u"Closer to 0 is less biased"_s, 1}};
        int compared = 0;
        for (const Expect &expect : measures) {
            USER_CHECK(userinput::chooseInCombo(combo, expect.name));
            auto *table = userinput::find<QTableView>(&window, QStringLiteral("Measure results"));
            USER_CHECK(table);
            QVERIFY(userinput::findAll(&window, QStringLiteral("WEAT results")).isEmpty());
            auto *direction = window.findChild<QLabel *>(QStringLiteral("measureDirection"));
            QVERIFY(direction && direction->isVisible());
            QVERIFY2(direction->text().contains(expect.direction), qPrintable(direction->text()));
            QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            // W3 does not run on the word2vec subset (it lacks every African-American name of Y):
            // one row for it, `parts` rows for each of the 19 others.
            QCOMPARE(table->model()->rowCount(), 19 * expect.parts + 1);
            const QString key = expect.name.toLower();
            std::map<std::pair<QString, QString>, int> seen; // rows of a model x suite so far: its part
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const auto cell = [&](int column) { return table->model()->index(row, column).data(RawValueRole); };
                const QString model = cell(MeasureTableModel::ModelColumn).toString();
                const QString suite = cell(MeasureTableModel::SuiteColumn).toString();
                const QJsonObject suites = peerSuites(m_peer, model);
                if (suites[suite].toObject().contains(QStringLiteral("not_run"))) {
                    QVERIFY(!cell(MeasureTableModel::FirstValueColumn).isValid());
                    continue;
                }
                const std::size_t part = static_cast<std::size_t>(seen[{model, suite}]++);
                for (int space = 0; space < 2; ++space) {
                    const QString spaceName = space == 0 ? QStringLiteral("raw") : QStringLiteral("whitened");
                    const QJsonValue theirs = peerValue(suites, suite, spaceName, key, part);
                    const QVariant ours = cell(MeasureTableModel::FirstValueColumn + space);
                    if (theirs.isNull() || theirs.isUndefined()) { // WEFE has no value: Isoscope says undefined
                        QVERIFY2(!ours.isValid(), qPrintable(model + u' ' + suite + u' ' + spaceName));
                        continue;
                    }
                    QVERIFY2(std::abs(ours.toDouble() - theirs.toDouble()) <= tolerance(key, spaceName),
                             qPrintable(QStringLiteral("%1 %2 %3 %4 part %5: Isoscope %6, WEFE %7")
                                            .arg(expect.name, model, suite, spaceName)
                                            .arg(part)
                                            .arg(ours.toDouble(), 0, 'g', 17)
                                            .arg(theirs.toDouble(), 0, 'g', 17)));
                    ++compared;
                }
            }
        }
        QVERIFY2(compared > 300, qPrintable(QString::number(compared)));

        // ECT's drill-down: the two cosine lists it correlates, whose Spearman rho is WEFE's ECT.
        USER_CHECK(userinput::chooseInCombo(combo, QStringLiteral("ECT")));
        auto *table = userinput::find<QTableView>(&window, QStringLiteral("Measure results"));
        USER_CHECK(table);
        int w6 = -1;
        for (int row = 0; row < table->model()->rowCount() && w6 < 0; ++row)
            if (table->model()->index(row, MeasureTableModel::ModelColumn).data().toString().startsWith(u"GloVe"_s)
                && table->model()->index(row, MeasureTableModel::SuiteColumn).data().toString() == u"W6"_s)
                w6 = row;
        QVERIFY(w6 >= 0);
        QCOMPARE(table->model()->index(w6, MeasureTableModel::SubqueryColumn).data().toString(),
                 QStringLiteral("wrt Career"));
        USER_CHECK(userinput::doubleClickCell(table, w6, MeasureTableModel::SuiteColumn));
        DrillDownPanel *drill = window.resultsPanel()->drillDown();
        QTRY_VERIFY(drill->isVisible());
        auto *tabs = drill->findChild<QTabWidget *>(QStringLiteral("drillDownFigures"));
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("ECT by word"));
        auto *words =
            userinput::find<QTableView>(&window, QStringLiteral("The measure for every word, raw and whitened"));
        USER_CHECK(words);
        QCOMPARE(words->model()->rowCount(), 16); // the 8 words of A, then the 8 of B
        QCOMPARE(words->model()->columnCount(), 6);
        const QJsonObject glove = peerSuites(m_peer, QStringLiteral("GloVe"));
        for (int part = 0; part < 2; ++part)
            for (int space = 0; space < 2; ++space) {
                std::vector<double> cosX, cosY;
                for (int row = 0; row < words->model()->rowCount(); ++row)
                    if (words->model()->index(row, 0).data().toString() == (part == 0 ? u"A"_s : u"B"_s)) {
                        cosX.push_back(words->model()->index(row, 2 + 2 * space).data(RawValueRole).toDouble());
                        cosY.push_back(words->model()->index(row, 3 + 2 * space).data(RawValueRole).toDouble());
                    }
                QCOMPARE(cosX.size(), std::size_t(8));
                const double theirs =
                    peerValue(glove, u"W6"_s, space == 0 ? u"raw"_s : u"whitened"_s, u"ect"_s, std::size_t(part))
                        .toDouble();
                QVERIFY2(std::abs(spearmanRho(cosX, cosY) - theirs) < 1e-12, qPrintable(QString::number(theirs)));
            }
        QVERIFY(drill->measureSummary().contains(QStringLiteral("Spearman")));

        // RIPA's drill-down: every attribute word's score is WEFE's.
        USER_CHECK(userinput::chooseInCombo(combo, QStringLiteral("RIPA")));
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("RIPA by word"));
        const QJsonObject ripaA = glove[u"W6"_s]
                                      .toObject()[u"spaces"_s]
                                      .toObject()[u"raw"_s]
                                      .toObject()[u"ripa"_s]
                                      .toObject()[u"A"_s]
                                      .toObject()[u"by_word"_s]
                                      .toObject();
        int scored = 0;
        for (int row = 0; row < words->model()->rowCount(); ++row) {
            const QString word = words->model()->index(row, 1).data().toString();
            if (words->model()->index(row, 0).data().toString() != u"A"_s)
                continue;
            QVERIFY(std::abs(words->model()->index(row, 2).data(RawValueRole).toDouble()
                             - ripaA[word].toObject()[u"mean"_s].toDouble())
                    < 1e-9);
            QVERIFY(std::abs(words->model()->index(row, 3).data(RawValueRole).toDouble()
                             - ripaA[word].toObject()[u"std"_s].toDouble())
                    < 1e-9);
            ++scored;
        }
        QCOMPARE(scored, 8);
        QVERIFY2(drill->measureSummary().contains(QStringLiteral("8 pair")), qPrintable(drill->measureSummary()));

        // Copy a row with Ctrl+C: the clipboard's table for a word processor (text/html) holds its
        // cells as the table shows them; text/plain has the numbers at full precision.
        table = userinput::find<QTableView>(&window, QStringLiteral("Measure results"));
        USER_CHECK(table);
        userinput::clearClipboard();
        USER_CHECK(userinput::clickCell(table, 0, MeasureTableModel::ModelColumn));
        USER_CHECK(userinput::shortcut(QKeySequence::Copy));
        const QString copied = userinput::clipboardText();
        QVERIFY2(copied.contains(table->model()->index(0, MeasureTableModel::ModelColumn).data().toString()),
                 qPrintable(copied));
        const QString html = userinput::clipboardHtml();
        QVERIFY2(html.contains(table->model()->index(0, MeasureTableModel::FirstValueColumn).data().toString()),
                 qPrintable(html));

        // Back to WEAT: Table A1 as before.
        USER_CHECK(userinput::chooseInCombo(combo, QStringLiteral("WEAT")));
        USER_CHECK(userinput::find<QTableView>(&window, QStringLiteral("WEAT results")));
        QCOMPARE(tabs->indexOf(words->parentWidget()), -1);

        // Saved with File > Save As and opened again: the same measures, and Run finds nothing to do.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("measures.isoscope"));
        {
            userinput::ModalAnswer answer(userinput::choosePath(file));
            USER_CHECK(userinput::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
            QCOMPARE(answer.count(), 1);
        }
        QVERIFY(QFile::exists(file));
        USER_CHECK(userinput::chooseInCombo(combo, QStringLiteral("RIPA")));
        const QAbstractItemModel *before =
            userinput::find<QTableView>(&window, QStringLiteral("Measure results"))->model();
        QList<QVariantList> shown;
        for (int row = 0; row < before->rowCount(); ++row) {
            QVariantList cells;
            for (int column = 0; column < before->columnCount(); ++column)
                cells << before->index(row, column).data(RawValueRole);
            shown << cells;
        }
        MainWindow reopened;
        reopened.resize(1280, 800);
        USER_CHECK(userinput::showAndActivate(&reopened));
        QVERIFY(reopened.openStudy(file));
        QVERIFY(modelsLoaded(reopened));
        USER_CHECK(userinput::shortcut(QKeySequence(Qt::ALT | Qt::Key_5)));
        auto *again = userinput::find<QComboBox>(&reopened, QStringLiteral("Measure"));
        USER_CHECK(again);
        QCOMPARE(again->count(), 6);
        USER_CHECK(userinput::chooseInCombo(again, QStringLiteral("RIPA")));
        const QAbstractItemModel *after =
            userinput::find<QTableView>(&reopened, QStringLiteral("Measure results"))->model();
        QCOMPARE(after->rowCount(), before->rowCount());
        for (int row = 0; row < after->rowCount(); ++row)
            for (int column = 0; column < after->columnCount(); ++column)
                QCOMPARE(after->index(row, column).data(RawValueRole), shown[row][column]);
        // pendingWork() returns a new list: one copy, so that begin and end are of the same list.
        const auto pending = reopened.runner()->pendingWork();
        QVERIFY(std::all_of(pending.begin(), pending.end(), [](const isoscope::PendingWork &w) { return !w.any(); }));
    }

    void figuresGridShowsAnyMeasure()
    {
        MainWindow window;
        USER_CHECK(openDemo(window));
        USER_CHECK(runByKeyboard(window));
        USER_CHECK(userinput::shortcut(QKeySequence(Qt::ALT | Qt::Key_6))); // View > Figures
        FiguresPanel *figures = window.figuresPanel();
        auto *tabs = figures->findChild<QTabWidget *>();
        QVERIFY(tabs);
        USER_CHECK(userinput::clickTab(tabs->tabBar(), QStringLiteral("Effect sizes")));
        QCOMPARE(figures->currentTab(), FiguresPanel::EffectSizesTab);
        auto *combo = userinput::find<QComboBox>(&window, QStringLiteral("Measure of the grid"));
        USER_CHECK(combo);
        EffectSizeGridView *grid = figures->effectSizeGridView();
        QCOMPARE(grid->figure().columns().size(), 10);
        USER_CHECK(userinput::chooseInCombo(combo, QStringLiteral("RND")));
        QCOMPARE(grid->figure().measure(), isoscope::Measure::Rnd);
        QCOMPARE(grid->figure().columns().size(), 20); // each suite wrt A and wrt B
        QVERIFY(grid->figure().clip() > 0);
        // Point at W6 wrt A of the GloVe subset (the upper-left, raw triangle): WEFE's RND.
        int row = -1, column = -1;
        for (int r = 0; r < grid->figure().rows().size(); ++r)
            if (grid->figure().rows()[r].model.startsWith(QLatin1String("GloVe")))
                row = r;
        for (int c = 0; c < grid->figure().columns().size(); ++c)
            if (grid->figure().columns()[c].suite == QLatin1String("W6") && grid->figure().columns()[c].part == 0)
                column = c;
        QVERIFY(row >= 0 && column >= 0);
        USER_CHECK(userinput::hover(grid, grid->cellPoint(row, column, 0.2, 0.2)));
        QTRY_VERIFY(!grid->hoverText().isEmpty());
        const double theirs = peerValue(peerSuites(m_peer, u"GloVe"_s), u"W6"_s, u"raw"_s, u"rnd"_s, 0).toDouble();
        QString expected = QLocale().toString(theirs, 'g', 3);
        expected.replace(QLatin1Char('-'), QChar(0x2212));
        QVERIFY2(grid->hoverText().contains(QStringLiteral("Raw: ") + expected), qPrintable(grid->hoverText()));
        QVERIFY(grid->hoverText().contains(QStringLiteral("closer to 0 is less biased")));
        // "Export all figures" writes this measure's grid beside the WEAT grid.
        QStringList names;
        for (const FigureJob &job : figures->figureJobs())
            names << job.fileName;
        QVERIFY(names.contains(QStringLiteral("effect_size_grid")));
        QVERIFY(names.contains(QStringLiteral("measure_grid_rnd")));
    }

    void calibrationsPageAddsTheDebiasedModelForEveryMeasure()
    {
        MainWindow window;
        USER_CHECK(openDemo(window));
        USER_CHECK(userinput::shortcut(QKeySequence(Qt::ALT | Qt::Key_8))); // View > Calibrations
        CalibrationsPage *page = window.calibrationsPage();
        auto *debias = userinput::find<QCheckBox>(&window, QStringLiteral("Hard debias"));
        USER_CHECK(debias);
        QVERIFY(!debias->isChecked());
        USER_CHECK(userinput::click(debias, QPoint(8, debias->height() / 2)));
        QVERIFY(debias->isChecked());
        USER_CHECK(userinput::click(userinput::find<QPushButton>(&window, QStringLiteral("Run comparison"))));
        QVERIFY(QTest::qWaitFor([&] { return page->comparison() && !page->isRunning(); }, kTimeoutMs));
        QVERIFY(page->comparison()->debiased);

        // WEAT: the debiased model's d and p, and d, p and class after whitening it.
        CalibrationTableModel *weat = page->tableModel();
        QAbstractItemModelTester weatTester(weat, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(weat->debiasColumn(CalibrationTableModel::DebiasedD) > 0);
        QCOMPARE(weat->headerData(weat->debiasColumn(CalibrationTableModel::DebiasedD), Qt::Horizontal).toString(),
                 QStringLiteral("Debiased\nd"));
        const auto summary = page->findChildren<QLabel *>();
        bool said = false;
        for (QLabel *label : summary)
            said = said || label->text().contains(QStringLiteral("Hard debias"));
        QVERIFY(said);

        // The scatter draws the debiased model too: for every result that has it, a point at
        // (ZCA d, debiased d) and one at (ZCA d, debiased-then-ZCA d), named in its hover text.
        ChartFigureView *view = page->figureView();
        const auto *scatter = static_cast<const CalibrationScatterFigure *>(view->figure());
        int debiasedPoints = 0;
        for (int row = 0; row < weat->rowCount(); ++row) {
            const QVariant zca = weat->index(row, CalibrationTableModel::ZcaDColumn).data(RawValueRole);
            const QString m = weat->index(row, CalibrationTableModel::ModelColumn).data(RawValueRole).toString();
            const QString s = weat->index(row, CalibrationTableModel::SuiteColumn).data(RawValueRole).toString();
            const std::pair<CalibrationTableModel::DebiasPart, QString> series[] = {
                {CalibrationTableModel::DebiasedD, QStringLiteral("Hard-debiased, raw")},
                {CalibrationTableModel::DebiasedWhitenedD, QStringLiteral("Hard-debiased, then ZCA")}};
            for (const auto &[part, label] : series) {
                const QVariant d = weat->index(row, weat->debiasColumn(part)).data(RawValueRole);
                if (!zca.isValid() || !d.isValid())
                    continue;
                const QPointF at(zca.toDouble(), d.toDouble());
                const auto mark =
                    std::find_if(view->built().marks.begin(), view->built().marks.end(), [&](const ChartMark &k) {
                        return k.model == m && k.suite == s && k.value == at && k.toolTip.contains(label);
                    });
                QVERIFY2(mark != view->built().marks.end(),
                         qPrintable(m + QLatin1Char('/') + s + QLatin1Char(' ') + label));
                ++debiasedPoints;
            }
        }
        QVERIFY(debiasedPoints > 0);
        QCOMPARE(std::count_if(scatter->points().begin(), scatter->points().end(),
                               [](const CalibrationScatterFigure::Point &p) {
                                   return p.series == CalibrationScatterFigure::kDebiasedRaw
                                          || p.series == CalibrationScatterFigure::kDebiasedZca;
                               }),
                 qsizetype(debiasedPoints));

        // Every measure in every column: raw, ZCA, debiased and debiased + ZCA are WEFE's.
        auto *combo = userinput::find<QComboBox>(&window, QStringLiteral("Measure of the calibration table"));
        USER_CHECK(combo);
        int compared = 0;
        for (const QString &name : {QStringLiteral("RND"), QStringLiteral("MAC"), QStringLiteral("ECT"),
                                    QStringLiteral("RIPA"), QStringLiteral("RNSB")}) {
            USER_CHECK(userinput::chooseInCombo(combo, name));
            auto *table = userinput::find<QTableView>(&window, QStringLiteral("Measure under each calibration"));
            USER_CHECK(table);
            const QAbstractItemModel *model = table->model();
            QAbstractItemModelTester tester(const_cast<QAbstractItemModel *>(model),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            // Raw, ZCA, the three comparisons, debiased, debiased + ZCA, then six comparisons with raw.
            const int spaces = 7;
            QCOMPARE(model->columnCount(), MeasureTableModel::FirstValueColumn + 2 * spaces - 1);
            QCOMPARE(model->headerData(MeasureTableModel::FirstValueColumn + 5, Qt::Horizontal).toString(),
                     QStringLiteral("Debiased\n") + name);
            const QString key = name.toLower();
            std::map<std::pair<QString, QString>, int> seen;
            for (int row = 0; row < model->rowCount(); ++row) {
                const QString m = model->index(row, MeasureTableModel::ModelColumn).data(RawValueRole).toString();
                const QString suite = model->index(row, MeasureTableModel::SuiteColumn).data(RawValueRole).toString();
                const std::size_t part = static_cast<std::size_t>(seen[{m, suite}]++);
                const QJsonObject suites = peerSuites(m_peer, m);
                if (suites[suite].toObject().contains(QStringLiteral("not_run")))
                    continue;
                const std::pair<int, QString> columns[] = {
                    {0, u"raw"_s}, {1, u"whitened"_s}, {5, u"debiased"_s}, {6, u"debiased_whitened"_s}};
                for (const auto &[space, spaceName] : columns) {
                    const QJsonValue theirs = peerValue(suites, suite, spaceName, key, part);
                    const QVariant ours =
                        model->index(row, MeasureTableModel::FirstValueColumn + space).data(RawValueRole);
                    if (theirs.isNull() || theirs.isUndefined()) {
                        QVERIFY(!ours.isValid());
                        continue;
                    }
                    QVERIFY2(std::abs(ours.toDouble() - theirs.toDouble()) <= tolerance(key, spaceName),
                             qPrintable(QStringLiteral("%1 %2 %3 %4: Isoscope %5, WEFE %6")
                                            .arg(name, m, suite, spaceName)
                                            .arg(ours.toDouble(), 0, 'g', 17)
                                            .arg(theirs.toDouble(), 0, 'g', 17)));
                    ++compared;
                }
            }
        }
        QVERIFY2(compared > 500, qPrintable(QString::number(compared)));
    }
};

QTEST_MAIN(TestMeasuresPages)
#include "tst_measurespages.moc"
