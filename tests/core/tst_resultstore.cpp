// The window's way of analysing (core's steps as separate jobs, their results kept in a
// ResultStore and put together by its assemble) gives the command line's result (analyzeModel),
// to the last bit, whatever the parameters: one analysis path, run two ways.
#include "core/analysis/analysis.h"
#include "core/analysis/resultstore.h"
#include "core/analysis/steps.h"
#include "core/base/random.h"
#include "core/serialization/resultsjson.h"
#include "core/serialization/resultstorejson.h"

#include <QtTest>

using namespace isoscope;

namespace {

EmbeddingSet syntheticModel(const std::vector<std::string> &words, std::uint64_t seed, int dims = 8)
{
    Rng rng(seed);
    MatrixF vectors(static_cast<Eigen::Index>(words.size()), dims);
    for (Eigen::Index i = 0; i < vectors.rows(); ++i)
        for (Eigen::Index j = 0; j < dims; ++j)
            vectors(i, j) = static_cast<float>(rng.uniform() - 0.3);
    return EmbeddingSet(Vocabulary(words), vectors);
}

std::vector<std::string> numbered(const std::string &stem, int from, int n)
{
    std::vector<std::string> words;
    for (int i = from; i < from + n; ++i)
        words.push_back(stem + std::to_string(i));
    return words;
}

WeatSuite suite(std::string id, int offset)
{
    WeatSuite s;
    s.id = s.name = std::move(id);
    s.category = "Test";
    s.sets = {WordSet{"X", numbered("w", offset, 5)}, WordSet{"Y", numbered("w", offset + 5, 5)},
              WordSet{"A", numbered("w", offset + 10, 4)}, WordSet{"B", numbered("w", offset + 14, 4)}};
    return s;
}

// What the window's jobs do, one step each, into a store; then its assembly.
AnalysisResult throughTheStore(const LoadedModel &model, const ModelSpec &spec, const AnalysisParams &params)
{
    ResultStore store;
    const AssemblyModel assembly{spec, "model-key"};
    store.setModelInfo(assembly.key, describeModel(model.set, model.report));
    std::vector<std::string> benchmarks;
    for (const auto &b : params.benchmarks)
        benchmarks.push_back(b.name);
    const PendingWork work = store.pending(assembly, params.suites, params, benchmarks);
    if (!work.whitening || work.rawSuites.size() != params.suites.size() || !work.anisotropy)
        return {};
    auto whitening = whitenModel(model.set, params);
    if (!whitening)
        return {};
    store.putWhitening(assembly.key, params, std::make_shared<const ModelWhitening>(whitening.value()));
    auto whitener = calibrationOf(model.set, whitening.value(), params);
    if (!whitener)
        return {};
    const AnalysisParams step = ResultStore::stepParams(params, 0);
    for (const WeatSuite &s : params.suites) {
        auto words = suiteWords(model.set, s);
        if (!words)
            return {};
        RawWeatEntry raw{words->lookup, std::nullopt, words->empty};
        std::optional<MeasureSpace> rawMeasures;
        std::optional<CalibratedSuite> calibrated;
        if (!words->empty) {
            auto space = testSuiteSpace(words->lookup.vectors, s, words->lookup, step);
            if (!space)
                return {};
            raw.stat = space->statistic;
            rawMeasures = space->measures;
            auto white = calibratedSuiteSpace(whitener.value(), s, words->lookup, step);
            if (!white)
                return {};
            calibrated = std::move(white).value();
        }
        store.putRawSuite(assembly.key, s, params, raw, rawMeasures);
        if (calibrated && calibrated->space)
            store.putWhitenedSuite(assembly.key, s, params, *calibrated->space);
        else if (calibrated && calibrated->suiteError)
            store.putWhitenedSuiteError(assembly.key, s, params, *calibrated->suiteError);
    }
    auto anisotropy = anisotropyOf(model.set, whitening.value(), whitener.value(), params);
    if (!anisotropy)
        return {};
    store.putAnisotropy(assembly.key, params, anisotropy.value());
    for (const auto &b : params.benchmarks) {
        auto similarity = runSimilarity(model.set, b, whitener.value(), params);
        if (!similarity)
            return {};
        store.putSimilarity(assembly, params, b.name, similarity.value());
    }
    if (store.pending(assembly, params.suites, params, benchmarks).any())
        return {};
    // Saved and read back, as a study file does: the same store.
    return jsonAs<ResultStore>(Json(store)).assemble({assembly}, params.suites, params, benchmarks);
}

} // namespace

class TestResultStore : public QObject
{
    Q_OBJECT

private slots:
    void assemblyGivesTheCommandLinesResult_data()
    {
        QTest::addColumn<int>("correction");
        QTest::addColumn<QString>("calibration");
        QTest::addColumn<double>("alpha");
        QTest::addColumn<bool>("allTheSame");
        QTest::newRow("the paper's protocol") << 0 << QStringLiteral("zca") << 0.05 << false;
        QTest::newRow("with Holm's correction") << 1 << QStringLiteral("zca") << 0.05 << false;
        QTest::newRow("with Benjamini-Hochberg") << 2 << QStringLiteral("zca") << 0.5 << false;
        QTest::newRow("centring instead of ZCA") << 0 << QStringLiteral("center") << 0.05 << false;
        QTest::newRow("all but the top 2 components") << 1 << QStringLiteral("abtt:2") << 0.2 << false;
        // Whitened vectors of zero: each suite has the reason instead of its calibrated space.
        QTest::newRow("a model whose vectors are all the same") << 0 << QStringLiteral("zca") << 0.05 << true;
    }

    void assemblyGivesTheCommandLinesResult()
    {
        QFETCH(int, correction);
        QFETCH(QString, calibration);
        QFETCH(double, alpha);
        QFETCH(bool, allTheSame);
        LoadedModel model{syntheticModel(numbered("w", 0, 120), 7), ReadReport{}};
        if (allTheSame)
            model.set = EmbeddingSet(Vocabulary(numbered("w", 0, 120)), MatrixF::Constant(120, 8, 0.25f));
        const ModelSpec spec{"m", ModelFamily::Static, "m.txt"};
        AnalysisParams params;
        params.suites = {suite("S1", 0), suite("S2", 30), suite("S3", 60)};
        // A suite that cannot run (no word of B is in the model) is kept as such by both.
        WeatSuite empty = suite("S4", 90);
        empty.sets[3].words = {"absent1", "absent2"};
        params.suites.push_back(empty);
        if (!allTheSame) // no rank correlation of cosines that are not defined
            params.benchmarks.push_back(SimilarityBenchmark{
                "B", {{"w1", "w2", 1, 1}, {"w3", "w4", 2, 2}, {"w5", "w6", 3, 3}, {"w7", "w9", 4, 4}}});
        params.bootstrapIterations = 200;
        params.effectBootstrapIterations = 300;
        params.weat.permutations = 2000;
        auto reference = ReferenceSpec::parse("top:100");
        QVERIFY(reference.ok());
        params.reference = reference.value();
        params.anisotropySample = 50;
        params.correction = static_cast<Correction>(correction);
        params.alpha = alpha;
        auto parsed = CalibrationSpec::parse(calibration.toStdString());
        QVERIFY(parsed.ok());
        params.calibration = parsed.value();
        // The window's steps compute every measure; so does this command line.
        params.measures.assign(kAllMeasures.begin(), kAllMeasures.end());

        auto direct = analyzeModel(model.set, spec, model.report, params);
        QVERIFY(direct.ok());
        const AnalysisResult assembled = throughTheStore(model, spec, params);
        QCOMPARE(assembled.models.size(), std::size_t(1));
        ModelResult expected = direct.value();
        ModelResult actual = assembled.models[0];
        // What only a direct run knows: how long it took and whether the statistics were reused.
        expected.seconds = actual.seconds = 0;
        expected.whiteningReused = actual.whiteningReused = false;
        // The store keeps the lookups without their vectors.
        for (auto &r : expected.weat)
            for (auto &m : r.words.vectors)
                m = MatrixD();
        AnalysisResult expectedAll{params, {expected}};
        AnalysisResult actualAll{assembled.params, {actual}};
        QCOMPARE(QString::fromStdString(Json(actualAll).dump(1)), QString::fromStdString(Json(expectedAll).dump(1)));
        if (params.correction != Correction::None)
            QVERIFY(actual.weat[0].pRawAdjusted.has_value());
        if (allTheSame)
            for (const WeatResult &r : actual.weat)
                QVERIFY2(r.error
                             && (r.error->code == ErrorCode::EmptyWordSet
                                 || r.error->detail.find("the whitened vector of") != std::string::npos),
                         r.suiteId.c_str());
    }
};

QTEST_GUILESS_MAIN(TestResultStore)
#include "tst_resultstore.moc"
