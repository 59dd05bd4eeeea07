#include "ui/models/transformermodeldialog.h"

#include "core/tokenizer/tokenizer.h"
#include "core/transformer/modelconfig.h"
#include "core/transformer/weights.h"
#include "ui/common/errortext.h"
#include "ui/common/escape.h"
#include "ui/common/settings.h"
#include "ui/figures/figurestyle.h"
#include "ui/jobs/jobpool.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace isoscope::ui {

/// What the dialog knows of a folder: its config and tokenizer, or why it is not a model to run.
struct TransformerModelDialog::FolderInfo {
    QString folder;
    std::optional<isoscope::transformer::ModelConfig> config;
    std::shared_ptr<const isoscope::tokenizer::Tokenizer> tokenizer;
    QString problem; ///< why the folder cannot be used, as a sentence; empty when it can
};

namespace {

QString modelTypeText(const std::string &type)
{
    if (type == "bert")
        return QStringLiteral("BERT");
    if (type == "roberta")
        return QStringLiteral("RoBERTa");
    if (type == "gpt2")
        return QStringLiteral("GPT-2");
    return QString::fromStdString(type);
}

} // namespace

TransformerModelDialog::TransformerModelDialog(const Study *study, QWidget *parent) : QDialog(parent), m_study(study)
{
    setWindowTitle(tr("Add a transformer model"));
    setMinimumWidth(640);
    setAccessibleName(tr("Add a transformer model"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Isoscope runs BERT, RoBERTa and GPT-2 models itself (SimCSE's are BERT and "
                                "RoBERTa models). A word's vector is the mean of its vectors in up to 20 sentences "
                                "of 7 to 75 words of your corpus that contain it, as in the paper."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    const auto row = [this](QLineEdit *field, const QString &buttonText, const QString &buttonName) {
        auto *box = new QWidget(this);
        auto *h = new QHBoxLayout(box);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(field, 1);
        auto *browse = new QPushButton(buttonText, box);
        browse->setAccessibleName(buttonName);
        h->addWidget(browse);
        return std::pair{box, browse};
    };

    m_folder = new QLineEdit(this);
    m_folder->setAccessibleName(tr("Model folder"));
    m_folder->setToolTip(tr("A folder as the Hugging Face hub serves it: config.json, model.safetensors or "
                            "pytorch_model.bin, and the tokenizer's files"));
    const auto [folderBox, folderBrowse] = row(m_folder, tr("&Browse…"), tr("Choose the model folder"));
    connect(folderBrowse, &QPushButton::clicked, this, &TransformerModelDialog::chooseFolder);
    connect(m_folder, &QLineEdit::editingFinished, this, &TransformerModelDialog::readFolder);
    form->addRow(tr("Model &folder:"), folderBox);
    m_about = new QLabel(this);
    m_about->setAccessibleName(tr("About the model"));
    m_about->setWordWrap(true);
    m_about->setTextFormat(Qt::PlainText);
    form->addRow(QString(), m_about);

    m_corpus = new QLineEdit(this);
    m_corpus->setAccessibleName(tr("Corpus file"));
    m_corpus->setToolTip(tr("A plain text file (UTF-8). The paper used WikiText-103."));
    const auto [corpusBox, corpusBrowse] = row(m_corpus, tr("Br&owse…"), tr("Choose the corpus file"));
    connect(corpusBrowse, &QPushButton::clicked, this, &TransformerModelDialog::chooseCorpus);
    connect(m_corpus, &QLineEdit::textChanged, this, &TransformerModelDialog::updateAccept);
    form->addRow(tr("&Corpus:"), corpusBox);
    m_corpusFormat = new QComboBox(this);
    m_corpusFormat->setAccessibleName(tr("Corpus format"));
    m_corpusFormat->addItem(tr("One sentence per line"), int(isoscope::corpus::CorpusFormat::Lines));
    m_corpusFormat->addItem(tr("Running text (split into sentences)"),
                            int(isoscope::corpus::CorpusFormat::RunningText));
    m_corpusFormat->addItem(tr("WikiText-103 files"), int(isoscope::corpus::CorpusFormat::WikiText));
    m_corpusFormat->setToolTip(tr("WikiText-103's own files: headings left out, \"@-@\" read as \"-\""));
    form->addRow(tr("Corpus f&ormat:"), m_corpusFormat);

    m_layer = new QSpinBox(this);
    m_layer->setAccessibleName(tr("Layer"));
    m_layer->setRange(-1, 1024);
    m_layer->setValue(-1);
    m_layer->setSpecialValueText(tr("Last layer"));
    m_layer->setToolTip(tr("Layer 0 is the embedding output; the paper uses the last layer"));
    form->addRow(tr("&Layer:"), m_layer);

    m_name = new QLineEdit(this);
    m_name->setAccessibleName(tr("Model name"));
    connect(m_name, &QLineEdit::textEdited, this, [this] {
        m_nameEdited = true;
        updateAccept();
    });
    form->addRow(tr("&Name:"), m_name);
    m_family = new QComboBox(this);
    m_family->setAccessibleName(tr("Model family"));
    for (auto f :
         {isoscope::ModelFamily::Contextualized, isoscope::ModelFamily::Contrastive, isoscope::ModelFamily::Other})
        m_family->addItem(FigureStyle::familyLabel(f), int(f));
    m_family->setToolTip(tr("The paper's families: contextualized (BERT, RoBERTa, GPT-2) and contrastive (SimCSE)"));
    form->addRow(tr("Famil&y:"), m_family);

    m_word = new QLineEdit(this);
    m_word->setAccessibleName(tr("Try a word"));
    m_word->setPlaceholderText(tr("Type a word to see its tokens"));
    connect(m_word, &QLineEdit::textChanged, this, &TransformerModelDialog::updateTokens);
    form->addRow(tr("&Tokens of:"), m_word);
    m_tokens = new QLabel(this);
    m_tokens->setAccessibleName(tr("Tokens of the word"));
    m_tokens->setTextFormat(Qt::PlainText);
    m_tokens->setWordWrap(true);
    m_tokens->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(QString(), m_tokens);
    layout->addLayout(form);

    auto *defaults = new QLabel(tr("Defaults are the paper's: the last layer; up to 20 sentences per word, drawn with "
                                   "the study's seed; the model whitened on 100,000 of the corpus's sentences, each "
                                   "the mean of its tokens; special tokens as the tokenizer adds them. A word found in "
                                   "no sentence is reported missing. The vectors are kept in the cache, so the "
                                   "next analysis of the same model and corpus starts at once."),
                                this);
    defaults->setAccessibleName(tr("What the defaults are"));
    defaults->setWordWrap(true);
    layout->addWidget(defaults);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *add = m_buttons->addButton(tr("&Add"), QDialogButtonBox::AcceptRole);
    add->setAccessibleName(tr("Add"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(&m_reading, &QFutureWatcherBase::finished, this, [this] {
        if (m_reading.future().resultCount() > 0)
            folderRead(m_reading.future().result());
    });
    updateAccept();
}

TransformerModelDialog::~TransformerModelDialog()
{
    m_reading.waitForFinished();
}

StudyModel TransformerModelDialog::model() const
{
    StudyModel model;
    model.name = m_study->uniqueModelName(m_name->text().trimmed());
    model.family = static_cast<isoscope::ModelFamily>(m_family->currentData().toInt());
    model.path = QFileInfo(m_folder->text().trimmed()).absoluteFilePath();
    model.corpus = QFileInfo(m_corpus->text().trimmed()).absoluteFilePath();
    model.corpusFormat = static_cast<isoscope::corpus::CorpusFormat>(m_corpusFormat->currentData().toInt());
    model.layer = m_layer->value();
    return model;
}

void TransformerModelDialog::chooseFolder()
{
    QString start = m_folder->text().trimmed();
    if (start.isEmpty())
        start = settings::lastModelFolder.value();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Model folder"), start);
    if (folder.isEmpty())
        return;
    m_folder->setText(QDir::toNativeSeparators(folder));
    readFolder();
}

void TransformerModelDialog::chooseCorpus()
{
    QString start = m_corpus->text().trimmed();
    if (start.isEmpty())
        start = settings::lastModelFolder.value();
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Corpus"), start, tr("Text files (*.txt *.tokens *.raw);;All files (*)"));
    if (!file.isEmpty())
        m_corpus->setText(QDir::toNativeSeparators(file));
}

void TransformerModelDialog::readFolder()
{
    const QString folder = m_folder->text().trimmed();
    if (folder == m_folderRead)
        return;
    m_folderRead = folder;
    m_info.reset();
    m_about->setText(folder.isEmpty() ? QString() : tr("Reading the model's configuration and tokenizer…"));
    updateTokens();
    updateAccept();
    if (folder.isEmpty())
        return;
    if (!m_nameEdited)
        m_name->setText(QDir(folder).dirName());
    m_reading.setFuture(startInBackground([folder]() -> std::shared_ptr<const FolderInfo> {
        auto info = std::make_shared<FolderInfo>();
        info->folder = folder;
        const std::filesystem::path dir(folder.toStdString());
        if (!QFileInfo(folder).isDir()) {
            info->problem = tr("%1 is not a folder.").arg(folder);
            return info;
        }
        auto config = isoscope::transformer::readModelConfig(dir);
        if (!config) {
            info->problem = ErrorText::describe(config.error());
            return info;
        }
        if (auto weights = isoscope::transformer::weightsFilesOf(dir); !weights) {
            info->problem = ErrorText::describe(weights.error());
            return info;
        }
        auto tokenizer = isoscope::tokenizer::Tokenizer::fromFolder(dir);
        if (!tokenizer) {
            info->problem = ErrorText::describe(tokenizer.error());
            return info;
        }
        info->config = std::move(config).value();
        info->tokenizer = std::make_shared<const isoscope::tokenizer::Tokenizer>(std::move(tokenizer).value());
        return info;
    }));
}

void TransformerModelDialog::folderRead(const std::shared_ptr<const FolderInfo> &info)
{
    if (!info || info->folder != m_folderRead)
        return; // a folder typed since
    m_info = info;
    if (!info->problem.isEmpty()) {
        m_about->setText(info->problem);
    } else {
        const auto &c = *info->config;
        const auto &t = info->tokenizer->conventions();
        const QString tokenizer =
            t.kind == "wordpiece"
                ? (t.lowercase ? tr("WordPiece, lowercased (uncased)") : tr("WordPiece, cased"))
                : (t.addPrefixSpace ? tr("byte-level BPE, with a prefix space") : tr("byte-level BPE"));
        const QLocale locale;
        m_about->setText(tr("%1: %2 layers, %3 dimensions, %4 tokens (%5).")
                             .arg(modelTypeText(c.modelType))
                             .arg(c.numLayers)
                             .arg(locale.toString(c.hiddenSize),
                                  locale.toString(qulonglong(info->tokenizer->vocabularySize())), tokenizer));
        m_layer->setMaximum(c.numLayers);
        if (!m_nameEdited)
            m_name->setText(QDir(info->folder).dirName());
    }
    updateTokens();
    updateAccept();
    // The description may take more lines than the empty label had: the dialog grows to show it.
    layout()->activate();
    resize(width(), std::max(height(), sizeHint().height()));
}

QString TransformerModelDialog::tokensText(const QString &text) const
{
    if (!m_info || !m_info->tokenizer || text.isEmpty())
        return {};
    const auto encoding = m_info->tokenizer->encode(text.toStdString(), false);
    QStringList tokens;
    for (const std::string &token : encoding.tokens)
        tokens.append(escape::shownName(QString::fromStdString(token)));
    const QString joined = tokens.join(QStringLiteral(" · "));
    if (encoding.size() == 1)
        //: The one token of a word, as "love (1 token)"
        return tr("%1 (1 token)").arg(joined);
    //: The tokens of a word, as "La · ##tis · ##ha (3 tokens)"
    return tr("%1 (%2 tokens)").arg(joined, QLocale().toString(qulonglong(encoding.size())));
}

void TransformerModelDialog::updateTokens()
{
    m_tokens->setText(tokensText(m_word->text()));
}

void TransformerModelDialog::updateAccept()
{
    const bool ready = m_info && m_info->problem.isEmpty() && !m_corpus->text().trimmed().isEmpty()
                       && QFileInfo(m_corpus->text().trimmed()).isFile() && !m_name->text().trimmed().isEmpty();
    for (QAbstractButton *button : m_buttons->buttons())
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(ready);
}

} // namespace isoscope::ui
