// Ratings by Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013):
// each player has a rating, a rating deviation (how sure the rating is) and a
// volatility (how erratic the player's results are). A lobby rates each game
// as one rating period, in which every person at the table played every other
// person at it once: who placed higher won, equal places drew (ratedGame).
// Glicko-2 rather than Elo: a new player's rating moves fast while it is
// unsure and settles as games come in, and a player back after a long time is
// unsure again; Elo moves every rating by the same step whatever is known.
// Plain arithmetic on doubles, deterministic on every compiler.
#pragma once

#include <vector>

namespace tilerummy {

struct Glicko2Rating {
    // A new player's, as the paper starts everyone.
    static constexpr double kStartRating = 1500.0;
    static constexpr double kStartDeviation = 350.0;
    static constexpr double kStartVolatility = 0.06;
    // Bounds that keep a rating meaningful (a deviation below this would let
    // a rating stop moving; above the start's says less than nothing).
    static constexpr double kMinDeviation = 30.0;

    double rating = kStartRating;
    double deviation = kStartDeviation;
    double volatility = kStartVolatility;
};

// One game of the period against one opponent: score 1 a win, 0.5 a draw, 0 a loss.
struct Glicko2Outcome {
    Glicko2Rating opponent;
    double score = 0.0;
};

// The system constant tau: how much the volatility may change in a period
// (the paper suggests 0.3 to 1.2; 0.5 is its example's).
inline constexpr double kGlicko2Tau = 0.5;

// The player's rating after a period with these outcomes. With none, only the
// deviation grows (the player was away: less is known).
Glicko2Rating glicko2Updated(const Glicko2Rating& player, const std::vector<Glicko2Outcome>& outcomes,
                             double tau = kGlicko2Tau);

// A game of several people as one period: `places[i]` is where person i
// finished (0 first; equal places drew). Each person's outcomes are one game
// against each other person, with the others' ratings from before the game.
std::vector<Glicko2Rating> glicko2RatedGame(const std::vector<Glicko2Rating>& before, const std::vector<int>& places,
                                            double tau = kGlicko2Tau);

} // namespace tilerummy
