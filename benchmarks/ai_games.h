// The AI benchmark's games (benchmarks/ai_strength.cpp, ai_mirrored.cpp): a
// seeded game between AI levels with what is measured of each seat (its
// decision times, its biggest rack, its declined plays, its turns without a
// play, its biggest turn, the points left on its rack), many of them on
// threads, and the figures' printing.
#pragma once

#include "ai_player.h"
#include "expert_strategy.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

struct GameResult {
    int winner = -1;                   // the seat that went out; -1: no one did (the pool ran out)
    std::vector<int> scores;           // each seat's score
    std::vector<double> decisionMs[2]; // [0]: the seats of `timed`, [1]: the others
    std::vector<int> biggestRack;      // by seat: the most tiles its rack held
    std::vector<int> longestDecline;   // by seat: its most turns in a row declining a play
    std::vector<int> longestBare;      // by seat: its most turns in a row with nothing laid (held or not)
    std::vector<int> biggestTurn;      // by seat: the most rack tiles it laid in one turn
    std::vector<int> rackPoints;       // by seat: the points left on its rack at the end (joker 30)
    double ms = 0;
    std::string error;
};

// The expert's knobs from the environment (ROLLOUT_WORLDS, ROLLOUT_TURNS,
// DRAW_AT_MOST, ROLLOUT_NODES, DECLINE_AT_MOST, DECIDED_AFTER, DECIDED_SPREAD,
// SMALLEST_PLAY, HOLD_MARGIN, READ_DRAWS, ENDGAME_AT, FITTED_VALUE), the
// shipped values where unset.
tilerummy::ExpertTuning tuningFromEnvironment();
bool sameTuning(const tilerummy::ExpertTuning& a, const tilerummy::ExpertTuning& b);

namespace tilerummy {
class Game;
}

// One seeded game; the seats of level `timed` have their decision times kept
// apart; `onTurn` (when given) sees the game at the start of every turn.
GameResult playGame(const std::vector<tilerummy::AiLevel>& seats, std::uint64_t seed,
                    const tilerummy::ExpertTuning& tuning, tilerummy::AiLevel timed,
                    const std::function<void(const tilerummy::Game&)>& onTurn = {});

// Calls play(g) for g = 0..count-1 on `threads` threads (play writes only game g's own results).
void forEachGame(int count, int threads, const std::function<void(int)>& play);

// Plays games 0..count-1 (game g from seatsOf(g) and the deal seedOf(g)) on
// `threads` threads; the results in game order, whatever the threads did.
std::vector<GameResult> playGames(int count, int threads, const tilerummy::ExpertTuning& tuning,
                                  tilerummy::AiLevel timed,
                                  const std::function<std::vector<tilerummy::AiLevel>(int)>& seatsOf,
                                  const std::function<std::uint64_t(int)>& seedOf);

// The 95% margin of a share p over n games (normal approximation).
double margin95(double p, int n);
void printTimes(const char* what, const std::vector<double>& ms);

// A level's character over games: the biggest rack of each game a seat of
// it played, and its longest run of declined plays.
struct Character {
    std::vector<double> biggestRack, longestDecline;
    void add(const GameResult& r, std::size_t seat)
    {
        biggestRack.push_back(r.biggestRack[seat]);
        longestDecline.push_back(r.longestDecline[seat]);
    }
};
void printCharacter(const std::string& level, const Character& c);

bool reportErrors(const std::vector<GameResult>& results);

// Each of `deals` deals played once with `level` in every seat (the others
// `opponent`), so the deal's luck cancels; with the expert's knobs changed
// from the shipped ones, the shipped expert's results on the same deals are
// the paired baseline: played again, or read from the file an earlier run
// wrote (`sharesOut`: its win share in each deal). Prints the figures
// (ai_mirrored.cpp); 1 on an error.
struct MirroredFiles {
    std::string sharesOut; // write the tested side's share in each deal here ("": not)
    std::string baseline;  // the shipped expert's shares on these deals ("": play them)
};
int mirrored(int deals, std::uint64_t seed, int players, tilerummy::AiLevel level, tilerummy::AiLevel opponent,
             int threads, const tilerummy::ExpertTuning& tuning, const MirroredFiles& files);

// Plays `games` seeded games (two and four seats by turns, the expert against
// standard) and fits the look-ahead's end value (core/rollout_value.h) to who
// won, from every seat's side at every turn's start; prints the weights as
// the code holds them and how well they predict games they were not fitted
// on (ai_value_fit.cpp).
int fitValue(int games, std::uint64_t seed, int threads);
