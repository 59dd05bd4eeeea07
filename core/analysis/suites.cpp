#include "core/analysis/suites.h"

#include <map>
#include <set>
#include <utility>

namespace isoscope {

std::string_view roleName(WordSetRole role)
{
    switch (role) {
    case WordSetRole::X: return "X";
    case WordSetRole::Y: return "Y";
    case WordSetRole::A: return "A";
    case WordSetRole::B: return "B";
    }
    return "?";
}

namespace {

std::string inQuotes(std::string_view s)
{
    return "\"" + std::string(s) + "\"";
}

} // namespace

Result<std::vector<WeatSuite>> selectSuites(const std::vector<WeatSuite> &suites, const std::vector<std::string> &ids)
{
    std::vector<WeatSuite> selected;
    selected.reserve(ids.size());
    for (const auto &id : ids) {
        const WeatSuite *match = nullptr;
        for (const auto &suite : suites) {
            if (suite.id == id) {
                match = &suite;
                break;
            }
        }
        if (!match) {
            std::string known;
            for (const auto &suite : suites)
                known += (known.empty() ? "" : ", ") + suite.id;
            return makeError(ErrorCode::InvalidArgument,
                             "unknown suite id " + inQuotes(id) + " (known: " + (known.empty() ? "none" : known) + ")",
                             {}, 0, id);
        }
        selected.push_back(*match);
    }
    return selected;
}

std::vector<std::string> suiteWords(const std::vector<WeatSuite> &suites)
{
    std::vector<std::string> words;
    std::set<std::string> seen;
    for (const WeatSuite &suite : suites)
        for (const WordSet &set : suite.sets)
            for (const std::string &word : set.words)
                if (seen.insert(word).second)
                    words.push_back(word);
    return words;
}

} // namespace isoscope
