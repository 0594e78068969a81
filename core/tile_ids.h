// Turning a table of faces (what the solver and the AI think in) back into
// physical tile ids, keeping every tile that was on the table on the table and
// each untouched set with its own ids in its own order, so that views can
// animate the change and a set the play left alone does not move.
#pragma once

#include "game.h"

#include <optional>
#include <string>

namespace tilerummy {

// The ids for `afterTable` given the ids at the start of the turn; the rack
// keeps the ids not used. Nullopt when the faces cannot be made from the tiles.
std::optional<IdPosition> assignIds(const IdPosition& before, const Table& afterTable, std::string* error = nullptr);

// Physical ids for a position given as faces (a lesson, a hand-built position):
// each face takes the lowest copy not used yet (ids 2f, 2f+1; jokers 104, 105),
// the table first, then the rack. Precondition: a possible position (no face
// more often than the box holds).
IdPosition firstIds(const Position& faces);

// The index of the set of `table` that holds tile `id`; -1 when none does.
int setIndexOf(const IdTable& table, TileId id);

} // namespace tilerummy
