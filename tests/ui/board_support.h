// For the UI tests: a play laid out on a board (a game or the tutorial)
// through its public moves, one per drag, as a person would make them.
#pragma once

#include "board/turn_board.h"
#include "move_plan.h"
#include "words/tile_data.h"

#include <vector>

// The drags from the board's draft to `after` (tilerummy::planMoves), each made with
// moveToSet/moveToNewSet/moveToRack; false when there is no plan or a move is
// refused.
inline bool layOut(TurnBoard& board, const tilerummy::IdPosition& after)
{
    const std::vector<tilerummy::DraftMove> moves = tilerummy::planMoves(board.draft().position(), after);
    if (moves.empty())
        return false;
    for (const tilerummy::DraftMove& move : moves) {
        const QList<int> tiles = tilerummy::ui::toList(move.tiles);
        bool ok = false;
        switch (move.target.kind) {
        case tilerummy::DraftTarget::Kind::NewSet:
            ok = board.moveToNewSet(tiles, move.target.set);
            break;
        case tilerummy::DraftTarget::Kind::IntoSet:
            ok = board.moveToSet(tiles, move.target.set, move.target.position);
            break;
        case tilerummy::DraftTarget::Kind::Rack:
            ok = board.moveToRack(tiles, move.target.position);
            break;
        }
        if (!ok)
            return false;
    }
    return true;
}
