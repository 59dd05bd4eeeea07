// Numbers a social scientist can misread (issue 12 item 11), on the demo study opened from the
// start page and run with Ctrl+R, read as a person reads them: the cells of the visible tables,
// the Issues dock, the drill-down opened with a double-click, and the headers of SC-WEAT's table.
// word2vec has one word of W4's and W5's Y, so those tests have C(9, 1) = 9 partitions and their
// smallest p is 1/9 = 0.111: they cannot be significant at 0.05. A Monte Carlo p at its floor
// (no random partition as extreme) is a bound, "< 1.0e−5" for 100,000 partitions, and a bootstrap
// p of 0 from 10,000 resamples is below 2/10,000.
#include "tests/ui/pageinput.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/calibrations/scweatpage.h"
#include "ui/common/itemroles.h"
#include "ui/figures/associationbarfigure.h"
#include "ui/figures/chartfigureview.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/window/mainwindow.h"

#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

using windowfixtures::tabBarOf;

// The text of a shown cell, as the view draws it.
QString shown(const QTableView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}

// The column whose header reads title (its lines joined by a space), or -1.
int columnTitled(const QTableView *view, const QString &title)
{
    const QAbstractItemModel *model = view->model();
    for (int c = 0; c < model->columnCount(); ++c)
        if (model->headerData(c, Qt::Horizontal).toString().replace(QLatin1Char('\n'), QLatin1Char(' ')) == title)
            return c;
    return -1;
}

// The row of model and suite in what the view shows, or -1.
int rowOf(const QTableView *view, const QString &model, const QString &suite)
{
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (shown(view, r, 0) == model && shown(view, r, 1) == suite)
            return r;
    return -1;
}

// The rich text of the drill-down's summary, as plain text.
QString drillDownText(DrillDownPanel *panel)
{
    QStringList texts;
    for (QLabel *label : panel->findChildren<QLabel *>())
        if (label->isVisible())
            texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

constexpr auto kWord2vec = "word2vec-GoogleNews-subset";
constexpr auto kGlove = "GloVe-6B-100d-subset";

} // namespace

class TestReadings final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;
    std::unique_ptr<MainWindow> m_window;

    // The Results page with that table in front and nothing typed in the filter box.
    bool showTable(const QString &tab)
    {
        if (!ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Results"))
            || !ui::clickTab(tabBarOf(m_window.get(), "resultTabs"), tab))
            return false;
        auto *filter = ui::find<QLineEdit>(m_window.get(), QStringLiteral("Filter results"));
        if (!filter || filter->text().isEmpty())
            return filter != nullptr;
        return ui::click(filter) && ui::key(Qt::Key_A, Qt::ControlModifier) && ui::key(Qt::Key_Backspace)
               && filter->text().isEmpty();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        windowfixtures::useTestEnvironment(m_cache.path());
        m_window = std::make_unique<MainWindow>();
        QVERIFY(pageinput::openAndRunDemo(*m_window));
    }

    // A set of one word and a test that cannot reach significance say so in the Issues dock; the
    // drill-down says it too, and that d changes sign under "Stable"; Table A1's Shift column
    // flags the sign change on its own.
    void smallSetsUnreachablePAndSignChangesAreSaid()
    {
        QDockWidget *dock = m_window->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        QVERIFY(dock);
        if (!dock->isVisible() || dock->visibleRegion().isEmpty())
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_I))); // View > Issues
        if (!dock->isVisible())
            USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_I)));
        auto *issues = ui::find<QTableView>(m_window.get(), QStringLiteral("Errors and warnings"));
        QVERIFY(issues);
        QStringList lines;
        for (int r = 0; r < issues->model()->rowCount(); ++r)
            for (int c = 0; c < issues->model()->columnCount(); ++c)
                lines << shown(issues, r, c);
        const QString all = lines.join(QLatin1Char('\n'));
        for (const QString &expected :
             {QStringLiteral("W5 on %1: Cannot reach significance: the smallest p this test can give is 0.111 (9 "
                             "partitions of X and Y), above alpha 0.05.")
                  .arg(QLatin1String(kWord2vec)),
              QStringLiteral(
                  "W4 on %1: Very small sets: Y has 1 word (fewer than 3), so d and p rest on very few words.")
                  .arg(QLatin1String(kWord2vec)),
              QStringLiteral("W4 on %1: d changes sign: 0.65 raw, −1.90 whitened, whatever the change class says.")
                  .arg(QLatin1String(kWord2vec))})
            QVERIFY2(lines.contains(expected), qPrintable(expected + QStringLiteral("\nnot in:\n") + all));
        // GloVe's sets are large enough and its tests can be significant.
        QVERIFY2(!all.contains(QStringLiteral("on %1: Cannot reach").arg(QLatin1String(kGlove))), qPrintable(all));

        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
        auto *filter = ui::find<QLineEdit>(m_window.get(), QStringLiteral("Filter results"));
        USER_CHECK(ui::typeInto(filter, QStringLiteral("word2vec")));
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(table);
        const int w4 = rowOf(table, QLatin1String(kWord2vec), QStringLiteral("W4"));
        QVERIFY(w4 >= 0);
        const int shift = columnTitled(table, QStringLiteral("Shift"));
        QVERIFY(shift >= 0);
        QCOMPARE(shown(table, w4, columnTitled(table, QStringLiteral("Change"))), QStringLiteral("Stable"));
        QCOMPARE(shown(table, w4, shift), QStringLiteral("Substantial, sign flip"));
        // W6 keeps its sign raw and whitened: no sign flip flagged.
        QVERIFY(!shown(table, rowOf(table, QLatin1String(kWord2vec), QStringLiteral("W6")), shift)
                     .contains(QStringLiteral("sign flip")));
        // Copy keeps both facts of the Shift column, one field each (it was true/false, the sign
        // flip lost).
        ui::clearClipboard();
        USER_CHECK(ui::click(ui::find<QToolButton>(m_window.get(), QStringLiteral("Copy"))));
        QTRY_VERIFY(!ui::clipboardText().isEmpty());
        const QStringList copied = ui::clipboardText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList header = copied.front().split(QLatin1Char('\t'));
        const qsizetype substantial = header.indexOf(QStringLiteral("Substantial shift"));
        const qsizetype flip = header.indexOf(QStringLiteral("Sign flip"));
        const qsizetype suite = header.indexOf(QStringLiteral("Suite"));
        QVERIFY2(substantial >= 0 && flip == substantial + 1 && suite >= 0, qPrintable(copied.front()));
        QMap<QString, QStringList> rows;
        for (const QString &line : copied.mid(1))
            rows.insert(line.split(QLatin1Char('\t')).at(suite), line.split(QLatin1Char('\t')));
        QCOMPARE(rows.value(QStringLiteral("W4")).value(substantial), QStringLiteral("true"));
        QCOMPARE(rows.value(QStringLiteral("W4")).value(flip), QStringLiteral("true"));
        QCOMPARE(rows.value(QStringLiteral("W6")).value(flip), QStringLiteral("false"));

        USER_CHECK(ui::doubleClickCell(table, w4, 1));
        DrillDownPanel *drill = m_window->resultsPanel()->drillDown();
        QVERIFY(drill->isVisible());
        const QString text = drillDownText(drill);
        for (const QString &expected :
             {QStringLiteral("Very small sets: Y has 1 word (fewer than 3)"),
              QStringLiteral("Cannot reach significance: the smallest p this test can give is 0.111 (9 partitions of X "
                             "and Y), above alpha 0.05."),
              QStringLiteral("d changes sign: 0.65 raw, −1.90 whitened")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\nnot in:\n") + text));

        // Alpha 0.2 is above 1/9: the warning goes, in the dock and the drill-down.
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Options")));
        USER_CHECK(ui::typeInto(ui::find<QWidget>(m_window.get(), QStringLiteral("Alpha")), QStringLiteral("0.2")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(m_window->study()->options().alpha, 0.2);
        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
        QVERIFY2(!drillDownText(drill).contains(QStringLiteral("Cannot reach significance")),
                 qPrintable(drillDownText(drill)));
        bool unreachable = false;
        for (int r = 0; r < issues->model()->rowCount(); ++r)
            unreachable = unreachable || shown(issues, r, 1).contains(QStringLiteral("Cannot reach significance"))
                          || shown(issues, r, 0).contains(QStringLiteral("Cannot reach significance"));
        QVERIFY(!unreachable);
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Options")));
        USER_CHECK(ui::typeInto(ui::find<QWidget>(m_window.get(), QStringLiteral("Alpha")), QStringLiteral("0.05")));
        USER_CHECK(ui::key(Qt::Key_Return));
        QCOMPARE(m_window->study()->options().alpha, 0.05);
        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
    }

    // A Monte Carlo p at its floor is shown as the bound it is; an exact p as it is; Table 3's
    // bootstrap p of 0 as below 2/B.
    void floorsAreShownAsBounds()
    {
        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(table);
        const int rawP = columnTitled(table, QStringLiteral("Raw p"));
        const int whitenedP = columnTitled(table, QStringLiteral("Whitened p"));
        QVERIFY(rawP >= 0 && whitenedP >= 0);
        const int w1 = rowOf(table, QLatin1String(kGlove), QStringLiteral("W1"));
        QVERIFY(w1 >= 0);
        // 1/100,001 = 9.9999e-6: no random partition was as extreme.
        QCOMPARE(shown(table, w1, rawP), QStringLiteral("< 1.0e−5"));
        QCOMPARE(shown(table, w1, whitenedP), QStringLiteral("3.0e−5")); // 3/100,001: a value, not a bound
        // Exact (W6: 12,870 partitions), 1/12,870 would be a value; GloVe's W6 raw p is 7.8e−5 = 1/12,870.
        QCOMPARE(shown(table, rowOf(table, QLatin1String(kGlove), QStringLiteral("W6")), rawP),
                 QStringLiteral("7.8e−5"));
        // The number behind the bound is the full-precision p (copying and sorting use it).
        QCOMPARE(table->model()->index(w1, rawP).data(RawValueRole).toDouble(), 1.0 / 100001);

        USER_CHECK(showTable(QStringLiteral("Similarity (Table 3)")));
        auto *similarity =
            ui::find<QTableView>(m_window.get(), QStringLiteral("Similarity results: words and sentences"));
        QVERIFY(similarity);
        const int p = columnTitled(similarity, QStringLiteral("Bootstrap p"));
        QVERIFY(p >= 0);
        QStringList gloveP, word2vecP;
        for (int r = 0; r < similarity->model()->rowCount(); ++r)
            (shown(similarity, r, 0) == QLatin1String(kGlove) ? gloveP : word2vecP) << shown(similarity, r, p);
        // WordSim-353 and SimLex-999 at the bootstrap's floor; STS-B (the third row) is not.
        QCOMPARE(gloveP.size(), 3);
        QCOMPARE(gloveP.mid(0, 2), (QStringList{QStringLiteral("< 0.0002"), QStringLiteral("< 0.0002")}));
        QVERIFY2(!gloveP[2].startsWith(QLatin1Char('<')), qPrintable(gloveP[2]));
        QVERIFY2(word2vecP.contains(QStringLiteral("0.006")), qPrintable(word2vecP.join(QLatin1Char(' '))));
    }

    // With Holm's correction the adjusted p stand beside the change class that they decide.
    void holmColumnsSitBesideTheChangeTheyDecide()
    {
        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
        auto *correction = ui::find<QComboBox>(m_window.get(), QStringLiteral("Multiple-testing correction"));
        QVERIFY(correction);
        const auto itemStarting = [correction](const QString &start) {
            for (int i = 0; i < correction->count(); ++i)
                if (correction->itemText(i).startsWith(start))
                    return correction->itemText(i);
            return start;
        };
        USER_CHECK(ui::chooseInCombo(correction, itemStarting(QStringLiteral("Holm"))));
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(table);
        const int whitenedP = columnTitled(table, QStringLiteral("Whitened p"));
        const int rawHolm = columnTitled(table, QStringLiteral("Raw p (Holm)"));
        const int whitenedHolm = columnTitled(table, QStringLiteral("Whitened p (Holm)"));
        const int change = columnTitled(table, QStringLiteral("Change"));
        QVERIFY(whitenedP >= 0 && rawHolm >= 0);
        QCOMPARE(rawHolm, whitenedP + 1);
        QCOMPARE(whitenedHolm, rawHolm + 1);
        QCOMPARE(change, whitenedHolm + 1);
        USER_CHECK(ui::chooseInCombo(correction, itemStarting(QStringLiteral("No correction"))));
        QCOMPARE(columnTitled(table, QStringLiteral("Raw p (Holm)")), -1);
    }

    // With Holm's correction the drill-down classifies by the Holm-adjusted p, as Table A1 beside
    // it does, and says them as the table shows them; back to no correction it shows the analysis's class again. The
    // demo has rows whose class Holm changes (a raw p under 0.05 that is not under it adjusted).
    void drillDownUnderHolmClassifiesByTheAdjustedP()
    {
        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
        auto *correction = ui::find<QComboBox>(m_window.get(), QStringLiteral("Multiple-testing correction"));
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(correction && table);
        const auto changes = [table] {
            QStringList out;
            const int c = columnTitled(table, QStringLiteral("Change"));
            for (int r = 0; r < table->model()->rowCount(); ++r)
                out << shown(table, r, 0) + QLatin1Char('/') + shown(table, r, 1) + QLatin1Char('=')
                           + shown(table, r, c);
            return out;
        };
        USER_CHECK(ui::chooseInCombo(correction, QStringLiteral("No correction")));
        const QStringList unadjusted = changes();
        USER_CHECK(ui::chooseInCombo(correction, QStringLiteral("Holm")));
        const QStringList adjusted = changes();
        int row = -1;
        for (int r = 0; r < table->model()->rowCount() && row < 0; ++r)
            if (!unadjusted.contains(adjusted[r]))
                row = r;
        QVERIFY2(row >= 0, "Holm changes no change class of the demo");
        const QString model = shown(table, row, 0), suite = shown(table, row, 1);
        const QString holmChange = shown(table, row, columnTitled(table, QStringLiteral("Change")));
        const QString rawHolm = shown(table, row, columnTitled(table, QStringLiteral("Raw p (Holm)")));
        const QString whitenedHolm = shown(table, row, columnTitled(table, QStringLiteral("Whitened p (Holm)")));
        // The class follows the adjusted p at alpha 0.05, read from the cells at full precision.
        const double alpha = 0.05;
        const bool rawSignificant = table->model()
                                        ->index(row, columnTitled(table, QStringLiteral("Raw p (Holm)")))
                                        .data(RawValueRole)
                                        .toDouble()
                                    < alpha;
        const bool whitenedSignificant = table->model()
                                             ->index(row, columnTitled(table, QStringLiteral("Whitened p (Holm)")))
                                             .data(RawValueRole)
                                             .toDouble()
                                         < alpha;
        QCOMPARE(holmChange, rawSignificant == whitenedSignificant ? QStringLiteral("Stable")
                             : rawSignificant                      ? QStringLiteral("Disappearing")
                                                                   : QStringLiteral("Emerging"));

        USER_CHECK(ui::doubleClickCell(table, row, 0));
        DrillDownPanel *drill = m_window->resultsPanel()->drillDown();
        QVERIFY(drill->isVisible());
        QVERIFY(drill->title().startsWith(suite + QStringLiteral(" on ") + model));
        QString text = drillDownText(drill);
        QVERIFY2(
            text.contains(QStringLiteral("Change at alpha 0.05 of the Holm-adjusted p (raw %1, whitened %2): <b>%3</b>")
                              .arg(rawHolm, whitenedHolm, holmChange)),
            qPrintable(text));

        // The open drill-down follows the correction chosen.
        USER_CHECK(ui::chooseInCombo(correction, QStringLiteral("No correction")));
        const QString unadjustedChange = unadjusted.filter(model + QLatin1Char('/') + suite + QLatin1Char('='))
                                             .value(0)
                                             .section(QLatin1Char('='), 1);
        QVERIFY(!unadjustedChange.isEmpty() && unadjustedChange != holmChange);
        text = drillDownText(drill);
        QVERIFY2(text.contains(QStringLiteral("Change at alpha 0.05: <b>%1</b>").arg(unadjustedChange)),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Holm")), qPrintable(text));
    }

    // SC-WEAT's table says that its p is one-sided and in which direction.
    void scWeatSaysItsPIsOneSided()
    {
        USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_9))); // View > SC-WEAT
        auto *targets = ui::find<QPlainTextEdit>(m_window.get(), QStringLiteral("Target words"));
        USER_CHECK(ui::click(targets));
        USER_CHECK(ui::type(QStringLiteral("nurse")));
        auto *attributes = ui::find<QComboBox>(m_window.get(), QStringLiteral("Attributes"));
        QVERIFY(attributes);
        QString w8;
        for (int i = 0; i < attributes->count(); ++i)
            if (attributes->itemText(i).startsWith(QStringLiteral("From suite W8")))
                w8 = attributes->itemText(i);
        USER_CHECK(ui::chooseInCombo(attributes, w8));
        USER_CHECK(ui::click(ui::find<QPushButton>(m_window.get(), QStringLiteral("Run SC-WEAT"))));
        ScWeatPage *page = m_window->scWeatPage();
        QVERIFY(QTest::qWaitFor([&] { return !page->isRunning() && page->result(); }, windowfixtures::kTimeoutMs));
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("SC-WEAT results"));
        QVERIFY(table);
        const QString nameA = QString::fromStdString(page->result()->request.nameA);
        const int rawP = columnTitled(table, QStringLiteral("Raw p (one-sided, → %1)").arg(nameA));
        QVERIFY2(rawP >= 0, qPrintable(table->model()->headerData(2, Qt::Horizontal).toString()));
        QVERIFY(columnTitled(table, QStringLiteral("Whitened p (one-sided, → %1)").arg(nameA)) >= 0);
        const QString tip = table->model()->index(0, rawP).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("One-sided p that nurse is closer to %1 than to").arg(nameA)),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("The other direction")), qPrintable(tip));
    }

    // Issue 34: the drill-down's word chart labelled a user's own suite "X: X" / "Y: Y" (only the
    // built-in suites' names hold "A vs B"). A suite imported on the Suites page, run, and opened
    // from Table A1 shows the names she gave its sets.
    void theWordChartNamesAUsersOwnSets()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("garden.json"));
        QVERIFY(windowfixtures::writeFile(file, R"({"suites": [{"id": "G1", "name": "Garden", "category": "Mine",
            "X_name": "Blossoms", "X": ["rose", "tulip", "daisy", "lily"],
            "Y_name": "Bugs", "Y": ["spider", "moth", "wasp", "flea"],
            "A_name": "Nice", "A": ["love", "peace", "joy", "happy"],
            "B_name": "Nasty", "B": ["hatred", "war", "pain", "ugly"]}]})"));
        USER_CHECK(ui::clickTab(tabBarOf(m_window.get(), "pages"), QStringLiteral("Suites")));
        {
            ui::ModalAnswer answer(ui::choosePath(file));
            USER_CHECK(ui::click(ui::find<QPushButton>(m_window.get(), QStringLiteral("Import JSON…"))));
            QCOMPARE(answer.count(), 1);
        }
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(windowfixtures::runFinished(*m_window));
        USER_CHECK(showTable(QStringLiteral("WEAT (Table A1)")));
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(table);
        const int g1 = rowOf(table, QLatin1String(kGlove), QStringLiteral("G1"));
        QVERIFY(g1 >= 0);
        USER_CHECK(ui::doubleClickCell(table, g1, 1));
        DrillDownPanel *drill = m_window->resultsPanel()->drillDown();
        QVERIFY(drill->isVisible());
        USER_CHECK(ui::clickTab(tabBarOf(drill, "drillDownFigures"), QStringLiteral("Words: s(w) raw and whitened")));
        QStringList labels;
        for (auto *view : drill->findChildren<ChartFigureView *>())
            if (dynamic_cast<AssociationBarFigure *>(view->figure()))
                for (QGraphicsItem *item : view->scene()->items())
                    if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                        labels << text->text();
        QVERIFY2(labels.contains(QStringLiteral("X: Blossoms")) && labels.contains(QStringLiteral("Y: Bugs")),
                 qPrintable(labels.join(QStringLiteral(" | "))));
        QVERIFY2(!labels.contains(QStringLiteral("X: X")), qPrintable(labels.join(QStringLiteral(" | "))));
    }
};

QTEST_MAIN(TestReadings)
#include "tst_readings.moc"
