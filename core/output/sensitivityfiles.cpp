#include "core/output/sensitivityfiles.h"

#include "core/base/random.h"
#include "core/output/resultsfolder.h"
#include "core/serialization/sensitivityjson.h"

namespace isoscope {

namespace {

std::string changeText(SignificanceChange change)
{
    return std::string(changeName(change));
}

std::string pointFields(const EffectPoint &p, double alpha)
{
    return formatFull(p.d) + "," + formatFull(p.p) + "," + (p.p < alpha ? "yes" : "no");
}

std::string prefix(const ModelSensitivity &m, const SuiteSensitivity &s)
{
    return csvField(m.model) + "," + csvField(s.suiteId);
}

} // namespace

std::string epsilonSweepCsv(const std::vector<ModelSensitivity> &results)
{
    std::string csv = "model,suite,epsilon,d_raw,p_raw,d_whitened,p_whitened,significant_whitened\n";
    for (const auto &m : results)
        for (const auto &s : m.suites)
            for (std::size_t i = 0; i < s.epsilonSweep.size(); ++i)
                csv += prefix(m, s) + "," + formatFull(m.epsilons[i]) + "," + formatFull(s.raw.d) + ","
                       + formatFull(s.raw.p) + "," + pointFields(s.epsilonSweep[i], m.analysis.alpha) + "\n";
    return csv;
}

std::string referenceSweepCsv(const std::vector<ModelSensitivity> &results)
{
    std::string csv = "model,suite,sample,size,draw,seed,d_whitened,p_whitened,significant_whitened,change\n";
    for (const auto &m : results)
        for (const auto &s : m.suites) {
            for (std::size_t i = 0; i < s.topSizes.size(); ++i)
                csv += prefix(m, s) + ",top," + std::to_string(m.referenceSizes[i]) + ",,,"
                       + pointFields(s.topSizes[i], m.analysis.alpha) + ","
                       + changeText(classifyChange(s.raw.p, s.topSizes[i].p, m.analysis.alpha)) + "\n";
            for (std::size_t i = 0; i < s.randomSizes.size(); ++i)
                csv += prefix(m, s) + ",random," + std::to_string(m.referenceSizes[i]) + ",,"
                       + std::to_string(deriveSeed(m.analysis.weat.seed,
                                                   "sensitivity/random/" + std::to_string(m.referenceSizes[i])))
                       + "," + pointFields(s.randomSizes[i], m.analysis.alpha) + ","
                       + changeText(classifyChange(s.raw.p, s.randomSizes[i].p, m.analysis.alpha)) + "\n";
            for (std::size_t i = 0; i < s.draws.size(); ++i)
                csv += prefix(m, s) + ",draw," + std::to_string(m.drawSize) + "," + std::to_string(i + 1) + ","
                       + std::to_string(m.drawSeeds[i]) + "," + pointFields(s.draws[i], m.analysis.alpha) + ","
                       + changeText(s.drawChange[i]) + "\n";
        }
    return csv;
}

std::string bootstrapCsv(const std::vector<ModelSensitivity> &results)
{
    std::string csv = "model,suite,space,d,ci_low,ci_high,boot_mean,boot_sd,valid,iterations,confidence\n";
    for (const auto &m : results)
        for (const auto &s : m.suites)
            for (int space = 0; space < 2; ++space) {
                const auto &interval = space ? s.whitenedInterval : s.rawInterval;
                if (!interval)
                    continue;
                const bool ok = interval->defined();
                const auto value = [ok](double v) { return ok ? formatFull(v) : std::string("NA"); };
                csv += prefix(m, s) + (space ? ",whitened," : ",raw,") + formatFull((space ? s.whitened : s.raw).d)
                       + "," + value(interval->low) + "," + value(interval->high) + "," + value(interval->mean) + ","
                       + value(interval->sd) + "," + std::to_string(interval->valid) + ","
                       + std::to_string(m.params.bootstrapIterations) + "," + formatFull(m.params.confidence) + "\n";
            }
    return csv;
}

std::string leaveOneOutCsv(const std::vector<ModelSensitivity> &results)
{
    std::string csv = "model,suite,component,variance_ratio,d_raw,d_raw_without,delta_raw,d_whitened,"
                      "d_whitened_without,delta_whitened\n";
    const auto delta = [](std::optional<double> without, std::optional<double> full) -> std::optional<double> {
        if (!without || !full)
            return std::nullopt;
        return *without - *full;
    };
    for (const auto &m : results)
        for (const auto &s : m.suites)
            for (std::size_t k = 0; k < s.rawWithout.size(); ++k)
                csv += prefix(m, s) + "," + std::to_string(k + 1) + "," + formatFull(m.componentVarianceRatio[k]) + ","
                       + formatFull(s.raw.d) + "," + formatFull(s.rawWithout[k]) + ","
                       + formatFull(delta(s.rawWithout[k], s.raw.d)) + "," + formatFull(s.whitened.d) + ","
                       + formatFull(s.whitenedWithout[k]) + "," + formatFull(delta(s.whitenedWithout[k], s.whitened.d))
                       + "\n";
    return csv;
}

Result<void> writeSensitivity(const std::vector<ModelSensitivity> &results, const std::filesystem::path &dir)
{
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec || !std::filesystem::is_directory(dir, ec))
        return makeError(ErrorCode::WriteFailed, "cannot create the output folder", dir.string());
    const std::pair<const char *, std::string> files[] = {
        {"sensitivity.json", writeJson(sensitivityToJson(results)) + "\n"},
        {"epsilon_sweep.csv", epsilonSweepCsv(results)},
        {"reference_sweep.csv", referenceSweepCsv(results)},
        {"bootstrap.csv", bootstrapCsv(results)},
        {"leave_one_out.csv", leaveOneOutCsv(results)},
    };
    for (const auto &[name, content] : files)
        if (auto written = writeFileAtomically(dir / name, content); !written)
            return written;
    return {};
}

} // namespace isoscope
