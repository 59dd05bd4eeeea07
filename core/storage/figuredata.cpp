#include "core/storage/figuredata.h"

#include "core/storage/hdf5file.h"
#include "core/base/random.h"

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

Result<void> writeFigureData(const AnalysisResult &result, const std::filesystem::path &file)
{
    std::random_device entropy;
    const std::filesystem::path temporary =
        file.parent_path() / ("." + file.filename().string() + ".tmp-" + std::to_string(entropy()));
    const hdf5::QuietErrors quiet;
    try {
        Handle h5 = hdf5::createFile(temporary);
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
        hdf5::check(H5Fflush(h5.get(), H5F_SCOPE_GLOBAL), "flushing " + temporary.string());
        if (!h5.reset())
            hdf5::fail("closing " + temporary.string());
    } catch (const hdf5::Error &failure) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return makeError(ErrorCode::WriteFailed, std::string("writing the figure data failed: ") + failure.what(),
                         file.string());
    }
    std::error_code ec;
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return makeError(ErrorCode::WriteFailed, "cannot move the finished file into place: " + ec.message(),
                         file.string());
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
