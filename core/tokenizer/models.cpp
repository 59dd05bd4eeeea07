#include "core/tokenizer/models.h"

#include "core/base/textcase.h"
#include "core/tokenizer/unicodeclasses.h"

#include <algorithm>
#include <queue>
#include <shared_mutex>

namespace isoscope::tokenizer {

bool TokenVocabulary::add(std::string token)
{
    const auto id = static_cast<std::int32_t>(m_tokens.size());
    if (!m_ids.emplace(token, id).second)
        return false;
    m_tokens.push_back(std::move(token));
    return true;
}

std::optional<std::int32_t> TokenVocabulary::find(std::string_view token) const
{
    const auto it = m_ids.find(token);
    if (it == m_ids.end())
        return std::nullopt;
    return it->second;
}

// ---------------------------------------------------------------------------------------------
// BERT

namespace {

// NFD as the crate unicode-normalization-alignments yields it: each character's canonical
// decomposition (the first character replaces it, the others are inserted), then every run of
// characters with a non-zero combining class stably sorted by class, the changes moving with
// their characters. False (and changes untouched) when NFD changes nothing.
bool nfdChanges(const NormalizedText &text, std::vector<CharChange> &changes)
{
    struct Item {
        CharChange change;
        unsigned combiningClass;
    };
    std::vector<Item> items;
    items.reserve(text.size() + 8);
    bool changed = false;
    char32_t decomposition[4];
    for (const AlignedChar &c : text.chars()) {
        const std::size_t count = unicode::canonicalDecomposition(c.cp, decomposition);
        changed = changed || count != 1 || decomposition[0] != c.cp;
        for (std::size_t k = 0; k < count; ++k)
            items.push_back({{decomposition[k], k == 0 ? 0 : 1}, unicode::combiningClass(decomposition[k])});
    }
    for (std::size_t i = 0; i < items.size();) {
        if (items[i].combiningClass == 0) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < items.size() && items[end].combiningClass != 0)
            ++end;
        const auto byClass = [](const Item &a, const Item &b) { return a.combiningClass < b.combiningClass; };
        if (!std::is_sorted(items.begin() + static_cast<std::ptrdiff_t>(i),
                            items.begin() + static_cast<std::ptrdiff_t>(end), byClass)) {
            std::stable_sort(items.begin() + static_cast<std::ptrdiff_t>(i),
                             items.begin() + static_cast<std::ptrdiff_t>(end), byClass);
            changed = true;
        }
        i = end;
    }
    if (!changed)
        return false;
    changes.clear();
    changes.reserve(items.size());
    for (const Item &item : items)
        changes.push_back(item.change);
    return true;
}

// Every character replaced by the characters `expand` writes for it, all aligned to it (what the
// engine's transforms give when the first replaces the character and the others are inserted).
template <typename Expand>
void expandEach(NormalizedText &text, Expand expand)
{
    std::vector<AlignedChar> result;
    result.reserve(text.size() + 8);
    char32_t out[4];
    for (const AlignedChar &c : text.chars()) {
        const std::size_t count = expand(c.cp, out);
        for (std::size_t k = 0; k < count; ++k)
            result.push_back({out[k], c.begin, c.end});
    }
    text = NormalizedText(std::move(result));
}

} // namespace

void bertNormalize(NormalizedText &text, const BertNormalizerOptions &options)
{
    if (options.cleanText) {
        text.filter([](char32_t cp) { return !(cp == 0 || cp == 0xFFFD || unicode::isBertControl(cp)); });
        expandEach(text, [](char32_t cp, char32_t *out) {
            out[0] = unicode::isWhitespace(cp) ? U' ' : cp;
            return std::size_t{1};
        });
    }
    if (options.handleChineseChars) {
        expandEach(text, [](char32_t cp, char32_t *out) {
            if (!unicode::isChineseCharacter(cp)) {
                out[0] = cp;
                return std::size_t{1};
            }
            out[0] = U' ';
            out[1] = cp;
            out[2] = U' ';
            return std::size_t{3};
        });
    }
    if (options.stripsAccents()) {
        std::vector<CharChange> changes;
        if (nfdChanges(text, changes))
            text.transform(changes, 0);
        text.filter([](char32_t cp) { return !unicode::isNonspacingMark(cp); });
    }
    if (options.lowercase)
        expandEach(text, [](char32_t cp, char32_t *out) { return unicode::toLowercase(cp, out); });
}

std::vector<std::pair<std::size_t, std::size_t>> bertPreTokenize(const NormalizedText &text)
{
    std::vector<std::pair<std::size_t, std::size_t>> words;
    const auto &chars = text.chars();
    std::size_t start = 0;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        const char32_t cp = chars[i].cp;
        const bool space = unicode::isWhitespace(cp);
        const bool punctuation = !space && unicode::isBertPunctuation(cp);
        if (!space && !punctuation)
            continue;
        if (start < i)
            words.emplace_back(start, i);
        if (punctuation)
            words.emplace_back(i, i + 1);
        start = i + 1;
    }
    if (start < chars.size())
        words.emplace_back(start, chars.size());
    return words;
}

WordPieceModel::WordPieceModel(TokenVocabulary vocabulary, std::int32_t unknownId, std::string continuingPrefix,
                               std::size_t maxInputCharsPerWord)
    : m_vocabulary(std::move(vocabulary)), m_unknownId(unknownId), m_continuingPrefix(std::move(continuingPrefix)),
      m_maxInputCharsPerWord(maxInputCharsPerWord)
{
    for (std::size_t id = 0; id < m_vocabulary.size(); ++id) {
        const std::string &token = m_vocabulary.token(static_cast<std::int32_t>(id));
        m_maxTokenBytes = std::max(m_maxTokenBytes, token.size());
        if (token.size() >= m_continuingPrefix.size()
            && token.compare(0, m_continuingPrefix.size(), m_continuingPrefix) == 0)
            m_continuing.emplace(token.substr(m_continuingPrefix.size()), static_cast<std::int32_t>(id));
    }
}

void WordPieceModel::tokenize(const std::vector<AlignedChar> &word, std::vector<ModelToken> &out) const
{
    const std::size_t n = word.size();
    const ModelToken unknown{m_unknownId, 0, static_cast<std::uint32_t>(n)};
    if (n > m_maxInputCharsPerWord) {
        out.push_back(unknown);
        return;
    }
    std::string text;
    std::vector<std::size_t> byteOf; // byte offset of each character, and the end
    text.reserve(n);
    byteOf.reserve(n + 1);
    for (const AlignedChar &c : word) {
        byteOf.push_back(text.size());
        appendUtf8(text, c.cp);
    }
    byteOf.push_back(text.size());

    const std::size_t firstNew = out.size();
    std::size_t start = 0;
    while (start < n) {
        std::size_t end = n;
        // A piece longer than the longest token cannot be in the vocabulary.
        while (end > start && byteOf[end] - byteOf[start] > m_maxTokenBytes)
            --end;
        std::optional<std::int32_t> id;
        for (; end > start; --end) {
            const std::string_view piece(text.data() + byteOf[start], byteOf[end] - byteOf[start]);
            if (start == 0) {
                id = m_vocabulary.find(piece);
            } else if (const auto it = m_continuing.find(piece); it != m_continuing.end()) {
                id = it->second;
            }
            if (id)
                break;
        }
        if (!id) {
            out.resize(firstNew);
            out.push_back(unknown);
            return;
        }
        out.push_back({*id, static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(end)});
        start = end;
    }
}

// ---------------------------------------------------------------------------------------------
// Byte-level BPE

const std::array<char32_t, 256> &byteToChar()
{
    static const std::array<char32_t, 256> table = [] {
        std::array<char32_t, 256> t{};
        char32_t next = 256;
        for (unsigned b = 0; b < 256; ++b) {
            const bool printable = (b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE);
            t[b] = printable ? static_cast<char32_t>(b) : next++;
        }
        return t;
    }();
    return table;
}

std::vector<std::pair<std::size_t, std::size_t>> gpt2Split(const std::vector<AlignedChar> &text)
{
    const std::size_t n = text.size();
    const auto at = [&](std::size_t i) { return text[i].cp; };
    const auto other = [&](std::size_t i) {
        const char32_t cp = at(i);
        return !unicode::isWhitespace(cp) && !unicode::isLetter(cp) && !unicode::isNumber(cp);
    };
    std::vector<std::pair<std::size_t, std::size_t>> pieces;
    std::size_t i = 0;
    const auto runOf = [&](std::size_t from, auto belongs) {
        while (from < n && belongs(from))
            ++from;
        return from;
    };
    while (i < n) {
        const char32_t c = at(i);
        std::size_t end = i;
        // 's|'t|'re|'ve|'m|'ll|'d
        if (c == U'\'' && i + 1 < n) {
            const char32_t c1 = at(i + 1);
            if (c1 == U's' || c1 == U't' || c1 == U'm' || c1 == U'd')
                end = i + 2;
            else if (i + 2 < n
                     && ((c1 == U'r' && at(i + 2) == U'e') || (c1 == U'v' && at(i + 2) == U'e')
                         || (c1 == U'l' && at(i + 2) == U'l')))
                end = i + 3;
        }
        const std::size_t afterSpace = (c == U' ') ? i + 1 : i;
        const auto letter = [&](std::size_t k) { return unicode::isLetter(at(k)); };
        const auto number = [&](std::size_t k) { return unicode::isNumber(at(k)); };
        const auto space = [&](std::size_t k) { return unicode::isWhitespace(at(k)); };
        // ' ?\p{L}+', ' ?\p{N}+', ' ?[^\s\p{L}\p{N}]+': an optional space, then a run (the space is
        // given back when no run follows it, and the run is then tried from the space itself).
        if (end == i) {
            for (int kind = 0; kind < 3 && end == i; ++kind) {
                const auto belongs = [&](std::size_t k) {
                    return kind == 0 ? letter(k) : kind == 1 ? number(k) : other(k);
                };
                if (afterSpace < n && belongs(afterSpace))
                    end = runOf(afterSpace, belongs);
                else if (afterSpace != i && belongs(i))
                    end = runOf(i, belongs);
            }
        }
        // '\s+(?!\S)': a run of whitespace that is not followed by a non-space, giving back its last
        // character when it is; then '\s+'.
        if (end == i && space(i)) {
            const std::size_t run = runOf(i, space);
            end = (run == n || run - i < 2) ? run : run - 1;
        }
        if (end == i) // not reached: every character is whitespace, a letter, a number or other
            end = i + 1;
        pieces.emplace_back(i, end);
        i = end;
    }
    return pieces;
}

struct BytePairModel::Cache {
    static constexpr std::size_t kCapacity = 10000;
    static constexpr std::size_t kMaxBytes = 256;
    mutable std::shared_mutex mutex;
    std::unordered_map<std::string, std::vector<ModelToken>, StringHash, std::equal_to<>> words;
};

BytePairModel::BytePairModel(TokenVocabulary vocabulary, const std::vector<Merge> &merges, std::int32_t unknownId,
                             bool fuseUnknown, bool ignoreMerges)
    : m_vocabulary(std::move(vocabulary)), m_unknownId(unknownId), m_fuseUnknown(fuseUnknown),
      m_ignoreMerges(ignoreMerges), m_cache(std::make_unique<Cache>())
{
    for (unsigned b = 0; b < 256; ++b) {
        std::string text;
        appendUtf8(text, byteToChar()[b]);
        m_byteIds[b] = m_vocabulary.find(text).value_or(-1);
    }
    m_merges.reserve(merges.size());
    for (std::size_t rank = 0; rank < merges.size(); ++rank) {
        const Merge &m = merges[rank];
        const std::string joined = m_vocabulary.token(m.left) + m_vocabulary.token(m.right);
        const std::uint64_t key = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(m.left)) << 32)
                                  | static_cast<std::uint32_t>(m.right);
        // A pair listed twice keeps its last rank, as the engine's map does (the readers refuse it).
        m_merges[key] = {static_cast<std::uint32_t>(rank), m_vocabulary.find(joined).value_or(-1)};
    }
}

BytePairModel::~BytePairModel() = default;

void BytePairModel::tokenize(std::string_view bytes, std::vector<ModelToken> &out) const
{
    if (bytes.empty())
        return;
    if (bytes.size() < Cache::kMaxBytes) {
        std::shared_lock lock(m_cache->mutex);
        if (const auto it = m_cache->words.find(bytes); it != m_cache->words.end()) {
            out.insert(out.end(), it->second.begin(), it->second.end());
            return;
        }
    }
    const std::size_t firstNew = out.size();
    merge(bytes, out);
    if (bytes.size() < Cache::kMaxBytes) {
        std::unique_lock lock(m_cache->mutex);
        if (m_cache->words.size() < Cache::kCapacity)
            m_cache->words.emplace(
                std::string(bytes),
                std::vector<ModelToken>(out.begin() + static_cast<std::ptrdiff_t>(firstNew), out.end()));
    }
}

void BytePairModel::merge(std::string_view bytes, std::vector<ModelToken> &out) const
{
    // The width of each byte's character in the byte-level string (UTF-8 bytes): the engine's
    // offsets count these, which matters only when a byte has no token and is dropped.
    const auto width = [](unsigned char b) { return byteToChar()[b] < 0x80 ? 1u : 2u; };
    if (m_ignoreMerges) {
        std::string mapped;
        for (const char ch : bytes)
            appendUtf8(mapped, byteToChar()[static_cast<unsigned char>(ch)]);
        if (const auto id = m_vocabulary.find(mapped)) {
            out.push_back({*id, 0, static_cast<std::uint32_t>(mapped.size())});
            return;
        }
    }

    struct Symbol {
        std::int32_t id;
        std::int64_t prev;
        std::int64_t next;
        std::uint32_t length;
    };
    std::vector<Symbol> symbols;
    symbols.reserve(bytes.size());
    const auto add = [&](std::int32_t id, std::uint32_t length) {
        const auto count = static_cast<std::int64_t>(symbols.size());
        if (!symbols.empty())
            symbols.back().next = count;
        symbols.push_back({id, count - 1, -1, length});
    };
    std::optional<std::pair<std::int32_t, std::uint32_t>> pendingUnknown;
    for (const char ch : bytes) {
        const auto b = static_cast<unsigned char>(ch);
        const std::int32_t id = m_byteIds[b];
        if (id >= 0) {
            if (pendingUnknown) {
                add(pendingUnknown->first, pendingUnknown->second);
                pendingUnknown.reset();
            }
            add(id, width(b));
        } else if (m_unknownId >= 0) {
            if (pendingUnknown && m_fuseUnknown) {
                pendingUnknown->second += width(b);
            } else {
                if (pendingUnknown)
                    add(pendingUnknown->first, pendingUnknown->second);
                pendingUnknown = std::make_pair(m_unknownId, width(b));
            }
        }
    }
    if (pendingUnknown)
        add(pendingUnknown->first, pendingUnknown->second);

    struct Candidate {
        std::uint32_t rank;
        std::size_t pos;
        std::int32_t id;
        bool operator<(const Candidate &o) const // priority_queue's top is the lowest (rank, pos)
        {
            return rank != o.rank ? rank > o.rank : pos > o.pos;
        }
    };
    const auto lookup = [&](std::int32_t left, std::int32_t right) -> const MergeResult * {
        const std::uint64_t key =
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(left)) << 32) | static_cast<std::uint32_t>(right);
        const auto it = m_merges.find(key);
        return it == m_merges.end() ? nullptr : &it->second;
    };
    std::priority_queue<Candidate> queue;
    for (std::size_t i = 0; i + 1 < symbols.size(); ++i)
        if (const MergeResult *m = lookup(symbols[i].id, symbols[i + 1].id))
            queue.push({m->rank, i, m->id});
    while (!queue.empty()) {
        const Candidate top = queue.top();
        queue.pop();
        Symbol &left = symbols[top.pos];
        if (left.length == 0 || left.next < 0)
            continue;
        const auto nextPos = static_cast<std::size_t>(left.next);
        const Symbol right = symbols[nextPos];
        const MergeResult *current = lookup(left.id, right.id);
        if (current == nullptr || current->id != top.id)
            continue; // an entry that other merges made stale
        left.id = top.id;
        left.length += right.length;
        left.next = right.next;
        symbols[nextPos].length = 0;
        if (right.next >= 0 && static_cast<std::size_t>(right.next) < symbols.size())
            symbols[static_cast<std::size_t>(right.next)].prev = static_cast<std::int64_t>(top.pos);
        if (left.prev >= 0) {
            const auto prevPos = static_cast<std::size_t>(left.prev);
            if (const MergeResult *m = lookup(symbols[prevPos].id, left.id))
                queue.push({m->rank, prevPos, m->id});
        }
        if (left.next >= 0 && static_cast<std::size_t>(left.next) < symbols.size())
            if (const MergeResult *m = lookup(left.id, symbols[static_cast<std::size_t>(left.next)].id))
                queue.push({m->rank, top.pos, m->id});
    }
    std::uint32_t position = 0;
    for (const Symbol &s : symbols) {
        if (s.length == 0)
            continue;
        out.push_back({s.id, position, position + s.length});
        position += s.length;
    }
}

} // namespace isoscope::tokenizer
