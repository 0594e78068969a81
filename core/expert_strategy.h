// The expert's strategy on top of the exact solver: it finds the play that
// lays the most tiles and goes out whenever it can. Otherwise it asks whether
// laying that play or drawing instead is better: it guesses the hidden tiles
// (the opponents' racks, the pool's order) 32 times, seeded by what it sees,
// plays both choices on 16 turns in each guess with quick most-tiles players
// and takes the choice that ends better on average (a Monte Carlo look-ahead;
// the same guesses for both, so the comparison is fair). With the look-ahead
// off, it draws rather than open up the table for 1-2 tiles. Other levers are
// knobs, measured by benchmarks/ai_strength.
#pragma once

#include "ai_player.h"
#include "solver.h"

#include <atomic>

namespace tilerummy {

// The knobs, with the values that measured best (benchmarks/ai_strength,
// seeded 2-player games against standard, docs/benchmarks.md): the look-ahead
// 64.8% over 600 games; without it, the 1-2 tile rule 54.5% and the plain
// most-tiles play 49.0% over 1000. Holding part of a play back, shedding
// points near the end and keeping jokers all measured worse or no better.
struct ExpertTuning {
    int maxReserve = 0;             // tiles of a play held back for a later turn
    int dumpWhenOpponentAtMost = 0; // an opponent with this many tiles or fewer: shed points, hold nothing
    bool holdJokers = false;        // may a joker be one of the held tiles
    int drawInsteadAtMost = 2;      // draw rather than open up the table for this few tiles...
    int drawInsteadPool = 0;        // ... while the pool holds at least this many
    int drawInsteadRackAtLeast = 0; // ... and the rack at least this many
    int meldAtLeastTiles = 0;       // experiment: open only with a meld of this many tiles
    int drawInsteadRackShare = 0;   // experiment: also draw rather than lay under 1/N of the rack (0: off)
    int rolloutWorlds = 32;         // guesses of the hidden tiles for the play-or-draw look-ahead (0: off)
    int rolloutMaxPlay = 99;        // ... on plays of at most this many tiles
    int rolloutTurns = 16;          // ... each guess played on this many turns
    int jokerKeepMargin = -1;       // keep rack jokers when laying them gains at most this many other tiles (-1: never)
};

// The expert's play (or a draw) for the view.
AiDecision expertDecision(const AiView& view, const ExpertTuning& tuning, long long nodeLimit,
                          const std::atomic<bool>* stop);

} // namespace tilerummy
