// Where a lobby keeps its players, their ratings and every rated game's
// result: SQLite by default (a file, WAL mode, this process its one writer:
// a second lobby on the same file is refused), or PostgreSQL, shared by
// several lobby processes (the same schema and migrations). Chosen by a URL:
// sqlite:PATH or postgresql://USER:PASSWORD@HOST:PORT/NAME.
// A game's result and the ratings it changes are written in one transaction,
// committed to disk before the call returns: a lobby killed at any moment has
// every finished game's result, or none of it.
#pragma once

#include "glicko2.h"

#include <QDateTime>
#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace tilerummy::lobby {

class LobbyStore {
public:
    struct Player {
        QString key; // the public key, PlayerKey::encode
        QString name;
        Glicko2Rating rating;
        int games = 0; // rated games played
    };
    // A person at a finished rated game.
    struct Result {
        QString key;
        int seat = 0;
        int score = 0;          // the game's score (zero-sum over every seat)
        bool abandoned = false; // gone past the grace time at the end: last, whatever the score
    };
    struct FinishedGame {
        QString id; // unique across lobbies sharing the database
        QString tableId;
        int seats = 0; // AIs included
        std::vector<Result> people;
    };
    // A line of a player's history.
    struct PastGame {
        QString gameId;
        QDateTime ended;
        int place = 0; // 1 first
        int people = 0;
        double ratingBefore = 0;
        double ratingAfter = 0;
    };

    // Opens (creating, and migrating to the current schema) the store the
    // URL names; nullptr with the reason when it cannot.
    static std::unique_ptr<LobbyStore> open(const QString& url, QString* error);
    ~LobbyStore();

    bool isShared() const { return shared_; } // PostgreSQL: other lobbies write too

    std::optional<Player> player(const QString& key);
    // The player with this name (any case), if any.
    std::optional<Player> playerNamed(const QString& name);
    // A new player with a new rating. False with the reason when the key is
    // known already or the name is taken (any case).
    bool addPlayer(const QString& key, const QString& name, QString* error);

    // The places of a game's people: by score, highest first, equal scores
    // sharing a place; anyone who abandoned is below everyone who did not.
    static std::vector<int> places(const std::vector<Result>& people);
    // Records the game and each person's new rating (Glicko-2 from their
    // ratings now) in one transaction. A game already recorded (the same id)
    // changes nothing and is not an error. The ratings after, in `people`'s
    // order, go to `after`.
    bool recordGame(const FinishedGame& game, std::vector<Player>* after, QString* error);

    // The best `count` players by rating, among those with a rated game.
    std::vector<Player> leaderboard(int count);
    // The player's last `count` rated games, the newest first.
    std::vector<PastGame> history(const QString& key, int count);

    // The connection, for what the lobby's processes share beside (LobbyRooms).
    QSqlDatabase database() const;

private:
    LobbyStore() = default;
    bool migrate(QString* error);
    QSqlDatabase db() const { return database(); }

    QString connection_;
    bool shared_ = false;
    std::unique_ptr<QLockFile> writerLock_; // SQLite: this process writes the file alone
};

} // namespace tilerummy::lobby
