// The lobby (tilerummy-cli lobby; docs/lobby.md): players sign in with their
// key on the port its tables are played on (a door of its TableServer), see
// the rooms waiting for people, make one (public, or private by a code), join
// one, start it, or ask for a quick match. What the lobby's processes share
// (who is signed in where, the rooms, the queue) is in the database
// (LobbyRooms); a room's games are played in the process that owns it
// (LobbyTable, as `serve` plays a table), whose path the players are given
// (a load balancer sends /t/PROCESS/ there). Each rated game's result and
// the ratings it changes are written as the game ends and told to its people.
// Limits: tables a key makes (and quick matches it asks), new players an
// address makes, wrong private codes (the server's guessing budget), beside
// the server's own bounds on every connection.
#pragma once

#include "lobby/lobby_rooms.h"
#include "lobby/lobby_store.h"
#include "lobby/lobby_table.h"
#include "net/rate_bucket.h"
#include "net/server_door.h"
#include "self_play.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <unordered_map>

namespace tilerummy::net {
class TableServer;
}

namespace tilerummy::lobby {

class LobbyServer : public QObject, public net::ServerDoor {
    Q_OBJECT

public:
    static constexpr int kMaxConnections = 5000;     // players signed in (or signing in) at once, per process
    static constexpr int kMaxTables = 2000;          // tables playing in a process
    static constexpr double kTablesBurst = 3;        // tables a player makes (or quick matches asked) at once ...
    static constexpr double kTablesPerMinute = 6;    // ... and after
    static constexpr double kNewPlayersBurst = 5;    // new players from one address at once ...
    static constexpr double kNewPlayersPerHour = 20; // ... and after
    static constexpr int kListed = 200;              // rooms in a list at most (the fullest first)
    static constexpr int kBoardSize = 50;            // the leaderboard's players
    static constexpr int kHistorySize = 50;          // a player's games told
    static constexpr int kListEveryMs = 250;         // the list pushed to players at most this often

    struct Options {
        QString process = QStringLiteral("lobby"); // this process's name among those sharing the database
        int graceMs = 60000;                       // an absent player's seat waits this long before an AI plays it
        long long aiNodeLimit = AiPlayer::kDefaultNodeLimit;
        // A table's log, given its id (serve --log's events), or null: none.
        std::function<std::unique_ptr<SelfPlayObserver>(const QString& tableId)> tableLog;
    };
    // A process's name: 1..20 lower-case letters and digits (a NOTIFY channel, a URL path).
    static bool isProcessName(const QString& name);

    LobbyServer(LobbyStore* store, net::TableServer* server, Options options, QObject* parent = nullptr);
    ~LobbyServer() override;
    // Clears what an earlier run of this process left and listens to the others.
    bool start(QString* error);

signals:
    void gameRated(const QString& gameId);
    // A game's result could not be written (the operator's log).
    void writeFailed(const QString& why);

private:
    struct Connection {
        QString address;
        QString key;       // from signin
        QString challenge; // what the key must sign
        bool signedIn = false;
        QString name;
    };

    // ServerDoor
    bool opensWith(const QString& type) const override { return type == QLatin1String("signin"); }
    void received(quint64 connection, const QString& address, const QByteArray& text) override;
    void closed(quint64 connection) override;
    int maxConnections() const override { return kMaxConnections; }

    void signIn(quint64 id, Connection& c, const SignIn& m);
    void proof(quint64 id, Connection& c, const Proof& m);
    void create(quint64 id, Connection& c, const CreateTable& m);
    void join(quint64 id, Connection& c, const JoinTable& m);
    void leave(const QString& key);
    void startAsked(quint64 id, const Connection& c);
    void quick(quint64 id, Connection& c, const QuickMatchAsk& m);
    void quickTick();
    bool refuseIfBusy(quint64 id, const Connection& c); // at a table, or waiting for a quick match
    net::RateBucket& tablesBucket(const QString& key);  // tables made and quick matches asked
    void startRoom(const Room& room);                   // here, or told to the process that owns it
    // A person of a started room signed in again: their seat, again (here, or by its owner).
    void reseat(const Room& room, const QString& key);
    void sendSeated(const LobbyTable& table, const LobbyTable::Ticket& ticket);
    void tableOver(const QString& id);
    void record(const LobbyStore::FinishedGame& game);
    void told(const QByteArray& payload); // from another process

    void send(quint64 id, const QByteArray& message);
    void deliver(const QString& key, const QByteArray& message); // wherever the key is signed in
    void refuse(quint64 id, const QString& code, const QString& message, int retryS = -1);
    void sendRoom(const Room& room); // `table` to each person at it
    void sendRooms(quint64 id);
    QByteArray roomsMessage(); // the list as it stands
    // Each player waiting for a table of `seats`: how many wait (those signed
    // in elsewhere by their process, when `everywhere`).
    void tellQueue(int seats, bool everywhere = true);
    void listChanged(bool everywhere = true);
    quint64 connectionOf(const QString& key) const;
    QJsonObject summary(const Room& room, bool withCode) const;

    LobbyStore* store_;
    net::TableServer* server_;
    Options options_;
    LobbyRooms rooms_;
    std::unordered_map<quint64, Connection> connections_;
    std::unordered_map<QString, quint64> online_;             // a key signed in here: its connection
    std::map<QString, std::unique_ptr<LobbyTable>> playing_;  // rooms started here
    std::unordered_map<QString, net::RateBucket> tablesMade_; // by key
    std::unordered_map<QString, net::RateBucket> newPlayers_; // by address
    std::unordered_map<QString, int> quickWaitS_;             // what each key waiting here chose
    QTimer listPush_;
    QTimer quickTick_;
};

} // namespace tilerummy::lobby
