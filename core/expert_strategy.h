// The expert's strategy on top of the exact solver: it finds the play that
// lays the most tiles and goes out whenever it can. Otherwise it asks whether
// laying that play or drawing instead is better: it guesses the hidden tiles
// (the opponents' racks, the pool's order), seeded by what it sees, plays both
// choices on 16 turns in each guess with most-tiles players (each play
// searched for up to 20,000 steps: a look-ahead whose players miss the late
// game's rearrangements misjudges it) and takes the choice that ends better on
// average (a Monte Carlo look-ahead; the same guesses for both, so the
// comparison is fair; the opponents' racks dealt to agree with what their
// draws told, opponent_reads.h). Up to 32 guesses: it stops once one choice
// is plainly better. So holding back is judged on this turn's table and the racks it
// guesses (an opponent near going out, the tiles a play gives away), not
// credited by a standing bonus; and after holding back five turns in a row
// it lays what it can. With the look-ahead off, it draws rather than open up
// the table for 1-2 tiles.
#pragma once

#include "ai_player.h"
#include "opponent_reads.h"
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
    // After holding back this many turns in a row it lays what it can,
    // whatever the look-ahead says: a person does not sit out the round.
    int declineAtMost = 5;
    // Every this many guesses, the look-ahead stops when one choice leads
    // plainly: its mean lead over the other is at least `decidedSpread`
    // tenths of the lead's standard error (0: always every guess).
    int decidedAfter = 4;
    int decidedSpread = 20;
    // A third choice for the look-ahead beside the most tiles and drawing:
    // the fewest rack tiles that still play, keeping the jokers and the tiles
    // that fit most sets on the rack (0: off).
    int smallestPlay = 0;
    // Hold back only when drawing leads the best play by at least this many
    // tenths of the lead's standard error across the guesses (0: any lead).
    int holdMargin = 0;
    // Deal the look-ahead's guessed racks to agree with what the opponents'
    // draws told (opponent_reads.h): a seat that drew on a table that would
    // have taken a tile gets no such tile, save as many as it drew since (0:
    // off; on since issue 51: +2.0 points on both fresh seeds).
    int readDraws = 1;
    // The endgame: once a rack holds this many tiles or fewer, or the pool
    // twice as many, the look-ahead searches harder: all of 48 guesses, the
    // fewest-tiles play among the choices, each play searched five times as
    // long (0: off).
    int endgameAt = 0;
    // Value a rollout that ends with no one out by the fitted win chance
    // (rollout_value.h) rather than by the tiles' lead (0: the lead).
    int fittedValue = 0;
};

// Whether per-guess leads of one choice over another (n of them, summed, and
// their squares summed) are plainly on one side: their mean is `spread`
// tenths of its standard error or more away from nought.
bool leadIsPlain(long long sum, long long squares, int n, int spread);

// The expert's play (or a draw) for the view, after `declinedInARow` turns
// in a row on which it held back (drew although it could lay).
// `reads`: what the opponents' turns told (nullptr: nothing).
AiDecision expertDecision(const AiView& view, const ExpertTuning& tuning, long long nodeLimit, int declinedInARow,
                          const OpponentReads* reads, const std::atomic<bool>* stop);

} // namespace tilerummy
