#pragma once

#include "core/base/result.h"
#include "core/serialization/json.h"

#include <QString>

#include <vector>

namespace isoscope::ui {

class Study;
struct StudyOptions;

/// The study file: one JSON document with the models, options, the user's suites and every result
/// the study shows (so reopening shows the same numbers without computing them again).
class StudyFile final
{
public:
    static constexpr const char *kFormat = "isoscope-study";
    /// 2: the results are written by core's JSON layer (core/serialization/resultsjson.h), in
    /// results.json's layouts plus the detail the window shows. 3: the last results of the
    /// Sensitivity, Calibrations and SC-WEAT pages ("pages"). 4: each model's entry of the results
    /// keeps the content hash of the file they were computed from ("content_hash"); results whose
    /// file now holds other content are set aside when it is read (AnalysisRunner). Version 1 and 2
    /// files open unchanged (without page results); files before 4 have no hashes, so their results
    /// are set aside as not verified once the model's file is read. 5: a model may be a transformer
    /// model's folder, with the corpus its word vectors are drawn from ("corpus", "corpus_format",
    /// "layer"), and a model may be whitened on its own stored reference ("own_reference").
    static constexpr int kVersion = 5;
    /// The largest layer a study may name (a model has at most 1,024; -1 is the last).
    static constexpr int kMaxTransformerLayer = 1024;

    /// The whole study as JSON, results restricted to what its models, suites and options use.
    static isoscope::Json toJson(const Study &study, const std::vector<std::string> &benchmarks);
    /// Saves atomically (core writeFileAtomically: a temporary file flushed to disk and renamed over
    /// the old one; on a full disk the error is NoSpace and the old file stays). On success the
    /// study takes the path and is no longer modified.
    static isoscope::Result<void> save(Study &study, const QString &path, const std::vector<std::string> &benchmarks);
    /// Replaces the study's models, options, suites and results with the file's (the built-in
    /// suites stay). Model files need not exist. Only the results the study uses are kept, and each
    /// of their numbers is checked for what it can be (ResultStore::checkPossible): an impossible one
    /// refuses the whole file with ErrorCode::ImpossibleResult naming the field
    /// ("results.weat_raw[\"KEY\"].statistic.p = -3 is impossible: a p-value lies in (0, 1]"). Removes the
    /// temporary files of saves of this study whose process is gone (core removeDeadTemporaries).
    static isoscope::Result<void> load(Study &study, const QString &path);

    static isoscope::Json optionsToJson(const StudyOptions &options);
    static isoscope::Result<StudyOptions> optionsFromJson(const isoscope::Json &json);
};

} // namespace isoscope::ui
