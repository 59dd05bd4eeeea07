#include "core/stats/weatcheck.h"

#include "core/base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace isoscope {

namespace {

// A number as the reason states it (what the stored one should be): four significant digits.
std::string brief(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", value);
    return buffer;
}

std::string count(std::size_t n)
{
    return std::to_string(n);
}

// The first impossible field found: "field = value is impossible: why".
struct Check {
    std::optional<Error> error;

    bool failed() const { return error.has_value(); }
    void fail(const std::string &field, const std::string &value, const std::string &why)
    {
        if (!error)
            error = makeError(ErrorCode::ImpossibleResult, field + " = " + value + " is impossible: " + why);
    }
    void fail(const std::string &field, double value, const std::string &why) { fail(field, formatFull(value), why); }

    void finite(const std::string &field, double value)
    {
        if (!std::isfinite(value))
            fail(field, std::isnan(value) ? std::string("NaN") : formatFull(value), "a result is a finite number");
    }
    void within(const std::string &field, double value, double low, double high, const std::string &why)
    {
        finite(field, value);
        if (!failed() && !(value >= low && value <= high))
            fail(field, value, why);
    }
    void equal(const std::string &field, double stored, double expected, const std::string &from)
    {
        if (failed())
            return;
        const double tolerance = 1e-9 * std::max(std::abs(expected), 1e-300) + 1e-15;
        if (!(std::abs(stored - expected) <= tolerance))
            fail(field, stored, from + " " + field + " = " + brief(expected));
    }
};

// One value per word, each a difference of two mean cosines.
void checkAssociations(Check &check, const char *field, const std::vector<double> &values, std::size_t words,
                       const char *set)
{
    if (values.size() != words) {
        check.fail(field, count(values.size()) + " values",
                   "it holds one s(w, A, B) per word of " + std::string(set) + ", and " + set + " has " + count(words)
                       + " words");
        return;
    }
    for (std::size_t i = 0; i < values.size() && !check.failed(); ++i)
        check.within(std::string(field) + "[" + count(i) + "]", values[i], -2, 2,
                     "s(w, A, B) is a difference of two mean cosines, so it lies in [-2, 2]");
}

// The largest |d| that n = nx + ny values with this ddof allow: the between-sets part of the sum of
// squares is nx ny / n (mean_x - mean_y)^2 and cannot exceed the whole of it.
double largestEffect(std::size_t nx, std::size_t ny, int ddof)
{
    const auto n = static_cast<double>(nx + ny);
    return std::sqrt(n * (n - ddof) / (static_cast<double>(nx) * static_cast<double>(ny)));
}

// What a one-sided tail p of a permutation test can be: its count of partitions over their number.
struct TailRule {
    PValueMethod method = PValueMethod::Exact;
    std::size_t partitions = 0;
    bool plusOne = false;        // Monte Carlo (b + 1) / (N + 1)
    bool observedCounts = false; // the tie rule >= counts the observed partition (exact: c >= 1)

    double fromCount(std::size_t c) const
    {
        if (method == PValueMethod::MonteCarlo && plusOne)
            return (static_cast<double>(c) + 1) / (static_cast<double>(partitions) + 1);
        return static_cast<double>(c) / static_cast<double>(partitions);
    }
    double smallest() const
    {
        if (method == PValueMethod::MonteCarlo)
            return plusOne ? 1 / (static_cast<double>(partitions) + 1) : 0;
        return observedCounts ? 1 / static_cast<double>(partitions) : 0;
    }
    std::string smallestText() const
    {
        if (method == PValueMethod::MonteCarlo)
            return "with " + count(partitions) + " random partitions and the +1 rule p is at least 1/"
                   + count(partitions + 1);
        return "with all " + count(partitions) + " partitions enumerated and the observed one counted, p is at least 1/"
               + count(partitions);
    }
};

// p, p_upper and p_lower of a test with this rule: in [0, 1] and not below the smallest the test
// can give.
void checkPValues(Check &check, double p, double pUpper, double pLower, const TailRule &rule, Sidedness sided)
{
    const double smallest = rule.smallest();
    const std::string interval = smallest > 0 ? "(0, 1]" : "[0, 1]";
    const auto tail = [&](const std::string &field, double value, double least, const std::string &whyLeast) {
        check.within(field, value, 0, 1, "a p-value lies in " + interval);
        if (!check.failed() && smallest > 0 && !(value > 0))
            check.fail(field, value, "a p-value lies in " + interval);
        // Relative rounding of the division: a stored p that is the smallest up to it passes.
        if (!check.failed() && value < least * (1 - 1e-12))
            check.fail(field, value, whyLeast);
    };
    const double leastP = sided == Sidedness::One ? smallest : std::min(1.0, 2 * smallest);
    tail("p", p, leastP,
         sided == Sidedness::One ? rule.smallestText()
                                 : rule.smallestText() + ", so a two-sided p at least twice that");
    tail("p_upper", pUpper, smallest, rule.smallestText());
    tail("p_lower", pLower, smallest, rule.smallestText());
}

// p is the upper tail, or twice the smaller one capped at 1.
void checkPFromTails(Check &check, double p, double pUpper, double pLower, Sidedness sided)
{
    const double expected = sided == Sidedness::One ? pUpper : std::min(1.0, 2 * std::min(pUpper, pLower));
    if (!check.failed() && std::abs(p - expected) > 1e-12 * std::max(1.0, expected))
        check.fail("p", p,
                   sided == Sidedness::One
                       ? "a one-sided p is the upper tail, p_upper = " + brief(expected)
                       : "a two-sided p is twice the smaller tail, capped at 1: " + brief(expected));
}

void checkLevelTwo(Check &check, const std::string &prefix, const LevelTwoEffect &e, const WeatWordCounts &words,
                   const WeatConventions &conventions)
{
    if (e.meansA.size() != words.a || e.meansB.size() != words.b) {
        check.fail(prefix + "means_a", count(e.meansA.size()) + " and " + count(e.meansB.size()) + " values",
                   "level 2 holds one mean cosine per attribute word: " + count(words.a) + " of A and " + count(words.b)
                       + " of B");
        return;
    }
    for (std::size_t i = 0; i < e.meansA.size() && !check.failed(); ++i)
        check.within(prefix + "means_a[" + count(i) + "]", e.meansA[i], -1, 1, "a mean of cosines lies in [-1, 1]");
    for (std::size_t i = 0; i < e.meansB.size() && !check.failed(); ++i)
        check.within(prefix + "means_b[" + count(i) + "]", e.meansB[i], -1, 1, "a mean of cosines lies in [-1, 1]");
    check.finite(prefix + "sd", e.sd);
    check.finite(prefix + "S", e.S);
    if (e.effect && !check.failed() && words.a > 0 && words.b > 0) {
        const double bound = largestEffect(words.a, words.b, conventions.ddof);
        check.within(prefix + "effect", *e.effect, -bound, bound,
                     "with " + count(words.a) + " and " + count(words.b) + " attribute words and ddof "
                         + std::to_string(conventions.ddof) + ", |effect| is at most " + brief(bound));
    }
    const std::string interval = "a p-value lies in [0, 1]";
    check.within(prefix + "p", e.p, 0, 1, interval);
    check.within(prefix + "p_upper", e.pUpper, 0, 1, interval);
    check.within(prefix + "p_lower", e.pLower, 0, 1, interval);
    check.within(prefix + "p_standard_error", e.pStandardError, 0, 1, "a standard error of a p-value lies in [0, 1]");
}

void checkLevels(Check &check, const MultilevelEat &levels, const WeatWordCounts &words,
                 const WeatConventions &conventions)
{
    checkLevelTwo(check, "mleat.level2.X.", levels.x, words, conventions);
    checkLevelTwo(check, "mleat.level2.Y.", levels.y, words, conventions);
    for (CosineBlockId id : kCosineBlocks) {
        if (check.failed())
            return;
        const CosineBlock &block = levels.block(id);
        const std::string prefix = "mleat.level3." + std::string(cosineBlockName(id)) + ".";
        const std::string name(cosineBlockName(id));
        const std::size_t targets = name[0] == 'X' ? words.x : words.y;
        const std::size_t attributes = name[1] == 'A' ? words.a : words.b;
        if (block.count != targets * attributes) {
            check.fail(prefix + "count", count(block.count),
                       "the block holds one cosine per pair of its sets' words, " + count(targets) + " x "
                           + count(attributes));
            return;
        }
        check.within(prefix + "mean", block.mean, -1, 1, "a mean of cosines lies in [-1, 1]");
        if (block.sd)
            check.within(prefix + "sd", *block.sd, 0, 2, "the SD of cosines lies in [0, 2]");
    }
}

} // namespace

Result<void> checkWeatStatistic(const WeatStatistic &s, const WeatConventions &c, const WeatWordCounts &words)
{
    Check check;
    checkAssociations(check, "s_x", s.sX, words.x, "X");
    checkAssociations(check, "s_y", s.sY, words.y, "Y");
    for (const auto &[field, value] : {std::pair{"S", s.S},
                                       {"mean_x", s.meanX},
                                       {"mean_y", s.meanY},
                                       {"sd", s.sd},
                                       {"p", s.p},
                                       {"p_upper", s.pUpper},
                                       {"p_lower", s.pLower},
                                       {"p_standard_error", s.pStandardError}})
        check.finite(field, value);
    if (s.d)
        check.finite("d", *s.d);
    if (check.failed())
        return *check.error;
    if (words.x == 0 || words.y == 0 || c.ddof < 0 || static_cast<std::size_t>(c.ddof) >= words.x + words.y)
        return makeError(ErrorCode::ImpossibleResult, "s_x = " + count(words.x) + " and s_y = " + count(words.y)
                                                          + " values are impossible: a test needs words in X and Y, "
                                                            "more of them together than ddof");

    // What the associations give, computed as weatFromAssociations computes it.
    const double sumX = std::accumulate(s.sX.begin(), s.sX.end(), 0.0);
    const double sumY = std::accumulate(s.sY.begin(), s.sY.end(), 0.0);
    const std::size_t n = words.x + words.y;
    const double total = sumX + sumY;
    const double mean = total / static_cast<double>(n);
    double squares = 0;
    double largest = 0;
    for (const auto *set : {&s.sX, &s.sY})
        for (double v : *set) {
            squares += (v - mean) * (v - mean);
            largest = std::max(largest, std::abs(v));
        }
    const double sd = std::sqrt(squares / static_cast<double>(n - static_cast<std::size_t>(c.ddof)));
    const std::string associations = "the stored associations s_x and s_y give";
    check.equal("S", s.S, sumX - sumY, associations);
    check.equal("mean_x", s.meanX, sumX / static_cast<double>(words.x), associations);
    check.equal("mean_y", s.meanY, sumY / static_cast<double>(words.y), associations);
    check.equal("sd", s.sd, sd, associations);
    const bool defined = sd > 1e-12 * largest;
    if (!check.failed() && s.d) {
        const double bound = largestEffect(words.x, words.y, c.ddof);
        check.within("d", *s.d, -bound, bound,
                     "with " + count(words.x) + " and " + count(words.y) + " target words and ddof "
                         + std::to_string(c.ddof) + ", |d| is at most " + brief(bound));
        if (!defined)
            check.fail("d", *s.d, "the stored associations s_x and s_y are all the same, so d is undefined");
        else
            check.equal("d", *s.d, (s.meanX - s.meanY) / s.sd, associations);
    } else if (!check.failed() && defined) {
        check.fail("d", "undefined",
                   "the stored associations s_x and s_y differ, so d = " + brief((s.meanX - s.meanY) / s.sd));
    }
    if (check.failed())
        return *check.error;

    // The partitions the conventions count for these sets.
    const std::uint64_t partitions = binomialCapped(n, words.x, c.exactLimit);
    TailRule rule;
    rule.observedCounts = c.tie == TieRule::GreaterOrEqual;
    if (partitions <= c.exactLimit) {
        rule.method = PValueMethod::Exact;
        rule.partitions = static_cast<std::size_t>(partitions);
    } else {
        rule.method = PValueMethod::MonteCarlo;
        rule.partitions = c.permutations;
        rule.plusOne = c.plusOne;
    }
    if (s.method != rule.method)
        check.fail("p_method", std::string(pValueMethodName(s.method)),
                   rule.method == PValueMethod::Exact
                       ? "the " + count(rule.partitions) + " partitions of " + count(words.x) + " and " + count(words.y)
                             + " words are at most the exact limit, so they are enumerated"
                       : "the partitions of " + count(words.x) + " and " + count(words.y)
                             + " words are more than the exact limit, so p is Monte Carlo");
    else if (s.permutations != rule.partitions)
        check.fail("permutations", count(s.permutations),
                   rule.method == PValueMethod::Exact
                       ? "all C(" + count(n) + ", " + count(words.x) + ") = " + count(rule.partitions)
                             + " partitions are counted"
                       : "the conventions draw " + count(rule.partitions) + " random partitions");
    if (check.failed())
        return *check.error;
    checkPValues(check, s.p, s.pUpper, s.pLower, rule, c.sided);
    for (const auto &[field, counted, p] :
         {std::tuple{"count_upper", s.countUpper, s.pUpper}, {"count_lower", s.countLower, s.pLower}}) {
        if (check.failed())
            break;
        if (counted > rule.partitions) {
            check.fail(field, count(counted), "at most all " + count(rule.partitions) + " partitions are counted");
            break;
        }
        const std::string tail = std::string(field) == "count_upper" ? "p_upper" : "p_lower";
        check.equal(tail, p, rule.fromCount(counted),
                    "its count, " + std::string(field) + " = " + count(counted) + " of " + count(rule.partitions)
                        + " partitions, gives");
    }
    checkPFromTails(check, s.p, s.pUpper, s.pLower, c.sided);
    if (check.failed())
        return *check.error;
    double standardError = 0;
    if (rule.method == PValueMethod::MonteCarlo) {
        const double tail = c.sided == Sidedness::One ? s.pUpper : std::min(s.pUpper, s.pLower);
        standardError = std::sqrt(tail * (1 - tail) / static_cast<double>(rule.partitions));
        if (c.sided == Sidedness::Two)
            standardError *= 2;
    }
    check.equal("p_standard_error", s.pStandardError, standardError, "the p-value and its number of partitions give");
    if (!s.histogram.counts.empty() && !check.failed()) {
        const std::size_t binned =
            std::accumulate(s.histogram.counts.begin(), s.histogram.counts.end(), std::size_t{0});
        if (binned != rule.partitions)
            check.fail("histogram.counts", count(binned) + " partitions",
                       "the histogram counts every one of the " + count(rule.partitions) + " partitions");
    }
    if (s.levels && !check.failed())
        checkLevels(check, *s.levels, words, c);
    if (check.failed())
        return *check.error;
    return {};
}

} // namespace isoscope
