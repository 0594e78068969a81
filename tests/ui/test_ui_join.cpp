// The joining side of a game with friends, through two game controllers in
// one process and a real connection on loopback: one hosts (a person at its
// screen, a friend's seat, an AI), the other joins the friend's seat. Each
// person plays their turns on their own board (their moves laid out on the
// draft as drags, then End turn); every move of the player whose turn it is
// shows on the other screen as it is made, the other players' turns play out
// on the joining screen, and after every turn both screens agree on all the
// joining seat may know: the table, its own rack, every rack's count, whose
// turn it is. The round ends on both with the same scores, the others' racks
// told as counts only. A host that closes the table is told in words.
#include "ai_player.h"
#include "game_controller.h"
#include "kept_seat.h"
#include "marking_translator.h"
#include "match.h"
#include "move_plan.h"
#include "seat_setups.h"
#include "tile_ids.h"

#include <QFile>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

namespace {

QVariantMap joinOf(GameController& host, const QString& name)
{
    return {{"address", QStringLiteral("127.0.0.1:%1").arg(host.host()->port())},
            {"code", host.host()->code()},
            {"name", name}};
}

// A person's turn on their board: the play a standard AI would make, laid
// out as drags (the hint's way), then End turn; or a draw.
void playPersonTurn(GameController& game, tilerummy::AiPlayer& ai)
{
    const int player = game.currentPlayer();
    const tilerummy::AiDecision decision = ai.decide(tilerummy::viewOf(game.game(), player));
    if (decision.play) {
        const auto ids = tilerummy::assignIds({game.game().table(), game.game().rack(player)}, decision.table);
        QVERIFY(ids);
        game.showHint(*ids);
        QVERIFY(game.endTurn());
    } else {
        QVERIFY(game.drawTile());
    }
}

// The same as agree(), as a yes or no: a turn's messages (the table, then a
// tile drawn) may reach the joined screen a moment apart.
bool agreesNow(const GameController& host, const GameController& guest, int seat)
{
    if (guest.game().table() != host.game().table() ||
        tilerummy::sortedIds(guest.game().rack(seat)) != tilerummy::sortedIds(host.game().rack(seat)))
        return false;
    for (int p = 0; p < host.playerCount(); ++p)
        if (guest.game().rack(p).size() != host.game().rack(p).size() ||
            guest.game().initialMeldDone(p) != host.game().initialMeldDone(p))
            return false;
    return true;
}

// Both screens agree on what the joining seat may know.
void agree(const GameController& host, const GameController& guest, int seat)
{
    QCOMPARE(guest.game().table(), host.game().table());
    QCOMPARE(tilerummy::sortedIds(guest.game().rack(seat)), tilerummy::sortedIds(host.game().rack(seat)));
    for (int p = 0; p < host.playerCount(); ++p) {
        QCOMPARE(guest.game().rack(p).size(), host.game().rack(p).size());
        QCOMPARE(guest.game().initialMeldDone(p), host.game().initialMeldDone(p));
    }
    QCOMPARE(guest.game().poolSize(), host.game().poolSize());
    QCOMPARE(guest.currentPlayer(), host.currentPlayer());
    QCOMPARE(guest.turnNumber(), host.turnNumber());
    QCOMPARE(guest.draft().startLayout(), host.draft().startLayout()); // every set where it lies there
}

// The round on, to its end: each person plays their turns on their own
// board (the AI seat plays at the host by itself); after every turn both
// screens agree.
void playRound(GameController& host, GameController& guest, tilerummy::AiPlayer& annAi, tilerummy::AiPlayer& beaAi)
{
    for (int turns = 0; !host.isRoundOver() && turns < 400; ++turns) {
        const int before = host.turnNumber();
        if (host.canAct())
            playPersonTurn(host, annAi);
        else if (guest.canAct())
            playPersonTurn(guest, beaAi);
        QTRY_VERIFY_WITH_TIMEOUT(host.turnNumber() > before || host.isRoundOver(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(guest.turnNumber() == host.turnNumber() || host.isRoundOver(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(agreesNow(host, guest, 1) || host.isRoundOver(), 20000);
        if (!host.isRoundOver())
            agree(host, guest, 1);
    }
    QVERIFY(host.isRoundOver());
}

// The log's lines of turns ("Turn 12: ..."), without the others.
QStringList turnLines(const QStringList& lines)
{
    QStringList turns;
    for (const QString& line : lines)
        if (line.startsWith("Turn "))
            turns << line;
    return turns;
}

// A stretch of network between the joining game and the host: each
// connection made to it is carried on to the host, both ways, until cut()
// drops every connection at once (a laptop closed, a Wi-Fi change).
class Relay : public QObject {
public:
    explicit Relay(quint16 hostPort) : hostPort_(hostPort)
    {
        QVERIFY(server_.listen(QHostAddress::LocalHost));
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* in = server_.nextPendingConnection()) {
                auto* out = new QTcpSocket(this);
                in->setParent(this);
                pairs_.append(std::make_pair(QPointer<QTcpSocket>(in), QPointer<QTcpSocket>(out)));
                connect(in, &QTcpSocket::readyRead, out, [in, out] { out->write(in->readAll()); });
                connect(out, &QTcpSocket::readyRead, in, [in, out] { in->write(out->readAll()); });
                connect(out, &QTcpSocket::connected, out, [in, out] { out->write(in->readAll()); });
                connect(in, &QTcpSocket::disconnected, out, &QTcpSocket::disconnectFromHost);
                connect(out, &QTcpSocket::disconnected, in, &QTcpSocket::disconnectFromHost);
                out->connectToHost(QHostAddress::LocalHost, hostPort_);
            }
        });
    }
    quint16 port() const { return server_.serverPort(); }
    void cut()
    {
        for (const auto& [in, out] : pairs_) {
            if (in)
                in->abort();
            if (out)
                out->abort();
        }
        pairs_.clear();
    }

private:
    quint16 hostPort_;
    QTcpServer server_;
    QList<std::pair<QPointer<QTcpSocket>, QPointer<QTcpSocket>>> pairs_;
};

} // namespace

class JoinTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside
    void aJoinedRoundPlaysToItsEnd();
    void movesShowOnTheOtherScreenAsTheyAreMade();
    void aHintIsNeverSentToTheTable();
    void aDroppedConnectionTakesTheSeatBack();
    void aGameThatClosedOffersToRejoinItsTable();
    void aPlayerWhoComesBackGetsTheStorySoFar();
    void aSeatOfAnotherTableIsNotTakenAndStaysKept();
    void aResumedHostSeatsItsGuestWithTheStory();
    void aHostThatClosesIsToldInWords();
    void badAddressesAreRefusedInWords();
    void aHostThatSendsWhatCannotBeIsLeft();
};

void JoinTest::aJoinedRoundPlaysToItsEnd()
{
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->setMoveStepMs(0);
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
}

void JoinTest::movesShowOnTheOtherScreenAsTheyAreMade()
{
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->setMoveStepMs(5);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(guest.joined() && host.canAct());

    // Ann lays a tile of her rack on the felt: Bea's screen shows it there, in the same cell.
    const int annTile = host.game().rack(0).front();
    QVERIFY(host.moveToCell({annTile}, 3, 7));
    QTRY_COMPARE(guest.draft().table(), host.draft().table());
    QTRY_COMPARE(guest.draft().layout(), host.draft().layout());
    QCOMPARE(guest.draft().layout().front(), (tilerummy::TableCell{3, 7}));
    QVERIFY(!guest.canAct());
    // And takes it back: it goes from Bea's table too.
    QVERIFY(host.moveToRack({annTile}));
    QTRY_COMPARE(guest.draft().table(), host.game().table());
    QVERIFY(host.drawTile());
    QTRY_VERIFY(guest.canAct());
    agree(host, guest, 1);

    // Bea's move shows on Ann's screen as she makes it.
    const int beaTile = guest.game().rack(1).front();
    QVERIFY(guest.moveToNewSet({beaTile}));
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
    QVERIFY(guest.lastPenalty().human);
    QVERIFY2(MarkingTranslator::marked(guest.lastPenalty().reason), qPrintable(guest.lastPenalty().reason));
    QVERIFY(guest.lastPenalty().reason.contains("is alone"));
    QVERIFY(!guest.lastPenalty().timeOut);
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
        g->setMoveStepMs(0);
        g->setAiMinimumThinkMs(0);
    }
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seed, {"Ann"})), QString());
    QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
    QTRY_VERIFY(guest.canAct());
    // Every table Ann's screen is shown of Bea's turn.
    tilerummy::IdSet shownOnHost;
    connect(&host, &TurnBoard::draftChanged, &host, [&] {
        for (const tilerummy::IdSet& set : host.draft().table())
            shownOnHost.insert(shownOnHost.end(), set.begin(), set.end());
    });
    // Bea's own move shows.
    const tilerummy::IdSet rack = guest.draft().rack();
    const tilerummy::TileId own = rack.front();
    QVERIFY(guest.moveToNewSet({own}));
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
    QVERIFY(guest.moveToNewSet({second}));
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    for (tilerummy::TileId id : shownOnHost)
        QVERIFY2(id == own || id == second, qPrintable(QStringLiteral("tile %1 of the hint reached the host").arg(id)));

    // Asked again and kept: it is her table now, and Ann sees it.
    QVERIFY(guest.undo());
    QVERIFY(guest.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 2, 20000);
    QTRY_VERIFY(!guest.animating());
    QVERIFY(guest.hint()->apply());
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    QVERIFY(host.draft().table().size() >= hint.size() - 1);
}

void JoinTest::aDroppedConnectionTakesTheSeatBack()
{
    GameController host;
    GameController guest;
    for (GameController* g : {&host, &guest}) {
        g->setMoveStepMs(0);
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
    QVERIFY(guest.moveToNewSet({beaTile}));
    QTRY_COMPARE(host.draft().table(), guest.draft().table());
    QSignalSpy hostNews(host.host(), &TableHost::news);
    relay.cut();
    QTRY_COMPARE(guest.guest()->phase(), TableGuest::Phase::Reconnecting);
    QVERIFY(guest.guest()->waiting());
    QVERIFY(!guest.canAct());
    QVERIFY(guest.guest()->status().contains("Taking your seat back"));
    QVERIFY(!guest.joinedTable()->waitingFor().isEmpty());
    QCOMPARE(guest.status()->headline(), guest.joinedTable()->waitingFor()); // the header says it

    // The game takes the seat back by itself: the same turn, her tile where she had laid it.
    QTRY_VERIFY_WITH_TIMEOUT(guest.guest()->phase() == TableGuest::Phase::Playing, 10000);
    QTRY_VERIFY(guest.canAct());
    QCOMPARE(guest.names(), (QStringList{"Ann", "Bea"}));
    QCOMPARE(guest.currentPlayer(), 1);
    agree(host, guest, 1);
    QVERIFY(guest.setOfTile(beaTile) >= 0);
    QCOMPARE(guest.draft().table(), host.draft().table());
    // Her clock is the host's, as it stood: the seconds gone while she was away are gone.
    QVERIFY2(host.clock()->secondsLeft() < 90, "the host's clock ran");
    QVERIFY2(std::abs(guest.clock()->secondsLeft() - host.clock()->secondsLeft()) <= 1,
             qPrintable(QStringLiteral("%1 here, %2 at the host")
                            .arg(guest.clock()->secondsLeft())
                            .arg(host.clock()->secondsLeft())));
    QCOMPARE(guest.rack()->rowCount(), 13);
    QVERIFY(std::any_of(hostNews.begin(), hostNews.end(),
                        [](const QList<QVariant>& args) { return args.at(0).toString().contains("back"); }));
    // And plays on: her draw reaches the host. Her log is the host's.
    QVERIFY(guest.drawTile());
    QTRY_VERIFY(host.canAct());
    QTRY_COMPARE(guest.turnNumber(), host.turnNumber());
    agree(host, guest, 1);
    QCOMPARE(turnLines(guest.log()->lines()), turnLines(host.log()->lines()));
}

void JoinTest::aGameThatClosedOffersToRejoinItsTable()
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
    QVERIFY(bea->moveToNewSet({tile}));
    QTRY_COMPARE(host.draft().table(), bea->draft().table());
    // She puts a tile of her rack at the far end of the bottom shelf.
    const tilerummy::RackSlots dealt = bea->rack()->arranged();
    const int moved = dealt.at(1);
    const int farEnd = dealt.slotCount() - 1;
    QVERIFY(dealt.at(farEnd) == tilerummy::RackSlots::kEmpty);
    QVERIFY(bea->moveToSlot({moved}, farEnd));
    QCOMPARE(bea->rack()->arranged().at(farEnd), moved);
    const tilerummy::RackSlots arranged = bea->rack()->arranged();

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
    QVERIFY(again.setOfTile(tile) >= 0); // her turn as she had left it
    QCOMPARE(again.rack()->arranged().cells(), arranged.cells());
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

void JoinTest::aPlayerWhoComesBackGetsTheStorySoFar()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath("joined-table.json");
    GameController host;
    host.setMoveStepMs(0);
    host.setAiMinimumThinkMs(0);
    host.host()->setGraceSeconds(1);
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})), QString());
    auto bea = std::make_unique<GameController>();
    bea->setMoveStepMs(0);
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
    again.setMoveStepMs(0);
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
    QCOMPARE(TableGuest::tableUrl("192.168.1.5").toString(), QStringLiteral("ws://192.168.1.5:4520"));
    QCOMPARE(TableGuest::tableUrl("wss://example.org:9000").toString(), QStringLiteral("wss://example.org:9000"));
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

// The host's game closes and is resumed: the guest's game, still trying, is
// seated again, with the round's story as the host's log tells it and the sets
// where they lay, and the game goes on.
void JoinTest::aResumedHostSeatsItsGuestWithTheStory()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("hosted.trsave");
    auto host = std::make_unique<GameController>();
    GameController bea;
    for (GameController* g : {host.get(), &bea}) {
        g->setMoveStepMs(0);
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

    GameController resumed;
    resumed.setMoveStepMs(0);
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
void JoinTest::aSeatOfAnotherTableIsNotTakenAndStaysKept()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath("joined-table.json");
    GameController host;
    QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(1, 2), {"Ann"})), QString());
    tilerummy::net::KeptSeat seat;
    seat.url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(host.host()->port()));
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
                 {{"address", QStringLiteral("127.0.0.1:%1").arg(fake.serverPort())}, {"name", "Bea"}}),
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
