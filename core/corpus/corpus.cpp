#include "core/corpus/corpus.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"
#include "core/base/random.h"
#include "core/base/textcase.h"

#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <fstream>
#include <limits>
#include <memory>
#include <new>
#include <numeric>
#include <unordered_map>

namespace isoscope::corpus {

namespace {

constexpr std::size_t kReadBlock = std::size_t(1) << 20;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

// The byte offset of the first ill-formed UTF-8 sequence, or npos.
std::size_t invalidUtf8At(std::string_view text)
{
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(text.data());
    const auto length = static_cast<std::int32_t>(text.size());
    std::int32_t i = 0;
    while (i < length) {
        const std::int32_t start = i;
        UChar32 c = 0;
        U8_NEXT(bytes, i, length, c);
        if (c < 0)
            return static_cast<std::size_t>(start);
    }
    return std::string_view::npos;
}

UChar32 codePointBefore(std::string_view text, std::size_t end)
{
    if (end == 0)
        return -1;
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(text.data());
    auto i = static_cast<std::int32_t>(end);
    UChar32 c = 0;
    U8_PREV(bytes, 0, i, c);
    return c;
}

UChar32 codePointAt(std::string_view text, std::size_t begin)
{
    if (begin >= text.size())
        return -1;
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(text.data());
    auto i = static_cast<std::int32_t>(begin);
    UChar32 c = 0;
    U8_NEXT(bytes, i, static_cast<std::int32_t>(text.size()), c);
    return c;
}

bool isWordChar(UChar32 c)
{
    return c >= 0 && isLetterOrNumber(static_cast<char32_t>(c));
}

void replaceAll(std::string &text, std::string_view from, std::string_view to)
{
    std::size_t at = 0;
    while ((at = text.find(from, at)) != std::string::npos) {
        text.replace(at, from.size(), to);
        at += to.size();
    }
}

class CorpusReader
{
public:
    CorpusReader(const std::filesystem::path &file, const CorpusOptions &options, const ProgressCallback &progress)
        : m_options(options), m_progress(progress)
    {
        m_corpus.file = file;
        m_corpus.format = options.format;
    }

    Result<Corpus> run()
    {
        const std::string name = m_corpus.file.string();
        auto size = regularFileSize(m_corpus.file);
        if (!size)
            return size.error();
        m_corpus.bytes = size.value();
        std::ifstream in(m_corpus.file, std::ios::binary);
        if (!in)
            return makeError(ErrorCode::FileUnreadable, "cannot open the corpus", name);
        if (m_options.maxLineBytes == 0)
            return makeError(ErrorCode::InvalidArgument, "the longest line allowed must be at least one byte", name);
        ContentHash hash;
        std::vector<char> block(kReadBlock);
        std::uint64_t done = 0;
        std::size_t line = 1;
        bool lineTooLong = false;
        for (;;) {
            in.read(block.data(), static_cast<std::streamsize>(block.size()));
            const auto got = static_cast<std::size_t>(in.gcount());
            if (got == 0) {
                if (in.bad())
                    return makeError(ErrorCode::FileUnreadable, "a read failed", name);
                break;
            }
            hash.add(block.data(), got);
            std::string_view rest(block.data(), got);
            while (!rest.empty()) {
                const std::size_t newline = rest.find('\n');
                const std::string_view piece = rest.substr(0, newline);
                if (!lineTooLong) {
                    if (m_line.size() + piece.size() > m_options.maxLineBytes)
                        lineTooLong = true;
                    else
                        m_line.append(piece);
                }
                if (newline == std::string_view::npos)
                    break;
                if (lineTooLong)
                    return tooLong(line);
                if (auto ended = endLine(line); !ended)
                    return ended.error();
                ++line;
                rest.remove_prefix(newline + 1);
            }
            done += got;
            if (!reportProgress(m_progress, static_cast<std::size_t>(done), static_cast<std::size_t>(m_corpus.bytes)))
                return makeError(ErrorCode::Cancelled, "cancelled", name);
            if (in.eof())
                break;
        }
        if (lineTooLong)
            return tooLong(line);
        if (!m_line.empty()) {
            if (auto ended = endLine(line); !ended)
                return ended.error();
        }
        if (auto flushed = endParagraph(); !flushed)
            return flushed.error();
        if (m_corpus.sentences.empty())
            return makeError(ErrorCode::EmptyFile, "the corpus holds no sentence", name);
        m_corpus.contentHash = hash.digest();
        return std::move(m_corpus);
    }

private:
    Error tooLong(std::size_t line) const
    {
        Error error = makeError(ErrorCode::InvalidArgument,
                                "line longer than " + std::to_string(m_options.maxLineBytes)
                                    + " bytes; a corpus has one sentence or paragraph per line",
                                m_corpus.file.string());
        error.line = line;
        return error;
    }

    Result<void> endLine(std::size_t line)
    {
        if (!m_line.empty() && m_line.back() == '\r')
            m_line.pop_back();
        if (const std::size_t bad = invalidUtf8At(m_line); bad != std::string_view::npos) {
            Error error =
                makeError(ErrorCode::InvalidUtf8, "not valid UTF-8 at byte " + std::to_string(bad + 1) + " of the line",
                          m_corpus.file.string());
            error.line = line;
            return error;
        }
        const std::string_view text = trim(m_line);
        switch (m_options.format) {
        case CorpusFormat::Lines:
            if (!text.empty())
                add(std::string(text), line);
            break;
        case CorpusFormat::WikiText:
            if (isWikiTextHeading(text))
                ++m_corpus.headingsLeftOut;
            else if (!text.empty())
                for (auto &sentence : splitSentences(undoWikiTextConventions(text)))
                    add(std::move(sentence), line);
            break;
        case CorpusFormat::RunningText:
            if (text.empty()) {
                if (auto flushed = endParagraph(); !flushed)
                    return flushed;
            } else {
                if (m_paragraph.empty())
                    m_paragraphLine = line;
                else
                    m_paragraph.push_back(' ');
                m_paragraph.append(text);
                if (m_paragraph.size() > m_options.maxLineBytes) {
                    Error error = tooLong(m_paragraphLine);
                    error.detail = "paragraph longer than " + std::to_string(m_options.maxLineBytes)
                                   + " bytes; running text has empty lines between paragraphs";
                    return error;
                }
            }
            break;
        }
        m_line.clear();
        return {};
    }

    Result<void> endParagraph()
    {
        if (m_paragraph.empty())
            return {};
        for (auto &sentence : splitSentences(m_paragraph))
            add(std::move(sentence), m_paragraphLine);
        m_paragraph.clear();
        return {};
    }

    void add(std::string sentence, std::size_t line)
    {
        m_corpus.sentences.push_back(std::move(sentence));
        m_corpus.lines.push_back(line);
    }

    CorpusOptions m_options;
    const ProgressCallback &m_progress;
    Corpus m_corpus;
    std::string m_line;
    std::string m_paragraph;
    std::size_t m_paragraphLine = 0;
};

} // namespace

std::string_view corpusFormatName(CorpusFormat format)
{
    switch (format) {
    case CorpusFormat::Lines: return "lines";
    case CorpusFormat::RunningText: return "text";
    case CorpusFormat::WikiText: return "wikitext";
    }
    return "lines";
}

std::optional<CorpusFormat> corpusFormatFromName(std::string_view name)
{
    for (CorpusFormat format : {CorpusFormat::Lines, CorpusFormat::RunningText, CorpusFormat::WikiText})
        if (corpusFormatName(format) == name)
            return format;
    return std::nullopt;
}

Result<Corpus> readCorpus(const std::filesystem::path &file, const CorpusOptions &options,
                          const ProgressCallback &progress)
{
    try {
        return CorpusReader(file, options, progress).run();
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory for the corpus", file.string());
    }
}

std::vector<std::string> splitSentences(std::string_view paragraph)
{
    std::vector<std::string> sentences;
    UErrorCode status = U_ZERO_ERROR;
    UText *text = utext_openUTF8(nullptr, paragraph.data(), static_cast<std::int64_t>(paragraph.size()), &status);
    std::unique_ptr<UText, decltype(&utext_close)> textOwner(text, &utext_close);
    UBreakIterator *breaks = ubrk_open(UBRK_SENTENCE, "", nullptr, 0, &status);
    std::unique_ptr<UBreakIterator, decltype(&ubrk_close)> breaksOwner(breaks, &ubrk_close);
    if (U_SUCCESS(status))
        ubrk_setUText(breaks, text, &status);
    if (U_FAILURE(status)) {
        // ICU without its break data: the paragraph is one sentence rather than none.
        if (const std::string_view whole = trim(paragraph); !whole.empty())
            sentences.emplace_back(whole);
        return sentences;
    }
    std::int32_t begin = ubrk_first(breaks);
    for (std::int32_t end = ubrk_next(breaks); end != UBRK_DONE; begin = end, end = ubrk_next(breaks)) {
        const std::string_view sentence =
            trim(paragraph.substr(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin)));
        if (!sentence.empty())
            sentences.emplace_back(sentence);
    }
    return sentences;
}

std::string undoWikiTextConventions(std::string_view line)
{
    std::string text(trim(line));
    replaceAll(text, " @-@ ", "-");
    replaceAll(text, " @,@ ", ",");
    replaceAll(text, " @.@ ", ".");
    return text;
}

bool isWikiTextHeading(std::string_view line)
{
    const std::string_view text = trim(line);
    return text.size() >= 2 && text.front() == '=' && text.back() == '=';
}

std::size_t wordCount(std::string_view sentence)
{
    std::size_t count = 0;
    std::size_t i = 0;
    while (i < sentence.size()) {
        while (i < sentence.size() && isSpace(sentence[i]))
            ++i;
        const std::size_t begin = i;
        while (i < sentence.size() && !isSpace(sentence[i]))
            ++i;
        if (i > begin && !letterNumberRuns(sentence.substr(begin, i - begin)).empty())
            ++count;
    }
    return count;
}

std::optional<std::pair<std::size_t, std::size_t>> findWholeWord(std::string_view sentence, std::string_view word,
                                                                 bool ignoreCase)
{
    if (word.empty() || word.size() > sentence.size())
        return std::nullopt;
    std::string lowered;
    std::string loweredWord;
    if (ignoreCase) {
        lowered = toLowerUtf8(sentence);
        loweredWord = toLowerUtf8(word);
        // Lowering keeps byte lengths for the scripts toLowerUtf8 covers; where it would not, the
        // spans below would be wrong, so such a sentence is matched as written.
        if (lowered.size() == sentence.size() && loweredWord.size() == word.size()) {
            sentence = lowered;
            word = loweredWord;
        }
    }
    for (std::size_t at = sentence.find(word); at != std::string_view::npos; at = sentence.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        if (!isWordChar(codePointBefore(sentence, at)) && !isWordChar(codePointAt(sentence, end))
            && (at == 0 || (static_cast<unsigned char>(sentence[at]) & 0xC0) != 0x80))
            return std::make_pair(at, end);
    }
    return std::nullopt;
}

std::vector<std::uint32_t> drawSorted(std::size_t n, std::size_t k, std::uint64_t seed)
{
    std::vector<std::uint32_t> all(n);
    std::iota(all.begin(), all.end(), 0u);
    if (k >= n)
        return all;
    Rng rng(seed);
    for (std::size_t i = 0; i < k; ++i) {
        const auto j = i + static_cast<std::size_t>(rng.below(n - i));
        std::swap(all[i], all[j]);
    }
    all.resize(k);
    std::sort(all.begin(), all.end());
    return all;
}

Result<ContextPlan> planContexts(const Corpus &corpus, const std::vector<std::string> &words,
                                 const ContextOptions &options, const ProgressCallback &progress)
{
    const std::string name = corpus.file.string();
    if (options.minWords > options.maxWords)
        return makeError(ErrorCode::InvalidArgument, "the shortest context allowed is longer than the longest", name);
    if (options.contextsPerWord == 0)
        return makeError(ErrorCode::InvalidArgument, "at least one context per word must be wanted", name);
    if (corpus.sentences.size() > std::numeric_limits<std::uint32_t>::max())
        return makeError(ErrorCode::InvalidArgument, "more than 2^32 sentences", name);
    try {
        // The candidates of a sentence are its runs of letters and numbers: a word is looked up at
        // each run's start with each distinct length a wanted word has (in bytes), so a corpus is
        // read once whatever the number of words.
        std::unordered_map<std::string, std::size_t> wanted;
        std::vector<std::size_t> lengths;
        for (std::size_t i = 0; i < words.size(); ++i) {
            const std::string key = options.ignoreCase ? toLowerUtf8(words[i]) : words[i];
            if (key.empty())
                continue;
            wanted.emplace(key, i);
            lengths.push_back(key.size());
        }
        std::sort(lengths.begin(), lengths.end());
        lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());

        ContextPlan plan;
        plan.words.resize(words.size());
        std::vector<std::vector<std::pair<std::size_t, std::size_t>>> allSpans(words.size());
        std::vector<std::vector<std::uint32_t>> allSentences(words.size());
        std::vector<std::uint32_t> eligible;
        const std::size_t total = corpus.sentences.size();
        for (std::size_t s = 0; s < total; ++s) {
            if (s % 65536 == 0 && !reportProgress(progress, s, total))
                return makeError(ErrorCode::Cancelled, "cancelled", name);
            const std::string &original = corpus.sentences[s];
            const std::size_t count = wordCount(original);
            if (count < options.minWords || count > options.maxWords)
                continue;
            eligible.push_back(static_cast<std::uint32_t>(s));
            std::string lowered;
            std::string_view sentence = original;
            if (options.ignoreCase) {
                lowered = toLowerUtf8(original);
                if (lowered.size() == original.size())
                    sentence = lowered;
            }
            for (const std::string_view run : letterNumberRuns(sentence)) {
                const auto begin = static_cast<std::size_t>(run.data() - sentence.data());
                for (const std::size_t length : lengths) {
                    if (begin + length > sentence.size())
                        break;
                    const auto found = wanted.find(std::string(sentence.substr(begin, length)));
                    if (found == wanted.end() || isWordChar(codePointAt(sentence, begin + length)))
                        continue;
                    auto &sentencesOfWord = allSentences[found->second];
                    if (!sentencesOfWord.empty() && sentencesOfWord.back() == s)
                        continue; // the first occurrence is the word's span
                    sentencesOfWord.push_back(static_cast<std::uint32_t>(s));
                    allSpans[found->second].emplace_back(begin, begin + length);
                }
            }
        }
        for (std::size_t i = 0; i < words.size(); ++i) {
            WordContexts &contexts = plan.words[i];
            contexts.word = words[i];
            const std::string key = options.ignoreCase ? toLowerUtf8(words[i]) : words[i];
            // A word given twice (or twice up to case) shares the first one's findings.
            const auto first = wanted.find(key);
            const std::size_t source = first == wanted.end() ? i : first->second;
            const auto &found = allSentences[source];
            contexts.available = found.size();
            for (const std::uint32_t pick :
                 drawSorted(found.size(), options.contextsPerWord, deriveSeed(options.seed, "contexts/" + key))) {
                contexts.sentences.push_back(found[pick]);
                contexts.spans.push_back(allSpans[source][pick]);
            }
        }
        plan.eligibleSentences = eligible.size();
        for (const std::uint32_t pick :
             drawSorted(eligible.size(), options.referenceSentences, deriveSeed(options.seed, "reference")))
            plan.reference.push_back(eligible[pick]);
        if (!reportProgress(progress, total, total))
            return makeError(ErrorCode::Cancelled, "cancelled", name);
        return plan;
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory for the contexts", name);
    }
}

} // namespace isoscope::corpus
