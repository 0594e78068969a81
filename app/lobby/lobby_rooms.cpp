#include "lobby/lobby_rooms.h"

#include "json/json_fields.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace tilerummy::lobby {

namespace {

// One query with its values bound in order; false when the database refused it.
bool exec(QSqlQuery& q, const QString& sql, const std::vector<QVariant>& values = {})
{
    q.prepare(sql);
    for (const QVariant& v : values)
        q.addBindValue(v);
    return q.exec();
}

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A process's name is held this long after it was last alive (its heartbeat
// comes every second with the quick match's tick).
constexpr qint64 kNameHeldMs = 5000;
// A process not alive this long is gone: its rooms, queue and sign-ins are cleared.
constexpr qint64 kGoneAfterMs = 60000;

const QString kRoomColumns = QStringLiteral("id, process, seats, rated, code, games, rules, started");

Room roomFrom(const QSqlQuery& q)
{
    Room r;
    r.id = q.value(0).toString();
    r.process = q.value(1).toString();
    r.asked.seats = q.value(2).toInt();
    r.asked.rated = q.value(3).toInt() != 0;
    r.code = q.value(4).toString();
    r.asked.isPrivate = !r.code.isEmpty();
    r.asked.games = q.value(5).toInt();
    std::string error;
    json::readRules(QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object(), &r.asked.rules, &error);
    r.started = q.value(7).toInt() != 0;
    return r;
}

} // namespace

LobbyRooms::LobbyRooms(LobbyStore* store, QString process, QObject* parent)
    : QObject(parent), store_(store), process_(std::move(process))
{
}

QSqlDatabase LobbyRooms::db() const
{
    return store_->database();
}

bool LobbyRooms::startFresh(QString* error)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    // Another process of this name, alive seconds ago: two would clear each other's rooms.
    if (store_->isShared() &&
        exec(q, QStringLiteral("SELECT seen_ms FROM processes WHERE name = ? AND seen_ms > ?"),
             {process_, nowMs() - kNameHeldMs}) &&
        q.next()) {
        *error = QStringLiteral("a lobby process named %1 is running (alive %2 s ago): give each its own --process")
                     .arg(process_)
                     .arg((nowMs() - q.value(0).toLongLong()) / 1000);
        return false;
    }
    q.finish();
    // Alone on SQLite: nobody is signed in and no room waits after a restart.
    // Shared: this process's own rows, left by an earlier run of it.
    const QString mine = store_->isShared() ? QStringLiteral(" WHERE process = ?") : QString();
    const std::vector<QVariant> me = store_->isShared() ? std::vector<QVariant>{process_} : std::vector<QVariant>{};
    if (!d.transaction() || !exec(q, QStringLiteral("DELETE FROM online") + mine, me) ||
        !exec(q, QStringLiteral("DELETE FROM quick_queue") + mine, me) ||
        !exec(q, QStringLiteral("DELETE FROM room_people WHERE room_id IN (SELECT id FROM rooms%1)").arg(mine), me) ||
        !exec(q, QStringLiteral("DELETE FROM rooms") + mine, me) ||
        !exec(q, QStringLiteral("DELETE FROM processes WHERE name = ?"), {process_}) ||
        !exec(q, QStringLiteral("INSERT INTO processes (name, seen_ms) VALUES (?, ?)"), {process_, nowMs()}) ||
        !d.commit()) {
        *error = QStringLiteral("the lobby's rooms could not be cleared: %1").arg(q.lastError().text());
        d.rollback();
        return false;
    }
    if (store_->isShared()) {
        QSqlDriver* driver = d.driver();
        if (!driver->subscribeToNotification(QStringLiteral("tilerummy_") + process_)) {
            *error = QStringLiteral("PostgreSQL's notifications cannot be heard: %1").arg(driver->lastError().text());
            return false;
        }
        connect(driver, &QSqlDriver::notification, this,
                [this](const QString&, QSqlDriver::NotificationSource, const QVariant& payload) {
                    emit told(payload.toString().toUtf8());
                });
    }
    return true;
}

QString LobbyRooms::goOnline(const QString& key)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    d.transaction();
    QString before;
    if (exec(q, QStringLiteral("SELECT process FROM online WHERE player_key = ?"), {key}) && q.next())
        before = q.value(0).toString();
    q.finish();
    exec(q, QStringLiteral("DELETE FROM online WHERE player_key = ?"), {key});
    exec(q, QStringLiteral("INSERT INTO online (player_key, process) VALUES (?, ?)"), {key, process_});
    d.commit();
    return before;
}

void LobbyRooms::goOffline(const QString& key)
{
    QSqlQuery q(db());
    exec(q, QStringLiteral("DELETE FROM online WHERE player_key = ? AND process = ?"), {key, process_});
}

QString LobbyRooms::processOf(const QString& key)
{
    QSqlQuery q(db());
    if (exec(q, QStringLiteral("SELECT process FROM online WHERE player_key = ?"), {key}) && q.next())
        return q.value(0).toString();
    return {};
}

bool LobbyRooms::people(Room* room)
{
    QSqlQuery q(db());
    if (!exec(q, QStringLiteral("SELECT player_key, name FROM room_people WHERE room_id = ? ORDER BY position"),
              {room->id}))
        return false;
    room->people.clear();
    while (q.next())
        room->people.push_back({q.value(0).toString(), q.value(1).toString()});
    return true;
}

std::optional<Room> LobbyRooms::roomWhere(const QString& where, const QVariant& value, bool lock)
{
    QSqlQuery q(db());
    const QString forUpdate = lock && store_->isShared() ? QStringLiteral(" FOR UPDATE") : QString();
    if (!exec(q, QStringLiteral("SELECT %1 FROM rooms WHERE %2 = ?%3").arg(kRoomColumns, where, forUpdate), {value}) ||
        !q.next())
        return std::nullopt;
    Room r = roomFrom(q);
    q.finish();
    if (!people(&r))
        return std::nullopt;
    return r;
}

std::optional<Room> LobbyRooms::room(const QString& id)
{
    return roomWhere(QStringLiteral("id"), id);
}

std::optional<Room> LobbyRooms::roomWithCode(const QString& code)
{
    if (code.isEmpty())
        return std::nullopt;
    return roomWhere(QStringLiteral("code"), code);
}

std::optional<Room> LobbyRooms::roomOf(const QString& key)
{
    QSqlQuery q(db());
    if (!exec(q, QStringLiteral("SELECT room_id FROM room_people WHERE player_key = ?"), {key}) || !q.next())
        return std::nullopt;
    return room(q.value(0).toString());
}

namespace {

bool insertRoom(QSqlQuery& q, const Room& room)
{
    const QString rules =
        QString::fromUtf8(QJsonDocument(json::rulesObject(room.asked.rules)).toJson(QJsonDocument::Compact));
    return exec(q,
                QStringLiteral("INSERT INTO rooms (id, process, seats, rated, code, games, rules, started, created_ms) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                {room.id, room.process, room.asked.seats, room.asked.rated ? 1 : 0,
                 room.code.isEmpty() ? QVariant(QStringLiteral("")) : QVariant(room.code), room.asked.games, rules,
                 room.started ? 1 : 0, nowMs()});
}

bool insertPerson(QSqlQuery& q, const QString& roomId, const Room::Person& p, int position)
{
    return exec(q, QStringLiteral("INSERT INTO room_people (room_id, player_key, name, position) VALUES (?, ?, ?, ?)"),
                {roomId, p.key, p.name, position});
}

} // namespace

bool LobbyRooms::open(const Room& room)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    d.transaction();
    bool ok = insertRoom(q, room);
    for (std::size_t i = 0; ok && i < room.people.size(); ++i)
        ok = insertPerson(q, room.id, room.people[i], static_cast<int>(i));
    if (ok && d.commit())
        return true;
    d.rollback();
    return false;
}

LobbyRooms::Sat LobbyRooms::sit(const QString& id, const Room::Person& person, Room* after)
{
    QSqlDatabase d = db();
    d.transaction();
    const auto done = [&d](Sat sat) {
        if (sat == Sat::Ok)
            d.commit();
        else
            d.rollback();
        return sat;
    };
    std::optional<Room> r = roomWhere(QStringLiteral("id"), id, true);
    if (!r || r->started)
        return done(Sat::Gone);
    if (r->freeSeats() <= 0)
        return done(Sat::Full);
    QSqlQuery q(d);
    if (exec(q, QStringLiteral("SELECT 1 FROM room_people WHERE player_key = ?"), {person.key}) && q.next())
        return done(Sat::Busy);
    q.finish();
    int position = 0;
    if (exec(q, QStringLiteral("SELECT MAX(position) FROM room_people WHERE room_id = ?"), {id}) && q.next())
        position = q.value(0).toInt() + 1;
    q.finish();
    if (!insertPerson(q, id, person, position))
        return done(Sat::Busy);
    r->people.push_back(person);
    if (r->freeSeats() == 0) {
        if (!exec(q, QStringLiteral("UPDATE rooms SET started = 1 WHERE id = ?"), {id}))
            return done(Sat::Gone);
        r->started = true;
    }
    *after = *r;
    return done(Sat::Ok);
}

std::optional<Room> LobbyRooms::stand(const QString& key)
{
    QSqlDatabase d = db();
    d.transaction();
    std::optional<Room> r = roomOf(key);
    if (!r || r->started) {
        d.rollback();
        return std::nullopt;
    }
    QSqlQuery q(d);
    exec(q, QStringLiteral("DELETE FROM room_people WHERE player_key = ?"), {key});
    std::erase_if(r->people, [&key](const Room::Person& p) { return p.key == key; });
    if (r->people.empty())
        exec(q, QStringLiteral("DELETE FROM rooms WHERE id = ?"), {r->id});
    d.commit();
    return r;
}

bool LobbyRooms::markStarted(const QString& id, Room* after)
{
    QSqlDatabase d = db();
    d.transaction();
    std::optional<Room> r = roomWhere(QStringLiteral("id"), id, true);
    QSqlQuery q(d);
    if (!r || r->started || !exec(q, QStringLiteral("UPDATE rooms SET started = 1 WHERE id = ?"), {id})) {
        d.rollback();
        return false;
    }
    d.commit();
    r->started = true;
    *after = *r;
    return true;
}

void LobbyRooms::close(const QString& id)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    d.transaction();
    exec(q, QStringLiteral("DELETE FROM room_people WHERE room_id = ?"), {id});
    exec(q, QStringLiteral("DELETE FROM rooms WHERE id = ?"), {id});
    d.commit();
}

std::vector<Room> LobbyRooms::waitingRooms(int limit, int* count)
{
    std::vector<Room> rooms;
    QSqlQuery q(db());
    // Public, not started, of a process alive in the last minute; the fullest first.
    if (exec(q,
             QStringLiteral("SELECT %1 FROM rooms r WHERE started = 0 AND code = '' AND process IN "
                            "(SELECT name FROM processes WHERE seen_ms > ?) ORDER BY seats - (SELECT COUNT(*) FROM "
                            "room_people p WHERE p.room_id = r.id), created_ms, id")
                 .arg(kRoomColumns),
             {nowMs() - kGoneAfterMs}))
        while (q.next())
            rooms.push_back(roomFrom(q));
    q.finish();
    *count = static_cast<int>(rooms.size());
    if (static_cast<int>(rooms.size()) > limit)
        rooms.resize(static_cast<std::size_t>(limit));
    for (Room& r : rooms)
        people(&r);
    return rooms;
}

bool LobbyRooms::enqueue(const QuickWaiting& w)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    d.transaction();
    exec(q, QStringLiteral("DELETE FROM quick_queue WHERE player_key = ?"), {w.key});
    const bool ok =
        exec(q,
             QStringLiteral("INSERT INTO quick_queue (player_key, seats, rating, since_ms, wait_ms, process) "
                            "VALUES (?, ?, ?, ?, ?, ?)"),
             {w.key, w.seats, w.rating, w.sinceMs, w.waitMs, process_});
    return ok ? d.commit() : (d.rollback(), false);
}

bool LobbyRooms::dequeue(const QString& key)
{
    QSqlQuery q(db());
    return exec(q, QStringLiteral("DELETE FROM quick_queue WHERE player_key = ?"), {key}) && q.numRowsAffected() > 0;
}

bool LobbyRooms::isQueued(const QString& key)
{
    QSqlQuery q(db());
    return exec(q, QStringLiteral("SELECT 1 FROM quick_queue WHERE player_key = ?"), {key}) && q.next();
}

std::vector<QString> LobbyRooms::queued(int seats)
{
    std::vector<QString> keys;
    QSqlQuery q(db());
    if (exec(q, QStringLiteral("SELECT player_key FROM quick_queue WHERE seats = ? ORDER BY since_ms"), {seats}))
        while (q.next())
            keys.push_back(q.value(0).toString());
    return keys;
}

std::vector<QuickGroup> LobbyRooms::takeQuickGroups(qint64 now)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    d.transaction();
    // One process at a time matches (the lock is the transaction's).
    if (store_->isShared() &&
        (!exec(q, QStringLiteral("SELECT pg_try_advisory_xact_lock(4530)")) || !q.next() || !q.value(0).toBool())) {
        d.rollback();
        return {};
    }
    q.finish();
    // The process's heartbeat, and the rows of processes gone for a minute.
    exec(q, QStringLiteral("UPDATE processes SET seen_ms = ? WHERE name = ?"), {now, process_});
    // (A room of a process gone is gone with it: its games were played
    // there, and its people must be free to sit elsewhere.)
    const QString gone = QStringLiteral(" WHERE process NOT IN (SELECT name FROM processes WHERE seen_ms >= ?)");
    const std::vector<QVariant> aMinuteAgo{now - kGoneAfterMs};
    exec(q, QStringLiteral("DELETE FROM quick_queue") + gone, aMinuteAgo);
    exec(q, QStringLiteral("DELETE FROM online") + gone, aMinuteAgo);
    exec(q, QStringLiteral("DELETE FROM room_people WHERE room_id IN (SELECT id FROM rooms%1)").arg(gone), aMinuteAgo);
    exec(q, QStringLiteral("DELETE FROM rooms") + gone, aMinuteAgo);
    std::vector<QuickWaiting> queue;
    if (exec(q,
             QStringLiteral("SELECT player_key, seats, rating, since_ms, wait_ms FROM quick_queue ORDER BY since_ms")))
        while (q.next())
            queue.push_back({q.value(0).toString(), q.value(1).toInt(), q.value(2).toDouble(), q.value(3).toLongLong(),
                             q.value(4).toLongLong()});
    q.finish();
    std::vector<QuickGroup> groups = quickGroups(queue, now);
    for (const QuickGroup& g : groups)
        for (const QString& key : g.keys)
            exec(q, QStringLiteral("DELETE FROM quick_queue WHERE player_key = ?"), {key});
    if (!d.commit()) {
        d.rollback();
        return {};
    }
    return groups;
}

std::vector<QString> LobbyRooms::processes()
{
    std::vector<QString> names;
    QSqlQuery q(db());
    if (exec(q, QStringLiteral("SELECT name FROM processes WHERE seen_ms > ?"), {nowMs() - kGoneAfterMs}))
        while (q.next())
            names.push_back(q.value(0).toString());
    return names;
}

bool LobbyRooms::tell(const QString& process, const QByteArray& payload)
{
    if (!store_->isShared())
        return false;
    QSqlQuery q(db());
    return exec(q, QStringLiteral("SELECT pg_notify(?, ?)"),
                {QStringLiteral("tilerummy_") + process, QString::fromUtf8(payload)});
}

} // namespace tilerummy::lobby
