#pragma once
// Tiny real fastText models for the tests, trained at test time by Debian's fasttext program
// (ISOSCOPE_FASTTEXT_PROGRAM) on the STS-B sentences (ISOSCOPE_FASTTEXT_CORPUS: STS-B's
// tab-separated file, fields 6 and 7; any other file is taken as plain text), and what
// `fasttext print-word-vectors` prints for them.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <iomanip>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace fasttextfixtures {

/// Runs a program and returns its standard output; aborts the test with its standard error if it fails.
inline QByteArray run(const QString &program, const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(-1)) {
        std::fprintf(stderr, "cannot start %s\n", qPrintable(program));
        std::abort();
    }
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(-1);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        std::fprintf(stderr, "%s %s failed: %s\n", qPrintable(program), qPrintable(arguments.join(u' ')),
                     process.readAllStandardError().constData());
        std::abort();
    }
    return process.readAllStandardOutput();
}

inline QByteArray readAll(const std::filesystem::path &path)
{
    QFile file(QString::fromStdString(path.string()));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void writeAll(const std::filesystem::path &path, const QByteArray &bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.constData(), bytes.size());
}

/// A vector as `fasttext print-word-vectors` prints it (operator<< of fasttext::Vector: each value
/// with std::setprecision(5) and a space after it).
inline std::string printed(const float *values, std::size_t dims)
{
    std::ostringstream out;
    out << std::setprecision(5);
    for (std::size_t j = 0; j < dims; ++j)
        out << values[j] << ' ';
    return out.str();
}

/// `fasttext print-word-vectors MODEL` on these words: word -> its printed values.
inline std::map<std::string, std::string> fastTextVectors(const std::filesystem::path &model,
                                                          const std::vector<std::string> &words)
{
    QByteArray input;
    for (const auto &word : words)
        input += QByteArray::fromStdString(word) + '\n';
    const QByteArray output =
        run(QStringLiteral(ISOSCOPE_FASTTEXT_PROGRAM),
            {QStringLiteral("print-word-vectors"), QString::fromStdString(model.string())}, input);
    std::map<std::string, std::string> vectors;
    for (const QByteArray &line : output.split('\n')) {
        if (line.isEmpty())
            continue;
        const auto space = line.indexOf(' ');
        vectors[line.left(space).toStdString()] = line.mid(space + 1).toStdString();
    }
    return vectors;
}

/// The models trained in a folder.
struct Models {
    std::filesystem::path skipgram;   ///< skipgram.bin: character n-grams of 3 to 5
    std::filesystem::path supervised; ///< supervised.bin: a text classifier without n-grams
    std::filesystem::path quantized;  ///< quantized.ftz: supervised (300 labels) with n-grams of 2 to 4, quantized
                                      ///< with norms, its output quantized too
    std::filesystem::path pruned;     ///< pruned.ftz: supervised with n-grams of 2 to 4, quantized and pruned to
                                      ///< its 2,000 most useful rows
};

/// Trains the models (8 dimensions, 5,000 hash buckets, one epoch, one thread, seed 1) on the
/// corpus; the supervised ones get the rounded STS-B score of each sentence as its label.
/// skipgramOnly: the first alone (what a window test needs).
inline Models train(const std::filesystem::path &dir, bool skipgramOnly = false)
{
    const std::filesystem::path corpus = ISOSCOPE_FASTTEXT_CORPUS;
    QByteArray text, labelled, manyLabels;
    for (const QByteArray &line : readAll(corpus).split('\n')) {
        const QList<QByteArray> fields = line.split('\t');
        if (corpus.extension() == ".csv" && fields.size() >= 7) {
            const long label = std::lround(fields[4].toDouble());
            for (int k = 5; k <= 6; ++k) {
                text += fields[k] + '\n';
                labelled += "__label__" + QByteArray::number(qlonglong(label)) + ' ' + fields[k] + '\n';
            }
        } else if (!line.trimmed().isEmpty()) {
            text += line + '\n';
            labelled += "__label__" + QByteArray::number(line.size() % 3) + ' ' + line + '\n';
        }
    }
    // 300 labels, so that the output matrix has enough rows to be quantized too (-qout needs 256).
    int n = 0;
    for (const QByteArray &line : text.split('\n'))
        if (!line.isEmpty())
            manyLabels += "__label__" + QByteArray::number(n++ % 300) + ' ' + line + '\n';
    writeAll(dir / "corpus.txt", text);
    writeAll(dir / "labelled.txt", labelled);
    writeAll(dir / "many-labels.txt", manyLabels);
    const auto at = [&dir](const char *name) { return (dir / name).string(); };
    // Arguments as UTF-8 strings (the window's tests forbid casts from const char * to QString).
    const auto fasttext = [](std::initializer_list<std::string> arguments) {
        QStringList list;
        for (const std::string &a : arguments)
            list << QString::fromStdString(a);
        run(QStringLiteral(ISOSCOPE_FASTTEXT_PROGRAM), list);
    };
    const std::string small[] = {"-dim",  "8", "-epoch",   "1", "-thread", "1",
                                 "-seed", "1", "-verbose", "0", "-bucket", "5000"};
    const auto trained = [&](std::initializer_list<std::string> arguments) {
        QStringList list;
        for (const std::string &a : arguments)
            list << QString::fromStdString(a);
        for (const std::string &a : small)
            list << QString::fromStdString(a);
        run(QStringLiteral(ISOSCOPE_FASTTEXT_PROGRAM), list);
    };
    trained({"skipgram", "-input", at("corpus.txt"), "-output", at("skipgram"), "-minCount", "3", "-minn", "3", "-maxn",
             "5"});
    Models models{dir / "skipgram.bin", {}, {}, {}};
    if (skipgramOnly)
        return models;
    trained({"supervised", "-input", at("labelled.txt"), "-output", at("supervised"), "-minCount", "2"});
    trained({"supervised", "-input", at("labelled.txt"), "-output", at("pruned"), "-minCount", "2", "-minn", "2",
             "-maxn", "4"});
    trained({"supervised", "-input", at("many-labels.txt"), "-output", at("quantized"), "-minCount", "2", "-minn", "2",
             "-maxn", "4"});
    fasttext({"quantize", "-input", at("many-labels.txt"), "-output", at("quantized"), "-qnorm", "-qout", "-dsub", "2",
              "-verbose", "0"});
    fasttext({"quantize", "-input", at("labelled.txt"), "-output", at("pruned"), "-cutoff", "2000", "-retrain",
              "-epoch", "1", "-thread", "1", "-verbose", "0"});
    models.supervised = dir / "supervised.bin";
    models.quantized = dir / "quantized.ftz";
    models.pruned = dir / "pruned.ftz";
    return models;
}

} // namespace fasttextfixtures
