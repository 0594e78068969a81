#include "cli/followed_log.h"

#include <QList>

#include <map>

namespace cli {

bool followGameLog(const QByteArray& data, const tilerummy::Rules& rules, FollowedLog* log, std::string* error)
{
    std::map<int, std::size_t> index; // game number -> log->games
    std::vector<tilerummy::LoggedGame> followed;
    int lineNumber = 0;
    for (const QByteArray& line : data.split('\n')) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue;
        const std::string where = "line " + std::to_string(lineNumber) + ": ";
        LogEvent event;
        std::string why;
        if (!readLogEvent(line, &event, &why)) {
            *error = where + why;
            return false;
        }
        const std::string game = where + "game " + std::to_string(event.game) + ": ";
        const auto found = index.find(event.game);
        switch (event.type) {
        case LogEvent::Type::Deal: {
            if (found != index.end()) {
                *error = game + "dealt twice";
                return false;
            }
            tilerummy::LoggedGame logged(event.rules.value_or(rules));
            if (!logged.deal(event.racks, event.pool, event.first, &why)) {
                *error = game + why;
                return false;
            }
            index.emplace(event.game, log->games.size());
            followed.push_back(logged);
            log->games.push_back({event.game, event, {}, std::nullopt});
            break;
        }
        case LogEvent::Type::Turn:
            if (found == index.end()) {
                *error = game + "a turn before the deal";
                return false;
            }
            if (!followed[found->second].turn(event.turn, &why)) {
                *error = game + why;
                return false;
            }
            log->turns.emplace_back(found->second, log->games[found->second].turns.size());
            log->games[found->second].turns.push_back(event.turn);
            break;
        case LogEvent::Type::End:
            if (found == index.end()) {
                *error = game + "an end before the deal";
                return false;
            }
            if (!followed[found->second].end(event.racks, &why)) {
                *error = game + why;
                return false;
            }
            log->games[found->second].end = event;
            break;
        }
    }
    return true;
}

} // namespace cli
