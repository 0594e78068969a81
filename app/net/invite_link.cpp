#include "net/invite_link.h"

#include "net/table_client.h"
#include "net/table_hub.h"
#include "net/wire_messages.h"

#include <QCoreApplication>
#include <QUrlQuery>

namespace tilerummy::net {

QString inviteLink(const QUrl& table, const QString& code, const QString& fingerprint)
{
    QUrl link;
    link.setScheme(QLatin1String(kInviteScheme));
    link.setHost(table.host());
    link.setPort(table.port(kDefaultPort));
    link.setPath(QLatin1Char('/') + code);
    if (!fingerprint.isEmpty()) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("fingerprint"), fingerprint);
        link.setQuery(query);
    }
    return link.toString(QUrl::FullyEncoded);
}

std::optional<Invite> readInvite(const QString& text, QString* why)
{
    auto refuse = [why](const QString& reason) -> std::optional<Invite> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const QString trimmed = text.trimmed();
    if (!looksLikeInvite(trimmed))
        return refuse(QCoreApplication::translate(
            "Invite", "This is not an invitation to a Tile Rummy table: one starts with tilerummy://."));
    const QUrl link(trimmed, QUrl::StrictMode);
    if (!link.isValid())
        return refuse(QCoreApplication::translate(
            "Invite", "This invitation is garbled: copy the whole of it, as the host's screen shows it."));
    if (link.host().isEmpty())
        return refuse(QCoreApplication::translate(
            "Invite", "This invitation names no host: copy the whole of it, as the host's screen shows it."));
    if (!link.userInfo().isEmpty() || link.hasFragment())
        return refuse(QCoreApplication::translate(
            "Invite", "This invitation has parts an invitation does not have: it is not one the game made."));
    if (link.port() == 0)
        return refuse(QCoreApplication::translate("Invite", "This invitation's port is not one a table can be at."));
    const QString path = link.path();
    const QString code = TableHub::typedCode(path.mid(1));
    if (!path.startsWith(QLatin1Char('/')) || code.isEmpty())
        return refuse(QCoreApplication::translate(
            "Invite", "This invitation has no table code, or one a table cannot have: copy the whole of it."));
    Invite invite;
    invite.code = code;
    const QUrlQuery query(link);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key != QStringLiteral("fingerprint"))
            return refuse(QCoreApplication::translate(
                              "Invite",
                              "This invitation says something this game does not know (“%1”): it may come from a "
                              "newer version of Tile Rummy.")
                              .arg(key));
        invite.fingerprint = TableClient::normalFingerprint(value);
        if (invite.fingerprint.isEmpty())
            return refuse(QCoreApplication::translate(
                "Invite", "This invitation's fingerprint is not a certificate's (32 pairs of hexadecimal "
                          "digits): copy the whole of it."));
    }
    invite.table.setScheme(invite.fingerprint.isEmpty() ? QStringLiteral("ws") : QStringLiteral("wss"));
    invite.table.setHost(link.host());
    invite.table.setPort(link.port(kDefaultPort));
    return invite;
}

} // namespace tilerummy::net
