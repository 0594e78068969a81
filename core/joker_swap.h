// A tile dropped on a joker it can stand for takes the joker's place, as at a
// real table: the tile goes where the joker lay in its set, and the freed
// joker lies at hand, a set of its own in the free place nearest that set
// (the rules say it must be played again this turn: the turn check sees to
// that). One undoable step on the turn's draft.
#pragma once

#include "turn_draft.h"

namespace tilerummy {

// Whether `tile` (a numbered tile on the draft's rack or table, not in the
// joker's set) may take the place of `joker` (a joker on the draft's table):
// the joker's set is valid, and stays valid with the tile where the joker is.
bool canSwapJoker(const TurnDraft& draft, TileId tile, TileId joker);

// Makes the swap (false, nothing changed, when canSwapJoker says no). The set
// the tile came from closes up, or leaves its gap as a person's move does.
bool swapJoker(TurnDraft& draft, TileId tile, TileId joker);

} // namespace tilerummy
