#pragma once

#include "core/analysis/resultstore.h"

#include <QFrame>

#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace isoscope::ui {

struct StudyOptions;

/// A bar above a view of the study's results that says, when the results no longer cover the
/// current models, suites or options, what changed and what is not computed yet, with a Run button.
/// Hidden while everything is computed (or nothing can be: no model yet).
class OutOfDateBanner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OutOfDateBanner)

public:
    explicit OutOfDateBanner(QWidget *parent = nullptr);

    /// Shows the message (hidden when it is empty).
    void setMessage(const QString &message);
    QString message() const;

    /// "Epsilon 0.001 → 0.01, seed 42 → 7": the options that decide computed numbers and differ.
    static QStringList changedOptions(const StudyOptions &before, const StudyOptions &now);
    /// The sentence for the banner: what changed (when known) and what is not computed; empty when
    /// nothing is pending.
    static QString describe(const std::vector<PendingWork> &pending, const QStringList &changes);
    /// The sentence for results a study kept that were set aside on reading the model's file:
    /// "Model file changed since the study's results were computed, for word2vec: those results are
    /// not shown.", or that they could not be checked against it (a study saved without the files'
    /// content hashes). Empty when both lists are.
    static QString describeSetAside(const QStringList &changed, const QStringList &unverified);

Q_SIGNALS:
    void runRequested();

private:
    QLabel *m_text = nullptr;
    QPushButton *m_run = nullptr;
};

} // namespace isoscope::ui
