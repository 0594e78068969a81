#include "seat_history.h"

#include "tile_id_set.h"

#include <algorithm>

namespace tilerummy {

namespace {

bool fail(std::string* why, const char* text)
{
    if (why)
        *why = text;
    return false;
}

int tileCount(const IdTable& table)
{
    int n = 0;
    for (const IdSet& set : table)
        n += static_cast<int>(set.size());
    return n;
}

// The tiles of `after` that `before` does not hold: those a play laid.
IdSet laidBetween(const IdTable& before, const IdTable& after)
{
    const TileIdSet was(before);
    IdSet laid;
    for (const IdSet& set : after)
        for (TileId id : set)
            if (!was.contains(id))
                laid.push_back(id);
    return laid;
}

} // namespace

std::optional<SeatSnapshot> snapshotBefore(const SeatSnapshot& now, const std::vector<HostTurn>& turns,
                                           const IdTable& tableBefore, const std::vector<bool>& meldDoneBefore,
                                           std::string* why)
{
    const std::size_t players = now.rackCounts.size();
    if (static_cast<int>(turns.size()) > now.turns || meldDoneBefore.size() != players) {
        fail(why, "the game's story has more turns than were played, or another number of seats");
        return std::nullopt;
    }
    // The table before each turn: a play's table after it, else as it was.
    std::vector<const IdTable*> tableOf(turns.size());
    const IdTable* table = &tableBefore;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        tableOf[i] = table;
        if (turns[i].action == TurnAction::Play)
            table = &turns[i].table;
    }
    SeatSnapshot before = now;
    for (std::size_t i = turns.size(); i-- > 0;) {
        const HostTurn& turn = turns[i];
        if (turn.player < 0 || static_cast<std::size_t>(turn.player) >= players) {
            fail(why, "a turn of no seat of the game");
            return std::nullopt;
        }
        int& count = before.rackCounts[static_cast<std::size_t>(turn.player)];
        if (turn.action == TurnAction::Play) {
            const IdSet laid = laidBetween(*tableOf[i], turn.table);
            count += static_cast<int>(laid.size());
            if (turn.player == now.seat)
                before.rack.insert(before.rack.end(), laid.begin(), laid.end());
            continue;
        }
        count -= turn.drawnCount;
        before.pool += turn.drawnCount;
        if (turn.player == now.seat)
            for (TileId id : turn.drawn) {
                const auto at = std::find(before.rack.begin(), before.rack.end(), id);
                if (at == before.rack.end()) {
                    fail(why, "the story has this seat draw a tile it does not hold");
                    return std::nullopt;
                }
                before.rack.erase(at);
            }
        if (count < 0) {
            fail(why, "the story draws more tiles than a rack holds");
            return std::nullopt;
        }
    }
    before.table = tableBefore;
    before.meldDone = meldDoneBefore;
    before.turns = now.turns - static_cast<int>(turns.size());
    before.current = turns.empty() ? now.current : turns.front().player;
    if (tileCount(before.table) + before.pool +
            [&] {
                int racks = 0;
                for (int c : before.rackCounts)
                    racks += c;
                return racks;
            }() !=
        kTileCount) {
        fail(why, "the story's tiles do not add up to the box");
        return std::nullopt;
    }
    return before;
}

std::optional<std::vector<TurnRecord>> replayTurns(const SeatSnapshot& now, const std::vector<HostTurn>& turns,
                                                   const IdTable& tableBefore, const std::vector<bool>& meldDoneBefore,
                                                   std::string* why)
{
    const std::optional<SeatSnapshot> before = snapshotBefore(now, turns, tableBefore, meldDoneBefore, why);
    if (!before)
        return std::nullopt;
    std::optional<Game> game = Game::mirror(*before, why);
    if (!game)
        return std::nullopt;
    std::vector<TurnRecord> records;
    for (const HostTurn& told : turns) {
        HostTurn turn = told;
        if (turn.action != TurnAction::Play)
            turn.table = game->table(); // a draw leaves the table as it was
        std::optional<TurnRecord> record = game->applyHostTurn(turn, why);
        if (!record)
            return std::nullopt;
        records.push_back(std::move(*record));
    }
    IdSet rack = game->rack(now.seat);
    IdSet nowRack = now.rack;
    std::sort(rack.begin(), rack.end());
    std::sort(nowRack.begin(), nowRack.end());
    bool counts = game->currentPlayer() == now.current && game->poolSize() == now.pool;
    for (std::size_t p = 0; p < now.rackCounts.size(); ++p)
        counts = counts && static_cast<int>(game->rack(static_cast<int>(p)).size()) == now.rackCounts[p];
    if (game->table() != now.table || rack != nowRack || !counts) {
        fail(why, "the game's story does not end where the game is now");
        return std::nullopt;
    }
    return records;
}

} // namespace tilerummy
