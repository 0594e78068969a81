// The joining side of a game with friends, through two game controllers in
// one process and a real connection on loopback: one hosts (a person at its
// screen, a friend's seat, an AI), the other joins the friend's seat. Each
// person plays their turns on their own board (their moves laid out on the
// draft as drags, then End turn); every move of the player whose turn it is
// shows on the other screen as it is made, the other players' turns play out
// on the joining screen, and after every turn both screens agree on all the
// joining seat may know: the table, its own rack, every rack's count, whose
// turn it is. The round ends on both with the same scores, the others' racks
// told as counts only. A hint stays on its screen. A host that closes the
// table is told in words, and so are bad addresses; a host that sends what
// cannot be is left. A seat lost and taken back is in test_ui_join_rejoin.
#include "ai_player.h"
#include "join_support.h"
#include "marking_translator.h"
#include "match.h"
#include "seat_setups.h"
#include "session/game_controller.h"
#include "tile_ids.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

class JoinTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void aJoinedRoundPlaysToItsEnd();
    void movesShowOnTheOtherScreenAsTheyAreMade();
    void aHintIsNeverSentToTheTable();
    void aHostThatClosesIsToldInWords();
    void badAddressesAreRefusedInWords();
    void aHostThatSendsWhatCannotBeIsLeft();
};

void JoinTest::aJoinedRoundPlaysToItsEnd()
{
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QVariantMap setup =
        setupOf({SeatKind::Person, SeatKind::Remote, SeatKind::Standard}, seedWhereFirstIs(1, 3), {"Ann"});
    setup["rounds"] = 2;
    QCOMPARE(host.newMatch(setup), QString());
    QVERIFY(host.host()->waiting());
    QSignalSpy seated(guest.joinedTable(), &JoinedTable::seatTaken);
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QVERIFY(guest.guest()->isActive());
    QVERIFY(!guest.canAct());        // connecting: the game on its table waits
    QTRY_COMPARE(seated.count(), 1); // the join's answer, once
    QTRY_VERIFY(guest.joined());
    QTRY_VERIFY(!host.host()->waiting());
    QCOMPARE(guest.guest()->seat(), 1);
    const quint16 port = static_cast<quint16>(host.host()->port());
    QVERIFY(port > 0);
    QCOMPARE(guest.names(), (QStringList{"Ann", "Bea", "Standard AI"}));
    QCOMPARE(host.names().at(1), QStringLiteral("Bea"));
    QVERIFY(guest.atThisScreen(1));
    QVERIFY(!guest.atThisScreen(0));
    QVERIFY(!guest.atThisScreen(2));
    // Only an AI is labelled an AI: Ann (a person at the host) and Bea are friends.
    const auto labelledAi = [](const GameController& g) {
        QList<bool> out;
        for (const PlayerStanding& player : g.scoreboard()->players())
            out.append(player.isAi);
        return out;
    };
    QCOMPARE(labelledAi(guest), (QList<bool>{false, false, true}));
    QCOMPARE(labelledAi(host), (QList<bool>{false, false, true}));
    QCOMPARE(guest.rackPlayer(), 1); // the joining screen shows its own rack
    agree(host, guest, 1);
    QVERIFY(guest.canAct()); // the friend moves first
    QVERIFY(!host.canAct());

    tilerummy::AiPlayer annAi(tilerummy::AiLevel::Standard, 5);
    tilerummy::AiPlayer beaAi(tilerummy::AiLevel::Standard, 6);
    QSignalSpy guestTurns(&guest, &GameController::turnEnded);
    QSignalSpy guestRoundEnded(&guest, &GameController::roundEnded);
    playRound(host, guest, annAi, beaAi);
    QVERIFY(host.isRoundOver());
    QTRY_VERIFY(guest.isRoundOver());
    QCOMPARE(guestRoundEnded.count(), 1);
    QCOMPARE(guest.game().scores(), host.game().scores());
    QCOMPARE(guest.match().match().totals(), host.match().match().totals());
    QCOMPARE(guest.game().winner(), host.game().winner());
    QVERIFY(guestTurns.count() >= host.turnNumber() - 1);
    QVERIFY(guest.aiFaults() == 0 && host.aiFaults() == 0);

    // The round's end on the joining screen: its own rack shown, the others' as counts and points.
    const QList<RoundEndPlayer> players = guest.scoreboard()->roundSummary().players;
    QCOMPARE(players.size(), 3);
    for (int p = 0; p < 3; ++p) {
        const RoundEndPlayer& row = players.at(p);
        const int left = static_cast<int>(host.game().rack(p).size());
        QCOMPARE(row.rackValue, tilerummy::rackValue(host.game().rack(p)));
        if (p == 1) {
            QCOMPARE(row.rack.size(), left);
            QCOMPARE(row.hiddenTiles, 0);
        } else {
            QVERIFY(row.rack.isEmpty());
            QCOMPARE(row.hiddenTiles, left);
        }
    }
    // A match of two rounds: the next one is the host's to deal. The person
    // closed the round's end first: their screen waits for the deal, then shows it.
    QVERIFY(!guest.isMatchOver());
    QVERIFY(guest.nextRound());
    QVERIFY(guest.status()->prompt().contains("next round"));
    QCOMPARE(guest.roundNumber(), 1);
    QVERIFY(host.nextRound());
    QTRY_COMPARE(guest.roundNumber(), 2);
    QVERIFY(!guest.isRoundOver());
    QVERIFY(guest.joinedTable()->waitingFor().isEmpty());
    // The AI may have opened round 2 at the host already (it thinks in no time
    // here): its turn reaches this screen a moment after the deal.
    QTRY_COMPARE(guest.turnNumber(), host.turnNumber());
    QTRY_VERIFY(agreesNow(host, guest, 1));
    agree(host, guest, 1);
    QCOMPARE(guest.match().match().totals(), host.match().match().totals());
    QCOMPARE(guest.scoreboard()->scoreHistory().size(), 1); // round 1's scores
    playRound(host, guest, annAi, beaAi);
    QTRY_VERIFY(guest.isRoundOver());
    QCOMPARE(guest.match().match().totals(), host.match().match().totals());
    QVERIFY(guest.aiFaults() == 0 && host.aiFaults() == 0); // every play shown move by move
    // The match is over on both; nothing of it was saved here.
    QTRY_VERIFY(guest.isMatchOver());
    QVERIFY(host.isMatchOver());
    QCOMPARE(guest.match().match().winner(), host.match().match().winner());
    QVERIFY(!guest.nextRound());
    QVERIFY(guest.match().actions().empty());
    // Deals anyone can check: both rounds' deals, their draws (Bea's own by
    // id) checked against the seeds the host revealed; told in the log too.
    QTRY_COMPARE(guest.joinedTable()->dealCheck()->words(), QStringLiteral("All 2 deals were fair: checked."));
    QVERIFY(guest.joinedTable()->dealCheck()->fair());
    QVERIFY(guest.log()->lines().contains(QStringLiteral("All 2 deals were fair: checked.")));
    QVERIFY(host.host()->dealWords().startsWith(QStringLiteral("Each deal was committed to")));
    // Nothing listens once the match is over: the port is closed; the guest's
    // connection stays a while, for the host to ask to play again (test_ui_play_again).
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY2(!probe.waitForConnected(3000), "the host still listens after the match");
    QVERIFY(host.host()->canAskAgain());
    QVERIFY(guest.isMatchOver());
}

void JoinTest::movesShowOnTheOtherScreenAsTheyAreMade()
{
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->board()->setMoveStepMs(5);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(guest.joined() && host.canAct());

    // Ann lays a tile of her rack on the felt: Bea's screen shows it there, in the same cell.
    const int annTile = host.game().rack(0).front();
    QVERIFY(host.board()->moveToCell({annTile}, 3, 7));
    QTRY_COMPARE(guest.draft().table(), host.draft().table());
    QTRY_COMPARE(guest.draft().layout(), host.draft().layout());
    QCOMPARE(guest.draft().layout().front(), (tilerummy::TableCell{3, 7}));
    QVERIFY(!guest.canAct());
    // And takes it back: it goes from Bea's table too.
    QVERIFY(host.board()->moveToRack({annTile}));
    QTRY_COMPARE(guest.draft().table(), host.game().table());
    QVERIFY(host.drawTile());
    QTRY_VERIFY(guest.canAct());
    agree(host, guest, 1);

    // Bea's move shows on Ann's screen as she makes it.
    const int beaTile = guest.game().rack(1).front();
    QVERIFY(guest.board()->moveToNewSet({beaTile}));
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    // Her illegal end of turn: the host judges it; she is penalised on both
    // screens, and hers words why in its own language (through translate(),
    // from the fault the one turn check found there too: not the host's words).
    QSignalSpy penalties(&guest, &GameController::penaltyGiven);
    const MarkingTranslator marking;
    QVERIFY(guest.endTurn());
    QVERIFY(guest.phase() == TurnPhase::AwaitingHost);
    QVERIFY(!guest.canAct());
    QTRY_COMPARE(penalties.count(), 1);
    QTRY_VERIFY(host.canAct());
    QCOMPARE(guest.game().rack(1).size(), std::size_t{14 + 3});
    const tilerummy::IdSet rack = guest.game().rack(1);
    QVERIFY(std::find(rack.begin(), rack.end(), beaTile) != rack.end()); // her tile back on her rack
    agree(host, guest, 1);
    QVERIFY(guest.status()->lastPenalty().human);
    QVERIFY2(MarkingTranslator::marked(guest.status()->lastPenalty().reason),
             qPrintable(guest.status()->lastPenalty().reason));
    QVERIFY(guest.status()->lastPenalty().reason.contains("is alone"));
    QVERIFY(!guest.status()->lastPenalty().timeOut);
}

// A hint shows what the player's rack holds: while it waits to be kept or
// taken back nothing of it reaches the host; kept, it is the player's table
// and shows there like any move.
void JoinTest::aHintIsNeverSentToTheTable()
{
    // A deal where Bea, at the joining screen, moves first and can open.
    std::uint64_t seed = 1;
    for (;; ++seed) {
        const tilerummy::Match m(2, tilerummy::Rules{}, seed);
        tilerummy::AiPlayer ai(tilerummy::AiLevel::Standard, 1);
        if (m.round().currentPlayer() == 1 && ai.decide(tilerummy::viewOf(m.round(), 1)).play)
            break;
    }
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->board()->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seed, {"Ann"})), QString());
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(guest.canAct());
    // Every table Ann's screen is shown of Bea's turn.
    tilerummy::IdSet shownOnHost;
    connect(host.board(), &TurnBoard::draftChanged, &host, [&] {
        for (const tilerummy::IdSet& set : host.draft().table())
            shownOnHost.insert(shownOnHost.end(), set.begin(), set.end());
    });
    // Bea's own move shows.
    const tilerummy::IdSet rack = guest.draft().rack();
    const tilerummy::TileId own = rack.front();
    QVERIFY(guest.board()->moveToNewSet({own}));
    QTRY_COMPARE(host.draft().table(), guest.draft().table());

    // A hint, played out on her board and taken back: nothing of it at Ann's.
    QSignalSpy hinted(guest.hint(), &HintAssistant::ready);
    QVERIFY(guest.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 1, 20000);
    QVERIFY(guest.hint()->pending());
    QTRY_VERIFY(!guest.animating());
    const tilerummy::IdTable hint = guest.draft().table();
    QVERIFY(guest.hint()->dismiss());
    // Her next move of her own: once Ann sees it, whatever was sent before it has arrived.
    const tilerummy::TileId second = guest.draft().rack().front();
    QVERIFY(guest.board()->moveToNewSet({second}));
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    for (tilerummy::TileId id : shownOnHost)
        QVERIFY2(id == own || id == second, qPrintable(QStringLiteral("tile %1 of the hint reached the host").arg(id)));

    // Asked again and kept: it is her table now, and Ann sees it.
    QVERIFY(guest.board()->undo());
    QVERIFY(guest.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 2, 20000);
    QTRY_VERIFY(!guest.animating());
    QVERIFY(guest.hint()->apply());
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    QVERIFY(host.draft().table().size() >= hint.size() - 1);
}

void JoinTest::aHostThatClosesIsToldInWords()
{
    GameController host;
    GameController guest;
    host.setAiMinimumThinkMs(0);
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(guest.joined());
    // The host deals a game of its own: the table closes.
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, 3)), QString());
    QTRY_COMPARE(guest.guest()->phase(), TableGuest::Phase::Left);
    QVERIFY(guest.guest()->problem().contains("closed"));
    QVERIFY(guest.guest()->waiting());
    QVERIFY(!guest.canAct());
    // Playing here again: a game of this screen, the table left behind.
    guest.leaveTable();
    QVERIFY(!guest.joined());
    QVERIFY(!guest.guest()->isActive());
}

void JoinTest::badAddressesAreRefusedInWords()
{
    GameController guest;
    QVERIFY(guest.joinedTable()->join({{"address", "not an address"}, {"name", "Bea"}}).contains("not the address"));
    QVERIFY(
        guest.joinedTable()->join({{"address", "http://example.org"}, {"name", "Bea"}}).contains("not the address"));
    QVERIFY(guest.joinedTable()->join({{"address", "127.0.0.1"}, {"name", "  "}}).contains("name"));
    QVERIFY(!guest.guest()->isActive());
    // Without a scheme, an address is an encrypted table's (as the window hosts them).
    QCOMPARE(TableGuest::tableUrl("192.168.1.5").toString(), QStringLiteral("wss://192.168.1.5:4520"));
    QCOMPARE(TableGuest::tableUrl("ws://192.168.1.5").toString(), QStringLiteral("ws://192.168.1.5:4520"));
    QCOMPARE(TableGuest::tableUrl("wss://example.org:9000").toString(), QStringLiteral("wss://example.org:9000"));
    QCOMPARE(TableGuest::tableUrl("wss://example.org:9000/").toString(), QStringLiteral("wss://example.org:9000"));
    // A lobby's table keeps its path (which of the lobby's processes plays it).
    QCOMPARE(TableGuest::tableUrl("ws://example.org:4530/t/lobby/").toString(),
             QStringLiteral("ws://example.org:4530/t/lobby/"));
    QVERIFY(!TableGuest::tableUrl("ws://example.org/t/?x=1").isValid());
    // Nobody there: told in words (the join's answer), nothing of the table
    // stays behind, and the game on the table goes on.
    QSignalSpy refused(guest.joinedTable(), &JoinedTable::joinRefused);
    QSignalSpy seated(guest.joinedTable(), &JoinedTable::seatTaken);
    QCOMPARE(guest.joinedTable()->join({{"address", "127.0.0.1:1"}, {"name", "Bea"}}), QString());
    QTRY_COMPARE(refused.count(), 1);
    QVERIFY(!refused.first().first().toString().isEmpty());
    QCOMPARE(seated.count(), 0);
    QCOMPARE(guest.guest()->phase(), TableGuest::Phase::Idle);
    QVERIFY(!guest.joined());
}

// A host whose deal cannot be (the racks and the pool do not add up to the
// box): the joining screen leaves the table and says why, and its own game
// is untouched.
void JoinTest::aHostThatSendsWhatCannotBeIsLeft()
{
    QWebSocketServer fake(QStringLiteral("fake host"), QWebSocketServer::NonSecureMode);
    QVERIFY(fake.listen(QHostAddress::LocalHost));
    QList<QWebSocket*> peers;
    connect(&fake, &QWebSocketServer::newConnection, &fake, [&] {
        QWebSocket* peer = fake.nextPendingConnection();
        peers.append(peer);
        connect(peer, &QWebSocket::textMessageReceived, peer, [peer](const QString&) {
            using namespace tilerummy::net;
            Welcome welcome;
            welcome.seat = 1;
            welcome.token = QStringLiteral("t");
            welcome.seats = {SeatInfo{"Ann", kHostSeat, true, true, false},
                             SeatInfo{"Bea", kRemoteSeat, true, true, false}};
            peer->sendTextMessage(QString::fromUtf8(writeMessage(ServerMessage{welcome})));
            TableState state;
            state.current = 0;
            state.rack = {0, 1, 2};
            state.rackCounts = {14, 3};
            state.meldDone = {false, false};
            state.pool = 10; // 3 + 14 + 10 is not 106
            state.totals = {0, 0};
            peer->sendTextMessage(QString::fromUtf8(writeMessage(ServerMessage{state})));
        });
    });
    GameController guest;
    const std::uint64_t before = guest.seedValue();
    QCOMPARE(guest.joinedTable()->join(
                 {{"address", QStringLiteral("ws://127.0.0.1:%1").arg(fake.serverPort())}, {"name", "Bea"}}),
             QString());
    QTRY_COMPARE(guest.guest()->phase(), TableGuest::Phase::Left);
    QVERIFY2(guest.guest()->problem().contains("cannot be"), qPrintable(guest.guest()->problem()));
    QVERIFY(!guest.joined());
    QCOMPARE(guest.seedValue(), before);
    guest.leaveTable();
    QVERIFY(guest.canAct() || guest.aiThinking() || !guest.isHumanTurn());
    qDeleteAll(peers);
}

QTEST_MAIN(JoinTest)
#include "test_ui_join.moc"
