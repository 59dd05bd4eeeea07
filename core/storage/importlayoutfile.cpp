#include "core/storage/importlayoutfile.h"

#include "core/base/files.h"
#include "core/storage/hdf5file.h"

#include <algorithm>
#include <system_error>

namespace isoscope {

namespace {

using hdf5::Handle;

Handle utf8StringType()
{
    Handle type(hdf5::check(H5Tcopy(H5T_C_S1), "string type"), H5Tclose);
    hdf5::check(H5Tset_size(type.get(), H5T_VARIABLE), "string type");
    hdf5::check(H5Tset_cset(type.get(), H5T_CSET_UTF8), "string type");
    return type;
}

void writeStrings(hid_t file, const std::string &name, const std::vector<std::string> &strings)
{
    const hsize_t count = strings.size();
    const Handle space(hdf5::check(H5Screate_simple(1, &count, nullptr), "dataspace"), H5Sclose);
    const Handle type = utf8StringType();
    const Handle dataset(hdf5::check(H5Dcreate2(file, name.c_str(), type.get(), space.get(), H5P_DEFAULT,
                                                hdf5::untimedDatasetProperties().get(), H5P_DEFAULT),
                                     "creating /" + name),
                         H5Dclose);
    std::vector<const char *> pointers;
    pointers.reserve(strings.size());
    for (const auto &s : strings)
        pointers.push_back(s.c_str());
    if (!strings.empty())
        hdf5::check(H5Dwrite(dataset.get(), type.get(), H5S_ALL, H5S_ALL, H5P_DEFAULT, pointers.data()),
                    "writing /" + name);
}

void writeMatrix(hid_t file, const std::string &name, const MatrixF &matrix)
{
    const std::vector<hsize_t> dims{static_cast<hsize_t>(matrix.rows()), static_cast<hsize_t>(matrix.cols())};
    const Handle dataset =
        hdf5::createDataset(file, name, H5T_IEEE_F32LE, dims, {std::min<hsize_t>(dims[0], 512), dims[1]});
    hdf5::writeRows(dataset.get(), H5T_NATIVE_FLOAT, 0, dims[0], matrix.data());
}

Result<void> writeFile(const ImportLayout &layout, const std::filesystem::path &path,
                       const std::filesystem::path &shownAs)
{
    const hdf5::QuietErrors quiet;
    try {
        Handle h5 = hdf5::createFile(path);
        for (const auto &[name, value] : layout.attributes)
            hdf5::writeAttribute(h5.get(), name, value);
        if (layout.vectors.rows() > 0) {
            writeStrings(h5.get(), "words", layout.words);
            writeMatrix(h5.get(), "vectors", layout.vectors);
        }
        if (layout.reference.rows() > 0)
            writeMatrix(h5.get(), "reference", layout.reference);
        if (layout.sentenceVectors.rows() > 0) {
            writeStrings(h5.get(), "sentences", layout.sentences);
            writeMatrix(h5.get(), "sentence_vectors", layout.sentenceVectors);
        }
        hdf5::flush(h5.get(), "writing the vectors");
        hdf5::closeWritten(h5, "writing the vectors");
    } catch (const hdf5::Error &failure) {
        std::error_code ignored;
        std::filesystem::remove(path, ignored);
        if (failure.writeError() != 0)
            return writeError(failure.writeError(), "writing the vectors failed", shownAs);
        return makeError(ErrorCode::WriteFailed, std::string("writing the vectors failed: ") + failure.what(),
                         shownAs.string());
    }
    return {};
}

} // namespace

Result<void> writeImportLayout(const ImportLayout &layout, const std::filesystem::path &file)
{
    if (layout.words.size() != static_cast<std::size_t>(layout.vectors.rows())
        || layout.sentences.size() != static_cast<std::size_t>(layout.sentenceVectors.rows()))
        return makeError(ErrorCode::InvalidArgument, "names and vectors differ in number", file.string());
    const std::filesystem::path temporary = temporarySibling(file);
    if (auto written = writeFile(layout, temporary, file); !written)
        return written;
    std::error_code ec;
    if (const int error = syncPath(temporary, false); error != 0) {
        std::filesystem::remove(temporary, ec);
        return writeError(error, "flushing the vectors to disk failed", file);
    }
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return writeError(ec.value(), "cannot move the finished file into place", file);
    }
    return {};
}

} // namespace isoscope
