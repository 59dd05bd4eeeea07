#include "ui/issues/issuelistmodel.h"

#include "ui/analysis/analysisrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/escape.h"
#include "ui/common/itemroles.h"
#include "ui/common/outofdatebanner.h"
#include "ui/results/cautiontext.h"
#include "ui/results/numberformat.h"
#include "ui/study/study.h"

#include <QColor>
#include <QLocale>

#include <algorithm>

namespace isoscope::ui {

namespace {

QString words(const std::vector<std::string> &list, std::size_t most = 6)
{
    QStringList out;
    for (std::size_t i = 0; i < list.size() && i < most; ++i)
        out.append(QString::fromStdString(list[i]));
    QString text = out.join(QLatin1String(", "));
    if (list.size() > most)
        text += IssueListModel::tr(" and %n more", nullptr, static_cast<int>(list.size() - most));
    return text;
}

} // namespace

IssueListModel::IssueListModel(QObject *parent) : QAbstractTableModel(parent) {}

QList<Issue> IssueListModel::collect(const Study &study, const AnalysisRunner &runner,
                                     const isoscope::AnalysisResult &results)
{
    QList<Issue> issues;
    using S = Issue::Severity;
    using T = Issue::Target;
    for (const StudyModel &model : study.models()) {
        const ModelStatus status = runner.status(model);
        if (status.state == ModelStatus::State::MissingFile)
            issues.append({S::Error,
                           T::Model,
                           tr("The file of %1 is missing: %2. Use Locate file… on the Models page to say where it "
                              "is now.")
                               .arg(escape::shownName(model.name), escape::shownName(model.path)),
                           model.name,
                           {}});
        else if (status.state == ModelStatus::State::Failed)
            issues.append({S::Error,
                           T::Model,
                           tr("%1 could not be read. %2").arg(escape::shownName(model.name), status.error),
                           model.name,
                           {}});
    }
    // Results kept for a model file whose content is now another (or cannot be told): said as the bar
    // above the results says it, whether the study was opened so or the file changed while open.
    for (const auto &[name, why] : runner.setAsideModels())
        issues.append({S::Warning,
                       T::Model,
                       why == AnalysisRunner::SetAside::ContentChanged
                           ? OutOfDateBanner::describeSetAside({escape::shownName(name)}, {})
                           : OutOfDateBanner::describeSetAside({}, {escape::shownName(name)}),
                       name,
                       {}});
    for (const JobFailure &failure : runner.failures())
        issues.append({S::Error,
                       T::Model,
                       tr("%1 failed for %2: %3").arg(failure.title(), failure.modelName, failure.error()),
                       failure.modelName,
                       {}});

    for (const isoscope::ModelResult &m : results.models) {
        const QString name = QString::fromStdString(m.spec.name);
        if (m.singularCovariance)
            issues.append({S::Warning,
                           T::Options,
                           tr("The reference sample of %1 has %2 vectors for %3 dimensions (n ≤ d): its covariance "
                              "is singular and the whitening estimate is poor. Use a larger reference sample.")
                               .arg(name)
                               .arg(numberformat::count(static_cast<qint64>(m.referenceSize)))
                               .arg(numberformat::count(static_cast<qint64>(m.dims))),
                           name,
                           {}});
        if (!m.referenceMissing.empty())
            issues.append(
                {S::Warning,
                 T::Options,
                 tr("%n reference word(s) are not in %1: %2", nullptr, static_cast<int>(m.referenceMissing.size()))
                     .arg(name, words(m.referenceMissing)),
                 name,
                 {}});
        if (m.spec.oov == isoscope::OovPolicy::Subword && !m.hasSubwords)
            issues.append({S::Warning,
                           T::Model,
                           tr("%1 has no subword vectors (only fastText .bin and .ftz models do): its missing words "
                              "are left out.")
                               .arg(name),
                           name,
                           {}});
        if (m.read.duplicateCount > 0)
            issues.append({S::Note,
                           T::Model,
                           tr("%1 repeats %n word(s); the first vector of each was kept.", nullptr,
                              static_cast<int>(m.read.duplicateCount))
                               .arg(name),
                           name,
                           {}});
        for (const isoscope::WeatResult &r : m.weat) {
            const QString suite = QString::fromStdString(r.suiteId);
            if (r.error) {
                issues.append({S::Error, T::Suite,
                               r.error->code == isoscope::ErrorCode::EmptyWordSet
                                   ? tr("%1 could not run on %2: no word of the set “%3” is in the model.")
                                         .arg(suite, name, QString::fromStdString(r.error->word))
                                   : tr("%1 could not run on %2: %3").arg(suite, name, ErrorText::describe(*r.error)),
                               name, suite});
                continue;
            }
            // Words of the vocabulary with a zero vector are said apart from the words it lacks.
            std::vector<std::string> all, zero;
            for (int role = 0; role < 4; ++role)
                for (const std::string &word : r.words.missing[static_cast<std::size_t>(role)]) {
                    const auto &zeros = r.words.zeroVectors[static_cast<std::size_t>(role)];
                    (std::find(zeros.begin(), zeros.end(), word) != zeros.end() ? zero : all).push_back(word);
                }
            if (!all.empty())
                issues.append(
                    {S::Warning, T::Result,
                     tr("%n word(s) of %1 are not in %2 and were left out: %3", nullptr, static_cast<int>(all.size()))
                         .arg(suite, name, words(all)),
                     name, suite});
            if (!zero.empty())
                issues.append({S::Warning, T::Result,
                               tr("%n word(s) of %1 have a zero vector in %2 (no direction, so no cosine) and were "
                                  "left out: %3",
                                  nullptr, static_cast<int>(zero.size()))
                                   .arg(suite, name, words(zero)),
                               name, suite});
            std::vector<std::string> subword;
            for (const auto &set : r.words.fromSubwords)
                subword.insert(subword.end(), set.begin(), set.end());
            if (!subword.empty())
                issues.append({S::Note, T::Result,
                               tr("%n word(s) of %1 are not in %2 and got vectors from their subwords: %3", nullptr,
                                  static_cast<int>(subword.size()))
                                   .arg(suite, name, words(subword)),
                               name, suite});
            std::vector<std::string> repeated;
            for (const auto &set : r.words.repeated)
                repeated.insert(repeated.end(), set.begin(), set.end());
            if (!repeated.empty())
                issues.append({S::Warning, T::Result,
                               tr("%n word(s) of %1 are listed more than once in the same set; on %2 each is used "
                                  "once: %3",
                                  nullptr, static_cast<int>(repeated.size()))
                                   .arg(suite, name, words(repeated)),
                               name, suite});
            std::vector<std::string> shared = r.words.inBothTargets;
            shared.insert(shared.end(), r.words.inBothAttributes.begin(), r.words.inBothAttributes.end());
            if (!shared.empty())
                issues.append({S::Warning, T::Result,
                               tr("%n word(s) of %1 are in both target sets (X and Y) or both attribute sets (A and "
                                  "B); on %2 each is used in both, as listed: %3",
                                  nullptr, static_cast<int>(shared.size()))
                                   .arg(suite, name, words(shared)),
                               name, suite});
            if (r.raw && !r.raw->d)
                issues.append(
                    {S::Warning, T::Result,
                     tr("Raw d of %1 on %2 is undefined: every word has the same association.").arg(suite, name), name,
                     suite});
            if (r.whitened && !r.whitened->d)
                issues.append(
                    {S::Warning, T::Result,
                     tr("Whitened d of %1 on %2 is undefined: every word has the same association.").arg(suite, name),
                     name, suite});
            // The numbers a reader could misread (the command line warns of the same).
            const isoscope::ResultCautions cautions = isoscope::resultCautions(r, results.params);
            const QString on = tr("%1 on %2: ").arg(suite, name);
            if (!cautions.smallSets.empty())
                issues.append({S::Warning, T::Result, on + cautiontext::smallSets(r, cautions), name, suite});
            if (cautions.unreachableFloor)
                issues.append({S::Warning, T::Result, on + cautiontext::unreachable(r, cautions, results.params.alpha),
                               name, suite});
            if (cautions.signChange)
                issues.append({S::Note, T::Result, on + cautiontext::signChange(r), name, suite});
        }
        for (const isoscope::SimilarityResult &s : m.similarity)
            if (s.pairsUsed < s.pairsTotal)
                issues.append({S::Note, T::Result,
                               tr("%1 covers %2 of the %3 pairs of %4.")
                                   .arg(name)
                                   .arg(numberformat::count(static_cast<qint64>(s.pairsUsed)))
                                   .arg(numberformat::count(static_cast<qint64>(s.pairsTotal)))
                                   .arg(QString::fromStdString(s.benchmark)),
                               name, QString::fromStdString(s.benchmark)});
    }

    const auto suites = study.allSuites();
    for (const PendingWork &work : runner.pendingWork()) {
        std::vector<std::size_t> notRun = work.rawSuites;
        for (std::size_t i : work.whitenedSuites)
            if (std::find(notRun.begin(), notRun.end(), i) == notRun.end())
                notRun.push_back(i);
        if (notRun.empty() && !work.anisotropy && work.benchmarks.empty())
            continue;
        const QString name = QString::fromStdString(work.modelName);
        if (!notRun.empty()) {
            std::vector<std::string> ids;
            for (std::size_t i : notRun)
                ids.push_back(suites[i].id);
            issues.append({S::Note, T::Suite,
                           tr("%n suite(s) not run on %1 with the current options: %2. Press Run (Ctrl+R).", nullptr,
                              static_cast<int>(notRun.size()))
                               .arg(name, words(ids, 10)),
                           name, QString::fromStdString(ids.front())});
        } else {
            issues.append({S::Note,
                           T::Model,
                           tr("Anisotropy or word similarity of %1 not computed with the current options. Press "
                              "Run (Ctrl+R).")
                               .arg(name),
                           name,
                           {}});
        }
    }
    return issues;
}

void IssueListModel::setIssues(QList<Issue> issues)
{
    beginResetModel();
    m_issues = std::move(issues);
    endResetModel();
}

int IssueListModel::count(Issue::Severity severity) const
{
    return static_cast<int>(
        std::count_if(m_issues.begin(), m_issues.end(), [severity](const Issue &i) { return i.severity == severity; }));
}

int IssueListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_issues.size());
}

int IssueListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssueListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Issue &issue = m_issues.at(index.row());
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn) {
        switch (issue.severity) {
        case Issue::Severity::Error: return QColor(0xc0, 0x1c, 0x28);
        case Issue::Severity::Warning: return QColor(0x9a, 0x5b, 0x00);
        case Issue::Severity::Note: return QColor(0x4a, 0x5a, 0x6a);
        }
    }
    if (role == Qt::ToolTipRole && index.column() == MessageColumn)
        return issue.message;
    if (role != Qt::DisplayRole && role != RawValueRole)
        return {};
    switch (index.column()) {
    case SeverityColumn:
        if (role == RawValueRole)
            return int(issue.severity);
        switch (issue.severity) {
        case Issue::Severity::Error: return tr("Error");
        case Issue::Severity::Warning: return tr("Warning");
        case Issue::Severity::Note: return tr("Note");
        }
        return {};
    case ModelColumn: return role == RawValueRole ? issue.model : escape::shownName(issue.model);
    case MessageColumn: return issue.message;
    default: return {};
    }
}

QVariant IssueListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn: return tr("Kind");
    case ModelColumn: return tr("Model");
    case MessageColumn: return tr("What");
    default: return {};
    }
}

} // namespace isoscope::ui
