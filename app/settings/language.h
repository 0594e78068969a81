// The game's languages: English (the source), German, Dutch and Hebrew, from
// the translations compiled in at :/i18n/ (translations/tilerummy_<code>.ts).
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <string>

class AppSettings;
class QQmlEngine;

// A language the settings offer.
struct LanguageChoice {
    Q_GADGET
    QML_VALUE_TYPE(languageChoice)
    Q_PROPERTY(QString code MEMBER code FINAL) // a BCP 47 tag: "de"
    Q_PROPERTY(QString name MEMBER name FINAL) // in that language: "Deutsch"

public:
    QString code;
    QString name;
};

namespace tilerummy::ui {

// The translated languages, each by its code and its name in its own
// language ("de", "Deutsch"), for the settings' list (English and "the
// system's" are always there).
QList<LanguageChoice> translatedLanguages();

// Installs the translation for `language` (a BCP 47 tag; "" = the system's):
// the game's own for that language when it has one, else English with its
// plural forms ("1 tile", "2 tiles"). Sets the default locale (how numbers
// are written) and the application's layout direction (right to left for
// Hebrew). Posts a LanguageChange to the application; the QML engine then
// needs retranslate(). Returns the code of the language now in use ("en",
// "de", "nl", "he").
QString useLanguage(const QString& language);

// From now on a change of the language setting is applied at once: the
// translation installed (useLanguage) and the engine's texts written anew.
void followLanguageSetting(AppSettings* settings, QQmlEngine* engine);

// The code of the language in use ("en" before useLanguage was called).
QString languageInUse();

// A lesson's text (field "title", "teaching" or "goal") in the language in
// use: lupdate reads the lessons' texts as cmake/LessonStrings.cmake writes
// them out, in context "Lesson" with "<lesson id> <field>" to tell them apart.
QString lessonText(const std::string& lessonId, const char* field, const std::string& text);

// Tells the view models that the language changed (after useLanguage), so
// that they write their texts anew: the turn log, the lesson's texts.
class LanguageSignals : public QObject {
    Q_OBJECT

signals:
    void changed();
};
LanguageSignals* languageSignals();

} // namespace tilerummy::ui
