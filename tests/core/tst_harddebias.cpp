// Hard debiasing against Bolukbasi et al. 2016's definition, property by property, on a model
// built here (where the gender direction is known) and on the demo models: neutral words have no
// projection on the direction, gender-specific words keep their direction, equalized pairs are
// mirror images across the neutral subspace, every vector has unit length; the lists are read as
// published and a bad list is named with its file. (The values against WEFE's HardDebias and a
// numpy re-implementation are in tst_measures and tests/reference/measures_reference.py.)
#include "core/analysis/analysis.h"
#include "core/io/embeddingreader.h"
#include "core/linalg/harddebias.h"
#include "core/serialization/debiaslistsjson.h"
#include "core/storage/embeddingcache.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <numeric>

using namespace isoscope;
namespace fs = std::filesystem;

namespace {

// A model of 6 dimensions whose axis 0 is gender by construction: definitional pairs differ only
// there (up to small noise), a neutral word has a gender component, "queen"/"king" are an equalize
// pair that is gender-specific, "nurse" is neutral.
EmbeddingSet syntheticModel()
{
    const std::vector<std::string> words = {"she", "he", "woman", "man", "nurse", "engineer", "queen", "king", "zero"};
    MatrixF v(9, 6);
    v << 1.0f, 0.5f, 0.2f, 0.0f, 0.1f, 0.0f, // she
        -1.0f, 0.5f, 0.2f, 0.0f, 0.1f, 0.0f, // he
        0.9f, 0.1f, 0.7f, 0.1f, 0.0f, 0.2f,  // woman
        -0.9f, 0.1f, 0.7f, 0.1f, 0.0f, 0.2f, // man
        0.4f, 0.3f, 0.1f, 0.8f, 0.2f, 0.1f,  // nurse
        -0.3f, 0.2f, 0.6f, 0.1f, 0.9f, 0.3f, // engineer
        0.6f, 0.9f, 0.1f, 0.3f, 0.2f, 0.5f,  // queen
        -0.2f, 0.8f, 0.3f, 0.2f, 0.3f, 0.4f, // king
        0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f;  // zero
    return EmbeddingSet(Vocabulary(words), v);
}

DebiasLists syntheticLists()
{
    DebiasLists lists;
    lists.definitional = {{"she", "he"}, {"woman", "man"}, {"girl", "boy"}};
    lists.equalize = {{"Queen", "King"}};
    lists.genderSpecific = {"she", "he", "woman", "man", "queen", "king"};
    return lists;
}

Eigen::VectorXd row(const EmbeddingSet &set, const std::string &word)
{
    return set.rows({*set.find(word)}).row(0).transpose().cast<double>();
}

void writeFile(const fs::path &path, const std::string &text)
{
    std::ofstream(path) << text;
}

} // namespace

class TestHardDebias : public QObject
{
    Q_OBJECT

private slots:
    void titleCaseIsPythons_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a plain word") << "grandpa"
                                      << "Grandpa";
        QTest::newRow("a capital inside is lowered") << "McDonald"
                                                     << "Mcdonald";
        QTest::newRow("after an underscore a capital") << "ex_girlfriend"
                                                       << "Ex_Girlfriend";
        QTest::newRow("after an underscore, from mixed case") << "Catholic_priest"
                                                              << "Catholic_Priest";
        QTest::newRow("after a digit a capital") << "6yo"
                                                 << "6Yo";
        QTest::newRow("upper case word") << "HE"
                                         << "He";
        QTest::newRow("accented letter counts as a letter")
            << QString::fromUtf8("fianc\u00e9e") << QString::fromUtf8("Fianc\u00e9e");
    }
    void titleCaseIsPythons()
    {
        QFETCH(QString, word);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(pythonTitleCase(word.toStdString())), expected);
    }

    void syntheticModelFollowsTheDefinition()
    {
        const EmbeddingSet model = syntheticModel();
        auto fitted = HardDebias::fit(model, syntheticLists());
        QVERIFY(fitted);
        const auto debias = std::make_shared<const HardDebias>(std::move(fitted).value());
        // "girl"/"boy" are not in the model: two pairs used.
        QCOMPARE(debias->definitionalUsed().size(), std::size_t(2));
        // Both pairs differ along axis 0 only, so that is the direction; "she" is on its + side.
        const Eigen::VectorXd &g = debias->direction();
        QVERIFY(std::abs(g.norm() - 1) < 1e-12);
        QVERIFY2(std::abs(std::abs(g(0)) - 1) < 1e-12, qPrintable(QString::number(g(0), 'g', 17)));
        QVERIFY(g(0) > 0);
        QVERIFY(debias->explainedVariance() > 0.999999);
        QCOMPARE(debias->equalized().size(), std::size_t(1)); // Queen/King as written lower-cased

        const EmbeddingSet debiased = debiasedModel(model, debias);
        QCOMPARE(debiased.size(), model.size());
        for (const std::string w : {"nurse", "engineer"}) {
            const Eigen::VectorXd v = row(debiased, w);
            QVERIFY2(std::abs(v.dot(g)) < 1e-7, w.c_str()); // neutralized
            QVERIFY(std::abs(v.norm() - 1) < 1e-6);         // unit length
            // The rest of the vector keeps its direction: v is the neutralized original, normalized.
            Eigen::VectorXd expected = row(model, w);
            expected(0) = 0;
            expected.normalize();
            QVERIFY((v - expected).norm() < 1e-6);
        }
        for (const std::string w : {"she", "he", "woman", "man"}) {
            const Eigen::VectorXd v = row(debiased, w);
            QVERIFY(((v - row(model, w).normalized())).norm() < 1e-6); // gender-specific: only scaled
        }
        // Equalized: mirror images across the neutral subspace, equidistant from every neutral word.
        const Eigen::VectorXd queen = row(debiased, "queen"), king = row(debiased, "king");
        QVERIFY(std::abs(queen.norm() - 1) < 1e-6 && std::abs(king.norm() - 1) < 1e-6);
        QVERIFY(std::abs(queen.dot(g) + king.dot(g)) < 1e-6);
        QVERIFY(queen.dot(g) > 0); // the queen was on the she side and stays there
        const Eigen::VectorXd difference = queen - king;
        QVERIFY(std::abs(std::abs(difference.normalized().dot(g)) - 1) < 1e-6);
        for (const std::string w : {"nurse", "engineer"})
            QVERIFY(std::abs(row(debiased, w).dot(queen) - row(debiased, w).dot(king)) < 1e-6);
        // A zero vector stays zero (it has no direction to keep).
        QCOMPARE(row(debiased, "zero").norm(), 0.0);
    }

    void demoModelsFollowTheDefinition_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GloVe subset") << QStringLiteral("glove.6B.100d.subset.txt");
        QTest::newRow("word2vec subset") << QStringLiteral("GoogleNews-vectors-negative300.subset.txt");
    }
    void demoModelsFollowTheDefinition()
    {
        QFETCH(QString, file);
        auto lists = builtinDebiasLists();
        if (!lists) // the tests run from the build tree, where the data folder is staged
            lists = readDebiasLists(fs::path(ISOSCOPE_RESOURCE_DIR) / "debias");
        QVERIFY(lists);
        QCOMPARE(lists->definitional.size(), std::size_t(10));
        QCOMPARE(lists->equalize.size(), std::size_t(52));
        QCOMPARE(lists->genderSpecific.size(), std::size_t(1441));
        auto loaded = readEmbeddingFile(fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / file.toStdString());
        QVERIFY(loaded);
        const EmbeddingSet &model = loaded->set;
        auto fitted = HardDebias::fit(model, lists.value());
        QVERIFY(fitted);
        const auto debias = std::make_shared<const HardDebias>(std::move(fitted).value());
        const EmbeddingSet debiased = debiasedModel(model, debias);
        std::vector<std::size_t> all(model.size());
        std::iota(all.begin(), all.end(), 0);
        const MatrixD v = debiased.rowsAsDouble(all);
        const Eigen::VectorXd &g = debias->direction();
        std::size_t neutral = 0;
        for (std::size_t i = 0; i < all.size(); ++i) {
            QVERIFY(std::abs(v.row(Eigen::Index(i)).norm() - 1) < 1e-6);
            if (!debias->isGenderSpecific(i)) {
                ++neutral;
                QVERIFY2(std::abs(v.row(Eigen::Index(i)).dot(g)) < 1e-6, std::string(model.word(i)).c_str());
            }
        }
        QVERIFY(neutral + debias->genderSpecificFound() == model.size());
        QVERIFY(debias->genderSpecificFound() >= 28);
        for (const auto &[a, b] : debias->equalized()) {
            const auto va = row(debiased, a), vb = row(debiased, b);
            QVERIFY2(std::abs(va.dot(g) + vb.dot(g)) < 1e-6, a.c_str());
            QVERIFY2(std::abs((va - vb).normalized().dot(g)) > 1 - 1e-6 || (va - vb).norm() < 1e-6, a.c_str());
            for (const std::string w : {"nurse", "engineer", "programmer", "homemaker"})
                if (const auto r = model.lookup(w).row; r && !debias->isGenderSpecific(*r))
                    QVERIFY(std::abs(v.row(Eigen::Index(*r)).dot(va) - v.row(Eigen::Index(*r)).dot(vb)) < 1e-6);
        }
        // Bolukbasi's own example: before, "programmer" leans to "he" against "she"; after, not.
        if (const auto p = model.lookup("programmer").row) {
            const auto before = [&](const std::string &w) {
                return row(model, w).normalized().dot(row(model, "programmer").normalized());
            };
            const auto after = [&](const std::string &w) { return row(debiased, w).dot(row(debiased, "programmer")); };
            QVERIFY(before("he") > before("she"));
            QVERIFY(std::abs(after("he") - after("she")) < 1e-6);
        }
    }

    // Read through a cache: the debiased model is read row by row from disk, the same as in memory,
    // and its whitening statistics are cached apart from the model's own.
    void cachedModelIsDebiasedAsInMemory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const fs::path file = fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / "glove.6B.100d.subset.txt";
        CacheOptions options;
        options.directory = dir.path().toStdString();
        auto cached = openCachedModel(file, options);
        QVERIFY2(cached, cached ? "" : describe(cached.error()).c_str());
        auto loaded = readEmbeddingFile(file);
        QVERIFY(loaded);
        auto lists = readDebiasLists(fs::path(ISOSCOPE_RESOURCE_DIR) / "debias");
        QVERIFY(lists);
        auto fromMemory = HardDebias::fit(loaded->set, lists.value());
        auto fromCache = HardDebias::fit(cached->set, lists.value());
        QVERIFY(fromMemory && fromCache);
        QCOMPARE(fromMemory->direction(), fromCache->direction());
        const EmbeddingSet a = debiasedModel(loaded->set, std::make_shared<const HardDebias>(fromMemory.value()));
        const EmbeddingSet b = debiasedModel(cached->set, std::make_shared<const HardDebias>(fromCache.value()));
        const std::vector<std::size_t> rows = {0, 17, 400, 4891, 17};
        QCOMPARE(a.rows(rows), b.rows(rows));

        AnalysisParams params;
        params.debias = lists.value();
        params.suites = {};
        auto first = analyzeModel(cached->set, ModelSpec{"glove", ModelFamily::Static, file, EmbeddingFormat::Auto},
                                  cached->status.report, params);
        auto again = analyzeModel(cached->set, ModelSpec{"glove", ModelFamily::Static, file, EmbeddingFormat::Auto},
                                  cached->status.report, params);
        QVERIFY(first && again);
        QVERIFY(!first->whiteningReused);
        QVERIFY(again->whiteningReused);
        params.debias.reset();
        auto plain = analyzeModel(cached->set, ModelSpec{"glove", ModelFamily::Static, file, EmbeddingFormat::Auto},
                                  cached->status.report, params);
        QVERIFY(plain);
        QVERIFY(!plain->whiteningReused); // the debiased statistics are not the model's
        QVERIFY(std::abs(plain->anisotropy.raw.mean - first->anisotropy.raw.mean) > 1e-3);
    }

    void badListsAreNamed()
    {
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        const fs::path published = fs::path(ISOSCOPE_RESOURCE_DIR) / "debias";
        for (const char *f : {kDefinitionalPairsFile, kEqualizePairsFile, kGenderSpecificFile})
            fs::copy_file(published / f, folder / f);
        QVERIFY(readDebiasLists(folder));

        writeFile(folder / kEqualizePairsFile, "[[\"he\", \"she\"], [\"king\"]]");
        auto r = readDebiasLists(folder);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::BadSchema);
        QVERIFY(r.error().file.find(kEqualizePairsFile) != std::string::npos);
        QVERIFY2(r.error().detail.find("pair 2") != std::string::npos, r.error().detail.c_str());

        fs::copy_file(published / kEqualizePairsFile, folder / kEqualizePairsFile,
                      fs::copy_options::overwrite_existing);
        writeFile(folder / kGenderSpecificFile, "[\"he\",\n \"she\"\n \"him\"]");
        r = readDebiasLists(folder);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::JsonSyntax);
        QCOMPARE(r.error().line, std::size_t(3));

        fs::remove(folder / kDefinitionalPairsFile);
        r = readDebiasLists(folder);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::FileNotFound);

        // No definitional pair in the model: an error naming the list, not a NaN direction.
        DebiasLists lists = syntheticLists();
        lists.definitional = {{"girl", "boy"}};
        auto fitted = HardDebias::fit(syntheticModel(), lists);
        QVERIFY(!fitted);
        QCOMPARE(fitted.error().code, ErrorCode::EmptyWordSet);
        QCOMPARE(fitted.error().word, std::string(kDefinitionalPairsFile));
    }
};

QTEST_GUILESS_MAIN(TestHardDebias)
#include "tst_harddebias.moc"
