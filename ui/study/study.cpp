#include "ui/study/study.h"

#include <QFileInfo>

namespace isoscope::ui {

std::string StudyModel::fileKey() const
{
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    std::string key = absolute.toStdString() + "|" + std::string(isoscope::formatName(format));
    if (!vocabulary.isEmpty())
        key += "|" + QFileInfo(vocabulary).absoluteFilePath().toStdString();
    if (isTransformer())
        key += "|corpus=" + QFileInfo(corpus).absoluteFilePath().toStdString() + "|"
               + std::string(isoscope::corpus::corpusFormatName(corpusFormat)) + "|layer=" + std::to_string(layer);
    return key;
}

std::string StudyModel::key() const
{
    // Results with subword vectors are other results; those without keep the key they always had.
    return oov == isoscope::OovPolicy::Subword ? fileKey() + kSubwordKeySuffix : fileKey();
}

isoscope::ModelSpec StudyModel::spec() const
{
    isoscope::ModelSpec spec{name.toStdString(), family, std::filesystem::path(path.toStdString()), format};
    if (!vocabulary.isEmpty())
        spec.vocabulary = std::filesystem::path(vocabulary.toStdString());
    spec.oov = oov;
    if (!sentenceVectors.isEmpty())
        spec.sentenceVectors = std::filesystem::path(sentenceVectors.toStdString());
    if (isTransformer() || ownReference) // whitened on its corpus sentences (/reference of its vectors)
        spec.reference = isoscope::ReferenceSpec::parse("embedded").value();
    return spec;
}

bool operator==(const StudyOptions &a, const StudyOptions &b)
{
    const auto &ra = a.reference, &rb = b.reference;
    const auto &wa = a.weat, &wb = b.weat;
    return ra.mode == rb.mode && ra.size == rb.size && ra.seed == rb.seed && ra.seedGiven == rb.seedGiven
           && ra.path == rb.path && a.epsilon == b.epsilon && a.alpha == b.alpha
           && a.similarityBenchmarks == b.similarityBenchmarks && a.stsbSplit == b.stsbSplit && wa.ddof == wb.ddof
           && wa.tie == wb.tie && wa.plusOne == wb.plusOne && wa.sided == wb.sided && wa.permutations == wb.permutations
           && wa.exactLimit == wb.exactLimit && wa.seed == wb.seed && wa.histogramBins == wb.histogramBins
           && a.effectBootstrapIterations == b.effectBootstrapIterations && a.confidence == b.confidence;
}

isoscope::AnalysisParams StudyOptions::params() const
{
    isoscope::AnalysisParams p;
    p.reference = reference;
    p.epsilon = epsilon;
    p.weat = weat;
    p.alpha = alpha;
    p.effectBootstrapIterations = effectBootstrapIterations;
    p.confidence = confidence;
    return p;
}

Study::Study(QObject *parent) : QObject(parent) {}

void Study::addModel(const StudyModel &model)
{
    m_models.append(model);
    Q_EMIT modelsChanged();
    outdatePageResults(true, false, false);
    setModified(true);
}

void Study::setModels(QList<StudyModel> models)
{
    if (models == m_models)
        return;
    m_models = std::move(models);
    Q_EMIT modelsChanged();
    outdatePageResults(true, false, false);
    setModified(true);
}

void Study::setModel(int index, const StudyModel &model)
{
    if (index < 0 || index >= m_models.size() || m_models.at(index) == model)
        return;
    m_models[index] = model;
    Q_EMIT modelsChanged();
    outdatePageResults(true, false, false);
    setModified(true);
}

void Study::removeModel(int index)
{
    if (index < 0 || index >= m_models.size())
        return;
    m_models.removeAt(index);
    Q_EMIT modelsChanged();
    outdatePageResults(true, false, false);
    setModified(true);
}

QString Study::uniqueModelName(const QString &wanted) const
{
    const auto used = [this](const QString &name) {
        for (const StudyModel &m : m_models)
            if (m.name == name)
                return true;
        return false;
    };
    QString name = wanted.isEmpty() ? tr("model") : wanted;
    for (int n = 2; used(name); ++n)
        name = tr("%1 (%2)").arg(wanted).arg(n);
    return name;
}

void Study::setOptions(const StudyOptions &options)
{
    if (options == m_options)
        return;
    m_options = options;
    Q_EMIT optionsChanged();
    outdatePageResults(false, false, true);
    setModified(true);
}

void Study::setBuiltinSuites(std::vector<isoscope::WeatSuite> suites, const QString &provenance)
{
    m_builtinSuites = std::move(suites);
    m_builtinProvenance = provenance;
    Q_EMIT suitesChanged();
}

void Study::addUserSuite(isoscope::WeatSuite suite)
{
    suite.builtin = false;
    m_userSuites.push_back(std::move(suite));
    Q_EMIT suitesChanged();
    outdatePageResults(false, true, false);
    setModified(true);
}

void Study::setUserSuite(std::size_t index, isoscope::WeatSuite suite)
{
    if (index >= m_userSuites.size())
        return;
    suite.builtin = false;
    if (m_userSuites[index] == suite)
        return;
    m_userSuites[index] = std::move(suite);
    Q_EMIT suitesChanged();
    outdatePageResults(false, true, false);
    setModified(true);
}

void Study::removeUserSuite(std::size_t index)
{
    if (index >= m_userSuites.size())
        return;
    m_userSuites.erase(m_userSuites.begin() + static_cast<std::ptrdiff_t>(index));
    Q_EMIT suitesChanged();
    outdatePageResults(false, true, false);
    setModified(true);
}

std::vector<isoscope::WeatSuite> Study::allSuites() const
{
    std::vector<isoscope::WeatSuite> all = m_builtinSuites;
    all.insert(all.end(), m_userSuites.begin(), m_userSuites.end());
    return all;
}

QString Study::uniqueSuiteId(const QString &wanted) const
{
    const auto used = [this](const std::string &id) {
        for (const auto *list : {&m_builtinSuites, &m_userSuites})
            for (const auto &s : *list)
                if (s.id == id)
                    return true;
        return false;
    };
    QString id = wanted.isEmpty() ? QStringLiteral("U1") : wanted;
    for (int n = 2; used(id.toStdString()); ++n)
        id = QStringLiteral("%1-%2").arg(wanted).arg(n);
    return id;
}

void Study::notifyResultsChanged()
{
    Q_EMIT resultsChanged();
}

void Study::setSensitivityResult(std::shared_ptr<const isoscope::ModelSensitivity> result)
{
    m_pageResults.sensitivity = std::move(result);
    m_pageResults.sensitivityOutdated = false;
    Q_EMIT pageResultsChanged();
    setModified(true);
}

void Study::setCalibrationsResult(std::shared_ptr<const isoscope::CalibrationComparison> result)
{
    m_pageResults.calibrations = std::move(result);
    m_pageResults.calibrationsOutdated = false;
    Q_EMIT pageResultsChanged();
    setModified(true);
}

void Study::setScWeatResult(std::shared_ptr<const ScWeatRun> result)
{
    m_pageResults.scWeat = std::move(result);
    m_pageResults.scWeatOutdated = false;
    Q_EMIT pageResultsChanged();
    setModified(true);
}

void Study::setPageResults(PageResults results)
{
    m_pageResults = std::move(results);
    Q_EMIT pageResultsChanged();
}

void Study::outdatePageResults(bool models, bool suites, bool options)
{
    // Sensitivity: one model's file and one suite, under the options; Calibrations: every model
    // and suite of the study; SC-WEAT: one model's file and typed words, under the options.
    PageResults &r = m_pageResults;
    bool changed = false;
    const auto outdate = [&changed](bool has, bool &flag, bool affected) {
        if (has && affected && !flag) {
            flag = true;
            changed = true;
        }
    };
    outdate(r.sensitivity != nullptr, r.sensitivityOutdated, suites || options);
    outdate(r.calibrations != nullptr, r.calibrationsOutdated, models || suites || options);
    outdate(r.scWeat != nullptr, r.scWeatOutdated, options);
    if (changed)
        Q_EMIT pageResultsChanged();
}

void Study::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged();
}

QString Study::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled study") : QFileInfo(m_filePath).fileName();
}

void Study::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

void Study::reset(const StudyOptions &options)
{
    m_models.clear();
    m_userSuites.clear();
    m_options = options;
    m_results.clear();
    m_pageResults = {};
    Q_EMIT modelsChanged();
    Q_EMIT optionsChanged();
    Q_EMIT suitesChanged();
    Q_EMIT resultsChanged();
    Q_EMIT pageResultsChanged();
    setFilePath({});
    setModified(false);
}

} // namespace isoscope::ui
