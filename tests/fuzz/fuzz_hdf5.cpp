// The HDF5 import layout. Two modes, chosen by the first byte:
// - structured (odd): the bytes become a valid HDF5 file written with HDF5's own API, /words from
//   the bytes (any bytes: empty, duplicated, invalid UTF-8 words), /vectors and /reference from the
//   bytes as floats (NaN, infinities), and the string and float types chosen by the bytes, so that
//   every path of our reader runs on files HDF5 itself accepts;
// - raw (even, only with ISOSCOPE_FUZZ_HDF5_RAW=1 in the environment): the bytes are the file. The
//   HDF5 library (1.10 in Debian 12) does not defend against hostile files and crashes inside
//   itself on some of them; those crashes are HDF5's, not ours, so CI runs the structured mode.

#include "tests/core/embeddingwriters.h"
#include "tests/fuzz/fuzzinput.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// Takes bytes from the front of the input.
struct Bytes {
    const std::uint8_t *data;
    std::size_t size;
    std::uint8_t next() { return size > 0 ? (--size, *data++) : 0; }
    std::string take(std::size_t n)
    {
        n = std::min(n, size);
        std::string out(reinterpret_cast<const char *>(data), n);
        data += n;
        size -= n;
        return out;
    }
};

isoscope::MatrixF floats(Bytes &bytes, std::size_t rows, std::size_t cols)
{
    isoscope::MatrixF m = isoscope::MatrixF::Zero(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(cols));
    const std::string raw = bytes.take(m.size() * sizeof(float));
    if (!raw.empty())
        std::memcpy(m.data(), raw.data(), raw.size());
    return m;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    isoscope::ReadOptions options;
    options.format = isoscope::EmbeddingFormat::Hdf5;
    if (data[0] % 2 == 0) {
        static const bool raw = [] {
            const char *value = std::getenv("ISOSCOPE_FUZZ_HDF5_RAW");
            return value != nullptr && std::string(value) == "1";
        }();
        if (!raw)
            return 0;
        const auto path =
            isoscope::fuzz::writeInput("raw.h5", std::string_view(reinterpret_cast<const char *>(data + 1), size - 1));
        isoscope::fuzz::readAndCheck(path, options);
        return 0;
    }
    Bytes bytes{data + 1, size - 1};
    const std::uint8_t flags = bytes.next();
    const std::size_t rows = bytes.next() % 9;
    const std::size_t cols = 1 + bytes.next() % 5;
    std::vector<std::string> words;
    for (std::size_t r = 0; r < rows + (flags & 0x80 ? 1 : 0); ++r)
        words.push_back(bytes.take(bytes.next() % 6));
    if (flags & 0x40) // no zero bytes in variable-length strings: HDF5 ends them there
        for (auto &word : words)
            word.erase(std::remove(word.begin(), word.end(), '\0'), word.end());
    isoscope::testing::Hdf5Layout layout;
    layout.fixedLengthWords = (flags & 0x01) != 0;
    layout.spacePadded = (flags & 0x02) != 0;
    layout.asciiWords = (flags & 0x04) != 0;
    layout.compressed = (flags & 0x08) != 0;
    layout.doubles = (flags & 0x10) != 0;
    const isoscope::MatrixF vectors = floats(bytes, rows, cols);
    if (flags & 0x20)
        layout.reference = floats(bytes, 1 + bytes.next() % 4, (flags & 0x40) ? cols : cols + 1);
    const auto path = isoscope::fuzz::scratchPath("layout.h5");
    isoscope::testing::writeHdf5(path, words, vectors, layout);
    isoscope::fuzz::readAndCheck(path, options);
    return 0;
}
