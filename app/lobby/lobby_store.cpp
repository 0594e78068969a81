#include "lobby/lobby_store.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <algorithm>

namespace tilerummy::lobby {

namespace {

// The schema, one migration after another; a store is at the version of the
// last it ran (table schema_version). Plain SQL that SQLite and PostgreSQL
// both read. Never edit a migration that has shipped: add the next.
const std::vector<std::vector<const char*>> kMigrations = {
    {
        "CREATE TABLE players ("
        " key TEXT PRIMARY KEY,"
        " name TEXT NOT NULL,"
        " folded_name TEXT NOT NULL UNIQUE,"
        " rating DOUBLE PRECISION NOT NULL,"
        " deviation DOUBLE PRECISION NOT NULL,"
        " volatility DOUBLE PRECISION NOT NULL,"
        " games INTEGER NOT NULL,"
        " joined TEXT NOT NULL)",
        "CREATE TABLE games ("
        " id TEXT PRIMARY KEY,"
        " table_id TEXT NOT NULL,"
        " seats INTEGER NOT NULL,"
        " ended TEXT NOT NULL)",
        "CREATE TABLE results ("
        " game_id TEXT NOT NULL REFERENCES games(id),"
        " player_key TEXT NOT NULL REFERENCES players(key),"
        " seat INTEGER NOT NULL,"
        " score INTEGER NOT NULL,"
        " place INTEGER NOT NULL,"
        " people INTEGER NOT NULL,"
        " number INTEGER NOT NULL," // the player's n-th rated game: their history's order
        " abandoned INTEGER NOT NULL,"
        " rating_before DOUBLE PRECISION NOT NULL,"
        " rating_after DOUBLE PRECISION NOT NULL,"
        " PRIMARY KEY (game_id, player_key))",
        "CREATE INDEX results_by_player ON results (player_key)",
        "CREATE INDEX players_by_rating ON players (rating)",
    },
    {
        // What the lobby's processes share (lobby_rooms.h): who is signed in
        // where, the rooms waiting for people and who sits there, the quick
        // match's queue, and when each process was last alive.
        "CREATE TABLE processes ("
        " name TEXT PRIMARY KEY,"
        " seen_ms BIGINT NOT NULL)",
        "CREATE TABLE online ("
        " player_key TEXT PRIMARY KEY,"
        " process TEXT NOT NULL)",
        "CREATE TABLE rooms ("
        " id TEXT PRIMARY KEY,"
        " process TEXT NOT NULL,"
        " seats INTEGER NOT NULL,"
        " rated INTEGER NOT NULL,"
        " code TEXT NOT NULL,"
        " games INTEGER NOT NULL,"
        " rules TEXT NOT NULL,"
        " started INTEGER NOT NULL,"
        " created_ms BIGINT NOT NULL)",
        "CREATE INDEX rooms_by_code ON rooms (code)",
        "CREATE TABLE room_people ("
        " room_id TEXT NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,"
        " player_key TEXT NOT NULL,"
        " name TEXT NOT NULL,"
        " position INTEGER NOT NULL,"
        " PRIMARY KEY (room_id, player_key))",
        "CREATE UNIQUE INDEX room_people_once ON room_people (player_key)",
        "CREATE TABLE quick_queue ("
        " player_key TEXT PRIMARY KEY,"
        " seats INTEGER NOT NULL,"
        " rating DOUBLE PRECISION NOT NULL,"
        " since_ms BIGINT NOT NULL,"
        " wait_ms BIGINT NOT NULL,"
        " process TEXT NOT NULL)",
    },
};

QString sqlError(const QSqlQuery& q)
{
    return q.lastError().text();
}

bool run(QSqlQuery& q, const QString& sql, QString* error)
{
    if (q.exec(sql))
        return true;
    *error = QStringLiteral("the database refused \"%1\": %2").arg(sql.left(60), sqlError(q));
    return false;
}

bool run(QSqlQuery& q, QString* error)
{
    if (q.exec())
        return true;
    *error = QStringLiteral("the database refused a write: %1").arg(sqlError(q));
    return false;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

LobbyStore::Player playerFrom(const QSqlQuery& q)
{
    LobbyStore::Player p;
    p.key = q.value(0).toString();
    p.name = q.value(1).toString();
    p.rating = {q.value(2).toDouble(), q.value(3).toDouble(), q.value(4).toDouble()};
    p.games = q.value(5).toInt();
    return p;
}

const QString kPlayerColumns = QStringLiteral("key, name, rating, deviation, volatility, games");

} // namespace

std::unique_ptr<LobbyStore> LobbyStore::open(const QString& url, QString* error)
{
    std::unique_ptr<LobbyStore> store(new LobbyStore);
    static int opened = 0;
    store->connection_ = QStringLiteral("lobby-store-%1").arg(++opened);
    const bool sqlite = url.startsWith(QLatin1String("sqlite:"));
    const bool postgres =
        url.startsWith(QLatin1String("postgresql://")) || url.startsWith(QLatin1String("postgres://"));
    if (!sqlite && !postgres) {
        *error = QStringLiteral("--db takes sqlite:PATH or postgresql://USER:PASSWORD@HOST:PORT/NAME, not %1").arg(url);
        return nullptr;
    }
    const QString driver = sqlite ? QStringLiteral("QSQLITE") : QStringLiteral("QPSQL");
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        *error = sqlite ? QStringLiteral("Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite)")
                        : QStringLiteral("Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql)");
        return nullptr;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(driver, store->connection_);
    if (sqlite) {
        const QString path = QFileInfo(url.mid(7)).absoluteFilePath();
        if (url.size() <= 7 || !QDir().mkpath(QFileInfo(path).absolutePath())) {
            *error = QStringLiteral("--db sqlite:PATH needs a file in a folder that can be made: %1").arg(url);
            return nullptr;
        }
        // One writer: a second lobby on this file would make the two disagree.
        store->writerLock_ = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
        store->writerLock_->setStaleLockTime(0);
        if (!store->writerLock_->tryLock(0)) {
            qint64 pid = 0;
            QString host;
            QString app;
            store->writerLock_->getLockInfo(&pid, &host, &app);
            *error = QStringLiteral("another lobby (process %1) uses %2; one lobby writes a SQLite file (for several, "
                                    "use PostgreSQL)")
                         .arg(pid)
                         .arg(path);
            return nullptr;
        }
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    } else {
        const QUrl u(url);
        if (!u.isValid() || u.host().isEmpty() || u.path().size() < 2) {
            *error = QStringLiteral("--db: not a PostgreSQL URL (postgresql://USER:PASSWORD@HOST:PORT/NAME): %1")
                         .arg(u.toString(QUrl::RemovePassword));
            return nullptr;
        }
        db.setHostName(u.host());
        db.setPort(u.port(5432));
        db.setUserName(u.userName());
        db.setPassword(u.password());
        db.setDatabaseName(u.path().mid(1));
        store->shared_ = true;
    }
    if (!db.open()) {
        *error = QStringLiteral("the database cannot be opened: %1").arg(db.lastError().text());
        return nullptr;
    }
    if (sqlite) {
        QSqlQuery q(db);
        // WAL: readers never wait for the writer; FULL: a commit is on disk
        // before it returns, power cut or not.
        if (!run(q, QStringLiteral("PRAGMA journal_mode=WAL"), error) ||
            !run(q, QStringLiteral("PRAGMA synchronous=FULL"), error) ||
            !run(q, QStringLiteral("PRAGMA foreign_keys=ON"), error))
            return nullptr;
    }
    if (!store->migrate(error))
        return nullptr;
    return store;
}

LobbyStore::~LobbyStore()
{
    {
        QSqlDatabase d = db();
        if (d.isOpen())
            d.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

QSqlDatabase LobbyStore::database() const
{
    return QSqlDatabase::database(connection_, false);
}

bool LobbyStore::migrate(QString* error)
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    if (!run(q, QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"), error))
        return false;
    // Several lobbies may start at once on one PostgreSQL: each migration
    // runs in a transaction that re-reads the version it starts from.
    for (std::size_t target = 1; target <= kMigrations.size(); ++target) {
        if (!d.transaction()) {
            *error = QStringLiteral("the database cannot begin a transaction: %1").arg(d.lastError().text());
            return false;
        }
        if (shared_ && !run(q, QStringLiteral("LOCK TABLE schema_version IN EXCLUSIVE MODE"), error))
            return d.rollback(), false;
        if (!run(q, QStringLiteral("SELECT version FROM schema_version"), error))
            return d.rollback(), false;
        const int version = q.next() ? q.value(0).toInt() : 0;
        q.finish();
        if (version > static_cast<int>(kMigrations.size())) {
            d.rollback();
            *error = QStringLiteral("the database is from a newer lobby (schema %1; this one knows %2): update the "
                                    "lobby")
                         .arg(version)
                         .arg(kMigrations.size());
            return false;
        }
        if (version >= static_cast<int>(target)) {
            d.commit();
            continue;
        }
        for (const char* sql : kMigrations[target - 1])
            if (!run(q, QString::fromLatin1(sql), error))
                return d.rollback(), false;
        const QString set = version == 0 ? QStringLiteral("INSERT INTO schema_version (version) VALUES (%1)")
                                         : QStringLiteral("UPDATE schema_version SET version = %1");
        if (!run(q, set.arg(target), error))
            return d.rollback(), false;
        if (!d.commit()) {
            *error = QStringLiteral("the database did not commit the schema: %1").arg(d.lastError().text());
            return false;
        }
    }
    return true;
}

std::optional<LobbyStore::Player> LobbyStore::player(const QString& key)
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT %1 FROM players WHERE key = ?").arg(kPlayerColumns));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return playerFrom(q);
}

std::optional<LobbyStore::Player> LobbyStore::playerNamed(const QString& name)
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT %1 FROM players WHERE folded_name = ?").arg(kPlayerColumns));
    q.addBindValue(name.toCaseFolded());
    if (!q.exec() || !q.next())
        return std::nullopt;
    return playerFrom(q);
}

bool LobbyStore::addPlayer(const QString& key, const QString& name, QString* error)
{
    if (player(key)) {
        *error = QStringLiteral("this key is a player already");
        return false;
    }
    if (playerNamed(name)) {
        *error = QStringLiteral("the name %1 is taken").arg(name);
        return false;
    }
    const Glicko2Rating start;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT INTO players (key, name, folded_name, rating, deviation, volatility, games, "
                             "joined) VALUES (?, ?, ?, ?, ?, ?, 0, ?)"));
    for (const QVariant& v : {QVariant(key), QVariant(name), QVariant(name.toCaseFolded()), QVariant(start.rating),
                              QVariant(start.deviation), QVariant(start.volatility), QVariant(now())})
        q.addBindValue(v);
    if (q.exec())
        return true;
    // Another lobby (PostgreSQL) took the name or the key in between.
    *error = playerNamed(name) ? QStringLiteral("the name %1 is taken").arg(name)
                               : QStringLiteral("the player could not be added: %1").arg(sqlError(q));
    return false;
}

std::vector<int> LobbyStore::places(const std::vector<Result>& people)
{
    std::vector<int> place(people.size(), 0);
    for (std::size_t i = 0; i < people.size(); ++i)
        for (const Result& other : people) {
            const Result& me = people[i];
            const bool above = me.abandoned != other.abandoned ? me.abandoned : other.score > me.score;
            place[i] += above ? 1 : 0;
        }
    return place;
}

bool LobbyStore::recordGame(const FinishedGame& game, std::vector<Player>* after, QString* error)
{
    QSqlDatabase d = db();
    after->clear();
    if (!d.transaction()) {
        *error = QStringLiteral("the database cannot begin a transaction: %1").arg(d.lastError().text());
        return false;
    }
    const auto fail = [&d] { return d.rollback(), false; };
    QSqlQuery q(d);
    q.prepare(QStringLiteral("SELECT id FROM games WHERE id = ?"));
    q.addBindValue(game.id);
    if (!run(q, error))
        return fail();
    const bool recorded = q.next();
    q.finish();
    // Each person's rating now, held until the commit (another lobby's game
    // that ends at the same time waits for this one's).
    std::vector<Player> before;
    for (const Result& r : game.people) {
        q.prepare(QStringLiteral("SELECT %1 FROM players WHERE key = ?%2")
                      .arg(kPlayerColumns, shared_ ? QStringLiteral(" FOR UPDATE") : QString()));
        q.addBindValue(r.key);
        if (!run(q, error))
            return fail();
        if (!q.next()) {
            *error = QStringLiteral("a game's player is not in the database");
            return fail();
        }
        before.push_back(playerFrom(q));
        q.finish();
    }
    if (recorded) {
        d.rollback();
        *after = before;
        return true;
    }
    std::vector<Glicko2Rating> ratings;
    for (const Player& p : before)
        ratings.push_back(p.rating);
    const std::vector<int> place = places(game.people);
    const std::vector<Glicko2Rating> rated = glicko2RatedGame(ratings, place);
    q.prepare(QStringLiteral("INSERT INTO games (id, table_id, seats, ended) VALUES (?, ?, ?, ?)"));
    for (const QVariant& v : {QVariant(game.id), QVariant(game.tableId), QVariant(game.seats), QVariant(now())})
        q.addBindValue(v);
    if (!run(q, error))
        return fail();
    const int people = static_cast<int>(game.people.size());
    for (std::size_t i = 0; i < game.people.size(); ++i) {
        const Result& r = game.people[i];
        q.prepare(QStringLiteral("INSERT INTO results (game_id, player_key, seat, score, place, people, number, "
                                 "abandoned, rating_before, rating_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const QVariant& v :
             {QVariant(game.id), QVariant(r.key), QVariant(r.seat), QVariant(r.score), QVariant(place[i] + 1),
              QVariant(people), QVariant(before[i].games + 1), QVariant(r.abandoned ? 1 : 0),
              QVariant(before[i].rating.rating), QVariant(rated[i].rating)})
            q.addBindValue(v);
        if (!run(q, error))
            return fail();
        q.prepare(QStringLiteral("UPDATE players SET rating = ?, deviation = ?, volatility = ?, games = games + 1 "
                                 "WHERE key = ?"));
        for (const QVariant& v :
             {QVariant(rated[i].rating), QVariant(rated[i].deviation), QVariant(rated[i].volatility), QVariant(r.key)})
            q.addBindValue(v);
        if (!run(q, error))
            return fail();
        Player p = before[i];
        p.rating = rated[i];
        ++p.games;
        after->push_back(p);
    }
    if (!d.commit()) {
        *error = QStringLiteral("the database did not commit the game: %1").arg(d.lastError().text());
        after->clear();
        return fail();
    }
    return true;
}

std::vector<LobbyStore::Player> LobbyStore::leaderboard(int count)
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT %1 FROM players WHERE games > 0 ORDER BY rating DESC, name LIMIT ?")
                  .arg(kPlayerColumns));
    q.addBindValue(count);
    std::vector<Player> list;
    if (q.exec())
        while (q.next())
            list.push_back(playerFrom(q));
    return list;
}

std::vector<LobbyStore::PastGame> LobbyStore::history(const QString& key, int count)
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT r.game_id, g.ended, r.place, r.people, r.rating_before, r.rating_after "
                             "FROM results r JOIN games g ON g.id = r.game_id WHERE r.player_key = ? "
                             "ORDER BY r.number DESC LIMIT ?"));
    q.addBindValue(key);
    q.addBindValue(count);
    std::vector<PastGame> list;
    if (q.exec())
        while (q.next())
            list.push_back({q.value(0).toString(), QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs),
                            q.value(2).toInt(), q.value(3).toInt(), q.value(4).toDouble(), q.value(5).toDouble()});
    return list;
}

} // namespace tilerummy::lobby
