// An invitation to a table as one string a friend pastes or clicks:
// tilerummy://HOST:PORT/CODE, and for a table over TLS
// tilerummy://HOST:PORT/CODE?fingerprint=AB:CD:… (its certificate's SHA-256,
// which whoever joins then pins). The host's lobby shows it to copy; the game
// reads it from its command line (the desktop opens links so: the packages
// register the scheme), from the join dialog's address field and from a
// macOS "open URL" event. Anything else, another scheme, a part missing or one
// this game does not know, is refused with a sentence that says why, and
// nothing is joined.
#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace tilerummy::net {

inline constexpr char kInviteScheme[] = "tilerummy";

struct Invite {
    QUrl table;          // ws://HOST:PORT, wss:// with a fingerprint
    QString code;        // the table's code, in capitals
    QString fingerprint; // "AB:CD:…" (32 pairs), "" for a table without TLS
};

// The link for a table at `table` (ws:// or wss://, host and port) with `code`.
QString inviteLink(const QUrl& table, const QString& code, const QString& fingerprint = QString());
// Whether `text` means to be an invitation (it starts with "tilerummy:"),
// good or not: what the join dialog and the command line read as one.
inline bool looksLikeInvite(const QString& text)
{
    return text.trimmed().startsWith(QLatin1String(kInviteScheme) + QLatin1Char(':'), Qt::CaseInsensitive);
}
// The invitation `text` is; nullopt with `why` (a sentence, in the language
// installed) when it is not one.
std::optional<Invite> readInvite(const QString& text, QString* why);

} // namespace tilerummy::net
