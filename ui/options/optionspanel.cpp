#include "ui/options/optionspanel.h"

#include "core/analysis/settingranges.h"
#include "ui/common/settings.h"
#include "ui/study/study.h"
#include "ui/study/studyfile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace isoscope::ui {

namespace {

constexpr int kNoSeed = -1;

// A field's range is its setting's, the one the command line and the study loader check
// (core/analysis/settingranges.h); an open bound is the nearest value the field can show.
void setRangeOf(QSpinBox *spin, isoscope::Setting setting)
{
    const isoscope::SettingRange &range = isoscope::settingRange(setting);
    const double low = range.zeroIsNone ? 0 : range.low + (range.lowOpen ? 1 : 0);
    spin->setRange(static_cast<int>(low), static_cast<int>(range.high - (range.highOpen ? 1 : 0)));
}

void setRangeOf(QDoubleSpinBox *spin, isoscope::Setting setting, double scale = 1)
{
    const isoscope::SettingRange &range = isoscope::settingRange(setting);
    const double step = std::pow(10.0, -spin->decimals());
    spin->setRange(scale * range.low + (range.lowOpen ? step : 0), scale * range.high - (range.highOpen ? step : 0));
}

} // namespace

OptionsPanel::OptionsPanel(Study *study, QWidget *parent) : QWidget(parent), m_study(study)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(12, 10, 12, 10);
    auto *columns = new QHBoxLayout;
    columns->setSpacing(16);
    outer->addLayout(columns);

    auto *reference = new QGroupBox(tr("Reference sample for whitening"), this);
    auto *referenceForm = new QFormLayout(reference);
    m_referenceMode = new QComboBox(reference);
    m_referenceMode->setAccessibleName(tr("Reference sample"));
    m_referenceMode->addItem(tr("The N most frequent words"), int(isoscope::ReferenceMode::Top));
    m_referenceMode->addItem(tr("N words drawn at random"), int(isoscope::ReferenceMode::Random));
    m_referenceMode->addItem(tr("The words of a list file"), int(isoscope::ReferenceMode::WordList));
    m_referenceMode->addItem(tr("A separate file of vectors"), int(isoscope::ReferenceMode::Vectors));
    m_referenceMode->addItem(tr("The reference vectors in each model's file"), int(isoscope::ReferenceMode::Embedded));
    m_referenceMode->setToolTip(tr("Which vectors the whitening's mean and covariance are estimated from; the paper "
                                   "uses the 100,000 most frequent words (the first rows of the file) for static "
                                   "models, and sentence-level vectors (an HDF5 file's /reference) for "
                                   "contextualized ones."));
    m_referenceSize = new QSpinBox(reference);
    m_referenceSize->setAccessibleName(tr("Reference sample size"));
    m_referenceSize->setRange(2, 10000000);
    m_referenceSize->setGroupSeparatorShown(true);
    m_referenceSize->setToolTip(tr("How many vectors to use; all of them if the model has fewer."));
    m_referenceSeed = new QSpinBox(reference);
    m_referenceSeed->setAccessibleName(tr("Reference sample seed"));
    m_referenceSeed->setRange(kNoSeed, std::numeric_limits<int>::max());
    m_referenceSeed->setSpecialValueText(tr("the analysis seed"));
    m_referenceSeed->setToolTip(tr("Seed of the random draw of reference words, so the same words are drawn again."));
    auto *fileRow = new QHBoxLayout;
    m_referenceFile = new QLineEdit(reference);
    m_referenceFile->setAccessibleName(tr("Reference file"));
    m_referenceFile->setToolTip(tr("A word list (one word per line) or an embedding file of reference vectors, such "
                                   "as sentence vectors for a contextualized model."));
    m_referenceBrowse = new QPushButton(tr("Browse…"), reference);
    m_referenceBrowse->setAccessibleName(tr("Choose the reference file"));
    m_referenceBrowse->setToolTip(tr("Choose the word list or embedding file of reference vectors."));
    fileRow->addWidget(m_referenceFile, 1);
    fileRow->addWidget(m_referenceBrowse);
    referenceForm->addRow(tr("&Sample:"), m_referenceMode);
    referenceForm->addRow(tr("&N:"), m_referenceSize);
    referenceForm->addRow(tr("Dra&w seed:"), m_referenceSeed);
    referenceForm->addRow(tr("File:"), fileRow);
    m_epsilon = new QDoubleSpinBox(reference);
    m_epsilon->setAccessibleName(tr("Epsilon"));
    m_epsilon->setDecimals(6);
    setRangeOf(m_epsilon, isoscope::Setting::Epsilon);
    m_epsilon->setSingleStep(0.0005);
    m_epsilon->setToolTip(tr("Added to every eigenvalue before whitening, so that tiny directions are not blown up "
                             "(the paper: 0.001). Changing it re-whitens only."));
    referenceForm->addRow(tr("&Epsilon:"), m_epsilon);
    columns->addWidget(reference, 1);

    auto *tests = new QGroupBox(tr("WEAT permutation test"), this);
    auto *testForm = new QFormLayout(tests);
    m_permutations = new QSpinBox(tests);
    m_permutations->setAccessibleName(tr("Permutations"));
    setRangeOf(m_permutations, isoscope::Setting::Permutations);
    m_permutations->setGroupSeparatorShown(true);
    m_permutations->setToolTip(tr("Random partitions drawn when there are too many to enumerate (the paper: "
                                  "100,000)."));
    m_exactLimit = new QSpinBox(tests);
    m_exactLimit->setAccessibleName(tr("Exact enumeration limit"));
    setRangeOf(m_exactLimit, isoscope::Setting::ExactLimit);
    m_exactLimit->setGroupSeparatorShown(true);
    m_exactLimit->setToolTip(tr("Every partition is counted, for an exact p, when there are at most this many."));
    m_seed = new QSpinBox(tests);
    m_seed->setAccessibleName(tr("Seed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setToolTip(tr("Seed of every random draw, so that the same seed gives the same numbers."));
    m_alpha = new QDoubleSpinBox(tests);
    m_alpha->setAccessibleName(tr("Alpha"));
    m_alpha->setDecimals(4);
    setRangeOf(m_alpha, isoscope::Setting::Alpha);
    m_alpha->setSingleStep(0.01);
    m_alpha->setToolTip(tr("A result is significant when p is below alpha; changing it re-classifies at once, "
                           "without running anything again."));
    m_tie = new QComboBox(tests);
    m_tie->setAccessibleName(tr("Tie rule"));
    m_tie->addItem(tr("S_i ≥ S, p = (b + 1)/(N + 1)"), int(isoscope::TieRule::GreaterOrEqual));
    m_tie->addItem(tr("S_i > S, p = b/N (paper's equation 4)"), int(isoscope::TieRule::Greater));
    m_tie->setToolTip(tr("Whether partitions that tie with the observed one count as at least as extreme."));
    m_sided = new QComboBox(tests);
    m_sided->setAccessibleName(tr("Sidedness"));
    m_sided->addItem(tr("One-sided"), int(isoscope::Sidedness::One));
    m_sided->addItem(tr("Two-sided"), int(isoscope::Sidedness::Two));
    m_sided->setToolTip(tr("One-sided tests the direction X–A, Y–B as WEAT does; two-sided doubles the smaller "
                           "tail."));
    m_bootstrap = new QSpinBox(tests);
    m_bootstrap->setObjectName(QStringLiteral("bootstrapSpin"));
    m_bootstrap->setAccessibleName(tr("Bootstrap resamples for the confidence intervals of d"));
    setRangeOf(m_bootstrap, isoscope::Setting::EffectBootstrapIterations);
    m_bootstrap->setGroupSeparatorShown(true);
    m_bootstrap->setSingleStep(500);
    m_bootstrap->setSpecialValueText(tr("no intervals"));
    m_bootstrap->setToolTip(tr("Confidence interval of every effect size d: the words of X and Y are resampled with "
                               "replacement this many times and d recomputed from their associations (percentile "
                               "interval; the same resamples raw and whitened). Shown in the results table and as "
                               "error bars in the scatter; 0 turns them off. Changing it runs nothing again."));
    m_confidence = new QDoubleSpinBox(tests);
    m_confidence->setObjectName(QStringLiteral("confidenceSpin"));
    m_confidence->setAccessibleName(tr("Confidence level of the intervals"));
    m_confidence->setDecimals(1);
    setRangeOf(m_confidence, isoscope::Setting::Confidence, 100); // in percent
    m_confidence->setSingleStep(1);
    m_confidence->setSuffix(QLocale().percent());
    m_confidence->setToolTip(tr("Coverage of the bootstrap intervals of d (default 95%)."));
    m_similarity = new QCheckBox(tr("Also run WordSim-353, SimLex-999 and STS-B"), tests);
    m_similarity->setToolTip(tr("Similarity benchmarks of word pairs and of sentence pairs, raw and whitened, to see "
                                "that whitening keeps meaning (the paper's Table 3)."));
    m_stsbSplit = new QComboBox(tests);
    m_stsbSplit->setObjectName(QStringLiteral("stsbSplitCombo"));
    m_stsbSplit->setAccessibleName(tr("STS-B split"));
    const QLocale locale;
    m_stsbSplit->addItem(tr("Test, %1 sentence pairs").arg(locale.toString(1379)), int(isoscope::StsSplit::Test));
    m_stsbSplit->addItem(tr("Dev, %1 sentence pairs").arg(locale.toString(1500)), int(isoscope::StsSplit::Dev));
    m_stsbSplit->addItem(tr("Train, %1 sentence pairs").arg(locale.toString(5749)), int(isoscope::StsSplit::Train));
    m_stsbSplit->setToolTip(tr("Which part of the STS Benchmark (Cer et al. 2017) is scored; the paper uses the "
                               "test split."));
    testForm->addRow(tr("&Permutations:"), m_permutations);
    testForm->addRow(tr("E&xact up to:"), m_exactLimit);
    testForm->addRow(tr("S&eed:"), m_seed);
    testForm->addRow(tr("&Alpha:"), m_alpha);
    testForm->addRow(tr("&Ties:"), m_tie);
    testForm->addRow(tr("Si&des:"), m_sided);
    testForm->addRow(tr("&Bootstrap:"), m_bootstrap);
    testForm->addRow(tr("&Confidence:"), m_confidence);
    testForm->addRow(QString(), m_similarity);
    testForm->addRow(tr("STS-B spl&it:"), m_stsbSplit);
    columns->addWidget(tests, 1);

    auto *buttons = new QHBoxLayout;
    auto *paper = new QPushButton(tr("&Paper protocol"), this);
    paper->setObjectName(QStringLiteral("paperProtocolButton"));
    paper->setToolTip(tr("Every option back to the paper's: top 100,000 words, epsilon 0.001, 100,000 permutations, "
                         "seed 42, alpha 0.05, ties counted, one-sided, STS-B's test split."));
    connect(paper, &QPushButton::clicked, this, &OptionsPanel::resetToPaperProtocol);
    auto *makeDefault = new QPushButton(tr("Use for &new studies"), this);
    makeDefault->setToolTip(tr("New studies start with these options."));
    connect(makeDefault, &QPushButton::clicked, this, [this] {
        settings::defaultOptions.setValue(
            QByteArray::fromStdString(isoscope::writeJson(StudyFile::optionsToJson(m_study->options()), -1)));
    });
    m_protocolNote = new QLabel(this);
    m_protocolNote->setObjectName(QStringLiteral("protocolNote"));
    buttons->addWidget(paper);
    buttons->addWidget(makeDefault);
    buttons->addSpacing(12);
    buttons->addWidget(m_protocolNote, 1);
    outer->addLayout(buttons);
    auto *note = new QLabel(tr("Results are kept by the inputs that decide them: changing alpha re-classifies at "
                               "once, changing epsilon re-whitens only, and Run computes just what is missing."),
                            this);
    note->setWordWrap(true);
    outer->addWidget(note);
    outer->addStretch(1);

    // Fields as wide as their content needs, not the whole page.
    for (QFormLayout *form : {referenceForm, testForm})
        form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    for (QWidget *field : std::initializer_list<QWidget *>{m_referenceSize, m_referenceSeed, m_epsilon, m_permutations,
                                                           m_exactLimit, m_seed, m_alpha, m_bootstrap, m_confidence})
        field->setMinimumWidth(200);
    m_referenceMode->setMinimumWidth(280);
    m_referenceFile->setMinimumWidth(280);
    // A number counts once it is typed in full (Return, Tab or a click elsewhere) or stepped with the
    // arrows: with keyboard tracking, "0.1" typed into epsilon was applied as 0 at its first key, and
    // the field shown again from the study while the user was still typing.
    for (QSpinBox *spin : {m_referenceSize, m_referenceSeed, m_permutations, m_exactLimit, m_seed, m_bootstrap}) {
        spin->setKeyboardTracking(false);
        connect(spin, &QSpinBox::valueChanged, this, &OptionsPanel::apply);
    }
    for (QDoubleSpinBox *spin : {m_epsilon, m_alpha, m_confidence}) {
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, &OptionsPanel::apply);
    }
    for (QComboBox *combo : {m_referenceMode, m_tie, m_sided, m_stsbSplit})
        connect(combo, &QComboBox::currentIndexChanged, this, &OptionsPanel::apply);
    connect(m_referenceFile, &QLineEdit::editingFinished, this, &OptionsPanel::apply);
    connect(m_similarity, &QCheckBox::toggled, this, &OptionsPanel::apply);
    connect(m_referenceBrowse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Reference file"), m_referenceFile->text());
        if (!path.isEmpty()) {
            m_referenceFile->setText(path);
            apply();
        }
    });
    connect(m_study, &Study::optionsChanged, this, [this] { showOptions(m_study->options()); });
    showOptions(m_study->options());
}

void OptionsPanel::showOptions(const StudyOptions &o)
{
    m_showing = true;
    m_referenceMode->setCurrentIndex(m_referenceMode->findData(int(o.reference.mode)));
    m_referenceSize->setValue(static_cast<int>(std::min<std::size_t>(o.reference.size, 10000000)));
    m_referenceSeed->setValue(o.reference.seedGiven ? static_cast<int>(o.reference.seed) : kNoSeed);
    m_referenceFile->setText(QString::fromStdString(o.reference.path.string()));
    m_epsilon->setValue(o.epsilon);
    m_permutations->setValue(static_cast<int>(o.weat.permutations));
    m_exactLimit->setValue(static_cast<int>(o.weat.exactLimit));
    m_seed->setValue(static_cast<int>(o.weat.seed));
    m_alpha->setValue(o.alpha);
    m_tie->setCurrentIndex(m_tie->findData(int(o.weat.tie)));
    m_sided->setCurrentIndex(m_sided->findData(int(o.weat.sided)));
    m_similarity->setChecked(o.similarityBenchmarks);
    m_stsbSplit->setCurrentIndex(m_stsbSplit->findData(int(o.stsbSplit)));
    m_bootstrap->setValue(static_cast<int>(o.effectBootstrapIterations)); // within its range: loaded or set here
    m_confidence->setValue(100 * o.confidence);
    m_showing = false;
    updateEnabled();
    m_protocolNote->setText(o == StudyOptions() ? tr("These are the paper's settings.")
                                                : tr("These differ from the paper's settings."));
}

void OptionsPanel::apply()
{
    updateEnabled();
    if (m_showing)
        return;
    StudyOptions o = m_study->options();
    o.reference.mode = static_cast<isoscope::ReferenceMode>(m_referenceMode->currentData().toInt());
    o.reference.size = static_cast<std::size_t>(m_referenceSize->value());
    o.reference.seedGiven = m_referenceSeed->value() != kNoSeed;
    o.reference.seed = o.reference.seedGiven ? static_cast<std::uint64_t>(m_referenceSeed->value()) : 0;
    o.reference.path = std::filesystem::path(m_referenceFile->text().toStdString());
    o.epsilon = m_epsilon->value();
    o.weat.permutations = static_cast<std::size_t>(m_permutations->value());
    o.weat.exactLimit = static_cast<std::size_t>(m_exactLimit->value());
    o.weat.seed = static_cast<std::uint64_t>(m_seed->value());
    o.alpha = m_alpha->value();
    o.weat.tie = static_cast<isoscope::TieRule>(m_tie->currentData().toInt());
    o.weat.plusOne = o.weat.tie == isoscope::TieRule::GreaterOrEqual; // as the command line's --tie
    o.weat.sided = static_cast<isoscope::Sidedness>(m_sided->currentData().toInt());
    o.similarityBenchmarks = m_similarity->isChecked();
    o.stsbSplit = static_cast<isoscope::StsSplit>(m_stsbSplit->currentData().toInt());
    // One resample gives no interval: 1 means the user is stepping up from "no intervals".
    o.effectBootstrapIterations = static_cast<std::size_t>(m_bootstrap->value() == 1 ? 2 : m_bootstrap->value());
    o.confidence = m_confidence->value() / 100;
    // A file mode without a file would fail at once; wait for the file.
    const bool needsFile =
        o.reference.mode == isoscope::ReferenceMode::WordList || o.reference.mode == isoscope::ReferenceMode::Vectors;
    if (needsFile && o.reference.path.empty())
        return;
    if (!needsFile)
        o.reference.path.clear();
    m_study->setOptions(o);
}

void OptionsPanel::updateEnabled()
{
    const auto mode = static_cast<isoscope::ReferenceMode>(m_referenceMode->currentData().toInt());
    const bool counted = mode == isoscope::ReferenceMode::Top || mode == isoscope::ReferenceMode::Random;
    m_referenceSize->setEnabled(counted);
    m_referenceSeed->setEnabled(mode == isoscope::ReferenceMode::Random);
    const bool file = mode == isoscope::ReferenceMode::WordList || mode == isoscope::ReferenceMode::Vectors;
    m_referenceFile->setEnabled(file);
    m_referenceBrowse->setEnabled(file);
    m_confidence->setEnabled(m_bootstrap->value() > 0);
    m_stsbSplit->setEnabled(m_similarity->isChecked());
}

void OptionsPanel::resetToPaperProtocol()
{
    m_study->setOptions(StudyOptions());
}

} // namespace isoscope::ui
