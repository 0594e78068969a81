// The move solver: the best play for a rack against a table, table
// rearrangement included. Every table tile stays on the table in valid sets.
//
// Exact: a dynamic program over the tiles' values and colours
// (partition_dp.h: which runs are open in each colour, which colours of a
// value go to groups, the jokers, the opening meld's value so far), memoised,
// value by value. With `tidy`, each set of the table is then kept as it is
// wherever the other tiles still reach the same optimum without it (for
// people: a play that leaves a set alone), and the sets that were on the
// table come first, in their old order.
#pragma once

#include "rules.h"
#include "tile.h"

#include <atomic>

namespace tilerummy {

enum class Objective { Tiles, Points };

struct SolveRequest {
    Table table;
    Tiles rack;
    bool initialMeldDone = true;
    Objective objective = Objective::Tiles;
    int initialMeld = kOfficialInitialMeld; // threshold when the initial meld is not done
    int timeLimitMs = 0;                    // 0: none
    long long nodeLimit = 0;                // 0: none; a budget of search steps, the same on every machine
    bool tidy = true; // keep the table's sets where that costs nothing, join runs: for people (a look-ahead skips it)
    const std::atomic<bool>* stop = nullptr; // checked often; set it to cancel
};

struct SolveResult {
    Table table;  // the whole new table, sets in canonical order
    Tiles placed; // rack tiles played, in rack order
    int tilesPlaced = 0;
    int pointsPlaced = 0; // joker 30
    bool optimal = true;  // false when a time limit or the stop flag cut the search
    double ms = 0;
    long long nodes = 0;
};

// Points of tiles placed, as the points objective counts them (joker 30).
int placementPoints(const Tiles& tiles);

// Solves a position. The table must hold only valid sets and the tiles must be
// possible (at most two of each); callers check that first. Always returns a
// legal play (placing nothing when nothing better was proven or found).
SolveResult solve(const SolveRequest& request);

// A quick legal play without rearrangement: new sets from the rack (meeting the
// initial meld when it is not done) and, after the meld, tiles added to the
// ends of runs and to groups of three. The fallback when the search is cut.
SolveResult simplePlay(const SolveRequest& request);

} // namespace tilerummy
