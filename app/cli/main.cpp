// tilerummy-cli: the game's engine without a window. The interface is fixed by
// ../shared/cli-contract.md; stdout is machine-readable, messages go to stderr.
#include "cli/commands.h"
#include "cli/json_io.h"

#include <exception>
#include <iostream>

namespace {

const char* const kUsage =
    "usage: tilerummy-cli COMMAND [ARGS]\n"
    "  validate TILE...                    is this a valid run or group?\n"
    "  check [FILE]                        is this turn (JSON) legal?\n"
    "  solve [FILE] [--batch] [--objective tiles|points] [--time-limit-ms N]\n"
    "                                      the best play for a position (JSON)\n"
    "  play --players LIST [--games N] [--seed S] [--log FILE] [--rules JSON]\n"
    "                                      AI self-play, e.g. --players expert,standard\n"
    "       [--ai-nodes N]                 the AI's search budget per decision (default 200000)\n"
    "  tutorial --export                   every tutorial lesson as a JSON line\n"
    "  serve --seats LIST [--port P] [--games N] [--seed S] [--log FILE] [--rules JSON]\n"
    "        [--code CODE] [--grace-s N]   host a table over the network, e.g. --seats remote,remote,expert\n"
    "        [--host ADDR] [--tables N] [--cert FILE --key FILE] [--ai-nodes N] [--no-announce]\n"
    "        [--watchers N]                how many may watch each table (default 0: none)\n"
    "  bot --connect URL [--level L] [--name NAME] [--code CODE] [--trace FILE] [--delay-ms N]\n"
    "      [--fingerprint SHA256] [--ai-nodes N] [--watch]\n"
    "                                      join a served table as an AI player (--watch: as a watcher)\n"
    "  bot --lobby URL --key-file FILE (--quick 2|4 [--wait-s S] | --create N [--start-after-s S] | --join)\n"
    "      [--name NAME] [--level L] [--delay-ms N] [--trace FILE]\n"
    "                                      an AI player at a lobby: finds a table, plays it, prints its rating\n"
    "  review [FILE] [--rules JSON]        every turn of a game log against the best play\n"
    "  verify [FILE]                       each game's deal against the commitment its table made\n"
    "  lobby [--port P] [--host ADDR] [--db URL] [--cert FILE --key FILE] [--log-dir DIR]\n"
    "        [--grace-s N] [--ai-nodes N] [--process NAME]\n"
    "                                      a lobby: players find tables, ratings (--db sqlite:PATH or "
    "postgresql://...)\n"
    "  --version                           the version, as \"tilerummy-cli X.Y.Z\"\n";

} // namespace

int main(int argc, char** argv)
{
    try {
        if (argc < 2)
            return cli::malformed(std::string("no command given\n") + kUsage);
        const std::string command = argv[1];
        const cli::Args args(argv + 2, argv + argc);
        if (command == "--help" || command == "-h" || command == "help") {
            std::cerr << kUsage;
            return cli::kYes;
        }
        if (command == "--version") {
            std::cout << "tilerummy-cli " << TILERUMMY_VERSION << '\n';
            return cli::kYes;
        }
        if (command == "validate")
            return cli::runValidate(args);
        if (command == "check")
            return cli::runCheck(args);
        if (command == "solve")
            return cli::runSolve(args);
        if (command == "play")
            return cli::runPlay(args);
        if (command == "tutorial")
            return cli::runTutorial(args);
        if (command == "serve")
            return cli::runServe(args);
        if (command == "bot")
            return cli::runBot(args);
        if (command == "review")
            return cli::runReview(args);
        if (command == "verify")
            return cli::runVerify(args);
        if (command == "lobby")
            return cli::runLobby(args);
        return cli::malformed("unknown command '" + command + "'\n" + kUsage);
    } catch (const std::bad_alloc&) {
        return cli::malformed("out of memory");
    } catch (const std::exception& e) {
        return cli::malformed(std::string("internal error: ") + e.what());
    }
}
