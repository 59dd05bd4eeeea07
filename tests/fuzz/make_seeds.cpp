// Writes the seed corpora of the fuzz targets: small valid files of every format, made from the
// first rows of the demo models, so that fuzzing starts from inputs that reach deep into the
// readers. Usage: make_seeds RESOURCE_DIR OUTPUT_DIR (one folder per target).

#include "core/io/embeddingreader.h"
#include "tests/core/embeddingwriters.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace fs = std::filesystem;
namespace fx = isoscope::testing;

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s RESOURCE_DIR OUTPUT_DIR\n", argv[0]);
        return 2;
    }
    const fs::path resources = argv[1];
    const fs::path out = argv[2];
    for (const char *target : {"text", "word2vec_binary", "gzip", "numpy", "hdf5"})
        fs::create_directories(out / target);
    int n = 0;
    for (const char *model : {"glove.6B.100d.subset.txt", "GoogleNews-vectors-negative300.subset.txt"}) {
        const auto loaded = isoscope::readEmbeddingFile(resources / "embeddings" / model);
        if (!loaded) {
            std::fprintf(stderr, "%s\n", isoscope::describe(loaded.error()).c_str());
            return 1;
        }
        // A few rows of a few dimensions: small seeds mutate fast.
        const std::size_t rows = 6, dims = 8;
        std::vector<std::string> words;
        for (std::size_t r = 0; r < rows; ++r)
            words.emplace_back(loaded->set.word(r));
        const isoscope::MatrixF vectors = loaded->set.vectors().topLeftCorner(rows, dims);
        std::string glove;
        for (std::size_t r = 0; r < rows; ++r) {
            glove += words[r];
            for (std::size_t c = 0; c < dims; ++c)
                glove += " " + std::to_string(vectors(Eigen::Index(r), Eigen::Index(c))).substr(0, 8);
            glove += r % 2 ? "\r\n" : "\n";
        }
        const std::string word2vec = std::to_string(rows) + " " + std::to_string(dims) + "\n" + glove;
        const std::string binary = fx::word2vecBinary(words, vectors);
        const std::string npy = fx::npyMatrix(vectors);
        const std::string id = std::to_string(++n);
        // The first byte of a text seed chooses format and threads (see fuzz_text.cpp).
        fx::writeFile(out / "text" / ("glove" + id), std::string(1, '\0') + glove);
        fx::writeFile(out / "text" / ("word2vec" + id), std::string(1, '\5') + word2vec);
        fx::writeFile(out / "text" / ("bom" + id), std::string(1, '\1') + "\xEF\xBB\xBF" + glove);
        fx::writeFile(out / "word2vec_binary" / ("rows" + id), binary);
        fx::writeFile(out / "word2vec_binary" / ("nonewline" + id), fx::word2vecBinary(words, vectors, false));
        fx::writeFile(out / "gzip" / ("packed-text" + id), "\1" + glove);
        fx::writeFile(out / "gzip" / ("packed-binary" + id), "\1" + binary);
        fx::writeFile(out / "gzip" / ("packed-npy" + id),
                      "\1" + fx::npyHeader(fx::npyDict("<f4", "(3, 2)")) + std::string(24, '\0'));
        fx::writeFile(out / "gzip" / ("stream" + id), std::string(1, '\0') + fx::gzip(word2vec, 2).substr(2));
        std::string vocabulary = fx::lines(words);
        fx::writeFile(out / "numpy" / ("f4-" + id), std::string(1, char(vocabulary.size())) + vocabulary + npy);
        fx::writeFile(out / "numpy" / ("f8-" + id),
                      std::string(1, char(vocabulary.size())) + vocabulary + fx::npyMatrix(vectors, true, 2));
        // Structured HDF5 seeds: mode byte, flags, rows, cols, then words and floats.
        for (const int flags : {0x00, 0x01 | 0x40, 0x03 | 0x04 | 0x08 | 0x10, 0x20 | 0x40}) {
            std::string seed = "\1";
            seed += char(flags);
            seed += char(rows);
            seed += char(4);
            for (const auto &word : words) {
                seed += char(std::min<std::size_t>(word.size(), 5));
                seed += word.substr(0, 5);
            }
            const isoscope::MatrixF part = vectors.leftCols(4);
            seed.append(reinterpret_cast<const char *>(part.data()), part.size() * sizeof(float));
            fx::writeFile(out / "hdf5" / ("layout" + id + "-" + std::to_string(flags)), seed);
        }
        fs::path raw = out / "hdf5" / ("raw" + id);
        fx::writeHdf5(raw.string() + ".h5", words, vectors);
        std::ifstream in(raw.string() + ".h5", std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        fx::writeFile(raw, std::string(1, '\0') + bytes);
        fs::remove(raw.string() + ".h5");
    }
    return 0;
}
