// The heart of the solver: the best way to lay a supply of tiles out in valid
// sets, where some tiles must be laid (the table's) and others may be (the
// rack's). A dynamic program over the 52 cells (value, colour), value by
// value, in the spirit of van Rijn, Takes and Vis (2015): the state is, per
// colour, how many runs are open with length 1, 2 or 3+, which colours of the
// current value go to groups, the jokers used, and (for an initial meld) the
// meld's value so far. Memoised, so each state is solved once.
#pragma once

#include "solver.h"
#include "tile.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>

namespace tilerummy::detail {

struct Supply {
    std::array<std::uint8_t, kNumberedFaces> must{}; // copies that must be laid (value-major face index)
    std::array<std::uint8_t, kNumberedFaces> opt{};  // copies that may be laid
    int jokerMust = 0;
    int jokerOpt = 0;

    void addMust(Tile t);
    void addOptional(Tile t);
    void removeMust(Tile t); // a tile taken out of the problem (a set kept as it is)
};

// The supply less the optional tiles that no set could hold, whatever the
// rest does (partition_supply.cpp): leaving them out changes no answer.
Supply withoutUnplaceable(Supply s);

struct PartitionGoal {
    Objective objective = Objective::Tiles;
    bool meldMode = false; // sets from optional tiles only, worth at least meldThreshold, or nothing
    int meldThreshold = 0;
};

struct SearchLimits {
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool>* stop = nullptr;
    long long nodeLimit = 0; // 0: none
};

// Upper bounds of what the values from w on can add, for each count of
// jokers laid before w (whatever runs come into w); from `from` on, where
// from > kMaxValue means none. Bounds for a supply stay bounds for the same
// supply less a set without jokers (its tiles could be laid as they were).
struct TailBounds {
    int from = kMaxValue + 1;
    std::array<std::array<int, kJokerCount + 1>, kMaxValue + 1> value{};
};

struct Partition {
    bool complete = false; // the search ran to its end (not cut by a limit)
    bool feasible = false; // the must tiles can be laid (always, for a valid table)
    int score = 0;         // objective in units of 256
    Table sets;
    long long nodes = 0;
    TailBounds tails; // those the search found, if it needed them
};

// The score of one laid optional tile (in units of 256, the tie-break
// measure in the low bits), and the objective part of a score.
int tileScore(Objective objective, Tile t);
inline int objectiveOf(int score)
{
    return (score + 255) >> 8;
}

// What a caller may know of the answer beforehand.
struct PartitionHints {
    int minObjective = -1;             // only a partition whose objective reaches this is wanted (-1: any)
    int ceiling = -1;                  // no partition scores more (-1: unknown): one that does is the best at once
    const TailBounds* tails = nullptr; // bounds known for this supply (a bigger one's: see TailBounds)
};

// The best partition, or (feasible false) none whose objective reaches
// hints.minObjective when that is given.
Partition bestPartition(const Supply& supply, const PartitionGoal& goal, const SearchLimits& limits,
                        const PartitionHints& hints = {});

} // namespace tilerummy::detail
