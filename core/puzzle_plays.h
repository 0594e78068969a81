// What a practice puzzle's rack can do while the table's sets mostly stay
// together (practice_puzzle.h): the plain play, which moves no table tile, and
// plays that move exactly a few table tiles out of their sets. makePuzzle
// uses them to keep puzzles whose best play needs the table rearranged.
//
// Each table set keeps a core (all its tiles for the plain play; the set minus
// the moved tiles otherwise) that stays together and takes tiles from the pool
// (the rack and the moved tiles) to be valid; the rest of the pool makes new
// sets, every moved tile included. Exact: a search over the cores' additions,
// memoised on what is left, with the new sets from the solver's partition search.
#pragma once

#include "tile.h"

#include <atomic>

namespace tilerummy {

// Exact: the most rack tiles that can be played leaving every table set in
// place: new sets from rack tiles only, and rack tiles added to table sets
// that keep all their tiles and stay valid (tiles at the ends of runs, jokers
// included; a fourth tile to a group of three). The table must hold valid sets.
int bestPlainPlay(const Table& table, const Tiles& rack);

// Can some play that moves exactly `moved` table tiles out of their sets
// (each set's other tiles staying together, with tiles added as needed) place
// `tiles` rack tiles? Tries every choice of tiles to move: for small counts.
// With moved 0 it asks whether the plain play reaches `tiles`. False when
// *stop becomes true (checked between choices).
bool reachesMoving(const Table& table, const Tiles& rack, int moved, int tiles,
                   const std::atomic<bool>* stop = nullptr);

} // namespace tilerummy
