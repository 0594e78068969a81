#include "cli/cli_input.h"
#include "cli/commands.h"
#include "cli/json_io.h"
#include "turn_check.h"

namespace cli {

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
    tilerummy::TurnInput input;
    tilerummy::Rules rules;
    std::vector<std::string> unknownRules;
    const bool read = readTurn(data, &input, &rules, &unknownRules, &error);
    warnUnknownRules(unknownRules);
    if (!read)
        return malformed(error);

    const tilerummy::TurnVerdict verdict = tilerummy::checkTurn(input, rules);
    printLine(JsonLine()
                  .add("legal", verdict.legal)
                  .add("reason", verdict.reason)
                  .add("meldPoints", verdict.meldPoints)
                  .str());
    return verdict.legal ? kYes : kNo;
}

} // namespace cli
