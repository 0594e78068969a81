#include "settings/language.h"

#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QTranslator>

namespace tilerummy::ui {

namespace {

struct Language {
    const char* code;
    const char* name; // in the language itself
};

constexpr Language kTranslated[] = {{"de", "Deutsch"}, {"nl", "Nederlands"}, {"he", "עברית"}};

QTranslator& translator()
{
    static QTranslator instance;
    return instance;
}

QString& inUse()
{
    static QString code = QStringLiteral("en");
    return code;
}

// The first of the locale's UI languages that the game is translated into.
QString translatedCodeFor(const QLocale& locale)
{
    for (const QString& tag : locale.uiLanguages()) {
        const QString code = tag.section(QLatin1Char('-'), 0, 0).toLower();
        if (code == QLatin1String("en"))
            return {};
        for (const Language& language : kTranslated) {
            if (code == QLatin1String(language.code))
                return code;
        }
    }
    return {};
}

// For lupdate: Qt's own key for the layout direction, "RTL" in the Hebrew
// translation, as Qt looks it up when the direction is left to it.
struct SourceText {
    const char* source;
    const char* comment;
};
[[maybe_unused]] constexpr SourceText kLayoutDirection = QT_TRANSLATE_NOOP3(
    "QGuiApplication", "QT_LAYOUT_DIRECTION",
    "Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in right-to-left "
    "languages (such as Hebrew and Arabic) to get proper widget layout.");

} // namespace

QList<LanguageChoice> translatedLanguages()
{
    QList<LanguageChoice> out;
    for (const Language& language : kTranslated)
        out.append(LanguageChoice{QString::fromLatin1(language.code), QString::fromUtf8(language.name)});
    return out;
}

QString useLanguage(const QString& language)
{
    const QLocale asked = language.isEmpty() ? QLocale::system() : QLocale(language);
    QString code = translatedCodeFor(asked);
    if (code.isEmpty())
        code = QStringLiteral("en");
    QCoreApplication::removeTranslator(&translator());
    if (translator().load(QStringLiteral(":/i18n/tilerummy_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&translator());
    // Numbers as the language shown writes them: the system's own locale when
    // it is of that language (de_AT stays de_AT), else the language's.
    const QLocale system = QLocale::system();
    const bool systemSpeaksIt = system.name().section(QLatin1Char('_'), 0, 0) == code;
    QLocale::setDefault(systemSpeaksIt ? system : QLocale(code));
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        QGuiApplication::setLayoutDirection(QLocale(code).textDirection());
    inUse() = code;
    emit languageSignals()->changed();
    return code;
}

void followLanguageSetting(AppSettings* settings, QQmlEngine* engine)
{
    QObject::connect(settings, &AppSettings::languageChanged, engine, [settings, engine] {
        useLanguage(settings->language());
        engine->retranslate();
    });
}

QString languageInUse()
{
    return inUse();
}

QString lessonText(const std::string& lessonId, const char* field, const std::string& text)
{
    const std::string key = lessonId + " " + field;
    return QCoreApplication::translate("Lesson", text.c_str(), key.c_str());
}

LanguageSignals* languageSignals()
{
    static LanguageSignals instance;
    return &instance;
}

} // namespace tilerummy::ui
