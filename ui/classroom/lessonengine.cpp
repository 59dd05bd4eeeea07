#include "ui/classroom/lessonengine.h"

#include "core/analysis/analysis.h"
#include "core/base/datadir.h"
#include "core/serialization/suitesjson.h"
#include "core/stats/significance.h"
#include "core/stats/weat.h"
#include "ui/common/errortext.h"
#include "ui/jobs/job.h"
#include "ui/jobs/jobpool.h"

#include <QPromise>

#include <algorithm>
#include <cmath>

namespace isoscope::ui {

namespace lesson {

std::optional<WordExample> wordExample(const isoscope::WeatResult &result, int index)
{
    const auto &words = result.words;
    const auto &X = words.vectors[0];
    const auto &A = words.vectors[2];
    const auto &B = words.vectors[3];
    if (!result.raw || index < 0 || index >= X.rows() || A.rows() == 0 || B.rows() == 0)
        return std::nullopt;
    WordExample example;
    example.word = QString::fromStdString(words.used[0][static_cast<std::size_t>(index)]);
    const Eigen::VectorXd w = X.row(index).transpose();
    const auto cosines = [&w](const isoscope::MatrixD &attributes) {
        std::vector<double> out;
        for (Eigen::Index i = 0; i < attributes.rows(); ++i) {
            const Eigen::VectorXd a = attributes.row(i).transpose();
            out.push_back(w.dot(a) / (w.norm() * a.norm()));
        }
        return out;
    };
    const auto mean = [](const std::vector<double> &values) {
        double sum = 0;
        for (double v : values)
            sum += v;
        return sum / static_cast<double>(values.size());
    };
    example.cosA = cosines(A);
    example.cosB = cosines(B);
    for (const std::string &word : words.used[2])
        example.attributesA.append(QString::fromStdString(word));
    for (const std::string &word : words.used[3])
        example.attributesB.append(QString::fromStdString(word));
    example.meanA = mean(example.cosA);
    example.meanB = mean(example.cosB);
    // s(w) as the test computes it (core/stats/weat.h), not a second definition of it here.
    example.s = isoscope::associations(X.middleRows(index, 1), A, B).front();
    return example;
}

const isoscope::WeatResult *findResult(const isoscope::ModelResult &model, const std::string &suiteId)
{
    for (const auto &result : model.weat)
        if (result.suiteId == suiteId)
            return &result;
    return nullptr;
}

isoscope::Result<std::vector<LessonModel>> loadDemoModels(const std::filesystem::path &dataDir,
                                                          const isoscope::ProgressCallback &progress)
{
    const std::pair<const char *, const char *> files[] = {
        {isoscope::builtin::kDemoGloveName, isoscope::builtin::kDemoGlove},
        {isoscope::builtin::kDemoWord2vecName, isoscope::builtin::kDemoWord2vec},
    };
    std::vector<LessonModel> models;
    for (const auto &[name, file] : files) {
        if (!isoscope::reportProgress(progress, models.size(), std::size(files)))
            return isoscope::makeError(isoscope::ErrorCode::Cancelled, "cancelled");
        LessonModel model;
        model.spec =
            isoscope::ModelSpec{name, isoscope::ModelFamily::Static, dataDir / file, isoscope::EmbeddingFormat::Auto};
        auto loaded = isoscope::readEmbeddingFile(model.spec.path);
        if (!loaded)
            return loaded.error();
        model.loaded = std::make_shared<const isoscope::LoadedEmbedding>(std::move(loaded).value());
        models.push_back(std::move(model));
    }
    return models;
}

LessonOutcome compute(std::vector<LessonModel> models, const LessonInputs &inputs,
                      const isoscope::ProgressCallback &progress)
{
    auto state = std::make_shared<LessonState>();
    state->inputs = inputs;
    auto results = std::make_shared<isoscope::AnalysisResult>();
    results->params = inputs.params;
    // Stages of analyzeModel in the order it runs them, with their share of its time.
    const auto stageSpan = [](isoscope::Stage stage) -> std::pair<double, double> {
        switch (stage) {
        case isoscope::Stage::Whitening:
        case isoscope::Stage::SingularWhitening: return {0.0, 0.1};
        case isoscope::Stage::Weat: return {0.1, 0.8};
        case isoscope::Stage::Anisotropy: return {0.8, 1.0};
        default: return {0.0, 0.0};
        }
    };
    constexpr std::size_t kSteps = 1000;
    std::size_t shown = 0;
    const std::size_t count = models.size();
    const isoscope::AnalysisProgress analysisProgress = [&](std::size_t model, isoscope::Stage stage, std::size_t done,
                                                            std::size_t total) {
        const auto [from, to] = stageSpan(stage);
        const double fraction = total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 0;
        const double overall =
            (static_cast<double>(model) + from + (to - from) * fraction) / static_cast<double>(count);
        shown = std::max(shown, static_cast<std::size_t>(overall * kSteps));
        return isoscope::reportProgress(progress, shown, kSteps);
    };
    for (std::size_t i = 0; i < count; ++i) {
        const LessonModel &model = models[i];
        auto analysed = isoscope::analyzeModel(model.loaded->set, model.spec, model.loaded->report, inputs.params,
                                               analysisProgress, i);
        if (!analysed)
            return {nullptr, analysed.error()};
        results->models.push_back(std::move(analysed).value());
    }
    state->models = std::move(models);
    state->results = std::move(results);
    return {std::move(state), std::nullopt};
}

std::shared_ptr<const isoscope::AnalysisResult> reclassified(const isoscope::AnalysisResult &results, double alpha)
{
    auto copy = std::make_shared<isoscope::AnalysisResult>(results);
    copy->params.alpha = alpha;
    for (auto &model : copy->models) {
        for (auto &result : model.weat) {
            if (!result.raw || !result.whitened)
                continue;
            result.change = isoscope::classifyChange(result.raw->p, result.whitened->p, alpha);
        }
    }
    return copy;
}

} // namespace lesson

LessonEngine::LessonEngine(QObject *parent) : QObject(parent)
{
    m_inputs.params.weat.histogramBins = lesson::kHistogramBins;
    connect(&m_watcher, &QFutureWatcher<LessonOutcome>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(value / 10); });
    connect(&m_watcher, &QFutureWatcher<LessonOutcome>::finished, this, &LessonEngine::finished);
}

LessonEngine::~LessonEngine()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void LessonEngine::start()
{
    if (m_started)
        return;
    m_started = true;
    const auto dataDir = isoscope::findDataDirectory();
    if (!dataDir) {
        m_error = tr("The demo models were not found: the built-in data folder is missing. Set ISOSCOPE_DATA_DIR to "
                     "the folder that holds suites/weat_suites.json.");
        Q_EMIT failed(m_error);
        return;
    }
    auto suites = isoscope::loadSuites(*dataDir / isoscope::builtin::kSuites);
    if (!suites) {
        m_error = tr("The built-in suites could not be read. %1").arg(ErrorText::describe(suites.error()));
        Q_EMIT failed(m_error);
        return;
    }
    m_dataDir = *dataDir;
    m_originalSuites = suites->suites;
    m_inputs.params.suites = std::move(suites->suites);
    if (!originalFocusSuite()) {
        m_error =
            tr("The built-in suites lack %1, the suite of the lesson.").arg(QString::fromUtf8(lesson::kFocusSuite));
        Q_EMIT failed(m_error);
        return;
    }
    request();
}

const isoscope::WeatSuite *LessonEngine::originalFocusSuite() const
{
    for (const auto &suite : m_originalSuites)
        if (suite.id == lesson::kFocusSuite)
            return &suite;
    return nullptr;
}

const isoscope::WeatSuite *LessonEngine::focusSuite() const
{
    for (const auto &suite : m_inputs.params.suites)
        if (suite.id == lesson::kFocusSuite)
            return &suite;
    return nullptr;
}

void LessonEngine::setEpsilon(double epsilon)
{
    if (epsilon == m_inputs.params.epsilon)
        return;
    m_inputs.params.epsilon = epsilon;
    request();
}

void LessonEngine::setWordSet(isoscope::WordSetRole role, const std::vector<std::string> &words)
{
    for (auto &suite : m_inputs.params.suites) {
        if (suite.id == lesson::kFocusSuite && suite.set(role).words != words) {
            suite.set(role).words = words;
            request();
            return;
        }
    }
}

void LessonEngine::restoreFocusSuite()
{
    const isoscope::WeatSuite *original = originalFocusSuite();
    for (auto &suite : m_inputs.params.suites) {
        if (original && suite.id == lesson::kFocusSuite && !(suite == *original)) {
            suite = *original;
            request();
            return;
        }
    }
}

void LessonEngine::setAlpha(double alpha)
{
    m_alpha = alpha;
    if (m_state)
        m_shown =
            alpha == m_state->results->params.alpha ? m_state->results : lesson::reclassified(*m_state->results, alpha);
    Q_EMIT updated();
}

void LessonEngine::request()
{
    if (!m_started || m_dataDir.empty())
        return;
    if (m_running) {
        // The newest inputs run as soon as the current computation has stopped.
        m_pending = true;
        m_watcher.cancel();
        return;
    }
    launch();
}

void LessonEngine::launch()
{
    m_pending = false;
    m_running = true;
    Q_EMIT busyChanged(true);
    Q_EMIT progressChanged(0);
    m_watcher.setFuture(startInBackground(
        [](QPromise<LessonOutcome> &promise, std::vector<LessonModel> models, std::filesystem::path dataDir,
           LessonInputs inputs) {
            promise.setProgressRange(0, 1000);
            const auto keepGoing = [&promise](std::size_t, std::size_t) { return !promise.isCanceled(); };
            if (models.empty()) {
                auto loaded = lesson::loadDemoModels(dataDir, keepGoing);
                if (!loaded) {
                    promise.addResult(LessonOutcome{nullptr, loaded.error()});
                    return;
                }
                models = std::move(loaded).value();
            }
            promise.setProgressValue(100);
            const auto progress = [&promise](std::size_t done, std::size_t total) {
                promise.setProgressValue(100 + static_cast<int>(900 * done / std::max<std::size_t>(total, 1)));
                return !promise.isCanceled();
            };
            promise.addResult(lesson::compute(std::move(models), inputs, progress));
        },
        m_models, m_dataDir, m_inputs));
}

void LessonEngine::finished()
{
    const QFuture<LessonOutcome> future = m_watcher.future();
    if (future.resultCount() > 0) {
        const LessonOutcome outcome = future.result();
        if (outcome.state) {
            m_state = outcome.state;
            m_models = m_state->models;
            m_error.clear();
            m_shown = m_alpha == m_state->results->params.alpha ? m_state->results
                                                                : lesson::reclassified(*m_state->results, m_alpha);
        } else if (outcome.error && outcome.error->code != isoscope::ErrorCode::Cancelled) {
            m_error = tr("The lesson's numbers could not be computed. %1").arg(ErrorText::describe(*outcome.error));
        }
    } else if (const QString why = Job::failureText(future); !why.isEmpty()) {
        m_error = tr("The lesson's numbers could not be computed. %1").arg(why);
    }
    if (m_pending) {
        launch();
        return;
    }
    m_running = false;
    Q_EMIT busyChanged(false);
    if (!m_error.isEmpty())
        Q_EMIT failed(m_error);
    else if (m_state)
        Q_EMIT updated();
}

} // namespace isoscope::ui
