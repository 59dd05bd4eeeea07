#pragma once

#include "core/analysis/results.h"
#include "core/analysis/resultstore.h"
#include "ui/analysis/modelimport.h"
#include "ui/jobs/job.h"

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace isoscope::ui {

class Job;
class JobListModel;
class Study;
struct StudyModel;

/// Where a model of the study stands.
struct ModelStatus {
    enum class State { NotLoaded, Importing, Ready, MissingFile, Failed };
    State state = State::NotLoaded;
    double progress = 0; ///< of the import
    QString error;       ///< why it failed, as a sentence
    /// A transformer model's import extracts its word vectors: the rate ("1,234 tokens/s", empty
    /// until known) and the time left (estimated from the progress).
    bool extracting = false;
    QString rate;
    std::optional<qint64> remainingMs;
};

/// A job that failed during the current session, for the issues panel: its title and why it
/// failed, said in the current language.
struct JobFailure {
    std::string modelKey; ///< StudyModel::key(): the failure goes when the model leaves the study
    QString modelName;
    QPointer<Job> job;
    QString title() const { return job ? job->title() : QString(); }
    QString error() const { return job ? job->errorText() : QString(); }
};

/// Runs the study: imports its models in the background as they are added, and on run() computes
/// what the result store lacks for the current models, suites and options, as jobs on worker
/// threads (whitening per model and reference sample first; then each model's WEAT suites,
/// anisotropy and similarity benchmarks). Results go into the study's store as each job ends.
class AnalysisRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AnalysisRunner)

public:
    /// Bins of the permutation histograms shown in the drill-down.
    static constexpr std::size_t kHistogramBins = 60;

    explicit AnalysisRunner(Study *study, QObject *parent = nullptr);
    ~AnalysisRunner() override;

    JobListModel *jobs() const { return m_jobs; }

    /// The word-similarity benchmarks (WordSim-353, SimLex-999) run when the options ask for them.
    void setBenchmarks(std::vector<isoscope::SimilarityBenchmark> benchmarks);
    /// The data folder whose benchmarks/stsbenchmark/ holds the STS-B splits; with it, STS-B runs
    /// (the split the options choose, read by its job) beside the word benchmarks.
    void setSentenceBenchmarkFolder(std::filesystem::path dataDirectory);
    /// The names of the benchmarks the study's options select (STS-B's: ResultStore::sentenceBenchmarkName).
    std::vector<std::string> benchmarkNames() const;

    ModelStatus status(const StudyModel &model) const;
    std::shared_ptr<const LoadedModel> loadedModel(const StudyModel &model) const;
    /// Why a model cannot be analysed now, as a sentence (being imported, failed, file missing,
    /// not imported yet); empty once it is loaded. What the pages say, as the Models page does.
    QString unavailableText(const StudyModel &model) const;
    /// Starts importing every model of the study that is neither loaded nor being loaded; a model
    /// whose file is missing is left as MissingFile.
    void importModels();

    /// Computes what is missing. Models still importing join when they are read.
    void run();
    /// True from run() until every job of it has ended.
    bool isRunning() const { return m_running; }
    void cancelAll();
    /// Cancels the imports (and extractions) under way, nothing else.
    void cancelImports();
    /// Blocks until every worker has returned (closing the window).
    void waitForAll();

    /// The models of the study as the result store names them.
    std::vector<AssemblyModel> assemblyModels() const;
    /// Full parameters of the current options.
    isoscope::AnalysisParams params() const;
    /// The study's results for its current models, suites and options.
    isoscope::AnalysisResult assemble() const;
    /// The suites whose raw space is computed for the current options but not their whitened one
    /// (epsilon or the reference sample changed): what the results table still shows as valid.
    std::vector<isoscope::WeatResult> rawOnly() const;
    /// What is not computed yet, per model that is loaded.
    std::vector<PendingWork> pendingWork() const;

    const QList<JobFailure> &failures() const { return m_failures; }

    /// Why results a study kept for a model were not shown: the content of its file is not the one
    /// they were computed from, or the study kept no content hash to compare (saved before it did).
    enum class SetAside { ContentChanged, NotVerifiable };
    /// The models of the study whose kept results were set aside on reading their file, with why;
    /// a model leaves the list when nothing of it is pending any more (Run computed it again).
    std::vector<std::pair<QString, SetAside>> setAsideModels() const;

    /// Takes the job of an analysis page (its name: "sensitivity", "calibrations", "sc-weat"):
    /// the jobs dock lists it, Cancel All cancels it, and it outlives the page (a change of
    /// language makes the pages again; the new page shows the job still running).
    void addPageJob(const QString &page, Job *job);
    /// The page's job while it runs, else nullptr.
    Job *pageJob(const QString &page) const;

Q_SIGNALS:
    void runningChanged(bool running);
    /// A model's import started, progressed or ended. Imports that progress or end together are
    /// told once, after the events at hand (a study of 2,000 models imports 2,000 files, and each
    /// listener goes over every model).
    void modelStatusChanged();
    void jobStarted(isoscope::ui::Job *job);
    /// A job failed (the failures list has it).
    void failuresChanged();

private:
    void startImport(const StudyModel &model);
    /// A transformer model's import: its word vectors extracted from its corpus, then read.
    void startExtraction(const StudyModel &model);
    /// What every import job tells: its progress and end to the model's status, a failure to the
    /// model's import error (with the file's size and time, so that a changed file is tried again).
    void followImport(Job *job, const StudyModel &model);
    /// Takes a model read (or a view of one already open) as the study's model of that key.
    void adoptImported(const std::string &key, std::shared_ptr<const LoadedModel> model);
    /// Forgets the failures and import errors of models no longer in the study.
    void forgetRemovedModels();
    /// Results the store keeps for a model (from a study file) that were not computed from the
    /// content now loaded, by the content hash of its file: removed, never shown as current, and
    /// the model remembered for the banner (setAsideModels). Studies without hashes are set aside too.
    void setAsideForeignResults(const std::string &key, const LoadedModel &model);
    /// The loaded models the study has, checked as above (a study opened with a model already open).
    void checkLoadedModels();
    /// A model file changed or went while the study is open: its models are read no more from what
    /// was loaded. A file still there is read again, as opening the study reads it, so that results
    /// of its old content are set aside (setAsideForeignResults); a file gone is missing, as in a
    /// study opened without it, and Run does not use what was loaded from it.
    void modelFileChanged(const QString &path);
    void plan(const std::string &modelKey);
    void planAll();
    void startWhitening(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded);
    void startWeat(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded, const PendingWork &work,
                   const std::shared_ptr<const isoscope::ModelWhitening> &whitening);
    void startAnisotropy(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded,
                         const std::shared_ptr<const isoscope::ModelWhitening> &whitening);
    void startSimilarity(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded,
                         const PendingWork &work, const std::shared_ptr<const isoscope::ModelWhitening> &whitening);
    /// Registers a job under (model, kind); false if one is already running.
    Job *createJob(const std::string &modelKey, const std::string &kind, std::function<QString()> title,
                   const QString &model);
    void jobEnded(const std::string &modelKey);
    void updateRunning();
    const StudyModel *modelByKey(const std::string &key) const;
    void storeChanged();
    /// Whether the model of that key is still the one a job read (its file did not change meanwhile):
    /// what a job computed from another content is not kept.
    bool readFrom(const std::string &modelKey, const std::weak_ptr<const LoadedModel> &read) const;
    /// modelStatusChanged (and the study's resultsChanged, if a model was adopted) once the events
    /// at hand are handled: one refresh of the views for all the imports that moved meanwhile.
    void modelStatusChangedSoon();
    void emitModelStatus();

    Study *m_study;
    JobListModel *m_jobs;
    std::vector<isoscope::SimilarityBenchmark> m_benchmarks;
    std::filesystem::path m_dataDirectory; ///< empty: no STS-B
    std::map<std::string, std::shared_ptr<const LoadedModel>> m_loaded;
    /// Why a model's file could not be imported, with the file's size and time then: the import is
    /// tried again when the file changes (or is located elsewhere), not on every change of the study.
    struct ImportFailure {
        QString error;
        qint64 size = -1;
        QDateTime modified;
    };
    std::map<std::string, ImportFailure> m_importErrors;
    std::map<std::string, SetAside> m_setAside; ///< by model key
    /// Models whose kept results were checked against the content loaded (or computed from it).
    std::set<std::string> m_checked;
    /// What a transformer model's loaded vectors were extracted for (by model key): the words asked
    /// and the seed. Suites with other words, or another seed, extract again (reextractIfNeeded).
    struct Extracted {
        std::set<std::string> words;
        std::uint64_t seed = 0;
        std::string stsSplit;       ///< the STS-B split whose sentences it holds; empty: none
        std::filesystem::path file; ///< the extracted file (its /sentence_vectors for STS-B)
    };
    /// The STS-B split a transformer model's extraction embeds ("" when the options run no STS-B or
    /// the model has a sentence vectors file of its own).
    std::string stsSplitToExtract(const StudyModel &model) const;
    std::map<std::string, Extracted> m_extracted;
    /// The words of the study's suites (what a transformer model's extraction asks for).
    std::vector<std::string> suiteWordsOfStudy() const;
    /// Drops the vectors of transformer models that lack words of the suites (or were drawn with
    /// another seed) and extracts them again; their results stay (the same source hash).
    void reextractIfNeeded();
    std::map<std::string, QPointer<Job>> m_active; ///< by model key + "/" + kind
    std::set<std::string> m_failedThisRun;         ///< job keys (with their inputs) that failed
    QList<JobFailure> m_failures;
    QList<QPointer<Job>> m_allJobs;
    std::map<QString, QPointer<Job>> m_pageJobs;
    bool m_running = false;
    QTimer m_statusTimer;
    bool m_modelInfoAdded = false;    ///< a model was adopted since modelStatusChanged was last emitted
    QFileSystemWatcher m_watcher;     ///< the files of the loaded models
    QSet<QString> m_watched;          ///< the paths given to m_watcher
    std::set<std::string> m_reimport; ///< models whose import was cancelled as their file changed
};

} // namespace isoscope::ui
