// The game controller with AI seats: AI turns are worked out off the GUI
// thread and applied through the core, the turn comes back to the human, the
// event loop keeps running meanwhile, a new game or new seats drop what the
// AI was still thinking, the controller can go away while an AI thinks, and a
// game between two AIs plays to its end through the worker exactly as
// self-play plays it. The hints are in test_ui_ai_hints.
#include "ai_turns_support.h"
#include "session/game_controller.h"

#include "game.h"
#include "match.h"
#include "self_play.h"
#include "tile_ids.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>
#include <optional>

namespace {

// The seed of the game a controller's match of seed `seed` plays as its first
// round; its AI seats are seeded from it as self-play seeds them.
std::uint64_t firstRoundSeed(std::uint64_t seed)
{
    return tilerummy::deriveSeed(seed, 0);
}

// Delivers the queued start of the AI's turn without running the event loop,
// so that the test knows a job is under way and none has been delivered.
void startQueuedAiTurn(GameController& controller)
{
    QCoreApplication::sendPostedEvents(controller.seatTurns(), QEvent::MetaCall); // SeatTurns asks queued
}

// The AI's view of the game for `player`, as self-play builds it.

bool sameState(const tilerummy::Game& a, const tilerummy::Game& b)
{
    if (a.playerCount() != b.playerCount() || a.turnNumber() != b.turnNumber() ||
        a.currentPlayer() != b.currentPlayer() || a.table() != b.table() || a.pool() != b.pool())
        return false;
    for (int p = 0; p < a.playerCount(); ++p) {
        if (a.rack(p) != b.rack(p))
            return false;
    }
    return true;
}

class FinalGame : public tilerummy::SelfPlayObserver {
public:
    void dealt(int, const tilerummy::Game&) override {}
    void turn(int, const tilerummy::TurnRecord&) override { ++turns; }
    void ended(int, const tilerummy::Game& game) override { final.emplace(game); }
    std::optional<tilerummy::Game> final;
    int turns = 0;
};

} // namespace

class TestUiAiTurns : public QObject {
    Q_OBJECT

private slots:
    void init();
    void seatsDefaultToHumanAgainstStandard();
    void seatsAreChecked();
    void rackStaysWithTheHumanWhileAnAiHasTheTurn();
    void aiTurnCompletesAndTheTurnPassesBack();
    void aiTurnIsTheDecisionOfTheSeatsAi();
    void eventLoopKeepsRunningWhileTheAiThinks();
    void newGameDropsTheStaleResult();
    void newGameCancelsAThinkingAiAtOnce();
    void seatTurnedHumanStopsItsAi();
    void aDecisionThatComesBackWhilePausedWaitsForTheGame();
    void anAiPlayShownWhenThePauseBeginsIsCommittedAfterIt();
    void destroyingTheControllerWhileTheAiThinksReturns();
    void allAiGamePlaysToTheEndLikeSelfPlay();
};

void TestUiAiTurns::init()
{
    // The worker's last resort (a job that ignored its stop flag and was left
    // running at shutdown) and any AI play the core refused fail the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(AiWorker|GameController): ")));
}

void TestUiAiTurns::seatsDefaultToHumanAgainstStandard()
{
    GameController controller;
    controller.start(2, 7);
    QCOMPARE(controller.seats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Standard}));
    QVERIFY(controller.atThisScreen(0));
    QVERIFY(!controller.atThisScreen(1));
    controller.start(4, 7); // more seats: like the last one
    QCOMPARE(controller.seats(),
             (QList<SeatKind>{SeatKind::Person, SeatKind::Standard, SeatKind::Standard, SeatKind::Standard}));
}

void TestUiAiTurns::seatsAreChecked()
{
    GameController controller;
    controller.start(3, 7);
    QSignalSpy changed(&controller, &GameController::seatsChanged);
    QVERIFY(!controller.setSeats({}));
    QCOMPARE(changed.count(), 0);
    QVERIFY(controller.setSeats({SeatKind::Expert, SeatKind::Beginner}));
    QCOMPARE(controller.seats(), (QList<SeatKind>{SeatKind::Expert, SeatKind::Beginner, SeatKind::Beginner}));
    QCOMPARE(changed.count(), 1);
    QVERIFY(controller.setSeats({SeatKind::Person}));
    QCOMPARE(controller.seats(), (QList<SeatKind>{SeatKind::Person, SeatKind::Person, SeatKind::Person}));
    QVERIFY(!controller.aiThinking());
}

void TestUiAiTurns::rackStaysWithTheHumanWhileAnAiHasTheTurn()
{
    const std::uint64_t seed = seedWhereFirstIs(1);
    GameController controller; // human against a standard AI
    controller.start(2, seed);
    QCOMPARE(controller.currentPlayer(), 1);
    QVERIFY(!controller.isHumanTurn());
    QVERIFY(controller.aiThinking());
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.playerName(controller.rackPlayer()), QStringLiteral("Player 1"));
    QCOMPARE(controller.board()->rack()->tiles(), controller.game().rack(0)); // the AI's rack stays hidden

    QVERIFY(controller.setSeats({SeatKind::Standard, SeatKind::Expert})); // no human: watch the AI to move
    QCOMPARE(controller.rackPlayer(), 1);
    QCOMPARE(controller.board()->rack()->tiles(), controller.game().rack(1));

    // Two people and an AI that opens: nobody's rack shows until the first person's turn.
    GameController three;
    QVERIFY(three.setSeats({SeatKind::Person, SeatKind::Standard, SeatKind::Person}));
    std::uint64_t aiFirst = 1;
    while (tilerummy::Match(3, tilerummy::Rules{}, aiFirst).round().currentPlayer() != 1)
        ++aiFirst;
    three.start(3, aiFirst);
    QVERIFY(three.aiThinking());
    QVERIFY(!three.handOverPending());
    QCOMPARE(three.rackPlayer(), -1);
    QCOMPARE(three.board()->rack()->rowCount(), 0);
}

void TestUiAiTurns::aiTurnCompletesAndTheTurnPassesBack()
{
    const std::uint64_t seed = seedWhereFirstIs(1);
    GameController controller;
    controller.start(2, seed);
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QSignalSpy thinking(controller.seatTurns(), &SeatTurns::thinkingChanged);
    QVERIFY(controller.aiThinking());
    QCOMPARE(controller.turnNumber(), 0);
    QCOMPARE(turns.count(), 0); // nothing happens before the event loop runs

    QTRY_COMPARE_WITH_TIMEOUT(controller.currentPlayer(), 0, kGenerous);
    QCOMPARE(turns.count(), 1);
    QCOMPARE(turns.at(0).at(0).toInt(), 1);
    const QString action = turns.at(0).at(1).toString();
    QVERIFY2(action == QStringLiteral("play") || action == QStringLiteral("draw"), qPrintable(action));
    QCOMPARE(controller.turnNumber(), 1);
    QVERIFY(!controller.aiThinking());
    QCOMPARE(thinking.count(), 1);
    QVERIFY(controller.isHumanTurn());
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.board()->rack()->tiles(), controller.game().rack(0));
    QVERIFY(controller.game().tilesAccountedFor());
    QCOMPARE(controller.aiFaults(), 0);

    // The human draws; the AI answers; the turn is the human's again.
    QVERIFY(controller.drawTile());
    QCOMPARE(controller.board()->rack()->rowCount(), 15);
    QCOMPARE(controller.currentPlayer(), 1);
    QVERIFY(controller.aiThinking());
    QVERIFY(!controller.drawTile()); // not the human's turn
    QTRY_COMPARE_WITH_TIMEOUT(controller.currentPlayer(), 0, kGenerous);
    QCOMPARE(controller.turnNumber(), 3);
    QCOMPARE(turns.count(), 3);
    QVERIFY(!controller.aiThinking());
    QVERIFY(controller.game().tilesAccountedFor());
    QCOMPARE(controller.aiFaults(), 0);
}

void TestUiAiTurns::aiTurnIsTheDecisionOfTheSeatsAi()
{
    // The turn applied is what the seat's AI decides on the game as it was:
    // replayed here synchronously through the core.
    const std::uint64_t seed = seedWhereFirstIs(1);
    GameController controller;
    QVERIFY(controller.setSeats({SeatKind::Person, SeatKind::Expert}));
    controller.start(2, seed);
    tilerummy::Game expected = dealOf(seed);
    tilerummy::AiPlayer ai(tilerummy::AiLevel::Expert, tilerummy::deriveSeed(firstRoundSeed(seed), 1));
    const tilerummy::AiDecision decision = ai.decide(tilerummy::viewOf(expected, 1));
    if (decision.play) {
        const std::optional<tilerummy::IdPosition> ids =
            tilerummy::assignIds({expected.table(), expected.rack(1)}, decision.table);
        QVERIFY(ids);
        expected.play(ids->table, ids->rack);
    } else {
        expected.drawOrPass();
    }
    QTRY_COMPARE_WITH_TIMEOUT(controller.turnNumber(), 1, kGenerous);
    QVERIFY(sameState(controller.game(), expected));
    QCOMPARE(controller.board()->table()->sets(), expected.table());
}

void TestUiAiTurns::eventLoopKeepsRunningWhileTheAiThinks()
{
    GameController controller;
    controller.setAiMinimumThinkMs(400); // the AI takes at least this long
    controller.start(2, seedWhereFirstIs(1));
    int ticks = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    timer.start();
    int ticksAtTurn = -1;
    connect(&controller, &GameController::turnEnded, this, [&] { ticksAtTurn = ticks; });

    QTRY_COMPARE_WITH_TIMEOUT(controller.turnNumber(), 1, kGenerous);
    // Dozens of 5 ms ticks in 400 ms on a free GUI thread; at most one had the
    // AI's thinking blocked it.
    QVERIFY2(ticksAtTurn >= 3, qPrintable(QStringLiteral("%1 ticks").arg(ticksAtTurn)));
}

void TestUiAiTurns::newGameDropsTheStaleResult()
{
    const std::uint64_t aiFirst = seedWhereFirstIs(1);
    GameController controller;
    controller.start(2, aiFirst);
    startQueuedAiTurn(controller);
    AiWorker* worker = controller.aiWorker();
    QVERIFY(worker->isBusy());
    // The AI decides; with no event loop running, its result waits in the queue.
    QVERIFY(worker->waitForIdle(kGenerous));
    QCOMPARE(controller.turnNumber(), 0);

    QSignalSpy dropped(worker, &AiWorker::resultDropped);
    QSignalSpy turns(&controller, &GameController::turnEnded);
    const std::uint64_t humanFirst = seedWhereFirstIs(0);
    QVERIFY(controller.newGame(2, QString::number(humanFirst)));
    QVERIFY(!controller.aiThinking());

    QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, kGenerous);
    QTest::qWait(50); // a negative check: the dropped result plays no turn
    QCOMPARE(turns.count(), 0);
    const tilerummy::Game fresh = dealOf(humanFirst);
    QVERIFY(sameState(controller.game(), fresh));
    QCOMPARE(controller.board()->rack()->tiles(), fresh.rack(0));
    QCOMPARE(controller.board()->table()->rowCount(), 0);
    QVERIFY(controller.isHumanTurn());
    QVERIFY(!controller.aiThinking());
}

void TestUiAiTurns::newGameCancelsAThinkingAiAtOnce()
{
    // The new game has an AI to move too: it makes its own turn, once, and the
    // old game's AI (paced to a minute) stops at once.
    GameController controller;
    controller.setAiMinimumThinkMs(60000);
    controller.start(2, seedWhereFirstIs(1));
    startQueuedAiTurn(controller);
    QVERIFY(controller.aiWorker()->isBusy());
    QTest::qWait(20); // a head start: the paced job under way (nothing tells when it began)

    const std::uint64_t second = seedWhereFirstIs(1, seedWhereFirstIs(1) + 1);
    controller.setAiMinimumThinkMs(0);
    controller.start(2, second);
    QVERIFY(controller.aiThinking());
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QTRY_COMPARE_WITH_TIMEOUT(controller.turnNumber(), 1, kGenerous);
    QVERIFY(controller.aiWorker()->waitForIdle(kGenerous)); // the paced job is gone too
    // A negative check: the old game's AI plays no second turn.
    QTest::qWait(50);
    QCOMPARE(turns.count(), 1);
    QCOMPARE(controller.turnNumber(), 1);
    QCOMPARE(controller.seedValue(), second);
    QVERIFY(controller.isHumanTurn());
    QVERIFY(controller.game().tilesAccountedFor());
}

void TestUiAiTurns::seatTurnedHumanStopsItsAi()
{
    GameController controller;
    controller.setAiMinimumThinkMs(60000);
    const std::uint64_t seed = seedWhereFirstIs(1);
    controller.start(2, seed);
    startQueuedAiTurn(controller);
    QVERIFY(controller.aiThinking());
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QVERIFY(controller.setSeats({SeatKind::Person, SeatKind::Person}));
    QVERIFY(!controller.aiThinking());
    QVERIFY(controller.isHumanTurn());
    // Two people now: the second one's rack shows once they sit at the screen.
    QVERIFY(controller.handOverPending());
    QCOMPARE(controller.rackPlayer(), -1);
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 1);
    QCOMPARE(controller.board()->rack()->tiles(), controller.game().rack(1));
    QVERIFY(controller.canAct());
    QVERIFY(controller.aiWorker()->waitForIdle(kGenerous));
    QTest::qWait(50); // a negative check: the stopped AI plays no turn
    QCOMPARE(turns.count(), 0);
    QVERIFY(sameState(controller.game(), dealOf(seed)));
}

void TestUiAiTurns::aDecisionThatComesBackWhilePausedWaitsForTheGame()
{
    // The window pauses the game (the tutorial, the start screen) while the
    // AI thinks: its decision comes back meanwhile and waits; nothing moves
    // on the table until the game goes on, and then the AI plays exactly
    // that decision.
    const std::uint64_t seed = seedWhereFirstIs(1);
    GameController controller;
    QVERIFY(controller.setSeats({SeatKind::Person, SeatKind::Expert}));
    controller.start(2, seed);
    startQueuedAiTurn(controller);
    QVERIFY(controller.aiWorker()->waitForIdle(kGenerous)); // decided, not delivered
    controller.setPaused(true);
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QSignalSpy drafts(controller.board(), &TurnBoard::draftChanged);
    QTRY_COMPARE_WITH_TIMEOUT(controller.aiWorker()->isBusy(), false, kGenerous); // the decision is back
    // A negative check: the decision is delivered, and a game that went on would play it at once.
    QTest::qWait(50);
    QCOMPARE(turns.count(), 0);
    QCOMPARE(drafts.count(), 0);
    QVERIFY(!controller.animating());
    QVERIFY(controller.draft().unchanged());
    QVERIFY(sameState(controller.game(), dealOf(seed)));

    controller.setPaused(false);
    QTRY_COMPARE_WITH_TIMEOUT(controller.turnNumber(), 1, kGenerous);
    QCOMPARE(turns.count(), 1);
    tilerummy::Game expected = dealOf(seed);
    tilerummy::AiPlayer ai(tilerummy::AiLevel::Expert, tilerummy::deriveSeed(firstRoundSeed(seed), 1));
    const tilerummy::AiDecision decision = ai.decide(tilerummy::viewOf(expected, 1));
    if (decision.play) {
        const std::optional<tilerummy::IdPosition> ids =
            tilerummy::assignIds({expected.table(), expected.rack(1)}, decision.table);
        QVERIFY(ids);
        expected.play(ids->table, ids->rack);
    } else {
        expected.drawOrPass();
    }
    QVERIFY(sameState(controller.game(), expected));
    QCOMPARE(controller.aiWorker()->droppedCount(), 0); // decided once, not again
    QCOMPARE(controller.aiFaults(), 0);
}

void TestUiAiTurns::anAiPlayShownWhenThePauseBeginsIsCommittedAfterIt()
{
    // Paused while the AI's play is being shown drag by drag: the drags
    // under way finish, but the turn ends only once the game goes on.
    GameController controller;
    QVERIFY(controller.setSeats({SeatKind::Person, SeatKind::Expert}));
    std::uint64_t seed = seedWhereFirstIs(1);
    for (;; seed = seedWhereFirstIs(1, seed + 1)) {
        tilerummy::AiPlayer ai(tilerummy::AiLevel::Expert, tilerummy::deriveSeed(firstRoundSeed(seed), 1));
        if (ai.decide(tilerummy::viewOf(dealOf(seed), 1)).play)
            break; // an AI that opens: its play is shown
    }
    controller.board()->setMoveStepMs(300); // long enough to be seen animating
    controller.start(2, seed);
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QTRY_VERIFY_WITH_TIMEOUT(controller.animating(), kGenerous);
    controller.setPaused(true);
    QTRY_VERIFY_WITH_TIMEOUT(!controller.animating(), kGenerous);
    QTest::qWait(200); // a negative check: the turn is not committed
    QCOMPARE(turns.count(), 0);
    QCOMPARE(controller.turnNumber(), 0);
    QVERIFY(!controller.draft().unchanged()); // the play lies on the draft, not committed

    controller.setPaused(false);
    QTRY_COMPARE_WITH_TIMEOUT(turns.count(), 1, kGenerous);
    QCOMPARE(turns.at(0).at(0).toInt(), 1);
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("play"));
    QCOMPARE(controller.turnNumber(), 1);
    QVERIFY(controller.game().tilesAccountedFor());
    QCOMPARE(controller.aiFaults(), 0);
}

void TestUiAiTurns::destroyingTheControllerWhileTheAiThinksReturns()
{
    // Paced to a minute: only the cancel can end it sooner.
    auto controller = std::make_unique<GameController>();
    controller->setAiMinimumThinkMs(60000);
    controller->start(2, seedWhereFirstIs(1));
    startQueuedAiTurn(*controller);
    QVERIFY(controller->aiThinking());
    QTest::qWait(50); // a head start: the job pacing (nothing tells when it began)
    QElapsedTimer clock;
    clock.start();
    controller.reset();
    // Far less than a minute, and not by the worker's last resort (which
    // warns, failing the test).
    QVERIFY2(clock.elapsed() < AiWorker::kShutdownWaitMs, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
    QCoreApplication::processEvents();

    // And right after a start, with no pacing, many times: whatever is posted
    // meanwhile is never delivered to the gone controller.
    for (int round = 0; round < 30; ++round) {
        auto another = std::make_unique<GameController>();
        QVERIFY(another->setSeats({SeatKind::Expert, SeatKind::Standard}));
        another->start(2, static_cast<std::uint64_t>(round + 1));
        startQueuedAiTurn(*another);
        if (round % 2 == 0)
            QTest::qWait(1); // every other round the event loop runs a moment first (races, not a wait)
        another.reset();
        QCoreApplication::processEvents();
    }
}

void TestUiAiTurns::allAiGamePlaysToTheEndLikeSelfPlay()
{
    // A match of seed m plays its first round as self-play's first game of run m.
    constexpr std::uint64_t kRunSeed = 3;
    const std::uint64_t seed = kRunSeed;
    QCOMPARE(firstRoundSeed(seed), tilerummy::gameSeed(kRunSeed, 0));
    GameController controller;
    QVERIFY(controller.setSeats({SeatKind::Expert, SeatKind::Standard}));
    controller.start(2, seed);
    int turns = 0;
    int unaccounted = 0;
    connect(&controller, &GameController::turnEnded, this, [&] {
        ++turns;
        if (!controller.game().tilesAccountedFor())
            ++unaccounted;
        if (tilerummy::sortedIds(controller.board()->rack()->tiles()) !=
            tilerummy::sortedIds(controller.game().rack(controller.currentPlayer())))
            ++unaccounted; // spectating: the rack shows the AI to move
    });
    QTRY_VERIFY_WITH_TIMEOUT(controller.isRoundOver(), 600000);
    qInfo("seed %llu: %d turns, ended by %s", static_cast<unsigned long long>(seed), controller.turnNumber(),
          tilerummy::endReasonName(controller.game().endReason()).c_str());
    std::string why;
    QVERIFY2(controller.game().tilesAccountedFor(&why), why.c_str());
    QCOMPARE(unaccounted, 0);
    QCOMPARE(controller.aiFaults(), 0);
    QCOMPARE(turns, controller.turnNumber());
    QVERIFY(!controller.aiThinking());
    QVERIFY(!controller.aiWorker()->isBusy());
    QCOMPARE(controller.aiWorker()->droppedCount(), 0);
    QVERIFY(!controller.drawTile());
    QVERIFY(!controller.hint()->request());

    // The same game, turn for turn, as the synchronous self-play loop plays it.
    tilerummy::SelfPlayOptions options;
    options.seats = {tilerummy::AiLevel::Expert, tilerummy::AiLevel::Standard};
    options.games = 1;
    options.seed = kRunSeed;
    FinalGame reference;
    tilerummy::SelfPlaySummary summary;
    QVERIFY2(tilerummy::runSelfPlay(options, &reference, &summary, &why), why.c_str());
    QVERIFY(reference.final);
    QCOMPARE(reference.turns, turns);
    QVERIFY(sameState(controller.game(), *reference.final));
    QVERIFY(controller.game().scores() == reference.final->scores());
    QVERIFY(controller.game().endReason() == reference.final->endReason());
}

QTEST_GUILESS_MAIN(TestUiAiTurns)
#include "test_ui_ai_turns.moc"
