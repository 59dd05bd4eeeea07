#include "core/storage/whiteningfiles.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/threadbudget.h"
#include "core/io/subwords.h"
#include "core/linalg/whitening.h"
#include "core/storage/cacheformat.h"
#include "core/storage/hdf5file.h"
#include "isoscope/version.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <mutex>
#include <random>
#include <thread>
#include <tuple>
#include <variant>

namespace isoscope::cache {

std::filesystem::path whiteningFilePath(const std::filesystem::path &stem, const std::string &key)
{
    return stem.string() + kWhiteningInfix + hexDigest(hashBytes(key.data(), key.size())) + ".h5";
}

void writeWhiteningFile(const std::filesystem::path &path, const std::string &cacheId, const std::string &key,
                        const WhiteningStats &stats)
{
    hdf5::Handle file = hdf5::createFile(path);
    const hid_t root = file.get();
    const auto d = static_cast<hsize_t>(stats.mean.size());
    hdf5::writeAttribute(root, "kind", std::string(kWhiteningKind));
    hdf5::writeAttribute(root, "schema_version", std::int64_t(1));
    hdf5::writeAttribute(root, "cache_id", cacheId);
    hdf5::writeAttribute(root, "key", key);
    hdf5::writeAttribute(root, "sample_size", static_cast<std::uint64_t>(stats.sampleSize));
    hdf5::writeAttribute(root, "dims", static_cast<std::uint64_t>(d));
    const auto write = [&](const char *name, std::vector<hsize_t> dims, const double *data) {
        const hdf5::Handle dataset = hdf5::createDataset(root, name, H5T_IEEE_F64LE, dims, dims);
        hdf5::writeRows(dataset.get(), H5T_NATIVE_DOUBLE, 0, dims[0], data);
    };
    const RowMajorD eigenvectors = stats.eigenvectors;
    write("mean", {d}, stats.mean.data());
    write("eigenvalues", {d}, stats.eigenvalues.data());
    write("eigenvectors", {d, d}, eigenvectors.data());
    hdf5::flush(root, "writing the whitening statistics");
    hdf5::closeWritten(file, "writing the whitening statistics");
}

// The statistics in a whitening file and the key they are for, or why the file cannot be used.
std::variant<StoredWhitening, std::string> readWhiteningFile(const std::filesystem::path &path,
                                                             const std::string &cacheId, std::size_t dims)
{
    try {
        const hdf5::Handle file = hdf5::openFile(path, false);
        const hid_t root = file.get();
        if (hdf5::readStringAttribute(root, "kind") != std::optional<std::string>(kWhiteningKind)
            || hdf5::readSignedAttribute(root, "schema_version") != std::optional<std::int64_t>(1))
            return std::string("it is not a whitening statistics file of this program");
        if (hdf5::readStringAttribute(root, "cache_id") != std::optional<std::string>(cacheId))
            return std::string("it belongs to an earlier cache of this model");
        const auto storedKey = hdf5::readStringAttribute(root, "key");
        const auto sampleSize = hdf5::readUnsignedAttribute(root, "sample_size");
        if (!storedKey || !sampleSize)
            return std::string("it does not say which reference sample it is for");
        if (hdf5::readUnsignedAttribute(root, "dims") != std::optional<std::uint64_t>(dims))
            return std::string("its dimension differs from the model's");
        const auto d = static_cast<hsize_t>(dims);
        WhiteningStats stats;
        stats.sampleSize = *sampleSize;
        stats.mean.resize(static_cast<Eigen::Index>(d));
        stats.eigenvalues.resize(static_cast<Eigen::Index>(d));
        RowMajorD eigenvectors(static_cast<Eigen::Index>(d), static_cast<Eigen::Index>(d));
        const auto read = [&](const char *name, std::vector<hsize_t> shape, double *out) {
            if (!hdf5::exists(root, name))
                throw Unusable{std::string("it lacks its ") + name};
            const hdf5::Handle dataset = hdf5::openDataset(root, name);
            if (!hdf5::hasType(dataset.get(), H5T_FLOAT, 8) || hdf5::shape(dataset.get()) != shape)
                throw Unusable{std::string("its ") + name + " has another type or shape"};
            hdf5::readRows(dataset.get(), H5T_NATIVE_DOUBLE, 0, shape[0], out);
        };
        read("mean", {d}, stats.mean.data());
        read("eigenvalues", {d}, stats.eigenvalues.data());
        read("eigenvectors", {d, d}, eigenvectors.data());
        stats.eigenvectors = eigenvectors;
        return StoredWhitening{*storedKey, std::move(stats)};
    } catch (const Unusable &u) {
        return u.reason;
    } catch (const hdf5::Error &e) {
        return std::string("it cannot be read (") + e.what() + ")";
    }
}

bool sameStatistics(const WhiteningStats &a, const WhiteningStats &b)
{
    return a.sampleSize == b.sampleSize && a.mean.size() == b.mean.size() && a.mean == b.mean
           && a.eigenvalues == b.eigenvalues && a.eigenvectors == b.eigenvectors;
}

// The whitening files beside a cache (whatever their state).
std::vector<std::filesystem::path> whiteningFiles(const std::filesystem::path &stem)
{
    std::vector<std::filesystem::path> files;
    const std::string prefix = stem.filename().string() + kWhiteningInfix;
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(stem.parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.size() > prefix.size() + 3 && name.compare(0, prefix.size(), prefix) == 0
            && name.compare(name.size() - 3, 3, ".h5") == 0)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace isoscope::cache
