// Time banks, a rule variant (chess style): each player has a budget of
// time for a game (rules.bankSeconds) and gets rules.bankIncrementSeconds
// back after each of their turns. A turn may take the player's bank, or the
// turn's own limit (rules.turnSeconds) when that comes sooner. When the bank
// is what runs out, the AI plays that turn for the player (as for a friend
// away); when the turn's limit is, the rules' time-out penalty applies.
// The banks are whole milliseconds and never below 0.
#pragma once

#include "rules.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilerummy {

class TimeBanks {
public:
    TimeBanks() = default;
    // Every player's bank full, for a game under `rules` (empty when the rules have no bank).
    TimeBanks(const Rules& rules, int players);

    bool on() const { return !left_.empty(); }
    int players() const { return static_cast<int>(left_.size()); }
    // The milliseconds left in `seat`'s bank (0 when off or out of range).
    std::int64_t leftMs(int seat) const;
    const std::vector<std::int64_t>& leftMs() const { return left_; }
    // The banks as they stood (a save, a host's message): each clamped to 0..the
    // most a bank can hold; false (and nothing changed) for the wrong number of seats.
    bool restore(const std::vector<std::int64_t>& leftMs);

    // The milliseconds `seat`'s turn may take: its bank, or the turn's limit
    // when that is sooner; -1 when neither applies (no bank, no limit).
    std::int64_t turnMs(int seat) const;
    // At turnMs(seat) it is the bank that runs out (the AI plays the turn),
    // not the turn's limit (the time-out penalty).
    bool bankRunsOutFirst(int seat) const;
    // `seat`'s turn took `spentMs`: taken from its bank (not below 0), then
    // the increment added.
    void turnTaken(int seat, std::int64_t spentMs);

    // The most a bank can hold: the rules' largest bank and a full game's increments.
    static constexpr std::int64_t kMostMs = std::int64_t(kMaxBankSeconds + 1000 * kMaxBankIncrementSeconds) * 1000;

private:
    std::vector<std::int64_t> left_;
    std::int64_t turnLimitMs_ = -1; // rules.turnSeconds, -1: none
    std::int64_t incrementMs_ = 0;
};

// "4:05", "1:02:03": a bank's time as a clock shows it (whole seconds, rounded up).
std::string clockText(std::int64_t ms);

} // namespace tilerummy
