// The lobby (tilerummy-cli lobby; docs/protocol.md "The lobby"): players
// sign in with their key on the port its tables are played on (a door of
// its TableServer), see the open tables, make one (public, or private by a
// code), join one, start it; the table is then played as `serve` plays one
// (LobbyTable), and each rated game's result and the ratings it changes are
// written to the store as the game ends, and told to its people.
// Limits: tables a key makes, new players an address makes, wrong private
// codes (the server's guessing budget), beside the server's own bounds on
// every connection.
#pragma once

#include "lobby/lobby_store.h"
#include "lobby/lobby_table.h"
#include "lobby/quick_match.h"
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
    static constexpr int kMaxConnections = 5000;     // players signed in (or signing in) at once
    static constexpr int kMaxTables = 2000;          // waiting and playing
    static constexpr double kTablesBurst = 3;        // tables a player makes at once ...
    static constexpr double kTablesPerMinute = 6;    // ... and after
    static constexpr double kNewPlayersBurst = 5;    // new players from one address at once ...
    static constexpr double kNewPlayersPerHour = 20; // ... and after
    static constexpr int kListed = 200;              // tables in a list at most (the fullest first)
    static constexpr int kBoardSize = 50;            // the leaderboard's players
    static constexpr int kHistorySize = 50;          // a player's games told
    static constexpr int kListEveryMs = 250;         // the list pushed to players at most this often

    struct Options {
        int graceMs = 60000; // an absent player's seat waits this long before an AI plays it
        long long aiNodeLimit = AiPlayer::kDefaultNodeLimit;
        // A table's log, given its id (serve --log's events), or null: none.
        std::function<std::unique_ptr<SelfPlayObserver>(const QString& tableId)> tableLog;
    };

    LobbyServer(LobbyStore* store, net::TableServer* server, Options options, QObject* parent = nullptr);
    ~LobbyServer() override;

    int tableCount() const { return static_cast<int>(tables_.size()); }

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
        QString table; // the table they sit at (waiting or playing), if any
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
    void leave(Connection& c);
    void start(quint64 id, Connection& c);
    void quick(quint64 id, Connection& c, const QuickMatchAsk& m);
    void quickMatched(int seats, const std::vector<QString>& keys);
    void tellQueue(int seats);                          // each waiting player: how many wait with them
    bool refuseIfBusy(quint64 id, const Connection& c); // at a table or waiting for a quick match
    LobbyTable* newTable(const CreateTable& settings, const QString& code);
    void startTable(LobbyTable* table);
    void tableOver(const QString& tableId);
    void record(const LobbyStore::FinishedGame& game);

    void send(quint64 id, const QByteArray& message);
    void refuse(quint64 id, const QString& code, const QString& message, int retryS = -1);
    void sendTable(const LobbyTable& table); // to each person at it
    void sendTables(quint64 id);
    void listChanged();
    quint64 connectionOf(const QString& key) const;
    LobbyTable* tableOf(const Connection& c) const;

    LobbyStore* store_;
    net::TableServer* server_;
    Options options_;
    std::unordered_map<quint64, Connection> connections_;
    std::unordered_map<QString, quint64> online_; // a signed-in key's connection
    std::map<QString, std::unique_ptr<LobbyTable>> tables_;
    std::unordered_map<QString, net::RateBucket> tablesMade_; // by key
    std::unordered_map<QString, net::RateBucket> newPlayers_; // by address
    QTimer listPush_;
    QuickMatch quick_;
    std::unordered_map<QString, int> quickWaitS_; // what each waiting key chose
};

} // namespace tilerummy::lobby
