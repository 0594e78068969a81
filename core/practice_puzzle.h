// Endless "find the best play" practice puzzles for the tutorial: a table of
// valid sets and a rack (initial meld done) where the best play needs the
// table rearranged, made from a seed with the solver, harder level by level.
// Here: the levels, drawing and accepting candidates (makePuzzle), judging an
// answer (judgePuzzle). The plain play and plays that move a few table tiles:
// puzzle_plays.h; how much a play rearranges the table: table_rearrangement.h.
//
// How a puzzle is made (makePuzzle): from a seeded random source, valid sets
// are drawn from one 106-tile box to form the table (3-8 sets, more and longer
// ones and jokers at the higher levels), and a rack is dealt from the rest of
// the box, biased toward tiles that could join the table's tiles (the same
// face, the same colour a value or two away, the same value in another
// colour). The solver finds the best play (most tiles, tidy, proven optimal
// within a fixed budget of search steps, so the same on every machine);
// bestPlainPlay finds the most tiles that can be played without moving a table
// tile. A candidate is kept when the best play places more than the plain one
// and its rearrangement falls in the level's band; otherwise the next
// candidate is drawn.
//
// The rearrangement (Puzzle::rearranged): the table tiles that end up in
// another set than the one they started in, in the best play as the solver
// lays it out. Old and new sets are paired one to one so that as many table
// tiles as possible stay with their set (a maximum-weight matching on the
// tiles two sets share, faces counted as multisets: two R5s are the same
// tile); every table tile not kept that way has moved. Tiles added to a set
// move nothing: the plain play's additions cost 0; taking the 7 off R4 R5 R6
// R7 costs 1; splitting R3-R7 around a rack R5 into R3 R4 R5 | R5 R6 R7 costs
// 2. The solver's tidy pass keeps table sets intact where that costs no
// tiles, so this is the rearrangement of one natural best play: an upper
// bound of the least any best play needs. The generator also certifies a
// lower bound (Puzzle::rearrangedAtLeast): it tries every choice of one table
// tile to move (from level 2) and of two (from level 3), the rest of each set
// staying together, and rejects the candidate when such a play places as many
// tiles. So levels 1 and 2 are exact (1 and 2 tiles), and from level 3 no
// best play moves fewer than 3. Puzzle::setsBroken counts the table sets
// that lost at least one tile.
//
// Level bands (puzzleLevelSpec): rearranged and setsBroken of the best play.
//   1: 1 tile moved, 1 set broken          (take a tile off an end, a group's fourth)
//   2: 2 tiles moved, 1-2 sets broken      (a run split, or two single moves)
//   3: 3-4 tiles moved, 1-2 sets broken    (jokers on the table from here)
//   4: 5-6 tiles moved, at least 2 sets broken
//   5: 7 or more tiles moved, at least 2 sets broken
// Tables and racks grow with the level: 3-5 sets and 3-5 rack tiles at level
// 1 up to 6-8 sets and 5-8 tiles at level 5.
#pragma once

#include "puzzle_plays.h"
#include "solver.h"
#include "table_rearrangement.h"
#include "tile.h"
#include "turn_check.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace tilerummy {

inline constexpr int kPuzzleLevels = 5;

// What a level asks of its puzzles, and what its tables and racks look like.
struct PuzzleLevelSpec {
    int minRearranged = 1; // tiles moved by the best play (see above)
    int maxRearranged = 1; // inclusive; a large number for no upper bound
    int minSetsBroken = 1;
    int maxSetsBroken = 1;
    int minSets = 3; // table sets drawn
    int maxSets = 4;
    int minRack = 3; // rack tiles dealt
    int maxRack = 5;
    int tableJokerPercent = 0; // chance that a table set holds a joker
    int rackJokerPercent = 0;  // chance that the rack holds a joker
};

// The spec of level 1..kPuzzleLevels (clamped).
const PuzzleLevelSpec& puzzleLevelSpec(int level);

struct Puzzle {
    std::uint64_t seed = 0;
    int level = 1;      // 1..kPuzzleLevels
    Position position;  // table of valid sets, the player's rack; initial meld done
    SolveResult best;   // the best play (Objective::Tiles, tidy), proven optimal
    int bestTiles = 0;  // tiles the best play places
    int plainTiles = 0; // the most tiles placeable WITHOUT rearranging; < bestTiles
    int rearranged = 0; // table tiles the best play moves to another set (see above)
    int setsBroken = 0; // table sets that lose a tile in the best play
    // Certified: no best play moves fewer table tiles (1 at level 1, 2 at
    // level 2, 3 from level 3; rearranged is exact when they are equal).
    int rearrangedAtLeast = 1;
    int attempts = 0; // candidates drawn until this one was accepted
};

// A puzzle's number, as people share it: its seed and then its level as the
// last digit (seed 48291736 at level 3: 482917363). The same number gives the
// same puzzle on every machine.
std::uint64_t puzzleNumber(std::uint64_t seed, int level);
struct PuzzleId {
    std::uint64_t seed = 0;
    int level = 1;
};
// The seed and level of a puzzle number; nullopt when its last digit is not a
// level (1..kPuzzleLevels).
std::optional<PuzzleId> puzzleFromNumber(std::uint64_t number);
// The largest seed that has a number (every number's seed is one: the levels
// end at 5, and UINT64_MAX ends in 5).
inline constexpr std::uint64_t kMaxNumberedPuzzleSeed = UINT64_MAX / 10;

// Same seed and level, same puzzle, on every machine. Null only when stopped.
std::optional<Puzzle> makePuzzle(std::uint64_t seed, int level, const std::atomic<bool>* stop = nullptr);

// The judgement as structure; the window words it (app/words/verdict_words.h).
struct PuzzleVerdict {
    bool legal = false;
    TurnFault fault; // when illegal: why (the one turn check's fault, set faults worded for the player)
    int tilesPlaced = 0;
    int bestTiles = 0; // what the best play places
    bool best = false; // placed as many tiles as the best play

    friend bool operator==(const PuzzleVerdict&, const PuzzleVerdict&) = default;
};

// Judges the player's answer: `after` is the table and rack at the end of
// their turn, from puzzle.position.
PuzzleVerdict judgePuzzle(const Puzzle& puzzle, const Position& after);

} // namespace tilerummy
