#include "cli/cli_input.h"
#include "cli/commands.h"
#include "cli/json_io.h"
#include "solver.h"

#include <iostream>
#include <optional>

namespace cli {

namespace {

struct SolveOptions {
    std::string path;
    bool batch = false;
    std::optional<tilerummy::Objective> objective; // from the command line: wins over the position's
    int timeLimitMs = 0;
};

// Reads one position, with the command line's objective and time limit; on failure says why.
bool readRequest(const QByteArray& data, const SolveOptions& options, tilerummy::SolveRequest* req, std::string* error)
{
    std::vector<std::string> unknownRules;
    const bool read = readPosition(data, req, &unknownRules, error);
    warnUnknownRules(unknownRules);
    if (!read)
        return false;
    if (options.objective)
        req->objective = *options.objective;
    req->timeLimitMs = options.timeLimitMs;
    return true;
}

std::string answerLine(const tilerummy::SolveResult& r)
{
    return JsonLine()
        .add("tilesPlaced", r.tilesPlaced)
        .add("pointsPlaced", r.pointsPlaced)
        .add("placed", r.placed)
        .add("table", r.table)
        .add("optimal", r.optimal)
        .add("ms", r.ms, 3)
        .str();
}

} // namespace

int runSolve(const Args& args)
{
    SolveOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--batch") {
            options.batch = true;
        } else if (arg == "--objective") {
            tilerummy::Objective objective;
            if (i + 1 >= args.size() || !objectiveFromName(args[i + 1], &objective))
                return malformed("--objective takes tiles or points");
            options.objective = objective;
            ++i;
        } else if (arg == "--time-limit-ms") {
            long long ms = 0;
            if (i + 1 >= args.size() || !parseInt(args[i + 1], 0, 3600000, &ms))
                return malformed("--time-limit-ms takes a whole number of milliseconds (0..3600000)");
            options.timeLimitMs = static_cast<int>(ms);
            ++i;
        } else if (arg != "-" && arg.rfind("-", 0) == 0) {
            return malformed("solve: unknown option " + arg);
        } else if (!options.path.empty()) {
            return malformed("solve takes one FILE");
        } else {
            options.path = arg;
        }
    }
    QByteArray data;
    std::string error;
    if (!readInput(options.path, &data, &error))
        return malformed(error);

    if (!options.batch) {
        tilerummy::SolveRequest req;
        if (!readRequest(data, options, &req, &error))
            return malformed(error);
        printLine(answerLine(tilerummy::solve(req)));
        return kYes;
    }

    // One position a line; a malformed line gets an error line and exit 2 at the end.
    int exitCode = kYes;
    int lineNumber = 0;
    for (const QByteArray& line : data.split('\n')) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue;
        tilerummy::SolveRequest req;
        if (!readRequest(line, options, &req, &error)) {
            std::cerr << "tilerummy-cli: line " << lineNumber << ": " << error << std::endl;
            printLine(JsonLine().add("error", "line " + std::to_string(lineNumber) + ": " + error).str());
            exitCode = kMalformed;
            continue;
        }
        printLine(answerLine(tilerummy::solve(req)));
    }
    return exitCode;
}

} // namespace cli
