// How much a play rearranges the table (a practice puzzle's measure of
// difficulty, practice_puzzle.h): the old sets are paired one to one with new
// ones so that as many table tiles as possible stay with their set (a
// maximum-weight matching, the Hungarian method, on the tiles two sets share,
// faces counted as multisets); every table tile not kept that way has moved.
#pragma once

#include "tile.h"

namespace tilerummy {

// The rearrangement of a play: table tiles of `before` that end in another set
// of `after`, and the sets of `before` that lost a tile. `after` must hold
// every tile of `before` (a legal turn's table does).
struct Rearrangement {
    int tilesMoved = 0;
    int setsBroken = 0;
};
Rearrangement measureRearrangement(const Table& before, const Table& after);

} // namespace tilerummy
