// Watching a table another game hosts, through three game controllers on
// loopback: Ann hosts, Bea joins to play, Cy joins to watch. Cy's screen
// follows every turn (the table, each rack's count, the pool) with no rack
// shown and no move of its own; nothing the host sends Cy names a rack's
// tile (no rack, no draw's tiles, no table mid-turn). The players see that
// someone watches; the host sees who and sends Cy away, and Cy may not come
// back to watch. A table whose host allows no watchers refuses one.
#include "join_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace {

QVariantMap watchOf(GameController& host, const QString& name)
{
    QVariantMap join = joinOf(host, name);
    join.insert("watch", true);
    return join;
}

// Everything the host sent the watcher names no tile of a rack.
void namesNoRackTile(const QList<tilerummy::net::ServerMessage>& heard)
{
    for (const tilerummy::net::ServerMessage& m : heard) {
        QVERIFY(!std::holds_alternative<tilerummy::net::DraftShown>(m));
        if (const auto* state = std::get_if<tilerummy::net::TableState>(&m)) {
            QVERIFY(state->rack.empty());
            QVERIFY(state->draft.empty());
            for (const tilerummy::net::PastTurn& past : state->history)
                QVERIFY(past.drawn.empty());
        }
        if (const auto* turn = std::get_if<tilerummy::net::TurnPlayed>(&m))
            QVERIFY(turn->drawn.empty());
    }
}

} // namespace

class WatchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void aWatcherSeesWhatABystanderSees();
    void aTableWithoutWatchersRefusesOne();
};

void WatchTest::aWatcherSeesWhatABystanderSees()
{
    GameController host;
    GameController bea;
    GameController cy;
    for (GameController* g : {&host, &bea, &cy}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(
                 setupOf({SeatKind::Person, SeatKind::Remote, SeatKind::Standard}, seedWhereFirstIs(0, 3), {"Ann"})),
             QString());
    // Cy comes first, to watch: the lobby shows the watcher, the game still waits for Bea.
    QList<tilerummy::net::ServerMessage> heard;
    connect(cy.joinedTable()->guest(), &TableGuest::hostMessage, this,
            [&heard](const tilerummy::net::ServerMessage& m) { heard.append(m); });
    QCOMPARE(cy.joinedTable()->join(watchOf(host, "Cy")), QString());
    QVERIFY(cy.joinedTable()->guest()->watching());
    QTRY_COMPARE(host.host()->watcherNames(), QStringList{"Cy"});
    QVERIFY(host.host()->waiting());
    // A watcher may not take a player's name, nor a player a watcher's.
    GameController other;
    QSignalSpy refused(other.joinedTable(), &JoinedTable::joinRefused);
    QCOMPARE(other.joinedTable()->join(watchOf(host, "ann")), QString());
    QTRY_COMPARE(refused.count(), 1);
    QVERIFY(refused.takeFirst().at(0).toString().contains("ann"));

    QCOMPARE(bea.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(bea.joined() && cy.joined() && !host.host()->waiting());
    QTRY_COMPARE(bea.joinedTable()->guest()->watchers(), 1);
    QCOMPARE(cy.joinedTable()->guest()->seat(), -1);
    tilerummy::AiPlayer annAi(tilerummy::AiLevel::Standard, 5);
    tilerummy::AiPlayer beaAi(tilerummy::AiLevel::Standard, 6);
    // Some turns: Cy's screen follows each, shows no rack and cannot move.
    for (int turns = 0; turns < 12 && !host.isRoundOver(); ++turns) {
        const int before = host.turnNumber();
        if (host.canAct())
            playPersonTurn(host, annAi);
        else if (bea.canAct())
            playPersonTurn(bea, beaAi);
        QTRY_VERIFY_WITH_TIMEOUT(host.turnNumber() > before || host.isRoundOver(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(cy.turnNumber() == host.turnNumber() || host.isRoundOver(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(cy.game().table() == host.game().table() || host.isRoundOver(), 20000);
        QCOMPARE(cy.rackPlayer(), -1);
        QCOMPARE(cy.board()->rack()->rowCount(), 0);
        QVERIFY(!cy.canAct());
        QVERIFY(!cy.drawTile());
        for (int p = 0; p < host.playerCount(); ++p)
            QCOMPARE(cy.game().rack(p).size(), host.game().rack(p).size());
        QCOMPARE(cy.game().poolSize(), host.game().poolSize());
    }
    QVERIFY(host.turnNumber() >= 6);
    namesNoRackTile(heard);
    QVERIFY(!heard.isEmpty());

    // The host sends Cy away: told so; Bea hears nobody watches; Cy may not come back to watch.
    QVERIFY(host.host()->sendWatcherAway(0));
    QTRY_COMPARE(cy.joinedTable()->guest()->phase(), TableGuest::Phase::Left);
    QVERIFY(cy.joinedTable()->guest()->problem().contains("stop watching"));
    QVERIFY(!cy.joinedTable()->rejoinOffered()); // a watcher keeps no seat
    QCOMPARE(host.host()->watcherNames(), QStringList());
    QTRY_COMPARE(bea.joinedTable()->guest()->watchers(), 0);
    QSignalSpy again(cy.joinedTable(), &JoinedTable::joinRefused);
    QCOMPARE(cy.joinedTable()->join(watchOf(host, "Cy")), QString());
    QTRY_COMPARE(again.count(), 1);
    QVERIFY(again.takeFirst().at(0).toString().contains("stop watching"));
    QVERIFY(!host.isRoundOver()); // the game went on throughout
}

void WatchTest::aTableWithoutWatchersRefusesOne()
{
    GameController host;
    GameController cy;
    host.host()->setWatchersAllowed(0);
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, 3, {"Ann"})), QString());
    QSignalSpy refused(cy.joinedTable(), &JoinedTable::joinRefused);
    QCOMPARE(cy.joinedTable()->join(watchOf(host, "Cy")), QString());
    QTRY_COMPARE(refused.count(), 1);
    QVERIFY(refused.takeFirst().at(0).toString().contains("no watchers"));
    QCOMPARE(host.host()->watcherNames(), QStringList());
    // Allowed from now on, at the open table too.
    host.host()->setWatchersAllowed(2);
    QCOMPARE(cy.joinedTable()->join(watchOf(host, "Cy")), QString());
    QTRY_COMPARE(host.host()->watcherNames(), QStringList{"Cy"});
}

QTEST_MAIN(WatchTest)
#include "test_ui_watch.moc"
