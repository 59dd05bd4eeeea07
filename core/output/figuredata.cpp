#include "core/output/figuredata.h"

#include "core/storage/figuresamplefile.h"

#include <utility>

namespace isoscope {

Result<void> writeFigureData(const AnalysisResult &result, const std::filesystem::path &file, bool atomically)
{
    std::vector<FigureSample> samples;
    samples.reserve(result.models.size());
    for (const ModelResult &m : result.models)
        samples.push_back(
            FigureSample{m.spec.name, m.anisotropyWords, m.anisotropy.sampleRaw, m.anisotropy.sampleWhitened});
    return writeFigureSamples(samples, file, atomically);
}

Result<void> readFigureData(const std::filesystem::path &file, AnalysisResult &result)
{
    auto read = readFigureSamples(file);
    if (!read)
        return read.error();
    std::vector<FigureSample> &samples = read.value();
    const auto bad = [&file](const std::string &detail) {
        return makeError(ErrorCode::BadSchema, detail, file.string());
    };
    if (samples.size() != result.models.size())
        return bad("it holds " + (samples.empty() ? std::string("no") : std::to_string(samples.size()))
                   + " models, results.json " + std::to_string(result.models.size()));
    for (std::size_t i = 0; i < samples.size(); ++i) {
        ModelResult &m = result.models[i];
        FigureSample &s = samples[i];
        if (s.name != m.spec.name)
            return bad("model " + std::to_string(i) + " is '" + s.name + "', not '" + m.spec.name + "'");
        if (!m.anisotropyWords.empty() && s.words != m.anisotropyWords)
            return bad("the sample of model '" + m.spec.name + "' does not match results.json");
        if (m.anisotropyWords.empty())
            m.anisotropyWords = std::move(s.words);
        m.anisotropy.sampleRaw = std::move(s.raw);
        m.anisotropy.sampleWhitened = std::move(s.whitened);
    }
    return {};
}

} // namespace isoscope
