// A player's game at a lobby (docs/lobby.md): the connection (a TableClient
// without the table's hello: TLS, a pinned fingerprint, the reasons a
// connection drops), signing in with the player's key (a new player with
// their name), the requests, and the lobby's answers, read with their types
// and fields checked (a lobby that sends garbage is left). The game's "Play
// online" screen and `tilerummy-cli bot --lobby` use it.
#pragma once

#include "lobby/lobby_wire.h"
#include "lobby/player_key.h"
#include "net/table_client.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QUrl>

namespace tilerummy::lobby {

class LobbyClient : public QObject {
    Q_OBJECT

public:
    // Where to take the seat a started table gave (the lobby's `seated`).
    struct Seat {
        QString table;
        QString code;
        QString token;
        QString path; // added to the lobby's address
        int seat = 0;
        bool rated = false;
    };

    explicit LobbyClient(QObject* parent = nullptr);

    // Connects and signs in with `key`; `name` is the name a new player takes.
    void open(const QUrl& url, const PlayerKey& key, const QString& name, const QString& fingerprint = {});
    void close();
    // A new player's name was refused (error `name`): the same challenge signed again, with another name.
    void proveAgain(const QString& name);
    void send(const LobbyRequest& request);
    bool isSignedIn() const { return signedIn_; }
    const QUrl& url() const { return url_; }
    // The connection was refused only because nobody vouches for the lobby's
    // certificate: its fingerprint, to check with the lobby's operator ("" else).
    const QString& untrustedFingerprint() const { return connection_.untrustedFingerprint(); }
    // The table's join for a seat the lobby gave: its address, code and token.
    net::TableClient::Join tableJoin(const Seat& seat, const QString& name) const;

signals:
    void signedIn(const QJsonObject& me); // name, rating, deviation, games, process
    void tablesListed(const QJsonArray& tables, int open);
    void tableChanged(const QJsonObject& table); // the table the player sits at
    void tableLeft(const QString& table);
    void seated(const tilerummy::lobby::LobbyClient::Seat& seat);
    void queued(int seats, int waiting, int waitS);
    void unqueued();
    void rated(const QJsonObject& result); // game, place, people, name, rating, deviation, games
    void leaderboard(const QJsonArray& players);
    void history(const QJsonArray& games);
    // An error of the lobby's (the connection may go on): its code, its words, a wait (-1: none).
    void refused(const QString& code, const QString& message, int retryS);
    // The connection is gone (not by close()): why, in words.
    void dropped(const QString& reason);

private:
    void textArrived(const QByteArray& text);
    void fail(const QString& why);

    net::TableClient connection_;
    QUrl url_;
    QString fingerprint_;
    std::optional<PlayerKey> key_;
    QString name_;
    QString challenge_;
    bool signedIn_ = false;
};

} // namespace tilerummy::lobby
