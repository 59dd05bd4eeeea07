#pragma once

#include "core/base/progress.h"
#include "core/base/result.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The corpus a transformer model's word vectors are drawn from (docs/science.md, section 10): a
// text file read into sentences, the sentences that contain each word (whole words only), and the
// seeded choice of a word's contexts and of the whitening reference sample.

namespace isoscope::corpus {

/// How a corpus file is laid out.
enum class CorpusFormat {
    Lines,       ///< One sentence per line; empty lines are left out.
    RunningText, ///< Paragraphs (lines up to an empty line, joined by a space) split into sentences by ICU.
    WikiText,    ///< WikiText-103's own files: " = Heading = " lines left out, " @-@ " read as "-",
                 ///< " @,@ " as "," and " @.@ " as ".", each paragraph line split into sentences by ICU.
};

/// "lines", "text" or "wikitext".
std::string_view corpusFormatName(CorpusFormat format);
/// The format of a name corpusFormatName gives; nothing for another name.
std::optional<CorpusFormat> corpusFormatFromName(std::string_view name);

struct CorpusOptions {
    CorpusFormat format = CorpusFormat::Lines;
    /// A line (or a paragraph of running text) longer than this is refused, naming its line: a
    /// corpus is text, and a file without line breaks would otherwise be held whole.
    std::size_t maxLineBytes = std::size_t(1) << 20;
};

/// A corpus read into sentences, in file order.
struct Corpus {
    std::filesystem::path file;
    CorpusFormat format = CorpusFormat::Lines;
    std::uint64_t contentHash = 0; ///< XXH64 of the whole file (core/base/contenthash.h).
    std::uint64_t bytes = 0;       ///< The file's size.
    std::vector<std::string> sentences;
    std::vector<std::size_t> lines;  ///< The 1-based line each sentence starts on.
    std::size_t headingsLeftOut = 0; ///< WikiText's heading lines.
};

/// Reads a corpus file. Errors name the file and the line: FileNotFound, NotARegularFile,
/// FileUnreadable, InvalidUtf8 (with the byte column), InvalidArgument (a line or paragraph longer
/// than maxLineBytes), EmptyFile (no sentence at all), Cancelled. Progress is in bytes.
Result<Corpus> readCorpus(const std::filesystem::path &file, const CorpusOptions &options = {},
                          const ProgressCallback &progress = {});

/// The sentences of one paragraph as ICU's sentence break iterator (root locale) splits it, each
/// trimmed of surrounding white space; empty ones left out. The text must be valid UTF-8.
std::vector<std::string> splitSentences(std::string_view paragraph);

/// One WikiText paragraph line with its conventions undone (" @-@ " -> "-", " @,@ " -> ",",
/// " @.@ " -> "."), trimmed.
std::string undoWikiTextConventions(std::string_view line);

/// True for a WikiText heading line (" = Title = ", " = = Section = = "): after trimming, it begins
/// and ends with '='.
bool isWikiTextHeading(std::string_view line);

/// The number of words of a sentence: its pieces between white space that hold a letter or a number.
std::size_t wordCount(std::string_view sentence);

/// The byte span [begin, end) of the first whole-word occurrence of word in sentence: the bytes
/// equal word (ignoreCase: toLowerUtf8 of both), and neither the character before nor the one after
/// is a letter or number ("rose" is in "a rose." and "rose-red", not in "roses" or "prose").
std::optional<std::pair<std::size_t, std::size_t>> findWholeWord(std::string_view sentence, std::string_view word,
                                                                 bool ignoreCase);

/// What decides which sentences are a word's contexts and which form the reference sample.
struct ContextOptions {
    std::size_t minWords = 7;                 ///< A context has at least this many words (wordCount)...
    std::size_t maxWords = 75;                ///< ...and at most this many.
    std::size_t contextsPerWord = 20;         ///< At most this many contexts per word.
    std::size_t referenceSentences = 100'000; ///< At most this many reference sentences.
    std::uint64_t seed = 42;                  ///< Draws contexts and reference when there are more (the analysis seed).
    bool ignoreCase = false;                  ///< An uncased model: words match whatever their case.
};

/// One word's contexts: sentence indices into Corpus::sentences, ascending, each with the word's
/// byte span in that sentence (its first whole-word occurrence).
struct WordContexts {
    std::string word;
    std::vector<std::uint32_t> sentences;
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    std::size_t available = 0; ///< Sentences of the allowed length that contain the word.
};

struct ContextPlan {
    std::vector<WordContexts> words;      ///< In the order the words were given.
    std::vector<std::uint32_t> reference; ///< Reference sentences, ascending.
    std::size_t eligibleSentences = 0;    ///< Sentences of minWords..maxWords words.
};

/// Finds each word's contexts among the sentences of the allowed length and draws the reference
/// sample from the same sentences. Where there are more than wanted, the choice is the first k of a
/// Fisher-Yates shuffle on Rng(deriveSeed(seed, "contexts/" + word)) (or "reference"), sorted: the
/// same whatever other words are asked for. Errors: InvalidArgument (minWords > maxWords, no words
/// wanted per word, more than 2^32 sentences), Cancelled. Progress is in sentences.
Result<ContextPlan> planContexts(const Corpus &corpus, const std::vector<std::string> &words,
                                 const ContextOptions &options, const ProgressCallback &progress = {});

/// The first k of a Fisher-Yates shuffle of 0..n-1 on Rng(seed) (k <= n), sorted ascending.
std::vector<std::uint32_t> drawSorted(std::size_t n, std::size_t k, std::uint64_t seed);

} // namespace isoscope::corpus
