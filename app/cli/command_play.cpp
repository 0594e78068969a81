#include "commands.h"
#include "game_log.h"
#include "json_io.h"
#include "seed.h"
#include "self_play.h"

#include <fstream>
#include <optional>
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
    std::string logPath;
    std::string error;
    bool havePlayers = false;
    for (std::size_t i = 0; i < args.size(); i += 2) { // each option and its value
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        const std::string value = hasValue ? args[i + 1] : std::string();
        long long number = 0;
        if (arg == "--players") {
            if (!hasValue || !parsePlayers(value, &options.seats, &error))
                return malformed(hasValue ? error : "--players takes a list such as expert,standard");
            havePlayers = true;
        } else if (arg == "--games") {
            if (!hasValue || !parseInt(value, 1, 1000000, &number))
                return malformed("--games takes a whole number from 1 to 1000000");
            options.games = static_cast<int>(number);
        } else if (arg == "--seed") {
            const std::optional<std::uint64_t> seed = tilerummy::parseSeed(value);
            if (!hasValue || !seed)
                return malformed("--seed takes a whole number from 0 to 18446744073709551615");
            options.seed = *seed;
        } else if (arg == "--log") {
            if (!hasValue || value.empty())
                return malformed("--log takes a file name");
            logPath = value;
        } else if (arg == "--rules") {
            if (!hasValue)
                return malformed("--rules takes a JSON object, e.g. '{\"initialMeld\": 50}'");
            const auto object = parseObject(QByteArray::fromStdString(value), &error);
            if (!object || !readRules(QJsonValue(*object), &options.rules, &error))
                return malformed("--rules: " + error);
        } else if (arg == "--ai-nodes") {
            if (!hasValue || !parseInt(value, 1, 1000000000, &number))
                return malformed("--ai-nodes takes a whole number from 1 to 1000000000");
            options.aiNodeLimit = number;
        } else {
            return malformed("play: unknown argument " + arg);
        }
    }
    if (!havePlayers)
        return malformed("play needs --players, e.g. --players expert,standard");
    if (static_cast<int>(options.seats.size()) * options.rules.rackSize > tilerummy::kTileCount)
        return malformed("--rules: rackSize too large for that many players");

    std::ofstream logFile;
    std::unique_ptr<GameLogWriter> log;
    if (!logPath.empty()) {
        logFile.open(logPath, std::ios::out | std::ios::trunc);
        if (!logFile)
            return malformed("cannot write the log file " + logPath);
        log = std::make_unique<GameLogWriter>(logFile);
    }

    tilerummy::SelfPlaySummary summary;
    if (!tilerummy::runSelfPlay(options, log.get(), &summary, &error))
        return malformed("self-play stopped: " + error);
    if (log) {
        logFile.flush();
        if (!log->good())
            return malformed("writing the log file " + logPath + " failed");
    }
    printLine(JsonLine()
                  .add("games", summary.games)
                  .add("wins", summary.wins)
                  .add("draws", summary.draws)
                  .add("avgTurns", summary.avgTurns, 2)
                  .add("msPerGame", summary.msPerGame, 2)
                  .str());
    return kYes;
}

} // namespace cli
