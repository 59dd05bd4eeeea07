#include "core/io/textchunks.h"

#include <cstring>
#include <new>

namespace isoscope::textparse {

void parseChunk(TextChunk &chunk, std::size_t dims)
{
    chunk.words.clear();
    chunk.rowLines.clear();
    chunk.lines = chunk.nonBlank = chunk.wordsWithSpaces = 0;
    chunk.crlf = chunk.hasIssue = chunk.outOfMemory = false;
    try {
        // A row takes at least 2 (dims + 1) bytes with its '\n' (one less without), so this is room
        // for every row plus a wrong one; pages never written cost nothing.
        const std::size_t bytes = chunk.size - chunk.begin;
        const std::size_t maxRows = (bytes + 1) / (2 * dims + 2) + 1;
        if (maxRows * dims > chunk.valuesCapacity) {
            chunk.values.reset();
            chunk.values.reset(new float[maxRows * dims]);
            chunk.valuesCapacity = maxRows * dims;
        }
        const char *p = chunk.text.get() + chunk.begin;
        const char *const end = chunk.text.get() + chunk.size;
        while (p != end) {
            const char *newline = static_cast<const char *>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
            const char *const lineEnd = newline != nullptr ? newline : end;
            std::string_view line = trimLine(std::string_view(p, static_cast<std::size_t>(lineEnd - p)), chunk.crlf);
            p = newline != nullptr ? newline + 1 : end;
            const std::size_t lineIndex = chunk.lines++;
            if (line.empty())
                continue;
            ++chunk.nonBlank;
            if (chunk.hasIssue)
                continue; // rows after a wrong one are only counted
            const RowParse row = parseRow(line, dims, chunk.values.get() + chunk.words.size() * dims);
            if (row.issue != RowParse::Issue::None) {
                chunk.hasIssue = true;
                chunk.issue = row;
                chunk.issueLine = lineIndex;
                continue;
            }
            if (row.wordHasSpaces)
                ++chunk.wordsWithSpaces;
            chunk.words.push_back(row.word);
            chunk.rowLines.push_back(static_cast<std::uint32_t>(lineIndex));
        }
    } catch (const std::bad_alloc &) {
        chunk.outOfMemory = true;
    }
}

} // namespace isoscope::textparse
