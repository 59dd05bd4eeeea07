// The tables of the window over typed results: every model passes QAbstractItemModelTester, shows
// rounded numbers with the full value behind RawValueRole, and exports what it shows.

#include "ui/analysis/analysisrunner.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/itemroles.h"
#include "ui/models/modeltablemodel.h"
#include "ui/results/anisotropytablemodel.h"
#include "ui/results/similaritytablemodel.h"
#include "ui/results/tableexport.h"
#include "ui/results/weattablemodel.h"
#include "ui/results/wordassociationmodel.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTest>

using namespace isoscope::ui;

namespace {

isoscope::WeatStatistic statistic(std::optional<double> d, double p)
{
    isoscope::WeatStatistic s;
    s.d = d;
    s.p = p;
    s.sX = {0.1, 0.2};
    s.sY = {-0.1, 0.05};
    if (!d)
        s.dUndefinedReason = "every word has the same association";
    return s;
}

std::shared_ptr<const isoscope::AnalysisResult> sampleResults()
{
    auto results = std::make_shared<isoscope::AnalysisResult>();
    isoscope::ModelResult m;
    m.spec.name = "model-a";
    m.dims = 3;
    m.referenceSize = 2;
    m.singularCovariance = true;
    m.anisotropy.raw = {0.4123456, 0.1, 10};
    m.anisotropy.whitened = {0.01, 0.2, 10};
    m.anisotropy.sample = {0, 1, 2, 3, 4};
    m.anisotropy.explainedRaw = {0.5};
    m.anisotropy.explainedWhitened = {0.1};
    const auto add = [&m](const char *id, std::optional<double> dr, double pr, std::optional<double> dw, double pw,
                          isoscope::SignificanceChange change) {
        isoscope::WeatResult r;
        r.model = m.spec.name;
        r.suiteId = id;
        r.suiteName = std::string("suite ") + id;
        r.category = "Test";
        r.words.used = {{{"x1", "x2"}, {"y1", "y2"}, {"a"}, {"b"}}};
        r.words.missing = {{{}, {"y3"}, {}, {}}};
        r.raw = statistic(dr, pr);
        r.whitened = statistic(dw, pw);
        r.change = change;
        r.substantialShift = dr && dw && std::abs(*dw - *dr) > 0.5;
        m.weat.push_back(r);
    };
    add("T1", 1.23456, 0.001, 0.2, 0.3, isoscope::SignificanceChange::Disappearing);
    add("T2", 0.1, 0.5, 0.9, 0.01, isoscope::SignificanceChange::Emerging);
    add("T3", std::nullopt, 1.0, -0.3, 0.6, isoscope::SignificanceChange::Stable);
    isoscope::SimilarityResult s;
    s.benchmark = "Bench";
    s.pairsTotal = 10;
    s.pairsUsed = 8;
    s.comparison.rhoRaw = 0.5;
    s.comparison.rhoWhitened = 0.6;
    s.comparison.delta = 0.1;
    s.comparison.p = 0.04;
    m.similarity.push_back(s);
    results->models.push_back(m);
    return results;
}

} // namespace

class TestTableModels final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyTablePassesTheModelTester();
    void numbersAreRoundedForShowAndFullBehindTheRole();
    void sortingUsesTheRawValue();
    void exportsCarryFullPrecision();
    void correctionAddsAdjustedColumnsAndReclassifies();
    void issuesNameTheirCause();
    void optionsSurviveTheStudyFile();
};

void TestTableModels::everyTablePassesTheModelTester()
{
    const auto results = sampleResults();
    WeatTableModel weat;
    AnisotropyTableModel anisotropy;
    SimilarityTableModel similarity;
    WordAssociationModel words;
    IssueListModel issues;
    Study study;
    AnalysisRunner runner(&study);
    ModelTableModel models(&study, &runner);
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    for (QAbstractItemModel *model : std::initializer_list<QAbstractItemModel *>{&weat, &anisotropy, &similarity,
                                                                                 &words, &issues, &models})
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    weat.setResults(results);
    anisotropy.setResults(results);
    similarity.setResults(results);
    words.setResult(results->weat().front());
    StudyModel model;
    model.name = QStringLiteral("nowhere");
    model.path = QStringLiteral("/nowhere/at/all.txt");
    study.addModel(model);
    issues.setIssues(IssueListModel::collect(study, runner, *results));
    QCOMPARE(weat.rowCount(), 3);
    QCOMPARE(anisotropy.rowCount(), 1);
    QCOMPARE(similarity.rowCount(), 1);
    QCOMPARE(words.rowCount(), 4);
    QCOMPARE(models.rowCount(), 1);
    QVERIFY(issues.rowCount() >= 3);
    weat.setResults(nullptr);
    QCOMPARE(weat.rowCount(), 0);
}

void TestTableModels::numbersAreRoundedForShowAndFullBehindTheRole()
{
    WeatTableModel weat;
    weat.setResults(sampleResults());
    const auto cell = [&weat](int row, int column, int role) { return weat.data(weat.index(row, column), role); };
    QCOMPARE(cell(0, WeatTableModel::RawDColumn, Qt::DisplayRole).toString(), QStringLiteral("1.23"));
    QCOMPARE(cell(0, WeatTableModel::RawDColumn, RawValueRole).toDouble(), 1.23456);
    QCOMPARE(cell(0, WeatTableModel::SizesColumn, Qt::DisplayRole).toString(), QStringLiteral("2/2/1/1"));
    QCOMPARE(cell(0, WeatTableModel::ChangeColumn, Qt::DisplayRole).toString(), QStringLiteral("Disappearing"));
    QVERIFY(cell(0, WeatTableModel::ChangeColumn, Qt::BackgroundRole).value<QColor>().isValid());
    QCOMPARE(cell(0, WeatTableModel::ShiftColumn, RawValueRole).toBool(), true);
    // An undefined d says so, and has no number behind it.
    QCOMPARE(cell(2, WeatTableModel::RawDColumn, Qt::DisplayRole).toString(), QStringLiteral("undefined"));
    QVERIFY(!cell(2, WeatTableModel::RawDColumn, RawValueRole).isValid());
    QCOMPARE(cell(2, WeatTableModel::WhitenedDColumn, Qt::DisplayRole).toString(), QStringLiteral("−0.30"));
}

void TestTableModels::sortingUsesTheRawValue()
{
    WeatTableModel weat;
    weat.setResults(sampleResults());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&weat);
    proxy.setSortRole(RawValueRole);
    proxy.sort(WeatTableModel::WhitenedDColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, WeatTableModel::SuiteColumn).data().toString(), QStringLiteral("T3")); // -0.3
    QCOMPARE(proxy.index(2, WeatTableModel::SuiteColumn).data().toString(), QStringLiteral("T2")); // 0.9
}

void TestTableModels::exportsCarryFullPrecision()
{
    WeatTableModel weat;
    weat.setResults(sampleResults());
    const QString csv = tableexport::toCsv(weat);
    QVERIFY2(csv.startsWith(QStringLiteral("Model,Suite,Category,|X|/|Y|/|A|/|B|,Raw d,")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("model-a,T1,Test,2/2/1/1,1.23456,0.001,")), qPrintable(csv));
    QVERIFY(csv.contains(QStringLiteral(",NA,"))); // the undefined d
    const QJsonArray json = QJsonDocument::fromJson(tableexport::toJson(weat).toUtf8()).array();
    QCOMPARE(json.size(), 3);
    QCOMPARE(json.at(0).toObject().value(QStringLiteral("Raw d")).toDouble(), 1.23456);
    QVERIFY(json.at(2).toObject().value(QStringLiteral("Raw d")).isNull());
    const QString latex = tableexport::toLatex(weat, QStringLiteral("Table A1"));
    QVERIFY(latex.contains(QStringLiteral("\\begin{tabular}{lllrrrrrll}")));
    QVERIFY(latex.contains(QStringLiteral("model-a & T1 & Test & 2/2/1/1 & 1.23 & 0.001")));
    QVERIFY(latex.contains(QStringLiteral("$-$0.30")));
    const QString tsv = tableexport::selectionAsTsv(weat, {weat.index(1, WeatTableModel::SuiteColumn),
                                                           weat.index(1, WeatTableModel::RawDColumn)});
    QCOMPARE(tsv, QStringLiteral("Suite\tRaw d\nT2\t0.10\n"));
}

void TestTableModels::correctionAddsAdjustedColumnsAndReclassifies()
{
    // T2's whitened p 0.03 instead of 0.01: significant unadjusted (Emerging), not after Holm.
    auto results = std::make_shared<isoscope::AnalysisResult>(*sampleResults());
    results->models.front().weat[1].whitened->p = 0.03;
    WeatTableModel weat;
    QAbstractItemModelTester tester(&weat, QAbstractItemModelTester::FailureReportingMode::QtTest);
    weat.setResults(results);
    QCOMPARE(weat.columnCount(), int(WeatTableModel::RawPAdjustedColumn));
    QCOMPARE(weat.counts().emerging, std::size_t(1));
    weat.setCorrection(isoscope::Correction::Holm);
    QCOMPARE(weat.columnCount(), int(WeatTableModel::ColumnCount));
    QCOMPARE(weat.headerData(WeatTableModel::RawPAdjustedColumn, Qt::Horizontal).toString(), QStringLiteral("Raw p (Holm)"));
    // By hand from Holm's definition, m = 3: raw p 0.001, 0.5, 1.0 -> 0.003, 1, 1;
    // whitened p 0.3, 0.03, 0.6 -> sorted 0.03 x 3 = 0.09, 0.3 x 2 = 0.6, max(0.6, 0.6 x 1) = 0.6.
    const double raw[] = {0.003, 1.0, 1.0}, whitened[] = {0.6, 0.09, 0.6};
    for (int row = 0; row < 3; ++row) {
        QVERIFY(std::abs(weat.index(row, WeatTableModel::RawPAdjustedColumn).data(RawValueRole).toDouble() - raw[row]) < 1e-15);
        QVERIFY(std::abs(weat.index(row, WeatTableModel::WhitenedPAdjustedColumn).data(RawValueRole).toDouble()
                         - whitened[row]) < 1e-15);
        // The unadjusted p stay beside them.
        QCOMPARE(weat.index(row, WeatTableModel::RawPColumn).data(RawValueRole).toDouble(),
                 results->models.front().weat[std::size_t(row)].raw->p);
    }
    QCOMPARE(weat.index(1, WeatTableModel::ChangeColumn).data(RawValueRole).toString(), QStringLiteral("Stable"));
    QCOMPARE(weat.index(0, WeatTableModel::ChangeColumn).data(RawValueRole).toString(), QStringLiteral("Disappearing"));
    QCOMPARE(weat.counts().emerging, std::size_t(0));
    QCOMPARE(weat.counts().stable, std::size_t(2));
    QVERIFY(tableexport::toCsv(weat).section(QLatin1Char('\n'), 0, 0).endsWith(QStringLiteral("Raw p (Holm),Whitened p (Holm)")));
    QVERIFY(tableexport::toLatex(weat, QStringLiteral("A1")).contains(QStringLiteral("Whitened p (Holm)")));
    weat.setCorrection(isoscope::Correction::None);
    QCOMPARE(weat.columnCount(), int(WeatTableModel::RawPAdjustedColumn));
    QCOMPARE(weat.index(1, WeatTableModel::ChangeColumn).data(RawValueRole).toString(), QStringLiteral("Emerging"));
}

void TestTableModels::issuesNameTheirCause()
{
    Study study;
    AnalysisRunner runner(&study);
    const auto results = sampleResults();
    const QList<Issue> issues = IssueListModel::collect(study, runner, *results);
    bool singular = false, missing = false, undefined = false;
    for (const Issue &issue : issues) {
        singular = singular || (issue.target == Issue::Target::Options && issue.message.contains(QStringLiteral("singular")));
        missing = missing || (issue.target == Issue::Target::Result && issue.suite == QStringLiteral("T1") &&
                              issue.message.contains(QStringLiteral("y3")));
        undefined = undefined || (issue.suite == QStringLiteral("T3") && issue.message.contains(QStringLiteral("undefined")));
    }
    QVERIFY(singular);
    QVERIFY(missing);
    QVERIFY(undefined);
}

void TestTableModels::optionsSurviveTheStudyFile()
{
    StudyOptions options;
    options.reference = isoscope::ReferenceSpec::parse("random:5000:7").value();
    options.epsilon = 0.0025;
    options.weat.permutations = 12345;
    options.weat.seed = 9;
    options.alpha = 0.01;
    options.weat.tie = isoscope::TieRule::Greater;
    options.weat.plusOne = false;
    options.weat.sided = isoscope::Sidedness::Two;
    options.similarityBenchmarks = false;
    auto back = StudyFile::optionsFromJson(StudyFile::optionsToJson(options));
    QVERIFY(back.ok());
    QVERIFY(back.value() == options);
    QVERIFY(!(StudyOptions() == options));
}

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
