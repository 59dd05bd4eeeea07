// File > Export Report… as a person uses it (issue 17): the menu item, the preview, the tables,
// figures and language chosen with clicks, the folder typed, the files written, the choices
// remembered the next time.
#include "core/base/datadir.h"
#include "tests/ui/userinput.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QLocale>
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
    QVERIFY(englishPreview.contains(QStringLiteral("Pairwise cosine similarity of")));   // heatmap caption
    // STS-B in Table 3 and the methods, as sentence pairs, not as words.
    QVERIFY(englishPreview.contains(QStringLiteral("Word and Sentence Similarity: Spearman Correlations")));
    QVERIFY2(englishPreview.contains(QStringLiteral("human judgements of STS-B (Cer et al., 2017), compared raw")),
             qPrintable(englishPreview.mid(englishPreview.indexOf(QStringLiteral("Sentence similarity")), 400)));
    QVERIFY(!englishPreview.contains(QStringLiteral("SimLex-999 (Hill et al., 2015), and STS-B")));
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

QTEST_MAIN(TestReportExport)
#include "tst_reportexport.moc"
