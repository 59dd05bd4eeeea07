// The measures beyond WEAT (RND, MAC, ECT, RIPA, RNSB) against WEFE 1.0 run as an outside peer on
// the demo models (tests/data/wefe_peer.json, made by tests/reference/wefe_peer.py from a WEFE
// checkout: WEFE's own code computed every value there), in four spaces: raw, ZCA-whitened,
// hard-debiased and debiased then whitened. Every suite value and every per-word value (RND's
// distances, MAC's per-target distances, RIPA's per-word mean and SD, RNSB's probabilities) is
// compared, through analyzeModel, the path the command line and the window take.
//
// Tolerances: raw and whitened 1e-9 (the same float32 inputs, double arithmetic on both sides);
// RNSB 1e-7 in every space (WEFE's liblinear stops at a gradient of ~1e-7, Isoscope's Newton
// iteration at 1e-12); debiased spaces 2e-7 (WEFE's HardDebias rounds to float32 after each of
// its five steps, Isoscope once at the end, so the debiased vectors differ by a few float32 units).
#include "core/analysis/analysis.h"
#include "core/io/embeddingreader.h"
#include "core/serialization/debiaslistsjson.h"
#include "core/serialization/measuresjson.h"
#include "core/serialization/suitesjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <filesystem>

using namespace isoscope;
namespace fs = std::filesystem;

namespace {

QJsonObject loadPeer()
{
    QFile file(QStringLiteral(ISOSCOPE_TEST_DATA_DIR "/wefe_peer.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

struct Space {
    const char *name;
    bool debiased;
    bool whitened;
    double tolerance;
};
constexpr Space kSpaces[] = {{"raw", false, false, 1e-9},
                             {"whitened", false, true, 1e-9},
                             {"debiased", true, false, 2e-7},
                             {"debiased_whitened", true, true, 2e-7}};
constexpr double kRnsbTolerance = 1e-7;

} // namespace

class TestMeasures : public QObject
{
    Q_OBJECT

private:
    QJsonObject m_peer;
    SuiteCollection m_suites;
    DebiasLists m_lists;

    // Compares one value; counts comparisons so that a test that compares nothing fails.
    int m_compared = 0;
    void near(double ours, double theirs, double tolerance, const QString &where)
    {
        ++m_compared;
        if (!(std::abs(ours - theirs) <= tolerance))
            QFAIL(qPrintable(QStringLiteral("%1: Isoscope %2, WEFE %3 (|difference| %4 > %5)")
                                 .arg(where)
                                 .arg(ours, 0, 'g', 17)
                                 .arg(theirs, 0, 'g', 17)
                                 .arg(std::abs(ours - theirs), 0, 'g', 3)
                                 .arg(tolerance)));
    }

private slots:
    void initTestCase()
    {
        m_peer = loadPeer();
        QVERIFY2(m_peer.contains(QStringLiteral("models")), "tests/data/wefe_peer.json is missing or unreadable");
        QCOMPARE(m_peer[QStringLiteral("wefe")].toObject()[QStringLiteral("commit")].toString(),
                 QStringLiteral("a01ea333f82a4aca82b5a06d25c24161aeeab0fb"));
        auto suites = loadSuites(fs::path(ISOSCOPE_RESOURCE_DIR) / "suites" / "weat_suites.json");
        QVERIFY(suites);
        m_suites = suites.value();
        auto lists = readDebiasLists(fs::path(ISOSCOPE_RESOURCE_DIR) / "debias");
        QVERIFY2(lists, lists ? "" : describe(lists.error()).c_str());
        m_lists = lists.value();
    }

    void everyMeasureMatchesWefe_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("space");
        for (const char *file : {"glove.6B.100d.subset.txt", "GoogleNews-vectors-negative300.subset.txt"})
            for (int s = 0; s < 4; ++s)
                QTest::addRow("%s, %s", file, kSpaces[s].name) << QString::fromLatin1(file) << s;
    }
    void everyMeasureMatchesWefe()
    {
        QFETCH(QString, file);
        QFETCH(int, space);
        const Space &sp = kSpaces[space];
        QJsonObject peerModel;
        for (const auto m : m_peer[QStringLiteral("models")].toArray())
            if (m.toObject()[QStringLiteral("file")].toString() == file)
                peerModel = m.toObject();
        QVERIFY(!peerModel.isEmpty());

        auto loaded = readEmbeddingFile(fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / file.toStdString());
        QVERIFY(loaded);
        const EmbeddingSet &model = loaded->set;
        AnalysisParams params;
        params.suites = m_suites.suites;
        params.measures = {Measure::Weat, Measure::Rnd, Measure::Mac, Measure::Ect, Measure::Ripa, Measure::Rnsb};
        params.weat.permutations = 1000;
        params.effectBootstrapIterations = 0;
        if (sp.debiased)
            params.debias = m_lists;
        auto analysed =
            analyzeModel(model, ModelSpec{file.toStdString(), ModelFamily::Static, {}, EmbeddingFormat::Auto},
                         loaded->report, params);
        QVERIFY2(analysed, analysed ? "" : describe(analysed.error()).c_str());
        QCOMPARE(analysed->debias.has_value(), sp.debiased);

        const auto key = [&](const std::string &word) {
            return QString::fromStdString(std::string(model.word(*model.lookup(word).row)));
        };
        m_compared = 0;
        const QJsonObject peerSuites = peerModel[QStringLiteral("suites")].toObject();
        for (const WeatResult &r : analysed->weat) {
            const QJsonObject entry = peerSuites[QString::fromStdString(r.suiteId)].toObject();
            const QString where =
                file + QLatin1Char(' ') + QString::fromStdString(r.suiteId) + QLatin1Char(' ') + QLatin1String(sp.name);
            if (entry.contains(QStringLiteral("not_run"))) {
                QVERIFY2(r.error.has_value(), qPrintable(where + QStringLiteral(": WEFE did not run it")));
                QVERIFY(r.measures.empty());
                continue;
            }
            QVERIFY2(!r.error, qPrintable(where));
            // The same words in both.
            const QJsonObject words = entry[QStringLiteral("words")].toObject();
            for (int role = 0; role < 4; ++role) {
                QStringList ours;
                for (const auto &w : r.words.used[role])
                    ours << key(w);
                QStringList theirs;
                for (const auto w : words[QString(QChar(u"XYAB"[role]))].toArray())
                    theirs << w.toString();
                QCOMPARE(ours, theirs);
            }
            const QJsonArray pairs = entry[QStringLiteral("ripa_pairs")].toArray();
            QCOMPARE(r.measures.ripa.pairs.size(), static_cast<std::size_t>(pairs.size()));
            for (qsizetype i = 0; i < pairs.size(); ++i) {
                QCOMPARE(key(r.words.used[0][r.measures.ripa.pairs[i].first]), pairs[i].toArray()[0].toString());
                QCOMPARE(key(r.words.used[1][r.measures.ripa.pairs[i].second]), pairs[i].toArray()[1].toString());
            }

            const QJsonObject peer = entry[QStringLiteral("spaces")].toObject()[QLatin1String(sp.name)].toObject();
            const MeasureSpace &ours = sp.whitened ? r.measures.whitened : r.measures.raw;
            const double tol = sp.tolerance;
            QVERIFY(ours.rnd && ours.mac && ours.ect && ours.ripa && ours.rnsb);
            for (int part = 0; part < 2; ++part) {
                const QString name = part == 0 ? QStringLiteral("A") : QStringLiteral("B");
                const auto &attributeWords = r.words.used[2 + part];
                // RND and its distance per attribute word.
                const QJsonObject rnd = peer[QStringLiteral("rnd")].toObject()[name].toObject();
                near((*ours.rnd)[part].value, rnd[QStringLiteral("value")].toDouble(), tol,
                     where + QStringLiteral(" RND wrt ") + name);
                const QJsonObject byWord = rnd[QStringLiteral("by_word")].toObject();
                QCOMPARE((*ours.rnd)[part].perWord.size(), attributeWords.size());
                for (std::size_t i = 0; i < attributeWords.size(); ++i)
                    near((*ours.rnd)[part].perWord[i], byWord[key(attributeWords[i])].toDouble(), tol,
                         where + QStringLiteral(" RND ") + key(attributeWords[i]));
                // ECT.
                const QJsonValue ect = peer[QStringLiteral("ect")].toObject()[name].toObject()[QStringLiteral("value")];
                QCOMPARE((*ours.ect)[part].spearman.value.has_value(), !ect.isNull());
                if (!ect.isNull())
                    near(*(*ours.ect)[part].spearman.value, ect.toDouble(), tol,
                         where + QStringLiteral(" ECT wrt ") + name);
                // RIPA, with its per-word mean and SD.
                if (pairs.isEmpty()) { // WEFE cannot run RIPA without a pair; Isoscope says why
                    QVERIFY(!(*ours.ripa)[part].value.value);
                    QVERIFY(!(*ours.ripa)[part].value.undefinedReason.empty());
                    continue;
                }
                const QJsonObject ripa = peer[QStringLiteral("ripa")].toObject()[name].toObject();
                QVERIFY((*ours.ripa)[part].value.value.has_value());
                near(*(*ours.ripa)[part].value.value, ripa[QStringLiteral("value")].toDouble(), tol,
                     where + QStringLiteral(" RIPA wrt ") + name);
                const QJsonObject ripaWords = ripa[QStringLiteral("by_word")].toObject();
                for (std::size_t i = 0; i < attributeWords.size(); ++i) {
                    const QJsonObject w = ripaWords[key(attributeWords[i])].toObject();
                    near((*ours.ripa)[part].mean[i], w[QStringLiteral("mean")].toDouble(), tol,
                         where + QStringLiteral(" RIPA mean ") + key(attributeWords[i]));
                    near((*ours.ripa)[part].sd[i], w[QStringLiteral("std")].toDouble(), tol,
                         where + QStringLiteral(" RIPA SD ") + key(attributeWords[i]));
                }
            }
            // MAC and its per-target distances to A and B.
            const QJsonObject mac = peer[QStringLiteral("mac")].toObject();
            near(ours.mac->value, mac[QStringLiteral("value")].toDouble(), tol, where + QStringLiteral(" MAC"));
            const QJsonObject macWords = mac[QStringLiteral("by_word")].toObject();
            for (int role = 0; role < 2; ++role) {
                const QJsonObject set = macWords[QStringLiteral("Target set %1").arg(role)].toObject();
                const auto &per = role == 0 ? ours.mac->perX : ours.mac->perY;
                QCOMPARE(per.size(), r.words.used[role].size());
                for (std::size_t i = 0; i < per.size(); ++i) {
                    const QJsonObject w = set[key(r.words.used[role][i])].toObject();
                    near(per[i][0], w[QStringLiteral("Attribute set 0")].toDouble(), tol,
                         where + QStringLiteral(" MAC to A"));
                    near(per[i][1], w[QStringLiteral("Attribute set 1")].toDouble(), tol,
                         where + QStringLiteral(" MAC to B"));
                }
            }
            // RNSB and P(B | t) per target word.
            const QJsonObject rnsb = peer[QStringLiteral("rnsb")].toObject();
            const double rnsbTol = std::max(tol, kRnsbTolerance);
            near(ours.rnsb->divergence, rnsb[QStringLiteral("value")].toDouble(), rnsbTol,
                 where + QStringLiteral(" RNSB"));
            QVERIFY2(ours.rnsb->fit.gradientNorm <= 1e-12, qPrintable(where
                                                                      + QStringLiteral(" gradient %1 after %2 steps")
                                                                            .arg(ours.rnsb->fit.gradientNorm)
                                                                            .arg(ours.rnsb->fit.iterations)));
            const QJsonObject probabilities = rnsb[QStringLiteral("probabilities")].toObject();
            for (int role = 0; role < 2; ++role) {
                const auto &p = role == 0 ? ours.rnsb->probabilityX : ours.rnsb->probabilityY;
                for (std::size_t i = 0; i < p.size(); ++i)
                    near(p[i], probabilities[key(r.words.used[role][i])].toDouble(), rnsbTol,
                         where + QStringLiteral(" RNSB P(B | ") + key(r.words.used[role][i]) + QLatin1Char(')'));
            }
        }
        QVERIFY2(m_compared > 1000, qPrintable(QStringLiteral("only %1 values compared").arg(m_compared)));
    }

    // results.json and the study file keep every number of the measures: written and read back,
    // each value and per-word value is the same double.
    void measuresSurviveJson()
    {
        auto loaded = readEmbeddingFile(fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / "glove.6B.100d.subset.txt");
        QVERIFY(loaded);
        AnalysisParams params;
        params.suites = m_suites.suites;
        params.measures = {Measure::Weat, Measure::Rnd, Measure::Mac, Measure::Ect, Measure::Ripa, Measure::Rnsb};
        params.weat.permutations = 1000;
        params.effectBootstrapIterations = 0;
        auto analysed = analyzeModel(loaded->set, ModelSpec{"g", ModelFamily::Static, {}, EmbeddingFormat::Auto},
                                     loaded->report, params);
        QVERIFY(analysed);
        for (const WeatResult &r : analysed->weat) {
            const Json j = r.measures;
            const SuiteMeasures back = jsonAs<SuiteMeasures>(parseJson(writeJson(j)).value());
            QCOMPARE(back.measures, r.measures.measures);
            QCOMPARE(back.ripa.pairs, r.measures.ripa.pairs);
            for (Measure m : r.measures.measures)
                for (std::size_t part = 0; part < measureParts(m); ++part)
                    for (bool whitened : {false, true}) {
                        const auto a = (whitened ? r.measures.whitened : r.measures.raw).value(m, part);
                        const auto b = (whitened ? back.whitened : back.raw).value(m, part);
                        QCOMPARE(a.value, b.value);
                        QCOMPARE(a.undefinedReason, b.undefinedReason);
                    }
            QCOMPARE(back.raw.ect->at(1).cosY, r.measures.raw.ect->at(1).cosY);
            QCOMPARE(back.whitened.ripa->at(0).sd, r.measures.whitened.ripa->at(0).sd);
            QCOMPARE(back.raw.mac->perY, r.measures.raw.mac->perY);
            QCOMPARE(back.whitened.rnsb->probabilityX, r.measures.whitened.rnsb->probabilityX);
            QCOMPARE(back.raw.rnd->at(0).perWord, r.measures.raw.rnd->at(0).perWord);
        }
        // A broken member is named.
        Json j = analysed->weat.front().measures;
        j["raw"]["rnd"] = Json::array({1});
        try {
            (void)jsonAs<SuiteMeasures>(j);
            QFAIL("read a broken measures object");
        } catch (const JsonSchemaError &e) {
            QVERIFY2(QString::fromStdString(e.message()).contains(QStringLiteral("rnd")), e.message().c_str());
        }
    }

    // WEFE's HardDebias on the same model: the direction (up to its sign, which no result depends
    // on), the pairs equalized and the debiased vectors of the gender suites', the definitional and
    // the equalized words.
    void hardDebiasMatchesWefe_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GloVe subset (uncased: lists lower-cased)") << QStringLiteral("glove.6B.100d.subset.txt");
        QTest::newRow("word2vec subset (cased)") << QStringLiteral("GoogleNews-vectors-negative300.subset.txt");
    }
    void hardDebiasMatchesWefe()
    {
        QFETCH(QString, file);
        QJsonObject peer;
        for (const auto m : m_peer[QStringLiteral("models")].toArray())
            if (m.toObject()[QStringLiteral("file")].toString() == file)
                peer = m.toObject()[QStringLiteral("debias")].toObject();
        QVERIFY(!peer.isEmpty());
        auto loaded = readEmbeddingFile(fs::path(ISOSCOPE_RESOURCE_DIR) / "embeddings" / file.toStdString());
        QVERIFY(loaded);
        auto fitted = HardDebias::fit(loaded->set, m_lists);
        QVERIFY(fitted);
        const auto debias = std::make_shared<const HardDebias>(std::move(fitted).value());
        const EmbeddingSet debiased = debiasedModel(loaded->set, debias);

        const QJsonArray direction = peer[QStringLiteral("direction")].toArray();
        QCOMPARE(static_cast<std::size_t>(direction.size()), loaded->set.dims());
        double dot = 0;
        for (qsizetype i = 0; i < direction.size(); ++i)
            dot += debias->direction()(i) * direction[i].toDouble();
        const double sign = dot >= 0 ? 1 : -1;
        for (qsizetype i = 0; i < direction.size(); ++i)
            QVERIFY2(std::abs(sign * debias->direction()(i) - direction[i].toDouble()) <= 5e-7,
                     qPrintable(QString::number(i)));

        const auto sortedPairs = [](QList<QPair<QString, QString>> pairs) {
            for (auto &p : pairs)
                if (p.second < p.first)
                    std::swap(p.first, p.second);
            std::sort(pairs.begin(), pairs.end());
            return pairs;
        };
        QList<QPair<QString, QString>> ours, theirs;
        for (const auto &[a, b] : debias->equalized())
            ours.append({QString::fromStdString(a), QString::fromStdString(b)});
        for (const auto p : peer[QStringLiteral("equalized_pairs")].toArray())
            theirs.append({p.toArray()[0].toString(), p.toArray()[1].toString()});
        QCOMPARE(sortedPairs(ours), sortedPairs(theirs));
        QCOMPARE(debias->definitionalUsed().size(),
                 static_cast<std::size_t>(peer[QStringLiteral("definitional_pairs_used")].toArray().size()));

        const QJsonObject vectors = peer[QStringLiteral("vectors")].toObject();
        QVERIFY(vectors.size() > 50);
        for (auto it = vectors.begin(); it != vectors.end(); ++it) {
            const auto row = debiased.find(it.key().toStdString());
            QVERIFY(row);
            const MatrixF v = debiased.rows({*row});
            const QJsonArray theirsVector = it.value().toArray();
            for (qsizetype i = 0; i < theirsVector.size(); ++i)
                QVERIFY2(std::abs(double(v(0, i)) - theirsVector[i].toDouble()) <= 3e-7,
                         qPrintable(it.key() + QLatin1Char(' ') + QString::number(i)));
        }
    }
};

QTEST_GUILESS_MAIN(TestMeasures)
#include "tst_measures.moc"
