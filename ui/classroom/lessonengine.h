#pragma once

#include "core/analysis/results.h"
#include "core/io/embeddingreader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

namespace isoscope::ui {

/// A demo model read once for the lesson, shared (read-only) by every computation.
struct LessonModel {
    isoscope::ModelSpec spec;
    std::shared_ptr<const isoscope::LoadedEmbedding> loaded;
};

/// What a lesson computation is asked for: the paper's protocol with the lesson's epsilon and its
/// (possibly edited) suites. Every number the lesson shows comes out of core for these inputs.
struct LessonInputs {
    isoscope::AnalysisParams params;
};

/// One finished computation: both demo models analysed with LessonInputs.
struct LessonState {
    LessonInputs inputs;
    std::vector<LessonModel> models;
    std::shared_ptr<const isoscope::AnalysisResult> results;
};

/// What a worker hands back: a state, or why there is none.
struct LessonOutcome {
    std::shared_ptr<const LessonState> state;
    std::optional<isoscope::Error> error;
};

/// The first target word of a suite worked through by hand, as the lesson's first step shows it:
/// its cosine with every attribute word, the means over A and B, and s(w, A, B), all from the
/// raw vectors core looked up.
struct WordExample {
    QString word;
    QStringList attributesA;
    QStringList attributesB;
    std::vector<double> cosA; ///< cos(w, a) for every a in A (in order)
    std::vector<double> cosB;
    double meanA = 0;
    double meanB = 0;
    double s = 0; ///< meanA - meanB
};

/// The lesson's suite is W3 on the GloVe demo model (a Disappearing case of the paper).
namespace lesson {
inline constexpr const char *kFocusSuite = "W3";
inline constexpr int kFocusModel = 0; ///< GloVe; word2vec is model 1
/// Bins of the permutation histograms (as in the drill-down).
inline constexpr std::size_t kHistogramBins = 60;

/// Computes the worked example for target word index of X from a result's looked-up vectors.
/// Nothing when the suite did not run.
std::optional<WordExample> wordExample(const isoscope::WeatResult &result, int index = 0);
/// The result of a suite in a model, or null.
const isoscope::WeatResult *findResult(const isoscope::ModelResult &model, const std::string &suiteId);
/// Reads the two demo models from the data folder (no cache: they are small). Runs on a worker
/// thread; progress counts models.
isoscope::Result<std::vector<LessonModel>> loadDemoModels(const std::filesystem::path &dataDir,
                                                          const isoscope::ProgressCallback &progress = {});
/// Analyses the models with the inputs (core's analyzeModel, no similarity benchmarks).
LessonOutcome compute(std::vector<LessonModel> models, const LessonInputs &inputs,
                      const isoscope::ProgressCallback &progress = {});
/// A copy of results whose change classes are recomputed for another alpha (core's classifyChange).
std::shared_ptr<const isoscope::AnalysisResult> reclassified(const isoscope::AnalysisResult &results, double alpha);
} // namespace lesson

/// Runs the lesson's computations on a worker thread: the first one reads the demo models and
/// analyses them; later ones (a new epsilon, an edited word set) analyse them again. A request
/// made while one runs cancels it and runs after it with the newest inputs, so the window never
/// waits and never shows numbers of stale inputs as current.
class LessonEngine final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LessonEngine)

public:
    explicit LessonEngine(QObject *parent = nullptr);
    ~LessonEngine() override;

    /// Finds the built-in data and starts the first computation (once).
    void start();
    /// True from a computation's start until its outcome has been taken on this thread. (The watcher's
    /// isRunning() turns false on the worker thread before finished() is delivered here, so a caller that
    /// saw it false could read the previous state: tst_lesson met exactly that race.)
    bool isBusy() const { return m_running || m_pending; }
    /// The newest finished computation, or null before the first.
    std::shared_ptr<const LessonState> state() const { return m_state; }
    /// The results to show: the state's, reclassified when alpha differs from the protocol's.
    std::shared_ptr<const isoscope::AnalysisResult> results() const { return m_shown; }
    const LessonInputs &inputs() const { return m_inputs; }
    QString errorText() const { return m_error; }

    /// The lesson's suite with its original word sets, as shipped.
    const isoscope::WeatSuite *originalFocusSuite() const;
    /// The lesson's suite as it is now (possibly edited).
    const isoscope::WeatSuite *focusSuite() const;

    void setEpsilon(double epsilon);
    double epsilon() const { return m_inputs.params.epsilon; }
    /// Replaces one word set of the lesson's suite.
    void setWordSet(isoscope::WordSetRole role, const std::vector<std::string> &words);
    /// Gives the lesson's suite its original words again.
    void restoreFocusSuite();
    /// The significance level used for the change classes (no recomputation needed).
    void setAlpha(double alpha);
    double alpha() const { return m_alpha; }

Q_SIGNALS:
    void busyChanged(bool busy);
    /// Percent of the running computation.
    void progressChanged(int percent);
    /// New numbers are ready (state() and results()).
    void updated();
    void failed(const QString &message);

private:
    void request();
    void launch();
    void finished();

    LessonInputs m_inputs;
    std::vector<isoscope::WeatSuite> m_originalSuites;
    std::filesystem::path m_dataDir;
    std::vector<LessonModel> m_models;
    std::shared_ptr<const LessonState> m_state;
    std::shared_ptr<const isoscope::AnalysisResult> m_shown;
    double m_alpha = 0.05;
    QString m_error;
    bool m_started = false;
    bool m_pending = false;
    bool m_running = false; // launched and its finished() not yet handled
    QFutureWatcher<LessonOutcome> m_watcher;
};

} // namespace isoscope::ui
