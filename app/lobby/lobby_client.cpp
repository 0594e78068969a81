#include "lobby/lobby_client.h"

#include "net/wire_messages.h"
#include "net/wire_text.h"

namespace tilerummy::lobby {

LobbyClient::LobbyClient(QObject* parent) : QObject(parent)
{
    connect(&connection_, &net::TableClient::opened, this, [this] {
        send(SignIn{kLobbyProtocolVersion, key_->publicText()});
    });
    connect(&connection_, &net::TableClient::textArrived, this, &LobbyClient::textArrived);
    connect(&connection_, &net::TableClient::dropped, this, [this](const QString& reason) {
        signedIn_ = false;
        emit dropped(reason);
    });
}

void LobbyClient::open(const QUrl& url, const PlayerKey& key, const QString& name, const QString& fingerprint)
{
    url_ = url;
    fingerprint_ = fingerprint;
    key_ = key;
    name_ = name;
    challenge_.clear();
    signedIn_ = false;
    net::TableClient::Join join;
    join.url = url;
    join.fingerprint = fingerprint;
    join.table = false;
    connection_.open(join);
}

void LobbyClient::close()
{
    signedIn_ = false;
    connection_.close();
}

void LobbyClient::send(const LobbyRequest& request)
{
    connection_.sendText(writeLobbyRequest(request));
}

void LobbyClient::proveAgain(const QString& name)
{
    name_ = name;
    if (signedIn_ || challenge_.isEmpty() || !key_)
        return;
    const QByteArray signature = key_->sign(signInMessage(challenge_, key_->publicText()));
    send(Proof{PlayerKey::encode(signature), name_});
}

net::TableClient::Join LobbyClient::tableJoin(const Seat& seat, const QString& name) const
{
    net::TableClient::Join join;
    join.url = url_;
    join.url.setPath(seat.path);
    join.name = name;
    join.code = seat.code;
    join.token = seat.token;
    join.fingerprint = fingerprint_;
    return join;
}

void LobbyClient::fail(const QString& why)
{
    signedIn_ = false;
    connection_.close();
    emit dropped(why);
}

void LobbyClient::textArrived(const QByteArray& text)
{
    QJsonObject o;
    QString type;
    std::string why;
    if (!net::openMessage(text, net::kMaxServerMessageBytes, &o, &type, &why))
        return fail(tr("The lobby sent a message this game cannot read (%1).").arg(QString::fromStdString(why)));
    const auto str = [&o](const char* key) { return o.value(QLatin1String(key)).toString(); };
    const auto num = [&o](const char* key) { return o.value(QLatin1String(key)).toInt(-1); };
    if (type == QLatin1String("challenge")) {
        const QString challenge = str("challenge");
        if (challenge.isEmpty() || challenge.size() > 128)
            return fail(tr("The lobby sent a challenge this game cannot read."));
        challenge_ = challenge;
        proveAgain(name_);
    } else if (type == QLatin1String("signedIn")) {
        signedIn_ = true;
        emit signedIn(o);
    } else if (type == QLatin1String("tables")) {
        emit tablesListed(o.value("tables").toArray(), num("open"));
    } else if (type == QLatin1String("table")) {
        emit tableChanged(o.value("table").toObject());
    } else if (type == QLatin1String("left")) {
        emit tableLeft(str("table"));
    } else if (type == QLatin1String("seated")) {
        Seat seat{str("table"), str("code"), str("token"), str("path"), num("seat"), o.value("rated").toBool()};
        if (seat.token.isEmpty() || seat.code.isEmpty() || !seat.path.startsWith(QLatin1Char('/')) || seat.seat < 0)
            return fail(tr("The lobby sent a seat this game cannot read."));
        emit seated(seat);
    } else if (type == QLatin1String("queued")) {
        emit queued(num("seats"), num("waiting"), num("waitS"));
    } else if (type == QLatin1String("unqueued")) {
        emit unqueued();
    } else if (type == QLatin1String("rated")) {
        emit rated(o);
    } else if (type == QLatin1String("leaderboard")) {
        emit leaderboard(o.value("players").toArray());
    } else if (type == QLatin1String("history")) {
        emit history(o.value("games").toArray());
    } else if (type == QLatin1String("error")) {
        const int retry = o.contains("retryS") ? num("retryS") : -1;
        emit refused(str("code"), str("message"), retry);
    }
    // Other types: a later lobby's, ignored.
}

} // namespace tilerummy::lobby
