// What `play` and `serve` share: the options of a run of games (how many,
// their seed, the log, the rules, the AI's budget), read with one set of
// messages; the log file; and the summary line both print at the end.
#pragma once

#include "ai_player.h"
#include "cli/game_log.h"
#include "rules.h"
#include "self_play.h"

#include <cstdint>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cli {

struct GamesRunOptions {
    int games = 1;
    std::uint64_t seed = 1;
    bool seedGiven = false; // --seed was given (serve: the deals are not secret)
    std::string logPath;
    tilerummy::Rules rules;
    long long aiNodeLimit = tilerummy::AiPlayer::kDefaultNodeLimit;
};

// True when `arg` is one of these options (--games, --seed, --log, --rules,
// --ai-nodes); *problem is then set when its value is not one (the command
// exits 2 with it).
bool readGamesRunOption(const std::string& arg, bool hasValue, const std::string& value, GamesRunOptions* options,
                        std::string* problem);

// A list of seats as --players and --seats give it ("expert,standard"): 2 to 4
// AI levels, and with `remote` allowed also "remote" (nullopt). False with
// the reason, which names `option` and its example.
bool parseSeatList(const std::string& list, const std::string& option, bool remoteAllowed, const std::string& example,
                   std::vector<std::optional<tilerummy::AiLevel>>* seats, std::string* error);

// The log of --log, when a path is given: the file opened anew and its writer.
class GamesLog {
public:
    bool open(const std::string& path, std::string* problem);
    GameLogWriter* writer() { return writer_.get(); }
    // Flushed and written whole (true without a log).
    bool finish(std::string* problem);

private:
    std::string path_;
    std::ofstream file_;
    std::unique_ptr<GameLogWriter> writer_;
};

// The summary line of the contract: {"games", "wins", "draws", "avgTurns", "msPerGame"}.
void printSummary(const tilerummy::SelfPlaySummary& summary);

} // namespace cli
