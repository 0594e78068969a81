// A joined seat lost and taken back, through two game controllers in one
// process and a real connection on loopback: a dropped connection takes the
// seat back, a game that closed offers to rejoin its table (the seat kept on
// disk), a player who comes back gets the story so far, a seat kept for
// another table is not taken and stays kept, and a host resumed from its save
// seats its guest again with the story.
#include "join_support.h"
#include "net/kept_seat.h"
#include "relay_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The log's lines of turns ("Turn 12: ..."), without the others.
QStringList turnLines(const QStringList& lines)
{
    QStringList turns;
    for (const QString& line : lines)
        if (line.startsWith("Turn "))
            turns << line;
    return turns;
}

} // namespace

class JoinRejoinTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void aDroppedConnectionTakesTheSeatBack();
    void aGameThatClosedOffersToRejoinItsTable();
    void aPlayerWhoComesBackGetsTheStorySoFar();
    void aSeatOfAnotherTableIsNotTakenAndStaysKept();
    void aResumedHostSeatsItsGuestWithTheStory();
    void aFreshJoinAtTheSameSeatStartsFromTheDeal();
};

void JoinRejoinTest::aDroppedConnectionTakesTheSeatBack()
{
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    host.host()->setGraceSeconds(60);
    QVariantMap setup = setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(1, 2), {"Ann"});
    setup["turnSeconds"] = 90;
    QCOMPARE(host.newMatch(setup), QString());
    Relay relay(static_cast<quint16>(host.host()->port()));
    QVariantMap join = joinOf(host, "Bea");
    join["address"] = QStringLiteral("127.0.0.1:%1").arg(relay.port());
    QCOMPARE(guest.joinedTable()->join(join), QString());
    QTRY_VERIFY(guest.joined() && guest.canAct());

    // Bea's connection drops mid-turn: her screen says so and waits; the host keeps her seat.
    const int beaTile = guest.game().rack(1).front();
    QVERIFY(guest.board()->moveToNewSet({beaTile}));
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    QSignalSpy hostNews(host.host(), &TableHost::news);
    relay.cut();
    QTRY_COMPARE(guest.guest()->phase(), TableGuest::Phase::Reconnecting);
    QVERIFY(guest.guest()->waiting());
    QVERIFY(!guest.canAct());
    QVERIFY(guest.guest()->status().contains("Taking your seat back"));
    QCOMPARE(guest.guest()->heading(), QStringLiteral("The connection was lost"));
    QVERIFY(!guest.joinedTable()->waitingFor().isEmpty());
    QCOMPARE(guest.status()->headline(), guest.joinedTable()->waitingFor()); // the header says it

    // The game takes the seat back by itself: the same turn, her tile where she had laid it.
    QTRY_VERIFY_WITH_TIMEOUT(guest.guest()->phase() == TableGuest::Phase::Playing, 10000);
    QTRY_VERIFY(guest.canAct());
    QCOMPARE(guest.names(), (QStringList{"Ann", "Bea"}));
    QCOMPARE(guest.currentPlayer(), 1);
    agree(host, guest, 1);
    QVERIFY(guest.board()->setOfTile(beaTile) >= 0);
    QCOMPARE(guest.draft().table(), host.draft().table());
    // Her clock is the host's, as it stood: the seconds gone while she was away are gone.
    QVERIFY2(host.clock()->secondsLeft() < 90, "the host's clock ran");
    QVERIFY2(std::abs(guest.clock()->secondsLeft() - host.clock()->secondsLeft()) <= 1,
             qPrintable(QStringLiteral("%1 here, %2 at the host")
                            .arg(guest.clock()->secondsLeft())
                            .arg(host.clock()->secondsLeft())));
    QCOMPARE(guest.board()->rack()->rowCount(), 13);
    QVERIFY(std::any_of(hostNews.begin(), hostNews.end(),
                        [](const QList<QVariant>& args) { return args.at(0).toString().contains("back"); }));
    // And plays on: her draw reaches the host. Her log is the host's.
    QVERIFY(guest.drawTile());
    QTRY_VERIFY(host.canAct());
    QTRY_COMPARE(guest.turnNumber(), host.turnNumber());
    agree(host, guest, 1);
    QCOMPARE(turnLines(guest.log()->lines()), turnLines(host.log()->lines()));
}

void JoinRejoinTest::aGameThatClosedOffersToRejoinItsTable()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath("joined-table.json");
    GameController host;
    host.setAiMinimumThinkMs(0);
    host.host()->setGraceSeconds(60);
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(1, 2), {"Ann"})), QString());
    auto bea = std::make_unique<GameController>();
    bea->joinedTable()->setKeptSeatFile(kept);
    QVERIFY(!bea->joinedTable()->rejoinOffered());
    QCOMPARE(bea->joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea->joined() && bea->canAct());
    QVERIFY(QFile::exists(kept));                  // kept once seated
    QVERIFY(!bea->joinedTable()->rejoinOffered()); // not while at the table
    const int tile = bea->game().rack(1).front();
    QVERIFY(bea->board()->moveToNewSet({tile}));
    QTRY_COMPARE(host.draft().table(), bea->draft().table());
    // She puts a tile of her rack at the far end of the bottom shelf.
    const tilerummy::RackSlots dealt = bea->board()->rack()->arranged();
    const int moved = dealt.at(1);
    const int farEnd = dealt.slotCount() - 1;
    QVERIFY(dealt.at(farEnd) == tilerummy::RackSlots::kEmpty);
    QVERIFY(bea->board()->moveToSlot({moved}, farEnd));
    QCOMPARE(bea->board()->rack()->arranged().at(farEnd), moved);
    const tilerummy::RackSlots arranged = bea->board()->rack()->arranged();

    // Bea's game closes (a quit, a crash): the seat stays kept, and her rack as she arranged it.
    const auto keptText = [&kept] {
        QFile file(kept);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QTRY_VERIFY(keptText().contains("\"rack\""));
    bea.reset();
    QTRY_VERIFY(host.status()->absence().startsWith("Bea is away"));
    QVERIFY(QFile::exists(kept));

    // Started again: the start screen offers her table, and one click seats her.
    GameController again;
    again.joinedTable()->setKeptSeatFile(kept);
    QVERIFY(again.joinedTable()->rejoinOffered());
    QCOMPARE(again.joinedTable()->rejoinTitle(), QStringLiteral("Rejoin Ann's table"));
    QCOMPARE(again.joinedTable()->rejoinDetail(),
             QStringLiteral("Your seat as Bea at 127.0.0.1:%1, where you left it.").arg(host.host()->port()));
    QCOMPARE(again.joinedTable()->rejoin(), QString());
    QTRY_VERIFY(again.joined() && again.canAct());
    QCOMPARE(again.guest()->seat(), 1);
    QCOMPARE(again.names(), (QStringList{"Ann", "Bea"}));
    agree(host, again, 1);
    QVERIFY(again.board()->setOfTile(tile) >= 0); // her turn as she had left it
    QCOMPARE(again.board()->rack()->arranged().cells(), arranged.cells());
    QTRY_VERIFY(host.status()->absence().isEmpty());

    // She leaves the table: nothing is kept to rejoin.
    again.leaveTable();
    QVERIFY(!QFile::exists(kept));
    QVERIFY(!again.joinedTable()->rejoinOffered());

    // A file that is not a kept seat is not offered, and left as it is.
    QFile other(kept);
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("{\"notes\": \"mine\"}");
    other.close();
    GameController third;
    third.joinedTable()->setKeptSeatFile(kept);
    QVERIFY(!third.joinedTable()->rejoinOffered());
    QVERIFY(other.open(QIODevice::ReadOnly));
    QCOMPARE(other.readAll(), QByteArray("{\"notes\": \"mine\"}"));
}

void JoinRejoinTest::aPlayerWhoComesBackGetsTheStorySoFar()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath("joined-table.json");
    GameController host;
    host.board()->setMoveStepMs(0);
    host.setAiMinimumThinkMs(0);
    host.host()->setGraceSeconds(1);
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    auto bea = std::make_unique<GameController>();
    bea->board()->setMoveStepMs(0);
    bea->joinedTable()->setKeptSeatFile(kept);
    QCOMPARE(bea->joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea->joined());
    // Two turns each with both here.
    for (int i = 0; i < 2; ++i) {
        QTRY_VERIFY(host.canAct());
        QVERIFY(host.drawTile());
        QTRY_VERIFY(bea->canAct());
        QVERIFY(bea->drawTile());
    }
    QTRY_VERIFY(host.canAct());
    QCOMPARE(host.turnNumber(), 4);

    // Bea's game closes; the host's AI plays her next two turns, once her grace time is out.
    bea.reset();
    QVERIFY(host.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(host.canAct(), 15000);
    QVERIFY(host.drawTile());
    QTRY_VERIFY_WITH_TIMEOUT(host.canAct() && host.turnNumber() == 8, 15000);
    QVERIFY(host.log()->lines().last().contains("(the AI for Bea)"));

    // She comes back: her log is the host's, turn by turn and numbered alike,
    // and it says what the AI did for her.
    GameController again;
    again.board()->setMoveStepMs(0);
    again.joinedTable()->setKeptSeatFile(kept);
    QSignalSpy news(again.guest(), &TableGuest::news);
    QCOMPARE(again.joinedTable()->rejoin(), QString());
    QTRY_VERIFY(again.joined() && again.turnNumber() == 8);
    QCOMPARE(turnLines(again.log()->lines()), turnLines(host.log()->lines()));
    QCOMPARE(turnLines(again.log()->lines()).size(), 8);
    QVERIFY(turnLines(again.log()->lines()).first().startsWith("Turn 1: Ann drew a tile."));
    const QString away = QStringLiteral("While you were away the AI ");
    QVERIFY2(again.log()->lines().last().startsWith(away), qPrintable(again.log()->lines().last()));
    QTRY_VERIFY(std::any_of(news.begin(), news.end(),
                            [&](const QList<QVariant>& args) { return args.at(0).toString().startsWith(away); }));
    agree(host, again, 1);

    // And the game goes on with the same numbers on both screens.
    QVERIFY(host.drawTile());
    QTRY_VERIFY(again.canAct() && again.turnNumber() == 9);
    QCOMPARE(turnLines(again.log()->lines()).last(), turnLines(host.log()->lines()).last());
    QVERIFY(turnLines(again.log()->lines()).last().startsWith("Turn 9: "));
}

// The host's game closes and is resumed: the guest's game, still trying, is
// seated again, with the round's story as the host's log tells it and the sets
// where they lay, and the game goes on.
void JoinRejoinTest::aResumedHostSeatsItsGuestWithTheStory()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("hosted.trsave");
    // The window keeps its certificate (main.cpp): the resumed table has the one Bea pinned.
    const QString certificate = dir.filePath("host-certificate.pem");
    auto host = std::make_unique<GameController>();
    host->host()->setCertificateFile(certificate);
    GameController bea;
    for (GameController* g : {host.get(), &bea}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host->newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    QCOMPARE(bea.joinedTable()->join(joinOf(*host, "Bea")), QString());
    QTRY_VERIFY(bea.joined());
    for (int i = 0; i < 2; ++i) {
        QTRY_VERIFY(host->canAct());
        QVERIFY(host->drawTile());
        QTRY_VERIFY(bea.canAct());
        QVERIFY(bea.drawTile());
    }
    QTRY_VERIFY(host->canAct() && bea.turnNumber() == 4);
    QVERIFY(host->saves()->saveToFile(path));
    const QStringList before = turnLines(host->log()->lines());

    // The host's window closes: Bea's game is told, and keeps trying.
    host->host()->pause();
    host.reset();
    QTRY_COMPARE(bea.guest()->phase(), TableGuest::Phase::Reconnecting);
    // Her screen says the host paused the table, not that her connection failed.
    QCOMPARE(bea.guest()->heading(), QStringLiteral("The host paused the table"));
    QVERIFY2(bea.guest()->status().startsWith(QStringLiteral("Your seat is kept")), qPrintable(bea.guest()->status()));

    GameController resumed;
    resumed.host()->setCertificateFile(certificate);
    resumed.board()->setMoveStepMs(0);
    resumed.setAiMinimumThinkMs(0);
    QCOMPARE(resumed.saves()->loadFromFile(path), QString());
    QVERIFY(resumed.host()->isOpen());
    QTRY_VERIFY_WITH_TIMEOUT(
        bea.guest()->phase() == TableGuest::Phase::Playing && resumed.status()->absence().isEmpty(), 10000);
    QTRY_COMPARE(bea.turnNumber(), 4);
    QCOMPARE(turnLines(bea.log()->lines()), before);
    QCOMPARE(turnLines(resumed.log()->lines()), before);
    QCOMPARE(bea.tableLayout(), resumed.tableLayout());
    agree(resumed, bea, 1);
    // And it goes on.
    QVERIFY(resumed.drawTile());
    QTRY_VERIFY(bea.canAct() && bea.turnNumber() == 5);
    QCOMPARE(turnLines(bea.log()->lines()).last(), turnLines(resumed.log()->lines()).last());
}

// A kept seat whose table is not there any more, another table listening at
// its address (the host started a new game, with the same code): the token
// seats nobody there, the person is told, and the seat stays offered.
void JoinRejoinTest::aSeatOfAnotherTableIsNotTakenAndStaysKept()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath("joined-table.json");
    GameController host;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(1, 2), {"Ann"})), QString());
    tilerummy::net::KeptSeat seat;
    seat.url = QUrl(QStringLiteral("wss://127.0.0.1:%1").arg(host.host()->port()));
    seat.fingerprint = host.host()->fingerprint();                   // the same host's, at a new table
    seat.token = QStringLiteral("0123456789abcdef0123456789abcdef"); // the old table's
    seat.seat = 1;
    seat.name = QStringLiteral("Bea");
    seat.code = host.host()->code();
    seat.host = QStringLiteral("Ann");
    QVERIFY(tilerummy::net::writeKeptSeat(kept, seat));

    GameController bea;
    bea.joinedTable()->setKeptSeatFile(kept);
    QVERIFY(bea.joinedTable()->rejoinOffered());
    const std::uint64_t before = bea.seedValue();
    QSignalSpy refused(bea.joinedTable(), &JoinedTable::joinRefused);
    QCOMPARE(bea.joinedTable()->rejoin(), QString());
    QTRY_COMPARE(refused.count(), 1);
    const QString why = refused.first().first().toString();
    QVERIFY2(why.contains("This table does not know your seat"), qPrintable(why));
    // The refused table is put aside (as the start screen shows it): the seat stays offered.
    QCOMPARE(bea.guest()->phase(), TableGuest::Phase::Idle);
    QVERIFY(!bea.joined());
    QCOMPARE(bea.seedValue(), before); // nothing dealt behind the message
    // Nobody took the free seat, and the seat stays kept to rejoin.
    QVERIFY(!host.host()->seats().at(1).taken);
    QVERIFY(host.host()->waiting());
    QVERIFY(bea.joinedTable()->rejoinOffered());
    QVERIFY(QFile::exists(kept));
}

// The rack as arranged goes with the seat taken back by its own token, and
// only so: Bea's game crashes, the host frees her seat, and she joins afresh
// under the same name at the same seat (no token): her rack is as dealt, not
// as the kept seat had it.
void JoinRejoinTest::aFreshJoinAtTheSameSeatStartsFromTheDeal()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath("joined-table.json");
    GameController host;
    host.setAiMinimumThinkMs(0);
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(1, 2), {"Ann"})), QString());
    auto bea = std::make_unique<GameController>();
    bea->joinedTable()->setKeptSeatFile(kept);
    QCOMPARE(bea->joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea->joined() && bea->canAct());
    const tilerummy::RackSlots dealt = bea->board()->rack()->arranged();
    const int farEnd = dealt.slotCount() - 1;
    QVERIFY(dealt.at(farEnd) == tilerummy::RackSlots::kEmpty);
    QVERIFY(bea->board()->moveToSlot({dealt.at(1)}, farEnd));
    const auto keptText = [&kept] {
        QFile file(kept);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QTRY_VERIFY(keptText().contains("\"rack\""));
    bea.reset();
    QTRY_VERIFY(host.status()->absence().startsWith("Bea is away"));
    QVERIFY(host.host()->freeSeat(1));

    GameController fresh;
    fresh.joinedTable()->setKeptSeatFile(kept);
    QCOMPARE(fresh.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(fresh.joined() && fresh.canAct());
    QCOMPARE(fresh.guest()->seat(), 1);
    QCOMPARE(fresh.board()->rack()->arranged().at(farEnd), tilerummy::RackSlots::kEmpty);
    QCOMPARE(fresh.board()->rack()->arranged().cells(), dealt.cells());
}

QTEST_MAIN(JoinRejoinTest)
#include "test_ui_join_rejoin.moc"
