#include "app/cli/commandline.h"

#include "core/analysis/analysis.h"
#include "core/analysis/warnings.h"
#include "core/base/contenthash.h"
#include "core/base/datadir.h"
#include "core/io/sentencevectors.h"
#include "core/storage/embeddingcache.h"
#include "core/report/report.h"
#include "core/analysis/calibrationcomparison.h"
#include "core/report/measurestables.h"
#include "core/analysis/scweat.h"
#include "core/analysis/sensitivity.h"
#include "core/report/sensitivityreport.h"
#include "core/serialization/calibrationsjson.h"
#include "core/serialization/debiaslistsjson.h"
#include "core/serialization/scweatjson.h"
#include "core/serialization/suitesjson.h"
#include "isoscope/version.h"

#include <algorithm>
#include <chrono>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope {

const char *commandLineUsage()
{
    return R"(Usage:
  isoscope-cli analyze [options] NAME=PATH ...   (or just PATH; NAME defaults to the file name)
  isoscope-cli analyze --demo [options]          (the two bundled demo models)
  isoscope-cli import PATH [--format F] [--vocab FILE] [--cache-dir DIR] [--rebuild]
                                                 build or check the HDF5 cache of a model
  isoscope-cli sensitivity [options] NAME=PATH ...   (or --demo) how robust each WEAT result is
                                                 to epsilon, the reference sample, the target
                                                 words and the top principal components
  isoscope-cli sc-weat MODEL --target WORD[,WORD...] (--suite ID | --a WORDS --b WORDS) [options]
                                                 single-category WEAT: each target word against
                                                 attribute sets A and B, raw and calibrated
  isoscope-cli calibrations [options] NAME=PATH ...   (or --demo) every suite under ZCA and the
                                                 comparison calibrations of --calibrations LIST
                                                 (default center,abtt,pca; debias adds the model
                                                 hard-debiased, raw and under ZCA): d, p, change
                                                 class and d - d_ZCA per calibration (CSV and JSON
                                                 with --out); with --measures, every measure in
                                                 every column (measures.csv)
  isoscope-cli --version
  isoscope-cli --help

Models:
  NAME=PATH                 an embedding file: GloVe text (no header), word2vec/fastText text or
                            binary, any of these gzipped, a NumPy .npy matrix with a vocabulary
                            file, HDF5 (/words, /vectors, optional /reference), or an Isoscope cache
  --demo                    add the bundled GloVe 6B 100d and word2vec GoogleNews subsets
  --family NAME=static|contextualized|contrastive|other   (repeatable; default static)
  --format NAME=auto|glove|word2vec|word2vec-binary|numpy|hdf5|fasttext-binary
                            (repeatable; default auto)
  --vocab NAME=FILE         the vocabulary of a NumPy model, one word per line (repeatable;
                            default: FILE.vocab or FILE.txt beside FILE.npy)
  --oov leave-out|subword   words not in a model's vocabulary: left out (default, as the paper)
                            or, for a fastText .bin/.ftz model, given their subword vector
                            (reported as "from subwords"); --oov NAME=subword for one model

What to run:
  --suites builtin|FILE.json   WEAT suites (default: the ten of Caliskan et al. 2017)
  --only W1,W6,...             run only these suites, in this order
  --similarity builtin|none|stsb|NAME=FILE
                               similarity benchmarks (repeatable; default builtin: WordSim-353,
                               SimLex-999 and STS-B; stsb: STS-B alone; FILE: a word benchmark,
                               "word1 TAB word2 TAB score")
  --stsb-split test|dev|train  the STS-B split (default test, 1,379 sentence pairs)
  --sentence-vectors NAME=FILE   STS-B sentence vectors of a model: HDF5 /sentences (UTF-8
                               strings) and /sentence_vectors (float32 [m, d]) (repeatable; default:
                               the model's own HDF5 file if it holds them; else a static model
                               averages its word vectors)

Method (defaults are the paper's protocol):
  --reference top:N | random:N[:SEED] | words:FILE | vectors:FILE | embedded
                               reference sample for whitening (default top:100000);
                               embedded: the model file's own /reference vectors
  --epsilon E                  whitening regulariser (default 0.001)
  --calibration zca|center|abtt[:D]|pca
                               what the "whitened" space is (default zca, the paper's): ZCA
                               whitening, mean-centring only, all-but-the-top (centre, remove the
                               top D principal components; default D = d/100 rounded, at least 1)
                               or PCA whitening; see docs/beyond-the-paper.md
  --permutations N             Monte Carlo partitions when exact enumeration is too large
                               (default 100000)
  --exact-limit N              enumerate all partitions up to N of them (default 1000000)
  --seed S                     seed of every random draw (default 42)
  --alpha A                    significance level (default 0.05)
  --correction none|holm|bh    adjust p across the suites of each model, raw and whitened
                               separately (Holm: family-wise error; bh: Benjamini-Hochberg false
                               discovery rate); the change classes then use the adjusted p, and
                               the unadjusted p stay in the output beside them (default none)
  --tie ge|gt                  count partitions with S_i >= S (default; Monte Carlo p = (b+1)/(N+1))
                               or S_i > S (the paper's equation 4; p = b/N)
  --sided one|two              one-sided p (default) or two-sided (2 x the smaller tail)
  --bootstrap B                percentile bootstrap interval of every d over the words of X and
                               Y, B resamples (default 2000; 0: no intervals; docs/sensitivity.md)
  --confidence C               of those intervals (default 0.95)
  --measures LIST              weat,rnd,mac,ect,ripa,rnsb: the association measures (default weat;
                               WEAT always runs); the others as WEFE 1.0 defines them, raw and
                               calibrated, in measures.csv (docs/measures.md)
  --debias hard                hard-debias every model first (Bolukbasi et al. 2016, their lists);
                               calibrations: add debias to --calibrations instead

Sensitivity (docs/sensitivity.md; the method options above apply too, of ZCA whitening only):
  --analyses LIST              any of epsilon,reference,bootstrap,components (default all four)
  --epsilons FROM:TO:N | E,E,...   epsilons of the sweep (default 1e-6:1e-1:21, log-spaced)
  --sizes N,N,...              reference sizes, each as top-N and random-N
                               (default 1000,2000,5000,10000,20000,50000,100000)
  --draws R                    random draws of the reference sample (default 20)
  --draw-size N                rows per draw (default: the size of the --reference sample)
  --bootstrap B                bootstrap resamples of the target words (default 2000)
  --confidence C               of the percentile intervals (default 0.95)
  --components K               top principal components left out one at a time (default 10)
  --out DIR                    write sensitivity.json, epsilon_sweep.csv, reference_sweep.csv,
                               bootstrap.csv, leave_one_out.csv (without it: a summary only)

Output:
  --out DIR                    write results.json, weat.csv, anisotropy.csv, similarity.csv,
                               mleat.csv, report.md
  --json                       print results.json to standard output (instead of the report)
  --quiet                      no progress and no warnings on standard error

Cache (models are imported once into an HDF5 cache file, then opened from it):
  --cache-dir DIR              the cache folder (default $ISOSCOPE_CACHE_DIR, else
                               $XDG_CACHE_HOME/isoscope, else ~/.cache/isoscope)
  --no-cache                   read every model file in full, without the cache
  import: --rebuild            import again even if the cache is valid; without it an existing
                               cache is checked in full (every checksum) and reused

SC-WEAT (docs/beyond-the-paper.md; the method, cache and output options above apply):
  --target WORD[,WORD...]      the target word(s), each tested on its own
  --suite ID                   take A and B from the attribute sets of this suite (of --suites)
  --a WORD,WORD,... --b ...    or give A and B; --name-a, --name-b name them (default A, B)
  --out DIR                    writes sc_weat.json and sc_weat.csv

Exit status: 0 success, 2 bad usage or bad input (reason on standard error), 1 internal error.
)";
}

namespace {

struct UsageError {
    std::string message;
};

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
    bool sensitivityCommand = false;
    SensitivityParams sensitivity;
};

template <typename T>
bool parseInteger(std::string_view text, T &value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

bool parseReal(std::string_view text, double &value)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size() && std::isfinite(value);
}

std::pair<std::string, std::string> splitNameValue(std::string_view option, std::string_view text)
{
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size())
        throw UsageError{std::string(option) + " expects NAME=VALUE, got '" + std::string(text) + "'"};
    return {std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

ModelSpec modelFromArgument(std::string_view argument)
{
    ModelSpec spec;
    std::error_code ec;
    const auto eq = argument.find('=');
    // NAME=PATH, unless the whole argument is itself an existing path or the "name" has a slash.
    if (eq != std::string_view::npos && eq > 0 && argument.substr(0, eq).find('/') == std::string_view::npos &&
        !std::filesystem::exists(std::filesystem::path(std::string(argument)), ec)) {
        spec.name = std::string(argument.substr(0, eq));
        spec.path = std::string(argument.substr(eq + 1));
    } else {
        spec.path = std::string(argument);
        spec.name = spec.path.stem().string();
    }
    if (spec.path.empty())
        throw UsageError{"model '" + std::string(argument) + "' has no path"};
    return spec;
}

// A list of numbers separated by commas; every item must parse.
template <typename T, typename Parse>
std::vector<T> parseList(const std::string &option, const std::string &list, Parse parse)
{
    std::vector<T> values;
    std::size_t start = 0;
    for (;;) {
        const auto comma = list.find(',', start);
        T value{};
        if (!parse(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start), value))
            throw UsageError{option + ": '" + list + "' is not a comma-separated list of numbers"};
        values.push_back(value);
        if (comma == std::string::npos)
            return values;
        start = comma + 1;
    }
}

// The options only `sensitivity` takes; false when name is not one of them.
bool parseSensitivityOption(const std::string &name, const std::function<std::string()> &takeValue,
                            SensitivityParams &p)
{
    const auto count = [&](std::size_t &target, std::size_t least, const char *what) {
        const std::string v = takeValue();
        if (!parseInteger(v, target) || target < least || target > 100000000)
            throw UsageError{name + " must be " + what + ", got '" + v + "'"};
    };
    if (name == "--analyses") {
        const std::string v = takeValue();
        p.epsilonSweep = p.referenceSweep = p.bootstrap = p.leaveOneOut = false;
        std::size_t start = 0;
        for (;;) {
            const auto comma = v.find(',', start);
            const std::string item = v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            if (item == "epsilon")
                p.epsilonSweep = true;
            else if (item == "reference")
                p.referenceSweep = true;
            else if (item == "bootstrap")
                p.bootstrap = true;
            else if (item == "components")
                p.leaveOneOut = true;
            else
                throw UsageError{"--analyses: unknown analysis '" + item +
                                 "' (expected epsilon, reference, bootstrap or components)"};
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    } else if (name == "--epsilons") {
        const std::string v = takeValue();
        const auto colon = v.find(':');
        const auto positive = [](std::string_view t, double &e) { return parseReal(t, e) && e > 0; };
        if (colon != std::string::npos) {
            const auto second = v.find(':', colon + 1);
            double from = 0, to = 0;
            std::size_t n = 0;
            if (second == std::string::npos || !positive(v.substr(0, colon), from) ||
                !positive(v.substr(colon + 1, second - colon - 1), to) || !parseInteger(v.substr(second + 1), n) ||
                n < 1 || n > 10000)
                throw UsageError{"--epsilons expects FROM:TO:N (numbers > 0, N from 1 to 10000) or a list, got '" + v +
                                 "'"};
            p.epsilons = logGrid(from, to, n);
        } else {
            p.epsilons = parseList<double>(name, v, positive);
        }
    } else if (name == "--sizes") {
        p.referenceSizes = parseList<std::size_t>(name, takeValue(), [](std::string_view t, std::size_t &n) {
            return parseInteger(t, n) && n >= 2;
        });
    } else if (name == "--draws") {
        count(p.referenceDraws, 0, "a whole number from 0 to 100000000");
    } else if (name == "--draw-size") {
        count(p.drawSize, 2, "a whole number from 2 to 100000000");
    } else if (name == "--bootstrap") {
        count(p.bootstrapIterations, 2, "a whole number from 2 to 100000000");
    } else if (name == "--components") {
        count(p.components, 1, "a whole number from 1 to 100000000");
    } else if (name == "--confidence") {
        const std::string v = takeValue();
        if (!parseReal(v, p.confidence) || p.confidence <= 0 || p.confidence >= 1)
            throw UsageError{"--confidence must be a number between 0 and 1, got '" + v + "'"};
    } else {
        return false;
    }
    return true;
}

Options parseArguments(int argc, const char *const argv[], bool sensitivityCommand = false)
{
    Options o;
    o.sensitivityCommand = sensitivityCommand;
    std::set<std::string> seen;
    for (int i = 2; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg.size() < 2 || arg.substr(0, 2) != "--") {
            o.models.push_back(modelFromArgument(arg));
            continue;
        }
        std::string name(arg);
        std::string value;
        bool hasInlineValue = false;
        if (const auto eq = arg.find('='); eq != std::string_view::npos) {
            name = std::string(arg.substr(0, eq));
            value = std::string(arg.substr(eq + 1));
            hasInlineValue = true;
        }
        const auto takeValue = [&]() -> std::string {
            if (hasInlineValue)
                return value;
            if (i + 1 >= argc)
                throw UsageError{name + " needs a value"};
            return argv[++i];
        };
        const auto flag = [&]() {
            if (hasInlineValue)
                throw UsageError{name + " takes no value"};
        };
        static const std::set<std::string> repeatable = {"--family", "--format", "--vocab", "--similarity", "--oov",
                                                         "--sentence-vectors"};
        if (!repeatable.count(name) && !seen.insert(name).second)
            throw UsageError{name + " is given twice"};

        if (name == "--demo") {
            flag();
            o.demo = true;
        } else if (name == "--family") {
            auto [model, family] = splitNameValue(name, takeValue());
            if (!parseFamilyName(family))
                throw UsageError{parseFamilyName(family).error().detail};
            o.families[model] = family;
        } else if (name == "--format") {
            auto [model, format] = splitNameValue(name, takeValue());
            if (!parseFormatName(format))
                throw UsageError{"--format " + model + ": unknown format '" + format
                                 + "' (expected auto, glove, word2vec, word2vec-binary, numpy, hdf5 or "
                                   "fasttext-binary)"};
            o.formats[model] = format;
        } else if (name == "--vocab") {
            auto [model, file] = splitNameValue(name, takeValue());
            o.vocabularies[model] = file;
        } else if (name == "--oov") {
            const std::string text = takeValue();
            const auto eq = text.find('=');
            const std::string model = eq == std::string::npos ? std::string() : text.substr(0, eq);
            const std::string policy = eq == std::string::npos ? text : text.substr(eq + 1);
            auto parsed = parseOovPolicyName(policy);
            if (!parsed || (eq != std::string::npos && model.empty()))
                throw UsageError{"--oov: expected leave-out, subword or NAME=leave-out|subword, got '" + text + "'"};
            if (!o.oov.emplace(model, parsed.value()).second)
                throw UsageError{"--oov is given twice for " + (model.empty() ? std::string("every model") : model)};
        } else if (name == "--suites") {
            o.suites = takeValue();
        } else if (name == "--only") {
            const std::string list = takeValue();
            std::size_t start = 0;
            while (start <= list.size()) {
                const auto comma = list.find(',', start);
                const std::string id = list.substr(start, comma - start);
                if (id.empty())
                    throw UsageError{"--only: empty suite id in '" + list + "'"};
                // A suite listed twice would run twice and count twice in the summary.
                if (std::find(o.only.begin(), o.only.end(), id) != o.only.end())
                    throw UsageError{"--only lists " + id + " twice"};
                o.only.push_back(id);
                if (comma == std::string::npos)
                    break;
                start = comma + 1;
            }
        } else if (name == "--similarity") {
            if (!o.similarityGiven)
                o.similarity.clear();
            o.similarityGiven = true;
            const std::string v = takeValue();
            if (v == "builtin" || v == "none" || v == "stsb")
                o.similarity.emplace_back(v, "");
            else
                o.similarity.push_back(splitNameValue(name, v));
        } else if (name == "--stsb-split") {
            o.stsbSplit = takeValue();
            if (auto split = parseStsSplit(o.stsbSplit); !split)
                throw UsageError{"--stsb-split: " + split.error().detail};
        } else if (name == "--sentence-vectors") {
            auto [model, file] = splitNameValue(name, takeValue());
            o.sentenceVectors[model] = file;
        } else if (name == "--reference") {
            auto spec = ReferenceSpec::parse(takeValue());
            if (!spec)
                throw UsageError{spec.error().detail};
            o.params.reference = spec.value();
        } else if (name == "--epsilon") {
            const std::string v = takeValue();
            if (!parseReal(v, o.params.epsilon) || o.params.epsilon < 0)
                throw UsageError{"--epsilon must be a number >= 0, got '" + v + "'"};
        } else if (name == "--calibration") {
            auto spec = CalibrationSpec::parse(takeValue());
            if (!spec)
                throw UsageError{spec.error().detail};
            o.params.calibration = spec.value();
        } else if (name == "--permutations") {
            const std::string v = takeValue();
            if (!parseInteger(v, o.params.weat.permutations) || o.params.weat.permutations < 1 ||
                o.params.weat.permutations > 1000000000)
                throw UsageError{"--permutations must be a whole number from 1 to 1000000000, got '" + v + "'"};
        } else if (name == "--exact-limit") {
            const std::string v = takeValue();
            if (!parseInteger(v, o.params.weat.exactLimit) || o.params.weat.exactLimit > 1000000000)
                throw UsageError{"--exact-limit must be a whole number from 0 to 1000000000, got '" + v + "'"};
        } else if (name == "--seed") {
            const std::string v = takeValue();
            // Seeds are exact 64-bit integers in every file (core/serialization/json.h).
            if (!parseInteger(v, o.params.weat.seed))
                throw UsageError{"--seed must be a whole number from 0 to 18446744073709551615, got '" + v + "'"};
        } else if (name == "--alpha") {
            const std::string v = takeValue();
            if (!parseReal(v, o.params.alpha) || o.params.alpha <= 0 || o.params.alpha >= 1)
                throw UsageError{"--alpha must be a number between 0 and 1, got '" + v + "'"};
        } else if (name == "--correction") {
            auto correction = parseCorrectionName(takeValue());
            if (!correction)
                throw UsageError{"--correction: " + correction.error().detail};
            o.params.correction = correction.value();
        } else if (name == "--tie") {
            const std::string v = takeValue();
            if (v == "ge") {
                o.params.weat.tie = TieRule::GreaterOrEqual;
                o.params.weat.plusOne = true;
            } else if (v == "gt") {
                o.params.weat.tie = TieRule::Greater;
                o.params.weat.plusOne = false;
            } else {
                throw UsageError{"--tie must be ge or gt, got '" + v + "'"};
            }
        } else if (name == "--sided") {
            const std::string v = takeValue();
            if (v == "one")
                o.params.weat.sided = Sidedness::One;
            else if (v == "two")
                o.params.weat.sided = Sidedness::Two;
            else
                throw UsageError{"--sided must be one or two, got '" + v + "'"};
        } else if (!sensitivityCommand && name == "--bootstrap") {
            const std::string v = takeValue();
            auto &b = o.params.effectBootstrapIterations;
            if (!parseInteger(v, b) || b == 1 || b > 100000000)
                throw UsageError{"--bootstrap must be 0 (no intervals) or a whole number from 2 to 100000000, got '" + v +
                                 "'"};
        } else if (!sensitivityCommand && name == "--confidence") {
            const std::string v = takeValue();
            if (!parseReal(v, o.params.confidence) || o.params.confidence <= 0 || o.params.confidence >= 1)
                throw UsageError{"--confidence must be a number between 0 and 1, got '" + v + "'"};
        } else if (name == "--measures") { // measures beyond WEAT (docs/measures.md)
            auto measures = parseMeasureList(takeValue());
            if (!measures)
                throw UsageError{"--measures: " + measures.error().detail};
            o.params.measures = std::move(measures).value();
        } else if (name == "--debias") { // hard debiasing before measuring (docs/measures.md)
            const std::string v = takeValue();
            if (v != "hard")
                throw UsageError{"--debias must be hard (Bolukbasi et al. 2016's hard debiasing), got '" + v + "'"};
            auto lists = builtinDebiasLists();
            if (!lists)
                throw UsageError{"--debias: " + describe(lists.error())};
            o.params.debias = std::move(lists).value();
        } else if (name == "--out") {
            o.out = takeValue();
            if (o.out.empty())
                throw UsageError{"--out needs a folder"};
        } else if (name == "--json") {
            flag();
            o.json = true;
        } else if (name == "--quiet") {
            flag();
            o.quiet = true;
        } else if (name == "--cache-dir") {
            o.cacheDir = takeValue();
            if (o.cacheDir.empty())
                throw UsageError{"--cache-dir needs a folder"};
        } else if (name == "--no-cache") {
            flag();
            o.noCache = true;
        } else if (!(sensitivityCommand && parseSensitivityOption(name, takeValue, o.sensitivity))) {
            throw UsageError{"unknown option '" + name + "'"};
        }
    }
    if (o.noCache && !o.cacheDir.empty())
        throw UsageError{"--no-cache and --cache-dir exclude each other"};
    return o;
}

// Draws "[1/2] name: stage 45%" on one terminal line, at most ten times a second.
class ProgressLine
{
public:
    ProgressLine(std::ostream &err, const std::vector<ModelSpec> &models) : m_err(err), m_models(models) {}
    ~ProgressLine() { clear(); }

    bool update(std::size_t model, Stage stage, std::size_t done, std::size_t total)
    {
        return update(model, std::string(stageName(stage)), done, total);
    }

    bool update(std::size_t model, const std::string &stage, std::size_t done, std::size_t total)
    {
        const auto now = std::chrono::steady_clock::now();
        if (now - m_last < std::chrono::milliseconds(100) && done < total)
            return true;
        m_last = now;
        const int percent = total ? static_cast<int>(100.0 * static_cast<double>(done) / static_cast<double>(total)) : 0;
        std::string line = "[" + std::to_string(model + 1) + "/" + std::to_string(m_models.size()) + "] " +
                           m_models[model].name + ": " + stage + " " +
                           std::to_string(percent) + "%";
        m_err << '\r' << line << std::string(m_width > line.size() ? m_width - line.size() : 0, ' ') << std::flush;
        m_width = line.size();
        return true;
    }

    void clear()
    {
        if (m_width)
            m_err << '\r' << std::string(m_width, ' ') << '\r' << std::flush;
        m_width = 0;
    }

private:
    std::ostream &m_err;
    const std::vector<ModelSpec> &m_models;
    std::chrono::steady_clock::time_point m_last{};
    std::size_t m_width = 0;
};

int fail(std::ostream &err, const std::string &message)
{
    err << "isoscope-cli: error: " << message << '\n';
    return 2;
}

// parseArguments, with a usage error said on err as one line: nothing then (exit status 2).
std::optional<Options> parseOrSay(int argc, const char *const argv[], std::ostream &err,
                                  bool sensitivityCommand = false)
{
    try {
        return parseArguments(argc, argv, sensitivityCommand);
    } catch (const UsageError &e) {
        err << "isoscope-cli: error: " << e.message << " (see isoscope-cli --help)\n";
        return std::nullopt;
    }
}

std::string formatSeconds(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    return buffer;
}

// "cache: glove: imported into PATH in 3.10 s (rebuilt: the source was modified since it was cached)"
std::string describeCacheStatus(const std::string &name, const CacheStatus &status)
{
    std::string line = "cache: " + name + ": " + (status.imported ? "imported into " : "opened ") +
                       status.cachePath.string() + " in " + formatSeconds(status.seconds) + " s";
    if (!status.rebuildReason.empty())
        line += " (rebuilt: " + status.rebuildReason + ")";
    return line;
}

// isoscope-cli import PATH [--format F] [--vocab FILE] [--cache-dir DIR] [--rebuild]
int import(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr)
{
    std::filesystem::path source;
    CacheOptions options;
    std::set<std::string> seen;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg.size() < 2 || arg.substr(0, 2) != "--") {
            if (!source.empty())
                return fail(err, "import takes one file, got '" + source.string() + "' and '" + std::string(arg) + "'");
            source = std::string(arg);
            continue;
        }
        std::string name(arg), value;
        bool hasInlineValue = false;
        if (const auto eq = arg.find('='); eq != std::string_view::npos) {
            name = std::string(arg.substr(0, eq));
            value = std::string(arg.substr(eq + 1));
            hasInlineValue = true;
        }
        if (!seen.insert(name).second)
            return fail(err, name + " is given twice");
        const bool takesValue = name == "--format" || name == "--vocab" || name == "--cache-dir";
        if (!takesValue && name != "--rebuild")
            return fail(err, "unknown option '" + name + "' (see isoscope-cli --help)");
        if (!takesValue && hasInlineValue)
            return fail(err, name + " takes no value");
        if (takesValue && !hasInlineValue) {
            if (i + 1 >= argc)
                return fail(err, name + " needs a value");
            value = argv[++i];
        }
        if (name == "--format") {
            auto format = parseFormatName(value);
            if (!format)
                return fail(err, "--format: unknown format '" + value
                                     + "' (expected auto, glove, word2vec, word2vec-binary, numpy, hdf5 or "
                                       "fasttext-binary)");
            options.read.format = format.value();
        } else if (name == "--vocab") {
            if (value.empty())
                return fail(err, "--vocab needs a file");
            options.read.vocabularyPath = value;
        } else if (name == "--cache-dir") {
            if (value.empty())
                return fail(err, "--cache-dir needs a folder");
            options.directory = value;
        } else {
            options.rebuild = true;
        }
    }
    if (source.empty())
        return fail(err, "import needs the path of an embedding file (see isoscope-cli --help)");
    options.verifyAll = true;

    const std::vector<ModelSpec> models{ModelSpec{source.filename().string(), ModelFamily::Static, source,
                                                  options.read.format, options.read.vocabularyPath}};
    ProgressLine line(err, models);
    if (progressOnErr) {
        line.update(0, Stage::Opening, 0, 1);
        options.read.progress = [&line](std::size_t done, std::size_t total) {
            return line.update(0, Stage::Importing, done, total);
        };
    }
    auto opened = openCachedModel(source, options);
    line.clear();
    if (!opened)
        return fail(err, describe(opened.error()));
    const CacheStatus &status = opened->status;
    const EmbeddingSet &set = opened->set;
    out << "source: " << std::filesystem::absolute(source).lexically_normal().string() << '\n'
        << "format: " << formatName(status.format) << '\n'
        << "words: " << set.size() << '\n'
        << "dims: " << set.dims() << '\n'
        << "reference vectors: " << set.referenceRows() << '\n'
        << "duplicates dropped: " << status.report.duplicateCount << '\n'
        << "uncased: " << (set.isUncased() ? "yes" : "no") << '\n'
        << "gzipped: " << (status.report.gzipped ? "yes" : "no") << '\n';
    if (!status.report.vocabularyFile.empty())
        out << "vocabulary file: " << status.report.vocabularyFile << '\n';
    if (const SubwordSource *subwords = set.subwords())
        out << "subwords: " << subwords->rows() << " n-gram vectors of " << subwords->minLength() << " to "
            << subwords->maxLength() << " characters\n";
    out
        << "cache: " << status.cachePath.string() << '\n'
        << "status: " << (status.imported ? "imported" : "reused (every checksum verified)") << '\n';
    if (!status.rebuildReason.empty())
        out << "rebuilt because: " << status.rebuildReason << '\n';
    if (status.contentHash)
        out << "content hash: " << hexDigest(*status.contentHash)
            << (status.contentVerified ? " (XXH64 of the whole source, which matches it now)" : "") << '\n';
    out << "whitening statistics verified: " << status.whiteningVerified << '\n';
    for (const std::string &removed : status.whiteningRemoved)
        out << "whitening statistics removed: " << removed << '\n';
    out << "seconds: " << formatSeconds(status.seconds) << '\n';
    out.flush();
    return out ? 0 : 1;
}

std::vector<std::string> splitWords(const std::string &list)
{
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start <= list.size()) {
        const auto comma = list.find(',', start);
        std::string word = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!word.empty())
            words.push_back(std::move(word));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return words;
}

std::string scWeatCsv(const ScWeatResult &r)
{
    std::string csv = "model,word,calibration,effect_size_raw,mean_cos_A_raw,mean_cos_B_raw,p_raw,p_method_raw,"
                      "effect_size_whitened,mean_cos_A_whitened,mean_cos_B_whitened,p_whitened,p_method_whitened,"
                      "change\n";
    for (const ScWeatWord &w : r.words) {
        csv += csvField(r.model) + ',' + csvField(w.word) + ',' + r.calibration;
        for (const WeatStatistic *s : {&w.raw, &w.whitened})
            csv += ',' + formatFull(s->d) + ',' + formatFull(s->meanX) + ',' + formatFull(s->meanY) + ',' +
                   formatFull(s->p) + ',' + std::string(pValueMethodName(s->method));
        csv += ',' + std::string(changeName(w.change)) + '\n';
    }
    return csv;
}

// A model as the subcommands other than analyze use it: through its HDF5 cache (the default), or
// read whole with --no-cache (a cache given as the model itself is always opened directly), with
// the spec's format and vocabulary file either way. progress (if set) sees the import or the read.
struct SubcommandModel {
    std::optional<OpenedModel> opened;
    std::optional<LoadedEmbedding> loaded;
    /// With the spec's treatment of words outside the vocabulary (OovPolicy).
    EmbeddingSet view;
    const EmbeddingSet &set() const { return view; }
};

Result<SubcommandModel> openSubcommandModel(const ModelSpec &spec, const Options &o,
                                            const std::function<bool(Stage, std::size_t, std::size_t)> &progress = {})
{
    SubcommandModel model;
    if (o.noCache && !isEmbeddingCache(spec.path)) {
        ReadOptions options;
        options.format = spec.format;
        options.vocabularyPath = spec.vocabulary;
        if (progress)
            options.progress = [progress](std::size_t done, std::size_t total) {
                return progress(Stage::Reading, done, total);
            };
        auto read = readEmbeddingFile(spec.path, options);
        if (!read)
            return read.error();
        model.loaded = std::move(read).value();
        adoptReferenceVectors(*model.loaded);
        model.view = model.loaded->set.withSubwordLookup(spec.oov == OovPolicy::Subword);
        return model;
    }
    CacheOptions options;
    options.directory = o.cacheDir;
    options.read.format = spec.format;
    options.read.vocabularyPath = spec.vocabulary;
    if (progress)
        options.read.progress = [progress](std::size_t done, std::size_t total) {
            return progress(Stage::Importing, done, total);
        };
    auto open = openCachedModel(spec.path, options);
    if (!open)
        return open.error();
    model.opened = std::move(open).value();
    model.view = model.opened->set.withSubwordLookup(spec.oov == OovPolicy::Subword);
    return model;
}

// A subcommand's own options, each with a value ("--name VALUE" or "--name=VALUE"), taken out of
// argv: handle(name, value) sees each in order and returns an error message or nothing. rest is
// argv without them (program and subcommand first), for parseArguments; error the first message.
struct OwnOptions {
    std::vector<const char *> rest;
    std::string error;
};

OwnOptions
takeOwnOptions(int argc, const char *const argv[], const std::set<std::string> &names,
               const std::function<std::optional<std::string>(const std::string &, const std::string &)> &handle)
{
    OwnOptions own;
    own.rest = {argv[0], argv[1]};
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto eq = arg.find('=');
        const std::string name = arg.substr(0, eq);
        if (!names.count(name)) {
            own.rest.push_back(argv[i]);
            continue;
        }
        std::string value;
        if (eq != std::string::npos)
            value = arg.substr(eq + 1);
        else if (i + 1 < argc)
            value = argv[++i];
        else
            return {{}, name + " needs a value (see isoscope-cli --help)"};
        if (auto error = handle(name, value)) {
            own.error = std::move(*error);
            return own;
        }
    }
    return own;
}

int prepareModels(Options &o, std::ostream &err);

// isoscope-cli sc-weat MODEL --target WORDS (--suite ID | --a WORDS --b WORDS) [analyze's method options]
int scWeat(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr)
{
    ScWeatRequest request;
    std::string suiteId;
    bool givenA = false, givenB = false;
    const OwnOptions own =
        takeOwnOptions(argc, argv, {"--target", "--suite", "--a", "--b", "--name-a", "--name-b"},
                       [&](const std::string &name, const std::string &value) -> std::optional<std::string> {
                           if (name == "--target") {
                               request.targets = splitWords(value);
                           } else if (name == "--suite") {
                               suiteId = value;
                           } else if (name == "--a") {
                               request.attributesA = splitWords(value);
                               givenA = true;
                           } else if (name == "--b") {
                               request.attributesB = splitWords(value);
                               givenB = true;
                           } else if (name == "--name-a") {
                               request.nameA = value;
                           } else {
                               request.nameB = value;
                           }
                           return std::nullopt;
                       });
    if (!own.error.empty())
        return fail(err, own.error);
    auto parsed = parseOrSay(static_cast<int>(own.rest.size()), own.rest.data(), err);
    if (!parsed)
        return 2;
    Options o = std::move(parsed).value();
    if (o.models.size() != 1 || o.demo)
        return fail(err, "sc-weat takes exactly one model file (see isoscope-cli --help)");
    if (const int status = prepareModels(o, err))
        return status;
    if (request.targets.empty())
        return fail(err, "sc-weat needs --target WORD[,WORD...]");
    if (suiteId.empty() == !(givenA && givenB) || (givenA != givenB))
        return fail(err, "sc-weat needs either --suite ID or both --a and --b");
    if (!suiteId.empty()) {
        const auto dataDir = findDataDirectory();
        if (o.suites == "builtin" && !dataDir)
            return fail(err, "cannot find the built-in data folder (share/isoscope beside the program); "
                             "set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json");
        auto suites =
            loadSuites(o.suites == "builtin" ? *dataDir / builtin::kSuites : std::filesystem::path(o.suites));
        if (!suites)
            return fail(err, describe(suites.error()));
        auto selected = selectSuites(suites->suites, {suiteId});
        if (!selected)
            return fail(err, describe(selected.error()));
        const WeatSuite &suite = selected->front();
        request.nameA = suite.set(WordSetRole::A).name;
        request.nameB = suite.set(WordSetRole::B).name;
        request.attributesA = suite.set(WordSetRole::A).words;
        request.attributesB = suite.set(WordSetRole::B).words;
    }

    const ModelSpec &spec = o.models.front();
    auto opened = openSubcommandModel(spec, o);
    if (!opened)
        return fail(err, describe(opened.error()));
    if (opened->opened && !o.quiet)
        err << describeCacheStatus(spec.name, opened->opened->status) << '\n';
    const EmbeddingSet *model = &opened->set();
    auto prepared = prepareCalibration(*model, o.params);
    if (!prepared)
        return fail(err, describe(prepared.error()));
    auto result = runScWeat(*model, spec.name, request, prepared->whitener, o.params);
    if (!result)
        return fail(err, describe(result.error()));
    if (!o.quiet && !result->missing.empty()) {
        std::string list;
        for (const auto &w : result->missing)
            list += (list.empty() ? "" : ", ") + w;
        err << "warning: " << spec.name << ": not in the vocabulary: " << list << '\n';
    }
    if (!o.quiet && !result->fromSubwords.empty()) {
        std::string list;
        for (const auto &w : result->fromSubwords)
            list += (list.empty() ? "" : ", ") + w;
        err << "warning: " << spec.name << ": not in the vocabulary, from subwords: " << list << '\n';
    }
    const Json json = scWeatToJson(result.value(), o.params, request);
    if (!o.out.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(o.out, ec);
        FileBatch batch(o.out); // both files or neither
        auto written = batch.add("sc_weat.json", writeJson(json) + "\n");
        if (written)
            written = batch.add("sc_weat.csv", scWeatCsv(result.value()));
        if (written)
            written = batch.commit();
        if (!written)
            return fail(err, describe(written.error()));
        if (!o.quiet)
            err << "Wrote sc_weat.json and sc_weat.csv to " << o.out << '\n';
    }
    if (o.json) {
        out << writeJson(json) << '\n';
    } else {
        out << "SC-WEAT on " << spec.name << ": A = " << request.nameA << " (" << result->usedA.size()
            << " words), B = " << request.nameB << " (" << result->usedB.size() << " words); calibration "
            << result->calibration << ", epsilon " << formatFull(o.params.epsilon) << "\n\n"
            << "| word | ES raw | p raw | ES calibrated | p calibrated | change |\n|---|---:|---:|---:|---:|---|\n";
        char buffer[160];
        for (const ScWeatWord &w : result->words) {
            std::snprintf(buffer, sizeof buffer, "| %s | %.3f | %.4g | %.3f | %.4g | %s |\n", w.word.c_str(),
                          w.raw.d.value_or(std::nan("")), w.raw.p, w.whitened.d.value_or(std::nan("")), w.whitened.p,
                          std::string(changeName(w.change)).c_str());
            out << buffer;
        }
    }
    (void)progressOnErr;
    out.flush();
    return out ? 0 : 1;
}

// A per-model option (--family NAME=VALUE and its kind, repeatable): apply(model, value) on the
// model each NAME names. Returns 0, or the exit status of the usage error reported on err (a name
// that is not one of the models, or what apply refused).
template <typename Value, typename Apply>
int setPerModel(Options &o, const std::set<std::string> &names, const std::map<std::string, Value> &values,
                const std::string &option, std::ostream &err, Apply apply)
{
    for (const auto &[model, value] : values) {
        if (!names.count(model))
            return fail(err, option + " names '" + model + "', which is not one of the models");
        for (auto &m : o.models)
            if (m.name == model)
                if (const int status = apply(m, value))
                    return status;
    }
    return 0;
}

// The models of every subcommand that takes them: --demo's, then their names, families, formats
// and vocabulary files. Returns 0, or the exit status of the usage error it reported on err.
int prepareModels(Options &o, std::ostream &err)
{
    const auto dataDir = findDataDirectory();
    const auto builtinPath = [&](const char *relative) { return dataDir ? *dataDir / relative : std::filesystem::path(); };
    if (o.demo && !dataDir)
        return fail(err, "cannot find the built-in data folder (share/isoscope beside the program); "
                         "set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json");
    if (o.demo) {
        o.models.insert(o.models.begin(),
                        {ModelSpec{builtin::kDemoGloveName, ModelFamily::Static, builtinPath(builtin::kDemoGlove),
                                   EmbeddingFormat::Auto},
                         ModelSpec{builtin::kDemoWord2vecName, ModelFamily::Static,
                                   builtinPath(builtin::kDemoWord2vec), EmbeddingFormat::Auto}});
    }
    if (o.models.empty())
        return fail(err, "no model given: name at least one embedding file, or use --demo (see isoscope-cli --help)");
    std::set<std::string> names;
    for (const auto &m : o.models)
        if (!names.insert(m.name).second)
            return fail(err, "two models are named '" + m.name + "': give them names with NAME=PATH");
    if (const int status = setPerModel(o, names, o.families, "--family", err, [](ModelSpec &m, const std::string &family) {
            m.family = parseFamilyName(family).value();
            return 0;
        }))
        return status;
    if (const int status = setPerModel(o, names, o.formats, "--format", err, [](ModelSpec &m, const std::string &format) {
            m.format = parseFormatName(format).value();
            return 0;
        }))
        return status;
    if (const int status = setPerModel(o, names, o.vocabularies, "--vocab", err, [](ModelSpec &m, const std::string &file) {
            m.vocabulary = file;
            return 0;
        }))
        return status;
    for (const auto &[model, policy] : o.oov) { // "" (every model) comes first, names override it
        if (!model.empty() && !names.count(model))
            return fail(err, "--oov names '" + model + "', which is not one of the models");
        for (auto &m : o.models)
            if (model.empty() || m.name == model)
                m.oov = policy;
    }
    return setPerModel(o, names, o.sentenceVectors, "--sentence-vectors", err,
                       [&err](ModelSpec &m, const std::string &file) {
                           if (!holdsSentenceVectors(file))
                               return fail(err, file + ": --sentence-vectors " + m.name +
                                                    ": not an HDF5 file with /sentences and /sentence_vectors (or it "
                                                    "cannot be read)");
                           m.sentenceVectors = file;
                           return 0;
                       });
}

// The models (prepareModels) and suites of analyze, sensitivity and calibrations. Returns 0, or the
// exit status of the usage error it reported on err.
int prepareModelsAndSuites(Options &o, std::ostream &err)
{
    const auto dataDir = findDataDirectory();
    const auto builtinPath = [&](const char *relative) {
        return dataDir ? *dataDir / relative : std::filesystem::path();
    };
    const bool needsData =
        o.suites == "builtin" || std::any_of(o.similarity.begin(), o.similarity.end(), [](const auto &s) {
            return s.first == "builtin" || s.first == "stsb";
        });
    if (needsData && !dataDir)
        return fail(err, "cannot find the built-in data folder (share/isoscope beside the program); "
                         "set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json");
    if (const int status = prepareModels(o, err))
        return status;

    auto suites = loadSuites(o.suites == "builtin" ? builtinPath(builtin::kSuites) : std::filesystem::path(o.suites));
    if (!suites)
        return fail(err, describe(suites.error()));
    if (o.suites == "builtin")
        for (auto &s : suites->suites)
            s.builtin = true;
    o.params.suites = suites->suites;
    if (!o.only.empty()) {
        auto selected = selectSuites(o.params.suites, o.only);
        if (!selected)
            return fail(err, describe(selected.error()));
        o.params.suites = selected.value();
    }

    return 0;
}

int analyze(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr)
{
    auto parsed = parseOrSay(argc, argv, err);
    if (!parsed)
        return 2;
    Options o = std::move(parsed).value();

    if (const int status = prepareModelsAndSuites(o, err))
        return status;
    const auto dataDir = findDataDirectory();
    const auto builtinPath = [&](const char *relative) { return dataDir ? *dataDir / relative : std::filesystem::path(); };

    for (const auto &[name, file] : o.similarity) {
        if (name == "none")
            continue;
        const auto add = [&](std::filesystem::path path, std::string title) -> bool {
            auto benchmark = readSimilarityBenchmark(path, std::move(title));
            if (!benchmark) {
                fail(err, describe(benchmark.error()));
                return false;
            }
            o.params.benchmarks.push_back(std::move(benchmark).value());
            return true;
        };
        if (name == "builtin" || name == "stsb") {
            if (name == "builtin" && (!add(builtinPath(builtin::kWordSim353), "WordSim-353") ||
                                      !add(builtinPath(builtin::kSimLex999), "SimLex-999")))
                return 2;
            auto sts = readSentenceBenchmark(builtinPath(builtin::stsSplitFile(o.stsbSplit).c_str()),
                                             builtin::kStsBenchmarkName, o.stsbSplit);
            if (!sts)
                return fail(err, describe(sts.error()));
            o.params.sentenceBenchmarks.push_back(std::move(sts).value());
        } else if (!add(file, name)) {
            return 2;
        }
    }

    const auto started = std::chrono::steady_clock::now();
    ProgressLine line(err, o.models);
    AnalysisProgress progress;
    std::set<std::size_t> singular; // models warned of n <= d before their whitening starts
    if (!o.quiet)
        progress = [&](std::size_t m, Stage s, std::size_t done, std::size_t total) {
            if (s == Stage::SingularWhitening && !progressOnErr && singular.insert(m).second)
                err << "warning: " << o.models[m].name << ": " << stageName(s) << '\n' << std::flush;
            return !progressOnErr || line.update(m, s, done, total);
        };
    ModelStorage storage;
    storage.useCache = !o.noCache;
    storage.cacheDirectory = o.cacheDir;
    // Said after the analysis, with the warnings: a failure stays one line on standard error.
    std::vector<std::string> cacheLines;
    storage.opened = [&](std::size_t m, const CacheStatus &status) {
        cacheLines.push_back(describeCacheStatus(o.models[m].name, status));
    };
    auto result = runAnalysis(o.models, o.params, progress, storage);
    line.clear();
    if (!result)
        return fail(err, describe(result.error()));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    if (!o.quiet)
        for (const auto &cacheLine : cacheLines)
            err << cacheLine << '\n';
    if (!o.quiet)
        for (const auto &m : result->models) {
            for (const Warning &w : m.warnings)
                err << "warning: " << m.spec.name << (w.suite.empty() ? "" : " " + w.suite) << ": " << w.detail << '\n';
            // What a reader could misread, as the window's Issues dock says it.
            for (const auto &[suite, detail] : cautionDetails(m, o.params.suites, o.params))
                err << "warning: " << m.spec.name << " " << suite << ": " << detail << '\n';
        }

    if (!o.out.empty()) {
        // measures.csv is one of the folder's files when measures beyond WEAT were asked for.
        if (auto written = writeResults(result.value(), o.out); !written)
            return fail(err, describe(written.error()));
        const bool measures = namesMeasuresBeyondWeat(o.params.measures);
        if (!o.quiet)
            err << "Wrote results.json, weat.csv, anisotropy.csv, similarity.csv, mleat.csv"
                << (measures ? ", measures.csv" : "") << " and report.md to " << o.out << '\n';
    }
    if (o.json)
        out << resultsJsonText(result.value());
    else
        out << reportMarkdown(result.value());
    if (!o.quiet) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "Analysed %zu model%s in %.2f s\n", result->models.size(),
                      result->models.size() == 1 ? "" : "s", seconds);
        err << buffer;
    }
    out.flush();
    return out ? 0 : 1;
}

// One line per model x suite: d raw and whitened with their intervals, the epsilon range where
// the whitened result is significant, the spread over the draws, the strongest component.
std::string sensitivitySummary(const ModelSensitivity &m)
{
    std::string text;
    char buffer[512];
    const auto number = [](std::optional<double> v) {
        char b[32];
        if (!v)
            return std::string("undefined");
        std::snprintf(b, sizeof b, "%.3f", *v);
        return std::string(b);
    };
    for (const SuiteSensitivity &s : m.suites) {
        text += m.model + " " + s.suiteId + ": ";
        if (s.error) {
            text += "not run: " + s.error->detail + "\n";
            continue;
        }
        text += "d raw " + number(s.raw.d) + " (p " + number(s.raw.p) + "), whitened " + number(s.whitened.d) +
                " (p " + number(s.whitened.p) + "), " + std::string(changeName(s.change)) + "\n";
        if (s.rawInterval && s.rawInterval->defined() && s.whitenedInterval && s.whitenedInterval->defined()) {
            std::snprintf(buffer, sizeof buffer, "  bootstrap %.0f%%: raw [%.3f, %.3f], whitened [%.3f, %.3f]\n",
                          100 * m.params.confidence, s.rawInterval->low, s.rawInterval->high, s.whitenedInterval->low,
                          s.whitenedInterval->high);
            text += buffer;
        }
        if (!s.epsilonSweep.empty()) {
            std::size_t significant = 0;
            std::optional<double> low, high;
            for (std::size_t i = 0; i < s.epsilonSweep.size(); ++i) {
                const auto &point = s.epsilonSweep[i];
                significant += point.p < m.analysis.alpha;
                if (point.d) {
                    low = low ? std::min(*low, *point.d) : *point.d;
                    high = high ? std::max(*high, *point.d) : *point.d;
                }
            }
            std::snprintf(buffer, sizeof buffer, "  epsilon %g..%g: whitened d from %s to %s, significant at %zu of %zu\n",
                          m.epsilons.front(), m.epsilons.back(), number(low).c_str(), number(high).c_str(), significant,
                          s.epsilonSweep.size());
            text += buffer;
        }
        if (!s.draws.empty()) {
            std::snprintf(buffer, sizeof buffer,
                          "  %zu reference draws of %zu: whitened d mean %.3f, SD %.3f, range [%.3f, %.3f]; class "
                          "differs from %s in %zu\n",
                          s.draws.size(), m.drawSize, s.drawSpread.mean, s.drawSpread.sd, s.drawSpread.min,
                          s.drawSpread.max, std::string(changeName(s.change)).c_str(), s.classChanges);
            text += buffer;
        }
        if (!s.rawWithout.empty()) {
            std::size_t rawK = 0, whiteK = 0;
            double rawDelta = 0, whiteDelta = 0;
            for (std::size_t k = 0; k < s.rawWithout.size(); ++k) {
                if (s.rawWithout[k] && s.raw.d && std::abs(*s.rawWithout[k] - *s.raw.d) > std::abs(rawDelta)) {
                    rawDelta = *s.rawWithout[k] - *s.raw.d;
                    rawK = k + 1;
                }
                if (s.whitenedWithout[k] && s.whitened.d &&
                    std::abs(*s.whitenedWithout[k] - *s.whitened.d) > std::abs(whiteDelta)) {
                    whiteDelta = *s.whitenedWithout[k] - *s.whitened.d;
                    whiteK = k + 1;
                }
            }
            std::snprintf(buffer, sizeof buffer,
                          "  largest change leaving one of the top %zu components out: raw PC%zu %+.3f, whitened PC%zu "
                          "%+.3f\n",
                          s.rawWithout.size(), rawK, rawDelta, whiteK, whiteDelta);
            text += buffer;
        }
    }
    return text;
}

std::string calibrationsCsv(const CalibrationComparison &c)
{
    std::string csv = "model,suite,calibration,effect_size_raw,p_raw,effect_size,p,p_adjusted,change,"
                      "effect_size_minus_zca\n";
    for (const auto &m : c.models)
        for (std::size_t s = 0; s < m.results.front().size(); ++s) {
            const WeatResult &zca = m.results.front()[s];
            for (std::size_t k = 0; k < c.calibrations.size(); ++k) {
                const WeatResult &r = m.results[k][s];
                const auto d = [](const std::optional<WeatStatistic> &st) {
                    return st ? st->d : std::optional<double>();
                };
                std::optional<double> delta;
                if (d(r.whitened) && d(zca.whitened))
                    delta = *d(r.whitened) - *d(zca.whitened);
                csv += csvField(m.name) + ',' + csvField(r.suiteId) + ',' + c.calibrations[k].toString() + ',' +
                       formatFull(d(r.raw)) + ',' + formatFull(r.raw ? std::optional<double>(r.raw->p) : std::nullopt) +
                       ',' + formatFull(d(r.whitened)) + ',' +
                       formatFull(r.whitened ? std::optional<double>(r.whitened->p) : std::nullopt) + ',' +
                       formatFull(r.pWhitenedAdjusted) + ',' +
                       (r.error ? std::string() : std::string(changeName(r.change))) + ',' + formatFull(delta) + '\n';
            }
            // Hard debiasing (--calibrations debias): "debias" goes from the model to the model
            // debiased, "debias+zca" from the debiased model to it whitened.
            if (c.debiased && s < m.debiased.size()) {
                const WeatResult &d = m.debiased[s];
                const auto p = [](const std::optional<WeatStatistic> &st) {
                    return st ? std::optional<double>(st->p) : std::optional<double>();
                };
                const auto effect = [](const std::optional<WeatStatistic> &st) {
                    return st ? st->d : std::optional<double>();
                };
                const std::string change =
                    zca.error || d.error ? std::string()
                                         : std::string(changeName(classifyChange(zca.pRawAdjusted.value_or(zca.raw->p),
                                                                                 d.pRawAdjusted.value_or(d.raw->p),
                                                                                 c.params.alpha)));
                csv += csvField(m.name) + ',' + csvField(zca.suiteId) + ",debias," + formatFull(effect(zca.raw)) + ',' +
                       formatFull(p(zca.raw)) + ',' + formatFull(effect(d.raw)) + ',' + formatFull(p(d.raw)) + ',' +
                       formatFull(d.pRawAdjusted) + ',' + change + ",NA\n";
                csv += csvField(m.name) + ',' + csvField(zca.suiteId) + ",debias+zca," + formatFull(effect(d.raw)) + ',' +
                       formatFull(p(d.raw)) + ',' + formatFull(effect(d.whitened)) + ',' + formatFull(p(d.whitened)) +
                       ',' + formatFull(d.pWhitenedAdjusted) + ',' +
                       (d.error ? std::string() : std::string(changeName(d.change))) + ",NA\n";
            }
        }
    return csv;
}

// isoscope-cli calibrations [analyze's options] [--calibrations LIST] MODELS...
int calibrations(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr)
{
    std::vector<CalibrationSpec> specs = {{CalibrationKind::Center, std::nullopt},
                                          {CalibrationKind::AllButTheTop, std::nullopt},
                                          {CalibrationKind::Pca, std::nullopt}};
    bool debias = false;
    const OwnOptions own =
        takeOwnOptions(argc, argv, {"--calibrations"},
                       [&](const std::string &, const std::string &value) -> std::optional<std::string> {
                           specs.clear();
                           for (const std::string &text : splitWords(value)) {
                               if (text == "debias") { // the model hard-debiased, raw and under ZCA
                                   debias = true;
                                   continue;
                               }
                               auto spec = CalibrationSpec::parse(text);
                               if (!spec)
                                   return "--calibrations: " + spec.error().detail;
                               specs.push_back(spec.value());
                           }
                           return std::nullopt;
                       });
    if (!own.error.empty())
        return fail(err, own.error);
    auto parsed = parseOrSay(static_cast<int>(own.rest.size()), own.rest.data(), err);
    if (!parsed)
        return 2;
    Options o = std::move(parsed).value();
    if (o.params.calibration.kind != CalibrationKind::Zca)
        return fail(err, "calibrations compares with ZCA; list the others with --calibrations, not --calibration");
    if (o.params.debias)
        return fail(err, "calibrations shows the debiased model beside the others; add debias to --calibrations "
                         "instead of --debias");
    if (debias) {
        auto lists = builtinDebiasLists();
        if (!lists)
            return fail(err, describe(lists.error()));
        o.params.debias = std::move(lists).value();
    }
    if (const int status = prepareModelsAndSuites(o, err))
        return status;
    o.params.benchmarks.clear();

    std::vector<SubcommandModel> opened;
    opened.reserve(o.models.size()); // no reallocation: models point into it
    std::vector<ComparisonModel> models;
    for (const ModelSpec &spec : o.models) {
        auto result = openSubcommandModel(spec, o);
        if (!result)
            return fail(err, describe(result.error()));
        opened.push_back(std::move(result).value());
        models.push_back(ComparisonModel{spec.name, spec.family, &opened.back().set()});
    }
    auto result = compareCalibrations(models, specs, o.params);
    if (!result)
        return fail(err, describe(result.error()));
    const Json json = result.value();
    if (!o.out.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(o.out, ec);
        // One batch: the folder holds this run's files or the earlier run's, never a mix.
        const bool measures = namesMeasuresBeyondWeat(o.params.measures);
        FileBatch batch(o.out);
        auto written = batch.add("calibrations.json", writeJson(json) + "\n");
        if (written)
            written = batch.add("calibrations.csv", calibrationsCsv(result.value()));
        if (written && measures)
            written = batch.add("measures.csv", calibrationMeasuresCsv(result.value(), o.params.measures));
        if (!measures)
            batch.removeOnCommit("measures.csv");
        if (written)
            written = batch.commit();
        if (!written)
            return fail(err, describe(written.error()));
        if (!o.quiet)
            err << "Wrote calibrations.json" << (measures ? ", calibrations.csv and measures.csv" : " and calibrations.csv")
                << " to " << o.out << '\n';
    }
    if (!o.json && (result->debiased || namesMeasuresBeyondWeat(o.params.measures))) {
        // Every measure (WEAT's d among them) in every column: raw, ZCA, the comparisons and the
        // debiased model raw and under ZCA.
        std::vector<Measure> shown = o.params.measures;
        if (std::find(shown.begin(), shown.end(), Measure::Weat) == shown.end())
            shown.insert(shown.begin(), Measure::Weat);
        out << calibrationMeasuresMarkdown(result.value(), shown);
        out.flush();
        return out ? 0 : 1;
    }
    if (o.json) {
        out << writeJson(json) << '\n';
    } else {
        out << "| model | suite | raw d | zca d";
        for (std::size_t k = 1; k < result->calibrations.size(); ++k)
            out << " | " << result->calibrations[k].toString() << " d";
        out << " |\n|---|---|---:|---:";
        for (std::size_t k = 1; k < result->calibrations.size(); ++k)
            out << "|---:";
        out << "|\n";
        // d to three decimals; calibrated d with the first letter of its change class.
        const auto cell = [](const WeatResult &r, bool raw) {
            const auto &st = raw ? r.raw : r.whitened;
            if (!st || !st->d)
                return std::string("-");
            char buffer[48];
            std::snprintf(buffer, sizeof buffer, "%.3f", *st->d);
            std::string text = buffer;
            if (!raw)
                text += " (" + std::string(changeName(r.change)).substr(0, 1) + ")";
            return text;
        };
        for (const auto &m : result->models)
            for (std::size_t s = 0; s < m.results.front().size(); ++s) {
                out << "| " << m.name << " | " << m.results.front()[s].suiteId << " | "
                    << cell(m.results.front()[s], true);
                for (std::size_t k = 0; k < result->calibrations.size(); ++k)
                    out << " | " << cell(m.results[k][s], false);
                out << " |\n";
            }
    }
    (void)progressOnErr;
    out.flush();
    return out ? 0 : 1;
}

int sensitivity(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr)
{
    auto parsed = parseOrSay(argc, argv, err, true);
    if (!parsed)
        return 2;
    Options o = std::move(parsed).value();
    if (o.json)
        return fail(err, "sensitivity writes JSON with --out DIR, not --json");
    if (o.params.calibration.kind != CalibrationKind::Zca)
        return fail(err, "sensitivity analyses the paper's ZCA whitening (its epsilon and reference sample); --calibration "
                             + o.params.calibration.toString()
                             + " is not supported here (compare calibrations with analyze --calibration, "
                               "see docs/beyond-the-paper.md)");
    if (const int status = prepareModelsAndSuites(o, err))
        return status;
    if (auto valid = o.sensitivity.validate(); !valid)
        return fail(err, valid.error().detail);

    const auto started = std::chrono::steady_clock::now();
    ProgressLine line(err, o.models);
    std::vector<ModelSensitivity> results;
    for (std::size_t i = 0; i < o.models.size(); ++i) {
        const ModelSpec &spec = o.models[i];
        const bool live = progressOnErr && !o.quiet;
        std::function<bool(Stage, std::size_t, std::size_t)> reading;
        if (live)
            reading = [&line, i](Stage stage, std::size_t done, std::size_t total) {
                return line.update(i, stage, done, total);
            };
        auto opened = openSubcommandModel(spec, o, reading);
        if (!opened)
            return fail(err, describe(opened.error()));
        const EmbeddingSet *model = &opened->set();
        SensitivityProgress progress;
        if (live)
            progress = [&line, i](SensitivityStage stage, std::size_t done, std::size_t total) {
                return line.update(i, std::string(sensitivityStageName(stage)), done, total);
            };
        auto result = runSensitivity(*model, spec.name, o.params, o.sensitivity, progress);
        line.clear();
        if (!result) {
            Error error = result.error();
            if (error.file.empty())
                error.file = spec.path.string();
            return fail(err, describe(error));
        }
        results.push_back(std::move(result).value());
    }
    if (!o.out.empty()) {
        if (auto written = writeSensitivity(results, o.out); !written)
            return fail(err, describe(written.error()));
        if (!o.quiet)
            err << "Wrote sensitivity.json, epsilon_sweep.csv, reference_sweep.csv, bootstrap.csv and "
                   "leave_one_out.csv to "
                << o.out << '\n';
    }
    for (const auto &m : results)
        out << sensitivitySummary(m);
    if (!o.quiet) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "Sensitivity of %zu model%s in %.2f s\n", results.size(),
                      results.size() == 1 ? "" : "s",
                      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        err << buffer;
    }
    out.flush();
    return out ? 0 : 1;
}

} // namespace

int runCommandLine(int argc, const char *const argv[], std::ostream &out, std::ostream &err, bool progressOnErr)
{
    if (argc < 2)
        return fail(err, "no command given (see isoscope-cli --help)");
    const std::string_view command = argv[1];
    if (command == "--version" || command == "version") {
        out << "isoscope-cli " << kVersion << '\n';
        return 0;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        out << commandLineUsage();
        return 0;
    }
    if (command == "analyze" || command == "import" || command == "sensitivity" || command == "sc-weat" ||
        command == "calibrations") {
        // "isoscope-cli analyze --help" and the like: the usage, which has a part for each subcommand.
        for (int i = 2; i < argc; ++i) {
            if (std::string_view(argv[i]) == "--help" || std::string_view(argv[i]) == "-h") {
                out << commandLineUsage();
                return 0;
            }
        }
        try {
            if (command == "calibrations")
                return calibrations(argc, argv, out, err, progressOnErr);
            if (command == "sensitivity")
                return sensitivity(argc, argv, out, err, progressOnErr);
            if (command == "sc-weat")
                return scWeat(argc, argv, out, err, progressOnErr);
            return command == "import" ? import(argc, argv, out, err, progressOnErr)
                                       : analyze(argc, argv, out, err, progressOnErr);
        } catch (const std::bad_alloc &) {
            return fail(err, "out of memory");
        } catch (const std::exception &e) {
            err << "isoscope-cli: internal error: " << e.what() << '\n';
            return 1;
        }
    }
    return fail(err, "unknown command '" + std::string(command) + "' (see isoscope-cli --help)");
}

} // namespace isoscope
