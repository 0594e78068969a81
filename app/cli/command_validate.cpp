#include "cli/commands.h"
#include "cli/json_io.h"
#include "meld.h"

#include <sstream>

namespace cli {

int runValidate(const Args& args)
{
    // Tiles may come as separate arguments or in one quoted string.
    std::vector<std::string> tokens;
    for (const auto& arg : args) {
        std::istringstream words(arg);
        std::string word;
        while (words >> word)
            tokens.push_back(word);
    }
    if (tokens.empty())
        return malformed("validate needs tiles, e.g. validate R1 J R3");
    std::string error;
    const auto tiles = tilerummy::parseTiles(tokens, &error);
    if (!tiles)
        return malformed(error);
    if (!tilerummy::TileCounts(*tiles).withinBox(&error))
        return malformed("impossible tiles: " + error);

    const tilerummy::SetAnalysis analysis = tilerummy::analyseSet(*tiles);
    if (!analysis.valid()) {
        printLine("invalid: " + analysis.reason);
        return kNo;
    }
    printLine(analysis.kind == tilerummy::SetKind::Run ? "valid run" : "valid group");
    return kYes;
}

} // namespace cli
