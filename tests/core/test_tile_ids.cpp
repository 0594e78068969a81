// assignIds: a table of faces back to physical ids. Every table id stays on
// the table, unchanged sets keep their ids (in the order they lay), the rack
// keeps the rest.
#include "test_support.h"

#include "solver.h"
#include "tile_id_set.h"
#include "tile_ids.h"

#include <QtTest/QTest>

#include <algorithm>

using namespace tilerummy;
using trtest::show;

namespace {

// The id of a copy (0 or 1) of a face: ids 2f and 2f+1 carry face f.
TileId idOf(const char* face, int copy)
{
    return Tile::parse(face)->index() * kCopiesPerFace + copy;
}

IdSet sortedIds(IdSet ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}

IdSet allIds(const IdPosition& p)
{
    IdSet ids = p.rack;
    for (const auto& set : p.table)
        ids.insert(ids.end(), set.begin(), set.end());
    return sortedIds(ids);
}

// Checks every promise of assignIds for a successful assignment; returns an
// empty string or what went wrong.
QString checkAssignment(const IdPosition& before, const Table& after, const IdPosition& out)
{
    // The faces requested, set by set; a set kept as it lay may read in its own order.
    if (out.table.size() != after.size())
        return QStringLiteral("%1 sets, not the %2 requested").arg(out.table.size()).arg(after.size());
    for (std::size_t a = 0; a < after.size(); ++a) {
        const bool keptAsItLay =
            std::find(before.table.begin(), before.table.end(), out.table[a]) != before.table.end();
        const bool faces = keptAsItLay ? trtest::sorted(facesOf(out.table[a])) == trtest::sorted(after[a])
                                       : facesOf(out.table[a]) == after[a];
        if (!faces)
            return QStringLiteral("the faces %1 are not the requested %2").arg(show(facesOf(out.table)), show(after));
    }
    if (allIds(out) != allIds(before))
        return QStringLiteral("the ids are not the ones of the start");
    IdSet onTable;
    for (const auto& set : out.table)
        onTable.insert(onTable.end(), set.begin(), set.end());
    for (const auto& set : before.table)
        for (TileId id : set)
            if (std::find(onTable.begin(), onTable.end(), id) == onTable.end())
                return QStringLiteral("table id %1 left the table").arg(id);
    // The rack keeps its order.
    IdSet expectedRack;
    for (TileId id : before.rack)
        if (std::find(onTable.begin(), onTable.end(), id) == onTable.end())
            expectedRack.push_back(id);
    if (out.rack != expectedRack)
        return QStringLiteral("the rack lost its order");
    // Unchanged sets keep their ids: as many after-sets carry exactly the ids of
    // a before-set as there are after-sets with the faces of a before-set.
    std::vector<bool> used(before.table.size(), false);
    int sameFaces = 0;
    for (const auto& set : after) {
        for (std::size_t b = 0; b < before.table.size(); ++b) {
            if (!used[b] && trtest::sorted(facesOf(before.table[b])) == trtest::sorted(set)) {
                used[b] = true;
                ++sameFaces;
                break;
            }
        }
    }
    int sameIds = 0;
    std::vector<bool> usedIds(before.table.size(), false);
    for (const auto& set : out.table) {
        for (std::size_t b = 0; b < before.table.size(); ++b) {
            if (!usedIds[b] && sortedIds(before.table[b]) == sortedIds(set)) {
                usedIds[b] = true;
                ++sameIds;
                break;
            }
        }
    }
    if (sameIds != sameFaces)
        return QStringLiteral("%1 unchanged sets, but only %2 kept their ids").arg(sameFaces).arg(sameIds);
    return QString();
}

} // namespace

class TestTileIds : public QObject {
    Q_OBJECT

private slots:
    void idSetHoldsTheBoxsTilesOnce();
    void assign_data();
    void assign();
    void unchangedSetKeepsIdsAndItsOrder();
    void tableCopyStaysOnTable();
    void solverPlays_data();
    void solverPlays();
};

void TestTileIds::assign_data()
{
    QTest::addColumn<QString>("beforeTable");
    QTest::addColumn<QString>("beforeRack");
    QTest::addColumn<QString>("afterTable");
    QTest::addColumn<bool>("ok");

    QTest::newRow("add to a run") << "R3 R4 R5"
                                  << "R6 K1"
                                  << "R3 R4 R5 R6" << true;
    QTest::newRow("new set, old set untouched") << "R3 R4 R5"
                                                << "K1 K2 K3"
                                                << "R3 R4 R5 | K1 K2 K3" << true;
    QTest::newRow("split") << "R3 R4 R5 R6 R7 R8"
                           << "R5"
                           << "R3 R4 R5 | R5 R6 R7 R8" << true;
    QTest::newRow("same set twice, one changed") << "R3 R4 R5 | R3 R4 R5"
                                                 << "R6"
                                                 << "R3 R4 R5 | R3 R4 R5 R6" << true;
    QTest::newRow("joker retrieved") << "R7 J R9 | K1 K2 K3"
                                     << "R8 K2 B2"
                                     << "K1 K2 K3 | R7 R8 R9 | K2 B2 J" << true;
    QTest::newRow("table and rack share a face") << "K9 R9 B9 | R10 R11 R12"
                                                 << "O9 R9"
                                                 << "K9 B9 O9 | R9 R10 R11 R12" << true;
    QTest::newRow("unchanged set listed after a changed one") << "R5 R6 R7 | K5 R5 B5"
                                                              << "O5"
                                                              << "K5 R5 B5 O5 | R5 R6 R7" << true;
    QTest::newRow("two unchanged sets sharing faces, reordered") << "R5 R6 R7 | R5 R6 R7 R8 | K9 R9 B9"
                                                                 << "O9"
                                                                 << "K9 R9 B9 O9 | R5 R6 R7 R8 | R5 R6 R7" << true;
    QTest::newRow("rack copy stays on the rack") << "K5 R5 B5"
                                                 << "K5 O5"
                                                 << "K5 R5 B5 O5" << true;
    QTest::newRow("a face not there") << "R3 R4 R5"
                                      << "R6"
                                      << "R3 R4 R5 R6 R7" << false;
    QTest::newRow("a table tile left off") << "R3 R4 R5 R6"
                                           << "K1 K2 K3"
                                           << "R3 R4 R5 | K1 K2 K3" << false;
    QTest::newRow("a third copy") << "R5 R6 R7"
                                  << "R5"
                                  << "R5 R6 R7 | R5 R5" << false;
}

void TestTileIds::assign()
{
    QFETCH(QString, beforeTable);
    QFETCH(QString, beforeRack);
    QFETCH(QString, afterTable);
    QFETCH(bool, ok);

    trtest::IdMaker maker;
    IdPosition before;
    before.table = maker.ids(trtest::table(beforeTable));
    before.rack = maker.ids(trtest::tiles(beforeRack));
    const Table after = trtest::table(afterTable);

    std::string error;
    const auto out = assignIds(before, after, &error);
    QCOMPARE(out.has_value(), ok);
    if (!ok) {
        QVERIFY(!error.empty());
        return;
    }
    const QString problem = checkAssignment(before, after, *out);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestTileIds::unchangedSetKeepsIdsAndItsOrder()
{
    // R3 R4 R5 on the table are the second copies; the rack holds the first R3.
    IdPosition before;
    before.table = {{idOf("R3", 1), idOf("R4", 1), idOf("R5", 1)}, {idOf("R9", 0), idOf("R10", 0), idOf("R11", 0)}};
    before.rack = {idOf("R3", 0), idOf("R6", 0)};
    const Table after = trtest::table(QStringLiteral("R5 R3 R4 | R9 R10 R11 R6"));
    const auto out = assignIds(before, after);
    QVERIFY(out.has_value());
    // The unchanged set: the same ids, in the order they lay (not the play's R5 R3 R4).
    QCOMPARE(out->table[0], (IdSet{idOf("R3", 1), idOf("R4", 1), idOf("R5", 1)}));
    // A group the play lists in another order stays as it lay too.
    IdPosition group;
    group.table = {{idOf("O5", 0), idOf("B5", 0), idOf("R5", 0)}};
    group.rack = {idOf("K1", 0), idOf("K2", 0), idOf("K3", 0)};
    const auto laid = assignIds(group, trtest::table(QStringLiteral("K1 K2 K3 | R5 B5 O5")));
    QVERIFY(laid.has_value());
    QCOMPARE(laid->table[1], group.table[0]);
    QCOMPARE(out->table[1], (IdSet{idOf("R9", 0), idOf("R10", 0), idOf("R11", 0), idOf("R6", 0)}));
    QCOMPARE(out->rack, (IdSet{idOf("R3", 0)}));
}

void TestTileIds::tableCopyStaysOnTable()
{
    // R5 is on the table (second copy) and on the rack (first copy). The table's
    // R5 moves to a new group; the rack's R5 stays on the rack.
    IdPosition before;
    before.table = {{idOf("R5", 1), idOf("R6", 0), idOf("R7", 0), idOf("R8", 0)}};
    before.rack = {idOf("R5", 0), idOf("K5", 0), idOf("B5", 0)};
    const auto out = assignIds(before, trtest::table(QStringLiteral("R6 R7 R8 | K5 R5 B5")));
    QVERIFY(out.has_value());
    QCOMPARE(out->table[1], (IdSet{idOf("K5", 0), idOf("R5", 1), idOf("B5", 0)}));
    QCOMPARE(out->rack, (IdSet{idOf("R5", 0)}));

    // Both copies of R5 placed: fine (assignIds does not judge the sets).
    QVERIFY(assignIds(before, trtest::table(QStringLiteral("R6 R7 R8 | K5 R5 B5 | R5"))).has_value());
    // R8 left off the table: no assignment.
    std::string error;
    QVERIFY(!assignIds(before, trtest::table(QStringLiteral("R5 R6 R7 | K5 R5 B5")), &error).has_value());
    QVERIFY(!error.empty());
}

void TestTileIds::solverPlays_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("rack");

    QTest::newRow("split") << "R3 R4 R5 R6 R7 R8 | K9 R9 B9"
                           << "R5 O9 K10 K11";
    QTest::newRow("joker") << "R7 J R9 | K3 R3 B3 O3"
                           << "R8 K2 K4 B2";
    QTest::newRow("multiple split") << "R4 R5 R6 R7 R8 R9 R10 | K4 K5 K6 K7 K8 K9 K10"
                                    << "B7 R7 K7 O7 J";
    QTest::newRow("duplicates") << "R3 R4 R5 | R3 R4 R5 | K6 B6 O6"
                                << "R6 R7 R2 J";
}

void TestTileIds::solverPlays()
{
    // The solver's answers, however rearranged, get ids that keep every table
    // tile on the table.
    QFETCH(QString, table);
    QFETCH(QString, rack);
    SolveRequest req;
    req.table = trtest::table(table);
    req.rack = trtest::tiles(rack);
    const SolveResult result = solve(req);
    QVERIFY(result.tilesPlaced > 0);

    trtest::IdMaker maker;
    IdPosition before;
    before.table = maker.ids(req.table);
    before.rack = maker.ids(req.rack);
    std::string error;
    const auto out = assignIds(before, result.table, &error);
    QVERIFY2(out.has_value(), error.c_str());
    const QString problem = checkAssignment(before, result.table, *out);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(show(trtest::sorted(facesOf(out->rack))), show(trtest::sorted(trtest::without(req.rack, result.placed))));
}

// The one mask of tile ids: each tile of the box once, nothing outside it.
void TestTileIds::idSetHoldsTheBoxsTilesOnce()
{
    using tilerummy::TileIdSet;
    TileIdSet set;
    QVERIFY(set.empty());
    QVERIFY(set.insert(0));
    QVERIFY(set.insert(tilerummy::kTileCount - 1));
    QVERIFY(!set.insert(0)); // once
    QVERIFY(!set.insert(-1));
    QVERIFY(!set.insert(tilerummy::kTileCount)); // not of the box
    QCOMPARE(set.size(), 2);
    QVERIFY(set.contains(0) && set.contains(tilerummy::kTileCount - 1));
    QVERIFY(!set.contains(1) && !set.contains(-1) && !set.contains(tilerummy::kTileCount));
    set.erase(0);
    set.erase(500); // nothing
    QVERIFY(!set.contains(0));
    QCOMPARE(set.size(), 1);

    const tilerummy::IdTable table{{1, 2, 3}, {4, 5, 6}};
    TileIdSet all(table);
    QCOMPARE(all.size(), 6);
    QVERIFY(!all.insertAll(tilerummy::IdSet{7, 3})); // 3 is there: false, 7 added all the same
    QVERIFY(all.contains(7));
    QVERIFY(TileIdSet(tilerummy::IdSet{6, 5, 4, 3, 2, 1}) == TileIdSet(table));
    TileIdSet box;
    for (int id = 0; id < tilerummy::kTileCount; ++id)
        QVERIFY(box.insert(id));
    QCOMPARE(box.size(), tilerummy::kTileCount);
}

QTEST_APPLESS_MAIN(TestTileIds)
#include "test_tile_ids.moc"
