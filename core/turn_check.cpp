#include "turn_check.h"

#include "meld.h"

#include <algorithm>

namespace tilerummy {

namespace {

bool possible(const Position& p, const char* side, std::string* error)
{
    TileCounts counts(p.table);
    counts.add(p.rack);
    std::string why;
    if (!counts.withinBox(&why)) {
        if (error)
            *error = std::string(side) + ": " + why;
        return false;
    }
    return true;
}

// The values jokers stand for in a valid set, in its reading worth more (the
// set's kind; its canonical order puts a run's jokers where they stand).
std::vector<int> jokerValues(const Tiles& set)
{
    const SetAnalysis a = analyseSet(set);
    std::vector<int> values;
    if (a.kind == SetKind::Run) {
        int start = 0;
        for (std::size_t i = 0; i < a.canonical.size(); ++i) {
            if (!a.canonical[i].isJoker()) {
                start = a.canonical[i].value() - static_cast<int>(i);
                break;
            }
        }
        for (std::size_t i = 0; i < a.canonical.size(); ++i)
            if (a.canonical[i].isJoker())
                values.push_back(start + static_cast<int>(i));
        return values;
    }
    int value = 0;
    for (Tile t : set)
        if (!t.isJoker())
            value = t.value();
    for (Tile t : set)
        if (t.isJoker())
            values.push_back(value);
    return values;
}

} // namespace

std::string_view turnFaultName(TurnFault::Kind kind)
{
    switch (kind) {
    case TurnFault::Kind::None:
        return "none";
    case TurnFault::Kind::TileFromNowhere:
        return "tile-from-nowhere";
    case TurnFault::Kind::TileVanished:
        return "tile-vanished";
    case TurnFault::Kind::JokerBackToRack:
        return "joker-back-to-rack";
    case TurnFault::Kind::TileBackToRack:
        return "tile-back-to-rack";
    case TurnFault::Kind::NothingPlayed:
        return "nothing-played";
    case TurnFault::Kind::InvalidSet:
        return "invalid-set";
    case TurnFault::Kind::MeldTouchesTable:
        return "meld-touches-table";
    case TurnFault::Kind::MeldTooLow:
        return "meld-too-low";
    case TurnFault::Kind::NotTheTurnsTiles:
        return "not-the-turns-tiles";
    case TurnFault::Kind::TimeOut:
        return "time-out";
    }
    return "none";
}

int changedSets(const Table& before, const Table& after, std::vector<std::size_t>* fresh)
{
    std::vector<Tiles> remaining;
    for (const auto& set : before)
        remaining.push_back(sortedTiles(set));
    for (std::size_t i = 0; i < after.size(); ++i) {
        auto it = std::find(remaining.begin(), remaining.end(), sortedTiles(after[i]));
        if (it != remaining.end())
            remaining.erase(it);
        else if (fresh)
            fresh->push_back(i);
    }
    return static_cast<int>(remaining.size());
}

bool checkPossible(const TurnInput& turn, std::string* error)
{
    return possible(turn.before, "before", error) && possible(turn.after, "after", error);
}

namespace {
thread_local std::uint64_t checksRun = 0;
} // namespace

std::uint64_t turnChecksRun()
{
    return checksRun;
}

TurnVerdict checkTurn(const TurnInput& turn, const Rules& rules)
{
    ++checksRun;
    TurnVerdict v;
    const TileCounts beforeTable(turn.before.table);
    const TileCounts afterTable(turn.after.table);
    const TileCounts beforeRack(turn.before.rack);
    const TileCounts afterRack(turn.after.rack);
    TileCounts beforeAll = beforeTable;
    beforeAll.add(turn.before.rack);
    TileCounts afterAll = afterTable;
    afterAll.add(turn.after.rack);

    auto fail = [&](TurnFault::Kind kind, std::string reason) {
        v.legal = false;
        v.reason = std::move(reason);
        v.fault.kind = kind;
        return v;
    };

    if (!(beforeAll == afterAll)) {
        const TileCounts extra = afterAll.minus(beforeAll);
        for (int i = 0; i < kFaceKinds; ++i) {
            const Tile t = Tile::fromIndex(i);
            if (extra[t] == 0)
                continue;
            v.fault.tile = t;
            if (extra[t] > 0)
                return fail(TurnFault::Kind::TileFromNowhere, "tile " + t.notation() + " appeared from nowhere");
            return fail(TurnFault::Kind::TileVanished, "tile " + t.notation() + " vanished");
        }
    }
    if (!beforeTable.isSubsetOf(afterTable)) {
        for (int i = 0; i < kFaceKinds; ++i) {
            const Tile t = Tile::fromIndex(i);
            if (afterTable[t] < beforeTable[t]) {
                if (t.isJoker())
                    return fail(TurnFault::Kind::JokerBackToRack,
                                "a joker taken from the table must be played again in the same turn");
                v.fault.tile = t;
                return fail(TurnFault::Kind::TileBackToRack,
                            "tile " + t.notation() + " was taken from the table back to the rack");
            }
        }
    }
    const int played = beforeRack.total() - afterRack.total();
    if (played <= 0)
        return fail(TurnFault::Kind::NothingPlayed, "no tile was played from the rack");

    const TileCounts playedCounts = beforeRack.minus(afterRack);
    for (std::size_t i = 0; i < turn.after.table.size(); ++i) {
        const SetAnalysis a = analyseSet(turn.after.table[i]);
        if (!a.valid()) {
            v.invalidSet = static_cast<int>(i);
            v.fault.set = v.invalidSet;
            v.fault.setFault = classifySetFault(turn.after.table[i], playedCounts, turn.before.table);
            return fail(TurnFault::Kind::InvalidSet,
                        "set " + std::to_string(i + 1) + " (" + notation(turn.after.table[i]) + "): " + a.reason);
        }
    }

    // Meld points: the value of the rack tiles played, jokers as the tiles they
    // stand for. Played jokers take the lowest joker places on the table when
    // the table also holds jokers from before the turn.
    int points = 0;
    for (int i = 0; i < kNumberedFaces; ++i)
        points += playedCounts[Tile::fromIndex(i)] * Tile::fromIndex(i).value();

    if (!turn.initialMeldDone) {
        std::vector<std::size_t> fresh;
        if (changedSets(turn.before.table, turn.after.table, &fresh) > 0) {
            // The first new set that holds a tile from the table, if one does.
            for (std::size_t i : fresh) {
                if (!TileCounts(turn.after.table[i]).isSubsetOf(playedCounts)) {
                    v.fault.set = static_cast<int>(i);
                    break;
                }
            }
            return fail(TurnFault::Kind::MeldTouchesTable,
                        "before the initial meld the sets on the table must stay as they were; "
                        "new sets come from the rack only");
        }
        int meld = 0;
        for (std::size_t i : fresh)
            meld += analyseSet(turn.after.table[i]).meldValue;
        v.meldPoints = meld;
        if (meld < rules.initialMeld) {
            v.fault.points = meld;
            v.fault.needed = rules.initialMeld;
            v.fault.newSets = static_cast<int>(fresh.size());
            return fail(TurnFault::Kind::MeldTooLow, "the initial meld is worth " + std::to_string(meld) +
                                                         " points; it needs at least " +
                                                         std::to_string(rules.initialMeld));
        }
    } else {
        const int playedJokers = playedCounts[Tile::joker()];
        if (playedJokers > 0) {
            std::vector<int> values;
            for (const auto& set : turn.after.table) {
                auto jv = jokerValues(set);
                values.insert(values.end(), jv.begin(), jv.end());
            }
            std::sort(values.begin(), values.end());
            for (int j = 0; j < playedJokers && j < static_cast<int>(values.size()); ++j)
                points += values[static_cast<std::size_t>(j)];
        }
        v.meldPoints = points;
    }
    v.legal = true;
    v.reason = "legal: " + std::to_string(played) + (played == 1 ? " tile" : " tiles") + " played";
    return v;
}

} // namespace tilerummy
