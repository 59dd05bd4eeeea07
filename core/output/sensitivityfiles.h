#pragma once

#include "core/analysis/sensitivity.h"
#include "core/base/result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace isoscope {

/// One CSV per analysis, long format (one row per model x suite x point).
std::string epsilonSweepCsv(const std::vector<ModelSensitivity> &results);
std::string referenceSweepCsv(const std::vector<ModelSensitivity> &results);
std::string bootstrapCsv(const std::vector<ModelSensitivity> &results);
std::string leaveOneOutCsv(const std::vector<ModelSensitivity> &results);
/// Writes sensitivity.json (core/serialization/sensitivityjson.h) and the four CSV files
/// (epsilon_sweep.csv, reference_sweep.csv, bootstrap.csv, leave_one_out.csv) into dir, each
/// atomically.
Result<void> writeSensitivity(const std::vector<ModelSensitivity> &results, const std::filesystem::path &dir);

} // namespace isoscope
