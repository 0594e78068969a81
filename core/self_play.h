// AI self-play: whole seeded games between AI seats, each event reported to an
// observer (the CLI writes them as a log), with a summary at the end.
#pragma once

#include "ai_player.h"
#include "game.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilerummy {

struct SelfPlayOptions {
    std::vector<AiLevel> seats; // 2..4
    int games = 1;
    std::uint64_t seed = 1;
    Rules rules;
    long long aiNodeLimit = AiPlayer::kDefaultNodeLimit; // per AI decision
};

struct SelfPlaySummary {
    int games = 0;
    std::vector<int> wins; // games won by going out, per seat
    int draws = 0;         // games that ended with no one going out
    double avgTurns = 0;
    double msPerGame = 0;
};

class SelfPlayObserver {
public:
    virtual ~SelfPlayObserver() = default;
    virtual void dealt(int game, const Game& g) = 0;
    virtual void turn(int game, const TurnRecord& record) = 0;
    virtual void ended(int game, const Game& g) = 0;
    // A table that commits to its deals (deal_proof.h) tells, before `dealt`,
    // the commitment, the seed it keeps secret until the game is over, and the rules.
    virtual void committed(int game, const std::string& commitment, std::uint64_t seed, const Rules& rules)
    {
        (void)game, (void)commitment, (void)seed, (void)rules;
    }
};

// The seed of game `index` of a run: the same run seed gives the same games.
std::uint64_t gameSeed(std::uint64_t runSeed, int index);

// Plays the games; false (with error) only when an engine invariant broke.
bool runSelfPlay(const SelfPlayOptions& options, SelfPlayObserver* observer, SelfPlaySummary* summary,
                 std::string* error);

} // namespace tilerummy
