// The expert's strategy on top of the exact solver: it lays the most tiles it
// can, goes out whenever it can, and does not open up the table for a play
// of one or two tiles (it draws instead, keeping those tiles for a bigger
// play). Other levers are knobs, measured by benchmarks/ai_strength.
#pragma once

#include "ai_player.h"
#include "solver.h"

#include <atomic>

namespace tr {

// The knobs, with the values that measured best (benchmarks/ai_strength,
// 1000 seeded 2-player games against standard: 54.5% with these against 49.0%
// for the plain most-tiles play). Holding part of a play back, shedding points
// near the end and keeping jokers all measured worse or no better.
struct ExpertTuning {
    int maxReserve = 0;             // tiles of a play held back for a later turn
    int dumpWhenOpponentAtMost = 0; // an opponent with this many tiles or fewer: shed points, hold nothing
    bool holdJokers = false;        // may a joker be one of the held tiles
    int drawInsteadAtMost = 2;      // draw rather than open up the table for this few tiles...
    int drawInsteadPool = 0;        // ... while the pool holds at least this many
    int drawInsteadRackAtLeast = 0; // ... and the rack at least this many
    int meldAtLeastTiles = 0;       // experiment: open only with a meld of this many tiles
    int drawInsteadRackShare = 0;   // experiment: also draw rather than lay under 1/N of the rack (0: off)
    int rolloutWorlds = 0;          // experiment: guesses of the hidden tiles for play-or-draw look-ahead (0: off)
    int rolloutMaxPlay = 4;         // ... on plays of at most this many tiles
    int rolloutTurns = 12;          // ... each played on this many turns
    int jokerKeepMargin = -1;       // keep rack jokers when laying them gains at most this many other tiles (-1: never)
};

// The expert's play (or a draw) for the view.
AiDecision expertDecision(const AiView& view, const ExpertTuning& tuning, long long nodeLimit,
                          const std::atomic<bool>* stop);

} // namespace tr
