#include "ui/analysis/modelimport.h"

namespace isoscope::ui {

ImportedModel importModel(const std::filesystem::path &path, isoscope::EmbeddingFormat format,
                          const isoscope::ProgressCallback &progress)
{
    isoscope::ReadOptions options;
    options.format = format;
    options.progress = progress;
    auto loaded = isoscope::readEmbeddingFile(path, options);
    if (!loaded)
        return {nullptr, loaded.error()};
    auto model = std::make_shared<LoadedModel>();
    model->set = std::move(loaded->set);
    model->report = loaded->report;
    return {std::move(model), std::nullopt};
}

} // namespace isoscope::ui
