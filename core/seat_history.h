// A joined seat's game told from further back: a seat taken back at a
// network table gets the game as it is now (a SeatSnapshot) and the host's
// turns that led there, each as the seat saw it (HostTurn: the table after a
// play, the seat's own draws by id, the others' by count), with the table and
// the initial melds before the first of them. replayTurns walks back from now
// to the snapshot before those turns, then plays them forward on its mirror
// (Game::mirror, Game::applyHostTurn), each turn's record on the way, and
// checks that they end where the host's now is.
#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <vector>

namespace tilerummy {

// The seat's view before `turns`: nullopt with why when the turns cannot
// have led to `now` (tiles this seat drew that it does not hold, counts
// below zero, more turns than were played).
std::optional<SeatSnapshot> snapshotBefore(const SeatSnapshot& now, const std::vector<HostTurn>& turns,
                                           const IdTable& tableBefore, const std::vector<bool>& meldDoneBefore,
                                           std::string* why);

// Each turn's record (numbered now.turns - turns.size() + 1 onwards), or
// nullopt with why when the turns do not end at `now`.
std::optional<std::vector<TurnRecord>> replayTurns(const SeatSnapshot& now, const std::vector<HostTurn>& turns,
                                                   const IdTable& tableBefore, const std::vector<bool>& meldDoneBefore,
                                                   std::string* why);

} // namespace tilerummy
