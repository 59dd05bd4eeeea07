// More of what README.md and docs/user-guide.md promise about the window, done as a user does it
// (offscreen, through tests/ui/userinput.h): the pages' shortcuts and the View menu, the docks'
// shortcuts, the user guide from F1 and the Help menu, the Paper Protocol menu item, and a new
// epsilon re-whitening only, the effect-size grid's read-out and click, the Options' tooltips.
// docs/promises.md names each function here beside its sentence.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/figures/chartfigureview.h"
#include "ui/figures/cosineheatmapview.h"
#include "ui/figures/effectsizegridview.h"
#include "ui/figures/figurelegend.h"
#include "ui/help/userguidewindow.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/options/optionspanel.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QToolTip>

#include <cmath>

namespace ui = userinput;
using namespace isoscope::ui;

using windowfixtures::tabBarOf;

class TestPromisesNav final : public QObject
{
    Q_OBJECT

private:
    windowfixtures::DemoStudyWindow m_demo;

    MainWindow *window() const { return m_demo.window(); }
    bool waitForRun() const { return windowfixtures::runFinished(*window()); }
    // The titles of the Jobs dock's rows from row `from` on, as its table shows them.
    QStringList jobTitles(int from) const
    {
        QStringList titles;
        auto *jobs = ui::find<QTableView>(window(), QStringLiteral("Jobs"));
        for (int r = from; jobs && r < jobs->model()->rowCount(); ++r)
            titles.append(jobs->model()->index(r, JobListModel::TitleColumn).data().toString());
        return titles;
    }
    // Every raw d and raw p of Table A1 at full precision (what Copy puts on the clipboard).
    QList<QVariant> rawColumns() const
    {
        QList<QVariant> values;
        auto *table = ui::find<QTableView>(window(), QStringLiteral("WEAT results"));
        for (int r = 0; table && r < table->model()->rowCount(); ++r)
            for (int column : {int(WeatTableModel::RawDColumn), int(WeatTableModel::RawPColumn)})
                values.append(table->model()->index(r, column).data(RawValueRole));
        return values;
    }

    // The Figures page (Alt+6), the figure's tab clicked and its view found by its accessible name;
    // null when a step failed (it has said why).
    template <typename View>
    View *openFigure(const QString &tab, const QString &name) const
    {
        if (!ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_6)) || !ui::clickTab(tabBarOf(window(), "figureTabs"), tab))
            return nullptr;
        return ui::find<View>(window(), name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        USER_CHECK(m_demo.open());
        QCOMPARE(window()->currentResults()->weat().size(), std::size_t(20));
    }

    // Issue 34: the start page says that the demo models hold little beyond the WEAT words, with an
    // example that is true of the files that come with Isoscope, and where a full model is.
    void theStartPageSaysWhatTheDemoModelsHold()
    {
        QVERIFY(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_1)));
        auto *label = ui::find<QLabel>(window(), QStringLiteral("What the demo models hold"));
        QVERIFY(label);
        QVERIFY(label->isVisible());
        QVERIFY(label->text().contains(QStringLiteral("GloVe 6B from nlp.stanford.edu/projects/glove")));
        QVERIFY(label->text().contains(QStringLiteral("no “doctor” or “nurse”")));
        const auto has = [](const char *file, const QByteArray &word) {
            QFile f(QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/") + QLatin1String(file));
            if (!f.open(QIODevice::ReadOnly))
                return false;
            while (!f.atEnd())
                if (f.readLine().startsWith(word + ' '))
                    return true;
            return false;
        };
        for (const QByteArray &word : {QByteArray("doctor"), QByteArray("nurse")}) {
            QVERIFY(!has("GoogleNews-vectors-negative300.subset.txt", word));
            QVERIFY(has("glove.6B.100d.subset.txt", word));
        }
    }

    // README, The window: "Sensitivity, Calibrations and SC-WEAT (Alt+7, Alt+8, Alt+9)"; the
    // Figures page "View > Figures, Alt+6". Every page has its Alt+N and its View menu item.
    void pagesOpenFromTheirShortcutsAndTheViewMenu()
    {
        const struct {
            Qt::Key key;
            const char *menu;
            MainWindow::Page page;
        } pages[] = {{Qt::Key_1, "Start", MainWindow::StartPageIndex},
                     {Qt::Key_2, "Models", MainWindow::ModelsPageIndex},
                     {Qt::Key_3, "Options", MainWindow::OptionsPageIndex},
                     {Qt::Key_4, "Suites", MainWindow::SuitesPageIndex},
                     {Qt::Key_5, "Results", MainWindow::ResultsPageIndex},
                     {Qt::Key_6, "Figures", MainWindow::FiguresPageIndex},
                     {Qt::Key_7, "Sensitivity", MainWindow::SensitivityPageIndex},
                     {Qt::Key_8, "Calibrations", MainWindow::CalibrationsPageIndex},
                     {Qt::Key_9, "SC-WEAT", MainWindow::ScWeatPageIndex}};
        for (const auto &p : pages) {
            USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | p.key)));
            QVERIFY2(window()->currentPage() == p.page, p.menu);
            USER_CHECK(
                ui::shortcut(QKeySequence(Qt::ALT | (p.page == MainWindow::StartPageIndex ? Qt::Key_2 : Qt::Key_1))));
            USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("View"), QString::fromLatin1(p.menu)}));
            QVERIFY2(window()->currentPage() == p.page, p.menu);
        }
    }

    // User guide, Jobs and issues: "The Jobs dock (Ctrl+J) and the Issues dock (Ctrl+I)" show and
    // hide with their shortcuts.
    void docksShowAndHideWithTheirShortcuts()
    {
        for (const auto &[name, key] : {std::pair{"jobsDock", Qt::Key_J}, std::pair{"issuesDock", Qt::Key_I}}) {
            auto *dock = window()->findChild<QDockWidget *>(QString::fromLatin1(name));
            QVERIFY(dock);
            const bool before = dock->isVisible();
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | key)));
            QVERIFY2(QTest::qWaitFor([&] { return dock->isVisible() != before; }, 5000), name);
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | key)));
            QVERIFY2(QTest::qWaitFor([&] { return dock->isVisible() == before; }, 5000), name);
        }
    }

    // README, User guide: "Help > User Guide (F1)" opens the guide in its own window.
    void theUserGuideOpensFromF1AndTheHelpMenu()
    {
        USER_CHECK(ui::shortcut(QKeySequence(Qt::Key_F1)));
        QVERIFY(QTest::qWaitFor([this] { return window()->userGuide() && window()->userGuide()->isVisible(); }, 5000));
        window()->userGuide()->close();
        QVERIFY(!window()->userGuide()->isVisible());
        USER_CHECK(ui::showAndActivate(window()));
        USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("Help"), QStringLiteral("User Guide")}));
        QVERIFY(QTest::qWaitFor([this] { return window()->userGuide()->isVisible(); }, 5000));
        window()->userGuide()->close();
        USER_CHECK(ui::showAndActivate(window()));
    }

    // README, The window; guide, The conventions: changing epsilon re-whitens only (the whitening
    // statistics and the raw results are reused), and Run computes just what is missing. Then
    // Analysis > Paper Protocol goes back to the paper's settings, whose results are all there.
    void changingEpsilonRewhitensOnlyAndThePaperProtocolComesBack()
    {
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_5)));
        const QList<QVariant> raw = rawColumns();
        QCOMPARE(raw.size(), 40);
        const double whiteBefore = window()->currentResults()->weat().front()->whitened->d.value_or(0);
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_3)));
        USER_CHECK(ui::typeInto(ui::find<QDoubleSpinBox>(window(), QStringLiteral("Epsilon")), QStringLiteral("0.5")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(window()->study()->options().epsilon, 0.5);
        const int jobsBefore = window()->runner()->jobs()->rowCount();
        USER_CHECK(ui::click(ui::find<QToolButton>(window(), QStringLiteral("Run"))));
        QVERIFY(waitForRun());
        const QStringList titles = jobTitles(jobsBefore);
        QVERIFY2(!titles.isEmpty(), "a new epsilon needs new whitened results");
        qInfo("the jobs of the new epsilon: %s", qPrintable(titles.join(QStringLiteral("; "))));
        for (const QString &title : titles) {
            QVERIFY2(!title.startsWith(QStringLiteral("Import")), qPrintable(title));
            QVERIFY2(title != QStringLiteral("Whitening statistics"), qPrintable(title)); // reused
        }
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_5)));
        QCOMPARE(rawColumns(), raw); // the raw results are the same numbers, to the last digit
        QVERIFY(window()->currentResults()->weat().front()->whitened->d.value_or(0) != whiteBefore);
        // Nothing is missing now: Run starts no job.
        const int jobsAfter = window()->runner()->jobs()->rowCount();
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(waitForRun());
        QCOMPARE(window()->runner()->jobs()->rowCount(), jobsAfter);

        // Analysis > Paper Protocol: the paper's settings again, computed before, so nothing is missing.
        USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("Analysis"), QStringLiteral("Paper Protocol")}));
        QVERIFY(window()->study()->options() == StudyOptions());
        QVERIFY(windowfixtures::bannerText(window()->resultsPanel()).isEmpty());
        QCOMPARE(window()->currentResults()->weat().front()->whitened->d.value_or(0), whiteBefore);
    }

    // README, Figures; guide, Effect-size grid: "pointing explains a cell; clicking opens its
    // drill-down".
    void pointingAtAnEffectSizeCellExplainsItAndClickingOpensItsDrillDown()
    {
        auto *grid = openFigure<EffectSizeGridView>(
            QStringLiteral("Effect sizes"), QStringLiteral("Effect sizes of every model and suite, raw and whitened"));
        QVERIFY(grid);
        const QPoint cell = grid->cellPoint(0, 2, 0.5, 0.5); // GloVe, W3
        USER_CHECK(ui::hover(grid, cell));
        const QString text = grid->hoverText();
        QVERIFY2(text.contains(QStringLiteral("W3")) && text.contains(QStringLiteral("GloVe")), qPrintable(text));
        USER_CHECK(ui::click(grid, cell));
        QVERIFY(QTest::qWaitFor([this] { return window()->currentPage() == MainWindow::ResultsPageIndex; }, 5000));
        DrillDownPanel *drillDown = window()->resultsPanel()->drillDown();
        QVERIFY(drillDown->isVisible());
        QVERIFY2(drillDown->title().contains(QStringLiteral("W3"))
                     && drillDown->title().contains(QStringLiteral("GloVe")),
                 qPrintable(drillDown->title()));
        USER_CHECK(ui::click(ui::find<QToolButton>(window(), QStringLiteral("Close the details of this result"))));
    }

    // README, Figures; guide, Cosine heatmap: "pointing at a cell names its two words and their
    // cosine in both spaces". The cosines are computed here from the sampled vectors.
    void pointingAtAHeatmapCellNamesItsWordsAndTheirCosines()
    {
        auto *heatmap = openFigure<CosineHeatmapView>(QStringLiteral("Cosine heatmap"),
                                                      QStringLiteral("Cosine heatmap, raw and whitened"));
        QVERIFY(heatmap);
        QVERIFY(QTest::qWaitFor([&] { return heatmap->figure().matrices() && !heatmap->isComputing(); },
                                windowfixtures::kTimeoutMs));
        QCOMPARE(heatmap->order(), HeatmapOrder::FileOrder); // row i is the i-th sampled word
        const isoscope::ModelResult &model = window()->currentResults()->models.at(std::size_t(heatmap->modelIndex()));
        const auto cosine = [](const isoscope::MatrixF &m, int i, int j) {
            const Eigen::VectorXd a = m.row(i).cast<double>(), b = m.row(j).cast<double>();
            return a.dot(b) / (a.norm() * b.norm());
        };
        const auto shown = [](const QString &text, const QString &label) {
            const qsizetype at = text.indexOf(label);
            return at < 0 ? std::nan("")
                          : text.mid(at + label.size())
                                .section(QLatin1Char('\n'), 0, 0)
                                .replace(QChar(0x2212), QLatin1Char('-'))
                                .toDouble();
        };
        // Zoomed out, a pixel covers several cells: the tooltip says which cell it describes (its
        // position on the axes), and that cell is within a pixel's worth of the one pointed at.
        const int n = int(model.anisotropy.sampleRaw.rows());
        const int perPixel = 1 + n / std::max(1, heatmap->width() / 4);
        const QRegularExpression where(QStringLiteral("Words ([0-9,]+) and ([0-9,]+) of ([0-9,]+) on the axes"));
        for (const auto &[panel, pointedRow, pointedColumn] :
             {std::tuple{CosineHeatmapFigure::RawPanel, n / 4, n / 2},
              std::tuple{CosineHeatmapFigure::WhitenedPanel, n / 3, n / 5}}) {
            USER_CHECK(ui::hover(heatmap, heatmap->cellCentre(panel, pointedRow, pointedColumn)));
            QVERIFY(QTest::qWaitFor([&] { return QToolTip::isVisible() && where.match(QToolTip::text()).hasMatch(); },
                                    5000));
            const QString text = QToolTip::text();
            const QRegularExpressionMatch m = where.match(text);
            const int row = m.captured(1).remove(QLatin1Char(',')).toInt() - 1;
            const int column = m.captured(2).remove(QLatin1Char(',')).toInt() - 1;
            QCOMPARE(m.captured(3).remove(QLatin1Char(',')).toInt(), n);
            QVERIFY2(std::abs(row - pointedRow) <= perPixel && std::abs(column - pointedColumn) <= perPixel,
                     qPrintable(text));
            const QString words = QStringLiteral("‘%1’ and ‘%2’")
                                      .arg(QString::fromStdString(model.anisotropyWords.at(std::size_t(row))),
                                           QString::fromStdString(model.anisotropyWords.at(std::size_t(column))));
            QVERIFY2(text.startsWith(words),
                     qPrintable(words + QStringLiteral(" not in \"") + text + QStringLiteral("\"")));
            // Shown to three decimals, from cosines computed in single precision.
            QVERIFY2(
                std::abs(shown(text, QStringLiteral("Raw cosine: ")) - cosine(model.anisotropy.sampleRaw, row, column))
                    <= 0.0005 + 1e-6,
                qPrintable(text));
            QVERIFY2(std::abs(shown(text, QStringLiteral("Whitened cosine: "))
                              - cosine(model.anisotropy.sampleWhitened, row, column))
                         <= 0.0005 + 1e-6,
                     qPrintable(text));
        }
        USER_CHECK(ui::hover(window(), QPoint(2, 2)));
        QToolTip::hideText();
    }

    // README, Figures: "Explained variance ... clicking a model in the shared legend hides or shows
    // it". The second model's entry is clicked where it is drawn: its lines leave both panels and
    // its entry is drawn faded; a second click brings them back.
    void clickingAModelInTheExplainedVarianceLegendHidesOrShowsIt()
    {
        auto *view = openFigure<ChartFigureView>(
            QStringLiteral("Explained variance"),
            QStringLiteral("Explained variance of the top principal components, raw and whitened"));
        QVERIFY(view);
        const auto seriesNames = [view] {
            QStringList names;
            for (const ChartPanel &panel : view->built().panels)
                for (const QAbstractSeries *series : panel.chart->series())
                    names.append(series->name());
            return names;
        };
        const std::vector<isoscope::ModelResult> &models = window()->currentResults()->models;
        QCOMPARE(models.size(), std::size_t(2));
        const QString second = QString::fromStdString(models[1].spec.name);
        const QStringList all = seriesNames();
        QCOMPARE(all.size(), 4); // two models, raw and whitened
        QCOMPARE(all.count(second), 2);
        const auto entryPoint = [view] {
            const FigureLegend *legend = view->built().legend;
            return view->viewport()->mapTo(view, view->mapFromScene(legend->mapToScene(legend->entryRect(1).center())));
        };
        const auto entryEnabled = [view] { return view->built().legend->entries().at(1).enabled; };
        QCOMPARE(view->built().legend->entries().at(1).label, second);
        QVERIFY(entryEnabled());

        USER_CHECK(ui::click(view, entryPoint()));
        QVERIFY(QTest::qWaitFor([&] { return !seriesNames().contains(second); }, 5000));
        QCOMPARE(seriesNames().size(), 2);
        QVERIFY(!entryEnabled());

        USER_CHECK(ui::click(view, entryPoint()));
        QVERIFY(QTest::qWaitFor([&] { return seriesNames().count(second) == 2; }, 5000));
        QCOMPARE(seriesNames().size(), 4);
        QVERIFY(entryEnabled());
    }

    // README, Options: "each explained in its tooltip". Every field, box and button of the Options
    // page has one, and pointing at it shows it (fields that are off in this reference mode too:
    // their tooltip says what they are for).
    void everyOptionExplainsItselfWhenPointedAt()
    {
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_3)));
        auto *page = window()->findChild<OptionsPanel *>();
        QVERIFY(page && page->isVisible());
        QList<QWidget *> controls;
        for (QWidget *w : page->findChildren<QWidget *>())
            if (w->isVisible()
                && (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w)
                    || qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w))
                && !qobject_cast<QAbstractSpinBox *>(w->parentWidget())) // a spin box's own line edit
                controls.append(w);
        QVERIFY2(controls.size() >= 15, qPrintable(QString::number(controls.size())));
        for (QWidget *control : std::as_const(controls)) {
            const QString name = ui::accessibleName(control);
            QVERIFY2(!control->toolTip().isEmpty(), qPrintable(name + QStringLiteral(" has no tooltip")));
            USER_CHECK(ui::hover(control, control->rect().center()));
            QVERIFY2(
                QTest::qWaitFor([&] { return QToolTip::isVisible() && QToolTip::text() == control->toolTip(); }, 5000),
                qPrintable(name + QStringLiteral(": the tooltip shown is \"") + QToolTip::text()
                           + QStringLiteral("\"")));
        }
        USER_CHECK(ui::hover(window(), QPoint(2, 2)));
        QToolTip::hideText();
    }

    void cleanupTestCase() { m_demo.close(); }
};

QTEST_MAIN(TestPromisesNav)
#include "tst_promisesnav.moc"
