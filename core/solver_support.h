// What every solver does with the sets it found: order them like the table
// before (sets kept first, in their old order), display them canonically,
// and work out which rack tiles were placed.
#pragma once

#include "solver.h"

namespace tilerummy {

// Fills result->table, placed, tilesPlaced and pointsPlaced from the sets of
// the new table. A play that places nothing gives back the table as it was.
void finishResult(const SolveRequest& request, const Table& sets, SolveResult* result);

} // namespace tilerummy
