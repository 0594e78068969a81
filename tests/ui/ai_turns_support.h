// For the tests of AI seats and hints in the game controller
// (test_ui_ai_turns, test_ui_ai_hints): a generous QTRY timeout, the deal a
// controller makes for a seed, a seed where a given seat moves first.
#pragma once

#include "game.h"
#include "match.h"

#include <cstdint>

inline constexpr int kGenerous = 60000; // ms: QTRY timeouts, far above any real run

// The first round of the two-player match a controller deals for this seed.
inline tilerummy::Game dealOf(std::uint64_t seed)
{
    return tilerummy::Match(2, tilerummy::Rules{}, seed).round();
}

// The first seed from `from` on whose two-player deal `player` moves first.
inline std::uint64_t seedWhereFirstIs(int player, std::uint64_t from = 1)
{
    for (std::uint64_t seed = from;; ++seed) {
        if (dealOf(seed).currentPlayer() == player)
            return seed;
    }
}
