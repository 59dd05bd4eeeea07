// The window's table exports with hostile model names (issue 31, items 1 and 2), as a user makes
// them: model files named like formulas and markup added with Add model…, the study run with
// Ctrl+R, then the Results page's Export table > CSV… (the file typed into the dialog) and Copy.
// The CSV file reads back, through an RFC 4180 reader, with every record as wide as its header,
// each model's cell its name with OWASP's single quote before a would-be formula, and no text cell
// a spreadsheet would run; the numbers stay numbers. The tab-separated copy keeps its columns too.
#include "tests/hostilecases.h"
#include "tests/hostilenames.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace ui = userinput;
using namespace isoscope::ui;

class TestHostileNamesExport final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    // Names a file can have and a file dialog takes typed (no '/', no quotes: the dialog reads "a" "b"
    // as two files), each starting a formula or holding markup, a comma or a pipe.
    const QStringList m_models{QStringLiteral("+1+1"), QStringLiteral("-2+3 <img src=x onerror=alert(1)>"),
                               QStringLiteral("@SUM(A1), | pipe")};

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        windowfixtures::useTestEnvironment(m_dir.filePath(QStringLiteral("cache")));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        USER_CHECK(ui::showAndActivate(m_window.get()));
        USER_CHECK(ui::clickTab(windowfixtures::tabBarOf(m_window.get(), "pages"), QStringLiteral("Models")));
        const QString glove = QStringLiteral(ISOSCOPE_RESOURCE_DIR "/embeddings/glove.6B.100d.subset.txt");
        for (const QString &name : m_models) {
            const QString file = m_dir.filePath(name + QStringLiteral(".txt"));
            QVERIFY(QFile::copy(glove, file));
            ui::ModalAnswer answer(ui::choosePath(file));
            USER_CHECK(ui::click(ui::find<QPushButton>(m_window.get(), QStringLiteral("Add model…"))));
            QCOMPARE(answer.count(), 1);
        }
        QCOMPARE(m_window->study()->models().size(), m_models.size());
        QVERIFY(windowfixtures::modelsLoaded(*m_window));
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(windowfixtures::runFinished(*m_window));
        USER_CHECK(ui::clickTab(windowfixtures::tabBarOf(m_window.get(), "pages"), QStringLiteral("Results")));
    }

    void init() { hostilecases::begin(); }
    // Every case shows or writes the hostile names literally, made harmless for the format.
    void cleanup()
    {
        if (!QTest::currentTestFailed())
            hostilecases::accepted();
    }

    void cleanupTestCase()
    {
        if (m_window)
            m_window->study()->setModified(false);
        m_window.reset();
    }

    void csvExportNeutralisesFormulasAndKeepsItsColumns()
    {
        const QString path = m_dir.filePath(QStringLiteral("weat.csv"));
        {
            ui::ModalAnswer answer(ui::choosePath(path));
            USER_CHECK(ui::clickAndChoose(ui::find<QToolButton>(m_window.get(), QStringLiteral("Export table")),
                                          {QStringLiteral("CSV…")}));
            QTRY_COMPARE(answer.count(), 1);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> records = hostilenames::csvRecords(QString::fromUtf8(file.readAll()));
        QVERIFY(records.size() > m_models.size());
        const QStringList header = records.front();
        const qsizetype model = header.indexOf(QStringLiteral("Model"));
        const qsizetype rawD = header.indexOf(QStringLiteral("Raw d"));
        QVERIFY(model >= 0 && rawD >= 0);
        QSet<QString> models, quoted;
        for (const QString &name : m_models)
            quoted.insert(hostilenames::asCsvCell(name));
        for (qsizetype i = 1; i < records.size(); ++i) {
            QCOMPARE(records[i].size(), header.size());
            for (const QString &cell : records[i]) {
                QVERIFY2(!hostilenames::runsAsFormula(cell), qPrintable(cell));
                // Only a would-be formula gets the quote mark: a number (a negative d) stays a number.
                if (cell.startsWith(QLatin1Char('\'')))
                    QVERIFY2(quoted.contains(cell), qPrintable(cell));
            }
            models.insert(records[i][model]);
            bool number = false;
            records[i][rawD].toDouble(&number);
            QVERIFY2(number || records[i][rawD] == QLatin1String("NA"), qPrintable(records[i][rawD]));
        }
        for (const QString &name : m_models)
            QVERIFY2(models.contains(hostilenames::asCsvCell(name)), qPrintable(name));
    }

    void copyKeepsTheColumnsOfATabSeparatedTable()
    {
        auto *table = ui::find<QTableView>(m_window.get(), QStringLiteral("WEAT results"));
        QVERIFY(table);
        ui::clearClipboard();
        USER_CHECK(ui::click(ui::find<QToolButton>(m_window.get(), QStringLiteral("Copy"))));
        QTRY_VERIFY(!ui::clipboardText().isEmpty());
        const QStringList lines = ui::clipboardText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), table->model()->rowCount() + 1);
        const qsizetype columns = lines.front().split(QLatin1Char('\t')).size();
        QSet<QString> models;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QStringList cells = lines[i].split(QLatin1Char('\t'));
            QCOMPARE(cells.size(), columns);
            for (const QString &cell : cells)
                QVERIFY2(!hostilenames::runsAsFormula(cell), qPrintable(cell));
            models.insert(cells.front());
        }
        for (const QString &name : m_models)
            QVERIFY2(models.contains(hostilenames::asCsvCell(name)), qPrintable(name));
    }
};

QTEST_MAIN(TestHostileNamesExport)
#include "tst_hostilenamesexport.moc"
