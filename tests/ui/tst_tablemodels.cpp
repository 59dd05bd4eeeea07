// The tables of the window over typed results: every model passes QAbstractItemModelTester, shows
// rounded numbers with the full value behind RawValueRole, and exports what it shows.

#include "core/analysis/analysis.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/issues/issuelistmodel.h"
#include "ui/models/modeltablemodel.h"
#include "ui/results/anisotropytablemodel.h"
#include "ui/results/numberformat.h"
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
    void intervalColumnsShowTheResultsIntervals();
    void smallAssociationsShowTheirDigitsAndNoSignedZero();
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
    for (QAbstractItemModel *model :
         std::initializer_list<QAbstractItemModel *>{&weat, &anisotropy, &similarity, &words, &issues, &models})
        testers.push_back(
            std::make_unique<QAbstractItemModelTester>(model, QAbstractItemModelTester::FailureReportingMode::QtTest));
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
    QCOMPARE(cell(0, WeatTableModel::ShiftColumn, RawValueRole).toList().at(0).toBool(), true); // substantial
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
    // Without intervals (their export is checked in intervalColumnsShowTheResultsIntervals), so
    // the only NA is the undefined d.
    auto results = std::make_shared<isoscope::AnalysisResult>(*sampleResults());
    results->params.effectBootstrapIterations = 0;
    weat.setResults(results);
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
    // Issue 12 item 15: the file says what its rules need.
    QVERIFY(latex.startsWith(QStringLiteral("% Needs \\usepackage{booktabs} in the preamble")));
    const QString tsv = tableexport::selectionAsTsv(
        weat, {weat.index(1, WeatTableModel::SuiteColumn), weat.index(1, WeatTableModel::RawDColumn)});
    // Full precision for a spreadsheet (the shortest text that reads back as the same double).
    QCOMPARE(tsv, QStringLiteral("Suite\tRaw d\nT2\t0.1\n"));
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
    // Shown on two lines; one in exports.
    // The adjusted p stand before the change class that they decide (issue 12: they were off at
    // the end, and "Disappearing" sat next to an unadjusted p).
    const int rawAdjusted = weat.sectionOf(WeatTableModel::RawPAdjustedColumn);
    const int whitenedAdjusted = weat.sectionOf(WeatTableModel::WhitenedPAdjustedColumn);
    QCOMPARE(whitenedAdjusted, rawAdjusted + 1);
    QCOMPARE(weat.sectionOf(WeatTableModel::ChangeColumn), whitenedAdjusted + 1);
    QCOMPARE(rawAdjusted, weat.sectionOf(WeatTableModel::WhitenedPColumn) + 1);
    QCOMPARE(weat.headerData(rawAdjusted, Qt::Horizontal).toString(), QStringLiteral("Raw p\n(Holm)"));
    // By hand from Holm's definition, m = 3: raw p 0.001, 0.5, 1.0 -> 0.003, 1, 1;
    // whitened p 0.3, 0.03, 0.6 -> sorted 0.03 x 3 = 0.09, 0.3 x 2 = 0.6, max(0.6, 0.6 x 1) = 0.6.
    const double raw[] = {0.003, 1.0, 1.0}, whitened[] = {0.6, 0.09, 0.6};
    for (int row = 0; row < 3; ++row) {
        QVERIFY(std::abs(weat.index(row, rawAdjusted).data(RawValueRole).toDouble() - raw[row]) < 1e-15);
        QVERIFY(std::abs(weat.index(row, whitenedAdjusted).data(RawValueRole).toDouble() - whitened[row]) < 1e-15);
        // The unadjusted p stay beside them.
        QCOMPARE(weat.index(row, weat.sectionOf(WeatTableModel::RawPColumn)).data(RawValueRole).toDouble(),
                 results->models.front().weat[std::size_t(row)].raw->p);
    }
    const int change = weat.sectionOf(WeatTableModel::ChangeColumn);
    QCOMPARE(weat.index(1, change).data(RawValueRole).toString(), QStringLiteral("Stable"));
    QCOMPARE(weat.index(0, change).data(RawValueRole).toString(), QStringLiteral("Disappearing"));
    QCOMPARE(weat.counts().emerging, std::size_t(0));
    QCOMPARE(weat.counts().stable, std::size_t(2));
    QVERIFY(
        tableexport::toCsv(weat)
            .section(QLatin1Char('\n'), 0, 0)
            .endsWith(QStringLiteral("Whitened p,Raw p (Holm),Whitened p (Holm),Change,Substantial shift,Sign flip")));
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
        singular =
            singular || (issue.target == Issue::Target::Options && issue.message.contains(QStringLiteral("singular")));
        missing = missing
                  || (issue.target == Issue::Target::Result && issue.suite == QStringLiteral("T1")
                      && issue.message.contains(QStringLiteral("y3")));
        undefined =
            undefined || (issue.suite == QStringLiteral("T3") && issue.message.contains(QStringLiteral("undefined")));
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
    options.stsbSplit = isoscope::StsSplit::Dev;
    options.effectBootstrapIterations = 500;
    options.confidence = 0.9;
    auto back = StudyFile::optionsFromJson(StudyFile::optionsToJson(options));
    QVERIFY(back.ok());
    QVERIFY(back.value() == options);
    QVERIFY(!(StudyOptions() == options));
    QCOMPARE(back->params().effectBootstrapIterations, std::size_t(500));
    QCOMPARE(back->params().confidence, 0.9);
    // A study saved before the intervals existed opens with the defaults (2000, 95%).
    isoscope::Json old = StudyFile::optionsToJson(StudyOptions());
    isoscope::Json trimmed = isoscope::Json::object();
    for (const auto &[key, value] : old.items())
        if (key != "effect_bootstrap_iterations" && key != "confidence" && key != "stsb_split")
            trimmed[key] = value;
    auto opened = StudyFile::optionsFromJson(trimmed);
    QVERIFY(opened.ok());
    QCOMPARE(opened->stsbSplit, isoscope::StsSplit::Test); // and before STS-B: the paper's split
    QCOMPARE(opened->effectBootstrapIterations, std::size_t(2000));
    QCOMPARE(opened->confidence, 0.95);
    // One resample has no interval: refused like any option out of range.
    isoscope::Json one = StudyFile::optionsToJson(StudyOptions());
    one["effect_bootstrap_iterations"] = 1;
    QVERIFY(!StudyFile::optionsFromJson(one).ok());
    // A split that does not exist says which.
    isoscope::Json split = StudyFile::optionsToJson(StudyOptions());
    split["stsb_split"] = "validation";
    const auto refused = StudyFile::optionsFromJson(split);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().detail.find("stsb_split") != std::string::npos, refused.error().detail.c_str());
}

void TestTableModels::intervalColumnsShowTheResultsIntervals()
{
    // Associations with a spread, intervals from core (attachEffectIntervals).
    auto results = std::make_shared<isoscope::AnalysisResult>(*sampleResults());
    results->params.effectBootstrapIterations = 400;
    results->params.confidence = 0.9;
    for (auto &r : results->models.front().weat) {
        r.raw->sX = {0.31, 0.12, 0.25, 0.4};
        r.raw->sY = {0.05, -0.1, 0.02};
        r.whitened->sX = {0.11, -0.02, 0.3, 0.05};
        r.whitened->sY = {0.01, 0.04, -0.2};
        isoscope::attachEffectIntervals(r, results->params);
        QVERIFY(r.rawInterval && r.rawInterval->defined());
    }
    WeatTableModel weat;
    QAbstractItemModelTester tester(&weat, QAbstractItemModelTester::FailureReportingMode::QtTest);
    weat.setResults(results);
    QVERIFY(weat.hasIntervals());
    QCOMPARE(weat.sectionOf(WeatTableModel::RawCiColumn), int(WeatTableModel::RawCiColumn));
    QCOMPARE(weat.headerData(WeatTableModel::RawCiColumn, Qt::Horizontal).toString(), QStringLiteral("Raw d\n90% CI"));
    for (int row = 0; row < 3; ++row) {
        const isoscope::WeatResult &r = results->models.front().weat[std::size_t(row)];
        for (const auto &[column, interval] : {std::pair{WeatTableModel::RawCiColumn, *r.rawInterval},
                                               std::pair{WeatTableModel::WhitenedCiColumn, *r.whitenedInterval}}) {
            const QVariantList raw = weat.index(row, column).data(RawValueRole).toList();
            QCOMPARE(raw.size(), 2);
            QCOMPARE(raw[0].toDouble(), interval.low);
            QCOMPARE(raw[1].toDouble(), interval.high);
            QCOMPARE(weat.index(row, column).data().toString(),
                     QStringLiteral("[%1, %2]")
                         .arg(numberformat::effect(interval.low), numberformat::effect(interval.high)));
            QVERIFY(weat.index(row, column).data(Qt::ToolTipRole).toString().contains(QStringLiteral("400")));
        }
    }
    // Exports: two fields per interval, full precision.
    const QStringList csv = tableexport::toCsv(weat).split(QLatin1Char('\n'));
    const QStringList header = csv[0].split(QLatin1Char(','));
    const int low = int(header.indexOf(QStringLiteral("Whitened d CI low")));
    QVERIFY(low > 0);
    QCOMPARE(header[low + 1], QStringLiteral("Whitened d CI high"));
    QVERIFY(header.contains(QStringLiteral("Raw d CI low")));
    const isoscope::WeatResult &first = results->models.front().weat.front();
    QCOMPARE(csv[1].split(QLatin1Char(','))[low].toDouble(), first.whitenedInterval->low);
    QCOMPARE(csv[1].split(QLatin1Char(','))[low + 1],
             QString::number(first.whitenedInterval->high, 'g', QLocale::FloatingPointShortest));
    const QJsonArray json = QJsonDocument::fromJson(tableexport::toJson(weat).toUtf8()).array();
    QCOMPARE(json.at(0).toObject().value(QStringLiteral("Raw d CI high")).toDouble(), first.rawInterval->high);

    // B = 0: the two columns are not there (no empty or NaN columns), in the table and its exports.
    auto none = std::make_shared<isoscope::AnalysisResult>(*sampleResults());
    none->params.effectBootstrapIterations = 0;
    weat.setResults(none);
    QVERIFY(!weat.hasIntervals());
    QCOMPARE(weat.columnCount(), int(WeatTableModel::RawPAdjustedColumn) - 2);
    QCOMPARE(weat.sectionOf(WeatTableModel::RawCiColumn), -1);
    QCOMPARE(weat.columnAt(weat.sectionOf(WeatTableModel::WhitenedPColumn)), WeatTableModel::WhitenedPColumn);
    QCOMPARE(weat.index(0, weat.sectionOf(WeatTableModel::RawPColumn)).data(RawValueRole).toDouble(), 0.001);
    QVERIFY(!tableexport::toCsv(weat).contains(QStringLiteral("CI")));
}

// Issue 34: on an anisotropic model every s(w) read 0.0000 or "−0.0000" beside d = −1.27. The
// drill-down's word table shows three significant digits where four decimals would hide them,
// scientific below 1e-6, and never a signed zero.
void TestTableModels::smallAssociationsShowTheirDigitsAndNoSignedZero()
{
    isoscope::WeatResult r;
    r.words.used = {{{"x1", "x2", "x3"}, {"y1", "y2"}, {"a"}, {"b"}}};
    r.raw = statistic(-1.27, 0.01);
    r.raw->sX = {0.000123, -0.0000123, 0.25};
    r.raw->sY = {-0.0, -3.2e-8};
    r.whitened = statistic(0.5, 0.2);
    r.whitened->sX = {0.1, -0.00004, 1.0};
    r.whitened->sY = {0.0, 2e-7};
    WordAssociationModel words;
    QAbstractItemModelTester tester(&words, QAbstractItemModelTester::FailureReportingMode::QtTest);
    words.setResult(&r);
    const auto shown = [&words](int row, int column) {
        return words.index(row, column).data(Qt::DisplayRole).toString();
    };
    QCOMPARE(shown(0, WordAssociationModel::RawColumn), QStringLiteral("0.000123"));
    QCOMPARE(shown(1, WordAssociationModel::RawColumn), QStringLiteral("−0.0000123"));
    QCOMPARE(shown(2, WordAssociationModel::RawColumn), QStringLiteral("0.2500"));
    QCOMPARE(shown(3, WordAssociationModel::RawColumn), QStringLiteral("0.0000")); // -0.0: no sign
    QCOMPARE(shown(4, WordAssociationModel::RawColumn), QStringLiteral("−3.20e−8"));
    QCOMPARE(shown(1, WordAssociationModel::WhitenedColumn), QStringLiteral("−0.0000400"));
    QCOMPARE(shown(4, WordAssociationModel::WhitenedColumn), QStringLiteral("2.00e−7"));
    for (int row = 0; row < words.rowCount(); ++row)
        for (const int column : {int(WordAssociationModel::RawColumn), int(WordAssociationModel::WhitenedColumn)})
            QVERIFY2(!shown(row, column).startsWith(QStringLiteral("−0.0000")) || shown(row, column).size() > 7,
                     qPrintable(shown(row, column)));
    // The numbers behind the role stay whole.
    QCOMPARE(words.index(4, WordAssociationModel::RawColumn).data(RawValueRole).toDouble(), -3.2e-8);
}

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
