// Plan while you wait (app/assist/waiting_plan.h): the plan shown on the
// table as it changes, undone and redone, and taken into the turn with its one
// line: all of it, part of it (the tiles that no longer fit named), or none.
// At a joined table the plan never leaves the guest's window.
#include "../core/draft_support.h"
#include "assist/waiting_plan.h"
#include "join_support.h"
#include "seat_setups.h"
#include "session/game_controller.h"

#include <QStandardPaths>
#include <QTest>

using trtest::idPosition;
using trtest::idSet;
using trtest::idTable;
using trtest::showIds;

namespace {

tilerummy::RackSlots rackOf(const QString& tiles)
{
    return tilerummy::RackSlots::dealt(idSet(tiles));
}

} // namespace

class WaitingPlanTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // the autosave goes aside

    void thePlanFollowsTheTableAndIsUndoneAMoveAtATime()
    {
        WaitingPlan plan;
        plan.compose(idTable("R3 R4 R5 | K9 B9 O9"), {}, rackOf("R6 K2 K3 K4"), true, 30);
        QVERIFY(plan.add({idSet("R6"), tilerummy::DraftTarget::intoSet(0, -1)}, nullptr));
        QVERIFY(plan.add({idSet("K2 K3 K4"), tilerummy::DraftTarget::newSetAt({3, 2})}, nullptr));
        QCOMPARE(showIds(plan.board().placedFromRack()), showIds(idSet("R6 K2 K3 K4")));
        // Another player adds R2 to the run: the plan's R6 goes back to the rack, the new set stays.
        plan.compose(idTable("R2 R3 R4 R5 | K9 B9 O9"), {}, rackOf("R6 K2 K3 K4"), true, 30);
        QCOMPARE(showIds(plan.board().placedFromRack()), showIds(idSet("K2 K3 K4")));
        QVERIFY(plan.undo());
        plan.compose(idTable("R2 R3 R4 R5 | K9 B9 O9"), {}, rackOf("R6 K2 K3 K4"), true, 30);
        QVERIFY(plan.board().placedFromRack().empty());
        QVERIFY(plan.redo());
        QVERIFY(plan.clear());
        QVERIFY(plan.empty() && !plan.canRedo());
        // A move the board refuses is not kept, and says why.
        plan.compose(idTable("R3 R4 R5"), {}, rackOf("K1"), true, 30);
        tilerummy::DraftRefusal why;
        QVERIFY(!plan.add({idSet("R3"), tilerummy::DraftTarget::rack()}, &why));
        QVERIFY(why.kind != tilerummy::DraftRefusal::Kind::None);
        QVERIFY(plan.empty());
    }

    void theTurnTakesThePlanAndSaysHowItWent()
    {
        WaitingPlan plan;
        QCOMPARE(plan.takeInto(*std::make_unique<tilerummy::TurnDraft>()), QString()); // no plan: nothing said

        const auto planned = [](WaitingPlan& p) {
            p.compose(idTable("R3 R4 R5 | K9 B9 O9"), {}, rackOf("R6 O7 K2 K3 K4"), true, 30);
            QVERIFY(p.add({idSet("R6"), tilerummy::DraftTarget::intoSet(0, -1)}, nullptr));
            QVERIFY(p.add({idSet("K2 K3 K4"), tilerummy::DraftTarget::newSetAt({3, 2})}, nullptr));
        };
        planned(plan);
        tilerummy::TurnDraft same(idPosition("R3 R4 R5 | K9 B9 O9", "R6 O7 K2 K3 K4"), true, 30);
        QCOMPARE(plan.takeInto(same),
                 QStringLiteral("Your plan is on the table as you laid it: Undo takes it back a move at a time."));
        QVERIFY(plan.empty());
        QCOMPARE(showIds(same.rack()), showIds(idSet("O7")));

        planned(plan);
        tilerummy::TurnDraft changed(idPosition("R2 R3 R4 R5 | K9 B9 O9", "R6 O7 K2 K3 K4"), true, 30);
        QCOMPARE(plan.takeInto(changed),
                 QStringLiteral("Your plan is on the table; the table changed, so 1 tile went back to your rack: R6."));
        QCOMPARE(showIds(changed.rack()), showIds(idSet("R6 O7")));

        plan.compose(idTable("R3 R4 R5"), {}, rackOf("R6 R7"), true, 30);
        QVERIFY(plan.add({idSet("R6"), tilerummy::DraftTarget::intoSet(0, -1)}, nullptr));
        QVERIFY(plan.add({idSet("R7"), tilerummy::DraftTarget::intoSet(0, -1)}, nullptr));
        tilerummy::TurnDraft gone(idPosition("R3 R4 R5 O5", "R6 R7"), true, 30);
        QCOMPARE(plan.takeInto(gone),
                 QStringLiteral("Your plan no longer fits the table: its tiles stay on your rack."));
        QVERIFY(gone.unchanged());
    }

    // Bea, joined at Ann's table, plans during Ann's turn: nothing of it
    // reaches Ann's screen; when Bea's turn comes the plan is her draft, and
    // from her next move on Ann sees her table as she arranges it.
    void aPlanAtAJoinedTableNeverLeavesTheWindow()
    {
        GameController host;
        GameController guest;
        for (GameController* g : {&host, &guest}) {
            g->board()->setMoveStepMs(0);
            g->setAiMinimumThinkMs(0);
        }
        QCOMPARE(host.newMatch(setupOf({SeatKind::Person, SeatKind::Remote}, seedWhereFirstIs(0, 2), {"Ann"})),
                 QString());
        QCOMPARE(guest.joinedTable()->join(joinOf(host, "Bea")), QString());
        QTRY_VERIFY(guest.joined() && host.canAct());
        QTRY_VERIFY(guest.board()->canPlan());
        QVERIFY(!host.board()->canPlan()); // Ann's own turn: she moves, not plans

        tilerummy::IdSet shownOnHost;
        connect(host.board(), &TurnBoard::draftChanged, &host, [&] {
            for (const tilerummy::IdSet& set : host.draft().table())
                shownOnHost.insert(shownOnHost.end(), set.begin(), set.end());
        });
        const tilerummy::TileId planned = guest.game().rack(1).front();
        QVERIFY(guest.board()->moveToCell({planned}, 3, 4));
        QVERIFY(guest.board()->plannedTiles().contains(planned));
        QVERIFY(guest.draft().table().empty()); // the table as it stands is Ann's

        // Ann moves: Bea's screen shows Ann's tile and her own plan beside it.
        const tilerummy::TileId annTile = host.game().rack(0).front();
        QVERIFY(host.board()->moveToCell({annTile}, 0, 0));
        QTRY_COMPARE(guest.draft().table().size(), std::size_t{1});
        QCOMPARE(guest.board()->table()->rowCount(), 2);
        QVERIFY(host.board()->moveToRack({annTile}));
        QVERIFY(host.drawTile());

        // Bea's turn: her plan is her draft; Ann has seen none of it so far.
        QTRY_VERIFY(guest.canAct());
        QVERIFY(std::find(shownOnHost.begin(), shownOnHost.end(), planned) == shownOnHost.end());
        QCOMPARE(guest.draft().table().size(), std::size_t{1});
        QCOMPARE(guest.draft().table().front(), (tilerummy::IdSet{planned}));
        // Her next move is shared as every move of hers is.
        const tilerummy::TileId next = guest.draft().rack().front();
        QVERIFY(guest.board()->moveToNewSet({next}));
        QTRY_COMPARE(host.draft().table(), guest.draft().table());
    }
};

QTEST_MAIN(WaitingPlanTest)
#include "test_ui_waiting_plan.moc"
