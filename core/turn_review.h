// A turn against the best play at its moment (a game's review, and
// `tilerummy-cli review`): what the turn laid, the most tiles the player's
// rack could have laid on the table it faced (the exact solver, objective
// tiles; before the player's opening, the best opening or nothing), and what
// that play does to the table's sets, for words such as "by splitting the
// blue run".
#pragma once

#include "solver.h"
#include "turn_check.h"

#include <atomic>
#include <vector>

namespace tilerummy {

// What a play does to one of the table's sets.
struct SetRework {
    enum class Kind {
        Split,      // a run cut, a part of it now in another run
        JokerFreed, // its joker now in another set
        TilesTaken, // tiles of it now in other sets
        Joined,     // the whole set now part of a longer one, with another set's tiles
        Extended,   // kept whole, rack tiles added
    };
    Kind kind = Kind::Extended;
    int set = 0; // its index on the table before
    Tiles tiles; // the set as it lay

    friend bool operator==(const SetRework&, const SetRework&) = default;
};

// The table's sets a play changes, in their order on the table before; sets
// it leaves as they were are not listed. `after` holds every tile of `before`
// (a legal turn's table does).
std::vector<SetRework> reworksOf(const Table& before, const Table& after);

// The rework that says most about a play (the first split, else the first
// freed joker, ... in the order of SetRework::Kind); nullptr when there is none.
const SetRework* mainRework(const std::vector<SetRework>& reworks);

struct TurnReview {
    int tilesPlaced = 0;  // what the turn laid: 0 for a draw, a pass, a penalty
    int pointsPlaced = 0; // their points (joker 30, as the solver counts them)
    SolveResult best;     // the best play then; best.tilesPlaced >= tilesPlaced
    std::vector<SetRework> bestReworks;

    int tilesMissed() const { return best.tilesPlaced - tilesPlaced; }
};

// `before`: the table and the player's rack when the turn began (its sets
// valid); `laid`: the rack tiles the turn left on the table, `tableAfter` the
// table it left (for a draw, a pass or a penalty: nothing laid, the table as
// before). A search cut by `nodeLimit` or `stop` that finds less than the
// turn laid takes the turn's own play as the best.
TurnReview reviewTurn(const Position& before, bool initialMeldDone, int initialMeld, const Tiles& laid,
                      const Table& tableAfter, long long nodeLimit = 0, const std::atomic<bool>* stop = nullptr);

} // namespace tilerummy
