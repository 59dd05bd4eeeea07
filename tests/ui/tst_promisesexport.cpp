// What README.md and docs/user-guide.md promise about exporting from the window, done as a user
// does it (offscreen, through tests/ui/userinput.h): File > Export All Results writes results.json,
// the CSV tables and report.md at full precision (the numbers the Results table holds, to the last
// bit), the Results page's Export table (CSV and JSON at full precision, LaTeX as shown), and File >
// Export All Figures (Ctrl+Shift+E) writes every figure into the folder typed, with a progress bar.
// docs/promises.md names each function here beside its sentence.
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"

#include "ui/common/itemroles.h"
#include "ui/common/language.h"
#include "ui/results/weattablemodel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <utility>

namespace ui = userinput;
using namespace isoscope::ui;

namespace {

// The fields of one CSV line (RFC 4180: quoted fields may hold commas and doubled quotes).
QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

// The values of the named columns of a CSV file, row by row, as doubles (empty cells left out).
QList<double> csvColumn(const QString &path, const QString &column)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return {};
    const qsizetype index = csvFields(lines.front()).indexOf(column);
    QList<double> values;
    for (qsizetype i = 1; index >= 0 && i < lines.size(); ++i) {
        const QStringList fields = csvFields(lines[i]);
        bool ok = false;
        const double value = index < fields.size() ? fields[index].toDouble(&ok) : 0.0;
        if (ok)
            values.append(value);
    }
    std::sort(values.begin(), values.end());
    return values;
}

} // namespace

class TestPromisesExport final : public QObject
{
    Q_OBJECT

private:
    windowfixtures::DemoStudyWindow m_demo;

    MainWindow *window() const { return m_demo.window(); }
    // One column of Table A1 at full precision (the value behind the rounded text), sorted.
    QList<double> tableColumn(WeatTableModel::Column column) const
    {
        QList<double> values;
        auto *table = ui::find<QTableView>(window(), QStringLiteral("WEAT results"));
        for (int r = 0; table && r < table->model()->rowCount(); ++r) {
            const QVariant value = table->model()->index(r, column).data(RawValueRole);
            if (value.isValid() && !value.isNull())
                values.append(value.toDouble());
        }
        std::sort(values.begin(), values.end());
        return values;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // As the program starts (app/main.cpp): English, with its numerus forms ("Wrote 6 files").
        Language::apply(QStringLiteral("en"));
        USER_CHECK(m_demo.open());
        QCOMPARE(window()->currentResults()->weat().size(), std::size_t(20));
    }

    // README, Results; guide, Exporting for a paper: "File > Export All Results writes results.json,
    // the CSV tables and report.md" and "exporting keeps full precision": every d and p of weat.csv
    // and of results.json is the double the Results table holds, not its rounded text.
    void exportAllResultsKeepsFullPrecision()
    {
        const QString folder = m_demo.filePath(QStringLiteral("all results"));
        QVERIFY(QDir().mkpath(folder));
        {
            ui::ModalAnswer answer(ui::choosePath(folder));
            USER_CHECK(ui::chooseMenu(window(), {QStringLiteral("File"), QStringLiteral("Export All Results…")}));
            QTRY_COMPARE(answer.count(), 1);
        }
        const QDir out(folder);
        for (const char *name : {"results.json", "weat.csv", "anisotropy.csv", "similarity.csv", "report.md"})
            QVERIFY2(QFileInfo(out.filePath(QString::fromLatin1(name))).size() > 0, name);

        const QList<double> rawD = tableColumn(WeatTableModel::RawDColumn);
        const QList<double> whitenedD = tableColumn(WeatTableModel::WhitenedDColumn);
        const QList<double> rawP = tableColumn(WeatTableModel::RawPColumn);
        const QList<double> whitenedP = tableColumn(WeatTableModel::WhitenedPColumn);
        // 20 results, of which word2vec's W3 has no d (a word set has none of its words in the vocabulary).
        QCOMPARE(rawD.size(), 19);
        // Exact equality: a number rounded for the screen (0.87 for 0.8714...) would differ.
        const QString weat = out.filePath(QStringLiteral("weat.csv"));
        QCOMPARE(csvColumn(weat, QStringLiteral("d_raw")), rawD);
        QCOMPARE(csvColumn(weat, QStringLiteral("d_whitened")), whitenedD);
        QCOMPARE(csvColumn(weat, QStringLiteral("p_raw")), rawP);
        QCOMPARE(csvColumn(weat, QStringLiteral("p_whitened")), whitenedP);
        QVERIFY2(
            std::any_of(rawD.begin(), rawD.end(), [](double d) { return QString::number(d, 'f', 2).toDouble() != d; }),
            "some d has more digits than the screen shows");

        QFile json(out.filePath(QStringLiteral("results.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
        QList<double> jsonRawD, jsonWhitenedD;
        for (const QJsonValue &v : root[QStringLiteral("weat")].toArray()) {
            if (v[QStringLiteral("raw")][QStringLiteral("d")].isDouble())
                jsonRawD.append(v[QStringLiteral("raw")][QStringLiteral("d")].toDouble());
            if (v[QStringLiteral("whitened")][QStringLiteral("d")].isDouble())
                jsonWhitenedD.append(v[QStringLiteral("whitened")][QStringLiteral("d")].toDouble());
        }
        std::sort(jsonRawD.begin(), jsonRawD.end());
        std::sort(jsonWhitenedD.begin(), jsonWhitenedD.end());
        QCOMPARE(jsonRawD, rawD);
        QCOMPARE(jsonWhitenedD, whitenedD);
    }

    // README, Results: "exporting (CSV, JSON) keeps full precision", and "LaTeX tables take the
    // numbers as the window shows them". The Results page's Export table button, each format chosen
    // from its menu and the file typed into the dialog: every d and p of Table A1 is in the CSV and
    // the JSON file as the double the table holds; the LaTeX file has the rounded d of the screen
    // and none of the full-precision ones, and says that it needs booktabs.
    void exportTableWritesCsvAndJsonAtFullPrecisionAndLatexAsShown()
    {
        USER_CHECK(ui::clickTab(windowfixtures::tabBarOf(window(), "pages"), QStringLiteral("Results")));
        auto *table = ui::find<QTableView>(window(), QStringLiteral("WEAT results"));
        QVERIFY(table);
        QList<double> values;
        QStringList shownD;
        for (WeatTableModel::Column column : {WeatTableModel::RawDColumn, WeatTableModel::WhitenedDColumn,
                                              WeatTableModel::RawPColumn, WeatTableModel::WhitenedPColumn})
            values += tableColumn(column);
        for (int r = 0; r < table->model()->rowCount(); ++r)
            if (QString text = table->model()->index(r, WeatTableModel::RawDColumn).data().toString(); !text.isEmpty())
                shownD.append(text.replace(QChar(0x2212), QLatin1Char('-')));
        QCOMPARE(values.size(), 4 * 19);
        auto *button = ui::find<QToolButton>(window(), QStringLiteral("Export table"));
        QVERIFY(button);
        const auto exportAs = [&](const QString &item, const QString &name) {
            const QString path = m_demo.filePath(name);
            ui::ModalAnswer answer(ui::choosePath(path));
            if (!ui::clickAndChoose(button, {item}))
                return QString();
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        // Every field or value of the file that reads as a number.
        const auto numbersIn = [](const QString &text) {
            QList<double> numbers;
            static const QRegularExpression number(QStringLiteral("-?[0-9][0-9.eE+-]*"));
            for (auto it = number.globalMatch(text); it.hasNext();) {
                bool ok = false;
                const double v = it.next().captured().toDouble(&ok);
                if (ok)
                    numbers.append(v);
            }
            return numbers;
        };
        const QString csv = exportAs(QStringLiteral("CSV…"), QStringLiteral("table A1.csv"));
        const QString json = exportAs(QStringLiteral("JSON…"), QStringLiteral("table A1.json"));
        for (const auto &[format, text] : {std::pair{"CSV", csv}, std::pair{"JSON", json}}) {
            QVERIFY2(!text.isEmpty(), format);
            const QList<double> numbers = numbersIn(text);
            for (double v : values)
                QVERIFY2(numbers.contains(v),
                         qPrintable(QStringLiteral("%1 has no %2").arg(QLatin1String(format)).arg(v, 0, 'g', 17)));
        }
        const QString tex = exportAs(QStringLiteral("LaTeX…"), QStringLiteral("table A1.tex"));
        QVERIFY(tex.contains(QStringLiteral("\\usepackage{booktabs}")));
        QVERIFY(tex.contains(QStringLiteral("\\toprule")));
        // The LaTeX file writes a minus sign as $-$.
        const QList<double> texNumbers = numbersIn(QString(tex).replace(QStringLiteral("$-$"), QStringLiteral("-")));
        for (const QString &d : std::as_const(shownD))
            QVERIFY2(texNumbers.contains(d.toDouble()), qPrintable(d));
        for (double v : tableColumn(WeatTableModel::RawDColumn))
            QVERIFY2(!texNumbers.contains(v) || QString::number(v, 'f', 2).toDouble() == v,
                     qPrintable(QString::number(v, 'g', 17)));
    }

    // README, Figures; guide, Exporting for a paper: "Export all… (or File > Export All Figures,
    // Ctrl+Shift+E) writes every figure into a folder in one step with a progress bar".
    void exportAllFiguresWritesEveryFigureIntoTheTypedFolder()
    {
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)));
        QTRY_VERIFY(QApplication::activeModalWidget() != nullptr);
        QWidget *dialog = QApplication::activeModalWidget();
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Export figures"));
        auto *folderField = ui::find<QLineEdit>(dialog, QStringLiteral("Folder for the figures"));
        QVERIFY(folderField);
        const QString folder = m_demo.filePath(QStringLiteral("figures"));
        USER_CHECK(ui::click(folderField));
        USER_CHECK(ui::key(Qt::Key_A, Qt::ControlModifier));
        USER_CHECK(ui::type(folder));
        auto *progress = dialog->findChild<QProgressBar *>(QStringLiteral("exportProgress"));
        QVERIFY(progress);
        const int figures = progress->maximum();
        QVERIFY2(figures >= 5, qPrintable(QString::number(figures)));
        auto *start = ui::find<QPushButton>(dialog, QStringLiteral("Export"));
        QVERIFY(start);
        USER_CHECK(ui::click(start));
        QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), 120000); // enabled again when every figure is written
        QCOMPARE(progress->value(), figures);
        const QFileInfoList files = QDir(folder).entryInfoList(QDir::Files);
        QVERIFY2(files.size() >= figures, qPrintable(QString::number(files.size())));
        QVERIFY2(files.size() % figures == 0, "every figure in each chosen format");
        for (const QFileInfo &file : files)
            QVERIFY2(file.size() > 0, qPrintable(file.fileName()));
        const QStringList labels = [dialog] {
            QStringList texts;
            for (const QLabel *label : dialog->findChildren<QLabel *>())
                texts.append(label->text());
            return texts;
        }();
        QVERIFY2(labels.join(u'\n').contains(QStringLiteral("Wrote %1 files").arg(files.size())),
                 qPrintable(labels.join(u'\n')));
        ui::closeDialog(dialog);
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    }
};

QTEST_MAIN(TestPromisesExport)
#include "tst_promisesexport.moc"
