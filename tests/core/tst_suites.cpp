// The WEAT suites: the built-in file must give exactly the Caliskan et al. (2017) word lists and
// published effect sizes, a user's file must be checked with errors that point at the suite and
// field at fault, and an exported file must read back to the same suites.

#include "core/serialization/suitesjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

using isoscope::ErrorCode;
using isoscope::Json;
using isoscope::PublishedEffect;
using isoscope::SuiteCollection;
using isoscope::WeatSuite;
using isoscope::WordSetRole;

namespace {

const std::string builtinPath = ISOSCOPE_RESOURCE_DIR "/suites/weat_suites.json";
constexpr std::array<WordSetRole, 4> roles = {WordSetRole::X, WordSetRole::Y, WordSetRole::A, WordSetRole::B};

QJsonObject builtinAsQt()
{
    QFile file(QString::fromStdString(builtinPath));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

const PublishedEffect *findEffect(const WeatSuite &suite, const std::string &model)
{
    for (const auto &effect : suite.published) {
        if (effect.model == model)
            return &effect;
    }
    return nullptr;
}

WeatSuite makeSuite(const std::string &id, std::vector<std::string> x = {"rose", "tulip"})
{
    WeatSuite suite;
    suite.id = id;
    suite.name = "Suite " + id;
    suite.category = "Mine";
    suite.set(WordSetRole::X) = {"Targets one", std::move(x)};
    suite.set(WordSetRole::Y) = {"Targets two", {"ant", "wasp"}};
    suite.set(WordSetRole::A) = {"Good", {"love", "peace", "joy"}};
    suite.set(WordSetRole::B) = {"Bad", {"hate", "war"}};
    return suite;
}

// What the user of an exported file gets back.
isoscope::Result<SuiteCollection> exportAndImport(const SuiteCollection &collection)
{
    const auto text = isoscope::writeJson(isoscope::suitesToJson(collection));
    const auto document = isoscope::parseJson(text);
    if (!document)
        return document.error();
    return isoscope::suitesFromJson(document.value(), "exported.json");
}

} // namespace

Q_DECLARE_METATYPE(SuiteCollection)

class TestSuites : public QObject
{
    Q_OBJECT

private slots:
    void builtinSuites_data();
    void builtinSuites();
    void builtinFileHasTenSuitesInOrder();
    void builtinWordsAgreeWithQJsonDocument();
    void builtinPublishedEffects();
    void builtinPublishedEffectsAgreeWithQJsonDocument();
    void acceptedShapes_data();
    void acceptedShapes();
    void missingNamesHaveDefaults();
    void validationErrors_data();
    void validationErrors();
    void loadErrors();
    void exportImportRoundTrip_data();
    void exportImportRoundTrip();
    void exportKeepsTheBuiltinLayout();
    void exportedNumbersStayOnOneLine();
    void selectSuites();
    void selectUnknownSuite();
    void roleNames();
};

void TestSuites::builtinSuites_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QList<int>>("sizes");
    QTest::newRow("W1 is a Valence test of 25/25/25/25 words") << "W1"
                                                               << "Valence" << QList<int>{25, 25, 25, 25};
    QTest::newRow("W2 is a Valence test of 25/25/25/25 words") << "W2"
                                                               << "Valence" << QList<int>{25, 25, 25, 25};
    QTest::newRow("W3 is a Race test of 32/32/25/25 words") << "W3"
                                                            << "Race" << QList<int>{32, 32, 25, 25};
    QTest::newRow("W4 is a Race test of 16/16/25/25 words") << "W4"
                                                            << "Race" << QList<int>{16, 16, 25, 25};
    QTest::newRow("W5 is a Race test of 16/16/8/8 words") << "W5"
                                                          << "Race" << QList<int>{16, 16, 8, 8};
    QTest::newRow("W6 is a Gender test of 8/8/8/8 words") << "W6"
                                                          << "Gender" << QList<int>{8, 8, 8, 8};
    QTest::newRow("W7 is a Gender test of 8/8/8/8 words") << "W7"
                                                          << "Gender" << QList<int>{8, 8, 8, 8};
    QTest::newRow("W8 is a Gender test of 8/8/8/8 words") << "W8"
                                                          << "Gender" << QList<int>{8, 8, 8, 8};
    QTest::newRow("W9 is a Health test of 6/6/7/7 words") << "W9"
                                                          << "Health" << QList<int>{6, 6, 7, 7};
    QTest::newRow("W10 is an Age test of 8/8/8/8 words") << "W10"
                                                         << "Age" << QList<int>{8, 8, 8, 8};
}

void TestSuites::builtinSuites()
{
    QFETCH(QString, id);
    QFETCH(QString, category);
    QFETCH(QList<int>, sizes);
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : describe(loaded.error()).c_str());
    const auto selected = isoscope::selectSuites(loaded->suites, {id.toStdString()});
    QVERIFY(selected.ok());
    const WeatSuite &suite = selected->front();
    QCOMPARE(QString::fromStdString(suite.category), category);
    for (const WordSetRole role : roles) {
        const auto index = static_cast<qsizetype>(role);
        QCOMPARE(static_cast<int>(suite.set(role).words.size()), sizes.at(index));
        // A word listed twice would count twice in every mean.
        std::vector<std::string> sorted = suite.set(role).words;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    }
    QVERIFY(!suite.builtin); // the caller decides what is built in
}

void TestSuites::builtinFileHasTenSuitesInOrder()
{
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->suites.size(), std::size_t(10));
    for (std::size_t i = 0; i < loaded->suites.size(); ++i)
        QCOMPARE(loaded->suites[i].id, "W" + std::to_string(i + 1));
    QVERIFY(loaded->source.starts_with("W4ngatang/sent-bias"));
    QCOMPARE(loaded->suites[0].name, std::string("Flowers vs Insects / Pleasant vs Unpleasant"));
    QCOMPARE(loaded->suites[0].set(WordSetRole::X).name, std::string("Flowers"));
    QCOMPARE(loaded->suites[0].set(WordSetRole::X).words.front(), std::string("aster"));
    QCOMPARE(loaded->suites[8].set(WordSetRole::A).name, std::string("Temporary"));
}

void TestSuites::builtinWordsAgreeWithQJsonDocument()
{
    const QJsonObject reference = builtinAsQt();
    const QJsonArray suites = reference.value("suites").toArray();
    QCOMPARE(suites.size(), 10);
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    QCOMPARE(QString::fromStdString(loaded->source), reference.value("source").toString());
    QCOMPARE(static_cast<qsizetype>(loaded->suites.size()), suites.size());
    for (qsizetype i = 0; i < suites.size(); ++i) {
        const QJsonObject expected = suites.at(i).toObject();
        const WeatSuite &suite = loaded->suites[static_cast<std::size_t>(i)];
        QCOMPARE(QString::fromStdString(suite.id), expected.value("id").toString());
        QCOMPARE(QString::fromStdString(suite.name), expected.value("name").toString());
        QCOMPARE(QString::fromStdString(suite.category), expected.value("category").toString());
        for (const WordSetRole role : roles) {
            const QString key = QString::fromLatin1(isoscope::roleName(role));
            QCOMPARE(QString::fromStdString(suite.set(role).name), expected.value(key + "_name").toString());
            QStringList words;
            for (const auto &word : suite.set(role).words)
                words << QString::fromStdString(word);
            QCOMPARE(words, expected.value(key).toVariant().toStringList());
            QCOMPARE(expected.value("sizes").toArray().at(static_cast<qsizetype>(role)).toInt(), words.size());
        }
    }
}

void TestSuites::builtinPublishedEffects()
{
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    const WeatSuite &w1 = loaded->suites.front();
    QCOMPARE(w1.published.size(), std::size_t(3));
    const PublishedEffect *cbn = findEffect(w1, "glove_840B_cbn");
    QVERIFY(cbn);
    QCOMPARE(cbn->d, 1.504315);
    QCOMPARE(cbn->source, std::string("conjugateprior/cbn replication"));
    const PublishedEffect *glove = findEffect(w1, "glove_840B");
    QVERIFY(glove);
    QCOMPARE(glove->d, 1.5);
    QVERIFY(glove->source.starts_with("dccuchile/wefe"));
    const PublishedEffect *word2vec = findEffect(w1, "word2vec_googlenews");
    QVERIFY(word2vec);
    QCOMPARE(word2vec->d, 1.54);

    // docs/science.md quotes Caliskan et al. 2017 Table 1 for GloVe 840B; the cbn reproduction rounds
    // to the same values.
    const double table1[] = {1.50, 1.53, 1.41, 1.50, 1.28, 1.81, 1.06, 1.24, 1.38, 1.21};
    for (std::size_t i = 0; i < 10; ++i) {
        const WeatSuite &suite = loaded->suites[i];
        QVERIFY(findEffect(suite, "glove_840B") && findEffect(suite, "glove_840B_cbn"));
        QCOMPARE(findEffect(suite, "glove_840B")->d, table1[i]);
        QVERIFY2(std::abs(findEffect(suite, "glove_840B_cbn")->d - table1[i]) <= 0.005 + 1e-12, suite.id.c_str());
    }
}

void TestSuites::builtinPublishedEffectsAgreeWithQJsonDocument()
{
    const QJsonArray suites = builtinAsQt().value("suites").toArray();
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    for (qsizetype i = 0; i < suites.size(); ++i) {
        const QJsonObject expected = suites.at(i).toObject();
        std::vector<PublishedEffect> effects;
        effects.push_back({"glove_840B_cbn", expected.value("reference_glove840b_cbn").toObject().value("d").toDouble(),
                           "conjugateprior/cbn replication"});
        const QJsonObject reported = expected.value("caliskan2017_reported_d").toObject();
        const std::string source = reported.value("source").toString().toStdString();
        // QJsonObject sorts its keys; this file lists them in alphabetical order too.
        for (auto it = reported.begin(); it != reported.end(); ++it) {
            if (it.key() != QLatin1String("source"))
                effects.push_back({it.key().toStdString(), it.value().toDouble(), source});
        }
        QCOMPARE(loaded->suites[static_cast<std::size_t>(i)].published, effects);
    }
}

void TestSuites::acceptedShapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("ids");
    const QByteArray one = R"({"id": "T1", "X": ["a"], "Y": ["b"], "A": ["c"], "B": ["d"]})";
    const QByteArray two = R"({"id": "T2", "X": ["a"], "Y": ["b"], "A": ["c"], "B": ["d"]})";
    QTest::newRow("a collection with a source gives its suites and source")
        << R"({"source": "my lab", "suites": [)" + one + "," + two + "]}"
        << "my lab" << QStringList{"T1", "T2"};
    QTest::newRow("a collection without a source has an empty source") << R"({"suites": [)" + one + "]}"
                                                                       << "" << QStringList{"T1"};
    QTest::newRow("a collection with no suites is empty") << QByteArray(R"({"suites": []})") << "" << QStringList{};
    QTest::newRow("a bare array of suites is a collection") << "[" + one + "," + two + "]"
                                                            << "" << QStringList{"T1", "T2"};
    QTest::newRow("one suite object is a collection of one") << one << "" << QStringList{"T1"};
}

void TestSuites::acceptedShapes()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, source);
    QFETCH(QStringList, ids);
    const auto document = isoscope::parseJson(text.toStdString());
    QVERIFY(document.ok());
    const auto loaded = isoscope::suitesFromJson(document.value());
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : describe(loaded.error()).c_str());
    QCOMPARE(QString::fromStdString(loaded->source), source);
    QStringList loadedIds;
    for (const auto &suite : loaded->suites)
        loadedIds << QString::fromStdString(suite.id);
    QCOMPARE(loadedIds, ids);
}

void TestSuites::missingNamesHaveDefaults()
{
    const auto document = isoscope::parseJson(R"({"id": "T1", "X": ["a"], "Y": ["b"], "A": ["c"], "B": ["d"]})");
    QVERIFY(document.ok());
    const auto loaded = isoscope::suitesFromJson(document.value());
    QVERIFY(loaded.ok());
    const WeatSuite &suite = loaded->suites.front();
    QCOMPARE(suite.name, std::string("T1"));
    QCOMPARE(suite.category, std::string());
    QCOMPARE(suite.set(WordSetRole::X).name, std::string("X"));
    QCOMPARE(suite.set(WordSetRole::B).name, std::string("B"));
    QCOMPARE(suite.set(WordSetRole::B).words, std::vector<std::string>{"d"});
    QVERIFY(suite.published.empty());
}

void TestSuites::validationErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("detail");
    const QByteArray sets = R"("X": ["a"], "Y": ["b"], "A": ["c"], "B": ["d"])";
    const auto suite = [&](const QByteArray &fields) { return "{" + fields + "}"; };
    const auto collection = [&](const QByteArray &suites) { return R"({"suites": [)" + suites + "]}"; };

    QTest::newRow("a suite without an id is named by its index")
        << collection(suite(R"("id": "T1", )" + sets) + "," + suite(sets)) << ""
        << R"(suite at index 1: missing "id")";
    QTest::newRow("an empty id is rejected") << collection(suite(R"("id": "", )" + sets)) << ""
                                             << R"(suite at index 0: "id" is empty)";
    QTest::newRow("a numeric id is rejected") << collection(suite(R"("id": 3, )" + sets)) << ""
                                              << R"(suite at index 0: "id" must be a string, found a number)";
    QTest::newRow("a missing set is named")
        << collection(suite(R"("id": "T1", "X": ["a"], "Y": ["b"], "A": ["c"])")) << "T1"
        << R"(suite "T1" (index 0): missing the word set "B")";
    QTest::newRow("a set given as a string is rejected")
        << collection(suite(R"("id": "T1", "X": "a", "Y": ["b"], "A": ["c"], "B": ["d"])")) << "T1"
        << R"(suite "T1" (index 0): "X" must be an array of non-empty strings, found a string)";
    QTest::newRow("a set with a number in it names the item")
        << collection(suite(R"("id": "T1", "X": ["a"], "Y": ["b", 7], "A": ["c"], "B": ["d"])")) << "T1"
        << R"(suite "T1" (index 0): "Y"[1] must be a non-empty string, found a number)";
    QTest::newRow("a set with null in it names the item")
        << collection(suite(R"("id": "T1", "X": ["a"], "Y": ["b"], "A": [null], "B": ["d"])")) << "T1"
        << R"("A"[0] must be a non-empty string, found null)";
    QTest::newRow("a set with an empty word names the item")
        << collection(suite(R"("id": "T1", "X": ["a"], "Y": ["b"], "A": ["c"], "B": ["d", ""])")) << "T1"
        << R"(suite "T1" (index 0): "B"[1] is an empty string)";
    QTest::newRow("an empty set is rejected")
        << collection(suite(R"("id": "T1", "X": [], "Y": ["b"], "A": ["c"], "B": ["d"])")) << "T1"
        << R"(suite "T1" (index 0): the word set "X" is empty)";
    QTest::newRow("a duplicate id names both suites")
        << collection(suite(R"("id": "T1", )" + sets) + "," + suite(R"("id": "T2", )" + sets) + ","
                      + suite(R"("id": "T1", )" + sets))
        << "T1"
        << R"(suite "T1" (index 2): duplicate id (the suite at index 0 has the same id))";
    QTest::newRow("sizes disagreeing with a list are rejected")
        << collection(suite(R"("id": "T1", )" + sets + R"(, "sizes": [1, 1, 2, 1])")) << "T1"
        << R"(suite "T1" (index 0): "sizes" gives 2 words for "A", but the list has 1)";
    QTest::newRow("sizes of the wrong length are rejected")
        << collection(suite(R"("id": "T1", )" + sets + R"(, "sizes": [1, 1, 1])")) << "T1"
        << R"("sizes" must be an array of 4 numbers)";
    QTest::newRow("sizes that are not numbers are rejected")
        << collection(suite(R"("id": "T1", )" + sets + R"(, "sizes": [1, 1, 1, "1"])")) << "T1"
        << R"("sizes" must be an array of 4 numbers (X, Y, A, B), found a string)";
    QTest::newRow("a name that is not a string is rejected")
        << collection(suite(R"("id": "T1", "name": ["x"], )" + sets)) << "T1"
        << R"(suite "T1" (index 0): "name" must be a string, found an array)";
    QTest::newRow("a set name that is not a string is rejected")
        << collection(suite(R"("id": "T1", "Y_name": 2, )" + sets)) << "T1"
        << R"("Y_name" must be a string)";
    QTest::newRow("a reference without d is rejected")
        << collection(suite(R"("id": "T1", )" + sets + R"(, "reference_glove840b_cbn": {"p": 0})")) << "T1"
        << R"("reference_glove840b_cbn" must be an object with a number "d")";
    QTest::newRow("a reported d that is not a number is rejected")
        << collection(suite(R"("id": "T1", )" + sets + R"(, "caliskan2017_reported_d": {"glove_840B": "1.5"})")) << "T1"
        << R"("caliskan2017_reported_d"."glove_840B" must be a number, found a string)";
    QTest::newRow("a published entry without a model is rejected")
        << collection(suite(R"("id": "T1", )" + sets + R"(, "published": [{"d": 1}])")) << "T1"
        << R"("published"[0] must be an object with a string "model")";
    QTest::newRow("a suite that is not an object is rejected") << collection(R"("W1")") << ""
                                                               << "suite at index 0: must be an object, found a string";
    QTest::newRow("suites that are not an array are rejected") << QByteArray(R"({"suites": {}})") << ""
                                                               << R"("suites" must be an array, found an object)";
    QTest::newRow("a source that is not a string is rejected") << QByteArray(R"({"source": 1, "suites": []})") << ""
                                                               << R"("source" must be a string, found a number)";
    QTest::newRow("an object that is neither a collection nor a suite is rejected")
        << QByteArray(R"({"tests": []})") << ""
        << "expected an object with a \"suites\" array";
    QTest::newRow("a number is not a suite file") << QByteArray("42") << ""
                                                  << "an array of suites or one suite object, found a number";
}

void TestSuites::validationErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, word);
    QFETCH(QString, detail);
    const auto document = isoscope::parseJson(text.toStdString());
    QVERIFY2(document.ok(), text.constData());
    const auto loaded = isoscope::suitesFromJson(document.value(), "mine.json");
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().code, ErrorCode::BadSchema);
    QCOMPARE(QString::fromStdString(loaded.error().file), QStringLiteral("mine.json"));
    QCOMPARE(QString::fromStdString(loaded.error().word), word);
    QVERIFY2(QString::fromStdString(loaded.error().detail).contains(detail), loaded.error().detail.c_str());
}

void TestSuites::loadErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missing = dir.filePath("missing.json").toStdString();
    auto loaded = isoscope::loadSuites(missing);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().code, ErrorCode::FileNotFound);
    QCOMPARE(loaded.error().file, missing);

    const QString broken = dir.filePath("broken.json");
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"suites\": [\n  {\"id\": \"T1\",\n   \"X\": [\"a\" \"b\"]}\n]}\n");
    file.close();
    loaded = isoscope::loadSuites(broken.toStdString());
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().code, ErrorCode::JsonSyntax);
    QCOMPARE(loaded.error().file, broken.toStdString());
    QCOMPARE(loaded.error().line, std::size_t(3));
    // The column of the character where reading stopped: the end of the string "b" that needed a
    // comma before it.
    QVERIFY2(
        loaded.error().detail.starts_with("column 16: syntax error while parsing array - unexpected string literal"),
        loaded.error().detail.c_str());

    const QString invalid = dir.filePath("invalid.json");
    QFile invalidFile(invalid);
    QVERIFY(invalidFile.open(QIODevice::WriteOnly));
    invalidFile.write(R"([{"id": "T1", "X": ["a"], "Y": ["b"], "A": ["c"]}])");
    invalidFile.close();
    loaded = isoscope::loadSuites(invalid.toStdString());
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().code, ErrorCode::BadSchema);
    QCOMPARE(loaded.error().file, invalid.toStdString());
}

void TestSuites::exportImportRoundTrip_data()
{
    QTest::addColumn<SuiteCollection>("collection");

    SuiteCollection plain;
    plain.suites = {makeSuite("U1"), makeSuite("U2", {"daisy"})};
    QTest::newRow("user suites without published values come back equal") << plain;

    SuiteCollection sourced = plain;
    sourced.source = "Our lab, 2026; words from a pilot study";
    QTest::newRow("a collection's source comes back") << sourced;

    SuiteCollection awkward;
    awkward.suites = {makeSuite("Ünïcödé \"quoted\" \\ id", {"caf\xc3\xa9", "na\xc3\xafve", "\xe6\x97\xa5\xe6\x9c\xac",
                                                             "tab\there", "line\nbreak", "multi word"})};
    awkward.suites[0].name = "";
    awkward.suites[0].set(WordSetRole::A).name = "";
    QTest::newRow("awkward text in ids, names and words comes back equal") << awkward;

    SuiteCollection builtinLike;
    builtinLike.suites = {makeSuite("U1")};
    builtinLike.suites[0].published = {{"glove_840B_cbn", 1.504315, "conjugateprior/cbn replication"},
                                       {"glove_840B", 1.5, "Caliskan 2017"},
                                       {"word2vec_googlenews", 1.54, "Caliskan 2017"}};
    QTest::newRow("published values in the built-in layout come back equal") << builtinLike;

    SuiteCollection reportedOnly;
    reportedOnly.suites = {makeSuite("U1")};
    reportedOnly.suites[0].published = {{"fasttext", -0.08, "our paper"}};
    QTest::newRow("reported values without a cbn value come back equal") << reportedOnly;

    SuiteCollection mixed;
    mixed.suites = {makeSuite("U1"), makeSuite("U2")};
    mixed.suites[0].published = {{"glove_840B", 1.5, "Caliskan 2017"},
                                 {"glove_840B_cbn", 1.504315, "conjugateprior/cbn replication"}};
    mixed.suites[1].published = {{"glove", 1.0, "one paper"},
                                 {"bert", 0.1234567890123, "another paper"},
                                 {"source", 2, "a model called source"},
                                 {"glove", 1.1, "one paper"}};
    QTest::newRow("published values that do not fit the built-in layout come back equal") << mixed;

    auto builtin = isoscope::loadSuites(builtinPath);
    if (!builtin.ok())
        QFAIL(describe(builtin.error()).c_str());
    QTest::newRow("the built-in suites come back equal") << builtin.value();
}

void TestSuites::exportImportRoundTrip()
{
    QFETCH(SuiteCollection, collection);
    const auto back = exportAndImport(collection);
    QVERIFY2(back.ok(), back.ok() ? "" : describe(back.error()).c_str());
    QVERIFY(back.value() == collection);

    // Through a file, as a user would.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("exported.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(isoscope::writeJson(isoscope::suitesToJson(collection), 2) + "\n"));
    file.close();
    const auto loaded = isoscope::loadSuites(path.toStdString());
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : describe(loaded.error()).c_str());
    QVERIFY(loaded.value() == collection);
}

void TestSuites::exportKeepsTheBuiltinLayout()
{
    // The exported built-in suites are the file's own suite objects, minus the cbn p-values that
    // the structs do not hold.
    const auto original = isoscope::parseJsonFile(builtinPath);
    QVERIFY(original.ok());
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    const Json exported = isoscope::suitesToJson(loaded.value());
    QVERIFY(exported["source"] == original.value()["source"]);
    const Json &exportedSuites = exported["suites"];
    const Json &originalSuites = original.value()["suites"];
    QCOMPARE(exportedSuites.size(), originalSuites.size());
    for (std::size_t i = 0; i < originalSuites.size(); ++i) {
        Json expected = originalSuites[i];
        if (expected.contains("reference_glove840b_cbn"))
            expected["reference_glove840b_cbn"].erase("p_1000_perm_strict_gt");
        QVERIFY2(exportedSuites[i] == expected, isoscope::writeJson(exportedSuites[i]).c_str());
    }
}

void TestSuites::exportedNumbersStayOnOneLine()
{
    SuiteCollection collection;
    collection.suites = {makeSuite("U1")};
    const std::string text = isoscope::writeJson(isoscope::suitesToJson(collection));
    QVERIFY2(text.find("\"sizes\": [2, 2, 3, 2]") != std::string::npos, text.c_str());
    QVERIFY(text.find("\"builtin\"") == std::string::npos);
}

void TestSuites::selectSuites()
{
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    const auto selected = isoscope::selectSuites(loaded->suites, {"W10", "W1", "W6"});
    QVERIFY(selected.ok());
    QCOMPARE(selected->size(), std::size_t(3));
    QCOMPARE(selected->at(0).id, std::string("W10"));
    QCOMPARE(selected->at(1).id, std::string("W1"));
    QCOMPARE(selected->at(2).id, std::string("W6"));
    QVERIFY(selected->at(1) == loaded->suites[0]);
    const auto none = isoscope::selectSuites(loaded->suites, {});
    QVERIFY(none.ok());
    QVERIFY(none->empty());
}

void TestSuites::selectUnknownSuite()
{
    const auto loaded = isoscope::loadSuites(builtinPath);
    QVERIFY(loaded.ok());
    const auto selected = isoscope::selectSuites(loaded->suites, {"W1", "w2"});
    QVERIFY(!selected.ok());
    QCOMPARE(selected.error().code, ErrorCode::InvalidArgument);
    QCOMPARE(selected.error().word, std::string("w2"));
    QVERIFY2(selected.error().detail.starts_with("unknown suite id \"w2\" (known: W1, W2,"),
             selected.error().detail.c_str());
    const auto fromNothing = isoscope::selectSuites({}, {"W1"});
    QVERIFY(!fromNothing.ok());
    QCOMPARE(fromNothing.error().word, std::string("W1"));
}

void TestSuites::roleNames()
{
    QCOMPARE(isoscope::roleName(WordSetRole::X), std::string_view("X"));
    QCOMPARE(isoscope::roleName(WordSetRole::Y), std::string_view("Y"));
    QCOMPARE(isoscope::roleName(WordSetRole::A), std::string_view("A"));
    QCOMPARE(isoscope::roleName(WordSetRole::B), std::string_view("B"));
}

QTEST_APPLESS_MAIN(TestSuites)
#include "tst_suites.moc"
