#include "core/stats/similarity.h"

#include "core/base/files.h"
#include "core/base/random.h"
#include "core/base/textcase.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <numeric>
#include <sstream>
#include <system_error>
#include <unordered_set>

namespace isoscope {

namespace {

std::string_view trimSpaces(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    return text;
}

// The tab-separated fields of a line, with the spaces around each trimmed or (trim false) as written.
std::vector<std::string_view> splitTabs(std::string_view line, bool trim = true)
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t tab = line.find('\t', start);
        const std::string_view field = line.substr(start, tab == std::string_view::npos ? tab : tab - start);
        fields.push_back(trim ? trimSpaces(field) : field);
        if (tab == std::string_view::npos)
            return fields;
        start = tab + 1;
    }
}

enum class NumberStatus { Ok, NotANumber, OutOfRange };

// std::from_chars rather than strtod/stod: independent of the user's locale (a German locale
// would otherwise read "6.77" as 6), and it must consume the whole field so that "6.7x" is an error.
NumberStatus parseNumber(std::string_view text, double &value)
{
    if (!text.empty() && text.front() == '+') // from_chars rejects a leading '+', people write it
        text.remove_prefix(1);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || end != text.data() + text.size() || (ec != std::errc() && ec != std::errc::result_out_of_range))
        return NumberStatus::NotANumber;
    return ec == std::errc::result_out_of_range ? NumberStatus::OutOfRange : NumberStatus::Ok;
}

bool isBlank(std::string_view line)
{
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

// NaN compares false with everything, which breaks std::sort's strict weak ordering; order it
// after every number instead (and equal to other NaNs) so that ranking is always well defined.
bool lessNanLast(double a, double b)
{
    if (std::isnan(a))
        return false;
    if (std::isnan(b))
        return true;
    return a < b;
}

bool sameRankValue(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

std::vector<std::size_t> sortedOrder(const std::vector<double> &values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&values](std::size_t i, std::size_t j) { return lessNanLast(values[i], values[j]); });
    return order;
}

std::optional<double> pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    const auto n = static_cast<double>(x.size());
    const double meanX = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double meanY = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double dx = x[i] - meanX;
        const double dy = y[i] - meanY;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if (sxx == 0 || syy == 0)
        return std::nullopt;
    return std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
}

// --- The bootstrap's fast path ---------------------------------------------------------------
//
// A resample is a multiset of pairs, i.e. a multiplicity c_i for each pair with sum c_i = n.
// Duplicates of a pair tie in every variable, so in the resample a tie group g of a variable
// (pairs with equal values in the full data) holds C_g = sum of its c_i items and, after the
// groups before it (cum items), spans ranks cum+1 .. cum+C_g: its average rank is
// cum + (C_g + 1) / 2. Walking each variable's sorted order once therefore gives the resample's
// average ranks in O(n), with no sort per resample, and Spearman's rho is the Pearson
// correlation of those ranks weighted by c_i.
//
// Ranks are kept doubled and centred, v_g = 2 r - (n + 1) = 2 cum + C_g - n: integers whose
// weighted mean is exactly 0 (average ranks always sum to n (n + 1) / 2), so the correlation
// needs no means and its sums are exact in 64-bit integers: rho is exact up to the final
// division and square root, whatever the ties. The sum of squares needs no walk at all: without
// ties, sum_j (2j - n - 1)^2 = (n^3 - n) / 3, and a tie group of C items lowers it by
// (C^3 - C) / 3 (its C ranks replaced by their mean); both are whole numbers.
//
// Pairs are relabelled by their position in the human order, so that the human walk (which
// leaves c_i h_i per pair for the cross sums of the two others) reads and writes in sequence.
// Loops are branch-free: human scores tie in groups of every size, and a branch on a group's
// size would be mispredicted all the time.

constexpr std::size_t kMaxPairs = 1000000; // n^3 < 2^63: the integer sums below cannot overflow
constexpr std::size_t kProgressBatch = 500;
// A delta* this close to 0 counts as 0 in both tails. Equal rhos from identical ranks are equal
// to the bit, but equal rhos from different sums (small, tied data) can differ in the last bit.
constexpr double kZeroDelta = 1e-12;

std::int64_t squaresFromTies(std::int64_t n, std::int64_t ties)
{
    return (n * n * n - n - ties) / 3;
}

// One variable's sorted order and tie groups, computed once per comparison, with scratch space
// for the walks. (The walks use plain pointers: with vectors, GCC reloads their data pointers
// in every iteration.)
struct RankWalk {
    std::vector<std::uint32_t> order;   ///< pair labels, sorted by value
    std::vector<std::uint32_t> starts;  ///< start of each tie group in order, then n
    std::vector<std::uint32_t> groupOf; ///< position in order -> its tie group
    std::vector<std::int64_t> before;   ///< scratch: resample items before each position, then n
    std::vector<std::int64_t> value;    ///< scratch: v_g of each group in the resample

    RankWalk(const std::vector<double> &values, const std::vector<std::uint32_t> &label)
    {
        const std::vector<std::size_t> sorted = sortedOrder(values);
        for (std::size_t k = 0; k < sorted.size(); ++k) {
            if (k == 0 || !sameRankValue(values[sorted[k]], values[sorted[k - 1]]))
                starts.push_back(static_cast<std::uint32_t>(k));
            order.push_back(label.empty() ? static_cast<std::uint32_t>(sorted[k]) : label[sorted[k]]);
            groupOf.push_back(static_cast<std::uint32_t>(starts.size() - 1));
        }
        starts.push_back(static_cast<std::uint32_t>(sorted.size()));
        before.resize(sorted.size() + 1);
        value.resize(starts.size() - 1);
    }

    bool tied() const { return starts.size() < order.size() + 1; }

    // Fills value[g] for the resample with multiplicities count (indexed by label); returns the
    // sum of C^3 - C over the groups. pairTies, if given, receives the sum of c^3 - c over the
    // pairs (the human walk computes it for the others on the way: one pass less over count).
    std::int64_t groupValues(const std::int64_t *count, std::int64_t n, std::int64_t *pairTies = nullptr)
    {
        const std::size_t size = order.size();
        const std::uint32_t *sortedLabel = order.data();
        std::int64_t *itemsBefore = before.data();
        std::int64_t cum = 0, duplicates = 0;
        for (std::size_t k = 0; k < size; ++k) {
            const std::int64_t c = count[sortedLabel[k]];
            itemsBefore[k] = cum;
            cum += c;
            duplicates += c * c * c - c;
        }
        itemsBefore[size] = cum;
        if (pairTies)
            *pairTies = duplicates;

        const std::uint32_t *groupStart = starts.data();
        std::int64_t *groupValue = value.data();
        std::int64_t ties = 0;
        for (std::size_t g = 0; g + 1 < starts.size(); ++g) {
            const std::int64_t first = itemsBefore[groupStart[g]], last = itemsBefore[groupStart[g + 1]];
            groupValue[g] = first + last - n; // 2 cum + C - n
            ties += (last - first) * (last - first) * (last - first) - (last - first);
        }
        return ties;
    }
};

// The human walk: its labels are its positions, so order[k] == k. Leaves weightedHuman[k] =
// c_k h_k and pairTies; returns sum c h^2.
std::int64_t walkHuman(RankWalk &human, const std::int64_t *count, std::int64_t n, std::int64_t *weightedHuman,
                       std::int64_t &pairTies)
{
    const std::int64_t ties = human.groupValues(count, n, &pairTies);
    const std::uint32_t *groupOf = human.groupOf.data();
    const std::int64_t *groupValue = human.value.data();
    for (std::size_t k = 0; k < human.order.size(); ++k)
        weightedHuman[k] = count[k] * groupValue[groupOf[k]];
    return squaresFromTies(n, ties);
}

struct RankSums {
    std::int64_t squares = 0; ///< sum c v^2 of this variable
    std::int64_t cross = 0;   ///< sum c v h with the human ranks h
};

// pairTies = sum over pairs of c^3 - c: the only ties of a variable without tied values.
RankSums walkOther(RankWalk &walk, const std::int64_t *count, std::int64_t n, const std::int64_t *weightedHuman,
                   std::int64_t pairTies)
{
    const std::uint32_t *sortedLabel = walk.order.data();
    const std::size_t size = walk.order.size();
    std::int64_t cross = 0;
    if (!walk.tied()) {
        // The usual case for cosines: every group is one pair, and one loop does it.
        std::int64_t cum = 0;
        for (std::size_t k = 0; k < size; ++k) {
            const std::uint32_t i = sortedLabel[k];
            cross += weightedHuman[i] * (2 * cum + count[i] - n);
            cum += count[i];
        }
        return {squaresFromTies(n, pairTies), cross};
    }
    const std::int64_t ties = walk.groupValues(count, n);
    const std::uint32_t *groupOf = walk.groupOf.data();
    const std::int64_t *groupValue = walk.value.data();
    for (std::size_t k = 0; k < size; ++k)
        cross += weightedHuman[sortedLabel[k]] * groupValue[groupOf[k]];
    return {squaresFromTies(n, ties), cross};
}

std::optional<double> correlation(std::int64_t xy, std::int64_t xx, std::int64_t yy)
{
    if (xx == 0 || yy == 0)
        return std::nullopt;
    const double rho = static_cast<double>(xy) / std::sqrt(static_cast<double>(xx) * static_cast<double>(yy));
    return std::clamp(rho, -1.0, 1.0);
}

Result<void> checkInputs(const std::vector<double> &human, const std::vector<double> &raw,
                         const std::vector<double> &whitened, const BootstrapParams &params)
{
    if (raw.size() != human.size() || whitened.size() != human.size()) {
        return makeError(ErrorCode::DimensionMismatch, "human, raw and whitened have " + std::to_string(human.size())
                                                           + ", " + std::to_string(raw.size()) + " and "
                                                           + std::to_string(whitened.size()) + " values");
    }
    if (human.size() > kMaxPairs)
        return makeError(ErrorCode::InvalidArgument, "at most " + std::to_string(kMaxPairs) + " pairs");
    if (params.iterations == 0)
        return makeError(ErrorCode::InvalidArgument, "the bootstrap needs at least one iteration");
    const std::pair<const char *, const std::vector<double> *> variables[] = {
        {"human score", &human}, {"raw cosine", &raw}, {"whitened cosine", &whitened}};
    for (const auto &[label, values] : variables) {
        for (std::size_t i = 0; i < values->size(); ++i) {
            if (!std::isfinite((*values)[i])) {
                return makeError(ErrorCode::NonFiniteValue,
                                 std::string(label) + " of pair " + std::to_string(i + 1) + " is not finite");
            }
        }
    }
    return {};
}

// Runs the resamples of the documented scheme and hands each to visit(rhoRaw*, rhoWhitened*).
// Inputs are checked, and both full-data rhos are defined (so n >= 2).
template <typename Visit>
Result<void> runBootstrap(const std::vector<double> &human, const std::vector<double> &raw,
                          const std::vector<double> &whitened, const BootstrapParams &params,
                          const ProgressCallback &progress, Visit &&visit)
{
    const std::size_t n = human.size();
    const auto signedN = static_cast<std::int64_t>(n);

    RankWalk humanWalk(human, {});
    std::vector<std::uint32_t> label(n); // pair index -> position in the human order
    for (std::size_t k = 0; k < n; ++k)
        label[humanWalk.order[k]] = static_cast<std::uint32_t>(k);
    std::iota(humanWalk.order.begin(), humanWalk.order.end(), std::uint32_t{0});
    RankWalk rawWalk(raw, label);
    RankWalk whitenedWalk(whitened, label);

    std::vector<std::int64_t> count(n);
    std::vector<std::int64_t> weightedHuman(n);
    Rng rng(params.seed);
    for (std::size_t t = 1; t <= params.iterations; ++t) {
        std::fill(count.begin(), count.end(), 0);
        for (std::size_t k = 0; k < n; ++k)
            ++count[label[rng.below(n)]];
        std::int64_t pairTies = 0;
        const std::int64_t humanSquares = walkHuman(humanWalk, count.data(), signedN, weightedHuman.data(), pairTies);
        const RankSums rawSums = walkOther(rawWalk, count.data(), signedN, weightedHuman.data(), pairTies);
        const RankSums whitenedSums = walkOther(whitenedWalk, count.data(), signedN, weightedHuman.data(), pairTies);
        visit(correlation(rawSums.cross, humanSquares, rawSums.squares),
              correlation(whitenedSums.cross, humanSquares, whitenedSums.squares));

        if ((t % kProgressBatch == 0 || t == params.iterations) && !reportProgress(progress, t, params.iterations))
            return makeError(ErrorCode::Cancelled, "bootstrap cancelled after " + std::to_string(t) + " resamples");
    }
    return {};
}

} // namespace

Result<SimilarityBenchmark> readSimilarityBenchmark(const std::filesystem::path &path, std::string name)
{
    const std::string file = path.string();
    auto text = readWholeFile(path);
    if (!text)
        return text.error();
    const std::string &content = text.value();

    SimilarityBenchmark benchmark;
    benchmark.name = std::move(name);
    std::string_view rest = content;
    if (rest.substr(0, 3) == "\xEF\xBB\xBF")
        rest.remove_prefix(3);
    bool headerPossible = true;
    for (std::size_t lineNumber = 1; !rest.empty(); ++lineNumber) {
        const std::size_t newline = rest.find('\n');
        std::string_view line = rest.substr(0, newline);
        rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (isBlank(line) || line.front() == '#')
            continue;

        const std::vector<std::string_view> fields = splitTabs(line);
        if (fields.size() < 3) {
            return makeError(ErrorCode::BadSchema,
                             "expected three tab-separated fields (word, word, score), found "
                                 + std::to_string(fields.size()),
                             file, lineNumber);
        }
        double score = 0;
        const NumberStatus status = parseNumber(fields[2], score);
        if (status == NumberStatus::NotANumber && headerPossible) { // e.g. "Word 1 TAB Word 2 TAB Human (mean)"
            headerPossible = false;
            continue;
        }
        headerPossible = false;
        if (status == NumberStatus::NotANumber) {
            return makeError(ErrorCode::NotANumber, "score '" + std::string(fields[2]) + "' is not a number", file,
                             lineNumber);
        }
        if (status == NumberStatus::OutOfRange || !std::isfinite(score)) {
            return makeError(ErrorCode::NonFiniteValue, "score '" + std::string(fields[2]) + "' is not a finite double",
                             file, lineNumber);
        }
        if (fields[0].empty() || fields[1].empty())
            return makeError(ErrorCode::EmptyWord, "a word of the pair is empty", file, lineNumber);
        benchmark.pairs.push_back(SimilarityPair{std::string(fields[0]), std::string(fields[1]), score, lineNumber});
    }
    if (benchmark.pairs.empty())
        return makeError(ErrorCode::EmptyFile, "no word pair in the file", file);
    return benchmark;
}

std::string_view stsSplitName(StsSplit split)
{
    switch (split) {
    case StsSplit::Train: return "train";
    case StsSplit::Dev: return "dev";
    case StsSplit::Test: return "test";
    }
    return "test";
}

Result<StsSplit> parseStsSplit(std::string_view name)
{
    for (StsSplit split : {StsSplit::Train, StsSplit::Dev, StsSplit::Test})
        if (stsSplitName(split) == name)
            return split;
    return makeError(ErrorCode::InvalidArgument,
                     "unknown STS-B split '" + std::string(name) + "' (expected test, dev or train)");
}

Result<SentenceBenchmark> readSentenceBenchmark(const std::filesystem::path &path, std::string name, std::string split)
{
    const std::string file = path.string();
    auto text = readWholeFile(path);
    if (!text)
        return text.error();
    SentenceBenchmark benchmark;
    benchmark.name = std::move(name);
    benchmark.split = std::move(split);
    std::string_view rest = text.value();
    if (rest.substr(0, 3) == "\xEF\xBB\xBF")
        rest.remove_prefix(3);
    for (std::size_t lineNumber = 1; !rest.empty(); ++lineNumber) {
        const std::size_t newline = rest.find('\n');
        std::string_view line = rest.substr(0, newline);
        rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (isBlank(line))
            continue;
        if (!isValidUtf8(line))
            return makeError(ErrorCode::InvalidUtf8, "the line is not valid UTF-8", file, lineNumber);
        // Fields exactly as written: some sentences begin or end with a space, and sentence vectors
        // from outside are matched by the exact text.
        const std::vector<std::string_view> fields = splitTabs(line, false);
        if (fields.size() < 7) {
            return makeError(ErrorCode::BadSchema,
                             "expected seven tab-separated fields (genre, file, year, id, score, sentence 1, "
                             "sentence 2), found "
                                 + std::to_string(fields.size()),
                             file, lineNumber);
        }
        const std::string_view scoreField = trimSpaces(fields[4]);
        double score = 0;
        const NumberStatus status = parseNumber(scoreField, score);
        if (status == NumberStatus::NotANumber)
            return makeError(ErrorCode::NotANumber, "score '" + std::string(scoreField) + "' (field 5) is not a number",
                             file, lineNumber);
        if (status == NumberStatus::OutOfRange || !std::isfinite(score))
            return makeError(ErrorCode::NonFiniteValue,
                             "score '" + std::string(scoreField) + "' (field 5) is not a finite double", file,
                             lineNumber);
        benchmark.pairs.push_back(SentencePair{std::string(fields[5]), std::string(fields[6]), score, lineNumber});
    }
    if (benchmark.pairs.empty())
        return makeError(ErrorCode::EmptyFile, "no sentence pair in the file", file);
    return benchmark;
}

std::vector<std::string_view> sentenceTokens(std::string_view sentence)
{
    return letterNumberRuns(sentence);
}

std::vector<double> averageRanks(const std::vector<double> &values)
{
    const std::vector<std::size_t> order = sortedOrder(values);
    std::vector<double> ranks(values.size());
    for (std::size_t begin = 0; begin < order.size();) {
        std::size_t end = begin + 1;
        while (end < order.size() && sameRankValue(values[order[end]], values[order[begin]]))
            ++end;
        // Positions begin..end-1 hold ranks begin+1..end; their average:
        const double rank = 0.5 * static_cast<double>(begin + 1 + end);
        for (std::size_t k = begin; k < end; ++k)
            ranks[order[k]] = rank;
        begin = end;
    }
    return ranks;
}

std::optional<double> spearman(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.size() != b.size() || a.size() < 2)
        return std::nullopt;
    const auto hasNan = [](const std::vector<double> &v) {
        return std::any_of(v.begin(), v.end(), [](double x) { return std::isnan(x); });
    };
    if (hasNan(a) || hasNan(b))
        return std::nullopt;
    return pearson(averageRanks(a), averageRanks(b));
}

Result<std::vector<BootstrapResample>>
bootstrapResamples(const std::vector<double> &human, const std::vector<double> &raw,
                   const std::vector<double> &whitened, const BootstrapParams &params, const ProgressCallback &progress)
{
    if (auto checked = checkInputs(human, raw, whitened, params); !checked)
        return checked.error();
    std::vector<BootstrapResample> resamples;
    if (!spearman(human, raw) || !spearman(human, whitened))
        return resamples;
    resamples.reserve(params.iterations);
    const auto keep = [&resamples](std::optional<double> rhoRaw, std::optional<double> rhoWhitened) {
        resamples.push_back(BootstrapResample{rhoRaw, rhoWhitened});
    };
    const Result<void> run = runBootstrap(human, raw, whitened, params, progress, keep);
    if (!run)
        return run.error();
    return resamples;
}

Result<SimilarityComparison> compareSimilarity(const std::vector<double> &human, const std::vector<double> &raw,
                                               const std::vector<double> &whitened, const BootstrapParams &params,
                                               const ProgressCallback &progress)
{
    if (auto checked = checkInputs(human, raw, whitened, params); !checked)
        return checked.error();
    SimilarityComparison comparison;
    comparison.pairs = human.size();
    comparison.rhoRaw = spearman(human, raw);
    comparison.rhoWhitened = spearman(human, whitened);
    if (!comparison.rhoRaw || !comparison.rhoWhitened)
        return comparison;
    comparison.delta = *comparison.rhoWhitened - *comparison.rhoRaw;

    std::size_t atMostZero = 0, atLeastZero = 0;
    const auto tally = [&](std::optional<double> rhoRaw, std::optional<double> rhoWhitened) {
        ++comparison.iterations;
        if (!rhoRaw || !rhoWhitened) {
            ++comparison.skipped;
            return;
        }
        const double delta = *rhoWhitened - *rhoRaw;
        atMostZero += delta <= kZeroDelta ? 1 : 0;
        atLeastZero += delta >= -kZeroDelta ? 1 : 0;
    };
    const Result<void> run = runBootstrap(human, raw, whitened, params, progress, tally);
    if (!run)
        return run.error();
    const std::size_t valid = comparison.iterations - comparison.skipped;
    if (valid > 0) {
        const double tail = static_cast<double>(std::min(atMostZero, atLeastZero));
        comparison.p = std::min(1.0, 2.0 * tail / static_cast<double>(valid));
    }
    return comparison;
}

std::vector<std::string> benchmarkSentences(const SentenceBenchmark &benchmark)
{
    std::vector<std::string> sentences;
    std::unordered_set<std::string> seen;
    for (const SentencePair &pair : benchmark.pairs)
        for (const std::string *sentence : {&pair.first, &pair.second})
            if (seen.insert(*sentence).second)
                sentences.push_back(*sentence);
    return sentences;
}

} // namespace isoscope
