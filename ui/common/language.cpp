#include "ui/common/language.h"

#include <QEvent>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace isoscope::ui {

namespace {

struct Installed {
    std::unique_ptr<QTranslator> isoscope;
    std::unique_ptr<QTranslator> qt;
    QString code;
    QString effective = QStringLiteral("en");
};

Installed &installed()
{
    static Installed state;
    return state;
}

// English's numerus forms only (translations/isoscope_en.ts).
QString englishFile()
{
    return QStringLiteral(":/i18n/isoscope_en.qm");
}

void remove(std::unique_ptr<QTranslator> &translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
}

} // namespace

QList<Language::Choice> Language::choices()
{
    // The C locale (no LANG) has no language name.
    const QString systemLanguage = QLocale::system().nativeLanguageName();
    return {
        {QString(), systemLanguage.isEmpty() ? tr("System") : tr("System (%1)").arg(systemLanguage)},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QStringList Language::translations()
{
    return {QStringLiteral("de"), QStringLiteral("zh_CN")};
}

QLocale Language::localeFor(const QString &code)
{
    if (code.isEmpty())
        return QLocale::system();
    if (code == QLatin1String("de"))
        return QLocale(QLocale::German, QLocale::Germany);
    if (code == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

void Language::apply(const QString &code)
{
    Installed &state = installed();
    remove(state.isoscope);
    remove(state.qt);
    state.code = code;
    state.effective = QStringLiteral("en");

    const QLocale locale = localeFor(code);
    QLocale::setDefault(locale);

    // QTranslator::load(QLocale, ...) tries each of the locale's UI languages (zh-Hans-CN, zh-CN,
    // de-AT, de, ...), so a system in Austrian German finds isoscope_de.qm.
    // A language without a translation speaks English, with English's numerus forms (":/i18n/
    // isoscope_en.qm": "1 model", "2 models" where the sources say "%n model(s)").
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(locale, QStringLiteral("isoscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || translator->load(englishFile())) {
        // ":/i18n/isoscope_zh_CN.qm" -> "zh_CN"
        state.effective = QFileInfo(translator->filePath()).completeBaseName().section(QLatin1Char('_'), 1);
        QCoreApplication::installTranslator(translator.get());
        state.isoscope = std::move(translator);
        if (state.effective == QLatin1String("en"))
            return; // Qt's own texts in the system's language beside English ones would be two languages

        // Qt's own texts (the buttons of standard dialogs), when the system has them
        // (Debian: qt6-translations-l10n).
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            state.qt = std::move(qt);
        }
    }
}

struct Language::Scope::Private {
    QLocale previousLocale;
    std::unique_ptr<QTranslator> translator;
    bool switched = false;
};

Language::Scope::Scope(const QString &code) : d(std::make_unique<Private>())
{
    const QLocale locale = localeFor(code);
    d->previousLocale = QLocale();
    if (code == Language::effective() && d->previousLocale.name() == locale.name())
        return; // already speaking it
    d->switched = true;
    Installed &state = installed();
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    if (state.isoscope)
        QCoreApplication::removeTranslator(state.isoscope.get());
    QLocale::setDefault(locale);
    auto translator = std::make_unique<QTranslator>();
    if (code == QLatin1String("en")
            ? translator->load(englishFile())
            : translator->load(locale, QStringLiteral("isoscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator.get());
        d->translator = std::move(translator);
    }
}

Language::Scope::~Scope()
{
    if (d->switched) {
        if (d->translator)
            QCoreApplication::removeTranslator(d->translator.get());
        Installed &state = installed();
        // In apply()'s order: the last installed is asked first.
        if (state.isoscope)
            QCoreApplication::installTranslator(state.isoscope.get());
        if (state.qt)
            QCoreApplication::installTranslator(state.qt.get());
        QLocale::setDefault(d->previousLocale);
        // The application speaks as before: the widgets need not retranslate.
        QCoreApplication::removePostedEvents(nullptr, QEvent::LanguageChange);
    }
}

QString Language::applied()
{
    return installed().code;
}

QString Language::effective()
{
    return installed().effective;
}

} // namespace isoscope::ui
