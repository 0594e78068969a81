#include "commands.h"
#include "games_run.h"
#include "json_io.h"
#include "self_play.h"

#include <sstream>

namespace cli {

namespace {

bool parsePlayers(const std::string& list, std::vector<tilerummy::AiLevel>* seats, std::string* error)
{
    std::istringstream in(list);
    std::string name;
    while (std::getline(in, name, ',')) {
        const auto level = tilerummy::aiLevelFromName(name);
        if (!level) {
            *error = "unknown player '" + name + "' (beginner, standard or expert)";
            return false;
        }
        seats->push_back(*level);
    }
    if (seats->size() < 2 || seats->size() > 4) {
        *error = "--players needs 2 to 4 seats, e.g. --players expert,standard";
        return false;
    }
    return true;
}

} // namespace

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
            if (!hasValue || !parsePlayers(value, &options.seats, &error))
                return malformed(hasValue ? error : "--players takes a list such as expert,standard");
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
