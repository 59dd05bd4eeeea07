#pragma once

#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/io/embeddingreader.h"

#include <QString>

#include <filesystem>
#include <optional>

namespace isoscope::ui {

/// What the window lists about one embedding file: its name, size and case rule, or why it could
/// not be read.
struct ModelSummary {
    QString name; ///< the name results use, e.g. "GloVe-6B-100d-subset"
    QString path; ///< the file, as given
    isoscope::EmbeddingFormat format = isoscope::EmbeddingFormat::Auto; ///< the format actually read
    qsizetype words = 0;
    qsizetype dims = 0;
    bool uncased = false;                 ///< all-lowercase vocabulary: words are looked up lowercased
    std::optional<isoscope::Error> error; ///< set when the file could not be read; sizes are 0 then
};

/// Reads the file with core's reader and keeps only its summary (the vectors are dropped). Blocks:
/// call it on a worker thread. The progress callback can cancel.
ModelSummary readModelSummary(const QString &name, const std::filesystem::path &path,
                              const isoscope::ProgressCallback &progress = {});

} // namespace isoscope::ui
