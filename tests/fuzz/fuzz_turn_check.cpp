// Fuzz target: the turn check (checkTurn of core/turn_check.h). The bytes
// build a turn: a table of sets (runs, groups or any tiles) and a rack before
// it, and the table and rack after it as the before side changed by moves
// (rack tile to a set, tile between sets, table tile to the rack, split,
// join, a tile made up or lost, a set reordered), with initialMeldDone and
// the initial meld's points.
//  The verdict must be the one the rules give, worked out here apart from the
//  engine: legal iff no tile was made up or lost, no table tile went back to
//  the rack, at least one rack tile was played, every set on the table after
//  it is a run or group (by the slow reading of fuzz_support.h), and, before
//  the initial meld, every set of the table before is still there and the new
//  sets are worth at least the initial meld. An illegal verdict names the
//  first rule broken, in that order, with its tile, set or points; a legal one
//  has the meld points of the new sets (before the initial meld) or of the
//  rack tiles played, jokers as the lowest values they stand for (after it).
#include "fuzz_support.h"
#include "meld.h"
#include "set_fault.h"
#include "turn_check.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace {

using Kind = tilerummy::TurnFault::Kind;

tilerummy::Tiles makeSet(fuzz::Bytes& in)
{
    tilerummy::Tiles set;
    switch (in.range(0, 3)) {
    case 0: { // a run, perhaps with jokers in it
        const auto colour = static_cast<tilerummy::Colour>(in.range(0, 3));
        const int length = in.range(3, 6);
        const int start = in.range(1, tilerummy::kMaxValue - length + 1);
        for (int v = start; v < start + length; ++v)
            set.push_back(tilerummy::Tile::numbered(colour, v));
        break;
    }
    case 1: { // a group
        const int value = in.range(1, tilerummy::kMaxValue);
        const int size = in.range(3, 4);
        const int skip = in.range(0, 3); // the colour left out of a group of three
        for (int c = 0; c < tilerummy::kColours; ++c)
            if (size == 4 || c != skip)
                set.push_back(tilerummy::Tile::numbered(static_cast<tilerummy::Colour>(c), value));
        break;
    }
    default: { // any tiles
        const int size = in.range(0, 6);
        for (int i = 0; i < size; ++i)
            set.push_back(in.tile());
    }
    }
    if (!set.empty() && in.range(0, 3) == 0)
        set[static_cast<std::size_t>(in.range(0, static_cast<int>(set.size()) - 1))] = tilerummy::Tile::joker();
    return set;
}

tilerummy::TurnInput makeTurn(fuzz::Bytes& in, tilerummy::Rules* rules)
{
    tilerummy::TurnInput turn;
    turn.initialMeldDone = in.flag();
    rules->initialMeld = in.range(0, 60);
    const int sets = in.range(0, 6);
    for (int i = 0; i < sets; ++i)
        turn.before.table.push_back(makeSet(in));
    const int rackSize = in.range(0, 12);
    for (int i = 0; i < rackSize; ++i)
        turn.before.rack.push_back(in.tile());

    turn.after = turn.before;
    tilerummy::Table& table = turn.after.table;
    tilerummy::Tiles& rack = turn.after.rack;
    auto pick = [&in](std::size_t size) { return static_cast<std::size_t>(in.range(0, 255) % size); };
    // The set a tile goes to: one of the table's or a new one.
    auto target = [&]() -> tilerummy::Tiles& {
        const std::size_t i = static_cast<std::size_t>(in.range(0, 255)) % (table.size() + 1);
        if (i == table.size())
            table.emplace_back();
        return table[i];
    };
    auto takeFromTable = [&](tilerummy::Tile* tile) {
        if (table.empty())
            return false;
        tilerummy::Tiles& from = table[pick(table.size())];
        if (from.empty())
            return false;
        const std::size_t at = pick(from.size());
        *tile = from[at];
        from.erase(from.begin() + static_cast<std::ptrdiff_t>(at));
        return true;
    };
    const int moves = in.range(0, 10);
    for (int m = 0; m < moves && !in.empty(); ++m) {
        tilerummy::Tile tile;
        switch (in.range(0, 9)) {
        case 0:
        case 1:
        case 2: // a rack tile to a set
            if (!rack.empty()) {
                const std::size_t at = pick(rack.size());
                tile = rack[at];
                rack.erase(rack.begin() + static_cast<std::ptrdiff_t>(at));
                target().push_back(tile);
            }
            break;
        case 3:
        case 4: // a table tile to another set
            if (takeFromTable(&tile))
                target().push_back(tile);
            break;
        case 5: // a table tile back to the rack
            if (takeFromTable(&tile))
                rack.push_back(tile);
            break;
        case 6: // a set split in two
            if (!table.empty()) {
                tilerummy::Tiles& set = table[pick(table.size())];
                const std::size_t at = pick(set.size() + 1);
                tilerummy::Tiles tail(set.begin() + static_cast<std::ptrdiff_t>(at), set.end());
                set.resize(at);
                table.push_back(std::move(tail));
            }
            break;
        case 7: // two sets joined
            if (table.size() >= 2) {
                const std::size_t a = pick(table.size());
                const std::size_t b = pick(table.size());
                if (a != b) {
                    table[a].insert(table[a].end(), table[b].begin(), table[b].end());
                    table.erase(table.begin() + static_cast<std::ptrdiff_t>(b));
                }
            }
            break;
        case 8: // a tile made up (on the table or the rack) or lost
            if (in.flag())
                (in.flag() ? rack : target()).push_back(in.tile());
            else
                takeFromTable(&tile);
            break;
        default: // a set reordered, or the table's sets
            if (!table.empty()) {
                tilerummy::Tiles& set = table[pick(table.size())];
                if (set.size() >= 2)
                    std::swap(set[pick(set.size())], set[pick(set.size())]);
                std::swap(table[pick(table.size())], table[pick(table.size())]);
            }
        }
    }
    if (in.flag()) // most turns end without empty sets
        std::erase_if(table, [](const tilerummy::Tiles& set) { return set.empty(); });
    return turn;
}

std::string shown(const tilerummy::TurnInput& turn)
{
    return std::string(turn.initialMeldDone ? "after the initial meld" : "before the initial meld") +
           "\nbefore: " + fuzz::describe(turn.before.table) + "| " + tilerummy::notation(turn.before.rack) +
           "\nafter:  " + fuzz::describe(turn.after.table) + "| " + tilerummy::notation(turn.after.rack);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::Bytes in(data, size);
    tilerummy::Rules rules;
    const tilerummy::TurnInput turn = makeTurn(in, &rules);
    const tilerummy::TurnVerdict v = tilerummy::checkTurn(turn, rules);
    const std::string what = shown(turn) + "\nverdict: " + (v.legal ? "legal" : "illegal") + " (" +
                             std::string(tilerummy::turnFaultName(v.fault.kind)) + "): " + v.reason;

    // The facts, worked out apart from the engine.
    tilerummy::TileCounts beforeTable(turn.before.table), afterTable(turn.after.table);
    tilerummy::TileCounts beforeAll = beforeTable, afterAll = afterTable;
    beforeAll.add(turn.before.rack);
    afterAll.add(turn.after.rack);
    Kind expected = Kind::None;
    tilerummy::Tile expectedTile;
    int expectedSet = -1;
    for (int i = 0; i < tilerummy::kFaceKinds && expected == Kind::None; ++i) {
        const tilerummy::Tile t = tilerummy::Tile::fromIndex(i);
        if (afterAll[t] != beforeAll[t]) {
            expected = afterAll[t] > beforeAll[t] ? Kind::TileFromNowhere : Kind::TileVanished;
            expectedTile = t;
        }
    }
    for (int i = 0; i < tilerummy::kFaceKinds && expected == Kind::None; ++i) {
        const tilerummy::Tile t = tilerummy::Tile::fromIndex(i);
        if (afterTable[t] < beforeTable[t]) {
            expected = t.isJoker() ? Kind::JokerBackToRack : Kind::TileBackToRack;
            expectedTile = t.isJoker() ? tilerummy::Tile() : t;
        }
    }
    const int played = static_cast<int>(turn.before.rack.size()) - static_cast<int>(turn.after.rack.size());
    if (expected == Kind::None && played <= 0)
        expected = Kind::NothingPlayed;
    for (std::size_t i = 0; i < turn.after.table.size() && expected == Kind::None; ++i) {
        if (!fuzz::setFacts(turn.after.table[i]).valid()) {
            expected = Kind::InvalidSet;
            expectedSet = static_cast<int>(i);
        }
    }
    // Before the initial meld: which sets of the table before are still there, which sets are new.
    std::map<tilerummy::Tiles, int> kept;
    for (const auto& set : turn.before.table)
        ++kept[tilerummy::sortedTiles(set)];
    std::vector<std::size_t> fresh;
    for (std::size_t i = 0; i < turn.after.table.size(); ++i) {
        auto it = kept.find(tilerummy::sortedTiles(turn.after.table[i]));
        if (it != kept.end() && it->second > 0)
            --it->second;
        else
            fresh.push_back(i);
    }
    int broken = 0;
    for (const auto& [set, n] : kept)
        broken += n;
    int meld = 0;
    for (std::size_t i : fresh)
        meld += fuzz::setFacts(turn.after.table[i]).meldValue();
    std::vector<std::size_t> engineFresh;
    FUZZ_CHECK(tilerummy::changedSets(turn.before.table, turn.after.table, &engineFresh) == broken &&
                   engineFresh == fresh,
               "changedSets: " + what);
    if (expected == Kind::None && !turn.initialMeldDone)
        expected = broken > 0 ? Kind::MeldTouchesTable : meld < rules.initialMeld ? Kind::MeldTooLow : Kind::None;

    FUZZ_CHECK(v.legal == (expected == Kind::None),
               "expected " + std::string(tilerummy::turnFaultName(expected)) + "\n" + what);
    FUZZ_CHECK(v.fault.kind == expected, "expected " + std::string(tilerummy::turnFaultName(expected)) + "\n" + what);
    FUZZ_CHECK(!v.reason.empty(), "a verdict without a reason\n" + what);
    switch (expected) {
    case Kind::TileFromNowhere:
    case Kind::TileVanished:
    case Kind::TileBackToRack:
        FUZZ_CHECK(v.fault.tile == expectedTile, "expected the tile " + expectedTile.notation() + "\n" + what);
        break;
    case Kind::InvalidSet:
        FUZZ_CHECK(v.invalidSet == expectedSet && v.fault.set == expectedSet,
                   "expected set " + std::to_string(expectedSet) + "\n" + what);
        FUZZ_CHECK(!v.fault.setFault.valid(), "an invalid set with no set fault\n" + what);
        break;
    case Kind::MeldTooLow:
        FUZZ_CHECK(v.fault.points == meld && v.fault.needed == rules.initialMeld &&
                       v.fault.newSets == static_cast<int>(fresh.size()),
                   "expected a meld of " + std::to_string(meld) + " in " + std::to_string(fresh.size()) + " sets\n" +
                       what);
        break;
    case Kind::None:
        FUZZ_CHECK(v.invalidSet == -1, "a legal turn with an invalid set\n" + what);
        if (!turn.initialMeldDone) {
            FUZZ_CHECK(v.meldPoints == meld, "expected meld points " + std::to_string(meld) + "\n" + what);
        } else {
            // The rack tiles played, each joker played as the lowest value a joker stands for on the
            // table after the turn (a run's jokers in the highest places the run allows, a group's
            // as its value; a set that reads both ways as the reading worth more, a run on a tie).
            const tilerummy::TileCounts playedCounts =
                tilerummy::TileCounts(turn.before.rack).minus(tilerummy::TileCounts(turn.after.rack));
            int points = 0;
            for (int i = 0; i < tilerummy::kNumberedFaces; ++i)
                points += playedCounts[tilerummy::Tile::fromIndex(i)] * tilerummy::Tile::fromIndex(i).value();
            std::vector<int> jokerValues;
            for (const auto& set : turn.after.table) {
                const fuzz::SetFacts facts = fuzz::setFacts(set);
                std::vector<int> values; // the set's numbered values
                for (tilerummy::Tile t : set)
                    if (!t.isJoker())
                        values.push_back(t.value());
                const int n = static_cast<int>(set.size());
                if (facts.canBeRun && facts.bestRun >= facts.bestGroup) {
                    const int start = (facts.bestRun - n * (n - 1) / 2) / n;
                    for (int v = start; v < start + n; ++v)
                        if (std::find(values.begin(), values.end(), v) == values.end())
                            jokerValues.push_back(v);
                } else {
                    for (int j = 0; j < n - static_cast<int>(values.size()); ++j)
                        jokerValues.push_back(values.front());
                }
            }
            std::sort(jokerValues.begin(), jokerValues.end());
            const int jokers = playedCounts[tilerummy::Tile::joker()];
            for (int j = 0; j < jokers && j < static_cast<int>(jokerValues.size()); ++j)
                points += jokerValues[static_cast<std::size_t>(j)];
            FUZZ_CHECK(v.meldPoints == points, "meld points " + std::to_string(v.meldPoints) + ", expected " +
                                                   std::to_string(points) + "\n" + what);
        }
        break;
    default:
        break;
    }
    // Every set's fault, as the window shows it: valid iff the set is.
    const tilerummy::TileCounts playedCounts =
        tilerummy::TileCounts(turn.before.rack).minus(tilerummy::TileCounts(turn.after.rack));
    for (const auto& set : turn.after.table) {
        const tilerummy::SetFault fault = tilerummy::classifySetFault(set, playedCounts, turn.before.table);
        FUZZ_CHECK(fault.valid() == fuzz::setFacts(set).valid(), "classifySetFault " +
                                                                     std::string(tilerummy::setFaultName(fault.kind)) +
                                                                     " for " + tilerummy::notation(set));
    }
    return 0;
}
