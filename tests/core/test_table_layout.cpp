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

QString showLayout(const tr::TableLayout& layout)
{
    QStringList out;
    for (const tr::TableCell& cell : layout)
        out << QStringLiteral("%1:%2").arg(cell.row).arg(cell.column);
    return out.join(QLatin1Char(' '));
}

// n sets of consecutive ids, of the given lengths.
tr::IdTable setsOfLengths(std::initializer_list<int> lengths)
{
    tr::IdTable table;
    int id = 0;
    for (int length : lengths) {
        tr::IdSet set;
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
        const tr::IdTable table = setsOfLengths({3, 4, 13, 5});
        const tr::TableLayout layout = tr::flowLayout(table);
        QCOMPARE(showLayout(layout), QStringLiteral("0:0 0:4 1:0 1:14"));
        QVERIFY(tr::layoutFits(table, layout));
        QCOMPARE(tr::rowsUsed(layout), 2);
        QCOMPARE(tr::rowsShown(layout), tr::kTableMinimumRows);
    }

    void fitsNeedAGapAndTheColumns()
    {
        const tr::IdTable table = setsOfLengths({3, 3});
        QVERIFY(tr::layoutFits(table, {{0, 0}, {0, 4}}));
        QVERIFY(!tr::layoutFits(table, {{0, 0}, {0, 3}}));                     // touching
        QVERIFY(!tr::layoutFits(table, {{0, 0}, {0, 2}}));                     // overlapping
        QVERIFY(!tr::layoutFits(table, {{0, 0}, {0, tr::kTableColumns - 2}})); // past the edge
        QVERIFY(!tr::layoutFits(table, {{0, 0}}));                             // a set without a cell
        QVERIFY(tr::layoutFits(table, {{0, 0}, {1, 0}}));
    }

    void freePlaceIsNearest()
    {
        const tr::IdTable table = setsOfLengths({3, 3});
        const tr::TableLayout layout{{0, 0}, {0, 10}};
        // Free as asked.
        QCOMPARE(tr::freePlace(table, layout, 3, {0, 5}), (tr::TableCell{0, 5}));
        // Too close to the set on its right: moved left as little as needed.
        QCOMPARE(tr::freePlace(table, layout, 3, {0, 7}), (tr::TableCell{0, 6}));
        // Over a set: the row below is nearer than the free columns beyond it.
        QCOMPARE(tr::freePlace(table, layout, 3, {0, 1}), (tr::TableCell{1, 1}));
        QCOMPARE(tr::freePlace(table, layout, 3, {0, 2}), (tr::TableCell{0, 4})); // two columns, not a row
        QCOMPARE(tr::freePlace(table, layout, 3, {2, 5}), (tr::TableCell{2, 5}));
        // No wish: the first free place in reading order.
        QCOMPARE(tr::freePlace(table, layout, 3, {}), (tr::TableCell{0, 4}));
        QCOMPARE(tr::freePlace(table, layout, 6, {}), (tr::TableCell{0, 14}));
        QCOMPARE(tr::freePlace(table, layout, 9, {}), (tr::TableCell{1, 0}));
    }

    void aGrowingSetKeepsItsFirstCell()
    {
        tr::IdTable table = setsOfLengths({3, 3, 3});
        tr::TableLayout layout{{0, 2}, {0, 8}, {1, 0}};
        table[0].push_back(90); // 4 long: still a free cell before the next set
        tr::settleSet(table, layout, 0);
        QCOMPARE(showLayout(layout), QStringLiteral("0:2 0:8 1:0"));
        table[0].push_back(91); // 5 long: one empty cell left between them
        tr::settleSet(table, layout, 0);
        QCOMPARE(showLayout(layout), QStringLiteral("0:2 0:8 1:0"));
        table[0].push_back(92); // 6 long: the next set moves one along
        tr::settleSet(table, layout, 0);
        QCOMPARE(showLayout(layout), QStringLiteral("0:2 0:9 1:0"));
        QVERIFY(tr::layoutFits(table, layout));
    }

    void atTheRowsEndTheSetMovesLeft()
    {
        tr::IdTable table = setsOfLengths({3, 3});
        tr::TableLayout layout{{0, 0}, {0, tr::kTableColumns - 3}};
        table[1].push_back(90);
        table[1].push_back(91);
        tr::settleSet(table, layout, 1);
        QCOMPARE(showLayout(layout), QStringLiteral("0:0 0:%1").arg(tr::kTableColumns - 5));
    }

    void aFullRowSendsTheSetElsewhere()
    {
        tr::IdTable table = setsOfLengths({9, 9, 3});
        tr::TableLayout layout{{0, 0}, {0, 10}, {1, 0}};
        table[0].push_back(90);
        table[0].push_back(91);
        tr::settleSet(table, layout, 0);
        // The other sets stay; this one goes to the nearest free place.
        QCOMPARE(layout[1], (tr::TableCell{0, 10}));
        QCOMPARE(layout[2], (tr::TableCell{1, 0}));
        QCOMPARE(layout[0], (tr::TableCell{2, 0})); // two rows down costs less than a row and four columns
        QVERIFY(tr::layoutFits(table, layout));
    }

    void aPlayKeepsTheSetsItDidNotTouch()
    {
        const tr::IdTable before = idTable(QStringLiteral("R1 R2 R3 | K5 R5 B5 | O7 O8 O9"));
        const tr::TableLayout layout{{0, 0}, {0, 6}, {2, 3}};
        // R4 added to the first run; a new set from the rack; the group untouched.
        const tr::IdTable after = idTable(QStringLiteral("O7 O8 O9 | B10 B11 B12 | K5 R5 B5 | R1 R2 R3 R4"));
        const tr::TableLayout next = tr::followLayout(before, layout, after);
        QCOMPARE(next[0], (tr::TableCell{2, 3}));
        QCOMPARE(next[2], (tr::TableCell{0, 6}));
        QCOMPARE(next[3], (tr::TableCell{0, 0}));  // grew and still fits
        QCOMPARE(next[1], (tr::TableCell{0, 10})); // the first free place
        QVERIFY(tr::layoutFits(after, next));
        // In the before order: the run, the group, the orange run, then the new set.
        QCOMPARE(trtest::showIds(tr::alignedTable(before, after)),
                 QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 | O7 O8 O9 | B10 B11 B12"));
    }

    // Random plays on random tables: whatever a play does, the layout that
    // follows fits, and every set it left alone is where it was.
    void randomPlaysFollowed()
    {
        tr::Random random(20261125);
        for (int round = 0; round < 400; ++round) {
            tr::IdSet ids(tr::kTileCount);
            for (int i = 0; i < tr::kTileCount; ++i)
                ids[static_cast<std::size_t>(i)] = i;
            random.shuffle(ids);
            tr::IdTable before;
            std::size_t used = 0;
            const int sets = static_cast<int>(random.below(13));
            for (int s = 0; s < sets; ++s) {
                const std::size_t length = 3 + random.below(5);
                before.emplace_back(ids.begin() + static_cast<std::ptrdiff_t>(used),
                                    ids.begin() + static_cast<std::ptrdiff_t>(used + length));
                used += length;
            }
            const tr::TableLayout layout = tr::repairedLayout(before, {});
            QVERIFY(tr::layoutFits(before, layout));
            // The play: some sets changed (a tile moved or added), some new sets.
            tr::IdTable after = before;
            for (tr::IdSet& set : after) {
                if (random.below(3) == 0 && set.size() > 3) {
                    const tr::TileId moved = set.back();
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
            const tr::TableLayout next = tr::followLayout(before, layout, after);
            QVERIFY2(tr::layoutFits(after, next), qPrintable(showLayout(next)));
            for (std::size_t j = 0; j < after.size(); ++j)
                for (std::size_t i = 0; i < before.size(); ++i)
                    if (tr::sortedIds(after[j]) == tr::sortedIds(before[i]))
                        QCOMPARE(next[j], layout[i]);
        }
    }

    void aSetDroppedOnTheFeltLiesThere()
    {
        tr::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3"), QStringLiteral("K7 R7 B7 O1")), true, 30);
        QVERIFY(draft.apply({idSet(QStringLiteral("K7 R7 B7")), tr::DraftTarget::newSetAt({3, 9})}));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        // Growing keeps the first cell.
        QVERIFY(draft.apply({idSet(QStringLiteral("O1")), tr::DraftTarget::intoSet(0)}));
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        // Dropped on a free cell touching a set: the set is not covered.
        QVERIFY(draft.apply({idSet(QStringLiteral("B7")), tr::DraftTarget::newSetAt({3, 11})}));
        QVERIFY(tr::layoutFits(draft.table(), draft.layout()));
        QVERIFY(draft.undo());
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        QVERIFY(draft.undo());
        QVERIFY(draft.undo());
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0"));
        QVERIFY(draft.redo());
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:0 3:9"));
        // A cell outside the felt is refused.
        tr::DraftRefusal why;
        QVERIFY(!draft.apply({idSet(QStringLiteral("O1")), tr::DraftTarget::newSetAt({0, tr::kTableColumns})}, &why));
        QCOMPARE(why.kind, tr::DraftRefusal::Kind::NoCellOnTable);
    }

    void aWholeSetMovedToAnotherCell()
    {
        tr::TurnDraft draft(idPosition(QStringLiteral("R1 R2 R3 | K5 R5 B5"), QStringLiteral("O1")), true, 30);
        QVERIFY(draft.apply({idSet(QStringLiteral("R1 R2 R3")), tr::DraftTarget::newSetAt({4, 2})}));
        QVERIFY(draft.unchanged()); // the same sets in the same order: nothing played
        QCOMPARE(showLayout(draft.layout()), QStringLiteral("4:2 0:4"));
    }

    void aPlayShownMovesNoOtherSet()
    {
        // The group's right neighbour is one cell away: growing it would push
        // it with a person's move, but a play shown never moves another set.
        const tr::IdPosition start = idPosition(QStringLiteral("K5 R5 B5 | O7 O8 O9"), QStringLiteral("O5"));
        const tr::TableLayout layout{{0, 0}, {0, 4}};
        tr::TurnDraft shown(start, true, 30, layout);
        QVERIFY(shown.apply({idSet(QStringLiteral("O5")), tr::DraftTarget::intoSet(0)}, nullptr,
                            tr::LayoutRule::KeepOthers));
        QCOMPARE(shown.layout()[1], (tr::TableCell{0, 4}));
        QVERIFY(tr::layoutFits(shown.table(), shown.layout()));
        tr::TurnDraft person(start, true, 30, layout);
        QVERIFY(person.apply({idSet(QStringLiteral("O5")), tr::DraftTarget::intoSet(0)}));
        QCOMPARE(showLayout(person.layout()), QStringLiteral("0:0 0:5"));
    }

    // Tiles stay in their cells: a tile laid before a run's first tile goes
    // into the free cell on its left (the run starts there now), one laid
    // before a run with no room on its left keeps the run's first cell and
    // moves the rest along; tiles taken from a run's front leave the others
    // where they lay. By a person's move and by a play shown alike.
    void keptTilesStayInTheirCells()
    {
        const tr::IdPosition start =
            idPosition(QStringLiteral("R5 R6 R7 R8 | B2 B3 B4 | K9 K10 K11"), QStringLiteral("R4 B1 K8"));
        const tr::TableLayout layout{{0, 3}, {0, 8}, {1, 1}};
        for (const tr::LayoutRule rule : {tr::LayoutRule::MakeRoom, tr::LayoutRule::KeepOthers}) {
            tr::TurnDraft draft(start, true, 30, layout);
            // R4 before R5: into the free cell 0:2.
            QVERIFY(draft.apply({idSet(QStringLiteral("R4")), tr::DraftTarget::intoSet(0, 0)}, nullptr, rule));
            QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:8 1:1"));
            // B1 before B2: 0:7 would touch the reds' R8 at 0:6 (no empty cell
            // between), so the blues keep their first cell and grow right.
            QVERIFY(draft.apply({idSet(QStringLiteral("B1")), tr::DraftTarget::intoSet(1, 0)}, nullptr, rule));
            QCOMPARE(showLayout(draft.layout()), QStringLiteral("0:2 0:8 1:1"));
            // K8 dropped at the blacks' end: a valid run shows it first, so it
            // goes before K9, into the cell on the left.
            QVERIFY(draft.apply({idSet(QStringLiteral("K8")), tr::DraftTarget::intoSet(2)}, nullptr, rule));
            QCOMPARE(draft.layout()[2], (tr::TableCell{1, 0}));
            // R4 and R5 taken from the reds' front to a set of their own: R6 R7 R8 stay at 0:4..0:6.
            QVERIFY(draft.apply({idSet(QStringLiteral("R4 R5")), tr::DraftTarget::newSetAt({3, 0})}, nullptr, rule));
            QCOMPARE(draft.layout()[0], (tr::TableCell{0, 4}));
            QVERIFY(tr::layoutFits(draft.table(), draft.layout()));
        }
        // A play followed: the run that gave up its first tile keeps the rest in place.
        const tr::IdTable before = idPosition(QStringLiteral("O7 O8 O9 O10 | K5 R5 B5"), QString()).table;
        const tr::IdTable after = idPosition(QStringLiteral("O8 O9 O10 | K5 R5 B5 O7"), QString()).table;
        QCOMPARE(showLayout(tr::followLayout(before, {{0, 2}, {2, 0}}, after)), QStringLiteral("0:3 2:0"));
        // Sets that share no tile: the cell as it was.
        QCOMPARE(tr::anchoredCell(before[0], {0, 2}, before[1]), (tr::TableCell{0, 2}));
    }

    void aLayoutThatDoesNotFitIsRepaired()
    {
        const tr::IdTable table = setsOfLengths({3, 3, 3});
        const tr::TableLayout repaired = tr::repairedLayout(table, {{0, 0}, {0, 1}, {5, 5}});
        QCOMPARE(repaired[0], (tr::TableCell{0, 0}));
        QCOMPARE(repaired[2], (tr::TableCell{5, 5}));
        QVERIFY(tr::layoutFits(table, repaired));
        QVERIFY(tr::layoutFits(table, tr::repairedLayout(table, {})));
    }
};

QTEST_GUILESS_MAIN(TestTableLayout)
#include "test_table_layout.moc"
