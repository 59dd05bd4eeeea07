// The Suites page under a user's hands (issue 12, defect 1): New suite and Duplicate make a suite of
// one's own (they crashed the program: commitEdits -> setUserSuite -> reloadSuites -> selectSuite ->
// selectionChanged -> commitEdits until the stack ran out), also on an empty study; what is typed
// into the editor at a person's speed is kept when another suite is chosen and back; built-in
// suites stay read-only; Delete removes one's own suite.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/mainwindow.h"
#include "ui/study/study.h"
#include "ui/suites/suitespanel.h"

#include <QApplication>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

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
};

QTEST_MAIN(TestSuitesInput)
#include "tst_suitesinput.moc"
