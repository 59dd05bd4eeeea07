// The forward pass (core/transformer/transformermodel.h) against an independent implementation:
// tests/reference/transformer_reference.py writes BERT, RoBERTa and GPT-2 as Hugging Face
// transformers defines them, directly in Debian's torch (float64), and makes tiny random-weight
// models of each in the key layouts and formats real checkpoints use (prefixes or none,
// LayerNorm gamma/beta, safetensors F32/F16/BF16, torch's zip and legacy .bin, heads, poolers and
// buffers beside the weights). The sentences are encoded here with Isoscope's tokenizers on the
// real vocabularies (tests/tokenizerfolders.h), and every layer of every sentence must lie within
// kTolerance of torch's, on the vector kernels and on the plain loops. Each architectural fact (erf or tanh GELU,
// RoBERTa's position offset, the causal mask, GPT-2's ln_f, eps from the config) has a variant of the reference
// computed wrongly that lies far outside it, so a wrong architecture cannot pass. Then hostile folders (missing
// tensors, wrong shapes, unsupported configs), bad input, and the same bits whatever the batch and the number of
// threads.

#include "core/extraction/transformersource.h"
#include "core/tokenizer/tokenizer.h"
#include "core/transformer/layersteps.h"
#include "core/transformer/transformermodel.h"
#include "tests/tokenizerfolders.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <fstream>

using namespace isoscope;
using namespace isoscope::transformer;
using isoscope::tokenizer::Tokenizer;
namespace fs = std::filesystem;
using Batch = std::vector<std::vector<std::int32_t>>;

namespace {

// Float32 against float64: the largest absolute difference allowed in any hidden state.
constexpr double kTolerance = 1e-4;
// A variant computed with one fact wrong must differ from the reference by this much at least.
constexpr double kWrongByAtLeast = 5 * kTolerance;

const std::vector<std::string> kSentences = {
    "The nurse said that she would be late for the meeting.",
    "Latisha's café opened in São Paulo, and Brad's did not!",
    "He plays the violin; she plays football.",
    "A 100-year-old oak fell down in 1987 near the river bank.",
    "science",
};

std::string why(const Error &error)
{
    return describe(error);
}

std::vector<double> readDoubles(const fs::path &file)
{
    std::ifstream in(file, std::ios::binary);
    in.seekg(0, std::ios::end);
    std::vector<double> values(std::size_t(in.tellg()) / sizeof(double));
    in.seekg(0);
    in.read(reinterpret_cast<char *>(values.data()), std::streamsize(values.size() * sizeof(double)));
    return values;
}

// RoBERTa's vocabulary as roberta-base lays it out around GPT-2's tokens (as hf_reference.js does):
// <s> <pad> </s> <unk>, GPT-2's tokens shifted by 4, <mask>. roberta-base's own file is not available
// offline.
fs::path makeRobertaTokenizer(const fs::path &parent)
{
    const fs::path data = fs::path(ISOSCOPE_TEST_DATA_DIR) / "tokenizers" / "gpt2";
    const fs::path folder = parent / "roberta";
    fs::create_directories(folder);
    std::ifstream in(data / "encoder.json");
    const nlohmann::json gpt2 = nlohmann::json::parse(in);
    nlohmann::ordered_json vocab = {{"<s>", 0}, {"<pad>", 1}, {"</s>", 2}, {"<unk>", 3}};
    for (const auto &[token, id] : gpt2.items())
        vocab[token] = id.get<int>() + 4;
    const std::size_t mask = vocab.size();
    vocab["<mask>"] = mask;
    tokenizerfolders::writeFile(folder / "vocab.json", vocab.dump());
    fs::copy_file(data / "vocab.bpe", folder / "merges.txt");
    tokenizerfolders::writeFile(folder / "config.json", R"({"model_type": "roberta"})");
    tokenizerfolders::writeFile(folder / "tokenizer_config.json", "{}");
    return folder;
}

double maxAbsDiff(const HiddenStates &states, const double *reference)
{
    double largest = 0;
    for (Eigen::Index i = 0; i < states.size(); ++i)
        largest = std::max(largest, std::abs(double(states.data()[i]) - reference[i]));
    return largest;
}

bool sameBits(const HiddenStates &a, const HiddenStates &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols()
           && std::memcmp(a.data(), b.data(), std::size_t(a.size()) * sizeof(float)) == 0;
}

std::vector<int> allLayers(int count)
{
    std::vector<int> layers(static_cast<std::size_t>(count));
    for (int l = 0; l < count; ++l)
        layers[std::size_t(l)] = l;
    return layers;
}

} // namespace

class TestTransformerModel final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    nlohmann::json m_manifest;
    std::map<std::string, Batch> m_ids; ///< per family

    fs::path dir() const { return fs::path(m_dir.path().toStdString()); }
    fs::path models() const { return dir() / "models"; }

    const nlohmann::json &caseNamed(const std::string &name) const
    {
        for (const auto &entry : m_manifest)
            if (entry["name"] == name)
                return entry;
        throw std::runtime_error("no case " + name);
    }

    fs::path folderOf(const std::string &name) const { return models() / caseNamed(name)["folder"].get<std::string>(); }

    // The reference's states of a case (or of one of its variants), as [sentence][layer] offsets.
    struct Reference {
        std::vector<double> values;
        std::vector<std::vector<std::size_t>> offsets;
    };
    Reference reference(const nlohmann::json &entry, const std::string &file) const
    {
        Reference r{readDoubles(models() / file), {}};
        std::size_t offset = 0;
        const auto hidden = entry["hidden"].get<std::size_t>();
        for (const auto &tokens : entry["tokens"]) {
            r.offsets.emplace_back();
            for (int l = 0; l < entry["layers"].get<int>(); ++l) {
                r.offsets.back().push_back(offset);
                offset += tokens.get<std::size_t>() * hidden;
            }
        }
        if (offset != r.values.size())
            throw std::runtime_error(file + " does not hold the states the manifest says");
        return r;
    }

    // A model folder made from a case's: its weights file, and its config.json changed by `edit`.
    fs::path editedCopy(const std::string &caseName, const std::string &newName,
                        const std::function<void(nlohmann::json &)> &edit)
    {
        const fs::path from = folderOf(caseName);
        const fs::path to = dir() / "edited" / newName;
        fs::create_directories(to);
        for (const auto &file : fs::directory_iterator(from))
            if (file.path().filename() != "config.json")
                fs::copy_file(file.path(), to / file.path().filename(), fs::copy_options::overwrite_existing);
        std::ifstream in(from / "config.json");
        nlohmann::json config = nlohmann::json::parse(in);
        edit(config);
        tokenizerfolders::writeFile(to / "config.json", config.dump());
        return to;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const std::map<std::string, fs::path> tokenizers = {
            {"bert", tokenizerfolders::make(dir() / "tokenizers", "bert")},
            {"gpt2", tokenizerfolders::make(dir() / "tokenizers", "gpt2")},
            {"roberta", makeRobertaTokenizer(dir() / "tokenizers")},
        };
        nlohmann::json request;
        for (const auto &[family, folder] : tokenizers) {
            auto tokenizer = Tokenizer::fromFolder(folder);
            QVERIFY2(tokenizer.ok(), tokenizer.ok() ? "" : why(tokenizer.error()).c_str());
            Batch ids;
            for (const auto &sentence : kSentences)
                ids.push_back(tokenizer->encode(sentence).ids);
            if (family == "roberta") // a <pad> inside: its position is padding_idx, the rest count on
                ids.push_back(
                    std::vector<std::int32_t>{0, *tokenizer->tokenId("Ġthe"), 1, *tokenizer->tokenId("Ġend"), 2});
            m_ids[family] = ids;
            request[family]["vocab"] = tokenizer->vocabularySize();
            request[family]["ids"] = ids;
        }
        QCOMPARE(m_ids["bert"][0].front(), 101);  // [CLS]
        QCOMPARE(m_ids["roberta"][0].front(), 0); // <s>
        tokenizerfolders::writeFile(dir() / "request.json", request.dump());

        QProcess python;
        python.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        python.start(QStringLiteral(ISOSCOPE_REFERENCE_PYTHON),
                     {QStringLiteral(ISOSCOPE_SOURCE_DIR "/tests/reference/transformer_reference.py"),
                      QString::fromStdString((dir() / "request.json").string()),
                      QString::fromStdString(models().string())});
        QVERIFY2(python.waitForFinished(300000), "transformer_reference.py did not finish");
        QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
                 "transformer_reference.py failed (Debian's python3-torch is needed)");
        std::ifstream manifest(models() / "manifest.json");
        m_manifest = nlohmann::json::parse(manifest);
        QCOMPARE(m_manifest.size(), std::size_t(13));
    }

    // Every layer of every sentence, for every architecture, key layout and file format.
    // Both code paths: the vector kernels this CPU runs, and the plain loops others run.
    void everyLayerAsTorchComputesIt_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("vector");
        for (const auto &entry : m_manifest) {
            const std::string name = entry["name"];
            QTest::newRow(name.c_str()) << QString::fromStdString(name) << true;
            QTest::newRow((name + ", plain loops").c_str()) << QString::fromStdString(name) << false;
        }
    }
    void everyLayerAsTorchComputesIt()
    {
        QFETCH(QString, name);
        QFETCH(bool, vector);
        setVectorSteps(vector);
        const auto restore = qScopeGuard([] { setVectorSteps(true); });
        const nlohmann::json &entry = caseNamed(name.toStdString());
        const auto model = TransformerModel::openFolder(folderOf(entry["name"]));
        QVERIFY2(model.ok(), model.ok() ? "" : why(model.error()).c_str());
        QCOMPARE(model->prefix(), entry["prefix"].get<std::string>());
        QCOMPARE(model->layerCount(), entry["layers"].get<int>());
        const Batch &batch = m_ids[entry["family"].get<std::string>()];
        const auto states = model->hiddenStates(batch, allLayers(model->layerCount()));
        QVERIFY2(states.ok(), states.ok() ? "" : why(states.error()).c_str());
        const Reference ref = reference(entry, entry["states"]);
        double largest = 0;
        for (std::size_t s = 0; s < batch.size(); ++s) {
            for (int l = 0; l < model->layerCount(); ++l) {
                const HiddenStates &h = states.value()[s][std::size_t(l)];
                QCOMPARE(std::size_t(h.rows()), batch[s].size());
                QCOMPARE(h.cols(), Eigen::Index(entry["hidden"].get<int>()));
                const double diff = maxAbsDiff(h, ref.values.data() + ref.offsets[s][std::size_t(l)]);
                QVERIFY2(
                    diff <= kTolerance,
                    qPrintable(
                        QStringLiteral("sentence %1, layer %2: max |diff| %3").arg(s + 1).arg(l).arg(diff, 0, 'g', 3)));
                largest = std::max(largest, diff);
            }
        }
        qInfo("%s (%s): %zu sentences, %d layers, max |Isoscope - torch| = %.2g", qPrintable(name),
              vector && vectorSteps() ? "AVX-512" : "plain loops", batch.size(), model->layerCount(), largest);
    }

    // Each fact computed wrongly moves the states far beyond the tolerance, so the comparison above
    // fails for a pass that gets it wrong; and Isoscope's own states are not the wrong ones.
    void eachArchitecturalFactMatters_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("variant");
        QTest::newRow("BERT's GELU is erf: the tanh form differs") << "bert"
                                                                   << "tanh-gelu";
        QTest::newRow("BERT attends both ways: a causal mask differs") << "bert"
                                                                       << "causal-mask";
        QTest::newRow("eps comes from config.json: BERT's default differs") << "bert eps 0.5"
                                                                            << "default-eps";
        QTest::newRow("RoBERTa's positions start after padding_idx: from 0 differs") << "roberta"
                                                                                     << "positions-from-0";
        QTest::newRow("GPT-2's GELU is tanh: the erf form differs") << "gpt2"
                                                                    << "erf-gelu";
        QTest::newRow("GPT-2 is causal: attending both ways differs") << "gpt2"
                                                                      << "no-causal-mask";
        QTest::newRow("GPT-2's last layer is after ln_f: without it differs") << "gpt2"
                                                                              << "no-ln_f";
    }
    void eachArchitecturalFactMatters()
    {
        QFETCH(QString, name);
        QFETCH(QString, variant);
        const nlohmann::json &entry = caseNamed(name.toStdString());
        const auto model = TransformerModel::openFolder(folderOf(entry["name"]));
        QVERIFY2(model.ok(), model.ok() ? "" : why(model.error()).c_str());
        const Batch &batch = m_ids[entry["family"].get<std::string>()];
        const auto states = model->hiddenStates(batch, allLayers(model->layerCount()));
        QVERIFY2(states.ok(), states.ok() ? "" : why(states.error()).c_str());
        const Reference right = reference(entry, entry["states"]);
        const Reference wrong = reference(entry, entry["variants"][variant.toStdString()]);
        double toRight = 0, toWrong = 0, rightToWrong = 0;
        for (std::size_t s = 0; s < batch.size(); ++s) {
            for (int l = 0; l < model->layerCount(); ++l) {
                const std::size_t offset = right.offsets[s][std::size_t(l)];
                const HiddenStates &h = states.value()[s][std::size_t(l)];
                toRight = std::max(toRight, maxAbsDiff(h, right.values.data() + offset));
                toWrong = std::max(toWrong, maxAbsDiff(h, wrong.values.data() + offset));
                for (Eigen::Index i = 0; i < h.size(); ++i)
                    rightToWrong = std::max(rightToWrong, std::abs(right.values[offset + std::size_t(i)]
                                                                   - wrong.values[offset + std::size_t(i)]));
            }
        }
        qInfo("%s, %s: Isoscope to torch %.2g, to the wrong variant %.2g, torch to the wrong variant %.2g",
              qPrintable(name), qPrintable(variant), toRight, toWrong, rightToWrong);
        QVERIFY(toRight <= kTolerance);
        QVERIFY2(rightToWrong >= kWrongByAtLeast, qPrintable(QString::number(rightToWrong)));
        QVERIFY2(toWrong >= kWrongByAtLeast, qPrintable(QString::number(toWrong)));
    }

    // A sequence's states are the same bits alone or in any batch, on 1, 2 or 3 threads, and
    // the layers come in the order asked, repeats included.
    void sameBitsWhateverTheBatchAndThreads_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("BERT") << "bert";
        QTest::newRow("RoBERTa") << "roberta";
        QTest::newRow("GPT-2") << "gpt2";
    }
    void sameBitsWhateverTheBatchAndThreads()
    {
        QFETCH(QString, name);
        const nlohmann::json &entry = caseNamed(name.toStdString());
        const auto model = TransformerModel::openFolder(folderOf(entry["name"]));
        QVERIFY2(model.ok(), model.ok() ? "" : why(model.error()).c_str());
        const Batch &batch = m_ids[entry["family"].get<std::string>()];
        const std::vector<int> layers = allLayers(model->layerCount());

        std::vector<std::vector<HiddenStates>> alone;
        for (const auto &ids : batch) {
            auto one = model->hiddenStates({ids}, layers, 1);
            QVERIFY2(one.ok(), one.ok() ? "" : why(one.error()).c_str());
            alone.push_back(one.value()[0]);
        }
        // Reversed, with every sequence twice, on 2 and 3 threads, and on the budget's.
        Batch mixed;
        for (auto it = batch.rbegin(); it != batch.rend(); ++it)
            mixed.push_back(*it);
        mixed.insert(mixed.end(), batch.begin(), batch.end());
        for (const unsigned threads : {2u, 3u, 0u}) {
            const auto together = model->hiddenStates(mixed, layers, threads);
            QVERIFY2(together.ok(), together.ok() ? "" : why(together.error()).c_str());
            for (std::size_t s = 0; s < mixed.size(); ++s) {
                const std::size_t original = s < batch.size() ? batch.size() - 1 - s : s - batch.size();
                for (std::size_t l = 0; l < layers.size(); ++l)
                    QVERIFY2(
                        sameBits(together.value()[s][l], alone[original][l]),
                        qPrintable(QStringLiteral("%1 threads, sequence %2, layer %3").arg(threads).arg(s).arg(l)));
            }
        }
        // A batch of more rows than the pass takes at once (it goes in groups of whole sequences).
        Batch large;
        while (large.size() < 600)
            large.insert(large.end(), batch.begin(), batch.end());
        const auto grouped = model->hiddenStates(large, {layers.back()}, 2);
        QVERIFY2(grouped.ok(), grouped.ok() ? "" : why(grouped.error()).c_str());
        for (std::size_t s = 0; s < large.size(); ++s)
            QVERIFY2(sameBits(grouped.value()[s][0], alone[s % batch.size()].back()),
                     qPrintable(QStringLiteral("sequence %1 of %2").arg(s).arg(large.size())));
        // The layers as asked: the last, then 0, the last again and 1.
        const int last = model->layerCount() - 1;
        const auto some = model->hiddenStates(batch, {last, 0, last, 1}, 2);
        QVERIFY2(some.ok(), some.ok() ? "" : why(some.error()).c_str());
        for (std::size_t s = 0; s < batch.size(); ++s) {
            QVERIFY(sameBits(some.value()[s][0], alone[s][std::size_t(last)]));
            QVERIFY(sameBits(some.value()[s][1], alone[s][0]));
            QVERIFY(sameBits(some.value()[s][2], alone[s][std::size_t(last)]));
            QVERIFY(sameBits(some.value()[s][3], alone[s][1]));
        }
    }

    // Extraction reads the model through HiddenStateSource: the same states.
    void extractionSeesTheSameStates()
    {
        const fs::path folder = folderOf("gpt2");
        auto source = extraction::TransformerSource::openFolder(folder, 2);
        QVERIFY2(source.ok(), source.ok() ? "" : why(source.error()).c_str());
        const auto model = TransformerModel::openFolder(folder);
        QVERIFY2(model.ok(), model.ok() ? "" : why(model.error()).c_str());
        QCOMPARE(source->layerCount(), 4);
        QCOMPARE(source->hiddenSize(), 32);
        QCOMPARE(source->maxTokens(), std::size_t(40));
        const auto viaSource = source->hiddenStates(m_ids["gpt2"], {3});
        const auto direct = model->hiddenStates(m_ids["gpt2"], {3}, 1);
        QVERIFY(viaSource.ok() && direct.ok());
        for (std::size_t s = 0; s < m_ids["gpt2"].size(); ++s)
            QVERIFY(sameBits(viaSource.value()[s][0], direct.value()[s][0]));
    }

    // RoBERTa's table has padding_idx + 1 rows more than the tokens a sequence may have: 40 of 42.
    void longestSequenceUsesTheLastPosition_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("BERT: 40 positions, 40 tokens") << "bert";
        QTest::newRow("RoBERTa: 42 positions, 40 tokens") << "roberta";
        QTest::newRow("GPT-2: 40 positions, 40 tokens") << "gpt2";
    }
    void longestSequenceUsesTheLastPosition()
    {
        QFETCH(QString, name);
        const auto model = TransformerModel::openFolder(folderOf(name.toStdString()));
        QVERIFY2(model.ok(), model.ok() ? "" : why(model.error()).c_str());
        QCOMPARE(model->maxTokens(), std::size_t(40));
        const std::vector<std::int32_t> longest(40, 5);
        const auto fits = model->hiddenStates({longest}, {model->layerCount() - 1});
        QVERIFY2(fits.ok(), fits.ok() ? "" : why(fits.error()).c_str());
        QVERIFY(fits.value()[0][0].allFinite());
        const auto tooLong = model->hiddenStates({longest, std::vector<std::int32_t>(41, 5)}, {0});
        QVERIFY(!tooLong.ok());
        QCOMPARE(tooLong.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(why(tooLong.error()).find("sequence 2 of the batch has 41 tokens; the model takes at most 40")
                     != std::string::npos,
                 why(tooLong.error()).c_str());
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::newRow("an empty sequence") << 0 << "sequence 2 of the batch has no tokens";
        QTest::newRow("an id past the embedding matrix")
            << 1 << "sequence 1 of the batch, token 3: id 30522 is outside the embedding matrix (30522 rows)";
        QTest::newRow("a negative id") << 2 << "sequence 1 of the batch, token 1: id -1 is outside";
        QTest::newRow("layer 4 of 0 to 3") << 3 << "layer 4 is outside 0 to 3";
        QTest::newRow("layer -1") << 4 << "layer -1 is outside 0 to 3";
    }
    void refusesBadInput()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        const auto model = TransformerModel::openFolder(folderOf("bert"));
        QVERIFY2(model.ok(), model.ok() ? "" : why(model.error()).c_str());
        const std::vector<std::pair<Batch, std::vector<int>>> inputs = {
            {{{101, 102}, {}}, {1}}, {{{101, 7592, 30522}}, {1}}, {{{-1, 102}}, {1}},
            {{{101, 102}}, {0, 4}},  {{{101, 102}}, {-1}},
        };
        const auto &[batch, layers] = inputs[std::size_t(which)];
        const auto states = model->hiddenStates(batch, layers);
        QVERIFY(!states.ok());
        QCOMPARE(states.error().code, ErrorCode::InvalidArgument);
        const std::string line = why(states.error());
        QVERIFY2(line.find(message.toStdString()) != std::string::npos, line.c_str());
        QVERIFY(line.find('\n') == std::string::npos);
    }

    // A folder whose weights disagree with its config.json, or whose config asks for what this pass
    // does not compute: one line naming the file, the tensor, its shape and the expected one.
    void refusesHostileFolders_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        const int missing = int(ErrorCode::BadSchema);
        const int shape = int(ErrorCode::DimensionMismatch);
        const int unsupported = int(ErrorCode::UnsupportedFormat);
        QTest::newRow("a fourth layer the weights do not have")
            << "bert"
            << "num_hidden_layers"
            << "4" << missing << "model.safetensors"
            << "'bert.encoder.layer.3.attention.self.query.weight': missing; expected a tensor of shape [32, 32]";
        QTest::newRow("an intermediate size the weights do not have")
            << "bert legacy bin"
            << "intermediate_size"
            << "64" << shape << "pytorch_model.bin"
            << "'bert.encoder.layer.0.intermediate.dense.weight': has shape [128, 32]; expected [64, 32]";
        QTest::newRow("a vocabulary larger than the embedding matrix")
            << "roberta"
            << "vocab_size"
            << "50265" << shape << "model.safetensors"
            << "'roberta.embeddings.word_embeddings.weight': has shape [50262, 32]; expected [50265, 32]";
        QTest::newRow("gamma/beta names, a wider hidden size")
            << "bert gamma-beta no prefix bin zip"
            << "hidden_size"
            << "64" << shape << "pytorch_model.bin"
            << "'embeddings.word_embeddings.weight': has shape [30522, 32]; expected [30522, 64]";
        QTest::newRow("more positions than GPT-2's wpe") << "gpt2"
                                                         << "n_positions"
                                                         << "1024" << shape << "model.safetensors"
                                                         << "'wpe.weight': has shape [40, 32]; expected [1024, 32]";
        QTest::newRow("GPT-2's n_inner against c_fc")
            << "gpt2 lm head bin zip"
            << "n_inner"
            << "64" << shape << "pytorch_model.bin"
            << "'transformer.h.0.mlp.c_fc.weight': has shape [32, 128]; expected [32, 64]";
        QTest::newRow("a BERT config on GPT-2's weights")
            << "gpt2"
            << "model_type"
            << "\"bert\"" << missing << "model.safetensors"
            << "'bert.embeddings.word_embeddings.weight': missing; expected a tensor of shape";
        QTest::newRow("an activation not computed here") << "bert"
                                                         << "hidden_act"
                                                         << "\"swish\"" << unsupported << "config.json"
                                                         << "hidden_act \"swish\" is not computed here";
        QTest::newRow("relative position embeddings")
            << "bert"
            << "position_embedding_type"
            << "\"relative_key\"" << unsupported << "config.json"
            << "position_embedding_type \"relative_key\" is not computed here";
    }
    void refusesHostileFolders()
    {
        QFETCH(QString, caseName);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(int, code);
        QFETCH(QString, file);
        QFETCH(QString, message);
        const fs::path folder = editedCopy(caseName.toStdString(), QTest::currentDataTag(), [&](nlohmann::json &c) {
            c[key.toStdString()] = nlohmann::json::parse(value.toStdString());
        });
        const auto model = TransformerModel::openFolder(folder);
        QVERIFY(!model.ok());
        QCOMPARE(int(model.error().code), code);
        const std::string line = why(model.error());
        QVERIFY2(line.find('\n') == std::string::npos, line.c_str());
        QVERIFY2(line.starts_with((folder / file.toStdString()).string() + ": "), line.c_str());
        QVERIFY2(line.find(message.toStdString()) != std::string::npos, line.c_str());
    }
};

QTEST_GUILESS_MAIN(TestTransformerModel)
#include "tst_transformermodel.moc"
