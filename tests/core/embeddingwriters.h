#pragma once

// Writers of every embedding format the readers take, for tests and fuzz seeds: word2vec text and
// binary, NumPy .npy, gzip, and the HDF5 import layout. Written here, independently of the
// readers, from the format descriptions (word2vec.c, NumPy's format.py, h5py's string types), so
// that a reader bug cannot hide behind a writer sharing its code. Plain C++ with zlib and HDF5.

#include "core/base/embeddingset.h"

#include <hdf5.h>
#include <zlib.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace isoscope::testing {

inline std::vector<std::string> wordsOf(const EmbeddingSet &set)
{
    std::vector<std::string> words;
    words.reserve(set.size());
    for (std::size_t i = 0; i < set.size(); ++i)
        words.emplace_back(set.word(i));
    return words;
}

inline void writeFile(const std::filesystem::path &path, std::string_view bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out)
        throw std::runtime_error("cannot write " + path.string());
}

/// word2vec binary as word2vec.c writes it ("count dims\n", then "word " and the floats, then
/// '\n'), or without the '\n' after each row, as some other tools write it.
inline std::string word2vecBinary(const std::vector<std::string> &words, const MatrixF &vectors,
                                  bool newlineAfterRow = true)
{
    std::string out = std::to_string(vectors.rows()) + " " + std::to_string(vectors.cols()) + "\n";
    for (Eigen::Index r = 0; r < vectors.rows(); ++r) {
        out += words[static_cast<std::size_t>(r)] + " ";
        out.append(reinterpret_cast<const char *>(vectors.data() + r * vectors.cols()),
                   static_cast<std::size_t>(vectors.cols()) * sizeof(float));
        if (newlineAfterRow)
            out += '\n';
    }
    return out;
}

/// The bytes of a .npy header of any content (for malformed files too): magic, version, length,
/// the dict text padded with spaces and a '\n' to a multiple of 64 bytes.
inline std::string npyHeader(const std::string &dict, int major = 1)
{
    const std::size_t lengthBytes = major == 1 ? 2 : 4;
    const std::size_t prefix = 6 + 2 + lengthBytes;
    std::string text = dict;
    while ((prefix + text.size() + 1) % 64 != 0)
        text += ' ';
    text += '\n';
    std::string out = "\x93NUMPY";
    out += static_cast<char>(major);
    out += '\0';
    for (std::size_t i = 0; i < lengthBytes; ++i)
        out += static_cast<char>((text.size() >> (8 * i)) & 0xFF);
    return out + text;
}

inline std::string npyDict(const std::string &descr, const std::string &shape, bool fortran = false)
{
    return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") + ", 'shape': " + shape
           + ", }";
}

/// A C-order .npy matrix as np.save writes it, as '<f4', or as '<f8' (each float widened, so the
/// reader's rounding back to float32 is exact).
inline std::string npyMatrix(const MatrixF &vectors, bool doubles = false, int major = 1)
{
    std::string out = npyHeader(npyDict(doubles ? "<f8" : "<f4", "(" + std::to_string(vectors.rows()) + ", "
                                                                     + std::to_string(vectors.cols()) + ")"),
                                major);
    if (!doubles) {
        out.append(reinterpret_cast<const char *>(vectors.data()), static_cast<std::size_t>(vectors.size()) * 4);
        return out;
    }
    for (Eigen::Index i = 0; i < vectors.size(); ++i) {
        const double value = vectors.data()[i];
        out.append(reinterpret_cast<const char *>(&value), 8);
    }
    return out;
}

inline std::string lines(const std::vector<std::string> &words, std::string_view end = "\n")
{
    std::string out;
    for (const auto &word : words)
        out += word + std::string(end);
    return out;
}

inline std::string gzipMember(std::string_view data, int level)
{
    z_stream stream{};
    if (deflateInit2(&stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::runtime_error("deflateInit2");
    std::string buffer(deflateBound(&stream, static_cast<uLong>(data.size())) + 64, '\0');
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(buffer.data());
    stream.avail_out = static_cast<uInt>(buffer.size());
    const int status = deflate(&stream, Z_FINISH);
    const std::size_t size = stream.total_out;
    deflateEnd(&stream);
    if (status != Z_STREAM_END)
        throw std::runtime_error("deflate");
    buffer.resize(size);
    return buffer;
}

/// gzip, as one member or split into several members (as pigz or "cat a.gz b.gz" make).
inline std::string gzip(std::string_view data, int members = 1, int level = 6)
{
    if (members <= 1 || data.empty())
        return gzipMember(data, level);
    std::string out;
    const std::size_t part = data.size() / static_cast<std::size_t>(members) + 1;
    for (std::size_t start = 0; start < data.size(); start += part)
        out += gzipMember(data.substr(start, part), level);
    return out;
}

struct Hdf5Layout {
    bool fixedLengthWords = false; ///< /words as fixed-length strings (else variable-length, as h5py writes str)
    bool asciiWords = false;       ///< character set ASCII instead of UTF-8
    bool spacePadded = false;      ///< fixed-length strings padded with spaces (else with zeros)
    bool compressed = false;       ///< /vectors chunked and deflated
    bool doubles = false;          ///< /vectors as float64
    bool writeWords = true;
    bool writeVectors = true;
    bool wordsAsNumbers = false; ///< /words holds integers (a malformed file)
    bool vectorsAsIntegers = false;
    bool declareOnly = false; ///< /vectors declared (chunked) but never written
    hsize_t declaredRows = 0; ///< with declareOnly: the rows /vectors claims (else those of the matrix)
    MatrixF reference;        ///< /reference, if not empty
    /// STS-B sentence vectors (core/io/sentencevectors.h): /sentences (variable-length UTF-8) and
    /// /sentence_vectors, written when sentenceVectors is not empty.
    std::vector<std::string> sentences;
    MatrixF sentenceVectors;
};

/// A 1-D dataset of variable-length strings, as h5py writes a list of str.
inline void writeVariableStrings(hid_t file, const char *name, const std::vector<std::string> &strings, bool ascii)
{
    const hsize_t n = strings.size();
    const hid_t space = H5Screate_simple(1, &n, nullptr);
    const hid_t type = H5Tcopy(H5T_C_S1);
    H5Tset_size(type, H5T_VARIABLE);
    H5Tset_cset(type, ascii ? H5T_CSET_ASCII : H5T_CSET_UTF8);
    std::vector<const char *> pointers;
    for (const auto &text : strings)
        pointers.push_back(text.c_str());
    const hid_t set = H5Dcreate2(file, name, type, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
    H5Dwrite(set, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, pointers.data());
    H5Dclose(set);
    H5Tclose(type);
    H5Sclose(space);
}

/// The HDF5 import layout (README): /words, /vectors, optional /reference, and STS-B's optional
/// /sentences and /sentence_vectors.
inline void writeHdf5(const std::filesystem::path &path, const std::vector<std::string> &words, const MatrixF &vectors,
                      const Hdf5Layout &layout = {})
{
    const hid_t file = H5Fcreate(path.string().c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    if (file < 0)
        throw std::runtime_error("H5Fcreate " + path.string());
    const hsize_t n = words.size();
    if (layout.writeWords) {
        const hid_t space = H5Screate_simple(1, &n, nullptr);
        if (layout.wordsAsNumbers) {
            std::vector<int> numbers(words.size(), 7);
            const hid_t set = H5Dcreate2(file, "words", H5T_NATIVE_INT, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
            H5Dwrite(set, H5T_NATIVE_INT, H5S_ALL, H5S_ALL, H5P_DEFAULT, numbers.data());
            H5Dclose(set);
        } else if (layout.fixedLengthWords) {
            std::size_t width = 1;
            for (const auto &word : words)
                width = std::max(width, word.size());
            const hid_t type = H5Tcopy(H5T_C_S1);
            H5Tset_size(type, width);
            H5Tset_cset(type, layout.asciiWords ? H5T_CSET_ASCII : H5T_CSET_UTF8);
            H5Tset_strpad(type, layout.spacePadded ? H5T_STR_SPACEPAD : H5T_STR_NULLPAD);
            std::string buffer(words.size() * width, layout.spacePadded ? ' ' : '\0');
            for (std::size_t i = 0; i < words.size(); ++i)
                std::memcpy(buffer.data() + i * width, words[i].data(), words[i].size());
            const hid_t set = H5Dcreate2(file, "words", type, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
            H5Dwrite(set, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, buffer.data());
            H5Dclose(set);
            H5Tclose(type);
        } else {
            writeVariableStrings(file, "words", words, layout.asciiWords);
        }
        H5Sclose(space);
    }
    const auto writeMatrix = [&](const char *name, const MatrixF &matrix, bool declareOnly) {
        const hsize_t rows =
            declareOnly && layout.declaredRows > 0 ? layout.declaredRows : static_cast<hsize_t>(matrix.rows());
        const hsize_t dims[2] = {rows, static_cast<hsize_t>(matrix.cols())};
        const hid_t space = H5Screate_simple(2, dims, nullptr);
        const hid_t plist = H5Pcreate(H5P_DATASET_CREATE);
        if ((layout.compressed || declareOnly) && dims[0] > 0) {
            const hsize_t chunk[2] = {std::min<hsize_t>(dims[0], 64), dims[1]};
            H5Pset_chunk(plist, 2, chunk);
            if (layout.compressed)
                H5Pset_deflate(plist, 4);
        }
        const hid_t fileType = layout.vectorsAsIntegers ? H5T_STD_I32LE
                               : layout.doubles         ? H5T_IEEE_F64LE
                                                        : H5T_IEEE_F32LE;
        const hid_t set = H5Dcreate2(file, name, fileType, space, H5P_DEFAULT, plist, H5P_DEFAULT);
        if (!declareOnly)
            H5Dwrite(set, H5T_NATIVE_FLOAT, H5S_ALL, H5S_ALL, H5P_DEFAULT, matrix.data());
        H5Dclose(set);
        H5Pclose(plist);
        H5Sclose(space);
    };
    if (layout.writeVectors)
        writeMatrix("vectors", vectors, layout.declareOnly);
    if (layout.reference.size() > 0)
        writeMatrix("reference", layout.reference, false);
    if (layout.sentenceVectors.size() > 0) {
        writeVariableStrings(file, "sentences", layout.sentences, false);
        writeMatrix("sentence_vectors", layout.sentenceVectors, false);
    }
    H5Fclose(file);
}

} // namespace isoscope::testing
