#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace isoscope::ui {

class Study;
struct StudyOptions;

/// The reference sample for whitening and the options of the tests, each with a tooltip that says
/// what it does in a sentence, and a button back to the paper's protocol.
class OptionsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionsPanel)

public:
    explicit OptionsPanel(Study *study, QWidget *parent = nullptr);

    /// Back to the paper's protocol.
    void resetToPaperProtocol();

private:
    void showOptions(const StudyOptions &options);
    void apply();
    void updateEnabled();

    Study *m_study;
    QComboBox *m_referenceMode = nullptr;
    QSpinBox *m_referenceSize = nullptr;
    QSpinBox *m_referenceSeed = nullptr;
    QLineEdit *m_referenceFile = nullptr;
    QPushButton *m_referenceBrowse = nullptr;
    QDoubleSpinBox *m_epsilon = nullptr;
    QSpinBox *m_permutations = nullptr;
    QSpinBox *m_exactLimit = nullptr;
    QSpinBox *m_seed = nullptr;
    QDoubleSpinBox *m_alpha = nullptr;
    QSpinBox *m_bootstrap = nullptr;
    QDoubleSpinBox *m_confidence = nullptr;
    QComboBox *m_tie = nullptr;
    QComboBox *m_sided = nullptr;
    QCheckBox *m_similarity = nullptr;
    QComboBox *m_stsbSplit = nullptr;
    QLabel *m_protocolNote = nullptr;
    bool m_showing = false;
};

} // namespace isoscope::ui
