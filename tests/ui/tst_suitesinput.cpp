// The Suites page under a user's hands (issue 12, defect 1): New suite and Duplicate make a suite of
// one's own (they crashed the program: commitEdits -> setUserSuite -> reloadSuites -> selectSuite ->
// selectionChanged -> commitEdits until the stack ran out), also on an empty study; what is typed
// into the editor at a person's speed is kept when another suite is chosen and back; built-in
// suites stay read-only; Delete removes one's own suite; Import and Export JSON go through the file
// dialog; the editor underlines the words the checked models lack.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "core/serialization/suitesjson.h"
#include "ui/study/study.h"
#include "ui/suites/suitespanel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

namespace ui = userinput;
using isoscope::ui::MainWindow;

namespace {

QStringList words(const isoscope::WeatSuite &suite, int role)
{
    QStringList list;
    for (const auto &w : suite.sets[role].words)
        list.append(QString::fromStdString(w));
    return list;
}

// The row of a suite in the page's table.
int rowOf(QTableView *table, const QString &id)
{
    for (int row = 0; row < table->model()->rowCount(); ++row)
        if (table->model()->index(row, 0).data().toString() == id)
            return row;
    return -1;
}

} // namespace

class TestSuitesInput final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;

    // The window on its Suites page, reached by clicking the page's tab.
    static bool openSuitesPage(MainWindow &window)
    {
        window.resize(1280, 800);
        if (!ui::showAndActivate(&window))
            return false;
        return ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(),
                            QStringLiteral("Suites"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        windowfixtures::useTestEnvironment(m_cache.path());
    }

    // On an empty study: New suite gives an editable suite U1, selected and shown; its name, set
    // names and words typed at 80-120 ms per key are in the study after choosing W1 and U1 again.
    void newSuiteIsMadeAndWhatIsTypedIsKept()
    {
        MainWindow window;
        USER_CHECK(openSuitesPage(window));
        QCOMPARE(window.study()->models().size(), 0);
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("New suite"))));
        QCOMPARE(window.study()->userSuites().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(window.study()->userSuites()[0].id), QStringLiteral("U1"));
        QCOMPARE(window.suitesPanel()->currentSuiteId(), QStringLiteral("U1"));
        auto *id = ui::find<QLineEdit>(&window, QStringLiteral("Suite id"));
        QVERIFY(id);
        QCOMPARE(id->text(), QStringLiteral("U1"));
        QVERIFY(!id->isReadOnly());

        USER_CHECK(ui::typeInto(ui::find<QLineEdit>(&window, QStringLiteral("Suite name")), QStringLiteral("Fruit")));
        USER_CHECK(ui::key(Qt::Key_Tab));
        USER_CHECK(ui::typeInto(ui::find<QPlainTextEdit>(&window, QStringLiteral("Target X: words")),
                                QStringLiteral("apple, pear")));
        USER_CHECK(ui::typeInto(ui::find<QPlainTextEdit>(&window, QStringLiteral("Attribute A: words")),
                                QStringLiteral("good\nsweet")));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Suites of the study"));
        QVERIFY(table);
        USER_CHECK(ui::clickCell(table, rowOf(table, QStringLiteral("W1")), 1));
        QCOMPARE(window.suitesPanel()->currentSuiteId(), QStringLiteral("W1"));
        const isoscope::WeatSuite &mine = window.study()->userSuites().at(0);
        QCOMPARE(QString::fromStdString(mine.name), QStringLiteral("Fruit"));
        QCOMPARE(words(mine, 0), (QStringList{QStringLiteral("apple"), QStringLiteral("pear")}));
        QCOMPARE(words(mine, 2), (QStringList{QStringLiteral("good"), QStringLiteral("sweet")}));
        // W1 is built in: shown read-only, untouched by what was typed into U1.
        QVERIFY(ui::find<QPlainTextEdit>(&window, QStringLiteral("Target X: words"))->isReadOnly());
        QCOMPARE(words(window.study()->builtinSuites()[0], 0).first(), QStringLiteral("aster"));

        USER_CHECK(ui::clickCell(table, rowOf(table, QStringLiteral("U1")), 1));
        QCOMPARE(ui::find<QLineEdit>(&window, QStringLiteral("Suite name"))->text(), QStringLiteral("Fruit"));
        QCOMPARE(ui::find<QPlainTextEdit>(&window, QStringLiteral("Target X: words"))->toPlainText(),
                 QStringLiteral("apple, pear"));
        QVERIFY(window.study()->isModified());
    }

    // Duplicate on a built-in suite: an editable copy with the same words, selected; a second
    // Duplicate and a New suite each add one more, with unique ids; Delete removes the shown one.
    void duplicateCopiesABuiltinSuiteAndDeleteRemovesIt()
    {
        MainWindow window;
        USER_CHECK(openSuitesPage(window));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Suites of the study"));
        QVERIFY(table);
        USER_CHECK(ui::clickCell(table, rowOf(table, QStringLiteral("W3")), 1));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Duplicate"))));
        QCOMPARE(window.study()->userSuites().size(), std::size_t(1));
        const isoscope::WeatSuite &copy = window.study()->userSuites()[0];
        QCOMPARE(QString::fromStdString(copy.id), QStringLiteral("W3-copy"));
        QCOMPARE(copy.sets[0].words, window.study()->builtinSuites()[2].sets[0].words);
        QCOMPARE(window.suitesPanel()->currentSuiteId(), QStringLiteral("W3-copy"));
        QVERIFY(!ui::find<QLineEdit>(&window, QStringLiteral("Suite name"))->isReadOnly());

        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Duplicate"))));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("New suite"))));
        QCOMPARE(window.study()->userSuites().size(), std::size_t(3));
        QStringList ids;
        for (const auto &s : window.study()->userSuites())
            ids.append(QString::fromStdString(s.id));
        QCOMPARE(ids, (QStringList{QStringLiteral("W3-copy"), QStringLiteral("W3-copy-copy"), QStringLiteral("U1")}));

        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Delete"))));
        QCOMPARE(window.study()->userSuites().size(), std::size_t(2));
        QCOMPARE(table->model()->rowCount(), 12);
    }

    // Renaming a suite's id and choosing another suite keeps the rename (in the suite that was
    // edited) and shows the suite chosen.
    void renamingTheIdThenChoosingAnotherSuiteKeepsBoth()
    {
        MainWindow window;
        USER_CHECK(openSuitesPage(window));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("New suite"))));
        USER_CHECK(ui::typeInto(ui::find<QLineEdit>(&window, QStringLiteral("Suite id")), QStringLiteral("Mine")));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Suites of the study"));
        USER_CHECK(ui::clickCell(table, rowOf(table, QStringLiteral("W2")), 1));
        QCOMPARE(QString::fromStdString(window.study()->userSuites().at(0).id), QStringLiteral("Mine"));
        QCOMPARE(window.suitesPanel()->currentSuiteId(), QStringLiteral("W2"));
        QCOMPARE(ui::find<QLineEdit>(&window, QStringLiteral("Suite id"))->text(), QStringLiteral("W2"));
    }

    // README, Suites; guide, Suites: "Import JSON… adds suites from a file in the layout of the
    // built-in ones; Export JSON… saves your own". A file written here is chosen in the file dialog
    // (typed into it): its suite joins the study, selected; the same file again gets a unique id;
    // a word typed into the editor and exported at once is in the file, which reads back as the
    // study's own suites; a file with an empty set says what is wrong and where, and adds nothing.
    void importAndExportJsonThroughTheirButtons()
    {
        MainWindow window;
        USER_CHECK(openSuitesPage(window));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("garden.json"));
        QVERIFY(windowfixtures::writeFile(in, R"({"suites": [{"id": "G1", "name": "Garden", "category": "Mine",
            "X_name": "Flowers", "X": ["rose", "tulip"], "Y_name": "Weeds", "Y": ["thistle", "nettle"],
            "A_name": "Pleasant", "A": ["joy", "love"], "B_name": "Unpleasant", "B": ["pain", "hurt"]}]})"));
        auto *table = ui::find<QTableView>(&window, QStringLiteral("Suites of the study"));
        QVERIFY(table);
        const int builtinRows = table->model()->rowCount();
        {
            ui::ModalAnswer answer(ui::choosePath(in));
            USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Import JSON…"))));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(window.study()->userSuites().size(), std::size_t(1));
        const isoscope::WeatSuite &garden = window.study()->userSuites()[0];
        QCOMPARE(QString::fromStdString(garden.id), QStringLiteral("G1"));
        QCOMPARE(words(garden, 1), (QStringList{QStringLiteral("thistle"), QStringLiteral("nettle")}));
        QCOMPARE(table->model()->rowCount(), builtinRows + 1);
        QCOMPARE(window.suitesPanel()->currentSuiteId(), QStringLiteral("G1"));
        QCOMPARE(ui::find<QLineEdit>(&window, QStringLiteral("Suite name"))->text(), QStringLiteral("Garden"));
        {
            ui::ModalAnswer answer(ui::choosePath(in));
            USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Import JSON…"))));
        }
        QCOMPARE(window.study()->userSuites().size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(window.study()->userSuites()[1].id), QStringLiteral("G1-2"));

        // Typed, then exported before the editor's own commit has had time to run.
        USER_CHECK(ui::typeInto(ui::find<QPlainTextEdit>(&window, QStringLiteral("Target X: words")),
                                QStringLiteral("rose, tulip, daisy")));
        const QString out = dir.filePath(QStringLiteral("mine.json"));
        {
            ui::ModalAnswer answer(ui::choosePath(out));
            USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Export JSON…"))));
            QCOMPARE(answer.count(), 1);
        }
        auto exported = isoscope::loadSuites(std::filesystem::path(out.toStdString()));
        QVERIFY2(bool(exported), exported ? "" : exported.error().detail.c_str());
        QCOMPARE(exported->suites.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(exported->suites[1].id), QStringLiteral("G1-2"));
        QCOMPARE(words(exported->suites[1], 0),
                 (QStringList{QStringLiteral("rose"), QStringLiteral("tulip"), QStringLiteral("daisy")}));
        for (std::size_t i = 0; i < 2; ++i)
            for (int role = 0; role < 4; ++role)
                QCOMPARE(words(exported->suites[i], role), words(window.study()->userSuites()[i], role));

        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(windowfixtures::writeFile(
            bad, R"({"suites": [{"id": "B1", "X": ["a"], "Y": [], "A": ["b"], "B": ["c"]}]})"));
        {
            ui::ModalAnswer answer(ui::choosePath(bad));
            USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Import JSON…"))));
        }
        QCOMPARE(window.study()->userSuites().size(), std::size_t(2));
        const QString said = window.findChild<QLabel *>(QStringLiteral("suiteOriginLabel"))->text();
        QVERIFY2(said.contains(QStringLiteral("Could not import")) && said.contains(QStringLiteral("bad.json"))
                     && said.contains(QStringLiteral("B1")) && said.contains(QStringLiteral("Y")),
                 qPrintable(said));
    }

    // README, Suites; guide, Suites: "the word-set editor underlines, as you type, the words each
    // checked model lacks". With the demo models read, a word neither has is underlined (a red wavy
    // line) as soon as it is typed and named under the box; a word both have is not; the mark stays
    // while one model that lacks it is checked and goes when none is.
    void theEditorUnderlinesWhatTheCheckedModelsLack()
    {
        MainWindow window;
        USER_CHECK(openSuitesPage(window));
        USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("File"), QStringLiteral("Open Demo Study")}));
        QVERIFY(windowfixtures::modelsLoaded(window));
        QCOMPARE(window.study()->models().size(), 2);
        USER_CHECK(
            ui::clickTab(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabBar(), QStringLiteral("Suites")));
        USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("New suite"))));
        auto *editor = ui::find<QPlainTextEdit>(&window, QStringLiteral("Target X: words"));
        QVERIFY(editor);
        USER_CHECK(ui::typeInto(editor, QStringLiteral("aster, xqzzy")));
        const auto underlined = [editor](const QString &word) {
            const QTextBlock block = editor->document()->firstBlock();
            const qsizetype at = block.text().indexOf(word);
            for (const QTextLayout::FormatRange &range : block.layout()->formats())
                if (range.start <= at && at + word.size() <= range.start + range.length)
                    return range.format.underlineStyle() == QTextCharFormat::WaveUnderline;
            return false;
        };
        QVERIFY(underlined(QStringLiteral("xqzzy")));
        QVERIFY(!underlined(QStringLiteral("aster")));
        auto *missing = window.findChild<QLabel *>(QStringLiteral("missingWords0"));
        for (const auto &model : window.study()->models())
            QVERIFY2(missing->text().contains(QStringLiteral("%1 lacks xqzzy").arg(model.name)),
                     qPrintable(missing->text()));

        const QString first = window.study()->models().at(0).name;
        const QString second = window.study()->models().at(1).name;
        USER_CHECK(ui::click(ui::find<QCheckBox>(&window, first)));
        QVERIFY(underlined(QStringLiteral("xqzzy")));
        QVERIFY(!missing->text().contains(first));
        USER_CHECK(ui::click(ui::find<QCheckBox>(&window, second)));
        QVERIFY(!underlined(QStringLiteral("xqzzy")));
        QVERIFY(missing->isHidden());
        USER_CHECK(ui::click(ui::find<QCheckBox>(&window, second)));
        QVERIFY(underlined(QStringLiteral("xqzzy")));
        window.study()->setModified(false);
    }
};

QTEST_MAIN(TestSuitesInput)
#include "tst_suitesinput.moc"
