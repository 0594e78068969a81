// A game log followed whole, as `review` and `verify` read it: each line read
// (readLogEvent) and each game followed from its deal to its end
// (core/logged_game.h), so that a log whose turns do not follow one another
// is malformed before anything is printed.
#pragma once

#include "cli/cli_input.h"

#include <QByteArray>

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cli {

struct LogGame {
    int game = 0;
    LogEvent deal;
    std::vector<tilerummy::LoggedTurn> turns;
    std::optional<LogEvent> end;
};

struct FollowedLog {
    std::vector<LogGame> games; // in the order they were dealt
    // Every turn in the log's order (a served log interleaves its tables' games): game, turn.
    std::vector<std::pair<std::size_t, std::size_t>> turns;
};

// `rules`: those the log was played with where a deal does not say (a
// committed deal carries its own). False with "line N: game G: why".
bool followGameLog(const QByteArray& data, const tilerummy::Rules& rules, FollowedLog* log, std::string* error);

} // namespace cli
