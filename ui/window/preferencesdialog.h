#pragma once

#include <QDialog>

class QComboBox;

namespace isoscope::ui {

/// Edit > Preferences: the language of the window (the system's, English, Deutsch, 简体中文).
/// Accepting saves the choice (settings::language) and applies it at once; the open study stays.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// The language code chosen ("" for the system's).
    QString language() const;
    void setLanguage(const QString &code);

    /// Saves and applies what the dialog shows.
    void apply();

protected:
    void done(int result) override;

private:
    QComboBox *m_language;
};

} // namespace isoscope::ui
