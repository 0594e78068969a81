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
// place together move in one drag. A joker freed from a set (a tile takes its
// place, as the lessons teach) leaves it before any tile comes in, so that no
// table on the way shows it as if it stayed. `after` must hold the same tiles as
// `before`, with no tile going from the table back to the rack; otherwise the
// plan is empty.
std::vector<DraftMove> planMoves(const IdPosition& before, const IdPosition& after);

// Whether `next` goes on with the set `made` just formed (its tiles go into
// the set that now holds made's tiles; `table` is the table after `made`).
// A play is shown one set at a time (planMoves forms each set of `after` with
// consecutive moves), and the set formed settles before the next begins.
bool continuesSet(const IdTable& table, const DraftMove& made, const DraftMove& next);

// Another seat's play (or table mid-turn) shown on the draft as it stands.
// `aligned` is `after` with its sets in the draft's order (alignedTable), so
// that no set moves but those the play changes; `moves` first take back to
// the rack the draft's table tiles that `after` keeps in the rack (a player
// taking tiles back mid-turn), then lead to `aligned` (planMoves). With a
// `layout` for after.table (where its sets lie on another screen), each new
// set goes to its cell there and `layoutAtEnd` is where each of aligned's
// sets lies at the end; otherwise layoutAtEnd is empty.
struct ShownPlay {
    IdPosition aligned;
    std::vector<DraftMove> moves;
    TableLayout layoutAtEnd;
};
ShownPlay planShownPlay(const TurnDraft& draft, const IdPosition& after, const TableLayout& layout = {});

} // namespace tilerummy
