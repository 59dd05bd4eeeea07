#pragma once
// What the subcommands that analyse models share: the options of analyze (which sensitivity,
// sc-weat and calibrations take too), the models and suites they name, a model opened through
// the cache, the progress line.
#include "app/cli/command.h"
#include "core/analysis/analysis.h"
#include "core/analysis/settingranges.h"
#include "core/corpus/corpus.h"
#include "core/storage/embeddingcache.h"

#include <charconv>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace isoscope::cli {

/// Folders a subcommand made for its run alone (a model folder's word vectors extracted with
/// --no-cache), removed with everything in them when the subcommand ends.
class RunFolders
{
public:
    RunFolders() = default;
    RunFolders(const RunFolders &) = delete;
    RunFolders &operator=(const RunFolders &) = delete;
    ~RunFolders();
    /// A new empty folder under the system's temporary folder; nothing if it cannot be made.
    std::optional<std::filesystem::path> make();

private:
    std::vector<std::filesystem::path> m_folders;
};

/// analyze's options as given; prepareModels and prepareModelsAndSuites complete them.
struct Options {
    std::vector<ModelSpec> models;
    std::map<std::string, std::string> families;
    std::map<std::string, std::string> formats;
    std::map<std::string, std::string> vocabularies;
    std::map<std::string, OovPolicy> oov; ///< by model name; "" for every model
    std::map<std::string, std::string> sentenceVectors;
    std::string stsbSplit = "test";
    bool demo = false;
    std::string suites = "builtin";
    std::vector<std::string> only;
    std::vector<std::pair<std::string, std::string>> similarity{{"builtin", ""}};
    bool similarityGiven = false;
    AnalysisParams params;
    std::string out;
    bool json = false;
    bool quiet = false;
    std::string cacheDir;
    bool noCache = false;
    /// A model given as a folder is a transformer model (config.json, weights, tokenizer): its word
    /// vectors are drawn from this corpus (core/extraction) and kept in the cache.
    std::string corpus;
    corpus::CorpusFormat corpusFormat = corpus::CorpusFormat::Lines;
    int layer = -1;              ///< the transformer models' layer; -1 the last
    bool referenceGiven = false; ///< --reference was given (else a model folder's is its corpus sentences)
    RunFolders runFolders;
};

/// analyze's options, bound to o: the models, what to run, the method, the output and the cache.
/// effectIntervals: with --bootstrap and --confidence of the effect-size intervals (sensitivity
/// has its own options of those names).
void addAnalysisOptions(Command &command, Options &o, bool effectIntervals = true);

/// command.parse(in), then the checks between options. Nothing: run; else the exit status.
std::optional<int> parseAnalysisOptions(Command &command, const Options &o, const Invocation &in);

/// The models: --demo's first, then their names, families, formats, vocabulary files, --oov and
/// sentence vectors. Returns 0, or the exit status of the usage error it reported on err.
int prepareModels(Options &o, std::ostream &err);

/// prepareModels, and the suites (--suites, --only) into o.params.suites; then each model given as a
/// folder (a transformer model) has its suites' words extracted from --corpus, or read from the cache
/// when they were before, and becomes that HDF5 file (family contextualized unless --family says
/// otherwise). progressOnErr: the extraction's progress on err's terminal line. 0 or the exit status.
int prepareModelsAndSuites(Options &o, std::ostream &err, bool progressOnErr = false);

/// The whole of text parsed as an integer of type T.
template <typename T>
bool parseInteger(std::string_view text, T &value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

/// The whole of text parsed as a finite number.
bool parseReal(std::string_view text, double &value);

/// The value of a numeric option, parsed and checked against the range of its setting, the one the
/// Options page and the study loader check too (core/analysis/settingranges.h). Throws UsageError
/// "--permutations must be a whole number from 1 to 1000000000, got '0'".
template <typename T>
T settingOption(const std::string &option, Setting setting, const std::string &text)
{
    T value{};
    bool parsed = false;
    if constexpr (std::is_integral_v<T>)
        parsed = parseInteger(text, value);
    else
        parsed = parseReal(text, value);
    if (!parsed || !checkSetting(setting, value))
        throw UsageError{option + " must be " + settingRange(setting).allowed() + ", got '" + text + "'"};
    return value;
}

/// The items of a comma-separated list, the empty ones left out.
std::vector<std::string> splitWords(const std::string &list);

/// The built-in data folder is needed and not found: the one-line reason.
extern const char *const kNoDataFolder;

/// "cache: glove: imported into PATH in 3.10 s (rebuilt: ...)"
std::string describeCacheStatus(const std::string &name, const CacheStatus &status);

/// seconds with two decimals.
std::string formatSeconds(double value);

/// A model as the subcommands other than analyze use it: through its HDF5 cache (the default),
/// or read whole with --no-cache (a cache given as the model itself is always opened directly).
struct SubcommandModel {
    std::optional<OpenedModel> opened;
    std::optional<LoadedEmbedding> loaded;
    /// With the spec's treatment of words outside the vocabulary (OovPolicy).
    EmbeddingSet view;
    const EmbeddingSet &set() const { return view; }
};

/// Opens spec with o's cache options; progress (if set) sees the import or the read.
Result<SubcommandModel> openSubcommandModel(const ModelSpec &spec, const Options &o,
                                            const std::function<bool(Stage, std::size_t, std::size_t)> &progress = {});

/// Draws "[1/2] name: stage 45%" on one terminal line, at most ten times a second.
class ProgressLine
{
public:
    ProgressLine(std::ostream &err, const std::vector<ModelSpec> &models) : m_err(err), m_models(models) {}
    ~ProgressLine() { clear(); }

    bool update(std::size_t model, Stage stage, std::size_t done, std::size_t total);
    bool update(std::size_t model, const std::string &stage, std::size_t done, std::size_t total);
    void clear();

private:
    std::ostream &m_err;
    const std::vector<ModelSpec> &m_models;
    std::chrono::steady_clock::time_point m_last{};
    std::size_t m_width = 0;
};

} // namespace isoscope::cli
