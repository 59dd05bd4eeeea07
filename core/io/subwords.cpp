#include "core/io/subwords.h"

#include <fasttext/args.h>
#include <fasttext/dictionary.h>

#include <cstdint>
#include <cstring>
#include <exception>
#include <sstream>
#include <vector>

namespace isoscope {

namespace {

class FastTextSubwords final : public SubwordSource
{
public:
    FastTextSubwords(SubwordTable table, std::shared_ptr<fasttext::Args> args,
                     std::unique_ptr<fasttext::Dictionary> dictionary)
        : m_table(std::move(table)), m_args(std::move(args)), m_dictionary(std::move(dictionary))
    {}

    std::optional<std::vector<float>> vectorOf(std::string_view word) const override
    {
        if (m_table.maxLength <= 0 || word.empty() || word == fasttext::Dictionary::EOS)
            return std::nullopt;
        // fastText's own cutting and hashing; its dictionary holds no words, so the ids it gives
        // are n-gram rows counted from 0 (fastText's input rows nwords + id).
        std::vector<std::int32_t> ids;
        m_dictionary->computeSubwords(fasttext::Dictionary::BOW + std::string(word) + fasttext::Dictionary::EOW, ids);
        if (ids.empty())
            return std::nullopt;
        const std::size_t d = m_table.vectors->dims();
        std::vector<std::size_t> rows;
        rows.reserve(ids.size());
        for (const std::int32_t id : ids) {
            if (id < 0 || static_cast<std::size_t>(id) >= m_table.vectors->rows())
                throw StorageError("the subword table is inconsistent: n-gram row " + std::to_string(id)
                                   + " of a model with " + std::to_string(m_table.vectors->rows()));
            rows.push_back(static_cast<std::size_t>(id));
        }
        std::vector<float> pieces(rows.size() * d);
        m_table.vectors->read(rows, pieces.data());
        // As FastText::getWordVector: Vector::zero, addRow per n-gram in order, mul(1.0 / count).
        std::vector<float> vector(d, 0.0f);
        for (std::size_t k = 0; k < rows.size(); ++k)
            for (std::size_t j = 0; j < d; ++j)
                vector[j] += pieces[k * d + j];
        const auto scale = static_cast<float>(1.0 / static_cast<double>(rows.size()));
        for (float &value : vector)
            value *= scale;
        return vector;
    }

    std::size_t rows() const override { return m_table.vectors->rows(); }
    int minLength() const override { return m_table.minLength; }
    int maxLength() const override { return m_table.maxLength; }

private:
    SubwordTable m_table;
    std::shared_ptr<fasttext::Args> m_args;
    std::unique_ptr<fasttext::Dictionary> m_dictionary;
};

template <typename T>
T fieldAt(const std::string &bytes, std::size_t offset)
{
    T value{};
    if (offset + sizeof(T) <= bytes.size())
        std::memcpy(&value, bytes.data() + offset, sizeof(T));
    return value;
}

} // namespace

Result<std::shared_ptr<const SubwordSource>> makeFastTextSubwords(const SubwordTable &table)
{
    const auto bad = [](std::string detail) {
        return makeError(ErrorCode::UnsupportedFormat, "the fastText subword table " + std::move(detail));
    };
    if (!table.vectors)
        return bad("has no n-gram vectors");
    // The dictionary must hold no words (header: size, nwords, nlabels int32, ntokens and the
    // pruned-index size int64), and its pruned index fit the bytes after the header, before
    // fastText allocates anything for it.
    constexpr std::size_t kHeader = 3 * sizeof(std::int32_t) + 2 * sizeof(std::int64_t);
    const auto words = fieldAt<std::int32_t>(table.dictionary, 0);
    const auto pruned = fieldAt<std::int64_t>(table.dictionary, kHeader - sizeof(std::int64_t));
    if (table.dictionary.size() < kHeader || words != 0 || pruned < -1
        || (pruned > 0 && table.dictionary.size() - kHeader != static_cast<std::size_t>(pruned) * 8))
        return bad("is damaged (its dictionary)");
    try {
        auto args = std::make_shared<fasttext::Args>();
        std::istringstream argsIn(table.args);
        argsIn.exceptions(std::ios::failbit | std::ios::badbit | std::ios::eofbit);
        args->load(argsIn);
        if (args->minn != table.minLength || args->maxn != table.maxLength || args->maxn < 0
            || (args->maxn > 0 && args->bucket <= 0) || static_cast<std::size_t>(args->dim) != table.vectors->dims())
            return bad("does not match its settings");
        std::istringstream dictionaryIn(table.dictionary);
        dictionaryIn.exceptions(std::ios::failbit | std::ios::badbit | std::ios::eofbit);
        auto dictionary = std::make_unique<fasttext::Dictionary>(args, dictionaryIn);
        std::shared_ptr<const SubwordSource> source =
            std::make_shared<FastTextSubwords>(table, std::move(args), std::move(dictionary));
        return source;
    } catch (const std::exception &e) {
        return bad(std::string("cannot be read (") + e.what() + ")");
    }
}

} // namespace isoscope
