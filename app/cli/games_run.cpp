#include "cli/games_run.h"

#include "cli/json_io.h"
#include "seed.h"

#include <sstream>

namespace cli {

bool readGamesRunOption(const std::string& arg, bool hasValue, const std::string& value, GamesRunOptions* options,
                        std::string* problem)
{
    long long number = 0;
    if (arg == "--games") {
        if (!hasValue || !parseInt(value, 1, 1000000, &number))
            *problem = "--games takes a whole number from 1 to 1000000";
        else
            options->games = static_cast<int>(number);
    } else if (arg == "--seed") {
        const std::optional<std::uint64_t> seed = tilerummy::parseSeed(value);
        if (!hasValue || !seed)
            *problem = "--seed takes a whole number from 0 to 18446744073709551615";
        else
            options->seed = *seed, options->seedGiven = true;
    } else if (arg == "--log") {
        if (!hasValue || value.empty())
            *problem = "--log takes a file name";
        else
            options->logPath = value;
    } else if (arg == "--rules") {
        readRulesOption(hasValue, value, &options->rules, problem);
    } else if (arg == "--ai-nodes") {
        if (!hasValue || !parseInt(value, 1, 1000000000, &number))
            *problem = "--ai-nodes takes a whole number from 1 to 1000000000";
        else
            options->aiNodeLimit = number;
    } else {
        return false;
    }
    return true;
}

bool parseSeatList(const std::string& list, const std::string& option, bool remoteAllowed, const std::string& example,
                   std::vector<std::optional<tilerummy::AiLevel>>* seats, std::string* error)
{
    std::istringstream in(list);
    std::string name;
    while (std::getline(in, name, ',')) {
        if (remoteAllowed && name == "remote") {
            seats->push_back(std::nullopt);
            continue;
        }
        const auto level = tilerummy::aiLevelFromName(name);
        if (!level) {
            *error = remoteAllowed ? "unknown seat '" + name + "' (remote, beginner, standard or expert)"
                                   : "unknown player '" + name + "' (beginner, standard or expert)";
            return false;
        }
        seats->push_back(*level);
    }
    if (seats->size() < 2 || seats->size() > 4) {
        *error = option + " needs 2 to 4 seats, e.g. " + option + " " + example;
        return false;
    }
    return true;
}

bool GamesLog::open(const std::string& path, std::string* problem)
{
    if (path.empty())
        return true;
    path_ = path;
    file_.open(path, std::ios::out | std::ios::trunc);
    if (!file_) {
        *problem = "cannot write the log file " + path;
        return false;
    }
    writer_ = std::make_unique<GameLogWriter>(file_);
    return true;
}

bool GamesLog::finish(std::string* problem)
{
    if (!writer_)
        return true;
    file_.flush();
    if (!writer_->good()) {
        *problem = "writing the log file " + path_ + " failed";
        return false;
    }
    return true;
}

void printSummary(const tilerummy::SelfPlaySummary& summary)
{
    printLine(JsonLine()
                  .add("games", summary.games)
                  .add("wins", summary.wins)
                  .add("draws", summary.draws)
                  .add("avgTurns", summary.avgTurns, 2)
                  .add("msPerGame", summary.msPerGame, 2)
                  .str());
}

} // namespace cli
