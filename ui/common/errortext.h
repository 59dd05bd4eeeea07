#pragma once

#include "core/base/result.h"

#include <QCoreApplication>
#include <QString>

namespace isoscope::ui {

/// Turns the error codes and context that core returns into sentences for the user.
class ErrorText final
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    /// One translated sentence for the code, prefixed with the file and line when the error has
    /// them, followed by core's technical detail in parentheses (detail()).
    static QString describe(const isoscope::Error &error);

    /// Core's technical detail (English) in the user's language: the details of the common reading
    /// errors are recognised and translated with their numbers and tokens; any other detail is
    /// kept as core wrote it, marked "in English:" where the window speaks another language.
    static QString detail(const std::string &detail);

    /// The sentence for a code alone, without location or detail.
    static QString sentence(isoscope::ErrorCode code);

    /// Why an effect size d is undefined (WeatStatistic::dUndefinedReason), translated when it is
    /// one core gives; other text (from an older results file, say) is shown as it is.
    static QString undefinedReason(const std::string &reason);
};

} // namespace isoscope::ui
