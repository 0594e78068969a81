// What one seat saw of each game's deal, kept to check it once the host
// reveals the seeds (core/deal_proof.h): the commitment the state at the deal
// carried, the first player, the pool, the seat's own rack dealt, and every
// draw in order (who, how many; the seat's own by id). A seat taken back mid
// game learns the draws it missed from the state's history.
#pragma once

#include "deal_proof.h"
#include "net/wire_messages.h"

#include <map>
#include <optional>
#include <vector>

namespace tilerummy::net {

// One game's check: fair, not fair (what did not match), or not made.
struct GameDealCheck {
    enum class Outcome {
        Fair,
        Unfair,     // check says what
        NoSeed,     // the host committed but revealed no seed for the game
        Incomplete, // the seat missed draws it could not learn again
    };
    int game = 0;
    Outcome outcome = Outcome::Fair;
    DealCheck check;
};

class DealWitness {
public:
    // Forgets every game (a new table).
    void clear() { games_.clear(); }
    // A state from the host: a deal (turn 0) or the game as it stands.
    void state(const TableState& state, int seat);
    // A turn played: its draw, if any.
    void turn(const TurnPlayed& turn, int seat);
    // The games with a commitment, checked against the seeds the match's end
    // revealed; empty when the host made no commitment (an older host).
    std::vector<GameDealCheck> check(const MatchOver& over, const Rules& rules) const;

private:
    struct Seen {
        std::string commitment;
        SeenDeal deal;
        bool complete = true;
    };
    std::map<int, Seen> games_; // by game index
};

} // namespace tilerummy::net
