#include "logged_game.h"

#include "meld.h"

#include <algorithm>

namespace tilerummy {

namespace {

// A table as sorted sets in sorted order: two tables of the same sets compare equal.
Table sortedTable(const Table& table)
{
    Table out;
    for (const Tiles& set : table)
        out.push_back(sortedTiles(set));
    std::sort(out.begin(), out.end());
    return out;
}

bool sameTiles(const Tiles& a, const Tiles& b)
{
    return TileCounts(a) == TileCounts(b);
}

bool fail(std::string* why, std::string text)
{
    if (why)
        *why = std::move(text);
    return false;
}

} // namespace

bool turnActionFromName(const std::string& name, TurnAction* action)
{
    for (TurnAction a : {TurnAction::Play, TurnAction::Draw, TurnAction::Pass, TurnAction::Penalty})
        if (turnActionName(a) == name) {
            *action = a;
            return true;
        }
    return false;
}

Tiles LoggedGame::tilesLaid(const LoggedTurn& turn)
{
    if (turn.action != TurnAction::Play)
        return {};
    TileCounts left(turn.after.rack);
    Tiles laid;
    for (Tile t : turn.before.rack) {
        if (left[t] > 0)
            left.add(t, -1);
        else
            laid.push_back(t);
    }
    return laid;
}

bool LoggedGame::deal(const Table& racks, int pool, int first, std::string* why)
{
    const int players = static_cast<int>(racks.size());
    if (players < kMinPlayers || players > kMaxPlayers)
        return fail(why, "a deal for " + std::to_string(players) + " players (" + std::to_string(kMinPlayers) + ".." +
                             std::to_string(kMaxPlayers) + ")");
    if (first < 0 || first >= players)
        return fail(why, "the first player " + std::to_string(first) + " is not one of the " + std::to_string(players));
    TileCounts dealt(racks);
    std::string box;
    if (!dealt.withinBox(&box))
        return fail(why, "the deal holds " + box);
    if (pool < 0 || dealt.total() + pool != kTileCount)
        return fail(why, "the racks (" + std::to_string(dealt.total()) + " tiles) and the pool (" +
                             std::to_string(pool) + ") are not the box's " + std::to_string(kTileCount));
    racks_ = racks;
    opened_.assign(racks.size(), false);
    table_.clear();
    pool_ = pool;
    next_ = first;
    return true;
}

bool LoggedGame::turn(const LoggedTurn& t, std::string* why)
{
    if (!dealt())
        return fail(why, "a turn before the deal");
    if (ended_)
        return fail(why, "a turn after the game's end");
    if (t.player != next_)
        return fail(why, "player " + std::to_string(t.player) + " plays, but it is player " + std::to_string(next_) +
                             "'s turn");
    const auto p = static_cast<std::size_t>(t.player);
    if (t.initialMeldDone != opened_[p])
        return fail(why, std::string("initialMeldDone is ") + (t.initialMeldDone ? "true" : "false") +
                             ", but the player has " + (opened_[p] ? "" : "not ") + "opened");
    if (sortedTable(t.before.table) != sortedTable(table_))
        return fail(why, "the table before the turn is not the one the last turn left");
    if (!sameTiles(t.before.rack, racks_[p]))
        return fail(why, "the rack before the turn is not the player's rack");

    const int drawn = static_cast<int>(t.after.rack.size()) - static_cast<int>(t.before.rack.size());
    switch (t.action) {
    case TurnAction::Play: {
        const TurnVerdict verdict = checkTurn({t.initialMeldDone, t.before, t.after}, rules_);
        if (!verdict.legal)
            return fail(why, "the play is not legal: " + verdict.reason);
        if (t.pool != pool_)
            return fail(why, "a play changed the pool");
        break;
    }
    case TurnAction::Draw:
    case TurnAction::Pass:
    case TurnAction::Penalty: {
        if (sortedTable(t.after.table) != sortedTable(t.before.table))
            return fail(why, "the table changed on a turn that laid nothing");
        const TileCounts gained = TileCounts(t.after.rack).minus(TileCounts(t.before.rack));
        if (!TileCounts(t.before.rack).isSubsetOf(TileCounts(t.after.rack)))
            return fail(why, "the rack lost tiles on a turn that laid nothing");
        if (t.action == TurnAction::Draw && pool_ == 0)
            return fail(why, "a draw from an empty pool");
        if (t.action == TurnAction::Pass && pool_ > 0)
            return fail(why, "a pass while the pool holds tiles");
        // A penalty: for an illegal end of turn, or for the time running out.
        const int want = t.action == TurnAction::Draw                           ? 1
                         : t.action == TurnAction::Pass                         ? 0
                         : drawn == std::min(pool_, rules_.timeoutPenaltyTiles) ? drawn
                                                                                : std::min(pool_, rules_.penaltyTiles);
        if (drawn != want)
            return fail(why, "the rack gained " + std::to_string(drawn) + " tiles, not " + std::to_string(want));
        TileCounts seen(table_);
        for (const Tiles& rack : racks_)
            seen.add(rack);
        seen.add(gained.tiles());
        std::string box;
        if (!seen.withinBox(&box))
            return fail(why, "the tiles drawn were not in the pool: " + box);
        if (t.pool != pool_ - drawn)
            return fail(why, "the pool is " + std::to_string(t.pool) + " after the turn, not " +
                                 std::to_string(pool_ - drawn));
        break;
    }
    }
    racks_[p] = t.after.rack;
    table_ = t.after.table;
    pool_ = t.pool;
    if (t.action == TurnAction::Play)
        opened_[p] = true;
    next_ = (t.player + 1) % static_cast<int>(racks_.size());
    return true;
}

bool LoggedGame::end(const Table& racks, std::string* why)
{
    if (!dealt())
        return fail(why, "an end before the deal");
    if (ended_)
        return fail(why, "the game has ended already");
    if (racks.size() != racks_.size())
        return fail(why,
                    "the end lists " + std::to_string(racks.size()) + " racks, not " + std::to_string(racks_.size()));
    for (std::size_t p = 0; p < racks.size(); ++p)
        if (!sameTiles(racks[p], racks_[p]))
            return fail(why, "player " + std::to_string(p) + "'s rack at the end is not the one the turns left");
    ended_ = true;
    return true;
}

} // namespace tilerummy
