#pragma once

// The readers of the binary formats, behind readEmbeddingFile (internal to core), and the word2vec
// header that the text and binary word2vec readers share.

#include "core/base/result.h"
#include "core/io/bytesource.h"
#include "core/io/embeddingreader.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace isoscope {

/// "count dims": exactly two integers (signs allowed, so that "-1 300" is a bad header, not a word).
bool isHeaderLine(std::string_view line, std::string_view &count, std::string_view &dims);

struct Word2vecHeader {
    std::size_t count = 0;
    std::size_t dims = 0;
};

/// Checks a word2vec header line: a count that is not negative, a dimension from 1 to kMaxDims,
/// and a count whose rows (each at least minRowBytes(dims) bytes) fit in bytesLeft, so that no
/// header makes the reader allocate more than the file can fill. BadHeader errors name the file
/// and lineNumber.
Result<Word2vecHeader> checkWord2vecHeader(std::string_view line, std::uint64_t bytesLeft, bool binary,
                                           const ByteSource &source, std::size_t lineNumber);

/// GloVe and word2vec text, format GloveText, Word2vecText or Auto (see readEmbeddingFile;
/// textreader.cpp).
Result<LoadedEmbedding> readTextEmbedding(ByteSource &source, const ReadOptions &options, EmbeddingFormat format);
/// word2vec binary (see readEmbeddingFile).
Result<LoadedEmbedding> readWord2vecBinary(ByteSource &source, const ReadOptions &options);
/// A NumPy .npy matrix and its vocabulary file (see readEmbeddingFile).
Result<LoadedEmbedding> readNumpyMatrix(ByteSource &source, const std::filesystem::path &path,
                                        const ReadOptions &options);
/// A fastText .bin or .ftz model, read with fastText's own library (see readEmbeddingFile).
Result<LoadedEmbedding> readFastTextModel(ByteSource &source, const ReadOptions &options);
/// The HDF5 import layout (see readEmbeddingFile).
Result<LoadedEmbedding> readHdf5Import(const std::filesystem::path &path, const ReadOptions &options);

/// fastText's magic number 793712314 as the file's first four bytes (little-endian).
inline constexpr std::string_view kFastTextMagic{"\xba\x16\x4f\x2f", 4};

/// "\x89HDF\r\n\x1a\n" at offset 0, 512, 1024, 2048, ... (HDF5 allows a user block before it).
bool hasHdf5Signature(const std::filesystem::path &path, std::uint64_t fileSize);

/// Reports progress each time another 4 MiB of the file have been read, and not at the very end
/// (the reader reports that once, when it has finished); false means cancel.
class ProgressReporter
{
public:
    ProgressReporter(const ProgressCallback &callback, std::uint64_t total) : m_callback(callback), m_total(total) {}
    bool update(std::uint64_t done);
    bool finish(std::uint64_t done);

private:
    const ProgressCallback &m_callback;
    std::uint64_t m_total;
    std::uint64_t m_next = kProgressStep;
    static constexpr std::uint64_t kProgressStep = std::uint64_t(4) << 20;
};

} // namespace isoscope
