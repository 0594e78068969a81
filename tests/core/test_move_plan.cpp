// Plans of drags from one position to another: hand-made turns with the exact
// moves expected, refused inputs, and properties over AI self-play turns and
// random rearrangements (the plan replays to `after` exactly, every move
// applies, sets that stay are not touched, and the plan is short).
#include "ai_player.h"
#include "draft_support.h"
#include "game.h"
#include "move_plan.h"
#include "random.h"
#include "test_scale.h"
#include "tile_ids.h"
#include "turn_draft.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <map>

using trtest::idPosition;
using trtest::idSet;
using trtest::idTable;
using trtest::showIds;
using trtest::showMoves;
using trtest::sortedIds;

Q_DECLARE_METATYPE(tilerummy::IdPosition)

namespace {

bool isWholeSetMove(const tilerummy::IdTable& table, const tilerummy::DraftMove& move)
{
    return move.target.kind == tilerummy::DraftTarget::Kind::NewSet &&
           std::find(table.begin(), table.end(), move.tiles) != table.end();
}

// Which tiles of `after` are not where they were: a rack tile now on the
// table, or a table tile at another (set, index).
int tilesMoved(const tilerummy::IdPosition& before, const tilerummy::IdPosition& after)
{
    std::map<tilerummy::TileId, std::pair<std::size_t, std::size_t>> place;
    for (std::size_t s = 0; s < before.table.size(); ++s)
        for (std::size_t i = 0; i < before.table[s].size(); ++i)
            place[before.table[s][i]] = {s, i};
    int moved = 0;
    for (std::size_t s = 0; s < after.table.size(); ++s) {
        for (std::size_t i = 0; i < after.table[s].size(); ++i) {
            const auto it = place.find(after.table[s][i]);
            if (it == place.end() || it->second != std::make_pair(s, i))
                ++moved;
        }
    }
    return moved;
}

struct PlanStats {
    int plans = 0;
    int moves = 0;
    int wholeSetMoves = 0;
    int maxMoves = 0;
    int rearranged = 0; // plans where a set of the table was changed or moved
};

// The sets that stay exactly as they were are in the same order after as before?
bool stayingSetsKeepOrder(const tilerummy::IdPosition& before, const tilerummy::IdPosition& after)
{
    std::vector<std::size_t> order;
    for (const auto& set : after.table) {
        const auto it = std::find(before.table.begin(), before.table.end(), set);
        if (it != before.table.end())
            order.push_back(static_cast<std::size_t>(it - before.table.begin()));
    }
    return std::is_sorted(order.begin(), order.end());
}

// Replays the plan on a draft and checks every property; a message when one
// fails. Sets that stay are never touched, unless they changed their order
// among themselves: then some of them move, but only whole.
QString checkPlan(const tilerummy::IdPosition& before, const tilerummy::IdPosition& after, PlanStats* stats)
{
    const bool unchangedKeepOrder = stayingSetsKeepOrder(before, after);
    const std::vector<tilerummy::DraftMove> moves = tilerummy::planMoves(before, after);
    const auto context = [&] {
        return QStringLiteral("\n  before: %1 / %2\n  after:  %3 / %4\n  moves:  %5")
            .arg(showIds(before.table), showIds(before.rack), showIds(after.table), showIds(after.rack),
                 showMoves(moves));
    };
    const bool same = before.table == after.table && sortedIds(before.rack) == sortedIds(after.rack);
    if (moves.empty() != same)
        return QLatin1String(same ? "moves where none were needed" : "no plan") + context();

    // The sets that stay exactly as they were.
    std::vector<char> stays(tilerummy::kTileCount, 0);
    for (const auto& set : after.table)
        if (std::find(before.table.begin(), before.table.end(), set) != before.table.end())
            for (tilerummy::TileId id : set)
                stays[static_cast<std::size_t>(id)] = 1;

    tilerummy::TurnDraft draft(before, true, 30);
    std::vector<int> timesMoved(tilerummy::kTileCount, 0);
    int wholeSets = 0;
    std::vector<char> formed(after.table.size(), 0); // the sets of after the plan went on from
    int forming = -1;
    for (std::size_t m = 0; m < moves.size(); ++m) {
        const tilerummy::DraftMove& move = moves[m];
        const bool whole = isWholeSetMove(draft.table(), move);
        wholeSets += whole ? 1 : 0;
        // Each set of after is formed by consecutive moves: once the plan
        // goes on to another set, it never comes back to one it left.
        if (const int into = tilerummy::setIndexOf(after.table, move.tiles.front()); !whole && into != forming) {
            if (into >= 0 && formed[static_cast<std::size_t>(into)])
                return QStringLiteral("move %1 comes back to a set it left").arg(m) + context();
            if (forming >= 0)
                formed[static_cast<std::size_t>(forming)] = 1;
            forming = into;
        }
        for (tilerummy::TileId id : move.tiles) {
            if (stays[static_cast<std::size_t>(id)] && (unchangedKeepOrder || !whole))
                return QStringLiteral("move %1 touches a set that stays").arg(m) + context();
            if (!whole && ++timesMoved[static_cast<std::size_t>(id)] > 1)
                return QStringLiteral("move %1 moves %2 a second time").arg(m).arg(trtest::tileName(id)) + context();
        }
        if (move.target.kind == tilerummy::DraftTarget::Kind::Rack)
            return QStringLiteral("move %1 goes to the rack").arg(m) + context();
        tilerummy::DraftRefusal why;
        if (!draft.apply(move, &why))
            return QStringLiteral("move %1 fails: %2")
                       .arg(m)
                       .arg(QLatin1String(tilerummy::draftRefusalName(why.kind))) +
                   context();
    }
    if (draft.table() != after.table)
        return QStringLiteral("the plan ends at %1").arg(showIds(draft.table())) + context();
    if (sortedIds(draft.rack()) != sortedIds(after.rack))
        return QStringLiteral("the plan leaves the rack %1").arg(showIds(draft.rack())) + context();
    // The rack tiles that stay keep their order.
    tilerummy::IdSet rackLeft;
    for (tilerummy::TileId id : before.rack)
        if (std::find(after.rack.begin(), after.rack.end(), id) != after.rack.end())
            rackLeft.push_back(id);
    if (draft.rack() != rackLeft)
        return QStringLiteral("the rack was re-ordered") + context();
    const int bound = tilesMoved(before, after) + static_cast<int>(after.table.size());
    if (static_cast<int>(moves.size()) > bound)
        return QStringLiteral("%1 moves, more than %2").arg(moves.size()).arg(bound) + context();
    if (wholeSets > static_cast<int>(after.table.size()))
        return QStringLiteral("%1 sets moved whole").arg(wholeSets) + context();
    if (stats) {
        ++stats->plans;
        stats->moves += static_cast<int>(moves.size());
        stats->wholeSetMoves += wholeSets;
        stats->maxMoves = std::max(stats->maxMoves, static_cast<int>(moves.size()));
        const bool tableKept = std::all_of(before.table.begin(), before.table.end(), [&](const tilerummy::IdSet& set) {
            return std::find(after.table.begin(), after.table.end(), set) != after.table.end();
        });
        stats->rearranged += tableKept ? 0 : 1;
    }
    return {};
}

// The first move, replayed, that brings tiles into a set while a joker that
// ends in another set still lies there (the table would show the joker as if
// it stayed: K5 into K4 J K6 reads K4 K5 K6 J); "" when none does.
QString tilesJoinALeavingJoker(const tilerummy::IdPosition& before, const tilerummy::IdPosition& after)
{
    const std::vector<tilerummy::DraftMove> moves = tilerummy::planMoves(before, after);
    tilerummy::TurnDraft draft(before, true, 30);
    for (std::size_t m = 0; m < moves.size(); ++m) {
        const tilerummy::DraftMove& move = moves[m];
        if (move.target.kind == tilerummy::DraftTarget::Kind::IntoSet) {
            const int into = tilerummy::setIndexOf(after.table, move.tiles.front());
            for (tilerummy::TileId id : draft.table()[static_cast<std::size_t>(move.target.set)])
                if (tilerummy::faceOf(id).isJoker() && tilerummy::setIndexOf(after.table, id) != into)
                    return QStringLiteral("move %1 (%2) joins a joker that leaves: %3 -> %4")
                        .arg(m)
                        .arg(showMoves(moves))
                        .arg(showIds(before.table), showIds(after.table));
        }
        if (!draft.apply(move))
            return QStringLiteral("move %1 fails").arg(m);
    }
    return {};
}

// Both jokers on the table, in different sets (they may go round in a ring,
// each set giving its joker to the other: then one set is filled first).
bool jokersMayRing(const tilerummy::IdPosition& before)
{
    const int first = tilerummy::setIndexOf(before.table, 2 * tilerummy::kNumberedFaces);
    const int second = tilerummy::setIndexOf(before.table, 2 * tilerummy::kNumberedFaces + 1);
    return first >= 0 && second >= 0 && first != second;
}

// A random rearrangement of a random position: some sets stay, the rest and
// some rack tiles are gathered, lightly shuffled and cut into new sets; the
// sets are then ordered (keeping the staying sets in their order, or not).
struct RandomTurn {
    tilerummy::IdPosition before;
    tilerummy::IdPosition after;
    bool unchangedKeepOrder = true;
};

RandomTurn randomTurn(tilerummy::Random& rng)
{
    RandomTurn out;
    std::vector<tilerummy::TileId> box = tilerummy::allTileIds();
    rng.shuffle(box);
    const std::size_t tableTiles = rng.below(50);
    const std::size_t rackTiles = 1 + rng.below(16);
    std::size_t next = 0;
    while (next < tableTiles) {
        const std::size_t size = std::min<std::size_t>(1 + rng.below(6), tableTiles - next);
        out.before.table.emplace_back(box.begin() + static_cast<std::ptrdiff_t>(next),
                                      box.begin() + static_cast<std::ptrdiff_t>(next + size));
        next += size;
    }
    out.before.rack.assign(box.begin() + static_cast<std::ptrdiff_t>(next),
                           box.begin() + static_cast<std::ptrdiff_t>(next + rackTiles));

    std::vector<tilerummy::IdSet> staying;
    tilerummy::IdSet pool;
    const std::uint32_t keepChance = rng.below(4); // of 4
    for (const auto& set : out.before.table) {
        if (rng.below(4) < keepChance)
            staying.push_back(set);
        else
            pool.insert(pool.end(), set.begin(), set.end());
    }
    const std::size_t played = rng.below(static_cast<std::uint32_t>(rackTiles) + 1);
    pool.insert(pool.end(), out.before.rack.begin(), out.before.rack.begin() + static_cast<std::ptrdiff_t>(played));
    out.after.rack.assign(out.before.rack.begin() + static_cast<std::ptrdiff_t>(played), out.before.rack.end());
    rng.shuffle(out.after.rack); // the plan keeps the rack's order; only the tiles count
    const std::uint32_t swaps = rng.below(static_cast<std::uint32_t>(pool.size()) + 1);
    for (std::uint32_t s = 0; s < swaps && pool.size() > 1; ++s)
        std::swap(pool[rng.below(static_cast<std::uint32_t>(pool.size()))],
                  pool[rng.below(static_cast<std::uint32_t>(pool.size()))]);
    std::vector<tilerummy::IdSet> made;
    for (std::size_t at = 0; at < pool.size();) {
        const std::size_t size = std::min<std::size_t>(1 + rng.below(7), pool.size() - at);
        made.emplace_back(pool.begin() + static_cast<std::ptrdiff_t>(at),
                          pool.begin() + static_cast<std::ptrdiff_t>(at + size));
        at += size;
    }
    // Order: the new sets shuffled in among the staying ones.
    out.unchangedKeepOrder = rng.below(3) != 0;
    if (!out.unchangedKeepOrder)
        rng.shuffle(staying);
    rng.shuffle(made);
    std::size_t s = 0, m = 0;
    while (s < staying.size() || m < made.size()) {
        const bool takeStaying =
            m == made.size() ||
            (s < staying.size() && rng.below(static_cast<std::uint32_t>(staying.size() + made.size())) <
                                       static_cast<std::uint32_t>(staying.size()));
        out.after.table.push_back(takeStaying ? staying[s++] : made[m++]);
    }
    out.unchangedKeepOrder = stayingSetsKeepOrder(out.before, out.after); // a shuffle may keep it
    return out;
}

} // namespace

class TestMovePlan : public QObject {
    Q_OBJECT

private slots:
    // Another screen's play shown on a draft as it stands: the tiles the
    // player took back go to the rack first, the sets end in the draft's
    // order, and each new set flies to its cell on that screen.
    void shownPlayTakesTilesBackAndKeepsTheOtherScreensCells()
    {
        const tilerummy::IdPosition start = idPosition("R1 R2 R3 | K5 R5 B5", "O7 O8 O9 R4");
        tilerummy::TurnDraft draft(start, true, 30, {{0, 0}, {2, 0}});
        // Mid-turn the player had laid O7 O8 O9; now they take them back and lay R4.
        QVERIFY(draft.apply({idSet("O7 O8 O9"), tilerummy::DraftTarget::newSetAt({4, 0})}, nullptr));
        const tilerummy::IdPosition after = idPosition("K5 R5 B5 | R1 R2 R3 R4", "O7 O8 O9");
        const tilerummy::TableLayout there{{2, 0}, {0, 0}}; // after's sets, on the other screen
        const tilerummy::ShownPlay shown = tilerummy::planShownPlay(draft, after, there);
        QCOMPARE(showIds(shown.aligned.table.front()), showIds(idSet("R1 R2 R3 R4")));
        QVERIFY(shown.layoutAtEnd == (tilerummy::TableLayout{{0, 0}, {2, 0}}));
        QVERIFY(!shown.moves.empty());
        QCOMPARE(showIds(shown.moves.front().tiles), showIds(idSet("O7 O8 O9")));
        QVERIFY(shown.moves.front().target.kind == tilerummy::DraftTarget::Kind::Rack);
        tilerummy::TurnDraft replayed = draft;
        for (const tilerummy::DraftMove& move : shown.moves)
            QVERIFY(replayed.apply(move, nullptr, tilerummy::LayoutRule::KeepOthers));
        QVERIFY(replayed.table() == shown.aligned.table);
        QVERIFY(sortedIds(replayed.rack()) == sortedIds(after.rack));

        // A new set goes to its cell on the other screen.
        tilerummy::TurnDraft fresh(start, true, 30, {{0, 0}, {2, 0}});
        const tilerummy::IdPosition laid = idPosition("R1 R2 R3 | K5 R5 B5 | O7 O8 O9", "R4");
        const tilerummy::ShownPlay placed =
            tilerummy::planShownPlay(fresh, laid, tilerummy::TableLayout{{0, 0}, {2, 0}, {5, 3}});
        QCOMPARE(placed.moves.size(), std::size_t{1});
        QVERIFY(placed.moves.front().target.cell == (tilerummy::TableCell{5, 3}));
        // Without the other screen's layout nothing is said of cells.
        QVERIFY(tilerummy::planShownPlay(fresh, laid).layoutAtEnd.empty());
    }

    // A play is shown a set at a time: a move goes on with the set the one
    // before formed, or begins the next set.
    void movesGoOnWithTheSetTheyForm()
    {
        const tilerummy::IdPosition before = idPosition("R4 R5 R6 | K9 B9 O9", "R3 R7 K8 B8 O8 R1");
        const tilerummy::IdPosition after = idPosition("R3 R4 R5 R6 R7 | K9 B9 O9 | K8 B8 O8", "R1");
        const std::vector<tilerummy::DraftMove> moves = tilerummy::planMoves(before, after);
        tilerummy::TurnDraft draft(before, true, 30);
        std::vector<bool> goesOn;
        for (std::size_t m = 0; m < moves.size(); ++m) {
            QVERIFY(draft.apply(moves[m], nullptr));
            if (m + 1 < moves.size())
                goesOn.push_back(tilerummy::continuesSet(draft.table(), moves[m], moves[m + 1]));
        }
        QCOMPARE(showMoves(moves), QStringLiteral("R3 -> set 0 at 0; R7 -> set 0 at 4; K8 B8 O8 -> new set 2"));
        QCOMPARE(goesOn, (std::vector<bool>{true, false}));
    }

    void handMade_data()
    {
        QTest::addColumn<QString>("beforeTable");
        QTest::addColumn<QString>("beforeRack");
        QTest::addColumn<QString>("afterTable");
        QTest::addColumn<QString>("afterRack");
        QTest::addColumn<QString>("moves");

        QTest::newRow("table unchanged: only rack tiles move") << "R1 R2 R3 | K5 R5 B5"
                                                               << "O7 O8 O9 R4 B1"
                                                               << "R1 R2 R3 R4 | K5 R5 B5 | O7 O8 O9"
                                                               << "B1"
                                                               << "R4 -> set 0 at 3; O7 O8 O9 -> new set 2";
        QTest::newRow("new sets first and last") << "K5 R5 B5"
                                                 << "O1 O2 O3 R10 R11 R12"
                                                 << "O1 O2 O3 | K5 R5 B5 | R10 R11 R12"
                                                 << ""
                                                 << "O1 O2 O3 -> new set 0; R10 R11 R12 -> new set 2";
        QTest::newRow("first meld on an empty table") << ""
                                                      << "K9 R9 B9 O1 O2 O3 J"
                                                      << "O1 O2 O3 J | K9 R9 B9"
                                                      << ""
                                                      << "O1 O2 O3 J -> new set 0; K9 R9 B9 -> new set 1";
        QTest::newRow("a run split around a rack tile") << "R1 R2 R3 R4 R5 R6 R7"
                                                        << "R4' K9"
                                                        << "R1 R2 R3 R4 | R4' R5 R6 R7"
                                                        << "K9"
                                                        << "R4' R5 R6 R7 -> new set 1";
        QTest::newRow("a run split, the rack tile in front") << "K3 K4 K5 K6 K7 K8 | O1 O2 O3"
                                                             << "K2 K5'"
                                                             << "K2 K3 K4 K5 | K5' K6 K7 K8 | O1 O2 O3"
                                                             << ""
                                                             << "K2 -> set 0 at 0; K5' K6 K7 K8 -> new set 1";
        // A freed joker leaves before the tile that takes its place comes in
        // (B5 into B4 J B6 first would read B4 B5 B6 J, the joker staying on).
        QTest::newRow("a group's joker swapped out") << "K7 R7 J | O1 O2 O3"
                                                     << "B7 O9 O10"
                                                     << "K7 R7 B7 | O1 O2 O3 | O9 O10 J"
                                                     << ""
                                                     << "O9 O10 J -> new set 2; B7 -> set 0 at 2";
        QTest::newRow("a run's joker swapped into a group") << "B4 J B6 | K9 R9 O9"
                                                            << "B5 O4 R4"
                                                            << "B4 B5 B6 | K9 R9 O9 | R4 O4 J"
                                                            << ""
                                                            << "R4 O4 J -> new set 2; B5 -> set 0 at 1";
        QTest::newRow("the lesson's joker won back") << "K4 J K6 | R10 R11 R12 | B1 B2 B3"
                                                     << "K5 B13 O13"
                                                     << "K4 K5 K6 | R10 R11 R12 | B1 B2 B3 | B13 O13 J"
                                                     << ""
                                                     << "B13 O13 J -> new set 3; K5 -> set 0 at 1";
        QTest::newRow("a joker won back while a run splits")
            << "R1 R2 R3 R4 R5 R6 R7 | O9 J O11 | B4 B5 B6 | K12 R12 B12"
            << "O10 K4"
            << "R1 R2 R3 | O9 O10 O11 | B4 B5 B6 | K12 R12 B12 | R5 R6 R7 | K4 R4 J"
            << ""
            << "R5 R6 R7 -> new set 4; K4 R4 J -> new set 5; O10 -> set 1 at 1";
        QTest::newRow("a joker that stays is not moved") << "R6 J R8 | K3 B3 O3"
                                                         << "R7 K13"
                                                         << "R6 R7 R8 J | K3 B3 O3"
                                                         << "K13"
                                                         << "R7 R8 -> set 0 at 1";
        QTest::newRow("sets re-ordered") << "R1 R2 R3 | K5 R5 B5 | O9 O10 O11"
                                         << "B13 O13 K13"
                                         << "O9 O10 O11 | R1 R2 R3 | K5 R5 B5 | K13 B13 O13"
                                         << ""
                                         << "K13 B13 O13 -> new set 2; O9 O10 O11 -> new set 0";
        QTest::newRow("a changed set moved, not the one that stays") << "R1 R2 R3 R4 | K5 R5 B5"
                                                                     << "O5 K1"
                                                                     << "K5 R5 B5 O5 | R1 R2 R3 R4"
                                                                     << "K1"
                                                                     << "O5 -> set 1 at 3; K5 R5 B5 O5 -> new set 0";
        QTest::newRow("a set's order mended in one move") << "R3 R5 R4"
                                                          << "R6"
                                                          << "R3 R4 R5 R6"
                                                          << ""
                                                          << "R5 R6 -> set 0 at 3";
        QTest::newRow("three groups to three runs")
            << "R1 B1 O1 | R2 B2 O2 | R3 B3 O3"
            << "K1 K2 K3"
            << "R1 R2 R3 | B1 B2 B3 | O1 O2 O3 | K1 K2 K3"
            << ""
            << "R2 R3 -> set 0 at 1; B1 -> set 1 at 0; B3 -> set 1 at 2; O1 O2 -> set 2 at 0; K1 K2 K3 -> new set 3";
        QTest::newRow("a set taken apart") << "R1 R2 R3 | K5 R5 B5 O5 | R7 R8 R9"
                                           << "R6 R4"
                                           << "K5 B5 O5 | R1 R2 R3 R4 R5 R6 R7 R8 R9"
                                           << ""
                                           << "R4 R5 R6 R7 R8 R9 -> set 0 at 3; K5 B5 O5 -> new set 0";
        QTest::newRow("two copies kept apart") << "R5 R6 R7 | R5' R6' R7'"
                                               << "R8"
                                               << "R5' R6' R7' R8 | R5 R6 R7"
                                               << ""
                                               << "R8 -> set 1 at 3; R5' R6' R7' R8 -> new set 0";
    }

    void handMade()
    {
        QFETCH(QString, beforeTable);
        QFETCH(QString, beforeRack);
        QFETCH(QString, afterTable);
        QFETCH(QString, afterRack);
        QFETCH(QString, moves);
        const tilerummy::IdPosition before = idPosition(beforeTable, beforeRack);
        const tilerummy::IdPosition after = idPosition(afterTable, afterRack);
        QCOMPARE(showMoves(tilerummy::planMoves(before, after)), moves);
        const QString failure = checkPlan(before, after, nullptr);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    // A joker won back (a tile takes its place) leaves its set before the
    // tile comes in, in the lessons' plays, AI games and random turns: no
    // table on the way shows it as if it stayed.
    void aFreedJokerLeavesBeforeItsPlaceIsFilled()
    {
        const std::vector<std::pair<QString, QString>> plays = {
            // joker-retrieve, joker-in-group, joker-and-split
            {"K4 J K6 | R10 R11 R12 | B1 B2 B3 / K5 B13 O13", "K4 K5 K6 | R10 R11 R12 | B1 B2 B3 | B13 O13 J"},
            {"K11 R11 J | B1 B2 B3 B4 | K7 R7 O7 / B11 O5 O6", "K11 R11 B11 | B1 B2 B3 B4 | K7 R7 O7 | O5 O6 J"},
            {"R1 R2 R3 R4 R5 R6 R7 | O9 J O11 | B4 B5 B6 | K12 R12 B12 / O10 K4",
             "R1 R2 R3 | O9 O10 O11 | B4 B5 B6 | K12 R12 B12 | R5 R6 R7 | K4 R4 J"},
            // The joker's new set first in the table, and one set giving a
            // joker to a set that gives its own to a third.
            {"K4 J K6 | O9 O10 O11 / K5 R2 R3", "R2 R3 J | K4 K5 K6 | O9 O10 O11"},
            {"K4 J K6 | B8 J' B10 / K5 B9 R1 R2", "K4 K5 K6 | B8 B9 B10 J | R1 R2 J'"},
        };
        for (const auto& [from, to] : plays) {
            const QStringList parts = from.split(QLatin1Char('/'));
            const tilerummy::IdPosition before = idPosition(parts[0], parts[1]);
            const tilerummy::IdPosition after = idPosition(to, QString());
            const QString failure = checkPlan(before, after, nullptr);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
            const QString joined = tilesJoinALeavingJoker(before, after);
            QVERIFY2(joined.isEmpty(), qPrintable(joined));
        }

        tilerummy::Random rng(2047);
        int withJoker = 0;
        for (int i = 0; i < 3000; ++i) {
            const RandomTurn turn = randomTurn(rng);
            if (jokersMayRing(turn.before))
                continue;
            withJoker += tilerummy::setIndexOf(turn.before.table, 2 * tilerummy::kNumberedFaces) >= 0 ||
                         tilerummy::setIndexOf(turn.before.table, 2 * tilerummy::kNumberedFaces + 1) >= 0;
            const QString joined = tilesJoinALeavingJoker(turn.before, turn.after);
            QVERIFY2(joined.isEmpty(), qPrintable(QStringLiteral("case %1: ").arg(i) + joined));
        }
        QVERIFY(withJoker > 100);
    }

    void refused_data()
    {
        QTest::addColumn<tilerummy::IdPosition>("before");
        QTest::addColumn<tilerummy::IdPosition>("after");
        const tilerummy::IdPosition start = idPosition(QStringLiteral("R1 R2 R3 | K5 R5 B5"), QStringLiteral("R4 O5"));
        QTest::newRow("nothing to do") << start << start;
        QTest::newRow("only the rack re-ordered")
            << start << idPosition(QStringLiteral("R1 R2 R3 | K5 R5 B5"), QStringLiteral("O5 R4"));
        QTest::newRow("a tile lost") << start << idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5"), QString());
        QTest::newRow("a tile made up") << start
                                        << idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 O5"),
                                                      QStringLiteral("K1"));
        QTest::newRow("another copy") << start << idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 O5'"), QString());
        QTest::newRow("a table tile to the rack")
            << start << idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 O5"), QStringLiteral("B5"));
        QTest::newRow("a tile twice") << start
                                      << idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 R4"), QStringLiteral("O5"));
        tilerummy::IdPosition emptySet = idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 O5"), QString());
        emptySet.table.insert(emptySet.table.begin() + 1, tilerummy::IdSet{});
        QTest::newRow("an empty set after") << start << emptySet;
        tilerummy::IdPosition emptyBefore = start;
        emptyBefore.table.push_back({});
        QTest::newRow("an empty set before")
            << emptyBefore << idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 O5"), QString());
        tilerummy::IdPosition notATile = start;
        notATile.rack.push_back(200);
        tilerummy::IdPosition notATileAfter = idPosition(QStringLiteral("R1 R2 R3 R4 | K5 R5 B5 O5"), QString());
        notATileAfter.rack.push_back(200);
        QTest::newRow("not a tile") << notATile << notATileAfter;
    }

    void refused()
    {
        QFETCH(tilerummy::IdPosition, before);
        QFETCH(tilerummy::IdPosition, after);
        const std::vector<tilerummy::DraftMove> moves = tilerummy::planMoves(before, after);
        QVERIFY2(moves.empty(), qPrintable(showMoves(moves)));
    }

    // Every play of seeded AI games: the plan replays each turn exactly.
    void selfPlayTurns()
    {
        QElapsedTimer timer;
        timer.start();
        PlanStats stats;
        int turns = 0;
        // 40 games of beginner and standard seats, then 2 with an expert (whose
        // look-ahead makes its games slower); under the sanitizers 6 and 1.
        const std::vector<std::vector<tilerummy::AiLevel>> tables = {
            {tilerummy::AiLevel::Standard, tilerummy::AiLevel::Standard},
            {tilerummy::AiLevel::Standard, tilerummy::AiLevel::Beginner, tilerummy::AiLevel::Standard},
            {tilerummy::AiLevel::Beginner, tilerummy::AiLevel::Standard, tilerummy::AiLevel::Standard,
             tilerummy::AiLevel::Beginner},
        };
        const std::vector<tilerummy::AiLevel> expertTable = {tilerummy::AiLevel::Expert, tilerummy::AiLevel::Standard};
        const int plainGames = trtest::volume(40, 6);
        const int games = plainGames + trtest::volume(2);
        for (int g = 0; g < games; ++g) {
            const auto& seats = g >= plainGames ? expertTable : tables[static_cast<std::size_t>(g) % tables.size()];
            // The expert's two games keep their seeds whatever the plain games' count.
            const std::uint64_t seed = tilerummy::deriveSeed(2024, g < plainGames ? g : 40 + g - plainGames);
            tilerummy::Game game(static_cast<int>(seats.size()), tilerummy::Rules{}, seed);
            std::vector<tilerummy::AiPlayer> ais;
            for (std::size_t p = 0; p < seats.size(); ++p)
                ais.emplace_back(seats[p], tilerummy::deriveSeed(seed, static_cast<int>(p)), 20000);
            while (!game.isOver() && game.turnNumber() < 400) {
                const int p = game.currentPlayer();
                const tilerummy::AiDecision d = ais[static_cast<std::size_t>(p)].decide(tilerummy::viewOf(game, p));
                tilerummy::TurnRecord record;
                if (d.play) {
                    const auto ids = tilerummy::assignIds({game.table(), game.rack(p)}, d.table);
                    QVERIFY(ids.has_value());
                    record = game.play(ids->table, ids->rack);
                } else {
                    record = game.drawOrPass();
                }
                if (record.action != tilerummy::TurnAction::Play)
                    continue;
                ++turns;
                const QString failure = checkPlan(record.before, record.after, &stats);
                QVERIFY2(failure.isEmpty(),
                         qPrintable(QStringLiteral("game %1 turn %2: ").arg(g).arg(turns) + failure));
            }
        }
        QVERIFY(turns > 12 * games);
        QVERIFY(stats.rearranged > turns / 4);
        qInfo("%d plays, %d with table sets changed: %d moves (%.2f a play, at most %d), %d of them whole sets; "
              "%lld ms",
              turns, stats.rearranged, stats.moves, static_cast<double>(stats.moves) / turns, stats.maxMoves,
              stats.wholeSetMoves, static_cast<long long>(timer.elapsed()));
    }

    // Random rearrangements, valid sets or not: the plan is always exact.
    void randomTurns()
    {
        QElapsedTimer timer;
        timer.start();
        tilerummy::Random rng(77);
        PlanStats stats;
        int reordered = 0;
        const int rounds = 3000;
        for (int i = 0; i < rounds; ++i) {
            const RandomTurn turn = randomTurn(rng);
            reordered += turn.unchangedKeepOrder ? 0 : 1;
            const QString failure = checkPlan(turn.before, turn.after, &stats);
            QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("case %1: ").arg(i) + failure));
        }
        QVERIFY(reordered > rounds / 10);
        qInfo("%d turns (%d with staying sets re-ordered): %d moves (at most %d), %d whole sets; %lld ms", stats.plans,
              reordered, stats.moves, stats.maxMoves, stats.wholeSetMoves, static_cast<long long>(timer.elapsed()));
    }
};

QTEST_GUILESS_MAIN(TestMovePlan)
#include "test_move_plan.moc"
