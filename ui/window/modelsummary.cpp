#include "ui/window/modelsummary.h"

namespace isoscope::ui {

ModelSummary readModelSummary(const QString &name, const std::filesystem::path &path,
                              const isoscope::ProgressCallback &progress)
{
    ModelSummary summary;
    summary.name = name;
    summary.path = QString::fromStdString(path.string());

    isoscope::ReadOptions options;
    options.progress = progress;
    const auto loaded = isoscope::readEmbeddingFile(path, options);
    if (!loaded) {
        summary.error = loaded.error();
        return summary;
    }
    const isoscope::EmbeddingSet &set = loaded->set;
    summary.format = loaded->report.format;
    summary.words = static_cast<qsizetype>(set.size());
    summary.dims = static_cast<qsizetype>(set.dims());
    summary.uncased = set.isUncased();
    return summary;
}

} // namespace isoscope::ui
