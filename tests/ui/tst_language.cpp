// The window's languages, offscreen: the translations are embedded and complete enough to change
// what the window says, the language follows the system (this test runs under LC_ALL=de_DE.UTF-8)
// and the Preferences, switching it keeps the open study and its results, numbers in the window
// follow the language while exported tables keep a decimal point, and error texts are translated.

#include "tests/ui/userinput.h"

#include "core/analysis/analysis.h"
#include "core/base/result.h"
#include "core/io/embeddingreader.h"
#include "core/stats/weat.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/itemroles.h"
#include "ui/common/language.h"
#include "ui/common/outofdatebanner.h"
#include "ui/common/settings.h"
#include "ui/results/resultspanel.h"
#include "ui/results/tableexport.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"
#include "ui/window/preferencesdialog.h"

#include "isoscope/version.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace isoscope::ui;

namespace {

constexpr int kRunTimeoutMs = 60000;

QStringList tabTexts(const MainWindow &window)
{
    QStringList texts;
    const auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
    for (int i = 0; pages && i < pages->count(); ++i)
        texts.append(pages->tabText(i));
    return texts;
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles.append(action->text());
    return titles;
}

// Applies a language and waits until the window has made its pages and menus again.
bool switchTo(MainWindow &window, const QString &code)
{
    QSignalSpy rebuilt(&window, &MainWindow::interfaceRebuilt);
    Language::apply(code);
    return rebuilt.wait(5000);
}

// The row of the first WEAT result with a defined raw d.
int rowWithRawD(const QAbstractItemModel *weat)
{
    for (int row = 0; row < weat->rowCount(); ++row)
        if (weat->data(weat->index(row, WeatTableModel::RawDColumn), RawValueRole).isValid())
            return row;
    return -1;
}

// The status bar's line that counts the study's models and suites ("2 models, 20 suites").
QString studyCounts(const MainWindow &window)
{
    static const QRegularExpression counts(QStringLiteral("^\\d+ \\S+, \\d+ \\S+$"));
    for (const QLabel *label : window.statusBar()->findChildren<QLabel *>())
        if (counts.match(label->text()).hasMatch())
            return label->text();
    return {};
}

} // namespace

class TestLanguage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void translationsAreEmbedded();
    void followsTheSystemLanguage();
    void unknownAndEnglishSpeakEnglish();
    void errorTextsAreTranslatedWithTheirPlaceholders();
    void readingErrorsAreInOneLanguage_data();
    void readingErrorsAreInOneLanguage();
    void preferencesSaveAndApplyTheLanguage();
    void switchingKeepsTheStudyAndFormatsNumbers();
    void countsReadInTheirNumber();
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("isoscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
    settings::language.reset();
    QApplication::setQuitOnLastWindowClosed(false);
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    // The test's premise: the system speaks German (set by tests/ui/CMakeLists.txt).
    QCOMPARE(QLocale::system().language(), QLocale::German);
}

void TestLanguage::cleanup()
{
    settings::language.reset();
    Language::apply(QStringLiteral("en"));
}

void TestLanguage::translationsAreEmbedded()
{
    const std::pair<const char *, const char *> expected[] = {{"de", "Modelle"}, {"zh_CN", "模型"}};
    for (const auto &[code, models] : expected) {
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral(":/i18n/isoscope_%1.qm").arg(QLatin1String(code))), code);
        QCOMPARE(translator.translate("isoscope::ui::MainWindow", "Models"), QString::fromUtf8(models));
    }
    QCOMPARE(Language::translations(), (QStringList{QStringLiteral("de"), QStringLiteral("zh_CN")}));
    // The Preferences offer the system's language first, then English and each translation.
    const QList<Language::Choice> choices = Language::choices();
    QCOMPARE(choices.size(), 4);
    QVERIFY(choices.front().code.isEmpty());
    QCOMPARE(choices.at(3).name, QStringLiteral("简体中文"));
}

void TestLanguage::followsTheSystemLanguage()
{
    Language::apply(QString());
    QCOMPARE(Language::effective(), QStringLiteral("de"));
    QCOMPARE(QCoreApplication::translate("isoscope::ui::MainWindow", "Results"), QStringLiteral("Ergebnisse"));
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
}

void TestLanguage::unknownAndEnglishSpeakEnglish()
{
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("xx")}) {
        Language::apply(code);
        QCOMPARE(Language::effective(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("isoscope::ui::MainWindow", "Results"), QStringLiteral("Results"));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
    }
    Language::apply(QStringLiteral("zh_CN"));
    QCOMPARE(Language::effective(), QStringLiteral("zh_CN"));
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
}

void TestLanguage::errorTextsAreTranslatedWithTheirPlaceholders()
{
    const isoscope::Error error{
        isoscope::ErrorCode::WrongValueCount, "expected 100 numbers as on line 1, found 99", "glove.txt", 12, {}};
    const isoscope::Error other{isoscope::ErrorCode::UnsupportedFormat, "a detail core rarely gives", "x.npy", 0, {}};
    Language::apply(QStringLiteral("de"));
    QCOMPARE(ErrorText::describe(error), QStringLiteral("glove.txt, Zeile 12: Diese Zeile hat die falsche Anzahl von "
                                                        "Werten (erwartet 100 Zahlen wie in Zeile 1, gefunden 99)."));
    QVERIFY(ErrorText::describe(other).contains(QStringLiteral("(auf Englisch: a detail core rarely gives)")));
    QCOMPARE(ErrorText::undefinedReason(isoscope::kSameAssociationReason),
             QStringLiteral("jedes Wort hat dieselbe Assoziation s(w, A, B), daher ist die Standardabweichung 0"));
    Language::apply(QStringLiteral("zh_CN"));
    QCOMPARE(ErrorText::describe(error),
             QStringLiteral(
                 "glove.txt，第 12 行：此行的数值个数不正确（应有 100 个数值（与第 1 行相同），实际为 99 个）。"));
    Language::apply(QStringLiteral("en"));
    QCOMPARE(ErrorText::describe(error), QStringLiteral("glove.txt, line 12: This row has the wrong number of values "
                                                        "(expected 100 numbers as on line 1, found 99)."));
    QCOMPARE(ErrorText::describe(other),
             QStringLiteral("x.npy: This variant of the file format cannot be read (a detail core rarely gives)."));
    // A reason core does not give (an old results file) is shown as it is.
    QCOMPARE(ErrorText::undefinedReason("something else"), QStringLiteral("something else"));
}

void TestLanguage::readingErrorsAreInOneLanguage_data()
{
    // Files with the mistakes a user's files have, read by core as the window reads them.
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("suffix");
    const QByteArray good = "apple 0.1 0.2 0.3\npear 0.4 0.5 0.6\n";
    QTest::newRow("a row with a number too few") << good + "plum 0.7 0.8\n" << QStringLiteral(".txt");
    QTest::newRow("a row with nothing after the word") << good + "plum\n" << QStringLiteral(".txt");
    QTest::newRow("a value that is not a number") << good + "plum 0.7 x 0.9\n" << QStringLiteral(".txt");
    QTest::newRow("a NaN") << good + "plum 0.7 nan 0.9\n" << QStringLiteral(".txt");
    QTest::newRow("a word2vec header with too many words") << "3 3\n" + good << QStringLiteral(".vec");
    QTest::newRow("a row whose word is empty") << good + " 0.7 0.8 0.9\n" << QStringLiteral(".txt");
    QTest::newRow("a word that is not UTF-8") << good + "pl\xffm 0.7 0.8 0.9\n" << QStringLiteral(".txt");
    QTest::newRow("only blank lines") << QByteArray("\n\n\n") << QStringLiteral(".txt");
    QByteArray binary = "2 3\napple ";
    const float values[3] = {0.1f, 0.2f, 0.3f};
    binary.append(reinterpret_cast<const char *>(values), sizeof values);
    binary.append("\npear ");
    binary.append(reinterpret_cast<const char *>(values), 5);
    QTest::newRow("a word2vec binary file cut short") << binary << QStringLiteral(".bin");
}

void TestLanguage::readingErrorsAreInOneLanguage()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, suffix);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vectors") + suffix);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const auto read = isoscope::readEmbeddingFile(path.toStdString());
    QVERIFY(!read.ok());
    // What is left of the message without the file's name and the tokens quoted from the file.
    const auto words = [&path](QString text) {
        text.remove(path);
        static const QRegularExpression quoted(QStringLiteral("[‚‘“„][^’‘”“]*[’‘”“]"));
        text.remove(quoted);
        static const QRegularExpression kept(QStringLiteral("UTF-8|float32|word2vec|MiB|NaN|Byte"));
        text.remove(kept);
        return text;
    };
    Language::apply(QStringLiteral("zh_CN"));
    const QString chinese = ErrorText::describe(read.error());
    static const QRegularExpression latinWord(QStringLiteral("[A-Za-z]{2,}"));
    QVERIFY2(!words(chinese).contains(latinWord), qPrintable(chinese));
    Language::apply(QStringLiteral("de"));
    const QString german = ErrorText::describe(read.error());
    static const QRegularExpression englishWord(
        QStringLiteral("\\b(the|is|not|found|expected|says|words|rows|row|numbers|number|file|ends|inside|value|"
                       "after|line|header|English)\\b"));
    QVERIFY2(!words(german).contains(englishWord), qPrintable(german));
    Language::apply(QStringLiteral("en"));
    // In English the message carries core's own detail.
    QVERIFY2(ErrorText::describe(read.error()).contains(QString::fromStdString(read.error().detail)),
             qPrintable(ErrorText::describe(read.error())));
}

void TestLanguage::preferencesSaveAndApplyTheLanguage()
{
    Language::apply(QString());
    PreferencesDialog dialog;
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 4);
    QCOMPARE(dialog.language(), QString()); // the system's, as nothing is saved
    combo->setCurrentIndex(combo->findData(QStringLiteral("zh_CN")));
    dialog.reject();
    QCOMPARE(settings::language.value(), QString()); // Cancel changes nothing
    QCOMPARE(Language::effective(), QStringLiteral("de"));

    PreferencesDialog again;
    again.setLanguage(QStringLiteral("zh_CN"));
    again.accept();
    QCOMPARE(settings::language.value(), QStringLiteral("zh_CN"));
    QCOMPARE(Language::applied(), QStringLiteral("zh_CN"));
    QCOMPARE(QCoreApplication::translate("isoscope::ui::MainWindow", "Results"), QStringLiteral("结果"));
}

void TestLanguage::switchingKeepsTheStudyAndFormatsNumbers()
{
    Language::apply(QStringLiteral("en"));
    MainWindow window;
    window.show();
    window.openDemoStudy();
    QCOMPARE(window.study()->models().size(), 2);
    window.runAnalysis();
    QVERIFY(QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, kRunTimeoutMs));
    QTRY_COMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
    window.showPage(MainWindow::ResultsPageIndex);
    const auto before = window.currentResults();
    const bool modified = window.study()->isModified();
    QCOMPARE(tabTexts(window).at(1), QStringLiteral("Models"));

    const QAbstractItemModel *weat = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
    const int row = rowWithRawD(weat);
    QVERIFY(row >= 0);
    const double d = weat->data(weat->index(row, WeatTableModel::RawDColumn), RawValueRole).toDouble();
    const auto shown = [&window, row] {
        const QAbstractItemModel *model = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
        return model->data(model->index(row, WeatTableModel::RawDColumn)).toString();
    };
    // Two decimals with a real minus sign, independently of numberformat.
    const auto expected = [d](const QLocale &locale) {
        return locale.toString(d, 'f', 2).replace(QLatin1Char('-'), QChar(0x2212));
    };
    QCOMPARE(shown(), expected(QLocale(QLocale::English)));

    QVERIFY(switchTo(window, QStringLiteral("de")));
    // The first five pages (others may follow, such as Figures).
    QCOMPARE(tabTexts(window).mid(0, 5),
             (QStringList{QStringLiteral("Start"), QStringLiteral("Modelle"), QStringLiteral("Optionen"),
                          QStringLiteral("Suiten"), QStringLiteral("Ergebnisse")}));
    QCOMPARE(menuTitles(window).front(), QStringLiteral("&Datei"));
    QVERIFY(window.windowTitle().endsWith(QStringLiteral("Isoscope ") + QString::fromUtf8(isoscope::kVersion)));
    // The same study, its results not computed again, the page kept.
    QCOMPARE(window.study()->models().size(), 2);
    QCOMPARE(window.currentPage(), MainWindow::ResultsPageIndex);
    QCOMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);
    QCOMPARE(window.currentResults()->weat().size(), before->weat().size());
    QVERIFY(!window.runner()->isRunning());
    QCOMPARE(shown(), expected(QLocale(QLocale::German)));
    QVERIFY(shown().contains(QLatin1Char(',')));
    // The built-in suites' categories in German, as the scatter has them; the stored one behind.
    // (The switch rebuilt the page: its model is a new one.)
    const QAbstractItemModel *german = window.resultsPanel()->view(ResultsPanel::WeatTable)->model();
    QStringList categories;
    for (int r = 0; r < german->rowCount(); ++r)
        categories << german->data(german->index(r, WeatTableModel::CategoryColumn)).toString();
    for (const char *german : {"Valenz", "Herkunft", "Geschlecht", "Gesundheit", "Alter"})
        QVERIFY2(categories.contains(QString::fromUtf8(german)), qPrintable(categories.join(QLatin1Char(' '))));
    QVERIFY(!categories.contains(QStringLiteral("Valence")));
    const QString stored = german->data(german->index(0, WeatTableModel::CategoryColumn), RawValueRole).toString();
    QVERIFY2((QStringList{QStringLiteral("Valence"), QStringLiteral("Race"), QStringLiteral("Gender"),
                          QStringLiteral("Health"), QStringLiteral("Age")})
                 .contains(stored),
             qPrintable(stored));
    // Files stay machine-readable: the CSV holds the full value with a decimal point.
    const QString csv = tableexport::toCsv(*window.resultsPanel()->view(ResultsPanel::WeatTable)->model());
    QVERIFY(csv.contains(QString::number(d, 'g', QLocale::FloatingPointShortest)));

    QVERIFY(switchTo(window, QStringLiteral("zh_CN")));
    QCOMPARE(tabTexts(window).at(1), QStringLiteral("模型"));
    QCOMPARE(shown(), expected(QLocale(QLocale::Chinese, QLocale::China)));
    QCOMPARE(window.resultsPanel()->view(ResultsPanel::WeatTable)->model()->rowCount(), 20);

    QVERIFY(switchTo(window, QStringLiteral("en")));
    QCOMPARE(tabTexts(window).at(1), QStringLiteral("Models"));
    QCOMPARE(menuTitles(window).front(), QStringLiteral("&File"));
    QCOMPARE(window.study()->models().size(), 2);
    QCOMPARE(window.study()->isModified(), modified);
}

// Issue 34: a count reads in its number in English too ("1 model", "2 models", never "model(s)"),
// and in German; the status bar's counts and the bar above the results, for one model and two.
void TestLanguage::countsReadInTheirNumber()
{
    namespace ui = userinput;
    Language::apply(QStringLiteral("en"));
    MainWindow window;
    window.resize(1280, 800);
    USER_CHECK(ui::showAndActivate(&window));
    USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Open the demo study"))));
    QVERIFY(QTest::qWaitFor(
        [&window] {
            for (const StudyModel &m : window.study()->models())
                if (!window.runner()->loadedModel(m))
                    return false;
            return window.study()->models().size() == 2;
        },
        kRunTimeoutMs));
    const int suites = static_cast<int>(window.study()->allSuites().size());
    QVERIFY(suites > 1);
    const auto banner = [&window] { return window.resultsPanel()->banner()->message(); };
    QTRY_COMPARE(studyCounts(window), QStringLiteral("2 models, %1 suites").arg(suites));
    QTRY_VERIFY2(banner().contains(QStringLiteral("the anisotropy of 2 models")), qPrintable(banner()));
    QVERIFY2(!banner().contains(QStringLiteral("(s)")), qPrintable(banner()));
    QVERIFY(switchTo(window, QStringLiteral("de")));
    QTRY_COMPARE(studyCounts(window), QStringLiteral("2 Modelle, %1 Suiten").arg(suites));
    QTRY_VERIFY2(banner().contains(QStringLiteral("die Anisotropie von 2 Modellen")), qPrintable(banner()));

    // One model: the second removed on the Models page.
    QVERIFY(switchTo(window, QStringLiteral("en")));
    USER_CHECK(ui::shortcut(QKeySequence(Qt::ALT | Qt::Key_2)));
    auto *models = ui::find<QTableView>(&window, QStringLiteral("Models of the study"));
    QVERIFY(models);
    USER_CHECK(ui::clickCell(models, 1, 0));
    USER_CHECK(ui::click(ui::find<QPushButton>(&window, QStringLiteral("Remove"))));
    QCOMPARE(window.study()->models().size(), 1);
    QTRY_COMPARE(studyCounts(window), QStringLiteral("1 model, %1 suites").arg(suites));
    QTRY_VERIFY2(banner().contains(QStringLiteral("the anisotropy of 1 model")), qPrintable(banner()));
    QVERIFY2(!banner().contains(QStringLiteral("(s)")), qPrintable(banner()));
    QVERIFY(switchTo(window, QStringLiteral("de")));
    QTRY_COMPARE(studyCounts(window), QStringLiteral("1 Modell, %1 Suiten").arg(suites));
    QTRY_VERIFY2(banner().contains(QStringLiteral("die Anisotropie von 1 Modell")), qPrintable(banner()));
    QVERIFY2(!banner().contains(QStringLiteral("Modellen")), qPrintable(banner()));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
