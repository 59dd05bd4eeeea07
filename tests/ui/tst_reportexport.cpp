// File > Export Report… as a person uses it (issue 17): the menu item, the preview, the tables,
// figures and language chosen with clicks, the folder typed, the files written, the choices
// remembered the next time.
#include "core/base/datadir.h"
#include "tests/ui/userinput.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/language.h"
#include "ui/common/settings.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <cmath>

using namespace isoscope::ui;
namespace ui = userinput;

class TestReportExport final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;

private Q_SLOTS:
    void initTestCase();
    void exportsTheChosenReportAndRemembersTheChoice();
    void figuresSpeakTheReportsLanguageNotTheWindows();
};

void TestReportExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setQuitOnLastWindowClosed(false);
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    QVERIFY(m_cacheDir.isValid());
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
    settings::reportTables.reset();
    settings::reportFigures.reset();
    settings::reportFormats.reset();
    settings::reportLanguage.reset();
}

namespace {

QString previewText(QWidget *dialog)
{
    auto *preview = ui::find<QTextBrowser>(dialog, QStringLiteral("Report preview"));
    return preview ? preview->toPlainText() : QString();
}

} // namespace

void TestReportExport::exportsTheChosenReportAndRemembersTheChoice()
{
    MainWindow window;
    window.resize(1280, 800);
    USER_CHECK(ui::showAndActivate(&window));
    window.openDemoStudy();
    USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("Analysis"), QStringLiteral("Run")}));
    QVERIFY(QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, 300000));
    QVERIFY(window.currentResults() && !window.currentResults()->weat().empty());

    // W3 on the GloVe subset, raw d, as results.json has it: its two decimals in German.
    const isoscope::WeatResult *w3 = nullptr;
    for (const isoscope::WeatResult *r : window.currentResults()->weat())
        if (r->suiteId == "W3" && r->model == isoscope::builtin::kDemoGloveName)
            w3 = r;
    QVERIFY(w3 && w3->raw && w3->raw->d);
    const QString w3English = QLocale(QLocale::English).toString(*w3->raw->d, 'f', 2);
    const QString w3German = QLocale(QLocale::German).toString(*w3->raw->d, 'f', 2);

    QTemporaryDir out;
    QVERIFY(out.isValid());
    const QString folder = out.filePath(QStringLiteral("paper"));
    QString englishPreview, germanPreview, noAnisotropyPreview;
    bool remembered = false;
    {
        ui::ModalAnswer answer([&](QWidget *dialog) {
            englishPreview = previewText(dialog);
            // Leave out the heatmap, add the eigenvalue spectrum, drop Table 2, write HTML only.
            auto *heatmap = ui::find<QCheckBox>(dialog, QStringLiteral("Cosine heatmap"));
            auto *spectrum = ui::find<QCheckBox>(dialog, QStringLiteral("Eigenvalue spectrum"));
            auto *table2 = ui::find<QCheckBox>(dialog, QStringLiteral("Table 2: anisotropy"));
            auto *odt = ui::find<QCheckBox>(dialog, QStringLiteral("ODF text (.odt, opens in Word and LibreOffice)"));
            auto *pdf = ui::find<QCheckBox>(dialog, QStringLiteral("PDF"));
            if (!heatmap || !spectrum || !table2 || !odt || !pdf)
                return;
            ui::click(heatmap);
            ui::click(spectrum);
            ui::click(table2);
            noAnisotropyPreview = previewText(dialog);
            ui::click(odt);
            ui::click(pdf);
            ui::chooseInCombo(ui::find<QComboBox>(dialog, QStringLiteral("Language of the report")),
                              QStringLiteral("Deutsch"));
            germanPreview = previewText(dialog);
            ui::typeInto(ui::find<QLineEdit>(dialog, QStringLiteral("Report folder")), folder);
            ui::click(ui::find<QPushButton>(dialog, QStringLiteral("Export the report")));
            ui::click(ui::find<QPushButton>(dialog, QStringLiteral("Close")));
        });
        USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("File"), QStringLiteral("Export Report…")}));
        QCOMPARE(answer.count(), 1);
    }
    // The preview is the document: the methods paragraph, the three tables, the figures' captions.
    QVERIFY2(englishPreview.contains(QStringLiteral("Caliskan et al., 2017")), qPrintable(englishPreview.left(400)));
    QVERIFY(englishPreview.contains(QStringLiteral("Calibrated (whitened) results are reported beside the raw ones")));
    QVERIFY(englishPreview.contains(QStringLiteral("Table 2")));
    QVERIFY(englishPreview.contains(QStringLiteral("Table A1")));
    QVERIFY(englishPreview.contains(w3English + QLatin1Char('*')));
    QVERIFY(englishPreview.contains(QStringLiteral("Pairwise cosine similarity of")));  // heatmap caption
    QVERIFY(!englishPreview.contains(QStringLiteral("Eigenvalues of the covariance"))); // not by default
    QVERIFY2(!noAnisotropyPreview.contains(QStringLiteral("Anisotropy of the Models")),
             qPrintable(noAnisotropyPreview.mid(noAnisotropyPreview.indexOf(QStringLiteral("Table 2")) - 200, 400)));
    QVERIFY(noAnisotropyPreview.contains(QStringLiteral("Eigenvalues of the covariance")));
    QVERIFY(!noAnisotropyPreview.contains(QStringLiteral("Pairwise cosine similarity of")));
    // German prose and German numbers.
    QVERIFY2(germanPreview.contains(QStringLiteral("Tabelle A1")), qPrintable(germanPreview.left(400)));
    QVERIFY(germanPreview.contains(w3German + QLatin1Char('*')));
    QVERIFY(!germanPreview.contains(QStringLiteral("Calibrated (whitened) results")));

    // The files: HTML and the BibTeX, no ODF or PDF.
    QFile html(folder + QStringLiteral("/report.html"));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(html.readAll());
    QVERIFY(page.contains(QStringLiteral("<html lang=\"de\">")));
    QVERIFY(page.contains(QStringLiteral("<svg")));
    QVERIFY(page.contains(QStringLiteral("data-format=\"d2\">") + w3German + QStringLiteral("</span>*")));
    QVERIFY(QFile::exists(folder + QStringLiteral("/references.bib")));
    QVERIFY(!QFile::exists(folder + QStringLiteral("/report.odt")));
    QVERIFY(!QFile::exists(folder + QStringLiteral("/report.pdf")));

    // Opened again: the same choices.
    {
        ui::ModalAnswer answer([&](QWidget *dialog) {
            auto *heatmap = ui::find<QCheckBox>(dialog, QStringLiteral("Cosine heatmap"));
            auto *spectrum = ui::find<QCheckBox>(dialog, QStringLiteral("Eigenvalue spectrum"));
            auto *table2 = ui::find<QCheckBox>(dialog, QStringLiteral("Table 2: anisotropy"));
            auto *language = ui::find<QComboBox>(dialog, QStringLiteral("Language of the report"));
            auto *html = ui::find<QCheckBox>(dialog, QStringLiteral("HTML (one file, figures inside)"));
            auto *pdf = ui::find<QCheckBox>(dialog, QStringLiteral("PDF"));
            remembered = heatmap && spectrum && table2 && language && html && pdf && !heatmap->isChecked()
                         && spectrum->isChecked() && !table2->isChecked() && html->isChecked() && !pdf->isChecked()
                         && language->currentText() == QStringLiteral("Deutsch");
            ui::click(ui::find<QPushButton>(dialog, QStringLiteral("Close")));
        });
        USER_CHECK(ui::shortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E)));
        QCOMPARE(answer.count(), 1);
    }
    QVERIFY(remembered);
}

namespace {

// The figures' own words as the report's HTML draws them (inline SVG, one <text> per label).
QString svgText(const QString &page)
{
    QString text;
    for (qsizetype at = page.indexOf(QLatin1String("<svg")); at >= 0; at = page.indexOf(QLatin1String("<svg"), at + 1))
        text += page.mid(at, page.indexOf(QLatin1String("</svg>"), at) - at);
    return text;
}

QString firstMenu(MainWindow &window)
{
    QCoreApplication::processEvents(); // a LanguageChange would arrive now
    return window.menuBar()->actions().value(0) ? window.menuBar()->actions().value(0)->text().remove(QLatin1Char('&'))
                                                : QString();
}

} // namespace

// A German report from an English window and an English report from a German one: the figures'
// labels (axes, panel titles) follow the report, and the window keeps speaking its own language.
void TestReportExport::figuresSpeakTheReportsLanguageNotTheWindows()
{
    settings::reportFormats.reset();
    settings::reportFigures.reset();
    settings::reportLanguage.reset();
    Language::apply(QStringLiteral("en"));
    MainWindow window;
    window.resize(1280, 800);
    USER_CHECK(ui::showAndActivate(&window));
    window.openDemoStudy();
    USER_CHECK(ui::chooseMenu(&window, {QStringLiteral("Analysis"), QStringLiteral("Run")}));
    QVERIFY(QTest::qWaitFor([&] { return !window.runner()->isRunning(); }, 300000));
    QVERIFY(window.currentResults());

    QTemporaryDir out;
    QVERIFY(out.isValid());
    // The dialog's controls by the names the window's language gives them.
    const auto named = [](const char *source) {
        return QCoreApplication::translate("isoscope::ui::ReportExportDialog", source);
    };
    const auto exportHtml = [&](const QString &language, const QString &folder) {
        ui::ModalAnswer answer([&](QWidget *dialog) {
            for (const char *format : {"ODF text (.odt, opens in Word and LibreOffice)", "PDF"}) {
                auto *box = ui::find<QCheckBox>(dialog, named(format));
                if (box && box->isChecked())
                    ui::click(box);
            }
            ui::chooseInCombo(ui::find<QComboBox>(dialog, named("Language of the report")), language);
            ui::typeInto(ui::find<QLineEdit>(dialog, named("Report folder")), folder);
            ui::click(ui::find<QPushButton>(dialog, named("Export the report")));
            ui::click(ui::find<QPushButton>(dialog, named("Close")));
        });
        const bool opened = ui::shortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
        QFile html(folder + QStringLiteral("/report.html"));
        return opened && answer.count() == 1 && html.open(QIODevice::ReadOnly) ? QString::fromUtf8(html.readAll())
                                                                               : QString();
    };

    // The figures' words in the HTML written in a language, and the window's first menu after it.
    const auto check = [&](const QString &choice, const QString &lang, const QStringList &present,
                           const QStringList &absent, const QString &menu) {
        const QString page = exportHtml(choice, out.filePath(lang));
        QVERIFY(page.contains(QStringLiteral("<html lang=\"%1\">").arg(lang)));
        const QString figures = svgText(page);
        for (const QString &text : present)
            QVERIFY2(figures.contains(text), qPrintable(lang + QStringLiteral(" lacks ") + text));
        for (const QString &text : absent)
            QVERIFY2(!figures.contains(text), qPrintable(lang + QStringLiteral(" has ") + text));
        QCOMPARE(firstMenu(window), menu);
    };
    // The window speaks English; the report German: the scatter's axes are "d roh" and
    // "d nach Whitening" (translations/isoscope_de.ts), as in a German window.
    check(QStringLiteral("Deutsch"), QStringLiteral("de"),
          {QStringLiteral("d roh"), QStringLiteral("d nach Whitening")}, {QStringLiteral("Raw d")},
          QStringLiteral("File"));
    if (QTest::currentTestFailed())
        return;
    // The window speaks German; the report English.
    Language::apply(QStringLiteral("de"));
    QTRY_COMPARE(firstMenu(window), QStringLiteral("Datei"));
    check(QStringLiteral("English"), QStringLiteral("en"), {QStringLiteral("Raw d"), QStringLiteral("Whitened d")},
          {QStringLiteral("d roh")}, QStringLiteral("Datei"));
    Language::apply(QStringLiteral("en"));
}

QTEST_MAIN(TestReportExport)
#include "tst_reportexport.moc"
