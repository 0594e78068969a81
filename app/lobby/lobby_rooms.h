// What a lobby's processes share besides players and ratings (the same
// database as LobbyStore): who is signed in at which process, the tables
// waiting for people (their rooms) and who sits in each, and the quick match's
// queue. One process (SQLite) or several (PostgreSQL) read and change them in
// transactions; a process tells another one something (a message for a
// player signed in there, a table to start) by PostgreSQL's NOTIFY, which
// `told` hears.
#pragma once

#include "lobby/lobby_store.h"
#include "lobby/lobby_wire.h"
#include "lobby/quick_match.h"

#include <QObject>

#include <optional>
#include <vector>

namespace tilerummy::lobby {

struct Room {
    struct Person {
        QString key;
        QString name;
    };
    QString id;
    QString process; // where its games are played
    CreateTable asked;
    QString code; // a private table's join code ("" for a public one)
    bool started = false;
    std::vector<Person> people; // in seat order: the first made it (or is its oldest)
    int freeSeats() const { return asked.seats - static_cast<int>(people.size()); }
};

class LobbyRooms : public QObject {
    Q_OBJECT

public:
    // `process`: this process's name, unique among those sharing the database.
    LobbyRooms(LobbyStore* store, QString process, QObject* parent = nullptr);
    const QString& process() const { return process_; }

    // This process starts: what an earlier run of it left (it was killed) is
    // cleared, and it listens for the others (PostgreSQL).
    bool startFresh(QString* error);

    // Signed in at this process; the process it was signed in at before ("" none).
    QString goOnline(const QString& key);
    void goOffline(const QString& key); // if signed in here
    QString processOf(const QString& key);

    // A new room with its people (waiting, or started: a quick match's);
    // false when one of them sits elsewhere already.
    bool open(const Room& room);
    std::optional<Room> room(const QString& id);
    std::optional<Room> roomWithCode(const QString& code);
    std::optional<Room> roomOf(const QString& key);
    enum class Sat { Ok, Full, Gone, Busy };
    // The person sits (one transaction); the room after in `after`. A room
    // its last seat fills is started at once (after->started).
    Sat sit(const QString& id, const Room::Person& person, Room* after);
    // Up from a waiting room: the room after (an empty one is gone: no people).
    std::optional<Room> stand(const QString& key);
    // The room's maker starts it: false when it is gone or started already.
    bool markStarted(const QString& id, Room* after);
    void close(const QString& id); // its games are over
    // The public rooms waiting, the fullest first (at most `limit`), and how many there are.
    std::vector<Room> waitingRooms(int limit, int* count);

    // The quick match's queue.
    bool enqueue(const QuickWaiting& w);
    bool dequeue(const QString& key);
    bool isQueued(const QString& key);
    std::vector<QString> queued(int seats);
    // The groups seated now (quickGroups), taken off the queue in one
    // transaction that one process at a time holds (PostgreSQL: an advisory lock).
    std::vector<QuickGroup> takeQuickGroups(qint64 nowMs);

    // The processes alive in the last minute (this one too).
    std::vector<QString> processes();
    // A message for another process (PostgreSQL only): false when it cannot go.
    bool tell(const QString& process, const QByteArray& payload);

signals:
    void told(const QByteArray& payload);

private:
    QSqlDatabase db() const;
    bool people(Room* room);
    std::optional<Room> roomWhere(const QString& where, const QVariant& value, bool lock = false);

    LobbyStore* store_;
    QString process_;
};

} // namespace tilerummy::lobby
