#pragma once

#include "core/analysis/results.h"
#include "core/serialization/json.h"

#include <optional>
#include <string_view>

/// The JSON form of an analysis's results: one to_json/from_json pair per type, used by
/// results.json (report/), by `isoscope-cli figures` when it reads results back, and by the
/// window's study file (ui/study/studyfile.cpp). The layouts are those results.json has always
/// had (README, docs/user-guide.md); where the study file needs more than results.json holds (the
/// per-word associations inside a statistic, the permutation histogram, the similarity seed), it
/// adds those members to the same object, and from_json reads them when they are there.
namespace isoscope {

/// The WEAT conventions, written the same wherever they are (results.json's "conventions", the
/// study file's options, sensitivity.json's and sc_weat.json's "conventions"): ddof, tie, plus_one,
/// sided, permutations, exact_limit, seed (an exact 64-bit integer), as members of the object they
/// are part of. Reading accepts files written before plus_one was in all of them (then true, the
/// default). histogramBins is the drill-down's, not a convention: not written.
void to_json(Json &j, const WeatConventions &conventions);
void from_json(const Json &j, WeatConventions &conventions);

/// results.json's "conventions": the WEAT conventions (ddof, tie, plus_one, sided, permutations,
/// exact_limit, seed), epsilon, calibration, alpha, correction, shift_threshold, reference,
/// anisotropy_sample, explained_components, bootstrap_iterations, effect_bootstrap_iterations,
/// confidence, and two texts that say how the interval seeds and ties are made. Reading accepts
/// files written before correction, calibration, the effect intervals and confidence existed.
/// Suites and benchmarks are not part of it.
void to_json(Json &j, const AnalysisParams &params);
void from_json(const Json &j, AnalysisParams &params);

/// ML-EAT's levels 2 and 3: {level2: {X, Y}, level3: {XA, XB, YA, YB}}, a level-2 effect as
/// {effect (null when undefined, then effect_undefined_reason), sd, S, p, p_upper, p_lower,
/// p_method, permutations, p_standard_error, means_a, means_b}, a block as {count, mean, sd}.
void to_json(Json &j, const LevelTwoEffect &effect);
void from_json(const Json &j, LevelTwoEffect &effect);
void to_json(Json &j, const CosineBlock &block);
void from_json(const Json &j, CosineBlock &block);
void to_json(Json &j, const MultilevelEat &levels);
void from_json(const Json &j, MultilevelEat &levels);

/// d (null when undefined, then d_undefined_reason), S, p, p_upper, p_lower, p_method,
/// permutations, p_standard_error, mean_x, mean_y, sd, and mleat (the levels) when computed.
/// from_json also reads the members that statisticWithDetail adds, when present.
void to_json(Json &j, const WeatStatistic &statistic);
void from_json(const Json &j, WeatStatistic &statistic);
/// The statistic with everything the window shows of it: to_json's members, d_undefined_reason
/// always, s_x, s_y, count_upper, count_lower and the permutation histogram {low, high, counts}.
Json statisticWithDetail(const WeatStatistic &statistic);

/// {low, high, mean, sd, valid}; low, high, mean and sd are null when fewer than two resamples
/// had a defined d (sensitivity.json).
void to_json(Json &j, const EffectInterval &interval);
void from_json(const Json &j, EffectInterval &interval);
/// The same interval as results.json writes it inside a statistic: ci_low, ci_high,
/// bootstrap_mean, bootstrap_se, bootstrap_valid (nothing without an interval).
void setIntervalMembers(Json &statistic, const std::optional<EffectInterval> &interval);
std::optional<EffectInterval> intervalFromMembers(const Json &statistic);

/// {mean, sd, pairs}.
void to_json(Json &j, const CosineStats &stats);
void from_json(const Json &j, CosineStats &stats); ///< pairs may be absent (0)

/// {sample, raw, whitened, explained_raw, explained_whitened, eigenvalues, zero_rows}; the sampled
/// vectors are not written (figure_data.h5 holds them).
void to_json(Json &j, const AnisotropyResult &anisotropy);
void from_json(const Json &j, AnisotropyResult &anisotropy);

/// {benchmark, method (word_cosine, bag_of_words, sentence_vectors, none; a sentence benchmark adds
/// split and pairs_left_out, the lines of the benchmark file, and with sentence vectors their
/// file and duplicate_sentences), pairs_total, pairs_used, rho_raw, rho_whitened, delta, p, bootstrap_iterations,
/// bootstrap_skipped}. from_json also reads the members similarityWithDetail adds, and the study
/// file's version 1 layout (the comparison nested under "comparison").
void to_json(Json &j, const SimilarityResult &similarity);
void from_json(const Json &j, SimilarityResult &similarity);
/// to_json's members and the seed, the pairs the comparison used and the resamples it drew (the
/// study file).
Json similarityWithDetail(const SimilarityResult &similarity);

/// {kind, suite (when there is one), detail}; the model is the one the warning is listed under.
void to_json(Json &j, const Warning &warning);
void from_json(const Json &j, Warning &warning);

/// {code, detail, file, line, word}.
void to_json(Json &j, const Error &error);
void from_json(const Json &j, Error &error);

/// {used, rows, missing} (each {X, Y, A, B} lists) and lowercased; the vectors are not written.
void to_json(Json &j, const SuiteLookup &lookup);
void from_json(const Json &j, SuiteLookup &lookup);

/// {format, lines, duplicate_words, duplicate_examples, words_with_spaces}.
void to_json(Json &j, const ReadReport &read);
void from_json(const Json &j, ReadReport &read);

/// One entry of results.json's "weat": model, suite, name, category, sizes, missing, lowercased,
/// then raw and whitened (statistics with their intervals), p_adjusted (with a correction), change,
/// substantial_shift and the per-word associations under "words"; or, for a suite that did not
/// run, the error with null statistics. from_json fills the words used of X and Y (not of A, B).
void to_json(Json &j, const WeatResult &result);
void from_json(const Json &j, WeatResult &result);

/// One entry of results.json's "models" (the reference and whitening members need the analysis's
/// parameters). Its WEAT results are not part of it: results.json lists them apart.
Json modelToJson(const ModelResult &model, const AnalysisParams &params);
/// The entry back; the whitening's epsilon goes into params.
ModelResult modelFromJson(const Json &j, AnalysisParams &params);

/// The whole of results.json: program, conventions, models, weat, summary.
void to_json(Json &j, const AnalysisResult &result);
/// results.json back into an AnalysisResult: conventions, models (anisotropy statistics and sample
/// words, explained variance, eigenvalues, similarity, warnings) and every WEAT result with its
/// statistics and per-word associations s(w). What the file does not hold stays empty: suite word
/// lists other than X and Y, vectors, the suites themselves. Throws JsonSchemaError.
void from_json(const Json &j, AnalysisResult &result);

/// from_json as a Result: BadSchema naming the field ("models[1].dims: expected a number") and
/// the file.
Result<AnalysisResult> analysisFromJson(const Json &document, std::string_view fileName = {});

} // namespace isoscope
