// What the figures read back: results.json into an AnalysisResult (every number the figures
// draw, at full precision), figure_data.h5 with the heatmap's sampled vectors (written atomically,
// read back exactly, checked against results.json), and the heatmap's matrices and word order.
#include "core/analysis/analysis.h"
#include "core/base/random.h"
#include "core/output/figuredata.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/resultsjson.h"
#include "core/stats/anisotropy.h"
#include "core/stats/similarityorder.h"

#include <QtTest>

#include <fstream>

using namespace isoscope;

namespace {

std::vector<std::string> numbered(const std::string &stem, int n)
{
    std::vector<std::string> words;
    for (int i = 0; i < n; ++i)
        words.push_back(stem + std::to_string(i));
    return words;
}

// A small analysis run for real: 300 words of 6 dimensions, two suites, 60 sampled words.
AnalysisResult smallAnalysis()
{
    std::vector<std::string> words = numbered("w", 300);
    Rng rng(5);
    MatrixF vectors(300, 6);
    for (Eigen::Index i = 0; i < vectors.rows(); ++i)
        for (Eigen::Index j = 0; j < 6; ++j)
            vectors(i, j) = static_cast<float>(rng.uniform() - 0.3);
    const EmbeddingSet model{Vocabulary(words), vectors};
    AnalysisParams params;
    params.anisotropySample = 60;
    params.explainedComponents = 5;
    params.weat.permutations = 2000;
    for (const char *id : {"T1", "T2"}) {
        WeatSuite s;
        s.id = id;
        s.name = std::string("Flowers vs Insects / Pleasant vs Unpleasant ") + id;
        s.category = id[1] == '1' ? "Valence" : "Race";
        const int offset = id[1] == '1' ? 0 : 40;
        s.sets = {WordSet{"X", {words.begin() + offset, words.begin() + offset + 8}},
                  WordSet{"Y", {words.begin() + offset + 8, words.begin() + offset + 16}},
                  WordSet{"A", {words.begin() + offset + 16, words.begin() + offset + 24}},
                  WordSet{"B", {words.begin() + offset + 24, words.begin() + offset + 32}}};
        params.suites.push_back(s);
    }
    ModelSpec spec{"tiny model", ModelFamily::Contrastive, "tiny.txt", EmbeddingFormat::Auto};
    auto m = analyzeModel(model, spec, ReadReport{}, params);
    if (!m)
        qFatal("analysis failed: %s", describe(m.error()).c_str());
    AnalysisResult result;
    result.params = params;
    result.models.push_back(std::move(m).value());
    return result;
}

} // namespace

class TestFigureData : public QObject
{
    Q_OBJECT

private slots:
    void resultsJsonReadsBackEveryNumberTheFiguresDraw()
    {
        const AnalysisResult original = smallAnalysis();
        const auto read = analysisFromJson(Json(original));
        QVERIFY2(read.ok(), read.ok() ? "" : describe(read.error()).c_str());
        const AnalysisResult &back = read.value();
        QCOMPARE(back.params.alpha, original.params.alpha);
        QCOMPARE(back.params.epsilon, original.params.epsilon);
        QCOMPARE(back.params.weat.seed, original.params.weat.seed);
        QCOMPARE(back.params.anisotropySample, std::size_t(60));
        QCOMPARE(back.models.size(), std::size_t(1));
        const ModelResult &a = original.models[0];
        const ModelResult &b = back.models[0];
        QCOMPARE(b.spec.name, a.spec.name);
        QCOMPARE(b.spec.family, ModelFamily::Contrastive);
        QCOMPARE(b.dims, a.dims);
        QCOMPARE(b.anisotropy.raw.mean, a.anisotropy.raw.mean);
        QCOMPARE(b.anisotropy.whitened.sd, a.anisotropy.whitened.sd);
        QCOMPARE(b.anisotropy.explainedRaw, a.anisotropy.explainedRaw);
        QCOMPARE(b.anisotropy.explainedWhitened, a.anisotropy.explainedWhitened);
        QCOMPARE(b.anisotropy.eigenvalues, a.anisotropy.eigenvalues);
        QCOMPARE(b.anisotropyWords, a.anisotropyWords);
        QCOMPARE(b.weat.size(), a.weat.size());
        for (std::size_t i = 0; i < a.weat.size(); ++i) {
            const WeatResult &x = a.weat[i];
            const WeatResult &y = b.weat[i];
            QCOMPARE(y.suiteId, x.suiteId);
            QCOMPARE(y.category, x.category);
            QCOMPARE(y.change, x.change);
            QCOMPARE(y.words.used[0], x.words.used[0]);
            for (auto space : {&WeatResult::raw, &WeatResult::whitened}) {
                QCOMPARE((y.*space)->d, (x.*space)->d);
                QCOMPARE((y.*space)->p, (x.*space)->p);
                QCOMPARE((y.*space)->S, (x.*space)->S);
                QCOMPARE((y.*space)->sX, (x.*space)->sX);
                QCOMPARE((y.*space)->sY, (x.*space)->sY);
                QCOMPARE((y.*space)->method, (x.*space)->method);
            }
        }
        // Written again, the file is the same except for what results.json never held (the
        // sizes of A and B come from their word lists, which it does not store).
        Json again = back;
        Json first = original;
        for (Json *doc : {&again, &first})
            for (Json &w : (*doc)["weat"])
                w["sizes"] = nullptr;
        QCOMPARE(writeJson(again), writeJson(first));
    }

    void schemaErrorsNameTheField()
    {
        Json doc = smallAnalysis();
        doc["models"][0]["dims"] = "six";
        const auto read = analysisFromJson(doc, "results.json");
        QVERIFY(!read.ok());
        QCOMPARE(read.error().code, ErrorCode::BadSchema);
        QCOMPARE(read.error().detail, std::string("models[0].dims: expected a number"));
        QCOMPARE(read.error().file, std::string("results.json"));
        Json missing = smallAnalysis();
        missing.erase("conventions");
        QVERIFY(analysisFromJson(missing).error().detail.find("conventions: missing") != std::string::npos);
    }

    void figureDataRoundTripsTheSampledVectorsExactly()
    {
        QTemporaryDir dir;
        const AnalysisResult original = smallAnalysis();
        QVERIFY(writeResults(original, dir.path().toStdString()).ok());
        // Written through a temporary file: nothing else is left in the folder.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 QStringList({QStringLiteral("anisotropy.csv"), QStringLiteral("figure_data.h5"),
                              QStringLiteral("mleat.csv"), QStringLiteral("report.md"), QStringLiteral("results.json"),
                              QStringLiteral("similarity.csv"), QStringLiteral("weat.csv")}));
        const auto loaded = loadResults(std::filesystem::path(dir.path().toStdString()) / "results.json");
        QVERIFY(loaded.ok());
        QVERIFY2(loaded->hasVectors, loaded->vectorsProblem.c_str());
        const ModelResult &a = original.models[0];
        const ModelResult &b = loaded->analysis.models[0];
        QCOMPARE(b.anisotropy.sampleRaw.rows(), Eigen::Index(60));
        QVERIFY(b.anisotropy.sampleRaw == a.anisotropy.sampleRaw);
        QVERIFY(b.anisotropy.sampleWhitened == a.anisotropy.sampleWhitened);
        QCOMPARE(b.anisotropyWords, a.anisotropyWords);
    }

    void figureDataThatDoesNotMatchIsRefused()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = std::filesystem::path(dir.path().toStdString()) / "figure_data.h5";
        AnalysisResult result = smallAnalysis();
        QVERIFY(writeFigureData(result, file).ok());
        AnalysisResult renamed = result;
        renamed.models[0].spec.name = "another";
        const auto wrongName = readFigureData(file, renamed);
        QVERIFY(!wrongName.ok());
        QCOMPARE(wrongName.error().code, ErrorCode::BadSchema);
        AnalysisResult otherWords = result;
        otherWords.models[0].anisotropyWords[3] = "changed";
        QCOMPARE(readFigureData(file, otherWords).error().code, ErrorCode::BadSchema);
        AnalysisResult two = result;
        two.models.push_back(result.models[0]);
        QCOMPARE(readFigureData(file, two).error().code, ErrorCode::BadSchema);
        QCOMPARE(readFigureData(file.parent_path() / "none.h5", result).error().code, ErrorCode::FileNotFound);
        {
            std::ofstream text(file.parent_path() / "text.h5");
            text << "not HDF5\n";
        }
        QVERIFY(!readFigureData(file.parent_path() / "text.h5", result).ok());
        // Without figure data, results still load, and say why the vectors are missing.
        QVERIFY(writeResults(result, dir.path().toStdString()).ok());
        std::filesystem::remove(file);
        const auto loaded = loadResults(std::filesystem::path(dir.path().toStdString()) / "results.json");
        QVERIFY(loaded.ok());
        QVERIFY(!loaded->hasVectors);
        QVERIFY(loaded->vectorsProblem.find("figure_data.h5") != std::string::npos);
    }

    void cosineMatrixInSinglePrecisionMatchesTheDefinition()
    {
        const AnalysisResult result = smallAnalysis();
        const MatrixF &rows = result.models[0].anisotropy.sampleRaw;
        const Eigen::MatrixXf f = cosineMatrixFloat(rows);
        const Eigen::MatrixXd d = cosineMatrix(rows.cast<double>());
        QCOMPARE(f.rows(), Eigen::Index(60));
        QVERIFY((f.cast<double>() - d).cwiseAbs().maxCoeff() < 1e-5);
        // The mean over pairs i < j is the analysis' mean pairwise cosine.
        double sum = 0;
        for (Eigen::Index i = 0; i < f.rows(); ++i)
            for (Eigen::Index j = i + 1; j < f.cols(); ++j)
                sum += f(i, j);
        QVERIFY(std::abs(sum / (60.0 * 59 / 2) - result.models[0].anisotropy.raw.mean) < 1e-5);
    }
};

QTEST_APPLESS_MAIN(TestFigureData)
#include "tst_figuredata.moc"
