// The lobby's store (app/lobby/lobby_store.h) on SQLite: the schema made and
// kept, one writer per file, players and their names, a rated game written
// once with the ratings it changes, the leaderboard and a player's history,
// and a writer killed mid-write (kill -9, again and again) that loses no
// committed game and leaves no half of one.
#include "lobby/lobby_store.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest/QTest>

#include <csignal>
#include <iostream>

using tilerummy::Glicko2Rating;
using tilerummy::lobby::LobbyStore;

namespace {

QString keyOf(int n)
{
    return QStringLiteral("key%1").arg(n).leftJustified(43, QLatin1Char('k'));
}

LobbyStore::FinishedGame twoPlayerGame(const QString& id, int winner, int loser)
{
    return {id, QStringLiteral("table-1"), 2, {{keyOf(winner), 0, 20, false}, {keyOf(loser), 1, -20, false}}};
}

// The child of killedMidWriteLosesNothing: records games until it is killed,
// printing each one's number once it is committed.
int writeUntilKilled(const QString& url)
{
    QString error;
    auto store = LobbyStore::open(url, &error);
    if (!store) {
        std::cerr << error.toStdString() << '\n';
        return 2;
    }
    for (int p = 0; p < 4; ++p)
        store->addPlayer(keyOf(p), QStringLiteral("Player %1").arg(p), &error);
    for (int n = 0;; ++n) {
        std::vector<LobbyStore::Player> after;
        if (!store->recordGame(twoPlayerGame(QStringLiteral("game-%1").arg(n), n % 4, (n + 1) % 4), &after, &error)) {
            std::cerr << error.toStdString() << '\n';
            return 1;
        }
        std::cout << n << std::endl;
    }
}

} // namespace

class TestLobbyStore : public QObject {
    Q_OBJECT

private slots:
    void init();
    void theSchemaIsMadeAndKept();
    void oneLobbyWritesAFile();
    void urlsThatAreNotADatabase();
    void namesAreUniqueInAnyCase();
    void aRatedGameChangesBothRatingsOnce();
    void placesPutAbandonersLast();
    void leaderboardAndHistory();
    void aNewerSchemaIsRefused();
    void killedMidWriteLosesNothing();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString url_;
};

void TestLobbyStore::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    url_ = QStringLiteral("sqlite:") + dir_->filePath("lobby.sqlite");
}

void TestLobbyStore::theSchemaIsMadeAndKept()
{
    QString error;
    {
        auto store = LobbyStore::open(url_, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(!store->isShared());
        QVERIFY2(store->addPlayer(keyOf(1), QStringLiteral("Ada"), &error), qPrintable(error));
    }
    auto again = LobbyStore::open(url_, &error); // migrations are not run twice
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->player(keyOf(1))->name, QStringLiteral("Ada"));
    QCOMPARE(again->player(keyOf(1))->rating.rating, Glicko2Rating::kStartRating);
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "peek");
        raw.setDatabaseName(dir_->filePath("lobby.sqlite"));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec("PRAGMA journal_mode") && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(q.exec("SELECT version FROM schema_version") && q.next());
        QCOMPARE(q.value(0).toInt(), 2); // the schema's last migration
        QVERIFY(!q.next());              // one row
    }
    QSqlDatabase::removeDatabase("peek");
}

void TestLobbyStore::oneLobbyWritesAFile()
{
    QString error;
    auto first = LobbyStore::open(url_, &error);
    QVERIFY2(first, qPrintable(error));
    QVERIFY(!LobbyStore::open(url_, &error));
    QVERIFY2(error.contains("another lobby") && error.contains("PostgreSQL"), qPrintable(error));
    first.reset();
    QVERIFY2(LobbyStore::open(url_, &error), qPrintable(error)); // the first gone: the file is free
}

void TestLobbyStore::urlsThatAreNotADatabase()
{
    QString error;
    QVERIFY(!LobbyStore::open(QStringLiteral("mysql://somewhere/db"), &error));
    QVERIFY2(error.contains("sqlite:PATH or postgresql://"), qPrintable(error));
    QVERIFY(!LobbyStore::open(QStringLiteral("sqlite:"), &error));
    if (QSqlDatabase::isDriverAvailable("QPSQL")) {
        QVERIFY(!LobbyStore::open(QStringLiteral("postgresql://"), &error));
        QVERIFY2(error.contains("not a PostgreSQL URL"), qPrintable(error));
    } else {
        QVERIFY(!LobbyStore::open(QStringLiteral("postgresql://u:p@localhost/lobby"), &error));
        QVERIFY2(error.contains("libqt6sql6-psql"), qPrintable(error));
    }
}

void TestLobbyStore::namesAreUniqueInAnyCase()
{
    QString error;
    auto store = LobbyStore::open(url_, &error);
    QVERIFY(store->addPlayer(keyOf(1), QStringLiteral("Ada"), &error));
    QVERIFY(!store->addPlayer(keyOf(2), QStringLiteral("ADA"), &error));
    QVERIFY2(error.contains("taken"), qPrintable(error));
    QVERIFY(!store->addPlayer(keyOf(1), QStringLiteral("Bea"), &error)); // one key, one player
    QVERIFY(store->addPlayer(keyOf(2), QStringLiteral("Straße"), &error));
    QVERIFY(!store->addPlayer(keyOf(3), QStringLiteral("STRAßE"), &error));
    QCOMPARE(store->playerNamed(QStringLiteral("ada"))->key, keyOf(1));
    QVERIFY(!store->player(keyOf(3)));
}

void TestLobbyStore::aRatedGameChangesBothRatingsOnce()
{
    QString error;
    auto store = LobbyStore::open(url_, &error);
    QVERIFY(store->addPlayer(keyOf(1), QStringLiteral("Ada"), &error));
    QVERIFY(store->addPlayer(keyOf(2), QStringLiteral("Bea"), &error));
    std::vector<LobbyStore::Player> after;
    QVERIFY2(store->recordGame(twoPlayerGame("g1", 1, 2), &after, &error), qPrintable(error));
    QCOMPARE(after.size(), std::size_t(2));
    const auto expected = tilerummy::glicko2RatedGame({Glicko2Rating{}, Glicko2Rating{}}, {0, 1});
    QCOMPARE(after[0].rating.rating, expected[0].rating);
    QCOMPARE(store->player(keyOf(1))->rating.rating, expected[0].rating);
    QCOMPARE(store->player(keyOf(2))->rating.rating, expected[1].rating);
    QCOMPARE(store->player(keyOf(2))->rating.deviation, expected[1].deviation);
    QCOMPARE(store->player(keyOf(1))->games, 1);
    // The same game again (a retried write): nothing changes.
    QVERIFY(store->recordGame(twoPlayerGame("g1", 1, 2), &after, &error));
    QCOMPARE(store->player(keyOf(1))->games, 1);
    QCOMPARE(store->player(keyOf(1))->rating.rating, expected[0].rating);
    // A game naming somebody unknown is refused whole.
    QVERIFY(!store->recordGame(twoPlayerGame("g2", 1, 9), &after, &error));
    QCOMPARE(store->player(keyOf(1))->games, 1);
    QCOMPARE(store->history(keyOf(1), 10).size(), std::size_t(1));
}

void TestLobbyStore::placesPutAbandonersLast()
{
    const std::vector<LobbyStore::Result> people{
        {keyOf(1), 0, 50, false}, {keyOf(2), 1, 80, true}, {keyOf(3), 2, -10, false}, {keyOf(4), 3, -10, false}};
    QCOMPARE(LobbyStore::places(people), (std::vector<int>{0, 3, 1, 1}));
}

void TestLobbyStore::leaderboardAndHistory()
{
    QString error;
    auto store = LobbyStore::open(url_, &error);
    for (int p = 1; p <= 3; ++p)
        QVERIFY(store->addPlayer(keyOf(p), QStringLiteral("P%1").arg(p), &error));
    std::vector<LobbyStore::Player> after;
    QVERIFY(store->recordGame(twoPlayerGame("a", 1, 2), &after, &error));
    QVERIFY(store->recordGame(twoPlayerGame("b", 1, 2), &after, &error));
    const auto board = store->leaderboard(10);
    QCOMPARE(board.size(), std::size_t(2)); // P3 has no rated game yet
    QCOMPARE(board[0].name, QStringLiteral("P1"));
    QCOMPARE(board[1].name, QStringLiteral("P2"));
    QCOMPARE(store->leaderboard(1).size(), std::size_t(1));
    const auto history = store->history(keyOf(2), 10);
    QCOMPARE(history.size(), std::size_t(2));
    QCOMPARE(history[0].gameId, QStringLiteral("b")); // the newest first
    QCOMPARE(history[0].place, 2);
    QCOMPARE(history[0].people, 2);
    QVERIFY(history[0].ratingAfter < history[0].ratingBefore);
    QCOMPARE(history[1].ratingBefore, Glicko2Rating::kStartRating);
    QCOMPARE(history[0].ratingBefore, history[1].ratingAfter);
}

void TestLobbyStore::aNewerSchemaIsRefused()
{
    QString error;
    QVERIFY(LobbyStore::open(url_, &error));
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "newer");
        raw.setDatabaseName(dir_->filePath("lobby.sqlite"));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec("UPDATE schema_version SET version = 99"));
    }
    QSqlDatabase::removeDatabase("newer");
    QVERIFY(!LobbyStore::open(url_, &error));
    QVERIFY2(error.contains("newer lobby"), qPrintable(error));
}

void TestLobbyStore::killedMidWriteLosesNothing()
{
    int lastTold = -1;
    for (int round = 0; round < 5; ++round) {
        QProcess writer;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TR_LOBBY_STORE_WRITER", url_);
        writer.setProcessEnvironment(env);
        writer.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(writer.waitForStarted());
        // Killed after a few more commits, at whatever moment that is.
        QByteArray told;
        while (told.count('\n') < 3 + round * 7) {
            QVERIFY2(writer.waitForReadyRead(10000), writer.readAllStandardError().constData());
            told += writer.readAllStandardOutput();
        }
        ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
        writer.waitForFinished();
        told += writer.readAllStandardOutput();
        const QList<QByteArray> lines = told.trimmed().split('\n');
        lastTold = std::max(lastTold, lines.last().toInt());

        QString error;
        auto store = LobbyStore::open(url_, &error); // the killed writer's lock is stale: taken over
        QVERIFY2(store, qPrintable(error));
        store.reset();
        QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "check");
        raw.setDatabaseName(dir_->filePath("lobby.sqlite"));
        QVERIFY(raw.open());
        {
            QSqlQuery q(raw);
            QVERIFY(q.exec("SELECT COUNT(*) FROM games") && q.next());
            const int games = q.value(0).toInt();
            // Every game it said was committed is there (its numbers go on
            // from the last run's: a game of the same id is not recorded twice).
            QVERIFY2(games >= lastTold + 1, qPrintable(QStringLiteral("%1 games, told %2").arg(games).arg(lastTold)));
            QVERIFY(q.exec("SELECT COUNT(*) FROM results") && q.next());
            QCOMPARE(q.value(0).toInt(), 2 * games); // no half of a game
            QVERIFY(q.exec("SELECT SUM(games) FROM players") && q.next());
            QCOMPARE(q.value(0).toInt(), 2 * games); // each rating changed with its game
        }
        raw.close();
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase("check");
    }
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("TR_LOBBY_STORE_WRITER"))
        return writeUntilKilled(qEnvironmentVariable("TR_LOBBY_STORE_WRITER"));
    TestLobbyStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_lobby_store.moc"
