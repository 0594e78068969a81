#include "net/seat_view.h"

#include "ai_player.h"

#include <algorithm>

namespace tilerummy::net {

bool SeatView::apply(const ServerMessage& message, std::string* error)
{
    SeatRoster next = roster_;
    if (!next.apply(message, error))
        return false;
    if (const auto* state = std::get_if<TableState>(&message)) {
        std::optional<Game> copy = Game::mirror(snapshotOf(*state, next), error);
        if (!copy)
            return false;
        game_ = std::move(copy);
    } else if (const auto* played = std::get_if<TurnPlayed>(&message)) {
        if (!game_) {
            *error = "a turn before the game's deal";
            return false;
        }
        Game after = *game_; // unchanged if the turn cannot be
        if (!after.applyHostTurn(hostTurnOf(*played), error))
            return false;
        game_ = std::move(after);
    } else if (const auto* draft = std::get_if<DraftShown>(&message); draft && game_ && !next.watching()) {
        const IdSet& own = game_->rack(next.seat());
        for (const IdSet& set : draft->table)
            for (TileId id : set)
                if (std::find(own.begin(), own.end(), id) != own.end()) {
                    *error = "another player shows a tile of this seat's rack";
                    return false;
                }
    }
    roster_ = std::move(next);
    return true;
}

const IdTable& SeatView::table() const
{
    static const IdTable none;
    return game_ ? game_->table() : none;
}

const IdSet& SeatView::rack() const
{
    static const IdSet none;
    return game_ && !roster_.watching() ? game_->rack(roster_.seat()) : none;
}

std::vector<int> SeatView::rackCounts() const
{
    return game_ ? game_->rackCounts() : std::vector<int>{};
}

AiView SeatView::aiView() const
{
    return game_ && !roster_.watching() ? viewOf(*game_, roster_.seat()) : AiView{};
}

} // namespace tilerummy::net
