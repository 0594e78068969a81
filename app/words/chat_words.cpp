#include "words/chat_words.h"

#include <QCoreApplication>

namespace tilerummy::ui {

QString chatPhrase(const QString& id)
{
    if (id == QLatin1String("good-move"))
        return QCoreApplication::translate("TableChat", "Good move!");
    if (id == QLatin1String("your-turn"))
        return QCoreApplication::translate("TableChat", "Your turn.");
    if (id == QLatin1String("one-moment"))
        return QCoreApplication::translate("TableChat", "One moment, please.");
    if (id == QLatin1String("well-played"))
        return QCoreApplication::translate("TableChat", "Well played.");
    if (id == QLatin1String("thanks"))
        return QCoreApplication::translate("TableChat", "Thanks!");
    if (id == QLatin1String("good-luck"))
        return QCoreApplication::translate("TableChat", "Good luck!");
    return {};
}

QString chatWords(const QString& phrase, const QString& text)
{
    return phrase.isEmpty() ? text : chatPhrase(phrase);
}

QString chatShown(const QString& name, const QString& words)
{
    //: A chat line: %1 who said it, %2 what they said.
    return QCoreApplication::translate("TableChat", "%1: %2").arg(name, words);
}

QString chatSpoken(const QString& name, const QString& words)
{
    //: A chat line read aloud: %1 who said it, %2 what they said.
    return QCoreApplication::translate("TableChat", "%1 says: %2").arg(name, words);
}

} // namespace tilerummy::ui
