#include "ui/models/modelspanel.h"

#include "core/base/contenthash.h"
#include "core/base/datadir.h"
#include "core/io/sentencevectors.h"
#include "ui/analysis/analysisrunner.h"
#include "ui/analysis/modelimport.h"
#include "ui/common/errortext.h"
#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/common/settings.h"
#include "ui/common/tablestyle.h"
#include "ui/figures/figurestyle.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobpool.h"
#include "ui/models/modeltablemodel.h"
#include "ui/models/transformermodeldialog.h"
#include "ui/study/study.h"

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace isoscope::ui {

namespace {

QString embeddingFileFilter()
{
    return ModelsPanel::tr(
        "Embedding files (*.txt *.vec *.bin *.ftz *.gz *.npy *.h5 *.hdf5 *.glove *.w2v);;All files (*)");
}

} // namespace

ModelsPanel::ModelsPanel(Study *study, AnalysisRunner *runner, QWidget *parent)
    : QWidget(parent), m_study(study), m_runner(runner), m_model(new ModelTableModel(study, runner, this))
{
    setAcceptDrops(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(8);

    auto *intro = new QLabel(tr("The embedding models of this study. Add GloVe, word2vec or fastText files (text or "
                                "binary, fastText's own .bin and .ftz models, also gzipped), NumPy matrices or HDF5 "
                                "files with the button or by dropping them here; each is imported once in the "
                                "background into a cache that later opens in a moment."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add &model…"), this);
    add->setObjectName(QStringLiteral("addModelButton"));
    add->setToolTip(
        tr("Add an embedding file (GloVe, word2vec text or binary, fastText .vec, .bin or .ftz, NumPy .npy, HDF5)"));
    connect(add, &QPushButton::clicked, this, &ModelsPanel::chooseFiles);
    auto *transformer = new QPushButton(tr("Add &transformer model…"), this);
    transformer->setAccessibleName(tr("Add transformer model"));
    transformer->setToolTip(tr("A BERT, RoBERTa or GPT-2 model folder (as the Hugging Face hub serves it) and a "
                               "corpus its word vectors are drawn from"));
    connect(transformer, &QPushButton::clicked, this, &ModelsPanel::addTransformerModel);
    auto *demo = new QPushButton(tr("Add &demo models"), this);
    demo->setToolTip(tr("The two small models that come with Isoscope: GloVe 6B and word2vec Google News subsets"));
    connect(demo, &QPushButton::clicked, this, &ModelsPanel::addDemoModels);
    m_removeButton = new QPushButton(tr("&Remove"), this);
    m_removeButton->setToolTip(tr("Remove the selected model from the study (its file is not touched)"));
    connect(m_removeButton, &QPushButton::clicked, this, [this] { m_study->removeModel(selectedRow()); });
    m_locateButton = new QPushButton(tr("&Locate file…"), this);
    m_locateButton->setObjectName(QStringLiteral("locateModelButton"));
    m_locateButton->setToolTip(tr("Tell Isoscope where the selected model's file is now"));
    connect(m_locateButton, &QPushButton::clicked, this, &ModelsPanel::locateSelected);
    buttons->addWidget(add);
    buttons->addWidget(transformer);
    buttons->addWidget(demo);
    buttons->addWidget(m_removeButton);
    m_verifyButton = new QPushButton(tr("Verif&y model file"), this);
    m_verifyButton->setObjectName(QStringLiteral("verifyModelButton"));
    m_verifyButton->setAccessibleName(tr("Verify model file"));
    m_verifyButton->setToolTip(tr("Read the selected model's file and its cache in full, to prove that the cache "
                                  "holds exactly this file: its content hash and every checksum of the cache"));
    connect(m_verifyButton, &QPushButton::clicked, this, &ModelsPanel::verifySelected);
    buttons->addWidget(m_locateButton);
    buttons->addWidget(m_verifyButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_verifyResult = new QLabel(this);
    m_verifyResult->setObjectName(QStringLiteral("verifyResult"));
    m_verifyResult->setAccessibleName(tr("Verification result"));
    m_verifyResult->setWordWrap(true);
    m_verifyResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verifyResult->hide();
    layout->addWidget(m_verifyResult);

    m_importBar = new QWidget(this);
    auto *importLayout = new QHBoxLayout(m_importBar);
    importLayout->setContentsMargins(0, 0, 0, 0);
    m_importLabel = new QLabel(m_importBar);
    m_importProgress = new QProgressBar(m_importBar);
    m_importProgress->setObjectName(QStringLiteral("importProgress"));
    m_importProgress->setRange(0, 1000);
    m_importProgress->setAccessibleName(tr("Import progress"));
    auto *cancel = new QPushButton(tr("Cancel import"), m_importBar);
    cancel->setObjectName(QStringLiteral("cancelImportButton"));
    cancel->setAccessibleName(tr("Cancel import"));
    connect(cancel, &QPushButton::clicked, m_runner, &AnalysisRunner::cancelImports);
    importLayout->addWidget(m_importLabel);
    importLayout->addWidget(m_importProgress, 1);
    importLayout->addWidget(cancel);
    m_importBar->hide();
    layout->addWidget(m_importBar);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("studyModelTable"));
    m_table->setAccessibleName(tr("Models of the study"));
    m_table->setModel(m_model);
    setUpTable(m_table, {.selection = QAbstractItemView::SingleSelection, .rowPadding = 12});
    // One Tab stop, as the buttons and fields are (arrows move between the models): Tab went
    // through every cell before it reached the model's fields.
    m_table->setTabKeyNavigation(false);
    // Columns as wide as their contents, measured once when the rows are set and then only for the
    // rows that change: ResizeToContents measured every row on each import's progress, which kept a
    // study of 2,000 models busy for half a minute after it opened. The status holds the reason a
    // file could not be read: it takes the room that is left (elided; the tooltip and the details
    // below have it whole).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ModelTableModel::StatusColumn, QHeaderView::Stretch);
    connect(m_model, &QAbstractItemModel::modelReset, m_table, &QTableView::resizeColumnsToContents);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to) { widenColumns(from.row(), to.row()); });
    m_table->resizeColumnsToContents();
    layout->addWidget(m_table, 1);

    m_details = new QWidget(this);
    auto *form = new QFormLayout(m_details);
    form->setContentsMargins(0, 4, 0, 0);
    m_name = new QLineEdit(m_details);
    m_name->setAccessibleName(tr("Model name"));
    m_name->setToolTip(tr("The name results and exports use for this model"));
    m_family = new QComboBox(m_details);
    m_family->setAccessibleName(tr("Model family"));
    m_family->setToolTip(
        tr("Used to group and draw results: static word vectors, contextualized, contrastive or other"));
    for (auto f : {isoscope::ModelFamily::Static, isoscope::ModelFamily::Contextualized,
                   isoscope::ModelFamily::Contrastive, isoscope::ModelFamily::Other})
        m_family->addItem(FigureStyle::familyLabel(f), int(f));
    m_format = new QComboBox(m_details);
    m_format->setAccessibleName(tr("File format"));
    m_format->setToolTip(tr("Automatic decides from the content: gzip, HDF5 and NumPy signatures, a word2vec header "
                            "line and whether the rows after it are text or binary"));
    m_format->addItem(tr("Automatic"), int(isoscope::EmbeddingFormat::Auto));
    m_format->addItem(tr("GloVe text"), int(isoscope::EmbeddingFormat::GloveText));
    m_format->addItem(tr("word2vec / fastText text"), int(isoscope::EmbeddingFormat::Word2vecText));
    m_format->addItem(tr("word2vec binary"), int(isoscope::EmbeddingFormat::Word2vecBinary));
    m_format->addItem(tr("NumPy matrix + vocabulary"), int(isoscope::EmbeddingFormat::Numpy));
    m_format->addItem(tr("HDF5 (/words, /vectors)"), int(isoscope::EmbeddingFormat::Hdf5));
    m_format->addItem(tr("fastText model (.bin, .ftz)"), int(isoscope::EmbeddingFormat::FastTextBinary));
    m_oov = new QComboBox(m_details);
    m_oov->setObjectName(QStringLiteral("oovCombo"));
    m_oov->setAccessibleName(tr("Words not in the vocabulary"));
    m_oov->setToolTip(tr("What happens to a suite or benchmark word the model does not have: left out and reported "
                         "missing, as in the paper, or, for a fastText .bin or .ftz model, given the vector fastText "
                         "builds from the word's character n-grams (reported as “from subwords”)"));
    m_oov->addItem(tr("Left out (as in the paper)"), int(isoscope::OovPolicy::LeaveOut));
    m_oov->addItem(tr("Subword vectors (fastText)"), int(isoscope::OovPolicy::Subword));
    m_oovNote = new QLabel(m_details);
    m_oovNote->setObjectName(QStringLiteral("oovNote"));
    m_oovNote->setWordWrap(true);
    auto *oovRow = new QWidget(m_details);
    auto *oovLayout = new QHBoxLayout(oovRow);
    oovLayout->setContentsMargins(0, 0, 0, 0);
    oovLayout->addWidget(m_oov);
    oovLayout->addWidget(m_oovNote, 1);
    m_vocabularyRow = new QWidget(m_details);
    auto *vocabularyLayout = new QHBoxLayout(m_vocabularyRow);
    vocabularyLayout->setContentsMargins(0, 0, 0, 0);
    m_vocabulary = new QLineEdit(m_vocabularyRow);
    m_vocabulary->setAccessibleName(tr("Vocabulary file"));
    m_vocabulary->setPlaceholderText(tr("FILE.vocab or FILE.txt beside the matrix"));
    m_vocabulary->setToolTip(tr("The words of a NumPy matrix, one per line in row order; empty: the .vocab or .txt "
                                "file of the same name beside it"));
    auto *vocabularyBrowse = new QPushButton(tr("Browse…"), m_vocabularyRow);
    vocabularyBrowse->setObjectName(QStringLiteral("vocabularyBrowseButton"));
    connect(vocabularyBrowse, &QPushButton::clicked, this, &ModelsPanel::chooseVocabulary);
    vocabularyLayout->addWidget(m_vocabulary, 1);
    vocabularyLayout->addWidget(vocabularyBrowse);
    auto *sentenceRow = new QWidget(m_details);
    auto *sentenceLayout = new QHBoxLayout(sentenceRow);
    sentenceLayout->setContentsMargins(0, 0, 0, 0);
    m_sentenceVectors = new QLineEdit(sentenceRow);
    m_sentenceVectors->setObjectName(QStringLiteral("sentenceVectorsEdit"));
    m_sentenceVectors->setAccessibleName(tr("Sentence vectors file"));
    m_sentenceVectors->setPlaceholderText(tr("none: the model's own HDF5 file, or the mean of its word vectors"));
    m_sentenceVectors->setToolTip(
        tr("STS-B scores sentence pairs: an HDF5 file with /sentences (the STS-B sentences as "
           "written) and /sentence_vectors (one row each, the model's dimension). Without "
           "it, a static model averages the vectors of a sentence's words; a model of "
           "another family has no STS-B number."));
    auto *sentenceBrowse = new QPushButton(tr("Sentence ve&ctors…"), sentenceRow);
    sentenceBrowse->setObjectName(QStringLiteral("sentenceVectorsBrowseButton"));
    sentenceBrowse->setAccessibleName(tr("Choose the sentence vectors file"));
    connect(sentenceBrowse, &QPushButton::clicked, this, &ModelsPanel::chooseSentenceVectors);
    sentenceLayout->addWidget(m_sentenceVectors, 1);
    sentenceLayout->addWidget(sentenceBrowse);
    m_path = new QLabel(m_details);
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setWordWrap(true);
    m_problem = new QLabel(m_details);
    m_problem->setObjectName(QStringLiteral("modelProblemLabel"));
    m_problem->setWordWrap(true);
    QPalette red = m_problem->palette();
    red.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_problem->setPalette(red);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Fam&ily:"), m_family);
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(tr("Voca&bulary:"), m_vocabularyRow);
    form->addRow(tr("Missing &words:"), oovRow);
    form->addRow(tr("STS-B:"), sentenceRow);
    form->addRow(tr("File:"), m_path);
    form->addRow(QString(), m_problem);
    layout->addWidget(m_details);

    connect(m_name, &QLineEdit::editingFinished, this, &ModelsPanel::applyDetails);
    connect(m_family, &QComboBox::activated, this, &ModelsPanel::applyDetails);
    connect(m_format, &QComboBox::activated, this, &ModelsPanel::applyDetails);
    connect(m_oov, &QComboBox::activated, this, &ModelsPanel::applyDetails);
    connect(m_vocabulary, &QLineEdit::editingFinished, this, &ModelsPanel::applyDetails);
    connect(m_sentenceVectors, &QLineEdit::editingFinished, this, &ModelsPanel::applyDetails);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ModelsPanel::updateDetails);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_model->rowCount() > 0 && selectedRow() < 0)
            m_table->selectRow(0);
        updateDetails();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ModelsPanel::updateDetails);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &ModelsPanel::updateImportProgress);
    connect(m_runner, &AnalysisRunner::modelStatusChanged, this, &ModelsPanel::updateDetails);
    updateDetails();
}

int ModelsPanel::selectedRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void ModelsPanel::selectModel(const QString &name)
{
    for (int row = 0; row < m_study->models().size(); ++row)
        if (m_study->models().at(row).name == name)
            m_table->selectRow(row);
}

void ModelsPanel::updateDetails()
{
    const int row = selectedRow();
    const bool has = row >= 0 && row < m_study->models().size();
    m_removeButton->setEnabled(has);
    m_details->setEnabled(has);
    m_locateButton->setEnabled(has);
    m_verifyButton->setEnabled(has && !m_verifying);
    if (!has) {
        m_name->clear();
        m_path->clear();
        m_problem->clear();
        return;
    }
    m_updating = true;
    const StudyModel &model = m_study->models().at(row);
    if (!m_name->hasFocus())
        m_name->setText(model.name);
    m_family->setCurrentIndex(m_family->findData(int(model.family)));
    m_format->setCurrentIndex(m_format->findData(int(model.format)));
    m_path->setText(model.path);
    if (!m_vocabulary->hasFocus())
        m_vocabulary->setText(model.vocabulary);
    if (!m_sentenceVectors->hasFocus())
        m_sentenceVectors->setText(model.sentenceVectors);
    // Only a NumPy matrix has a separate vocabulary file.
    const bool numpy = model.format == isoscope::EmbeddingFormat::Numpy
                       || (model.format == isoscope::EmbeddingFormat::Auto
                           && model.path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive));
    m_vocabularyRow->setEnabled(numpy);
    // A transformer model's vectors come from its folder and corpus: no file format, no subwords.
    m_format->setEnabled(!model.isTransformer());
    // Verify reads a model file beside its cache; a transformer model's vectors are extracted, and
    // the cache file holds what the extraction wrote whole.
    m_verifyButton->setEnabled(!m_verifying && !model.isTransformer());
    if (model.isTransformer()) {
        m_vocabularyRow->setEnabled(false);
        const QString layer = model.layer < 0 ? tr("the last layer") : tr("layer %1").arg(model.layer);
        QString format;
        switch (model.corpusFormat) {
        case isoscope::corpus::CorpusFormat::Lines: format = tr("one sentence per line"); break;
        case isoscope::corpus::CorpusFormat::RunningText: format = tr("running text"); break;
        case isoscope::corpus::CorpusFormat::WikiText: format = tr("WikiText-103"); break;
        }
        m_path->setText(
            tr("%1\nWord vectors from the corpus %2 (%3), %4.").arg(model.path, model.corpus, format, layer));
    } else if (model.ownReference) {
        m_path->setText(tr("%1\nWhitened on the reference vectors stored in the file (a transformer model's corpus "
                           "sentences).")
                            .arg(model.path));
    }
    // Subword vectors need a model that has them: known once it is read.
    m_oov->setCurrentIndex(m_oov->findData(int(model.oov)));
    const auto loaded = m_runner->loadedModel(model);
    const isoscope::SubwordSource *subwords = loaded ? loaded->set.subwords() : nullptr;
    m_oov->setEnabled(!model.isTransformer() && (subwords || model.oov == isoscope::OovPolicy::Subword));
    if (subwords)
        m_oovNote->setText(tr("%L1 n-gram vectors of %2 to %3 characters")
                               .arg(subwords->rows())
                               .arg(subwords->minLength())
                               .arg(subwords->maxLength()));
    else if (model.isTransformer())
        m_oovNote->setText(tr("A word in no sentence of the corpus is left out and reported missing."));
    else if (loaded)
        m_oovNote->setText(tr("This model has no subword vectors (only fastText .bin and .ftz models do)."));
    else
        m_oovNote->setText(tr("Known once the model is read."));
    const ModelStatus status = m_runner->status(model);
    QString problem = status.error;
    if (!model.sentenceVectors.isEmpty()) {
        // Checked before it is opened: a named pipe there would hold the window in open() for ever.
        const auto holds = isoscope::holdsSentenceVectors(std::filesystem::path(model.sentenceVectors.toStdString()));
        if (!holds || !holds.value())
            problem += (problem.isEmpty() ? QString() : QStringLiteral("\n"))
                       + (!holds ? ErrorText::describe(holds.error())
                                 : tr("%1 holds no STS-B sentence vectors (/sentences and /sentence_vectors).")
                                       .arg(QFileInfo(model.sentenceVectors).fileName()));
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_updating = false;
}

void ModelsPanel::applyDetails()
{
    const int row = selectedRow();
    if (m_updating || row < 0 || row >= m_study->models().size())
        return;
    StudyModel model = m_study->models().at(row);
    const QString name = m_name->text().trimmed();
    if (!name.isEmpty() && name != model.name)
        model.name = m_study->uniqueModelName(name);
    model.family = static_cast<isoscope::ModelFamily>(m_family->currentData().toInt());
    model.format = static_cast<isoscope::EmbeddingFormat>(m_format->currentData().toInt());
    model.vocabulary = m_vocabulary->text().trimmed();
    model.oov = static_cast<isoscope::OovPolicy>(m_oov->currentData().toInt());
    model.sentenceVectors = m_sentenceVectors->text().trimmed();
    if (model == m_study->models().at(row))
        return;
    m_study->setModel(row, model);
    m_table->selectRow(row);
}

void ModelsPanel::addFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        StudyModel model;
        model.path = QFileInfo(path).absoluteFilePath();
        model.name = m_study->uniqueModelName(QFileInfo(path).completeBaseName());
        // A transformer model's vectors as isoscope-cli extract or merge (a cluster's jobs) wrote them:
        // contextualized, whitened on the corpus sentences it carries, as the paper does.
        if (const auto record = isoscope::extractionRecord(std::filesystem::path(model.path.toStdString()))) {
            const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(*record)).object();
            if (o.value(QStringLiteral("kind")).toString() == QStringLiteral("words")
                && o.value(QStringLiteral("reference_rows")).toInteger() > 0) {
                model.family = isoscope::ModelFamily::Contextualized;
                model.ownReference = true;
            }
        }
        m_study->addModel(model);
    }
    if (!paths.isEmpty()) {
        settings::lastModelFolder.setValue(QFileInfo(paths.last()).absolutePath());
        m_table->selectRow(static_cast<int>(m_study->models().size()) - 1);
    }
}

void ModelsPanel::addDemoModels()
{
    const auto dataDir = isoscope::findDataDirectory();
    if (!dataDir)
        return;
    const std::pair<const char *, const char *> demos[] = {
        {isoscope::builtin::kDemoGloveName, isoscope::builtin::kDemoGlove},
        {isoscope::builtin::kDemoWord2vecName, isoscope::builtin::kDemoWord2vec}};
    for (const auto &[name, file] : demos) {
        StudyModel model;
        model.name = QString::fromUtf8(name);
        model.path = QString::fromStdString((*dataDir / file).string());
        bool present = false;
        for (const StudyModel &m : m_study->models())
            present = present || m.key() == model.key();
        if (!present) {
            model.name = m_study->uniqueModelName(model.name);
            m_study->addModel(model);
        }
    }
}

void ModelsPanel::chooseFiles()
{
    QString folder = settings::lastModelFolder.value();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Add embedding models"), folder, embeddingFileFilter());
    addFiles(paths);
}

void ModelsPanel::addTransformerModel()
{
    auto *dialog = new TransformerModelDialog(m_study, this);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const StudyModel model = dialog->model();
        settings::lastModelFolder.setValue(QFileInfo(model.path).absolutePath());
        m_study->addModel(model);
        selectModel(model.name);
    });
    dialog->open();
}

void ModelsPanel::locateSelected()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    StudyModel model = m_study->models().at(row);
    const QString path = QFileDialog::getOpenFileName(this, tr("Where is %1?").arg(QFileInfo(model.path).fileName()),
                                                      QFileInfo(model.path).absolutePath(), embeddingFileFilter());
    if (path.isEmpty())
        return;
    const std::string oldKey = model.key();
    model.path = QFileInfo(path).absoluteFilePath();
    // The same vectors in another place: the results computed from them stay the model's.
    m_study->results().renameModel(oldKey, model.key());
    m_study->setModel(row, model);
    m_table->selectRow(row);
}

void ModelsPanel::verifySelected()
{
    const int row = selectedRow();
    if (row < 0 || m_verifying)
        return;
    const StudyModel model = m_study->models().at(row);
    m_verifying = true;
    m_verifyButton->setEnabled(false);
    m_verifyResult->setText(tr("Verifying %1: reading the file and its cache in full…").arg(model.name));
    m_verifyResult->show();
    auto *job = new Job(tr("Verify %1").arg(model.name), model.name, this);
    m_runner->jobs()->add(job);
    connect(job, &Job::failed, this, [this, name = model.name](const QString &error) {
        m_verifyResult->setText(tr("%1 could not be verified. %2").arg(name, error));
    });
    connect(job, &Job::cancelled, this, [this, name = model.name] {
        m_verifyResult->setText(tr("The verification of %1 was cancelled.").arg(name));
    });
    connect(job, &Job::finished, this, [this] {
        m_verifying = false;
        updateDetails();
    });
    job->watch<ModelVerification>(
        startInBackground(
            [](QPromise<ModelVerification> &promise, std::filesystem::path path, isoscope::EmbeddingFormat format,
               std::filesystem::path vocabulary) {
                promise.setProgressRange(0, kJobProgressRange);
                promise.addResult(verifyModel(path, format, vocabulary, stepProgress(promise, 0, kJobProgressRange)));
            },
            std::filesystem::path(model.path.toStdString()), model.format,
            std::filesystem::path(model.vocabulary.toStdString())),
        [this, name = model.name](const ModelVerification &verification) {
            const isoscope::CacheStatus &status = verification.status;
            const QString hash =
                status.contentHash ? QString::fromStdString(isoscope::hexDigest(*status.contentHash)) : tr("unknown");
            QString text;
            if (status.imported && !status.rebuildReason.empty())
                text = tr("%1 had changed since it was imported (%2), so it was imported again; its content hash "
                          "(XXH64) is now %3. Results computed before may come from the earlier content.")
                           .arg(name, QString::fromStdString(status.rebuildReason), hash);
            else
                text = tr("Verified: the cache of %1 holds exactly this file (content hash XXH64 %2, computed again "
                          "from the whole file), and every checksum of the cache matches.")
                           .arg(name, hash);
            if (status.whiteningVerified > 0)
                text += QLatin1Char(' ')
                        + tr("%n set(s) of whitening statistics read in full and complete.", nullptr,
                             static_cast<int>(status.whiteningVerified));
            if (!status.whiteningRemoved.empty())
                text += QLatin1Char(' ')
                        + tr("%n set(s) of whitening statistics could not be used and were removed (they are "
                             "estimated again when needed).",
                             nullptr, static_cast<int>(status.whiteningRemoved.size()));
            m_verifyResult->setText(text);
        });
}

void ModelsPanel::chooseVocabulary()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Vocabulary of %1").arg(m_study->models().at(row).name),
                                                      QFileInfo(m_study->models().at(row).path).absolutePath(),
                                                      tr("Vocabulary files (*.vocab *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    m_vocabulary->setText(QFileInfo(path).absoluteFilePath());
    applyDetails();
}

void ModelsPanel::chooseSentenceVectors()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const StudyModel &model = m_study->models().at(row);
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Sentence vectors of %1").arg(model.name),
        QFileInfo(model.sentenceVectors.isEmpty() ? model.path : model.sentenceVectors).absolutePath(),
        tr("HDF5 files (*.h5 *.hdf5 *.he5);;All files (*)"));
    if (path.isEmpty())
        return;
    m_sentenceVectors->setText(QFileInfo(path).absoluteFilePath());
    applyDetails();
}

void ModelsPanel::updateImportProgress()
{
    int active = 0;
    double progress = 0;
    for (const StudyModel &model : m_study->models()) {
        const ModelStatus status = m_runner->status(model);
        if (status.state == ModelStatus::State::Importing) {
            ++active;
            progress += status.progress;
        }
    }
    m_importBar->setVisible(active > 0);
    if (active > 0) {
        m_importLabel->setText(tr("Importing %n model(s)…", nullptr, active));
        // A transformer model's extraction takes long: its rate and the time left.
        for (const StudyModel &model : m_study->models()) {
            const ModelStatus status = m_runner->status(model);
            if (status.state != ModelStatus::State::Importing || !status.extracting)
                continue;
            const QString left =
                status.remainingMs ? JobListModel::formatDuration(*status.remainingMs) : tr("estimating the time left");
            m_importLabel->setText(
                status.rate.isEmpty()
                    ? tr("Extracting the word vectors of %1 (%2)…").arg(escape::shownName(model.name), left)
                    : tr("Extracting the word vectors of %1 (%2, %3 left)…")
                          .arg(escape::shownName(model.name), status.rate, left));
            break;
        }
        // The percentage rounded as the Status column and the Jobs list round it (the bar's own %p
        // floors: "10%" beside "Importing… 11 %").
        m_importProgress->setFormat(tr("%1 %").arg(qRound(progress / active * 100)));
        m_importProgress->setValue(static_cast<int>(progress / active * 1000));
    }
}

void ModelsPanel::widenColumns(int first, int last)
{
    QHeaderView *header = m_table->horizontalHeader();
    for (int column = 0; column < ModelTableModel::ColumnCount; ++column) {
        if (column == ModelTableModel::StatusColumn)
            continue;
        int width = 0;
        for (int row = first; row <= last; ++row)
            width = std::max(width, m_table->sizeHintForIndex(m_model->index(row, column)).width());
        width += m_table->showGrid() ? 1 : 0; // as QTableView::sizeHintForColumn counts it
        if (width > header->sectionSize(column))
            header->resizeSection(column, width);
    }
}

void ModelsPanel::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ModelsPanel::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            paths.append(url.toLocalFile());
    addFiles(paths);
    event->acceptProposedAction();
}

} // namespace isoscope::ui
