#include "core/extraction/checkpoint.h"

#include "core/base/contenthash.h"
#include "core/base/files.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <system_error>

namespace isoscope::extraction {

namespace {

constexpr std::string_view kMagic = "ISOSCOPE-EXTRACTION-PART-1\n";
constexpr std::string_view kPrefix = "part-";
constexpr std::string_view kSuffix = ".bin";

template <typename T>
void put(std::string &out, const T &value)
{
    out.append(reinterpret_cast<const char *>(&value), sizeof value);
}

template <typename T>
void putAll(std::string &out, const std::vector<T> &values)
{
    out.append(reinterpret_cast<const char *>(values.data()), values.size() * sizeof(T));
}

// Reads what put wrote, refusing to read past the end.
class Reader
{
public:
    explicit Reader(std::string_view bytes) : m_bytes(bytes) {}
    template <typename T>
    bool get(T &value)
    {
        if (m_bytes.size() - m_at < sizeof value)
            return false;
        std::memcpy(&value, m_bytes.data() + m_at, sizeof value);
        m_at += sizeof value;
        return true;
    }
    template <typename T>
    bool getAll(std::vector<T> &values, std::size_t count)
    {
        if ((m_bytes.size() - m_at) / sizeof(T) < count)
            return false;
        values.resize(count);
        std::memcpy(values.data(), m_bytes.data() + m_at, count * sizeof(T));
        m_at += count * sizeof(T);
        return true;
    }
    bool atEnd() const { return m_at == m_bytes.size(); }

private:
    std::string_view m_bytes;
    std::size_t m_at = 0;
};

} // namespace

Checkpoint::Checkpoint(std::filesystem::path folder, std::uint64_t keyDigest, std::size_t words, std::size_t dims)
    : m_folder(std::move(folder)), m_keyDigest(keyDigest), m_words(words), m_dims(dims)
{}

std::filesystem::path Checkpoint::partFile(std::uint64_t begin) const
{
    char name[32];
    std::snprintf(name, sizeof name, "%012llu", static_cast<unsigned long long>(begin));
    return m_folder / (std::string(kPrefix) + name + std::string(kSuffix));
}

std::string encodePart(const CheckpointPart &part, std::uint64_t keyDigest, std::size_t words, std::size_t dims)
{
    std::string out(kMagic);
    put(out, keyDigest);
    put(out, static_cast<std::uint64_t>(words));
    put(out, static_cast<std::uint64_t>(dims));
    put(out, part.begin);
    put(out, part.end);
    put(out, part.tooLong);
    put(out, static_cast<std::uint64_t>(part.uses.size()));
    for (const auto &use : part.uses) {
        put(out, use.word);
        putAll(out, use.mean);
    }
    put(out, static_cast<std::uint64_t>(part.reference.size()));
    for (const auto &row : part.reference) {
        put(out, row.row);
        putAll(out, row.values);
    }
    ContentHash hash;
    hash.add(out.data(), out.size());
    put(out, hash.digest());
    return out;
}

std::optional<CheckpointPart> decodePart(std::string_view bytes, std::uint64_t keyDigest, std::size_t words,
                                         std::size_t dims)
{
    if (bytes.size() < kMagic.size() + sizeof(std::uint64_t) || bytes.substr(0, kMagic.size()) != kMagic)
        return std::nullopt;
    const std::string_view body = bytes.substr(0, bytes.size() - sizeof(std::uint64_t));
    std::uint64_t stored = 0;
    std::memcpy(&stored, bytes.data() + body.size(), sizeof stored);
    ContentHash hash;
    hash.add(body.data(), body.size());
    if (hash.digest() != stored)
        return std::nullopt;
    Reader in(body.substr(kMagic.size()));
    std::uint64_t key = 0, wordCount = 0, dimCount = 0, uses = 0, rows = 0;
    CheckpointPart part;
    if (!in.get(key) || !in.get(wordCount) || !in.get(dimCount) || key != keyDigest || wordCount != words
        || dimCount != dims || !in.get(part.begin) || !in.get(part.end) || !in.get(part.tooLong)
        || part.end < part.begin || !in.get(uses))
        return std::nullopt;
    for (std::uint64_t u = 0; u < uses; ++u) {
        CheckpointPart::WordUse use;
        if (!in.get(use.word) || use.word >= words || !in.getAll(use.mean, dims))
            return std::nullopt;
        part.uses.push_back(std::move(use));
    }
    if (!in.get(rows))
        return std::nullopt;
    for (std::uint64_t r = 0; r < rows; ++r) {
        CheckpointPart::ReferenceRow row;
        if (!in.get(row.row) || !in.getAll(row.values, dims))
            return std::nullopt;
        part.reference.push_back(std::move(row));
    }
    if (!in.atEnd())
        return std::nullopt;
    return part;
}

Result<void> Checkpoint::write(const CheckpointPart &part) const
{
    std::error_code error;
    std::filesystem::create_directories(m_folder, error);
    if (error)
        return writeError(error.value(), "making the extraction's checkpoint folder", m_folder);
    return writeFileAtomically(partFile(part.begin), encodePart(part, m_keyDigest, m_words, m_dims));
}

std::vector<CheckpointPart> Checkpoint::read() const
{
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (std::filesystem::directory_iterator it(m_folder, error), end; !error && it != end; it.increment(error)) {
        const std::string name = it->path().filename().string();
        if (name.size() == kPrefix.size() + 12 + kSuffix.size() && name.rfind(kPrefix, 0) == 0
            && name.compare(name.size() - kSuffix.size(), kSuffix.size(), kSuffix) == 0)
            files.push_back(it->path());
    }
    std::sort(files.begin(), files.end()); // zero-padded: name order is sentence order

    std::vector<CheckpointPart> parts;
    std::uint64_t next = 0;
    std::size_t kept = 0;
    for (; kept < files.size(); ++kept) {
        auto bytes = readWholeFile(files[kept]);
        if (!bytes)
            break;
        auto part = decodePart(bytes.value(), m_keyDigest, m_words, m_dims);
        if (!part || part->begin != next || part->end <= part->begin || files[kept] != partFile(part->begin))
            break;
        next = part->end;
        parts.push_back(std::move(*part));
    }
    for (std::size_t i = kept; i < files.size(); ++i)
        std::filesystem::remove(files[i], error);
    return parts;
}

void Checkpoint::remove() const
{
    std::error_code error;
    std::filesystem::remove_all(m_folder, error);
}

} // namespace isoscope::extraction
