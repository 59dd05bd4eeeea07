#pragma once

#include "core/base/result.h"
#include "core/linalg/harddebias.h"

#include <filesystem>

namespace isoscope {

/// Reads the three lists of hard debiasing (core/linalg/harddebias.h) from a folder: two arrays of
/// two-word pairs and one array of words. Errors name the file (and its line for a syntax error):
/// FileNotFound, JsonSyntax, BadSchema (not an array of strings, or of two-string pairs), EmptyWord,
/// EmptyFile (no definitional pair).
Result<DebiasLists> readDebiasLists(const std::filesystem::path &folder);
/// The lists that come with Isoscope (debias/ in the data folder, core/base/datadir.h).
Result<DebiasLists> builtinDebiasLists();

} // namespace isoscope
