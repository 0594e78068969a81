// What is wrong with a set on the table, as a player would be told: the one
// classification of an invalid set, knowing which of its tiles were played
// from the rack this turn and which sets were on the table before (a tile
// left alone after it was taken from a set is a different mistake from a rack
// tile laid alone). The tutorial's check, the practice puzzles' judge, the
// turn check (for the game's penalties) and the turn in progress (a set's
// hover reason) all use it. The core keeps no words for it: the window words
// it (app/words/verdict_words.h), in the player's language.
#pragma once

#include "tile.h"

#include <string_view>

namespace tilerummy {

enum class SetFaultKind {
    None,               // a valid run or group
    EmptySet,           // no tiles at all
    FreedJokerAlone,    // a joker from the table, alone
    FreedJokerTooFew,   // two tiles from the table, a joker among them
    TakenTileAlone,     // a tile from the table, alone
    TileAlone,          // a tile from the rack, alone
    SetLeftWithTwo,     // two tiles from the table: what is left of one set
    TakenTilesTooFew,   // two tiles from the table, not of one set
    SetOfTwo,           // two tiles, at least one of them from the rack
    TooManyJokers,      // more than two jokers
    SameTileTwice,      // one face twice (neither run nor group can hold it)
    GroupTooBig,        // one number, more than four tiles
    GroupSameColour,    // one number, a colour twice
    RunRepeatsNumber,   // one colour, a number twice
    RunTooLong,         // one colour, more than 13 tiles
    RunWraps,           // one colour, 13 and 1 both in it
    RunGap,             // one colour, numbers not consecutive, no jokers
    RunGapJokers,       // one colour, gaps the jokers cannot fill
    NeitherRunNorGroup, // colours and numbers both mixed
};

inline constexpr SetFaultKind kLastSetFaultKind = SetFaultKind::NeitherRunNorGroup;

struct SetFault {
    SetFaultKind kind = SetFaultKind::None;
    Tiles tiles;    // the set as it lies on the table
    int jokers = 0; // jokers in it

    bool valid() const { return kind == SetFaultKind::None; }
    friend bool operator==(const SetFault&, const SetFault&) = default;
};

// The fault of `set` (None when analyseSet calls it valid). `playedFromRack`
// counts the rack tiles played this turn: a set holding none of them holds
// only tiles that were on the table before; `tableBefore` is the table at the
// start of the turn (to tell what is left of one set from tiles taken out of
// several).
SetFault classifySetFault(const Tiles& set, const TileCounts& playedFromRack, const Table& tableBefore);

// A stable name for each kind ("set-of-two"): for logs, tests and the lesson
// files' validation, never shown to players.
std::string_view setFaultName(SetFaultKind kind);

} // namespace tilerummy
