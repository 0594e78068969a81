// Finished matches for the tests of the review and the statistics: a whole
// match played out by AIs (a person's seat played by a beginner), as a save.
// Shared by the Qt Tests (tests/ui) and the Quick Tests (tests/qml).
#pragma once

#include "save/save_game.h"

#include <cstdint>

// A match of these seats (names P1, P2, ... for people and the AI's own
// ("Standard AI") unless given), `rounds` rounds,
// dealt from `seed`, every seat played by an AI seeded aiSeed + its seat: a
// person's seat by a beginner, an AI's by its own level. Saved at noon UTC,
// 27 November 2026.
SavedGame finishedGame(const QList<SeatKind>& seats, std::uint64_t seed, int rounds = 2, const QStringList& names = {},
                       std::uint64_t aiSeed = 7);
