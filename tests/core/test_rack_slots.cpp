// The rack's slots (rack_slots.h): tiles stay where they are put, tiles in the
// way make room, drawn tiles go to free slots, sorting lays each run or group
// on a stretch of its own; and the turn draft keeps the slots across moves.
#include "draft_support.h"
#include "rack_slots.h"
#include "turn_draft.h"

#include <QTest>

using trtest::idPosition;
using trtest::idSet;
using trtest::tileName;

namespace {

// The shelves as text, "." for an empty slot, trailing empty slots left out:
// "R1 . R3 / K5".
QString shelves(const tilerummy::RackSlots& rack)
{
    QStringList out;
    for (int shelf = 0; shelf < tilerummy::kRackShelves; ++shelf) {
        QStringList row;
        for (int column = 0; column < rack.columns(); ++column) {
            const tilerummy::TileId id = rack.at(shelf * rack.columns() + column);
            row << (id == tilerummy::RackSlots::kEmpty ? QStringLiteral(".") : tileName(id));
        }
        while (!row.isEmpty() && row.back() == QLatin1String("."))
            row.removeLast();
        out << row.join(QLatin1Char(' '));
    }
    while (out.size() > 1 && out.back().isEmpty())
        out.removeLast();
    return out.join(QStringLiteral(" / "));
}

} // namespace

class TestRackSlots : public QObject {
    Q_OBJECT

private slots:
    void dealtOnBothShelves()
    {
        const tilerummy::RackSlots rack = tilerummy::RackSlots::dealt(idSet(QStringLiteral("R1 R2 R3 R4 R5")));
        QCOMPARE(shelves(rack), QStringLiteral("R1 R2 R3 / R4 R5"));
        QCOMPARE(rack.columns(), tilerummy::kRackColumns);
        QCOMPARE(rack.tiles(), idSet(QStringLiteral("R1 R2 R3 R4 R5")));
    }

    void aTileStaysInItsSlot()
    {
        tilerummy::RackSlots rack = tilerummy::RackSlots::dealt(idSet(QStringLiteral("R1 R2 R3 R4 R5")));
        rack.put(idSet(QStringLiteral("R2")), 6); // into an empty slot
        QCOMPARE(shelves(rack), QStringLiteral("R1 . R3 . . . R2 / R4 R5"));
        rack.remove(idSet(QStringLiteral("R3")));
        QCOMPARE(shelves(rack), QStringLiteral("R1 . . . . . R2 / R4 R5"));
        // Onto a tile: it and its neighbours make room up to the next empty slot.
        rack.put(idSet(QStringLiteral("R3")), 13);
        QCOMPARE(shelves(rack), QStringLiteral("R1 . . . . . R2 / R3 R4 R5"));
        rack.put(idSet(QStringLiteral("K1 K2")), 0);
        QCOMPARE(shelves(rack), QStringLiteral("K1 K2 R1 . . . R2 / R3 R4 R5"));
    }

    void aFullRackGrows()
    {
        tilerummy::IdSet many;
        for (int id = 0; id < 2 * tilerummy::kRackColumns; ++id)
            many.push_back(id);
        tilerummy::RackSlots rack = tilerummy::RackSlots::dealt(many);
        QCOMPARE(rack.columns(), tilerummy::kRackColumns);
        rack.putInFreeSlots({100});
        QCOMPARE(rack.columns(), tilerummy::kRackColumns + 1);
        QCOMPARE(rack.tileCount(), 2 * tilerummy::kRackColumns + 1);
        // The bottom shelf's tiles stay in their columns.
        QCOMPARE(rack.at(rack.columns()), tilerummy::TileId{tilerummy::kRackColumns});
    }

    void drawnTilesGoToFreeSlotsAndLaidTilesGoBack()
    {
        tilerummy::RackSlots kept = tilerummy::RackSlots::dealt(idSet(QStringLiteral("R1 R2 R3 R4")));
        kept.put(idSet(QStringLiteral("R2")), 5);
        tilerummy::IdSet added;
        const tilerummy::RackSlots next =
            tilerummy::RackSlots::following(kept, idSet(QStringLiteral("R1 R2 R4 O9")), &added);
        QCOMPARE(shelves(next), QStringLiteral("R1 O9 . . . R2 / . R4"));
        QCOMPARE(added, idSet(QStringLiteral("O9")));
        tilerummy::RackSlots after = next;
        after.remove(idSet(QStringLiteral("R2")));
        after.put(idSet(QStringLiteral("K3")), 5);
        after.putBack(idSet(QStringLiteral("R2")), next); // its slot is taken: the first free one
        QCOMPARE(shelves(after), QStringLiteral("R1 O9 R2 . . K3 / . R4"));
    }

    void sortingLaysStretches()
    {
        tilerummy::RackSlots rack = tilerummy::RackSlots::dealt(idSet(QStringLiteral("R9 K7 R7 R8 K1 B7 O7 J")));
        rack.sort(tilerummy::RackOrder::Runs);
        QCOMPARE(shelves(rack), QStringLiteral("K1 . K7 . R7 R8 R9 . B7 . O7 . J"));
        rack.sort(tilerummy::RackOrder::Groups);
        QCOMPARE(shelves(rack), QStringLiteral("K1 . K7 R7 B7 O7 . R8 . R9 . J"));
    }

    void sortingPacksWhenStretchesDoNotFit()
    {
        tilerummy::IdSet many;
        for (int face = 0; face < 26; ++face)
            many.push_back(face * 4); // every other face: runs of one, no two alike
        tilerummy::RackSlots rack = tilerummy::RackSlots::dealt(many);
        rack.sort(tilerummy::RackOrder::Runs);
        QCOMPARE(rack.tileCount(), 26);
        QCOMPARE(rack.columns(), tilerummy::kRackColumns);
        QCOMPARE(rack.tiles(), tilerummy::sortedRack(many, tilerummy::RackOrder::Runs));
    }

    void fromSlotsChecksTheShape()
    {
        QVERIFY(!tilerummy::RackSlots::fromSlots({1, 2, 3}));
        std::vector<tilerummy::TileId> cells(2 * tilerummy::kRackColumns, tilerummy::RackSlots::kEmpty);
        cells[0] = 5;
        QVERIFY(tilerummy::RackSlots::fromSlots(cells));
        cells[3] = 5;
        QVERIFY(!tilerummy::RackSlots::fromSlots(cells)); // twice
        cells[3] = 106;
        QVERIFY(!tilerummy::RackSlots::fromSlots(cells)); // no tile
    }

    void theDraftKeepsTheSlots()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("O1 O2 O3 O4")), true, 30);
        QCOMPARE(shelves(draft.rackSlots()), QStringLiteral("O1 O2 / O3 O4"));
        QVERIFY(draft.apply({idSet(QStringLiteral("O2")), tilerummy::DraftTarget::rackSlot(9)}));
        QCOMPARE(shelves(draft.rackSlots()), QStringLiteral("O1 . . . . . . . . O2 / O3 O4"));
        // A tile laid on the table leaves its slot empty; back, it goes where it is put.
        QVERIFY(draft.apply({idSet(QStringLiteral("O1")), tilerummy::DraftTarget::intoSet(0, 0)}));
        QCOMPARE(shelves(draft.rackSlots()), QStringLiteral(". . . . . . . . . O2 / O3 O4"));
        QVERIFY(draft.apply({idSet(QStringLiteral("O1")), tilerummy::DraftTarget::rackSlot(14)}));
        QCOMPARE(shelves(draft.rackSlots()), QStringLiteral(". . . . . . . . . O2 / O3 O1 O4"));
        QVERIFY(draft.undo());
        QVERIFY(draft.undo());
        QCOMPARE(shelves(draft.rackSlots()), QStringLiteral("O1 . . . . . . . . O2 / O3 O4"));
        // Moving a tile to where it is changes nothing.
        tilerummy::DraftRefusal why;
        QVERIFY(!draft.apply({idSet(QStringLiteral("O2")), tilerummy::DraftTarget::rackSlot(9)}, &why));
        QCOMPARE(why.kind, tilerummy::DraftRefusal::Kind::NoChange);
        // Kept slots from an earlier turn, with a drawn tile.
        const tilerummy::TurnDraft next(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("O1 O2 O3 O4 K9")), true,
                                        30, {}, draft.rackSlots());
        QCOMPARE(shelves(next.rackSlots()), QStringLiteral("O1 K9 . . . . . . . O2 / O3 O4"));
        QCOMPARE(next.rack(), idSet(QStringLiteral("O1 K9 O2 O3 O4")));
    }
};

QTEST_GUILESS_MAIN(TestRackSlots)
#include "test_rack_slots.moc"
