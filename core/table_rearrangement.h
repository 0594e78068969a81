// How a play rearranges the table: the old sets are paired one to one with
// new ones so that as many table tiles as possible stay with their set (a
// maximum-weight matching, the Hungarian method, on the tiles two sets share,
// faces counted as multisets); every table tile not kept that way has moved.
// A practice puzzle's measure of difficulty (practice_puzzle.h), how a
// review says what a play does to the table's sets (turn_review.h), and the
// jokers a play moves, for the turn log (app/words/turn_words.h).
#pragma once

#include "tile.h"

#include <vector>

namespace tilerummy {

// The rearrangement of a play: table tiles of `before` that end in another set
// of `after`, the sets of `before` that lost a tile, and those that lost a
// tile or took one in from another set (a set only added to from the rack is
// not touched). `after` must hold every tile of `before` (a legal turn's table does).
struct Rearrangement {
    int tilesMoved = 0;
    int setsBroken = 0;
    int setsTouched = 0;
};
Rearrangement measureRearrangement(const Table& before, const Table& after);

// Each set of `before` paired with its own set of `after` (an index into it),
// as many table tiles as possible staying with their set, then as many sets
// kept whole; -1 for a set left without one (`after` has fewer sets).
std::vector<int> pairSets(const Table& before, const Table& after);

// A joker of the table that a play moves: to another set, or within its own
// (the set pairSets pairs with the one it lay in) to stand for another face.
struct JokerMove {
    int setBefore = -1;  // the set of `before` it lay in
    int setAfter = -1;   // the set of `after` it lies in
    bool ownSet = false; // setAfter is its set's pair: it stayed in its set
    Tiles stoodFor;      // what it stood for (meld.h jokersStandFor)
    Tiles standsFor;     // and stands for now
};

// The jokers of `before` that `after` moves, in the order of `after`'s sets:
// each in another set, or in its own standing for a face it could not before
// (K5 K6 J's joker, K7, stands for K4 once K3 is added); a group's joker left
// standing for fewer colours has not moved. Jokers are alike: those of
// `before` are matched with those of `after` so that as few move as can.
// `after` must hold every tile of `before` (a legal turn's table does).
std::vector<JokerMove> jokerMoves(const Table& before, const Table& after);

} // namespace tilerummy
