#pragma once

#include "core/base/result.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// What an extraction has done so far, kept on disk so that a run stopped by Cancel, a crash or a
// power cut continues where it stopped (docs/science.md, section 10). A part holds what some
// consecutive sentences added: each word-context mean in the order it was summed, and the
// reference rows. Replaying the parts adds the same doubles in the same order, so a resumed
// extraction writes the same bytes as one that never stopped. Each part is written whole under a
// temporary name and renamed; a part that is damaged, of another extraction, or does not follow the
// one before is dropped with those after it, and their sentences are fed again.

namespace isoscope::extraction {

struct CheckpointPart {
    std::uint64_t begin = 0;   ///< The first sentence fed (an index into the sentences in feeding order).
    std::uint64_t end = 0;     ///< One past the last.
    std::uint64_t tooLong = 0; ///< Sentences of [begin, end) left out for their length.
    struct WordUse {
        std::uint32_t word = 0;   ///< Its index among the words asked.
        std::vector<double> mean; ///< The word's mean over its tokens in one context.
    };
    std::vector<WordUse> uses; ///< In the order they were summed.
    struct ReferenceRow {
        std::uint32_t row = 0;     ///< Its row among the reference sentences.
        std::vector<float> values; ///< As written to /reference.
    };
    std::vector<ReferenceRow> reference;
};

/// A part as bytes: a header (the key digest, the words and dimensions it is of), the part, and the
/// XXH64 of all that. What checkpoint files and shard files (extraction --shard) hold.
std::string encodePart(const CheckpointPart &part, std::uint64_t keyDigest, std::size_t words, std::size_t dims);
/// The part those bytes hold, if they are whole (the checksum) and of this extraction (key, words,
/// dimensions, every word index in range); nothing otherwise.
std::optional<CheckpointPart> decodePart(std::string_view bytes, std::uint64_t keyDigest, std::size_t words,
                                         std::size_t dims);

class Checkpoint
{
public:
    /// folder holds the parts of the extraction whose key has this digest, of `words` words of
    /// `dims` dimensions.
    Checkpoint(std::filesystem::path folder, std::uint64_t keyDigest, std::size_t words, std::size_t dims);

    /// The parts that follow one another from sentence 0, in order; the first part that cannot be
    /// read, belongs to another extraction or leaves a gap is removed with every part after it.
    std::vector<CheckpointPart> read() const;
    /// Writes a part (the folder made if needed). Errors: WriteFailed/NoSpace naming the file.
    Result<void> write(const CheckpointPart &part) const;
    /// Removes the folder and everything in it (the extraction's file is complete).
    void remove() const;

    const std::filesystem::path &folder() const { return m_folder; }

private:
    std::filesystem::path partFile(std::uint64_t begin) const;

    std::filesystem::path m_folder;
    std::uint64_t m_keyDigest;
    std::size_t m_words;
    std::size_t m_dims;
};

} // namespace isoscope::extraction
