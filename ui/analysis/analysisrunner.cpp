#include "ui/analysis/analysisrunner.h"

#include "core/analysis/analysis.h"
#include "core/analysis/steps.h"
#include "core/base/datadir.h"
#include "ui/common/errortext.h"
#include "ui/jobs/job.h"
#include "ui/jobs/joblistmodel.h"
#include "ui/jobs/jobpool.h"
#include "ui/study/study.h"

#include <QFileInfo>

#include <algorithm>

namespace isoscope::ui {

namespace {

struct ImportOutput {
    std::shared_ptr<const LoadedModel> model;
    std::optional<isoscope::Error> error;
    std::filesystem::path extractedFile; ///< a transformer model's extracted vectors
};

struct WhiteningOutput {
    std::shared_ptr<const isoscope::ModelWhitening> entry;
    std::optional<isoscope::Error> error;
};

struct WeatTask {
    isoscope::WeatSuite suite;
    bool raw = false;      ///< the raw space is to be computed
    bool whitened = false; ///< the whitened space is to be computed
};

struct WeatOutput {
    struct Item {
        isoscope::WeatSuite suite;
        std::optional<isoscope::RawWeatEntry> raw;
        std::optional<isoscope::MeasureSpace> rawMeasures;
        std::optional<isoscope::SuiteSpace> whitened;
        std::optional<isoscope::Error> whitenedError; ///< the suite's reason for having no whitened space
    };
    std::vector<Item> items;
    std::optional<isoscope::Error> error;
};

struct AnisotropyOutput {
    isoscope::AnisotropyEntry entry;
    std::optional<isoscope::Error> error;
};

// One benchmark of a similarity job: a word benchmark's pairs, or the STS-B split to read.
struct SimilarityTask {
    std::string name; ///< the benchmark's name among benchmarkNames()
    std::optional<isoscope::SimilarityBenchmark> words;
    std::filesystem::path sentenceFile;
    std::string split;
};

struct SimilarityOutput {
    std::vector<std::pair<std::string, isoscope::SimilarityResult>> results; ///< by benchmark name
    std::optional<isoscope::Error> error;
};

isoscope::Error cancelledError()
{
    return isoscope::makeError(isoscope::ErrorCode::Cancelled, "cancelled");
}

std::string jobKey(const std::string &modelKey, const std::string &kind)
{
    return modelKey + "/" + kind;
}

// A whitening that failed is not tried again in the same run for the same reference sample.
std::string whiteningJobKey(const std::string &modelKey, const isoscope::AnalysisParams &params)
{
    return jobKey(modelKey, "whitening:" + params.reference.toString() + ":" + std::to_string(params.weat.seed));
}

// The suite steps of core (core/analysis/steps.h) on the tasks' suites, raw and whitened, as the
// command line's runSuite runs them.
WeatOutput suiteSteps(QPromise<WeatOutput> &promise, const isoscope::EmbeddingSet &model,
                      const std::vector<WeatTask> &tasks, const isoscope::ModelWhitening *whitening,
                      const isoscope::AnalysisParams &params)
{
    WeatOutput out;
    std::optional<isoscope::Whitener> whitener;
    if (whitening) {
        auto created = isoscope::calibrationOf(model, *whitening, params);
        if (!created) {
            out.error = created.error();
            return out;
        }
        whitener = std::move(created).value();
    }
    const int steps = static_cast<int>(tasks.size()) * 2;
    int step = 0;
    const auto span = [&](int s) {
        return stepProgress(promise, s * kJobProgressRange / steps, (s + 1) * kJobProgressRange / steps);
    };
    for (const WeatTask &task : tasks) {
        if (promise.isCanceled()) {
            out.error = cancelledError();
            break;
        }
        auto words = isoscope::suiteWords(model, task.suite);
        if (!words) {
            out.error = words.error();
            break;
        }
        const isoscope::SuiteLookup &lookup = words->lookup;
        WeatOutput::Item item;
        item.suite = task.suite;
        if (task.raw) {
            isoscope::RawWeatEntry raw;
            raw.error = words->empty;
            if (!words->empty) {
                auto space = isoscope::testSuiteSpace(lookup.vectors, task.suite, lookup, params, span(step));
                if (!space) {
                    out.error = space.error();
                    break;
                }
                raw.stat = std::move(space->statistic);
                item.rawMeasures = std::move(space->measures);
            }
            raw.words = lookup;
            for (auto &m : raw.words.vectors)
                m = isoscope::MatrixD();
            item.raw = std::move(raw);
        }
        ++step;
        if (task.whitened && !words->empty && whitener) {
            // A zero whitened vector stops this suite, not the model's job (as runSuite does).
            auto calibrated = isoscope::calibratedSuiteSpace(*whitener, task.suite, lookup, params, span(step));
            if (!calibrated) {
                out.error = calibrated.error();
                break;
            }
            item.whitened = std::move(calibrated->space);
            item.whitenedError = std::move(calibrated->suiteError);
        }
        ++step;
        out.items.push_back(std::move(item));
    }
    return out;
}

} // namespace

AnalysisRunner::AnalysisRunner(Study *study, QObject *parent)
    : QObject(parent), m_study(study), m_jobs(new JobListModel(this))
{
    m_statusTimer.setSingleShot(true);
    m_statusTimer.setInterval(0);
    connect(&m_statusTimer, &QTimer::timeout, this, &AnalysisRunner::emitModelStatus);
    connect(m_study, &Study::modelsChanged, this, [this] {
        forgetRemovedModels();
        checkLoadedModels();
        importModels();
    });
    connect(m_study, &Study::suitesChanged, this, &AnalysisRunner::reextractIfNeeded);
    connect(m_study, &Study::optionsChanged, this, &AnalysisRunner::reextractIfNeeded);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &AnalysisRunner::modelFileChanged);
}

std::vector<std::string> AnalysisRunner::suiteWordsOfStudy() const
{
    return isoscope::suiteWords(m_study->allSuites());
}

void AnalysisRunner::reextractIfNeeded()
{
    const std::vector<std::string> words = suiteWordsOfStudy();
    const std::uint64_t seed = params().seed();
    bool changed = false;
    for (const StudyModel &model : m_study->models()) {
        const std::string key = model.key();
        const auto extracted = m_extracted.find(key);
        if (!model.isTransformer() || extracted == m_extracted.end() || !m_loaded.count(key))
            continue;
        const bool covered = std::all_of(words.begin(), words.end(),
                                         [&](const std::string &w) { return extracted->second.words.count(w); });
        if (covered && extracted->second.seed == seed && extracted->second.stsSplit == stsSplitToExtract(model))
            continue;
        m_loaded.erase(key);
        m_extracted.erase(extracted);
        changed = true;
    }
    if (changed)
        importModels();
}

void AnalysisRunner::modelFileChanged(const QString &path)
{
    // A file replaced (a save by rename, a copy over it) is no longer watched: watch its successor.
    const bool exists = QFileInfo::exists(path);
    if (!m_watcher.files().contains(path)) {
        m_watched.remove(path);
        if (exists) {
            m_watcher.addPath(path);
            m_watched.insert(path);
        }
    }
    bool ours = false;
    for (const StudyModel &model : m_study->models()) {
        if (model.path != path)
            continue;
        ours = true;
        const std::string key = model.key();
        if (const auto active = m_active.find(jobKey(key, "import"));
            active != m_active.end() && active->second && active->second->isActive()) {
            active->second->cancel(); // it reads what is being replaced: read again once it has ended
            m_reimport.insert(key);
        }
        m_loaded.erase(key);
        m_checked.erase(key); // what it gives next is checked against the results kept
        m_importErrors.erase(key);
    }
    if (!ours)
        return;
    if (exists)
        importModels();
    m_study->notifyResultsChanged(); // the Models page, the Issues dock, the results' bar
    modelStatusChangedSoon();
}

void AnalysisRunner::setAsideForeignResults(const std::string &key, const LoadedModel &model)
{
    // From here on, whatever the store holds for the model is of this content.
    m_checked.insert(key);
    const isoscope::ModelInfo *kept = m_study->results().modelInfo(key);
    if (!kept)
        return; // nothing computed for it yet
    const auto &keptHash = kept->read.contentHash;
    if (keptHash && model.report.contentHash && *keptHash == *model.report.contentHash)
        return;
    m_setAside[key] = keptHash ? SetAside::ContentChanged : SetAside::NotVerifiable;
    m_study->results().forgetModel(key);
    m_study->results().setModelInfo(key, isoscope::describeModel(model.set, model.report));
}

void AnalysisRunner::checkLoadedModels()
{
    bool setAside = false;
    for (const StudyModel &model : m_study->models()) {
        const std::string key = model.key();
        const auto loaded = m_loaded.find(key);
        if (loaded == m_loaded.end() || !loaded->second || m_checked.count(key))
            continue;
        setAsideForeignResults(key, *loaded->second);
        setAside = setAside || m_setAside.count(key);
    }
    if (setAside)
        m_study->notifyResultsChanged();
}

std::vector<std::pair<QString, AnalysisRunner::SetAside>> AnalysisRunner::setAsideModels() const
{
    std::vector<std::pair<QString, SetAside>> models;
    const auto p = params();
    const auto suites = m_study->allSuites();
    const auto names = benchmarkNames();
    for (const StudyModel &model : m_study->models()) {
        const auto found = m_setAside.find(model.key());
        if (found == m_setAside.end())
            continue;
        if (m_study->results().pending(AssemblyModel{model.spec(), model.key()}, suites, p, names).any())
            models.emplace_back(model.name, found->second);
    }
    return models;
}

void AnalysisRunner::forgetRemovedModels()
{
    std::set<std::string> keys;
    for (const StudyModel &model : m_study->models())
        keys.insert(model.key());
    const auto before = m_failures.size();
    m_failures.removeIf([&keys](const JobFailure &f) { return !keys.count(f.modelKey); });
    std::erase_if(m_importErrors, [&keys](const auto &entry) { return !keys.count(entry.first); });
    std::erase_if(m_setAside, [&keys](const auto &entry) { return !keys.count(entry.first); });
    std::erase_if(m_checked, [&keys](const std::string &key) { return !keys.count(key); });
    std::erase_if(m_reimport, [&keys](const std::string &key) { return !keys.count(key); });
    if (m_failures.size() != before)
        Q_EMIT failuresChanged();
}

AnalysisRunner::~AnalysisRunner()
{
    cancelAll();
    waitForAll();
}

void AnalysisRunner::setBenchmarks(std::vector<isoscope::SimilarityBenchmark> benchmarks)
{
    m_benchmarks = std::move(benchmarks);
}

void AnalysisRunner::setSentenceBenchmarkFolder(std::filesystem::path dataDirectory)
{
    m_dataDirectory = std::move(dataDirectory);
}

std::vector<std::string> AnalysisRunner::benchmarkNames() const
{
    std::vector<std::string> names;
    if (!m_study->options().similarityBenchmarks)
        return names;
    for (const auto &b : m_benchmarks)
        names.push_back(b.name);
    if (!m_dataDirectory.empty())
        names.push_back(
            isoscope::ResultStore::sentenceBenchmarkName(isoscope::stsSplitName(m_study->options().stsbSplit)));
    return names;
}

ModelStatus AnalysisRunner::status(const StudyModel &model) const
{
    const std::string key = model.key();
    ModelStatus status;
    if (m_loaded.count(key)) {
        status.state = ModelStatus::State::Ready;
        status.progress = 1;
    } else if (const auto active = m_active.find(jobKey(key, "import"));
               active != m_active.end() && active->second && active->second->isActive()) {
        status.state = ModelStatus::State::Importing;
        status.progress = active->second->progress();
        status.extracting = model.isTransformer();
        status.rate = active->second->rateText();
        status.remainingMs = active->second->remainingMs();
    } else if (const auto error = m_importErrors.find(key); error != m_importErrors.end()) {
        status.state = ModelStatus::State::Failed;
        status.error = error->second.error;
    } else if (!QFileInfo::exists(model.path)) {
        status.state = ModelStatus::State::MissingFile;
        status.error = model.isTransformer() ? tr("The model folder %1 is missing.").arg(model.path)
                                             : tr("The file %1 is missing.").arg(model.path);
    } else if (model.isTransformer() && !QFileInfo::exists(model.corpus)) {
        status.state = ModelStatus::State::MissingFile;
        status.error = tr("The corpus %1 is missing.").arg(model.corpus);
    }
    return status;
}

std::shared_ptr<const LoadedModel> AnalysisRunner::loadedModel(const StudyModel &model) const
{
    const auto found = m_loaded.find(model.key());
    return found == m_loaded.end() ? nullptr : found->second;
}

QString AnalysisRunner::unavailableText(const StudyModel &model) const
{
    const ModelStatus s = status(model);
    switch (s.state) {
    case ModelStatus::State::Ready: return {};
    case ModelStatus::State::Importing:
        return tr("%1 is being imported (%2%); it can be analysed when the import is done.")
            .arg(model.name)
            .arg(static_cast<int>(100 * s.progress));
    case ModelStatus::State::Failed:
        return tr("%1 could not be imported: %2 See the Models page.").arg(model.name, s.error);
    case ModelStatus::State::MissingFile:
        return tr("The file of %1 is missing: locate it on the Models page.").arg(model.name);
    case ModelStatus::State::NotLoaded: break;
    }
    return tr("%1 is not imported yet: Run (Ctrl+R) imports it.").arg(model.name);
}

void AnalysisRunner::importModels()
{
    for (const StudyModel &model : m_study->models()) {
        const std::string key = model.key();
        if (m_loaded.count(key) || m_active.count(jobKey(key, "import")))
            continue;
        const QFileInfo file(model.path);
        if (const auto failed = m_importErrors.find(key); failed != m_importErrors.end()) {
            // The same file as it was when it failed fails again: the reason stays on screen. A file
            // that changed (repaired, or written anew) gets another chance.
            if (file.exists() && file.size() == failed->second.size && file.lastModified() == failed->second.modified)
                continue;
            m_importErrors.erase(failed);
        }
        if (file.exists() && (!model.isTransformer() || QFileInfo::exists(model.corpus)))
            startImport(model);
    }
    Q_EMIT modelStatusChanged();
}

void AnalysisRunner::followImport(Job *job, const StudyModel &model)
{
    connect(job, &Job::progressChanged, this, &AnalysisRunner::modelStatusChangedSoon);
    const QFileInfo info(model.path);
    connect(job, &Job::failed, this,
            [this, key = model.key(), size = info.size(), modified = info.lastModified()](const QString &error) {
                m_importErrors[key] = ImportFailure{error, size, modified};
            });
    // The model's status (the Models page's column and import bar, the Issues panel) changes once
    // the job has ended, whichever way.
    connect(job, &Job::finished, this, &AnalysisRunner::modelStatusChangedSoon);
}

std::string AnalysisRunner::stsSplitToExtract(const StudyModel &model) const
{
    if (!m_study->options().similarityBenchmarks || m_dataDirectory.empty() || !model.sentenceVectors.isEmpty())
        return {};
    return std::string(isoscope::stsSplitName(m_study->options().stsbSplit));
}

void AnalysisRunner::startExtraction(const StudyModel &model)
{
    const std::string key = model.key();
    Job *job = createJob(
        key, "import",
        [folder = QFileInfo(model.path).fileName()] { return tr("Extract word vectors from %1").arg(folder); },
        model.name);
    if (!job)
        return;
    job->setRateUnit([] { return tr("tokens/s"); });
    followImport(job, model);
    TransformerImport what;
    what.folder = std::filesystem::path(model.path.toStdString());
    what.corpus = std::filesystem::path(model.corpus.toStdString());
    what.corpusFormat = model.corpusFormat;
    what.layer = model.layer;
    what.words = suiteWordsOfStudy();
    what.seed = params().seed();
    what.stsSplit = stsSplitToExtract(model);
    if (!what.stsSplit.empty())
        what.stsFile = m_dataDirectory / isoscope::builtin::stsSplitFile(what.stsSplit);
    Extracted extracted{std::set<std::string>(what.words.begin(), what.words.end()), what.seed, what.stsSplit, {}};
    job->watch<ImportOutput>(
        startInBackground(
            [](QPromise<ImportOutput> &promise, const TransformerImport &what) {
                promise.setProgressRange(0, kJobProgressRange);
                // The tokens run so far travel as the progress text: the job shows them as a rate.
                int value = 0;
                std::size_t tokens = 0;
                const isoscope::ProgressCallback progress = [&](std::size_t done, std::size_t total) {
                    if (total > 0)
                        value = static_cast<int>(std::min<std::size_t>(done, total) * kJobProgressRange / total);
                    promise.setProgressValueAndText(value, QString::number(tokens));
                    return !promise.isCanceled();
                };
                ImportedModel imported =
                    importTransformerModel(what, progress, [&tokens](std::size_t fed) { tokens += fed; });
                promise.addResult(ImportOutput{std::move(imported.model), std::move(imported.error),
                                               std::move(imported.extractedFile)});
            },
            std::move(what)),
        [this, key, extracted = std::move(extracted)](const ImportOutput &out) {
            m_extracted[key] = extracted;
            m_extracted[key].file = out.extractedFile;
            adoptImported(key, out.model);
        });
    connect(job, &Job::finished, this, [this, key] { jobEnded(key); });
}

void AnalysisRunner::startImport(const StudyModel &model)
{
    if (model.isTransformer()) {
        startExtraction(model);
        return;
    }
    const std::string key = model.key();
    const bool subwords = model.oov == isoscope::OovPolicy::Subword;
    // The same file already open, with the other treatment of missing words: the same model, seen
    // through another lookup (nothing is read again).
    const std::string file = model.fileKey();
    for (const auto &[otherKey, loaded] : m_loaded) {
        if (!loaded || (otherKey != file && otherKey != file + StudyModel::kSubwordKeySuffix))
            continue;
        auto view = std::make_shared<LoadedModel>(*loaded);
        view->set.setSubwordLookup(subwords);
        adoptImported(key, std::move(view));
        return;
    }
    Job *job = createJob(
        key, "import", [file = QFileInfo(model.path).fileName()] { return tr("Import %1").arg(file); }, model.name);
    if (!job)
        return;
    followImport(job, model);
    job->watch<ImportOutput>(
        startInBackground(
            [](QPromise<ImportOutput> &promise, isoscope::ModelSpec spec) {
                promise.setProgressRange(0, kJobProgressRange);
                ImportedModel imported =
                    importModel(spec.path, spec.format, spec.vocabulary, stepProgress(promise, 0, kJobProgressRange));
                if (imported.model && spec.oov == isoscope::OovPolicy::Subword) {
                    auto view = std::make_shared<LoadedModel>(*imported.model);
                    view->set.setSubwordLookup(true);
                    imported.model = std::move(view);
                }
                promise.addResult(ImportOutput{std::move(imported.model), std::move(imported.error), {}});
            },
            model.spec()),
        [this, key](const ImportOutput &out) {
            if (!m_reimport.count(key))
                adoptImported(key, out.model);
        });
    connect(job, &Job::finished, this, [this, key] {
        if (m_reimport.erase(key))
            importModels();
        jobEnded(key);
    });
}

void AnalysisRunner::adoptImported(const std::string &key, std::shared_ptr<const LoadedModel> model)
{
    if (const StudyModel *study = modelByKey(key); study && !m_watched.contains(study->path)) {
        m_watcher.addPath(study->path);
        m_watched.insert(study->path);
    }
    setAsideForeignResults(key, *model);
    isoscope::ModelInfo info = isoscope::describeModel(model->set, model->report);
    m_loaded[key] = std::move(model);
    m_study->results().setModelInfo(key, std::move(info));
    m_modelInfoAdded = true;
    modelStatusChangedSoon();
}

void AnalysisRunner::modelStatusChangedSoon()
{
    if (!m_statusTimer.isActive())
        m_statusTimer.start();
}

void AnalysisRunner::emitModelStatus()
{
    if (m_modelInfoAdded) {
        m_modelInfoAdded = false;
        m_study->notifyResultsChanged(); // the Models page's words, dimensions and case
    }
    Q_EMIT modelStatusChanged();
}

void AnalysisRunner::run()
{
    m_failedThisRun.clear();
    if (!m_running) {
        m_running = true;
        Q_EMIT runningChanged(true);
    }
    importModels();
    planAll();
    updateRunning();
}

void AnalysisRunner::planAll()
{
    for (const StudyModel &model : m_study->models())
        plan(model.key());
}

const StudyModel *AnalysisRunner::modelByKey(const std::string &key) const
{
    for (const StudyModel &model : m_study->models())
        if (model.key() == key)
            return &model;
    return nullptr;
}

isoscope::AnalysisParams AnalysisRunner::params() const
{
    isoscope::AnalysisParams p = m_study->options().params();
    p.suites = m_study->allSuites();
    if (m_study->options().similarityBenchmarks)
        p.benchmarks = m_benchmarks;
    return p;
}

std::vector<AssemblyModel> AnalysisRunner::assemblyModels() const
{
    std::vector<AssemblyModel> models;
    for (const StudyModel &m : m_study->models())
        models.push_back(AssemblyModel{m.spec(), m.key()});
    return models;
}

isoscope::AnalysisResult AnalysisRunner::assemble() const
{
    isoscope::AnalysisParams p = params();
    p.benchmarks.clear(); // names are enough; the pairs are not part of the result
    return m_study->results().assemble(assemblyModels(), m_study->allSuites(), p, benchmarkNames());
}

std::vector<isoscope::WeatResult> AnalysisRunner::rawOnly() const
{
    return m_study->results().rawOnly(assemblyModels(), m_study->allSuites(), params());
}

std::vector<PendingWork> AnalysisRunner::pendingWork() const
{
    std::vector<PendingWork> all;
    const auto p = params();
    const auto suites = m_study->allSuites();
    const auto names = benchmarkNames();
    for (const AssemblyModel &model : assemblyModels())
        if (m_study->results().modelInfo(model.key))
            all.push_back(m_study->results().pending(model, suites, p, names));
    return all;
}

void AnalysisRunner::plan(const std::string &modelKey)
{
    if (!m_running)
        return;
    const StudyModel *model = modelByKey(modelKey);
    if (!model)
        return;
    const auto loaded = m_loaded.find(modelKey);
    if (loaded == m_loaded.end())
        return; // importing (it plans again when read), missing or failed
    const isoscope::AnalysisParams p = isoscope::paramsForModel(params(), model->spec()); // its own reference, if any
    const PendingWork work =
        m_study->results().pending(AssemblyModel{model->spec(), modelKey}, p.suites, p, benchmarkNames());
    if (work.whitening) {
        if (!m_failedThisRun.count(whiteningJobKey(modelKey, p)))
            startWhitening(*model, loaded->second);
        return; // what follows waits for the statistics
    }
    const auto whitening = m_study->results().whitening(modelKey, p);
    if (!work.rawSuites.empty() || (!work.whitenedSuites.empty() && whitening))
        startWeat(*model, loaded->second, work, whitening);
    if (work.anisotropy && whitening)
        startAnisotropy(*model, loaded->second, whitening);
    if (!work.benchmarks.empty() && whitening)
        startSimilarity(*model, loaded->second, work, whitening);
}

Job *AnalysisRunner::createJob(const std::string &modelKey, const std::string &kind, std::function<QString()> title,
                               const QString &model)
{
    const std::string key = jobKey(modelKey, kind);
    if (const auto active = m_active.find(key);
        active != m_active.end() && active->second && active->second->isActive())
        return nullptr;
    auto *job = new Job(std::move(title), model, this);
    m_active[key] = job;
    m_allJobs.append(job);
    connect(job, &Job::finished, this, [this, key, job] {
        if (m_active[key] == job)
            m_active.erase(key);
    });
    connect(job, &Job::failed, this, [this, job, kind, modelKey] {
        if (kind == "import")
            return; // the model's status says it (once), and the next import tries again
        m_failedThisRun.insert(jobKey(modelKey, kind));
        m_failures.append(JobFailure{modelKey, job->modelName(), job});
        Q_EMIT failuresChanged();
    });
    m_jobs->add(job);
    Q_EMIT jobStarted(job);
    return job;
}

void AnalysisRunner::startWhitening(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded)
{
    const isoscope::AnalysisParams p = isoscope::paramsForModel(params(), model.spec()); // its own reference, if any
    const std::string key = model.key();
    Job *job = createJob(
        key, "whitening", [] { return tr("Whitening statistics"); }, model.name);
    if (!job)
        return;
    connect(job, &Job::failed, this, [this, failed = whiteningJobKey(key, p)] { m_failedThisRun.insert(failed); });
    job->watch<WhiteningOutput>(
        startInBackground(
            [](QPromise<WhiteningOutput> &promise, std::shared_ptr<const LoadedModel> model,
               isoscope::AnalysisParams params) {
                promise.setProgressRange(0, kJobProgressRange);
                WhiteningOutput out;
                auto whitening =
                    isoscope::whitenModel(model->set, params, [&promise](const isoscope::ReferenceSample &) {
                        return stepProgress(promise, kJobProgressRange / 20, kJobProgressRange);
                    });
                if (whitening)
                    out.entry = std::make_shared<const isoscope::ModelWhitening>(std::move(whitening).value());
                else
                    out.error = whitening.error();
                promise.addResult(std::move(out));
            },
            loaded, p),
        [this, key, p, read = std::weak_ptr(loaded)](const WhiteningOutput &out) {
            if (!readFrom(key, read))
                return;
            m_study->results().putWhitening(key, p, out.entry);
            storeChanged();
        });
    connect(job, &Job::finished, this, [this, key] { jobEnded(key); });
}

void AnalysisRunner::startWeat(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded,
                               const PendingWork &work,
                               const std::shared_ptr<const isoscope::ModelWhitening> &whitening)
{
    const isoscope::AnalysisParams p = isoscope::paramsForModel(params(), model.spec()); // its own reference, if any
    std::vector<WeatTask> tasks;
    for (std::size_t i = 0; i < p.suites.size(); ++i) {
        const bool raw = std::find(work.rawSuites.begin(), work.rawSuites.end(), i) != work.rawSuites.end();
        const bool white =
            whitening
            && std::find(work.whitenedSuites.begin(), work.whitenedSuites.end(), i) != work.whitenedSuites.end();
        if (raw || white)
            tasks.push_back(WeatTask{p.suites[i], raw, white});
    }
    if (tasks.empty())
        return;
    if (m_failedThisRun.count(jobKey(model.key(), "weat")))
        return;
    Job *job = createJob(
        model.key(), "weat", [n = static_cast<int>(tasks.size())] { return tr("WEAT, %n suite(s)", nullptr, n); },
        model.name);
    if (!job)
        return;
    const std::string key = model.key();
    job->watch<WeatOutput>(
        startInBackground(
            [](QPromise<WeatOutput> &promise, std::shared_ptr<const LoadedModel> model, std::vector<WeatTask> tasks,
               std::shared_ptr<const isoscope::ModelWhitening> whitening, isoscope::AnalysisParams params) {
                promise.setProgressRange(0, kJobProgressRange);
                promise.addResult(suiteSteps(promise, model->set, tasks, whitening.get(), params));
            },
            loaded, std::move(tasks), whitening, isoscope::ResultStore::stepParams(p, kHistogramBins)),
        [this, key, p, read = std::weak_ptr(loaded)](const WeatOutput &out) {
            if (!readFrom(key, read))
                return;
            for (const auto &item : out.items) {
                if (item.raw)
                    m_study->results().putRawSuite(key, item.suite, p, *item.raw, item.rawMeasures);
                if (item.whitened)
                    m_study->results().putWhitenedSuite(key, item.suite, p, *item.whitened);
                else if (item.whitenedError)
                    m_study->results().putWhitenedSuiteError(key, item.suite, p, *item.whitenedError);
            }
            storeChanged();
        });
    connect(job, &Job::finished, this, [this, key] { jobEnded(key); });
}

void AnalysisRunner::startAnisotropy(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded,
                                     const std::shared_ptr<const isoscope::ModelWhitening> &whitening)
{
    if (m_failedThisRun.count(jobKey(model.key(), "anisotropy")))
        return;
    const isoscope::AnalysisParams p = isoscope::paramsForModel(params(), model.spec()); // its own reference, if any
    Job *job = createJob(
        model.key(), "anisotropy", [] { return tr("Anisotropy"); }, model.name);
    if (!job)
        return;
    const std::string key = model.key();
    job->watch<AnisotropyOutput>(
        startInBackground(
            [](QPromise<AnisotropyOutput> &promise, std::shared_ptr<const LoadedModel> model,
               std::shared_ptr<const isoscope::ModelWhitening> whitening, isoscope::AnalysisParams params) {
                promise.setProgressRange(0, kJobProgressRange);
                AnisotropyOutput out;
                auto whitener = isoscope::calibrationOf(model->set, *whitening, params);
                if (!whitener) {
                    out.error = whitener.error();
                } else if (promise.isCanceled()) {
                    out.error = cancelledError();
                } else {
                    auto entry = isoscope::anisotropyOf(model->set, *whitening, whitener.value(), params);
                    if (entry)
                        out.entry = std::move(entry).value();
                    else
                        out.error = entry.error();
                }
                promise.setProgressValue(kJobProgressRange);
                promise.addResult(std::move(out));
            },
            loaded, whitening, p),
        [this, key, p, read = std::weak_ptr(loaded)](const AnisotropyOutput &out) {
            if (!readFrom(key, read))
                return;
            m_study->results().putAnisotropy(key, p, out.entry);
            storeChanged();
        });
    connect(job, &Job::finished, this, [this, key] { jobEnded(key); });
}

void AnalysisRunner::startSimilarity(const StudyModel &model, const std::shared_ptr<const LoadedModel> &loaded,
                                     const PendingWork &work,
                                     const std::shared_ptr<const isoscope::ModelWhitening> &whitening)
{
    if (m_failedThisRun.count(jobKey(model.key(), "similarity")))
        return;
    const isoscope::AnalysisParams p = isoscope::paramsForModel(params(), model.spec()); // its own reference, if any
    isoscope::ModelSpec spec = model.spec();
    // A transformer model's STS-B sentence vectors are in its extracted file.
    if (const auto extracted = m_extracted.find(model.key());
        extracted != m_extracted.end() && !extracted->second.stsSplit.empty())
        spec.path = extracted->second.file;
    std::vector<SimilarityTask> tasks;
    const auto names = benchmarkNames();
    for (std::size_t i : work.benchmarks) {
        SimilarityTask task;
        task.name = names[i];
        if (const auto split = isoscope::ResultStore::sentenceBenchmarkSplit(names[i])) {
            task.split = *split;
            task.sentenceFile = m_dataDirectory / isoscope::builtin::stsSplitFile(*split);
        } else {
            for (const auto &b : m_benchmarks)
                if (b.name == names[i])
                    task.words = b;
            if (!task.words)
                continue;
        }
        tasks.push_back(std::move(task));
    }
    if (tasks.empty())
        return;
    Job *job = createJob(
        model.key(), "similarity", [] { return tr("Similarity benchmarks"); }, model.name);
    if (!job)
        return;
    job->watch<SimilarityOutput>(
        startInBackground(
            [](QPromise<SimilarityOutput> &promise, std::shared_ptr<const LoadedModel> model, isoscope::ModelSpec spec,
               std::vector<SimilarityTask> tasks, std::shared_ptr<const isoscope::ModelWhitening> whitening,
               isoscope::AnalysisParams params) {
                promise.setProgressRange(0, kJobProgressRange);
                SimilarityOutput out;
                auto whitener = isoscope::calibrationOf(model->set, *whitening, params);
                if (!whitener) {
                    out.error = whitener.error();
                    promise.addResult(std::move(out));
                    return;
                }
                const int n = static_cast<int>(tasks.size());
                for (int i = 0; i < n; ++i) {
                    const SimilarityTask &task = tasks[static_cast<std::size_t>(i)];
                    const auto progress =
                        stepProgress(promise, i * kJobProgressRange / n, (i + 1) * kJobProgressRange / n);
                    isoscope::Result<isoscope::SimilarityResult> result =
                        isoscope::makeError(isoscope::ErrorCode::InvalidArgument, "no benchmark");
                    if (task.words) {
                        result = isoscope::runSimilarity(model->set, *task.words, whitener.value(), params, progress);
                    } else {
                        auto sts = isoscope::readSentenceBenchmark(task.sentenceFile,
                                                                   isoscope::builtin::kStsBenchmarkName, task.split);
                        result = sts ? isoscope::runSentenceSimilarity(model->set, spec, sts.value(), whitener.value(),
                                                                       params, progress)
                                     : isoscope::Result<isoscope::SimilarityResult>(sts.error());
                    }
                    if (!result) {
                        out.error = result.error();
                        break;
                    }
                    out.results.emplace_back(task.name, std::move(result).value());
                }
                promise.addResult(std::move(out));
            },
            loaded, spec, std::move(tasks), whitening, p),
        [this, p, read = std::weak_ptr(loaded),
         assembly = isoscope::AssemblyModel{spec, model.key()}](const SimilarityOutput &out) {
            if (!readFrom(assembly.key, read))
                return;
            for (const auto &[name, result] : out.results)
                m_study->results().putSimilarity(assembly, p, name, result);
            storeChanged();
        });
    const std::string modelKey = model.key();
    connect(job, &Job::finished, this, [this, modelKey] { jobEnded(modelKey); });
}

bool AnalysisRunner::readFrom(const std::string &modelKey, const std::weak_ptr<const LoadedModel> &read) const
{
    const auto found = m_loaded.find(modelKey);
    return found != m_loaded.end() && found->second && found->second == read.lock();
}

void AnalysisRunner::storeChanged()
{
    m_study->setModified(true);
    m_study->notifyResultsChanged();
}

void AnalysisRunner::jobEnded(const std::string &modelKey)
{
    plan(modelKey);
    updateRunning();
}

void AnalysisRunner::updateRunning()
{
    if (!m_running)
        return;
    for (const auto &[key, job] : m_active)
        if (job && job->isActive())
            return;
    m_running = false;
    Q_EMIT runningChanged(false);
}

void AnalysisRunner::addPageJob(const QString &page, Job *job)
{
    job->setParent(this);
    m_jobs->add(job);
    m_allJobs.append(job);
    m_pageJobs[page] = job;
    Q_EMIT jobStarted(job);
}

Job *AnalysisRunner::pageJob(const QString &page) const
{
    const auto found = m_pageJobs.find(page);
    return found != m_pageJobs.end() && found->second && found->second->isActive() ? found->second.data() : nullptr;
}

void AnalysisRunner::cancelAll()
{
    const bool wasRunning = m_running;
    m_running = false;
    for (const auto &job : std::as_const(m_allJobs))
        if (job)
            job->cancel();
    if (wasRunning)
        Q_EMIT runningChanged(false);
}

void AnalysisRunner::cancelImports()
{
    const std::string suffix = "/import";
    for (const auto &[key, job] : m_active)
        if (job && key.size() > suffix.size() && key.compare(key.size() - suffix.size(), suffix.size(), suffix) == 0)
            job->cancel();
}

void AnalysisRunner::waitForAll()
{
    for (const auto &job : std::as_const(m_allJobs))
        if (job)
            job->waitForFinished();
}

} // namespace isoscope::ui
