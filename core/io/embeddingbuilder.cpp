#include "core/io/embeddingbuilder.h"

#include "core/base/hugepages.h"
#include "core/base/textcase.h"

#include <algorithm>
#include <cstdio>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace isoscope {

namespace {

constexpr std::size_t kMaxDuplicateExamples = 20;
constexpr std::size_t kMaxQuotedBytes = 40;

} // namespace

std::string escapeInvalidUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        std::size_t len = 1;
        if (b >= 0xF0)
            len = 4;
        else if (b >= 0xE0)
            len = 3;
        else if (b >= 0xC0)
            len = 2;
        const std::string_view piece = text.substr(i, len);
        if ((b >= 0x20 && b < 0x7F) || (b >= 0x80 && piece.size() == len && isValidUtf8(piece))) {
            out.append(piece);
            i += len;
            continue;
        }
        static constexpr char hex[] = "0123456789ABCDEF";
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 0xF];
        ++i;
    }
    return out;
}

std::string shortened(std::string_view text, std::size_t limit)
{
    if (text.size() <= limit)
        return escapeInvalidUtf8(text);
    std::size_t cut = limit;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return escapeInvalidUtf8(text.substr(0, cut)) + "...";
}

std::string quote(std::string_view token)
{
    return "'" + shortened(token, kMaxQuotedBytes) + "'";
}

std::string counted(std::size_t n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string sizeText(std::uint64_t bytes)
{
    char text[32];
    if (bytes >= (std::uint64_t(1) << 30))
        std::snprintf(text, sizeof text, "%.1f GiB", double(bytes) / double(std::uint64_t(1) << 30));
    else
        std::snprintf(text, sizeof text, "%.0f MiB", double(bytes) / double(kMiB));
    return text;
}

std::uint64_t physicalMemoryBytes()
{
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        return std::uint64_t(pages) * std::uint64_t(pageSize);
#endif
    return 0;
}

EmbeddingBuilder::~EmbeddingBuilder()
{
    stopPrefault();
}

Result<void> EmbeddingBuilder::reserve(std::size_t rows, bool exact)
{
    rows = std::max(rows, m_rows + 1);
    if (rows <= m_capacity)
        return {};
    stopPrefault(); // never while the matrix may move
    const std::uint64_t bytes = std::uint64_t(rows) * m_dims * sizeof(float);
    const std::uint64_t memory = physicalMemoryBytes();
    if (memory != 0 && bytes > memory)
        return makeError(ErrorCode::OutOfMemory,
                         counted(rows, "vector", "vectors") + " of " + std::to_string(m_dims) + " floats need "
                             + sizeText(bytes) + ", more than the " + sizeText(memory) + " of this computer",
                         m_fileName);
    try {
        // For a row-major matrix whose column count stays, Eigen grows with realloc, which moves
        // the pages of a large block instead of copying them.
        m_vectors.conservativeResize(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(m_dims));
    } catch (const std::bad_alloc &) {
        return makeError(ErrorCode::OutOfMemory, "not enough memory for the vectors (" + sizeText(bytes) + ")",
                         m_fileName);
    }
    m_capacity = rows;
    // A matrix of hundreds of MiB then takes a few hundred page faults instead of tens of
    // thousands (a fifth of the reading time).
    adviseHugePages(m_vectors.data(), static_cast<std::size_t>(bytes));
    if (exact)
        startPrefault(bytes);
    return {};
}

void EmbeddingBuilder::startPrefault(std::uint64_t bytes)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    // MADV_POPULATE_WRITE (Linux 5.14) maps and zeroes the pages without writing to them, so it may
    // run while the reader fills the same memory; on an older kernel it fails at once and the
    // reader faults the pages in itself, as before.
    const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    const auto begin = reinterpret_cast<std::uintptr_t>(m_vectors.data());
    const std::uintptr_t first = (begin + page - 1) & ~(page - 1);
    const std::uintptr_t last = (begin + bytes) & ~(page - 1);
    if (last <= first || bytes < (std::uint64_t(64) << 20)) // small matrices fault in a moment
        return;
    m_stopPrefault = false;
    // Only when the budget has a thread to spare: faulting the pages in saves the reader time, and
    // the reader faults them in itself when nobody did.
    m_prefault = std::make_unique<HelperTask>(
        [this, first, last] {
            constexpr std::uintptr_t step = std::uintptr_t(32) << 20;
            for (std::uintptr_t at = first; at < last && !m_stopPrefault.load(std::memory_order_relaxed); at += step)
                if (madvise(reinterpret_cast<void *>(at), std::min(step, last - at), MADV_POPULATE_WRITE) != 0)
                    break;
        },
        HelperTask::WithoutThread::Skip);
#else
    (void)bytes;
#endif
}

void EmbeddingBuilder::stopPrefault()
{
    if (!m_prefault)
        return;
    m_stopPrefault = true;
    m_prefault.reset(); // waits for a helper thread
}

bool EmbeddingBuilder::commit(std::string_view word, std::size_t position)
{
    if (position > m_lastPosition + 1)
        noteSkipped(m_lastPosition + 1, position - m_lastPosition - 1);
    m_lastPosition = position;
    if (m_vocabulary.add(word)) {
        ++m_rows;
        return true;
    }
    ++m_duplicateCount;
    if (m_duplicateExamples.size() < kMaxDuplicateExamples) {
        const std::size_t first = positionOfRow(*m_vocabulary.find(word));
        const bool lines = m_unit == Unit::Line;
        m_duplicateExamples.push_back(std::string(word) + (lines ? " (line " : " (row ") + std::to_string(position)
                                      + (lines ? ", first on line " : ", first in row ") + std::to_string(first) + ")");
    }
    noteSkipped(position, 1);
    return false;
}

void EmbeddingBuilder::skip(std::size_t position)
{
    if (position <= m_lastPosition)
        return;
    noteSkipped(m_lastPosition + 1, position - m_lastPosition);
    m_lastPosition = position;
}

void EmbeddingBuilder::noteSkipped(std::size_t first, std::size_t count)
{
    // Once the examples are complete, no position is needed any more.
    if (m_duplicateExamples.size() >= kMaxDuplicateExamples || count == 0)
        return;
    if (!m_skipped.empty() && m_skipped.back().first + m_skipped.back().second == first)
        m_skipped.back().second += count;
    else
        m_skipped.emplace_back(first, count);
}

std::size_t EmbeddingBuilder::positionOfRow(std::size_t row) const
{
    std::size_t position = row + 1;
    for (const auto &[start, length] : m_skipped) {
        if (start > position)
            break;
        position += length;
    }
    return position;
}

LoadedEmbedding EmbeddingBuilder::finish(ReadReport report)
{
    stopPrefault();
    if (m_rows < m_capacity)
        m_vectors.conservativeResize(static_cast<Eigen::Index>(m_rows), static_cast<Eigen::Index>(m_dims));
    report.duplicateCount = m_duplicateCount;
    report.duplicateExamples = std::move(m_duplicateExamples);
    return LoadedEmbedding{EmbeddingSet(std::move(m_vocabulary), std::move(m_vectors)), std::move(report), {}};
}

} // namespace isoscope
