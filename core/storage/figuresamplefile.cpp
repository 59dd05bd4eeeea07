#include "core/storage/figuresamplefile.h"

#include "core/base/files.h"
#include "core/storage/hdf5file.h"

#include <algorithm>
#include <cstdint>
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
                                                    hdf5::untimedDatasetProperties().get(), H5P_DEFAULT),
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
    const Handle dataset(hdf5::check(H5Dcreate2(group, "words", type.get(), space.get(), H5P_DEFAULT,
                                                hdf5::untimedDatasetProperties().get(), H5P_DEFAULT),
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

} // namespace

namespace {

// Writes the samples into a new file at path (which must not exist).
Result<void> writeFigureSampleFile(const std::vector<FigureSample> &samples, const std::filesystem::path &path,
                                   const std::filesystem::path &shownAs)
{
    const hdf5::QuietErrors quiet;
    try {
        Handle h5 = hdf5::createFile(path);
        hdf5::writeAttribute(h5.get(), "schema", std::string(kSchema));
        hdf5::writeAttribute(h5.get(), "version", kSchemaVersion);
        hdf5::writeAttribute(h5.get(), "model_count", static_cast<std::int64_t>(samples.size()));
        {
            const Handle models = hdf5::createGroup(h5.get(), "models");
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const FigureSample &s = samples[i];
                const Handle group = hdf5::createGroup(models.get(), std::to_string(i));
                hdf5::writeAttribute(group.get(), "name", s.name);
                writeWords(group.get(), s.words);
                writeMatrix(group.get(), "raw", s.raw);
                writeMatrix(group.get(), "whitened", s.whitened);
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

Result<void> writeFigureSamples(const std::vector<FigureSample> &samples, const std::filesystem::path &file,
                                bool atomically)
{
    if (!atomically)
        return writeFigureSampleFile(samples, file, file);
    const std::filesystem::path temporary = temporarySibling(file);
    if (auto written = writeFigureSampleFile(samples, temporary, file); !written)
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

Result<std::vector<FigureSample>> readFigureSamples(const std::filesystem::path &file)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return makeError(ErrorCode::FileNotFound, "no such file", file.string());
    const hdf5::QuietErrors quiet;
    const auto bad = [&file](const std::string &detail) {
        return makeError(ErrorCode::BadSchema, detail, file.string());
    };
    std::vector<FigureSample> samples;
    try {
        const Handle h5 = hdf5::openFile(file, false);
        if (hdf5::readStringAttribute(h5.get(), "schema") != std::optional<std::string>(kSchema))
            return bad("not an Isoscope figure data file");
        const auto version = hdf5::readSignedAttribute(h5.get(), "version");
        if (version != kSchemaVersion)
            return bad("figure data version " + (version ? std::to_string(*version) : std::string("unknown"))
                       + " (this program reads version " + std::to_string(kSchemaVersion) + ")");
        const auto count = hdf5::readSignedAttribute(h5.get(), "model_count");
        if (!count || *count < 0)
            return bad("it holds no model count");
        const Handle models = hdf5::openGroup(h5.get(), "models");
        for (std::int64_t i = 0; i < *count; ++i) {
            const Handle group = hdf5::openGroup(models.get(), std::to_string(i));
            FigureSample s;
            s.name = hdf5::readStringAttribute(group.get(), "name").value_or("");
            s.words = readWords(group.get());
            s.raw = readMatrix(group.get(), "raw");
            s.whitened = readMatrix(group.get(), "whitened");
            if (s.raw.rows() != s.whitened.rows() || s.raw.cols() != s.whitened.cols()
                || (!s.words.empty() && static_cast<Eigen::Index>(s.words.size()) != s.raw.rows()))
                return bad("the sample of model '" + s.name
                           + "' has words, raw and whitened vectors of different sizes");
            samples.push_back(std::move(s));
        }
    } catch (const hdf5::Error &failure) {
        return makeError(ErrorCode::FileUnreadable, std::string("reading the figure data failed: ") + failure.what(),
                         file.string());
    }
    return samples;
}

} // namespace isoscope
