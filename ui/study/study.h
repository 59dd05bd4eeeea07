#pragma once

#include "core/analysis/results.h"
#include "core/analysis/resultstore.h"
#include "core/analysis/suites.h"
#include "core/corpus/corpus.h"
#include "ui/study/pageresults.h"

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

namespace isoscope::ui {

/// One model of a study: a file and how to present it.
struct StudyModel {
    QString name;
    isoscope::ModelFamily family = isoscope::ModelFamily::Static;
    QString path;
    isoscope::EmbeddingFormat format = isoscope::EmbeddingFormat::Auto;
    /// The vocabulary file of a NumPy matrix; empty: FILE.vocab, else FILE.txt, beside the matrix.
    QString vocabulary;
    /// Words not in the vocabulary: left out (the paper's protocol) or, for a fastText .bin/.ftz
    /// model, given their subword vectors.
    isoscope::OovPolicy oov = isoscope::OovPolicy::LeaveOut;
    /// STS-B sentence vectors in a file of their own (/sentences, /sentence_vectors); empty: the
    /// model's own file if it holds them. Not part of key(): it decides STS-B only.
    QString sentenceVectors;
    /// A transformer model: path is its folder (as the Hugging Face hub serves it) and its word
    /// vectors are drawn from the sentences of this corpus (docs/science.md, section 10), at
    /// `layer` (-1: the last). Whitened on its own reference sample, corpus sentences, as the
    /// paper. Empty for a model file.
    QString corpus;
    isoscope::corpus::CorpusFormat corpusFormat = isoscope::corpus::CorpusFormat::Lines;
    int layer = -1;
    /// Whitened on the reference vectors stored in its file (/reference: a transformer model's
    /// corpus sentences, as isoscope-cli extract and merge write them) instead of the study's sample.
    bool ownReference = false;

    bool operator==(const StudyModel &) const = default;
    bool isTransformer() const { return !corpus.isEmpty(); }
    /// What identifies the vectors behind the results: the absolute file, its format and, if one
    /// was chosen, the vocabulary file (fileKey), and whether missing words get subword vectors.
    std::string key() const;
    /// What identifies the model's file alone: models that differ only in oov share it.
    std::string fileKey() const;
    /// What key() adds to fileKey() for subword vectors.
    static constexpr const char *kSubwordKeySuffix = "|oov=subword";
    isoscope::ModelSpec spec() const;
};

/// Everything besides models and suites that decides the numbers. Defaults are the paper's protocol.
struct StudyOptions {
    isoscope::ReferenceSpec reference;
    double epsilon = 1e-3;
    isoscope::WeatConventions weat;
    double alpha = 0.05;
    bool similarityBenchmarks = true;                        ///< WordSim-353, SimLex-999 and STS-B from the data folder
    isoscope::StsSplit stsbSplit = isoscope::StsSplit::Test; ///< the STS-B split (the paper: test)
    /// B of the bootstrap interval of every d (0: none) and its confidence level; the intervals
    /// are recomputed from the saved associations, so changing these re-runs nothing.
    std::size_t effectBootstrapIterations = 2000;
    double confidence = 0.95;

    friend bool operator==(const StudyOptions &a, const StudyOptions &b);
    /// The analysis parameters (suites and benchmarks are left to the caller).
    isoscope::AnalysisParams params() const;
};

/// The unit of work: models, reference sample and options, suites, and the results computed for
/// them. Changing any of it marks the study modified; the results stay, cached by their inputs.
class Study final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Study)

public:
    explicit Study(QObject *parent = nullptr);

    const QList<StudyModel> &models() const { return m_models; }
    void addModel(const StudyModel &model);
    /// Replaces every model at once (opening a study): one modelsChanged, so that what each view
    /// does for the models is done once, not once per model.
    void setModels(QList<StudyModel> models);
    void setModel(int index, const StudyModel &model);
    void removeModel(int index);
    /// A name not yet used by a model of this study, based on the given one.
    QString uniqueModelName(const QString &wanted) const;

    const StudyOptions &options() const { return m_options; }
    void setOptions(const StudyOptions &options);

    /// The built-in suites (read-only, from the data folder) and the provenance of their file.
    const std::vector<isoscope::WeatSuite> &builtinSuites() const { return m_builtinSuites; }
    const QString &builtinProvenance() const { return m_builtinProvenance; }
    void setBuiltinSuites(std::vector<isoscope::WeatSuite> suites, const QString &provenance);
    /// The user's own suites, saved with the study.
    const std::vector<isoscope::WeatSuite> &userSuites() const { return m_userSuites; }
    void addUserSuite(isoscope::WeatSuite suite);
    void setUserSuite(std::size_t index, isoscope::WeatSuite suite);
    void removeUserSuite(std::size_t index);
    /// Built-in suites first, then the user's; the order of the results.
    std::vector<isoscope::WeatSuite> allSuites() const;
    /// An id not yet used by any suite, based on the given one.
    QString uniqueSuiteId(const QString &wanted) const;

    ResultStore &results() { return m_results; }
    const ResultStore &results() const { return m_results; }
    /// Tells the views that results were added to the store (by a job, or by opening a file).
    void notifyResultsChanged();

    /// The last results of the Sensitivity, Calibrations and SC-WEAT pages (saved with the study).
    const PageResults &pageResults() const { return m_pageResults; }
    /// A page's new result (not outdated); marks the study modified.
    void setSensitivityResult(std::shared_ptr<const isoscope::ModelSensitivity> result);
    void setCalibrationsResult(std::shared_ptr<const isoscope::CalibrationComparison> result);
    void setScWeatResult(std::shared_ptr<const ScWeatRun> result);
    /// All three at once, as a study file holds them (not marking the study modified).
    void setPageResults(PageResults results);

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    /// The file's name without folder, or "Untitled study".
    QString displayName() const;

    bool isModified() const { return m_modified; }
    void setModified(bool modified);

    /// Back to an empty, unsaved study with the given options (keeps the built-in suites).
    void reset(const StudyOptions &options);

Q_SIGNALS:
    void modelsChanged();
    void optionsChanged();
    void suitesChanged();
    void resultsChanged();
    /// A page result was set, replaced or became outdated.
    void pageResultsChanged();
    void filePathChanged();
    void modifiedChanged(bool modified);

private:
    /// The page results that depend on what changed become outdated.
    void outdatePageResults(bool models, bool suites, bool options);

    QList<StudyModel> m_models;
    StudyOptions m_options;
    std::vector<isoscope::WeatSuite> m_builtinSuites;
    QString m_builtinProvenance;
    std::vector<isoscope::WeatSuite> m_userSuites;
    ResultStore m_results;
    PageResults m_pageResults;
    QString m_filePath;
    bool m_modified = false;
};

} // namespace isoscope::ui
