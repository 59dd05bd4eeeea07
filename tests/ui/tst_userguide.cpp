// The user guide window, offscreen: docs/user-guide.md as staged in the build tree's data folder
// renders with every section and picture, its links to its own sections work, it fits its window,
// a missing guide is said in words, and Help > User Guide (F1) opens it.

#include "ui/help/userguidewindow.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

using isoscope::ui::MainWindow;
using isoscope::ui::UserGuideWindow;

namespace {

QString guideSource()
{
    QFile file(QStringLiteral(ISOSCOPE_SOURCE_DIR "/docs/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The headings of the Markdown source, levels 1-3, outside code blocks.
QStringList sourceHeadings(const QString &markdown)
{
    QStringList headings;
    bool inCode = false;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("```")))
            inCode = !inCode;
        static const QRegularExpression heading(QStringLiteral("^#{1,3} (.+)$"));
        const auto match = heading.match(line);
        if (!inCode && match.hasMatch())
            headings.append(match.captured(1).trimmed());
    }
    return headings;
}

} // namespace

class TestUserGuide final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void rendersEverySectionAndPicture();
    void linksToSectionsLeadThere();
    void fitsItsWindow();
    void missingGuideIsSaidInWords();
    void helpMenuOpensIt();
};

void TestUserGuide::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
}

void TestUserGuide::init()
{
    // The build tree's data folder, where the build stages the guide as it is installed.
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_BINARY_DIR "/share/isoscope");
}

void TestUserGuide::rendersEverySectionAndPicture()
{
    const QString markdown = guideSource();
    QVERIFY(!markdown.isEmpty());
    UserGuideWindow guide;
    QVERIFY(guide.isLoaded());
    QCOMPARE(UserGuideWindow::guidePath(), QStringLiteral(ISOSCOPE_BINARY_DIR "/share/isoscope/doc/user-guide.md"));
    // Every heading of the source is a heading of the rendered text, in order: none was swallowed
    // by a table or a code block on the way.
    const QStringList expected = sourceHeadings(markdown);
    QVERIFY(expected.size() >= 20);
    QCOMPARE(guide.headings(), expected);
    for (const char *section :
         {"Installing", "Importing embeddings", "The reference sample", "Reading the figures",
          "The conventions and why they matter", "Exporting for a paper", "The command line", "Citing"})
        QVERIFY2(expected.contains(QString::fromUtf8(section)), section);
    // Every picture it shows is there.
    QVERIFY(markdown.count(QStringLiteral("![")) >= 8);
    QCOMPARE(guide.missingImages(), QStringList());
}

void TestUserGuide::linksToSectionsLeadThere()
{
    const QString markdown = guideSource();
    UserGuideWindow guide;
    guide.show();
    QVERIFY(QTest::qWaitForWindowExposed(&guide));
    QStringList anchors;
    for (const QString &heading : guide.headings())
        anchors.append(UserGuideWindow::anchorOf(heading));
    static const QRegularExpression link(QStringLiteral("\\]\\(#([^)]+)\\)"));
    int links = 0;
    for (auto it = link.globalMatch(markdown); it.hasNext(); ++links) {
        const QString anchor = it.next().captured(1);
        QVERIFY2(anchors.contains(anchor), qPrintable(QStringLiteral("#%1 names no section").arg(anchor)));
    }
    QVERIFY(links >= 10);
    QCOMPARE(UserGuideWindow::anchorOf(QStringLiteral("The conventions and why they matter")),
             QStringLiteral("the-conventions-and-why-they-matter"));
    QCOMPARE(UserGuideWindow::anchorOf(QStringLiteral("A first study: the demo")),
             QStringLiteral("a-first-study-the-demo"));

    // Clicking a link shows its section at the top and selects it in the contents.
    auto *browser = guide.findChild<QTextBrowser *>(QStringLiteral("userGuideText"));
    auto *contents = guide.findChild<QTreeWidget *>(QStringLiteral("userGuideContents"));
    QVERIFY(browser && contents);
    QCOMPARE(browser->verticalScrollBar()->value(), 0);
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("#exporting-for-a-paper")));
    QVERIFY(contents->currentItem());
    QCOMPARE(contents->currentItem()->text(0), QStringLiteral("Exporting for a paper"));
    QTRY_COMPARE(browser->cursorForPosition(QPoint(20, 24)).block().text(), QStringLiteral("Exporting for a paper"));
    QVERIFY(browser->verticalScrollBar()->value() > 0);
}

void TestUserGuide::fitsItsWindow()
{
    UserGuideWindow guide;
    guide.resize(1040, 760);
    guide.show();
    QVERIFY(QTest::qWaitForWindowExposed(&guide));
    auto *browser = guide.findChild<QTextBrowser *>(QStringLiteral("userGuideText"));
    // The 1280-pixel screenshots are scaled to the text's width, and no line is wider: nothing to
    // scroll sideways.
    QTRY_COMPARE(browser->horizontalScrollBar()->maximum(), 0);
    // Narrower, the pictures follow (code lines may then need scrolling).
    guide.resize(800, 600);
    const qreal available = browser->viewport()->width() - 2 * browser->document()->documentMargin();
    QVERIFY(available < 1000);
    int images = 0;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            images = 0;
            for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (!format.isImageFormat())
                        continue;
                    const QImage image =
                        browser->document()
                            ->resource(QTextDocument::ImageResource, QUrl(format.toImageFormat().name()))
                            .value<QImage>();
                    if (image.isNull() || image.width() / image.devicePixelRatio() > available)
                        return false;
                    ++images;
                }
            }
            return true;
        }(),
        5000);
    QVERIFY(images >= 8);
}

void TestUserGuide::missingGuideIsSaidInWords()
{
    QTemporaryDir data;
    QVERIFY(QDir(data.path()).mkpath(QStringLiteral("suites")));
    QVERIFY(QFile::copy(QStringLiteral(ISOSCOPE_BINARY_DIR "/share/isoscope/suites/weat_suites.json"),
                        data.filePath(QStringLiteral("suites/weat_suites.json"))));
    qputenv("ISOSCOPE_DATA_DIR", QFile::encodeName(data.path()));
    QCOMPARE(UserGuideWindow::guidePath(), QString());
    UserGuideWindow guide;
    QVERIFY(!guide.isLoaded());
    const QString text = guide.findChild<QTextBrowser *>(QStringLiteral("userGuideText"))->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("The user guide was not found")), qPrintable(text));
    QVERIFY2(text.contains(QDir(data.path()).filePath(QStringLiteral("doc"))), qPrintable(text));
}

void TestUserGuide::helpMenuOpensIt()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *action = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(!window.userGuide());
    action->trigger();
    QVERIFY(window.userGuide());
    QVERIFY(window.userGuide()->isVisible());
    QVERIFY(window.userGuide()->isLoaded());
    // Again: the same window, raised, not a second one.
    UserGuideWindow *first = window.userGuide();
    action->trigger();
    QCOMPARE(window.userGuide(), first);
    QCOMPARE(window.findChildren<UserGuideWindow *>().size(), 1);
}

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
