// What the table's chat says in words: each quick phrase (net::kChatPhrases)
// in the reader's own language, and a line as a screen reader says it.
#pragma once

#include <QString>

namespace tilerummy::ui {

// The quick phrase of that id in the language installed now ("" for an id this version does not know).
QString chatPhrase(const QString& id);
// A chat line as it is shown and said: the phrase in words, or the text as written.
QString chatWords(const QString& phrase, const QString& text);
// The line as the chat shows it: "Bea: Good move!".
QString chatShown(const QString& name, const QString& words);
// The line said aloud: "Bea says: Good move".
QString chatSpoken(const QString& name, const QString& words);

} // namespace tilerummy::ui
