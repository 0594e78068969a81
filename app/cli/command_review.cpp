// `review [FILE] [--rules JSON]`: every turn of a game log against the best
// play at its moment (core/turn_review.h). A log does not carry the rules:
// --rules gives those it was played with, as `play --rules` took them. The
// whole log is read and followed first (core/logged_game.h), so a malformed
// one prints nothing but its reason.
#include "cli/cli_input.h"
#include "cli/commands.h"
#include "cli/followed_log.h"
#include "cli/json_io.h"
#include "turn_review.h"

#include <iostream>

namespace cli {

namespace {

struct ReviewedTurn {
    int game = 0;
    int number = 0; // from 1 within its game
    tilerummy::LoggedTurn turn;
};

std::string reviewLine(const ReviewedTurn& t, const tilerummy::Rules& rules)
{
    const tilerummy::Tiles laid = tilerummy::LoggedGame::tilesLaid(t.turn);
    const tilerummy::TurnReview review =
        tilerummy::reviewTurn(t.turn.before, t.turn.initialMeldDone, rules.initialMeld, laid, t.turn.after.table);
    const std::string best = JsonLine()
                                 .add("tilesPlaced", review.best.tilesPlaced)
                                 .add("pointsPlaced", review.best.pointsPlaced)
                                 .add("placed", review.best.placed)
                                 .add("table", review.best.table)
                                 .str();
    return JsonLine()
        .add("game", t.game)
        .add("turn", t.number)
        .add("player", t.turn.player)
        .add("action", tilerummy::turnActionName(t.turn.action))
        .add("tilesPlaced", review.tilesPlaced)
        .add("pointsPlaced", review.pointsPlaced)
        .addRaw("best", best)
        .str();
}

} // namespace

int runReview(const Args& args)
{
    std::string path;
    tilerummy::Rules rules; // a log does not carry them: the command line gives them
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--rules") {
            std::string problem;
            if (!readRulesOption(i + 1 < args.size(), i + 1 < args.size() ? args[i + 1] : "", &rules, &problem))
                return malformed(problem);
            ++i;
        } else if (arg != "-" && arg.rfind("-", 0) == 0) {
            return malformed("review: unknown option " + arg);
        } else if (!path.empty()) {
            return malformed("review takes one FILE");
        } else {
            path = arg;
        }
    }
    QByteArray data;
    std::string error;
    if (!readInput(path, &data, &error))
        return malformed(error);

    // Follow the whole log first: each game from its deal to its end.
    FollowedLog log;
    if (!followGameLog(data, rules, &log, &error))
        return malformed(error);
    std::vector<ReviewedTurn> turns;
    for (const auto& [game, turn] : log.turns)
        turns.push_back({log.games[game].game, static_cast<int>(turn) + 1, log.games[game].turns[turn]});
    for (const ReviewedTurn& t : turns)
        printLine(reviewLine(t, rules));
    return kYes;
}

} // namespace cli
