#include "cli/cli_input.h"

#include "deal_proof.h"
#include "meld.h"
#include "json/json_fields.h"

#include <QJsonObject>
#include <QJsonValue>

namespace cli {

namespace {

bool readSide(const QJsonObject& turn, const char* name, tilerummy::Position* side, std::string* error)
{
    const QJsonValue value = turn.value(QLatin1String(name));
    if (!value.isObject()) {
        *error = std::string(name) + " must be an object with \"table\" and \"rack\"";
        return false;
    }
    const QJsonObject object = value.toObject();
    return tilerummy::json::readTable(object.value(QLatin1String("table")), std::string(name) + ".table", &side->table,
                                      error) &&
           tilerummy::json::readTiles(object.value(QLatin1String("rack")), std::string(name) + ".rack", &side->rack,
                                      error);
}

// The "rules" object; the unknown rules' names are passed on only when it reads.
bool readRules(const QJsonValue& value, tilerummy::Rules* rules, std::vector<std::string>* unknownRules,
               std::string* error)
{
    std::vector<std::string> unknown;
    if (!tilerummy::json::readRules(value, rules, error, &unknown))
        return false;
    unknownRules->insert(unknownRules->end(), unknown.begin(), unknown.end());
    return true;
}

} // namespace

bool objectiveFromName(const std::string& name, tilerummy::Objective* out)
{
    if (name == "tiles")
        *out = tilerummy::Objective::Tiles;
    else if (name == "points")
        *out = tilerummy::Objective::Points;
    else
        return false;
    return true;
}

bool readTurn(const QByteArray& data, tilerummy::TurnInput* turn, tilerummy::Rules* rules,
              std::vector<std::string>* unknownRules, std::string* error)
{
    const auto object = tilerummy::json::parseObject(data, error);
    if (!object)
        return false;
    if (!tilerummy::json::readBool(*object, QStringLiteral("initialMeldDone"), false, &turn->initialMeldDone, error) ||
        !readRules(object->value(QLatin1String("rules")), rules, unknownRules, error) ||
        !readSide(*object, "before", &turn->before, error) || !readSide(*object, "after", &turn->after, error))
        return false;
    if (!tilerummy::checkPossible(*turn, error)) {
        *error = "impossible tiles: " + *error;
        return false;
    }
    return true;
}

bool readLogEvent(const QByteArray& line, LogEvent* event, std::string* error)
{
    const auto object = tilerummy::json::parseObject(line, error);
    if (!object)
        return false;
    tilerummy::json::FieldReader r;
    QString type;
    if (!r.string(object->value(QLatin1String("type")), "type", &type) ||
        !r.integer(object->value(QLatin1String("game")), "game", &event->game)) {
        *error = r.error();
        return false;
    }
    if (type == QLatin1String("deal")) {
        event->type = LogEvent::Type::Deal;
        if (!r.integer(object->value(QLatin1String("pool")), "pool", &event->pool) ||
            !r.integer(object->value(QLatin1String("first")), "first", &event->first)) {
            *error = r.error();
            return false;
        }
        if (!tilerummy::json::readTable(object->value(QLatin1String("racks")), "racks", &event->racks, error))
            return false;
        const QJsonValue commitment = object->value(QLatin1String("commitment"));
        if (commitment.isUndefined())
            return true;
        event->commitment = commitment.toString().toStdString();
        if (!tilerummy::looksLikeCommitment(event->commitment)) {
            *error = "commitment must be 64 lowercase hexadecimal digits";
            return false;
        }
        std::vector<std::string> unknown;
        event->rules.emplace();
        if (!readRules(object->value(QLatin1String("rules")), &*event->rules, &unknown, error))
            return false;
        if (!unknown.empty()) {
            *error = "rules: unknown rule " + unknown.front();
            return false;
        }
        return true;
    }
    if (type == QLatin1String("end")) {
        event->type = LogEvent::Type::End;
        const QJsonValue seed = object->value(QLatin1String("seed"));
        if (!seed.isUndefined()) {
            // A decimal string, or a number small enough to be exact.
            event->seed = tilerummy::json::seedOf(seed);
            if (const double n = seed.toDouble(-1); !event->seed && n >= 0 && n <= 9007199254740991.0 &&
                                                    n == static_cast<double>(static_cast<std::uint64_t>(n)))
                event->seed = static_cast<std::uint64_t>(n);
            if (!event->seed) {
                *error = "seed must be a whole number from 0 to 18446744073709551615 (a decimal string)";
                return false;
            }
        }
        return tilerummy::json::readTable(object->value(QLatin1String("racks")), "racks", &event->racks, error);
    }
    if (type != QLatin1String("turn")) {
        *error = "type must be \"deal\", \"turn\" or \"end\"";
        return false;
    }
    event->type = LogEvent::Type::Turn;
    tilerummy::LoggedTurn& turn = event->turn;
    QString action;
    if (!r.integer(object->value(QLatin1String("player")), "player", &turn.player) ||
        !r.string(object->value(QLatin1String("action")), "action", &action) ||
        !r.boolean(object->value(QLatin1String("initialMeldDone")), "initialMeldDone", &turn.initialMeldDone) ||
        !r.integer(object->value(QLatin1String("pool")), "pool", &turn.pool)) {
        *error = r.error();
        return false;
    }
    if (!tilerummy::turnActionFromName(action.toStdString(), &turn.action)) {
        *error = "action must be \"play\", \"draw\", \"pass\" or \"penalty\"";
        return false;
    }
    if (!readSide(*object, "before", &turn.before, error) || !readSide(*object, "after", &turn.after, error))
        return false;
    if (!tilerummy::checkPossible({turn.initialMeldDone, turn.before, turn.after}, error)) {
        *error = "impossible tiles: " + *error;
        return false;
    }
    return true;
}

bool readPosition(const QByteArray& data, tilerummy::SolveRequest* request, std::vector<std::string>* unknownRules,
                  std::string* error)
{
    const auto position = tilerummy::json::parseObject(data, error);
    if (!position)
        return false;
    tilerummy::Rules rules;
    if (!tilerummy::json::readTable(position->value(QLatin1String("table")), "table", &request->table, error) ||
        !tilerummy::json::readTiles(position->value(QLatin1String("rack")), "rack", &request->rack, error) ||
        !tilerummy::json::readBool(*position, QStringLiteral("initialMeldDone"), false, &request->initialMeldDone,
                                   error) ||
        !readRules(position->value(QLatin1String("rules")), &rules, unknownRules, error))
        return false;
    request->initialMeld = rules.initialMeld;
    request->objective = tilerummy::Objective::Tiles;
    const QJsonValue objective = position->value(QLatin1String("objective"));
    if (!objective.isUndefined() &&
        (!objective.isString() || !objectiveFromName(objective.toString().toStdString(), &request->objective))) {
        *error = "objective must be \"tiles\" or \"points\"";
        return false;
    }

    tilerummy::TileCounts counts(request->table);
    counts.add(request->rack);
    if (!counts.withinBox(error)) {
        *error = "impossible tiles: " + *error;
        return false;
    }
    for (std::size_t i = 0; i < request->table.size(); ++i) {
        const tilerummy::SetAnalysis a = tilerummy::analyseSet(request->table[i]);
        if (!a.valid()) {
            *error = "table set " + std::to_string(i + 1) + " (" + tilerummy::notation(request->table[i]) +
                     ") is invalid: " + a.reason;
            return false;
        }
    }
    return true;
}

} // namespace cli
