#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

#include <memory>

namespace isoscope::ui {

/// The language the window speaks: Isoscope's translations (translations/*.ts, embedded under
/// :/i18n) and Qt's own for its standard dialogs, and the locale numbers are written in.
///
/// A language is named by a code: "" follows the system, "en" is the source text, "de" and "zh_CN"
/// are the translations. The locale follows the language: "System" takes the system's locale as it
/// is (its language, and its decimal separator, even when the language has no translation),
/// "Deutsch" writes German numbers (0,87), "English" and "简体中文" write 0.87. Only what the window
/// shows follows the locale: files (CSV, JSON, results.json, report.md, study files) are written in
/// the C locale, so that they read the same everywhere.
class Language final
{
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    struct Choice {
        QString code; ///< "" for the system's language
        QString name; ///< as the Preferences list it: the language's own name
    };

    /// What the Preferences offer: the system's language, English, and every translation.
    static QList<Choice> choices();
    /// The translations built in ("de", "zh_CN"), without English.
    static QStringList translations();

    /// The locale of a language code ("": the system's).
    static QLocale localeFor(const QString &code);

    /// Makes the application speak the language: replaces the installed translators (none for
    /// English) and makes the language's locale the default one. Every widget then gets a
    /// QEvent::LanguageChange. Unknown codes fall back to English.
    static void apply(const QString &code);

    /// The code given to the last apply() ("" before any).
    static QString applied();
    /// The translation in use now ("de", "zh_CN"), or "en" when the window speaks English.
    static QString effective();

    /// Speaks another language for as long as it lives, then gives the application back its own
    /// translators and locale: a report's figures are drawn in the report's language whatever
    /// the window speaks. The LanguageChange events that switching posts are taken back, so the
    /// window does not retranslate itself for nothing. "en" is the source text.
    class Scope final
    {
    public:
        explicit Scope(const QString &code);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        struct Private;
        std::unique_ptr<Private> d;
    };
};

} // namespace isoscope::ui
