#pragma once

// Pieces of a text file, parsed by several threads: each piece's rows are parsed on any thread, in
// any order, and then taken in file order by the text reader (textreader.cpp). The threads are a
// lease of core's thread budget (core/base/threadbudget.h), taken by the reader; the pool keeps
// them for the whole file, so that a piece is handed over without starting a thread.

#include "core/io/textrows.h"

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

namespace isoscope::textparse {

// Whole lines of the file (the last piece may end without '\n') and, once parsed, their rows.
// Parsing only looks at the piece's own text and writes its own output, so pieces are parsed in
// any order and on any thread; the rows are then taken in file order.
struct TextChunk {
    std::unique_ptr<char[]> text;
    std::size_t capacity = 0;
    std::size_t size = 0;
    std::size_t begin = 0;            // the first byte to parse (after the header in the first piece)
    bool last = false;                // the file ends with this piece
    std::uint64_t fileBytesAtEnd = 0; // the file's bytes read when the piece was complete (progress)
    std::uint64_t streamStart = 0;    // offset of text[0] in the (unpacked) data

    std::unique_ptr<float[]> values; // rows x dims
    std::size_t valuesCapacity = 0;
    std::vector<std::string_view> words;
    std::vector<std::uint32_t> rowLines; // 0-based line of each row, counted from begin
    std::size_t lines = 0;               // lines from begin, blank ones included
    std::size_t nonBlank = 0;            // rows found, the wrong one and any after it included
    std::size_t wordsWithSpaces = 0;
    bool crlf = false;
    bool hasIssue = false; // the first wrong row, where parsing stopped
    RowParse issue;
    std::size_t issueLine = 0;
    bool outOfMemory = false;
    bool done = false; // guarded by the pool's mutex
};

/// Parses the piece's rows of dims numbers, stopping at the first wrong row (the rows after it are
/// only counted). Never throws: a failed allocation sets outOfMemory.
void parseChunk(TextChunk &chunk, std::size_t dims);

// Threads that parse pieces handed to them; with one thread, pieces are parsed on submission by
// the calling thread. The destructor waits for the threads, which never throw.
class ParsePool
{
public:
    ParsePool(unsigned threads, std::size_t dims) : m_dims(dims)
    {
        if (threads > 1) {
            m_threads.reserve(threads);
            for (unsigned i = 0; i < threads; ++i)
                m_threads.emplace_back([this] { work(); });
        }
    }

    ~ParsePool()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_workAvailable.notify_all();
        for (auto &thread : m_threads)
            thread.join();
    }

    ParsePool(const ParsePool &) = delete;
    ParsePool &operator=(const ParsePool &) = delete;

    void submit(TextChunk *chunk)
    {
        if (m_threads.empty()) {
            parseChunk(*chunk, m_dims);
            chunk->done = true;
            return;
        }
        {
            std::lock_guard lock(m_mutex);
            chunk->done = false;
            m_queue.push_back(chunk);
        }
        m_workAvailable.notify_one();
    }

    void wait(TextChunk *chunk)
    {
        if (m_threads.empty())
            return;
        std::unique_lock lock(m_mutex);
        m_chunkDone.wait(lock, [chunk] { return chunk->done; });
    }

private:
    void work()
    {
        for (;;) {
            TextChunk *chunk = nullptr;
            {
                std::unique_lock lock(m_mutex);
                m_workAvailable.wait(lock, [this] { return m_stop || !m_queue.empty(); });
                if (m_stop)
                    return;
                chunk = m_queue.front();
                m_queue.pop_front();
            }
            parseChunk(*chunk, m_dims);
            {
                std::lock_guard lock(m_mutex);
                chunk->done = true;
            }
            m_chunkDone.notify_all();
        }
    }

    std::size_t m_dims;
    std::vector<std::thread> m_threads;
    std::mutex m_mutex;
    std::condition_variable m_workAvailable;
    std::condition_variable m_chunkDone;
    std::deque<TextChunk *> m_queue;
    bool m_stop = false;
};

} // namespace isoscope::textparse
