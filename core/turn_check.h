// The one turn check: given the table and rack at the start and at the end of
// a turn, is the turn legal? The game, the CLI's `check` and the tutorial all
// call this.
#pragma once

#include "rules.h"
#include "tile.h"

#include <string>
#include <vector>

namespace tr {

struct Position {
    Table table;
    Tiles rack;
    friend bool operator==(const Position&, const Position&) = default;
};

struct TurnInput {
    bool initialMeldDone = false; // before the turn
    Position before;
    Position after;
};

struct TurnVerdict {
    bool legal = false;
    std::string reason;  // why it is illegal, or a short description when legal
    int meldPoints = 0;  // value of the rack tiles played, jokers as the tiles they stand for
    int invalidSet = -1; // index into after.table of the first invalid set, or -1
};

// Is each side a possible position (no face more often than the box holds)?
// Fails only for input that no real game can produce.
bool checkPossible(const TurnInput& turn, std::string* error);

TurnVerdict checkTurn(const TurnInput& turn, const Rules& rules);

// How many sets of `before` are not on `after` as they were (matched as
// sorted multisets): broken up, or changed. The indexes of the sets of
// `after` that are not sets of `before` go to `fresh`, when given. Before the
// initial meld this must be 0.
int changedSets(const Table& before, const Table& after, std::vector<std::size_t>* fresh = nullptr);

} // namespace tr
