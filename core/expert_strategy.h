// The expert's strategy on top of the exact solver: it finds the play that
// lays the most tiles and goes out whenever it can. Otherwise it asks whether
// laying that play or drawing instead is better: it guesses the hidden tiles
// (the opponents' racks, the pool's order), seeded by what it sees, plays both
// choices on 16 turns in each guess with most-tiles players (each play
// searched for up to 20,000 steps: a look-ahead whose players miss the late
// game's rearrangements misjudges it) and takes the choice that ends better on
// average (a Monte Carlo look-ahead; the same guesses for both, so the
// comparison is fair). Up to 32 guesses: it stops once one choice is plainly
// better. Drawing is credited with two tiles of lead (holding back pays more
// than most-tiles players show) only in measure: while its rack is not big
// and no opponent is near going out (`mayHoldBack`); and after five turns in
// a row without a play it lays what it can. With the look-ahead off, it
// draws rather than open up the table for 1-2 tiles.
#pragma once

#include "ai_player.h"
#include "solver.h"

#include <atomic>

namespace tilerummy {

// The knobs, with the values that measured best (benchmarks/ai_strength,
// seeded 2-player games against standard; the figures, and those of the
// strategies that measured worse and were dropped, are in docs/benchmarks.md).
struct ExpertTuning {
    int rolloutWorlds = 32;    // guesses of the hidden tiles for the play-or-draw look-ahead (0: off)
    int rolloutTurns = 16;     // ... each guess played on this many turns
    int drawInsteadAtMost = 2; // look-ahead off: draw rather than open up the table for this few tiles
    int rolloutNodes = 20000;  // ... each play in it searched for at most this many steps
    // Holding back, judged on this turn (mayHoldBack): while its rack would
    // hold fewer than `holdBelow` tiles after the draw and no opponent holds
    // fewer than `holdWhileOthersHold` (one may go out: its rack's points are
    // at stake), drawing's outcome in each guess is credited with `holdBonus`
    // hundredths (two tiles of lead: the look-ahead's players lay all they
    // can every turn, so it underrates holding back); else with nothing.
    // After `declineAtMost` turns in a row without a play it lays what it
    // can, whatever the look-ahead says (a person does not sit out a round).
    int holdBonus = 12;
    int holdBelow = 20;
    int holdWhileOthersHold = 6;
    int declineAtMost = 5;
    // Every this many guesses, the look-ahead stops when one choice leads
    // plainly: its mean lead over the other is at least `decidedSpread`
    // tenths of the lead's standard error (0: always every guess).
    int decidedAfter = 4;
    int decidedSpread = 20;
};

// Whether per-guess leads of one choice over another (n of them, summed, and
// their squares summed) are plainly on one side: their mean is `spread`
// tenths of its standard error or more away from nought.
bool leadIsPlain(long long sum, long long squares, int n, int spread);

// Whether drawing is credited this turn: its rack is not big, and no
// opponent is near going out (ExpertTuning's hold knobs).
bool mayHoldBack(const AiView& view, const ExpertTuning& tuning);

// The expert's play (or a draw) for the view.
AiDecision expertDecision(const AiView& view, const ExpertTuning& tuning, long long nodeLimit,
                          const std::atomic<bool>* stop);

} // namespace tilerummy
