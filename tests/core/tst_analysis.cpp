// The analysis pipeline on small models built here: case rule, missing words, zero vectors,
// suites that cannot run, warnings, and what depends on which parameter.
#include "core/analysis/analysis.h"
#include "core/analysis/referencesample.h"
#include "core/base/random.h"

#include <QtTest>

using namespace isoscope;

namespace {

EmbeddingSet syntheticModel(const std::vector<std::string> &words, std::uint64_t seed, int dims = 6)
{
    Rng rng(seed);
    MatrixF vectors(static_cast<Eigen::Index>(words.size()), dims);
    for (Eigen::Index i = 0; i < vectors.rows(); ++i)
        for (Eigen::Index j = 0; j < dims; ++j)
            vectors(i, j) = static_cast<float>(rng.uniform() - 0.3);
    return EmbeddingSet(Vocabulary(words), vectors);
}

WeatSuite suite(std::string id, std::vector<std::string> x, std::vector<std::string> y, std::vector<std::string> a,
                std::vector<std::string> b)
{
    WeatSuite s;
    s.id = s.name = std::move(id);
    s.category = "Test";
    s.sets = {WordSet{"X", std::move(x)}, WordSet{"Y", std::move(y)}, WordSet{"A", std::move(a)},
              WordSet{"B", std::move(b)}};
    return s;
}

std::vector<std::string> numbered(const std::string &stem, int n)
{
    std::vector<std::string> words;
    for (int i = 0; i < n; ++i)
        words.push_back(stem + std::to_string(i));
    return words;
}

} // namespace

class TestAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void uncasedModelLooksWordsUpLowercasedAndSaysSo()
    {
        EmbeddingSet model = syntheticModel({"paris", "london", "rome"}, 1);
        QVERIFY(model.isUncased());
        const SuiteLookup lookup = lookupSuite(model, suite("S", {"Paris"}, {"London"}, {"rome"}, {"Berlin"}));
        QVERIFY(lookup.lowercased);
        QCOMPARE(lookup.used[0], std::vector<std::string>{"Paris"});
        QCOMPARE(lookup.missing[3], std::vector<std::string>{"Berlin"});

        EmbeddingSet cased = syntheticModel({"Paris", "london", "rome"}, 1);
        QVERIFY(!cased.isUncased());
        const SuiteLookup exact = lookupSuite(cased, suite("S", {"paris"}, {"London"}, {"rome"}, {"Paris"}));
        QVERIFY(!exact.lowercased);
        QCOMPARE(exact.missing[0], std::vector<std::string>{"paris"});
        QCOMPARE(exact.missing[1], std::vector<std::string>{"London"});
    }

    void zeroVectorsCountAsMissing()
    {
        std::vector<std::string> words = numbered("w", 40);
        EmbeddingSet model = syntheticModel(words, 2);
        MatrixF vectors = model.vectors();
        vectors.row(3).setZero();
        EmbeddingSet withZero(Vocabulary(words), vectors);
        const SuiteLookup lookup = lookupSuite(withZero, suite("S", {"w1", "w3"}, {"w2"}, {"w4"}, {"w5"}));
        QCOMPARE(lookup.missing[0], std::vector<std::string>{"w3"});

        AnalysisParams params;
        params.benchmarks.push_back(
            SimilarityBenchmark{"B", {{"w1", "w2", 1, 1}, {"w3", "w4", 2, 2}, {"w5", "w6", 3, 3}}});
        params.bootstrapIterations = 100;
        auto result =
            analyzeModel(withZero, ModelSpec{"m", ModelFamily::Static, {}, EmbeddingFormat::Auto}, {}, params);
        QVERIFY(result.ok());
        QCOMPARE(result->similarity.at(0).pairsUsed, std::size_t(2));
        QVERIFY(result->similarity.at(0).comparison.rhoRaw.has_value());
    }

    void aSuiteWithAnEmptySetIsReportedNotRun()
    {
        EmbeddingSet model = syntheticModel(numbered("w", 30), 3);
        AnalysisParams params;
        params.suites = {suite("ok", {"w1", "w2"}, {"w3", "w4"}, {"w5"}, {"w6"}),
                         suite("empty", {"w1"}, {"nothere", "absent"}, {"w5"}, {"w6"})};
        auto result = analyzeModel(model, ModelSpec{"m", ModelFamily::Static, {}, EmbeddingFormat::Auto}, {}, params);
        QVERIFY(result.ok());
        QCOMPARE(result->weat.size(), std::size_t(2));
        QVERIFY(!result->weat[0].error);
        QVERIFY(result->weat[1].error.has_value());
        QCOMPARE(result->weat[1].error->code, ErrorCode::EmptyWordSet);
        QVERIFY(!result->weat[1].raw && !result->weat[1].whitened);
        bool warned = false;
        for (const Warning &w : result->warnings)
            warned = warned || (w.kind == Warning::Kind::SuiteNotRun && w.suite == "empty");
        QVERIFY(warned);
    }

    void aSmallReferenceSampleWarnsOfASingularCovariance()
    {
        EmbeddingSet model = syntheticModel(numbered("w", 30), 4, 10);
        AnalysisParams params;
        params.reference = ReferenceSpec::parse("top:8").value();
        auto result = analyzeModel(model, ModelSpec{"m", ModelFamily::Static, {}, EmbeddingFormat::Auto}, {}, params);
        QVERIFY(result.ok());
        QVERIFY(result->singularCovariance);
        bool warned = false;
        for (const Warning &w : result->warnings)
            warned = warned || w.kind == Warning::Kind::SingularCovariance;
        QVERIFY(warned);
        QCOMPARE(result->referenceSize, std::size_t(8));
        QCOMPARE(result->anisotropy.sample.size(), std::size_t(8));
    }

    void alphaChangesOnlyTheClassificationNotTheStatistics()
    {
        EmbeddingSet model = syntheticModel(numbered("w", 60), 5);
        AnalysisParams params;
        params.suites = {suite("S", {"w1", "w2", "w3", "w4", "w5"}, {"w6", "w7", "w8", "w9", "w10"},
                               {"w11", "w12", "w13"}, {"w14", "w15", "w16"})};
        const ModelSpec spec{"m", ModelFamily::Static, {}, EmbeddingFormat::Auto};
        auto loose = analyzeModel(model, spec, {}, params);
        params.alpha = 1e-9;
        auto strict = analyzeModel(model, spec, {}, params);
        QVERIFY(loose.ok() && strict.ok());
        QCOMPARE(loose->weat[0].raw->p, strict->weat[0].raw->p);
        QCOMPARE(loose->weat[0].whitened->d, strict->weat[0].whitened->d);
        QCOMPARE(classifyChange(loose->weat[0].raw->p, loose->weat[0].whitened->p, 1e-9), strict->weat[0].change);
    }

    void rawAndWhitenedSeeTheSamePartitions()
    {
        // Both spaces draw their Monte Carlo partitions from the stream deriveSeed(seed,
        // "weat/<id>"): replaying each space's associations on that stream reproduces its counts.
        EmbeddingSet model = syntheticModel(numbered("w", 80), 6);
        AnalysisParams params;
        params.weat.exactLimit = 0;
        params.weat.permutations = 20000;
        const WeatSuite s = suite("W1", numbered("w", 12),
                                  {"w20", "w21", "w22", "w23", "w24", "w25", "w26", "w27", "w28", "w29", "w30", "w31"},
                                  {"w40", "w41", "w42"}, {"w50", "w51", "w52"});
        auto reference = selectReferenceSample(model, params.reference, params.weat.seed);
        auto stats = estimateWhitening(model, reference.value());
        auto whitener = Whitener::create(stats.value(), params.epsilon);
        auto result = runSuite(model, "m", s, whitener.value(), params);
        QVERIFY(result.ok());
        const std::uint64_t stream = deriveSeed(params.weat.seed, "weat/W1");
        for (const WeatStatistic *space : {&*result->raw, &*result->whitened}) {
            auto replay = weatFromAssociations(space->sX, space->sY, params.weat, stream);
            QCOMPARE(replay->countUpper, space->countUpper);
            QCOMPARE(replay->countLower, space->countLower);
            auto other = weatFromAssociations(space->sX, space->sY, params.weat, stream + 1);
            QVERIFY(other->countUpper != space->countUpper || other->countLower != space->countLower);
        }
    }

    void changeClassesFollowAlpha_data()
    {
        QTest::addColumn<double>("pRaw");
        QTest::addColumn<double>("pWhite");
        QTest::addColumn<int>("change");
        QTest::newRow("significant in both is Stable") << 0.01 << 0.02 << int(SignificanceChange::Stable);
        QTest::newRow("significant in neither is Stable") << 0.2 << 0.5 << int(SignificanceChange::Stable);
        QTest::newRow("significant only raw is Disappearing") << 0.01 << 0.2 << int(SignificanceChange::Disappearing);
        QTest::newRow("significant only whitened is Emerging") << 0.3 << 0.001 << int(SignificanceChange::Emerging);
        QTest::newRow("p equal to alpha is not significant") << 0.05 << 0.01 << int(SignificanceChange::Emerging);
    }
    void changeClassesFollowAlpha()
    {
        QFETCH(double, pRaw);
        QFETCH(double, pWhite);
        QFETCH(int, change);
        QCOMPARE(int(classifyChange(pRaw, pWhite, 0.05)), change);
        QCOMPARE(classifyChange(std::nullopt, pWhite, 0.05), SignificanceChange::Undefined);
    }

    void substantialShiftIsStrictlyAboveTheThreshold()
    {
        QVERIFY(isSubstantialShift(1.0, 0.4));
        QVERIFY(!isSubstantialShift(1.0, 0.5));
        QVERIFY(isSubstantialShift(-0.3, 0.3));
        QVERIFY(!isSubstantialShift(std::nullopt, 0.3));
    }
};

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
