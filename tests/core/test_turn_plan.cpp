// A plan laid while waiting for the turn (turn_plan.h): made again on the
// table as it stands, it is the same draft when nobody changed the table; when
// another player changed a set a planned move takes from or adds to, that move
// is left out and its tiles stay on the rack, and the moves that build on it
// too; moves elsewhere still fit; each move made is a step to undo.
#include "draft_support.h"
#include "joker_swap.h"
#include "tile_ids.h"
#include "turn_plan.h"

#include <QTest>

using trtest::idPosition;
using trtest::idSet;
using trtest::showIds;

namespace {

// The person's board while they wait: the table as it stands, their rack.
tilerummy::TurnDraft board(const QString& table, const QString& rack)
{
    return tilerummy::TurnDraft(idPosition(table, rack), true, 30);
}

// Plans each move on `planBoard` (made there as it is kept) and returns the plan.
std::vector<tilerummy::PlannedMove> plan(tilerummy::TurnDraft& planBoard,
                                         const std::vector<tilerummy::DraftMove>& moves)
{
    std::vector<tilerummy::PlannedMove> out;
    for (const tilerummy::DraftMove& move : moves) {
        const std::optional<tilerummy::PlannedMove> planned = tilerummy::planMove(planBoard, move);
        if (!planned || !planBoard.apply(move, nullptr, tilerummy::LayoutRule::ByHand))
            qFatal("test data: a move that cannot be planned");
        out.push_back(*planned);
    }
    return out;
}

} // namespace

class TestTurnPlan : public QObject {
    Q_OBJECT

private slots:
    void aPlanOnAnUnchangedTableIsTheSameDraftStepByStep()
    {
        tilerummy::TurnDraft planBoard = board("R3 R4 R5 R6 R7 | K9 B9 O9", "R8 R9 K2 K3 K4 O9'");
        const auto planned = plan(planBoard, {
                                                 {idSet("R8 R9"), tilerummy::DraftTarget::intoSet(0, -1)},
                                                 {idSet("K2 K3 K4"), tilerummy::DraftTarget::newSetAt({3, 2})},
                                                 {idSet("O9'"), tilerummy::DraftTarget::intoSet(1, 0)},
                                             });
        tilerummy::TurnDraft turn = board("R3 R4 R5 R6 R7 | K9 B9 O9", "R8 R9 K2 K3 K4 O9'");
        QVERIFY(tilerummy::makePlan(planned, turn).empty());
        QCOMPARE(showIds(turn.table()), showIds(planBoard.table()));
        QVERIFY(turn.layout() == planBoard.layout());
        QCOMPARE(showIds(turn.rack()), showIds(planBoard.rack()));
        // Each move one step to undo.
        QVERIFY(turn.undo());
        QVERIFY(turn.undo());
        QVERIFY(turn.undo());
        QVERIFY(!turn.canUndo());
    }

    void aMoveOnASetAnotherPlayerChangedIsLeftOutAndWhatBuildsOnIt()
    {
        tilerummy::TurnDraft planBoard = board("R3 R4 R5 | K9 B9 O9", "R6 R7 K2 K3 K4 K5");
        const auto planned = plan(planBoard, {
                                                 {idSet("R6"), tilerummy::DraftTarget::intoSet(0, -1)},
                                                 {idSet("R7"), tilerummy::DraftTarget::intoSet(0, -1)},
                                                 {idSet("K2 K3 K4"), tilerummy::DraftTarget::newSetAt({3, 2})},
                                                 {idSet("K5"), tilerummy::DraftTarget::intoSet(2, -1)},
                                             });
        // Meanwhile another player laid R2 before R3 R4 R5, and nothing near row 3.
        tilerummy::TurnDraft turn = board("R2 R3 R4 R5 | K9 B9 O9", "R6 R7 K2 K3 K4 K5");
        const std::vector<std::size_t> leftOut = tilerummy::makePlan(planned, turn);
        QCOMPARE(leftOut, (std::vector<std::size_t>{0, 1}));
        QCOMPARE(showIds(turn.table()), showIds(trtest::idTable("R2 R3 R4 R5 | K9 B9 O9 | K2 K3 K4 K5")));
        QCOMPARE(showIds(turn.rack()), showIds(idSet("R6 R7")));
    }

    void aTileTakenFromASetThatChangedStays()
    {
        // The plan takes O9 from the group for a run; another player then adds R9 to the group.
        tilerummy::TurnDraft planBoard = board("K9 B9 O9 | O10 O11 O12", "R9 O8");
        const auto planned = plan(planBoard, {{idSet("O9"), tilerummy::DraftTarget::intoSet(1, 0)},
                                              {idSet("O8"), tilerummy::DraftTarget::intoSet(1, 0)}});
        QCOMPARE(showIds(planBoard.table()), showIds(trtest::idTable("K9 B9 | O8 O9 O10 O11 O12")));
        tilerummy::TurnDraft turn = board("K9 B9 O9 R9' | O10 O11 O12", "R9 O8");
        QCOMPARE(tilerummy::makePlan(planned, turn), (std::vector<std::size_t>{0, 1}));
        QVERIFY(turn.unchanged());
        // On the table as it was, both fit.
        tilerummy::TurnDraft same = board("K9 B9 O9 | O10 O11 O12", "R9 O8");
        QVERIFY(tilerummy::makePlan(planned, same).empty());
        QCOMPARE(showIds(same.table()), showIds(planBoard.table()));
    }

    void aPlannedJokerSwapIsMadeWhereTheJokerStillLies()
    {
        tilerummy::TurnDraft planBoard = board("R5 J B5", "K5 O1");
        const tilerummy::TileId k5 = idSet("K5").front();
        const tilerummy::TileId joker = idSet("J").front();
        QVERIFY(tilerummy::canSwapJoker(planBoard, k5, joker));
        const tilerummy::PlannedMove swap = tilerummy::planJokerSwap(planBoard, k5, joker);
        QVERIFY(tilerummy::swapJoker(planBoard, k5, joker));
        tilerummy::TurnDraft turn = board("R5 J B5", "K5 O1");
        QVERIFY(tilerummy::makePlan({swap}, turn).empty());
        QCOMPARE(showIds(turn.table()), showIds(planBoard.table()));
        // The joker's set changed meanwhile (O5 laid in it): the swap is left out.
        tilerummy::TurnDraft changed = board("R5 J B5 O5", "K5 O1");
        QCOMPARE(tilerummy::makePlan({swap}, changed), (std::vector<std::size_t>{0}));
        QVERIFY(changed.unchanged());
    }

    void aMoveNamingNothingOnTheBoardIsNotPlanned()
    {
        const tilerummy::TurnDraft planBoard = board("R3 R4 R5", "K1");
        QVERIFY(!tilerummy::planMove(planBoard, {idSet("K2"), tilerummy::DraftTarget::newSet()}));
        QVERIFY(!tilerummy::planMove(planBoard, {idSet("K1"), tilerummy::DraftTarget::intoSet(4, 0)}));
        QVERIFY(!tilerummy::planMove(planBoard, {{}, tilerummy::DraftTarget::newSet()}));
    }
};

QTEST_GUILESS_MAIN(TestTurnPlan)
#include "test_turn_plan.moc"
