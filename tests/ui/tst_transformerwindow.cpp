// A transformer model in the window, offscreen, through the widgets a person uses: "Add
// transformer model…" on the Models page opens a dialog where the model folder and the corpus are
// typed, the dialog says what the folder holds and how the tokenizer splits a word; Add puts the
// model into the study, whose import extracts its word vectors (the row says so, with the rate in
// tokens per second and the time left) and Run gives the numbers `isoscope-cli analyze
// NAME=FOLDER --corpus FILE` gives on the same model and corpus; the model, its corpus and layer
// survive the study file; Cancel stops an extraction and leaves no file in the cache. The model is
// a tiny BERT with the real bert-base-uncased vocabulary and random weights
// (tests/tinytransformer.h); its forward pass is checked against torch in tests/core and tests/cli.

#include "core/tokenizer/tokenizer.h"
#include "tests/cli/runcommandline.h"
#include "tests/tinytransformer.h"
#include "tests/ui/userinput.h"
#include "tests/ui/windowfixtures.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/common/itemroles.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/models/modelspanel.h"
#include "ui/models/modeltablemodel.h"
#include "ui/models/transformermodeldialog.h"
#include "ui/results/resultspanel.h"
#include "ui/results/similaritytablemodel.h"
#include "ui/results/weattablemodel.h"
#include "ui/study/study.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace isoscope::ui;
namespace fs = std::filesystem;

namespace {

constexpr int kTimeoutMs = 120000;

const char *const kTemplates[] = {
    "In the morning light the %1 stood quietly near the old stone wall.",
    "She said that a %1 can change the whole mood of a small room.",
    "They talked about the %1 for hours while the rain kept falling outside.",
};

int rowOfSuite(const QAbstractItemModel *model, const QString &id)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, WeatTableModel::SuiteColumn).data(RawValueRole).toString() == id)
            return row;
    return -1;
}

QString statusOf(MainWindow &window, int row)
{
    const QAbstractItemModel *table = window.modelsPanel()->table()->model();
    for (int column = 0; column < table->columnCount(); ++column) {
        const QString text = table->index(row, column).data().toString();
        if (text.startsWith(QStringLiteral("Ready")) || text.startsWith(QStringLiteral("Extracting"))
            || text.startsWith(QStringLiteral("Not loaded")) || text.startsWith(QStringLiteral("Failed")))
            return text;
    }
    return {};
}

// The .h5 files (and anything else) in the cache folder's extractions/.
QStringList extractionFiles(const QString &cacheDir)
{
    QStringList files;
    QDirIterator it(cacheDir + QStringLiteral("/extractions"), QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QFileInfo(it.next()).fileName());
    return files;
}

} // namespace

class TestTransformerWindow final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_cache;
    QString m_model;
    QString m_corpus;

    // Sentences of the template kind around every word of W1, and a few without them.
    void writeCorpus(const std::vector<isoscope::WeatSuite> &suites)
    {
        const isoscope::WeatSuite *w1 = nullptr;
        for (const auto &s : suites)
            if (s.id == "W1")
                w1 = &s;
        QVERIFY(w1);
        QString text;
        for (const std::string &word : isoscope::suiteWords({*w1}))
            for (const char *templ : kTemplates)
                text += QString::fromLatin1(templ).arg(QString::fromStdString(word)) + QLatin1Char('\n');
        text += QStringLiteral("The committee met on Tuesday to discuss the budget for next year.\n");
        text += QStringLiteral("Several children were playing football in the park behind the school.\n");
        QVERIFY(windowfixtures::writeFile(m_corpus, text.toUtf8()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cache = m_dir.filePath(QStringLiteral("cache"));
        windowfixtures::useTestEnvironment(m_cache);
        m_model = QString::fromStdString(tinytransformer::makeBert(m_dir.path().toStdString(), "tiny-bert").string());
        m_corpus = m_dir.filePath(QStringLiteral("corpus.txt"));
        MainWindow window;
        writeCorpus(window.study()->builtinSuites());
    }

    void aTransformerModelIsAddedThroughTheDialogAndAnalysed()
    {
        MainWindow window;
        window.resize(1280, 800);
        QVERIFY(userinput::showAndActivate(&window));
        QVERIFY(userinput::key(Qt::Key_2, Qt::AltModifier)); // View > Models
        auto *add = userinput::find<QPushButton>(&window, QStringLiteral("Add transformer model"));
        QVERIFY(add);
        QTRY_VERIFY(add->isVisible());
        QVERIFY(userinput::click(add));
        TransformerModelDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = qobject_cast<TransformerModelDialog *>(QApplication::activeModalWidget())));
        QPushButton *addButton = nullptr;
        for (auto *button : dialog->findChildren<QPushButton *>())
            if (button->accessibleName() == QStringLiteral("Add"))
                addButton = button;
        QVERIFY(addButton);
        QVERIFY(!addButton->isEnabled()); // nothing chosen yet

        // A folder that is not a model: one line why, and Add stays off.
        QVERIFY(userinput::typeInto(userinput::find<QLineEdit>(dialog, QStringLiteral("Model folder")), m_dir.path()));
        QVERIFY(userinput::key(Qt::Key_Tab));
        auto *about = userinput::find<QLabel>(dialog, QStringLiteral("About the model"));
        QTRY_VERIFY2(about->text().contains(QStringLiteral("config.json")), qPrintable(about->text()));
        QVERIFY(!about->text().contains(QLatin1Char('\n')));
        QVERIFY(!addButton->isEnabled());

        // The model's folder typed, then Tab: the dialog reads what it holds.
        QVERIFY(userinput::typeInto(userinput::find<QLineEdit>(dialog, QStringLiteral("Model folder")), m_model));
        QVERIFY(userinput::key(Qt::Key_Tab));
        QTRY_COMPARE(about->text(),
                     QStringLiteral("BERT: 2 layers, 8 dimensions, 30,522 tokens (WordPiece, lowercased (uncased))."));
        QCOMPARE(userinput::find<QLineEdit>(dialog, QStringLiteral("Model name"))->text(), QStringLiteral("tiny-bert"));

        // "Why did Latisha become four pieces?": the tokens, as the model's tokenizer gives them.
        QVERIFY(userinput::typeInto(userinput::find<QLineEdit>(dialog, QStringLiteral("Try a word")),
                                    QStringLiteral("Latisha")));
        auto tokenizer = isoscope::tokenizer::Tokenizer::fromFolder(m_model.toStdString());
        QVERIFY(tokenizer.ok());
        const auto encoding = tokenizer->encode("Latisha", false);
        QVERIFY(encoding.size() > 1);
        QStringList pieces;
        for (const std::string &t : encoding.tokens)
            pieces.append(QString::fromStdString(t));
        QCOMPARE(userinput::find<QLabel>(dialog, QStringLiteral("Tokens of the word"))->text(),
                 QStringLiteral("%1 (%2 tokens)").arg(pieces.join(QStringLiteral(" · "))).arg(encoding.size()));

        QVERIFY(userinput::typeInto(userinput::find<QLineEdit>(dialog, QStringLiteral("Corpus file")), m_corpus));
        QTRY_VERIFY(addButton->isEnabled());
        const QPointer<TransformerModelDialog> open(dialog);
        QVERIFY(userinput::click(addButton));
        QTRY_VERIFY(!open || !open->isVisible());

        QCOMPARE(window.study()->models().size(), 1);
        const StudyModel model = window.study()->models().at(0);
        QVERIFY(model.isTransformer());
        QCOMPARE(model.name, QStringLiteral("tiny-bert"));
        QCOMPARE(model.family, isoscope::ModelFamily::Contextualized);
        QCOMPARE(QDir(model.path), QDir(m_model));
        QCOMPARE(model.layer, -1);
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(window, 0), QStringLiteral("Ready"), kTimeoutMs);
        // The row says what the model is, and its size is its weights' (not the folder entry's).
        const QAbstractItemModel *rows = window.modelsPanel()->table()->model();
        QCOMPARE(rows->index(0, ModelTableModel::FormatColumn).data().toString(), QStringLiteral("transformer"));
        QCOMPARE(rows->index(0, ModelTableModel::SizeColumn).data(RawValueRole).toLongLong(),
                 QFileInfo(QDir(m_model).filePath(QStringLiteral("model.safetensors"))).size());
        // Verify reads a model file beside its cache: not a model folder's.
        for (auto *button : window.modelsPanel()->findChildren<QPushButton *>())
            if (button->accessibleName() == QStringLiteral("Verify model file"))
                QVERIFY(!button->isEnabled());

        // Run: the numbers of the command line on the same folder and corpus.
        QVERIFY(userinput::showAndActivate(&window)); // the offscreen platform activates no window after a dialog
        QVERIFY(userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(windowfixtures::runFinished(window));
        QVERIFY(userinput::key(Qt::Key_5, Qt::AltModifier)); // View > Results
        QTableView *table = window.resultsPanel()->view(ResultsPanel::WeatTable);
        QTRY_VERIFY(rowOfSuite(table->model(), QStringLiteral("W1")) >= 0);
        const int row = rowOfSuite(table->model(), QStringLiteral("W1"));

        const QString cliOut = m_dir.filePath(QStringLiteral("cli-results"));
        const clitest::Run cli = clitest::runInProcess(
            {QStringLiteral("analyze"), QStringLiteral("tiny-bert=") + m_model, QStringLiteral("--corpus"), m_corpus,
             QStringLiteral("--only"), QStringLiteral("W1"), QStringLiteral("--similarity"), QStringLiteral("stsb"),
             QStringLiteral("--out"), cliOut, QStringLiteral("--quiet")});
        QVERIFY2(cli.status == 0, cli.err.c_str());
        QFile resultsFile(cliOut + QStringLiteral("/results.json"));
        QVERIFY(resultsFile.open(QIODevice::ReadOnly));
        const QJsonObject w1 = QJsonDocument::fromJson(resultsFile.readAll())
                                   .object()
                                   .value(QStringLiteral("weat"))
                                   .toArray()
                                   .at(0)
                                   .toObject();
        const double d = w1.value(QStringLiteral("raw")).toObject().value(QStringLiteral("d")).toDouble();
        const double whitenedD = w1.value(QStringLiteral("whitened")).toObject().value(QStringLiteral("d")).toDouble();
        QVERIFY(d != 0 && whitenedD != 0);
        QCOMPARE(table->model()->index(row, WeatTableModel::RawDColumn).data(RawValueRole).toDouble(), d);
        QCOMPARE(table->model()->index(row, WeatTableModel::WhitenedDColumn).data(RawValueRole).toDouble(), whitenedD);

        // STS-B (Table 3) with the model's own sentence vectors, pooled from the same folder: the
        // command line's similarity.csv row, to the last digit.
        QFile similarityFile(cliOut + QStringLiteral("/similarity.csv"));
        QVERIFY(similarityFile.open(QIODevice::ReadOnly));
        // model,benchmark,pairs_total,pairs_used,rho_raw,rho_whitened,delta,p,bootstrap_iterations,method,split
        const QStringList cells =
            QString::fromUtf8(similarityFile.readAll()).split(QLatin1Char('\n')).at(1).split(QLatin1Char(','));
        QCOMPARE(cells.at(9), QStringLiteral("sentence_vectors"));
        QTableView *similarity = window.resultsPanel()->view(ResultsPanel::SimilarityTable);
        int stsRow = -1;
        for (int r = 0; r < similarity->model()->rowCount(); ++r)
            if (similarity->model()->index(r, SimilarityTableModel::BenchmarkColumn).data(RawValueRole).toString()
                == QStringLiteral("STS-B"))
                stsRow = r;
        QVERIFY(stsRow >= 0);
        const auto cell = [&](int column) { return similarity->model()->index(stsRow, column); };
        QCOMPARE(cell(SimilarityTableModel::CoverageColumn).data().toString(),
                 QStringLiteral("%1 / %2").arg(QLocale().toString(cells.at(3).toInt()),
                                               QLocale().toString(cells.at(2).toInt())));
        QCOMPARE(cell(SimilarityTableModel::RawRhoColumn).data(RawValueRole).toDouble(), cells.at(4).toDouble());
        QCOMPARE(cell(SimilarityTableModel::WhitenedRhoColumn).data(RawValueRole).toDouble(), cells.at(5).toDouble());

        // A suite of new words, imported on the Suites page: the model extracts again for them, and
        // the results computed before stay (the same source, so the same vectors for W1's words).
        const QString suiteFile = m_dir.filePath(QStringLiteral("new-suite.json"));
        QVERIFY(windowfixtures::writeFile(suiteFile, R"({"suites": [{"id": "N1", "name": "Committee and budget",
            "category": "Mine", "X_name": "Committee", "X": ["committee", "budget"], "Y_name": "Park",
            "Y": ["park", "school"], "A_name": "Met", "A": ["met", "discuss"], "B_name": "Playing",
            "B": ["playing", "children"]}]})"));
        QVERIFY(userinput::clickTab(windowfixtures::tabBarOf(&window, "pages"), QStringLiteral("Suites")));
        {
            userinput::ModalAnswer answer(userinput::choosePath(suiteFile));
            QVERIFY(userinput::click(userinput::find<QPushButton>(&window, QStringLiteral("Import JSON…"))));
            QTRY_COMPARE(answer.count(), 1);
        }
        QTRY_COMPARE(window.study()->userSuites().size(), std::size_t(1));
        const auto extractions = [&] { // the Jobs list's extraction jobs, ended ones included
            int n = 0;
            const JobListModel *jobs = window.runner()->jobs();
            for (int r = 0; r < jobs->rowCount(); ++r)
                n += jobs->index(r, JobListModel::TitleColumn).data().toString().startsWith(QStringLiteral("Extract"));
            return n;
        };
        QTRY_COMPARE_WITH_TIMEOUT(extractions(), 2, 10000);
        QVERIFY(windowfixtures::modelsLoaded(window));
        QVERIFY(userinput::key(Qt::Key_5, Qt::AltModifier));
        QTRY_VERIFY(rowOfSuite(table->model(), QStringLiteral("W1")) >= 0);
        QCOMPARE(table->model()
                     ->index(rowOfSuite(table->model(), QStringLiteral("W1")), WeatTableModel::WhitenedDColumn)
                     .data(RawValueRole)
                     .toDouble(),
                 whitenedD);
        QVERIFY(userinput::showAndActivate(&window));
        QVERIFY(userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(windowfixtures::runFinished(window));
        QTRY_VERIFY(rowOfSuite(table->model(), QStringLiteral("N1")) >= 0);
        QVERIFY(table->model()
                    ->index(rowOfSuite(table->model(), QStringLiteral("N1")), WeatTableModel::RawDColumn)
                    .data(RawValueRole)
                    .isValid());

        // The study keeps the folder, corpus and layer; reopened, it shows the numbers without a run.
        const QString path = m_dir.filePath(QStringLiteral("transformer.isoscope"));
        QVERIFY(window.saveStudyAs(path));
        MainWindow reopened;
        reopened.resize(1280, 800);
        QVERIFY(reopened.openStudy(path));
        QCOMPARE(reopened.study()->models().size(), 1);
        QCOMPARE(reopened.study()->models().at(0), model);
        QVERIFY(windowfixtures::modelsLoaded(reopened));
        QTableView *again = reopened.resultsPanel()->view(ResultsPanel::WeatTable);
        QTRY_VERIFY(rowOfSuite(again->model(), QStringLiteral("W1")) >= 0);
        QCOMPARE(again->model()
                     ->index(rowOfSuite(again->model(), QStringLiteral("W1")), WeatTableModel::WhitenedDColumn)
                     .data(RawValueRole)
                     .toDouble(),
                 whitenedD);
        window.study()->setModified(false);
        reopened.study()->setModified(false);
    }

    // A file isoscope-cli extract (or merge, after a cluster's shards) wrote, added with Add model…:
    // contextualized and whitened on the corpus sentences it carries, as analyze --reference embedded.
    void anExtractedFileIsAddedAsAContextualizedModelWithItsOwnReference()
    {
        const QString file = m_dir.filePath(QStringLiteral("extracted.h5"));
        const clitest::Run extract = clitest::runInProcess(
            {QStringLiteral("extract"), m_model, QStringLiteral("--corpus"), m_corpus, QStringLiteral("--only"),
             QStringLiteral("W1"), QStringLiteral("--out"), file, QStringLiteral("--quiet")});
        QVERIFY2(extract.status == 0, extract.err.c_str());
        MainWindow window;
        window.resize(1280, 800);
        QVERIFY(userinput::showAndActivate(&window));
        QVERIFY(userinput::key(Qt::Key_2, Qt::AltModifier));
        {
            userinput::ModalAnswer answer(userinput::choosePath(file));
            QVERIFY(userinput::click(userinput::find<QPushButton>(&window, QStringLiteral("Add model…"))));
            QTRY_COMPARE(answer.count(), 1);
        }
        QTRY_COMPARE(window.study()->models().size(), 1);
        const StudyModel model = window.study()->models().at(0);
        QCOMPARE(model.family, isoscope::ModelFamily::Contextualized);
        QVERIFY(model.ownReference);
        QVERIFY(windowfixtures::modelsLoaded(window));
        StudyOptions options = window.study()->options();
        options.similarityBenchmarks = false;
        window.study()->setOptions(options);
        QVERIFY(userinput::showAndActivate(&window));
        QVERIFY(userinput::shortcut(QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(windowfixtures::runFinished(window));
        QVERIFY(userinput::key(Qt::Key_5, Qt::AltModifier));
        QTableView *table = window.resultsPanel()->view(ResultsPanel::WeatTable);
        QTRY_VERIFY(rowOfSuite(table->model(), QStringLiteral("W1")) >= 0);
        const clitest::Run cli = clitest::runInProcess(
            {QStringLiteral("analyze"), QStringLiteral("extracted=") + file, QStringLiteral("--reference"),
             QStringLiteral("embedded"), QStringLiteral("--only"), QStringLiteral("W1"), QStringLiteral("--similarity"),
             QStringLiteral("none"), QStringLiteral("--json"), QStringLiteral("--quiet")});
        QVERIFY2(cli.status == 0, cli.err.c_str());
        const double whitenedD = QJsonDocument::fromJson(QByteArray::fromStdString(cli.out))
                                     .object()
                                     .value(QStringLiteral("weat"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QStringLiteral("whitened"))
                                     .toObject()
                                     .value(QStringLiteral("d"))
                                     .toDouble();
        QCOMPARE(table->model()
                     ->index(rowOfSuite(table->model(), QStringLiteral("W1")), WeatTableModel::WhitenedDColumn)
                     .data(RawValueRole)
                     .toDouble(),
                 whitenedD);
        window.study()->setModified(false);
    }

    void anExtractionShowsItsRateAndCancelLeavesNothing()
    {
        // A corpus long enough that the extraction is still running when Cancel is pressed: the
        // reference sample is every sentence of the allowed length.
        QString text;
        for (int i = 0; i < 60000; ++i)
            text += QStringLiteral("Sentence number %1 of the long corpus is here for the sample.\n").arg(i);
        const QString corpus = m_dir.filePath(QStringLiteral("long-corpus.txt"));
        QVERIFY(windowfixtures::writeFile(corpus, text.toUtf8()));
        const QString cache = m_dir.filePath(QStringLiteral("cache-cancel"));
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(cache));

        MainWindow window;
        window.resize(1280, 800);
        QVERIFY(userinput::showAndActivate(&window));
        QVERIFY(userinput::key(Qt::Key_2, Qt::AltModifier));
        StudyModel model;
        model.name = QStringLiteral("long");
        model.family = isoscope::ModelFamily::Contextualized;
        // Wider and deeper than the first test's model, so that a batch takes a moment.
        tinytransformer::BertShape shape;
        shape.hidden = 64;
        shape.layers = 4;
        shape.heads = 4;
        shape.intermediate = 256;
        model.path =
            QString::fromStdString(tinytransformer::makeBert(m_dir.path().toStdString(), "wider-bert", shape).string());
        model.corpus = corpus;
        window.study()->addModel(model);

        // While it runs: the row says it is extracting; the bar gives the rate and the time left.
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(window, 0).startsWith(QStringLiteral("Extracting word vectors…")),
                                 kTimeoutMs);
        const auto barText = [&] {
            for (auto *label : window.modelsPanel()->findChildren<QLabel *>())
                if (label->isVisible()
                    && label->text().startsWith(QStringLiteral("Extracting the word vectors of long")))
                    return label->text();
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(barText().contains(QStringLiteral(" tokens/s, ")), kTimeoutMs);
        QVERIFY2(barText().contains(QStringLiteral(" left)")), qPrintable(barText()));
        // The jobs list shows the rate beside the state ("Running (1,234 tokens/s)"), and every text of
        // the narrow Progress column fits its width (the rate there was cut: "31 % (1…").
        const JobListModel *jobs = window.runner()->jobs();
        auto *jobsTable = userinput::find<QTableView>(&window, QStringLiteral("Jobs"));
        QVERIFY(jobsTable);
        const QFontMetrics metrics(jobsTable->font());
        bool rateShown = false;
        for (int r = 0; r < jobs->rowCount(); ++r) {
            const QString state = jobs->index(r, JobListModel::StateColumn).data().toString();
            rateShown =
                rateShown
                || (state.startsWith(QStringLiteral("Running (")) && state.contains(QStringLiteral(" tokens/s)")));
            const QString progress = jobs->index(r, JobListModel::ProgressColumn).data().toString();
            QVERIFY2(metrics.horizontalAdvance(progress) < jobsTable->columnWidth(JobListModel::ProgressColumn),
                     qPrintable(progress));
        }
        QVERIFY(rateShown);

        auto *cancel = userinput::find<QPushButton>(&window, QStringLiteral("Cancel import"));
        QVERIFY(cancel);
        QVERIFY(userinput::click(cancel));
        QTRY_VERIFY_WITH_TIMEOUT(!statusOf(window, 0).startsWith(QStringLiteral("Extracting")), 10000);
        QCOMPARE(statusOf(window, 0), QStringLiteral("Not loaded"));
        QVERIFY(!window.runner()->loadedModel(window.study()->models().at(0)));
        // Nothing half-written is left where a later run would trust it; the batches done are kept
        // as parts, which the next import continues from (tst_extraction checks the same bytes).
        const QStringList left = extractionFiles(cache);
        for (const QString &file : left)
            QVERIFY2(!file.endsWith(QStringLiteral(".h5")), qPrintable(left.join(QLatin1Char(' '))));
        QVERIFY2(left.filter(QRegularExpression(QStringLiteral("^part-\\d{12}\\.bin$"))).size() > 0,
                 qPrintable(left.join(QLatin1Char(' '))));
        window.study()->setModified(false);
        qputenv("ISOSCOPE_CACHE_DIR", QFile::encodeName(m_cache));
    }
};

QTEST_MAIN(TestTransformerWindow)
#include "tst_transformerwindow.moc"
