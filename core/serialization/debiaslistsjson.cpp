#include "core/serialization/debiaslistsjson.h"

#include "core/base/datadir.h"
#include "core/serialization/json.h"

namespace isoscope {

namespace {

Result<std::vector<std::string>> readWordArray(const std::filesystem::path &path)
{
    auto json = parseJsonFile(path);
    if (!json)
        return json.error();
    const auto bad = [&](std::string detail) {
        return makeError(ErrorCode::BadSchema, std::move(detail), path.string());
    };
    if (!json->is_array())
        return bad("expected an array of words");
    std::vector<std::string> words;
    std::size_t index = 0;
    for (const Json &item : json.value()) {
        ++index;
        if (!item.is_string())
            return bad("item " + std::to_string(index) + " is not a word (a string)");
        const auto &word = item.get_ref<const std::string &>();
        if (word.empty())
            return makeError(ErrorCode::EmptyWord, "item " + std::to_string(index) + " is an empty word",
                             path.string());
        words.push_back(word);
    }
    return words;
}

Result<std::vector<DebiasLists::Pair>> readPairArray(const std::filesystem::path &path)
{
    auto json = parseJsonFile(path);
    if (!json)
        return json.error();
    const auto bad = [&](std::string detail) {
        return makeError(ErrorCode::BadSchema, std::move(detail), path.string());
    };
    if (!json->is_array())
        return bad("expected an array of word pairs");
    std::vector<DebiasLists::Pair> pairs;
    std::size_t index = 0;
    for (const Json &item : json.value()) {
        ++index;
        const std::string where = "pair " + std::to_string(index);
        if (!item.is_array() || item.size() != 2 || !item[0].is_string() || !item[1].is_string())
            return bad(where + " is not a pair of two words");
        const auto &a = item[0].get_ref<const std::string &>();
        const auto &b = item[1].get_ref<const std::string &>();
        if (a.empty() || b.empty())
            return makeError(ErrorCode::EmptyWord, where + " has an empty word", path.string());
        pairs.emplace_back(a, b);
    }
    return pairs;
}

} // namespace

Result<DebiasLists> readDebiasLists(const std::filesystem::path &folder)
{
    DebiasLists lists;
    auto definitional = readPairArray(folder / kDefinitionalPairsFile);
    if (!definitional)
        return definitional.error();
    auto equalize = readPairArray(folder / kEqualizePairsFile);
    if (!equalize)
        return equalize.error();
    auto specific = readWordArray(folder / kGenderSpecificFile);
    if (!specific)
        return specific.error();
    lists.definitional = std::move(definitional).value();
    lists.equalize = std::move(equalize).value();
    lists.genderSpecific = std::move(specific).value();
    if (lists.definitional.empty())
        return makeError(ErrorCode::EmptyFile, "no definitional pair", (folder / kDefinitionalPairsFile).string());
    return lists;
}

Result<DebiasLists> builtinDebiasLists()
{
    const auto data = findDataDirectory();
    if (!data)
        return makeError(ErrorCode::FileNotFound,
                         "the built-in data folder (with debias/) was not found; set ISOSCOPE_DATA_DIR");
    return readDebiasLists(*data / "debias");
}

} // namespace isoscope
