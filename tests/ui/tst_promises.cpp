// What README.md and docs/user-guide.md promise about the window, done as a user does it (offscreen,
// through tests/ui/userinput.h); docs/promises.md lists each sentence with the test function here
// (or elsewhere) that checks it.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "core/base/datadir.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapfigure.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/explainedvariancefigure.h"
#include "ui/figures/figurelegend.h"
#include "ui/help/userguidewindow.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/issues/issuespanel.h"
#include "ui/itemroles.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/mainwindow.h"
#include "ui/models/modeltablemodel.h"
#include "ui/options/optionspanel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"

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

QTabBar *tabBarOf(QWidget *window, const char *objectName)
{
    auto *tabs = window->findChild<QTabWidget *>(QString::fromLatin1(objectName));
    return tabs ? tabs->tabBar() : nullptr;
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The WEAT rows of the window as (model, suite) -> raw d at full precision.
std::map<std::pair<QString, QString>, double> rawDs(const QAbstractItemModel *weat)
{
    std::map<std::pair<QString, QString>, double> out;
    int rawD = -1;
    for (int c = 0; c < weat->columnCount(); ++c)
        if (weat->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Raw\nd"))
            rawD = c;
    for (int r = 0; r < weat->rowCount() && rawD >= 0; ++r) {
        const QVariant d = weat->index(r, rawD).data(RawValueRole);
        if (d.isValid())
            out[{weat->index(r, 0).data(RawValueRole).toString(), weat->index(r, 1).data(RawValueRole).toString()}] =
                d.toDouble();
    }
    return out;
}

} // namespace

class TestPromises final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    MainWindow *window() const { return m_window.get(); }
    bool page(const QString &name) { return ui::clickTab(tabBarOf(window(), "pages"), name); }
    bool waitForRun() const
    {
        return QTest::qWaitFor([this] { return !m_window->runner()->isRunning(); }, windowfixtures::kTimeoutMs);
    }
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

    // README: "Options: ... each explained in its tooltip".
    void everyOptionHasATooltip()
    {
        USER_CHECK(page(QStringLiteral("Options")));
        auto *options = window()->findChild<OptionsPanel *>();
        QVERIFY(options);
        int controls = 0;
        for (QWidget *w : options->findChildren<QWidget *>()) {
            if (!(qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QCheckBox *>(w) ||
                  qobject_cast<QLineEdit *>(w) || qobject_cast<QPushButton *>(w)))
                continue;
            if (qobject_cast<QAbstractSpinBox *>(w->parentWidget()) || qobject_cast<QComboBox *>(w->parentWidget()))
                continue; // a spin box's or combo box's own line edit
            ++controls;
            QVERIFY2(!w->toolTip().isEmpty(), qPrintable(ui::accessibleName(w) + QStringLiteral(": no tooltip")));
        }
        QVERIFY(controls >= 12);
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

    // README: "exporting (CSV, JSON, LaTeX; File > Export All Results writes results.json, the CSV
    // tables and report.md as the command line does) keep full precision".
    void exportsKeepFullPrecision()
    {
        USER_CHECK(page(QStringLiteral("Results")));
        const auto expected = rawDs(weatTable()->model());
        QVERIFY(expected.size() >= 18);
        const QString csv = m_dir.filePath(QStringLiteral("weat-table.csv"));
        {
            ui::ModalAnswer save(ui::choosePath(csv));
            USER_CHECK(ui::clickAndChoose(ui::find<QToolButton>(window(), QStringLiteral("Export table")),
                                          {QStringLiteral("CSV…")}));
            QCOMPARE(save.count(), 1);
        }
        const QStringList lines = readAll(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 21);
        const int rawD = static_cast<int>(lines.first().split(QLatin1Char(',')).indexOf(QStringLiteral("Raw d")));
        QVERIFY(rawD >= 0);
        int compared = 0;
        for (const QString &line : lines.mid(1)) {
            const QStringList fields = line.split(QLatin1Char(','));
            const auto found = expected.find({fields[0], fields[1]});
            if (found == expected.end())
                continue;
            QCOMPARE(fields[rawD].toDouble(), found->second);
            ++compared;
        }
        QCOMPARE(compared, static_cast<int>(expected.size()));

        const QString folder = m_dir.filePath(QStringLiteral("all-results"));
        QVERIFY(QDir().mkpath(folder));
        {
            ui::ModalAnswer choose(ui::choosePath(folder));
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_E)));
            QCOMPARE(choose.count(), 1);
        }
        for (const char *file : {"results.json", "weat.csv", "anisotropy.csv", "similarity.csv", "report.md"})
            QVERIFY2(QFile::exists(QDir(folder).filePath(QString::fromLatin1(file))), file);
        const QJsonObject json = QJsonDocument::fromJson(readAll(QDir(folder).filePath(QStringLiteral("results.json"))).toUtf8()).object();
        compared = 0;
        for (const QJsonValue &w : json[QStringLiteral("weat")].toArray()) {
            const auto found = expected.find({w[QStringLiteral("model")].toString(), w[QStringLiteral("suite")].toString()});
            if (found == expected.end())
                continue;
            QCOMPARE(w[QStringLiteral("raw")][QStringLiteral("d")].toDouble(), found->second);
            ++compared;
        }
        QCOMPARE(compared, static_cast<int>(expected.size()));
    }

    // README: "changing alpha re-classifies at once, changing epsilon re-whitens only (the whitening
    // statistics and the raw results are reused), and Run computes just what is missing".
    void alphaReclassifiesAndEpsilonReWhitensOnly()
    {
        const std::size_t raw = window()->study()->results().rawWeat.size();
        const std::size_t whitening = window()->study()->results().whitening.size();
        const int jobs = window()->runner()->jobs()->rowCount();
        const QString before = window()->resultsPanel()->countsText();
        USER_CHECK(page(QStringLiteral("Options")));
        USER_CHECK(ui::typeInto(ui::find<QDoubleSpinBox>(window(), QStringLiteral("Alpha")), QStringLiteral("0.0001")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(window()->runner()->jobs()->rowCount(), jobs); // nothing computed
        QTRY_VERIFY(window()->resultsPanel()->countsText() != before);
        USER_CHECK(ui::typeInto(ui::find<QDoubleSpinBox>(window(), QStringLiteral("Epsilon")), QStringLiteral("0.01")));
        USER_CHECK(ui::key(Qt::Key_Return));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(waitForRun());
        QCOMPARE(window()->study()->results().rawWeat.size(), raw);
        QCOMPARE(window()->study()->results().whitening.size(), whitening);
        for (int row = jobs; row < window()->runner()->jobs()->rowCount(); ++row)
            QVERIFY2(!window()->runner()->jobs()->job(row)->title().contains(QStringLiteral("Whitening")),
                     qPrintable(window()->runner()->jobs()->job(row)->title()));
        QCOMPARE(window()->currentResults()->weat().size(), std::size_t(20));
        USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("Analysis"), QStringLiteral("Paper Protocol")}));
        QVERIFY(window()->study()->options() == StudyOptions());
        QCOMPARE(window()->currentResults()->weat().size(), std::size_t(20)); // kept: nothing to run
        QCOMPARE(window()->resultsPanel()->countsText(), before);
    }

    // README: "Sensitivity, Calibrations and SC-WEAT (Alt+7, Alt+8, Alt+9)"; "The Figures page
    // (View > Figures, Alt+6)"; the user guide "Jobs dock (Ctrl+J)", "Issues dock (Ctrl+I)";
    // "Help > User Guide (F1)".
    void pagesDocksAndTheGuideAnswerTheirShortcuts()
    {
        const std::pair<int, MainWindow::Page> pages[] = {
            {Qt::Key_1, MainWindow::StartPageIndex},       {Qt::Key_2, MainWindow::ModelsPageIndex},
            {Qt::Key_3, MainWindow::OptionsPageIndex},     {Qt::Key_4, MainWindow::SuitesPageIndex},
            {Qt::Key_5, MainWindow::ResultsPageIndex},     {Qt::Key_6, MainWindow::FiguresPageIndex},
            {Qt::Key_7, MainWindow::SensitivityPageIndex}, {Qt::Key_8, MainWindow::CalibrationsPageIndex},
            {Qt::Key_9, MainWindow::ScWeatPageIndex}};
        for (const auto &[key, expected] : pages) {
            USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | key)));
            QCOMPARE(window()->currentPage(), expected);
        }
        USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("View"), QStringLiteral("Results")}));
        QCOMPARE(window()->currentPage(), MainWindow::ResultsPageIndex);
        auto *jobs = window()->findChild<QDockWidget *>(QStringLiteral("jobsDock"));
        auto *issues = window()->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        QVERIFY(jobs && issues);
        const bool jobsShown = jobs->isVisible();
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_J)));
        QCOMPARE(jobs->isVisible(), !jobsShown);
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_J)));
        QCOMPARE(jobs->isVisible(), jobsShown);
        const bool issuesShown = !issues->isHidden();
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_I)));
        QCOMPARE(!issues->isHidden(), !issuesShown);
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_I)));
        QCOMPARE(!issues->isHidden(), issuesShown);
        USER_CHECK(ui::shortcut(QKeySequence::HelpContents));
        QVERIFY(window()->userGuide() && window()->userGuide()->isVisible());
        window()->userGuide()->close();
        USER_CHECK(ui::showAndActivate(window()));
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
            if (list->model()->index(r, IssueListModel::MessageColumn).data().toString().contains(QStringLiteral("were left out")))
                row = r;
        QVERIFY2(row >= 0, "word2vec lacks words of some suites");
        USER_CHECK(ui::clickCell(list, row, IssueListModel::MessageColumn));
        USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("Show cause"))));
        QCOMPARE(window()->currentPage(), MainWindow::ResultsPageIndex);
        QVERIFY(window()->resultsPanel()->drillDown()->isVisible());
        USER_CHECK(ui::click(ui::find<QToolButton>(window(), QStringLiteral("Close the details of this result"))));
        QVERIFY(window()->resultsPanel()->drillDown()->isHidden());
    }

    // README, Figures: the heatmap "Pointing at a cell names its two words and their cosine in both
    // spaces"; explained variance "clicking a model in the shared legend hides or shows it"; effect
    // sizes "Pointing explains a cell; clicking opens its drill-down"; before/after "pointing names
    // model and suite, clicking drills down".
    void figuresAnswerThePointer()
    {
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_6)));
        USER_CHECK(ui::clickTab(tabBarOf(window(), "figureTabs"), QStringLiteral("Cosine heatmap")));
        auto *heatmap = ui::find<CosineHeatmapView>(window(), QStringLiteral("Cosine heatmap, raw and whitened"));
        QVERIFY(heatmap);
        USER_CHECK(ui::hover(heatmap, heatmap->cellCentre(CosineHeatmapFigure::WhitenedPanel, 3, 7)));
        QVERIFY2(heatmap->hoverText().contains(QStringLiteral("raw")) && heatmap->hoverText().contains(QStringLiteral("whitened")),
                 qPrintable(heatmap->hoverText()));

        USER_CHECK(ui::clickTab(tabBarOf(window(), "figureTabs"), QStringLiteral("Explained variance")));
        auto *chart = ui::find<ChartFigureView>(
            window(), QStringLiteral("Explained variance of the top principal components, raw and whitened"));
        QVERIFY(chart && chart->built().legend);
        const FigureLegend *legend = chart->built().legend;
        const QPoint second = chart->mapFromScene(legend->mapToScene(legend->entryRect(1).center()));
        auto *figure = static_cast<ExplainedVarianceFigure *>(chart->figure());
        USER_CHECK(ui::click(chart->viewport(), second));
        QCOMPARE(figure->hiddenModels().size(), 1);
        USER_CHECK(ui::click(chart->viewport(), second));
        QVERIFY(figure->hiddenModels().isEmpty());

        USER_CHECK(ui::clickTab(tabBarOf(window(), "figureTabs"), QStringLiteral("Effect sizes")));
        auto *grid = ui::find<EffectSizeGridView>(window(), QStringLiteral("Effect sizes of every model and suite, raw and whitened"));
        QVERIFY(grid);
        USER_CHECK(ui::hover(grid, grid->cellPoint(0, 2, 0.3, 0.3)));
        QVERIFY2(grid->hoverText().contains(QStringLiteral("W3")), qPrintable(grid->hoverText()));
        USER_CHECK(ui::click(grid, grid->cellPoint(0, 2, 0.3, 0.3)));
        QCOMPARE(window()->currentPage(), MainWindow::ResultsPageIndex);
        QVERIFY(window()->resultsPanel()->drillDown()->isVisible());
        QVERIFY2(window()->resultsPanel()->drillDown()->title().startsWith(QStringLiteral("W3")),
                 qPrintable(window()->resultsPanel()->drillDown()->title()));
    }

    // README: "Export figure… writes the figure shown, Export all… (or File > Export All Figures,
    // Ctrl+Shift+E) every figure of the study into a folder in one step with a progress bar".
    void exportAllFiguresWritesEveryFigure()
    {
        const QString folder = m_dir.filePath(QStringLiteral("figures"));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)));
        QWidget *dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        USER_CHECK(ui::typeInto(ui::find<QLineEdit>(dialog, QStringLiteral("Folder for the figures")), folder));
        for (const QString format : {QStringLiteral("SVG"), QStringLiteral("PDF")}) // PNG only: quick
            USER_CHECK(ui::click(ui::find<QCheckBox>(dialog, format)));
        auto *progress = dialog->findChild<QProgressBar *>();
        QVERIFY(progress && progress->isVisible());
        USER_CHECK(ui::click(ui::find<QPushButton>(dialog, QStringLiteral("Export"))));
        QVERIFY(QTest::qWaitFor([&] { return ui::findAll(dialog, QStringLiteral("Export")).size() == 1 &&
                                             progress->value() == progress->maximum(); },
                                windowfixtures::kTimeoutMs));
        const QStringList files = QDir(folder).entryList({QStringLiteral("*.png")});
        for (const char *name : {"explained_variance.png", "eigenvalue_spectrum.png", "effect_size_grid.png",
                                 "before_after_scatter.png"})
            QVERIFY2(files.contains(QString::fromLatin1(name)), qPrintable(files.join(QLatin1Char(' '))));
        QVERIFY(files.size() >= 6); // and a heatmap per model
        ui::closeDialog(dialog);
    }

    // README: suites "import and export JSON. The word-set editor underlines, as you type, the
    // words each checked model lacks."
    void suitesExportImportAndMarkMissingWords()
    {
        USER_CHECK(page(QStringLiteral("Suites")));
        USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("New suite"))));
        USER_CHECK(ui::typeInto(ui::find<QPlainTextEdit>(window(), QStringLiteral("Target X: words")),
                                QStringLiteral("rose, xqzzy")));
        auto *missing = window()->findChild<QLabel *>(QStringLiteral("missingWords0"));
        QVERIFY(missing && missing->isVisible());
        QVERIFY2(missing->text().contains(QStringLiteral("xqzzy")) && !missing->text().contains(QStringLiteral("rose")),
                 qPrintable(missing->text()));
        const QString file = m_dir.filePath(QStringLiteral("my-suites.json"));
        {
            ui::ModalAnswer save(ui::choosePath(file));
            USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("Export JSON…"))));
        }
        QVERIFY(readAll(file).contains(QStringLiteral("xqzzy")));
        {
            ui::ModalAnswer open(ui::choosePath(file));
            USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("Import JSON…"))));
        }
        QCOMPARE(window()->study()->userSuites().size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(window()->study()->userSuites()[1].id), QStringLiteral("U1-2"));
        auto *table = ui::find<QTableView>(window(), QStringLiteral("Suites of the study"));
        while (!window()->study()->userSuites().empty()) {
            USER_CHECK(ui::clickCell(table, table->model()->rowCount() - 1, 1)); // one's own come last
            USER_CHECK(ui::click(ui::find<QPushButton>(window(), QStringLiteral("Delete"))));
        }
    }

    // README: "A study whose model file has moved opens anyway, names the missing file in the Issues
    // panel, and Locate file… points it at the new place."
    void aMovedModelFileIsLocated()
    {
        const auto data = isoscope::findDataDirectory();
        QVERIFY(data);
        const QString original = m_dir.filePath(QStringLiteral("moving.txt"));
        QVERIFY(QFile::copy(QString::fromStdString((*data / isoscope::builtin::kDemoGlove).string()), original));
        MainWindow second;
        second.resize(1280, 800);
        USER_CHECK(ui::showAndActivate(&second));
        USER_CHECK(ui::clickTab(tabBarOf(&second, "pages"), QStringLiteral("Models")));
        {
            ui::ModalAnswer add(ui::choosePath(original));
            USER_CHECK(ui::click(ui::find<QPushButton>(&second, QStringLiteral("Add model…"))));
        }
        QVERIFY(windowfixtures::modelsLoaded(second));
        const QString study = m_dir.filePath(QStringLiteral("moving.isoscope"));
        {
            ui::ModalAnswer save(ui::choosePath(study));
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
        }
        QVERIFY(QFile::exists(study));
        const QString moved = m_dir.filePath(QStringLiteral("moved.txt"));
        QVERIFY(QFile::rename(original, moved));
        {
            ui::ModalAnswer open(ui::choosePath(study));
            USER_CHECK(ui::shortcut(QKeySequence::Open));
        }
        QCOMPARE(second.study()->models().size(), 1);
        QCOMPARE(second.runner()->status(second.study()->models()[0]).state, ModelStatus::State::MissingFile);
        const IssueListModel *issues = second.issuesPanel()->model();
        bool named = false;
        for (int r = 0; r < issues->rowCount(); ++r)
            named = named || issues->index(r, IssueListModel::MessageColumn).data().toString().contains(QStringLiteral("moving.txt"));
        QVERIFY(named);
        USER_CHECK(ui::clickTab(tabBarOf(&second, "pages"), QStringLiteral("Models")));
        USER_CHECK(ui::clickCell(ui::find<QTableView>(&second, QStringLiteral("Models of the study")), 0,
                                 ModelTableModel::NameColumn));
        {
            ui::ModalAnswer locate(ui::choosePath(moved));
            USER_CHECK(ui::click(ui::find<QPushButton>(&second, QStringLiteral("Locate file…"))));
        }
        QVERIFY(windowfixtures::modelsLoaded(second));
        QCOMPARE(second.runner()->status(second.study()->models()[0]).state, ModelStatus::State::Ready);
        second.study()->setModified(false);
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
