// Sets on the table (melds): is a collection of tiles a valid run or group,
// what order shows it best, and what it is worth in an initial meld.
#pragma once

#include "tile.h"

#include <string>
#include <vector>

namespace tilerummy {

enum class SetKind { Invalid, Run, Group };

struct SetAnalysis {
    SetKind kind = SetKind::Invalid; // where the tiles read both ways, the reading worth more
    bool canBeRun = false;
    bool canBeGroup = false;
    std::string reason; // why it is invalid; empty when valid
    Tiles canonical;    // display order: a run ascending with jokers where they stand
    int meldValue = 0;  // jokers count as the highest tiles they can stand for

    bool valid() const { return kind != SetKind::Invalid; }
};

inline constexpr int kMinSetSize = 3;
inline constexpr int kMaxGroupSize = kColours;
inline constexpr int kMaxRunSize = kMaxValue;

// Validity does not depend on the order of the tiles.
SetAnalysis analyseSet(const Tiles& tiles);
inline bool isValidSet(const Tiles& tiles)
{
    return analyseSet(tiles).valid();
}

// Whether the tiles are a valid set, or fewer than a set's tiles that more
// tiles could still make one (a tile alone, a joker and a tile, two of one
// number in two colours, or two numbers of one colour). Where a tile dropped
// between two sets goes: to the one it fits.
bool canBecomeSet(const Tiles& tiles);

// The faces the joker at `index` of a valid set may stand for: each numbered
// face that keeps the set valid in its place (a run's ends: both; a group:
// each missing colour). Empty when the set is not valid or no joker is there.
Tiles jokerFaces(const Tiles& set, std::size_t index);

// What each joker of a set stands for, one entry a joker in the order they
// lie in `set`: in a run the face of its place as the run is shown (the
// canonical order, jokers as high as the tiles allow: K5 K6 J's stands for
// K7; of two jokers the first lying takes the lower place), in a group each
// colour it lacks (K4 R4 J's: B4 and O4). Empty when the set is not valid.
std::vector<Tiles> jokersStandFor(const Tiles& set);

// The table with every set in canonical order (invalid sets keep their order).
Table canonicalTable(const Table& table);

} // namespace tilerummy
