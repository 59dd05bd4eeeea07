// Every number the window shows, copies or draws is written as the window's language writes numbers
// (issue 34, item 1), offscreen, in English and then in German (chosen in the Preferences): the demo
// study run with its sensitivity analysis, then every page and every tab of it, the docks, a
// drill-down opened by a double click, Table A1 copied with Ctrl+C (both clipboard flavours), the
// lesson's five steps and the figures: everything the pages paint is read from their painting
// (TextRecorder), so a figure's tick or label drawn by hand is read as a table cell is. A number in
// the other language's convention fails: a decimal comma in English or a decimal point in German
// (where "1.378" is a thousand, "0.236" is not), a comma between the bounds of a German interval
// (where the comma is the decimal sign), an integer of four digits or more without grouping.
#include "ui/classroom/classroom.h"
#include "ui/classroom/lessonengine.h"
#include "ui/classroom/lessonwindow.h"
#include "ui/results/drilldownpanel.h"
#include "ui/results/resultspanel.h"
#include "ui/sensitivity/sensitivitypage.h"

#include "isoscope/version.h"

#include "pageinput.h"
#include "shown.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QTemporaryDir>
#include <QTextBrowser>

using namespace isoscope::ui;
using namespace pageinput;
using namespace shown;

namespace {

// A paint device that keeps the text painted on it and nothing else: a widget rendered on it gives
// every text it draws (labels, cells in view, a figure's ticks and legend).
class TextRecorder final : public QPaintDevice
{
public:
    QPaintEngine *paintEngine() const override { return &m_engine; }
    const QStringList &texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
        case PdmHeight: return 4000;
        case PdmWidthMM:
        case PdmHeightMM: return 1058;
        case PdmNumColors: return std::numeric_limits<int>::max();
        case PdmDepth: return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    struct Engine final : QPaintEngine {
        Engine() : QPaintEngine(AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
        void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPolygon(const QPoint *, int, PolygonDrawMode) override {}
        void drawLines(const QLineF *, int) override {}
        void drawLines(const QLine *, int) override {}
        void drawRects(const QRectF *, int) override {}
        void drawRects(const QRect *, int) override {}
        void drawEllipse(const QRectF &) override {}
        void drawPoints(const QPointF *, int) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override { texts << item.text(); }
        Type type() const override { return User; }
        QStringList texts;
    };
    mutable Engine m_engine;
};

// Every text a widget paints, each as shown.
void collectPainted(QWidget *widget, const QString &where, QList<Shown> &out)
{
    TextRecorder recorder;
    widget->render(&recorder);
    for (const QString &text : recorder.texts())
        if (const QString p = plain(text); !p.isEmpty())
            out.append(Shown{p, where + QStringLiteral(" (painted)")});
}

// The texts of text browsers (the drill-down's and the lesson's), which collect() leaves out.
void collectDocuments(QWidget *root, const QString &where, QList<Shown> &out)
{
    for (QTextBrowser *browser : root->findChildren<QTextBrowser *>())
        if (browser->isVisible())
            for (const QString &line : browser->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                out.append(Shown{line.simplified(), where + QStringLiteral("/QTextBrowser")});
}

// The problems of the numbers in a text written for a language: decimal signs and interval
// separators of the other convention, integers of four digits or more without grouping (years,
// 1900-2099, and seeds, which are names typed back into a field, stand as they are written; a
// spreadsheet's copy has no grouping, as a spreadsheet reads numbers).
QStringList numberProblems(QString text, bool german, bool grouped = true)
{
    static const QRegularExpression seed(QStringLiteral("(seed|Seed|Startwert|种子)\\s*\\d+"));
    text.remove(seed);
    QStringList problems;
    // A run of digits with decimal or group signs between them, not part of a word ("glove.6B.100d",
    // "W10") and not a version; scientific notation ends the run at its "e".
    static const QRegularExpression number(
        QStringLiteral("(?<![\\w.,])\\d+(?:[.,]\\d+)+(?=e[\\x{2212}-]?\\d|(?!\\w))"));
    static const QRegularExpression englishGrouped(QStringLiteral("^[1-9]\\d{0,2}(,\\d{3})+(\\.\\d+)?$"));
    static const QRegularExpression germanGrouped(QStringLiteral("^[1-9]\\d{0,2}(\\.\\d{3})+(,\\d+)?$"));
    static const QRegularExpression ungrouped(QStringLiteral("(?<![\\w.,\\x{2212}-])\\d{4,}(?![\\w]|[.,]\\d)"));
    static const QRegularExpression commaInterval(QStringLiteral("\\d,\\d+, ?[\\x{2212}-]?\\d+,\\d"));
    const QString version = QString::fromUtf8(isoscope::kVersion);
    for (auto m = number.globalMatch(text); m.hasNext();) {
        const QString n = m.next().captured();
        if (n == version)
            continue;
        if (german && n.contains(QLatin1Char('.')) && !germanGrouped.match(n).hasMatch())
            problems << QStringLiteral("decimal point in German: \"%1\"").arg(n);
        if (!german && n.contains(QLatin1Char(',')) && !englishGrouped.match(n).hasMatch())
            problems << QStringLiteral("decimal comma in English: \"%1\"").arg(n);
    }
    for (auto m = ungrouped.globalMatch(text); grouped && m.hasNext();) {
        const QString n = m.next().captured();
        const int value = n.size() == 4 ? n.toInt() : 0;
        if (!(value >= 1900 && value < 2100))
            problems << QStringLiteral("no grouping: \"%1\"").arg(n);
    }
    if (german && commaInterval.match(text).hasMatch())
        problems << QStringLiteral("a comma between German decimals: \"%1\"").arg(commaInterval.match(text).captured());
    return problems;
}

} // namespace

class TestNumberConventions final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

    // What the window shows in its current language, read as a person reads it.
    QList<Shown> everything(MainWindow &window)
    {
        QList<Shown> shown = everythingShown(window);
        // Every page painted, every tab of it.
        auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
        for (int page = 0; page < pages->count(); ++page) {
            QTest::keyClick(&window, static_cast<Qt::Key>(Qt::Key_1 + page), Qt::AltModifier);
            QTest::qWait(20);
            QWidget *current = pages->currentWidget();
            const QString name = QStringLiteral("page %1").arg(page + 1);
            collectPainted(current, name, shown);
            collectDocuments(current, name, shown);
            for (QTabWidget *tabs : current->findChildren<QTabWidget *>()) {
                if (!tabs->isVisible())
                    continue;
                for (int i = 0; i < tabs->count(); ++i) {
                    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, Qt::NoModifier,
                                      tabs->tabBar()->tabRect(i).center());
                    QTest::qWait(20);
                    collectPainted(tabs->currentWidget(), name + QLatin1Char('/') + tabs->tabText(i), shown);
                }
                QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, Qt::NoModifier, tabs->tabBar()->tabRect(0).center());
            }
        }

        // A drill-down opened by a double click on Table A1's first row, then the table copied.
        QTest::keyClick(&window, Qt::Key_4, Qt::AltModifier);
        auto *table = window.findChild<QTableView *>(QStringLiteral("weatTable"));
        if (table && table->isVisible() && table->model()->rowCount() > 0) {
            userinput::doubleClickCell(table, 0, 1);
            DrillDownPanel *drill = window.resultsPanel()->drillDown();
            if (drill && drill->isVisible()) {
                collect(drill, QStringLiteral("drill-down"), shown);
                collectDocuments(drill, QStringLiteral("drill-down"), shown);
                collectPainted(drill, QStringLiteral("drill-down"), shown);
            }
            userinput::clickCell(table, 0, 1);
            userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_A));
            userinput::clearClipboard();
            userinput::shortcut(QKeySequence::Copy);
            for (const QString &line : userinput::clipboardText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                shown.append(Shown{line, QStringLiteral("Table A1 copied (spreadsheet)")});
            QTextDocument html;
            html.setHtml(userinput::clipboardHtml());
            for (const QString &line : html.toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                shown.append(Shown{line, QStringLiteral("Table A1 copied (HTML)")});
        }

        // The lesson, opened from the Help menu, every step shown by its tab.
        window.classroom()->lessonAction()->trigger();
        LessonWindow *lesson = window.classroom()->lessonWindow();
        if (lesson
            && QTest::qWaitFor([&] { return !lesson->engine()->isBusy() && lesson->engine()->state(); },
                               windowfixtures::kTimeoutMs)) {
            auto *steps = lesson->findChild<QTabBar *>(QStringLiteral("lessonSteps"));
            for (int i = 0; steps && i < steps->count(); ++i) {
                QTest::mouseClick(steps, Qt::LeftButton, Qt::NoModifier, steps->tabRect(i).center());
                QTest::qWait(20);
                const QString where = QStringLiteral("lesson step %1").arg(i + 1);
                collect(lesson, where, shown);
                collectDocuments(lesson, where, shown);
                collectPainted(lesson, where, shown);
            }
            lesson->close();
        }
        return shown;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cacheDir.isValid());
        prepareApplication(QStringLiteral("tst_numberconventions"), m_cacheDir.path());
    }

    void cleanupTestCase()
    {
        settings::language.reset();
        Language::apply(QStringLiteral("en"));
    }

    // The checker itself: it must see each kind of mistake and pass each right form.
    void theCheckSeesTheOtherConvention_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("german");
        QTest::addColumn<bool>("wrong");
        QTest::newRow("an English decimal in German") << QStringLiteral("d = 0.236") << true << true;
        QTest::newRow("a German decimal in English") << QStringLiteral("d = 0,236") << false << true;
        QTest::newRow("a German thousand") << QStringLiteral("1.378 von 1.379") << true << false;
        QTest::newRow("an English thousand") << QStringLiteral("1,378 of 1,379") << false << false;
        QTest::newRow("a thousand not grouped") << QStringLiteral("1378 of the 1379") << false << true;
        QTest::newRow("a year") << QStringLiteral("Caliskan et al., 2017") << false << false;
        QTest::newRow("a German interval with a comma") << QStringLiteral("[0,12, 0,34]") << true << true;
        QTest::newRow("a German interval with a semicolon") << QStringLiteral("[0,12; 0,34]") << true << false;
        QTest::newRow("an English interval") << QStringLiteral("[0.12, 0.34]") << false << false;
        QTest::newRow("an English bound in German") << QStringLiteral("p < 1.0e\u22125") << true << true;
        QTest::newRow("a German bound") << QStringLiteral("p < 1,0e\u22125") << true << false;
        QTest::newRow("a seed") << QStringLiteral("10,000 resamples, seed 5979488880297423757") << false << false;
        QTest::newRow("a file name") << QStringLiteral("glove.6B.100d.subset.txt") << true << false;
    }

    void theCheckSeesTheOtherConvention()
    {
        QFETCH(QString, text);
        QFETCH(bool, german);
        QFETCH(bool, wrong);
        QCOMPARE(!numberProblems(text, german).isEmpty(), wrong);
    }

    void everyNumberIsInTheLanguagesConvention()
    {
        MainWindow window;
        QVERIFY(openAndRunDemo(window));
        QTest::keyClick(&window, Qt::Key_7, Qt::AltModifier);
        QVERIFY(click(named<QPushButton>(&window, QStringLiteral("Run sensitivity"))));
        QVERIFY(QTest::qWaitFor([&] { return !window.sensitivityPage()->isRunning(); }, windowfixtures::kTimeoutMs));

        const std::pair<const char *, const char *> languages[] = {{"en", "English"}, {"de", "Deutsch"}};
        for (const auto &[code, name] : languages) {
            const bool german = QLatin1String(code) == QLatin1String("de");
            if (german)
                QVERIFY(switchLanguage(window, QString::fromUtf8(name)));
            const QList<Shown> shown = everything(window);
            QVERIFY(shown.size() > 1000);
            QStringList problems;
            for (const Shown &s : shown)
                for (const QString &problem :
                     numberProblems(s.text, german, !s.where.contains(QLatin1String("(spreadsheet)"))))
                    problems << QStringLiteral("%1: %2 in \"%3\"").arg(s.where, problem, s.text.left(200));
            problems.removeDuplicates();
            for (const QString &problem : problems)
                qWarning("%s: %s", code, qPrintable(problem));
            QVERIFY2(
                problems.isEmpty(),
                qPrintable(QStringLiteral("%1 numbers in another convention (listed above)").arg(problems.size())));
        }
    }
};

QTEST_MAIN(TestNumberConventions)
#include "tst_numberconventions.moc"
