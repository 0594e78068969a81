// "Play online" (OnlineLobby) against a real lobby in this process (a
// LobbyServer on SQLite, on loopback): two games find each other in the
// lobby's list, play a rated game seat by seat (each person's turns on
// their own board, the seats taken by the tokens the lobby gave), and both
// hear their new ratings, see them on the leaderboard and in their history;
// a name taken is asked again; a private table is found by its code only; a
// quick match's wait is shown and then filled with AIs; the lobby's address
// is kept; a lobby that cannot be reached, or an address that is none, is
// said in words.
#include "ai_player.h"
#include "join_support.h"
#include "lobby/lobby_server.h"
#include "lobby/lobby_store.h"
#include "net/table_server.h"
#include "netplay/table_guest.h"
#include "online/online_lobby.h"
#include "seat_setups.h"
#include "session/game_controller.h"
#include "settings/app_settings.h"
#include "words/seat_news.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// A lobby on loopback, its database in a folder of its own.
struct Lobby {
    QTemporaryDir dir;
    std::unique_ptr<tilerummy::lobby::LobbyStore> store;
    std::unique_ptr<tilerummy::net::TableServer> server;
    std::unique_ptr<tilerummy::lobby::LobbyServer> lobby;

    bool start()
    {
        QString error;
        store = tilerummy::lobby::LobbyStore::open("sqlite:" + dir.filePath("lobby.sqlite"), &error);
        if (!store)
            return false;
        server = std::make_unique<tilerummy::net::TableServer>(std::vector<tilerummy::net::TableHub*>{}, std::nullopt);
        tilerummy::lobby::LobbyServer::Options options;
        options.aiNodeLimit = 2000;
        lobby = std::make_unique<tilerummy::lobby::LobbyServer>(store.get(), server.get(), options);
        return lobby->start(&error) && server->listen(QHostAddress::LocalHost, 0, &error);
    }
    QString address() const { return QStringLiteral("ws://127.0.0.1:%1").arg(server->port()); }
};

// A player's game: its controller (the joined table) and its "Play online".
struct Player {
    explicit Player(const QString& keyFile)
    {
        game.board()->setMoveStepMs(0);
        game.setAiMinimumThinkMs(0);
        online.setTable(game.joinedTable());
        online.setKeyFile(keyFile);
    }
    GameController game;
    OnlineLobby online;
};

// Each person plays their turns on their own board until both games' match is over.
void playToTheEnd(Player& a, Player& b)
{
    tilerummy::AiPlayer aiA(tilerummy::AiLevel::Standard, 5);
    tilerummy::AiPlayer aiB(tilerummy::AiLevel::Standard, 6);
    QDeadlineTimer deadline(240000);
    while (!(a.game.isMatchOver() && b.game.isMatchOver()) && !deadline.hasExpired()) {
        Player* mover = a.game.canAct() ? &a : b.game.canAct() ? &b : nullptr;
        if (!mover) {
            QTest::qWait(10);
            continue;
        }
        const int before = mover->game.turnNumber();
        playPersonTurn(mover->game, &mover->game == &a.game ? aiA : aiB);
        QTRY_VERIFY_WITH_TIMEOUT(mover->game.turnNumber() > before || mover->game.isRoundOver(), 20000);
    }
    QVERIFY(a.game.isMatchOver() && b.game.isMatchOver());
}

} // namespace

class OnlineTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the settings and autosave go aside
    void addressesAreReadOrRefusedInWords();
    void twoPlayersFindEachOtherAndPlayARatedGame();
    void aNameTakenIsAskedAgain();
    void aPrivateTableIsFoundByItsCodeOnly();
    void aQuickMatchWaitsThenAIsFillTheSeats();
    void theLobbysAddressIsKept();
    void aKeptSeatsFirstArrivalIsNoReturn();
    void whatHappensAwayFromTheFocusIsSaidOnce();
};

// A reader hears each change the screen shows away from the focus (OnlineLobby::news, said by the
// window's announcer): signed in with the rating, a wait begun (once, not each second of it) and
// stopped, a table made with its code, who came to it, the table left, signed out.
void OnlineTest::whatHappensAwayFromTheFocusIsSaidOnce()
{
    Lobby lobby;
    QVERIFY(lobby.start());
    QTemporaryDir keys;
    Player dee(keys.filePath("dee.key"));
    QSignalSpy said(&dee.online, &OnlineLobby::news);
    const auto last = [&said] { return said.isEmpty() ? QString() : said.last().first().toString(); };
    QCOMPARE(dee.online.connectTo(lobby.address(), "Dee"), QString());
    QTRY_COMPARE(dee.online.phase(), OnlineLobby::Phase::SignedIn);
    QTRY_COMPARE(said.count(), 1);
    QVERIFY2(last().contains("as Dee.") && last().contains("Rating 1500 ± 350"), qPrintable(last()));

    dee.online.quickMatch(2, 60);
    QTRY_VERIFY(dee.online.queued());
    QTRY_COMPARE(said.count(), 2);
    QVERIFY2(last().startsWith("Looking for a table of 2: 1 player waiting"), qPrintable(last()));
    QTest::qWait(2200); // the countdown ticks on the screen, unsaid
    QCOMPARE(said.count(), 2);
    dee.online.cancelQuickMatch();
    QTRY_COMPARE(said.count(), 3);
    QCOMPARE(last(), QStringLiteral("You left the quick match."));

    dee.online.createTable(3, false, true);
    QTRY_COMPARE(said.count(), 4);
    QVERIFY2(last().startsWith("You sit at your table: A private friendly table, 3 seats.") &&
                 last().endsWith("Friends join with the code " + dee.online.myTableCode()),
             qPrintable(last()));
    Player eve(keys.filePath("eve.key"));
    QCOMPARE(eve.online.connectTo(lobby.address(), "Eve"), QString());
    QTRY_COMPARE(eve.online.phase(), OnlineLobby::Phase::SignedIn);
    QCOMPARE(eve.online.joinByCode(dee.online.myTableCode()), QString());
    QTRY_COMPARE(said.count(), 5);
    QVERIFY2(last().contains("Eve"), qPrintable(last()));
    dee.online.leaveTable();
    QTRY_COMPARE(said.count(), 6);
    QCOMPARE(last(), QStringLiteral("You left the table."));
    dee.online.disconnectFromLobby();
    QCOMPARE(said.count(), 7);
    QCOMPARE(last(), QStringLiteral("You signed out of the lobby."));
}

void OnlineTest::aKeptSeatsFirstArrivalIsNoReturn()
{
    using tilerummy::net::SeatInfo;
    const QString remote = tilerummy::net::kRemoteSeat;
    const std::vector<SeatInfo> kept{{"Ann", remote, true, true}, {"Bea", remote, true, false}};
    std::vector<SeatInfo> here = kept;
    here[1].connected = true;
    std::vector<bool> seen;
    tilerummy::ui::markSeen(kept, seen); // Ann's welcome: only she is here
    QCOMPARE(tilerummy::ui::seatNews(kept, here, 0, &seen), QStringList{"Bea sat down at the table."});
    QCOMPARE(tilerummy::ui::seatNews(here, kept, 0, &seen),
             QStringList{"Bea lost the connection; their seat waits for them."});
    QCOMPARE(tilerummy::ui::seatNews(kept, here, 0, &seen), QStringList{"Bea is back at the table."});
    // Without the record (a host's own table, where a seat is taken by coming), as before.
    QCOMPARE(tilerummy::ui::seatNews(kept, here, 0), QStringList{"Bea is back at the table."});
}

void OnlineTest::addressesAreReadOrRefusedInWords()
{
    QCOMPARE(OnlineLobby::lobbyUrl("lobby.example.org").toString(), QStringLiteral("wss://lobby.example.org:4530"));
    QCOMPARE(OnlineLobby::lobbyUrl("ws://10.0.0.2").toString(), QStringLiteral("ws://10.0.0.2:4530"));
    QCOMPARE(OnlineLobby::lobbyUrl(" wss://l.example.org:9000/ ").toString(),
             QStringLiteral("wss://l.example.org:9000"));
    QVERIFY(!OnlineLobby::lobbyUrl("http://lobby.example.org").isValid());
    QVERIFY(!OnlineLobby::lobbyUrl("lobby example").isValid());
    QVERIFY(!OnlineLobby::lobbyUrl("wss://l.example.org/t/x/").isValid());

    QTemporaryDir dir;
    Player ann(dir.filePath("ann.key"));
    QVERIFY(ann.online.status().contains("No lobby yet")); // none by default, and said so
    QVERIFY(ann.online.connectTo("not an address!", "Ann").contains("not a lobby's address"));
    QCOMPARE(ann.online.phase(), OnlineLobby::Phase::Offline);
    // Nobody there: said in words, nothing else changes.
    QCOMPARE(ann.online.connectTo("ws://127.0.0.1:1", "Ann"), QString());
    QCOMPARE(ann.online.phase(), OnlineLobby::Phase::Connecting);
    QTRY_COMPARE(ann.online.phase(), OnlineLobby::Phase::Offline);
    QVERIFY2(ann.online.problem().startsWith("The lobby cannot be reached"), qPrintable(ann.online.problem()));
    QVERIFY(!ann.game.guest()->isActive());
    // The key was made, private.
    QVERIFY(QFile::exists(dir.filePath("ann.key")));
    QCOMPARE(QFile::permissions(dir.filePath("ann.key")) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
}

void OnlineTest::twoPlayersFindEachOtherAndPlayARatedGame()
{
    Lobby lobby;
    QVERIFY(lobby.start());
    QTemporaryDir keys;
    Player ann(keys.filePath("ann.key"));
    Player bea(keys.filePath("bea.key"));
    QCOMPARE(ann.online.connectTo(lobby.address(), "Ann"), QString());
    QTRY_COMPARE(ann.online.phase(), OnlineLobby::Phase::SignedIn);
    QCOMPARE(ann.online.name(), QStringLiteral("Ann"));
    QCOMPARE(ann.online.rating(), 1500);
    QVERIFY2(ann.online.ratingText().contains("1500 ± 350"), qPrintable(ann.online.ratingText()));
    QVERIFY(ann.online.status().contains("as Ann"));

    ann.online.createTable(2, true, false);
    QTRY_VERIFY(ann.online.atTable());
    QCOMPARE(ann.online.myTableTitle(), QStringLiteral("A rated table, 2 seats"));
    QVERIFY2(ann.online.myTableDetail().contains("Ann sitting, 1 seat free"), qPrintable(ann.online.myTableDetail()));
    QVERIFY(ann.online.mayStart());
    QVERIFY(ann.online.myTableCode().isEmpty()); // an open table needs no code

    // Bea finds Ann's table in the list (no address of Ann's typed) and sits down.
    QCOMPARE(bea.online.connectTo(lobby.address(), "Bea"), QString());
    QTRY_COMPARE(bea.online.phase(), OnlineLobby::Phase::SignedIn);
    QTRY_COMPARE(bea.online.tables().size(), 1);
    const QVariantMap listed = bea.online.tables().first().toMap();
    QCOMPARE(listed.value("title").toString(), QStringLiteral("A rated table, 2 seats"));
    QVERIFY(listed.value("detail").toString().contains("Ann"));
    QSignalSpy annSeated(&ann.online, &OnlineLobby::seatTaken);
    QSignalSpy beaSeated(&bea.online, &OnlineLobby::seatTaken);
    QSignalSpy annTableNews(ann.game.guest(), &TableGuest::news);
    QSignalSpy beaTableNews(bea.game.guest(), &TableGuest::news);
    bea.online.joinTable(listed.value("id").toString());
    QTRY_COMPARE(annSeated.count(), 1);
    QTRY_COMPARE(beaSeated.count(), 1);
    QTRY_VERIFY(ann.game.joined());
    QTRY_VERIFY(bea.game.joined());
    // The lobby kept both seats: whoever came second (if not at once) "sat down", nobody "is back".
    QStringList arrivals;
    for (const QSignalSpy* spy : {&annTableNews, &beaTableNews})
        for (const QList<QVariant>& line : *spy)
            arrivals << line.first().toString();
    QVERIFY2(arrivals.filter("sat down at the table.").size() <= 1 && arrivals.filter("is back").isEmpty(),
             qPrintable(arrivals.join(" | ")));
    QVERIFY(ann.online.playing() && bea.online.playing());
    QVERIFY(!ann.online.atTable());
    QCOMPARE(ann.game.names(), (QStringList{"Ann", "Bea"}));
    QCOMPARE(bea.game.names(), (QStringList{"Ann", "Bea"}));
    // Each screen holds its own rack only.
    QVERIFY(ann.game.atThisScreen(0) && !ann.game.atThisScreen(1));
    QVERIFY(bea.game.atThisScreen(1) && !bea.game.atThisScreen(0));
    // The seat's address carries the lobby's path (the process that plays it).
    QVERIFY2(ann.game.guest()->address().endsWith("/t/lobby/"), qPrintable(ann.game.guest()->address()));

    QSignalSpy annNews(&ann.online, &OnlineLobby::news);
    QCOMPARE(ann.online.tableResult(), QString());                   // nothing to say before the game's end
    QVERIFY(ann.online.atLobbyTable() && bea.online.atLobbyTable()); // its end leads back to the lobby
    playToTheEnd(ann, bea);
    if (QTest::currentTestFailed())
        return;
    // Both hear their new ratings: one went up, the other down.
    QTRY_COMPARE(ann.online.ratingText().contains("from 1 rated game"), true);
    QTRY_COMPARE(bea.online.ratingText().contains("from 1 rated game"), true);
    QVERIFY(ann.online.rating() != 1500 && bea.online.rating() != 1500);
    QVERIFY((ann.online.rating() > 1500) != (bea.online.rating() > 1500));
    QVERIFY2(ann.online.lastResult().contains("Your rating is now " + QString::number(ann.online.rating())),
             qPrintable(ann.online.lastResult()));
    QVERIFY(!annNews.isEmpty());
    QCOMPARE(annNews.last().first().toString(), ann.online.lastResult()); // told as it came
    // The game's end dialog says it while that game is on the table (left or not); another game's does not.
    QCOMPARE(ann.online.tableResult(), ann.online.lastResult());
    QCOMPARE(bea.online.tableResult(), bea.online.lastResult());
    ann.game.joinedTable()->leave();
    QCOMPARE(ann.online.tableResult(), ann.online.lastResult());
    QCOMPARE(ann.game.newMatch(setupOf({SeatKind::Person, SeatKind::Beginner}, 3)), QString());
    QTRY_COMPARE(ann.online.tableResult(), QString());
    QVERIFY(!ann.online.atLobbyTable());
    QVERIFY(!ann.online.playing());
    // The leaderboard: both, the better first, Ann's own line marked; her history: the game.
    QTRY_COMPARE(ann.online.leaderboard().size(), 2);
    QTRY_COMPARE(ann.online.history().size(), 1);
    const QVariantMap first = ann.online.leaderboard().first().toMap();
    QCOMPARE(first.value("rating").toInt(), std::max(ann.online.rating(), bea.online.rating()));
    for (const QVariant& line : ann.online.leaderboard())
        QCOMPARE(line.toMap().value("me").toBool(), line.toMap().value("name").toString() == "Ann");
    QVERIFY(ann.online.history().first().toMap().value("text").toString().contains(
        "→ " + QString::number(ann.online.rating())));
}

void OnlineTest::aNameTakenIsAskedAgain()
{
    Lobby lobby;
    QVERIFY(lobby.start());
    QTemporaryDir keys;
    Player ann(keys.filePath("ann.key"));
    Player other(keys.filePath("other.key"));
    QCOMPARE(ann.online.connectTo(lobby.address(), "Ann"), QString());
    QTRY_COMPARE(ann.online.phase(), OnlineLobby::Phase::SignedIn);
    // Another key asks for Ann's name (in other letters' case): asked again.
    QCOMPARE(other.online.connectTo(lobby.address(), "ANN"), QString());
    QTRY_VERIFY(other.online.nameAsked());
    QCOMPARE(other.online.phase(), OnlineLobby::Phase::Connecting);
    QVERIFY(other.online.problem().contains("name is taken"));
    QVERIFY(other.online.status().contains("choose your name"));
    QVERIFY(other.online.chooseName("  ").contains("Give your name"));
    QCOMPARE(other.online.chooseName("Cy"), QString());
    QTRY_COMPARE(other.online.phase(), OnlineLobby::Phase::SignedIn);
    QCOMPARE(other.online.name(), QStringLiteral("Cy"));
    // Back with the same key, another name typed: the lobby knows it as Cy.
    other.online.disconnectFromLobby();
    QCOMPARE(other.online.phase(), OnlineLobby::Phase::Offline);
    QCOMPARE(other.online.connectTo(lobby.address(), "Someone"), QString());
    QTRY_COMPARE(other.online.phase(), OnlineLobby::Phase::SignedIn);
    QCOMPARE(other.online.name(), QStringLiteral("Cy"));
}

void OnlineTest::aPrivateTableIsFoundByItsCodeOnly()
{
    Lobby lobby;
    QVERIFY(lobby.start());
    QTemporaryDir keys;
    Player ann(keys.filePath("ann.key"));
    Player bea(keys.filePath("bea.key"));
    QCOMPARE(ann.online.connectTo(lobby.address(), "Ann"), QString());
    QCOMPARE(bea.online.connectTo(lobby.address(), "Bea"), QString());
    QTRY_COMPARE(ann.online.phase(), OnlineLobby::Phase::SignedIn);
    QTRY_COMPARE(bea.online.phase(), OnlineLobby::Phase::SignedIn);
    ann.online.createTable(2, false, true);
    QTRY_VERIFY(!ann.online.myTableCode().isEmpty());
    QCOMPARE(ann.online.myTableTitle(), QStringLiteral("A private friendly table, 2 seats"));
    QTest::qWait(400); // a list pushed meanwhile (every 250 ms at most) would show it
    QVERIFY(bea.online.tables().isEmpty());
    // A wrong code: said in words, Bea sits nowhere.
    QVERIFY(bea.online.joinByCode("  ").contains("code"));
    QCOMPARE(bea.online.joinByCode("ZZZZZZZZ"), QString());
    QTRY_VERIFY(!bea.online.problem().isEmpty());
    QVERIFY(!bea.online.atTable());
    QSignalSpy beaSeated(&bea.online, &OnlineLobby::seatTaken);
    QCOMPARE(bea.online.joinByCode(ann.online.myTableCode()), QString());
    QTRY_COMPARE(beaSeated.count(), 1);
    QTRY_VERIFY(bea.game.joined());
    QCOMPARE(bea.game.names(), (QStringList{"Ann", "Bea"}));
}

void OnlineTest::aQuickMatchWaitsThenAIsFillTheSeats()
{
    Lobby lobby;
    QVERIFY(lobby.start());
    QTemporaryDir keys;
    Player cy(keys.filePath("cy.key"));
    QCOMPARE(cy.online.connectTo(lobby.address(), "Cy"), QString());
    QTRY_COMPARE(cy.online.phase(), OnlineLobby::Phase::SignedIn);
    QSignalSpy seated(&cy.online, &OnlineLobby::seatTaken);
    cy.online.quickMatch(4, 2);
    QTRY_VERIFY(cy.online.queued());
    QVERIFY2(cy.online.queueText().contains("Looking for a table of 4: 1 player waiting"),
             qPrintable(cy.online.queueText()));
    QVERIFY(cy.online.queueText().contains("second")); // the wait, counted down
    QCOMPARE(seated.count(), 0);
    // The wait over, AIs take the three other seats.
    QTRY_COMPARE_WITH_TIMEOUT(seated.count(), 1, 15000);
    QVERIFY(!cy.online.queued());
    QTRY_VERIFY(cy.game.joined());
    QCOMPARE(cy.game.playerCount(), 4);
    QCOMPARE(cy.game.names().count("Cy"), 1);
    // Cancelled, a wait ends with no table.
    cy.game.leaveTable();
    Player dee(keys.filePath("dee.key"));
    QCOMPARE(dee.online.connectTo(lobby.address(), "Dee"), QString());
    QTRY_COMPARE(dee.online.phase(), OnlineLobby::Phase::SignedIn);
    dee.online.quickMatch(2, 60);
    QTRY_VERIFY(dee.online.queued());
    dee.online.cancelQuickMatch();
    QTRY_VERIFY(!dee.online.queued());
    QVERIFY(!dee.online.playing());
}

void OnlineTest::theLobbysAddressIsKept()
{
    Lobby lobby;
    QVERIFY(lobby.start());
    QTemporaryDir keys;
    const QString ini = keys.filePath("settings.ini");
    {
        AppSettings settings(ini);
        Player ann(keys.filePath("ann.key"));
        ann.online.setSettings(&settings);
        QVERIFY(ann.online.status().contains("No lobby yet"));
        QCOMPARE(ann.online.connectTo(lobby.address(), "Ann"), QString());
        QTRY_COMPARE(ann.online.phase(), OnlineLobby::Phase::SignedIn);
    }
    AppSettings again(ini); // read anew, as at the next start
    QCOMPARE(again.lobbyAddress(), lobby.address());
    QCOMPARE(again.joinName(), QStringLiteral("Ann"));
    QCOMPARE(again.lobbyFingerprint(), QString());
}

QTEST_MAIN(OnlineTest)
#include "test_ui_online.moc"
