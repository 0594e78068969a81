// The game's languages: English (the source), German, Dutch and Hebrew, from
// the translations compiled in at :/i18n/ (translations/tilerummy_<code>.ts).
#pragma once

#include <QString>
#include <QVariantList>

namespace tr::ui {

// The translated languages, each as {code, name} in its own language
// ("de", "Deutsch"), for the settings' list (English and "the system's" are
// always there).
QVariantList translatedLanguages();

// Installs the translation for `language` (a BCP 47 tag; "" = the system's):
// the game's own for that language when it has one, else English with its
// plural forms ("1 tile", "2 tiles"). Sets the default locale (how numbers
// are written) and the application's layout direction (right to left for
// Hebrew). Posts a LanguageChange to the application; the QML engine then
// needs retranslate(). Returns the code of the language now in use ("en",
// "de", "nl", "he").
QString useLanguage(const QString& language);

// The code of the language in use ("en" before useLanguage was called).
QString languageInUse();

} // namespace tr::ui
