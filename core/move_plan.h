// Turns any before/after pair of a turn into the drags that lead from one to
// the other, so that an AI's play or a hint can be shown move by move, as a
// person would make it on the table.
#pragma once

#include "turn_draft.h"

#include <vector>

namespace tilerummy {

// Moves that, applied one after the other to TurnDraft(before, ...), leave the
// draft's table exactly equal to after.table (the same sets in the same order,
// each with its tiles in the same order) and its rack holding exactly the
// tiles of after.rack. Sets that stay as they were are not touched; each tile
// moves at most once where that is possible, and several tiles going to one
// place together move in one drag. `after` must hold the same tiles as
// `before`, with no tile going from the table back to the rack; otherwise the
// plan is empty.
std::vector<DraftMove> planMoves(const IdPosition& before, const IdPosition& after);

} // namespace tilerummy
