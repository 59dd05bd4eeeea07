#pragma once

#include "core/analysis/analysis.h"
#include "core/stats/biasmeasures.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace isoscope::ui {

/// How the window names the measures beyond WEAT and says which way is less biased
/// (docs/measures.md), for the Results and Calibrations pages, the drill-down and the grid.
class MeasureText final
{
    Q_DECLARE_TR_FUNCTIONS(MeasureText)

public:
    /// "RND", "MAC", ... (the abbreviations are the literature's, not translated).
    static QString shortName(isoscope::Measure measure);
    /// "RND (relative norm distance)".
    static QString longName(isoscope::Measure measure);
    /// The sentence shown beside the values: what the number is, which value is unbiased and which
    /// way is less biased, and the work it comes from.
    static QString direction(isoscope::Measure measure);
    /// One line for a legend: "closer to 0 is less biased".
    static QString idealLine(isoscope::Measure measure);
    /// The subquery of a row: "wrt Career" (part 0 of RND, ECT, RIPA is the suite's set A, part 1
    /// B) or "whole suite" (MAC, RNSB, WEAT). suite may be null (then "wrt A" / "wrt B").
    static QString subquery(isoscope::Measure measure, std::size_t part, const isoscope::WeatSuite *suite);
    /// A value as the tables show it: three significant digits, a real minus sign; "undefined".
    static QString value(std::optional<double> value);
    /// Whether b is nearer the measure's unbiased value than a: "less biased", "more biased" or
    /// "the same" (within 1e-12); empty when either is undefined.
    static QString comparison(isoscope::Measure measure, std::optional<double> a, std::optional<double> b);
    /// The reason a value is undefined, in the user's language (core's English reasons recognised).
    static QString undefinedReason(const std::string &reason);
};

/// WEAT and every other measure some result of the analysis holds, in the order of kAllMeasures.
QList<isoscope::Measure> measuresIn(const isoscope::AnalysisResult *results);

/// The suite of a result among the analysis's suites, or nullptr.
const isoscope::WeatSuite *findSuite(const isoscope::AnalysisParams &params, const std::string &id);

/// A measure's value of a result in one space (WEAT: d), part 0 or 1.
isoscope::MeasureValue measureValueOf(const isoscope::WeatResult &result, isoscope::Measure measure, std::size_t part,
                                      bool whitened);

} // namespace isoscope::ui
