// The paper report as a careful reader checks it (issue 34): what its Results paragraph counts and
// how it cites the paper. On analyze --demo's results (run in process once), whose word2vec subset
// lacks every word of a set of W3, so that a model-test combination could not run.
#include "core/output/resultsfolder.h"
#include "tests/cli/runcommandline.h"
#include "ui/report/reportdocument.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <memory>

using namespace isoscope::ui;

class TestReportDocument final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const isoscope::AnalysisResult> m_results;
    QJsonObject m_json;

    QString plainText(const ReportOptions &options = {}) const
    {
        const ReportDocument report(m_results, options);
        QTextDocument document;
        document.setHtml(report.html(ReportDocument::FigureMode::Placeholders));
        return document.toPlainText();
    }

private Q_SLOTS:
    void initTestCase();
    void theSummaryCountsTheCombinationsThatCouldNotRun();
    void thePaperWithoutAuthorsIsCitedByItsQuotedTitleAndYear();
    void numbersFollowTheReportsLanguage();
};

void TestReportDocument::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("ISOSCOPE_DATA_DIR", ISOSCOPE_RESOURCE_DIR);
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_dir.filePath(QStringLiteral("cache"))));
    const QString out = m_dir.filePath(QStringLiteral("results"));
    const clitest::Run run = clitest::runInProcess(
        {QStringLiteral("analyze"), QStringLiteral("--demo"), QStringLiteral("--out"), out, QStringLiteral("--quiet")});
    QVERIFY2(run.status == 0, run.err.c_str());
    auto loaded = isoscope::loadResults((out + QStringLiteral("/results.json")).toStdString());
    QVERIFY(loaded);
    m_results = std::make_shared<const isoscope::AnalysisResult>(std::move(loaded->analysis));
    QFile file(out + QStringLiteral("/results.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_json = QJsonDocument::fromJson(file.readAll()).object();
}

void TestReportDocument::theSummaryCountsTheCombinationsThatCouldNotRun()
{
    // Counted in results.json, not by the code under test.
    const QJsonArray weat = m_json.value(QStringLiteral("weat")).toArray();
    int notRun = 0;
    for (const QJsonValue &w : weat)
        notRun += w.toObject().contains(QStringLiteral("error")) ? 1 : 0;
    QVERIFY2(notRun > 0, "the demo's results should hold a combination that could not run");
    const QJsonObject summary = m_json.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("total")).toInt() + notRun, weat.size());

    const QString text = plainText();
    const QString results = text.mid(text.indexOf(
        QStringLiteral("Of %1 model-test combinations that ran").arg(summary.value(QStringLiteral("total")).toInt())));
    const QString said = QStringLiteral("%1 of the %2 combinations could not be computed").arg(notRun).arg(weat.size());
    QVERIFY2(results.left(400).contains(said), qPrintable(results.left(400)));
}

void TestReportDocument::thePaperWithoutAuthorsIsCitedByItsQuotedTitleAndYear()
{
    const QString text = plainText();
    // APA 7's narrative citation of a work without authors: its title in quotation marks, the year
    // in parentheses; never the parenthetical form inside a sentence.
    QVERIFY2(text.contains(QStringLiteral("Following \u201cCalibrating WEAT Against Anisotropy\u201d (2026), every "
                                          "test was computed twice")),
             qPrintable(text.mid(text.indexOf(QStringLiteral("Following")), 120)));
    QVERIFY(!text.contains(QStringLiteral("Following Calibrating WEAT Against Anisotropy, 2026,")));
    // The parenthetical forms are unchanged where they stand inside parentheses.
    QVERIFY(text.contains(QStringLiteral("(WEAT; Caliskan et al., 2017)")));
}

// Issue 34 item 1: a German report writes its intervals with "; " between German decimals (the
// comma means one thing) and a small epsilon with the exponent p-values use, never "1e-05".
void TestReportDocument::numbersFollowTheReportsLanguage()
{
    auto results = std::make_shared<isoscope::AnalysisResult>(*m_results);
    results->params.epsilon = 1e-5;
    const std::shared_ptr<const isoscope::AnalysisResult> tiny = results;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        ReportOptions options;
        options.language = language;
        const ReportDocument report(tiny, options);
        QTextDocument document;
        document.setHtml(report.html(ReportDocument::FigureMode::Placeholders));
        const QString text = document.toPlainText();
        const bool german = language == QStringLiteral("de");
        // Table A1's intervals: "[−0.81, 0.23]" in English, "[−0,81; 0,23]" in German.
        static const QRegularExpression english(QStringLiteral("\\[\u2212?\\d\\.\\d\\d, \u2212?\\d\\.\\d\\d\\]"));
        static const QRegularExpression germanInterval(QStringLiteral("\\[\u2212?\\d,\\d\\d; \u2212?\\d,\\d\\d\\]"));
        static const QRegularExpression commaBetween(QStringLiteral("\\[\u2212?\\d,\\d\\d, "));
        QVERIFY2(text.contains(german ? germanInterval : english), qPrintable(language));
        if (german)
            QVERIFY2(!text.contains(commaBetween), "a comma between German interval bounds");
        QVERIFY2(text.contains(QStringLiteral("1e\u22125")), qPrintable(language));
        QVERIFY2(!text.contains(QStringLiteral("e-05")) && !text.contains(QStringLiteral("e\u221205")),
                 qPrintable(language));
    }
}

QTEST_MAIN(TestReportDocument)
#include "tst_reportdocument.moc"
