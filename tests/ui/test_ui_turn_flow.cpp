// A turn end to end through the GameController, as the scene drives it: moves
// on the draft, undo and redo, a legal end of turn, an illegal one that puts
// everything back and deals the penalty (the wrong set shown first), a draw,
// the hot-seat hand-over, the status lines, the turn clock, AI plays shown
// move by move, and a paused game (no clock, no AI turn, no moves).
#include "board_support.h"
#include "news/turn_status.h"
#include "session/game_controller.h"
#include "solver.h"
#include "tile_ids.h"
#include "turn_flow_support.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

namespace {

// A seed whose first player (seat 0) can open at once, and that opening play.
std::uint64_t seedWithOpening(tilerummy::IdPosition* play)
{
    for (std::uint64_t seed = 1;; ++seed) {
        const tilerummy::Match match(2, tilerummy::Rules{}, seed);
        const tilerummy::Game& game = match.round();
        if (game.currentPlayer() != 0)
            continue;
        tilerummy::SolveRequest request;
        request.table = {};
        request.rack = tilerummy::facesOf(game.rack(0));
        request.initialMeldDone = false;
        request.initialMeld = 30;
        const tilerummy::SolveResult result = tilerummy::solve(request);
        if (result.placed.empty())
            continue;
        const std::optional<tilerummy::IdPosition> ids =
            tilerummy::assignIds({game.table(), game.rack(0)}, result.table);
        if (!ids)
            continue;
        *play = *ids;
        return seed;
    }
}

} // namespace

class TestUiTurnFlow : public QObject {
    Q_OBJECT

private slots:
    void movesUndoRedoAndReset();
    void aDragIsOneChangeForTheViews();
    void illegalEndOfTurnRevertsAndPenalises();
    void legalOpeningIsCommitted();
    void tableTilesNeverGoToTheRack();
    void drawPutsTheTurnsTilesBack();
    void hotSeatHidesTheRackUntilConfirmed();
    void theStatusLinesFollowTheTurn();
    void theClockRunsOutWithThePenalty();
    void aiPlaysAreShownMoveByMove();
    void theWrongSetShowsBeforeThePenalty();
    void aPausedTurnDoesNotRunOut();
    void anAiWaitsWhileThePauseLasts();
};

void TestUiTurnFlow::movesUndoRedoAndReset()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.canAct());
    const int tile = controller.board()->rack()->tileIdAt(0);
    const int second = controller.board()->rack()->tileIdAt(1);
    QSignalSpy moved(controller.board(), &TurnBoard::tilesAboutToMove);

    QVERIFY(controller.board()->moveToNewSet({tile}));
    QCOMPARE(controller.board()->table()->rowCount(), 1);
    QCOMPARE(controller.board()->rack()->rowCount(), 13);
    QVERIFY(controller.board()->freshTiles().contains(tile));
    QVERIFY(controller.board()->isDraftChanged());
    QVERIFY(moved.count() >= 1);
    QCOMPARE(controller.scoreboard()->rackSizes().at(0), 13); // the header counts the draft

    QVERIFY(controller.board()->moveToSet({second}, 0, 0)); // before the first tile
    QCOMPARE(controller.draft().table().at(0), (tilerummy::IdSet{tilerummy::TileId(second), tilerummy::TileId(tile)}));
    QCOMPARE(
        controller.board()->table()->data(controller.board()->table()->index(0), TableModel::CompleteRole).toBool(),
        false);

    QVERIFY(controller.board()->undo());
    QCOMPARE(controller.draft().table().at(0), (tilerummy::IdSet{tilerummy::TileId(tile)}));
    QVERIFY(controller.board()->redo());
    QCOMPARE(controller.draft().table().at(0).size(), std::size_t(2));
    QVERIFY(controller.board()->resetTurn());
    QCOMPARE(controller.board()->table()->rowCount(), 0);
    QCOMPARE(controller.board()->rack()->rowCount(), 14);
    QVERIFY(!controller.board()->isDraftChanged());
    QVERIFY(controller.board()->undo()); // the reset itself can be taken back
    QCOMPARE(controller.board()->table()->rowCount(), 1);

    // Selection: in the order the tiles lie.
    controller.board()->toggleSelected(second);
    controller.board()->toggleSelected(tile);
    QCOMPARE(controller.board()->selection().size(), 2);
    QCOMPARE(controller.board()->selection().last(), tile); // the table's tiles after the rack's
    controller.board()->clearSelection();
    QVERIFY(controller.board()->selection().isEmpty());
}

// One drag: the draft changes once, the views hear it once (one model
// update, one signal for the board, one for the turn in progress), the
// scoreboard's rack sizes change and nothing else of the game is announced.
void TestUiTurnFlow::aDragIsOneChangeForTheViews()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.canAct());
    QSignalSpy models(controller.board(), &TurnBoard::tilesAboutToMove);
    QSignalSpy board(controller.board(), &TurnBoard::boardChanged);
    QSignalSpy draft(controller.board(), &TurnBoard::draftChanged);
    QSignalSpy game(&controller, &GameController::gameChanged);
    QSignalSpy rackSizes(controller.scoreboard(), &Scoreboard::rackSizesChanged);
    QSignalSpy players(controller.scoreboard(), &Scoreboard::playersChanged);
    const auto counts = [&] {
        return QList<int>{static_cast<int>(models.count()),    static_cast<int>(board.count()),
                          static_cast<int>(draft.count()),     static_cast<int>(game.count()),
                          static_cast<int>(rackSizes.count()), static_cast<int>(players.count())};
    };
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QCOMPARE(counts(), (QList<int>{1, 1, 1, 0, 1, 0}));
    // Within the rack: no rack size changes.
    QVERIFY(controller.board()->moveToSlot({controller.board()->rack()->tileIdAt(0)}, 20));
    QCOMPARE(counts(), (QList<int>{2, 2, 2, 0, 1, 0}));
    QVERIFY(controller.board()->undo());
    QCOMPARE(counts(), (QList<int>{3, 3, 3, 0, 1, 0}));
}

void TestUiTurnFlow::illegalEndOfTurnRevertsAndPenalises()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    controller.confirmHandOver();
    QVERIFY(controller.canAct());
    const std::vector<tilerummy::TileId> startRack = controller.board()->rack()->tiles();
    const int tile = controller.board()->rack()->tileIdAt(3);
    // The player's own arrangement: the first tile to the far end of the top shelf.
    QVERIFY(controller.board()->moveToSlot({startRack.front()}, tilerummy::kRackColumns - 1));
    const tilerummy::RackSlots arranged = controller.draft().rackSlots();
    QVERIFY(controller.board()->moveToNewSet({tile}));
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QSignalSpy turns(&controller, &GameController::turnEnded);

    QVERIFY(controller.endTurn());
    QCOMPARE(penalties.count(), 1);
    QCOMPARE(penalties.at(0).at(0).toInt(), 0);
    QCOMPARE(penalties.at(0).at(2).toInt(), 3);
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("penalty"));
    QCOMPARE(controller.game().table().size(), std::size_t(0));  // put back
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17)); // and three tiles drawn
    const QString alone = notation(tile) + QStringLiteral(" is alone: a run or group needs at least three tiles");
    QCOMPARE(controller.status()->lastPenalty().reason, alone);
    QCOMPARE(penalties.at(0).at(1).toString(), alone);
    QCOMPARE(controller.status()->lastPenalty().timeOut, false);
    QCOMPARE(controller.status()->lastPenalty().tiles.size(), 3);
    QVERIFY(controller.log()->lines().last().contains(QStringLiteral("illegal")));
    QVERIFY2(controller.log()->lines().last().contains(QStringLiteral("(") + alone + QStringLiteral(")")),
             qPrintable(controller.log()->lines().last()));
    QCOMPARE(controller.game().currentPlayer(), 1);
    // The rack as it was at the start of the turn, the penalty tiles after it.
    controller.confirmHandOver();
    QVERIFY(controller.drawTile()); // player 2's turn
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 0);
    // The rack as the player arranged it, the laid tile back in its slot, the
    // penalty tiles in free slots and marked new.
    QCOMPARE(controller.board()->rack()->tiles().size(), std::size_t(17));
    const tilerummy::RackSlots shown = controller.draft().rackSlots();
    for (tilerummy::TileId id : startRack)
        QCOMPARE(shown.slotOf(id), arranged.slotOf(id));
    QCOMPARE(shown.slotOf(startRack.front()), tilerummy::kRackColumns - 1);
    int marked = 0;
    for (int row = 0; row < controller.board()->rack()->rowCount(); ++row)
        marked += controller.board()->rack()->data(controller.board()->rack()->index(row), RackModel::NewRole).toBool()
                      ? 1
                      : 0;
    QCOMPARE(marked, 3);
}

void TestUiTurnFlow::legalOpeningIsCommitted()
{
    tilerummy::IdPosition play;
    const std::uint64_t seed = seedWithOpening(&play);
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seed)), QString());
    QVERIFY(layOut(*controller.board(), play));
    QVERIFY(controller.board()->meldPoints() >= 30);
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QVERIFY(controller.endTurn());
    QCOMPARE(turns.count(), 1);
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("play"));
    QCOMPARE(controller.game().table(), controller.draft().start().table);
    QVERIFY(controller.game().initialMeldDone(0));
    QCOMPARE(controller.game().rack(0).size(), play.rack.size());
    QVERIFY(controller.log()->lines().last().contains(QStringLiteral("opened")));
}

void TestUiTurnFlow::tableTilesNeverGoToTheRack()
{
    tilerummy::IdPosition play;
    const std::uint64_t seed = seedWithOpening(&play);
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seed)), QString());
    controller.confirmHandOver();
    QVERIFY(layOut(*controller.board(), play));
    QVERIFY(controller.endTurn());
    QVERIFY(controller.handOverPending());
    QVERIFY(!controller.canAct());
    QVERIFY(!controller.board()->moveToNewSet({controller.game().rack(1).front()})); // not before the hand-over
    controller.confirmHandOver();
    QVERIFY(controller.canAct());
    QSignalSpy refused(controller.board(), &TurnBoard::moveRefused);
    const int tableTile = controller.game().table().front().front();
    QVERIFY(!controller.board()->moveToRack({tableTile}));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!refused.at(0).at(0).toString().isEmpty());
    QVERIFY(controller.board()->moveToNewSet({tableTile})); // but may move on the table
    QCOMPARE(controller.board()->table()->rowCount(), static_cast<int>(play.table.size()) + 1);
}

void TestUiTurnFlow::drawPutsTheTurnsTilesBack()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.board()->sortRack(TurnBoard::RackSort::Groups));
    const int tile = controller.board()->rack()->tileIdAt(5);
    QVERIFY(controller.board()->moveToNewSet({tile}));
    QSignalSpy turns(&controller, &GameController::turnEnded);
    QVERIFY(controller.drawTile());
    QCOMPARE(turns.at(0).at(1).toString(), QStringLiteral("draw"));
    QCOMPARE(controller.game().table().size(), std::size_t(0));
    QCOMPARE(controller.game().rack(0).size(), std::size_t(15));
    QVERIFY(!controller.canAct()); // the AI's turn
}

void TestUiTurnFlow::hotSeatHidesTheRackUntilConfirmed()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    QVERIFY(controller.handOverPending()); // nobody sees a rack before the first player is there
    QCOMPARE(controller.rackPlayer(), -1);
    QCOMPARE(controller.board()->rack()->rowCount(), 0);
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.board()->rack()->rowCount(), 14);
    const int firstTile = controller.board()->rack()->tileIdAt(0);
    QVERIFY(controller.drawTile());
    QVERIFY(controller.handOverPending());
    QCOMPARE(controller.board()->rack()->rowCount(), 0);
    QCOMPARE(controller.rackPlayer(), -1);
    controller.confirmHandOver();
    QCOMPARE(controller.rackPlayer(), 1);
    QCOMPARE(controller.board()->rack()->rowCount(), 14);
    QVERIFY(controller.board()->rack()->tiles() != controller.game().rack(0));
    QVERIFY(std::find(controller.board()->rack()->tiles().begin(), controller.board()->rack()->tiles().end(),
                      firstTile) == controller.board()->rack()->tiles().end());
}

// The header's line and the action bar's prompt, worded once (TurnStatus),
// along a hot-seat hand-over, an opening in progress and an AI's turn; a drag
// words them once.
void TestUiTurnFlow::theStatusLinesFollowTheTurn()
{
    tilerummy::IdPosition opening;
    const std::uint64_t seed = seedWithOpening(&opening);
    GameController controller;
    const TurnStatus& status = *controller.status();
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seed)), QString());
    QCOMPARE(status.headline(), QStringLiteral("Player 1's turn"));
    QCOMPARE(status.prompt(), QStringLiteral("Waiting for Player 1."));
    controller.confirmHandOver();
    QCOMPARE(status.prompt(), QStringLiteral("Opening: 0 of 30 points"));
    // A whole set of the opening laid in one drag: the prompt counts it, once.
    QSignalSpy changed(&status, &TurnStatus::changed);
    const tilerummy::IdSet& set = opening.table.front();
    QVERIFY(controller.board()->moveToNewSet(QList<int>(set.begin(), set.end())));
    QVERIFY(controller.board()->meldPoints() > 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(status.prompt(), QStringLiteral("Opening: %1 of 30 points").arg(controller.board()->meldPoints()));
    QVERIFY(status.absence().isEmpty());

    GameController versusAi;
    versusAi.setAiMinimumThinkMs(300);
    QCOMPARE(versusAi.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0))), QString());
    QCOMPARE(versusAi.status()->prompt(), QStringLiteral("Opening: 0 of 30 points"));
    QVERIFY(versusAi.drawTile());
    QTRY_COMPARE(versusAi.status()->headline(), QStringLiteral("Standard AI is thinking…"));
    QCOMPARE(versusAi.status()->prompt(), QStringLiteral("Standard AI is thinking…"));
    QTRY_VERIFY_WITH_TIMEOUT(versusAi.isHumanTurn(), 10000);
    QCOMPARE(versusAi.status()->headline(), QStringLiteral("Player 1's turn"));

    // An AI's turn that only draws is shown too: the line says what it did,
    // and the next AI starts thinking only after that moment (twice the
    // thinking time); at the Instant speed (no thinking time) at once.
    for (const int thinkMs : {150, 0}) {
        GameController watched;
        watched.setAiMinimumThinkMs(thinkMs);
        QCOMPARE(watched.newMatch(setupOf({SeatKind::Standard, SeatKind::Beginner}, 11)), QString());
        QString said;
        int drawer = -1;
        bool nextThinking = true;
        QElapsedTimer sinceDraw;
        qint64 untilThinking = -1;
        connect(&watched, &GameController::turnEnded, this, [&](int player, const QString& action) {
            if (action != QLatin1String("draw") || drawer >= 0)
                return;
            drawer = player;
            said = watched.status()->headline();
            nextThinking = watched.seatTurns()->thinking() && watched.seatTurns()->shownDraw() < 0;
            sinceDraw.start();
        });
        connect(watched.seatTurns(), &SeatTurns::thinkingChanged, this, [&] {
            if (drawer >= 0 && untilThinking < 0 && watched.seatTurns()->thinking())
                untilThinking = sinceDraw.elapsed();
        });
        QTRY_VERIFY_WITH_TIMEOUT(drawer >= 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(untilThinking >= 0 || watched.isRoundOver(), 10000);
        if (thinkMs > 0) {
            QCOMPARE(said, QStringLiteral("%1 drew a tile.").arg(watched.playerName(drawer)));
            QVERIFY(!nextThinking);
            QVERIFY2(untilThinking >= 2 * thinkMs - 20, qPrintable(QString::number(untilThinking)));
        } else {
            QVERIFY2(!said.contains(QStringLiteral("drew")), qPrintable(said));
            QCOMPARE(watched.seatTurns()->shownDraw(), -1);
        }
    }
}

void TestUiTurnFlow::theClockRunsOutWithThePenalty()
{
    GameController controller;
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0), 1)), QString());
    QCOMPARE(controller.clock()->turnSeconds(), 1);
    // A tile put on the lower shelf, another laid on the table.
    const int lowered = controller.board()->rack()->tileIdAt(1);
    int lowSlot = 2 * controller.board()->rack()->columns() - 1;
    while (lowSlot > controller.board()->rack()->columns() && controller.board()->rack()->tileInSlot(lowSlot) >= 0)
        --lowSlot;
    QVERIFY(lowSlot > controller.board()->rack()->columns() && controller.board()->rack()->tileInSlot(lowSlot) < 0);
    QVERIFY(controller.board()->moveToSlot({lowered}, lowSlot));
    const int laid = controller.board()->rack()->tileIdAt(0);
    int laidSlot = -1;
    for (int slot = 0; slot < 2 * controller.board()->rack()->columns(); ++slot)
        laidSlot = controller.board()->rack()->tileInSlot(slot) == laid ? slot : laidSlot;
    QVERIFY(controller.board()->moveToNewSet({laid}));
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QVERIFY(penalties.wait(5000));
    QVERIFY(controller.status()->lastPenalty().timeOut);
    QCOMPARE(controller.status()->lastPenalty().reason, QStringLiteral("the time ran out"));
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17));
    QCOMPARE(controller.game().table().size(), std::size_t(0));
    // The rack as the person left it: the lowered tile where they put it, the laid one back in its slot.
    QCOMPARE(controller.rackPlayer(), 0);
    QCOMPARE(controller.board()->rack()->tileInSlot(lowSlot), lowered);
    QCOMPARE(controller.board()->rack()->tileInSlot(laidSlot), laid);
}

void TestUiTurnFlow::aiPlaysAreShownMoveByMove()
{
    GameController controller;
    controller.board()->setMoveStepMs(5);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Standard, SeatKind::Standard}, 11)), QString());
    int plays = 0;
    int stepsSeen = 0;
    int stepsThisTurn = 0;
    connect(controller.board(), &TurnBoard::tilesAboutToMove, this, [&] {
        if (controller.animating())
            ++stepsThisTurn;
    });
    connect(&controller, &GameController::turnEnded, this, [&](int, const QString& action) {
        if (action == QLatin1String("play")) {
            ++plays;
            stepsSeen = std::max(stepsSeen, stepsThisTurn);
        }
        stepsThisTurn = 0;
    });
    QTRY_VERIFY_WITH_TIMEOUT(plays >= 3 || controller.isRoundOver(), 60000);
    QVERIFY(plays >= 1);
    QVERIFY(stepsSeen >= 1); // at least one play was shown as moves on the draft
    QCOMPARE(controller.aiFaults(), 0);
    std::string error;
    QVERIFY2(controller.game().tilesAccountedFor(&error), error.c_str());
}

void TestUiTurnFlow::theWrongSetShowsBeforeThePenalty()
{
    GameController controller;
    controller.board()->setMoveStepMs(40);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    controller.confirmHandOver();
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QVERIFY(controller.endTurn());
    QCOMPARE(controller.board()->rejectedSet(), 0); // the first wrong set, shown
    QVERIFY(!controller.canAct());                  // nothing moves meanwhile
    QVERIFY(!controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QCOMPARE(penalties.count(), 0);
    QVERIFY(penalties.wait(3000));
    QCOMPARE(controller.board()->rejectedSet(), -1);
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17));
    QCOMPARE(controller.game().table().size(), std::size_t(0));
}

void TestUiTurnFlow::aPausedTurnDoesNotRunOut()
{
    GameController controller;
    qint64 now = 0; // the turn clock's time, moved by the test
    controller.clock()->setTimeSource([&now] { return now; });
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Person, SeatKind::Standard}, seedWhereFirstIs(0), 1)), QString());
    QCOMPARE(controller.clock()->turnSeconds(), 1);
    QVERIFY(controller.canAct());
    QVERIFY(!controller.paused());
    QSignalSpy ended(&controller, &GameController::turnEnded);
    QSignalSpy penalties(&controller, &GameController::penaltyGiven);
    QSignalSpy changed(&controller, &GameController::gameChanged);

    controller.setPaused(true);
    QVERIFY(controller.paused());
    QVERIFY(changed.count() >= 1);
    QVERIFY(!controller.canAct());
    QVERIFY(!controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    QVERIFY(!controller.drawTile());
    QVERIFY(!controller.endTurn());
    QVERIFY(!controller.hint()->request());
    QCOMPARE(controller.clock()->secondsLeft(), 1);
    now += 60'000;
    controller.clock()->tick();
    QCOMPARE(ended.count(), 0);
    QCOMPARE(penalties.count(), 0);
    QCOMPARE(controller.clock()->secondsLeft(), 1); // the clock stood still
    QCOMPARE(controller.turnNumber(), 0);
    controller.setPaused(true); // again: nothing changes
    QVERIFY(controller.paused());

    // Going on, the turn has its second left, no more and no less.
    controller.setPaused(false);
    QVERIFY(!controller.paused());
    QVERIFY(controller.canAct());
    QVERIFY(controller.board()->moveToNewSet({controller.board()->rack()->tileIdAt(0)}));
    now += 999;
    controller.clock()->tick();
    QCOMPARE(penalties.count(), 0);
    now += 1;
    controller.clock()->tick();
    QCOMPARE(penalties.count(), 1);
    QVERIFY(controller.status()->lastPenalty().timeOut);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().at(0).toInt(), 0);
    QCOMPARE(controller.game().rack(0).size(), std::size_t(17));
}

void TestUiTurnFlow::anAiWaitsWhileThePauseLasts()
{
    GameController controller;
    controller.setAiMinimumThinkMs(0);
    QCOMPARE(controller.newMatch(setupOf({SeatKind::Standard, SeatKind::Person}, seedWhereFirstIs(0))), QString());
    QCOMPARE(controller.currentPlayer(), 0);
    QVERIFY(!controller.atThisScreen(0));
    controller.setPaused(true); // before the AI's turn starts (it is queued)
    QSignalSpy ended(&controller, &GameController::turnEnded);
    // A negative check: a game that went on would start the AI at the next pass of the event loop.
    QTest::qWait(50);
    QCOMPARE(ended.count(), 0);
    QVERIFY(!controller.aiThinking());
    QCOMPARE(controller.turnNumber(), 0);
    QCOMPARE(controller.game().table().size(), std::size_t(0));

    controller.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(ended.count() >= 1, 30000);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().at(0).toInt(), 0);
    QCOMPARE(controller.turnNumber(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(controller.canAct(), 5000); // the person's turn now
    QCOMPARE(controller.currentPlayer(), 1);
    QCOMPARE(controller.aiFaults(), 0);
}

QTEST_MAIN(TestUiTurnFlow)
#include "test_ui_turn_flow.moc"
