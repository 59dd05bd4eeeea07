// Presentation mode at a projector's 1280 x 800 (issue 34, the classroom), offscreen: the mode
// chosen in the View menu, the demo study run, then what a class sees measured as it is laid out:
// the lesson's step 1 with the names of both word sets whole beside their words; step 3's ML-EAT
// block names under their blocks, no two overlapping.
#include "ui/classroom/classroom.h"
#include "ui/classroom/lessonengine.h"
#include "ui/classroom/lessonwindow.h"
#include "ui/classroom/presentationmode.h"
#include "ui/figures/chartfigureview.h"

#include "pageinput.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QTemporaryDir>

using namespace isoscope::ui;
using namespace pageinput;

namespace {

// The texts a figure view's scene holds, with where they are drawn.
QList<QGraphicsSimpleTextItem *> texts(ChartFigureView *view)
{
    QList<QGraphicsSimpleTextItem *> out;
    if (view && view->scene())
        for (QGraphicsItem *item : view->scene()->items())
            if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
                out.append(text);
    return out;
}

bool showStep(LessonWindow *lesson, int step)
{
    auto *steps = lesson->findChild<QTabBar *>(QStringLiteral("lessonSteps"));
    if (!steps || !userinput::click(steps, steps->tabRect(step).center()))
        return false;
    QTest::qWait(50);
    return steps->currentIndex() == step;
}

} // namespace

class TestPresentation final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;
    std::unique_ptr<MainWindow> m_window;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cacheDir.isValid());
        prepareApplication(QStringLiteral("tst_presentation"), m_cacheDir.path());
        settings::presentationMode.reset();
        m_window = std::make_unique<MainWindow>();
        QVERIFY(openAndRunDemo(*m_window));
        QVERIFY(userinput::chooseMenu(m_window.get(), {QStringLiteral("View"), QStringLiteral("Presentation Mode")}));
        QVERIFY(presentation::isEnabled());
        QTest::qWait(100);
        QCOMPARE(m_window->size(), QSize(1280, 800));
    }

    void cleanupTestCase()
    {
        if (presentation::isEnabled())
            userinput::chooseMenu(m_window.get(), {QStringLiteral("View"), QStringLiteral("Presentation Mode")});
        m_window.reset();
        settings::presentationMode.reset();
    }

    // The lesson opened from the Help menu: step 1's set names whole (not "Y: African-American
    // nam…") and inside the figure; step 3's four block names under each panel apart.
    void theLessonsLabelsAreWholeAndApart()
    {
        QVERIFY(userinput::chooseMenu(m_window.get(),
                                      {QStringLiteral("Help"), QStringLiteral("Lesson: WEAT and Anisotropy…")}));
        LessonWindow *lesson = m_window->classroom()->lessonWindow();
        QVERIFY(lesson);
        lesson->resize(1280, 800);
        QVERIFY(QTest::qWaitFor([&] { return !lesson->engine()->isBusy() && lesson->engine()->state(); },
                                windowfixtures::kTimeoutMs));

        QVERIFY(showStep(lesson, 0));
        QList<ChartFigureView *> views;
        for (ChartFigureView *v : lesson->findChildren<ChartFigureView *>())
            if (v->isVisible())
                views.append(v);
        QCOMPARE(views.size(), 1);
        int setNames = 0;
        for (QGraphicsSimpleTextItem *text : texts(views.front())) {
            const QString shown = text->text();
            if (!shown.startsWith(QLatin1String("X: ")) && !shown.startsWith(QLatin1String("Y: ")))
                continue;
            ++setNames;
            QVERIFY2(!shown.contains(QChar(0x2026)), qPrintable(shown));
            QVERIFY2(shown.simplified() == QLatin1String("X: European-American")
                         || shown.simplified() == QLatin1String("Y: African-American names (Greenwald 1998 set)"),
                     qPrintable(shown));
            QVERIFY2(views.front()->sceneRect().contains(text->sceneBoundingRect()), qPrintable(shown));
        }
        QCOMPARE(setNames, 2);

        QVERIFY(showStep(lesson, 2));
        auto *levels = lesson->findChild<ChartFigureView *>(QStringLiteral("lessonLevelsView"));
        QVERIFY(levels && levels->isVisible());
        QList<QRectF> blockNames;
        for (QGraphicsSimpleTextItem *text : texts(levels))
            if (text->text().startsWith(QLatin1String("cos(")))
                blockNames.append(text->sceneBoundingRect());
        QCOMPARE(blockNames.size(), 8); // four blocks, raw and whitened
        for (qsizetype i = 0; i < blockNames.size(); ++i)
            for (qsizetype j = i + 1; j < blockNames.size(); ++j)
                QVERIFY2(!blockNames[i].intersects(blockNames[j]),
                         qPrintable(QStringLiteral("block names at %1, %2 (%3 wide) and %4, %5 (%6 wide) overlap")
                                        .arg(blockNames[i].left())
                                        .arg(blockNames[i].top())
                                        .arg(blockNames[i].width())
                                        .arg(blockNames[j].left())
                                        .arg(blockNames[j].top())
                                        .arg(blockNames[j].width())));
        lesson->close();
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
