// What one seat knows of a served table, for a bot: where it stands (SeatRoster)
// and its copy of the game as this seat may see it (Game::mirror), made from the
// deal and changed by each turn as the host tells it, which checks the tiles each
// message names. A bot decides from it.
#pragma once

#include "game.h"
#include "net/seat_roster.h"

#include <optional>
#include <string>
#include <vector>

namespace tilerummy::net {

class SeatView {
public:
    // Takes in one message of the host. False (with why) when it does not fit
    // what came before (a turn of another game, a player who is not seated,
    // a table made of tiles that cannot be there); the view is then unchanged.
    bool apply(const ServerMessage& message, std::string* error);

    const SeatRoster& roster() const { return roster_; }
    bool welcomed() const { return roster_.welcomed(); }
    bool inGame() const { return roster_.inGame(); }
    bool matchOver() const { return roster_.matchOver(); }
    bool myTurn() const { return roster_.myTurn(); }
    int seat() const { return roster_.seat(); }
    int game() const { return roster_.game(); }
    int turn() const { return roster_.turn(); }

    // The game's table and this seat's rack (empty before a deal).
    const IdTable& table() const;
    const IdSet& rack() const;
    // Each seat's rack as a count (empty before a deal).
    std::vector<int> rackCounts() const;

    // What the AI of this seat may see (ai_player.h); only in a game.
    AiView aiView() const;

private:
    SeatRoster roster_;
    std::optional<Game> game_; // this seat's copy of the game being played
};

} // namespace tilerummy::net
