// The window imports every format the command line does: a NumPy matrix with a vocabulary file of
// any name (chosen in the Models panel, kept in the study file), and says what is wrong when the
// vocabulary is missing.
#include "tests/ui/windowfixtures.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/modelimport.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace isoscope::ui;

namespace {

// Three words, four dimensions; values that float32 holds exactly.
const char *const kWords[] = {"alpha", "beta", "gamma"};
const float kVectors[3][4] = {{1.0f, -2.0f, 0.5f, 3.25f}, {0.0f, 1.5f, -0.75f, 2.0f}, {-4.0f, 0.125f, 8.0f, -1.0f}};

// A .npy file as numpy.save writes a C-order float32 matrix: magic, version 1.0, the header dict
// padded with spaces and a newline to a multiple of 64 bytes, then the data.
QByteArray npyMatrix()
{
    QByteArray dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }";
    while ((10 + dict.size() + 1) % 64 != 0)
        dict += ' ';
    dict += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out += char(dict.size() & 0xFF);
    out += char(dict.size() >> 8);
    out += dict;
    out += QByteArray(reinterpret_cast<const char *>(kVectors), sizeof kVectors);
    return out;
}

} // namespace

class TestModelFormats final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cacheDir;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase();
    void aNumpyMatrixWithAChosenVocabularyImports();
    void aMissingVocabularyIsReportedByName();
    void theVocabularySurvivesTheStudyFile();
};

void TestModelFormats::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_cacheDir.isValid());
    QVERIFY(m_dir.isValid());
    qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cacheDir.path()));
    QVERIFY(windowfixtures::writeFile(m_dir.filePath(QStringLiteral("vectors.npy")), npyMatrix()));
    QVERIFY(windowfixtures::writeFile(m_dir.filePath(QStringLiteral("words.list")),
                                      QByteArrayLiteral("alpha\nbeta\ngamma\n")));
}

void TestModelFormats::aNumpyMatrixWithAChosenVocabularyImports()
{
    Study study;
    AnalysisRunner runner(&study);
    StudyModel model;
    model.name = QStringLiteral("numpy");
    model.path = m_dir.filePath(QStringLiteral("vectors.npy"));
    model.format = isoscope::EmbeddingFormat::Numpy;
    model.vocabulary = m_dir.filePath(QStringLiteral("words.list"));
    study.addModel(model);
    QTRY_VERIFY_WITH_TIMEOUT(runner.status(model).state != ModelStatus::State::Importing
                                 && runner.status(model).state != ModelStatus::State::NotLoaded,
                             20000);
    QCOMPARE(runner.status(model).error, QString());
    QCOMPARE(runner.status(model).state, ModelStatus::State::Ready);
    const auto loaded = runner.loadedModel(model);
    QVERIFY(loaded);
    QCOMPARE(loaded->set.size(), std::size_t(3));
    QCOMPARE(loaded->set.dims(), std::size_t(4));
    for (std::size_t i = 0; i < 3; ++i) {
        const auto row = loaded->set.lookup(kWords[i]).row;
        QVERIFY2(row.has_value(), kWords[i]);
        const auto vectors = loaded->set.rows({*row});
        for (int k = 0; k < 4; ++k)
            QCOMPARE(vectors(0, k), kVectors[i][k]);
    }
}

void TestModelFormats::aMissingVocabularyIsReportedByName()
{
    // No vocabulary chosen and none beside the matrix (vectors.vocab, vectors.txt): the import
    // fails and names the file it looked for.
    const auto imported = importModel(m_dir.filePath(QStringLiteral("vectors.npy")).toStdString(),
                                      isoscope::EmbeddingFormat::Numpy, {}, {});
    QVERIFY(!imported.model);
    QVERIFY(imported.error.has_value());
    const std::string text = isoscope::describe(*imported.error);
    QVERIFY2(text.find("vectors.vocab") != std::string::npos, text.c_str());
}

void TestModelFormats::theVocabularySurvivesTheStudyFile()
{
    Study study;
    StudyModel model;
    model.name = QStringLiteral("numpy");
    model.path = m_dir.filePath(QStringLiteral("vectors.npy"));
    model.format = isoscope::EmbeddingFormat::Numpy;
    model.vocabulary = m_dir.filePath(QStringLiteral("words.list"));
    study.addModel(model);
    const QString path = m_dir.filePath(QStringLiteral("numpy.isoscope"));
    QVERIFY(StudyFile::save(study, path, {}).ok());
    Study reopened;
    QVERIFY(StudyFile::load(reopened, path).ok());
    QCOMPARE(reopened.models().size(), 1);
    QCOMPARE(reopened.models().first().vocabulary, model.vocabulary);
    QVERIFY(reopened.models().first().key() == model.key());
    // The vocabulary is part of what identifies the vectors: another one is another model.
    StudyModel other = model;
    other.vocabulary.clear();
    QVERIFY(other.key() != model.key());
}

QTEST_MAIN(TestModelFormats)
#include "tst_modelformats.moc"
