#pragma once

#include "ui/study/study.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace isoscope::tokenizer {
class Tokenizer;
}

namespace isoscope::ui {

/// "Add transformer model…": a model folder as the Hugging Face hub serves it (config.json, the
/// weights, the tokenizer's files), the corpus its word vectors are drawn from and its format, the
/// layer, a name and a family; what the defaults are and why; and a field that shows how the
/// model's tokenizer splits a word. Reading the folder's config and tokenizer runs in the
/// background; Add is enabled once the folder is a model Isoscope runs and the corpus exists.
class TransformerModelDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TransformerModelDialog)

public:
    /// names: the study's model names, so that the proposed name is new.
    TransformerModelDialog(const Study *study, QWidget *parent = nullptr);
    ~TransformerModelDialog() override;

    /// The model as chosen (valid once accepted).
    StudyModel model() const;

    /// How the tokenizer of the folder read last splits text: "La · ##tis · ##ha (3 tokens)"; empty
    /// while no tokenizer is read.
    QString tokensText(const QString &text) const;

private:
    struct FolderInfo;
    void chooseFolder();
    void chooseCorpus();
    /// Reads the folder's config and tokenizer in the background (the folder field changed).
    void readFolder();
    void folderRead(const std::shared_ptr<const FolderInfo> &info);
    void updateTokens();
    void updateAccept();

    const Study *m_study;
    QLineEdit *m_folder = nullptr;
    QLabel *m_about = nullptr;
    QLineEdit *m_corpus = nullptr;
    QComboBox *m_corpusFormat = nullptr;
    QSpinBox *m_layer = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_family = nullptr;
    QLineEdit *m_word = nullptr;
    QLabel *m_tokens = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QFutureWatcher<std::shared_ptr<const FolderInfo>> m_reading;
    QString m_folderRead; ///< the folder m_info describes (or is being read)
    std::shared_ptr<const FolderInfo> m_info;
    bool m_nameEdited = false;
};

} // namespace isoscope::ui
