// A plan laid while waiting for the turn: the moves a person makes on the
// table as it stands during another player's turn, kept by what they hold
// to (the tiles moved, the sets they came from, the tile they go beside, the
// cell of a new set) rather than by indexes, so that they can be made again
// on the table as it is later: after each change another player makes, to
// show the plan on it, and as the person's draft when the turn comes. A move
// that no longer fits (a set it takes from or adds to is not as it was, or
// the draft refuses it) is left out, and its tiles stay where they are.
#pragma once

#include "turn_draft.h"

#include <optional>
#include <vector>

namespace tilerummy {

struct PlannedMove {
    enum class Kind { IntoSet, NewSet, Rack, SwapJoker };
    Kind kind = Kind::NewSet;
    IdSet tiles;
    // The sets the move's table tiles lay in as it was made (each once).
    IdTable from;
    // IntoSet: before `anchor`, or after it (`afterAnchor`: at the set's end);
    // SwapJoker: the joker `anchor` gives its place to tiles[0].
    TileId anchor = -1;
    bool afterAnchor = false;
    IdSet into;     // IntoSet, SwapJoker: the anchor's set as the move was made
    TableCell cell; // NewSet
    int slot = -1;  // Rack
    friend bool operator==(const PlannedMove&, const PlannedMove&) = default;
};

// `move` as a plan keeps it, made on `board` (before it is made); nullopt
// when it names no tile or place of the board.
std::optional<PlannedMove> planMove(const TurnDraft& board, const DraftMove& move);
// A joker swap (joker_swap.h) as a plan keeps it.
PlannedMove planJokerSwap(const TurnDraft& board, TileId tile, TileId joker);

// Makes each planned move that still fits on `draft`, in order, each one
// step to undo (a person's move: LayoutRule::ByHand). Returns the indexes of
// the moves left out.
std::vector<std::size_t> makePlan(const std::vector<PlannedMove>& plan, TurnDraft& draft);

} // namespace tilerummy
