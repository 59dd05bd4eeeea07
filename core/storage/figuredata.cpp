#include "core/storage/figuredata.h"

#include "core/base/files.h"
#include "core/base/random.h"
#include "core/storage/hdf5file.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <system_error>
#include <utility>

namespace isoscope {

namespace {

constexpr const char *kSchema = "isoscope-figure-data";
constexpr std::int64_t kSchemaVersion = 1;

// ---------------------------------------------------------------------------------------------
// HDF5, through core's thin layer over the C API (hdf5file.h): failures throw hdf5::Error.

using hdf5::Handle;

Handle utf8StringType()
{
    Handle type(hdf5::check(H5Tcopy(H5T_C_S1), "string type"), H5Tclose);
    hdf5::check(H5Tset_size(type.get(), H5T_VARIABLE), "string type");
    hdf5::check(H5Tset_cset(type.get(), H5T_CSET_UTF8), "string type");
    return type;
}

void writeMatrix(hid_t group, const std::string &name, const MatrixF &matrix)
{
    const std::vector<hsize_t> dims{static_cast<hsize_t>(matrix.rows()), static_cast<hsize_t>(matrix.cols())};
    if (matrix.size() == 0) {
        // A chunk cannot be larger than a fixed dimension of 0: an empty matrix is stored plainly.
        const Handle space(hdf5::check(H5Screate_simple(2, dims.data(), nullptr), "dataspace"), H5Sclose);
        const Handle dataset(hdf5::check(H5Dcreate2(group, name.c_str(), H5T_IEEE_F32LE, space.get(), H5P_DEFAULT,
                                                    H5P_DEFAULT, H5P_DEFAULT),
                                         "creating " + name),
                             H5Dclose);
        return;
    }
    const Handle dataset =
        hdf5::createDataset(group, name, H5T_IEEE_F32LE, dims, {std::min<hsize_t>(dims[0], 512), dims[1]});
    hdf5::writeRows(dataset.get(), H5T_NATIVE_FLOAT, 0, dims[0], matrix.data());
}

MatrixF readMatrix(hid_t group, const std::string &name)
{
    const Handle dataset = hdf5::openDataset(group, name);
    const std::vector<hsize_t> dims = hdf5::shape(dataset.get());
    if (dims.size() != 2 || !hdf5::hasType(dataset.get(), H5T_FLOAT, 4))
        throw hdf5::Error(name + " is not a float32 matrix");
    MatrixF matrix(static_cast<Eigen::Index>(dims[0]), static_cast<Eigen::Index>(dims[1]));
    if (matrix.size() > 0)
        hdf5::readRows(dataset.get(), H5T_NATIVE_FLOAT, 0, dims[0], matrix.data());
    return matrix;
}

void writeWords(hid_t group, const std::vector<std::string> &words)
{
    const hsize_t count = words.size();
    const Handle space(hdf5::check(H5Screate_simple(1, &count, nullptr), "dataspace"), H5Sclose);
    const Handle type = utf8StringType();
    const Handle dataset(
        hdf5::check(H5Dcreate2(group, "words", type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT),
                    "creating words"),
        H5Dclose);
    std::vector<const char *> pointers;
    pointers.reserve(words.size());
    for (const auto &w : words)
        pointers.push_back(w.c_str());
    if (!words.empty())
        hdf5::check(H5Dwrite(dataset.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, pointers.data()),
                    "writing words");
}

std::vector<std::string> readWords(hid_t group)
{
    const Handle dataset = hdf5::openDataset(group, "words");
    const std::vector<hsize_t> dims = hdf5::shape(dataset.get());
    if (dims.size() != 1)
        throw hdf5::Error("words is not a list");
    std::vector<std::string> words;
    if (dims[0] == 0)
        return words;
    const Handle type = utf8StringType();
    const Handle stored(hdf5::check(H5Dget_type(dataset.get()), "type of words"), H5Tclose);
    if (H5Tget_class(stored.get()) != H5T_STRING || H5Tis_variable_str(stored.get()) <= 0)
        throw hdf5::Error("words are not variable-length strings");
    const Handle space(hdf5::check(H5Dget_space(dataset.get()), "space of words"), H5Sclose);
    std::vector<char *> pointers(dims[0], nullptr);
    hdf5::check(H5Dread(dataset.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, pointers.data()), "reading words");
    words.reserve(pointers.size());
    for (char *p : pointers)
        words.emplace_back(p ? p : "");
#if H5_VERSION_GE(1, 12, 0)
    H5Treclaim(type.get(), space.get(), H5P_DEFAULT, pointers.data());
#else
    H5Dvlen_reclaim(type.get(), space.get(), H5P_DEFAULT, pointers.data());
#endif
    return words;
}

// ---------------------------------------------------------------------------------------------
// results.json, read with the path of every field, so that a schema error names it.

struct SchemaError {
    std::string path;
    std::string what;
};

class Field
{
public:
    Field(const Json &value, std::string path) : m_value(value), m_path(std::move(path)) {}

    const Json &json() const { return m_value; }
    const std::string &path() const { return m_path; }

    [[noreturn]] void fail(const std::string &what) const { throw SchemaError{m_path, what}; }

    const Json *find(std::string_view key) const
    {
        if (!m_value.isObject())
            fail("expected an object");
        return m_value.find(key);
    }
    bool has(std::string_view key) const { return find(key) != nullptr; }
    Field operator[](std::string_view key) const
    {
        const Json *member = find(key);
        if (!member)
            throw SchemaError{child(key), "missing"};
        return Field(*member, child(key));
    }

    double number() const
    {
        if (!m_value.isNumber())
            fail("expected a number");
        return m_value.toNumber();
    }
    std::optional<double> numberOrNull() const
    {
        if (m_value.isNull())
            return std::nullopt;
        return number();
    }
    std::size_t count() const
    {
        const double v = number();
        if (!(v >= 0) || v != std::floor(v) || v > 9007199254740992.0)
            fail("expected a whole number >= 0");
        return static_cast<std::size_t>(v);
    }
    const std::string &string() const
    {
        if (!m_value.isString())
            fail("expected a string");
        return m_value.toString();
    }
    bool boolean() const
    {
        if (!m_value.isBool())
            fail("expected true or false");
        return m_value.toBool();
    }
    std::vector<Field> elements() const
    {
        if (!m_value.isArray())
            fail("expected an array");
        std::vector<Field> out;
        const auto &array = m_value.toArray();
        out.reserve(array.size());
        for (std::size_t i = 0; i < array.size(); ++i)
            out.emplace_back(array[i], m_path + "[" + std::to_string(i) + "]");
        return out;
    }
    std::vector<double> numbers() const
    {
        std::vector<double> out;
        for (const Field &f : elements())
            out.push_back(f.number());
        return out;
    }
    std::vector<std::string> strings() const
    {
        std::vector<std::string> out;
        for (const Field &f : elements())
            out.push_back(f.string());
        return out;
    }

private:
    std::string child(std::string_view key) const
    {
        return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
    }

    const Json &m_value;
    std::string m_path;
};

template <typename Enum, typename NameOf>
Enum enumFromName(const Field &field, NameOf nameOf, const char *what)
{
    const std::string &text = field.string();
    // The enums are scoped (int underneath), and their name functions return a fallback for a
    // value they do not know, so trying the first values in turn finds every name.
    for (int i = 0; i < 64; ++i) {
        const auto value = static_cast<Enum>(i);
        if (nameOf(value) == text)
            return value;
    }
    field.fail(std::string("unknown ") + what + " '" + text + "'");
}

WeatStatistic statisticFromJson(const Field &f)
{
    WeatStatistic s;
    s.d = f["d"].numberOrNull();
    if (!s.d && f.has("d_undefined_reason"))
        s.dUndefinedReason = f["d_undefined_reason"].string();
    s.S = f["S"].number();
    s.p = f["p"].number();
    s.pUpper = f["p_upper"].number();
    s.pLower = f["p_lower"].number();
    s.method = enumFromName<PValueMethod>(f["p_method"], pValueMethodName, "p method");
    s.permutations = f["permutations"].count();
    s.pStandardError = f["p_standard_error"].number();
    s.meanX = f["mean_x"].number();
    s.meanY = f["mean_y"].number();
    s.sd = f["sd"].number();
    return s;
}

CosineStats cosineStatsFromJson(const Field &f, std::size_t pairs)
{
    CosineStats s;
    s.mean = f["mean"].number();
    s.sd = f["sd"].number();
    s.pairs = pairs;
    return s;
}

ModelResult modelFromJson(const Field &f, AnalysisParams &params)
{
    ModelResult m;
    m.spec.name = f["name"].string();
    auto family = parseFamilyName(f["family"].string());
    if (!family)
        f["family"].fail(family.error().detail);
    m.spec.family = family.value();
    m.spec.path = f["path"].string();
    if (auto format = parseFormatName(f["format"].string()))
        m.read.format = format.value();
    m.vocabSize = f["vocab_size"].count();
    m.dims = f["dims"].count();
    m.uncased = f["uncased"].boolean();
    m.read.duplicateCount = f["duplicate_words"].count();

    const Field reference = f["reference"];
    m.referenceSize = reference["size"].count();
    m.referenceRequested = reference["requested"].count();
    m.referenceMissing = reference["missing_words"].strings();
    const Field whitening = f["whitening"];
    params.epsilon = whitening["epsilon"].number();
    m.singularCovariance = whitening["singular_covariance"].boolean();

    const Field anisotropy = f["anisotropy"];
    const std::size_t pairs = anisotropy["pairs"].count();
    m.anisotropy.raw = cosineStatsFromJson(anisotropy["raw"], pairs);
    m.anisotropy.whitened = cosineStatsFromJson(anisotropy["whitened"], pairs);
    m.anisotropyWords = anisotropy["sample_words"].strings();
    const std::size_t sampleSize = anisotropy["sample_size"].count();
    // The positions in the reference sample are not in the file; the words are, one per sampled
    // vector, zero vectors included (sample_size counts the vectors that were used).
    const std::size_t sampled = std::max(sampleSize, m.anisotropyWords.size());
    m.anisotropy.sample.resize(sampled);
    std::iota(m.anisotropy.sample.begin(), m.anisotropy.sample.end(), std::size_t(0));
    m.anisotropy.zeroRows = sampled - sampleSize;

    const Field explained = f["explained_variance"];
    m.anisotropy.explainedRaw = explained["raw"].numbers();
    m.anisotropy.explainedWhitened = explained["whitened"].numbers();
    m.anisotropy.eigenvalues = f["eigenvalues"].numbers();

    for (const Field &s : f["similarity"].elements()) {
        SimilarityResult r;
        r.benchmark = s["benchmark"].string();
        r.pairsTotal = s["pairs_total"].count();
        r.pairsUsed = s["pairs_used"].count();
        r.comparison.rhoRaw = s["rho_raw"].numberOrNull();
        r.comparison.rhoWhitened = s["rho_whitened"].numberOrNull();
        r.comparison.delta = s["delta"].numberOrNull();
        r.comparison.p = s["p"].numberOrNull();
        r.bootstrapIterations = s["bootstrap_iterations"].count();
        r.comparison.iterations = r.bootstrapIterations;
        r.comparison.skipped = s["bootstrap_skipped"].count();
        r.seed = params.weat.seed;
        m.similarity.push_back(std::move(r));
    }
    for (const Field &w : f["warnings"].elements()) {
        Warning warning{enumFromName<Warning::Kind>(w["kind"], warningKindName, "warning kind"), m.spec.name, {}, {}};
        if (w.has("suite"))
            warning.suite = w["suite"].string();
        warning.detail = w["detail"].string();
        m.warnings.push_back(std::move(warning));
    }
    return m;
}

// The bootstrap interval written beside a statistic (report.cpp setInterval); results written
// without intervals (--bootstrap 0, or before they existed) have none.
std::optional<EffectInterval> intervalFromJson(const Field &f)
{
    if (!f.has("bootstrap_valid"))
        return std::nullopt;
    EffectInterval interval;
    interval.valid = f["bootstrap_valid"].count();
    if (interval.defined()) {
        interval.low = f["ci_low"].number();
        interval.high = f["ci_high"].number();
        interval.mean = f["bootstrap_mean"].number();
        interval.sd = f["bootstrap_se"].number();
    }
    return interval;
}

WeatResult weatFromJson(const Field &f)
{
    WeatResult r;
    r.model = f["model"].string();
    r.suiteId = f["suite"].string();
    r.suiteName = f["name"].string();
    r.category = f["category"].string();
    const Field missing = f["missing"];
    for (int role = 0; role < 4; ++role)
        r.words.missing[role] = missing[roleName(static_cast<WordSetRole>(role))].strings();
    r.words.lowercased = f["lowercased"].boolean();
    if (f.has("error")) {
        const Field e = f["error"];
        r.error =
            Error{enumFromName<ErrorCode>(e["code"], errorCodeName, "error code"), e["detail"].string(), {}, 0, {}};
        return r;
    }
    r.raw = statisticFromJson(f["raw"]);
    r.whitened = statisticFromJson(f["whitened"]);
    r.rawInterval = intervalFromJson(f["raw"]);
    r.whitenedInterval = intervalFromJson(f["whitened"]);
    r.change = enumFromName<SignificanceChange>(f["change"], changeName, "change class");
    if (f.has("p_adjusted")) {
        r.pRawAdjusted = f["p_adjusted"]["raw"].number();
        r.pWhitenedAdjusted = f["p_adjusted"]["whitened"].number();
    }
    r.substantialShift = f["substantial_shift"].boolean();
    const Field words = f["words"];
    for (int role = 0; role < 2; ++role) {
        auto &sRaw = role == 0 ? r.raw->sX : r.raw->sY;
        auto &sWhitened = role == 0 ? r.whitened->sX : r.whitened->sY;
        for (const Field &w : words[roleName(static_cast<WordSetRole>(role))].elements()) {
            r.words.used[role].push_back(w["word"].string());
            sRaw.push_back(w["s_raw"].number());
            sWhitened.push_back(w["s_whitened"].number());
        }
    }
    return r;
}

AnalysisParams paramsFromJson(const Field &c)
{
    AnalysisParams p;
    p.weat.ddof = static_cast<int>(c["ddof"].count());
    p.weat.tie = enumFromName<TieRule>(c["tie"], tieRuleName, "tie rule");
    p.weat.plusOne = c["plus_one"].boolean();
    p.weat.sided = enumFromName<Sidedness>(c["sided"], sidednessName, "sidedness");
    p.weat.permutations = c["permutations"].count();
    p.weat.exactLimit = c["exact_limit"].count();
    p.weat.seed = c["seed"].count();
    p.epsilon = c["epsilon"].number();
    p.alpha = c["alpha"].number();
    if (c.has("correction")) { // results written before the correction option have none
        auto correction = parseCorrectionName(c["correction"].string());
        if (!correction)
            c["correction"].fail(correction.error().detail);
        p.correction = correction.value();
    }
    p.shiftThreshold = c["shift_threshold"].number();
    auto reference = ReferenceSpec::parse(c["reference"].string());
    if (!reference)
        c["reference"].fail(reference.error().detail);
    p.reference = reference.value();
    if (c.has("calibration")) { // results written before the comparison calibrations are ZCA
        auto calibration = CalibrationSpec::parse(c["calibration"].string());
        if (!calibration)
            c["calibration"].fail(calibration.error().detail);
        p.calibration = calibration.value();
    }
    p.anisotropySample = c["anisotropy_sample"].count();
    p.explainedComponents = c["explained_components"].count();
    p.bootstrapIterations = c["bootstrap_iterations"].count();
    // Results written before the effect-size intervals have none: B = 0 says so.
    p.effectBootstrapIterations = c.has("effect_bootstrap_iterations") ? c["effect_bootstrap_iterations"].count() : 0;
    if (c.has("confidence"))
        p.confidence = c["confidence"].number();
    return p;
}

// Principal direction of the rows (centred) by power iteration on X^T X, without forming it.
Eigen::VectorXf principalDirection(const Eigen::MatrixXf &centred, Rng &rng)
{
    Eigen::VectorXf v(centred.cols());
    for (Eigen::Index i = 0; i < v.size(); ++i)
        v(i) = static_cast<float>(rng.uniform() - 0.5);
    v.normalize();
    for (int iteration = 0; iteration < 60; ++iteration) {
        Eigen::VectorXf next = centred.transpose() * (centred * v);
        const float norm = next.norm();
        if (!(norm > 0))
            break;
        next /= norm;
        const float change = (next - v).norm();
        v = next;
        if (change < 1e-5f)
            break;
    }
    return v;
}

void partition(const MatrixF &unit, std::vector<std::size_t> rows, std::size_t leafSize, Rng &rng,
               std::vector<std::size_t> &order)
{
    const auto n = static_cast<Eigen::Index>(rows.size());
    Eigen::MatrixXf group(n, unit.cols());
    for (Eigen::Index i = 0; i < n; ++i)
        group.row(i) = unit.row(static_cast<Eigen::Index>(rows[static_cast<std::size_t>(i)]));
    const Eigen::RowVectorXf mean = group.colwise().mean();
    group.rowwise() -= mean;
    const Eigen::VectorXf direction = principalDirection(group, rng);
    const Eigen::VectorXf projection = group * direction;

    std::vector<std::size_t> byProjection(rows.size());
    std::iota(byProjection.begin(), byProjection.end(), std::size_t(0));
    std::stable_sort(byProjection.begin(), byProjection.end(), [&](std::size_t a, std::size_t b) {
        return projection(static_cast<Eigen::Index>(a)) < projection(static_cast<Eigen::Index>(b));
    });
    if (rows.size() <= leafSize) {
        for (std::size_t k : byProjection)
            order.push_back(rows[k]);
        return;
    }
    std::vector<std::size_t> negative, positive;
    for (std::size_t k : byProjection)
        (projection(static_cast<Eigen::Index>(k)) < 0 ? negative : positive).push_back(rows[k]);
    // All on one side (identical vectors, for instance): split the sorted list in the middle.
    if (negative.empty() || positive.empty()) {
        std::vector<std::size_t> sorted;
        for (std::size_t k : byProjection)
            sorted.push_back(rows[k]);
        const auto middle = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2);
        negative.assign(sorted.begin(), middle);
        positive.assign(middle, sorted.end());
    }
    partition(unit, std::move(negative), leafSize, rng, order);
    partition(unit, std::move(positive), leafSize, rng, order);
}

} // namespace

namespace {

// Writes the figure data into a new file at path (which must not exist).
Result<void> writeFigureDataFile(const AnalysisResult &result, const std::filesystem::path &path,
                                 const std::filesystem::path &shownAs)
{
    const hdf5::QuietErrors quiet;
    try {
        Handle h5 = hdf5::createFile(path);
        hdf5::writeAttribute(h5.get(), "schema", std::string(kSchema));
        hdf5::writeAttribute(h5.get(), "version", kSchemaVersion);
        hdf5::writeAttribute(h5.get(), "model_count", static_cast<std::int64_t>(result.models.size()));
        {
            const Handle models = hdf5::createGroup(h5.get(), "models");
            for (std::size_t i = 0; i < result.models.size(); ++i) {
                const ModelResult &m = result.models[i];
                const Handle group = hdf5::createGroup(models.get(), std::to_string(i));
                hdf5::writeAttribute(group.get(), "name", m.spec.name);
                writeWords(group.get(), m.anisotropyWords);
                writeMatrix(group.get(), "raw", m.anisotropy.sampleRaw);
                writeMatrix(group.get(), "whitened", m.anisotropy.sampleWhitened);
            }
        }
        hdf5::flush(h5.get(), "writing the figure data");
        hdf5::closeWritten(h5, "writing the figure data");
    } catch (const hdf5::Error &failure) {
        std::error_code ignored;
        std::filesystem::remove(path, ignored);
        if (failure.writeError() != 0)
            return writeError(failure.writeError(), "writing the figure data failed", shownAs);
        return makeError(ErrorCode::WriteFailed, std::string("writing the figure data failed: ") + failure.what(),
                         shownAs.string());
    }
    return {};
}

} // namespace

Result<void> writeFigureData(const AnalysisResult &result, const std::filesystem::path &file, bool atomically)
{
    if (!atomically)
        return writeFigureDataFile(result, file, file);
    const std::filesystem::path temporary = temporarySibling(file);
    if (auto written = writeFigureDataFile(result, temporary, file); !written)
        return written;
    std::error_code ec;
    if (const int error = syncPath(temporary, false); error != 0) {
        std::filesystem::remove(temporary, ec);
        return writeError(error, "flushing the figure data to disk failed", file);
    }
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return writeError(ec.value(), "cannot move the finished file into place", file);
    }
    return {};
}

Result<void> readFigureData(const std::filesystem::path &file, AnalysisResult &result)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return makeError(ErrorCode::FileNotFound, "no such file", file.string());
    const hdf5::QuietErrors quiet;
    const auto bad = [&file](const std::string &detail) {
        return makeError(ErrorCode::BadSchema, detail, file.string());
    };
    try {
        const Handle h5 = hdf5::openFile(file, false);
        if (hdf5::readStringAttribute(h5.get(), "schema") != std::optional<std::string>(kSchema))
            return bad("not an Isoscope figure data file");
        const auto version = hdf5::readSignedAttribute(h5.get(), "version");
        if (version != kSchemaVersion)
            return bad("figure data version " + (version ? std::to_string(*version) : std::string("unknown"))
                       + " (this program reads version " + std::to_string(kSchemaVersion) + ")");
        const auto count = hdf5::readSignedAttribute(h5.get(), "model_count");
        if (count != static_cast<std::int64_t>(result.models.size()))
            return bad("it holds " + (count ? std::to_string(*count) : std::string("no")) + " models, results.json "
                       + std::to_string(result.models.size()));
        const Handle models = hdf5::openGroup(h5.get(), "models");
        for (std::size_t i = 0; i < result.models.size(); ++i) {
            ModelResult &m = result.models[i];
            const Handle group = hdf5::openGroup(models.get(), std::to_string(i));
            const auto name = hdf5::readStringAttribute(group.get(), "name");
            if (name != m.spec.name)
                return bad("model " + std::to_string(i) + " is '" + name.value_or("") + "', not '" + m.spec.name + "'");
            std::vector<std::string> words = readWords(group.get());
            MatrixF raw = readMatrix(group.get(), "raw");
            MatrixF whitened = readMatrix(group.get(), "whitened");
            const bool wordsMatch = words.empty() || static_cast<Eigen::Index>(words.size()) == raw.rows();
            if (raw.rows() != whitened.rows() || raw.cols() != whitened.cols() || !wordsMatch
                || (!m.anisotropyWords.empty() && words != m.anisotropyWords))
                return bad("the sample of model '" + m.spec.name + "' does not match results.json");
            if (m.anisotropyWords.empty())
                m.anisotropyWords = std::move(words);
            m.anisotropy.sampleRaw = std::move(raw);
            m.anisotropy.sampleWhitened = std::move(whitened);
        }
    } catch (const hdf5::Error &failure) {
        return makeError(ErrorCode::FileUnreadable, std::string("reading the figure data failed: ") + failure.what(),
                         file.string());
    }
    return {};
}

Result<AnalysisResult> analysisFromJson(const Json &document, std::string_view fileName)
{
    try {
        const Field root(document, "");
        AnalysisResult result;
        result.params = paramsFromJson(root["conventions"]);
        for (const Field &m : root["models"].elements())
            result.models.push_back(modelFromJson(m, result.params));
        for (const Field &w : root["weat"].elements()) {
            WeatResult r = weatFromJson(w);
            auto model = std::find_if(result.models.begin(), result.models.end(),
                                      [&](const ModelResult &m) { return m.spec.name == r.model; });
            if (model == result.models.end())
                w["model"].fail("names no model of the file");
            model->weat.push_back(std::move(r));
        }
        return result;
    } catch (const SchemaError &e) {
        Error error{ErrorCode::BadSchema, e.path + ": " + e.what, std::string(fileName), 0, {}};
        return error;
    }
}

Result<LoadedResults> loadResults(const std::filesystem::path &resultsJson)
{
    auto document = Json::parseFile(resultsJson);
    if (!document)
        return document.error();
    auto analysis = analysisFromJson(document.value(), resultsJson.string());
    if (!analysis)
        return analysis.error();
    LoadedResults loaded;
    loaded.analysis = std::move(analysis).value();
    const std::filesystem::path vectors = resultsJson.parent_path() / kFigureDataFileName;
    if (auto read = readFigureData(vectors, loaded.analysis); read) {
        loaded.hasVectors = true;
    } else {
        loaded.vectorsProblem = describe(read.error());
    }
    return loaded;
}

Eigen::MatrixXf cosineMatrixFloat(const MatrixF &rows)
{
    Eigen::MatrixXf unit = rows;
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        const float norm = unit.row(i).norm();
        if (norm > 0 && std::isfinite(norm))
            unit.row(i) /= norm;
        else
            unit.row(i).setZero();
    }
    Eigen::MatrixXf cosines(unit.rows(), unit.rows());
    cosines.noalias() = unit * unit.transpose();
    return cosines;
}

std::vector<std::size_t> similarityOrder(const MatrixF &rows, std::size_t leafSize)
{
    std::vector<std::size_t> order;
    if (rows.rows() == 0)
        return order;
    MatrixF unit = rows;
    for (Eigen::Index i = 0; i < unit.rows(); ++i) {
        const float norm = unit.row(i).norm();
        if (norm > 0 && std::isfinite(norm))
            unit.row(i) /= norm;
        else
            unit.row(i).setZero();
    }
    std::vector<std::size_t> all(static_cast<std::size_t>(rows.rows()));
    std::iota(all.begin(), all.end(), std::size_t(0));
    order.reserve(all.size());
    Rng rng(deriveSeed(0, "heatmap/similarity-order"));
    partition(unit, std::move(all), std::max<std::size_t>(leafSize, 2), rng, order);
    return order;
}

} // namespace isoscope
