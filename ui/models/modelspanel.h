#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace isoscope::ui {

class AnalysisRunner;
class ModelTableModel;
class Study;

/// The models of the study: add by file dialog or by dropping files, the bundled demo models in
/// one click, name and family of each, the file to locate when it is missing, a model's STS-B
/// sentence vectors, and the progress of imports with a Cancel.
class ModelsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelsPanel)

public:
    ModelsPanel(Study *study, AnalysisRunner *runner, QWidget *parent = nullptr);

    /// Adds embedding files as models (named after the file).
    void addFiles(const QStringList &paths);
    /// Adds the two bundled demo models (those not in the study yet).
    void addDemoModels();
    /// Asks for files to add.
    void chooseFiles();
    /// Asks for a transformer model's folder and corpus (TransformerModelDialog) and adds it.
    void addTransformerModel();
    /// Asks where the selected model's file is now.
    void locateSelected();
    /// Reads the selected model's file and its cache in full, in the background, and shows whether
    /// the cache holds exactly the file's content (ModelVerification).
    void verifySelected();
    void selectModel(const QString &name);
    QTableView *table() const { return m_table; }

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    int selectedRow() const;
    void updateDetails();
    void applyDetails();
    void chooseVocabulary();
    /// Asks for the selected model's STS-B sentence vectors (an HDF5 file with /sentences).
    void chooseSentenceVectors();
    void updateImportProgress();
    /// Widens the columns that the rows from first to last no longer fit (never narrows them).
    void widenColumns(int first, int last);

    Study *m_study;
    AnalysisRunner *m_runner;
    ModelTableModel *m_model;
    QTableView *m_table = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_locateButton = nullptr;
    QPushButton *m_verifyButton = nullptr;
    QLabel *m_verifyResult = nullptr;
    bool m_verifying = false;
    QWidget *m_details = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_family = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_oov = nullptr;
    QLabel *m_oovNote = nullptr;
    QLabel *m_path = nullptr;
    QWidget *m_vocabularyRow = nullptr;
    QLineEdit *m_vocabulary = nullptr;
    QLineEdit *m_sentenceVectors = nullptr;
    QLabel *m_problem = nullptr;
    QWidget *m_importBar = nullptr;
    QProgressBar *m_importProgress = nullptr;
    QLabel *m_importLabel = nullptr;
    bool m_updating = false;
};

} // namespace isoscope::ui
