#pragma once

#include "core/base/embeddingset.h"
#include "core/base/result.h"

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace isoscope {

/// What a file in the HDF5 import layout holds (the layout readEmbeddingFile and
/// readSentenceVectors read; README "HDF5 import layout"). Each part may be empty and is then left
/// out of the file.
struct ImportLayout {
    std::vector<std::string> words;     ///< /words: variable-length UTF-8 strings, one per row of vectors
    MatrixF vectors;                    ///< /vectors: float32 [n, d]
    MatrixF reference;                  ///< /reference: float32 [m, d]
    std::vector<std::string> sentences; ///< /sentences: one per row of sentenceVectors
    MatrixF sentenceVectors;            ///< /sentence_vectors: float32 [k, d]
    /// String attributes of the root group (name, value): how the vectors were made.
    std::vector<std::pair<std::string, std::string>> attributes;
};

/// Writes layout to file through a temporary file in the same folder renamed into place, so that a
/// failed or cancelled write leaves nothing at file. Errors: InvalidArgument (words or sentences
/// whose count disagrees with their matrix), WriteFailed, NoSpace.
Result<void> writeImportLayout(const ImportLayout &layout, const std::filesystem::path &file);

} // namespace isoscope
