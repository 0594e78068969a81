// The hint in the game controller, worked out off the GUI thread: a legal
// play, played out on the draft and kept or taken back, the rack kept as
// arranged and words when the table is already best, switched off, dropped
// when the turn ends, and only on a human's turn.
#include "ai_turns_support.h"
#include "move_plan.h"
#include "session/game_controller.h"

#include "game.h"
#include "tile_ids.h"
#include "turn_check.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

class TestUiAiHints : public QObject {
    Q_OBJECT

private slots:
    void init();
    void hintIsALegalPlay();
    void hintPlaysOutAndCanBeKeptOrTakenBack();
    void hintKeepsTheRackAsArrangedAndSaysWhenTheTableIsBest();
    void hintsSwitchedOff();
    void hintIsDroppedWhenTheTurnEnds();
    void hintOnlyOnAHumansTurn();
};

void TestUiAiHints::init()
{
    // The worker's last resort (a job that ignored its stop flag and was left
    // running at shutdown) and any AI play the core refused fail the test.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(AiWorker|GameController): ")));
}

void TestUiAiHints::hintIsALegalPlay()
{
    constexpr std::uint64_t kSeed = 4; // player 1 moves first and can open
    GameController controller;
    controller.start(2, kSeed);
    QVERIFY(controller.isHumanTurn());
    QSignalSpy hinted(controller.hint(), &HintAssistant::ready);
    QSignalSpy busy(controller.hint(), &HintAssistant::busyChanged);
    QVERIFY(controller.hint()->request());
    QVERIFY(controller.hint()->busy());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 1, kGenerous);
    QVERIFY(!controller.hint()->busy());
    QCOMPARE(busy.count(), 2);

    const tilerummy::Game& game = controller.game();
    const QStringList placed = hinted.at(0).at(0).toStringList();
    QVERIFY(!placed.isEmpty());

    // The hint is laid out on the turn's draft, and the models show it.
    QVERIFY(!controller.animating());
    const tilerummy::IdTable after = controller.draft().table();
    const tilerummy::IdSet rackAfter = controller.draft().rack();
    QCOMPARE(controller.board()->table()->sets(), after);
    QCOMPARE(controller.board()->rack()->tiles(), rackAfter);
    std::vector<tilerummy::TileId> onTable;
    for (const tilerummy::IdSet& set : after)
        onTable.insert(onTable.end(), set.begin(), set.end());
    const tilerummy::IdSet& rack = game.rack(game.currentPlayer());
    tilerummy::IdSet kept;
    QStringList played;
    for (tilerummy::TileId id : rack) {
        if (std::find(onTable.begin(), onTable.end(), id) == onTable.end())
            kept.push_back(id);
        else
            played.append(QString::fromStdString(tilerummy::faceOf(id).notation()));
    }
    QCOMPARE(played, placed);
    QCOMPARE(onTable.size(), std::size_t(placed.size())); // the table was empty
    QCOMPARE(rackAfter, kept);                            // the rest stays, in rack order

    tilerummy::TurnInput turn;
    turn.initialMeldDone = game.initialMeldDone(game.currentPlayer());
    turn.before = {tilerummy::facesOf(game.table()), tilerummy::facesOf(rack)};
    turn.after = {tilerummy::facesOf(after), tilerummy::facesOf(rackAfter)};
    const tilerummy::TurnVerdict verdict = tilerummy::checkTurn(turn, game.rules());
    QVERIFY2(verdict.legal, verdict.reason.c_str());
    QVERIFY(verdict.meldPoints >= game.rules().initialMeld);
    QCOMPARE(controller.board()->meldPoints(), verdict.meldPoints);

    // A hint plays nothing by itself: the game is as it was, and the game
    // takes the draft as a play.
    QCOMPARE(controller.turnNumber(), 0);
    QVERIFY(game.table().empty());
    QCOMPARE(game.rack(game.currentPlayer()).size(), std::size_t(14));
    tilerummy::Game copy = game;
    QVERIFY(copy.play(after, rackAfter).action == tilerummy::TurnAction::Play);
    // And a reset takes it all back.
    QVERIFY(controller.board()->canUndo());
    QVERIFY(controller.board()->resetTurn());
    QCOMPARE(controller.board()->table()->rowCount(), 0);
    QCOMPARE(controller.board()->rack()->tiles(), rack);
}

void TestUiAiHints::hintPlaysOutAndCanBeKeptOrTakenBack()
{
    constexpr std::uint64_t kSeed = 4; // player 1 moves first and can open
    GameController controller;
    controller.start(2, kSeed);
    QVERIFY(controller.isHumanTurn());
    // The player has already moved a tile (a rack re-ordering and a tile laid).
    const tilerummy::IdSet startRack = controller.draft().rack();
    QVERIFY(controller.board()->moveToNewSet({startRack.front()}));
    const tilerummy::IdPosition mine = controller.draft().position();

    controller.board()->setMoveStepMs(30); // the hint plays out as drags, one per step
    QSignalSpy hinted(controller.hint(), &HintAssistant::ready);
    QSignalSpy drafts(controller.board(), &TurnBoard::draftChanged);
    QVERIFY(controller.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 1, kGenerous);
    QVERIFY(controller.hint()->pending());
    QCOMPARE(controller.hint()->tiles(), hinted.at(0).at(0).toStringList());
    QVERIFY(controller.animating()); // still being shown
    QVERIFY(!controller.canAct());
    QVERIFY(!controller.hint()->apply()); // not before the last move is shown
    QTRY_VERIFY_WITH_TIMEOUT(!controller.animating(), kGenerous);
    const int steps =
        static_cast<int>(tilerummy::planMoves(controller.draft().start(), controller.draft().position()).size());
    QVERIFY(steps >= 1);
    QVERIFY2(drafts.count() >= steps, "each drag of the hint is its own step on the table");
    const tilerummy::IdPosition hint = controller.draft().position();

    QCOMPARE(controller.hint()->keptTiles(),
             tilerummy::sortedIds(tilerummy::tilesLaid(controller.draft().start().rack, hint.rack)));

    // Taken back: the player's own arrangement, exactly, and no hint kept.
    QVERIFY(controller.hint()->dismiss());
    QVERIFY(!controller.hint()->pending());
    QVERIFY(controller.hint()->keptTiles().empty());
    QCOMPARE(controller.draft().position(), mine);
    QCOMPARE(controller.board()->table()->sets(), mine.table);
    QCOMPARE(controller.board()->rack()->tiles(), mine.rack);
    QVERIFY(!controller.hint()->dismiss());

    // Asked again and kept: the turn goes on from it, and ending the turn plays it.
    controller.board()->setMoveStepMs(0);
    QVERIFY(controller.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 2, kGenerous);
    QCOMPARE(controller.draft().position(), hint);
    QVERIFY(controller.hint()->apply());
    QVERIFY(!controller.hint()->pending());
    QCOMPARE(controller.draft().position(), hint);
    QSignalSpy ended(&controller, &GameController::turnEnded);
    QVERIFY(controller.endTurn());
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(1).toString(), QStringLiteral("play"));
    // The turn is known to have played the hint's play (the save keeps it for the review).
    QCOMPARE(controller.keptRacks().turnRacks().size(), std::size_t(1));
    QVERIFY(controller.keptRacks().turnRacks().back().hinted);
    QVERIFY(controller.hint()->keptTiles().empty()); // the next turn has none

    // A move of the player's own while a hint waits makes it theirs.
    GameController other;
    other.start(2, kSeed);
    QVERIFY(other.hint()->request());
    QSignalSpy otherHinted(other.hint(), &HintAssistant::ready);
    QTRY_COMPARE_WITH_TIMEOUT(otherHinted.count(), 1, kGenerous);
    QVERIFY(other.hint()->pending());
    QVERIFY(other.board()->undo());
    QVERIFY(!other.hint()->pending());
}

void TestUiAiHints::hintsSwitchedOff()
{
    GameController controller;
    controller.start(2, 4);
    QSignalSpy changed(controller.hint(), &HintAssistant::allowedChanged);
    controller.hint()->setAllowed(false);
    QCOMPARE(changed.count(), 1);
    QVERIFY(controller.isHumanTurn());
    QVERIFY(!controller.hint()->request());
    QVERIFY(!controller.hint()->busy());
    controller.hint()->setAllowed(true);
    QVERIFY(controller.hint()->request());
    // Switched off while one is being worked out: it is dropped.
    controller.hint()->setAllowed(false);
    QVERIFY(!controller.hint()->busy());
}

void TestUiAiHints::hintIsDroppedWhenTheTurnEnds()
{
    GameController controller;
    QVERIFY(controller.setSeats({SeatKind::Person, SeatKind::Person})); // the turn stays with humans
    controller.start(2, 14);
    QSignalSpy hinted(controller.hint(), &HintAssistant::ready);
    QVERIFY(!controller.hint()->request()); // not while the rack is hidden for the hand-over
    controller.confirmHandOver();
    QVERIFY(controller.hint()->request());
    QVERIFY(controller.aiWorker()->waitForIdle(kGenerous)); // computed, not delivered
    QVERIFY(controller.drawTile());
    QVERIFY(!controller.hint()->busy());
    QTRY_VERIFY_WITH_TIMEOUT(controller.aiWorker()->droppedCount() > 0, kGenerous); // its result came back
    QCOMPARE(hinted.count(), 0);
    QCOMPARE(controller.aiWorker()->droppedCount(), 1);

    // A new game drops a hint in flight too.
    controller.confirmHandOver();
    QVERIFY(controller.hint()->request());
    QVERIFY(controller.aiWorker()->waitForIdle(kGenerous));
    controller.start(2, 15);
    QVERIFY(!controller.hint()->busy());
    QTRY_VERIFY_WITH_TIMEOUT(controller.aiWorker()->droppedCount() > 1, kGenerous); // its result came back
    QCOMPARE(hinted.count(), 0);
}

void TestUiAiHints::hintOnlyOnAHumansTurn()
{
    GameController controller;
    controller.setAiMinimumThinkMs(60000);
    controller.start(2, seedWhereFirstIs(1));
    QVERIFY(!controller.hint()->request()); // the AI's turn
    QVERIFY(!controller.hint()->busy());
}

// A hint never undoes the person's rack arrangement: the tiles it leaves on
// the rack stay in the slots the person put them in. And asked when the
// person's table already is the best play, it says so and changes nothing.
void TestUiAiHints::hintKeepsTheRackAsArrangedAndSaysWhenTheTableIsBest()
{
    constexpr std::uint64_t kSeed = 4; // player 1 moves first and can open
    GameController controller;
    controller.start(2, kSeed);
    QVERIFY(controller.isHumanTurn());
    // The person re-arranges the rack: the last tile to the far right of the
    // bottom shelf, the first to the far right of the top one.
    const tilerummy::IdSet dealt = controller.draft().rack();
    const int columns = controller.draft().rackSlots().columns();
    QVERIFY(controller.board()->moveToSlot({dealt.back()}, 2 * columns - 1));
    QVERIFY(controller.board()->moveToSlot({dealt.front()}, columns - 1));
    const tilerummy::RackSlots arranged = controller.draft().rackSlots();

    QSignalSpy hinted(controller.hint(), &HintAssistant::ready);
    QSignalSpy best(controller.hint(), &HintAssistant::tableIsBest);
    QVERIFY(controller.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 1, kGenerous);
    QVERIFY(controller.hint()->pending());
    QCOMPARE(best.count(), 0);
    const tilerummy::RackSlots after = controller.draft().rackSlots();
    QVERIFY(after.tileCount() < arranged.tileCount());
    for (tilerummy::TileId id : after.tiles())
        QCOMPARE(after.slotOf(id), arranged.slotOf(id));

    // Kept, and asked again: the table is the best play already.
    QVERIFY(controller.hint()->apply());
    const tilerummy::IdPosition kept = controller.draft().position();
    const tilerummy::RackSlots keptSlots = controller.draft().rackSlots();
    QVERIFY(controller.verdict()->fault().isEmpty());
    QVERIFY(controller.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(best.count(), 1, kGenerous);
    QCOMPARE(hinted.count(), 1);
    QVERIFY(!controller.hint()->pending());
    QVERIFY(!controller.hint()->busy());
    QCOMPARE(controller.draft().position(), kept);
    QCOMPARE(controller.draft().rackSlots(), keptSlots);

    // Spoilt by a tile taken back to the rack: the hint lays it out again.
    QVERIFY(controller.board()->moveToRack({controller.draft().table().front().front()}));
    QVERIFY(controller.hint()->request());
    QTRY_COMPARE_WITH_TIMEOUT(hinted.count(), 2, kGenerous);
    QCOMPARE(best.count(), 1);
    QVERIFY(controller.hint()->pending());
}

QTEST_GUILESS_MAIN(TestUiAiHints)
#include "test_ui_ai_hints.moc"
