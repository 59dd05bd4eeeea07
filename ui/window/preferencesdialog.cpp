#include "ui/window/preferencesdialog.h"

#include "ui/common/language.h"
#include "ui/common/settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace isoscope::ui {

PreferencesDialog::PreferencesDialog(QWidget *parent) : QDialog(parent), m_language(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    for (const Language::Choice &choice : Language::choices())
        m_language->addItem(choice.name, choice.code);
    m_language->setToolTip(tr("The language of the window, and how it writes numbers"));
    m_language->setAccessibleName(tr("Language"));

    auto *note = new QLabel(tr("Numbers in the window follow the language (German: 0,87). Exported files (CSV, "
                               "JSON, results.json, report.md) always use a decimal point."),
                            this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(420);

    setLanguage(settings::language.value());
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setLanguage(const QString &code)
{
    const int index = m_language->findData(code);
    m_language->setCurrentIndex(index >= 0 ? index : 0);
}

void PreferencesDialog::apply()
{
    const QString code = language();
    settings::language.setValue(code);
    if (code != Language::applied())
        Language::apply(code);
}

void PreferencesDialog::done(int result)
{
    if (result == QDialog::Accepted)
        apply();
    QDialog::done(result);
}

} // namespace isoscope::ui
