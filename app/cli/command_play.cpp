#include "cli/commands.h"
#include "cli/games_run.h"
#include "cli/json_io.h"
#include "self_play.h"

namespace cli {

int runPlay(const Args& args)
{
    tilerummy::SelfPlayOptions options;
    GamesRunOptions run;
    std::string error;
    bool havePlayers = false;
    for (std::size_t i = 0; i < args.size(); i += 2) { // each option and its value
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const std::string value = hasValue ? args[i + 1] : std::string();
        if (arg == "--players") {
            std::vector<std::optional<tilerummy::AiLevel>> seats;
            if (!hasValue || !parseSeatList(value, "--players", false, "expert,standard", &seats, &error))
                return malformed(hasValue ? error : "--players takes a list such as expert,standard");
            for (const auto& seat : seats)
                options.seats.push_back(*seat);
            havePlayers = true;
        } else if (readGamesRunOption(arg, hasValue, value, &run, &error)) {
            if (!error.empty())
                return malformed(error);
        } else {
            return malformed("play: unknown argument " + arg);
        }
    }
    if (!havePlayers)
        return malformed("play needs --players, e.g. --players expert,standard");
    options.games = run.games;
    options.seed = run.seed;
    options.rules = run.rules;
    options.aiNodeLimit = run.aiNodeLimit;
    if (static_cast<int>(options.seats.size()) * options.rules.rackSize > tilerummy::kTileCount)
        return malformed("--rules: rackSize too large for that many players");

    GamesLog log;
    if (!log.open(run.logPath, &error))
        return malformed(error);
    tilerummy::SelfPlaySummary summary;
    if (!tilerummy::runSelfPlay(options, log.writer(), &summary, &error))
        return malformed("self-play stopped: " + error);
    if (!log.finish(&error))
        return malformed(error);
    printSummary(summary);
    return kYes;
}

} // namespace cli
