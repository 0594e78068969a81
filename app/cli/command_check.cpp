#include "commands.h"
#include "json_io.h"
#include "turn_check.h"

namespace cli {

namespace {

bool readSide(const QJsonObject& turn, const char* name, tr::Position* side, std::string* error)
{
    const QJsonValue value = turn.value(QLatin1String(name));
    if (!value.isObject()) {
        *error = std::string(name) + " must be an object with \"table\" and \"rack\"";
        return false;
    }
    const QJsonObject object = value.toObject();
    return readTable(object.value(QLatin1String("table")), std::string(name) + ".table", &side->table, error) &&
           readTiles(object.value(QLatin1String("rack")), std::string(name) + ".rack", &side->rack, error);
}

} // namespace

int runCheck(const Args& args)
{
    std::string path;
    for (const auto& arg : args) {
        if (arg != "-" && arg.rfind("-", 0) == 0)
            return malformed("check: unknown option " + arg);
        if (!path.empty())
            return malformed("check takes one FILE");
        path = arg;
    }
    QByteArray data;
    std::string error;
    if (!readInput(path, &data, &error))
        return malformed(error);
    const auto turn = parseObject(data, &error);
    if (!turn)
        return malformed(error);

    tr::TurnInput input;
    tr::Rules rules;
    if (!readBool(*turn, QStringLiteral("initialMeldDone"), false, &input.initialMeldDone, &error) ||
        !readRules(turn->value(QLatin1String("rules")), &rules, &error) ||
        !readSide(*turn, "before", &input.before, &error) || !readSide(*turn, "after", &input.after, &error))
        return malformed(error);
    if (!tr::checkPossible(input, &error))
        return malformed("impossible tiles: " + error);

    const tr::TurnVerdict verdict = tr::checkTurn(input, rules);
    printLine(JsonLine()
                  .add("legal", verdict.legal)
                  .add("reason", verdict.reason)
                  .add("meldPoints", verdict.meldPoints)
                  .str());
    return verdict.legal ? kYes : kNo;
}

} // namespace cli
