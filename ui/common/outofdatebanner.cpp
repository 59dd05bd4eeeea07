#include "ui/common/outofdatebanner.h"

#include "ui/results/numberformat.h"
#include "ui/study/study.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>

#include <set>

namespace isoscope::ui {

OutOfDateBanner::OutOfDateBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("outOfDateBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0xfd, 0xf3, 0xd4));
    colours.setColor(QPalette::WindowText, QColor(0x4a, 0x38, 0x00));
    setPalette(colours);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("outOfDateText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_run = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("Run"), this);
    m_run->setObjectName(QStringLiteral("outOfDateRunButton"));
    m_run->setAccessibleName(tr("Run what is not computed yet"));
    m_run->setToolTip(tr("Compute what is missing for the current models, suites and options (Ctrl+R)"));
    layout->addWidget(m_text, 1);
    layout->addWidget(m_run, 0, Qt::AlignVCenter);
    connect(m_run, &QPushButton::clicked, this, &OutOfDateBanner::runRequested);
    hide();
}

void OutOfDateBanner::setMessage(const QString &message)
{
    m_text->setText(message);
    m_text->setAccessibleName(message);
    setVisible(!message.isEmpty());
}

QString OutOfDateBanner::message() const
{
    return isHidden() ? QString() : m_text->text();
}

QStringList OutOfDateBanner::changedOptions(const StudyOptions &before, const StudyOptions &now)
{
    QStringList changes;
    const auto count = [](std::size_t n) { return numberformat::count(static_cast<qint64>(n)); };
    const auto number = [](double v) { return numberformat::general(v, 6); };
    const auto change = [&changes](const QString &what, const QString &from, const QString &to) {
        changes.append(tr("%1 %2 → %3").arg(what, from, to));
    };
    if (before.reference.toString() != now.reference.toString())
        change(tr("reference sample"), QString::fromStdString(before.reference.toString()),
               QString::fromStdString(now.reference.toString()));
    if (before.epsilon != now.epsilon)
        change(tr("epsilon"), number(before.epsilon), number(now.epsilon));
    if (before.weat.permutations != now.weat.permutations)
        change(tr("permutations"), count(before.weat.permutations), count(now.weat.permutations));
    if (before.weat.exactLimit != now.weat.exactLimit)
        change(tr("exact limit"), count(before.weat.exactLimit), count(now.weat.exactLimit));
    if (before.weat.seed != now.weat.seed)
        change(tr("seed"), count(before.weat.seed), count(now.weat.seed));
    const auto tie = [](isoscope::TieRule rule) {
        return rule == isoscope::TieRule::GreaterOrEqual ? QStringLiteral("≥") : QStringLiteral(">");
    };
    if (before.weat.tie != now.weat.tie)
        change(tr("tie rule"), tie(before.weat.tie), tie(now.weat.tie));
    const auto sides = [](isoscope::Sidedness s) {
        return s == isoscope::Sidedness::One ? tr("one-sided") : tr("two-sided");
    };
    if (before.weat.sided != now.weat.sided)
        change(tr("p"), sides(before.weat.sided), sides(now.weat.sided));
    const auto split = [](isoscope::StsSplit s) {
        return s == isoscope::StsSplit::Train ? tr("train") : s == isoscope::StsSplit::Dev ? tr("dev") : tr("test");
    };
    if (before.stsbSplit != now.stsbSplit)
        change(tr("STS-B split"), split(before.stsbSplit), split(now.stsbSplit));
    if (before.similarityBenchmarks != now.similarityBenchmarks)
        changes.append(now.similarityBenchmarks ? tr("word-similarity benchmarks switched on")
                                                : tr("word-similarity benchmarks switched off"));
    return changes;
}

QString OutOfDateBanner::describe(const std::vector<PendingWork> &pending, const QStringList &changes)
{
    std::size_t suites = 0;
    int suiteModels = 0, anisotropy = 0, benchmarks = 0;
    for (const PendingWork &work : pending) {
        std::set<std::size_t> notRun(work.rawSuites.begin(), work.rawSuites.end());
        notRun.insert(work.whitenedSuites.begin(), work.whitenedSuites.end());
        suites += notRun.size();
        suiteModels += notRun.empty() ? 0 : 1;
        anisotropy += work.anisotropy ? 1 : 0;
        benchmarks += static_cast<int>(work.benchmarks.size());
    }
    QStringList parts;
    if (suites > 0)
        parts.append(tr("%n WEAT result(s) on %1", nullptr, static_cast<int>(suites))
                         .arg(tr("%n model(s)", nullptr, suiteModels)));
    if (anisotropy > 0)
        parts.append(tr("the anisotropy of %n model(s)", nullptr, anisotropy));
    if (benchmarks > 0)
        parts.append(tr("%n word-similarity result(s)", nullptr, benchmarks));
    if (parts.isEmpty())
        return {};
    const QString missing = QLocale().createSeparatedList(parts);
    if (changes.isEmpty())
        return tr("Not computed yet for the current models, suites and options: %1. Press Run to compute them; "
                  "what is computed already is kept.")
            .arg(missing);
    return tr("Changed since the last run: %1. Not computed yet for these settings: %2. Press Run to compute them; "
              "what is computed already is kept.")
        .arg(changes.join(QStringLiteral(", ")), missing);
}

QString OutOfDateBanner::describeSetAside(const QStringList &changed, const QStringList &unverified)
{
    QStringList sentences;
    const QLocale locale;
    if (!changed.isEmpty())
        sentences.append(tr("Model file changed since the study's results were computed, for %1: those results are "
                            "not shown.")
                             .arg(locale.createSeparatedList(changed)));
    if (!unverified.isEmpty())
        sentences.append(tr("Results not verified, for %1: the study was saved without the content hash of the model "
                            "file, so they cannot be checked against it and are not shown.")
                             .arg(locale.createSeparatedList(unverified)));
    return sentences.join(QLatin1Char(' '));
}

} // namespace isoscope::ui
