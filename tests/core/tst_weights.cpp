// Reading a Hugging Face model's weights (core/transformer/weights.h) and config.json
// (modelconfig.h). The files are written by Debian's torch (tests/reference/weights_reference.py,
// run at the start): tiny BERT, RoBERTa and GPT-2 state dicts with the key layouts of real
// checkpoints, in safetensors F32/F16/BF16, torch's zip and legacy .bin formats (F32, F16, views of
// shared storages) and sharded; every tensor read must equal, bit for bit, the float32 value torch's
// own .float() gives of what it stored. Hostile safetensors headers, pickles and damaged zips are
// made here, each refused with one line that names the file, the tensor or byte, and what is wrong.

#include "core/base/contenthash.h"
#include "core/transformer/modelconfig.h"
#include "core/transformer/weights.h"
#include "core/transformer/weightsassembly.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>

using namespace isoscope;
using namespace isoscope::transformer;
namespace fs = std::filesystem;

namespace {

void writeBytes(const fs::path &path, std::string_view bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// A safetensors file: the header's length, the header as given (not checked), then the data.
std::string safetensors(const std::string &header, const std::string &data)
{
    std::string bytes(8, '\0');
    const std::uint64_t length = header.size();
    std::memcpy(bytes.data(), &length, 8);
    return bytes + header + data;
}

std::string floatBytes(std::initializer_list<float> values)
{
    std::string bytes(values.size() * 4, '\0');
    if (!bytes.empty()) // an empty list may have no storage at all: memcpy from null is undefined
        std::memcpy(bytes.data(), values.begin(), bytes.size());
    return bytes;
}

// Pickle pieces for hand-made legacy torch files.
std::string pickleText(const std::string &text)
{
    std::string bytes = "X" + std::string(4, '\0') + text;
    const auto length = std::uint32_t(text.size());
    std::memcpy(bytes.data() + 1, &length, 4);
    return bytes;
}

std::string pickleGlobal(const std::string &module, const std::string &name)
{
    return "c" + module + "\n" + name + "\n";
}

// A tensor of `elements` floats in storage "0": _rebuild_tensor_v2(storage, 0, (n,), (1,), False, {}).
std::string pickleTensor(int elements, const std::string &storageClass = "FloatStorage")
{
    return pickleGlobal("torch._utils", "_rebuild_tensor_v2") + "((" + pickleText("storage")
           + pickleGlobal("torch", storageClass) + pickleText("0") + pickleText("cpu") + "K" + char(elements)
           + std::string("NtQK\0K", 6) + char(elements) + "\x85K\x01\x85\x89}tR";
}

// A legacy file: torch's magic number, protocol 1001, little-endian system information, the state
// dict's pickle as given, the key list ["0"] and storage "0" with these floats.
std::string legacyFile(const std::string &statePickle, std::initializer_list<float> storage,
                       std::int64_t storedCount = -1)
{
    std::string bytes = std::string("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19.", 15)
                        + "\x80\x02M\xe9\x03." + "\x80\x02}" + pickleText("little_endian") + "\x88s.";
    bytes += "\x80\x02" + statePickle + ".";
    bytes += "\x80\x02](" + pickleText("0") + "e.";
    const std::int64_t count = storedCount >= 0 ? storedCount : std::int64_t(storage.size());
    bytes += std::string(reinterpret_cast<const char *>(&count), 8) + floatBytes(storage);
    return bytes;
}

// torch's dtype names for the tensors Weights keeps as other tensors.
std::string safetensorsName(const std::string &torchName)
{
    static const std::map<std::string, std::string> names = {
        {"torch.int64", "I64"}, {"torch.int32", "I32"}, {"torch.uint8", "U8"}, {"torch.bool", "BOOL"}};
    const auto it = names.find(torchName);
    return it == names.end() ? "?" + torchName : it->second;
}

std::string why(const Error &error)
{
    return describe(error);
}

// What is wrong with an error's line, if anything: it must be one line that starts with the file
// and says message.
QString lineProblem(const Error &error, const fs::path &file, const QString &message)
{
    const std::string line = describe(error);
    if (line.find('\n') != std::string::npos)
        return QStringLiteral("more than one line: ") + QString::fromStdString(line);
    if (!line.starts_with(file.string() + ": "))
        return QStringLiteral("not naming the file first: ") + QString::fromStdString(line);
    if (line.find(message.toStdString()) == std::string::npos)
        return QStringLiteral("not saying \"%1\": %2").arg(message, QString::fromStdString(line));
    return {};
}

} // namespace

class TestWeights final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    nlohmann::json m_manifest;

    fs::path dir() const { return fs::path(m_dir.path().toStdString()); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QProcess python;
        python.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        python.start(QStringLiteral(ISOSCOPE_REFERENCE_PYTHON),
                     {QStringLiteral(ISOSCOPE_SOURCE_DIR "/tests/reference/weights_reference.py"), m_dir.path()});
        QVERIFY2(python.waitForFinished(300000), "weights_reference.py did not finish");
        QVERIFY2(python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0,
                 "weights_reference.py failed (Debian's python3-torch is needed)");
        std::ifstream manifest(dir() / "manifest.json");
        m_manifest = nlohmann::json::parse(manifest);
        QVERIFY(m_manifest.size() > 20);
    }

    // Every tensor of every file torch wrote, compared bit for bit with torch's float32 values.
    void readsEveryTensorAsTorchWroteIt_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &[name, entry] : m_manifest.items()) {
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
        }
    }
    void readsEveryTensorAsTorchWroteIt()
    {
        QFETCH(QString, name);
        const nlohmann::json &entry = m_manifest[name.toStdString()];
        const fs::path path = dir() / entry["path"].get<std::string>();
        const auto weights = fs::is_directory(path) ? Weights::openFolder(path) : Weights::open(path);
        QVERIFY2(weights.ok(), weights.ok() ? "" : why(weights.error()).c_str());
        QCOMPARE(weights->tensors().size(), entry["tensors"].size());
        for (const auto &[tensorName, expected] : entry["tensors"].items()) {
            const TensorView *view = weights->find(tensorName);
            QVERIFY2(view, tensorName.c_str());
            QCOMPARE(view->shape, expected["shape"].get<std::vector<std::int64_t>>());
            QCOMPARE(view->sourceDType, expected["dtype"].get<std::string>());
            const auto &values = expected["values"];
            QCOMPARE(view->values.size(), values.size());
            for (std::size_t i = 0; i < values.size(); ++i) {
                const float want = float(values[i].get<double>());
                if (std::bit_cast<std::uint32_t>(view->values[i]) != std::bit_cast<std::uint32_t>(want))
                    QFAIL(qPrintable(QStringLiteral("%1[%2]: read %3, torch wrote %4")
                                         .arg(QString::fromStdString(tensorName))
                                         .arg(i)
                                         .arg(double(view->values[i]), 0, 'g', 9)
                                         .arg(double(want), 0, 'g', 9)));
            }
        }
        QCOMPARE(weights->otherTensors().size(), entry["others"].size());
        for (const OtherTensor &other : weights->otherTensors()) {
            QVERIFY2(entry["others"].contains(other.name), other.name.c_str());
            const auto &expected = entry["others"][other.name];
            QCOMPARE(other.dtype, safetensorsName(expected["dtype"].get<std::string>()));
            QCOMPARE(other.shape, expected["shape"].get<std::vector<std::int64_t>>());
            QVERIFY(!weights->find(other.name));
        }
        const std::vector<std::string> names = weights->names();
        QVERIFY(std::is_sorted(names.begin(), names.end()));
    }

    // An aligned F32 safetensors file is read in place: every tensor points into the mapping.
    void mapsAlignedFloat32InsteadOfCopying()
    {
        const auto aligned = Weights::open(dir() / "bert" / "model-F32.safetensors");
        QVERIFY2(aligned.ok(), aligned.ok() ? "" : why(aligned.error()).c_str());
        QCOMPARE(aligned->ownedBytes(), std::size_t(0));
        QVERIFY(aligned->mappedBytes() > 0);
        for (const TensorView &view : aligned->tensors())
            QVERIFY2(view.mapped, view.name.c_str());
        // One more space in the header puts every tensor at an odd address: they are copied.
        const auto unaligned = Weights::open(dir() / "bert" / "model-F32-unaligned.safetensors");
        QVERIFY2(unaligned.ok(), unaligned.ok() ? "" : why(unaligned.error()).c_str());
        QCOMPARE(unaligned->mappedBytes(), std::size_t(0));
        QCOMPARE(unaligned->ownedBytes(), aligned->mappedBytes());
    }

    // torch's zip format aligns each storage to 64 bytes: its F32 tensors are mapped too. GPT-2's
    // lm_head.weight is wte.weight (one storage): the two share their values, and a transposed
    // view is gathered into memory of its own.
    void mapsTorchZipStoragesAndSharesTiedWeights()
    {
        const auto zip = Weights::open(dir() / "gpt2-lmhead" / "pytorch_model-zip-F32.bin");
        QVERIFY2(zip.ok(), zip.ok() ? "" : why(zip.error()).c_str());
        QCOMPARE(zip->ownedBytes(), std::size_t(0));
        const TensorView *head = zip->find("lm_head.weight");
        const TensorView *wte = zip->find("transformer.wte.weight");
        QVERIFY(head && wte && head->mapped);
        QCOMPARE(head->values.data(), wte->values.data());
        const auto legacy = Weights::open(dir() / "gpt2-lmhead" / "pytorch_model-legacy-F16.bin");
        QVERIFY2(legacy.ok(), legacy.ok() ? "" : why(legacy.error()).c_str());
        QCOMPARE(legacy->find("lm_head.weight")->values.data(), legacy->find("transformer.wte.weight")->values.data());
        const auto views = Weights::open(dir() / "views-zip.bin");
        QVERIFY2(views.ok(), views.ok() ? "" : why(views.error()).c_str());
        QVERIFY(views->find("rows")->mapped);
        QVERIFY(!views->find("transposed")->mapped);
        // Gathered: the transposed 5 x 6, the column of 6 and the 4 x 2 corner.
        QCOMPARE(views->ownedBytes(), std::size_t((30 + 6 + 8) * 4));
    }

    // The folder's choice: model.safetensors first, else pytorch_model.bin; the index of shards.
    void choosesTheWeightsFileOfAFolder()
    {
        const fs::path folder = dir() / "choice";
        fs::create_directories(folder);
        QCOMPARE(Weights::openFolder(folder).error().code, ErrorCode::FileNotFound);
        writeBytes(folder / "pytorch_model.bin", "not read");
        fs::copy_file(dir() / "bert" / "model-F16.safetensors", folder / "model.safetensors");
        const auto weights = Weights::openFolder(folder);
        QVERIFY2(weights.ok(), weights.ok() ? "" : why(weights.error()).c_str());
        QCOMPARE(weights->file(), folder / "model.safetensors");
        QCOMPARE(weights->find("bert.pooler.dense.bias")->sourceDType, std::string("F16"));
        const auto files = weightsFilesOf(dir() / "sharded-safetensors");
        QVERIFY(files.ok());
        QCOMPARE(files->size(), std::size_t(3));
        QCOMPARE(files->front().filename().string(), std::string("model.safetensors.index.json"));
        QCOMPARE(files.value()[1].filename().string(), std::string("model-00001-of-00002.safetensors"));
    }

    void refusesAShardIndexThatLies_data()
    {
        QTest::addColumn<QString>("index");
        QTest::addColumn<QString>("message");
        QTest::newRow("a shard outside the folder")
            << QStringLiteral("{\"weight_map\": {\"a\": \"../model-00001-of-00002.safetensors\"}}")
            << QStringLiteral(
                   "'a': shard \"../model-00001-of-00002.safetensors\" is not a file name in the model folder");
        QTest::newRow("a tensor placed in the wrong shard")
            << QStringLiteral("{\"weight_map\": {\"bert.pooler.dense.bias\": \"model-00001-of-00002.safetensors\"}}")
            << QStringLiteral("'bert.pooler.dense.bias': the index places this tensor in "
                              "model-00001-of-00002.safetensors, which does not hold it");
        QTest::newRow("no weight map") << QStringLiteral("{\"metadata\": {}}")
                                       << QStringLiteral("no \"weight_map\" object of tensor names to shard files");
        QTest::newRow("not JSON") << QStringLiteral("{\"weight_map\": ") << QStringLiteral("parse error");
    }
    void refusesAShardIndexThatLies()
    {
        QFETCH(QString, index);
        QFETCH(QString, message);
        const fs::path folder = dir() / ("lying-index-" + std::string(QTest::currentDataTag()));
        fs::create_directories(folder);
        for (const char *shard : {"model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"})
            fs::copy_file(dir() / "sharded-safetensors" / shard, folder / shard);
        writeBytes(folder / "model.safetensors.index.json", index.toStdString());
        const auto weights = Weights::openFolder(folder);
        QVERIFY(!weights.ok());
        const QString problem = lineProblem(weights.error(), folder / "model.safetensors.index.json", message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // F16 and BF16 bit patterns converted exactly (the manifest's "every finite" rows check all
    // 63,488 and 65,280 finite ones against torch; these are the special ones).
    void convertsHalfPrecisionExactly()
    {
        QCOMPARE(std::bit_cast<std::uint32_t>(halfToFloat(0x0001)),
                 std::bit_cast<std::uint32_t>(std::ldexp(1.0f, -24)));
        QCOMPARE(halfToFloat(0x03FF), std::ldexp(1023.0f, -24)); // the largest subnormal
        QCOMPARE(halfToFloat(0x7BFF), 65504.0f);
        QCOMPARE(std::bit_cast<std::uint32_t>(halfToFloat(0x8000)), 0x80000000u); // -0
        QVERIFY(std::isinf(halfToFloat(0x7C00)) && halfToFloat(0x7C00) > 0);
        QVERIFY(std::isinf(halfToFloat(0xFC00)) && halfToFloat(0xFC00) < 0);
        QVERIFY(std::isnan(halfToFloat(0x7E00)));
        QCOMPARE(std::bit_cast<std::uint32_t>(halfToFloat(0x7C01)), 0x7F802000u); // NaN payload kept
        QCOMPARE(bfloat16ToFloat(0x3F80), 1.0f);
        QCOMPARE(std::bit_cast<std::uint32_t>(bfloat16ToFloat(0x0001)), 0x00010000u);
    }

    // Each lie a safetensors file can tell, refused with one line naming the file, the tensor
    // where there is one, and what is wrong.
    void refusesHostileSafetensors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const std::string a4 = "\"a\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}";
        const std::string four = floatBytes({1.0f});
        auto row = [](const char *name, const std::string &bytes, ErrorCode code, const char *message) {
            QTest::newRow(name) << QByteArray::fromStdString(bytes) << int(code) << QString::fromUtf8(message);
        };
        row("shorter than the length field", std::string("\x10\0\0", 3), ErrorCode::TruncatedFile,
            "the file is 3 bytes, shorter than safetensors' 8-byte header length");
        {
            std::string bytes = safetensors("{" + a4 + "}", four);
            bytes[1] = '\x01'; // header length 256 + 54
            row("a header length past the end of the file", bytes, ErrorCode::BadHeader,
                "the header length 310 runs past the end of the file (66 bytes)");
        }
        row("a header that is not JSON", safetensors("{\"a\": [1,", ""), ErrorCode::JsonSyntax,
            "the header is not JSON: [json.exception.parse_error.101]");
        row("a header that is a list", safetensors("[1, 2]", ""), ErrorCode::BadSchema,
            "the header is not a JSON object");
        row("a header that nests too deep",
            safetensors("{\"a\":" + std::string(20, '[') + std::string(20, ']') + "}", ""), ErrorCode::BadSchema,
            "the header nests deeper than 8 levels");
        row("offsets beyond the data",
            safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", four),
            ErrorCode::TruncatedFile, "'a': data_offsets [0, 8] run past the data, which is 4 bytes");
        row("a hole between tensors",
            safetensors("{" + a4 + ",\"b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[8,12]}}",
                        floatBytes({1, 2, 3})),
            ErrorCode::CountMismatch,
            "'b': data bytes 4 to 8 belong to no tensor (a hole before this one's data_offsets [8, 12])");
        row("overlapping tensors",
            safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
                        "\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}",
                        floatBytes({1, 2, 3})),
            ErrorCode::CountMismatch, "'b': data_offsets [4, 12] overlap those of 'a', which end at 8");
        row("bytes after the last tensor", safetensors("{" + a4 + "}", floatBytes({1, 2})), ErrorCode::CountMismatch,
            "the last 4 bytes of the data belong to no tensor (the tensors end at 4 of 8)");
        row("a shape that disagrees with its bytes",
            safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", floatBytes({1, 2})),
            ErrorCode::CountMismatch, "'a': shape [3] of F32 is 12 bytes, but data_offsets [0,8] hold 8");
        row("offsets that end before they begin",
            safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[0],\"data_offsets\":[4,0]}}", four), ErrorCode::BadSchema,
            "'a': data_offsets [4,0] end before they begin");
        row("a negative extent", safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[-1],\"data_offsets\":[0,4]}}", four),
            ErrorCode::BadSchema, "'a': \"shape\" [-1] is not a list of sizes");
        row("a shape whose size overflows",
            safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[4294967296,4294967296,16],\"data_offsets\":[0,4]}}",
                        four),
            ErrorCode::BadSchema, "'a': shape [4294967296, 4294967296, 16] is too large");
        row("an unknown dtype",
            safetensors("{\"a\":{\"dtype\":\"F8_E4M3\",\"shape\":[4],\"data_offsets\":[0,4]}}", four),
            ErrorCode::UnsupportedFormat,
            "'a': dtype \"F8_E4M3\" is not read (weights are F32, F16 or BF16; integer buffers are skipped)");
        row("a float64 tensor",
            safetensors("{\"a\":{\"dtype\":\"F64\",\"shape\":[1],\"data_offsets\":[0,8]}}", floatBytes({0, 0})),
            ErrorCode::UnsupportedFormat, "'a': dtype F64 is not read (weights are F32, F16 or BF16)");
        row("no data_offsets", safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[1]}}", four), ErrorCode::BadSchema,
            "'a': no \"data_offsets\" [begin, end]");
        row("a tensor named twice", safetensors("{" + a4 + "," + a4 + "}", four), ErrorCode::BadSchema,
            "'a': the header names \"a\" twice");
        row("metadata that is not strings", safetensors("{" + a4 + ",\"__metadata__\":{\"format\":1}}", four),
            ErrorCode::BadSchema, "\"__metadata__\" value of \"format\" is not a string");
        row("NaN in a weight",
            safetensors("{\"a\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]}}",
                        floatBytes({1, 2, std::nanf(""), 4})),
            ErrorCode::NonFiniteValue, "'a': NaN at element 2 of shape [2, 2]");
        row("infinity in an F16 weight",
            safetensors("{\"a\":{\"dtype\":\"F16\",\"shape\":[2],\"data_offsets\":[0,4]}}",
                        std::string("\0\x3c\0\x7c", 4)),
            ErrorCode::NonFiniteValue, "'a': infinity at element 1 of shape [2]");
    }
    void refusesHostileSafetensors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(QString, message);
        const fs::path path = dir() / "hostile.safetensors";
        writeBytes(path, bytes.toStdString());
        const auto weights = Weights::open(path);
        QVERIFY2(!weights.ok(), "a hostile file was read");
        const QString problem = lineProblem(weights.error(), path, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(errorCodeName(weights.error().code), errorCodeName(ErrorCode(code)));
    }

    // A .bin is never unpickled in general: anything but what a state dict uses is refused with
    // the file, the byte and the opcode or class; the storages must be where the pickle says.
    void refusesHostileTorchFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const std::string &bytes, const char *message) {
            QTest::newRow(name) << QByteArray::fromStdString(bytes) << QString::fromUtf8(message);
        };
        const std::string tensor = pickleTensor(2);
        row("a well-formed file (the control)", legacyFile("}" + pickleText("a") + tensor + "s", {1, 2}), "");
        row("a class that runs a program", legacyFile(pickleGlobal("os", "system") + "(" + pickleText("ls") + "tR", {}),
            "the state dict's pickle byte 47: class os.system is not one a state dict uses");
        row("a class found through STACK_GLOBAL",
            legacyFile("\x8c\x08"
                       "builtins"
                       "\x8c\x04"
                       "eval"
                       "\x93",
                       {}),
            "the state dict's pickle byte 63: class builtins.eval is not one a state dict uses");
        row("an opcode that builds objects", legacyFile("(i__builtin__\nobject\n", {}),
            "the state dict's pickle byte 48: opcode 0x69 (INST) is not one a state dict uses");
        row("a memo entry never put", legacyFile("h\x07", {}),
            "the state dict's pickle byte 47: BINGET of memo entry 7, which was never put");
        row("a pickle cut short", legacyFile("}" + pickleText("a").substr(0, 3), {}).substr(0, 51),
            "the state dict's pickle byte 48: the pickle ends in the middle of an opcode");
        row("a value that is not a tensor", legacyFile("}" + pickleText("a") + "K\x01s", {}),
            "'a': the state dict's pickle: the value is an integer, not a tensor");
        row("a tensor past its storage", legacyFile("}" + pickleText("a") + pickleTensor(3) + "s", {1, 2, 3}, 2),
            "storage 0 at byte 166 holds 2 elements, but the state dict says 3");
        row("a storage cut short", legacyFile("}" + pickleText("a") + tensor + "s", {1}, 2),
            "storage 0 (8 bytes at 174) runs past the end of the file");
        row("bytes after the last storage", legacyFile("}" + pickleText("a") + tensor + "s", {1, 2}) + "junk",
            "4 bytes follow the last storage");
        row("a double storage", legacyFile("}" + pickleText("a") + pickleTensor(1, "DoubleStorage") + "s", {1, 2}, 1),
            "'a': dtype F64 is not read (weights are F32, F16 or BF16)");
        row("not torch's magic number", std::string("\x80\x02K\x05.", 5),
            "not a torch file: it does not start with torch's magic number");
        row("neither zip nor pickle", "GIF89a and more", "neither torch's zip format");
    }
    void refusesHostileTorchFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const fs::path path = dir() / "hostile.bin";
        writeBytes(path, bytes.toStdString());
        const auto weights = Weights::open(path);
        if (message.isEmpty()) {
            QVERIFY2(weights.ok(), weights.ok() ? "" : why(weights.error()).c_str());
            QCOMPARE(weights->find("a")->values[1], 2.0f);
            return;
        }
        QVERIFY2(!weights.ok(), "a hostile file was read");
        const QString problem = lineProblem(weights.error(), path, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A zip archive torch wrote, damaged in one place at a time.
    void refusesDamagedTorchZips_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message");
        QTest::newRow("a flipped bit in a storage")
            << QStringLiteral("flip") << QStringLiteral("fails its CRC-32 check");
        QTest::newRow("cut short") << QStringLiteral("cut") << QStringLiteral("no end-of-central-directory record");
        QTest::newRow("a compressed entry") << QStringLiteral("deflate") << QStringLiteral("is compressed (method 8)");
        QTest::newRow("a local header offset that points elsewhere")
            << QStringLiteral("offset") << QStringLiteral("has no local header where the directory says");
        QTest::newRow("a storage entry renamed") << QStringLiteral("rename") << QStringLiteral("has no entry");
    }
    void refusesDamagedTorchZips()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        std::ifstream in(dir() / "views-zip.bin", std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const std::size_t firstCentral = bytes.find("PK\x01\x02");
        const std::size_t storageCentral = bytes.find("PK\x01\x02", firstCentral + 4); // data/0 follows data.pkl
        QVERIFY(storageCentral != std::string::npos);
        if (damage == QLatin1String("flip"))
            bytes[bytes.find("PK\x03\x04", 4) + 200] ^= 1; // inside data/0's 64-aligned data
        else if (damage == QLatin1String("cut"))
            bytes.resize(bytes.size() - 30);
        else if (damage == QLatin1String("deflate"))
            bytes[storageCentral + 10] = 8;
        else if (damage == QLatin1String("offset"))
            bytes[storageCentral + 42] ^= 0x10;
        else
            for (std::size_t at = bytes.find("/data/0"); at != std::string::npos; at = bytes.find("/data/0", at + 1))
                bytes[at + 6] = '9'; // in its local header and in the directory
        const fs::path path = dir() / "damaged.bin";
        writeBytes(path, bytes);
        const auto weights = Weights::open(path);
        QVERIFY2(!weights.ok(), "a damaged file was read");
        const QString problem = lineProblem(weights.error(), path, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // config.json as the hub serves it for the paper's models (their fields that matter), with
    // GPT-2's names mapped and transformers' defaults where a field is left out.
    void readsModelConfigs_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bert-base-cased")
            << QStringLiteral(R"({"architectures": ["BertForMaskedLM"], "attention_probs_dropout_prob": 0.1,
                "gradient_checkpointing": false, "hidden_act": "gelu", "hidden_dropout_prob": 0.1, "hidden_size": 768,
                "initializer_range": 0.02, "intermediate_size": 3072, "layer_norm_eps": 1e-12,
                "max_position_embeddings": 512, "model_type": "bert", "num_attention_heads": 12,
                "num_hidden_layers": 12, "pad_token_id": 0, "position_embedding_type": "absolute",
                "transformers_version": "4.6.0.dev0", "type_vocab_size": 2, "use_cache": true, "vocab_size": 28996})")
            << QStringLiteral("bert 28996 768 12 12 3072 512 2 pad 0 bos -1 eos -1 eps 1e-12 gelu absolute");
        QTest::newRow("roberta-base")
            << QStringLiteral(R"({"architectures": ["RobertaForMaskedLM"], "attention_probs_dropout_prob": 0.1,
                "bos_token_id": 0, "eos_token_id": 2, "hidden_act": "gelu", "hidden_dropout_prob": 0.1,
                "hidden_size": 768, "initializer_range": 0.02, "intermediate_size": 3072, "layer_norm_eps": 1e-05,
                "max_position_embeddings": 514, "model_type": "roberta", "num_attention_heads": 12,
                "num_hidden_layers": 12, "pad_token_id": 1, "type_vocab_size": 1, "vocab_size": 50265})")
            << QStringLiteral("roberta 50265 768 12 12 3072 514 1 pad 1 bos 0 eos 2 eps 1e-05 gelu absolute");
        QTest::newRow("gpt2")
            << QStringLiteral(R"({"activation_function": "gelu_new", "architectures": ["GPT2LMHeadModel"],
                "attn_pdrop": 0.1, "bos_token_id": 50256, "embd_pdrop": 0.1, "eos_token_id": 50256,
                "initializer_range": 0.02, "layer_norm_epsilon": 1e-05, "model_type": "gpt2", "n_ctx": 1024,
                "n_embd": 768, "n_head": 12, "n_layer": 12, "n_positions": 1024, "resid_pdrop": 0.1,
                "summary_activation": null, "summary_first_dropout": 0.1, "summary_proj_to_labels": true,
                "summary_type": "cls_index", "summary_use_proj": true,
                "task_specific_params": {"text-generation": {"do_sample": true, "max_length": 50}},
                "vocab_size": 50257})")
            << QStringLiteral(
                   "gpt2 50257 768 12 12 3072 1024 0 pad -1 bos 50256 eos 50256 eps 1e-05 gelu_new absolute");
        QTest::newRow("a config without model_type, named by its architecture")
            << QStringLiteral(R"({"architectures": ["BertForCL"], "hidden_size": 64, "num_attention_heads": 4,
                "num_hidden_layers": 2, "intermediate_size": 256, "vocab_size": 30522})")
            << QStringLiteral("bert 30522 64 2 4 256 512 2 pad 0 bos -1 eos -1 eps 1e-12 gelu absolute");
        QTest::newRow("a GPT-2 with n_inner given")
            << QStringLiteral(R"({"model_type": "gpt2", "n_embd": 16, "n_head": 2, "n_layer": 3, "n_inner": 40,
                "n_positions": 32, "vocab_size": 100, "bos_token_id": 98, "eos_token_id": 99})")
            << QStringLiteral("gpt2 100 16 3 2 40 32 0 pad -1 bos 98 eos 99 eps 1e-05 gelu_new absolute");
    }
    void readsModelConfigs()
    {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const fs::path folder = dir() / "config";
        fs::create_directories(folder);
        writeBytes(folder / "config.json", json.toStdString());
        const auto config = readModelConfig(folder);
        QVERIFY2(config.ok(), config.ok() ? "" : why(config.error()).c_str());
        const QString got = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 pad %9 bos %10 eos %11 eps %12 %13 %14")
                                .arg(QString::fromStdString(config->modelType))
                                .arg(config->vocabSize)
                                .arg(config->hiddenSize)
                                .arg(config->numLayers)
                                .arg(config->numHeads)
                                .arg(config->intermediateSize)
                                .arg(config->maxPositions)
                                .arg(config->typeVocabSize)
                                .arg(config->padTokenId)
                                .arg(config->bosTokenId)
                                .arg(config->eosTokenId)
                                .arg(config->layerNormEps, 0, 'g', 6)
                                .arg(QString::fromStdString(config->hiddenAct))
                                .arg(QString::fromStdString(config->positionEmbeddingType));
        QCOMPARE(got, expected);
    }

    void refusesModelConfigsThatLie_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("heads that do not divide the width")
            << QStringLiteral(R"({"model_type": "bert", "hidden_size": 768, "num_attention_heads": 7})")
            << QStringLiteral("the hidden size 768 is not a multiple of the 7 attention heads");
        QTest::newRow("another model type") << QStringLiteral(R"({"model_type": "t5"})")
                                            << QStringLiteral("model_type \"t5\" is not one Isoscope runs");
        QTest::newRow("a size that is text") << QStringLiteral(R"({"model_type": "gpt2", "n_layer": "12"})")
                                             << QStringLiteral("\"n_layer\" is \"12\", not an integer");
        QTest::newRow("a negative size") << QStringLiteral(R"({"model_type": "bert", "hidden_size": -768})")
                                         << QStringLiteral("\"hidden_size\" is -768, outside 1 to 65536");
        QTest::newRow("an epsilon of zero") << QStringLiteral(R"({"model_type": "roberta", "layer_norm_eps": 0})")
                                            << QStringLiteral("\"layer_norm_eps\" is 0, not a small positive number");
        QTest::newRow("a padding id outside the vocabulary")
            << QStringLiteral(R"({"model_type": "bert", "vocab_size": 10, "pad_token_id": 10})")
            << QStringLiteral("\"pad_token_id\" is 10, outside the vocabulary of 10");
        QTest::newRow("no model type") << QStringLiteral(R"({"hidden_size": 768})")
                                       << QStringLiteral("no \"model_type\"");
        QTest::newRow("not JSON") << QStringLiteral(R"({"model_type": )") << QStringLiteral("parse error");
    }
    void refusesModelConfigsThatLie()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const fs::path folder = dir() / "bad-config";
        fs::create_directories(folder);
        writeBytes(folder / "config.json", json.toStdString());
        const auto config = readModelConfig(folder);
        QVERIFY(!config.ok());
        const QString problem = lineProblem(config.error(), folder / "config.json", message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // The folder's content hash covers config, weights and tokenizer files, and nothing else.
    void hashesTheFilesThatMatter()
    {
        const fs::path folder = dir() / "hashed";
        fs::create_directories(folder);
        writeBytes(folder / "config.json", R"({"model_type": "bert"})");
        fs::copy_file(dir() / "bert" / "model-F32.safetensors", folder / "model.safetensors");
        writeBytes(folder / "vocab.txt", "[PAD]\n[UNK]\n");
        const auto first = hashModelFolder(folder);
        QVERIFY2(first.ok(), first.ok() ? "" : why(first.error()).c_str());
        QCOMPARE(first->files.size(), std::size_t(3));
        QCOMPARE(first->files[1].name, std::string("model.safetensors"));
        QCOMPARE(first->files[1].digest, hashFileContent(folder / "model.safetensors").value());
        writeBytes(folder / "README.md", "not part of the model");
        QCOMPARE(hashModelFolder(folder)->digest, first->digest);
        writeBytes(folder / "vocab.txt", "[PAD]\n[UNK]\nx\n");
        QVERIFY(hashModelFolder(folder)->digest != first->digest);
        fs::remove(folder / "config.json");
        QCOMPARE(hashModelFolder(folder).error().code, ErrorCode::FileNotFound);
    }
};

QTEST_GUILESS_MAIN(TestWeights)
#include "tst_weights.moc"
