// The window's languages, offscreen: the translations are embedded and complete enough to change
// what the window says, the language follows the system (this test runs under LC_ALL=de_DE.UTF-8)
// and the Preferences, switching it keeps the open study and its results, numbers in the window
// follow the language while exported tables keep a decimal point, and error texts are translated.

#include "core/base/result.h"
#include "core/analysis/analysis.h"
#include "core/stats/weat.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/errortext.h"
#include "ui/itemroles.h"
#include "ui/language.h"
#include "ui/mainwindow.h"
#include "ui/preferencesdialog.h"
#include "ui/results/resultspanel.h"
#include "ui/results/tableexport.h"
#include "ui/results/weattablemodel.h"
#include "ui/settings.h"
#include "ui/study/study.h"

#include "isoscope/version.h"

#include <QApplication>
#include <QComboBox>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
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
    void preferencesSaveAndApplyTheLanguage();
    void switchingKeepsTheStudyAndFormatsNumbers();
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
        isoscope::ErrorCode::WrongValueCount, "expected 100 numbers, found 99", "glove.txt", 12, {}};
    Language::apply(QStringLiteral("de"));
    QCOMPARE(ErrorText::describe(error), QStringLiteral("glove.txt, Zeile 12: Diese Zeile hat die falsche Anzahl von "
                                                        "Werten (expected 100 numbers, found 99)."));
    QCOMPARE(ErrorText::undefinedReason(isoscope::kSameAssociationReason),
             QStringLiteral("jedes Wort hat dieselbe Assoziation s(w, A, B), daher ist die Standardabweichung 0"));
    Language::apply(QStringLiteral("zh_CN"));
    QCOMPARE(ErrorText::describe(error),
             QStringLiteral("glove.txt，第 12 行：此行的数值个数不正确（expected 100 numbers, found 99）。"));
    Language::apply(QStringLiteral("en"));
    QCOMPARE(ErrorText::describe(error),
             QStringLiteral(
                 "glove.txt, line 12: This row has the wrong number of values (expected 100 numbers, found 99)."));
    // A reason core does not give (an old results file) is shown as it is.
    QCOMPARE(ErrorText::undefinedReason("something else"), QStringLiteral("something else"));
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

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
