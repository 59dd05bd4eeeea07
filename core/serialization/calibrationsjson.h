#pragma once

#include "core/analysis/calibrationcomparison.h"
#include "core/serialization/json.h"

#include <filesystem>
#include <string_view>

namespace isoscope {

/// calibrations.json of `isoscope-cli calibrations --out DIR`: program, test ("calibrations"),
/// epsilon, reference, alpha, correction, the calibrations and, per model and suite, raw d and p
/// and each calibration's d, p (adjusted p with a correction), change class and d - d_ZCA (or the
/// error of a suite that did not run); with hard debiasing, "debiased" and "debiased_zca" (d, p,
/// p_adjusted, change) per result and, per model, what debiasing found ("debias").
void to_json(Json &j, const CalibrationComparison &comparison);
/// Reads back the calibrations, alpha, epsilon and, per model and suite, raw d and p and each
/// calibration's d, p and change class (enough to draw the comparison again; the words and
/// permutation details are not in the file). Throws JsonSchemaError saying what is wrong.
void from_json(const Json &j, CalibrationComparison &comparison);

/// The comparison with everything the Calibrations page shows of it, for the study file: the
/// calibrations, the parameters (results.json's conventions), whether the debias columns are
/// there, the seconds and, per model, name, family, dims, every result in results.json's layout
/// ([calibration][suite]), the debiased results and what debiasing found. The debias word lists
/// are not kept (their fingerprint is, in the parameters).
Json calibrationsWithDetail(const CalibrationComparison &comparison);
/// calibrationsWithDetail's JSON read back; throws JsonSchemaError naming the field.
CalibrationComparison calibrationsFromDetail(const Json &json);

/// Reads a calibrations.json; errors name the file and what is wrong with it ("not a
/// calibrations.json of isoscope-cli calibrations: no results").
Result<CalibrationComparison> loadCalibrations(const std::filesystem::path &path);

} // namespace isoscope
