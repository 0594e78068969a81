// Where sets lie on the felt (table_layout.h): fitting, free places, a set
// that grows, a play followed turn to turn, and the turn draft keeping every
// set in its cell across moves, undo and redo.
#include "draft_support.h"
#include "random.h"
#include "table_layout.h"
#include "turn_draft.h"

#include <QTest>

#include <algorithm>

using trtest::idPosition;
using trtest::idSet;
using trtest::idTable;

namespace {

QString showLayout(const tilerummy::TableLayout& layout)
{
    QStringList out;
    for (const tilerummy::TableCell& cell : layout)
        out << QStringLiteral("%1:%2").arg(cell.row).arg(cell.column);
    return out.join(QLatin1Char(' '));
}

// n sets of consecutive ids, of the given lengths.
tilerummy::IdTable setsOfLengths(std::initializer_list<int> lengths)
{
    tilerummy::IdTable table;
    int id = 0;
    for (int length : lengths) {
        tilerummy::IdSet set;
        for (int k = 0; k < length; ++k)
            set.push_back(id++);
        table.push_back(set);
    }
    return table;
}

} // namespace

class TestTableLayout : public QObject {
    Q_OBJECT

private slots:
    void flowFillsRowsWithGaps()
    {
        const tilerummy::IdTable table = setsOfLengths({3, 4, 13, 5});
        const tilerummy::TableLayout layout = tilerummy::flowLayout(table);
        QCOMPARE(showLayout(layout), QStringLiteral("0:0 0:4 1:0 1:14"));
        QVERIFY(tilerummy::layoutFits(table, layout));
        QCOMPARE(tilerummy::rowsUsed(layout), 2);
        QCOMPARE(tilerummy::rowsShown(layout), tilerummy::kTableMinimumRows);
    }

    void fitsNeedAGapAndTheColumns()
    {
        const tilerummy::IdTable table = setsOfLengths({3, 3});
        QVERIFY(tilerummy::layoutFits(table, {{0, 0}, {0, 4}}));
        QVERIFY(!tilerummy::layoutFits(table, {{0, 0}, {0, 3}}));                            // touching
        QVERIFY(!tilerummy::layoutFits(table, {{0, 0}, {0, 2}}));                            // overlapping
        QVERIFY(!tilerummy::layoutFits(table, {{0, 0}, {0, tilerummy::kTableColumns - 2}})); // past the edge
        QVERIFY(!tilerummy::layoutFits(table, {{0, 0}}));                                    // a set without a cell
        QVERIFY(tilerummy::layoutFits(table, {{0, 0}, {1, 0}}));
    }

    void aNewSetNeedsAnEmptyCellEachSide()
    {
        // Sets at columns 0-2 and 6-8: a new tile fits only at column 4.
        const tilerummy::IdTable table = setsOfLengths({3, 3});
        const tilerummy::TableLayout layout{{0, 0}, {0, 6}};
        QVERIFY(!tilerummy::newSetFits(table, layout, 1, {0, 3}));
        QVERIFY(tilerummy::newSetFits(table, layout, 1, {0, 4}));
        QVERIFY(!tilerummy::newSetFits(table, layout, 1, {0, 5}));
        QVERIFY(!tilerummy::newSetFits(table, layout, 2, {0, 4}));
        QVERIFY(tilerummy::newSetFits(table, layout, 1, {1, 0}));
        // A set whose tiles are all carried is no neighbour.
        QVERIFY(tilerummy::newSetFits(table, layout, 1, {0, 5}, table[1]));
        QVERIFY(!tilerummy::newSetFits(table, layout, 1, {0, 5}, {table[1][0]}));
    }

    void freePlaceIsNearest()
    {
        const tilerummy::IdTable table = setsOfLengths({3, 3});
        const tilerummy::TableLayout layout{{0, 0}, {0, 10}};
        // Free as asked.
        QCOMPARE(tilerummy::freePlace(table, layout, 3, {0, 5}), (tilerummy::TableCell{0, 5}));
        // Too close to the set on its right: moved left as little as needed.
        QCOMPARE(tilerummy::freePlace(table, layout, 3, {0, 7}), (tilerummy::TableCell{0, 6}));
        // Over a set: the row below is nearer than the free columns beyond it.
        QCOMPARE(tilerummy::freePlace(table, layout, 3, {0, 1}), (tilerummy::TableCell{1, 1}));
        QCOMPARE(tilerummy::freePlace(table, layout, 3, {0, 2}),
                 (tilerummy::TableCell{0, 4})); // two columns, not a row
        QCOMPARE(tilerummy::freePlace(table, layout, 3, {2, 5}), (tilerummy::TableCell{2, 5}));
        // No wish: the first free place in reading order.
        QCOMPARE(tilerummy::freePlace(table, layout, 3, {}), (tilerummy::TableCell{0, 4}));
        QCOMPARE(tilerummy::freePlace(table, layout, 6, {}), (tilerummy::TableCell{0, 14}));
        QCOMPARE(tilerummy::freePlace(table, layout, 9, {}), (tilerummy::TableCell{1, 0}));
    }

    void aGrowingSetKeepsItsFirstCell()
    {
        tilerummy::IdTable table = setsOfLengths({3, 3, 3});
        tilerummy::TableLayout layout{{0, 2}, {0, 8}, {1, 0}};
        table[0].push_back(90); // 4 long: still a free cell before the next set
        tilerummy::settleSet(table, layout, 0);
        QCOMPARE(showLayout(layout), QStringLiteral("0:2 0:8 1:0"));
        table[0].push_back(91); // 5 long: one empty cell left between them
        tilerummy::settleSet(table, layout, 0);
        QCOMPARE(showLayout(layout), QStringLiteral("0:2 0:8 1:0"));
        table[0].push_back(92); // 6 long: the next set moves one along
        tilerummy::settleSet(table, layout, 0);
        QCOMPARE(showLayout(layout), QStringLiteral("0:2 0:9 1:0"));
        QVERIFY(tilerummy::layoutFits(table, layout));
    }

    void atTheRowsEndTheSetMovesLeft()
    {
        tilerummy::IdTable table = setsOfLengths({3, 3});
        tilerummy::TableLayout layout{{0, 0}, {0, tilerummy::kTableColumns - 3}};
        table[1].push_back(90);
        table[1].push_back(91);
        tilerummy::settleSet(table, layout, 1);
        QCOMPARE(showLayout(layout), QStringLiteral("0:0 0:%1").arg(tilerummy::kTableColumns - 5));
    }

    void aFullRowSendsTheSetElsewhere()
    {
        tilerummy::IdTable table = setsOfLengths({9, 9, 3});
        tilerummy::TableLayout layout{{0, 0}, {0, 10}, {1, 0}};
        table[0].push_back(90);
        table[0].push_back(91);
        tilerummy::settleSet(table, layout, 0);
        // The other sets stay; this one goes to the nearest free place.
        QCOMPARE(layout[1], (tilerummy::TableCell{0, 10}));
        QCOMPARE(layout[2], (tilerummy::TableCell{1, 0}));
        QCOMPARE(layout[0], (tilerummy::TableCell{2, 0})); // two rows down costs less than a row and four columns
        QVERIFY(tilerummy::layoutFits(table, layout));
    }

    void aPlayKeepsTheSetsItDidNotTouch()
    {
        const tilerummy::IdTable before = idTable(QStringLiteral("R1 R2 R3 | K5 R5 B5 | O7 O8 O9"));
        const tilerummy::TableLayout layout{{0, 0}, {0, 6}, {2, 3}};
        // R4 added to the first run; a new set from the rack; the group untouched.
        const tilerummy::IdTable after = idTable(QStringLiteral("O7 O8 O9 | B10 B11 B12 | K5 R5 B5 | R1 R2 R3 R4"));
        const tilerummy::TableLayout next = tilerummy::followLayout(before, layout, after);
        QCOMPARE(next[0], (tilerummy::TableCell{2, 3}));
        QCOMPARE(next[2], (tilerummy::TableCell{0, 6}));
        QCOMPARE(next[3], (tilerummy::TableCell{0, 0}));  // grew and still fits
        QCOMPARE(next[1], (tilerummy::TableCell{0, 10})); // the first free place
        QVERIFY(tilerummy::layoutFits(after, next));
        // In the before order: the run, the group, the orange run, then the new set.
        QCOMPARE(trtest::showIds(tilerummy::alignedTable(before, after)),
                 QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 | O7 O8 O9 | B10 B11 B12"));
    }

    // Random plays on random tables: whatever a play does, the layout that
    // follows fits, and every set it left alone is where it was.
    void randomPlaysFollowed()
    {
        tilerummy::Random random(20261125);
        for (int round = 0; round < 400; ++round) {
            tilerummy::IdSet ids(tilerummy::kTileCount);
            for (int i = 0; i < tilerummy::kTileCount; ++i)
                ids[static_cast<std::size_t>(i)] = i;
            random.shuffle(ids);
            tilerummy::IdTable before;
            std::size_t used = 0;
            const int sets = static_cast<int>(random.below(13));
            for (int s = 0; s < sets; ++s) {
                const std::size_t length = 3 + random.below(5);
                before.emplace_back(ids.begin() + static_cast<std::ptrdiff_t>(used),
                                    ids.begin() + static_cast<std::ptrdiff_t>(used + length));
                used += length;
            }
            const tilerummy::TableLayout layout = tilerummy::repairedLayout(before, {});
            QVERIFY(tilerummy::layoutFits(before, layout));
            // The play: some sets changed (a tile moved or added), some new sets.
            tilerummy::IdTable after = before;
            for (tilerummy::IdSet& set : after) {
                if (random.below(3) == 0 && set.size() > 3) {
                    const tilerummy::TileId moved = set.back();
                    set.pop_back();
                    after[random.below(static_cast<std::uint32_t>(after.size()))].push_back(moved);
                }
                if (random.below(4) == 0)
                    set.push_back(ids[used++]);
            }
            for (int s = static_cast<int>(random.below(3)); s > 0; --s) {
                after.emplace_back(ids.begin() + static_cast<std::ptrdiff_t>(used),
                                   ids.begin() + static_cast<std::ptrdiff_t>(used + 3));
                used += 3;
            }
            random.shuffle(after);
            const tilerummy::TableLayout next = tilerummy::followLayout(before, layout, after);
            QVERIFY2(tilerummy::layoutFits(after, next), qPrintable(showLayout(next)));
            for (std::size_t j = 0; j < after.size(); ++j)
                for (std::size_t i = 0; i < before.size(); ++i)
                    if (tilerummy::sortedIds(after[j]) == tilerummy::sortedIds(before[i]))
                        QCOMPARE(next[j], layout[i]);
        }
    }

    void aSetDroppedOnTheFeltLiesThere()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("K7 R7 B7 O1")), true, 30);
        QVERIFY(draft.apply({idSet(QStringLiteral("K7 R7 B7")), tilerummy::DraftTarget::newSetAt({3, 9})}));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        // Growing keeps the first cell.
        QVERIFY(draft.apply({idSet(QStringLiteral("O1")), tilerummy::DraftTarget::intoSet(0)}));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        // Dropped on a free cell touching a set: the set is not covered.
        QVERIFY(draft.apply({idSet(QStringLiteral("B7")), tilerummy::DraftTarget::newSetAt({3, 11})}));
        QVERIFY(tilerummy::layoutFits(draft.table(), draft.layout()));
        QVERIFY(draft.undo());
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        QVERIFY(draft.undo());
        QVERIFY(draft.undo());
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0"));
        QVERIFY(draft.redo());
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        // A cell outside the felt is refused.
        tilerummy::DraftRefusal why;
        QVERIFY(!draft.apply(
            {idSet(QStringLiteral("O1")), tilerummy::DraftTarget::newSetAt({0, tilerummy::kTableColumns})}, &why));
        QCOMPARE(why.kind, tilerummy::DraftRefusal::Kind::NoCellOnTable);
    }

    void aWholeSetMovedToAnotherCell()
    {
        tilerummy::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3 | K5 R5 B5"), QStringLiteral("O1")), true, 30);
        QVERIFY(draft.apply({idSet(QStringLiteral("R1 R2 R3")), tilerummy::DraftTarget::newSetAt({4, 2})}));
        QVERIFY(draft.unchanged()); // the same sets in the same order: nothing played
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("4:2 0:4"));
    }

    void aPlayShownMovesNoOtherSet()
    {
        // The group's right neighbour is one cell away: growing it would push
        // it with a person's move, but a play shown never moves another set.
        const tilerummy::IdPosition start = idPosition(QStringLiteral("K5 R5 B5 | O7 O8 O9"), QStringLiteral("O5"));
        const tilerummy::TableLayout layout{{0, 0}, {0, 4}};
        tilerummy::TurnDraft shown(start, true, 30, layout);
        QVERIFY(shown.apply({idSet(QStringLiteral("O5")), tilerummy::DraftTarget::intoSet(0)}, nullptr,
                            tilerummy::LayoutRule::KeepOthers));
        QCOMPARE(shown.layout()[1], (tilerummy::TableCell{0, 4}));
        QVERIFY(tilerummy::layoutFits(shown.table(), shown.layout()));
        tilerummy::TurnDraft person(start, true, 30, layout);
        QVERIFY(person.apply({idSet(QStringLiteral("O5")), tilerummy::DraftTarget::intoSet(0)}));
        QCOMPARE(showLayout(person.layout()), QStringLiteral("0:0 0:5"));
    }

    // Tiles stay in their cells: a tile laid before a run's first tile goes
    // into the free cell on its left (the run starts there now), one laid
    // before a run with no room on its left keeps the run's first cell and
    // moves the rest along; tiles taken from a run's front leave the others
    // where they lay. By a person's move and by a play shown alike.
    void keptTilesStayInTheirCells()
    {
        const tilerummy::IdPosition start =
            idPosition(QStringLiteral("R5 R6 R7 R8 | B2 B3 B4 | K9 K10 K11"), QStringLiteral("R4 B1 K8"));
        const tilerummy::TableLayout layout{{0, 3}, {0, 8}, {1, 1}};
        for (const tilerummy::LayoutRule rule : {tilerummy::LayoutRule::MakeRoom, tilerummy::LayoutRule::KeepOthers}) {
            tilerummy::TurnDraft draft(start, true, 30, layout);
            // R4 before R5: into the free cell 0:2.
            QVERIFY(draft.apply({idSet(QStringLiteral("R4")), tilerummy::DraftTarget::intoSet(0, 0)}, nullptr, rule));
            QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:8 1:1"));
            // B1 before B2: 0:7 would touch the reds' R8 at 0:6 (no empty cell
            // between), so the blues keep their first cell and grow right.
            QVERIFY(draft.apply({idSet(QStringLiteral("B1")), tilerummy::DraftTarget::intoSet(1, 0)}, nullptr, rule));
            QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:8 1:1"));
            // K8 dropped at the blacks' end: a valid run shows it first, so it
            // goes before K9, into the cell on the left.
            QVERIFY(draft.apply({idSet(QStringLiteral("K8")), tilerummy::DraftTarget::intoSet(2)}, nullptr, rule));
            QCOMPARE(draft.layout()[2], (tilerummy::TableCell{1, 0}));
            // R4 and R5 taken from the reds' front to a set of their own: R6 R7 R8 stay at 0:4..0:6.
            QVERIFY(
                draft.apply({idSet(QStringLiteral("R4 R5")), tilerummy::DraftTarget::newSetAt({3, 0})}, nullptr, rule));
            QCOMPARE(draft.layout()[0], (tilerummy::TableCell{0, 4}));
            QVERIFY(tilerummy::layoutFits(draft.table(), draft.layout()));
        }
        // A play followed: the run that gave up its first tile keeps the rest in place.
        const tilerummy::IdTable before = idPosition(QStringLiteral("O7 O8 O9 O10 | K5 R5 B5"), QString()).table;
        const tilerummy::IdTable after = idPosition(QStringLiteral("O8 O9 O10 | K5 R5 B5 O7"), QString()).table;
        QCOMPARE(showLayout(tilerummy::followLayout(before, {{0, 2}, {2, 0}}, after)), QStringLiteral("0:3 2:0"));
        // Sets that share no tile: the cell as it was.
        QCOMPARE(tilerummy::anchoredCell(before[0], {0, 2}, before[1]), (tilerummy::TableCell{0, 2}));
    }

    // A tile taken by hand from the middle of a run leaves the gap, as on
    // felt: the tiles that stay lie where they lay, in two sets (three when
    // two tiles apart are taken). A group closes up; a play shown, and a move
    // planned, keep the set whole (their after-table says what the sets are).
    void aTileTakenFromARunsMiddleLeavesTheGap()
    {
        const tilerummy::IdPosition start =
            idPosition(QStringLiteral("R3 R4 R5 R6 R7 R8 | K5 R5' B5 O5 | B9 B10 B11 B12 B13"), QStringLiteral("R9"));
        const tilerummy::TableLayout layout{{0, 2}, {0, 9}, {1, 0}};
        tilerummy::TurnDraft draft(start, true, 30, layout);
        const tilerummy::IdSet r6 = idSet(QStringLiteral("R6"));
        QVERIFY(draft.apply({r6, tilerummy::DraftTarget::newSetAt({3, 0})}, nullptr, tilerummy::LayoutRule::ByHand));
        QCOMPARE(draft.table().size(), std::size_t{5});
        QCOMPARE(draft.table()[0], idSet(QStringLiteral("R3 R4 R5")));
        QCOMPARE(draft.table()[1], idSet(QStringLiteral("R7 R8")));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:6 0:9 1:0 3:0"));
        QVERIFY(tilerummy::layoutFits(draft.table(), draft.layout()));
        // Put back into the gap (at the end of R3 R4 R5, or before R7 R8): the run is whole again, where it lay.
        const tilerummy::IdSet whole = idSet(QStringLiteral("R3 R4 R5 R6 R7 R8"));
        for (const tilerummy::DraftTarget back :
             {tilerummy::DraftTarget::intoSet(0), tilerummy::DraftTarget::intoSet(1, 0)}) {
            QVERIFY(draft.apply({r6, back}, nullptr, tilerummy::LayoutRule::ByHand));
            QCOMPARE(draft.table().size(), std::size_t{3});
            QCOMPARE(draft.table()[0], whole);
            QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:9 1:0"));
            QVERIFY(draft.undo());
        }
        QVERIFY(draft.undo());
        QCOMPARE(draft.table(), start.table);
        // A run that grows up to the next set of its row without reading as one
        // run with it stays apart: the next set makes room.
        QVERIFY(draft.apply({idSet(QStringLiteral("R9")), tilerummy::DraftTarget::intoSet(0)}, nullptr,
                            tilerummy::LayoutRule::ByHand));
        QCOMPARE(draft.table()[0], idSet(QStringLiteral("R3 R4 R5 R6 R7 R8 R9")));
        QCOMPARE(draft.table()[1], idSet(QStringLiteral("K5 R5' B5 O5")));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:10 1:0"));
        QVERIFY(draft.undo());

        // Two tiles apart from the blue run: three stretches, each in its cells.
        QVERIFY(draft.apply({idSet(QStringLiteral("B10 B12")), tilerummy::DraftTarget::newSetAt({4, 0})}, nullptr,
                            tilerummy::LayoutRule::ByHand));
        QCOMPARE(draft.table()[2], idSet(QStringLiteral("B9")));
        QCOMPARE(draft.table()[3], idSet(QStringLiteral("B11")));
        QCOMPARE(draft.table()[4], idSet(QStringLiteral("B13")));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:9 1:0 1:2 1:4 4:0"));
        QVERIFY(draft.reset());

        // A tile from the run's end, or from a group's middle: no gap to leave.
        QVERIFY(draft.apply({idSet(QStringLiteral("R8")), tilerummy::DraftTarget::newSetAt({3, 0})}, nullptr,
                            tilerummy::LayoutRule::ByHand));
        QCOMPARE(draft.table()[0], idSet(QStringLiteral("R3 R4 R5 R6 R7")));
        QVERIFY(draft.apply({idSet(QStringLiteral("R5'")), tilerummy::DraftTarget::newSetAt({4, 0})}, nullptr,
                            tilerummy::LayoutRule::ByHand));
        QCOMPARE(draft.table()[0], idSet(QStringLiteral("R3 R4 R5 R6 R7")));
        QCOMPARE(draft.table()[1], idSet(QStringLiteral("K5 B5 O5")));
        QVERIFY(draft.reset());

        // A run laid out of order (a joker where it stands) splits as shown.
        const tilerummy::IdPosition joker = idPosition(QStringLiteral("O7 J O5 O8"), QString());
        tilerummy::TurnDraft withJoker(joker, true, 30, {{0, 0}});
        QVERIFY(withJoker.apply({idSet(QStringLiteral("O7")), tilerummy::DraftTarget::newSetAt({2, 0})}, nullptr,
                                tilerummy::LayoutRule::ByHand));
        QCOMPARE(withJoker.table()[0], idSet(QStringLiteral("O5 J")));
        QCOMPARE(withJoker.table()[1], idSet(QStringLiteral("O8")));
        QCOMPARE(showLayout(withJoker.layout()), QStringLiteral("0:0 0:3 2:0"));

        // Not by hand: the run stays one set.
        for (const tilerummy::LayoutRule rule : {tilerummy::LayoutRule::MakeRoom, tilerummy::LayoutRule::KeepOthers}) {
            tilerummy::TurnDraft other(start, true, 30, layout);
            QVERIFY(other.apply({r6, tilerummy::DraftTarget::newSetAt({3, 0})}, nullptr, rule));
            QCOMPARE(other.table()[0], idSet(QStringLiteral("R3 R4 R5 R7 R8")));
        }
    }

    void aLayoutThatDoesNotFitIsRepaired()
    {
        const tilerummy::IdTable table = setsOfLengths({3, 3, 3});
        const tilerummy::TableLayout repaired = tilerummy::repairedLayout(table, {{0, 0}, {0, 1}, {5, 5}});
        QCOMPARE(repaired[0], (tilerummy::TableCell{0, 0}));
        QCOMPARE(repaired[2], (tilerummy::TableCell{5, 5}));
        QVERIFY(tilerummy::layoutFits(table, repaired));
        QVERIFY(tilerummy::layoutFits(table, tilerummy::repairedLayout(table, {})));
    }
};

QTEST_GUILESS_MAIN(TestTableLayout)
#include "test_table_layout.moc"
