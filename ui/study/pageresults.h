#pragma once

#include "core/analysis/calibrationcomparison.h"
#include "core/analysis/scweat.h"
#include "core/analysis/sensitivity.h"

#include <memory>

namespace isoscope::ui {

/// What an SC-WEAT run of the window produced: core's result, what was asked and the options.
struct ScWeatRun {
    isoscope::ScWeatResult result;
    isoscope::ScWeatRequest request;
    double alpha = 0.05;
    double epsilon = 1e-3;
    isoscope::Sidedness sided = isoscope::Sidedness::One; ///< of p: one-sided asks whether w is closer to A
    double seconds = 0;
};

/// The last result of each analysis page beyond the paper (Sensitivity, Calibrations, SC-WEAT).
/// The study keeps them, so that they outlive the pages (a change of language makes the pages
/// again) and go into the study file. Each is "outdated" once the study's models, suites or
/// options changed after it was computed: it stays on show, saying so, until it is run again.
struct PageResults {
    std::shared_ptr<const isoscope::ModelSensitivity> sensitivity;
    bool sensitivityOutdated = false;
    std::shared_ptr<const isoscope::CalibrationComparison> calibrations;
    bool calibrationsOutdated = false;
    std::shared_ptr<const ScWeatRun> scWeat;
    bool scWeatOutdated = false;
};

} // namespace isoscope::ui
