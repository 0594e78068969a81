// How a play rearranges the table: the old sets are paired one to one with
// new ones so that as many table tiles as possible stay with their set (a
// maximum-weight matching, the Hungarian method, on the tiles two sets share,
// faces counted as multisets); every table tile not kept that way has moved.
// A practice puzzle's measure of difficulty (practice_puzzle.h), and how a
// review says what a play does to the table's sets (turn_review.h).
#pragma once

#include "tile.h"

#include <vector>

namespace tilerummy {

// The rearrangement of a play: table tiles of `before` that end in another set
// of `after`, and the sets of `before` that lost a tile. `after` must hold
// every tile of `before` (a legal turn's table does).
struct Rearrangement {
    int tilesMoved = 0;
    int setsBroken = 0;
};
Rearrangement measureRearrangement(const Table& before, const Table& after);

// Each set of `before` paired with its own set of `after` (an index into it),
// as many table tiles as possible staying with their set, then as many sets
// kept whole; -1 for a set left without one (`after` has fewer sets).
std::vector<int> pairSets(const Table& before, const Table& after);

} // namespace tilerummy
