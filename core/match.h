// A match: rounds played one after another, each a new deal, with running
// totals, until the number of rounds in the rules is played or, when the
// rules set a target score, until someone's total reaches it (or kMaxRounds).
#pragma once

#include "game.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tilerummy {

class Match {
public:
    // A match to a target score ends after this many rounds all the same.
    static constexpr int kMaxRounds = 100;

    Match(int players, const Rules& rules, std::uint64_t seed);

    const Rules& rules() const { return rules_; }
    Game& round() { return round_; }
    const Game& round() const { return round_; }
    int roundNumber() const { return roundsDealt_; } // 1 for the first round
    // The seed round `round` (from 0) is dealt with: the next in the match's series.
    std::uint64_t roundSeed(int round) const { return deriveSeed(seed_, round); }
    int roundsScored() const { return static_cast<int>(history_.size()); }
    const std::vector<int>& totals() const { return totals_; }
    const std::vector<std::vector<int>>& roundScores() const { return history_; }

    // Adds the finished round's scores to the totals (once); false when the
    // round is not over or was already scored.
    bool scoreRound();
    // Over when the last round is scored and the rules' end is reached.
    bool isOver() const;
    // Deals the next round (the next seed in the series); false when over or
    // when the current round is not scored yet.
    bool nextRound();
    // The player with the highest total, when the match is over and one leads alone.
    std::optional<int> winner() const;

    // A match another machine hosts, as one seat follows it: the host deals
    // (a copy of the round, Game::mirror, its number and the totals so far),
    // scores each round and says when the match is over; nextRound() and
    // scoreRound() then do nothing.
    void followHost(Game round, int roundNumber, std::vector<int> totals);
    void scoreAsHostSays(std::vector<int> totals);
    void endAsHostSays() { hostEnded_ = true; }
    bool followsHost() const { return followsHost_; }

private:
    Rules rules_;
    std::uint64_t seed_;
    int players_;
    int roundsDealt_ = 1;
    Game round_;
    std::vector<int> totals_;
    std::vector<std::vector<int>> history_;
    bool followsHost_ = false;
    bool hostEnded_ = false;
};

} // namespace tilerummy
