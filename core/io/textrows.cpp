#include "core/io/textrows.h"

#include "core/base/textcase.h"
#include "core/io/embeddingbuilder.h"

#include <algorithm>

namespace isoscope::textparse {

namespace {

RowParse checkWord(RowParse row)
{
    if (!isValidUtf8(row.word))
        row.issue = RowParse::Issue::InvalidUtf8;
    return row;
}

} // namespace

std::vector<std::string_view> splitFields(std::string_view line)
{
    std::vector<std::string_view> fields;
    const char *p = line.data();
    const char *const end = p + line.size();
    while (p != end) {
        while (p != end && isSeparator(*p))
            ++p;
        if (p == end)
            break;
        fields.push_back(tokenAt(p, end));
        p = fields.back().data() + fields.back().size();
    }
    return fields;
}

// The slow path of parseRow, taken only for rows that are wrong or unusual: finds the first problem
// in reading order, or reads a row whose word contains spaces.
RowParse diagnoseRow(std::string_view line, std::size_t dims, float *out)
{
    RowParse row;
    const std::vector<std::string_view> fields = splitFields(line);
    row.word = fields.front();
    const std::size_t numbers = fields.size() - 1;

    if (numbers > dims) {
        // A word with spaces: the last `dims` fields are numbers and some field before them is not.
        const std::size_t extra = numbers - dims;
        const bool wordPartIsText =
            std::any_of(fields.begin() + 1, fields.begin() + 1 + static_cast<std::ptrdiff_t>(extra),
                        [](std::string_view f) { return !isNumber(f); });
        const bool tailIsNumbers = std::all_of(fields.begin() + 1 + static_cast<std::ptrdiff_t>(extra), fields.end(),
                                               [](std::string_view f) { return isNumber(f); });
        if (wordPartIsText && tailIsNumbers) {
            const std::string_view last = fields[extra];
            row.word = line.substr(0, static_cast<std::size_t>(last.data() + last.size() - line.data()));
            row.wordHasSpaces = true;
            for (std::size_t k = 0; k < dims; ++k) {
                const std::string_view f = fields[extra + 1 + k];
                parseNumber(f.data(), f.data() + f.size(), out[k]);
                if (!std::isfinite(out[k])) {
                    row.issue = RowParse::Issue::NonFinite;
                    row.token = f;
                    return row;
                }
            }
            row.found = dims;
            return checkWord(row);
        }
    }
    for (std::size_t i = 1; i < fields.size(); ++i) {
        float value = 0;
        if (parseNumber(fields[i].data(), fields[i].data() + fields[i].size(), value) == nullptr) {
            row.issue = RowParse::Issue::NotANumber;
            row.token = fields[i];
            return row;
        }
        if (!std::isfinite(value)) {
            row.issue = RowParse::Issue::NonFinite;
            row.token = fields[i];
            return row;
        }
    }
    row.found = numbers;
    if (numbers != dims)
        row.issue = RowParse::Issue::WrongCount;
    return checkWord(row);
}

// Reads "word v1 ... vD" into out[0..D). The line is not empty and has no '\n', '\r' or trailing
// separator. The fast path below handles well-formed rows without allocating.
RowParse parseRow(std::string_view line, std::size_t dims, float *out)
{
    RowParse row;
    const char *const begin = line.data();
    const char *const end = begin + line.size();
    if (isSeparator(*begin)) {
        row.issue = RowParse::Issue::EmptyWord;
        return row;
    }
    const char *p = begin;
    while (p != end && !isSeparator(*p))
        ++p;
    row.word = std::string_view(begin, static_cast<std::size_t>(p - begin));
    std::size_t k = 0;
    for (;;) {
        while (p != end && isSeparator(*p))
            ++p;
        if (p == end)
            break;
        if (k == dims)
            return diagnoseRow(line, dims, out);
        const char *q = parseNumber(p, end, out[k]);
        if (q == nullptr || !std::isfinite(out[k]))
            return diagnoseRow(line, dims, out);
        ++k;
        p = q;
    }
    if (k != dims)
        return diagnoseRow(line, dims, out);
    row.found = k;
    return checkWord(row);
}

// The first GloVe row decides the dimension, so it is read into a growing vector.
RowParse parseFirstRow(std::string_view line, std::vector<float> &values)
{
    RowParse row;
    if (isSeparator(line.front())) {
        row.issue = RowParse::Issue::EmptyWord;
        return row;
    }
    const char *const end = line.data() + line.size();
    row.word = tokenAt(line.data(), end);
    const char *p = row.word.data() + row.word.size();
    for (;;) {
        while (p != end && isSeparator(*p))
            ++p;
        if (p == end)
            break;
        if (values.size() == kMaxDims) { // stop before a corrupt line fills memory
            row.issue = RowParse::Issue::TooManyDims;
            return row;
        }
        float value = 0;
        const char *q = parseNumber(p, end, value);
        if (q == nullptr || !std::isfinite(value)) {
            row.issue = q == nullptr ? RowParse::Issue::NotANumber : RowParse::Issue::NonFinite;
            row.token = tokenAt(p, end);
            return row;
        }
        values.push_back(value);
        p = q;
    }
    row.found = values.size();
    if (values.empty()) {
        row.issue = RowParse::Issue::WrongCount;
        return row;
    }
    return checkWord(row);
}

bool isIntegerToken(std::string_view token)
{
    if (!token.empty() && token.front() == '-')
        token.remove_prefix(1);
    return !token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace isoscope::textparse
