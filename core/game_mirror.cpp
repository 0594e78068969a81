// A seat's copy of a game another machine hosts (game.h: Game::mirror,
// applyHostTurn, endAsHostSays). The tiles the seat cannot see stand in by
// ids it has not seen; a turn of the host first moves the ids it names (laid
// by a player, drawn by this seat) to where the host says they were, by
// swapping them with stand-ins, so that every tile the seat has seen is where
// it saw it and the counts are the host's.
#include "game.h"
#include "tile_id_set.h"

#include <algorithm>

namespace tilerummy {

namespace {

bool fail(std::string* error, const std::string& why)
{
    if (error)
        *error = why;
    return false;
}

} // namespace

std::optional<Game> Game::mirror(const SeatSnapshot& s, std::string* error)
{
    const int players = static_cast<int>(s.rackCounts.size());
    if (players < kMinPlayers || players > kMaxPlayers || s.meldDone.size() != s.rackCounts.size() ||
        s.seat < kBystander || s.seat >= players || s.current < 0 || s.current >= players || s.first < 0 ||
        s.first >= players || s.turns < 0 || s.pool < 0) {
        fail(error, "the seat's view does not describe a game of " + std::to_string(kMinPlayers) + " to " +
                        std::to_string(kMaxPlayers) + " seats");
        return std::nullopt;
    }
    TileIdSet seen;
    int visible = 0;
    auto see = [&](TileId id) {
        if (!seen.insert(id))
            return false;
        ++visible;
        return true;
    };
    for (const IdSet& set : s.table)
        for (TileId id : set)
            if (!see(id)) {
                fail(error, "a tile on the table is not a tile of the box, or is there twice");
                return std::nullopt;
            }
    for (TileId id : s.rack)
        if (!see(id)) {
            fail(error, "a tile of the rack is not a tile of the box, or is also on the table");
            return std::nullopt;
        }
    int hidden = s.pool;
    for (int p = 0; p < players; ++p)
        if (p != s.seat)
            hidden += s.rackCounts[static_cast<std::size_t>(p)];
    const int ownCount = s.seat == kBystander ? 0 : s.rackCounts[static_cast<std::size_t>(s.seat)];
    if (ownCount != static_cast<int>(s.rack.size()) || visible + hidden != kTileCount) {
        fail(error, "the counts of the racks and the pool do not add up to the box");
        return std::nullopt;
    }

    Game g;
    g.rules_ = s.rules;
    g.table_ = s.table;
    g.racks_.assign(static_cast<std::size_t>(players), {});
    g.meldDone_.assign(static_cast<std::size_t>(players), 0);
    for (int p = 0; p < players; ++p)
        g.meldDone_[static_cast<std::size_t>(p)] = s.meldDone[static_cast<std::size_t>(p)] ? 1 : 0;
    // The tiles not seen, in order: the other racks first, then the pool.
    IdSet unseen;
    for (TileId id = 0; id < kTileCount; ++id)
        if (!seen.contains(id))
            unseen.push_back(id);
    std::size_t next = 0;
    for (int p = 0; p < players; ++p) {
        if (p == s.seat) {
            g.racks_[static_cast<std::size_t>(p)] = s.rack;
            continue;
        }
        for (int i = 0; i < s.rackCounts[static_cast<std::size_t>(p)]; ++i)
            g.racks_[static_cast<std::size_t>(p)].push_back(unseen[next++]);
    }
    g.pool_.assign(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    g.first_ = s.first;
    g.current_ = s.current;
    g.turns_ = s.turns;
    g.mirror_ = true;
    g.mirrorSeat_ = s.seat;
    return g;
}

const IdSet& Game::ownRack() const
{
    static const IdSet none;
    return mirrorSeat_ == kBystander ? none : racks_[static_cast<std::size_t>(mirrorSeat_)];
}

TileId* Game::slotOf(TileId id)
{
    for (IdSet& rack : racks_)
        for (TileId& slot : rack)
            if (slot == id)
                return &slot;
    for (TileId& slot : pool_)
        if (slot == id)
            return &slot;
    return nullptr;
}

void Game::swapIds(TileId a, TileId b)
{
    TileId* slotA = slotOf(a);
    TileId* slotB = slotOf(b);
    if (slotA && slotB)
        std::swap(*slotA, *slotB);
}

std::optional<TurnRecord> Game::applyHostTurn(const HostTurn& turn, std::string* error)
{
    if (!isMirror() || isOver() || turn.player != current_) {
        fail(error, "a turn of a player whose turn it is not here");
        return std::nullopt;
    }
    const int player = turn.player;
    const bool mine = player == mirrorSeat_;
    IdSet& rack = racks_[static_cast<std::size_t>(player)];
    const IdSet& own = ownRack();
    auto ownHas = [&own](TileId id) { return std::find(own.begin(), own.end(), id) != own.end(); };

    if (turn.action == TurnAction::Play) {
        TileIdSet onTable;
        if (!onTable.insertAll(turn.table)) {
            fail(error, "the host's table holds a tile twice, or no tile of the box");
            return std::nullopt;
        }
        const TileIdSet wasOnTable(table_);
        for (const IdSet& set : table_)
            for (TileId id : set) {
                if (!onTable.contains(id)) {
                    fail(error, "a tile left the table in a play");
                    return std::nullopt;
                }
            }
        IdSet laid;
        for (const IdSet& set : turn.table)
            for (TileId id : set)
                if (!wasOnTable.contains(id))
                    laid.push_back(id);
        if (laid.empty() || laid.size() > rack.size()) {
            fail(error, "a play that lays no tile, or more than the player holds");
            return std::nullopt;
        }
        for (TileId id : laid) {
            const bool inRack = std::find(rack.begin(), rack.end(), id) != rack.end();
            if (mine ? !inRack : ownHas(id)) {
                fail(error,
                     mine ? "this seat laid a tile it does not hold" : "another player laid a tile of this seat");
                return std::nullopt;
            }
        }
        // Each laid tile the player's stand-ins do not hold changes place with a stand-in they hold.
        if (!mine)
            holdInRack(player, laid);
        const IdSet after = rackAfterTable(table_, rack, turn.table);
        TurnRecord record;
        record.player = player;
        record.initialMeldDone = initialMeldDone(player);
        record.before = {table_, rack};
        if (turn.meldPoints >= 0) { // as the host counted them
            record.meldPoints = turn.meldPoints;
        } else { // an older host does not say: counted here
            const TurnVerdict verdict = verdictFor(turn.table, after);
            record.meldPoints = verdict.legal ? verdict.meldPoints : 0;
        }
        // The host judged the play legal: it stands here too.
        table_ = turn.table;
        rack = after;
        meldDone_[static_cast<std::size_t>(player)] = 1;
        record.action = TurnAction::Play;
        record.after = {table_, rack};
        finishTurn(record);
        return record;
    }

    // A draw, a pass, a penalty or a time-out: tiles from the pool, as many as the host says.
    const int count = turn.action == TurnAction::Pass ? 0 : turn.drawnCount;
    if (count > poolSize() || (turn.action == TurnAction::Draw && count != 1) ||
        (turn.action == TurnAction::Pass && !pool_.empty()) || (mine && static_cast<int>(turn.drawn.size()) != count) ||
        (!mine && !turn.drawn.empty())) {
        fail(error, "the tiles drawn do not fit the pool");
        return std::nullopt;
    }
    if (mine) {
        // The tiles this seat drew: to the back of the pool, in the order they are drawn.
        // (Not one it can see: on the table, or on its rack already.)
        for (TileId id : turn.drawn)
            if (!TileIdSet::inBox(id) || !slotOf(id) || ownHas(id)) {
                fail(error, "this seat drew a tile it can see elsewhere");
                return std::nullopt;
            }
        for (int i = 0; i < count; ++i) {
            const TileId id = turn.drawn[static_cast<std::size_t>(i)];
            const std::size_t back = pool_.size() - 1 - static_cast<std::size_t>(i);
            swapIds(id, pool_[back]);
        }
    }
    TurnRecord record;
    record.player = player;
    record.initialMeldDone = initialMeldDone(player);
    record.before = {table_, rack};
    if (turn.action == TurnAction::Penalty)
        return penalise(std::move(record), count, turn.reason, turn.fault);
    record.action = pool_.empty() ? TurnAction::Pass : TurnAction::Draw;
    draw(player, count, &record.drawn);
    record.after = {table_, rack};
    finishTurn(record);
    return record;
}

bool Game::holdInRack(int player, const IdSet& ids)
{
    if (!isMirror() || player == mirrorSeat_ || player < 0 || player >= playerCount())
        return false;
    IdSet& rack = racks_[static_cast<std::size_t>(player)];
    const IdSet& own = ownRack();
    auto in = [](const IdSet& set, TileId id) { return std::find(set.begin(), set.end(), id) != set.end(); };
    if (ids.size() > rack.size())
        return false;
    for (TileId id : ids) {
        const TileId* slot = slotOf(id); // on a rack or in the pool: not on the table
        if (!slot || in(own, id))
            return false;
    }
    for (TileId id : ids) {
        if (in(rack, id))
            continue;
        const auto standIn = std::find_if(rack.begin(), rack.end(), [&](TileId r) { return !in(ids, r); });
        swapIds(id, *standIn);
    }
    return true;
}

void Game::endAsHostSays(EndReason reason, std::optional<int> winner, std::vector<int> scores)
{
    end_ = reason;
    winner_ = winner;
    scores_ = std::move(scores);
}

} // namespace tilerummy
